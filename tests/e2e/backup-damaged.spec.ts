/**
 * A file must tell the truth: damaged backups in a builder. A backup with no version, or with
 * the version as text, is called damaged (not "newer") and changes nothing; a backup with one entry
 * nested 100,000 deep between two good ones adds the two and names the one it refused, and why, in
 * the player's words. (The review's cases: ../shared/reviews/hostile-games.md.)
 */
import { expect, test } from '@playwright/test';
import { freshContext, importFile, openBuilder, storedRosterJson } from './support/builder';
import { example } from './support/examples';

const BUILDER = '/wolsung/builder/';
const club = example('wolsung');
const entry = (id: string, name: string) => ({
  key: `skirmish-shelf:roster:wolsung:${id}`,
  entry: { envelope: 1, game: 'wolsung', id, createdAt: '2026-11-28T12:00:00.000Z', savedAt: '2026-11-28T12:00:00.000Z', roster: { ...club, name } },
});
const backup = (fields: Record<string, unknown>) => JSON.stringify({ backup: 'skirmish-shelf', exportedAt: '2026-11-28T12:00:00.000Z', ...fields });
const names = async (page: Parameters<typeof storedRosterJson>[0]) => ((await storedRosterJson(page, 'wolsung')) as { name: string }[]).map((r) => r.name).sort();

test('damaged backups: no version or a version in text is damaged and changes nothing; a 100,000-deep entry is refused by name while the good ones are added', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openBuilder(page, BUILDER);
  await page.getByLabel('Club name').fill('Already here');
  await expect.poll(() => names(page)).toEqual(['Already here']);

  await importFile(page, 'no-version.json', backup({ entries: [entry('a', 'Club A')] }));
  await expect(page.getByText(/^Not imported: The backup file is damaged: version: is missing: .+\. Nothing saved was changed\.$/)).toBeVisible();
  await expect(page.getByText(/newer/)).toHaveCount(0);
  await importFile(page, 'text-version.json', backup({ version: '1', entries: [entry('a', 'Club A')] }));
  await expect(page.getByText(/^Not imported: The backup file is damaged: version: .*"1".*\. Nothing saved was changed\.$/)).toBeVisible();
  expect(await names(page)).toEqual(['Already here']);

  const deep = `${'{"deep":'.repeat(100_000)}{}${'}'.repeat(100_000)}`;
  const withDeep = backup({ version: 1, entries: [entry('a', 'Club A'), { key: 'skirmish-shelf:roster:wolsung:deep', entry: '__DEEP__' }, entry('b', 'Club B')] }).replace('"__DEEP__"', deep);
  await importFile(page, 'deep.json', withDeep);
  await expect(page.getByText(
    'Imported the backup: 2 entries added as new; nothing saved was overwritten. Not taken: entry 2, a saved Wolsung SSG roster (it nests deeper than 60 levels, which no roster or game does).',
  )).toBeVisible();
  await expect.poll(() => names(page)).toEqual(['Already here', 'Club A', 'Club B']);
  expect(errors).toEqual([]);
  await context.close();
});
