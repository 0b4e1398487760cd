import { test, expect } from './support/shared-tab';
import { type Page } from '@playwright/test';
import { WCAG22AA, axeInBothThemes } from './support/axe';
import { games } from '../../src/common/catalog';
import { search } from './support/search';

// Search names the game, since five games share words: every result says which game it comes from;
// opened on a game's page, search starts in that game and one tap widens it to every game; at 360 px
// the game scope is one line above the results; every control in the dialog is at least 24 × 24 px;
// axe-clean (WCAG 2.2 AA, target size included) in both themes.

/** The game a result's address belongs to; pages of no game (home, how to use, rulings) say "All games". */
const nameOf = (href: string) => games.find((g) => href.startsWith(`/${g.slug}/`))?.name ?? 'All games';

/** Each page result on screen: its link and the game its tag names ("Game: Kuggköping" → "Kuggköping"). */
const results = (page: Page) =>
  page.locator('#starlight__search .pagefind-ui__result').evaluateAll((items) =>
    items.map((li) => ({
      href: li.querySelector('.pagefind-ui__result-inner > .pagefind-ui__result-title a')?.getAttribute('href') ?? '',
      game: li.querySelector('.pagefind-ui__result-tag[data-pagefind-ui-meta="game"]')?.textContent?.trim().replace(/^Game: /, '') ?? null,
    })),
  );

/** The number in Pagefind's "N results for …" line. */
const resultCount = async (page: Page) => Number(/(\d+) results?/.exec((await page.locator('.pagefind-ui__message').textContent()) ?? '')?.[1] ?? NaN);

/** Every page result shown is loaded (no placeholders) and names the game of its own address. */
async function expectEachNamesItsGame(page: Page, only?: string) {
  await expect
    .poll(async () => {
      const shown = await results(page);
      return shown.length > 0 && shown.every((r) => r.href !== '' && r.game === nameOf(r.href) && (only === undefined || r.game === only));
    }, { timeout: 15_000, message: `each result names its own game${only ? `, all ${only}` : ''}` })
    .toBe(true);
}

/** Every visible control in the open search dialog, with its size. */
const controls = (page: Page) =>
  page.locator('dialog[open]').evaluate((dialog) =>
    [...dialog.querySelectorAll('a[href], button, input, select, summary, [tabindex]')]
      .filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed')
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { what: `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label') || el.className}`, width: r.width, height: r.height };
      }),
  );

// One test per width: the search behaves and lays out the same in both themes (a theme changes only
// colours), so the dialog is searched once, light, and each axe check turns it dark in place
// (axeInBothThemes: every rule again in the dark theme if anything but colours changed).
for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`"cover" on a Kuggköping page: Kuggköping first, one tap for every game, each result names its game (${width} px, both themes)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ colorScheme: 'light', viewport: { width, height } });
    const page = await context.newPage();
    await page.goto('/kuggkoping/rules/combat/');
    await search(page, 'cover');
    const dialog = page.getByRole('dialog');
    const only = dialog.getByRole('switch', { name: 'Only Kuggköping' });
    await expect(only).toBeChecked();
    await expectEachNamesItsGame(page, 'Kuggköping');
    const inGame = await resultCount(page);
    expect(inGame).toBeGreaterThan(3);

    // Pagefind's own filter panel is out of sight; the scope is one line, right above the search box.
    await expect(dialog.locator('.pagefind-ui__filter-panel')).toBeHidden();
    const scope = (await dialog.locator('.search-scope').boundingBox())!;
    const input = (await dialog.locator('.pagefind-ui__search-input').boundingBox())!;
    const message = (await dialog.locator('.pagefind-ui__message').boundingBox())!;
    expect(scope.height, 'the scope is one line').toBeLessThanOrEqual(56);
    expect(scope.y + scope.height).toBeLessThanOrEqual(input.y);
    expect(message.y - (input.y + input.height), 'nothing else between the search box and the results').toBeLessThan(40);
    if (width === 360) {
      // On a phone the scope shares its line with the Cancel button.
      const cancel = (await dialog.getByRole('button', { name: 'Cancel' }).boundingBox())!;
      expect(Math.abs(cancel.y + cancel.height / 2 - (scope.y + scope.height / 2))).toBeLessThan(8);
      const label = (await dialog.locator('.search-scope-only').boundingBox())!;
      expect(label.x + label.width).toBeLessThanOrEqual(cancel.x + 1);
    }

    // Every control is at least 24 × 24 px, and axe (WCAG 2.2 AA, target size included) finds nothing.
    const small = (await controls(page)).filter((c) => c.width < 24 || c.height < 24);
    expect(small).toEqual([]);
    expect(await axeInBothThemes(page, `${width}`, { include: 'dialog[open]', tags: WCAG22AA })).toEqual([]);

    // One tap widens the search to every game: more results, from several games, each naming its own.
    await only.click();
    await expect(only).not.toBeChecked();
    await expect.poll(() => resultCount(page), { timeout: 15_000 }).toBeGreaterThan(inGame);
    await expectEachNamesItsGame(page);
    await dialog.getByRole('button', { name: 'Load more results' }).click();
    await dialog.getByRole('button', { name: 'Load more results' }).click();
    await expectEachNamesItsGame(page);
    const named = new Set((await results(page)).map((r) => r.game));
    expect(named.size, `games among the first results: ${[...named].join(', ')}`).toBeGreaterThanOrEqual(2);
    expect(await axeInBothThemes(page, `${width} all games`, { include: 'dialog[open]', tags: WCAG22AA })).toEqual([]);
    expect((await controls(page)).filter((c) => c.width < 24 || c.height < 24)).toEqual([]);

    // And back with one more tap.
    await only.click();
    await expect.poll(() => resultCount(page), { timeout: 15_000 }).toBe(inGame);
    await expectEachNamesItsGame(page, 'Kuggköping');
    await context.close();
  });
}

test('every game page starts search in its own game, its scope one line beside Cancel at 360 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  for (const game of games) {
    await page.goto(`/${game.slug}/`);
    await search(page, 'dice');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('switch', { name: `Only ${game.name}` })).toBeChecked();
    await expectEachNamesItsGame(page, game.name);
    const label = (await dialog.locator('.search-scope-only').boundingBox())!;
    const cancel = (await dialog.getByRole('button', { name: 'Cancel' }).boundingBox())!;
    expect(label.height, `"Only ${game.name}" is one line`).toBeLessThanOrEqual(48);
    expect(label.x + label.width, `"Only ${game.name}" keeps clear of Cancel`).toBeLessThanOrEqual(cancel.x + 1);
  }
  expect(errors, 'no script error, no Content Security Policy violation').toEqual([]);
});

test('pages of no game search every game, with a one-line game select', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/how-to-use/');
  await search(page, 'cover');
  const select = page.getByRole('dialog').getByLabel('Game', { exact: true });
  await expect(select).toHaveValue('');
  await expect(select.locator('option')).toHaveText(['All games', ...games.map((g) => g.name)]);
  await expectEachNamesItsGame(page);
  expect((await page.locator('.search-scope').boundingBox())!.height).toBeLessThanOrEqual(56);
  await select.selectOption('Wolsung SSG');
  await expectEachNamesItsGame(page, 'Wolsung SSG');
});
