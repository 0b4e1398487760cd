import { describe, expect, it } from 'vitest';
import { BoardInputError, createBoard, sight, sightOn, type Space, type Terrain } from '../../../src/games/kuggkoping/board';
import { InputError } from '../../../src/common/inputs';
import { isInputError } from '../../../src/components/tools/useComputed';
import { createRng, draw, forRandomPairs, key, randomBoard, SLOW_TEST_MS } from './helpers';

const see = (picture: string) => sight(draw(picture));

describe('K7 by hand: lines, corners and blocking terrain', () => {
  it('a line through the exact corner between two diagonal blocking spaces is blocked', () => {
    expect(
      see(`
        A b . .
        b . . .
        . . T .
        . . . .`),
    ).toEqual({ lineOfSight: false, cover: 0, range: 4, adjacent: false, heightDice: 0 });
    // The same corner further along a shallow line: (0,0) to (3,1) slips between (2,0) and (1,1).
    expect(
      see(`
        A . b .
        . b . T
        . . . .
        . . . .`).lineOfSight,
    ).toBe(false);
  });

  it('a line through a corner between a blocking and an open space is not blocked', () => {
    expect(
      see(`
        A b . .
        . . . .
        . . T .
        . . . .`),
    ).toEqual({ lineOfSight: true, cover: 0, range: 4, adjacent: false, heightDice: 0 });
    expect(
      see(`
        A . . .
        b . . .
        . . T .
        . . . .`).lineOfSight,
    ).toBe(true);
    expect(
      see(`
        A . b .
        . . . T
        . . . .
        . . . .`).lineOfSight,
    ).toBe(true);
  });

  it('a blocking space the line crosses blocks it, wherever along the line', () => {
    expect(
      see(`
        A . . .
        . b . .
        . . T .
        . . . .`).lineOfSight,
    ).toBe(false);
    // (0,0) to (3,1) crosses (1,0) and (2,1) only.
    expect(
      see(`
        A b . .
        . . . T
        . . . .
        . . . .`).lineOfSight,
    ).toBe(false);
    expect(
      see(`
        A . . .
        . . b T
        . . . .
        . . . .`).lineOfSight,
    ).toBe(false);
    expect(
      see(`
        A . . .
        b . . T
        . . . .
        . . . .`).lineOfSight,
    ).toBe(true);
  });

  it('lines along a row or a column stay inside it: terrain in the rows and columns beside them neither blocks nor covers', () => {
    expect(
      see(`
        . b c b .
        A . . . T
        . b c b .
        . . . . .`),
    ).toEqual({ lineOfSight: true, cover: 0, range: 4, adjacent: false, heightDice: 0 });
    expect(
      see(`
        . A . .
        b . c .
        b . b .
        . T . .`),
    ).toEqual({ lineOfSight: true, cover: 0, range: 3, adjacent: false, heightDice: 0 });
    expect(
      see(`
        . . . . .
        A . b . T
        . . . . .
        . . . . .`).lineOfSight,
    ).toBe(false);
  });

  it('two models side by side see each other, adjacent at range 1', () => {
    expect(
      see(`
        A T . .
        . . . .
        . . . .
        . . . .`),
    ).toEqual({ lineOfSight: true, cover: 0, range: 1, adjacent: true, heightDice: 0 });
  });

  it('diagonal neighbours: range 2, not adjacent, blocked only when both spaces at the shared corner block', () => {
    const board = (a: string, b: string) => see(`
        A ${a} . .
        ${b} T . .
        . . . .
        . . . .`);
    expect(board('.', '.')).toEqual({ lineOfSight: true, cover: 0, range: 2, adjacent: false, heightDice: 0 });
    expect(board('b', '.').lineOfSight).toBe(true);
    expect(board('b', 'b').lineOfSight).toBe(false);
    expect(board('b', '1').lineOfSight).toBe(false); // an elevated space blocks like blocking terrain
    expect(board('c', 'c').cover).toBe(0); // cover touched only at a corner is no cover
  });
});

describe('K7 by hand: cover', () => {
  it('models never block; each model the line crosses is one cover object', () => {
    expect(
      see(`
        A m m m T
        . . . . .
        . . . . .
        . . . . .`),
    ).toEqual({ lineOfSight: true, cover: 3, range: 4, adjacent: false, heightDice: 0 });
  });

  it('each cover-terrain space crossed is one object; a model on a cover space is still one', () => {
    expect(
      see(`
        A c c . T
        . . . . .
        . . . . .
        . . . . .`).cover,
    ).toBe(2);
    const rows = draw(`
        A . c . T
        . . . . .
        . . . . .
        . . . . .`);
    expect(sight({ ...rows, models: [{ x: 2, y: 0 }] }).cover).toBe(1);
  });

  it('a shallow line crossing two spaces of a long fence counts both, and a space it only grazes at a corner none', () => {
    // (0,0) to (3,1): crosses (1,0) and (2,1), grazes the corner between (2,0) and (1,1).
    expect(
      see(`
        A c c .
        . c c T
        . . . .
        . . . .`).cover,
    ).toBe(2);
  });

  it('the terrain and models at the two ends are never cover on their own line', () => {
    const rows = draw(`
        . . . .
        . . . .
        . . . .
        c . . c`);
    const from = { x: 0, y: 3 };
    const to = { x: 3, y: 3 };
    expect(sight({ ...rows, from, to, models: [from, to] })).toEqual({ lineOfSight: true, cover: 0, range: 3, adjacent: false, heightDice: 0 });
  });

  it('cover is counted along the whole line even when the line is blocked (it only matters with line of sight)', () => {
    expect(
      see(`
        A c b m T
        . . . . .
        . . . . .
        . . . . .`),
    ).toEqual({ lineOfSight: false, cover: 2, range: 4, adjacent: false, heightDice: 0 });
  });
});

describe('K12 by hand: elevated areas', () => {
  const roofs = (rows: string) => draw(rows);

  it('two models on roofs of the same height see across both roofs and the street between', () => {
    const board = roofs(`
        2 2 . . 2 2
        2 2 . . 2 2
        . . . . . .
        . . . . . .`);
    // (0,0) to (5,1) crosses (1,0) and (2,0), grazes the corner (3,1), crosses (3,1) and (4,1).
    expect(sight({ ...board, from: { x: 0, y: 0 }, to: { x: 5, y: 1 } })).toEqual({
      lineOfSight: true,
      cover: 0,
      range: 6,
      adjacent: false,
      heightDice: 0,
    });
  });

  it('roofs of different heights block the line across them', () => {
    const board = roofs(`
        2 2 . . 1 1
        2 2 . . 1 1
        . . . . . .
        . . . . . .`);
    expect(sight({ ...board, from: { x: 0, y: 0 }, to: { x: 5, y: 1 } })).toEqual({
      lineOfSight: false,
      cover: 0,
      range: 6,
      adjacent: false,
      heightDice: 1,
    });
  });

  it('a third roof of the same height between the two blocks: only the two models’ own areas are freed', () => {
    const board = roofs(`
        2 . . 2 . . 2
        . . . . . . .
        . . . . . . .
        . . . . . . .`);
    expect(sight({ ...board, from: { x: 0, y: 0 }, to: { x: 6, y: 0 } }).lineOfSight).toBe(false);
    const without = roofs(`
        2 . . . . . 2
        . . . . . . .
        . . . . . . .
        . . . . . . .`);
    expect(sight({ ...without, from: { x: 0, y: 0 }, to: { x: 6, y: 0 } }).lineOfSight).toBe(true);
  });

  it('on one roof, every space of it is free: two models on the same area always see each other', () => {
    const board = roofs(`
        . . . . .
        . 1 1 1 .
        . 1 1 1 .
        . 1 1 1 .
        . . . . .`);
    for (const from of [{ x: 1, y: 1 }, { x: 2, y: 2 }]) {
      for (const to of [{ x: 3, y: 3 }, { x: 3, y: 1 }, { x: 1, y: 3 }]) {
        expect(sight({ ...board, from, to }).lineOfSight, `${key(from)} -> ${key(to)}`).toBe(true);
      }
    }
  });

  it('a model’s own space never blocks: from the edge of a roof it sees down into the street, +1 die, never adjacent', () => {
    const board = roofs(`
        . . . . .
        . 1 1 1 .
        . 1 1 1 .
        . 1 1 1 .
        . . . . .`);
    expect(sight({ ...board, from: { x: 3, y: 2 }, to: { x: 4, y: 2 } })).toEqual({
      lineOfSight: true,
      cover: 0,
      range: 1,
      adjacent: false,
      heightDice: 1,
    });
    // And the other way: from the street up to the edge, -1 die.
    expect(sight({ ...board, from: { x: 4, y: 2 }, to: { x: 3, y: 2 } }).heightDice).toBe(-1);
  });

  it('from the middle of a roof the rest of the roof blocks the view down (and the view up)', () => {
    const board = roofs(`
        . . . . .
        . 1 1 1 .
        . 1 1 1 .
        . 1 1 1 .
        . . . . .`);
    expect(sight({ ...board, from: { x: 2, y: 2 }, to: { x: 4, y: 2 } }).lineOfSight).toBe(false);
    expect(sight({ ...board, from: { x: 4, y: 2 }, to: { x: 2, y: 2 } }).lineOfSight).toBe(false);
    // Height is ±1 die whatever the difference: roof 3 over the street is still +1.
    const tall = roofs(`
        3 . . .
        . . . .
        . . . .
        . . . .`);
    expect(sight({ ...tall, from: { x: 0, y: 0 }, to: { x: 3, y: 3 } }).heightDice).toBe(1);
  });

  it('a lower roof between two street-level models blocks them; there is no seeing over it', () => {
    expect(
      see(`
        A 1 T .
        . . . .
        . . . .
        . . . .`).lineOfSight,
    ).toBe(false);
  });

  it('a model’s own space: range 0, line of sight, not adjacent', () => {
    expect(sight({ width: 4, height: 4, terrain: [{ x: 1, y: 1, kind: 'elevated', height: 2 }], models: [], from: { x: 1, y: 1 }, to: { x: 1, y: 1 } })).toEqual({
      lineOfSight: true,
      cover: 0,
      range: 0,
      adjacent: false,
      heightDice: 0,
    });
  });

  it('an elevated area given without a height stands 1 high (the book’s flat board: every piece the same height)', () => {
    const terrain: Terrain[] = [
      { x: 0, y: 0, kind: 'elevated' },
      { x: 3, y: 0, kind: 'elevated', height: 1 },
    ];
    expect(sight({ width: 4, height: 4, terrain, models: [], from: { x: 0, y: 0 }, to: { x: 3, y: 0 } })).toEqual({
      lineOfSight: true,
      cover: 0,
      range: 3,
      adjacent: false,
      heightDice: 0,
    });
  });
});

describe('bad input gets a named error, never a wrong answer', () => {
  const ok = { width: 8, height: 12, terrain: [] as Terrain[], models: [] as Space[], from: { x: 0, y: 0 }, to: { x: 7, y: 11 } };
  const fails = (input: unknown, field: string, message: RegExp) => {
    let error: unknown;
    try {
      sight(input as Parameters<typeof sight>[0]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BoardInputError);
    expect((error as BoardInputError).field).toBe(field);
    expect((error as Error).message).toMatch(message);
  };

  it('accepts the book’s 8 x 12 board and any size from 4 x 4 to 24 x 24', () => {
    expect(sight(ok).range).toBe(18);
    expect(sight({ ...ok, width: 4, height: 4, to: { x: 3, y: 3 } }).range).toBe(6);
    expect(sight({ ...ok, width: 24, height: 24, to: { x: 23, y: 23 } }).range).toBe(46);
  });

  it('is the kit’s InputError (a value to fix, not a bug), with the kit’s range sentence', () => {
    let error: unknown;
    try {
      sight({ ...ok, width: 'wide' as unknown as number });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect(isInputError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'BoardInputError', field: 'width', problem: 'the board width must be a whole number from 4 to 24; got "wide"' });
    expect((error as Error).message).toBe('width: the board width must be a whole number from 4 to 24; got "wide"');
  });

  it('names the field that is wrong', () => {
    fails({ ...ok, width: 3 }, 'width', /board width must be a whole number from 4 to 24; got 3/);
    fails({ ...ok, height: 25 }, 'height', /from 4 to 24; got 25/);
    fails({ ...ok, width: 8.5 }, 'width', /got 8.5/);
    fails({ ...ok, width: Number.NaN }, 'width', /got NaN/);
    fails({ ...ok, width: '8' }, 'width', /got "8"/);
    fails(null, '', /needs an object/);
    fails({ ...ok, terrain: 'none' }, 'terrain', /must be a list/);
    fails({ ...ok, terrain: [{ x: 8, y: 0, kind: 'cover' }] }, 'terrain[0].x', /column must be a whole number from 0 to 7; got 8/);
    fails({ ...ok, terrain: [{ x: 0, y: -1, kind: 'cover' }] }, 'terrain[0].y', /row/);
    fails({ ...ok, terrain: [{ x: 0, y: 0, kind: 'lava' }] }, 'terrain[0].kind', /one of blocking, cover, dangerous, elevated, got "lava"/);
    fails({ ...ok, terrain: [{ x: 0, y: 0, kind: 'elevated', height: 4 }] }, 'terrain[0].height', /from 1 to 3; got 4/);
    fails({ ...ok, terrain: [{ x: 0, y: 0, kind: 'elevated', height: 0 }] }, 'terrain[0].height', /from 1 to 3; got 0/);
    fails({ ...ok, terrain: [{ x: 0, y: 0, kind: 'cover', height: 2 }] }, 'terrain[0].height', /only elevated areas have a height/);
    fails(
      { ...ok, terrain: [{ x: 1, y: 1, kind: 'cover' }, { x: 1, y: 1, kind: 'dangerous' }] },
      'terrain[1]',
      /space B2 already has terrain \(terrain\[0\]\)/,
    );
    fails({ ...ok, models: [{ x: 1, y: 1 }, { x: 1, y: 1 }] }, 'models[1]', /already holds models\[0\]/);
    fails({ ...ok, terrain: [{ x: 2, y: 2, kind: 'blocking' }], models: [{ x: 2, y: 2 }] }, 'models[0]', /blocking terrain; a model cannot stand inside it/);
    fails({ ...ok, models: [{ x: 0 }] }, 'models[0].y', /row must be a whole number/);
    fails({ ...ok, from: { x: 8, y: 0 } }, 'from.x', /column/);
    fails({ ...ok, to: undefined }, 'to', /must be a space/);
    fails({ ...ok, terrain: [{ x: 0, y: 0, kind: 'blocking' }] }, 'from', /blocking terrain; no model stands inside it/);
  });

  it('the attacker and target may be listed among the models: they are no cover on their own line', () => {
    expect(sight({ ...ok, models: [ok.from, ok.to] })).toEqual(sight(ok));
  });
});

/**
 * An independent reference for K7/K12: points sampled densely along the line, the cell each lies in,
 * roofs grouped by repeated relabelling (not a flood fill). It cannot see exact corners, so it is
 * compared only on lines that pass through none (found with exact integers).
 */
function reference(width: number, height: number, terrain: Terrain[], models: Space[], from: Space, to: Space) {
  const at = (x: number, y: number) => y * width + x;
  const kind = new Array<string>(width * height).fill('open');
  const level = new Array<number>(width * height).fill(0);
  for (const t of terrain) {
    kind[at(t.x, t.y)] = t.kind;
    if (t.kind === 'elevated') level[at(t.x, t.y)] = t.height ?? 1;
  }
  const label = kind.map((k, i) => (k === 'elevated' ? i : -1));
  for (let changed = true; changed; ) {
    changed = false;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = at(x, y);
        if (label[i]! < 0) continue;
        for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]] as const) {
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = at(nx, ny);
          if (label[j]! >= 0 && level[j] === level[i] && label[j]! < label[i]!) {
            label[i] = label[j]!;
            changed = true;
          }
        }
      }
    }
  }
  const la = level[at(from.x, from.y)]!;
  const lb = level[at(to.x, to.y)]!;
  const freed = la > 0 && la === lb ? [label[at(from.x, from.y)], label[at(to.x, to.y)]] : [];
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const samples = 8 * Math.max(1, Math.abs(dx)) * Math.max(1, Math.abs(dy)) + 8;
  const visited = new Set<number>();
  for (let k = 0; k < samples; k++) {
    const t = (k + 0.5) / samples;
    const cx = Math.floor(from.x + 0.5 + t * dx);
    const cy = Math.floor(from.y + 0.5 + t * dy);
    if ((cx === from.x && cy === from.y) || (cx === to.x && cy === to.y)) continue;
    visited.add(at(cx, cy));
  }
  const modelAt = new Set(models.map((m) => at(m.x, m.y)));
  let blocked = false;
  let cover = 0;
  for (const i of visited) {
    if (kind[i] === 'blocking' || (kind[i] === 'elevated' && !freed.includes(label[i]))) blocked = true;
    if (kind[i] === 'cover' || modelAt.has(i)) cover++;
  }
  const range = Math.abs(dx) + Math.abs(dy);
  return { lineOfSight: !blocked, cover, range, adjacent: range === 1 && la === lb, heightDice: Math.sign(la - lb) };
}

/** Exact: does the line between the two centres pass through a grid corner strictly between them? */
function passesACorner(a: Space, b: Space): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (dx === 0 || dy === 0) return false;
  // Corner (X, Y) is on the line when (2X - 2a.x - 1) dy = (2Y - 2a.y - 1) dx, strictly inside.
  for (let X = Math.min(a.x, b.x) + 1; X <= Math.max(a.x, b.x); X++) {
    const num = (2 * X - 2 * a.x - 1) * dy;
    if (num % dx !== 0) continue;
    const twoY = num / dx + 2 * a.y + 1;
    if (twoY % 2 === 0) return true;
  }
  return false;
}

describe('sight agrees with a sampled-line reference on random boards', () => {
  it('every pair of standing spaces on 40 seeded random boards, away from exact corners', () => {
    const rng = createRng('board-sight-reference');
    let compared = 0;
    let skipped = 0;
    for (let n = 0; n < 40; n++) {
      const width = rng.int(4, 12);
      const height = rng.int(4, 12);
      const { terrain, models } = randomBoard(rng, width, height, 0.2 + rng.next() * 0.4);
      const board = createBoard({ width, height, terrain, models });
      const standing: Space[] = [];
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (board.kind[y * width + x] !== 1) standing.push({ x, y });
      for (const from of standing) {
        for (const to of standing) {
          if (passesACorner(from, to)) {
            skipped++;
            continue;
          }
          compared++;
          const others = models.filter((m) => key(m) !== key(from) && key(m) !== key(to));
          const got = sightOn(board, from, to);
          const want = reference(width, height, terrain, others, from, to);
          if (got.lineOfSight !== want.lineOfSight || got.cover !== want.cover || got.range !== want.range || got.adjacent !== want.adjacent || got.heightDice !== want.heightDice) {
            expect({ board: n, from, to, got }).toEqual({ board: n, from, to, got: want });
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(60_000);
    expect(skipped).toBeGreaterThan(1_000);
  }, SLOW_TEST_MS);

  it('is symmetric: the target sees the attacker through the same cover, with the height die reversed', () => {
    forRandomPairs('board-symmetry', 9, 0.45, 10, 300, (board, a, b) => {
      const ab = sightOn(board, a, b);
      const ba = sightOn(board, b, a);
      expect({ ...ba, heightDice: -ba.heightDice || 0 }).toEqual(ab);
    });
  }, SLOW_TEST_MS);
});
