/**
 * A builder's steps between games sit in its campaign log (RosterWorkbench's campaignSteps), as a
 * guided sequence: these helpers open the log and find the steps and their sequence.
 */
import type { Locator, Page } from '@playwright/test';
import { openFold } from './model-fold';

/** The campaign log, opened; the game's steps in it (by their block's selector) and their guided sequence (by its name). */
export async function campaignSteps(page: Page, block: string, sequenceName: string): Promise<{ log: Locator; steps: Locator; sequence: Locator }> {
  const log = page.locator('.rk-campaign');
  await openFold(log, /^Campaign log:/);
  const steps = log.locator(block);
  return { log, steps, sequence: steps.getByRole('navigation', { name: sequenceName }) };
}
