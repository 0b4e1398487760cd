import { describe, expect, it } from 'vitest';
import {
  countFaces,
  createRng,
  dieFaces,
  expectation,
  keepHighestOf,
  keepLowestOf,
  pAtLeast,
  pool,
  rerollFailuresOnce,
  rerollOneFailure,
  scoredDie,
  scoreFaces,
  successes,
  variance,
  type FaceScore,
} from '../../../src/engine';
import { expectMatches, expectValid, expectWithinSE, forEachRoll, tally, toProbabilities } from './helpers';

// A 6 is worth two, a 1 minus one, 4-5 one, 2-3 nothing.
const swingy: FaceScore = (f) => (f === 6 ? 2 : f === 1 ? -1 : f >= 4 ? 1 : 0);
const swingyFails = (f: number) => f <= 3; // failed faces score -1 or 0: they score differently
// Heartbreaker-like die with a +1 modifier: 1 = 0, 6 = 2, otherwise 1 if face + 1 >= 4.
const punch: FaceScore = (f) => (f === 1 ? 0 : f === 6 ? 2 : f + 1 >= 4 ? 1 : 0);
const punchFails = (f: number) => punch(f) === 0;

describe('single dice', () => {
  it('gives fair faces and scored faces', () => {
    expect(dieFaces(4)).toEqual([0, 0.25, 0.25, 0.25, 0.25]);
    const s = scoredDie(6, swingy);
    expect(s.min).toBe(-1);
    [1, 2, 2, 1].forEach((n, i) => expect(s.p[i]).toBeCloseTo(n / 6, 15));
    expect(scoreFaces([0, 0.5, 0.5], (f) => f * 10)).toEqual({ min: 10, p: [0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5] });
  });

  it('rejects bad dice', () => {
    expect(() => dieFaces(0)).toThrow(/sides must be an integer in \[1/);
    expect(() => dieFaces(2.5)).toThrow(/sides must be an integer/);
    expect(() => scoredDie(6, (f) => f / 2)).toThrow(/score\(1\) must be an integer/);
    expect(() => scoredDie(6, () => Number.NaN)).toThrow(/score\(1\)/);
    expect(() => pool(-1, dieFaces(6))).toThrow(/n must be an integer in \[0/);
    expect(() => rerollOneFailure(1.5, 6, swingy, swingyFails)).toThrow(/n must be an integer/);
    expect(() => successes(3, 2)).toThrow(/p must be a probability/);
    expect(() => keepHighestOf(0, dieFaces(6))).toThrow(/k must be/);
  });
});

describe('pools against brute-force enumeration of every roll', () => {
  it('scores 4d6 with a 6 worth two and a 1 worth minus one (all 6^4 rolls)', () => {
    const expected = new Map<number, number>();
    forEachRoll(4, 6, (faces) => tally(expected, faces.map(swingy).reduce((a, b) => a + b, 0), 1));
    toProbabilities(expected, 6 ** 4);
    const d = pool(4, scoredDie(6, swingy));
    expectMatches(d, expected);
    expectValid(d);
  });

  it('counts successes like the binomial closed form', () => {
    const d = successes(5, 1 / 3);
    for (let k = 0; k <= 5; k++) {
      const c = [1, 5, 10, 10, 5, 1][k]!;
      expect(d[k]).toBeCloseTo(c * (1 / 3) ** k * (2 / 3) ** (5 - k), 15);
    }
    expect(successes(0, 0.5)).toEqual([1]);
    expect(successes(3, 0)).toEqual([1]);
    expect(successes(3, 1)).toEqual([0, 0, 0, 1]);
    const fours = countFaces(3, 6, (f) => f >= 4);
    expect(fours[3]).toBeCloseTo(1 / 8, 15);
  });

  it('keeps the highest or lowest of several rolls', () => {
    const hi = keepHighestOf(2, dieFaces(6));
    const lo = keepLowestOf(3, dieFaces(6));
    const eHi = new Map<number, number>();
    const eLo = new Map<number, number>();
    forEachRoll(2, 6, (f) => tally(eHi, Math.max(...f), 1));
    forEachRoll(3, 6, (f) => tally(eLo, Math.min(...f), 1));
    toProbabilities(eHi, 36);
    toProbabilities(eLo, 216);
    expectMatches(hi, eHi);
    expectMatches(lo, eLo);
    expect(keepHighestOf(1, dieFaces(6))).toEqual(dieFaces(6).slice());
  });

  it('re-rolls every failed die once (all 36^3 outcomes of 3 dice with their re-rolls)', () => {
    const expected = new Map<number, number>();
    forEachRoll(6, 6, (f) => {
      // f[0..2] are the first rolls, f[3..5] the re-rolls, used only for failed dice.
      let sum = 0;
      for (let i = 0; i < 3; i++) sum += swingy(swingyFails(f[i]!) ? f[i + 3]! : f[i]!);
      tally(expected, sum, 1);
    });
    toProbabilities(expected, 6 ** 6);
    const d = pool(3, rerollFailuresOnce(6, swingy, swingyFails));
    expectMatches(d, expected);
    expectValid(d);
  });

  for (const [name, score, fails] of [
    ['swingy die, failed faces scoring -1 or 0', swingy, swingyFails],
    ['Heartbreaker-like die', punch, punchFails],
  ] as const) {
    it(`re-rolls one failed die, lowest-scoring first: ${name} (n = 0..5, every roll and re-roll)`, () => {
      for (let n = 0; n <= 5; n++) {
        const expected = new Map<number, number>();
        forEachRoll(n + 1, 6, (f) => {
          const rolls = f.slice(0, n);
          const reroll = f[n]!;
          const scores = rolls.map(score);
          let worst = -1;
          rolls.forEach((face, i) => {
            if (fails(face) && (worst < 0 || scores[i]! < scores[worst]!)) worst = i;
          });
          if (worst >= 0) scores[worst] = score(reroll);
          tally(expected, scores.reduce((a, b) => a + b, 0), 1);
        });
        toProbabilities(expected, 6 ** (n + 1));
        const d = rerollOneFailure(n, 6, score, fails);
        expectMatches(d, expected);
        expectValid(d);
      }
    });
  }

  it('re-rolling one failure with no failing face is a plain pool', () => {
    const d = rerollOneFailure(4, 6, swingy, () => false);
    expectMatches(d, new Map(pool(4, scoredDie(6, swingy)).p.map((p, i) => [i - 4, p])));
  });
});

describe('large pools against a seeded simulation (5 standard errors)', () => {
  const trials = 100_000;

  it('20 dice re-rolling one failure', () => {
    const d = rerollOneFailure(20, 6, swingy, swingyFails);
    const rng = createRng('reroll-one-20');
    const counts = new Map<number, number>();
    let sum = 0;
    for (let t = 0; t < trials; t++) {
      const scores = Array.from({ length: 20 }, () => rng.die(6));
      let worst = -1;
      scores.forEach((face, i) => {
        if (swingyFails(face) && (worst < 0 || swingy(face) < swingy(scores[worst]!))) worst = i;
      });
      if (worst >= 0) scores[worst] = rng.die(6);
      const total = scores.map(swingy).reduce((a, b) => a + b, 0);
      sum += total;
      tally(counts, total, 1);
    }
    expect(Math.abs(sum / trials - expectation(d))).toBeLessThanOrEqual(5 * Math.sqrt(variance(d) / trials));
    for (const k of [5, 10, 12, 15, 20]) {
      let hits = 0;
      for (const [v, c] of counts) if (v >= k) hits += c;
      expectWithinSE(hits, trials, pAtLeast(d, k));
    }
  });

  it('20 dice re-rolling every failure once', () => {
    const d = pool(20, rerollFailuresOnce(6, punch, punchFails));
    const rng = createRng('reroll-all-20');
    const counts = new Map<number, number>();
    for (let t = 0; t < trials; t++) {
      let total = 0;
      for (let i = 0; i < 20; i++) {
        const face = rng.die(6);
        total += punch(punchFails(face) ? rng.die(6) : face);
      }
      tally(counts, total, 1);
    }
    for (const k of [15, 20, 22, 25, 30]) {
      let hits = 0;
      for (const [v, c] of counts) if (v >= k) hits += c;
      expectWithinSE(hits, trials, pAtLeast(d, k));
    }
  });
});

describe('properties', () => {
  it('more dice never lower P(at least k) when every face scores >= 0', () => {
    for (const make of [
      (n: number) => pool(n, scoredDie(6, punch)),
      (n: number) => rerollOneFailure(n, 6, punch, punchFails),
      (n: number) => pool(n, rerollFailuresOnce(6, punch, punchFails)),
      (n: number) => countFaces(n, 6, (f) => f >= 4),
    ]) {
      let previous = make(0);
      for (let n = 1; n <= 20; n++) {
        const current = make(n);
        expectValid(current);
        for (let k = 0; k <= 2 * n + 1; k++) {
          expect(pAtLeast(current, k)).toBeGreaterThanOrEqual(pAtLeast(previous, k) - 1e-12);
        }
        previous = current;
      }
    }
  });

  it('a re-roll never lowers P(at least k)', () => {
    for (let n = 1; n <= 15; n++) {
      const plain = pool(n, scoredDie(6, punch));
      const one = rerollOneFailure(n, 6, punch, punchFails);
      const all = pool(n, rerollFailuresOnce(6, punch, punchFails));
      for (let k = 0; k <= 2 * n; k++) {
        expect(pAtLeast(one, k)).toBeGreaterThanOrEqual(pAtLeast(plain, k) - 1e-12);
        expect(pAtLeast(all, k)).toBeGreaterThanOrEqual(pAtLeast(one, k) - 1e-12);
      }
    }
  });
});
