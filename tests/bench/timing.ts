/**
 * Median run times and the table of them, shared by the odds bench (run.bench-test.ts) and the roster
 * bench (rosters.bench-test.ts).
 */
import { expect } from 'vitest';

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The median time of `runs` calls of fn, in ms. */
export function timeRuns(fn: () => unknown, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/**
 * Measures each case (`measure` gives its row of the table and what it failed, if anything), prints
 * the table, and fails with every case's failures.
 */
export function benchTable<C>(cases: readonly C[], measure: (c: C) => { row: string; failures: string[] }): void {
  expect(cases.length).toBeGreaterThan(0);
  const rows: string[] = [];
  const failures: string[] = [];
  for (const c of cases) {
    const m = measure(c);
    rows.push(m.row);
    failures.push(...m.failures);
  }
  console.log(`\n${rows.join('\n')}\n`);
  expect(failures, failures.join('\n')).toEqual([]);
}
