/**
 * Targeted re-rolls of a pool of identical dice: after the roll, up to k dice are re-rolled once,
 * picked in a fixed priority order of face groups (e.g. "every 1 first, then any other failed die").
 * A player spending re-rolls on their own dice re-rolls the worst; one forcing re-rolls on an
 * opponent's dice re-rolls the best (e.g. Kuggköping's Tinker dice). rerollOneFailure in dice.ts is
 * the k = 1, one-group case.
 *
 * Exact: dice are added one at a time, keeping the number of dice seen so far in each priority group
 * (capped at k, more never matters) next to the running score, so every pool size from 0 to maxDice
 * comes out of one pass. O(maxDice^2 * (k+1)^2 * faces).
 */
import { convolveN, SUM_TOLERANCE, type Dist } from './dist';
import { requireInteger } from './validate';

/** A die: probability and score of each face (index 0 unused; faces 1..6 for a D6). */
export interface ScoredFaces {
  /** p[face] = P(the die shows this face). */
  readonly p: readonly number[];
  /** score[face] = what the face is worth (an integer, may be negative). */
  readonly score: readonly number[];
}

/** The most dice one call may take (its tables grow with maxDice squared). */
const MAX_DICE = 1000;
/** The most re-rolls one call may spend. */
const MAX_REROLLS = 100;

/** The die's faces with p > 0, checked: probabilities that sum to 1 and an integer score for every face. */
export function checkScoredFaces(die: ScoredFaces): number[] {
  if (die === null || typeof die !== 'object' || !Array.isArray(die.p) || !Array.isArray(die.score)) {
    throw new Error('die must be { p, score } arrays indexed by face');
  }
  const last = die.p.length - 1;
  if (last < 1) throw new Error('die needs at least one face');
  let sum = 0;
  const faces: number[] = [];
  for (let f = 1; f <= last; f++) {
    const p = die.p[f];
    if (typeof p !== 'number' || !Number.isFinite(p) || p < 0) throw new Error(`die.p[${f}] must be a probability >= 0`);
    const s = die.score[f];
    if (typeof s !== 'number' || !Number.isInteger(s)) throw new Error(`die.score[${f}] must be an integer`);
    sum += p;
    if (p > 0) faces.push(f);
  }
  if (Math.abs(sum - 1) > SUM_TOLERANCE) throw new Error(`die.p must sum to 1, sums to ${sum}`);
  return faces;
}

/** Checks the priority groups: at most two, each a list of the die's faces that all score the same. */
function checkGroups(groups: readonly (readonly number[])[], die: ScoredFaces): void {
  if (!Array.isArray(groups)) throw new Error('groups must be an array of face lists');
  if (groups.length > 2) throw new Error(`groups: at most two re-roll priority groups are supported, got ${groups.length}`);
  const seen = new Set<number>();
  groups.forEach((g, i) => {
    if (!Array.isArray(g)) throw new Error(`groups[${i}] must be an array of faces`);
    for (const f of g) {
      requireInteger(`groups[${i}] face`, f, 1, die.p.length - 1);
      if (seen.has(f)) throw new Error(`groups: face ${f} is in more than one group`);
      seen.add(f);
    }
    if (new Set(g.map((f) => die.score[f])).size > 1) throw new Error(`groups[${i}]: every face of a re-roll group must score the same`);
  });
}

/**
 * For n = 0..maxDice dice: the distribution of (total score - n * minScore), i.e. shifted so every
 * value is >= 0, when up to `rerolls` dice are re-rolled once, chosen group by group in `groups`
 * order (at most 2 groups; every face of a group must have the same score). Returns the shift too.
 */
export function priorityRerollPools(
  die: ScoredFaces,
  maxDice: number,
  groups: readonly (readonly number[])[],
  rerolls: number,
): { pools: Dist[]; minScore: number } {
  const faces = checkScoredFaces(die);
  requireInteger('maxDice', maxDice, 0, MAX_DICE);
  requireInteger('rerolls', rerolls, 0, MAX_REROLLS);
  checkGroups(groups, die);
  const minScore = Math.min(...faces.map((f) => die.score[f]!));
  const maxScore = Math.max(...faces.map((f) => die.score[f]!));
  const width = maxScore - minScore;
  const groupOf = new Map<number, number>();
  groups.forEach((g, i) => g.forEach((f) => groupOf.set(f, i)));
  const groupScore = groups.map((g) => (g.length > 0 ? die.score[g[0]!]! - minScore : 0));

  // A fresh die (what a re-rolled die becomes), shifted, and pools of 0..k fresh dice.
  const fresh = new Array<number>(width + 1).fill(0);
  for (const f of faces) fresh[die.score[f]! - minScore]! += die.p[f]!;
  const freshPools: Float64Array[] = [];
  for (let r = 0; r <= rerolls; r++) freshPools.push(Float64Array.from(convolveN(fresh, r)));

  const k = rerolls;
  const side = k + 1;
  const stateCount = groups.length === 2 ? side * side : groups.length === 1 ? side : 1;
  const size = maxDice * width + 1;
  let dp: Float64Array[] = Array.from({ length: stateCount }, () => new Float64Array(size));
  dp[0]![0] = 1;
  const counts = (state: number): [number, number] => (groups.length === 2 ? [Math.floor(state / side), state % side] : [state, 0]);
  const stateOf = (c0: number, c1: number): number => (groups.length === 2 ? c0 * side + c1 : c0);

  // Faces that score the same and count towards the same group behave alike: merge them.
  const classes: { group: number; shift: number; p: number }[] = [];
  for (const f of faces) {
    const group = groupOf.get(f) ?? -1;
    const shift = die.score[f]! - minScore;
    const same = classes.find((c) => c.group === group && c.shift === shift);
    if (same) same.p += die.p[f]!;
    else classes.push({ group, shift, p: die.p[f]! });
  }

  const pools: Dist[] = [];
  for (let n = 0; n <= maxDice; n++) {
    // Finalise n dice: replace the chosen dice's scores by fresh rolls.
    const out = new Float64Array(n * width + 1);
    for (let state = 0; state < stateCount; state++) {
      const row = dp[state]!;
      const [c0, c1] = counts(state);
      const r0 = groups.length >= 1 ? Math.min(c0, k) : 0;
      const r1 = groups.length === 2 ? Math.min(c1, k - r0) : 0;
      const removed = (r0 > 0 ? r0 * groupScore[0]! : 0) + (r1 > 0 ? r1 * groupScore[1]! : 0);
      const add = freshPools[r0 + r1]!;
      const addLength = add.length;
      for (let s = 0; s <= n * width; s++) {
        const q = row[s]!;
        if (q === 0) continue;
        const base = s - removed;
        for (let j = 0; j < addLength; j++) out[base + j]! += q * add[j]!;
      }
    }
    pools.push(Array.from(out));
    if (n === maxDice) break;
    // Add one more die.
    const next: Float64Array[] = Array.from({ length: stateCount }, () => new Float64Array(size));
    for (let state = 0; state < stateCount; state++) {
      const row = dp[state]!;
      const [c0, c1] = counts(state);
      for (const { group: g, shift, p } of classes) {
        const to = g === 0 ? stateOf(Math.min(c0 + 1, k), c1) : g === 1 ? stateOf(c0, Math.min(c1 + 1, k)) : state;
        const target = next[to]!;
        for (let s = 0; s <= n * width; s++) {
          const q = row[s]!;
          if (q !== 0) target[s + shift]! += q * p;
        }
      }
    }
    dp = next;
  }
  return { pools, minScore };
}
