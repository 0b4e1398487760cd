import { test, expect } from '@playwright/test';
import { timeTaps } from './support/tap-timing';

// The play view's speed, guarded in every run: a tap at the table, timed with Chromium's CPU slowed 4x and
// read from the Event Timing API (support/tap-timing.ts). Timed tests (*.timing.spec.ts) run after
// every other browser test, one at a time (playwright.config.ts): while another worker's browser held
// a core, the same taps read 72-264 ms in CI; alone they read 24-48 ms. The budget itself (every tap
// under 50 ms) is held by `npm run bench` (tests/bench/play-taps.bench.spec.ts).

test('taps paint in under 100 ms at the median and every one under 200 ms, CPU slowed 4x, six-fighter gang (the 50 ms budget is the bench\'s)', async ({ browser }) => {
  const { taps, idle, reported } = await timeTaps(browser);
  test.info().annotations.push({ type: 'taps', description: `${taps.join(', ')} ms timed; taps on nothing: ${idle.join(', ')} ms` });
  test.skip(reported && taps.length < 4, `the machine was too busy to time taps: taps on nothing took ${idle.join(', ')} ms`);
  // NOT THE BUDGET: every tap should paint under 50 ms (the bench holds that). Timed alone on a quiet
  // two-core machine (Event Timing, input to paint; durations come in steps of 8 ms) every tap
  // measured 16-48 ms in seven runs, the first ones the slowest; while other jobs loaded the machine,
  // 32-64 ms, the median 32-48 ms, now and then a first tap 96-104 ms. One step of 8 ms separates 48
  // from a failure, so this guards against a regression at about twice the budget, for the typical
  // tap and for every tap, the game's first included (its code running for the first time: a real
  // cost a player pays).
  const median = [...taps].sort((a, b) => a - b)[Math.floor(taps.length / 2)] ?? 0;
  expect(median, `taps: ${taps.join(', ')}`).toBeLessThan(100);
  expect(Math.max(0, ...taps), `slow taps: ${taps.join(', ')}`).toBeLessThan(200);
});
