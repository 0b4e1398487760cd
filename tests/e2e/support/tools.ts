import { test, expect, type Page } from '@playwright/test';
import { axeInBothThemes, isolatedAxe } from './axe';

/** Opens a tool page and waits until its island (hydrated when visible) has hydrated. */
export async function openTool(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const island = page.locator('astro-island').first();
  if ((await island.count()) === 0) return; // a tools index page has no island
  await island.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  // The tool has read its link (ToolShell's data-ready): from here on it shows the linked set-up.
  await expect(page.locator('.tk-root:not([data-ready])')).toHaveCount(0);
}

/** The headline percentage of the i-th set-up shown (0 = A, 1 = B with Compare on). */
export const headline = (page: Page, i = 0) => page.locator('.tk-headline-value').nth(i);
/** The page's current URL query, which holds the tool's state. */
export const queryOf = (page: Page) => new URL(page.url()).searchParams;
/** A number field by its exact label (the − / + buttons carry the label too). */
export const numberField = (page: Page, label: string) => page.getByRole('spinbutton', { name: label, exact: true });

/** Opens the tool and types an out-of-range value into a number field: it is refused with a message naming it, never a NaN headline. */
export async function expectRefused(page: Page, url: string, label: string, value: string, message: string): Promise<void> {
  await openTool(page, url);
  await numberField(page, label).fill(value);
  await expect(page.getByRole('alert')).toContainText(message);
  await expect(page.locator('.tk-headline-value')).toHaveCount(0);
}


/**
 * The crawl sees each tool only in its opening state. This checks the states a reader can reach
 * (Compare on, other modes, refusals), given as URLs, for axe (WCAG 2.1 AA) in both themes at 360 px,
 * with no console error and no sideways scroll. `prepare` can put a page into a state a URL cannot.
 * Each state is loaded once and turned dark in place; the states are split over two tests so that
 * both workers share them. Axe checks the page's islands (the tools, which alone read the state from
 * the address or change with a tap; none draws outside its island): the page around them, its
 * header, sidebar and prose, is the same in every state and the crawl checks it whole, light and dark.
 * A page without an island (a tools index) is checked whole.
 */
export function testToolStates(states: readonly string[], prepare?: (page: Page, url: string) => Promise<void>): void {
  const half = Math.ceil(states.length / 2);
  for (const [from, to] of [
    [0, half],
    [half, states.length],
  ] as const) {
    if (from === to) continue;
    test(`tool states ${from + 1} to ${to} of ${states.length} are axe-clean in both themes and fit 360 px`, async ({ browser }) => {
      test.setTimeout(60_000 + (to - from) * 30_000);
      const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 360, height: 800 } });
      const page = await context.newPage();
      // Every state's page is checked: axe is kept by the tab instead of sent into each one.
      await isolatedAxe(page);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      for (const url of states.slice(from, to)) {
        await openTool(page, url);
        await prepare?.(page, url);
        const islands = await page.locator('astro-island').count();
        expect(await axeInBothThemes(page, url, islands > 0 ? { include: 'astro-island' } : {})).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}
