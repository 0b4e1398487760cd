/**
 * Moving rolled dice after the roll: a budget of single steps, each moving one die one face up or
 * down, spent where it helps the spender most. Kuggköping's Tinker dice "influence" is one: 2 Tinker
 * dice raise or lower one rolled die by 1, again and again on the same die if you like.
 *
 * The spender sees the whole roll, then picks the moves whose final total is worth the most to them
 * (`worth`, any function of the total: it need not grow with it); among equally good choices it spends
 * the fewest steps, and with those it reaches the total furthest the `better` way. Steps are only
 * ever spent because they change what the roll is worth, so `worth` also decides when steps are
 * saved: the total itself (the default) spends whenever the total improves; a take-out chance spends
 * only when the chance improves.
 *
 * Exact, without listing rolls: what the moves can do to a roll is summed up by a small table, the
 * fewest steps that change the total by each amount. Dice are added one at a time keeping the running
 * score next to that table; distinct tables are few (a few hundred at most with 3 steps on a D6), so
 * they are interned and their transitions memoised.
 */
import { trimSigned, trimZeros, type Dist, type SignedDist } from './dist';
import { checkScoredFaces, type ScoredFaces } from './priority-rerolls';
import { requireInteger } from './validate';

/** The most steps one call may spend (the number of distinct tables grows with it). */
export const MAX_FACE_SHIFT_STEPS = 4;

/** Worth values closer than this count as equal, so float noise never buys a step. */
const WORTH_TIE = 1e-12;

export interface FaceShiftPolicy {
  /** Most single-face steps that may be spent on the roll, 0..MAX_FACE_SHIFT_STEPS. */
  readonly steps: number;
  /**
   * Which ways a step may move a die: 'up', 'down' or 'both' (default). A die never goes past its
   * lowest or highest face. Restricting the way is exact when it never pays to move the other way
   * (e.g. a worth that only grows with the total, on a die whose score only grows with its face).
   */
  readonly directions?: 'up' | 'down' | 'both';
  /** Which way the spender wants the total score to go: the default worth, and the last tie-break. */
  readonly better: 'higher' | 'lower';
  /** What a final total is worth to the spender (bigger is better). Default: the total ('higher') or minus it ('lower'). */
  readonly worth?: (total: number) => number;
}

export interface FaceShiftPools {
  /** totals[n] = distribution of the final total score of n dice after the moves, n = 0..maxDice. */
  readonly totals: SignedDist[];
  /** stepsSpent[n][j] = P(exactly j steps are spent) on n dice. */
  readonly stepsSpent: Dist[];
}

/**
 * For n = 0..maxDice identical dice: the final total after the spender moves faces with up to
 * `policy.steps` steps, chosen after seeing the roll as described above, and how many steps it spent.
 */
export function faceShiftPools(die: ScoredFaces, maxDice: number, policy: FaceShiftPolicy): FaceShiftPools {
  return shiftPools(die, maxDice, policy, false);
}

/** faceShiftPools for n dice only: the final total and the steps spent. */
export function faceShiftPool(die: ScoredFaces, n: number, policy: FaceShiftPolicy): { total: SignedDist; stepsSpent: Dist } {
  const r = shiftPools(die, n, policy, true);
  return { total: r.totals[0]!, stepsSpent: r.stepsSpent[0]! };
}

function shiftPools(die: ScoredFaces, maxDice: number, policy: FaceShiftPolicy, onlyLast: boolean): FaceShiftPools {
  const faces = checkScoredFaces(die);
  requireInteger('maxDice', maxDice, 0, 500);
  const budget = requireInteger('steps', policy.steps, 0, MAX_FACE_SHIFT_STEPS);
  const directions = policy.directions ?? 'both';
  if (directions !== 'up' && directions !== 'down' && directions !== 'both') throw new Error("directions must be 'up', 'down' or 'both'");
  if (policy.better !== 'higher' && policy.better !== 'lower') throw new Error("better must be 'higher' or 'lower'");
  const sign = policy.better === 'higher' ? 1 : -1;
  const worth = policy.worth ?? ((t: number) => sign * t);
  const { minScore, width, span, reach, tables, groups } = automaton(die, faces, budget, directions);

  // worth of every total a roll can end on, looked up instead of called per state.
  const lo = Math.min(0, maxDice * minScore);
  const hi = Math.max(0, maxDice * (minScore + width));
  const worthOf = new Float64Array(hi - lo + 1);
  for (let t = lo; t <= hi; t++) {
    const w = worth(t);
    if (typeof w !== 'number' || Number.isNaN(w)) throw new Error(`worth(${t}) must be a number`);
    worthOf[t - lo] = w;
  }

  // The choice depends only on the table and the rolled total: decided once per pair, lazily.
  const range = hi - lo + 1;
  const decisions: { change: Int32Array; steps: Uint8Array }[] = [];
  const decide = (ti: number) => {
    let d = decisions[ti];
    if (d) return d;
    const table = tables[ti]!;
    // The changes this table allows, cheapest first (ties: the better way first), as flat arrays.
    const pairs: [number, number][] = [];
    for (let x = 0; x < span; x++) if (table[x]! <= budget && x !== reach) pairs.push([table[x]!, x - reach]);
    pairs.sort((u, v) => u[0] - v[0] || sign * (v[1] - u[1]));
    const costs = Int32Array.from(pairs, (x) => x[0]);
    const changes = Int32Array.from(pairs, (x) => x[1]);
    d = { change: new Int32Array(range), steps: new Uint8Array(range) };
    for (let t = 0; t < range; t++) {
      let change = 0;
      let steps = 0;
      let bestWorth = worthOf[t]!;
      for (let i = 0; i < costs.length; i++) {
        const c = changes[i]!;
        if (t + c < 0 || t + c >= range) continue;
        const w = worthOf[t + c]!;
        if (w > bestWorth + WORTH_TIE || (w >= bestWorth - WORTH_TIE && costs[i] === steps && sign * c > sign * change)) {
          if (w > bestWorth) bestWorth = w;
          change = c;
          steps = costs[i]!;
        }
      }
      d.change[t] = change;
      d.steps[t] = steps;
    }
    decisions[ti] = d;
    return d;
  };

  const size = maxDice * width + 1;
  let dp: Float64Array[] = [new Float64Array(size)];
  let spare: Float64Array[] = [new Float64Array(size)];
  dp[0]![0] = 1;
  const totals: SignedDist[] = [];
  const stepsSpent: Dist[] = [];
  const firstWanted = onlyLast ? maxDice : 0;
  for (let n = 0; n <= maxDice; n++) {
    if (n >= firstWanted) {
      const base = n * minScore - lo;
      const out = new Float64Array(n * width + 1);
      const spent = new Float64Array(budget + 1);
      for (let ti = 0; ti < dp.length; ti++) {
        const row = dp[ti]!;
        const { change, steps } = decide(ti);
        for (let s = 0; s <= n * width; s++) {
          const q = row[s]!;
          if (q === 0) continue;
          out[s + change[s + base]!]! += q;
          spent[steps[s + base]!]! += q;
        }
      }
      totals.push(trimSigned(n * minScore, Array.from(out)));
      stepsSpent.push(trimTop(spent));
    }
    if (n === maxDice) break;
    // Double-buffered rows, one per table: allocating fresh arrays per die costs more than the sums.
    const top = n * width;
    for (let ti = 0; ti < spare.length; ti++) spare[ti]!.fill(0, 0, top + width + 1);
    for (let ti = 0; ti < dp.length; ti++) {
      const row = dp[ti]!;
      for (const { to, shifts, ps } of groups[ti]!) {
        while (spare.length <= to) spare.push(new Float64Array(size));
        addShifted(row, top, spare[to]!, shifts, ps);
      }
    }
    while (dp.length < spare.length) dp.push(new Float64Array(size));
    [dp, spare] = [spare, dp];
  }
  return { totals, stepsSpent };
}

/** The tables of one die and budget, and how one more die moves between them. */
interface Automaton {
  minScore: number;
  width: number;
  /** Changes of the total a table covers: -reach..reach, stored at 0..span-1. */
  reach: number;
  span: number;
  /** tables[i][reach + change] = fewest steps that change the total by `change` (budget + 1: impossible). */
  tables: Uint8Array[];
  /** groups[i]: one more die from table i, by the table it leads to, with the score shifts (kernel) of the faces that lead there. */
  groups: { to: number; shifts: Int32Array; ps: Float64Array }[][];
}

/**
 * Automata depend only on the die, the budget and the directions, not on the worth, so a tool that
 * recomputes as inputs change reuses them. A memo of a pure function: results never depend on it.
 */
const automata = new Map<string, Automaton>();
const MAX_AUTOMATA = 32;

function automaton(die: ScoredFaces, faces: readonly number[], budget: number, directions: 'up' | 'down' | 'both'): Automaton {
  const key = `${budget}|${directions}|${die.p.join(',')}|${die.score.join(',')}`;
  const known = automata.get(key);
  if (known) return known;
  const built = buildAutomaton(die, faces, budget, directions);
  if (automata.size >= MAX_AUTOMATA) automata.delete(automata.keys().next().value!);
  automata.set(key, built);
  return built;
}

function buildAutomaton(die: ScoredFaces, faces: readonly number[], budget: number, directions: 'up' | 'down' | 'both'): Automaton {
  const last = die.p.length - 1;
  const allScores = die.score.slice(1, last + 1) as number[];
  const minScore = Math.min(...allScores);
  const width = Math.max(...allScores) - minScore;
  const reach = budget * width;
  const span = 2 * reach + 1;

  // What moving one die can do: (steps, change of its score) for every face within the budget.
  const movesFrom = (f: number): [number, number][] => {
    const out: [number, number][] = [];
    for (let t = Math.max(1, f - budget); t <= Math.min(last, f + budget); t++) {
      if (t === f || (t > f && directions === 'down') || (t < f && directions === 'up')) continue;
      const change = die.score[t]! - die.score[f]!;
      if (change !== 0) out.push([Math.abs(t - f), change]);
    }
    return out;
  };
  // Faces whose moves do the same lead to the same tables: one kind each, with its faces' shifts.
  const kinds: { moves: [number, number][]; kernel: Map<number, number>; key: string }[] = [];
  for (const f of faces) {
    const moves = movesFrom(f);
    const key = moves.join(';');
    let kind = kinds.find((k) => k.key === key);
    if (!kind) kinds.push((kind = { moves, kernel: new Map(), key }));
    const shift = die.score[f]! - minScore;
    kind.kernel.set(shift, (kind.kernel.get(shift) ?? 0) + die.p[f]!);
  }

  // Every table reachable from "no dice yet", breadth first.
  const start = new Uint8Array(span).fill(budget + 1);
  start[reach] = 0;
  const tables: Uint8Array[] = [start];
  const index = new Map<string, number>([[String.fromCharCode(...start), 0]]);
  const groups: Automaton['groups'] = [];
  for (let i = 0; i < tables.length; i++) {
    const t = tables[i]!;
    const byTo = new Map<number, Map<number, number>>();
    for (const kind of kinds) {
      const next = Uint8Array.from(t);
      for (let d = 0; d < span; d++) {
        if (t[d]! > budget) continue;
        for (const [cost, change] of kind.moves) {
          const to = d + change;
          const steps = t[d]! + cost;
          if (to >= 0 && to < span && steps < next[to]!) next[to] = steps;
        }
      }
      const k = String.fromCharCode(...next);
      let to = index.get(k);
      if (to === undefined) {
        to = tables.push(next) - 1;
        index.set(k, to);
      }
      const kernel = byTo.get(to) ?? new Map<number, number>();
      for (const [shift, p] of kind.kernel) kernel.set(shift, (kernel.get(shift) ?? 0) + p);
      byTo.set(to, kernel);
    }
    groups.push([...byTo].map(([to, kernel]) => ({ to, shifts: Int32Array.from(kernel.keys()), ps: Float64Array.from(kernel.values()) })));
  }
  return { minScore, width, reach, span, tables, groups };
}

/** target[s + shifts[j]] += row[s] * ps[j] for s = 0..top: the hot loop, kept small so it optimises well. */
function addShifted(row: Float64Array, top: number, target: Float64Array, shifts: Int32Array, ps: Float64Array): void {
  for (let j = 0; j < shifts.length; j++) {
    const shift = shifts[j]!;
    const p = ps[j]!;
    for (let s = 0; s <= top; s++) target[s + shift]! += row[s]! * p;
  }
}

const trimTop = (p: Float64Array): Dist => trimZeros(Array.from(p));
