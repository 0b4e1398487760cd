import { test } from 'vitest';
import { createRng } from '../../src/engine';
import type { BenchCase } from './cases';
import { benchTable, timeRuns } from './timing';

// Every tests/bench/<game>.cases.ts exports `cases: BenchCase[]`. For each case we print the median
// time of one full exact recompute and of a 100,000-sample simulation of the same question, and hold
// the budget of the odds issue: a recompute under 4 ms median, at least 100x faster than simulating.

const SAMPLES = 100_000;
const BUDGET_MS = 4;
const MIN_SPEEDUP = 100;

const modules = import.meta.glob<{ cases?: BenchCase[] }>('./*.cases.ts', { eager: true });
const cases = Object.values(modules).flatMap((m) => m.cases ?? []);

test('benchmark: exact recompute vs 100,000-sample simulation', () => {
  benchTable(cases, (c) => {
    for (let i = 0; i < 20; i++) c.exact(); // warm up the JIT
    const exactMs = timeRuns(c.exact, 101);
    const rng = createRng('bench');
    let estimate = 0;
    const simMs = timeRuns(() => (estimate = c.simulate(rng, SAMPLES)), 5);
    const p = c.exact();
    const se = Math.sqrt(Math.max(p * (1 - p), 1e-12) / SAMPLES);
    const speedup = simMs / Math.max(exactMs, 1e-6);
    const failures: string[] = [];
    if (exactMs >= BUDGET_MS) failures.push(`${c.name}: ${exactMs.toFixed(3)} ms median is over the ${BUDGET_MS} ms budget`);
    if (speedup < MIN_SPEEDUP) failures.push(`${c.name}: only ${speedup.toFixed(0)}x faster than the simulation`);
    if (Math.abs(estimate - p) > 6 * se + 1e-9) failures.push(`${c.name}: simulation ${estimate} disagrees with exact ${p}`);
    return {
      row: `${c.name.padEnd(58)} exact ${exactMs.toFixed(3).padStart(8)} ms   simulation ${simMs.toFixed(1).padStart(8)} ms   ${speedup.toFixed(0).padStart(7)}x   p=${p.toFixed(4)} sim=${estimate.toFixed(4)}`,
      failures,
    };
  });
});
