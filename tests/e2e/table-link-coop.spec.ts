/**
 * Table Link in co-op (issue 36: "each player's phone owns that player's Characters and Tinker pool;
 * the enemy turn is owned by the phone that started the game and shown on the other"), through links
 * only: two browser contexts at 360 px as two phones, offline after their first load. Phone A starts
 * a co-op warband's game and its table link; phone B opens the link and joins as player 2 with that
 * warband. Each phone damages its own Character and spends its own Tinker dice; A runs an enemy
 * activation; after the updates each phone shows the other's Character, pool and (on B) A's enemy
 * turn, to read only. Then End game (KB 467-468: both players win or lose together): A records the
 * result; B, once A's update is here, records that same result; each phone's copy of the warband
 * gets one entry under the table's report id, each player's Characters from their own phone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import type { TurnData } from '../../src/games/kuggkoping/turn';
import { loadToolData } from '../unit/support/collections';
import { cogRats, twoCogs } from '../unit/support/kuggkoping-warbands';
import { expectAccessibleAndFitting, freshContext, printToPdf, storedRosterJson, waitForIsland, writesSettled } from './support/builder';
import { checkLine, endGame } from './support/table-link';

const grunt = loadToolData<{ turn: TurnData }>('kuggkoping', 'enemy-activation').turn.enemyTypes.find((t) => !t.boss)!;

const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const panel = (page: Page) => page.locator('details.pk-link');
const turn = (page: Page) => page.locator('.pk-enemy-turn');
const grit = (page: Page, name: string) => card(page, name).locator('.pk-stats');
const pool = (page: Page, player: 1 | 2) => page.getByRole('spinbutton', { name: `Tinker dice, player ${player}`, exact: true });

async function openGame(page: Page, warband: unknown): Promise<void> {
  await page.goto(`/kuggkoping/play/#roster=${compressToEncodedURIComponent(JSON.stringify(warband))}`);
  await waitForIsland(page);
  await expect(page.locator('.pk-game')).toBeVisible();
  // The enemy turn's code is in (its fold is no longer the place held for it).
  await expect(turn(page).locator('details.pk-turn-fold:not([aria-busy])')).toBeAttached();
}

async function openTurn(page: Page): Promise<void> {
  const fold = turn(page).locator('details.pk-turn-fold:not([aria-busy])');
  if (!(await fold.evaluate((d: HTMLDetailsElement) => d.open))) await fold.locator(':scope > summary').click();
  await expect(fold).toHaveAttribute('open', '');
}

async function shownLink(page: Page): Promise<string> {
  await writesSettled(page);
  return panel(page).getByLabel(/The (table link|update as a link)/).inputValue();
}

async function openLink(page: Page, url: string): Promise<void> {
  const { hash } = new URL(url);
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
}

test('a co-op warband on two phones by links only, offline: each phone its player’s Characters and Tinker dice, the enemy turn on the starter’s', async ({ browser }) => {
  test.setTimeout(150_000);
  const A = await freshContext(browser, { width: 360 });
  const B = await freshContext(browser, { width: 360 });
  await openGame(A.page, twoCogs);
  // B has a game of its own open once, so the play view's code (the enemy turn's, the link's) is in before the network goes.
  await openGame(B.page, cogRats());
  // A co-op warband's link is with the partner, not an opponent.
  await expect(panel(A.page).locator('summary')).toHaveText('Link with my partner');
  await panel(A.page).locator('summary').click();
  await A.page.getByRole('button', { name: 'Start a table link' }).click();
  await expect(panel(A.page).getByLabel('The table link')).toHaveValue(/#table=/);
  // B starts a link on its own game once: the panel's code and the QR code's are in before the network goes.
  await panel(B.page).locator('summary').click();
  await B.page.getByRole('button', { name: 'Start a table link' }).click();
  await expect(panel(B.page).getByRole('img', { name: /^QR code of your table link/ })).toBeVisible();
  const failed: string[] = [];
  for (const p of [A, B]) p.page.on('requestfailed', (r) => failed.push(new URL(r.url()).pathname));
  await A.context.setOffline(true);
  await B.context.setOffline(true);

  // B opens A's first link: a co-op warband, joined as player 2 with that warband (no roster of B's).
  await openLink(B.page, await shownLink(A.page));
  await expect(B.page.locator('.pk-link-opened')).toContainText('a co-op warband two players share');
  // The warband opened from a roster link is named "(received)" on A.
  await B.page.getByRole('button', { name: /^Join Two Cogs( \(received\))? as Player 2$/ }).click();
  await expect(B.page.locator('.pk-title')).toHaveText(/^Two Cogs/);
  await expect(B.page.locator('.pk-coop-seat')).toHaveText('Co-op: this phone is Player 2’s. It changes Player 2’s Characters and Tinker dice; Player 1’s come from their phone.');
  // Player 1's Characters and pool are player 1's phone's: shown, every control disabled.
  await expect(card(B.page, 'Ada').getByRole('button', { name: 'Take 1 damage' })).toBeDisabled();
  await expect(card(B.page, 'Cid').getByRole('button', { name: 'Take 1 damage' })).toBeEnabled();
  await expect(pool(B.page, 1)).toBeDisabled();
  await expect(pool(B.page, 2)).toHaveValue('5');
  // The mission and its score are the starter's phone's: on B, its controls are shown disabled (on A, not).
  await expect(B.page.getByRole('region', { name: 'The mission and the score' }).getByRole('button', { name: 'Set up' })).toBeDisabled();
  await openLink(A.page, await shownLink(B.page));
  await expect(A.page.locator('.pk-said')).toContainText('update');
  await expect(A.page.locator('.pk-coop-seat')).toHaveText('Co-op: this phone is Player 1’s. It changes Player 1’s Characters and Tinker dice and runs the enemy turn; Player 2’s come from their phone.');
  await expect(card(A.page, 'Cid').getByRole('button', { name: 'Take 1 damage' })).toBeDisabled();
  await expect(pool(A.page, 2)).toBeDisabled();
  await expect(A.page.getByRole('region', { name: 'The mission and the score' }).getByRole('button', { name: 'Set up' })).toBeEnabled();

  // Each phone hits its own Character and spends one of its own Tinker dice.
  const adaFull = (await grit(A.page, 'Ada').textContent())!;
  const cidFull = (await grit(B.page, 'Cid').textContent())!;
  await card(A.page, 'Ada').getByRole('button', { name: 'Take 1 damage' }).click();
  await A.page.getByRole('button', { name: 'Tinker dice, player 1: one less' }).click();
  await expect(pool(A.page, 1)).toHaveValue('2');
  await card(B.page, 'Cid').getByRole('button', { name: 'Take 1 damage' }).click();
  await B.page.getByRole('button', { name: 'Tinker dice, player 2: one less' }).click();
  await expect(pool(B.page, 2)).toHaveValue('4');
  const adaHit = (await grit(A.page, 'Ada').textContent())!;
  const cidHit = (await grit(B.page, 'Cid').textContent())!;
  expect(adaHit).not.toBe(adaFull);
  expect(cidHit).not.toBe(cidFull);

  // A, the starter, runs an enemy activation.
  await openTurn(A.page);
  await turn(A.page).getByLabel('New enemy’s type').selectOption(grunt.id);
  await turn(A.page).getByRole('button', { name: 'Add enemy' }).click();
  await turn(A.page).getByRole('button', { name: 'Roll', exact: true }).click();
  const result = turn(A.page).getByTestId('turn-result');
  await expect(result).toBeVisible();
  const face = (await result.locator('.kk-die').textContent())!.trim();
  const outcome = (await result.locator('.kk-roll-result').textContent())!.trim();

  // B, before A's update: the enemy turn is A's phone's, with no control of its own here.
  await openTurn(B.page);
  await expect(turn(B.page).locator('.kk-turn-owner')).toContainText('The enemy turn runs on Player 1’s phone (the phone that started the game)');
  await expect(turn(B.page).getByRole('button', { name: 'Add enemy' })).toHaveCount(0);
  await expect(turn(B.page).getByRole('button', { name: 'New enemy turn' })).toHaveCount(0);

  // A's update on B: Ada's hit, player 1's pool and A's enemy activation, to read only; B's own side as B left it.
  await openLink(B.page, await shownLink(A.page));
  await expect(B.page.locator('.pk-said')).toContainText('update');
  await expect(grit(B.page, 'Ada')).toHaveText(adaHit);
  await expect(pool(B.page, 1)).toHaveValue('2');
  await expect(grit(B.page, 'Cid')).toHaveText(cidHit);
  await expect(pool(B.page, 2)).toHaveValue('4');
  const shown = turn(B.page).getByTestId('turn-result');
  await expect(shown.locator('.kk-die')).toHaveText(face);
  await expect(shown.locator('.kk-roll-result')).toHaveText(outcome);
  // Every control of the turn shown is disabled (by its fieldset): there are some, and none can be used.
  const controls = await turn(B.page).locator('fieldset.kk-turn-shown').evaluate((f) => [f.querySelectorAll('button, input, select').length, f.querySelectorAll('button:enabled, input:enabled, select:enabled').length]);
  expect(controls[0]).toBeGreaterThan(0);
  expect(controls[1]).toBe(0);
  await expect(turn(B.page).getByRole('checkbox', { name: 'Sees a Character' })).toBeDisabled();
  await expect(turn(B.page).locator('.kk-turn-owner')).toContainText('shown here as its last update');

  // B's update on A: Cid's hit and player 2's pool; A's own side and enemy turn unchanged.
  await openLink(A.page, await shownLink(B.page));
  await expect(grit(A.page, 'Cid')).toHaveText(cidHit);
  await expect(pool(A.page, 2)).toHaveValue('4');
  await expect(grit(A.page, 'Ada')).toHaveText(adaHit);
  await expect(pool(A.page, 1)).toHaveValue('2');
  await expect(turn(A.page).getByTestId('turn-result').locator('.kk-die')).toHaveText(face);
  // The game sheet printed on player 1's phone carries the table as it stands: both players' Characters,
  // each hit ticked where it was taken (Ada's here, Cid's on the other phone), and both pools' numbers.
  const sheet = (await printToPdf(A.page)).text.replace(/\s+/g, ' ');
  expect(sheet).toMatch(/PLAYER 1 Ada Grit \d+ of \d+ .*? Grit lost ☒☐+ /i);
  expect(sheet).toMatch(/PLAYER 2 Cid Grit \d+ of \d+ .*? Grit lost ☒☐+ /i);
  expect(sheet).toMatch(/PLAYER 1 Bo Grit \d+ of \d+ .*? Grit lost ☐+ /i);
  expect(sheet).toContain('Tinker dice, player 1 (now 2) ☐');
  expect(sheet).toContain('Tinker dice, player 2 (now 4) ☐');

  // End game. B knocks Cid down first: B's phone alone writes it, into both copies of the warband.
  await card(B.page, 'Cid').getByRole('button', { name: 'Knocked down' }).click();
  // B before A has ended: no result of its own to pick, only where the result is recorded.
  await B.page.getByRole('button', { name: 'End game' }).click();
  const endOnB = B.page.getByRole('group', { name: 'End the game' });
  await expect(endOnB).toContainText('the result is recorded on Player 1’s phone (the phone that started the game)');
  await expect(endOnB.getByRole('radio')).toHaveCount(0);
  await expect(endOnB.getByRole('button', { name: 'Record Player 1’s result' })).toHaveCount(0);
  await endOnB.getByRole('button', { name: 'Keep playing' }).click();
  // A records the win; its copy waits for B's End game.
  await endGame(A.page, 'Win');
  await expect(A.page.locator('.pk-result')).toHaveText('Ended: won.');
  await expect(A.page.locator('.pk-said')).toHaveText('Recorded the result: won. The campaign log gets this game once both phones have recorded it and swapped updates, each player’s part as their own phone kept it.');
  await expect(panel(A.page)).toContainText('Player 2’s phone has not recorded the result yet');
  // A's copy waits; it may be written now if B's phone will never end the game, asked first (the
  // write itself: tests/unit/play/table-link-coop-end.test.ts). Not here: B's End game is coming.
  const copyOnA = A.page.getByRole('group', { name: 'This phone’s copy of the warband' });
  await expect(copyOnA).toContainText('Player 2’s phone has not ended the game yet');
  await copyOnA.getByRole('button', { name: 'Write the copy now' }).click();
  await expect(copyOnA).toContainText('Write “Two Cogs');
  await expect(copyOnA.getByRole('button', { name: 'Yes, write it now' })).toBeVisible();
  await expectAccessibleAndFitting(A.page, 'co-op copy waiting on player 1’s phone');
  await copyOnA.getByRole('button', { name: 'Wait for their phone' }).click();
  await expect(copyOnA.getByRole('button', { name: 'Write the copy now' })).toBeVisible();
  // A's update on B: B records that same result with one tap, and its copy of the warband is written.
  await openLink(B.page, await shownLink(A.page));
  await expect(B.page.locator('.pk-said')).toHaveText('Merged Player 1’s update.');
  await B.page.getByRole('button', { name: 'End game' }).click();
  await expect(endOnB).toContainText('Player 1’s phone recorded the result: won.');
  // The question, the panel's report and the read-only cards at 360 px: accessible, and nothing scrolls sideways.
  await expectAccessibleAndFitting(B.page, 'co-op End game on player 2’s phone');
  await endOnB.getByRole('button', { name: 'Record Player 1’s result' }).click();
  await expect(B.page.locator('.pk-result')).toHaveText('Ended: won.');
  await expect(B.page.locator('.pk-said')).toHaveText(/^Both phones have ended the game: it is in the campaign log of “Two Cogs/);
  // B's update on A: A's copy is written too.
  await openLink(A.page, await shownLink(B.page));
  await expect(A.page.locator('.pk-said')).toHaveText(/^Both phones have ended the game: it is in the campaign log of “Two Cogs/);
  await expect(copyOnA).toHaveCount(0);
  // Both phones: one report of the shared warband, the same id and check code.
  for (const p of [A.page, B.page]) await expect(panel(p).getByRole('region', { name: 'Match report' })).toContainText('Both phones recorded it: Two Cogs');
  const [onA, onB] = [await checkLine(A.page), await checkLine(B.page)];
  expect(onB).toEqual(onA);
  // Each phone's copy: the same entry under that id, with Cid (player 2's) still down as B left him and each pool as its own phone left it.
  await writesSettled(A.page);
  await writesSettled(B.page);
  type Kept = { name: string; tinkerDice: number; tinkerDicePlayer2: number; log: { title: string; changes: string[] }[] };
  const copies: Kept[] = [];
  for (const p of [A.page, B.page]) {
    const kept = ((await storedRosterJson(p, 'kuggkoping')) as Kept[]).filter((r) => r.name.startsWith('Two Cogs'));
    expect(kept).toHaveLength(1);
    copies.push(kept[0]!);
  }
  const entry = copies[0]!.log.at(-1)!;
  expect(copies[1]!.log.at(-1)).toEqual(entry);
  expect(entry.changes).toContain(`Match report ${onA.id}`);
  expect(entry.changes).toContain('Cid: still knocked down, rolls its recovery before the next game (K18)');
  expect(copies.map((c) => [c.tinkerDice, c.tinkerDicePlayer2])).toEqual([
    [2, 4],
    [2, 4],
  ]);

  expect([...new Set(failed)].filter((p) => p !== '/favicon.svg')).toEqual([]);
  const offlineFavicon = (e: string) => e !== 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED';
  expect(A.errors.filter(offlineFavicon)).toEqual([]);
  expect(B.errors.filter(offlineFavicon)).toEqual([]);
  await A.context.close();
  await B.context.close();
});
