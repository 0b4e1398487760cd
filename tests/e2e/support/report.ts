/** A match report's link opened where nothing of the game is stored: the opponent's phone. */
import { expect, type Browser, type Page } from '@playwright/test';
import { freshContext, waitForIsland, writesSettled } from './builder';

/**
 * Opens `link` in a fresh browser at 360 px (the opponent's phone, where nothing of the game is
 * stored) and expects the report titled `heading`; `done` checks the page made no errors and closes it.
 */
export async function reportInFreshBrowser(browser: Browser, link: string, heading: string) {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(link);
  await waitForIsland(page);
  const report = page.getByRole('region', { name: 'Match report' });
  await expect(report.getByRole('heading', { name: heading })).toBeVisible();
  const done = async () => {
    expect(errors).toEqual([]);
    await context.close();
  };
  return { page, report, done };
}

/**
 * The ended game's report after a reload of the play page (issue 35: "reload"): the same report, its
 * heading and its link, kept with the game, not gone with the page.
 */
export async function expectReportAfterReload(page: Page, heading: string | RegExp, link: string): Promise<void> {
  await writesSettled(page);
  await page.reload();
  await waitForIsland(page);
  const report = page.getByRole('region', { name: 'Match report' });
  await expect(report.getByRole('heading', { name: heading })).toBeVisible();
  await expect(report.getByRole('textbox', { name: 'The report’s link' })).toHaveValue(link);
}
