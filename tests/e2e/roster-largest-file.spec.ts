/**
 * A file must tell the truth: in each builder, the largest roster its format accepts (every list
 * at its bound, the campaign log filled with the longest entries up to the one bound on the whole; see
 * tests/bench/largest.ts) imports from its file, exports the very same text, and that export imports
 * again. The review's case was a Punkapocalyptic gang whose own 250 kB export its import refused.
 */
import { expect, test } from '@playwright/test';
import { gameSlugs } from '../../src/common/catalog';
import { gameManifests } from '../../src/games/index';
import type { RosterGame } from '../../src/roster/game';
import { MAX_FILE_CHARS, rosterFileText } from '../../src/roster/files';
import { fullest, largestRosters } from '../bench/largest';
import { loadBuilderData } from '../unit/support/collections';
import { exportOpenRoster, freshContext, importFile, openBuilder, storedRosterJson } from './support/builder';

const largest = Object.fromEntries(largestRosters().map((l) => [l.slug, l.roster]));

for (const slug of gameSlugs) {
  test(`${slug}: the largest roster the format accepts imports, exports the same file, and that file imports again`, async ({ browser }) => {
    test.setTimeout(90_000);
    const game = gameManifests[slug].roster.game(loadBuilderData(slug) as never) as unknown as RosterGame<unknown>;
    const roster = game.parse(fullest(game.toJson(game.parse(largest[slug])) as Record<string, unknown>));
    const file = rosterFileText(roster, game);
    expect(file.length).toBeGreaterThan(MAX_FILE_CHARS - 20_000);
    expect(file.length).toBeLessThanOrEqual(MAX_FILE_CHARS);
    const name = game.name(roster);

    const { context, page, errors } = await freshContext(browser);
    await openBuilder(page, `/${slug}/builder/`);
    const imported = page.getByText(`Imported “${name}” as a new ${game.noun}; nothing else changed.`);
    await importFile(page, 'largest.json', file);
    await expect(imported).toBeVisible();
    const exported = await exportOpenRoster(page);
    expect(exported.text).toBe(file);

    await importFile(page, exported.name, exported.text);
    await expect(imported).toBeVisible();
    await expect.poll(async () => (await storedRosterJson(page, slug)).length).toBe(2);
    // Both stored copies are the roster as its file holds it (the second is named apart, if at all, by the kit).
    for (const stored of await storedRosterJson(page, slug)) expect(JSON.stringify({ ...(stored as object), name })).toBe(JSON.stringify({ ...(game.toJson(roster) as object), name }));
    expect(errors).toEqual([]);
    await context.close();
  });
}
