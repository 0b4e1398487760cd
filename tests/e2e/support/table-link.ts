/**
 * What both of Heartbreaker's Table Link specs (issue 36) do on two phones, whichever way the updates
 * travel: tests/e2e/table-link.spec.ts opens links, tests/e2e/table-link-camera.spec.ts shows codes to
 * a fake camera. The cards, the panel's lines, the inline odds, and End game on both phones down to
 * the report id in both gangs' campaign logs.
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { openBuilder, storedRosterJson, writesSettled } from './builder';
import { openFold } from './model-fold';

export const panel = (page: Page): Locator => page.locator('details.pk-link');
export const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** The link a phone's panel shows now (its first link, or its update). */
export async function shownLink(page: Page): Promise<string> {
  await writesSettled(page);
  return panel(page).getByLabel(/The (table link|update as a link)/).inputValue();
}

/** Opens a link on a phone as its camera app or a messenger would: the play page's address with the link's fragment. */
export async function openLink(page: Page, url: string): Promise<void> {
  const { hash } = new URL(url);
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
}

export const hit = (page: Page, name: string) => card(page, name).getByRole('button', { name: 'Take 1 damage' }).click();

/** Their model's Meat as my phone holds it (its line in the panel: "n of m Meat left"): [left, most]. */
export async function theirMeat(page: Page, name: string): Promise<[number, number]> {
  const text = (await panel(page).locator('ul.pk-foes li').filter({ hasText: `${name}:` }).textContent()) ?? '';
  const m = /(\d+) of (\d+) Meat left/.exec(text);
  if (!m) throw new Error(`no Meat in “${text}”`);
  return [Number(m[1]), Number(m[2])];
}

/**
 * The inline odds on one of my cards (its first weapon at their first fighter), as "hurts · takes
 * out". The numbers are pinned by tests/unit/play/table-link-report.test.ts ("The inline odds on
 * phone B…"), which works them out with Heartbreaker's own odds function from the same two gangs.
 */
export const ODDS_FULL = ['99.2%', '1.0%'];
export const ODDS_ONE_LOST = ['99.2%', '3.1%'];
export async function cardOdds(page: Page, name: string): Promise<string[]> {
  const odds = card(page, name).locator('details.pk-odds');
  if ((await odds.getAttribute('open')) === null) await odds.locator('summary').click();
  const text = (await odds.locator('.pk-odds-result').textContent()) ?? '';
  return [...text.matchAll(/([<>]?\d+(?:\.\d)?%)/g)].map((m) => m[1]!);
}

/** Records a result with End game (no scenario: the players' result). */
export async function endGame(page: Page, outcome: 'Win' | 'Loss' | 'Draw'): Promise<void> {
  await page.getByRole('button', { name: 'End game' }).click();
  const group = page.getByRole('group', { name: 'End the game' });
  await group.getByRole('radio', { name: outcome }).check();
  await group.getByRole('button', { name: 'Record the result' }).click();
}

/** The linked report's id and check code as the panel shows them. */
export async function checkLine(page: Page): Promise<{ id: string; code: string }> {
  const text = (await panel(page).locator('.pk-link-check').textContent()) ?? '';
  const m = /^Match report (table\.[0-9a-z]+) · check code ([0-9A-Z]{6})$/.exec(text.trim());
  if (!m) throw new Error(`no check line in “${text}”`);
  return { id: m[1]!, code: m[2]! };
}

/**
 * Phone `from`'s update taken in on phone `to` (a link opened, or its code read by the camera);
 * `merged` holds once `to` has taken it in.
 */
export type Send = (from: Page, to: Page, merged: () => Promise<void>) => Promise<void>;

/** The two gangs' names as both phones show them: a gang opened from a link is kept as a received one, and named so. */
export const receivedNames = (gangA: string, gangB: string) => ({ nameA: `${gangA} (received)`, nameB: `${gangB} (received)`, gangA, gangB });

/**
 * End game on two linked phones: A (its gang `nameA` as its phone names it) records a win first and
 * sends it; B, with A's claim in view, records its loss and sends it back. Both phones then show the
 * same report, id and check code, and each gang's campaign log ends with the report under that id
 * (written by its own phone's End game). Returns the id and code.
 */
export async function endLinkedGame(A: Page, B: Page, names: { nameA: string; nameB: string; gangA: string; gangB: string }, send: Send): Promise<{ id: string; code: string }> {
  const { nameA, nameB } = names;
  await endGame(A, 'Win');
  await expect(A.locator('.pk-result')).toHaveText('Ended: won.');
  await expect(panel(A)).toContainText('Your opponent’s phone has not ended the game yet');
  await send(A, B, () => expect(panel(B)).toContainText(`${nameA}’s phone recorded that ${nameA} won; ${nameB}’s phone has not ended the game yet.`));
  await endGame(B, 'Loss');
  await expect(B.locator('.pk-result')).toHaveText('Ended: lost.');
  // Both phones: the same report (A's side first in its words), the same id and check code.
  const agreed = `Both phones recorded it: ${nameA} won, ${nameB} lost.`;
  await send(B, A, () => expect(panel(A).getByRole('region', { name: 'Match report' })).toContainText(agreed));
  await expect(panel(B).getByRole('region', { name: 'Match report' })).toContainText(agreed);
  const [onA, onB] = [await checkLine(A), await checkLine(B)];
  expect(onB).toEqual(onA);
  await expect(panel(A)).toContainText(`the same code (${onA.code}) on both`);
  // Each gang's campaign log holds the report under that id: written by its own phone's End game.
  for (const [p, gang, other] of [
    [A, names.gangA, names.gangB],
    [B, names.gangB, names.gangA],
  ] as const) {
    const saved = (await storedRosterJson(p, 'heartbreaker')) as { name: string; log: { changes: string[] }[]; pending?: { rival: string } }[];
    const mine = saved.find((r) => r.name.startsWith(gang))!;
    expect(mine.log.at(-1)!.changes).toContain(`Match report ${onA.id}`);
    // The Epilogue to come knows the rival from the link, as its phone sent it: nothing typed.
    expect(mine.pending?.rival).toMatch(new RegExp(`^${other}`));
  }
  return onA;
}

/** Back online, the builder shows the entry `id` in the campaign log of the gang each phone holds. */
export async function reportInBuilders(phones: readonly { context: BrowserContext; page: Page }[], id: string): Promise<void> {
  for (const p of phones) {
    await p.context.setOffline(false);
    await openBuilder(p.page, '/heartbreaker/builder/');
    const log = p.page.locator('.rk-campaign');
    await openFold(log, /^Campaign log:/);
    await expect(log).toContainText(`Match report ${id}`);
  }
}
