import { expect, test, type Browser } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { heartbreakerPlay } from '../../src/games/heartbreaker/play';
import { heartbreakerBookData } from '../../src/games/heartbreaker/book-data';
import { freshContext, waitForIsland } from '../e2e/support/builder';
import { example } from '../e2e/support/examples';
import { driverFreeCopy, inPage, settled, slowedTaps, timedEvents, timedInputs, timeTaps, watchEvents, type SentInput } from '../e2e/support/tap-timing';

// The play view's budget: every tap in it paints its result in under 50 ms with the CPU slowed 4x, on
// a six-fighter gang (Event Timing; support/tap-timing.ts). The bench holds the budget itself; the
// timed end-to-end test guards at twice it, since a shared CI machine's load alone can cost that.
const TAP_BUDGET_MS = 50;

test('every tap in the play view paints in under 50 ms, CPU slowed 4x, six-fighter gang', async ({ browser }) => {
  const { taps, idle, reported, floor } = await timeTaps(browser, { floor: true });
  // The floor: the same card's words changed by a button of no script of ours, timed in the same page
  // after the game's taps. How far the game's taps are from what this machine can do at all.
  console.log(`\nPlay view taps, CPU slowed 4× (budget ${TAP_BUDGET_MS} ms): ${taps.join(', ')} ms; a card's words changed with no script of ours ${floor.join(', ')} ms; taps on nothing ${idle.join(', ')} ms\n`);
  test.skip(reported && taps.length < 4, `the machine was too busy to time taps: taps on nothing took ${idle.join(', ')} ms`);
  // A tap under 16 ms is not reported at all: no entries means every tap was quicker than that.
  expect(Math.max(0, ...taps), `taps: ${taps.join(', ')}`).toBeLessThan(TAP_BUDGET_MS);
});

// ---------------------------------------------------------------------------------------------
// The score's taps (issue 35: "Taps in the score paint in under 50 ms with the CPU slowed 4x"): in the
// score fold of a game set up as a battle, "one more" for either side, and a total typed into a
// counter (its field tapped, the old number rubbed out, the new one typed, Enter), each key timed.

/** A game's score to time: its play page with a roster, how to set it up, and its two counters. */
interface ScoreBench {
  slug: string;
  roster: unknown;
  /** The region the battle bar is ("The scenario and the score"), its noun and the scenario's radio. */
  region: string;
  noun: string;
  scenario: string;
  /** The two sides' counter of the source tapped ("Your club: Enemy Heroes killed"). */
  mine: string;
  theirs: string;
}

/** Input events the Event Timing API reports for a tap or a key (each with its own duration). */
const TIMED = ['pointerdown', 'pointerup', 'click', 'keydown', 'keypress', 'keyup', 'beforeinput', 'input'];

/** Sets the game up, opens its score and returns the page with the counters' places measured once they hold still. */
async function openScore(browser: Browser, b: ScoreBench) {
  const { context, page: setUp } = await freshContext(browser, { width: 360 });
  await setUp.goto(`/${b.slug}/play/#roster=${compressToEncodedURIComponent(JSON.stringify(b.roster))}`);
  await waitForIsland(setUp);
  await setUp.getByRole('region', { name: b.region }).getByRole('button', { name: 'Set up', exact: true }).click();
  const setup = setUp.getByRole('group', { name: `Set up the ${b.noun}` });
  await setup.getByRole('radio', { name: b.scenario, exact: true }).check();
  await setup.getByRole('button', { name: `Set up the ${b.noun}` }).click();
  await expect(setUp.locator('details.pk-score')).toBeVisible();
  // The score is timed on a copy of the page no locator has touched (support/tap-timing.ts, driverFreeCopy).
  const page = await driverFreeCopy(setUp, { width: 360, height: 4000 });
  await inPage(page, 'details.pk-score:not([aria-busy])');
  await page.evaluate(() => ((document.querySelector('details.pk-score') as HTMLDetailsElement).open = true));
  await inPage(page, '.pk-opponent');
  const measure = () =>
    page.evaluate(({ mine, theirs }) => {
      const fold = document.querySelector('details.pk-score')!;
      const centre = (el: Element | null) => {
        const box = el!.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      return {
        mine: centre(fold.querySelector(`button[aria-label="${mine}: one more"]`)),
        theirs: centre(fold.querySelector(`button[aria-label="${theirs}: one more"]`)),
        field: centre(fold.querySelector(`input[aria-label="${mine}"]`)),
      };
    }, b);
  const at = await settled(page, measure);
  return { context, page, at };
}

/**
 * Times the score's inputs with the CPU slowed 4x: four "one more" taps (two a side) and two typed
 * totals (3, then 5), a tap on nothing before and after each. Returns each input's longest entry
 * that was not beside a slow tap on nothing (the machine busy then), and the taps on nothing.
 */
async function timeScore(browser: Browser, b: ScoreBench) {
  const { context, page, at } = await openScore(browser, b);
  await watchEvents(page, TIMED);
  const { cdp, tap } = await slowedTaps(page);
  const key = async (k: { key: string; code: string; keyCode: number; text?: string }) => {
    await cdp.send('Input.dispatchKeyEvent', { type: k.text ? 'keyDown' : 'rawKeyDown', key: k.key, code: k.code, windowsVirtualKeyCode: k.keyCode, ...(k.text ? { text: k.text } : {}) });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: k.key, code: k.code, windowsVirtualKeyCode: k.keyCode });
    await page.waitForTimeout(150);
  };
  const digit = (n: number) => ({ key: String(n), code: `Digit${n}`, keyCode: 48 + n, text: String(n) });
  const noop = { x: 30, y: 22 };
  /** Each timed input's place in time: when it was sent and when it was done (page time). */
  const marks: SentInput[] = [];
  const now = () => page.evaluate(() => performance.now());
  const timed = async (what: string, send: () => Promise<void>) => {
    const from = await now();
    await send();
    marks.push({ what, from, to: await now() });
  };
  await tap(noop);
  for (const [what, target] of [['one more, mine', at.mine], ['one more, theirs', at.theirs], ['one more, mine', at.mine], ['one more, theirs', at.theirs]] as const) {
    await timed(what, () => tap(target));
    await tap(noop);
  }
  // The mine's total is 2 now: typed as 3, then as 5.
  for (const n of [3, 5]) {
    await timed('field tapped', () => tap(at.field));
    await timed('old number rubbed out', () => key({ key: 'Backspace', code: 'Backspace', keyCode: 8 }));
    await timed('digit typed', () => key(digit(n)));
    await timed('Enter: the total scored', () => key({ key: 'Enter', code: 'Enter', keyCode: 13, text: '\r' }));
    await tap(noop);
  }
  await page.waitForTimeout(500);
  const events = await timedEvents(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Every input landed: two one-mores a side, then mine typed up to 5.
  await expect(page.getByRole('group', { name: b.mine, exact: true }).getByRole('spinbutton')).toHaveValue('5');
  await expect(page.getByRole('group', { name: b.theirs, exact: true }).getByRole('spinbutton')).toHaveValue('2');
  await context.close();
  return { ...timedInputs(events, marks), sent: marks.length };
}

/** Six fighters of the example gang's two (the first the leader), as the play view's tap bench plays. */
function sixFighterGang(): unknown {
  const rules = heartbreakerPlay(heartbreakerBookData());
  const two = rules.parse(example('heartbreaker'));
  return { ...two, fighters: [0, 1, 2, 3, 4, 5].map((i) => ({ ...two.fighters[i % 2]!, name: `Fighter ${i + 1}`, leader: i === 0 })) };
}

const SCORE_BENCHES: ScoreBench[] = [
  {
    slug: 'wolsung',
    roster: example('wolsung'),
    region: 'The scenario and the score',
    noun: 'scenario',
    scenario: 'Starting game',
    mine: 'Your club: Enemy Heroes killed',
    theirs: 'Their club: Enemy Heroes killed',
  },
  {
    // Seize Production: Control Points win at 10, so the totals typed here end nothing.
    slug: 'heartbreaker',
    roster: sixFighterGang(),
    region: 'The scenario and the score',
    noun: 'scenario',
    scenario: 'Seize Production',
    mine: 'Your gang: Control Points',
    theirs: 'Rival gang: Control Points',
  },
];

for (const b of SCORE_BENCHES) {
  test(`${b.slug}: the score's one-more taps and a typed total paint in under 50 ms, CPU slowed 4x`, async ({ browser }) => {
    const { inputs, skipped, sent, idle } = await timeScore(browser, b);
    console.log(`\n${b.slug} score inputs, CPU slowed 4× (budget ${TAP_BUDGET_MS} ms), ${sent} sent, ${skipped} beside a busy machine: ${inputs.map((i) => `${i.what} ${i.ms}`).join('; ') || 'none over 16 ms'}; taps on nothing ${idle.join(', ')} ms\n`);
    test.skip(skipped > sent / 2, `the machine was too busy to time the inputs: taps on nothing took ${idle.join(', ')} ms`);
    expect(Math.max(0, ...inputs.map((i) => i.ms)), inputs.map((i) => `${i.what} ${i.ms}`).join('; ')).toBeLessThan(TAP_BUDGET_MS);
  });
}
