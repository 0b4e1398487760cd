import { describe, expect, it } from 'vitest';
import {
  areAdjacent,
  diagonalDistance,
  isSegmentBlocked,
  orthogonalDistance,
  segmentCells,
  walkSegment,
  type Cell,
} from '../../../src/engine';

const key = (c: { x: number; y: number }) => `${c.x},${c.y}`;

/**
 * Brute force with exact integers: does the segment between the centres of a and b enter the open
 * square of cell c? Times t in [0, 1] are scaled by L = 4 max(1,|dx|) max(1,|dy|) so every bound is an integer.
 */
function entersInterior(a: Cell, b: Cell, c: Cell): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const L = 4 * Math.max(1, Math.abs(dx)) * Math.max(1, Math.abs(dy));
  // Open t-interval (scaled) in which the doubled coordinate 2a + 1 + 2d t lies strictly in (2c, 2c + 2).
  const interval = (a0: number, d: number, c0: number): [number, number] | null => {
    if (d === 0) return c0 === a0 ? [-Infinity, Infinity] : null;
    const t1 = ((2 * c0 - 2 * a0 - 1) * L) / (2 * d);
    const t2 = ((2 * c0 + 2 - 2 * a0 - 1) * L) / (2 * d);
    return [Math.min(t1, t2), Math.max(t1, t2)];
  };
  const ix = interval(a.x, dx, c.x);
  const iy = interval(a.y, dy, c.y);
  if (!ix || !iy) return false;
  const lo = Math.max(ix[0], iy[0]);
  const hi = Math.min(ix[1], iy[1]);
  return lo < hi && lo < L && hi > 0;
}

/** Brute force: grid corners lying exactly on the segment, strictly between its ends. */
function cornersOnSegment(a: Cell, b: Cell): string[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const out: string[] = [];
  if (dx === 0 || dy === 0) return out; // the segment stays on half-integer x or y
  for (let X = Math.min(a.x, b.x); X <= Math.max(a.x, b.x) + 1; X++) {
    for (let Y = Math.min(a.y, b.y); Y <= Math.max(a.y, b.y) + 1; Y++) {
      const nx = 2 * X - 2 * a.x - 1; // t = nx / (2 dx) = ny / (2 dy)
      const ny = 2 * Y - 2 * a.y - 1;
      if (nx * dy !== ny * dx) continue;
      const t = nx / (2 * dx);
      if (t > 0 && t < 1) out.push(`${X},${Y}`);
    }
  }
  return out;
}

describe('distances and adjacency', () => {
  it('counts orthogonal and diagonal steps', () => {
    expect(orthogonalDistance({ x: 0, y: 0 }, { x: 3, y: -2 })).toBe(5);
    expect(diagonalDistance({ x: 0, y: 0 }, { x: 3, y: -2 })).toBe(3);
    expect(orthogonalDistance({ x: 1, y: 1 }, { x: 1, y: 1 })).toBe(0);
  });

  it('treats only orthogonal neighbours on the same level as adjacent', () => {
    expect(areAdjacent({ x: 0, y: 0 }, { x: 1, y: 0 })).toBe(true);
    expect(areAdjacent({ x: 0, y: 0 }, { x: 0, y: -1 })).toBe(true);
    expect(areAdjacent({ x: 0, y: 0 }, { x: 1, y: 1 })).toBe(false);
    expect(areAdjacent({ x: 0, y: 0 }, { x: 0, y: 0 })).toBe(false);
    expect(areAdjacent({ x: 0, y: 0, level: 1 }, { x: 1, y: 0 })).toBe(false);
    expect(areAdjacent({ x: 0, y: 0, level: 1 }, { x: 1, y: 0, level: 1 })).toBe(true);
  });

  it('rejects non-integer coordinates', () => {
    expect(() => orthogonalDistance({ x: 0.5, y: 0 }, { x: 0, y: 0 })).toThrow(/a.x must be an integer/);
    expect(() => segmentCells({ x: 0, y: 0 }, { x: 0, y: Number.NaN })).toThrow(/b.y must be an integer/);
    expect(() => areAdjacent({ x: 0, y: 0, level: 0.5 }, { x: 1, y: 0 })).toThrow(/a.level/);
  });
});

describe('segments between cell centres', () => {
  it('horizontal and vertical segments cross the cells in between, in order, and no corner', () => {
    expect(segmentCells({ x: 0, y: 0 }, { x: 4, y: 0 })).toEqual({
      cells: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
        { x: 3, y: 0 },
      ],
      corners: [],
    });
    expect(segmentCells({ x: 2, y: 5 }, { x: 2, y: 1 }).cells.map(key)).toEqual(['2,4', '2,3', '2,2']);
    expect(segmentCells({ x: 2, y: 2 }, { x: 2, y: 2 })).toEqual({ cells: [], corners: [] });
    expect(segmentCells({ x: 2, y: 2 }, { x: 3, y: 2 })).toEqual({ cells: [], corners: [] });
  });

  it('a 45-degree diagonal passes exactly through every corner on its way', () => {
    const { cells, corners } = segmentCells({ x: 0, y: 0 }, { x: 3, y: 3 });
    expect(cells.map(key)).toEqual(['1,1', '2,2']);
    expect(corners.map((c) => key(c.corner))).toEqual(['1,1', '2,2', '3,3']);
    expect(corners[0]!.between.map(key)).toEqual(['1,0', '0,1']);
    const back = segmentCells({ x: 3, y: 0 }, { x: 1, y: 2 });
    expect(back.cells.map(key)).toEqual(['2,1']);
    expect(back.corners.map((c) => key(c.corner))).toEqual(['3,1', '2,2']);
    expect(back.corners[0]!.between.map(key)).toEqual(['2,0', '3,1']);
  });

  it('a shallow line can meet a corner in the middle: (0,0) to (3,1)', () => {
    const { cells, corners } = segmentCells({ x: 0, y: 0 }, { x: 3, y: 1 });
    expect(cells.map(key)).toEqual(['1,0', '2,1']);
    expect(corners).toEqual([{ corner: { x: 2, y: 1 }, between: [{ x: 2, y: 0 }, { x: 1, y: 1 }] }]);
    // (0,0) to (2,1) passes no corner and crosses two cells.
    expect(segmentCells({ x: 0, y: 0 }, { x: 2, y: 1 })).toEqual({
      cells: [
        { x: 1, y: 0 },
        { x: 1, y: 1 },
      ],
      corners: [],
    });
  });

  it('agrees with an exact brute-force test for every pair of cells in a 7 x 7 area', () => {
    const area: Cell[] = [];
    for (let x = -3; x <= 3; x++) for (let y = -3; y <= 3; y++) area.push({ x, y });
    for (const a of area) {
      for (const b of area) {
        const { cells, corners } = segmentCells(a, b);
        const expected: string[] = [];
        for (let x = Math.min(a.x, b.x); x <= Math.max(a.x, b.x); x++) {
          for (let y = Math.min(a.y, b.y); y <= Math.max(a.y, b.y); y++) {
            const c = { x, y };
            if (key(c) !== key(a) && key(c) !== key(b) && entersInterior(a, b, c)) expected.push(key(c));
          }
        }
        expect(cells.map(key).sort(), `${key(a)} -> ${key(b)}`).toEqual(expected.sort());
        expect(corners.map((c) => key(c.corner)).sort()).toEqual(cornersOnSegment(a, b).sort());
        for (const { corner, between } of corners) {
          // The two cells slipped between touch the corner diagonally and are not entered.
          const around = [
            { x: corner.x - 1, y: corner.y - 1 },
            { x: corner.x, y: corner.y - 1 },
            { x: corner.x - 1, y: corner.y },
            { x: corner.x, y: corner.y },
          ];
          const untouched = around.filter((c) => !entersInterior(a, b, c) && key(c) !== key(a) && key(c) !== key(b));
          expect(between.map(key).sort()).toEqual(untouched.map(key).sort());
        }
      }
    }
  });
});

describe('blocking', () => {
  const from = { x: 0, y: 0 };
  const to = { x: 2, y: 2 };
  const blocked = (...cells: string[]) => (c: Cell) => cells.includes(key(c));

  it('is blocked by a blocking cell whose interior the segment crosses', () => {
    expect(isSegmentBlocked(from, to, blocked('1,1'))).toBe(true);
    expect(isSegmentBlocked(from, to, blocked())).toBe(false);
  });

  it('is blocked at a corner only when both diagonal cells there block', () => {
    expect(isSegmentBlocked(from, to, blocked('1,0', '0,1'))).toBe(true);
    expect(isSegmentBlocked(from, to, blocked('1,0'))).toBe(false);
    expect(isSegmentBlocked(from, to, blocked('1,0', '2,1'))).toBe(false); // on different corners
    expect(isSegmentBlocked(from, to, blocked('2,1', '1,2'))).toBe(true);
  });

  it("ignores the end cells' own terrain", () => {
    expect(isSegmentBlocked(from, to, blocked('0,0', '2,2'))).toBe(false);
  });
});

describe('walking a segment step by step', () => {
  it('reports corners and cells interleaved in order from a to b', () => {
    const steps: string[] = [];
    const stopped = walkSegment({ x: 0, y: 0 }, { x: 3, y: 1 }, {
      cell: (x, y) => void steps.push(`cell ${x},${y}`),
      corner: (cx, cy, x1, y1, x2, y2) => void steps.push(`corner ${cx},${cy} between ${x1},${y1} and ${x2},${y2}`),
    });
    expect(stopped).toBe(false);
    expect(steps).toEqual(['cell 1,0', 'corner 2,1 between 2,0 and 1,1', 'cell 2,1']);
  });

  it('stops as soon as a callback returns true, and says so', () => {
    const seen: string[] = [];
    const stopped = walkSegment({ x: 0, y: 0 }, { x: 6, y: 0 }, {
      cell: (x, y) => {
        seen.push(`${x},${y}`);
        return x === 2;
      },
      corner: () => false,
    });
    expect(stopped).toBe(true);
    expect(seen).toEqual(['1,0', '2,0']);
    const atCorner = walkSegment({ x: 0, y: 0 }, { x: 3, y: 3 }, { cell: () => false, corner: (cx) => cx === 2 });
    expect(atCorner).toBe(true);
  });

  it('rejects non-integer ends before walking', () => {
    expect(() => walkSegment({ x: 0, y: 0.5 }, { x: 1, y: 1 }, { cell: () => false, corner: () => false })).toThrow(/a.y must be an integer/);
  });
});
