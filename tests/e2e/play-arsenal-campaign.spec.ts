import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { freshContext, importFile, openBuilder, storedRosterJson, waitForIsland, writesSettled } from './support/builder';
import { openFold } from './support/model-fold';
import { axeViolations } from './support/axe';
import { hire, ortegaPosse } from './support/arsenal-crew';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { opponentCrew } from '../../src/games/arsenal-campaign/play';
import { parseRoster } from '../../src/games/arsenal-campaign/roster-format';
import { arsenalBookData } from '../../src/games/arsenal-campaign/book-data';

// The Arsenal Campaign played as the book plays it, at 360 px: a model Finished Off in the play view
// is in the week's Aftermath after End game (the injury flip and the game step list it), and the play
// view prices the hired crew as the crew tracker does (C8; the review's worked example: 9 + 8 + 10 +
// 2 = 29 SS).

const CREW = ortegaPosse(
  30,
  [hire('perdita-ortega', 'Perdita Ortega', 'henchman', 0, 4, true), hire('nino-ortega', 'Nino Ortega', 'other', 8, null), hire('francisco-ortega', 'Francisco Ortega', 'henchman', 0, 3)],
  { upgrades: [{ id: 'sharpshooter', name: 'Sharpshooter', cost: 2 }] },
);
const NAMES = ['Perdita Ortega', 'Nino Ortega', 'Francisco Ortega'];

const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The Ortega Posse imported into the tracker and opened in the play view, at 360 px. */
async function playCrew(browser: Browser) {
  const opened = await freshContext(browser, { width: 360 });
  const { page } = opened;
  await openBuilder(page, '/arsenal-campaign/builder/');
  await importFile(page, 'ortega.json', JSON.stringify(CREW));
  await expect(page.getByText(/^Imported “.+” as a new /)).toBeVisible();
  await page.getByRole('button', { name: 'Play this crew' }).click();
  await expect(page).toHaveURL(/\/arsenal-campaign\/play\/$/);
  await waitForIsland(page);
  return opened;
}

/** End game as won; the stored crew afterwards, and the tracker's campaign log with its week steps. */
async function endWon(page: Page) {
  await page.getByRole('button', { name: 'End game' }).click();
  await page.getByRole('button', { name: 'Record the result' }).click();
  await expect(page.getByText(/^Recorded the result: won in the campaign log of “The Ortega Posse”\.$/)).toBeVisible();
  const [saved] = (await storedRosterJson(page, 'arsenal-campaign')) as { weeks: { game: Record<string, unknown> }[]; log: { kind: string }[] }[];
  expect(saved!.log.filter((e) => e.kind === 'game')).toHaveLength(1);
  await openBuilder(page, '/arsenal-campaign/builder/');
  const log = page.locator('.rk-campaign');
  await openFold(log, /^Campaign log:/);
  return { game: saved!.weeks[0]!.game, log, steps: log.locator('.ac-steps') };
}

test('Arsenal Campaign: Finished Off in play reaches the week’s Aftermath after End game, and the crew costs the same in play and in the tracker (360 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, errors } = await playCrew(browser);
  await expect(page.locator('.pk-game')).toBeVisible();

  // C7: the leader is named until hired; the encounter size is unknown until the opponent's total is typed.
  const notes = page.locator('.pk-game-notes');
  await expect(notes).toContainText('Perdita Ortega leads the crew and plays every campaign game (our reading C7): hire them.');
  await expect(notes).not.toContainText('opponent’s Arsenal total');
  for (const name of NAMES) await page.getByRole('button', { name: `Hire ${name}` }).click();
  // The encounter's set-up is folded under its line, which says what is left to give.
  const encounter = page.locator('.ac-encounter > summary');
  await expect(encounter).toHaveText(/^Encounter: \d+ of \? SS: give the opponent’s total$/);
  await encounter.click();
  await page.getByRole('spinbutton', { name: "Opponent's Arsenal total (SS)", exact: true }).fill('30');
  await page.getByLabel('Take Sharpshooter (2 SS)').check();
  await expect(notes.locator('li').first()).toHaveText('Crew hired: 3 models, 29 soulstones of an encounter size of 32.');
  const playCost = Number(/(\d+) soulstones/.exec((await notes.locator('li').first().textContent())!)![1]);
  await expect(notes).toContainText('Soulstone pool to start: 3: 3 left from hiring (at most 7)');
  // The pool typed into the game's Soulstones (issue 37: soulstones typeable), then 2 spent by typing
  // what is left: each Enter one step of the log, by the difference.
  const pool = page.locator('.pk-game-own').getByRole('spinbutton', { name: 'Soulstones', exact: true });
  await pool.fill('3');
  await pool.press('Enter');
  await expect(pool).toHaveValue('3');
  await expect(page.locator('.pk-log')).toContainText('Soulstones +3');
  await pool.fill('1');
  await pool.press('Enter');
  await expect(pool).toHaveValue('1');
  await expect(page.locator('.pk-log')).toContainText('Soulstones −2');

  // Nino at 3 Health takes 3: killed by itself at 0; the Finished Off flip comes up 3 or more.
  const nino = card(page, 'Nino Ortega');
  // Health typed, not tapped up (issue 37: every number entered from a card typeable): one step on Enter.
  const health = nino.getByRole('spinbutton', { name: 'Health (from its card)', exact: true });
  await health.fill('3');
  await health.press('Enter');
  await expect(health).toHaveValue('3');
  await expect(page.locator('.pk-log')).toContainText('Health (from its card) +3');
  for (let i = 0; i < 3; i++) await nino.getByRole('button', { name: 'Take 1 damage' }).click();
  await expect(nino.locator('.pk-status')).toHaveText('Killed or sacrificed');
  await expect(nino.getByRole('button', { name: 'Activated' })).toBeDisabled();
  await nino.getByRole('button', { name: 'Finished Off', exact: true }).click();
  await expect(nino.getByRole('button', { name: 'Finished Off', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // This game's own panel (the encounter, open) is axe-clean, and the page fits 360 px.
  expect(await axeViolations(page, 'arsenal-campaign encounter panel', { include: ['.ac-play-setup', '.pk-game-notes'] })).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  const { game, log, steps } = await endWon(page);
  expect(game).toMatchObject({ result: 'win', finishedOff: ['nino-ortega'], participants: ['perdita-ortega', 'nino-ortega', 'francisco-ortega'] });

  // The tracker: the week's Aftermath lists Nino for its injury flip, and its game step starts from the game.
  const open = (label: string) => steps.getByRole('navigation', { name: 'The week’s steps' }).getByRole('button', { name: new RegExp(label) }).click();
  await open('Injury flips');
  await expect(steps.getByLabel('Model Finished Off')).toHaveText('Nino Ortega');
  await open('The game, Aftermath Hand and Payday');
  await expect(steps.getByLabel('Nino Ortega was Finished Off')).toBeChecked();
  await expect(steps.getByLabel('Perdita Ortega was Finished Off')).not.toBeChecked();

  // The tracker's crew step (hireCrew) prices the same crew: the same number.
  await open('Hire the crew for the game');
  for (const name of NAMES) await expect(steps.getByLabel(new RegExp(`^${name}`))).toBeChecked();
  await steps.getByLabel('Upgrades taken, one per line with the SS cost').fill('Sharpshooter 2');
  await steps.getByRole('spinbutton', { name: "Opponent's Arsenal total (SS)", exact: true }).fill('30');
  await steps.getByRole('button', { name: 'Hire this crew' }).click();
  const entry = log.locator('.rk-log-entry').last();
  await expect(entry).toContainText(`${playCost} of 32 SS`);
  await expect(entry).toContainText('Francisco Ortega: 10 SS (13 − cache 3)');
  expect(playCost).toBe(29);
  expect(errors).toEqual([]);
  await context.close();
});

// A week has one game (issue 35): ended again in the play view before the week's Aftermath, the
// game's one entry in the crew's log says the new result, with what changed; no second game entry.
test('Arsenal Campaign: End game again for the same week updates the game’s one log entry (360 px)', async ({ browser }) => {
  const { context, page, errors } = await playCrew(browser);
  for (const name of NAMES) await page.getByRole('button', { name: `Hire ${name}` }).click();
  await page.getByRole('button', { name: 'End game' }).click();
  await page.getByRole('button', { name: 'Record the result' }).click();
  await expect(page.getByText(/^Recorded the result: won in the campaign log of “The Ortega Posse”\.$/)).toBeVisible();
  // Undo in the play view, then ended again as a loss.
  await page.getByRole('button', { name: /^Undo/ }).click();
  await page.getByRole('button', { name: 'End game' }).click();
  await page.getByRole('radio', { name: 'Loss' }).check();
  await page.getByRole('button', { name: 'Record the result' }).click();
  await expect(page.getByText('Recorded the result: lost in the campaign log of “The Ortega Posse”. Week 1’s game was already in the crew’s log: its one entry now says this result.')).toBeVisible();
  await writesSettled(page);
  const [saved] = (await storedRosterJson(page, 'arsenal-campaign')) as { weeks: { game: Record<string, unknown> }[]; log: { kind: string; title: string; changes: string[] }[] }[];
  expect(saved!.weeks[0]!.game).toMatchObject({ result: 'loss' });
  const games = saved!.log.filter((e) => e.kind === 'game');
  expect(games.map((e) => e.title)).toEqual(['Game in round 1: lost']);
  expect(games[0]!.changes.at(-1)).toBe('Ended again, which changed the result to lost (was won)');
  expect(errors).toEqual([]);
  await context.close();
});

// The week's game as played (AC l.106-109, l.116, l.122, l.148): the VP, the Strategy's VP and a
// Strategic Withdrawal are scored in the battle's score fold, End game writes them into the week, and
// the tracker's steps start from them: battle-arsenal-campaign.spec.ts.

// C3: the encounter size comes from both crews' totals. The opponent's crew is read from its share
// link (its tracker's numbers, C8 and C4), not typed: one step, which Undo takes back.
test('Arsenal Campaign: the opponent’s crew read from its share link gives their total and rating in one step (360 px)', async ({ browser }) => {
  const { context, page, errors } = await playCrew(browser);
  const theirs = { ...CREW, name: 'The Rival Posse' };
  const read = opponentCrew(parseRoster(theirs), arsenalBookData());
  expect(read.total).toBe(27); // 9 + 8 + 10: the printed costs, C8's 13 − cache for each 0-cost henchman
  const encounter = page.locator('.ac-encounter > summary');
  await encounter.click();
  const total = page.getByRole('spinbutton', { name: "Opponent's Arsenal total (SS)", exact: true });
  await expect(total).toHaveValue('');
  await page.getByLabel('Or read them from their crew’s share link').fill(`https://example.org/arsenal-campaign/builder/#roster=${compressToEncodedURIComponent(JSON.stringify(theirs))}`);
  await page.getByRole('button', { name: 'Read their crew' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opponent’s crew read (“The Rival Posse”): Arsenal total 27 SS, campaign rating 0.' })).toBeVisible();
  await expect(total).toHaveValue('27');
  await expect(page.getByRole('spinbutton', { name: "Opponent's campaign rating", exact: true })).toHaveValue('0');
  await expect(encounter).toHaveText(/^Encounter: \d+ of 32 SS$/);
  // One step: Undo takes both numbers back.
  await page.getByRole('button', { name: /^Undo 1 step/ }).click();
  await expect(total).toHaveValue('');
  // A link that does not hold a crew says why, and gives nothing.
  await page.getByLabel('Or read them from their crew’s share link').fill('https://example.org/nothing');
  await page.getByRole('button', { name: 'Read their crew' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The link is damaged or cut short: ask for it again, or for the exported file.' })).toBeVisible();
  await expect(total).toHaveValue('');
  // Their crew added in the opponent's panel (to track their models): its numbers are one tap here, the link not pasted twice.
  await expect(page.getByRole('button', { name: 'Read them from The Rival Posse' })).toHaveCount(0);
  const panel = page.locator('details.pk-opponent:not([aria-busy])');
  await panel.locator(':scope > summary').click();
  await page.getByLabel('Or their share link').fill(`https://example.org/arsenal-campaign/builder/#roster=${compressToEncodedURIComponent(JSON.stringify(theirs))}`);
  await page.getByRole('button', { name: 'Add the opponent' }).click();
  await page.getByRole('button', { name: 'Read them from The Rival Posse' }).click();
  await expect(total).toHaveValue('27');
  // Read: the button gives way to a note until a number is changed by hand, then it is back.
  await expect(page.getByRole('button', { name: 'Read them from The Rival Posse' })).toHaveCount(0);
  await expect(page.getByText('Their total and rating are read from The Rival Posse.')).toBeVisible();
  await total.fill('20');
  await total.press('Enter');
  await expect(page.getByRole('button', { name: 'Read them from The Rival Posse' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('Arsenal Campaign: Hire and Take out of the crew, by keyboard, leave the focus on the model’s card, not on the page (360 px)', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/arsenal-campaign/play/#roster=${compressToEncodedURIComponent(JSON.stringify(CREW))}`);
  await waitForIsland(page);
  const nino = card(page, 'Nino Ortega');
  // The button pressed goes with its step: the card, named by its heading, takes the focus, so Tab goes on from it.
  await nino.getByRole('button', { name: 'Hire Nino Ortega' }).focus();
  await page.keyboard.press('Enter');
  await expect(nino.getByRole('button', { name: 'Take out of the crew' })).toBeVisible();
  await expect(nino).toBeFocused();
  await expect(page.locator(':focus')).toHaveAccessibleName('Nino Ortega');
  await nino.getByRole('button', { name: 'Take out of the crew' }).focus();
  await page.keyboard.press('Enter');
  await expect(nino.getByRole('button', { name: 'Hire Nino Ortega' })).toBeVisible();
  await expect(nino).toBeFocused();
  // A step whose button stays leaves the focus on that button.
  await nino.getByRole('button', { name: 'Hire Nino Ortega' }).focus();
  await page.keyboard.press('Enter');
  await nino.getByRole('button', { name: 'Take 1 damage' }).focus();
  await page.keyboard.press('Enter');
  await expect(nino.getByRole('button', { name: 'Take 1 damage' })).toBeFocused();
  expect(errors).toEqual([]);
  await context.close();
});
