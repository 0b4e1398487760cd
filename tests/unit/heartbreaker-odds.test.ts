import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../src/engine';
import { dieSuccesses, fight, rollSuccesses, secondWind, strike, type Fighter, type Reroll } from '../../src/games/heartbreaker/odds';
import { keywordSchema, quirkSchema, startingStatSchema, strikeModifierSchema, weaponSchema } from '../../src/games/heartbreaker/schema';
import { armorChoices, fatigueSteps, strikeOdds, strikeRulesFromData, weaponFill, weaponMatches, type StrikeSetup } from '../../src/games/heartbreaker/strike-setup';
import { defaultValues, parseQuery } from '../../src/components/tools';
import { strikeFields, strikeLinkUpgrade } from '../../src/games/heartbreaker/tools/strike-odds';
import { rollPool } from '../bench/heartbreaker.cases';

const TOL = 1e-12;
const sum = (d: readonly number[]) => d.reduce((a, b) => a + b, 0);
const tail = (d: readonly number[], k: number) => sum(d.slice(Math.max(0, k)));

function expectDist(d: readonly number[]) {
  expect(d.every((p) => Number.isFinite(p) && p >= 0)).toBe(true);
  expect(Math.abs(sum(d) - 1)).toBeLessThan(TOL);
}

function expectSameDist(actual: readonly number[], expected: readonly number[]) {
  const n = Math.max(actual.length, expected.length);
  for (let k = 0; k < n; k++) expect(Math.abs((actual[k] ?? 0) - (expected[k] ?? 0)), `k = ${k}`).toBeLessThan(TOL);
}

// ---------------------------------------------------------------------------------------------
// Brute force: every face of every die, counted in integers, written from the rulings' text alone.

/** H1, as the ruling words it. */
function bruteScore(face: number, modifier: number, doubleFives: boolean): number {
  if (face === 1) return 0;
  if (face === 6) return 2;
  if (face + modifier >= 4) return doubleFives && face === 5 ? 2 : 1;
  return 0;
}

function* allRolls(n: number): Generator<number[]> {
  const faces = new Array<number>(n).fill(1);
  if (n === 0) {
    yield [];
    return;
  }
  for (;;) {
    yield faces;
    let i = 0;
    while (i < n && faces[i] === 6) faces[i++] = 1;
    if (i === n) return;
    faces[i]!++;
  }
}

/** Outcome of one roll: its successes and its weight (count). */
interface BruteOutcome {
  successes: number;
  weight: number;
}

/** Every way a roll can go, with H3: the first zero-scoring die (any would do) is rolled again. Weights out of 6^(n+1). */
function bruteRoll(n: number, modifier: number, doubleFives: boolean, reroll: boolean): BruteOutcome[] {
  const out: BruteOutcome[] = [];
  for (const faces of allRolls(n)) {
    const scores = faces.map((f) => bruteScore(f, modifier, doubleFives));
    const total = scores.reduce((a, b) => a + b, 0);
    const zero = scores.indexOf(0);
    if (reroll && zero >= 0) {
      for (let f = 1; f <= 6; f++) out.push({ successes: total + bruteScore(f, modifier, doubleFives), weight: 1 });
    } else {
      out.push({ successes: total, weight: 6 });
    }
  }
  return out;
}

function bruteDist(n: number, modifier: number, doubleFives: boolean, reroll: boolean): number[] {
  const counts: number[] = [];
  for (const o of bruteRoll(n, modifier, doubleFives, reroll)) counts[o.successes] = (counts[o.successes] ?? 0) + o.weight;
  const all = 6 ** (n + 1);
  return Array.from({ length: counts.length }, (_, k) => (counts[k] ?? 0) / all);
}

const memo = new Map<string, number[]>();
function cachedBrute(n: number, m: number, df: boolean, r: boolean): number[] {
  const key = `${n}/${m}/${df}/${r}`;
  if (!memo.has(key)) memo.set(key, bruteDist(n, m, df, r));
  return memo.get(key)!;
}

/** H2 + H4 over two enumerated pools (independent rolls): damage distribution. */
function bruteDamage(punch: number[], armor: number[]): number[] {
  const out: number[] = [];
  punch.forEach((p, s) => armor.forEach((a, t) => (out[Math.max(0, s - t)] = (out[Math.max(0, s - t)] ?? 0) + p * a)));
  return Array.from({ length: out.length }, (_, k) => out[k] ?? 0);
}

describe('H1: what one die scores', () => {
  it('a 6 is worth 2 even at modifier -5, a 1 is worth 0 even at +5', () => {
    expect(dieSuccesses(6, -5)).toBe(2);
    expect(dieSuccesses(6, -10, true)).toBe(2);
    expect(dieSuccesses(1, 5)).toBe(0);
    expect(dieSuccesses(1, 10, true)).toBe(0);
  });
  it('other faces succeed on face + modifier >= 4', () => {
    expect([2, 3, 4, 5].map((f) => dieSuccesses(f, 0))).toEqual([0, 0, 1, 1]);
    expect([2, 3, 4, 5].map((f) => dieSuccesses(f, 2))).toEqual([1, 1, 1, 1]);
    expect([2, 3, 4, 5].map((f) => dieSuccesses(f, -1))).toEqual([0, 0, 0, 1]);
    expect([2, 3, 4, 5].map((f) => dieSuccesses(f, -2))).toEqual([0, 0, 0, 0]);
  });
  it('Headshot doubles only a 5 that still succeeds', () => {
    expect(dieSuccesses(5, -1, true)).toBe(2);
    expect(dieSuccesses(5, -2, true)).toBe(0); // not 2: the 5 fails after modifiers
    expect(dieSuccesses(4, 0, true)).toBe(1);
    expect(dieSuccesses(5, 0, false)).toBe(1);
    // One die at -2 with Headshot: only the 6 scores, so 2+ successes is 1/6 (the other reading gives 2/6).
    expect(strike({ punch: 1, modifier: -2, doubleFives: true, armor: 0, meat: 2 }).pDown).toBeCloseTo(1 / 6, 14);
    expect(strike({ punch: 1, modifier: -1, doubleFives: true, armor: 0, meat: 2 }).pDown).toBeCloseTo(2 / 6, 14);
  });
  it('a one-die strike at -5 still does 2 damage on a 6, and at +5 never scores on a 1', () => {
    expectSameDist(strike({ punch: 1, modifier: -5, armor: 0, meat: 2 }).damage, [5 / 6, 0, 1 / 6]);
    expect(strike({ punch: 1, modifier: 5, armor: 0, meat: 1 }).pDown).toBeCloseTo(5 / 6, 14);
  });
  it("the draft's worked example: Jack's seven dice at +2 make 8, Vex's strike back makes 4", () => {
    const jack = [1, 2, 2, 3, 5, 6, 6].map((f) => dieSuccesses(f, 2));
    expect(sum(jack)).toBe(8);
    expect([4].map((f) => dieSuccesses(f, 0))).toEqual([1]); // Vex's ARMOR die
    expect(sum([1, 3, 4, 4, 6].map((f) => dieSuccesses(f, 0)))).toBe(4);
  });
});

describe('exact pools against brute force over every die', () => {
  it('rolls of 0..4 dice, modifier -3..+3, Headshot on and off, with and without the re-roll', () => {
    for (let n = 0; n <= 4; n++)
      for (let m = -3; m <= 3; m++)
        for (const df of [false, true])
          for (const r of [false, true]) expectSameDist(rollSuccesses(n, m, df, r), cachedBrute(n, m, df, r));
  });

  it('strikes of 1..4 PUNCH against 0..3 ARMOR, every re-roll option, modifiers -3..+3, Headshot, Crush, every Meat', () => {
    const rerolls: Reroll[] = ['none', 'punch', 'armor'];
    for (let punch = 1; punch <= 4; punch++)
      for (let armor = 0; armor <= 3; armor++)
        for (let m = -3; m <= 3; m++)
          for (const am of [-1, 0, 2])
            for (const df of [false, true])
              for (const reroll of rerolls)
                for (const crush of [false, true]) {
                  const armorDice = crush ? 0 : armor;
                  const pDist = cachedBrute(punch, m, df, reroll === 'punch');
                  const aDist = cachedBrute(armorDice, am, false, reroll === 'armor' && armorDice > 0);
                  const dmg = bruteDamage(pDist, aDist);
                  for (let meat = 1; meat <= 9; meat += 4) {
                    const r = strike({ punch, modifier: m, armor, armorModifier: am, doubleFives: df, reroll, crush, meat });
                    expectSameDist(r.damage, dmg);
                    expectSameDist(r.punchSuccesses, pDist);
                    expectSameDist(r.armorSuccesses, aDist);
                    expect(Math.abs(r.pDown - tail(dmg, meat))).toBeLessThan(TOL);
                  }
                }
  }, 30_000);

  it('a joint enumeration of both pools at once gives the same damage (2 PUNCH with re-roll against 2 ARMOR)', () => {
    for (const reroll of ['none', 'punch', 'armor'] as Reroll[]) {
      const counts: number[] = [];
      for (const p of bruteRoll(2, 0, false, reroll === 'punch'))
        for (const a of bruteRoll(2, 1, false, reroll === 'armor')) {
          const d = Math.max(0, p.successes - a.successes);
          counts[d] = (counts[d] ?? 0) + p.weight * a.weight;
        }
      const dmg = Array.from({ length: counts.length }, (_, k) => (counts[k] ?? 0) / 6 ** 6);
      expectSameDist(strike({ punch: 2, armor: 2, armorModifier: 1, reroll, meat: 3 }).damage, dmg);
    }
  });

  it('Both Barrels: two separate shots, each with its own re-roll where one applies (H6)', () => {
    for (const reroll of ['none', 'punch', 'armor'] as Reroll[])
      for (const [punch, armor, m] of [
        [2, 1, 0],
        [3, 1, -1],
        [2, 2, 1],
      ] as const) {
        const counts: number[] = [];
        const shots1 = [bruteRoll(punch, m, false, reroll === 'punch'), bruteRoll(armor, 0, false, reroll === 'armor')] as const;
        for (const p1 of shots1[0])
          for (const a1 of shots1[1]) {
            const p2s = bruteRoll(punch, m, false, reroll === 'punch');
            const a2s = bruteRoll(armor, 0, false, reroll === 'armor');
            for (const p2 of p2s)
              for (const a2 of a2s) {
                const d = Math.max(0, p1.successes - a1.successes) + Math.max(0, p2.successes - a2.successes);
                counts[d] = (counts[d] ?? 0) + p1.weight * a1.weight * p2.weight * a2.weight;
              }
          }
        const all = 6 ** (2 * (punch + 1 + armor + 1));
        const dmg = Array.from({ length: counts.length }, (_, k) => (counts[k] ?? 0) / all);
        const r = strike({ punch, armor, modifier: m, reroll, meat: 4, attacks: 2 });
        expectSameDist(r.damage, dmg);
        expect(Math.abs(r.pDown - tail(dmg, 4))).toBeLessThan(TOL);
      }
  }, 30_000);
});

// ---------------------------------------------------------------------------------------------
// Simulation for pools too large to enumerate

function simulateStrike(rng: Rng, n: number, input: { punch: number; modifier: number; armor: number; reroll: Reroll; meat: number; doubleFives?: boolean }) {
  // The zero-scoring die re-rolled contributes its new score (it scored 0 before).
  const roll = (dice: number, mod: number, df: boolean, reroll: boolean) => rollPool(rng, dice, (face) => bruteScore(face, mod, df), reroll);
  let down = 0;
  let dmgSum = 0;
  for (let i = 0; i < n; i++) {
    const d = Math.max(0, roll(input.punch, input.modifier, input.doubleFives ?? false, input.reroll === 'punch') - roll(input.armor, 0, false, input.reroll === 'armor'));
    dmgSum += d;
    if (d >= input.meat) down++;
  }
  return { pDown: down / n, mean: dmgSum / n };
}

describe('simulation agrees for large pools', () => {
  const rng = createRng('heartbreaker-odds');
  const N = 200_000;
  for (const c of [
    { punch: 12, modifier: 0, armor: 10, reroll: 'none' as Reroll, meat: 3 },
    { punch: 12, modifier: 1, armor: 10, reroll: 'punch' as Reroll, meat: 4 },
    { punch: 14, modifier: -2, armor: 5, reroll: 'armor' as Reroll, meat: 8, doubleFives: true },
    { punch: 20, modifier: -1, armor: 20, reroll: 'punch' as Reroll, meat: 2, doubleFives: true },
  ]) {
    it(`${c.punch} PUNCH at ${c.modifier} vs ${c.armor} ARMOR, re-roll ${c.reroll}, Meat ${c.meat}`, () => {
      const exact = strike(c);
      const sim = simulateStrike(rng, N, c);
      const se = Math.sqrt((exact.pDown * (1 - exact.pDown)) / N);
      expect(Math.abs(sim.pDown - exact.pDown)).toBeLessThan(5 * se + 1e-9);
      const sd = Math.sqrt(exact.damage.reduce((v, p, k) => v + p * (k - exact.expected) ** 2, 0));
      expect(Math.abs(sim.mean - exact.expected)).toBeLessThan((5 * sd) / Math.sqrt(N));
    }, 30_000);
  }
});

// ---------------------------------------------------------------------------------------------
// Rulings pinned one by one

describe('H2, H3, H4 pinned', () => {
  it('damage is PUNCH minus ARMOR successes, never below 0', () => {
    const r = strike({ punch: 1, armor: 3, meat: 1 });
    expect(r.damage.length).toBeLessThanOrEqual(3);
    expect(r.damage[0]).toBeGreaterThan(0.5);
    expectDist(r.damage);
  });
  it('Crush: no ARMOR roll at all, Deflect dice included', () => {
    expectSameDist(strike({ punch: 5, armor: 5, crush: true, meat: 4 }).damage, strike({ punch: 5, armor: 0, meat: 4 }).damage);
    expectSameDist(strike({ punch: 5, armor: 1, deflect: 5, crush: true, meat: 4 }).damage, strike({ punch: 5, armor: 0, meat: 4 }).damage);
    expect(strike({ punch: 5, armor: 5, crush: true, meat: 4 }).armorSuccesses).toEqual([1]);
  });
  it("Deflect adds the weapon's PUNCH to the ARMOR dice", () => {
    expectSameDist(strike({ punch: 7, armor: 1, deflect: 5, meat: 4 }).damage, strike({ punch: 7, armor: 6, meat: 4 }).damage);
  });
  it('one re-roll, of one die that scored nothing (not every failed die)', () => {
    // Two dice at +0, meat 2, no ARMOR. One re-roll: brute force value; re-rolling both failures would give more.
    const one = strike({ punch: 2, armor: 0, reroll: 'punch', meat: 2 }).pDown;
    expect(Math.abs(one - tail(cachedBrute(2, 0, false, true), 2))).toBeLessThan(TOL);
    // The other reading re-rolls each failed die: per die P(0) = 1/4, P(1) = 1/2, P(2) = 1/4.
    const everyFailure = 1 - (1 / 4) ** 2 - 2 * (1 / 4) * (1 / 2);
    expect(one).toBeLessThan(everyFailure);
    // By hand: both fail (1/4) then the re-roll is a 6 (1/6); one fails (1/2) and the other shows a 6 (1/3)
    // or a 4-5 and the re-roll scores (2/3 x 1/2); both score (1/4). 1/24 + 1/3 + 1/4 = 15/24, not 11/16.
    expect(one).toBeCloseTo(15 / 24, 14);
    expect(everyFailure).toBeCloseTo(1 - 1 / 16 - 1 / 4, 14);
  });
  it('a die that scored 1 is never re-rolled, so with a re-roll a better modifier can hurt', () => {
    // One die, 2 damage needed. At -2 only a 6 scores, so any other face is re-rolled: 1/6 + 5/6 x 1/6.
    // At +0 a 4 or 5 scores 1 and is kept: 1/6 + 3/6 x 1/6. Re-rolling any die would give 11/36 both times.
    expect(strike({ punch: 1, modifier: -2, armor: 0, reroll: 'punch', meat: 2 }).pDown).toBeCloseTo(11 / 36, 14);
    expect(strike({ punch: 1, modifier: 0, armor: 0, reroll: 'punch', meat: 2 }).pDown).toBeCloseTo(9 / 36, 14);
  });
  it('the re-roll is not spent when every die scored', () => {
    // With +2 only a 1 fails: a single die re-rolled once scores with 1 - (1/6)^2.
    expect(strike({ punch: 1, modifier: 2, armor: 0, reroll: 'punch', meat: 1 }).pDown).toBeCloseTo(1 - 1 / 36, 14);
  });
  it('taken down exactly when damage >= Meat', () => {
    const r = strike({ punch: 6, armor: 2, meat: 3 });
    expect(r.pDown).toBeCloseTo(tail(r.damage, 3), 14);
    expect(strike({ punch: 6, armor: 2, meat: 1 }).pDown).toBeCloseTo(1 - r.damage[0]!, 14);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over the whole input range

describe('properties', () => {
  it('every distribution sums to 1, no NaN, and more PUNCH / more modifier / less ARMOR never lowers pDown', () => {
    for (const reroll of ['none', 'punch', 'armor'] as Reroll[])
      for (const df of [false, true])
        for (const armor of [0, 2, 6, 20])
          for (let m = -3; m <= 3; m++)
            for (const meat of [1, 3, 8, 30]) {
              let prev = -1;
              for (let punch = 1; punch <= 20; punch++) {
                const r = strike({ punch, modifier: m, armor, doubleFives: df, reroll, meat });
                expectDist(r.damage);
                expectDist(r.punchSuccesses);
                expectDist(r.armorSuccesses);
                expect(r.pDown).toBeGreaterThanOrEqual(prev - 1e-12);
                prev = r.pDown;
                // With a PUNCH re-roll a better modifier can lower the odds (see the H3 test), so not there.
                if (m < 3 && reroll !== 'punch') expect(strike({ punch, modifier: m + 1, armor, doubleFives: df, reroll, meat }).pDown).toBeGreaterThanOrEqual(r.pDown - 1e-12);
                if (armor > 0) expect(strike({ punch, modifier: m, armor: armor - 1, doubleFives: df, reroll, meat }).pDown).toBeGreaterThanOrEqual(r.pDown - 1e-12);
              }
            }
  }, 60_000);
  it('a PUNCH re-roll never hurts the striker, an ARMOR re-roll never helps it; Headshot never hurts', () => {
    for (let punch = 1; punch <= 12; punch++)
      for (let armor = 0; armor <= 8; armor++)
        for (const meat of [1, 3, 6]) {
          const base = strike({ punch, armor, meat }).pDown;
          expect(strike({ punch, armor, meat, reroll: 'punch' }).pDown).toBeGreaterThanOrEqual(base - 1e-12);
          expect(strike({ punch, armor, meat, reroll: 'armor' }).pDown).toBeLessThanOrEqual(base + 1e-12);
          expect(strike({ punch, armor, meat, doubleFives: true }).pDown).toBeGreaterThanOrEqual(base - 1e-12);
        }
  });
  it('the largest inputs stay valid', () => {
    const r = strike({ punch: 40, modifier: 10, armor: 20, deflect: 20, reroll: 'armor', meat: 100, attacks: 2, doubleFives: true });
    expectDist(r.damage);
    expect(Number.isFinite(r.pDown)).toBe(true);
  });
  it('refuses input outside the rules with a RangeError sentence', () => {
    expect(() => strike({ punch: 0, armor: 1, meat: 10 })).toThrow(RangeError);
    expect(() => strike({ punch: 5, armor: -1, meat: 10 })).toThrow(/ARMOR dice/);
    expect(() => strike({ punch: 5, armor: 1, meat: 0 })).toThrow(/Meat/);
    expect(() => strike({ punch: 2.5, armor: 1, meat: 10 })).toThrow(/whole number/);
    expect(() => strike({ punch: 5, armor: 1, meat: 10, modifier: Number.NaN })).toThrow(RangeError);
    expect(() => strike({ punch: 5, armor: 1, meat: 10, reroll: 'both' as Reroll })).toThrow(/Re-roll/);
    expect(() => strike({ punch: 5, armor: 1, meat: 10, attacks: 3 })).toThrow(/shots/);
  });
});

// ---------------------------------------------------------------------------------------------
// H5: the whole Fight exchange, against an enumeration of every die of both strikes

/** Every outcome of one fighter's strike on another, as [damage, count out of 6^(punch+armor+2)]. */
function bruteStrikeOutcomes(punch: number, mod: number, armor: number, am: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const p of bruteRoll(punch, mod, false, false))
    for (const a of bruteRoll(armor, am, false, false)) {
      const d = Math.max(0, p.successes - a.successes);
      out.set(d, (out.get(d) ?? 0) + p.weight * a.weight);
    }
  return out;
}

function bruteFight(a: Fighter, d: Fighter, sprinted: boolean) {
  const sa = a.speed + (sprinted ? 1 : 0);
  const hitD = bruteStrikeOutcomes(a.punch, a.modifier ?? 0, d.armor, d.armorModifier ?? 0);
  const hitA = bruteStrikeOutcomes(d.punch, d.modifier ?? 0, a.armor, a.armorModifier ?? 0);
  const allD = 6 ** (a.punch + d.armor + 2);
  const allA = 6 ** (d.punch + a.armor + 2);
  let dDown = 0;
  let aDown = 0;
  let both = 0;
  for (const [x, wx] of hitD)
    for (const [y, wy] of hitA) {
      const w = (wx / allD) * (wy / allA);
      const dFalls = x >= d.meat;
      const aFalls = y >= a.meat;
      let dOut: boolean;
      let aOut: boolean;
      if (sa === d.speed) {
        dOut = dFalls;
        aOut = aFalls;
      } else if (sa > d.speed) {
        dOut = dFalls;
        aOut = (!dFalls || !!d.strikesBackAtZero) && aFalls;
      } else {
        aOut = aFalls;
        dOut = (!aFalls || !!a.strikesBackAtZero) && dFalls;
      }
      if (dOut) dDown += w;
      if (aOut) aDown += w;
      if (dOut && aOut) both += w;
    }
  return { dDown, aDown, both };
}

describe('H5: the Fight exchange', () => {
  const jack: Fighter = { punch: 3, modifier: 1, armor: 1, meat: 2, speed: 4 };
  const vex: Fighter = { punch: 2, armor: 1, armorModifier: 1, meat: 2, speed: 4 };
  const cases: Array<[string, Fighter, Fighter, boolean]> = [
    ['equal speeds strike together', jack, vex, false],
    ['a sprint into the fight makes the attacker first', jack, vex, true],
    ['a faster defender strikes first', jack, { ...vex, speed: 5 }, false],
    ['a sprint only ties a faster defender: together', jack, { ...vex, speed: 5 }, true],
    ['a Fanatic defender strikes back from zero', jack, { ...vex, strikesBackAtZero: true }, true],
    ['a Fanatic attacker answers a faster defender from zero', { ...jack, strikesBackAtZero: true }, { ...vex, speed: 6 }, false],
  ];
  for (const [name, a, d, sprinted] of cases) {
    it(name, () => {
      const r = fight({ attacker: a, defender: d, sprinted });
      const b = bruteFight(a, d, sprinted);
      expect(Math.abs(r.pDefenderDown - b.dDown)).toBeLessThan(TOL);
      expect(Math.abs(r.pAttackerDown - b.aDown)).toBeLessThan(TOL);
      expect(Math.abs(r.pBothDown - b.both)).toBeLessThan(TOL);
      expect(Math.abs(r.pDefenderDown + r.pAttackerDown - r.pBothDown + r.pNeitherDown - 1)).toBeLessThan(TOL);
      expectDist(r.damageToAttacker);
      expectDist(r.damageToDefender);
    });
  }
  it('names the order', () => {
    expect(fight({ attacker: jack, defender: vex }).order).toBe('together');
    expect(fight({ attacker: jack, defender: vex, sprinted: true }).order).toBe('attacker-first');
    expect(fight({ attacker: jack, defender: { ...vex, speed: 5 } }).order).toBe('defender-first');
  });
  it('the first striker downs its target before it can answer (not both, unlike strike-together)', () => {
    const first = fight({ attacker: jack, defender: vex, sprinted: true });
    expect(first.pBothDown).toBe(0);
    expect(first.pAttackerDown).toBeCloseTo((1 - first.pDefenderDown) * first.defenderStrike!.pDown, 14);
    const together = fight({ attacker: jack, defender: vex });
    expect(together.pBothDown).toBeCloseTo(together.pDefenderDown * together.pAttackerDown, 14);
    expect(together.pAttackerDown).toBeGreaterThan(first.pAttackerDown);
  });
  it('Deflect: more ARMOR dice for the defender and no strike back', () => {
    const r = fight({ attacker: { ...jack, punch: 7 }, defender: { ...vex, speed: 9 }, deflect: 5 });
    expect(r.order).toBe('deflect');
    expect(r.pAttackerDown).toBe(0);
    expect(r.damageToAttacker).toEqual([1]);
    expect(r.pDefenderDown).toBeCloseTo(strike({ punch: 7, modifier: 1, armor: 6, armorModifier: 1, meat: 2 }).pDown, 14);
  });
  it('each fighter spends its one re-roll where it chose', () => {
    const r = fight({ attacker: { ...jack, reroll: 'armor' }, defender: { ...vex, reroll: 'punch' } });
    expect(r.attackerStrike.pDown).toBeCloseTo(strike({ punch: 3, modifier: 1, armor: 1, armorModifier: 1, meat: 2 }).pDown, 14);
    expect(r.defenderStrike!.pDown).toBeCloseTo(strikeBoth(2, 0, 1, 0, 2), 14);
  });
  it('refuses a fighter without Speed', () => {
    expect(() => fight({ attacker: { ...jack, speed: -1 }, defender: vex })).toThrow(/Speed/);
  });
});

/** A strike where both the striker's PUNCH and the target's ARMOR have their re-roll (brute force). */
function strikeBoth(punch: number, mod: number, armor: number, am: number, meat: number): number {
  return tail(bruteDamage(cachedBrute(punch, mod, false, true), cachedBrute(armor, am, false, true)), meat);
}

describe('Second Wind', () => {
  it('6+ on one D6: 1/6 alone, 2/6 with a friend nearby, 4/6 with a Medpack friend', () => {
    expect(secondWind({}).perRoll).toBeCloseTo(1 / 6, 15);
    expect(secondWind({ allyNearby: true }).perRoll).toBeCloseTo(2 / 6, 15);
    expect(secondWind({ medpack: true }).perRoll).toBeCloseTo(4 / 6, 15);
    expect(secondWind({ allyNearby: true, medpack: true }).bonus).toBe(3); // +3 instead of +1, not +4
    expect(secondWind({ allyNearby: true, bloodthirsty: true }).chance).toBe(0);
    expect(secondWind({ allyNearby: true, rounds: 2 }).chance).toBeCloseTo(1 - (4 / 6) ** 2, 15);
    expectDist(secondWind({ medpack: true, rounds: 3 }).distribution);
  });
});

// ---------------------------------------------------------------------------------------------
// The tool's set-up: modifiers from the data, and every rules-page link

function load<T>(name: string, parse: (x: unknown) => T): T[] {
  return (yaml.load(readFileSync(`content/heartbreaker/data/${name}.yaml`, 'utf8')) as unknown[]).map(parse);
}
const data = {
  modifiers: load('strike-modifiers', (x) => strikeModifierSchema.parse(x)),
  gear: load('gear', (x) => quirkSchema.parse(x)),
  abilities: load('abilities', (x) => quirkSchema.parse(x)),
  keywords: load('keywords', (x) => keywordSchema.parse(x)),
};
const weapons = load('weapons', (x) => weaponSchema.parse(x));
const stats = load('starting-stats', (x) => startingStatSchema.parse(x));
const rules = strikeRulesFromData(data);
const defaults: StrikeSetup = defaultValues(strikeFields);

describe('strike set-up from the data', () => {
  it('reads every named value from the YAML', () => {
    expect(rules).toEqual({
      backstab: { fight: 1, shoot: 1 },
      gangUp: 1,
      vantageAbove: 1,
      vantageBelow: -1,
      cover: -1,
      focus: 1,
      fatigue: -1,
      stalker: 1,
      fanatic: 1,
      dualWieldModifier: -2,
      dualWieldMultiplier: 2,
      bothBarrelsAttacks: 2,
    });
    // secondWind's +3 is the Medpack's number in gear.yaml.
    const medpack = data.gear.find((g) => g.id === 'medpack')!;
    expect(secondWind({ medpack: true }).bonus).toBe(medpack.effects[0]!.secondWindBonus);
  });
  it('adds the named modifiers that apply to the action, and ignores the others', () => {
    // H8 changed this case: three Fights (two repeats) used to be "2 earlier actions"; the total is the same.
    const s: StrikeSetup = { ...defaults, backstab: true, gangUp: 2, cover: true, vantage: 'above', focus: 1, fights: 3, shoots: 0, stalker: true, fanatic: true };
    expect(strikeOdds(s, rules).totalModifier).toBe(1 + 2 + 1 - 2 + 1 + 1);
    expect(strikeOdds({ ...s, action: 'shoot', fights: 0, shoots: 3 }, rules).totalModifier).toBe(1 + 1 - 1 + 1 - 2 + 1);
    expect(strikeOdds({ ...s, reliable: true }, rules).totalModifier).toBe(1 + 2 + 1 + 1 + 1);
  });
  describe('fatigue (H8): the first Fight and the first Shoot are free, a triggered penalty stays', () => {
    // The four examples of ruling H8, each action of the activation in turn: the PUNCH modifier it gets.
    const activation = (actions: ('fight' | 'shoot')[]) =>
      actions.map((action, i) => {
        const sofar = actions.slice(0, i + 1);
        const counts = { fights: sofar.filter((a) => a === 'fight').length, shoots: sofar.filter((a) => a === 'shoot').length };
        return strikeOdds({ ...defaults, action, ...counts }, rules).totalModifier;
      });
    it('Fight, Shoot: 0 on both', () => expect(activation(['fight', 'shoot'])).toEqual([0, 0]));
    it('Fight, Fight, Shoot: −1 from the second Fight on, the Shoot included', () => expect(activation(['fight', 'fight', 'shoot'])).toEqual([0, -1, -1]));
    it('Shoot, Shoot: −1 on the second', () => expect(activation(['shoot', 'shoot'])).toEqual([0, -1]));
    it('Fight, Fight, Fight: −2 on the third', () => expect(activation(['fight', 'fight', 'fight'])).toEqual([0, -1, -2]));
    it('the penalty is max(0, F − 1) + max(0, S − 1) steps of the data’s −1, named in the sum', () => {
      for (let f = 0; f <= 4; f++) for (let sh = 0; sh <= 4; sh++) expect(fatigueSteps(f, sh)).toBe(Math.max(0, f - 1) + Math.max(0, sh - 1));
      const r = strikeOdds({ ...defaults, fights: 2, shoots: 3 }, rules);
      expect(r.parts).toContainEqual({ label: 'Fatigue (3 repeats)', value: 3 * rules.fatigue });
      expect(r.pDown).toBeCloseTo(strike({ punch: 5, modifier: -3, armor: 1, meat: 10 }).pDown, 14);
      expect(strikeOdds({ ...defaults, fights: 2, reliable: true }, rules).parts.some((p) => p.label.startsWith('Fatigue'))).toBe(false);
    });
    it('refuses counts that leave out the action being worked out', () => {
      expect(() => strikeOdds({ ...defaults, fights: 0, shoots: 2 }, rules)).toThrow('This Fight is one of the Fights so far: count it (Fights this activation at least 1).');
      expect(() => strikeOdds({ ...defaults, action: 'shoot', fights: 1, shoots: 0 }, rules)).toThrow('This Shoot is one of the Shoots so far: count it (Shoots this activation at least 1).');
    });
  });
  it('Dual Wield doubles the PUNCH dice at -2; Both Barrels shoots twice', () => {
    const r = strikeOdds({ ...defaults, punch: 6, dualWield: true, action: 'shoot', fights: 0, shoots: 1 }, rules);
    expect(r.punchDice).toBe(12);
    expect(r.pDown).toBeCloseTo(strike({ punch: 12, modifier: -2, armor: 1, meat: 10 }).pDown, 14);
    const bb = strikeOdds({ ...defaults, punch: 4, bothBarrels: true, action: 'shoot', fights: 0, shoots: 1 }, rules);
    expect(bb.pDown).toBeCloseTo(strike({ punch: 4, armor: 1, meat: 10, attacks: 2 }).pDown, 14);
    expect(strikeOdds({ ...defaults, punch: 4, bothBarrels: true }, rules).pDown).toBeCloseTo(strike({ punch: 4, armor: 1, meat: 10 }).pDown, 14);
  });
  it('Second Wind follows the strike: taken down and staying down', () => {
    const r = strikeOdds({ ...defaults, punch: 7, meat: 4, allyNearby: true }, rules);
    expect(r.pStaysDown).toBeCloseTo(r.pDown * (4 / 6), 14);
  });
  it('the exchange uses both fighters and refuses a fighter with two re-rolls', () => {
    const s: StrikeSetup = { ...defaults, exchange: true, punch: 7, speed: 4, sprinted: true, targetSpeed: 4, targetPunch: 5, meat: 10, attackerMeat: 6 };
    const r = strikeOdds(s, rules);
    expect(r.fight?.order).toBe('attacker-first');
    const direct = fight({ attacker: { punch: 7, armor: 1, meat: 6, speed: 4 }, defender: { punch: 5, armor: 1, meat: 10, speed: 4 }, sprinted: true });
    expect(r.fight?.pAttackerDown).toBeCloseTo(direct.pAttackerDown, 14);
    expect(() => strikeOdds({ ...s, reroll: 'punch', strikeBackReroll: 'armor' }, rules)).toThrow(RangeError);
    expect(strikeOdds({ ...s, action: 'shoot', fights: 0, shoots: 1 }, rules).fight).toBeUndefined();
  });
  it('a picked weapon fills PUNCH, quirks and its own modifier', () => {
    const headshot = weapons.find((w) => w.id === 'headshot')!;
    const fill = weaponFill(headshot, defaults);
    expect(fill).toMatchObject({ action: 'shoot', punch: 6, modifier: -1, doubleFives: true });
    expect(weaponMatches(headshot, { ...defaults, ...fill })).toBe(true);
    expect(weaponFill(weapons.find((w) => w.id === 'longshot')!, defaults).reroll).toBe('punch');
    expect(weaponFill(weapons.find((w) => w.id === 'pulverizer')!, defaults)).toMatchObject({ punch: 7, crush: true, action: 'fight' });
    expect(weaponFill(weapons.find((w) => w.id === 'boomstick')!, defaults).bothBarrels).toBe(true);
    expect(weaponFill(weapons.find((w) => w.id === 'sidearm')!, defaults).reliable).toBe(true);
    expect(armorChoices(stats, data.gear).map((c) => c.armor)).toEqual([1, 3, 5]);
  });
});

describe('every rules-page link to the strike-odds tool opens the set-up it names', () => {
  const files = readdirSync('content/heartbreaker', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'));
  const links = files.flatMap((f) =>
    [...readFileSync(join('content/heartbreaker', f), 'utf8').matchAll(/\/heartbreaker\/tools\/([a-z-]+)\/(\?[^"')\s]*)?/g)].map((m) => ({ file: f, tool: m[1]!, query: m[2] ?? '' })),
  );
  it('finds the links', () => expect(links.length).toBeGreaterThanOrEqual(10));
  for (const { file, tool, query } of links) {
    it(`${file}: ${tool}/${query}`, () => {
      expect(tool).toBe('strike-odds');
      // Read as the tool reads it: a Shoot link without the H8 counts is that activation's first Shoot.
      const parsed = parseQuery(query, strikeFields, strikeLinkUpgrade);
      expect(parsed.problems).toEqual([]);
      expect(parsed.notes).toEqual([]);
      const params = new URLSearchParams(query.slice(1));
      for (const [k] of params) expect(Object.keys(strikeFields)).toContain(k);
      // The tool shows what strike() gives for the link's own numbers; a link that ticks one of the
      // tool's named options must give what that option means in plain strike() terms.
      const meaning: Record<string, string> = {
        'fanatic=true': 'modifier=1',
        'stalker=true': 'modifier=1',
        'cover=true': 'modifier=-1',
        'dualWield=true': 'modifier=-2',
      };
      for (const [option, plain] of Object.entries(meaning)) {
        if (!params.has(option.split('=')[0]!)) continue;
        params.delete(option.split('=')[0]!);
        const [k, v] = plain.split('=') as [string, string];
        params.set(k, String(Number(params.get(k) ?? 0) + Number(v)));
        if (option.startsWith('dualWield')) params.set('punch', String(Number(params.get('punch')) * 2));
      }
      const num = (k: string, d: number) => (params.has(k) ? Number(params.get(k)) : d);
      const expected = strike({
        punch: num('punch', 5),
        modifier: num('modifier', 0),
        armor: num('armor', 1),
        meat: num('meat', 10),
        reroll: (params.get('reroll') as Reroll | null) ?? 'none',
        doubleFives: params.get('doubleFives') === 'true' || params.get('doubleFives') === '1',
      }).pDown;
      expect(strikeOdds(parsed.values, rules).pDown).toBeCloseTo(expected, 14);
    });
  }
});
