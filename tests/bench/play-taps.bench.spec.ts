import { expect, test } from '@playwright/test';
import { timeTaps } from '../e2e/support/tap-timing';

// The play view's budget: every tap in it paints its result in under 50 ms with the CPU slowed 4x, on
// a six-fighter gang (Event Timing; support/tap-timing.ts). The bench holds the budget itself; the
// timed end-to-end test guards at twice it, since a shared CI machine's load alone can cost that.
const TAP_BUDGET_MS = 50;

test('every tap in the play view paints in under 50 ms, CPU slowed 4x, six-fighter gang', async ({ browser }) => {
  const { taps, idle, reported } = await timeTaps(browser);
  console.log(`\nPlay view taps, CPU slowed 4× (budget ${TAP_BUDGET_MS} ms): ${taps.join(', ')} ms; taps on nothing ${idle.join(', ')} ms\n`);
  test.skip(reported && taps.length < 4, `the machine was too busy to time taps: taps on nothing took ${idle.join(', ')} ms`);
  // A tap under 16 ms is not reported at all: no entries means every tap was quicker than that.
  expect(Math.max(0, ...taps), `taps: ${taps.join(', ')}`).toBeLessThan(TAP_BUDGET_MS);
});
