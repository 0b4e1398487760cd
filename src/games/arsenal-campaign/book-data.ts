/**
 * The Arsenal Campaign tables a crew tracker is checked against, read from
 * content/arsenal-campaign/data/*.yaml with the content collections' schemas. A builder page may pass
 * the same tables from its collections instead; unit tests and the roster contract use this loader.
 */
import { gameDataFiles, once } from '../../common/yaml-data';
import { aftermathHandCardSchema, campaignNumberSchema, encounterCostSchema, hiringRuleSchema, withdrawalCaseSchema, type AftermathHandCard, type CampaignNumber, type EncounterCost, type HiringRule, type WithdrawalCase } from './schema';

/** Everything the crew tracker reads. */
export interface ArsenalRosterData {
  numbers: readonly CampaignNumber[];
  encounterCosts: readonly EncounterCost[];
  withdrawal: readonly WithdrawalCase[];
  hiring: readonly HiringRule[];
  /** Cards drawn into the Aftermath Hand, and why (aftermath-hand.yaml). */
  aftermathHand: readonly AftermathHandCard[];
}

const data = gameDataFiles('arsenal-campaign', () =>
  import.meta.glob<string>('/content/arsenal-campaign/data/*.yaml', { query: '?raw', import: 'default', eager: true }),
);

/** The book's tables, parsed once on first use. */
export const arsenalBookData = once(
  (): ArsenalRosterData => ({
    numbers: data.list('campaign-numbers', campaignNumberSchema),
    encounterCosts: data.list('encounter-costs', encounterCostSchema),
    withdrawal: data.list('strategic-withdrawal', withdrawalCaseSchema),
    hiring: data.list('hiring', hiringRuleSchema),
    aftermathHand: data.list('aftermath-hand', aftermathHandCardSchema),
  }),
);
