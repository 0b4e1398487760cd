/** Test helpers: brute-force enumeration and tolerance checks (never used by the engine itself). */
import { expect } from 'vitest';
import { toSigned, type AnyDist } from '../../../src/engine';

/** Calls visit for every ordered outcome of n dice with the given sides (sides^n calls). */
export function forEachRoll(n: number, sides: number, visit: (faces: number[]) => void): void {
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    visit(faces);
    let i = 0;
    while (i < n && faces[i] === sides) faces[i++] = 1;
    if (i === n) return;
    faces[i]!++;
  }
}

/** Calls visit with every ordered draw of k distinct cards (indices into cards). */
export function forEachOrderedDraw(cards: number[], k: number, visit: (drawn: number[]) => void): void {
  const used = new Array<boolean>(cards.length).fill(false);
  const drawn: number[] = [];
  const step = () => {
    if (drawn.length === k) return visit(drawn);
    for (let i = 0; i < cards.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      drawn.push(cards[i]!);
      step();
      drawn.pop();
      used[i] = false;
    }
  };
  step();
}

/** Tallies value -> probability into a Map. */
export function tally(into: Map<number, number>, value: number, p: number): void {
  into.set(value, (into.get(value) ?? 0) + p);
}

/** Turns integer outcome counts into probabilities in place (one division each: no drift from summing). */
export function toProbabilities(counts: Map<number, number>, outcomes: number): void {
  for (const [v, n] of counts) counts.set(v, n / outcomes);
}

/** Asserts that a distribution equals a brute-force tally, value by value, within tol. */
export function expectMatches(d: AnyDist, expected: Map<number, number>, tol = 1e-12): void {
  const s = toSigned(d);
  const values = new Set<number>([...expected.keys()]);
  s.p.forEach((_, i) => values.add(s.min + i));
  for (const v of values) {
    const got = v - s.min >= 0 && v - s.min < s.p.length ? s.p[v - s.min]! : 0;
    expect(Math.abs(got - (expected.get(v) ?? 0)), `P(X = ${v})`).toBeLessThanOrEqual(tol);
  }
}

/** Asserts the distribution is valid: finite, non-negative, sums to 1 within 1e-12. */
export function expectValid(d: AnyDist): void {
  const p = toSigned(d).p;
  for (const x of p) {
    expect(Number.isFinite(x)).toBe(true);
    expect(x).toBeGreaterThanOrEqual(0);
  }
  expect(Math.abs(p.reduce((a, b) => a + b, 0) - 1)).toBeLessThanOrEqual(1e-12);
}

/** Asserts |observed frequency - p| is within 5 standard errors of a binomial proportion over n trials. */
export function expectWithinSE(hits: number, n: number, p: number): void {
  const se = Math.sqrt(Math.max(p * (1 - p), 1e-12) / n);
  expect(Math.abs(hits / n - p)).toBeLessThanOrEqual(5 * se + 1e-12);
}
