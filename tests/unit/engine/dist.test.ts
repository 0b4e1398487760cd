import { describe, expect, it } from 'vitest';
import {
  assertDist,
  atLeast,
  atMost,
  bernoulli,
  clampBelow,
  condition,
  convolve,
  convolveN,
  createRng,
  difference,
  entries,
  expectation,
  fromPairs,
  mapValues,
  maxOf,
  minOf,
  mixture,
  negate,
  pAtLeast,
  pAtMost,
  pExactly,
  point,
  shift,
  signedPoint,
  toDist,
  toSigned,
  total,
  trim,
  uniform,
  variance,
  type Dist,
  type SignedDist,
} from '../../../src/engine';
import { expectMatches, expectValid, tally } from './helpers';

const d6 = uniform(6, 1);

/** A random valid distribution from the seeded RNG, for property tests. */
function randomDist(rng: ReturnType<typeof createRng>, maxLen: number): number[] {
  // Some entries are exactly 0 (one in five), to exercise zero handling.
  const w = Array.from({ length: rng.int(1, maxLen) }, (): number => (rng.next() < 0.2 ? 0 : rng.next() + 0.01));
  if (!w.some((x) => x > 0)) w[0] = 1;
  const s = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / s);
}

describe('construction', () => {
  it('builds points, uniforms and Bernoulli trials', () => {
    expect(point(0)).toEqual([1]);
    expect(point(3)).toEqual([0, 0, 0, 1]);
    expect(d6).toEqual([0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6]);
    expect(uniform(2)).toEqual([0.5, 0.5]);
    expect(bernoulli(0.25)).toEqual([0.75, 0.25]);
    expect(bernoulli(0)).toEqual([1]);
    expect(signedPoint(-2)).toEqual({ min: -2, p: [1] });
  });

  it('merges repeated values in fromPairs', () => {
    expect(fromPairs([[-1, 0.25], [2, 0.5], [-1, 0.25]])).toEqual({ min: -1, p: [0.5, 0, 0, 0.5] });
    expect(() => fromPairs([[0, 0.5]])).toThrow(/sum to 1/);
  });

  it('rejects bad arguments with a message naming them', () => {
    expect(() => point(-1)).toThrow(/k must be an integer in/);
    expect(() => point(1.5)).toThrow(/k must be an integer/);
    expect(() => uniform(0)).toThrow(/n must be/);
    expect(() => uniform(Number.NaN)).toThrow(/n must be an integer/);
    expect(() => bernoulli(1.2)).toThrow(/p must be a probability/);
    expect(() => convolveN(d6, -1)).toThrow(/n must be/);
    expect(() => shift(d6, 0.5)).toThrow(/k must be an integer/);
  });
});

describe('assertDist', () => {
  it('accepts valid distributions of both shapes', () => {
    expect(() => assertDist([0.5, 0.5])).not.toThrow();
    expect(() => assertDist({ min: -3, p: [0.2, 0.8] })).not.toThrow();
  });
  it('rejects NaN, negatives, empty arrays and totals off by more than 1e-12', () => {
    expect(() => assertDist([Number.NaN, 1])).toThrow(/entry 0/);
    expect(() => assertDist([-0.1, 1.1])).toThrow(/entry 0/);
    expect(() => assertDist([])).toThrow(/non-empty/);
    expect(() => assertDist([0.5, 0.5 + 2e-12])).toThrow(/sum to 1/);
    expect(() => assertDist([0.5, 0.5 + 1e-13])).not.toThrow();
    expect(() => assertDist({ min: 0.5, p: [1] })).toThrow(/min must be an integer/);
    expect(() => convolve([0.5, 0.4], d6)).toThrow(/a must sum to 1/);
  });
});

describe('convolution', () => {
  it('gives the 2d6 triangle', () => {
    const twoD6 = convolve(d6, d6);
    expect(twoD6.length).toBe(13);
    for (let s = 2; s <= 12; s++) expect(twoD6[s]).toBeCloseTo((6 - Math.abs(s - 7)) / 36, 15);
    expect(twoD6[0]).toBe(0);
    expect(twoD6[1]).toBe(0);
  });

  it('convolveN matches repeated convolution for n = 0..12, both shapes', () => {
    const die: SignedDist = { min: -1, p: [1 / 6, 3 / 6, 1 / 6, 1 / 6] }; // -1, 0, 1, 2
    let plain: Dist = [1];
    let signed: SignedDist = signedPoint(0);
    for (let n = 0; n <= 12; n++) {
      const viaN = convolveN(d6, n);
      expect(viaN.length).toBe(plain.length);
      viaN.forEach((x, k) => expect(x).toBeCloseTo(plain[k]!, 14));
      const viaNSigned = convolveN(die, n);
      expect(viaNSigned.min).toBe(signed.min);
      viaNSigned.p.forEach((x, k) => expect(x).toBeCloseTo(signed.p[k]!, 14));
      expectValid(viaN);
      expectValid(viaNSigned);
      plain = convolve(plain, d6);
      signed = convolve(signed, die);
    }
  });

  it('returns a Dist for Dist inputs and a SignedDist as soon as one input is signed', () => {
    expect(Array.isArray(convolve(d6, d6))).toBe(true);
    const s = convolve(d6, signedPoint(-1));
    expect(s.min).toBe(0);
    expect(s.p).toEqual(d6.slice(1));
  });
});

describe('reading', () => {
  it('computes mean and variance of a d6', () => {
    expect(expectation(d6)).toBeCloseTo(3.5, 14);
    expect(variance(d6)).toBeCloseTo(35 / 12, 14);
    expect(expectation(difference(d6, d6))).toBeCloseTo(0, 14);
  });

  it('builds at-least and at-most tables', () => {
    const twoD6 = convolve(d6, d6);
    const ge = atLeast(twoD6);
    const le = atMost(twoD6);
    expect(ge[0]).toBe(1);
    expect(ge[2]).toBeCloseTo(1, 14);
    expect(ge[10]).toBeCloseTo(6 / 36, 14);
    expect(ge[12]).toBeCloseTo(1 / 36, 14);
    expect(le[7]).toBeCloseTo(21 / 36, 14);
    expect(le[12]).toBe(1);
    for (let k = 0; k < twoD6.length; k++) {
      expect(ge[k]).toBeCloseTo(pAtLeast(twoD6, k), 14);
      expect(le[k]).toBeCloseTo(pAtMost(twoD6, k), 14);
    }
  });

  it('answers point queries on signed distributions, outside the support too', () => {
    const m = difference(d6, d6);
    expect(pExactly(m, 0)).toBeCloseTo(1 / 6, 14);
    expect(pExactly(m, 9)).toBe(0);
    expect(pAtLeast(m, 1)).toBeCloseTo(15 / 36, 14);
    expect(pAtLeast(m, -99)).toBeCloseTo(1, 14);
    expect(pAtMost(m, -5)).toBeCloseTo(1 / 36, 14);
    expect(pAtMost(m, -6)).toBe(0);
    expect(entries(m)[0]).toEqual([-5, 1 / 36]);
  });
});

describe('transformations', () => {
  it('mixes with weights and rejects weights that do not sum to 1', () => {
    const m = mixture([
      [0.5, point(0)],
      [0.5, d6],
    ]);
    expect(m[0]).toBeCloseTo(0.5, 15);
    expect(m[6]).toBeCloseTo(1 / 12, 15);
    expect(() => mixture([[0.5, d6]])).toThrow(/weights must sum to 1/);
    expect(() => mixture([[-0.5, d6], [1.5, d6]])).toThrow(/weight must be >= 0/);
    const s = mixture([
      [0.5, signedPoint(-2)],
      [0.5, point(1)],
    ]);
    expect(s).toEqual({ min: -2, p: [0.5, 0, 0, 0.5] });
  });

  it('maps values, merging those that map together', () => {
    const half = mapValues(d6, (v) => Math.floor(v / 2));
    [1 / 6, 2 / 6, 2 / 6, 1 / 6].forEach((x, k) => expect(half[k]).toBeCloseTo(x, 15));
    expect(half.length).toBe(4);
    expect(() => mapValues(d6, (v) => v - 3)).toThrow(/negative values.*toSigned/);
    expect(mapValues(toSigned(d6), (v) => v - 3)).toEqual({ min: -2, p: d6.slice(1) });
    expect(() => mapValues(d6, (v) => v / 2)).toThrow(/must be an integer/);
  });

  it('conditions and renormalises, throwing for a probability-0 condition', () => {
    const odd = condition(d6, (v) => v % 2 === 1);
    expect(odd).toEqual([0, 1 / 3, 0, 1 / 3, 0, 1 / 3]);
    expect(() => condition(d6, (v) => v > 6)).toThrow(/probability 0/);
    const c = condition(difference(d6, d6), (v) => v > 0);
    expectValid(c);
    expect(pExactly(c, 5)).toBeCloseTo(1 / 15, 14);
  });

  it('negates, shifts, clamps and converts', () => {
    expect(negate(d6)).toEqual({ min: -6, p: d6.slice(1) });
    expect(shift(d6, -1)).toEqual({ min: 0, p: d6.slice(1) });
    const m = difference(d6, point(3)); // -2..3
    const clamped = clampBelow(m);
    expect(clamped[0]).toBeCloseTo(3 / 6, 15);
    expect(clamped[3]).toBeCloseTo(1 / 6, 15);
    const atLeast4 = clampBelow(d6, 4);
    [0, 0, 0, 0, 4 / 6, 1 / 6, 1 / 6].forEach((x, k) => expect(atLeast4[k]).toBeCloseTo(x, 15));
    expect(() => toDist(m)).toThrow(/negative values/);
    expect(toDist(shift(d6, -1))).toEqual([1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6]);
    expect(trim([0.5, 0.5, 0, 0])).toEqual([0.5, 0.5]);
    expect(() => clampBelow(m, -1)).toThrow(/floor must be/);
  });

  it('takes max and min of independent values like a brute-force tally', () => {
    const a: SignedDist = { min: -1, p: [0.2, 0.3, 0.5] };
    const b: Dist = [0.1, 0.6, 0, 0.3];
    const max = new Map<number, number>();
    const min = new Map<number, number>();
    for (const [va, pa] of entries(a)) {
      for (const [vb, pb] of entries(b)) {
        tally(max, Math.max(va, vb), pa * pb);
        tally(min, Math.min(va, vb), pa * pb);
      }
    }
    expectMatches(maxOf(a, b), max);
    expectMatches(minOf(a, b), min);
    expect(maxOf(d6, d6)[6]).toBeCloseTo(11 / 36, 15);
    expect(minOf(d6, d6)[1]).toBeCloseTo(11 / 36, 15);
  });

  it('gives the difference of two dice', () => {
    const m = difference(d6, d6);
    expect(m.min).toBe(-5);
    expect(m.p.length).toBe(11);
    for (let v = -5; v <= 5; v++) expect(pExactly(m, v)).toBeCloseTo((6 - Math.abs(v)) / 36, 15);
  });
});

describe('properties over random distributions', () => {
  it('every operation returns a valid distribution (sum 1 within 1e-12, no NaN)', () => {
    const rng = createRng('dist-properties');
    for (let trial = 0; trial < 200; trial++) {
      const a = randomDist(rng, 12);
      const b = randomDist(rng, 12);
      const sa: SignedDist = { min: rng.int(-5, 5), p: randomDist(rng, 8) };
      const results = [
        convolve(a, b),
        convolve(sa, b),
        convolveN(a, rng.int(0, 30)),
        convolveN(sa, rng.int(0, 30)),
        mixture([
          [0.3, a],
          [0.7, sa],
        ]),
        mapValues(a, (v) => v % 3),
        difference(a, sa),
        maxOf(a, sa),
        minOf(sa, b),
        clampBelow(sa),
        negate(sa),
      ];
      for (const r of results) expectValid(r);
      expect(Math.abs(total(a) - 1)).toBeLessThanOrEqual(1e-12);
      // Expectation is additive under convolution.
      expect(expectation(convolve(a, sa))).toBeCloseTo(expectation(a) + expectation(sa), 10);
    }
  });
});
