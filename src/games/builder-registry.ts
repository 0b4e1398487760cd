/**
 * Every game's builder island data, declared once: the collections it draws from and how their
 * entries become the builder's book (sorted as the builder lists them). The builders' Astro wrappers
 * load it (src/components/roster/load-builder-data.ts), the unit tests read the same collections
 * from YAML (tests/unit/support/collections.ts), and tests/unit/registries.test.ts fails for a game of
 * the catalog missing here.
 */
import type { GameSlug } from '../common/catalog';
import { byBookOrder } from '../common/order';
import { inRollOrder } from '../common/roll-order';
import { islandSource, type IslandSource } from '../tools/registry';
import type { ArsenalRosterData } from './arsenal-campaign/roster-rules';
import type { HeartbreakerBook } from './heartbreaker/roster-rules';
import type { KuggkopingBook } from './kuggkoping/roster-rules';
import type { GangBook } from './punkapocalyptic/roster-rules';
import { HERO_RULE_IDS, type WolsungClubBook } from './wolsung/roster-rules';

/** The book each builder island receives, by game. */
export interface BuilderBooks {
  kuggkoping: KuggkopingBook;
  heartbreaker: HeartbreakerBook;
  punkapocalyptic: GangBook;
  wolsung: WolsungClubBook;
  'arsenal-campaign': ArsenalRosterData;
}

const inBookOrder = <T extends { order: number }>(list: readonly T[]): T[] => [...list].sort(byBookOrder);

export const builderRegistry: { [G in GameSlug]: IslandSource<BuilderBooks[G]> } = {
  kuggkoping: islandSource(
    {
      archetypes: 'kuggkopingArchetypes',
      gadgets: 'kuggkopingGadgets',
      quirks: 'kuggkopingQuirks',
      upgrades: 'kuggkopingUpgrades',
      factions: 'kuggkopingCartographerFactions',
      titles: 'kuggkopingTitles',
    },
    // In die order: the editor's "Which" picker lists each list by face, as a player rolls on it.
    (e): KuggkopingBook => ({ ...e, gadgets: inRollOrder(e.gadgets), quirks: inRollOrder(e.quirks) }),
  ),
  heartbreaker: islandSource(
    {
      weapons: 'heartbreakerWeapons',
      gear: 'heartbreakerGear',
      abilities: 'heartbreakerAbilities',
      startingStats: 'heartbreakerStartingStats',
      recruiting: 'heartbreakerRecruiting',
      resources: 'heartbreakerResources',
      titles: 'heartbreakerTitles',
      resourceActions: 'heartbreakerResourceActions',
    },
    (e): HeartbreakerBook => ({
      weapons: inBookOrder(e.weapons),
      gear: inBookOrder(e.gear),
      abilities: inBookOrder(e.abilities),
      startingStats: inBookOrder(e.startingStats),
      recruiting: inBookOrder(e.recruiting),
      resources: inBookOrder(e.resources),
      titles: inBookOrder(e.titles),
      resourceActions: inBookOrder(e.resourceActions),
    }),
  ),
  punkapocalyptic: islandSource(
    {
      attributes: 'punkapocalypticAttributes',
      specialRules: 'punkapocalypticSpecialRules',
      precisionModifiers: 'punkapocalypticPrecisionModifiers',
      gangSize: 'punkapocalypticGangSize',
    },
    (e): GangBook => {
      const gangSize = e.gangSize[0];
      if (!gangSize) throw new Error('content/punkapocalyptic/data/gang-size.yaml has no entry');
      return { attributes: inBookOrder(e.attributes), specialRules: e.specialRules, precisionModifiers: e.precisionModifiers, gangSize };
    },
  ),
  wolsung: islandSource(
    {
      profile: 'wolsungProfile',
      suits: 'wolsungCardSuits',
      specialRules: 'wolsungSpecialRules',
      weapons: 'wolsungWeapons',
      modifiers: 'wolsungModifiers',
      glossary: 'glossary',
    },
    ({ glossary, ...e }): WolsungClubBook => ({
      ...e,
      profile: inBookOrder(e.profile),
      suits: [...e.suits].sort((a, b) => a.tieBreakRank - b.tieBreakRank),
      heroRules: HERO_RULE_IDS.map((id) => {
        const entry = glossary.find((g) => g.game === 'wolsung' && g.id === id);
        if (!entry) throw new Error(`content/wolsung/data/glossary.yaml has no "${id}" (a hero rule the club builder shows)`);
        return { id: entry.id, term: entry.term, definition: entry.definition, rule: entry.rule };
      }),
    }),
  ),
  'arsenal-campaign': islandSource(
    {
      numbers: 'arsenalCampaignNumbers',
      encounterCosts: 'arsenalCampaignEncounterCosts',
      withdrawal: 'arsenalCampaignStrategicWithdrawal',
      hiring: 'arsenalCampaignHiring',
      aftermathHand: 'arsenalCampaignAftermathHand',
    },
    (e): ArsenalRosterData => e,
  ),
};
