/**
 * What a tap draws before its paint (issues 37 and 35: every tap under 50 ms at 4x): a step on a card
 * draws that card in the tap, a step in the score the score, Next round and Undo the bar's round and
 * the cards; the rest of the game (the Undo count, the log) follows after the paint
 * (useRosterLibrary's `later`, usePlay's steps answered in place). Read in the tap's own task, right after React's flush (a microtask), so
 * the paint cannot have come between.
 */
import { expect, test } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext, waitForIsland } from './support/builder';
import { example } from './support/examples';

const roster = example('heartbreaker') as { fighters: { name: string }[] };

test('a card’s step is drawn on its card in the tap and on the rest of the game after the paint; Next round and Undo draw the round and the cards in their tap', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(roster))}`);
  await waitForIsland(page);
  await expect(page.locator('.pk-game')).toBeVisible();
  // The log's code has come (it holds its place until the game is painted).
  await expect(page.locator('details.pk-log:not([aria-busy])')).toBeVisible();
  const first = roster.fighters[0]!.name;

  const inTheTap = (label: string) =>
    page.evaluate(
      async ({ first, label }) => {
        const card = [...document.querySelectorAll('article.pk-card')].find((c) => c.querySelector('h3')?.textContent === first)!;
        const inBar = label === 'Next round' || label === 'Undo';
        const button = [...document.querySelectorAll<HTMLButtonElement>(inBar ? '.pk-turn-bar button' : 'article.pk-card button')].find(
          (b) => (inBar ? b.textContent?.trim().startsWith(label) : b.textContent?.trim() === label && card.contains(b)),
        )!;
        const read = () => ({
          status: card.querySelector('.pk-status')!.textContent,
          undo: document.querySelector('.pk-undo')!.getAttribute('aria-label'),
          round: document.querySelector('.pk-round')!.textContent,
          log: document.querySelector('.pk-log summary')!.textContent,
        });
        const before = read();
        button.click();
        // React draws a tap's update in a microtask of the tap's task; the paint comes after the task.
        await Promise.resolve();
        const tap = read();
        // After the paint: a frame, then a task.
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        return { before, tap, after: read() };
      },
      { first, label },
    );

  const activated = await inTheTap('Activated');
  expect(activated.before).toMatchObject({ status: 'Ready', undo: 'Undo', log: 'Log (0)' });
  expect(activated.tap).toMatchObject({ status: 'Activated', undo: 'Undo', log: 'Log (0)' }); // the card, in the tap; the rest of the game, not yet
  expect(activated.after).toMatchObject({ undo: 'Undo 1 step', log: 'Log (1)' });

  const round = await inTheTap('Next round');
  expect(round.tap.round).toBe('Round 2'); // Next round's own answer, in its tap
  expect(round.tap.status).toBe('Ready'); // the new round readies every card, in the same tap
  expect(round.tap).toMatchObject({ undo: 'Undo 1 step', log: 'Log (1)' });
  expect(round.after).toMatchObject({ undo: 'Undo 2 steps', log: 'Log (2)' });

  const undo = await inTheTap('Undo');
  expect(undo.tap).toMatchObject({ round: 'Round 1', status: 'Activated', undo: 'Undo 2 steps', log: 'Log (2)' }); // Next round taken back, in its tap
  expect(undo.after).toMatchObject({ undo: 'Undo 1 step', log: 'Log (3)' });

  expect(errors).toEqual([]);
  await context.close();
});

test('a step in the score is drawn in the score in the tap, and the Undo count and the log after the paint', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(roster))}`);
  await waitForIsland(page);
  await page.getByRole('region', { name: 'The scenario and the score' }).getByRole('button', { name: 'Set up', exact: true }).click();
  const setup = page.getByRole('group', { name: 'Set up the scenario' });
  await setup.getByRole('radio', { name: 'Seize Production', exact: true }).check();
  await setup.getByRole('button', { name: 'Set up the scenario' }).click();
  await page.locator('details.pk-score > summary').click();
  const counter = 'Your gang: Control Points';
  await expect(page.getByRole('spinbutton', { name: counter, exact: true })).toHaveValue('0');
  await expect(page.locator('details.pk-log:not([aria-busy])')).toBeVisible();

  const steps = await page.evaluate(async (counter) => {
    const read = () => ({
      score: document.querySelector<HTMLInputElement>(`details.pk-score input[aria-label="${counter}"]`)!.value,
      undo: document.querySelector('.pk-undo')!.getAttribute('aria-label'),
      log: document.querySelector('.pk-log summary')!.textContent,
    });
    const before = read();
    document.querySelector<HTMLButtonElement>(`details.pk-score button[aria-label="${counter}: one more"]`)!.click();
    await Promise.resolve();
    const tap = read();
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return { before, tap, after: read() };
  }, counter);
  expect(steps.before).toEqual({ score: '0', undo: 'Undo 1 step', log: 'Log (1)' }); // the set-up is a step
  expect(steps.tap).toEqual({ score: '1', undo: 'Undo 1 step', log: 'Log (1)' });
  expect(steps.after).toEqual({ score: '1', undo: 'Undo 2 steps', log: 'Log (2)' });

  expect(errors).toEqual([]);
  await context.close();
});
