import { test, expect, type Locator, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { cogRats } from '../unit/support/kuggkoping-warbands';
import { expectAccessibleAndFitting, freshContext, waitForIsland, writesSettled } from './support/builder';

// Kuggköping played as the book plays it, at 360 px: a knocked-down Character rolls its recovery at
// its next activation with the face typed (K18, KB 1654-1666), then trades a Gizmo for grit
// (Resourceful, KB 720-721), and an equipped Power Jacket lost at 0 grit is gone from the saved
// warband after End game (K14, KB 1351-1355).

/** The Cog Rats with Greta (Grenadier, grit 3, defence 5+) wearing a Power Jacket. */
function warband(): string {
  const r = cogRats();
  return JSON.stringify({ ...r, characters: r.characters.map((c) => (c.name === 'Greta' ? { ...c, gadgets: [{ name: 'Power Jacket', quirk: null, equipped: true }] } : c)) });
}

const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const stat = (c: Locator, label: string) => c.locator('.pk-stats div').filter({ has: c.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test('Kuggköping: a knocked-down Character rolls its recovery on the face typed, and a Power Jacket lost at 0 grit leaves the warband at End game', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/kuggkoping/play/#roster=${compressToEncodedURIComponent(warband())}`);
  await waitForIsland(page);
  await expect(page.locator('.pk-game')).toBeVisible();
  const greta = card(page, 'Greta');
  await expect(stat(greta, 'Defence')).toHaveText('3+');
  // The range in play is on the card (issue 37): Olga, a Crack Shot (6) with her Handgun (1 more).
  await expect(stat(card(page, 'Olga'), 'Range')).toHaveText('7');

  // Three points of grit: knocked down at 0, and the jacket is gone for good (K14).
  for (let i = 0; i < 3; i++) await greta.getByRole('button', { name: 'Take 1 damage' }).click();
  await expect(greta.locator('.pk-status')).toHaveText('Knocked down');
  await expect(greta.getByText('Lost for good at 0 grit: Power Jacket (our reading K14).')).toBeVisible();
  await expect(stat(greta, 'Defence')).toHaveText('5+');

  // Its next activation: the recovery, with the D6 rolled at the table typed in (5 against 5+).
  const rolls = page.getByRole('region', { name: 'Rolls for the warband' });
  await expect(rolls.getByText(/Greta is knocked down: at its next activation it rolls 1D6 against 5\+/)).toBeVisible();
  await rolls.getByRole('spinbutton', { name: 'Greta’s recovery die (empty: roll it here)' }).fill('5');
  await expectAccessibleAndFitting(page, 'kuggkoping recovery roll');
  await rolls.getByRole('button', { name: 'Greta recovers on a 5' }).click();
  await expect(greta.locator('.pk-status')).toHaveText('Ready');
  await expect(stat(greta, 'Grit')).toHaveText('1 of 3');
  await expect(page.getByRole('region', { name: 'Rolls for the warband' })).toHaveCount(0);
  // Grit back does not bring the jacket back.
  await expect(stat(greta, 'Defence')).toHaveText('5+');
  // The Cog Rats are Resourceful (KB 720-721): Greta claims a Gizmo for 2 grit back instead of its
  // reward; with no mission set, the warband's counter counts the Gizmo. With no grit lost, no button.
  await greta.getByRole('button', { name: 'Claim a Gizmo for 2 grit (Resourceful)' }).click();
  await expect(stat(greta, 'Grit')).toHaveText('3 of 3');
  await expect(page.getByRole('spinbutton', { name: 'Gizmos claimed (no mission set)', exact: true })).toHaveValue('1');
  await expect(greta.getByRole('button', { name: /Resourceful/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'End game' }).click();
  await page.getByRole('radio', { name: 'Win' }).check();
  await page.getByRole('button', { name: 'Record the result' }).click();
  await expect(page.getByText('Ended: won.')).toBeVisible();
  await writesSettled(page);
  // The warband the game was played from, by the game's own rosterId, not the first key under the
  // warbands' prefix (a key another test leaked into the pooled context once came first: every key is
  // named if the warband is missing).
  const { keys, saved } = await page.evaluate(() => {
    const gameKey = Object.keys(localStorage).find((k) => k.startsWith('skirmish-shelf:roster:play-kuggkoping:'))!;
    const { rosterId } = (JSON.parse(localStorage.getItem(gameKey)!) as { roster: { rosterId: string } }).roster;
    const entry = JSON.parse(localStorage.getItem(`skirmish-shelf:roster:kuggkoping:${rosterId}`) ?? 'null') as { roster: { characters: { name: string; gadgets: { name: string }[] }[]; log: { kind: string; changes: string[] }[] } } | null;
    return { keys: Object.keys(localStorage).map((k) => `${k}: ${localStorage.getItem(k)!.slice(0, 60)}`), saved: entry?.roster };
  });
  expect(saved, `the saved warband, among ${keys.join(' | ')}`).toBeDefined();
  if (!saved) return;
  expect(saved.characters.find((c) => c.name === 'Greta')!.gadgets).toEqual([]);
  // One game, one log entry, saying what the game changed.
  expect(saved.log.filter((e) => e.kind === 'game')).toHaveLength(1);
  expect(saved.log.at(-1)!.changes).toContain('Greta: Power Jacket lost for good at 0 grit (our reading K14)');
  expect(errors).toEqual([]);
  await context.close();
});

// Negative feedback (KB 829-831; our reading on the play page): the Cog Rats aligned to The Chart
// Glyphs owe a D6 for each grit lost; a 1 typed gives a point of damage to another Character standing,
// received with its defence die (KB 1607-1635, K3), and the grit it loses is owed its own D6; Undo
// takes the roll back and the D6 is owed again.
test('Kuggköping: Negative feedback owes a D6 for grit lost, a 1 damages another Character, and Undo takes it back', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  const glyphs = { ...cogRats(), name: 'Feedback Rats', alignments: [{ player: 1, faction: 'The Chart Glyphs', positive: 'Hive mind', negative: 'Negative feedback' }] };
  await page.goto(`/kuggkoping/play/#roster=${compressToEncodedURIComponent(JSON.stringify(glyphs))}`);
  await waitForIsland(page);
  await expect(page.locator('.pk-game')).toBeVisible();
  const knut = card(page, 'Knut');
  await knut.getByRole('button', { name: 'Take 1 damage' }).click();
  await expect(knut.getByText('Negative feedback: roll 1 D6 for the grit it lost, under Rolls for the warband (on a 1 another Character takes 1 damage).')).toBeVisible();
  const rolls = page.getByRole('region', { name: 'Rolls for the warband' });
  await expect(rolls.getByText('Knut lost 1 grit: Negative feedback rolls a D6, and each 1 gives 1 damage to another random Character still standing.')).toBeVisible();
  await rolls.getByRole('spinbutton', { name: '1s rolled on Knut’s D6 (empty: roll here)' }).fill('1');
  await expectAccessibleAndFitting(page, 'kuggkoping negative feedback');
  await rolls.getByRole('button', { name: 'Negative feedback: 1 of 1 rolled a 1' }).click();

  // Olga (grit 2) or Greta (grit 3) received the point and rolled her defence die (5+ saves, a 1 loses 2):
  // the log says which, and her card and the rolls owed follow it.
  const line = page.getByText(/^Negative feedback for Knut’s 1 grit lost: 1 of 1 die rolled a 1; /).first();
  await expect(line).toBeAttached();
  const said = /; (Olga|Greta) takes 1 damage \(seed [^)]+\/feedback\/0\): defence die ([1-6]) against 5\+: (saved|(\d) grit lost)/.exec((await line.textContent())!);
  expect(said, 'the log names who received it and its defence die').not.toBeNull();
  const [, hit, face, , lostText] = said!;
  const lost = lostText === undefined ? 0 : Number(lostText);
  expect(lost).toBe(face === '1' ? 2 : Number(face) >= 5 ? 0 : 1);
  const grit = async (name: string) => stat(card(page, name), 'Grit').textContent();
  const full = { Olga: 2, Greta: 3 } as const;
  const who = hit as keyof typeof full;
  await expect.poll(() => grit(who)).toBe(`${full[who] - Math.min(lost, full[who])} of ${full[who]}`);
  await expect(rolls.getByText(/^Knut lost/)).toHaveCount(0);
  if (lost > 0) await expect(rolls.getByText(`${who} lost ${Math.min(lost, full[who])} grit: Negative feedback rolls`, { exact: false })).toBeVisible();

  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect.poll(async () => [await grit('Olga'), await grit('Greta')]).toEqual(['2 of 2', '3 of 3']);
  await expect(rolls.getByText(/^Knut lost 1 grit/)).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
