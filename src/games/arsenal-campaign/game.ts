/**
 * Arsenal Campaign, declared once (src/games/manifest.ts): its data files, tools, builder, cards,
 * roster format and play rules. Everything that lists games reads it through src/games/index.ts.
 */
import { gameInfo } from '../../common/catalog';
import { quickReferenceListSchema } from '../../common/quick-reference';
import { islandSource, toolSource } from '../../tools/registry';
import { cardDeck, defineGame, type GameManifest } from '../manifest';
import { arsenalBookData, type ArsenalRosterData } from './book-data';
import { arsenalCampaignCardCollections, arsenalCampaignDeck } from './cards';
import { arsenalPlay } from './play';
import { rosterFormat, type Roster } from './roster-format';
import { rosterFormatDoc } from './roster-format-doc';
import { crewGame } from './roster-game';
import {
  aftermathHandCardSchema,
  aftermathPhaseSchema,
  campaignNumberSchema,
  encounterCostSchema,
  fateCardSchema,
  flipOutcomeSchema,
  hiringRuleSchema,
  recordItemSchema,
  withdrawalCaseSchema,
} from './schema';
import { campaignCalculatorData, campaignCalculatorTool } from './tools/campaign-calculator';
import { flipOddsData, flipOddsTool } from './tools/flip-odds';
import * as refs from './tools/refs';

const data = {
  // The collection keeps its first name, arsenalCampaignNumbers.
  'campaign-numbers': { schema: campaignNumberSchema, collection: 'numbers' },
  hiring: hiringRuleSchema,
  'encounter-costs': encounterCostSchema,
  'finished-off': flipOutcomeSchema,
  'strategic-withdrawal': withdrawalCaseSchema,
  'aftermath-phases': aftermathPhaseSchema,
  'aftermath-hand': aftermathHandCardSchema,
  'record-sheet': recordItemSchema,
  'fate-deck': fateCardSchema,
  'quick-reference': quickReferenceListSchema,
} as const;

export const arsenalCampaignGame: GameManifest<'arsenal-campaign', typeof data, ArsenalRosterData, ArsenalRosterData, Roster> = defineGame({
  slug: 'arsenal-campaign',
  info: gameInfo('arsenal-campaign'),
  noun: 'crew',
  modelNoun: 'model',
  data,
  tools: [
    toolSource(refs.flipOdds, { numbers: 'arsenalCampaignNumbers' }, flipOddsData, flipOddsTool),
    toolSource(
      refs.campaignCalculator,
      { numbers: 'arsenalCampaignNumbers', costs: 'arsenalCampaignEncounterCosts', withdrawal: 'arsenalCampaignStrategicWithdrawal' },
      campaignCalculatorData,
      campaignCalculatorTool,
    ),
  ],
  builder: islandSource(
    {
      numbers: 'arsenalCampaignNumbers',
      encounterCosts: 'arsenalCampaignEncounterCosts',
      withdrawal: 'arsenalCampaignStrategicWithdrawal',
      hiring: 'arsenalCampaignHiring',
      aftermathHand: 'arsenalCampaignAftermathHand',
    },
    (e): ArsenalRosterData => e,
  ),
  cards: cardDeck(arsenalCampaignCardCollections, arsenalCampaignDeck),
  bookData: arsenalBookData,
  roster: { format: rosterFormat, game: crewGame, doc: rosterFormatDoc },
  play: (book) => arsenalPlay(book),
  budgets: { builder: 137, play: 138, tools: { 'campaign-calculator': 97, 'flip-odds': 95 } },
});
