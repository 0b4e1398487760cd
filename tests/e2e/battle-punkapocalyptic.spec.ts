/**
 * Punkapocalyptic's battle from the gang saved in the builder to its campaign log, at 360 px (issue
 * 35): the usual game of 6 turns (l.210, game-length.yaml) set up, both gangs' VP scored over two
 * rounds (one tapped, one typed as a total), the last turn over, End game with the result the
 * players' choice (the core book names no winner: src/games/punkapocalyptic/battle.ts), then in the
 * builder the game's campaign-log entry holding the match report's id and the score, and what
 * gangAfterGame wrote back (Toughness lost to Contaminated terrain, l.339, for good). Reloaded, the
 * report printed, and its link opened in a fresh browser.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { expectAccessibleAndFitting, freshContext, importFile, openBuilder, reloadBuilder, storedRosterJson, waitForIsland, writesSettled } from './support/builder';
import { expectReportAfterReload, reportInFreshBrowser } from './support/report';
import { example } from './support/examples';
import { reportFromHash } from '../../src/play/report-format';

const counter = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });
const mine = 'Your gang: VP';
const theirs = 'Their gang: VP';
const scoreFold = (page: Page): Locator => page.locator('details.pk-score:not([aria-busy])');
const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('Punkapocalyptic: a saved gang plays 6 turns scoring VP, End game as the players choose, and the builder’s campaign log holds the report and the write-back (360 px)', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  // The gang saved in the builder, so End game writes back into it and logs the game.
  await openBuilder(page, '/punkapocalyptic/builder/');
  await importFile(page, 'punkapocalyptic.json', JSON.stringify(example('punkapocalyptic')));
  await page.getByRole('button', { name: 'Play this gang' }).click();
  await expect(page).toHaveURL(/\/punkapocalyptic\/play\/$/);
  await waitForIsland(page);

  // Moose finishes an activation on Contaminated terrain: 1 Toughness lost for good (l.339).
  await card(page, 'Moose').getByRole('button', { name: 'Contaminated: −1 T for good' }).click();
  await expect(card(page, 'Moose')).toContainText('Contaminated terrain: −1 Toughness for good');

  // Set up: the usual game of 6 turns preselected (l.210), your gang first.
  const battle = page.getByRole('region', { name: 'The game and the score' });
  await battle.getByRole('button', { name: 'Set up', exact: true }).click();
  const setup = page.getByRole('group', { name: 'Set up the game' });
  await expect(setup.getByRole('radio', { name: 'A game of 6 turns' })).toBeChecked();
  await expect(setup).toContainText('6 game turns, the usual length when the scenario names no other.');
  await setup.getByRole('radio', { name: 'Your gang' }).check();
  await setup.getByRole('button', { name: 'Set up the game' }).click();
  await expect(setup).toHaveCount(0);

  // Round 1: two VP for my gang (tapped), one for theirs.
  const fold = scoreFold(page);
  await expect(fold.locator('summary')).toHaveText('Score 0–0 · Round 1 of 6');
  await fold.locator('summary').click();
  await counter(page, mine).getByRole('button', { name: `${mine}: one more` }).click();
  await counter(page, mine).getByRole('button', { name: `${mine}: one more` }).click();
  await counter(page, theirs).getByRole('button', { name: `${theirs}: one more` }).click();
  await expect(fold.locator('summary')).toHaveText('Score 2–1 · Round 1 of 6');
  // Round 2: my total typed (3: one more), theirs typed too (4: three more).
  await page.getByRole('button', { name: 'Next round' }).click();
  await counter(page, mine).getByRole('spinbutton').fill('3');
  await counter(page, mine).getByRole('spinbutton').press('Enter');
  await counter(page, theirs).getByRole('spinbutton').fill('4');
  await counter(page, theirs).getByRole('spinbutton').press('Enter');
  await expect(fold.locator('summary')).toHaveText('Score 3–4 · Round 2 of 6');
  await expectAccessibleAndFitting(page, 'punkapocalyptic score open');

  // Turns 3 to 6 pass; the end of turn 6 is the end of the game: the standing names no winner.
  for (let round = 3; round <= 7; round++) await page.getByRole('button', { name: 'Next round' }).click();
  await expect(fold.locator('summary')).toHaveText('Score 3–4 · Round 6 of 6 is over');
  const standing = battle.locator('.pk-standing[role="status"]');
  await expect(standing).toHaveText('Turn 6 was the last: the game is over. Their gang leads 4 VP to 3. The core rules name no winner: your scenario decides, so enter the result. End game records the result.');

  // End game: nothing preselected (the players decide); the note filled from the score.
  await page.getByRole('button', { name: 'End game' }).click();
  const end = page.getByRole('group', { name: 'End the game' });
  await expect(end.getByRole('radio', { name: 'Win' })).not.toBeChecked();
  await expect(end.getByRole('radio', { name: 'Loss' })).not.toBeChecked();
  await expect(end.getByLabel('Score or note (optional)')).toHaveValue('A game of 6 turns: VP 3–4');
  // Their scenario gave the win to the gang holding the well: ours, whatever the VP.
  await end.getByRole('radio', { name: 'Win' }).check();
  await end.getByRole('button', { name: /^Record/ }).click();
  const report = page.getByRole('region', { name: 'Match report' });
  await expect(report.getByRole('heading', { name: 'A game of 6 turns: won' })).toBeVisible();
  await expect(report).toContainText('The players decided it.');
  const rows = report.getByRole('table', { name: 'Score by round' }).locator('tbody tr');
  await expect(rows.nth(0).locator('td')).toHaveText(['Your gang', '2', '1', '0', '0', '0', '0', '3']);
  await expect(rows.nth(1).locator('td')).toHaveText(['Their gang', '1', '3', '0', '0', '0', '0', '4']);
  const link = await report.getByRole('textbox', { name: 'The report’s link' }).inputValue();
  // Reloaded, the play page shows the ended game's report as it was, its link the same.
  await expectReportAfterReload(page, 'A game of 6 turns: won', link);
  expect(link).toMatch(/\/punkapocalyptic\/play\/#report=/);
  const opened = reportFromHash(link.slice(link.indexOf('#')));
  if (!opened?.ok) throw new Error(`the report's link does not read: ${JSON.stringify(opened)}`);
  const id = opened.report.id;

  // The report prints alone (the game sheet is not printed with it).
  await writesSettled(page);
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => (document.documentElement.dataset.printing = 'report'));
  await expect(page.locator('.pk-report-print')).toBeVisible();
  await expect(page.locator('.pk-report-print')).toContainText('A game of 6 turns: won');
  await page.evaluate(() => delete document.documentElement.dataset.printing);
  await page.emulateMedia({ media: 'screen' });

  // The builder: the game's entry in the campaign log, from the report (its id and the score), and the write-back.
  await openBuilder(page, '/punkapocalyptic/builder/');
  const log = page.locator('section.rk-campaign');
  await log.locator('summary').first().click();
  const entry = log.locator('.rk-log-entry').filter({ hasText: 'A game of 6 turns' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('A game of 6 turns (A game of 6 turns: VP 3–4): won');
  await expect(entry).toContainText('Your gang: VP 3 (2, 1 by round)');
  await expect(entry).toContainText('Their gang: VP 4 (1, 3 by round)');
  await expect(entry).toContainText('Moose: −1 Toughness for good (Contaminated terrain)');
  await expect(entry).toContainText(`Match report ${id}`);
  const [saved] = (await storedRosterJson(page, 'punkapocalyptic')) as { models: { name: string; losses: Record<string, number> }[]; log: { title: string; changes: string[] }[] }[];
  expect(saved!.models.map((m) => [m.name, m.losses])).toEqual([
    ['Maggie', {}],
    ['Moose', { T: 2 }],
  ]);
  expect(saved!.log).toHaveLength(1);
  expect(saved!.log[0]!.changes).toContain(`Match report ${id}`);
  await expectAccessibleAndFitting(page, 'punkapocalyptic builder log after the game');

  // Reload: the entry is still there.
  await reloadBuilder(page);
  const again = page.locator('section.rk-campaign');
  if ((await again.locator('details').first().getAttribute('open')) === null) await again.locator('summary').first().click();
  await expect(again.locator('.rk-log-entry').filter({ hasText: `Match report ${id}` })).toHaveCount(1);
  expect(errors).toEqual([]);
  await context.close();

  // In a fresh browser (the opponent's phone): the same report, read from the link alone.
  const other = await reportInFreshBrowser(browser, link, 'A game of 6 turns: won');
  await expect(other.report.getByRole('table', { name: 'Score by round' }).locator('tbody tr').nth(0).locator('td')).toHaveText(['Your gang', '2', '1', '0', '0', '0', '0', '3']);
  await other.done();
});
