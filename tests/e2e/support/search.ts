import { expect, type Page } from '@playwright/test';

/** Opens Starlight's search dialog the way a reader would (here: the `/` shortcut) and types a query. */
export async function search(page: Page, query: string): Promise<void> {
  // Starlight enables the button once its script runs, and builds Pagefind's form when the page is
  // next idle: wait for both, as a reader's eye would wait for the page to settle.
  await expect(page.locator('button[data-open-modal]')).toBeEnabled();
  await expect(page.locator('#starlight__search .pagefind-ui__search-input')).toBeAttached({ timeout: 20_000 });
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const input = dialog.locator('.pagefind-ui__search-input');
  await input.fill(query);
}

/**
 * Searches for `query` and expects a result link to `path` (and, when given, a sub-result landing on
 * `#anchor` of that page) among the results. Returns the href found.
 */
export async function expectSearchLands(page: Page, query: string, path: string, anchor?: string): Promise<string> {
  await page.goto('/');
  await search(page, query);
  const want = anchor ? `${path}#${anchor}` : path;
  const link = page.locator(`.pagefind-ui__result-link[href="${want}"]`).first();
  await expect(link, `searching "${query}" should offer ${want}`).toBeVisible({ timeout: 15_000 });
  // ...and that page is the top result, not buried under pages that merely mention the term.
  const top = page.locator('.pagefind-ui__result').first().locator('.pagefind-ui__result-link').first();
  await expect(top, `the top result for "${query}"`).toHaveAttribute('href', new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(#|$)`));
  return want;
}

/**
 * Searches `query` from the home page, picks `game` in the search dialog's one-line "Game" select (as a
 * reader does; it drives Pagefind's own filter, hidden) and polls until the result links satisfy `ok`.
 */
export async function expectFilteredResults(page: Page, query: string, game: string, ok: (hrefs: string[]) => boolean, message: string): Promise<void> {
  await page.goto('/');
  await search(page, query);
  await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible({ timeout: 15_000 });
  const filter = page.getByRole('dialog').getByLabel('Game', { exact: true });
  await filter.selectOption(game);
  await expect(filter).toHaveValue(game);
  const links = page.locator('.pagefind-ui__result-link');
  await expect
    .poll(async () => {
      const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      return hrefs.length > 0 && ok(hrefs);
    }, { timeout: 15_000, message })
    .toBe(true);
}
