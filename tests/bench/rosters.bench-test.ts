import { test } from 'vitest';
import { benchTable, timeRuns } from './timing';
import type { RosterBenchCase } from './rosters';

// Every tests/bench/<slug>.roster.ts exports `rosterCases`. Each case's median time must stay under
// 1 ms: a builder checks the whole roster on every change, and making or opening a share
// link is one tap, so each has to fit well inside an animation frame.

const BUDGET_MS = 1;
const modules = import.meta.glob<{ rosterCases: RosterBenchCase[] }>('./*.roster.ts', { eager: true });
const cases = Object.values(modules).flatMap((m) => m.rosterCases);

test('benchmark: roster checks and share links under 1 ms', () => {
  benchTable(cases, (c) => {
    for (let i = 0; i < 50; i++) c.run(); // warm up the JIT
    const ms = timeRuns(c.run, 201);
    return {
      row: `${c.name.padEnd(58)} ${ms.toFixed(3).padStart(8)} ms`,
      failures: ms >= BUDGET_MS ? [`${c.name}: ${ms.toFixed(3)} ms median is over the ${BUDGET_MS} ms budget`] : [],
    };
  });
});
