/**
 * Table Link (issue 36), through links only (no camera): two browser contexts at 360 px as two
 * phones, offline after their first load. Phone A starts a table link; phone B opens it, joins with
 * its own gang and shows its link back; A opens it. Two rounds with damage on both sides and an
 * Undo; updates exchanged both ways, one opened twice and two opened out of order; each phone shows
 * the other's damage as the other phone has it, and its own side is never changed by an update; B's
 * inline odds against A's fighter move with the damage A sent. Then End game on both phones: the same
 * report id and check code on both, and the report under that id in both gangs' campaign logs.
 */
import { expect, test, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext, waitForIsland, writesSettled } from './support/builder';
import { example } from './support/examples';
import { axeViolations } from './support/axe';
import { drawingsShown } from './support/qr-harness';
import { partsOf } from '../../src/play/table-link';
import { qrDrawing } from '../../src/roster/qr';
import { card, cardOdds, endLinkedGame, hit, ODDS_FULL, ODDS_ONE_LOST, panel, receivedNames, reportInBuilders, theirMeat } from './support/table-link';

const gangA = example('heartbreaker') as { name: string; fighters: { name: string }[] };
const gangB = { ...gangA, name: 'Glass Jaws' };
const [first, second] = gangA.fighters.map((f) => f.name);

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
  const report = await endLinkedGame(A.page, B.page, receivedNames(gangA.name, gangB.name), async (from, to, merged) => {
    await openLink(to, await shownLink(from));
    await merged();
  });

  expect([...new Set(failed)]).toEqual(['/favicon.svg']);
  const offlineFavicon = (e: string) => e !== 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED';
  expect(A.errors.filter(offlineFavicon)).toEqual([]);
  expect(B.errors.filter(offlineFavicon)).toEqual([]);

  // Back online, the builder shows the entry in each gang's campaign log.
  await reportInBuilders([A, B], report.id);
  await A.context.close();
  await B.context.close();
});

test('the first link is copied or sent whole; a phone’s own camera app opens its cycle of codes one code at a time, each a link to the play page; the page that opens the last joins the table with the game under way', async ({ browser }) => {
  const A = await freshContext(browser, { width: 360 });
  const B = await freshContext(browser, { width: 360 });
  await openGame(A.page, gangA);
  await openGame(B.page, gangB);
  // Phone A's clipboard and share sheet, as the page calls them (this Chromium has no share sheet).
  await A.page.evaluate(() => {
    const w = window as unknown as { __copied: string[]; __shared: ShareData[] };
    w.__copied = [];
    w.__shared = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void w.__copied.push(t) } });
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (d: ShareData) => void w.__shared.push(d) });
  });
  await startLink(A.page);
  // The first link carries the whole gang: too long for one code, so the panel shows a cycle.
  const link = await shownLink(A.page);
  // The same link to send: copied, or handed to the phone's share sheet.
  await panel(A.page).getByRole('button', { name: 'Copy the link' }).click();
  await expect(panel(A.page).getByText('Copied.', { exact: true })).toBeVisible();
  await panel(A.page).getByRole('button', { name: 'Send…' }).click();
  const handed = () => A.page.evaluate(() => {
    const w = window as unknown as { __copied: string[]; __shared: ShareData[] };
    return { copied: w.__copied, shared: w.__shared };
  });
  await expect.poll(handed).toEqual({ copied: [link], shared: [{ url: link }] });
  expect(link.length).toBeGreaterThan(1500);
  const parts = partsOf(link);
  expect(parts).toHaveLength(2);
  // What the panel draws is exactly these texts, and each is a link to this site's play page.
  expect(await drawingsShown(panel(A.page).locator('.pk-link-code'))).toEqual(parts.map((p) => qrDrawing(p)));
  for (const part of parts) expect(new URL(part).origin + new URL(part).pathname).toBe(new URL('/heartbreaker/play/', A.page.url()).href);

  // B's camera app opens the second code as a page of its own: one of two read, kept for the next.
  const tab1 = await B.context.newPage();
  await tab1.goto(parts[1]!);
  await waitForIsland(tab1);
  const notice = tab1.getByRole('region', { name: /^This table link comes in 2 codes/ });
  await expect(notice).toContainText('1 of 2 read. Read the others with the camera here, or with your phone’s camera as before.');
  await expect(notice.getByRole('button', { name: 'Not now' })).toBeVisible();
  expect(await axeViolations(tab1, 'a part of a cycle opened')).toEqual([]);
  // Nothing in the notice (the camera's reader included) reaches past its box on a 360 px phone.
  expect(await notice.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  // B had begun tracking its game before the link: a hit on its first fighter.
  const full = Number(/Meat\d+ of (\d+)/.exec((await card(B.page, first!).locator('.pk-stats').textContent()) ?? '')?.[1]);
  await hit(B.page, first!);
  await writesSettled(B.page);
  // Then the first code, in another page: the cycle is whole, and that page offers to join A's table,
  // with the game under way as it is, or a new game of a saved gang.
  const tab2 = await B.context.newPage();
  await tab2.goto(parts[0]!);
  await waitForIsland(tab2);
  await expect(tab2.getByRole('button', { name: /^Join with Glass Jaws/ })).toBeVisible();
  await tab2.getByRole('button', { name: /^Join with the game open here: Glass Jaws( \(received\))?, round 1$/ }).click();
  await expect(tab2.locator('.pk-said')).toContainText('Joined the table of The Rust Saints');
  await expect(tab2).toHaveURL(/\/heartbreaker\/play\/$/);
  // The parts are forgotten once whole.
  expect(await tab2.evaluate(() => localStorage.getItem('skirmish-shelf:table-parts'))).toBeNull();
  // The game that joined is the one under way: its hit is there, and no second game was made.
  await expect(card(tab2, first!).locator('.pk-stats')).toContainText(`Meat${full - 1} of ${full}`);
  expect(await tab2.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('skirmish-shelf:roster:play-heartbreaker:')).length)).toBe(1);
  // Its first link back carries that hit to A.
  await openLink(A.page, await shownLink(tab2));
  await expect(A.page.locator('.pk-said')).toContainText(/Merged Glass Jaws( \(received\))?’s update\./);
  const [theirLeft, theirMost] = await theirMeat(A.page, first!);
  expect(theirMost - theirLeft).toBe(1);
  await A.context.close();
  await B.context.close();
});
