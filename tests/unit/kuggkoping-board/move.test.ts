import { describe, expect, it } from 'vitest';
import { createBoard, type Space } from '../../../src/games/kuggkoping/board';
import type { BoardModel, BoardSetup, Side } from '../../../src/games/kuggkoping/board/state';
import { moveTestPass, reach, type Reach } from '../../../src/games/kuggkoping/board/move';
import { terrainFromRows } from '../../../src/games/kuggkoping/board/text';
import { createRng, key, randomBoard, SLOW_TEST_MS } from './helpers';

/**
 * A set-up drawn as text: terrain letters, 'A' the moving Character (or enemy, see `side`) on open
 * ground, 'E' enemy models, 'F' friends of the mover, all on open ground.
 */
function setup(picture: string, move = 3, side: Side = 'character', extra: BoardModel[] = []): BoardSetup {
  const models: BoardModel[] = [];
  const rows = picture
    .trim()
    .split('\n')
    .map((r, y) =>
      [...r.replace(/\s+/g, '')]
        .map((ch, x) => {
          if (ch === 'A') models.unshift({ x, y, side, move, range: 1 });
          else if (ch === 'E') models.push({ x, y, side: side === 'character' ? 'enemy' : 'character', move: 3, range: 1 });
          else if (ch === 'F') models.push({ x, y, side, move: 3, range: 1 });
          else return ch;
          return '.';
        })
        .join(''),
    );
  return { ...terrainFromRows(rows), models: [...models, ...extra] };
}

const spaces = (r: Reach, kind = 'move') =>
  r.options
    .filter((o) => o.kind === kind)
    .map((o) => key(o.to))
    .sort();

describe('move tests: dice equal to the unmodified Move, any 4+ passes', () => {
  it('is 1 - (1/2)^dice, exactly', () => {
    expect(moveTestPass(1)).toBeCloseTo(0.5, 15);
    expect(moveTestPass(3)).toBeCloseTo(0.875, 15);
    expect(moveTestPass(4)).toBeCloseTo(0.9375, 15);
  });
});

describe('moves by hand', () => {
  it('on open ground, Move 3 reaches the 24 spaces within 3 orthogonal steps, no diagonals', () => {
    const r = reach(
      setup(`
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . A . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .`),
      0,
    );
    expect(spaces(r)).toHaveLength(24);
    expect(r.bySpace[3 * 7 + 6]?.steps).toBe(3);
    expect(r.bySpace[0]).toBeUndefined(); // the corner is 6 steps away
    expect(r.bySpace[2 * 7 + 2]?.steps).toBe(2); // diagonal neighbour: two orthogonal steps
    expect(r.options.every((o) => o.tests.length === 0 && o.allPass === 1 && o.leavingDamage === 0)).toBe(true);
  });

  it('blocking terrain, roofs and other models stop it; it goes round them', () => {
    const r = reach(
      setup(`
        . . . . .
        . b F . .
        . A 1 . .
        . . . . .`),
      0,
    );
    expect(r.bySpace[1 * 5 + 2]).toBeUndefined(); // the friend's space
    expect(r.bySpace[2 * 5 + 2]?.kind).toBe('climb'); // the roof: only by climbing
    expect(r.bySpace[3 * 5 + 3]?.route.map(key)).toEqual(['1,3', '2,3', '3,3']); // below the roof
    expect(r.bySpace[2 * 5 + 3]).toBeUndefined(); // beyond the roof: 4 steps round it
    expect(r.bySpace[0]?.route.map(key)).toEqual(['0,2', '0,1', '0,0']); // round the blocking space
    expect(r.bySpace[1]).toBeUndefined(); // behind it: 4 steps
  });

  it('a Character leaving an enemy takes 2 damage after the move; the route avoids it when the Move allows', () => {
    const start = reach(
      setup(`
        . . . . .
        . A E . .
        . . . . .
        . . . . .`),
      0,
    );
    expect(start.options.filter((o) => o.kind === 'move').every((o) => o.leavesEnemy && o.leavingDamage === 2)).toBe(true);
    // Passing by: (0,1) to (4,1) under the enemy at (2,0); Move 4 must brush past it, Move 6 goes round.
    const past = (move: number) =>
      reach(
        setup(
          `
        . . E . .
        A . . . .
        . . . . .
        . . . . .`,
          move,
        ),
        0,
      ).bySpace[1 * 5 + 4];
    expect(past(4)).toMatchObject({ steps: 4, leavesEnemy: true, leavingDamage: 2 });
    expect(past(6)).toMatchObject({ steps: 6, leavesEnemy: false, leavingDamage: 0 });
    // Ending next to the enemy is no leaving.
    const r = reach(
      setup(`
        . . E . .
        A . . . .
        . . . . .
        . . . . .`),
      0,
    );
    expect(r.bySpace[1 * 5 + 2]).toMatchObject({ steps: 2, leavesEnemy: false, leavingDamage: 0 });
  });

  it('an enemy model leaving a Character is marked but takes no damage, and takes the shortest way', () => {
    const r = reach(
      setup(
        `
        . . E . .
        A . . . .
        . . . . .
        . . . . .`,
        6,
        'enemy',
      ),
      0,
    );
    expect(r.bySpace[1 * 5 + 4]).toMatchObject({ steps: 4, leavesEnemy: true, leavingDamage: 0 });
  });

  it('an enemy on another level is never adjacent, so leaving it costs nothing', () => {
    const s = setup(`
        . 1 . . .
        A . . . .
        . . . . .
        . . . . .`);
    s.models.push({ x: 1, y: 0, side: 'enemy', move: 3, range: 1 });
    const r = reach(s, 0);
    expect(r.options.some((o) => o.leavesEnemy)).toBe(false);
  });

  it('dangerous terrain: one test per dangerous space entered, and one for starting on one; the route avoids them when it can', () => {
    const p = 0.875;
    const r = reach(
      setup(`
        A d . . .
        . d . . .
        . . . . .
        . . . . .`),
      0,
    );
    expect(r.testDice).toBe(3);
    expect(r.testPass).toBeCloseTo(p, 15);
    expect(r.bySpace[1]).toMatchObject({ steps: 1, tests: [{ reason: 'dangerous', space: { x: 1, y: 0 } }] });
    expect(r.bySpace[1]!.allPass).toBeCloseTo(p, 15);
    expect(r.bySpace[1]!.gritLost[1]).toBeCloseTo(1 - p, 15);
    // (2,0): through (1,0) is 2 steps and a test; round by (0,1),(0,2),(1,2),(2,2),(2,1) is too far for Move 3.
    expect(r.bySpace[2]).toMatchObject({ steps: 2, tests: [{ reason: 'dangerous' }] });
    // (2,1) with Move 3: via (1,1) is one test; via (0,1),(0,2)... is 4 steps. Via (1,0),(2,0): one test too, same steps.
    expect(r.bySpace[1 * 5 + 2]!.tests).toHaveLength(1);
    // Move 5 goes round the two dangerous spaces to (2,1) without a test.
    const far = reach(
      setup(
        `
        A d . . .
        . d . . .
        . . . . .
        . . . . .`,
        5,
      ),
      0,
    );
    expect(far.bySpace[1 * 5 + 2]).toMatchObject({ steps: 5, tests: [] });
    const onIt = setup(`
        . . . . .
        . . . . .
        . . . . .
        . . . . .`);
    onIt.terrain.push({ x: 0, y: 0, kind: 'dangerous' });
    onIt.models.push({ x: 0, y: 0, side: 'character', move: 2, range: 1 });
    const off = reach(onIt, 0);
    expect(off.bySpace[1]!.tests).toEqual([{ reason: 'dangerous', space: { x: 0, y: 0 } }]);
    expect(off.bySpace[1]!.allPass).toBeCloseTo(0.75, 15);
  });

  it('two failed tests on one move cost 2 grit: the exact binomial', () => {
    const r = reach(
      setup(
        `
        A d d . .
        . . . . .
        . . . . .
        . . . . .`,
        2,
      ),
      0,
    );
    const g = r.bySpace[2]!.gritLost;
    expect(g[0]).toBeCloseTo(0.75 * 0.75, 15);
    expect(g[1]).toBeCloseTo(2 * 0.75 * 0.25, 15);
    expect(g[2]).toBeCloseTo(0.25 * 0.25, 15);
  });

  it('Rage: one more step than the Move, the test still rolls the unmodified Move', () => {
    const r = reach(
      setup(
        `
        A . . . d
        . . . . .
        . . . . .
        . . . . .`,
        3,
      ),
      0,
      { steps: 4 },
    );
    expect(r.bySpace[4]).toMatchObject({ steps: 4 });
    expect(r.bySpace[4]!.allPass).toBeCloseTo(0.875, 15);
  });
});

describe('climbing and jumping by hand', () => {
  it('a climb takes one move test to any free space one level up or down around the model, diagonals too', () => {
    const r = reach(
      setup(`
        . 2 . . .
        . A 1 . .
        b . 1 . .
        . . . . .`),
      0,
    );
    // The roof of height 2 is two levels up: no single climb reaches it (our reading of the book).
    expect(spaces(r, 'climb')).toEqual(['2,1', '2,2']);
    const climb = r.bySpace[2 * 5 + 2]!;
    expect(climb).toMatchObject({ kind: 'climb', level: 1, route: [{ x: 2, y: 2 }], tests: [{ reason: 'climb' }], leavingDamage: 0 });
    expect(climb.gritLost[0]).toBeCloseTo(0.875, 15);
    expect(climb.gritLost[1]).toBeCloseTo(0.125, 15);
  });

  it('climbing down onto dangerous terrain: the landing is tested only after a good climb', () => {
    const s = setup(`
        . . . . .
        . 1 d . .
        . . . . .
        . . . . .`);
    s.models.push({ x: 1, y: 1, side: 'character', move: 1, range: 1 });
    const r = reach(s, 0);
    const down = r.bySpace[1 * 5 + 2]!;
    expect(down.tests.map((t) => t.reason)).toEqual(['climb', 'dangerous']);
    expect(down.gritLost[0]).toBeCloseTo(0.25, 15);
    expect(down.gritLost[1]).toBeCloseTo(0.5 + 0.25, 15);
    expect(spaces(r, 'climb')).toHaveLength(8);
    expect(spaces(r, 'move')).toEqual([]); // a one-space roof: nowhere to walk
  });

  it('a climb changes the height by exactly one level, up or down, whatever the roofs around', () => {
    const s = setup(`
        3 2 1 .
        3 2 . .
        1 3 . .
        . . . .`);
    const climbs = (x: number, y: number) => {
      const r = reach({ ...s, models: [{ x, y, side: 'character', move: 3, range: 1 }] }, 0);
      return r.options.filter((o) => o.kind === 'climb').map((o) => `${key(o.to)}@${o.level}`).sort();
    };
    // From the height-2 roof: up to the 3s and down to the 1 beside it; never to the ground (two levels down).
    expect(climbs(1, 0)).toEqual(['0,0@3', '0,1@3', '2,0@1']);
    // From the height-3 roof at (1,2): down to the 2s only; the 1 at (0,2) and the ground are too far.
    expect(climbs(1, 2)).toEqual(['1,1@2']);
    // From the ground at (2,1): only the 1 (one level up); the 2s and the 3 around it are too high.
    expect(climbs(2, 1)).toEqual(['2,0@1']);
  });

  it('on a roof a move keeps to that roof', () => {
    const s = setup(`
        2 2 2 . .
        2 2 . . .
        . . . . .
        . . . . .`);
    s.models.push({ x: 0, y: 0, side: 'character', move: 3, range: 1 });
    expect(spaces(reach(s, 0))).toEqual(['0,1', '1,0', '1,1', '2,0']);
  });

  it('a jump crosses a gap of 1 or 2 lower spaces to a roof of the same height: 1D3 grit if it fails', () => {
    const s = setup(`
        2 . 2 . . 2
        2 . . . . .
        2 . . 2 . .
        2 . . b 2 .
        2 1 1 3 . .
        2 . . . 2 .`);
    const at = (x: number, y: number) => ({ x, y, side: 'character' as const, move: 2, range: 1 });
    const jumps = (x: number, y: number) => spaces(reach({ ...s, models: [at(x, y)] }, 0), 'jump');
    expect(jumps(0, 0)).toEqual(['2,0']); // gap 1
    expect(jumps(0, 2)).toEqual(['3,2']); // gap 2
    expect(jumps(0, 3)).toEqual([]); // gap of 3 to (4,3)
    expect(jumps(0, 4)).toEqual([]); // over two lower roofs to a taller one: no roof of height 2 in reach
    expect(jumps(0, 5)).toEqual([]); // gap of 3 to (4,5)
    expect(jumps(2, 0)).toEqual(['0,0', '5,0']); // a gap of 1 to the left, of 2 to the right
    expect(jumps(4, 3)).toEqual(['4,5']); // down the column over open ground; left is blocking terrain
    const r = reach({ ...s, models: [at(0, 0)] }, 0);
    const jump = r.bySpace[2]!;
    expect(jump).toMatchObject({ kind: 'jump', level: 2, steps: 2, tests: [{ reason: 'jump', space: { x: 2, y: 0 } }] });
    expect(jump.gritLost[0]).toBeCloseTo(0.75, 15);
    for (const g of [1, 2, 3]) expect(jump.gritLost[g]).toBeCloseTo(0.25 / 3, 15);
  });

  it('the gap may hold lower roofs but nothing as high as the two roofs or higher', () => {
    const jumps = (middle: string) => {
      const s = setup(`
        2 ${middle} 2 .
        . . . .
        . . . .
        . . . .`);
      s.models.push({ x: 0, y: 0, side: 'character', move: 3, range: 1 });
      return spaces(reach(s, 0), 'jump');
    };
    expect(jumps('1')).toEqual(['2,0']);
    expect(jumps('d')).toEqual(['2,0']);
    expect(jumps('3')).toEqual([]);
    expect(jumps('b')).toEqual([]);
  });

  it('a jump needs a free landing space', () => {
    const s = setup(`
        2 . 2 . .
        . . . . .
        . . . . .
        . . . . .`);
    s.models.push({ x: 0, y: 0, side: 'character', move: 3, range: 1 }, { x: 2, y: 0, side: 'enemy', move: 3, range: 1 });
    expect(spaces(reach(s, 0), 'jump')).toEqual([]);
  });
});

describe('bad input', () => {
  it('names the model, the steps or the test dice that are wrong', () => {
    const s = setup(`
        A . . .
        . . . .
        . . . .
        . . . .`);
    expect(() => reach(s, 3)).toThrow(/model: there is no model 3/);
    expect(() => reach(s, 0, { steps: -1 })).toThrow(/^steps: the steps of the move must be a whole number from 0 to 16; got -1$/);
    expect(() => reach(s, 0, { testDice: 0 })).toThrow(/^testDice: the dice of a move test must be a whole number from 1 to 16; got 0$/);
  });
});

/**
 * Reference: every simple path of up to `move` orthogonal steps by depth-first search, each scored
 * (left an enemy, dangerous tests, steps) straight from the rules, keeping the best per end space.
 */
function referenceMoves(s: BoardSetup, index: number): Map<string, [number, number, number]> {
  const board = createBoard(s);
  const m = s.models[index]!;
  const lvl = (p: Space) => board.level[p.y * s.width + p.x]!;
  const kindAt = (p: Space) => board.kind[p.y * s.width + p.x]!;
  const startLevel = lvl(m);
  const enemies = s.models.filter((o) => o.side !== m.side);
  const nextToEnemy = (p: Space) => enemies.some((e) => Math.abs(e.x - p.x) + Math.abs(e.y - p.y) === 1 && lvl(e) === lvl(p));
  const occupied = new Set(s.models.map(key));
  const sameRoof = (p: Space) => {
    // Is p joined to the start by side-by-side roof spaces of the start's height? (plain BFS)
    const seen = new Set([key(m)]);
    const queue: Space[] = [m];
    while (queue.length) {
      const c = queue.shift()!;
      if (key(c) === key(p)) return true;
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const q = { x: c.x + dx!, y: c.y + dy! };
        if (q.x < 0 || q.y < 0 || q.x >= s.width || q.y >= s.height || seen.has(key(q))) continue;
        if (kindAt(q) === 4 && lvl(q) === startLevel) {
          seen.add(key(q));
          queue.push(q);
        }
      }
    }
    return false;
  };
  const walkable = (p: Space) => !occupied.has(key(p)) && (startLevel === 0 ? kindAt(p) !== 1 && kindAt(p) !== 4 : kindAt(p) === 4 && lvl(p) === startLevel && sameRoof(p));
  const best = new Map<string, [number, number, number]>();
  const character = m.side === 'character';
  const better = (a: number[], b: number[]) => {
    const ka = character ? a : [a[1]!, a[2]!, a[0]!];
    const kb = character ? b : [b[1]!, b[2]!, b[0]!];
    for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]!;
    return false;
  };
  const startTest = kindAt(m) === 3 ? 1 : 0;
  const visit = (path: Space[]) => {
    const end = path[path.length - 1]!;
    if (path.length > 1) {
      const left = path.slice(0, -1).some(nextToEnemy) ? 1 : 0;
      const tests = startTest + path.slice(1).filter((p) => kindAt(p) === 3).length;
      const score: [number, number, number] = [left, tests, path.length - 1];
      const old = best.get(key(end));
      if (!old || better(score, old)) best.set(key(end), score);
    }
    if (path.length - 1 === m.move) return;
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const q = { x: end.x + dx!, y: end.y + dy! };
      if (q.x < 0 || q.y < 0 || q.x >= s.width || q.y >= s.height || !walkable(q) || path.some((p) => key(p) === key(q))) continue;
      visit([...path, q]);
    }
  };
  visit([{ x: m.x, y: m.y }]);
  return best;
}

describe('moves agree with a path-by-path reference on random boards', () => {
  it('the same spaces, the same best (leaving, tests, steps), and every route is a legal walk', () => {
    const rng = createRng('board-reach-reference');
    let checked = 0;
    for (let n = 0; n < 150; n++) {
      const width = rng.int(4, 8);
      const height = rng.int(4, 8);
      const { terrain, models: spots } = randomBoard(rng, width, height, 0.25 + rng.next() * 0.3);
      const models: BoardModel[] = spots.map((p) => ({ ...p, side: rng.next() < 0.5 ? 'character' : 'enemy', move: rng.int(1, 5), range: 1 }));
      if (models.length === 0) continue;
      const s: BoardSetup = { width, height, terrain, models };
      const board = createBoard(s);
      for (let i = 0; i < models.length; i++) {
        const r = reach(s, i, {}, board);
        const want = referenceMoves(s, i);
        const got = new Map(r.options.filter((o) => o.kind === 'move').map((o) => [key(o.to), [o.leavesEnemy ? 1 : 0, o.tests.length, o.steps]]));
        expect(got, `board ${n}, model ${i}`).toEqual(want);
        for (const o of r.options.filter((x) => x.kind === 'move')) {
          let prev: Space = models[i]!;
          for (const p of o.route) {
            expect(Math.abs(p.x - prev.x) + Math.abs(p.y - prev.y)).toBe(1);
            prev = p;
          }
          expect(o.route).toHaveLength(o.steps);
          expect(o.allPass).toBeCloseTo(r.testPass ** o.tests.length, 12);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
  }, SLOW_TEST_MS);
});
