// astro:content's defineCollection itself, from the module it re-exports: these definitions are also read
// in plain Node (tests/unit/support/collections.ts, the end-to-end specs), where no astro:content exists.
import { defineCollection } from 'astro/content/config';
import { yamlFile } from './yaml-file';
import { quickReferenceListSchema } from '../common/quick-reference';
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
} from '../games/arsenal-campaign/schema';

const table = (name: string) => yamlFile(`content/arsenal-campaign/data/${name}.yaml`);

/** arsenal-campaign's data tables: one collection per YAML file in content/arsenal-campaign/data/ (glossary.yaml feeds the shared `glossary` collection). */
export const arsenalCampaignCollections = {
  arsenalCampaignNumbers: defineCollection({ loader: table('campaign-numbers'), schema: campaignNumberSchema }),
  arsenalCampaignHiring: defineCollection({ loader: table('hiring'), schema: hiringRuleSchema }),
  arsenalCampaignEncounterCosts: defineCollection({ loader: table('encounter-costs'), schema: encounterCostSchema }),
  arsenalCampaignFinishedOff: defineCollection({ loader: table('finished-off'), schema: flipOutcomeSchema }),
  arsenalCampaignStrategicWithdrawal: defineCollection({ loader: table('strategic-withdrawal'), schema: withdrawalCaseSchema }),
  arsenalCampaignAftermathPhases: defineCollection({ loader: table('aftermath-phases'), schema: aftermathPhaseSchema }),
  arsenalCampaignAftermathHand: defineCollection({ loader: table('aftermath-hand'), schema: aftermathHandCardSchema }),
  arsenalCampaignRecordSheet: defineCollection({ loader: table('record-sheet'), schema: recordItemSchema }),
  arsenalCampaignFateDeck: defineCollection({ loader: table('fate-deck'), schema: fateCardSchema }),
  arsenalCampaignQuickReference: defineCollection({ loader: table('quick-reference'), schema: quickReferenceListSchema }),
};
