/**
 * Wolsung SSG, declared once (src/games/manifest.ts): its data files, tools, builder, cards, roster
 * format and play rules. Everything that lists games reads it through src/games/index.ts.
 */
import { gameInfo } from '../../common/catalog';
import { quickReferenceListSchema } from '../../common/quick-reference';
import { islandSource, toolSource } from '../../tools/registry';
import { cardDeck, defineGame, inBookOrder, type GameManifest } from '../manifest';
import { wolsungBookData, type WolsungRosterData } from './book-data';
import { wolsungCardCollections, wolsungDeck } from './cards';
import { wolsungPlay } from './play';
import { rosterFormat, type Roster } from './roster-format';
import { rosterFormatDoc } from './roster-format-doc';
import { clubGame } from './roster-game';
import { HERO_RULE_IDS, type WolsungClubBook } from './roster-rules';
import {
  cardSuitSchema,
  cardValueSchema,
  characteristicSchema,
  diceModifierSchema,
  reactionSchema,
  scenarioSchema,
  specialRuleSchema,
  spellCostSchema,
  spellTypeSchema,
  terrainSchema,
  weaponSchema,
} from './schema';
import { meleeOddsData, meleeOddsTool } from './tools/melee-odds';
import * as refs from './tools/refs';
import { shootOddsData, shootOddsTool } from './tools/shoot-odds';

const data = {
  profile: characteristicSchema,
  'card-suits': cardSuitSchema,
  'card-values': cardValueSchema,
  reactions: reactionSchema,
  terrain: terrainSchema,
  modifiers: diceModifierSchema,
  'special-rules': specialRuleSchema,
  'spell-types': spellTypeSchema,
  'spell-costs': spellCostSchema,
  weapons: weaponSchema,
  'quick-reference': quickReferenceListSchema,
  scenarios: scenarioSchema,
} as const;

export const wolsungGame: GameManifest<'wolsung', typeof data, WolsungClubBook, WolsungRosterData, Roster> = defineGame({
  slug: 'wolsung',
  info: gameInfo('wolsung'),
  noun: 'club',
  modelNoun: 'model',
  data,
  tools: [
    toolSource(refs.shootOdds, { weapons: 'wolsungWeapons', modifiers: 'wolsungModifiers', specialRules: 'wolsungSpecialRules' }, shootOddsData, shootOddsTool),
    toolSource(refs.meleeOdds, { modifiers: 'wolsungModifiers', specialRules: 'wolsungSpecialRules', reactions: 'wolsungReactions' }, meleeOddsData, meleeOddsTool),
  ],
  builder: islandSource(
    {
      profile: 'wolsungProfile',
      suits: 'wolsungCardSuits',
      specialRules: 'wolsungSpecialRules',
      weapons: 'wolsungWeapons',
      modifiers: 'wolsungModifiers',
      scenarios: 'wolsungScenarios',
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
  cards: cardDeck(wolsungCardCollections, wolsungDeck),
  bookData: wolsungBookData,
  roster: { format: rosterFormat, game: clubGame, doc: rosterFormatDoc },
  play: (book) => wolsungPlay(book),
  budgets: { builder: 128, play: 130, tools: { 'melee-odds': 101, 'shoot-odds': 102 } },
});
