/**
 * Where a model can get to with one action: a move (orthogonal steps up to its Move), a climb to
 * another level, or a jump between two roofs of the same height, with the move tests on the way
 * (dice equal to the unmodified Move, a 4+ on any die passes) and the grit they may cost.
 *
 * Our readings, where the book leaves movement on the grid open (the board page shows them):
 *
 * - A move goes over the spaces of the model's own level only: on the ground over open, cover and
 *   dangerous spaces; on a roof over the spaces of that roof, since the grid goes on over the top.
 *   Blocking terrain, other elevated spaces and every other model, friend or enemy, stop it.
 * - Leaving an enemy: a Character that takes a step from a space adjacent to an enemy model (K6)
 *   takes 2 damage after the move, once however many enemies it leaves. Enemy models do not (the
 *   book names Characters), and climbs and jumps do not (they are not move actions). The route shown
 *   avoids this where it can, then takes the fewest dangerous-terrain tests, then the fewest steps.
 * - Dangerous terrain: one move test for each dangerous space the model starts on (when it moves
 *   off it), passes through or ends on; each failed test costs 1 grit (no save) and the model goes
 *   on.
 * - Climbing: one action takes the model one level up or down (height 0 the ground, then the
 *   elevated areas' heights 1, 2, 3) to a free space among the eight around it (diagonals too, as
 *   the book allows), with one move test; a failure costs 1 grit and the model stays. A climb never
 *   changes the height by two or three levels at once: the book allows one level per activation on
 *   terrain with several levels, and an archetype's special action climbs "whatever the number of
 *   levels" as its exception. So a model climbs at most once per activation; the board shows one
 *   action and cannot know whether the model already climbed, so the page says so beside the climbs.
 * - Jumping: from a roof straight along a row or column over a gap of 1 or 2 spaces onto the first
 *   space of a roof of the same height. The gap holds no blocking terrain and nothing elevated as
 *   high as the two roofs or higher, and the landing space is free. A failure costs 1D3 grit and
 *   the model ends in a space below, which the players pick.
 */
import { countFaces, convolve, mixture, pAtLeast, point, successes, uniform, type Dist } from '../../../engine';
import { BLOCKING, BoardInputError, createBoard, DANGEROUS, ELEVATED, wholeNumberField, type Board, type Space } from '../board';
import { MAX_MOVE, type BoardSetup } from './state';

export type ReachKind = 'move' | 'climb' | 'jump';

export interface MoveTest {
  /** What calls for it: the climb, the jump, or dangerous terrain on `space`. */
  reason: 'climb' | 'jump' | 'dangerous';
  space: Space;
}

export interface ReachOption {
  kind: ReachKind;
  to: Space;
  /** The height the model ends at (0 on the ground). */
  level: number;
  /** Spaces entered, in order, ending with `to` (one space for a climb or a jump). */
  route: Space[];
  /** Orthogonal steps of the move; for a climb or jump, the horizontal distance (K6 steps). */
  steps: number;
  /** The move takes a step from a space next to an enemy model (moves only). */
  leavesEnemy: boolean;
  /** Damage after the move for leaving an enemy: 2 for a Character, else 0. */
  leavingDamage: 0 | 2;
  /** The move tests on the way, in the order they are rolled. */
  tests: MoveTest[];
  /** Chance that every test passes (1 when there is none). */
  allPass: number;
  /** Grit lost to failed tests: index k = P(k grit lost). A failed climb or jump ends the action. */
  gritLost: Dist;
}

export interface Reach {
  model: number;
  from: Space;
  level: number;
  /** Steps the move may take (the Move, or what the caller set, e.g. Rage's +1). */
  moveSteps: number;
  /** Dice of each move test (the unmodified Move, or what the caller set). */
  testDice: number;
  /** Chance one move test passes: at least one 4+ on that many dice. */
  testPass: number;
  /** Moves first (nearest first), then climbs, then jumps. */
  options: ReachOption[];
  /** The option ending on each space (index y * width + x), if any. */
  bySpace: (ReachOption | undefined)[];
}

const ORTHOGONAL = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** Chance a move test with `dice` dice passes: at least one 4+ among them. */
export function moveTestPass(dice: number): number {
  return pAtLeast(countFaces(dice, 6, (face) => face >= 4), 1);
}

/**
 * Every space models[index] can end on with one action. `steps` and `testDice` default to the
 * model's Move; pass them for effects that change one and not the other. `board` may be passed when
 * already built from this set-up.
 */
export function reach(setup: BoardSetup, index: number, overrides: { steps?: number; testDice?: number } = {}, board: Board = createBoard(setup)): Reach {
  if (!Number.isInteger(index) || index < 0 || index >= setup.models.length) {
    throw new BoardInputError('model', `there is no model ${String(index)} (the board has ${setup.models.length})`);
  }
  const model = setup.models[index]!;
  const moveSteps = overrides.steps ?? model.move;
  const testDice = overrides.testDice ?? model.move;
  wholeNumberField('steps', moveSteps, 0, MAX_MOVE + 4, 'the steps of the move');
  wholeNumberField('testDice', testDice, 1, MAX_MOVE + 4, 'the dice of a move test');
  const pass = moveTestPass(testDice);
  const fail = 1 - pass;
  const { width, height, kind, level, area, occupant } = board;
  const start = model.y * width + model.x;
  const startLevel = level[start]!;
  const character = model.side === 'character';
  const leaveStartTest = kind[start] === DANGEROUS ? [{ reason: 'dangerous' as const, space: { x: model.x, y: model.y } }] : [];

  // Spaces next to an enemy model on the same level (K6 adjacency).
  const nextToEnemy = new Uint8Array(width * height);
  for (const m of setup.models) {
    if (m.side === model.side) continue;
    for (const [dx, dy] of ORTHOGONAL) {
      const x = m.x + dx;
      const y = m.y + dy;
      if (x >= 0 && y >= 0 && x < width && y < height && level[y * width + x] === level[m.y * width + m.x]) nextToEnemy[y * width + x] = 1;
    }
  }

  const walkable = (at: number) =>
    occupant[at]! < 0 && (startLevel === 0 ? kind[at] !== BLOCKING && kind[at] !== ELEVATED : kind[at] === ELEVATED && area[at] === area[start]);

  // Layered search over (space, left an enemy yet) by exact step count: the fewest dangerous tests.
  const n = width * height;
  const NONE = 0x7fff;
  const tests: Int16Array[] = [];
  const parent: Int32Array[] = [];
  const first = new Int16Array(2 * n).fill(NONE);
  first[2 * start] = 0;
  tests.push(first);
  parent.push(new Int32Array(2 * n).fill(-1));
  for (let k = 1; k <= moveSteps; k++) {
    const prev = tests[k - 1]!;
    const cur = new Int16Array(2 * n).fill(NONE);
    const par = new Int32Array(2 * n).fill(-1);
    for (let state = 0; state < 2 * n; state++) {
      const t = prev[state]!;
      if (t === NONE) continue;
      const at = state >> 1;
      const left = (state & 1) | nextToEnemy[at]!;
      const x = at % width;
      const y = (at - x) / width;
      for (const [dx, dy] of ORTHOGONAL) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const to = ny * width + nx;
        if (!walkable(to)) continue;
        const next = 2 * to + left;
        const cost = t + (kind[to] === DANGEROUS ? 1 : 0);
        if (cost < cur[next]!) {
          cur[next] = cost;
          par[next] = state;
        }
      }
    }
    tests.push(cur);
    parent.push(par);
  }

  const bySpace: (ReachOption | undefined)[] = new Array(n);
  const options: ReachOption[] = [];
  const better = (a: [number, number, number], b: [number, number, number]) => {
    // Characters avoid the 2 damage first; others only care about tests and steps.
    const ka = character ? a : [a[1], a[2], a[0]];
    const kb = character ? b : [b[1], b[2], b[0]];
    for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]!;
    return false;
  };
  for (let at = 0; at < n; at++) {
    if (at === start) continue;
    let best: { k: number; state: number; key: [number, number, number] } | undefined;
    for (let k = 1; k <= moveSteps; k++) {
      for (const left of [0, 1]) {
        const t = tests[k]![2 * at + left]!;
        if (t === NONE) continue;
        const key: [number, number, number] = [left, t, k];
        if (!best || better(key, best.key)) best = { k, state: 2 * at + left, key };
      }
    }
    if (!best) continue;
    const route: Space[] = [];
    for (let k = best.k, state = best.state; k > 0; state = parent[k]![state]!, k--) {
      const s = state >> 1;
      route.unshift({ x: s % width, y: Math.floor(s / width) });
    }
    const moveTests: MoveTest[] = [...leaveStartTest, ...route.filter((s) => kind[s.y * width + s.x] === DANGEROUS).map((space) => ({ reason: 'dangerous' as const, space }))];
    const gritLost = successes(moveTests.length, fail);
    const leavesEnemy = best.key[0] === 1;
    const option: ReachOption = {
      kind: 'move',
      to: route[route.length - 1]!,
      level: startLevel,
      route,
      steps: best.k,
      leavesEnemy,
      leavingDamage: leavesEnemy && character ? 2 : 0,
      tests: moveTests,
      allPass: gritLost[0]!,
      gritLost,
    };
    bySpace[at] = option;
    options.push(option);
  }
  options.sort((a, b) => a.steps - b.steps || a.to.y - b.to.y || a.to.x - b.to.x);

  const startDist = successes(leaveStartTest.length, fail);
  const add = (option: Omit<ReachOption, 'allPass' | 'leavesEnemy' | 'leavingDamage' | 'steps' | 'route'>) => {
    const at = option.to.y * width + option.to.x;
    const full: ReachOption = {
      ...option,
      route: [option.to],
      steps: Math.abs(option.to.x - model.x) + Math.abs(option.to.y - model.y),
      leavesEnemy: false,
      leavingDamage: 0,
      allPass: option.gritLost[0]!,
    };
    bySpace[at] = full;
    options.push(full);
  };

  // Climbs: any free space one level up or down among the eight around the model.
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const x = model.x + dx;
      const y = model.y + dy;
      if ((dx === 0 && dy === 0) || x < 0 || y < 0 || x >= width || y >= height) continue;
      const at = y * width + x;
      if (kind[at] === BLOCKING || occupant[at]! >= 0 || Math.abs(level[at]! - startLevel) !== 1) continue;
      const landing = kind[at] === DANGEROUS ? [{ reason: 'dangerous' as const, space: { x, y } }] : [];
      // A failed climb costs 1 grit and ends the action; a good one may still meet dangerous terrain.
      const climb: Dist = mixture([
        [fail, point(1)],
        [pass, successes(landing.length, fail)],
      ]);
      add({
        kind: 'climb',
        to: { x, y },
        level: level[at]!,
        tests: [...leaveStartTest, { reason: 'climb', space: { x, y } }, ...landing],
        gritLost: convolve(startDist, climb),
      });
    }
  }

  // Jumps: from a roof over a gap of 1 or 2 lower spaces onto a roof of the same height.
  if (startLevel > 0) {
    for (const [dx, dy] of ORTHOGONAL) {
      for (let gap = 1; gap <= 2; gap++) {
        const gx = model.x + gap * dx;
        const gy = model.y + gap * dy;
        if (gx < 0 || gy < 0 || gx >= width || gy >= height) break;
        const g = gy * width + gx;
        if (kind[g] === BLOCKING || (kind[g] === ELEVATED && level[g]! >= startLevel)) break;
        const lx = gx + dx;
        const ly = gy + dy;
        if (lx < 0 || ly < 0 || lx >= width || ly >= height) break;
        const at = ly * width + lx;
        if (kind[at] !== ELEVATED || level[at] !== startLevel) continue;
        if (occupant[at]! < 0) {
          add({
            kind: 'jump',
            to: { x: lx, y: ly },
            level: startLevel,
            tests: [{ reason: 'jump', space: { x: lx, y: ly } }],
            gritLost: mixture([
              [pass, point(0)],
              [fail, uniform(3, 1)],
            ]),
          });
        }
        break;
      }
    }
  }

  return { model: index, from: { x: model.x, y: model.y }, level: startLevel, moveSteps, testDice, testPass: pass, options, bySpace };
}
