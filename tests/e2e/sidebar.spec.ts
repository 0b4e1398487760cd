import { test, expect } from './support/shared-tab';
import { axeViolations } from './support/axe';
import { games } from '../../src/common/catalog';
import { inPlayOrder, openGames } from './support/sidebar';

// The sidebar (issue 21, item 1): each game's group links every rules page in play order and every
// tool, then its builder, reference cards and glossary; on a game's pages its group is open with the
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
