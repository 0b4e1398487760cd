import { test, expect } from 'vitest';
import type { RosterBenchCase } from './rosters';

// Every tests/bench/<slug>.roster.ts exports `rosterCases`. Each case's median time must stay under
// 1 ms: a builder checks the whole roster on every change, and making or opening a share
// link is one tap, so each has to fit well inside an animation frame.

const BUDGET_MS = 1;
const modules = import.meta.glob<{ rosterCases: RosterBenchCase[] }>('./*.roster.ts', { eager: true });
const cases = Object.values(modules).flatMap((m) => m.rosterCases);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

test('benchmark: roster checks and share links under 1 ms', () => {
  expect(cases.length).toBeGreaterThan(0);
  const rows: string[] = [];
  const failures: string[] = [];
  for (const c of cases) {
    for (let i = 0; i < 50; i++) c.run(); // warm up the JIT
    const times: number[] = [];
    for (let i = 0; i < 201; i++) {
      const t0 = performance.now();
      c.run();
      times.push(performance.now() - t0);
    }
    const ms = median(times);
    rows.push(`${c.name.padEnd(58)} ${ms.toFixed(3).padStart(8)} ms`);
    if (ms >= BUDGET_MS) failures.push(`${c.name}: ${ms.toFixed(3)} ms median is over the ${BUDGET_MS} ms budget`);
  }
  console.log(`\n${rows.join('\n')}\n`);
  expect(failures, failures.join('\n')).toEqual([]);
});
