/** A match report's link opened where nothing of the game is stored: the opponent's phone. */
import { expect, type Browser } from '@playwright/test';
import { freshContext, waitForIsland } from './builder';

/** Opens `link` in a fresh browser at 360 px and expects the report titled `heading`, with no page errors. */
export async function expectReportInFreshBrowser(browser: Browser, link: string, heading: string): Promise<void> {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(link);
  await waitForIsland(page);
  await expect(page.getByRole('region', { name: 'Match report' }).getByRole('heading', { name: heading })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
}
