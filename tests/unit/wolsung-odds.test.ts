import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine';
import {
  cast,
  effectiveArmour,
  fastShot,
  HARD_TO_KILL_KEEPS,
  HEROIC_DEED_SUCCESSES,
  heroicDeedSuccesses,
  hitDamage,
  leaveMelee,
  melee,
  PARRY_EXTRA_DICE,
  poolSuccesses,
  shoot,
  SMALL_CALIBRE_ARMOUR_MULTIPLIER,
  type MeleeInput,
  type ShootInput,
  type VolleyInput,
} from '../../src/games/wolsung/odds';
import { meleePools, poolNumbersFromData, rangeBandLabels, shotPools, type ShotSituation } from '../../src/games/wolsung/pools';
import { cardValueSchema, diceModifierSchema, reactionSchema, specialRuleSchema, weaponSchema } from '../../src/games/wolsung/schema';
import { forEachRoll } from './engine/helpers';

const TOL = 1e-12;

function data<T>(name: string, parse: (x: unknown) => T): T[] {
  return (yaml.load(readFileSync(`content/wolsung/data/${name}.yaml`, 'utf8')) as unknown[]).map(parse);
}
const modifiers = data('modifiers', (x) => diceModifierSchema.parse(x));
const specialRules = data('special-rules', (x) => specialRuleSchema.parse(x));
const reactions = data('reactions', (x) => reactionSchema.parse(x));
const cardValues = data('card-values', (x) => cardValueSchema.parse(x));
const weapons = data('weapons', (x) => weaponSchema.parse(x));
const numbers = poolNumbersFromData(modifiers, specialRules);

const successesOf = (faces: readonly number[]) => faces.filter((f) => f >= 4).length; // W1

function expectArraysClose(got: readonly number[], want: readonly number[], tol = TOL): void {
  const n = Math.max(got.length, want.length);
  for (let k = 0; k < n; k++) expect(Math.abs((got[k] ?? 0) - (want[k] ?? 0)), `index ${k}`).toBeLessThanOrEqual(tol);
}

function expectSumsToOne(d: readonly number[]): void {
  for (const p of d) {
    expect(Number.isFinite(p)).toBe(true);
    expect(p).toBeGreaterThanOrEqual(0);
  }
  expect(Math.abs(d.reduce((a, b) => a + b, 0) - 1)).toBeLessThanOrEqual(TOL);
}

/** Counts an outcome into an integer tally (divided once at the end: no drift). */
function bump(tally: number[], k: number): void {
  while (tally.length <= k) tally.push(0);
  tally[k]!++;
}
const toProb = (tally: number[], outcomes: number) => tally.map((c) => c / outcomes);

/** The rulings applied literally to one roll of a shot. */
function bruteShot(input: ShootInput) {
  let hits = 0;
  let outcomes = 0;
  const damage: number[] = [];
  const lost: number[] = [];
  forEachRoll(input.guns + input.reflex, 6, (faces) => {
    outcomes++;
    const a = successesOf(faces.slice(0, input.guns)) + (input.attackerBonus ?? 0);
    const d = successesOf(faces.slice(input.guns)) + (input.defenderBonus ?? 0);
    let dmg = 0;
    if (a >= d) {
      hits++;
      let armour = (input.armour ?? 0) * (input.smallCalibre ? 2 : 1);
      armour = Math.max(0, armour - (input.armourPiercing ?? 0));
      dmg = Math.max(0, input.strength + (a - d) - armour);
    }
    bump(damage, dmg);
    let l = Math.min(dmg, input.wounds);
    if (l === input.wounds && input.hardToKill && input.wounds > 1) l = input.wounds - 1;
    bump(lost, l);
  });
  const woundsLost = toProb(lost, outcomes);
  return { pHit: hits / outcomes, damage: toProb(damage, outcomes), woundsLost, pKill: woundsLost[input.wounds] ?? 0 };
}

function expectShotMatches(input: ShootInput): void {
  const got = shoot(input);
  const want = bruteShot(input);
  expect(Math.abs(got.pHit - want.pHit)).toBeLessThanOrEqual(TOL);
  expect(Math.abs(got.pKill - want.pKill)).toBeLessThanOrEqual(TOL);
  expectArraysClose(got.damage, want.damage);
  expectArraysClose(got.woundsLost, want.woundsLost);
}

describe('shoot: exact against every roll of the dice', () => {
  const targets: Omit<ShootInput, 'guns' | 'reflex'>[] = [
    { strength: 4, armour: 1, wounds: 3 },
    { strength: 3, armour: 1, wounds: 3, smallCalibre: true },
    { strength: 3, armour: 2, wounds: 2, smallCalibre: true, armourPiercing: 1 },
    { strength: 2, armour: 0, wounds: 4, hardToKill: true },
    { strength: 4, armour: 3, wounds: 1, hardToKill: true, armourPiercing: 5 },
    { strength: 3, armour: 1, wounds: 5, attackerBonus: 1, defenderBonus: 2 },
  ];
  it('every pool from 0 to 3 dice on each side, six target profiles', () => {
    for (let guns = 0; guns <= 3; guns++)
      for (let reflex = 0; reflex <= 3; reflex++) for (const t of targets) expectShotMatches({ ...t, guns, reflex });
  });
  it('4 Guns dice against 4 Reflex dice: all 6^8 rolls', () => {
    expectShotMatches({ guns: 4, reflex: 4, strength: 4, armour: 1, wounds: 3, hardToKill: true, attackerBonus: 1 });
  });
});

describe('shooting into a melee: every roll of every model in contact', () => {
  /** Literal: every model rolls; fewest successes is the target (ties: the shooter picks the enemy). */
  function brute(a: ShootInput) {
    const friends = a.friendsReflex ?? [];
    const pools = [a.guns, a.reflex, ...friends];
    const dice = pools.reduce((x, y) => x + y, 0);
    const armour = effectiveArmour(a.armour ?? 0, a.armourPiercing ?? 0, a.smallCalibre ?? false);
    const damage = new Map<number, number>();
    let pHit = 0;
    let friendTargeted = 0;
    let friendHit = 0;
    const w = 2 ** -dice;
    forEachRoll(dice, 2, (faces) => {
      // Face 2 = a success (W1 gives each die a 1/2 chance).
      let i = 0;
      const counts = pools.map((n) => {
        let c = 0;
        for (let j = 0; j < n; j++) if (faces[i++] === 2) c++;
        return c;
      });
      const [shooter, enemy, ...mine] = counts as [number, number, ...number[]];
      const fewestFriend = mine.length ? Math.min(...mine) : Infinity;
      const shots = shooter + (a.attackerBonus ?? 0);
      if (enemy <= fewestFriend) {
        const margin = shots - (enemy + (a.defenderBonus ?? 0));
        const d = margin >= 0 ? hitDamage(a.strength, margin, armour) : 0;
        if (margin >= 0) pHit += w;
        damage.set(d, (damage.get(d) ?? 0) + w);
      } else {
        friendTargeted += w;
        if (shots >= fewestFriend) friendHit += w;
        damage.set(0, (damage.get(0) ?? 0) + w);
      }
    });
    return { pHit, damage, friendTargeted, friendHit };
  }
  const cases: ShootInput[] = [
    { guns: 3, reflex: 2, strength: 3, armour: 1, wounds: 2, friendsReflex: [1] },
    { guns: 2, reflex: 1, strength: 2, wounds: 1, friendsReflex: [2, 0] },
    { guns: 3, reflex: 2, strength: 4, armour: 2, wounds: 3, friendsReflex: [1, 2, 1], attackerBonus: 1, defenderBonus: 2 },
    { guns: 0, reflex: 0, strength: 1, wounds: 1, friendsReflex: [0] },
  ];
  for (const c of cases) {
    it(JSON.stringify(c), () => {
      const r = shoot(c);
      const want = brute(c);
      expect(Math.abs(r.pHit - want.pHit)).toBeLessThanOrEqual(TOL);
      expect(Math.abs(r.pFriendTargeted - want.friendTargeted)).toBeLessThanOrEqual(TOL);
      expect(Math.abs(r.pFriendHit - want.friendHit)).toBeLessThanOrEqual(TOL);
      for (let k = 0; k < Math.max(r.damage.length, ...want.damage.keys()) + 1; k++) {
        expect(Math.abs((r.damage[k] ?? 0) - (want.damage.get(k) ?? 0)), `damage ${k}`).toBeLessThanOrEqual(TOL);
      }
    });
  }
  it('0 dice against 0 dice: every model has 0 successes, the tie goes to the enemy, and 0 against 0 hits (W2)', () => {
    const r = shoot({ guns: 0, reflex: 0, strength: 1, wounds: 1, friendsReflex: [0] });
    expect(r.pFriendTargeted).toBe(0);
    expect(r.pHit).toBe(1);
  });
  it('with no friend in contact it is the plain shot; a friend with fewer Reflex dice draws the shot more often', () => {
    const plain = shoot({ guns: 3, reflex: 3, strength: 3, wounds: 2 });
    expect(plain.pFriendTargeted).toBe(0);
    expect(shoot({ guns: 3, reflex: 3, strength: 3, wounds: 2, friendsReflex: [] }).pKill).toBeCloseTo(plain.pKill, 15);
    const clumsy = shoot({ guns: 3, reflex: 3, strength: 3, wounds: 2, friendsReflex: [1] });
    const nimble = shoot({ guns: 3, reflex: 3, strength: 3, wounds: 2, friendsReflex: [4] });
    expect(clumsy.pFriendTargeted).toBeGreaterThan(nimble.pFriendTargeted);
    expect(clumsy.pKill).toBeLessThan(nimble.pKill);
    expect(nimble.pKill).toBeLessThan(plain.pKill);
  });
  it('refuses more than 3 friends, bad pools, and a Fast shot volley into a melee', () => {
    expect(() => shoot({ guns: 3, reflex: 2, strength: 3, wounds: 2, friendsReflex: [1, 1, 1, 1] })).toThrow(/at most 3/);
    expect(() => shoot({ guns: 3, reflex: 2, strength: 3, wounds: 2, friendsReflex: [-1] })).toThrow(/friend 1/);
    expect(() => fastShot({ guns: 3, reflex: 2, strength: 3, wounds: 2, shots: 2, friendsReflex: [1] })).toThrow(/one shot at a time/);
  });
});

describe('shoot: simulation for large pools', () => {
  it('20 Guns against 18 Reflex, heroic deeds on both sides, within 5 standard errors', () => {
    const input: ShootInput = { guns: 20, reflex: 18, strength: 4, armour: 2, wounds: 6, armourPiercing: 1, attackerBonus: 2, defenderBonus: 1 };
    const exact = shoot(input);
    const rng = createRng('wolsung-shoot');
    const n = 200_000;
    let hits = 0;
    let kills = 0;
    const roll = (dice: number) => {
      let s = 0;
      for (let i = 0; i < dice; i++) if (rng.die(6) >= 4) s++;
      return s;
    };
    for (let i = 0; i < n; i++) {
      const a = roll(20) + 2;
      const d = roll(18) + 1;
      if (a < d) continue;
      hits++;
      if (4 + a - d - 1 >= 6) kills++;
    }
    for (const [count, p] of [
      [hits, exact.pHit],
      [kills, exact.pKill],
    ] as const) {
      const se = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(count / n - p)).toBeLessThanOrEqual(5 * se);
    }
  });
});

describe('rulings W1 to W5', () => {
  it('W1: one die succeeds half the time (4, 5 or 6), so 1 die against 1 die hits 3 times in 4', () => {
    expectArraysClose(poolSuccesses(1), [0.5, 0.5]);
    // Under a 5+ reading this would be 1 - (1/3)(2/3) = 7/9.
    expect(shoot({ guns: 1, reflex: 1, strength: 1, wounds: 1 }).pHit).toBeCloseTo(0.75, 12);
  });
  it('W2: 0 successes against 0 is a hit, and a tie gives no critical hits', () => {
    const r = shoot({ guns: 0, reflex: 0, strength: 2, wounds: 3 });
    expect(r.pHit).toBe(1);
    expectArraysClose(r.damage, [0, 0, 1]);
  });
  it('W2: each success beyond the target is +1 damage', () => {
    const r = shoot({ guns: 0, reflex: 0, strength: 2, wounds: 9, attackerBonus: 3 });
    expectArraysClose(r.damage, [0, 0, 0, 0, 0, 1]);
  });
  it('W2: Small Calibre doubles Armour before Armour piercing lowers it', () => {
    expect(effectiveArmour(2, 1, true)).toBe(3); // (2 x 2) - 1, not (2 - 1) x 2 = 2
    const r = shoot({ guns: 0, reflex: 0, strength: 5, armour: 2, armourPiercing: 1, smallCalibre: true, wounds: 9 });
    expectArraysClose(r.damage, [0, 0, 1]);
    expect(r.armourUsed).toBe(3);
  });
  it('W2: Armour piercing never takes Armour below 0, and damage never goes below 0', () => {
    expect(effectiveArmour(1, 3)).toBe(0);
    expect(hitDamage(2, 0, 5)).toBe(0);
    expectArraysClose(shoot({ guns: 0, reflex: 0, strength: 2, armour: 5, wounds: 1 }).damage, [1]);
  });
  it('W4: Hard to kill saves a model on 2 wounds (to 1) but not one on 1 wound', () => {
    const two = shoot({ guns: 0, reflex: 0, strength: 5, wounds: 2, hardToKill: true });
    expect(two.pKill).toBe(0);
    expectArraysClose(two.woundsLost, [0, 1]);
    const one = shoot({ guns: 0, reflex: 0, strength: 5, wounds: 1, hardToKill: true });
    expect(one.pKill).toBe(1);
    // The raw damage is reported before W4.
    expectArraysClose(two.damage, [0, 0, 0, 0, 0, 1]);
  });
  it('W4 in a Fast shot volley: the second hit kills a model the first hit left on 1 wound', () => {
    const v = fastShot({ guns: 0, reflex: 0, strength: 5, wounds: 3, hardToKill: true, attackerBonuses: [0, 0], shots: 2 });
    expect(v.pKill).toBe(1);
    const once = fastShot({ guns: 0, reflex: 0, strength: 5, wounds: 3, hardToKill: true, shots: 1 });
    expect(once.pKill).toBe(0);
  });
  it('W3: the attacker hits on a tie; Parry adds 2 dice and never wounds; Fence wounds only with strictly more', () => {
    const base: MeleeInput = { attackerFight: 0, defenderFight: 0, reaction: 'fence', attackerStrength: 3, defenderStrength: 4, attackerWounds: 9, defenderWounds: 9 };
    const tie = melee({ ...base, attackerBonus: 2, defenderBonus: 2 });
    expect(tie.pAttackerHits).toBe(1);
    expect(tie.pDefenderHits).toBe(0);
    // The book's fenced riposte: 1 success against 3, so the defender hits with 2 critical hits: 4 + 2 = 6.
    const riposte = melee({ ...base, attackerBonus: 1, defenderBonus: 3 });
    expect(riposte.pDefenderHits).toBe(1);
    expectArraysClose(riposte.attackerWoundsLost, [0, 0, 0, 0, 0, 0, 1]);
    const parried = melee({ ...base, reaction: 'parry', attackerBonus: 1, defenderBonus: 3 });
    expect(parried.pDefenderHits).toBe(0);
    expectArraysClose(parried.attackerWoundsLost, [1]);
    expect(parried.defenderDice).toBe(PARRY_EXTRA_DICE);
  });
  it('W5: a court card or ace adds 2 successes, any other card 1', () => {
    expect(heroicDeedSuccesses(1, 0)).toBe(2);
    expect(heroicDeedSuccesses(2, 3)).toBe(7);
    const withDeed = shoot({ guns: 0, reflex: 3, strength: 4, wounds: 1, attackerBonus: heroicDeedSuccesses(1, 1) });
    expect(withDeed.pHit).toBe(1); // 3 added successes always match 3 dice
  });
});

describe('the odds use the same numbers as the data files', () => {
  it('Parry, Small Calibre, Hard to kill and Heroic Deed cards', () => {
    expect(reactions.find((r) => r.id === 'parry')!.fightBonus).toBe(PARRY_EXTRA_DICE);
    expect(specialRules.find((r) => r.id === 'small-calibre')!.effect.armourMultiplier).toBe(SMALL_CALIBRE_ARMOUR_MULTIPLIER);
    expect(specialRules.find((r) => r.id === 'hard-to-kill')!.effect.surviveAtWounds).toBe(HARD_TO_KILL_KEEPS);
    for (const c of cardValues) {
      const want = c.court || c.label === 'Ace' ? HEROIC_DEED_SUCCESSES.courtOrAce : HEROIC_DEED_SUCCESSES.other;
      expect(c.heroicDeedSuccesses, c.label).toBe(want);
    }
  });
  it('Dive For Cover is the Toppled bonus: the pool builder adds it once', () => {
    const dive = reactions.find((r) => r.id === 'dive-for-cover')!;
    expect(dive.reflexBonus).toBe(numbers.toppledReflex);
    const s: ShotSituation = { kind: 'shot', baseGuns: 3, baseReflex: 2, rangeModifier: 0, elevation: 'level', cover: 'none', toppled: true, quick: false, smallerBaseInMelee: false, spellResistance: false };
    expect(shotPools(s, numbers).reflex).toBe(4);
  });
});

describe('the rulebook examples, rewritten', () => {
  const plain: ShotSituation = { kind: 'shot', baseGuns: 3, baseReflex: 2, rangeModifier: 0, elevation: 'level', cover: 'none', toppled: false, quick: false, smallerBaseInMelee: false, spellResistance: false };
  const pistol = weapons.find((w) => w.id === 'pistol')!;
  it('pistol shot across the street: 4 dice against 3, and 3 successes against 1 deal 5 damage', () => {
    const pools = shotPools({ ...plain, rangeModifier: pistol.rangeBands[0]!.gunsModifier, cover: 'partial' }, numbers);
    expect(pools).toEqual({ guns: 4, reflex: 3 });
    expect(hitDamage(pistol.strength, 3 - 1, effectiveArmour(1))).toBe(5);
    const r = shoot({ guns: 0, reflex: 0, strength: 4, armour: 1, wounds: 3, attackerBonus: 3, defenderBonus: 1 });
    expect(r.pKill).toBe(1);
  });
  it('Quick pistol at 10 inches: G 3, -1 for the band, -1 for Quick: 1 die', () => {
    expect(shotPools({ ...plain, rangeModifier: pistol.rangeBands[1]!.gunsModifier, quick: true }, numbers).guns).toBe(1);
  });
  it('Fast shot [3] from G 4: the shots roll 4, 3 and 2 dice', () => {
    const v = fastShot({ guns: 4, reflex: 2, strength: 3, wounds: 2, shots: 3 });
    expect(v.shots.map((s) => s.guns)).toEqual([4, 3, 2]);
  });
  it('Small Calibre S 3 against Armour 1 with 1 critical hit: 2 damage', () => {
    expect(hitDamage(3, 1, effectiveArmour(1, 0, true))).toBe(2);
  });
  it('lightning bolt: S 3, 2 successes against 0, Armour 0: 5 damage', () => {
    const r = shoot({ guns: 0, reflex: 0, strength: 3, wounds: 9, attackerBonus: 2 });
    expectArraysClose(r.damage, [0, 0, 0, 0, 0, 1]);
  });
  it('ganging up: F 3 plus a friend with F 2 rolls 5 dice; the leaver who ties gets away', () => {
    const pools = meleePools({ attackerBaseFight: 3, support: 2, attackerHigher: false, chargeFromAbove: false, defenderBaseFight: 2, defenderHigher: false, defenderToppled: false }, numbers);
    expect(pools.attackerFight).toBe(5);
    expect(leaveMelee({ reflex: 0, enemyFight: 0, leaverBonus: 1, enemyBonus: 1 }).pEscape).toBe(1);
  });
  it('the fenced riposte on the melee page: F 3 against F 2, 1 success against 2, one critical hit, 5 damage', () => {
    const page = readFileSync('content/wolsung/rules/melee.mdx', 'utf8');
    const example = /<Example title="A fenced riposte">([\s\S]*?)<\/Example>/.exec(page)![1]!;
    expect(example).toMatch(/thug with F 2 and S 4/);
    expect(example).toMatch(/2 − 1 = 1 critical hit/);
    expect(example).toMatch(/4 \+ 1 = \*\*5 damage\*\*/);
    const pools = meleePools({ attackerBaseFight: 3, support: 0, attackerHigher: false, chargeFromAbove: false, defenderBaseFight: 2, defenderHigher: false, defenderToppled: false }, numbers);
    expect(pools).toEqual({ attackerFight: 3, defenderFight: 2 });
    // Two dice can score two successes at most (W1): the thug's roll is its best.
    expect(poolSuccesses(pools.defenderFight).length - 1).toBe(2);
    expect(hitDamage(4, 2 - 1, effectiveArmour(0))).toBe(5);
    // The same fight through the odds: the thug's riposte lands only on a margin of exactly one
    // (1 against 2, or 0 against 1: 3/32 + 2/32), and each deals the 5 damage of the example.
    const fight = melee({ ...pools, reaction: 'fence', attackerStrength: 3, defenderStrength: 4, attackerArmour: 0, attackerWounds: 9, defenderWounds: 9 });
    expect(fight.attackerWoundsLost[5]).toBeCloseTo(5 / 32, 12);
    expect(fight.attackerWoundsLost.slice(1)).toEqual([0, 0, 0, 0, 5 / 32, 1 / 32]);
    // Parry instead: 4 dice and never a riposte.
    const parried = melee({ ...pools, reaction: 'parry', attackerStrength: 3, defenderStrength: 4, attackerWounds: 9, defenderWounds: 9 });
    expect(parried.defenderDice).toBe(4);
    expect(parried.pDefenderHits).toBe(0);
  });
  it('Magic Aura [2] with 3 dice: half the time', () => {
    expect(cast({ magic: 3, difficulty: 2 }).pSuccess).toBeCloseTo(0.5, 12);
  });
  it('pistol range bands read as the profile prints them', () => {
    expect(rangeBandLabels(pistol)).toEqual(['0–8″: +1 Guns', '8–16″: −1 Guns', '16–24″: −2 Guns']);
  });
});

describe('melee, leaving melee and casting against every roll', () => {
  function bruteMelee(input: MeleeInput) {
    const dDice = input.defenderFight + (input.reaction === 'parry' ? 2 : 0);
    const dLost: number[] = [];
    const aLost: number[] = [];
    let outcomes = 0;
    const lose = (dmg: number, wounds: number, htk?: boolean) => {
      if (dmg < wounds) return dmg;
      return htk && wounds > 1 ? wounds - 1 : wounds;
    };
    forEachRoll(input.attackerFight + dDice, 6, (faces) => {
      outcomes++;
      const a = successesOf(faces.slice(0, input.attackerFight)) + (input.attackerBonus ?? 0);
      const d = successesOf(faces.slice(input.attackerFight)) + (input.defenderBonus ?? 0);
      let dl = 0;
      let al = 0;
      if (a >= d) dl = lose(Math.max(0, input.attackerStrength + a - d - (input.defenderArmour ?? 0)), input.defenderWounds, input.defenderHardToKill);
      else if (input.reaction === 'fence') al = lose(Math.max(0, input.defenderStrength + d - a - (input.attackerArmour ?? 0)), input.attackerWounds, input.attackerHardToKill);
      bump(dLost, dl);
      bump(aLost, al);
    });
    return { dLost: toProb(dLost, outcomes), aLost: toProb(aLost, outcomes) };
  }
  it('Fence and Parry, pools of 0 to 3 dice', () => {
    for (const reaction of ['fence', 'parry'] as const)
      for (let a = 0; a <= 3; a++)
        for (let d = 0; d <= 3; d++) {
          const input: MeleeInput = {
            attackerFight: a,
            defenderFight: d,
            reaction,
            attackerStrength: 3,
            defenderStrength: 4,
            attackerArmour: 1,
            defenderArmour: 0,
            attackerWounds: 2,
            defenderWounds: 4,
            attackerHardToKill: true,
            defenderBonus: 1,
          };
          const got = melee(input);
          const want = bruteMelee(input);
          expectArraysClose(got.defenderWoundsLost, want.dLost);
          expectArraysClose(got.attackerWoundsLost, want.aLost);
          expect(Math.abs(got.pDefenderKilled - (want.dLost[4] ?? 0))).toBeLessThanOrEqual(TOL);
          expect(Math.abs(got.pAttackerKilled - (want.aLost[2] ?? 0))).toBeLessThanOrEqual(TOL);
        }
  });
  it('leaving melee and casting', () => {
    for (let r = 0; r <= 3; r++)
      for (let f = 0; f <= 3; f++) {
        let escapes = 0;
        let outcomes = 0;
        forEachRoll(r + f, 6, (faces) => {
          outcomes++;
          if (successesOf(faces.slice(0, r)) + 1 >= successesOf(faces.slice(r))) escapes++;
        });
        expect(Math.abs(leaveMelee({ reflex: r, enemyFight: f, leaverBonus: 1 }).pEscape - escapes / outcomes)).toBeLessThanOrEqual(TOL);
      }
    for (let m = 0; m <= 5; m++)
      for (let difficulty = 0; difficulty <= 6; difficulty++) {
        let ok = 0;
        let outcomes = 0;
        forEachRoll(m, 6, (faces) => {
          outcomes++;
          if (successesOf(faces) + 1 >= difficulty) ok++;
        });
        expect(Math.abs(cast({ magic: m, difficulty, bonus: 1 }).pSuccess - ok / outcomes)).toBeLessThanOrEqual(TOL);
      }
  });
  it('a Fast shot volley of 2 against every roll of both shots, hits applied in order', () => {
    const input = { guns: 2, reflex: 1, strength: 2, armour: 0, wounds: 3, hardToKill: true, shots: 2 };
    const lost: number[] = [];
    let outcomes = 0;
    forEachRoll(2 + 1 + 1 + 1, 6, (faces) => {
      outcomes++;
      let w = 3;
      const shots: [number[], number[]][] = [
        [faces.slice(0, 2), faces.slice(2, 3)],
        [faces.slice(3, 4), faces.slice(4, 5)],
      ];
      for (const [g, r] of shots) {
        const a = successesOf(g);
        const d = successesOf(r);
        if (a < d || w === 0) continue;
        const dmg = 2 + a - d;
        w = dmg >= w ? (w > 1 ? 1 : 0) : w - dmg;
      }
      bump(lost, 3 - w);
    });
    const got = fastShot(input);
    expectArraysClose(got.woundsLost, toProb(lost, outcomes));
    expect(Math.abs(got.pKill - (lost[3] ?? 0) / outcomes)).toBeLessThanOrEqual(TOL);
  });
  describe('W7: each shot of a volley is its own test, a card helps only its own shot', () => {
    /** Every roll of every shot, each shot's cards added to that shot only, hits applied in order. */
    function bruteVolley(input: VolleyInput): number[] {
      const { guns, reflex, shots, wounds } = input;
      const pools = Array.from({ length: shots }, (_, i) => [Math.max(0, guns - i), reflex] as const);
      const dice = pools.reduce((sum, [g, r]) => sum + g + r, 0);
      const armour = Math.max(0, (input.armour ?? 0) * (input.smallCalibre ? 2 : 1) - (input.armourPiercing ?? 0));
      const lost: number[] = [];
      let outcomes = 0;
      forEachRoll(dice, 6, (faces) => {
        outcomes++;
        let w = wounds;
        let at = 0;
        pools.forEach(([g, r], i) => {
          const a = successesOf(faces.slice(at, at + g)) + (input.attackerBonuses?.[i] ?? 0);
          const d = successesOf(faces.slice(at + g, at + g + r)) + (input.defenderBonuses?.[i] ?? 0);
          at += g + r;
          if (a < d || w === 0) return;
          const dmg = Math.max(0, input.strength + a - d - armour);
          // W4 checked shot by shot: a hit that finds the target above 1 wound leaves it on 1.
          w = dmg >= w ? (input.hardToKill && w > 1 ? 1 : 0) : w - dmg;
        });
        bump(lost, wounds - w);
      });
      return toProb(lost, outcomes);
    }
    const cases: VolleyInput[] = [
      { guns: 2, reflex: 1, strength: 2, wounds: 3, hardToKill: true, shots: 2, attackerBonuses: [2, 0] },
      { guns: 2, reflex: 1, strength: 2, wounds: 3, hardToKill: true, shots: 2, attackerBonuses: [0, 2] },
      { guns: 1, reflex: 2, strength: 3, armour: 1, wounds: 2, shots: 3, attackerBonuses: [1, 0, 1], defenderBonuses: [0, 2, 0] },
      { guns: 3, reflex: 1, strength: 1, armour: 1, smallCalibre: true, armourPiercing: 1, wounds: 4, hardToKill: true, shots: 2, defenderBonuses: [1] },
    ];
    for (const c of cases) {
      it(`against every roll: ${JSON.stringify(c)}`, () => {
        const got = fastShot(c);
        const want = bruteVolley(c);
        expectArraysClose(got.woundsLost, want);
        expect(Math.abs(got.pKill - (want[c.wounds] ?? 0))).toBeLessThanOrEqual(TOL);
      });
    }
    it('a card on shot 1 is not a card on shot 2: the two volleys differ, and neither is a card on every shot', () => {
      const base = { guns: 3, reflex: 2, strength: 2, wounds: 3, hardToKill: true, shots: 2 };
      const first = fastShot({ ...base, attackerBonuses: [2, 0] });
      const second = fastShot({ ...base, attackerBonuses: [0, 2] });
      const both = fastShot({ ...base, attackerBonuses: [2, 2] });
      expect(first.shots.map((s) => s.attackerBonus)).toEqual([2, 0]);
      const { shots: _shots, ...one } = base; // shoot() takes one shot: `shots` is not its field
      expect(first.shots[0]!.pHit).toBeCloseTo(shoot({ ...one, attackerBonus: 2 }).pHit, 14);
      expect(first.shots[1]!.pHit).toBeCloseTo(shoot({ ...one, guns: 2 }).pHit, 14);
      expect(first.pKill).not.toBeCloseTo(second.pKill, 6);
      expect(both.pKill).toBeGreaterThan(Math.max(first.pKill, second.pKill));
    });
    it('refuses a volley given one bonus for every shot, and more cards than shots', () => {
      expect(() => fastShot({ guns: 3, reflex: 2, strength: 3, wounds: 2, shots: 2, attackerBonus: 1 } as VolleyInput)).toThrow(/shot by shot \(W7\)/);
      expect(() => fastShot({ guns: 3, reflex: 2, strength: 3, wounds: 2, shots: 2, attackerBonuses: [1, 1, 1] })).toThrow('The shooter’s Heroic Deed successes must be a list of at most 2 numbers, one per shot.');
      expect(() => fastShot({ guns: 3, reflex: 2, strength: 3, wounds: 2, shots: 2, defenderBonuses: [0, -1] })).toThrow('Target’s Heroic Deed successes on shot 2 must be a whole number from 0 to 60; got -1.');
    });
    it('12 Guns against 10 Reflex, four shots with cards on some: within 5 standard errors of a seeded simulation', () => {
      const input: VolleyInput = { guns: 12, reflex: 10, strength: 3, armour: 2, wounds: 6, hardToKill: true, shots: 4, attackerBonuses: [2, 0, 1, 0], defenderBonuses: [0, 1, 0, 2] };
      const exact = fastShot(input);
      const rng = createRng('wolsung-volley-w7');
      const roll = (dice: number) => {
        let s = 0;
        for (let i = 0; i < dice; i++) if (rng.die(6) >= 4) s++;
        return s;
      };
      const n = 100_000;
      let kills = 0;
      for (let t = 0; t < n; t++) {
        let w = 6;
        for (let i = 0; i < 4 && w > 0; i++) {
          const a = roll(12 - i) + input.attackerBonuses![i]!;
          const d = roll(10) + input.defenderBonuses![i]!;
          if (a < d) continue;
          const dmg = Math.max(0, 3 + a - d - 2);
          w = dmg >= w ? (w > 1 ? 1 : 0) : w - dmg;
        }
        if (w === 0) kills++;
      }
      const se = Math.sqrt((exact.pKill * (1 - exact.pKill)) / n);
      expect(Math.abs(kills / n - exact.pKill)).toBeLessThanOrEqual(5 * se + 1e-9);
    });
  });
});

describe('properties over the input range', () => {
  it('distributions sum to 1, nothing is NaN, and more Guns never lowers the odds', () => {
    for (let reflex = 0; reflex <= 12; reflex += 3)
      for (const wounds of [1, 2, 4])
        for (const hardToKill of [false, true]) {
          let lastHit = -1;
          let lastKill = -1;
          for (let guns = 0; guns <= 30; guns++) {
            const r = shoot({ guns, reflex, strength: 3, armour: 1, wounds, hardToKill });
            expectSumsToOne(r.damage);
            expectSumsToOne(r.woundsLost);
            expect(r.pHit).toBeGreaterThanOrEqual(lastHit - TOL);
            expect(r.pKill).toBeGreaterThanOrEqual(lastKill - TOL);
            lastHit = r.pHit;
            lastKill = r.pKill;
          }
        }
  });
  it('more Reflex dice or more Armour never raises the chance to take the target out', () => {
    for (let guns = 0; guns <= 10; guns += 2) {
      let last = 2;
      for (let reflex = 0; reflex <= 30; reflex++) {
        const p = shoot({ guns, reflex, strength: 4, armour: 0, wounds: 3 }).pKill;
        expect(p).toBeLessThanOrEqual(last + TOL);
        last = p;
      }
      last = 2;
      for (let armour = 0; armour <= 10; armour++) {
        const p = shoot({ guns, reflex: 3, strength: 4, armour, wounds: 3 }).pKill;
        expect(p).toBeLessThanOrEqual(last + TOL);
        last = p;
      }
    }
  });
  it('melee results sum to 1 and a Parry never lets the defender wound', () => {
    for (let a = 0; a <= 30; a += 5)
      for (let d = 0; d <= 30; d += 5)
        for (const reaction of ['fence', 'parry'] as const) {
          const r = melee({ attackerFight: a, defenderFight: d, reaction, attackerStrength: 3, defenderStrength: 3, attackerWounds: 3, defenderWounds: 3 });
          expectSumsToOne(r.defenderWoundsLost);
          expectSumsToOne(r.attackerWoundsLost);
          if (reaction === 'parry') expect(r.pAttackerKilled).toBe(0);
          expect(r.pAttackerHits + r.pDefenderHits).toBeLessThanOrEqual(1 + TOL);
        }
  });
  it('refuses input outside the rules with a sentence, never NaN', () => {
    expect(() => shoot({ guns: -1, reflex: 2, strength: 4, wounds: 3 })).toThrow(RangeError);
    expect(() => shoot({ guns: 2.5, reflex: 2, strength: 4, wounds: 3 })).toThrow(/whole number/);
    expect(() => shoot({ guns: 2, reflex: 2, strength: 4, wounds: 0 })).toThrow(/Wounds/);
    expect(() => shoot({ guns: Number.NaN, reflex: 2, strength: 4, wounds: 3 })).toThrow(RangeError);
    const base: MeleeInput = { attackerFight: 2, defenderFight: 2, reaction: 'parry', attackerStrength: 3, defenderStrength: 3, attackerWounds: 3, defenderWounds: 3 };
    expect(() => melee({ ...base, defenderToppled: true })).toThrow(/only Fence/);
    expect(() => melee({ ...base, reaction: 'fence', hypnoticAura: true })).toThrow(/cannot Fence/);
    expect(() => melee({ ...base, reaction: 'fence', defenderToppled: true, hypnoticAura: true })).toThrow(/no reaction/);
    expect(() => fastShot({ guns: 3, reflex: 2, strength: 3, wounds: 2, shots: 0 })).toThrow(/Shots/);
  });
});
