/**
 * Heartbreaker, declared once (src/games/manifest.ts): its data files, tools, builder, cards, roster
 * format and play rules. Everything that lists games reads it through src/games/index.ts.
 */
import { gameInfo } from '../../common/catalog';
import { quickReferenceListSchema } from '../../common/quick-reference';
import { islandSource, toolSource } from '../../tools/registry';
import { cardDeck, defineGame, inBookOrder, type GameManifest } from '../manifest';
import { heartbreakerBookData } from './book-data';
import { heartbreakerCardCollections, heartbreakerDeck } from './cards';
import { heartbreakerPlay } from './play';
import { rosterFormat, type Roster } from './roster-format';
import { rosterFormatDoc } from './roster-format-doc';
import { gangGame } from './roster-game';
import type { HeartbreakerBook } from './roster-rules';
import {
  actionSchema,
  arcSchema,
  inspirationSchema,
  keywordSchema,
  quirkSchema,
  recruitingRuleSchema,
  resourceActionSchema,
  resourceSchema,
  scenarioSchema,
  startingStatSchema,
  strikeModifierSchema,
  titleSchema,
  weaponSchema,
} from './schema';
import * as refs from './tools/refs';
import { strikeOddsData, strikeOddsTool } from './tools/strike-odds';

const data = {
  weapons: weaponSchema,
  gear: quirkSchema,
  abilities: quirkSchema,
  keywords: keywordSchema,
  'starting-stats': startingStatSchema,
  'strike-modifiers': strikeModifierSchema,
  actions: actionSchema,
  arcs: arcSchema,
  resources: resourceSchema,
  titles: titleSchema,
  'resource-actions': resourceActionSchema,
  scenarios: scenarioSchema,
  recruiting: recruitingRuleSchema,
  inspirations: inspirationSchema,
  'quick-reference': quickReferenceListSchema,
} as const;

export const heartbreakerGame: GameManifest<'heartbreaker', typeof data, HeartbreakerBook, HeartbreakerBook, Roster> = defineGame({
  slug: 'heartbreaker',
  info: gameInfo('heartbreaker'),
  noun: 'gang',
  modelNoun: 'fighter',
  data,
  tools: [
    toolSource(
      refs.strikeOdds,
      {
        modifiers: 'heartbreakerStrikeModifiers',
        gear: 'heartbreakerGear',
        abilities: 'heartbreakerAbilities',
        keywords: 'heartbreakerKeywords',
        weapons: 'heartbreakerWeapons',
        stats: 'heartbreakerStartingStats',
      },
      strikeOddsData,
      strikeOddsTool,
    ),
  ],
  builder: islandSource(
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
  cards: cardDeck(heartbreakerCardCollections, heartbreakerDeck),
  bookData: heartbreakerBookData,
  roster: { format: rosterFormat, game: gangGame, doc: rosterFormatDoc },
  play: (book) => heartbreakerPlay(book),
  // Builder +3 and play +3 kB for the game-day rules (several arcs and the Epilogue, Prepare for War's checks, moves, Focus and the rival's marks in play);
  // then -6 each when a weapon's odds fields (./weapon-fill.ts) left the strike odds, which no longer load with a fighter's weapon lines (130.8 and 126.3 kB).
  budgets: { builder: 128, play: 133, tools: { 'strike-odds': 101 } },
});
