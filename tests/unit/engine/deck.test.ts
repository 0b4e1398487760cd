import { describe, expect, it } from 'vitest';
import { countInHand, drawKeep, hypergeometric, pHandHas } from '../../../src/engine';
import { expectMatches, expectValid, forEachOrderedDraw, tally, toProbabilities } from './helpers';

function permutations(n: number, k: number): number {
  let p = 1;
  for (let i = 0; i < k; i++) p *= n - i;
  return p;
}

// A small deck with repeated values and a gap: one 0, two 1s, no 2, three 3s, one 4, one 6.
const counts = [1, 2, 0, 3, 1, 0, 1];
const cards = counts.flatMap((c, v) => new Array<number>(c).fill(v));

describe('drawing without replacement, checked against every ordered draw', () => {
  it('keeps the highest or lowest of 1 to 5 cards', () => {
    for (let k = 1; k <= 5; k++) {
      const hi = new Map<number, number>();
      const lo = new Map<number, number>();
      forEachOrderedDraw(cards, k, (d) => {
        tally(hi, Math.max(...d), 1);
        tally(lo, Math.min(...d), 1);
      });
      toProbabilities(hi, permutations(cards.length, k));
      toProbabilities(lo, permutations(cards.length, k));
      const highest = drawKeep(counts, k, 'highest');
      const lowest = drawKeep(counts, k, 'lowest');
      expectMatches(highest, hi);
      expectMatches(lowest, lo);
      expectValid(highest);
      expectValid(lowest);
    }
  });

  it('counts matching cards in a hand and the chance of holding one', () => {
    const isHigh = (v: number) => v >= 4;
    for (let h = 0; h <= cards.length; h++) {
      const expected = new Map<number, number>();
      let holds = 0;
      forEachOrderedDraw(cards, h, (d) => {
        const n = d.filter(isHigh).length;
        tally(expected, n, 1);
        if (n > 0) holds++;
      });
      toProbabilities(expected, permutations(cards.length, h));
      expectMatches(countInHand(counts, h, isHigh), expected);
      expect(pHandHas(counts, h, isHigh)).toBeCloseTo(holds / permutations(cards.length, h), 14);
    }
  });

  it('gives the hypergeometric closed form', () => {
    // 52 cards, 4 aces, 5 drawn: P(no ace) = C(48,5)/C(52,5), P(2 aces) = C(4,2) C(48,3) / C(52,5).
    const d = hypergeometric(52, 4, 5);
    expect(d[0]).toBeCloseTo(1712304 / 2598960, 14);
    expect(d[2]).toBeCloseTo((6 * 17296) / 2598960, 14);
    expect(d).toHaveLength(5);
    expectValid(d);
  });
});

describe('a 54-card Fate-style deck', () => {
  const fate = [1, ...new Array<number>(13).fill(4), 1]; // value 0 once, 1..13 four times, 14 once

  it('a single flip is the card counts over 54', () => {
    const flip = drawKeep(fate, 1, 'highest');
    fate.forEach((c, v) => expect(flip[v]).toBeCloseTo(c / 54, 15));
  });

  it('keeping the highest of two beats one flip; keeping the lowest loses', () => {
    const one = drawKeep(fate, 1, 'highest');
    const best = drawKeep(fate, 2, 'highest');
    const worst = drawKeep(fate, 2, 'lowest');
    const pAtLeast3 = (d: readonly number[]) => d.slice(3).reduce((a, b) => a + b, 0);
    expect(pAtLeast3(best)).toBeGreaterThan(pAtLeast3(one));
    expect(pAtLeast3(worst)).toBeLessThan(pAtLeast3(one));
    // Highest of two is 14 only if the Red Joker is among them: 2/54.
    expect(best[14]).toBeCloseTo(2 / 54, 15);
    // P(lowest of two >= 3) = C(45, 2) / C(54, 2): both cards from the 45 cards valued 3 or more.
    expect(pAtLeast3(worst)).toBeCloseTo((45 * 44) / (54 * 53), 14);
  });

  it('rejects impossible draws and malformed decks', () => {
    expect(() => drawKeep(fate, 55, 'highest')).toThrow(/draws must be an integer in \[1, 54\]/);
    expect(() => drawKeep(fate, 0, 'highest')).toThrow(/draws must be/);
    expect(() => drawKeep([1, -1], 1, 'highest')).toThrow(/counts\[1\]/);
    expect(() => drawKeep([0, 0], 1, 'highest')).toThrow(/at least one card/);
    expect(() => drawKeep(fate, 1, 'middle' as never)).toThrow(/keep must be/);
    expect(() => hypergeometric(10, 11, 2)).toThrow(/marked must be/);
    expect(() => pHandHas(fate, 1.5, () => true)).toThrow(/handSize must be an integer/);
  });
});
