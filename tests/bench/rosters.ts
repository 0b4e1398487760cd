import type { RosterGame } from '../../src/roster/game';
import { readShareFragment, shareFragment } from '../../src/roster/share';

/**
 * One roster budget case: a builder's work after one change (checkRoster of a full roster) or one
 * side of a share link. `npm run bench` holds each to under 1 ms median, well inside an animation frame.
 * Every game's builder adds `tests/bench/<slug>.roster.ts` exporting `rosterCases`.
 */
export interface RosterBenchCase {
  name: string;
  run: () => unknown;
}

/**
 * A share link's two sides, timed apart because no player waits for both at once: Share makes the
 * link on one device (JSON, then lz-string), and opening it on another unpacks and checks it.
 */
export function shareLinkCases<R>(gameName: string, roster: R, game: RosterGame<R>): RosterBenchCase[] {
  const fragment = shareFragment(roster, game);
  const kB = (JSON.stringify(game.toJson(roster)).length / 1000).toFixed(1);
  return [
    { name: `${gameName}: share link made (${kB} kB of JSON)`, run: () => shareFragment(roster, game) },
    {
      name: `${gameName}: share link opened and checked`,
      run: () => {
        const read = readShareFragment(fragment, game);
        if (!read?.ok) throw new Error(`${gameName}: the share link did not read back`);
      },
    },
  ];
}
