/**
 * Square-grid geometry. Cell (x, y) is the unit square [x, x + 1] x [y, y + 1]; its centre is
 * (x + 1/2, y + 1/2). Grid corners are the integer points: corner (x, y) is the lower-left corner of
 * cell (x, y). Everything is integer arithmetic: no floating tolerance.
 */
import { requireInteger } from './validate';

/** A grid cell; `level` (default 0) is the height level for games with elevated areas. */
export interface Cell {
  readonly x: number;
  readonly y: number;
  readonly level?: number;
}

/** A grid corner (an integer point where up to four cells meet). */
export interface Corner {
  readonly x: number;
  readonly y: number;
}

/** A corner a segment passes exactly through, with the two diagonal cells it slips between. */
export interface CornerPass {
  readonly corner: Corner;
  /** The two cells touching the corner that the segment does NOT enter (diagonal to each other). */
  readonly between: readonly [Cell, Cell];
}

/** What the segment between two cell centres crosses. */
export interface SegmentTrace {
  /** Cells whose interior the segment crosses, in order from a to b, a's and b's cells excluded. */
  readonly cells: Cell[];
  /** Corners the segment passes exactly through, in order from a to b. */
  readonly corners: CornerPass[];
}

const LIMIT = 1e6;

function checkCell(name: string, c: Cell): void {
  if (c === null || typeof c !== 'object') throw new Error(`${name} must be a cell { x, y }`);
  requireInteger(`${name}.x`, c.x, -LIMIT, LIMIT);
  requireInteger(`${name}.y`, c.y, -LIMIT, LIMIT);
  if (c.level !== undefined) requireInteger(`${name}.level`, c.level, -LIMIT, LIMIT);
}

/** Steps between two cells moving only orthogonally (no diagonals): |dx| + |dy|. Ignores levels. */
export function orthogonalDistance(a: Cell, b: Cell): number {
  checkCell('a', a);
  checkCell('b', b);
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/** Steps between two cells when diagonal steps are allowed: max(|dx|, |dy|). Ignores levels. */
export function diagonalDistance(a: Cell, b: Cell): number {
  checkCell('a', a);
  checkCell('b', b);
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** Orthogonal neighbours on the same level. */
export function areAdjacent(a: Cell, b: Cell): boolean {
  return orthogonalDistance(a, b) === 1 && (a.level ?? 0) === (b.level ?? 0);
}

/**
 * What walkSegment reports, in order from a to b. Either callback may return true to stop the walk
 * (e.g. at the first blocking cell); nothing is allocated per step, so a board can trace every pair
 * of its cells within one animation frame.
 */
export interface SegmentVisitor {
  /** A cell whose interior the segment crosses (a's and b's cells are never reported). */
  cell(x: number, y: number): boolean | void;
  /** Corner (cx, cy) passed exactly, slipping between the diagonal cells (x1, y1) and (x2, y2). */
  corner(cx: number, cy: number, x1: number, y1: number, x2: number, y2: number): boolean | void;
}

/**
 * Walks the straight segment from the centre of a to the centre of b, reporting each cell it crosses
 * and each corner it passes exactly, in order. Returns true if a callback stopped it early.
 * The (rational) times at which the segment meets vertical and horizontal grid lines are compared by
 * cross-multiplying integers; equal times mean it passes exactly through a corner. Coordinates are
 * limited to ±1e6, so every product stays an exact integer.
 */
export function walkSegment(a: Cell, b: Cell, visit: SegmentVisitor): boolean {
  checkCell('a', a);
  checkCell('b', b);
  const bx = b.x;
  const by = b.y;
  const stepX = bx > a.x ? 1 : bx < a.x ? -1 : 0;
  const stepY = by > a.y ? 1 : by < a.y ? -1 : 0;
  const ax = Math.abs(bx - a.x);
  const ay = Math.abs(by - a.y);
  // The i-th vertical line is met at t = (2i + 1) / (2|dx|), the j-th horizontal at (2j + 1) / (2|dy|):
  // compare (2i + 1) |dy| with (2j + 1) |dx|; a direction with no lines left never comes first.
  let x = a.x;
  let y = a.y;
  let i = 0;
  let j = 0;
  while (i < ax || j < ay) {
    const order = i >= ax ? 1 : j >= ay ? -1 : (2 * i + 1) * ay - (2 * j + 1) * ax;
    if (order < 0) {
      x += stepX;
      i++;
    } else if (order > 0) {
      y += stepY;
      j++;
    } else {
      const cx = stepX > 0 ? x + 1 : x;
      const cy = stepY > 0 ? y + 1 : y;
      if (visit.corner(cx, cy, x + stepX, y, x, y + stepY) === true) return true;
      x += stepX;
      y += stepY;
      i++;
      j++;
    }
    if ((x !== bx || y !== by) && visit.cell(x, y) === true) return true;
  }
  return false;
}

/** Traces the straight segment from the centre of a to the centre of b (walkSegment, collected). */
export function segmentCells(a: Cell, b: Cell): SegmentTrace {
  const cells: Cell[] = [];
  const corners: CornerPass[] = [];
  walkSegment(a, b, {
    cell: (x, y) => {
      cells.push({ x, y });
    },
    corner: (cx, cy, x1, y1, x2, y2) => {
      corners.push({ corner: { x: cx, y: cy }, between: [{ x: x1, y: y1 }, { x: x2, y: y2 }] });
    },
  });
  return { cells, corners };
}

/**
 * True if the segment between the centres of a and b crosses the interior of a blocking cell, or
 * passes exactly through a corner whose two diagonal cells (the ones it slips between) both block.
 */
export function isSegmentBlocked(a: Cell, b: Cell, blocks: (cell: Cell) => boolean): boolean {
  return walkSegment(a, b, {
    cell: (x, y) => blocks({ x, y }),
    corner: (_cx, _cy, x1, y1, x2, y2) => blocks({ x: x1, y: y1 }) && blocks({ x: x2, y: y2 }),
  });
}
