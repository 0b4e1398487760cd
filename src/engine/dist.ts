/**
 * Discrete probability distributions of integers, computed exactly (float64, no simulation).
 *
 * Two shapes:
 * - `Dist`: a plain array where index k holds P(X = k), for values that are never negative
 *   (successes, hits, damage). Cheap to index: `d[3]` is P(X = 3).
 * - `SignedDist`: `{ min, p }` where p[i] = P(X = min + i), for values that can go negative
 *   (margins, a die whose 1 scores -1).
 *
 * Functions that return a distribution follow their input: Dist in, Dist out; a SignedDist anywhere
 * in, SignedDist out. Every result sums to 1 within SUM_TOLERANCE and holds no NaN or Infinity.
 * Results carry no trailing zeros (and a SignedDist no leading zeros either).
 */
import { requireFinite, requireInteger } from './validate';

/** How far a distribution's total may stray from 1 (float rounding only). */
export const SUM_TOLERANCE = 1e-12;

/** P(X = k) at index k, for a value that is never negative. */
export type Dist = readonly number[];

/** A distribution of an integer that may be negative: P(X = min + i) = p[i]. */
export interface SignedDist {
  readonly min: number;
  readonly p: readonly number[];
}

/** Either shape; functions that only read a distribution accept both. */
export type AnyDist = Dist | SignedDist;

/** True for the `{ min, p }` shape. */
export function isSigned(d: AnyDist): d is SignedDist {
  return !Array.isArray(d);
}

// ---------------------------------------------------------------------------------------------
// Internal helpers: validation and normal form

/**
 * Distributions already checked, so each is validated once (where it is built or first read) and
 * every later read is free: hot game code can call pAtLeast or expectation in a loop. A distribution
 * must not be changed after it has been read (the types say readonly).
 */
const checked = new WeakSet<object>();

function checkProbabilities(name: string, p: readonly number[], min = 0): void {
  if (!Array.isArray(p) || p.length === 0) {
    throw new Error(`${name} must be a non-empty array of probabilities`);
  }
  if (checked.has(p)) return;
  let sum = 0;
  for (let i = 0; i < p.length; i++) {
    const x = p[i];
    if (typeof x !== 'number' || !Number.isFinite(x) || x < 0) {
      throw new Error(`${name}: entry ${i} must be a finite probability >= 0, got ${String(x)} (the chance of exactly ${min + i} is not a probability)`);
    }
    sum += x;
  }
  if (Math.abs(sum - 1) > SUM_TOLERANCE) {
    throw new Error(`${name} must sum to 1 within ${SUM_TOLERANCE}: its chances add up to ${sum}, not 1`);
  }
  checked.add(p);
}

/** Validates either shape (once per distribution) and returns it as { min, p } (no copy). */
function signedView(name: string, d: AnyDist): SignedDist {
  if (d === null || typeof d !== 'object') throw new Error(`${name} must be a distribution`);
  if (isSigned(d)) {
    requireInteger(`${name}.min`, d.min, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    checkProbabilities(`${name}.p`, d.p, d.min);
    return d;
  }
  checkProbabilities(name, d);
  return { min: 0, p: d };
}

/** Normal form of a signed result: leading and trailing zeros dropped (no check). */
export function trimSigned(min: number, p: readonly number[]): SignedDist {
  let lo = 0;
  let hi = p.length - 1;
  while (lo < hi && p[lo] === 0) lo++;
  while (hi > lo && p[hi] === 0) hi--;
  return { min: min + lo, p: p.slice(lo, hi + 1) };
}

/** Turns a signed result back into a Dist; `context` names the operation for the error message. */
function signedToDist(s: SignedDist, context: string): Dist {
  if (s.min < 0) {
    throw new Error(
      `${context} gives negative values (down to ${s.min}) with positive probability; ` +
        'convert the input with toSigned() to work with negative values',
    );
  }
  const out = new Array<number>(s.min + s.p.length).fill(0);
  for (let i = 0; i < s.p.length; i++) out[s.min + i] = s.p[i]!;
  return trimZeros(out);
}

/**
 * Drops trailing zeros (keeps at least one entry) without any check, so it also serves arrays of
 * weights that do not sum to 1 yet (one branch of a distribution). trim() is the checked version.
 */
export function trimZeros(p: readonly number[]): number[] {
  let end = p.length;
  while (end > 1 && p[end - 1] === 0) end--;
  return p.slice(0, end);
}

/**
 * X + Y over plain arrays of weights (index = value), which need not sum to 1: one branch of a
 * distribution convolved with another. convolve() is the checked version for distributions.
 */
export function convolveWeights(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += ai * b[j]!;
  }
  return out;
}

/** Adds weight p at index k of a growing array of weights (zeros fill any gap): a builder's step. */
export function addAt(weights: number[], k: number, p: number): void {
  while (weights.length <= k) weights.push(0);
  weights[k]! += p;
}

/** Returns a Dist when every input was a Dist, else the signed result. */
function follow(inputsSigned: boolean, s: SignedDist, context: string): AnyDist {
  return inputsSigned ? s : signedToDist(s, context);
}

// ---------------------------------------------------------------------------------------------
// Construction

/** The value k with certainty (k >= 0). */
export function point(k: number): Dist {
  requireInteger('k', k, 0, 1e7);
  const out = new Array<number>(k + 1).fill(0);
  out[k] = 1;
  return out;
}

/** The value v with certainty, v may be negative. */
export function signedPoint(v: number): SignedDist {
  requireInteger('v', v, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  return { min: v, p: [1] };
}

/** Each of the n values from, from + 1, ..., from + n - 1 with probability 1/n. */
export function uniform(n: number, from = 0): Dist {
  requireInteger('n', n, 1, 1e7);
  requireInteger('from', from, 0, 1e7);
  const out = new Array<number>(from + n).fill(0);
  for (let i = 0; i < n; i++) out[from + i] = 1 / n;
  return out;
}

/** 1 with probability p, else 0. */
export function bernoulli(p: number): Dist {
  requireFinite('p', p);
  if (p < 0 || p > 1) throw new Error(`p must be a probability in [0, 1], got ${p}`);
  return trimZeros([1 - p, p]);
}

/** A distribution from [value, probability] pairs (values may repeat and be negative; must sum to 1). */
export function fromPairs(pairs: ReadonlyArray<readonly [number, number]>): SignedDist {
  if (!Array.isArray(pairs) || pairs.length === 0) throw new Error('pairs must be a non-empty array');
  let lo = Infinity;
  let hi = -Infinity;
  for (const [v, p] of pairs) {
    requireInteger('pair value', v, -1e7, 1e7);
    requireFinite('pair probability', p);
    if (p < 0) throw new Error(`pair probability must be >= 0, got ${p}`);
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  const out = new Array<number>(hi - lo + 1).fill(0);
  for (const [v, p] of pairs) out[v - lo]! += p;
  checkProbabilities('pairs', out);
  return trimSigned(lo, out);
}

// ---------------------------------------------------------------------------------------------
// Conversion

/** The same distribution as { min, p }. */
export function toSigned(d: AnyDist): SignedDist {
  const s = signedView('d', d);
  return trimSigned(s.min, s.p);
}

/** A SignedDist whose values are all >= 0 as a Dist; throws if a negative value has positive probability. */
export function toDist(d: AnyDist): Dist {
  return signedToDist(toSigned(d), 'toDist');
}

/** The distribution of max(floor, X) as a Dist (floor >= 0), e.g. damage that cannot go below 0. */
export function clampBelow(d: AnyDist, floor = 0): Dist {
  const s = signedView('d', d);
  requireInteger('floor', floor, 0, 1e7);
  const top = Math.max(floor, s.min + s.p.length - 1);
  const out = new Array<number>(top + 1).fill(0);
  for (let i = 0; i < s.p.length; i++) out[Math.max(floor, s.min + i)]! += s.p[i]!;
  return trimZeros(out);
}

/** Drops trailing zeros (keeps at least one entry) of a checked distribution. */
export function trim(d: Dist): Dist {
  signedView('d', d);
  return trimZeros(d);
}

/**
 * Finishes a distribution a game built by hand from weights (index = value): float noise below zero
 * (within SUM_TOLERANCE) becomes 0, trailing zeros go, and the result is checked once, naming it in
 * the error. Use it where a distribution is built, so nothing downstream checks it again.
 */
export function fromWeights(weights: readonly number[], name = 'distribution'): Dist {
  const out = weights.map((p) => (p < 0 && p >= -SUM_TOLERANCE ? 0 : p));
  const d = trimZeros(out);
  checkProbabilities(name, d);
  return d;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Every value with positive probability, as [value, probability], in increasing value order. */
export function entries(d: AnyDist): Array<[number, number]> {
  const s = signedView('d', d);
  const out: Array<[number, number]> = [];
  for (let i = 0; i < s.p.length; i++) if (s.p[i]! > 0) out.push([s.min + i, s.p[i]!]);
  return out;
}

/** Sum of all probabilities (1 for a valid distribution; useful in tests and assertions). */
export function total(d: AnyDist): number {
  const p = isSigned(d) ? d.p : d;
  let sum = 0;
  for (const x of p) sum += x;
  return sum;
}

/** Throws unless d is a valid distribution: finite entries >= 0 summing to 1 within SUM_TOLERANCE. */
export function assertDist(d: AnyDist, name = 'distribution'): void {
  signedView(name, d);
}

/** P(X = v). */
export function pExactly(d: AnyDist, v: number): number {
  const s = signedView('d', d);
  requireInteger('v', v);
  const i = v - s.min;
  return i >= 0 && i < s.p.length ? s.p[i]! : 0;
}

/** P(X >= v), for any integer v; summed from the top, so a small tail keeps its precision (1 exactly when every value is >= v). */
export function pAtLeast(d: AnyDist, v: number): number {
  const s = signedView('d', d);
  requireInteger('v', v);
  if (v <= s.min) return 1; // every value qualifies: exactly 1, not a float sum
  let sum = 0;
  for (let i = s.p.length - 1; i >= v - s.min; i--) sum += s.p[i]!;
  return Math.min(1, sum);
}

/** P(X <= v), for any integer v. */
export function pAtMost(d: AnyDist, v: number): number {
  const s = signedView('d', d);
  requireInteger('v', v);
  let sum = 0;
  for (let i = 0; i < s.p.length && i <= v - s.min; i++) sum += s.p[i]!;
  return Math.min(1, sum);
}

/** Table of P(X >= k) for k = 0 .. d.length - 1 (entry 0 is 1; beyond the table it is 0). */
export function atLeast(d: Dist): number[] {
  signedView('d', d);
  const out = new Array<number>(d.length).fill(0);
  let sum = 0;
  for (let k = d.length - 1; k >= 0; k--) {
    sum += d[k]!;
    out[k] = Math.min(1, sum);
  }
  out[0] = 1;
  return out;
}

/** Table of P(X <= k) for k = 0 .. d.length - 1 (the last entry is 1). */
export function atMost(d: Dist): number[] {
  signedView('d', d);
  const out = new Array<number>(d.length).fill(0);
  let sum = 0;
  for (let k = 0; k < d.length; k++) {
    sum += d[k]!;
    out[k] = Math.min(1, sum);
  }
  out[d.length - 1] = 1;
  return out;
}

/** E[X]. */
export function expectation(d: AnyDist): number {
  const s = signedView('d', d);
  let e = 0;
  for (let i = 0; i < s.p.length; i++) e += (s.min + i) * s.p[i]!;
  return e;
}

/** Var[X] (computed around the mean, so no catastrophic cancellation). */
export function variance(d: AnyDist): number {
  const s = signedView('d', d);
  const mean = expectation(s);
  let v = 0;
  for (let i = 0; i < s.p.length; i++) v += (s.min + i - mean) ** 2 * s.p[i]!;
  return v;
}

// ---------------------------------------------------------------------------------------------
// Combining

/** X + Y for independent X ~ a, Y ~ b. */
export function convolve(a: Dist, b: Dist): Dist;
export function convolve(a: AnyDist, b: AnyDist): SignedDist;
export function convolve(a: AnyDist, b: AnyDist): AnyDist {
  const sa = signedView('a', a);
  const sb = signedView('b', b);
  const s = trimSigned(sa.min + sb.min, convolveWeights(sa.p, sb.p));
  return follow(isSigned(a) || isSigned(b), s, 'convolve');
}

/** Sum of n independent copies of d (n >= 0; n = 0 gives the value 0 with certainty). */
export function convolveN(d: Dist, n: number): Dist;
export function convolveN(d: AnyDist, n: number): SignedDist;
export function convolveN(d: AnyDist, n: number): AnyDist {
  const s = signedView('d', d);
  requireInteger('n', n, 0, 10000);
  // Binary exponentiation: log2(n) convolutions instead of n.
  let result: SignedDist = { min: 0, p: [1] };
  let base: SignedDist = trimSigned(s.min, s.p);
  let k = n;
  while (k > 0) {
    if (k & 1) result = trimSigned(result.min + base.min, convolveWeights(result.p, base.p));
    k >>= 1;
    if (k > 0) base = trimSigned(base.min * 2, convolveWeights(base.p, base.p));
  }
  return follow(isSigned(d), result, 'convolveN');
}

/** With probability weight_i draw from dist_i (weights >= 0, summing to 1 within SUM_TOLERANCE). */
export function mixture(parts: ReadonlyArray<readonly [number, Dist]>): Dist;
export function mixture(parts: ReadonlyArray<readonly [number, AnyDist]>): SignedDist;
export function mixture(parts: ReadonlyArray<readonly [number, AnyDist]>): AnyDist {
  if (!Array.isArray(parts) || parts.length === 0) throw new Error('parts must be a non-empty array of [weight, dist]');
  let lo = Infinity;
  let hi = -Infinity;
  let weightSum = 0;
  let anySigned = false;
  const views = parts.map(([w, d], i) => {
    requireFinite(`parts[${i}] weight`, w);
    if (w < 0) throw new Error(`parts[${i}] weight must be >= 0, got ${w}`);
    weightSum += w;
    anySigned ||= isSigned(d);
    const s = signedView(`parts[${i}] dist`, d);
    if (w > 0) {
      lo = Math.min(lo, s.min);
      hi = Math.max(hi, s.min + s.p.length - 1);
    }
    return s;
  });
  if (Math.abs(weightSum - 1) > SUM_TOLERANCE) {
    throw new Error(`mixture weights must sum to 1 within ${SUM_TOLERANCE}, sum to ${weightSum}`);
  }
  const out = new Array<number>(hi - lo + 1).fill(0);
  views.forEach((s, i) => {
    const w = parts[i]![0];
    if (w === 0) return;
    for (let j = 0; j < s.p.length; j++) out[s.min + j - lo]! += w * s.p[j]!;
  });
  return follow(anySigned, trimSigned(lo, out), 'mixture');
}

/** The distribution of f(X); f must return integers (>= 0 for a Dist). Values mapping together merge. */
export function mapValues(d: Dist, f: (value: number) => number): Dist;
export function mapValues(d: SignedDist, f: (value: number) => number): SignedDist;
export function mapValues(d: AnyDist, f: (value: number) => number): AnyDist;
export function mapValues(d: AnyDist, f: (value: number) => number): AnyDist {
  const pairs: Array<[number, number]> = entries(d).map(([v, p]) => {
    const mapped = f(v);
    requireInteger(`mapValues: f(${v})`, mapped, -1e7, 1e7);
    return [mapped, p];
  });
  return follow(isSigned(d), fromPairs(pairs), 'mapValues');
}

/**
 * X given pred(X), renormalised. Throws an Error when pred holds with probability 0
 * (there is nothing to condition on), never returns NaN.
 */
export function condition(d: Dist, pred: (value: number) => boolean): Dist;
export function condition(d: SignedDist, pred: (value: number) => boolean): SignedDist;
export function condition(d: AnyDist, pred: (value: number) => boolean): AnyDist;
export function condition(d: AnyDist, pred: (value: number) => boolean): AnyDist {
  const kept = entries(d).filter(([v]) => pred(v));
  let mass = 0;
  for (const [, p] of kept) mass += p;
  if (mass === 0) throw new Error('condition: the condition has probability 0, so X given it is undefined');
  return follow(isSigned(d), fromPairs(kept.map(([v, p]) => [v, p / mass])), 'condition');
}

/** -X. */
export function negate(d: AnyDist): SignedDist {
  const s = signedView('d', d);
  return trimSigned(-(s.min + s.p.length - 1), [...s.p].reverse());
}

/** X + k (k any integer). */
export function shift(d: AnyDist, k: number): SignedDist {
  const s = signedView('d', d);
  requireInteger('k', k, -1e7, 1e7);
  return trimSigned(s.min + k, s.p);
}

/** A - B for independent A ~ a, B ~ b (a margin: may be negative). */
export function difference(a: AnyDist, b: AnyDist): SignedDist {
  return convolve(toSigned(a), negate(b));
}

/** Pointwise CDF combination shared by maxOf and minOf. */
function orderStatistic(a: AnyDist, b: AnyDist, kind: 'max' | 'min'): AnyDist {
  const sa = signedView('a', a);
  const sb = signedView('b', b);
  const lo = Math.min(sa.min, sb.min);
  const hi = Math.max(sa.min + sa.p.length, sb.min + sb.p.length) - 1;
  const out = new Array<number>(hi - lo + 1).fill(0);
  // P(max = v) = P(A = v) P(B <= v) + P(A < v) P(B = v); min mirrors it with >=, >.
  const pa = (v: number) => (v - sa.min >= 0 && v - sa.min < sa.p.length ? sa.p[v - sa.min]! : 0);
  const pb = (v: number) => (v - sb.min >= 0 && v - sb.min < sb.p.length ? sb.p[v - sb.min]! : 0);
  if (kind === 'max') {
    let aBelow = 0; // P(A < v)
    let bUpTo = 0; // P(B <= v)
    for (let v = lo; v <= hi; v++) {
      bUpTo += pb(v);
      out[v - lo] = pa(v) * bUpTo + aBelow * pb(v);
      aBelow += pa(v);
    }
  } else {
    let aAbove = 0; // P(A > v)
    let bFrom = 0; // P(B >= v)
    for (let v = hi; v >= lo; v--) {
      bFrom += pb(v);
      out[v - lo] = pa(v) * bFrom + aAbove * pb(v);
      aAbove += pa(v);
    }
  }
  return follow(isSigned(a) || isSigned(b), trimSigned(lo, out), kind === 'max' ? 'maxOf' : 'minOf');
}

/** max(A, B) for independent A ~ a, B ~ b. */
export function maxOf(a: Dist, b: Dist): Dist;
export function maxOf(a: AnyDist, b: AnyDist): SignedDist;
export function maxOf(a: AnyDist, b: AnyDist): AnyDist {
  return orderStatistic(a, b, 'max');
}

/** min(A, B) for independent A ~ a, B ~ b. */
export function minOf(a: Dist, b: Dist): Dist;
export function minOf(a: AnyDist, b: AnyDist): SignedDist;
export function minOf(a: AnyDist, b: AnyDist): AnyDist {
  return orderStatistic(a, b, 'min');
}
