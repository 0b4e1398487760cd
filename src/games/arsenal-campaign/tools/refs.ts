/**
 * The Arsenal Campaign's tools by reference: each one's page and (as types only) its fields, for links
 * written with toolHref (src/tools/links.ts). No tool code comes with an import of this module.
 */
import { toolRef } from '../../../tools/links';
import type { CampaignValues } from './campaign-calculator';
import type { FlipValues } from './flip-odds';

export const flipOdds = toolRef<FlipValues>('arsenal-campaign', 'flip-odds');
export const campaignCalculator = toolRef<CampaignValues>('arsenal-campaign', 'campaign-calculator');
