/**
 * Dice: single dice, scored dice (each face worth a configurable number of successes, possibly
 * negative), pools, keep-highest, and re-roll policies. All exact and polynomial in the pool size.
 *
 * Faces are numbered 1..sides. A `score` function gives the integer a face is worth; an
 * `isFailure` predicate says which faces a re-roll may target.
 */
import {
  convolveN,
  maxOf,
  minOf,
  SUM_TOLERANCE,
  toSigned,
  trimZeros,
  type AnyDist,
  type Dist,
  type SignedDist,
} from './dist';
import { requireInteger, requireProbability } from './validate';

/** What a face is worth (an integer; may be negative, e.g. a 1 worth -1). */
export type FaceScore = (face: number) => number;
/** Whether a face counts as failed (the faces a re-roll policy may re-roll). */
export type FacePredicate = (face: number) => boolean;

const MAX_SIDES = 1000;
const MAX_DICE = 1000;

function checkSides(sides: number): void {
  requireInteger('sides', sides, 1, MAX_SIDES);
}

function checkDice(name: string, n: number): void {
  requireInteger(name, n, 0, MAX_DICE);
}

/** Face scores of a die as integers, validated once. */
function faceScores(sides: number, score: FaceScore): number[] {
  const out: number[] = [];
  for (let face = 1; face <= sides; face++) {
    out.push(requireInteger(`score(${face})`, score(face), -1e6, 1e6));
  }
  return out;
}

/** One fair die: P(face) = 1/sides for faces 1..sides (index 0 has probability 0). */
export function dieFaces(sides: number): Dist {
  checkSides(sides);
  const out = new Array<number>(sides + 1).fill(1 / sides);
  out[0] = 0;
  return out;
}

/** The distribution of score(face) when the face follows `faces` (a face distribution, index = face). */
export function scoreFaces(faces: Dist, score: FaceScore): SignedDist {
  const scores: Array<[number, number]> = [];
  let lo = Infinity;
  let hi = -Infinity;
  let sum = 0;
  for (let face = 0; face < faces.length; face++) {
    const p = faces[face]!;
    if (typeof p !== 'number' || !Number.isFinite(p) || p < 0) {
      throw new Error(`faces: entry ${face} must be a finite probability >= 0, got ${String(p)}`);
    }
    sum += p;
    if (p === 0) continue;
    const s = requireInteger(`score(${face})`, score(face), -1e6, 1e6);
    scores.push([s, p]);
    lo = Math.min(lo, s);
    hi = Math.max(hi, s);
  }
  if (scores.length === 0 || Math.abs(sum - 1) > SUM_TOLERANCE) {
    throw new Error(`faces must be a distribution summing to 1, sums to ${sum}`);
  }
  const out = new Array<number>(hi - lo + 1).fill(0);
  for (const [s, p] of scores) out[s - lo]! += p;
  return { min: lo, p: out };
}

/** One die's score: score(face) for a fair die with faces 1..sides. */
export function scoredDie(sides: number, score: FaceScore): SignedDist {
  return scoreFaces(dieFaces(sides), score);
}

/** Total of n independent dice, each distributed as `die` (n = 0 gives 0 with certainty). */
export function pool(n: number, die: Dist): Dist;
export function pool(n: number, die: AnyDist): SignedDist;
export function pool(n: number, die: AnyDist): AnyDist {
  checkDice('n', n);
  return convolveN(die, n);
}

/** Number of successes among n independent trials that each succeed with probability p (binomial). */
export function successes(n: number, p: number): Dist {
  checkDice('n', n);
  requireProbability('p', p);
  // Add one trial at a time: every step only mixes non-negative terms, so no cancellation.
  let dist = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(dist.length + 1).fill(0);
    for (let k = 0; k < dist.length; k++) {
      next[k]! += dist[k]! * (1 - p);
      next[k + 1]! += dist[k]! * p;
    }
    dist = next;
  }
  return trimZeros(dist);
}

/** Number of n fair dice (faces 1..sides) whose face satisfies pred. */
export function countFaces(n: number, sides: number, pred: FacePredicate): Dist {
  checkSides(sides);
  let hits = 0;
  for (let face = 1; face <= sides; face++) if (pred(face)) hits++;
  return successes(n, hits / sides);
}

/** The highest of k independent rolls of `die` (e.g. "roll two, keep the higher": k = 2). */
export function keepHighestOf(k: number, die: Dist): Dist;
export function keepHighestOf(k: number, die: AnyDist): SignedDist;
export function keepHighestOf(k: number, die: AnyDist): AnyDist {
  return keepOneOf(k, die, maxOf);
}

/** The lowest of k independent rolls of `die`. */
export function keepLowestOf(k: number, die: Dist): Dist;
export function keepLowestOf(k: number, die: AnyDist): SignedDist;
export function keepLowestOf(k: number, die: AnyDist): AnyDist {
  return keepOneOf(k, die, minOf);
}

/** The one roll of k that `pick` keeps (the higher or the lower of each pair, folded over all k). */
function keepOneOf(k: number, die: AnyDist, pick: (a: AnyDist, b: AnyDist) => AnyDist): AnyDist {
  requireInteger('k', k, 1, MAX_DICE);
  let kept: AnyDist = die;
  for (let i = 1; i < k; i++) kept = pick(kept, die);
  return k === 1 ? convolveN(die, 1) : kept;
}

/**
 * One die's score when a failed face is re-rolled once (the re-roll stands, even if it fails again).
 * Use with pool(n, ...) for "re-roll every failed die once".
 */
export function rerollFailuresOnce(sides: number, score: FaceScore, isFailure: FacePredicate): SignedDist {
  checkSides(sides);
  const scores = faceScores(sides, score);
  const failed: boolean[] = scores.map((_, i) => isFailure(i + 1));
  const nFailed = failed.filter(Boolean).length;
  // P(score s) = P(kept face scoring s) + P(failure) * P(re-roll scores s).
  const lo = Math.min(...scores);
  const hi = Math.max(...scores);
  const out = new Array<number>(hi - lo + 1).fill(0);
  for (let i = 0; i < sides; i++) {
    const s = scores[i]! - lo;
    if (!failed[i]) out[s]! += 1 / sides;
    out[s]! += nFailed / sides / sides;
  }
  return { min: lo, p: out };
}

/**
 * Total score of n dice when one failed die (if any) is re-rolled once. When failed faces score
 * differently, the lowest-scoring failed die is the one re-rolled (the choice that maximises the
 * total, since every re-roll has the same distribution). Exact, in O(n^2 * sides^2) at worst.
 */
export function rerollOneFailure(n: number, sides: number, score: FaceScore, isFailure: FacePredicate): SignedDist {
  checkDice('n', n);
  checkSides(sides);
  const scores = faceScores(sides, score);
  const sMin = Math.min(...scores);
  const width = Math.max(...scores) - sMin; // shifted scores t = s - sMin lie in [0, width]

  // Distinct scores of failed faces, ascending; state i = "lowest failed score so far is failScores[i]",
  // state failScores.length = "no failed die so far". Taking the min of state indices tracks the lowest.
  const failScores = [...new Set(scores.filter((_, i) => isFailure(i + 1)))].sort((a, b) => a - b);
  const none = failScores.length;

  // Group faces by what they do to the state, to keep the inner loop short.
  const keptByShift = new Array<number>(width + 1).fill(0);
  const failedByState = new Array<number>(none).fill(0);
  for (let i = 0; i < sides; i++) {
    if (isFailure(i + 1)) failedByState[failScores.indexOf(scores[i]!)]! += 1 / sides;
    else keptByShift[scores[i]! - sMin]! += 1 / sides;
  }
  const kept: Array<[number, number]> = [];
  keptByShift.forEach((p, t) => p > 0 && kept.push([t, p]));

  // dp[state][T] = P(state, sum of shifted scores = T) after the dice rolled so far.
  const size = n * width + 1;
  let dp: number[][] = Array.from({ length: none + 1 }, () => new Array<number>(size).fill(0));
  dp[none]![0] = 1;
  for (let die = 0; die < n; die++) {
    const next: number[][] = Array.from({ length: none + 1 }, () => new Array<number>(size).fill(0));
    const reach = die * width; // sums above this are still 0
    for (let state = 0; state <= none; state++) {
      const row = dp[state]!;
      for (let T = 0; T <= reach; T++) {
        const q = row[T]!;
        if (q === 0) continue;
        for (const [t, p] of kept) next[state]![T + t]! += q * p;
        for (let f = 0; f < none; f++) {
          const p = failedByState[f]!;
          if (p > 0) next[Math.min(state, f)]![T + failScores[f]! - sMin]! += q * p;
        }
      }
    }
    dp = next;
  }

  // Replace the lowest failed die's score by a fresh roll.
  const reroll = new Array<number>(width + 1).fill(0);
  for (const s of scores) reroll[s - sMin]! += 1 / sides;
  const out = dp[none]!.slice();
  for (let f = 0; f < none; f++) {
    const tf = failScores[f]! - sMin;
    const row = dp[f]!;
    for (let T = tf; T < size; T++) {
      const q = row[T]!;
      if (q === 0) continue;
      for (let r = 0; r <= width; r++) out[T - tf + r]! += q * reroll[r]!;
    }
  }
  return toSigned({ min: n * sMin, p: out }); // validates the sum and trims zero ends
}
