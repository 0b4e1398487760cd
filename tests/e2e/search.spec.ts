import { test, expect } from '@playwright/test';
import { expectSearchLands, search } from './support/search';

// Pagefind search, end to end in the built site.

test('Ctrl+K opens search from any page, and a rules term finds the right game', async ({ page }) => {
  await page.goto('/how-to-use/');
  await expect(page.locator('button[data-open-modal]')).toBeEnabled();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('.pagefind-ui__search-input').fill('Campaign Machine');
  const first = page.locator('.pagefind-ui__result-link').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  await expect(first).toHaveAttribute('href', /^\/kuggkoping\//);
});

test('results can be filtered by game', async ({ page }) => {
  await page.goto('/');
  await search(page, 'dice');
  await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible({ timeout: 15_000 });
  const filter = page.locator('.pagefind-ui__filter-panel');
  await expect(filter).toContainText('game');
  await filter.getByText('game', { exact: true }).click().catch(() => {});
  const option = filter.getByLabel(/Heartbreaker/);
  await option.check();
  const links = page.locator('.pagefind-ui__result-link');
  await expect(links.first()).toHaveAttribute('href', /^\/heartbreaker\//, { timeout: 15_000 });
  for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
    expect(href).toMatch(/^\/heartbreaker\//);
  }
});

test('search lands on a heading inside the right game page', async ({ page }) => {
  await expectSearchLands(page, 'Bad Roll Games', '/punkapocalyptic/', 'who-made-it');
});

test('widgets and navigation are not indexed as content', async ({ page }) => {
  await page.goto('/');
  await search(page, 'Start here');
  await expect(page.locator('.pagefind-ui__message')).toContainText(/No results|0 results/, { timeout: 15_000 });
});
