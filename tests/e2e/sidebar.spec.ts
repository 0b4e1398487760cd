import { test, expect } from './support/shared-tab';
import { axeViolations } from './support/axe';
import { games } from '../../src/common/catalog';
import { inPlayOrder, openGames } from './support/sidebar';

// The sidebar: each game's group links its builder and play view first (the pages used at the table),
// every rules page in play order and every tool, then its reference cards and glossary; on a game's pages its group is open with the
// current page marked, and every other game's group is closed. What it must list comes from the build
// (dist/) and the pages' own front matter (tests/e2e/support/sidebar.ts). The crawl checks the group
// on every built page at 360 px (crawl.spec.ts, its dark pass); this spec checks the phone's menu.

for (const game of games) {
  test(`${game.name}: in the phone's menu the group is open at the current page and shows every tool`, async ({ browser }) => {
    const rules = inPlayOrder(game.slug, 'rules');
    const tools = inPlayOrder(game.slug, 'tools');
    expect(rules.length, 'rules pages in the build').toBeGreaterThan(3);
    expect(tools.length, 'tool pages in the build').toBeGreaterThan(1);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const sample = rules[1]!;
    await page.goto(sample);
    await page.getByRole('button', { name: 'Menu' }).click();
    const current = page.locator('#starlight__sidebar a[aria-current="page"]');
    await expect(current).toHaveAttribute('href', sample);
    await current.scrollIntoViewIfNeeded();
    await expect(current).toBeVisible();
    for (const tool of tools) await expect(page.locator(`#starlight__sidebar a[href="${tool}"]`)).toBeVisible();
    await context.close();
  });
}

test('pages of no game (home, how to use, rulings) keep every game group closed', async ({ page }) => {
  for (const path of ['/', '/how-to-use/', '/rulings/']) {
    await page.goto(path);
    expect(await openGames(page), path).toEqual([]);
  }
});

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`the sidebar with a game open is axe-clean in both themes at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme, viewport: { width, height } });
      const page = await context.newPage();
      await page.goto('/heartbreaker/rules/weapons/');
      if (width < 800) await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.locator('#starlight__sidebar a[aria-current="page"]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      expect(await axeViolations(page, `${colorScheme} ${width}`, { include: '#starlight__sidebar' })).toEqual([]);
      const box = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(box, 'nothing scrolls sideways').toBeLessThanOrEqual(width);
      await context.close();
    }
  });
}

test('the builder and play view are found from everywhere: each game card on the home page, the top of each overview, first in each game’s menu', async ({ page }) => {
  await page.goto('/');
  for (const game of games) {
    const card = page.locator('.game-card').filter({ has: page.getByRole('heading', { name: game.name }) });
    await expect(card.locator('.game-card-links a')).toHaveText([`Build for ${game.name}`, `Play ${game.name}`, `Rules of ${game.name}`, `Tools for ${game.name}`]);
    expect(await card.locator('.game-card-links a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      `/${game.slug}/builder/`,
      `/${game.slug}/play/`,
      `/${game.slug}/rules/`,
      `/${game.slug}/tools/`,
    ]);
  }
  for (const game of games) {
    await page.goto(`/${game.slug}/`);
    const table = page.getByRole('navigation', { name: 'At the table' });
    await expect(table.getByRole('link')).toHaveText([/^Build an? \w+$/, 'Play a game']);
    // Before the overview's first paragraph: in the first screen of a phone.
    expect(await table.evaluate((nav) => nav.getBoundingClientRect().top + scrollY)).toBeLessThan(400);
    expect(await table.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([`/${game.slug}/builder/`, `/${game.slug}/play/`]);
  }
});
