/**
 * Kuggköping, declared once (src/games/manifest.ts): its data files, tools, builder, cards, roster
 * format and play rules. Everything that lists games reads it through src/games/index.ts.
 */
import { gameInfo } from '../../common/catalog';
import { quickReferenceListSchema } from '../../common/quick-reference';
import { inRollOrder } from '../../common/roll-order';
import { islandSource, toolSource } from '../../tools/registry';
import { cardDeck, defineGame, type GameManifest } from '../manifest';
import { bookData } from './book-data';
import { kuggkopingCardCollections, kuggkopingDeck } from './cards';
import { kuggkopingPlay } from './play';
import { rosterFormat, type Roster } from './roster-format';
import { rosterFormatDoc } from './roster-format-doc';
import { warbandGame } from './roster-game';
import type { KuggkopingBook } from './roster-rules';
import {
  activationRowSchema,
  agendaSchema,
  archetypeSchema,
  boardExampleSchema,
  bossSchema,
  cartographerFactionSchema,
  difficultySchema,
  districtSchema,
  enemyFactionSchema,
  enemyTypeSchema,
  gadgetSchema,
  hardRuleSchema,
  missionSchema,
  mutationSchema,
  quirkSchema,
  rollTableSchema,
  scenarioSchema,
  titleSchema,
  upgradeSchema,
} from './schema';
import { attackOddsData, attackOddsTool } from './tools/attack-odds';
import { boardToolData } from './tools/board';
import { enemyActivationTool } from './tools/enemy-activation';
import * as refs from './tools/refs';
import { activationPageData } from './turn';

const data = {
  mutations: mutationSchema,
  difficulty: difficultySchema,
  'hard-rules': hardRuleSchema,
  agendas: agendaSchema,
  archetypes: archetypeSchema,
  'cartographer-factions': cartographerFactionSchema,
  gadgets: gadgetSchema,
  quirks: quirkSchema,
  'enemy-types': enemyTypeSchema,
  'enemy-factions': enemyFactionSchema,
  'activation-table': activationRowSchema,
  bosses: bossSchema,
  districts: districtSchema,
  missions: missionSchema,
  scenarios: scenarioSchema,
  upgrades: upgradeSchema,
  'roll-tables': rollTableSchema,
  'quick-reference': quickReferenceListSchema,
  titles: titleSchema,
  'board-examples': boardExampleSchema,
} as const;

export const kuggkopingGame: GameManifest<'kuggkoping', typeof data, KuggkopingBook, KuggkopingBook, Roster> = defineGame({
  slug: 'kuggkoping',
  info: gameInfo('kuggkoping'),
  noun: 'warband',
  modelNoun: 'Character',
  data,
  tools: [
    toolSource(
      refs.attackOdds,
      {
        archetypes: 'kuggkopingArchetypes',
        enemyTypes: 'kuggkopingEnemyTypes',
        bosses: 'kuggkopingBosses',
        gadgets: 'kuggkopingGadgets',
        quirks: 'kuggkopingQuirks',
        upgrades: 'kuggkopingUpgrades',
        factions: 'kuggkopingEnemyFactions',
        hardRules: 'kuggkopingHardRules',
        activationRows: 'kuggkopingActivationTable',
        cartographerFactions: 'kuggkopingCartographerFactions',
      },
      attackOddsData,
      attackOddsTool,
    ),
    toolSource(
      refs.enemyActivation,
      {
        rows: 'kuggkopingActivationTable',
        factions: 'kuggkopingEnemyFactions',
        cartographerFactions: 'kuggkopingCartographerFactions',
        difficulties: 'kuggkopingDifficulty',
        // The whole enemy turn's: profiles, bosses and districts.
        enemyTypes: 'kuggkopingEnemyTypes',
        bosses: 'kuggkopingBosses',
        archetypes: 'kuggkopingArchetypes',
        districts: 'kuggkopingDistricts',
      },
      activationPageData,
      enemyActivationTool,
    ),
    toolSource(refs.board, { archetypes: 'kuggkopingArchetypes', enemyTypes: 'kuggkopingEnemyTypes', examples: 'kuggkopingBoardExamples' }, boardToolData),
  ],
  builder: islandSource(
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
  cards: cardDeck(kuggkopingCardCollections, kuggkopingDeck),
  bookData,
  roster: { format: rosterFormat, game: warbandGame, doc: rosterFormatDoc },
  play: (book) => kuggkopingPlay(book),
  budgets: { builder: 135, play: 138, tools: { 'attack-odds': 110, board: 116, 'enemy-activation': 100 } },
});
