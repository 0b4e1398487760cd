/**
 * Storage full to the last byte (filled by halving: the largest filler that fits, then half of it, down
 * to one character) before opening, editing, creating and importing: every saved roster is still
 * listed, each change waits with its notice (and "Download everything" on the spot) until there is
 * room, and then every change is written.
 */
import { expect, test, type Page } from '@playwright/test';
import { exportOpenRoster, freshContext, importFile, openBuilder, reloadBuilder, showSavedList, storedRosterJson } from './support/builder';
import { fillToTheBrim, freeStorage, storageIsFull } from './support/storage';

const BUILDER = '/kuggkoping/builder/';

const names = async (page: Page) => ((await storedRosterJson(page, 'kuggkoping')) as { name: string }[]).map((r) => r.name).sort();

test('storage full to the brim: every roster listed, changes pending with their notice until there is room', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await page.getByLabel('Warband name').fill('First');
  await page.getByRole('button', { name: 'New warband' }).click();
  await page.getByLabel('Warband name').fill('Second');
  const file = await exportOpenRoster(page);
  expect(await names(page)).toEqual(['First', 'Second']);

  expect(await fillToTheBrim(page)).toBeGreaterThan(1_000_000);
  expect(await storageIsFull(page)).toBe(true);

  // Opening: every saved roster is read and listed; no "private browsing" notice.
  await reloadBuilder(page);
  await showSavedList(page);
  await expect(page.locator('details.rk-saved summary')).toContainText('(2)');
  await expect(page.getByRole('note').filter({ hasText: 'does not let the site save anything' })).toHaveCount(0);
  await expect(page.getByLabel('Warband name')).toHaveValue('Second');

  // Editing, creating, importing: each change waits, the notice counts them.
  const notice = page.getByRole('alert').filter({ hasText: 'not saved yet' });
  await page.getByLabel('Warband name').fill('Second renamed');
  await expect(notice).toContainText('1 change is not saved yet: the browser’s storage for this site is full.');
  await page.getByRole('button', { name: 'New warband' }).click();
  await expect(notice).toContainText('2 changes are not saved yet');
  await importFile(page, file.name, file.text);
  await expect(page.getByText('Imported “Second” as a new warband; nothing else changed.')).toBeVisible();
  await expect(notice).toContainText('3 changes are not saved yet');
  expect(await names(page)).toEqual(['First', 'Second']);

  // "Download everything" on the spot holds the pending changes too.
  const download = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Download everything' }).click();
  const backup = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await backup.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const entries = (JSON.parse(text) as { backup: string; entries: { entry: { roster: { name: string } } }[] });
  expect(entries.backup).toBe('skirmish-shelf');
  expect(entries.entries.map((e) => e.entry.roster.name).sort()).toEqual(['First', 'New warband', 'Second', 'Second renamed']);

  // Retried on a timer: still full, the notice stays.
  await page.waitForTimeout(6000);
  await expect(notice).toContainText('3 changes are not saved yet');

  // Room again: the next retry writes everything, and the notice goes.
  await freeStorage(page);
  await expect(notice).toHaveCount(0, { timeout: 10_000 });
  expect(await names(page)).toEqual(['First', 'New warband', 'Second', 'Second renamed']);
  await reloadBuilder(page);
  await showSavedList(page);
  await expect(page.locator('details.rk-saved summary')).toContainText('(4)');
  expect(errors).toEqual([]);
  await context.close();
});

test('Download everything, then import it on another device: every roster added as new, nothing overwritten', async ({ browser }) => {
  const a = await freshContext(browser);
  await openBuilder(a.page, BUILDER);
  await a.page.getByLabel('Warband name').fill('Kept one');
  await a.page.getByRole('button', { name: 'New warband' }).click();
  await a.page.getByLabel('Warband name').fill('Kept two');
  await showSavedList(a.page);
  // The browser was asked to keep the storage; the list says what it answered.
  await expect(a.page.locator('details.rk-saved').getByText(/keeps them until you delete them|may clear these when space runs low/)).toBeVisible();
  const download = a.page.waitForEvent('download');
  await a.page.locator('details.rk-saved').getByRole('button', { name: 'Download everything' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^skirmish-shelf-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');

  const b = await freshContext(browser);
  await openBuilder(b.page, BUILDER);
  await b.page.getByLabel('Warband name').fill('Kept one');
  for (let round = 1; round <= 2; round++) {
    await importFile(b.page, file.suggestedFilename(), text);
    await expect(b.page.getByText('Imported the backup: 2 entries added as new; nothing saved was overwritten.')).toBeVisible();
    await expect.poll(() => names(b.page)).toEqual(round === 1 ? ['Kept one', 'Kept one', 'Kept two'] : ['Kept one', 'Kept one', 'Kept one', 'Kept two', 'Kept two']);
  }
  expect([...a.errors, ...b.errors]).toEqual([]);
  await a.context.close();
  await b.context.close();
});
