/**
 * Table mode at laptop width. Kuggköping's play view: with a board drawn for the enemy turn, the
 * board sits beside the enemy activating now and the Characters, so one 1280 x 900 screen shows the
 * board, who activates and the first Character together (at 360 px they stack, as before). The builders: the model cards in columns.
 */
import { expect, test } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { encodeBoardState } from '../../src/games/kuggkoping/board/link';
import { expectAccessibleAndFitting, freshContext } from './support/builder';
import { example } from './support/examples';

const warband = example('kuggkoping') as { characters: { name: string }[] };
const olga = warband.characters[0]!.name;

/** A board-tool link: the warband's first Character on A1 and one enemy beside her on B1. */
const boardLink = () =>
  `http://localhost/kuggkoping/tools/board/#board=${encodeBoardState({
    width: 8,
    height: 8,
    terrain: [],
    models: [
      { x: 0, y: 0, side: 'character', move: 3, range: 6, label: olga },
      { x: 1, y: 0, side: 'enemy', move: 3, range: 2 },
    ],
    selection: {},
    view: 'sight',
  })}`;

test('Kuggköping at 1280 x 900: the board, the enemy activating and the first Character on one screen', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser); // 1280 x 900
  await page.goto(`/kuggkoping/play/#roster=${compressToEncodedURIComponent(JSON.stringify(warband))}`);
  const turn = page.locator('.pk-enemy-turn');
  const fold = turn.locator('details.pk-turn-fold:not([aria-busy])');
  await fold.locator(':scope > summary').click();
  await expect(fold).toHaveAttribute('open', '');
  await turn.getByLabel('Board link').fill(boardLink());
  await turn.getByRole('button', { name: 'Use this board' }).click();
  const title = turn.locator('.kk-turn-title');
  await expect(title).toHaveText('Grunt 1 (B1) activates');

  const board = turn.locator('.kk-turn-board .kb-board');
  const first = turn.getByRole('region', { name: 'Characters this turn' }).getByRole('listitem').first();
  await expect(first).toContainText(olga);
  // The turn's board section at the top of the screen, under the site's header and the round bar.
  await turn.locator('.kk-turn-board').evaluate((section) => {
    section.scrollIntoView({ block: 'start' });
    scrollBy(0, -(document.querySelector('.pk-turn-bar')!.getBoundingClientRect().bottom + 8));
  });
  const [b, t, c] = await Promise.all([board, title, first].map((l) => l.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)));
  // Beside each other: the enemy and the Characters right of the board, and all three within the screen.
  expect(t!.left).toBeGreaterThanOrEqual(b!.right);
  expect(c!.left).toBeGreaterThanOrEqual(b!.right);
  const covered = await page.locator('.pk-turn-bar').evaluate((bar) => bar.getBoundingClientRect().bottom);
  for (const box of [b!, t!, c!]) {
    expect(box.top).toBeGreaterThanOrEqual(covered);
    expect(box.top + Math.min(box.height, 200)).toBeLessThanOrEqual(900);
  }
  expect(c!.bottom).toBeLessThanOrEqual(900);
  // Every space is still a 44 px target.
  const space = (await turn.locator('button.kb-space').first().boundingBox())!;
  expect(space.width).toBeGreaterThanOrEqual(44);
  await expectAccessibleAndFitting(page, 'kuggkoping play table mode');
  expect(errors).toEqual([]);
  await context.close();
});

// The builders too: no contents column, the page as wide as one without a sidebar, the model cards in
// columns, and the one editor open across the whole row.
for (const slug of ['kuggkoping', 'heartbreaker', 'punkapocalyptic', 'wolsung', 'arsenal-campaign']) {
  test(`${slug} builder at 1280 x 900: the model cards in columns, the open editor across the row`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser);
    await page.goto(`/${slug}/builder/#roster=${compressToEncodedURIComponent(JSON.stringify(example(slug)))}`);
    const cards = page.locator('.rk-root .rk-model');
    await expect(cards.nth(1)).toBeVisible();
    await expect(page.locator('.right-sidebar-container, starlight-toc')).toHaveCount(0);
    const box = (i: number) => cards.nth(i).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const [a, b] = [await box(0), await box(1)];
    expect(b.top).toBe(a.top);
    expect(b.left).toBeGreaterThan(a.right);
    await cards.first().locator('.rk-model-toggle').click();
    await expect(cards.first()).toHaveAttribute('data-open', '');
    const open = await box(0);
    expect(open.width).toBeGreaterThan(b.right - a.left - 1);
    await expectAccessibleAndFitting(page, `${slug} builder table mode`);
    expect(errors).toEqual([]);
    await context.close();
  });
}

// The Table mode button (src/components/roster/TableMode.tsx): on a laptop the site menu steps out of
// the way and the game takes its width; kept on the device, put back before the page is drawn on every
// play and builder page, and off again with the same button. On a phone the menu is a popover: no button.
test('Table mode hides the site menu at 1280 px and gives the game its width, kept through a reload, on the builder and in another tab, off again', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser); // 1280 x 900
  await page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example('heartbreaker')))}`);
  const menu = page.locator('#starlight__sidebar');
  const button = page.locator('.pk-turn-bar').getByRole('button', { name: 'Table mode' });
  const cards = page.locator('article.pk-card');
  const columns = () => cards.evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().left))).size);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(menu).toBeVisible();
  expect(await columns()).toBe(2);

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(menu).toBeHidden();
  expect(await columns()).toBe(3);
  expect(await page.evaluate(() => localStorage.getItem('skirmish-shelf:table-mode'))).toBe('on');
  await expectAccessibleAndFitting(page, 'heartbreaker play in table mode', { bothThemes: true });

  // A reload: table mode is on before the page is drawn (the theme's inline script in the head, whose
  // stylesheets block the first paint), not after the island hydrates: when the attribute is set, the
  // page has no island yet. (Read at once after the load began, the computed style could come before
  // the stylesheets, and the island could have hydrated already: both raced on CI or here.)
  await context.addInitScript(() =>
    new MutationObserver(() => {
      const w = window as unknown as { tableModeSetWithIslands?: number };
      if (w.tableModeSetWithIslands === undefined && document.documentElement?.hasAttribute('data-table-mode')) w.tableModeSetWithIslands = document.querySelectorAll('astro-island').length;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-table-mode'] }),
  );
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { tableModeSetWithIslands?: number }).tableModeSetWithIslands)).toBe(0);
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  // Only the builders and the play pages carry table mode's styles and the wide page (their
  // stylesheets scope them, no :has()): a rules page and a tool page keep the site menu and the
  // reading width, with table mode on.
  const contentWidth = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sl-content-width').trim());
  expect(await contentWidth()).toBe('90rem');
  for (const path of ['/heartbreaker/rules/movement/', '/heartbreaker/tools/strike-odds/']) {
    await page.goto(path);
    await expect(menu).toBeVisible();
    expect(await contentWidth()).toBe('45rem');
  }
  // The builder keeps it too, with its own button.
  await page.goto('/heartbreaker/builder/');
  await expect(menu).toBeHidden();
  const builderButton = page.locator('.rk-root').getByRole('button', { name: 'Table mode' });
  await page.getByRole('button', { name: 'New gang' }).click();
  await expect(builderButton).toHaveAttribute('aria-pressed', 'true');
  // The game open in a second tab follows the builder's button at once, both ways, with no reload.
  const other = await context.newPage();
  // A context from the pool may have been made at a phone's width: the new tab is a laptop's too.
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.goto('/heartbreaker/play/');
  const otherButton = other.locator('.pk-turn-bar').getByRole('button', { name: 'Table mode' });
  await expect(otherButton).toHaveAttribute('aria-pressed', 'true');
  await builderButton.click();
  await expect(builderButton).toHaveAttribute('aria-pressed', 'false');
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('skirmish-shelf:table-mode'))).toBeNull();
  await expect(otherButton).toHaveAttribute('aria-pressed', 'false');
  await expect(other.locator('#starlight__sidebar')).toBeVisible();
  await otherButton.click();
  await expect(builderButton).toHaveAttribute('aria-pressed', 'true');
  await expect(menu).toBeHidden();
  await builderButton.click();
  await other.close();

  // On a phone the menu is a popover behind its own button: no Table mode button.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(builderButton).toBeHidden();
  expect(errors).toEqual([]);
  await context.close();
});
