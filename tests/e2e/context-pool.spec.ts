/**
 * The e2e context pool (support/context-pool.ts) hands a test a context and page emptied of the
 * last test's: what cannot be emptied (an init script, a fake clock), installed through the context or
 * through the page, gets a context that is really closed. Two tests in a row on one worker: the first
 * installs both through the page, the second must see neither. (A page-level init script once stayed
 * with the pooled page and wrote a junk roster key into every later test of its worker.)
 */
import { test, expect } from '@playwright/test';
import { freshContext } from './support/builder';

test.describe.configure({ mode: 'serial' });

test('a test installs an init script and a fake clock through its pooled page', async ({ browser }) => {
  const { context, page } = await freshContext(browser);
  await page.addInitScript(() => localStorage.setItem('skirmish-shelf:pool-leak', 'left behind'));
  await page.clock.install({ time: new Date('2020-01-01T00:00:00Z') });
  await page.goto('/favicon.svg');
  expect(await page.evaluate(() => [localStorage.getItem('skirmish-shelf:pool-leak'), new Date().getUTCFullYear()])).toEqual(['left behind', 2020]);
  await context.close();
});

test('the next test on that worker has neither', async ({ browser }) => {
  const { context, page } = await freshContext(browser);
  await page.goto('/favicon.svg');
  expect(await page.evaluate(() => [localStorage.getItem('skirmish-shelf:pool-leak'), new Date().getUTCFullYear() > 2020])).toEqual([null, true]);
  await context.close();
});
