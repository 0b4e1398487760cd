/**
 * Punkapocalyptic, declared once (src/games/manifest.ts): its data files, tools, builder, cards,
 * roster format and play rules. Everything that lists games reads it through src/games/index.ts.
 */
import { gameInfo } from '../../common/catalog';
import { quickReferenceListSchema } from '../../common/quick-reference';
import { islandSource, toolSource } from '../../tools/registry';
import { cardDeck, defineGame, inBookOrder, type GameManifest } from '../manifest';
import { punkapocalypticBookData, punkapocalypticGameLength } from './book-data';
import { punkapocalypticCardCollections, punkapocalypticDeck } from './cards';
import { punkapocalypticPlay } from './play';
import { rosterFormat, type Roster } from './roster-format';
import { rosterFormatDoc } from './roster-format-doc';
import { gangGame } from './roster-game';
import type { GangBook } from './roster-rules';
import {
  attributeSchema,
  combatModifierSchema,
  coverGradeSchema,
  coverSizeSchema,
  fallBandSchema,
  gameLengthSchema,
  gangSizeSchema,
  jumpLimitSchema,
  precisionModifierSchema,
  specialRuleSchema,
  terrainTypeSchema,
} from './schema';
import { combatOddsData, combatOddsTool } from './tools/combat-odds';
import { coverTool, coverToolData } from './tools/cover';
import { fallJumpData, fallJumpTool } from './tools/fall-and-jump';
import * as refs from './tools/refs';
import { shotOddsData, shotOddsTool } from './tools/shot-odds';

const data = {
  attributes: attributeSchema,
  'terrain-types': terrainTypeSchema,
  'fall-table': fallBandSchema,
  'jump-limits': jumpLimitSchema,
  'cover-grades': coverGradeSchema,
  'cover-sizes': coverSizeSchema,
  'precision-modifiers': precisionModifierSchema,
  'combat-modifiers': combatModifierSchema,
  'gang-size': gangSizeSchema,
  'game-length': gameLengthSchema,
  'special-rules': specialRuleSchema,
  'quick-reference': quickReferenceListSchema,
} as const;

export const punkapocalypticGame: GameManifest<'punkapocalyptic', typeof data, GangBook, GangBook, Roster> = defineGame({
  slug: 'punkapocalyptic',
  info: gameInfo('punkapocalyptic'),
  noun: 'gang',
  modelNoun: 'model',
  data,
  tools: [
    toolSource(refs.shotOdds, { modifiers: 'punkapocalypticPrecisionModifiers', specialRules: 'punkapocalypticSpecialRules' }, shotOddsData, shotOddsTool),
    toolSource(refs.combatOdds, { fallBands: 'punkapocalypticFallTable' }, combatOddsData, combatOddsTool),
    toolSource(
      refs.cover,
      { sizes: 'punkapocalypticCoverSizes', grades: 'punkapocalypticCoverGrades', precisionModifiers: 'punkapocalypticPrecisionModifiers' },
      coverToolData,
      coverTool,
    ),
    toolSource(refs.fallAndJump, { fallBands: 'punkapocalypticFallTable', jumpLimits: 'punkapocalypticJumpLimits' }, fallJumpData, fallJumpTool),
  ],
  builder: islandSource(
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
  cards: cardDeck(punkapocalypticCardCollections, punkapocalypticDeck),
  bookData: punkapocalypticBookData,
  roster: { format: rosterFormat, game: gangGame, doc: rosterFormatDoc },
  play: (book) => punkapocalypticPlay(book, undefined, punkapocalypticGameLength()),
  budgets: { builder: 126, play: 131, tools: { 'combat-odds': 102, cover: 96, 'fall-and-jump': 101, 'shot-odds': 102 } },
});
