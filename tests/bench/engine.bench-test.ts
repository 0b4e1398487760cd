import { expect, test } from 'vitest';
import { compare, pool, rerollOneFailure, scoredDie, type FaceScore } from '../../src/engine';

// Wall-clock budgets of the engine itself (moved here from the unit suite, which must not depend on
// how busy the machine is). `npm run bench` runs it with the calculators' benchmark.

// Heartbreaker-like die with a +1 modifier: 1 = 0, 6 = 2, otherwise 1 if face + 1 >= 4.
const punch: FaceScore = (f) => (f === 1 ? 0 : f === 6 ? 2 : f + 1 >= 4 ? 1 : 0);
const punchFails = (f: number) => punch(f) === 0;

test('20 dice re-rolling one failure against 20 defence dice takes well under 1 ms', () => {
  const run = () => compare(rerollOneFailure(20, 6, punch, punchFails), pool(20, scoredDie(6, punch)));
  for (let i = 0; i < 50; i++) run(); // warm up the JIT
  // Best of 10 batches: a busy test machine can only slow a batch down, never speed it up.
  let perRun = Infinity;
  for (let batch = 0; batch < 10; batch++) {
    const start = performance.now();
    for (let i = 0; i < 20; i++) run();
    perRun = Math.min(perRun, (performance.now() - start) / 20);
  }
  console.log(`engine: 20 dice with a re-roll against 20 dice, ${perRun.toFixed(3)} ms per run`);
  expect(perRun).toBeLessThan(1);
});
