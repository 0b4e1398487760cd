/**
 * Table Link (issue 36) through the camera: two phones at 360 px, each a Chromium of its own whose
 * camera is the fake capture device playing a video file (support/qr-harness.ts, launchCamera). What a
 * phone's camera sees is the other phone's code as its screen draws it (the <svg> read back, painted
 * into frames by support/qr-video.ts); the video file is replaced before each scan, and Chromium reads
 * it again each time the camera opens (showOnCamera), so both browsers live through the whole game
 * with their storage. Offline after the first load, as at a table without network.
 *
 * Phone A starts a table link; B's camera reads A's code, B joins with its gang and shows its code;
 * A's camera reads it. Two rounds with damage on both sides and an Undo; updates by camera both ways,
 * one read twice (the second changes nothing) and two read out of order (the older, read after the
 * newer, changes nothing). A code too large for one is a cycle of parts the video plays in turn.
 * B's inline odds against A's fighter move with the damage A's code carried. Then End game on both
 * phones, each result read by the other's camera: the same report id and check code on both, and the
 * report under that id in both gangs' campaign logs (support/table-link.ts, shared with the links spec).
 * The same exchange through links only is tests/e2e/table-link.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { scanWords } from '../../src/play/qr-scan';
import { writesSettled } from './support/builder';
import { example } from './support/examples';
import { showOnCamera } from './support/qr-video';
import { card, cardOdds, endLinkedGame, hit, ODDS_FULL, ODDS_ONE_LOST, panel, receivedNames, reportInBuilders, theirMeat, type Send } from './support/table-link';
import { camera, codesOf, merged, openGame, phone, said, theirDamage, type Phone, type Shown } from './support/table-link-camera';

const gangA = example('heartbreaker') as { name: string; fighters: { name: string }[] };
const gangB = { ...gangA, name: 'Glass Jaws' };
const [first, second] = gangA.fighters.map((f) => f.name) as [string, string];

/** The addresses `p`'s page was sent to by a code since `clearOpened`. */
const opened = (p: Phone) => p.page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
const clearOpened = (p: Phone) => p.page.evaluate(() => void ((window as unknown as { __opened: string[] }).__opened = []));

/** How many codes each scan read: a cycle of parts has to come up at least once, or the test proves nothing of their assembly. */
const partsRead: number[] = [];

/**
 * What a phone shows, held in front of `to`'s camera (one code, or the parts of a cycle one after
 * another, half a second each, looping), and read with the panel's camera: each code once, the parts of a
 * cycle assembled (the panel counts them), then the whole code goes to the game, once: the text the
 * camera read is the link the other phone prints under its code. The camera is stopped once `done` holds.
 */
async function scan(to: Phone, { drawings, link }: Shown, done: () => Promise<void>): Promise<void> {
  const n = drawings.length;
  partsRead.push(n);
  // Half a second a part (the panel shows each for 0.8 s): the reader still catches every part, and
  // each of the game's nine scans takes 0.9 s instead of 1.45 s with a second a part (one run of each).
  showOnCamera(
    to.video,
    drawings.map((drawing) => ({ drawing, frames: n > 1 ? 5 : 2 })),
  );
  await clearOpened(to);
  await camera(to.page).getByRole('button', { name: scanWords.open }).click();
  await expect(camera(to.page).getByRole('status')).toContainText(scanWords.read(n), { timeout: 60_000 });
  await done();
  expect(await opened(to)).toEqual([link]);
  // The parts assembled: the panel no longer counts them (when it is still there: a join opens another game).
  if (n > 1) await expect(panel(to.page).locator('.pk-link-body > p[role="status"]')).not.toContainText('so far');
  const stop = to.page.getByRole('button', { name: scanWords.close });
  if (await stop.isVisible()) await stop.click();
  await expect(stop).toHaveCount(0);
}

test('two phones link and trade updates by camera, offline: damage on both sides, an Undo, a code read twice and one out of order', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const [A, B] = await Promise.all([phone(baseURL!), phone(baseURL!)]);
  try {
    await Promise.all([openGame(A, gangA), openGame(B, gangB)]);
    // The camera's reader (and the decoder's worker) is not loaded with the play page: only when the camera opens.
    const readerLoaded = (p: Phone) => p.page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/qr-(reader|decode)/.test(e.name)));
    expect(await readerLoaded(A)).toBe(false);
    expect(await readerLoaded(B)).toBe(false);
    await A.context.setOffline(true);
    await B.context.setOffline(true);

    // B's camera reads A's table link: B joins with its gang and shows its own code back.
    await scan(B, await codesOf(A), async () => {
      await B.page.getByRole('button', { name: /^Join with Glass Jaws/ }).click();
      await expect(said(B.page)).toContainText('Joined the table of The Rust Saints');
    });
    await expect(panel(B.page)).toHaveAttribute('open', '');
    expect(await readerLoaded(B)).toBe(true);
    await expect(panel(B.page).locator('ul.pk-foes li')).toHaveCount(gangA.fighters.length);
    const [meat, most] = await theirMeat(B.page, first);
    expect(meat).toBe(most);
    // A's camera reads B's code: A holds B's side.
    await scan(A, await codesOf(B), () => expect(said(A.page)).toContainText(merged(gangB.name)));
    await expect(panel(A.page).locator('ul.pk-foes li')).toHaveCount(gangB.fighters.length);

    // Round 1: A hits its first fighter twice and undoes one; B hits its second.
    await hit(A.page, first);
    await hit(A.page, first);
    await A.page.getByRole('button', { name: /^Undo/ }).click();
    await hit(B.page, second);
    // B's odds with its first fighter against A's, at full Meat until A's update comes.
    expect(await cardOdds(B.page, first)).toEqual(ODDS_FULL);
    // A's update, read twice by B (two camera sessions): the second changes nothing.
    const a1 = await codesOf(A);
    await scan(B, a1, () => expect(said(B.page)).toContainText(merged(gangA.name)));
    await expect.poll(() => theirDamage(B.page, first)).toBe(1);
    // The inline odds now read the Meat A's fighter lost on A's phone.
    await expect.poll(() => cardOdds(B.page, first)).toEqual(ODDS_ONE_LOST);
    await scan(B, a1, () => expect(said(B.page)).toContainText('Nothing new in that code'));
    expect(await theirDamage(B.page, first)).toBe(1);

    // Round 2: B shows an update (b1), then takes two more damage and shows a newer one (b2). A reads
    // b2, then b1: the older one changes nothing.
    await A.page.getByRole('button', { name: 'Next round' }).click();
    await B.page.getByRole('button', { name: 'Next round' }).click();
    await writesSettled(B.page);
    const b1 = await codesOf(B);
    await hit(B.page, second);
    await hit(B.page, first);
    await scan(A, await codesOf(B), () => expect.poll(() => theirDamage(A.page, second)).toBe(2));
    await expect(said(A.page)).toContainText(merged(gangB.name));
    await scan(A, b1, () => expect(said(A.page)).toContainText('Nothing new in that code'));
    expect(await theirDamage(A.page, second)).toBe(2);
    expect(await theirDamage(A.page, first)).toBe(1);
    await expect(panel(A.page)).toContainText('Round 2 at the table');

    // A's own side is A's: one damage on its first fighter (after the Undo); B's updates changed none of it.
    await expect(card(A.page, first).locator('.pk-stats')).toContainText(`Meat${meat - 1} of ${meat}`);
    await hit(A.page, second);
    // A's update back to B: B holds A's round 2 and both its damaged fighters.
    await scan(B, await codesOf(A), () => expect(said(B.page)).toContainText(merged(gangA.name)));
    await expect.poll(() => theirDamage(B.page, second)).toBe(1);
    expect(await theirDamage(B.page, first)).toBe(1);
    await expect(panel(B.page)).toContainText('Round 2 at the table');

    // End game on both, each phone's result shown to the other's camera.
    const phoneOf = (page: Page) => (page === A.page ? A : B);
    const byCamera: Send = async (from, to, merged) => scan(phoneOf(to), await codesOf(phoneOf(from)), merged);
    const report = await endLinkedGame(A.page, B.page, receivedNames(gangA.name, gangB.name), byCamera);

    // Nothing was fetched offline but the tab's icon Chromium asks for at each opened link.
    for (const p of [A, B]) {
      expect([...new Set(p.failed)].filter((f) => f !== '/favicon.svg')).toEqual([]);
      expect(p.errors.filter((e) => e !== 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED')).toEqual([]);
    }
    // Back online, the builder shows the entry in each gang's campaign log.
    await reportInBuilders([A, B], report.id);
    // The join's link (a whole gang and its game) was too long for one code: at least one scan read a cycle of parts.
    expect(Math.max(...partsRead)).toBeGreaterThan(1);
  } finally {
    await Promise.all([A.browser.close(), B.browser.close()]);
  }
});
