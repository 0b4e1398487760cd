import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine';
import {
  arsenalTotal,
  campaignCalculator,
  campaignRating,
  encounterSize,
  gameResult,
  payday,
  ratingGap,
  rulesFromData,
  type CampaignInput,
} from '../../src/games/arsenal-campaign/campaign';
import { cheat, DECK_SIZE, FATE_DECK, flip, type Hope } from '../../src/games/arsenal-campaign/odds';
import { campaignNumberSchema, encounterCostSchema, withdrawalCaseSchema } from '../../src/games/arsenal-campaign/schema';
import { forEachOrderedDraw } from './engine/helpers';

const TOL = 1e-12;

function data<T>(name: string, parse: (x: unknown) => T): T[] {
  return (yaml.load(readFileSync(`content/arsenal-campaign/data/${name}.yaml`, 'utf8')) as unknown[]).map(parse);
}
const numbers = data('campaign-numbers', (x) => campaignNumberSchema.parse(x));
const rules = rulesFromData(
  numbers,
  data('encounter-costs', (x) => encounterCostSchema.parse(x)),
  data('strategic-withdrawal', (x) => withdrawalCaseSchema.parse(x)),
);

/** The 54 cards as values: Black Joker 0, 1-13 in four suits, Red Joker 14 (C1). */
const CARDS: number[] = [0, 14];
for (let v = 1; v <= 13; v++) for (let suit = 0; suit < 4; suit++) CARDS.push(v);

/** Every ordered draw of k distinct cards from the full deck: value distribution of the kept card. */
function bruteFlip(twist: number): number[] {
  const k = 1 + Math.abs(twist);
  const counts = new Array<number>(15).fill(0);
  let outcomes = 0;
  forEachOrderedDraw(CARDS, k, (drawn) => {
    outcomes++;
    counts[twist >= 0 ? Math.max(...drawn) : Math.min(...drawn)]!++;
  });
  return counts.map((c) => c / outcomes);
}

describe('flip: exact against every ordered draw from the 54-card deck', () => {
  it('the deck is 54 cards: one of each Joker and four of each value 1-13', () => {
    expect(CARDS).toHaveLength(DECK_SIZE);
    expect(FATE_DECK.reduce((a, b) => a + b, 0)).toBe(DECK_SIZE);
  });
  for (const twist of [0, 1, -1, 2, -2, 3, -3]) {
    it(`twist ${twist}`, () => {
      const want = bruteFlip(twist);
      const got = flip({ target: 7, twist });
      expect(got.values).toHaveLength(15);
      got.values.forEach((p, v) => expect(Math.abs(p - want[v]!), `value ${v}`).toBeLessThanOrEqual(TOL));
      const success = want.slice(7).reduce((a, b) => a + b, 0);
      expect(Math.abs(got.pSuccess - success)).toBeLessThanOrEqual(TOL);
    });
  }
});

describe('rulings C1 and C2', () => {
  it('C1: the Red Joker is 14 and the Black Joker 0, one card each', () => {
    const plain = flip({ target: 14 });
    expect(plain.values[14]).toBeCloseTo(1 / 54, 15);
    expect(plain.values[0]).toBeCloseTo(1 / 54, 15);
    expect(plain.pSuccess).toBeCloseTo(1 / 54, 15);
    expect(flip({ target: 1 }).pSuccess).toBeCloseTo(53 / 54, 15); // only the Black Joker fails
    expect(flip({ target: 0 }).pSuccess).toBe(1);
    expect(flip({ target: 15 }).pSuccess).toBe(0);
  });
  it('C1: twists draw without replacement (two cards can never both be the Red Joker)', () => {
    // Keep the highest of 2: P(Red Joker) = 2/54. With replacement it would be 1 - (53/54)^2 = 0.036694...
    expect(flip({ target: 14, twist: 1 }).values[14]).toBeCloseTo(2 / 54, 15);
    expect(flip({ target: 0, twist: 1 }).values[0]).toBe(0);
    expect(flip({ target: 0, twist: -1 }).values[0]).toBeCloseTo(2 / 54, 15);
    expect(flip({ target: 0, twist: -1 }).values[14]).toBe(0);
  });
  it('C1: a positive twist keeps the highest card and a negative one the lowest', () => {
    const up = flip({ target: 7, twist: 1 }).pSuccess;
    const down = flip({ target: 7, twist: -1 }).pSuccess;
    const plain = flip({ target: 7 }).pSuccess;
    expect(up).toBeGreaterThan(plain);
    expect(down).toBeLessThan(plain);
  });
  it('C2: Finished Off on 3 or more: 45 cards in 54 (target from the data)', () => {
    const target = numbers.find((n) => n.id === 'finished-off');
    expect(target && 'target' in target ? target.target : undefined).toBe(3);
    expect(flip({ target: 3, twist: 0 }).pSuccess).toBeCloseTo(45 / 54, 15);
  });
});

/**
 * Every ordered deal of a hand of n cards and then a flip of k cards from what is left, over the
 * 15 card values weighted by how many cards of each value remain. Weights are integer counts of
 * ordered deals (exact in float64), divided once at the end.
 */
function bruteCheat(target: number, twist: number, hand: number, hope: Hope): { pFlip: number; pHand: number; pWith: number } {
  const k = 1 + Math.abs(twist);
  const good = (v: number) => (hope === 'high' ? v >= target : v < target);
  const left = [...FATE_DECK];
  let pFlip = 0;
  let pHand = 0;
  let pWith = 0;
  const seq: number[] = [];
  const visit = (weight: number) => {
    if (seq.length === hand + k) {
      const handCards = seq.slice(0, hand);
      const flipCards = seq.slice(hand);
      const kept = twist >= 0 ? Math.max(...flipCards) : Math.min(...flipCards);
      const handHas = handCards.some(good);
      if (good(kept)) pFlip += weight;
      if (handHas) pHand += weight;
      if (good(kept) || handHas) pWith += weight;
      return;
    }
    for (let v = 0; v < left.length; v++) {
      const c = left[v]!;
      if (c === 0) continue;
      left[v]!--;
      seq.push(v);
      visit(weight * c);
      seq.pop();
      left[v]!++;
    }
  };
  visit(1);
  let deals = 1;
  for (let i = 0; i < hand + k; i++) deals *= DECK_SIZE - i;
  return { pFlip: pFlip / deals, pHand: pHand / deals, pWith: pWith / deals };
}

describe('cheat: the hand and the flip from one deck, against every deal', () => {
  const cases: [number, number, number, Hope][] = [
    [7, 0, 4, 'high'],
    [10, 1, 3, 'high'],
    [10, -1, 3, 'high'],
    [3, 2, 2, 'low'],
    [3, -2, 2, 'low'],
    [12, -2, 2, 'high'],
    [5, 3, 1, 'low'],
    [13, 0, 0, 'high'],
  ];
  for (const [target, twist, hand, hope] of cases) {
    it(`target ${target}, twist ${twist}, ${hand} cards in hand, hoping ${hope}`, () => {
      const want = bruteCheat(target, twist, hand, hope);
      const got = cheat({ target, twist, handSize: hand, hope });
      expect(Math.abs(got.pFlip - want.pFlip)).toBeLessThanOrEqual(TOL);
      expect(Math.abs(got.pHandHas - want.pHand)).toBeLessThanOrEqual(TOL);
      expect(Math.abs(got.pWithCheat - want.pWith)).toBeLessThanOrEqual(TOL);
    });
  }
  it('a large hand with a big twist, by seeded simulation within 5 standard errors', () => {
    const input = { target: 11, twist: -3, handSize: 8, hope: 'high' as const };
    const exact = cheat(input);
    const rng = createRng('arsenal-cheat');
    const n = 100_000;
    let saved = 0;
    for (let i = 0; i < n; i++) {
      const deck = rng.shuffle(CARDS);
      const handHas = deck.slice(0, 8).some((v) => v >= 11);
      const kept = Math.min(...deck.slice(8, 12));
      if (handHas || kept >= 11) saved++;
    }
    const se = Math.sqrt((exact.pWithCheat * (1 - exact.pWithCheat)) / n);
    expect(Math.abs(saved / n - exact.pWithCheat)).toBeLessThanOrEqual(5 * se);
  });
  it('hoping low on Finished Off: a card below 3 in a hand of 5', () => {
    // 9 cards of 54 are below 3; P(none in 5) = C(45,5)/C(54,5).
    let none = 1;
    for (let i = 0; i < 5; i++) none *= (45 - i) / (54 - i);
    expect(cheat({ target: 3, handSize: 5, hope: 'low' }).pHandHas).toBeCloseTo(1 - none, 14);
  });
});

describe('flip properties', () => {
  it('sums to 1, never NaN; a higher target never raises the chance, more positive twist never lowers it', () => {
    for (let twist = -10; twist <= 10; twist++) {
      const values = flip({ target: 0, twist }).values;
      expect(Math.abs(values.reduce((a, b) => a + b, 0) - 1)).toBeLessThanOrEqual(TOL);
      let last = 2;
      for (let target = 0; target <= 15; target++) {
        const p = flip({ target, twist }).pSuccess;
        expect(Number.isFinite(p)).toBe(true);
        expect(p).toBeLessThanOrEqual(last + TOL);
        last = p;
        if (twist > -10) expect(p).toBeGreaterThanOrEqual(flip({ target, twist: twist - 1 }).pSuccess - TOL);
      }
    }
  });
  it('cheating never lowers the chance and a bigger hand never hurts', () => {
    for (const hope of ['high', 'low'] as const)
      for (let twist = -3; twist <= 3; twist++)
        for (let target = 0; target <= 15; target++) {
          let last = -1;
          for (let hand = 0; hand <= 12; hand++) {
            const r = cheat({ target, twist, handSize: hand, hope });
            expect(r.pWithCheat).toBeGreaterThanOrEqual(r.pFlip - TOL);
            expect(r.pWithCheat).toBeGreaterThanOrEqual(last - TOL);
            last = r.pWithCheat;
          }
        }
  });
  it('refuses values outside the deck', () => {
    expect(() => flip({ target: 16 })).toThrow(RangeError);
    expect(() => flip({ target: 3, twist: 11 })).toThrow(/Twist/);
    expect(() => flip({ target: 2.5 })).toThrow(/whole number/);
    expect(() => cheat({ target: 3, handSize: 60 })).toThrow(/Cards in hand/);
  });
});

describe('campaign calculator (C3, C4, C5 and Strategic Withdrawal)', () => {
  it('reads its numbers from the data', () => {
    expect(rules).toMatchObject({ masterCost: 15, zeroCostHenchmanBase: 13, encounterMargin: 5, avatarBonus: 3, vpPerScript: 2, roundVpUp: true, winBonus: 1, weeklyCap: 16 });
  });
  it('C3: the sizing example: 20 and 23 give an encounter of 25', () => {
    const a = { printedCost: 6 + 5, masters: 0, zeroCostHenchmen: 1, henchmanCaches: 4 };
    const b = { printedCost: 8, masters: 1, zeroCostHenchmen: 0, henchmanCaches: 0 };
    expect(encounterSize(a, b, rules)).toEqual({ totalA: 20, totalB: 23, size: 25 });
  });
  it('C3: masters count 15 whatever they print, 0-cost henchmen 13 minus cache', () => {
    expect(arsenalTotal({ printedCost: 0, masters: 2, zeroCostHenchmen: 0, henchmanCaches: 0 }, rules)).toBe(30);
    expect(arsenalTotal({ printedCost: 0, masters: 0, zeroCostHenchmen: 2, henchmanCaches: 7 }, rules)).toBe(19);
    expect(() => arsenalTotal({ printedCost: 0, masters: 0, zeroCostHenchmen: 0, henchmanCaches: 2 }, rules)).toThrow(/no 0-cost henchmen/);
  });
  it('C4: the two ratings example: 6 and -1, difference 7 to the lower crew', () => {
    const a = campaignRating({ nonInjuryUpgrades: 4, injuryUpgrades: 1, avatar: true }, rules);
    const b = campaignRating({ nonInjuryUpgrades: 2, injuryUpgrades: 3, avatar: false }, rules);
    expect([a, b]).toEqual([6, -1]);
    expect(ratingGap(a, b)).toEqual({ lower: 'b', difference: 7 });
    // The Avatar is one of the non-injury upgrades and adds 3 on top: not 3 alone.
    expect(campaignRating({ nonInjuryUpgrades: 1, injuryUpgrades: 0, avatar: true }, rules)).toBe(4);
    expect(() => campaignRating({ nonInjuryUpgrades: 0, injuryUpgrades: 0, avatar: true }, rules)).toThrow(/Avatar/);
  });
  it('C5: the payday example: 5 script for the winner, 9 for the lower-rated crew', () => {
    expect(payday({ vp: 7, won: true, rating: 6, opponentRating: -1 }, rules).script).toBe(5);
    expect(payday({ vp: 4, won: false, rating: -1, opponentRating: 6 }, rules).script).toBe(9);
  });
  it('C5: VP round up, and the week caps at 16', () => {
    expect(payday({ vp: 7, won: false, rating: 0, opponentRating: 0 }, rules).fromVp).toBe(4); // not 3
    const big = payday({ vp: 20, won: true, rating: 0, opponentRating: 10 }, rules);
    expect(big).toMatchObject({ uncapped: 21, script: 16, capped: true });
    expect(payday({ vp: 4, won: true, rating: 0, opponentRating: 0, earnedEarlierThisWeek: 14 }, rules)).toMatchObject({ uncapped: 3, script: 2, capped: true });
    expect(payday({ vp: 4, won: true, rating: 0, opponentRating: 0, earnedEarlierThisWeek: 13 }, rules)).toMatchObject({ script: 3, capped: false });
  });
  it('Strategic Withdrawal: the late withdrawal example and an early one', () => {
    expect(gameResult({ vpA: 4, vpB: 5, withdrawer: 'b', withdrawalTurn: 4 }, rules)).toMatchObject({ vpA: 6, vpB: 5, winner: 'a' });
    expect(gameResult({ vpA: 6, vpB: 5, withdrawer: 'b', withdrawalTurn: 4 }, rules)).toMatchObject({ vpA: 6, vpB: 5, winner: 'a' });
    expect(gameResult({ vpA: 3, vpB: 3, withdrawer: 'a', withdrawalTurn: 3 }, rules)).toMatchObject({ vpA: 3, vpB: 4, winner: 'b' });
    const early = gameResult({ vpA: 2, vpB: 1, withdrawer: 'a', withdrawalTurn: 2 }, rules);
    expect(early).toMatchObject({ vpA: 0, vpB: 1, winner: 'b', withdrawerPaid: false });
  });
  it('the whole calculator: an early withdrawer gets no payday at all', () => {
    const v: CampaignInput = {
      aPrinted: 11, aMasters: 0, aHenchmen: 1, aCaches: 4,
      bPrinted: 8, bMasters: 1, bHenchmen: 0, bCaches: 0,
      aUpgrades: 4, aInjuries: 1, aAvatar: true,
      bUpgrades: 2, bInjuries: 3, bAvatar: false,
      aVp: 7, bVp: 4, withdrawer: 'none', withdrawalTurn: 1, aEarlier: 0, bEarlier: 0,
    };
    const r = campaignCalculator(v, rules);
    expect([r.encounter.size, r.ratingA, r.ratingB, r.paydayA.script, r.paydayB.script]).toEqual([25, 6, -1, 5, 9]);
    const fled = campaignCalculator({ ...v, withdrawer: 'b', withdrawalTurn: 1 }, rules);
    expect(fled.paydayB.script).toBe(0);
    expect(fled.paydayA.script).toBe(5);
  });
});
