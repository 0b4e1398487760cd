/**
 * One browser tab per worker, handed to each test of a spec as its `page`: the tool specs' many short
 * tests then skip opening a tab and loading the site's code cold (about a second each). Between tests
 * the tab is emptied of what a test can leave behind: its storage, routes and listeners, and the
 * viewport and media a test asked for (`test.use`) are set again. A test that adds init scripts (they
 * cannot be taken back) takes `ownPage`, a tab of its own in a new context, closed after it.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';

interface Tab {
  context: BrowserContext;
  page: Page;
}

export const test = base.extend<{ ownPage: Page }, { tab: Tab }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, serviceWorkers });
      const page = await context.newPage();
      await use({ context, page });
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ tab, viewport, colorScheme, reducedMotion }, run) => {
    const { page } = tab;
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme: colorScheme ?? 'light', reducedMotion: reducedMotion ?? 'no-preference', media: null });
    await run(page);
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }).catch(() => undefined);
    await page.goto('about:blank');
  },
  ownPage: async ({ browser, baseURL, serviceWorkers, viewport, colorScheme, reducedMotion }, run) => {
    const context = await browser.newContext({ baseURL, serviceWorkers, viewport, colorScheme, reducedMotion });
    await run(await context.newPage());
    await context.close();
  },
});

export { expect } from '@playwright/test';
