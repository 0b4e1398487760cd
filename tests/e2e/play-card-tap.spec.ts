/**
 * What a tap draws before its paint (issue 37: every tap under 50 ms at 4x): a step on a card draws
 * that card in the tap, and the rest of the game (the Undo count, the log) follows after the paint
 * (useRosterLibrary's `later`, usePlay's card steps); a step anywhere else (Next round) answers in its
 * own tap, with the Undo count. Read in the tap's own task, right after React's flush (a microtask),
 * so the paint cannot have come between.
 */
import { expect, test } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext, waitForIsland } from './support/builder';
import { example } from './support/examples';

const roster = example('heartbreaker') as { fighters: { name: string }[] };

test('a card’s step is drawn on its card in the tap and on the rest of the game after the paint; Next round answers in its own tap', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(roster))}`);
  await waitForIsland(page);
  await expect(page.locator('.pk-game')).toBeVisible();
  const first = roster.fighters[0]!.name;

  const inTheTap = (label: string) =>
    page.evaluate(
      async ({ first, label }) => {
        const card = [...document.querySelectorAll('article.pk-card')].find((c) => c.querySelector('h3')?.textContent === first)!;
        const button = [...document.querySelectorAll<HTMLButtonElement>(label === 'Next round' ? '.pk-turn-bar button' : 'article.pk-card button')].find(
          (b) => b.textContent?.trim() === label && (label === 'Next round' || card.contains(b)),
        )!;
        const read = () => ({
          status: card.querySelector('.pk-status')!.textContent,
          undo: document.querySelector('.pk-undo')!.getAttribute('aria-label'),
          round: document.querySelector('.pk-round')!.textContent,
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
  expect(activated.before.status).toBe('Ready');
  expect(activated.tap.status).toBe('Activated'); // the card, in the tap
  expect(activated.tap.undo).toBe(activated.before.undo); // the rest of the game, not yet
  expect(activated.before.undo).toBe('Undo');
  expect(activated.after.undo).toBe('Undo 1 step');

  const round = await inTheTap('Next round');
  expect(round.tap.round).toBe('Round 2'); // Next round's own answer, in its tap
  expect(round.tap.undo).toBe('Undo 2 steps');
  expect(round.tap.status).toBe('Ready'); // the new round readies every card, in the same tap

  expect(errors).toEqual([]);
  await context.close();
});
