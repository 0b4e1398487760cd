/**
 * The board's two "who sees what" views: every space a model sees, and every opposing model that
 * sees a chosen space (where is it safe to end a move?). Both are sight() for many lines at once.
 */
import { BLOCKING, checkStandingSpace, createBoard, sightTracer, type Board, type SightResult, type Space } from '../board';
import type { BoardSetup, Side } from './state';

export interface SpaceSight extends SightResult {
  /** The range is within the given Range (always true when none was given). */
  inRange: boolean;
}

/**
 * What a model on `from` would see at every space, as if a model stood there: index y * width + x,
 * null for blocking terrain (no model stands there). `range` is the model's Range, for `inRange`.
 */
export function visibleSpaces(board: Board, from: Space, range?: number): (SpaceSight | null)[] {
  const origin = checkStandingSpace(board, 'from', from);
  const limit = range ?? Infinity;
  const trace = sightTracer(board);
  const out: (SpaceSight | null)[] = new Array(board.width * board.height);
  const to = { x: 0, y: 0 }; // one target moved over the board: the tracer keeps no reference to it
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      const at = y * board.width + x;
      if (board.kind[at] === BLOCKING) {
        out[at] = null;
        continue;
      }
      to.x = x;
      to.y = y;
      const s = trace(origin, to);
      out[at] = { lineOfSight: s.lineOfSight, cover: s.cover, range: s.range, adjacent: s.adjacent, heightDice: s.heightDice, inRange: s.range <= limit };
    }
  }
  return out;
}

export interface Watcher {
  /** Index of the watching model in the set-up's models. */
  index: number;
  /** The line from the watcher to the space: its cover and height die are the watcher's attack. */
  sight: SightResult;
  /** The space is within the watcher's Range. */
  inRange: boolean;
}

/**
 * Every model of `side` with line of sight to a model standing on `space`, nearest first. `ignore`
 * is the model about to move there: it is taken off the board first, so it neither watches nor
 * gives cover from where it stands now.
 */
export function watchers(setup: BoardSetup, space: Space, options: { side: Side; ignore?: number }): Watcher[] {
  const kept = setup.models.map((_, i) => i).filter((i) => i !== options.ignore);
  const board = createBoard({ ...setup, models: kept.map((i) => setup.models[i]!) });
  const to = checkStandingSpace(board, 'space', space);
  const trace = sightTracer(board);
  const out: Watcher[] = [];
  for (const i of kept) {
    const m = setup.models[i]!;
    if (m.side !== options.side || (m.x === to.x && m.y === to.y)) continue;
    const s = trace(m, to);
    if (s.lineOfSight) out.push({ index: i, sight: s, inRange: s.range <= m.range });
  }
  return out.sort((p, q) => p.sight.range - q.sight.range || p.index - q.index);
}

/**
 * For every space (index y * width + x), how many models of `side` would see a model standing there:
 * watchers(setup, space, options).length for all spaces at once, null on blocking terrain. The board
 * page draws it as a map of where a model is out of every enemy's sight. `ignore` as in watchers().
 */
export function watchCounts(setup: BoardSetup, options: { side: Side; ignore?: number }): (number | null)[] {
  const kept = setup.models.map((_, i) => i).filter((i) => i !== options.ignore);
  const board = createBoard({ ...setup, models: kept.map((i) => setup.models[i]!) });
  const trace = sightTracer(board);
  const n = board.width * board.height;
  const counts: (number | null)[] = new Array(n);
  for (let at = 0; at < n; at++) counts[at] = board.kind[at] === BLOCKING ? null : 0;
  const to = { x: 0, y: 0 }; // one target moved over the board, as in visibleSpaces
  for (const i of kept) {
    const m = setup.models[i]!;
    if (m.side !== options.side) continue;
    for (let at = 0; at < n; at++) {
      if (counts[at] === null) continue;
      to.x = at % board.width;
      to.y = (at - to.x) / board.width;
      if (to.x === m.x && to.y === m.y) continue;
      if (trace(m, to).lineOfSight) counts[at] = counts[at]! + 1;
    }
  }
  return counts;
}
