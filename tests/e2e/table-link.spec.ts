/**
 * Table Link (issue 36), through links only (no camera): two browser contexts at 360 px as two
 * phones, offline after their first load. Phone A starts a table link; phone B opens it, joins with
 * its own gang and shows its link back; A opens it. Two rounds with damage on both sides and an
 * Undo; updates exchanged both ways, one opened twice and two opened out of order; each phone shows
 * the other's damage as the other phone has it, and its own side is never changed by an update; B's
 * inline odds against A's fighter move with the damage A sent. Then End game on both phones: the same
 * report id and check code on both, and the report under that id in both gangs' campaign logs.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext, openBuilder, storedRosterJson, waitForIsland, writesSettled } from './support/builder';
import { openFold } from './support/model-fold';
import { example } from './support/examples';

const gangA = example('heartbreaker') as { name: string; fighters: { name: string }[] };
const gangB = { ...gangA, name: 'Glass Jaws' };
const [first, second] = gangA.fighters.map((f) => f.name);
const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const panel = (page: Page) => page.locator('details.pk-link');

async function openGame(page: Page, gang: unknown): Promise<void> {
  await page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(gang))}`);
  await waitForIsland(page);
  await expect(page.locator('.pk-game')).toBeVisible();
}

/** Opens "Link with my opponent" (its code loads then) and starts a table link on the open game. */
async function startLink(page: Page): Promise<void> {
  await panel(page).locator('summary').click();
  await page.getByRole('button', { name: 'Start a table link' }).click();
  await expect(page.getByLabel('The table link')).toHaveValue(/#table=/);
  // One code, or the part of the cycle on screen (QrCycle draws every part and shows one).
  await expect(panel(page).getByRole('img', { name: /^QR code of your table link/ })).toBeVisible();
}

/** The link this phone shows now (its first link, or its update). */
async function shownLink(page: Page): Promise<string> {
  await writesSettled(page);
  const field = panel(page).getByLabel(/The (table link|update as a link)/);
  return field.inputValue();
}

/** Opens a link on a phone as its camera app or a messenger would: the play page's address with the link's fragment. */
async function openLink(page: Page, url: string): Promise<void> {
  const { hash } = new URL(url);
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
}

/** Their model's line in the panel: Meat left of the most. */
async function theirMeat(page: Page, name: string): Promise<[number, number]> {
  const line = panel(page).locator('ul.pk-foes li').filter({ hasText: `${name}:` });
  const text = (await line.textContent()) ?? '';
  const m = /(\d+) of (\d+) Meat left/.exec(text);
  if (!m) throw new Error(`no Meat in “${text}”`);
  return [Number(m[1]), Number(m[2])];
}

const hit = (page: Page, name: string) => card(page, name).getByRole('button', { name: 'Take 1 damage' }).click();

/**
 * The inline odds on one of my cards (its first weapon at their first fighter), as "hurts · takes
 * out". The numbers are pinned by tests/unit/play/table-link-report.test.ts ("The inline odds on
 * phone B…"), which works them out with Heartbreaker's own odds function from the same two gangs.
 */
const ODDS_FULL = ['99.2%', '1.0%'];
const ODDS_ONE_LOST = ['99.2%', '3.1%'];
async function cardOdds(page: Page, name: string): Promise<string[]> {
  const odds = card(page, name).locator('details.pk-odds');
  if ((await odds.getAttribute('open')) === null) await odds.locator('summary').click();
  const text = (await odds.locator('.pk-odds-result').textContent()) ?? '';
  return [...text.matchAll(/([<>]?\d+(?:\.\d)?%)/g)].map((m) => m[1]!);
}

/** Records a result with End game (no scenario: the players' result). */
async function endGame(page: Page, outcome: 'Win' | 'Loss' | 'Draw'): Promise<void> {
  await page.getByRole('button', { name: 'End game' }).click();
  const group = page.getByRole('group', { name: 'End the game' });
  await group.getByRole('radio', { name: outcome }).check();
  await group.getByRole('button', { name: 'Record the result' }).click();
}

/** The linked report's id and check code as the panel shows them. */
async function checkLine(page: Page): Promise<{ id: string; code: string }> {
  const text = (await panel(page).locator('.pk-link-check').textContent()) ?? '';
  const m = /^Match report (table\.[0-9a-z]+) · check code ([0-9A-Z]{6})$/.exec(text.trim());
  if (!m) throw new Error(`no check line in “${text}”`);
  return { id: m[1]!, code: m[2]! };
}

test('two phones link by links only, offline: damage on both sides, an Undo, updates twice and out of order, the odds, End game on both', async ({ browser }) => {
  test.setTimeout(150_000);
  const A = await freshContext(browser, { width: 360 });
  const B = await freshContext(browser, { width: 360 });
  await openGame(A.page, gangA);
  await openGame(B.page, gangB);
  // Phone A starts the table; phone B loads the panel's code on its own game once (then the network goes).
  await startLink(A.page);
  await startLink(B.page);
  // Offline, nothing is fetched but the favicon Chromium asks for again at each opened link.
  const failed: string[] = [];
  for (const p of [A, B]) p.page.on('requestfailed', (r) => failed.push(new URL(r.url()).pathname));
  await A.context.setOffline(true);
  await B.context.setOffline(true);

  // B opens A's first link and joins with its gang; it shows its own link back.
  await openLink(B.page, await shownLink(A.page));
  await B.page.getByRole('button', { name: /^Join with Glass Jaws/ }).click();
  await expect(B.page.locator('.pk-said')).toContainText('Joined the table of The Rust Saints');
  await expect(panel(B.page)).toHaveAttribute('open', '');
  const [full] = await theirMeat(B.page, first!);
  await openLink(A.page, await shownLink(B.page));
  await expect(A.page.locator('.pk-said')).toContainText(/Merged Glass Jaws( \(received\))?’s update\./);
  expect(await theirMeat(A.page, first!)).toEqual([full, full]);

  // Round 1: A hits its first fighter twice and undoes one; B hits its second fighter.
  await hit(A.page, first!);
  await hit(A.page, first!);
  await A.page.getByRole('button', { name: /^Undo/ }).click();
  await hit(B.page, second!);
  const a1 = await shownLink(A.page);
  // B's odds with its first fighter against A's, at full Meat until A's update comes.
  expect(await cardOdds(B.page, first!)).toEqual(ODDS_FULL);
  // Opened twice on B: the second changes nothing.
  await openLink(B.page, a1);
  await expect(B.page.locator('.pk-said')).toContainText(/Merged The Rust Saints( \(received\))?’s update\./);
  expect((await theirMeat(B.page, first!))[0]).toBe(full - 1);
  // The inline odds now read the Meat A's fighter lost on A's phone.
  await expect.poll(() => cardOdds(B.page, first!)).toEqual(ODDS_ONE_LOST);
  await openLink(B.page, a1);
  await expect(B.page.locator('.pk-said')).toContainText('Nothing new in that code');
  expect((await theirMeat(B.page, first!))[0]).toBe(full - 1);

  // Round 2 on both; B sends two updates, which A opens newest first.
  await A.page.getByRole('button', { name: 'Next round' }).click();
  await B.page.getByRole('button', { name: 'Next round' }).click();
  const b1 = await shownLink(B.page);
  await hit(B.page, second!);
  await hit(B.page, first!);
  const b2 = await shownLink(B.page);
  await openLink(A.page, b2);
  await expect(A.page.locator('.pk-said')).toContainText(/Merged Glass Jaws( \(received\))?’s update\./);
  await openLink(A.page, b1);
  await expect(A.page.locator('.pk-said')).toContainText('Nothing new in that code');
  const [left2, max2] = await theirMeat(A.page, second!);
  expect(max2 - left2).toBe(2);
  expect((await theirMeat(A.page, first!))[0]).toBe(full - 1);
  // A's own side is A's: one damage on its first fighter, in round 2 (B's updates changed none of it).
  await expect(card(A.page, first!).locator('.pk-stats')).toContainText(`Meat${full - 1} of ${full}`);
  await expect(A.page.locator('.pk-round')).toHaveText('Round 2');
  // The shared round: the highest either phone reached.
  await expect(panel(A.page)).toContainText('Round 2 at the table');

  // A's update back to B: B now holds A's round 2 and the damage after the Undo.
  await hit(A.page, second!);
  await openLink(B.page, await shownLink(A.page));
  await expect(B.page.locator('.pk-said')).toContainText(/Merged The Rust Saints( \(received\))?’s update\./);
  expect((await theirMeat(B.page, second!))[0]).toBe((await theirMeat(B.page, second!))[1] - 1);
  await expect(panel(B.page)).toContainText('Round 2 at the table');

  // A damaged link is refused with a sentence, and B's game stays as it was.
  const other = await shownLink(A.page);
  await openLink(B.page, other.replace(/#table=.*/, '#table=N4Ig'));
  await expect(B.page.locator('.pk-link-opened')).toContainText('This table link is damaged');

  await B.page.getByRole('button', { name: 'Dismiss' }).click();

  // End game: A records a win first; B, with A's update open, sees A's claim and records its loss.
  await endGame(A.page, 'Win');
  await expect(A.page.locator('.pk-result')).toHaveText('Ended: won.');
  await expect(panel(A.page)).toContainText('Your opponent’s phone has not ended the game yet');
  await openLink(B.page, await shownLink(A.page));
  // Gangs opened from a link are kept as received ones, and named so.
  const [nameA, nameB] = [`${gangA.name} (received)`, `${gangB.name} (received)`];
  await expect(panel(B.page)).toContainText(`${nameA}’s phone recorded that ${nameA} won; ${nameB}’s phone has not ended the game yet.`);
  await endGame(B.page, 'Loss');
  await expect(B.page.locator('.pk-result')).toHaveText('Ended: lost.');
  await openLink(A.page, await shownLink(B.page));
  // Both phones: the same report (A's side first in its words), the same id and check code.
  const agreed = `Both phones recorded it: ${nameA} won, ${nameB} lost.`;
  await expect(panel(A.page).getByRole('region', { name: 'Match report' })).toContainText(agreed);
  await expect(panel(B.page).getByRole('region', { name: 'Match report' })).toContainText(agreed);
  const [onA, onB] = [await checkLine(A.page), await checkLine(B.page)];
  expect(onB).toEqual(onA);
  await expect(panel(A.page)).toContainText(`the same code (${onA.code}) on both`);

  // Each gang's campaign log holds the report under that id: written by its own phone's End game.
  for (const [p, gang] of [[A.page, gangA.name], [B.page, gangB.name]] as const) {
    const saved = (await storedRosterJson(p, 'heartbreaker')) as { name: string; log: { changes: string[] }[] }[];
    expect(saved.find((r) => r.name.startsWith(gang))!.log.at(-1)!.changes).toContain(`Match report ${onA.id}`);
  }

  expect([...new Set(failed)]).toEqual(['/favicon.svg']);
  const offlineFavicon = (e: string) => e !== 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED';
  expect(A.errors.filter(offlineFavicon)).toEqual([]);
  expect(B.errors.filter(offlineFavicon)).toEqual([]);

  // Back online, the builder shows the entry in each gang's campaign log.
  for (const p of [A, B]) {
    await p.context.setOffline(false);
    await openBuilder(p.page, '/heartbreaker/builder/');
    const log = p.page.locator('.rk-campaign');
    await openFold(log, /^Campaign log:/);
    await expect(log).toContainText(`Match report ${onA.id}`);
  }
  await A.context.close();
  await B.context.close();
});
