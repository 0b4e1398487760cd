import { test, expect } from './support/shared-tab';
import { expectFilteredResults, expectSearchLands } from './support/search';

// Pagefind search, end to end in the built site.

test('Ctrl+K opens search from any page, and a rules term finds the right game', async ({ page }) => {
  await page.goto('/how-to-use/');
  await expect(page.locator('button[data-open-modal]')).toBeEnabled();
  await expect(page.locator('#starlight__search .pagefind-ui__search-input')).toBeAttached({ timeout: 20_000 });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('.pagefind-ui__search-input').fill('Campaign Machine');
  const first = page.locator('.pagefind-ui__result-link').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  await expect(first).toHaveAttribute('href', /^\/kuggkoping\//);
});

test('results can be filtered by game', async ({ page }) => {
  await expectFilteredResults(page, 'dice', 'Heartbreaker', (hrefs) => hrefs.every((h) => h.startsWith('/heartbreaker/')), 'with the Heartbreaker filter on, every result is a Heartbreaker page');
});

test('search lands on a heading inside the right game page', async ({ page }) => {
  await expectSearchLands(page, 'Bad Roll Games', '/punkapocalyptic/', 'who-made-it');
});

test('navigation chrome and widgets sit outside the indexed content', async ({ page }) => {
  for (const path of ['/', '/kuggkoping/', '/how-to-use/']) {
    await page.goto(path);
    const leaks = await page.evaluate(() => {
      const body = document.querySelector('[data-pagefind-body]');
      if (!body) return ['no [data-pagefind-body] element'];
      const out: string[] = [];
      for (const sel of ['header', 'nav.sidebar', '.sidebar-pane', '.game-switcher', 'starlight-toc', '.pagination-links']) {
        for (const el of document.querySelectorAll(sel)) if (body.contains(el) && !el.closest('[data-pagefind-ignore]')) out.push(sel);
      }
      for (const island of document.querySelectorAll('astro-island')) if (!island.closest('[data-pagefind-ignore]')) out.push('astro-island');
      return out;
    });
    expect(leaks, path).toEqual([]);
  }
});

test('"/" opens search from a script file, and types a slash when the reader is already typing', async ({ page }) => {
  await page.goto('/kuggkoping/rules/combat/');
  await expect(page.locator('script[src="/search-shortcut.js"]')).toHaveCount(1);
  await expect(page.locator('button[data-open-modal]')).toBeEnabled();
  await expect(page.locator('#starlight__search .pagefind-ui__search-input')).toBeAttached({ timeout: 20_000 });
  await page.keyboard.press('/');
  const input = page.getByRole('dialog').locator('.pagefind-ui__search-input');
  await expect(input).toBeFocused();
  await page.keyboard.type('1/2');
  await expect(input).toHaveValue('1/2');
});
