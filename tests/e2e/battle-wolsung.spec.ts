/**
 * Wolsung SSG's starting game in the play view at 360 px (issue 35): set up (the starting game
 * preselected, your club first), both clubs' enemy Heroes killed scored over two rounds, a past
 * round corrected, a point taken back with Undo, the end of turn 3 reached (wolsung.txt l.25: the
 * club that killed more enemy Heroes wins), End game with the result preselected, and after a reload
 * the score as it was; the report printed from its button; End game's entry in the club's campaign
 * log, found in the builder; the report's link in a fresh browser. Words: src/play/battle-words.ts and src/games/wolsung/battle.ts.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { expectAccessibleAndFitting, freshContext, openBuilder, waitForIsland, writesSettled } from './support/builder';
import { expectReportAfterReload, reportInFreshBrowser } from './support/report';
import { reportFromHash } from '../../src/play/report-format';
import { example } from './support/examples';

const counter = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });
const mine = 'Your club: Enemy Heroes killed';
const theirs = 'Their club: Enemy Heroes killed';
/** The score's fold, once its code has come (until then a summary that does not open holds its place). */
const scoreFold = (page: Page): Locator => page.locator('details.pk-score:not([aria-busy])');
/** One side's points round by round: the cells of its one row (Enemy Heroes killed). */
const history = (page: Page, side: 'Your club' | 'Their club'): Locator => page.getByRole('region', { name: `${side}, round by round` }).locator('tbody tr').first().locator('td');

test('Wolsung SSG: set up the starting game, score two rounds for both clubs, correct a round, Undo, the end of turn 3 and End game preselected; kept after a reload (360 px)', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/wolsung/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example('wolsung')))}`);
  await waitForIsland(page);

  // Not set up yet: one line that opens the set-up.
  const battle = page.getByRole('region', { name: 'The scenario and the score' });
  await expect(battle).toContainText('No scenario set:');
  await battle.getByRole('button', { name: 'Set up', exact: true }).click();
  const setup = page.getByRole('group', { name: 'Set up the scenario' });
  // The starting game preselected, with what it asks (l.23-25) and its rules.
  await expect(setup.getByRole('radio', { name: 'Starting game' })).toBeChecked();
  await expect(setup).toContainText('Victory: After the third turn, the club that has killed more of the other club’s Heroes wins.');
  await expect(setup).toContainText('Length: 3 turns. Turn 3 is over.');
  await expect(setup).toContainText('First Player: Settle it any way you like');
  await expect(setup.getByRole('link', { name: 'The rules of the Starting game' })).toHaveAttribute('href', '/wolsung/rules/getting-started/#game-length-and-victory');
  await expect(setup.getByRole('radio', { name: 'Not said' })).toBeChecked();
  await setup.getByRole('radio', { name: 'Your club' }).check();
  await expectAccessibleAndFitting(page, 'wolsung set-up open', { bothThemes: true });
  await setup.getByRole('button', { name: 'Set up the scenario' }).click();
  await expect(setup).toHaveCount(0);
  // One line sums it up and opens it again.
  const summary = battle.getByRole('button', { name: 'Set-up: Starting game · your club first. Change it' });
  await expect(summary).toHaveText('Starting game · your club first');
  // The keyboard goes on from there.
  await expect(summary).toBeFocused();

  // Round 1: one enemy Hero killed by each club.
  const fold = scoreFold(page);
  await expect(fold.locator('summary')).toHaveText('Score 0–0 · Round 1 of 3');
  await fold.locator('summary').click();
  await counter(page, mine).getByRole('button', { name: `${mine}: one more` }).click();
  await counter(page, theirs).getByRole('button', { name: `${theirs}: one more` }).click();
  await expect(fold.locator('summary')).toHaveText('Score 1–1 · Round 1 of 3');

  // Round 2: my club's total typed (3: two more this round), one more for theirs.
  await page.getByRole('button', { name: 'Next round' }).click();
  await expect(fold.locator('summary')).toHaveText('Score 1–1 · Round 2 of 3');
  await counter(page, mine).getByRole('spinbutton').fill('3');
  await counter(page, mine).getByRole('spinbutton').press('Enter');
  await counter(page, theirs).getByRole('button', { name: `${theirs}: one more` }).click();
  await expect(fold.locator('summary')).toHaveText('Score 3–2 · Round 2 of 3');
  // Round by round (R1, R2, total).
  await expect(history(page, 'Your club')).toHaveText(['1', '2', '3']);
  await expect(history(page, 'Their club')).toHaveText(['1', '1', '2']);

  // A past round corrected: their Hero of round 1 was not a kill.
  await page.getByLabel('Points go to').selectOption({ label: 'Round 1' });
  await counter(page, theirs).getByRole('button', { name: `${theirs}: one less` }).click();
  await expect(history(page, 'Their club')).toHaveText(['0', '1', '1']);
  await expect(page.locator('.pk-log')).toContainText('Their club: Enemy Heroes killed −1 (in round 1)');
  // A point off a round that has none is refused, saying which round to pick.
  await counter(page, theirs).getByRole('button', { name: `${theirs}: one less` }).click();
  await expect(page.locator('.pk-said')).toHaveText('Round 1 has no Enemy Heroes killed to take back: pick the round they were scored in.');
  // Undo takes the correction back: one point.
  await page.getByRole('button', { name: /^Undo \d+ steps?$/ }).click();
  await expect(history(page, 'Their club')).toHaveText(['1', '1', '2']);
  await expect(fold.locator('summary')).toHaveText('Score 3–2 · Round 2 of 3');
  await expectAccessibleAndFitting(page, 'wolsung score open', { bothThemes: true });

  // Turn 3, the last, then its end: the standing says who won and points at End game.
  await page.getByRole('button', { name: 'Next round' }).click();
  await expect(fold.locator('summary')).toHaveText('Score 3–2 · Round 3 of 3, the last');
  // The standing's live region (polite), empty while the game goes on.
  const standing = battle.locator('.pk-standing[role="status"]');
  await expect(standing).toHaveText('');
  await page.getByRole('button', { name: 'Next round' }).click();
  await expect(fold.locator('summary')).toHaveText('Score 3–2 · Round 3 of 3 is over');
  await expect(standing).toHaveText('Turn 3 is over. Your club killed more enemy Heroes (3 to 2): you win. End game records the result.');

  // End game: the result worked out by the rule, preselected; another only as agreed between the players.
  await page.getByRole('button', { name: 'End game' }).click();
  const end = page.getByRole('group', { name: 'End the game' });
  await expect(end).toContainText('By the score: Your club killed more enemy Heroes (3 to 2): you win.');
  await expect(end.getByRole('radio', { name: 'Win' })).toBeChecked();
  await expect(end.getByRole('radio', { name: 'Loss' })).toBeDisabled();
  await expect(end.getByLabel('Score or note (optional)')).toHaveValue('Starting game: Enemy Heroes killed 3–2');
  await end.getByRole('checkbox', { name: 'Record another result, agreed between the players' }).check();
  await expect(end.getByRole('radio', { name: 'Loss' })).toBeEnabled();
  await end.getByRole('button', { name: 'Keep playing' }).click();

  // Reload: the set-up and the score as they were (R1, R2, R3, total).
  await writesSettled(page);
  await page.reload();
  await waitForIsland(page);
  await expect(battle.getByRole('button', { name: /^Set-up: Starting game · your club first/ })).toBeVisible();
  await expect(scoreFold(page).locator('summary')).toHaveText('Score 3–2 · Round 3 of 3 is over');
  await scoreFold(page).locator('summary').click();
  await expect(history(page, 'Your club')).toHaveText(['1', '2', '0', '3']);
  await expect(history(page, 'Their club')).toHaveText(['1', '1', '0', '2']);
  await expect(standing).toHaveText('Turn 3 is over. Your club killed more enemy Heroes (3 to 2): you win. End game records the result.');

  // End game for real: the match report under the result, worked out by the scenario's rule.
  await page.getByRole('button', { name: 'End game' }).click();
  await page.getByRole('group', { name: 'End the game' }).getByRole('button', { name: /^Record/ }).click();
  const report = page.getByRole('region', { name: 'Match report' });
  await expect(report.getByRole('heading', { name: 'Starting game: won' })).toBeVisible();
  await expect(report).toContainText('Worked out by the scenario’s rule.');
  // Three rounds (the turn limit), each club's row: its kills round by round and in all.
  const rows = report.getByRole('table', { name: 'Score by round' }).locator('tbody tr');
  await expect(rows.nth(0).locator('td')).toHaveText(['Your club', '1', '2', '0', '3']);
  await expect(rows.nth(1).locator('td')).toHaveText(['Their club', '1', '1', '0', '2']);
  await expectAccessibleAndFitting(page, 'wolsung match report', { bothThemes: true });
  const link = await report.getByRole('textbox', { name: 'The report’s link' }).inputValue();
  // Reloaded, the play page shows the ended game's report as it was, its link the same.
  await expectReportAfterReload(page, 'Starting game: won', link);
  expect(link).toMatch(/\/wolsung\/play\/#report=/);

  // Printed from its button: the browser's print is asked for once (its dialog counted, not shown),
  // and the sheet holds the report alone, with the score by round; after printing, the page as it was.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('region', { name: 'Match report' }).getByRole('button', { name: 'Print the report' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('region', { name: 'Print sheet of the match report: Starting game: won' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('table', { name: 'Score by round' }).locator('tbody tr').first().locator('td')).toHaveText(['Your club', '1', '2', '0', '3']);
  await expect(page.locator('article.pk-card').first()).toBeHidden();
  await page.emulateMedia({ media: null });
  await page.evaluate(() => dispatchEvent(new Event('afterprint')));
  await expect(page.locator('html[data-printing]')).toHaveCount(0);

  // The link on this device: the report, and its roster's log already holds it (End game wrote it there).
  await writesSettled(page);
  await page.goto(link);
  await waitForIsland(page);
  const opened = page.getByRole('region', { name: 'Match report' }).first();
  await expect(opened.getByRole('heading', { name: 'Starting game: won' })).toBeVisible();
  await opened.getByRole('button', { name: 'Keep the report' }).click();
  await expect(opened.getByRole('status').filter({ hasText: 'already in the campaign log' })).toBeVisible();

  // In the builder, the club's campaign log holds the game's entry, with the report's id and the score.
  const read = reportFromHash(link.slice(link.indexOf('#')));
  if (!read?.ok) throw new Error(`the report's link does not read: ${JSON.stringify(read)}`);
  await openBuilder(page, '/wolsung/builder/');
  const log = page.locator('section.rk-campaign');
  await log.locator('summary').first().click();
  const entry = log.locator('.rk-log-entry').filter({ hasText: `Match report ${read.report.id}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Starting game (Starting game: Enemy Heroes killed 3–2): won');
  await expect(entry).toContainText('Your club: Enemy Heroes killed 3 (1, 2 by round)');
  await expect(entry).toContainText('Their club: Enemy Heroes killed 2 (1, 1 by round)');
  expect(errors).toEqual([]);
  await context.close();

  // In a fresh browser (the opponent's phone): the same report, read from the link alone.
  const other = await reportInFreshBrowser(browser, link, 'Starting game: won');
  await expect(other.page.getByText('Save a club of this game on this device to keep the report in its campaign log.')).toBeVisible();
  await other.done();
});
