/**
 * The book’s data the Arsenal Campaign crew builder and play view are fed with, read from the content collections
 * (at build time, in the pages' Astro wrappers).
 */
import { getCollection } from 'astro:content';
import type { ArsenalRosterData } from '../../../games/arsenal-campaign/roster-rules';

export async function loadData(): Promise<ArsenalRosterData> {
  const data: ArsenalRosterData = {
    numbers: (await getCollection('arsenalCampaignNumbers')).map((e) => e.data),
    encounterCosts: (await getCollection('arsenalCampaignEncounterCosts')).map((e) => e.data),
    withdrawal: (await getCollection('arsenalCampaignStrategicWithdrawal')).map((e) => e.data),
    hiring: (await getCollection('arsenalCampaignHiring')).map((e) => e.data),
  };
  return data;
}
