import { describe, expect, it } from 'vitest';
import {
  applyTieRule,
  attributeTest,
  compare,
  d10Plus,
  opposed,
  opposedD10,
  opposedMargin,
  pExactly,
  pool,
  scoredDie,
  entries,
  type AnyDist,
} from '../../../src/engine';
import { expectValid, forEachRoll } from './helpers';

const success = (f: number): number => (f >= 4 ? 1 : 0); // a success is a 4, 5 or 6

function bruteCompare(a: AnyDist, b: AnyDist) {
  let pAWins = 0;
  let pBWins = 0;
  let pTie = 0;
  for (const [va, pa] of entries(a)) {
    for (const [vb, pb] of entries(b)) {
      if (va > vb) pAWins += pa * pb;
      else if (vb > va) pBWins += pa * pb;
      else pTie += pa * pb;
    }
  }
  return { pAWins, pBWins, pTie };
}

describe('opposed pools', () => {
  it('matches every roll of 3 attack dice against 2 defence dice', () => {
    let aWins = 0;
    let bWins = 0;
    let ties = 0;
    const margins = new Map<number, number>();
    forEachRoll(5, 6, (f) => {
      const a = f.slice(0, 3).map(success).reduce((x, y) => x + y, 0);
      const b = f.slice(3).map(success).reduce((x, y) => x + y, 0);
      // Count outcomes as integers and divide once: summing 7776 tiny floats drifts by ~1e-13.
      if (a > b) aWins++;
      else if (b > a) bWins++;
      else ties++;
      margins.set(a - b, (margins.get(a - b) ?? 0) + 1);
    });
    const rolls = 6 ** 5;
    const attack = pool(3, scoredDie(6, success));
    const defence = pool(2, scoredDie(6, success));
    const c = compare(attack, defence);
    expect(c.pAWins).toBeCloseTo(aWins / rolls, 14);
    expect(c.pBWins).toBeCloseTo(bWins / rolls, 14);
    expect(c.pTie).toBeCloseTo(ties / rolls, 14);
    const m = opposedMargin(attack, defence);
    expectValid(m);
    for (const [v, n] of margins) expect(pExactly(m, v)).toBeCloseTo(n / rolls, 14);
  });

  it('agrees with a brute-force comparison for signed and unsigned pools of many sizes', () => {
    const die = scoredDie(6, (f) => (f === 6 ? 2 : f === 1 ? -1 : f >= 4 ? 1 : 0));
    for (let na = 0; na <= 8; na++) {
      for (let nb = 0; nb <= 8; nb++) {
        const a = pool(na, die);
        const b = pool(nb, scoredDie(6, success));
        const c = compare(a, b);
        const e = bruteCompare(a, b);
        expect(c.pAWins).toBeCloseTo(e.pAWins, 14);
        expect(c.pBWins).toBeCloseTo(e.pBWins, 14);
        expect(c.pTie).toBeCloseTo(e.pTie, 14);
        expect(Math.abs(c.pAWins + c.pBWins + c.pTie - 1)).toBeLessThanOrEqual(1e-12);
      }
    }
  });

  it('applies each tie rule', () => {
    const c = { pAWins: 0.5, pBWins: 0.3, pTie: 0.2 };
    expect(applyTieRule(c, 'attacker')).toMatchObject({ pASucceeds: 0.7, pBSucceeds: 0.3 });
    expect(applyTieRule(c, 'defender')).toMatchObject({ pASucceeds: 0.5, pBSucceeds: 0.5 });
    expect(applyTieRule(c, 'both')).toMatchObject({ pASucceeds: 0.7, pBSucceeds: 0.5 });
    expect(applyTieRule(c, 'none')).toMatchObject({ pASucceeds: 0.5, pBSucceeds: 0.3 });
    expect(() => applyTieRule(c, 'coin' as never)).toThrow(/ties must be one of/);
    // 0 successes against 0 successes: a tie that the attacker wins under "attacker".
    expect(opposed(pool(0, scoredDie(6, success)), [1], 'attacker').pASucceeds).toBe(1);
  });
});

describe('d10', () => {
  it('attribute tests succeed on d10 <= target, automatic at <= 0 and >= 10', () => {
    expect(attributeTest(-2)).toBe(0);
    expect(attributeTest(0)).toBe(0);
    expect(attributeTest(1)).toBe(0.1);
    expect(attributeTest(7)).toBe(0.7);
    expect(attributeTest(9)).toBe(0.9);
    expect(attributeTest(10)).toBe(1);
    expect(attributeTest(14)).toBe(1);
    expect(() => attributeTest(5.5)).toThrow(/target must be an integer/);
    expect(() => attributeTest(Number.NaN)).toThrow(/target must be an integer/);
  });

  it('d10 + value is uniform on value + 1 .. value + 10', () => {
    const d = d10Plus(-3);
    expect(d.min).toBe(-2);
    expect(d.p).toHaveLength(10);
    for (const p of d.p) expect(p).toBeCloseTo(0.1, 15);
  });

  it('opposed d10 rolls match all 100 pairs of faces, for every tie rule', () => {
    for (const [a, b] of [
      [3, 3],
      [5, 2],
      [0, 9],
      [4, 15],
    ] as const) {
      let aw = 0;
      let bw = 0;
      let tie = 0;
      for (let fa = 1; fa <= 10; fa++) {
        for (let fb = 1; fb <= 10; fb++) {
          if (fa + a > fb + b) aw++;
          else if (fb + b > fa + a) bw++;
          else tie++;
        }
      }
      const r = opposedD10(a, b, 'both');
      expect(r.pAWins).toBeCloseTo(aw / 100, 15);
      expect(r.pBWins).toBeCloseTo(bw / 100, 15);
      expect(r.pTie).toBeCloseTo(tie / 100, 15);
      expect(r.pASucceeds).toBeCloseTo((aw + tie) / 100, 15);
      expect(opposedD10(a, b, 'defender').pBSucceeds).toBeCloseTo((bw + tie) / 100, 15);
      expect(opposedD10(a, b, 'attacker').pBSucceeds).toBeCloseTo(bw / 100, 15);
    }
    // Equal values: ties are 10 of the 100 pairs, the rest split evenly.
    const even = opposedD10(4, 4, 'none');
    expect(even.pTie).toBeCloseTo(0.1, 15);
    expect(even.pAWins).toBeCloseTo(0.45, 15);
    expect(() => opposedD10(1, 2.5, 'none')).toThrow(/bValue must be an integer/);
  });
});
