/**
 * Choices made after seeing a roll: priority re-rolls (priorityRerollPools) and single-face steps
 * (faceShiftPools), each against a literal enumeration of every roll and every choice.
 */
import { describe, expect, it } from 'vitest';
import { faceShiftPools, priorityRerollPools, type FaceShiftPolicy, type ScoredFaces } from '../../../src/engine';
import { expectMatches, expectValid, forEachRoll, tally } from './helpers';

const D6 = [0, 1, 1, 1, 1, 1, 1].map((x) => x / 6);
/** The higher of two D6: P(f) = (2f - 1) / 36, a die whose faces are not equally likely. */
const HIGHER_OF_TWO = [0, 1, 3, 5, 7, 9, 11].map((x) => x / 36);

const weight = (die: ScoredFaces, faces: readonly number[]) => faces.reduce((w, f) => w * die.p[f]!, 1);

/** Every way to give up to `budget` steps to n dice: signed steps per die (+ up, - down). */
function allocations(n: number, budget: number, directions: 'up' | 'down' | 'both'): number[][] {
  const out: number[][] = [];
  const rec = (i: number, left: number, acc: number[]) => {
    if (i === n) return void out.push([...acc]);
    for (let a = directions === 'up' ? 0 : -left; a <= (directions === 'down' ? 0 : left); a++) rec(i + 1, left - Math.abs(a), [...acc, a]);
  };
  rec(0, budget, []);
  return out;
}

/** The literal policy: best worth, then fewest steps, then best total, over every allocation. */
function bruteShift(die: ScoredFaces, n: number, policy: FaceShiftPolicy): { totals: Map<number, number>; steps: Map<number, number> } {
  const sign = policy.better === 'higher' ? 1 : -1;
  const worth = policy.worth ?? ((t: number) => sign * t);
  const last = die.p.length - 1;
  const totals = new Map<number, number>();
  const steps = new Map<number, number>();
  const options = allocations(n, policy.steps, policy.directions ?? 'both');
  forEachRoll(n, last, (faces) => {
    const w = weight(die, faces);
    if (w === 0) return;
    let best: { worth: number; used: number; total: number } | undefined;
    for (const a of options) {
      // A die cannot go past its faces: such moves are never the cheapest way to a total, so skip them.
      if (faces.some((f, i) => f + a[i]! < 1 || f + a[i]! > last)) continue;
      const total = faces.reduce((s, f, i) => s + die.score[f + a[i]!]!, 0);
      const used = a.reduce((x, y) => x + Math.abs(y), 0);
      const cand = { worth: worth(total), used, total };
      const better =
        !best ||
        cand.worth > best.worth + 1e-12 ||
        (Math.abs(cand.worth - best.worth) <= 1e-12 && (cand.used < best.used || (cand.used === best.used && sign * cand.total > sign * best.total)));
      if (better) best = cand;
    }
    tally(totals, best!.total, w);
    tally(steps, best!.used, w);
  });
  return { totals, steps };
}

describe('faceShiftPools: single-face steps chosen after the roll', () => {
  const hits: ScoredFaces = { p: D6, score: [0, 0, 0, 0, 0, 1, 2] }; // hit on 5+, a 6 worth two
  const defence: ScoredFaces = { p: D6, score: [0, 2, 1, 1, 0, 0, -1] }; // Kuggköping-like save on 4+
  const keptDefence: ScoredFaces = { p: HIGHER_OF_TWO, score: defence.score };
  const cases: { name: string; die: ScoredFaces; policy: FaceShiftPolicy }[] = [
    { name: 'most hits, either way', die: hits, policy: { steps: 3, better: 'higher' } },
    { name: 'most hits, raising only', die: hits, policy: { steps: 3, directions: 'up', better: 'higher' } },
    { name: 'fewest hits, lowering only', die: hits, policy: { steps: 2, directions: 'down', better: 'lower' } },
    { name: 'reach 3 hits (a threshold)', die: hits, policy: { steps: 3, better: 'higher', worth: (t) => (t >= 3 ? 1 : 0) } },
    { name: 'stay under 2 by raising saves', die: defence, policy: { steps: 3, directions: 'up', better: 'lower', worth: (t) => (Math.max(0, t) >= 2 ? 0 : 1) } },
    { name: 'an opponent’s saves, weighted dice', die: keptDefence, policy: { steps: 2, better: 'higher' } },
    { name: 'a worth with flat stretches', die: hits, policy: { steps: 3, better: 'higher', worth: (t) => Math.floor(t / 2) } },
    { name: 'a worth that peaks: exactly 2 is best, 1 next', die: hits, policy: { steps: 3, better: 'higher', worth: (t) => [0, 0.5, 1, 0.2, 0.1][Math.min(t, 4)]! } },
    { name: 'a worth that peaks, on defence dice', die: defence, policy: { steps: 2, better: 'lower', worth: (t) => (t === 0 ? 1 : t === 1 ? 0.7 : t < 0 ? 0.3 : 0) } },
  ];
  for (const { name, die, policy } of cases) {
    it(`${name}: every roll and every way to spend the steps (n = 0..4)`, () => {
      const { totals, stepsSpent } = faceShiftPools(die, 4, policy);
      for (let n = 0; n <= 4; n++) {
        const want = bruteShift(die, n, policy);
        expectValid(totals[n]!);
        expectMatches(totals[n]!, want.totals);
        expectMatches(stepsSpent[n]!, want.steps);
      }
    });
  }

  it('one die at 4 with hit on 5: a step makes it a hit; three steps never go past 6', () => {
    // n = 1, budget 3: faces 1 -> 4 (no hit), 2 -> 5 (hit), 3 -> 6 (2), 4 -> 6 (2), 5 -> 6 (2), 6 stays 2.
    const { totals, stepsSpent } = faceShiftPools(hits, 1, { steps: 3, better: 'higher' });
    expect(totals[1]).toEqual({ min: 0, p: [1 / 6, 1 / 6, 4 / 6] });
    // Steps: a 1 gets none (nothing reaches a hit), 2 and 3 get 3, 4 gets 2, 5 gets 1, 6 none.
    expect(stepsSpent[1]![0]).toBeCloseTo(2 / 6, 15);
    expect(stepsSpent[1]![1]).toBeCloseTo(1 / 6, 15);
    expect(stepsSpent[1]![2]).toBeCloseTo(1 / 6, 15);
    expect(stepsSpent[1]![3]).toBeCloseTo(2 / 6, 15);
  });

  it('no budget is the plain pool; twenty dice stay exact and sum to 1', () => {
    const plain = faceShiftPools(hits, 3, { steps: 0, better: 'higher' });
    expect(plain.totals[3]!.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
    expect(plain.totals[1]).toEqual({ min: 0, p: [4 / 6, 1 / 6, 1 / 6] });
    const big = faceShiftPools(defence, 60, { steps: 3, better: 'lower' });
    for (const d of big.totals) expectValid(d);
    for (const d of big.stepsSpent) expectValid(d);
  });

  it('refuses bad input with a message', () => {
    expect(() => faceShiftPools(hits, 2, { steps: 5, better: 'higher' })).toThrow(/steps/);
    expect(() => faceShiftPools(hits, 2, { steps: 1, directions: 'sideways' as 'up', better: 'higher' })).toThrow(/directions/);
    expect(() => faceShiftPools({ p: [0, 0.5, 0.4], score: [0, 0, 1] }, 2, { steps: 1, better: 'higher' })).toThrow(/sum to 1/);
    expect(() => faceShiftPools(hits, 2, { steps: 1, better: 'higher', worth: () => NaN })).toThrow(/worth/);
  });
});

describe('priorityRerollPools: re-rolls by face group, worst (or best) first', () => {
  /** Literal: re-roll up to k dice, taking group 0's dice first, then group 1's; every re-roll outcome. */
  function bruteReroll(die: ScoredFaces, n: number, groups: number[][], k: number): Map<number, number> {
    const out = new Map<number, number>();
    forEachRoll(n, 6, (faces) => {
      const w = weight(die, faces);
      const picked = groups.flatMap((g) => faces.map((f, i) => (g.includes(f) ? i : -1)).filter((i) => i >= 0)).slice(0, k);
      forEachRoll(picked.length, 6, (fresh) => {
        const final = [...faces];
        picked.forEach((i, j) => (final[i] = fresh[j]!));
        tally(out, final.reduce((s, f) => s + die.score[f]!, 0), w * weight(die, fresh));
      });
    });
    return out;
  }
  const die: ScoredFaces = { p: D6, score: [0, -1, 0, 0, 1, 1, 2] };
  const cases: { name: string; groups: number[][]; k: number }[] = [
    { name: '1s first, then other misses, 2 re-rolls', groups: [[1], [2, 3]], k: 2 },
    { name: 'an opponent’s 6s, then hits, 3 re-rolls', groups: [[6], [4, 5]], k: 3 },
    { name: 'one group, 1 re-roll', groups: [[2, 3]], k: 1 },
  ];
  for (const { name, groups, k } of cases) {
    it(`${name} (n = 0..4)`, () => {
      const { pools, minScore } = priorityRerollPools(die, 4, groups, k);
      for (let n = 0; n <= 4; n++) {
        const want = bruteReroll(die, n, groups, k);
        expectValid(pools[n]!);
        expectMatches({ min: n * minScore, p: pools[n]! }, want);
      }
    });
  }
  it('refuses three groups and groups whose faces score differently', () => {
    expect(() => priorityRerollPools(die, 2, [[1], [2], [3]], 1)).toThrow(/two/);
    expect(() => priorityRerollPools(die, 2, [[1, 2]], 1)).toThrow(/same/);
  });
  it('refuses bad counts, faces and dice with an error naming the argument', () => {
    expect(() => priorityRerollPools(die, -1, [[1]], 1)).toThrow(/^maxDice must be an integer in \[0, 1000\], got -1$/);
    expect(() => priorityRerollPools(die, 2.5, [[1]], 1)).toThrow(/^maxDice must be an integer, got 2.5$/);
    expect(() => priorityRerollPools(die, 2, [[1]], -1)).toThrow(/^rerolls must be an integer in \[0, 100\], got -1$/);
    expect(() => priorityRerollPools(die, 2, [[1]], Number.NaN)).toThrow(/^rerolls must be an integer, got NaN$/);
    expect(() => priorityRerollPools(die, 2, [[7]], 1)).toThrow(/^groups\[0\] face must be an integer in \[1, 6\], got 7$/);
    expect(() => priorityRerollPools(die, 2, [[1], [1]], 1)).toThrow(/face 1 is in more than one group/);
    expect(() => priorityRerollPools({ p: [0, 0.5, 0.4], score: [0, 0, 1] }, 2, [], 1)).toThrow(/die.p must sum to 1/);
    expect(() => priorityRerollPools({ p: [0, 0.5, 0.5], score: [0, 0, 0.5] }, 2, [], 1)).toThrow(/die.score\[2\] must be an integer/);
    // The errors are the engine's plain Errors (a bug in the caller), never a reader-facing RangeError.
    expect(() => priorityRerollPools(die, -1, [[1]], 1)).not.toThrow(RangeError);
  });
});
