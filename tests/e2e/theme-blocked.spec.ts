/**
 * With site data blocked, every touch of localStorage throws: the theme script must not throw, the
 * page must follow the system's colour scheme, and the theme picker must still switch the theme.
 */
import { expect, test } from '@playwright/test';

test('with site data blocked the theme script throws nothing and the picker still works', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/kuggkoping/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const picker = page.locator('starlight-theme-select select').first();
  await expect(picker).toHaveValue('auto');
  await picker.selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await picker.selectOption('auto');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual([]);
  await context.close();
});

test('with storage working the chosen theme is kept across pages', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/kuggkoping/');
  await page.locator('starlight-theme-select select').first().selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('starlight-theme'))).toBe('light');
  await page.goto('/heartbreaker/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('starlight-theme-select select').first()).toHaveValue('light');
  await context.close();
});
