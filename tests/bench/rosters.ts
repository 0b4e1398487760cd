/**
 * One roster budget case: a builder's work after one change (checkRoster of a full roster) or a
 * share link's encode/decode. `npm run bench` holds each to under 1 ms median (issue 10).
 * Every game's builder adds `tests/bench/<slug>.roster.ts` exporting `rosterCases`.
 */
export interface RosterBenchCase {
  name: string;
  run: () => unknown;
}
