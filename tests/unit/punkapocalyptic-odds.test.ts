import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine';
import {
  attributeRoll,
  burst,
  combat,
  disengage,
  dropSteps,
  effectiveArmor,
  fall,
  fallBand,
  impact,
  jump,
  shot,
  supportBonus,
  type CombatInput,
} from '../../src/games/punkapocalyptic/odds';
import { checkCover, coverEffect, stackBonuses, type CoverElement } from '../../src/games/punkapocalyptic/cover';
import { checklistModifier, NO_TICKS, rebaseModifier, type ShotChecklist } from '../../src/games/punkapocalyptic/shot-modifiers';
import { combatSummary, fallJumpSummary, shotSummary } from '../../src/games/punkapocalyptic/summaries';
import type { combatFields } from '../../src/games/punkapocalyptic/tools/combat-odds';
import type { Values } from '../../src/tools/query-state';
import { coverData, fallData, shotData } from './tools/tool-data';

type CombatValues = Values<typeof combatFields>;

// The tools' own data, read from the YAML as their pages are given it.
const { fallBands, jumpLimits } = fallData;
const { modifiers: precisionModifiers, specialRules } = shotData;

const EPS = 1e-12;
const FACES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Brute force P1 (+ Kaboom!): count the faces. */
function bruteRoll(target: number, kaboom: boolean): { hit: number; jam: number } {
  if (target <= 0) return { hit: 0, jam: 0 }; // no roll is made
  if (target >= 10 && !kaboom) return { hit: 1, jam: 0 };
  let hit = 0;
  let jam = 0;
  for (const f of FACES) {
    if (kaboom && f >= 9) jam++;
    else if (f <= target) hit++;
  }
  return { hit: hit / 10, jam: jam / 10 };
}

/** Brute force P3: count the 100 pairs of faces. */
function bruteImpact(strength: number, toughness: number, armor: number, cover: number, penetration: number, hitterActive: boolean): number {
  const protection = toughness + Math.max(0, armor + cover - penetration);
  let wins = 0;
  for (const a of FACES) for (const d of FACES) if (a + strength > d + protection || (hitterActive && a + strength === d + protection)) wins++;
  return wins / 100;
}

describe('P1 Precision roll and Kaboom!', () => {
  it('matches face counting for every target from -5 to 15, with and without Kaboom!', () => {
    for (let target = -5; target <= 15; target++) {
      for (const kaboom of [false, true]) {
        const r = attributeRoll(target, kaboom);
        const b = bruteRoll(target, kaboom);
        expect(r.pSuccess).toBeCloseTo(b.hit, 12);
        expect(r.pJam).toBeCloseTo(b.jam, 12);
      }
    }
  });

  it('shot(): every Precision 1-10 with every modifier from -12 to +12, with and without Kaboom!, against the faces', () => {
    for (let precision = 1; precision <= 10; precision++)
      for (let modifier = -12; modifier <= 12; modifier++)
        for (const kaboom of [false, true]) {
          const s = shot({ precision, modifier, strength: 4, toughness: 4, kaboom });
          const b = bruteRoll(precision + modifier, kaboom);
          expect(Math.abs(s.pHit - b.hit)).toBeLessThan(EPS);
          expect(Math.abs(s.pJam - b.jam)).toBeLessThan(EPS);
          expect(Math.abs(s.pDown - b.hit * 0.55)).toBeLessThan(EPS);
        }
  });

  it('a modified value of 0 or less fails without a roll (so Kaboom! cannot go off)', () => {
    expect(shot({ precision: 3, modifier: -3, strength: 4, toughness: 3 })).toMatchObject({ pHit: 0, pDown: 0, pJam: 0 });
    expect(attributeRoll(0, true)).toEqual({ pSuccess: 0, pJam: 0, rolled: false });
    expect(attributeRoll(-4, false).rolled).toBe(false);
    // 1 still rolls: one face in ten.
    expect(shot({ precision: 3, modifier: -2, strength: 4, toughness: 3 }).pHit).toBeCloseTo(0.1, 12);
  });

  it('10 or more succeeds without a roll', () => {
    expect(shot({ precision: 8, modifier: 2, strength: 4, toughness: 3 }).pHit).toBe(1);
    expect(shot({ precision: 10, modifier: 5, strength: 4, toughness: 3 }).pHit).toBe(1);
    expect(attributeRoll(10).rolled).toBe(false);
  });

  it('Kaboom! at 10 or more still rolls: 9 or 10 misses and jams', () => {
    const k = shot({ precision: 8, modifier: 4, strength: 4, toughness: 3, kaboom: true });
    expect(k.pHit).toBeCloseTo(0.8, 12);
    expect(k.pJam).toBeCloseTo(0.2, 12);
    expect(attributeRoll(12, true).rolled).toBe(true);
  });

  it('Kaboom! below 10: a 9 is a jam, not a hit, and at 8 or less the jam only replaces misses', () => {
    expect(attributeRoll(9, true)).toMatchObject({ pSuccess: 0.8, pJam: 0.2 }); // 9 would have hit
    expect(attributeRoll(9, false).pSuccess).toBeCloseTo(0.9, 12);
    expect(attributeRoll(5, true)).toMatchObject({ pSuccess: 0.5, pJam: 0.2 });
    expect(attributeRoll(1, true)).toMatchObject({ pSuccess: 0.1, pJam: 0.2 });
  });

  it('the Thug with a bow: Precision 5, short range +1, Hard to use -1 = 5, so 50%', () => {
    const c = checklistModifier({ ...noTicks, range: 'short', hardToUse: true }, precisionModifiers, specialRules);
    expect(c.total).toBe(0);
    expect(5 + c.total).toBe(5);
    expect(shot({ precision: 5, modifier: c.total, strength: 3, toughness: 3 }).pHit).toBeCloseTo(0.5, 12);
  });
});

describe('P3 impact', () => {
  it('matches brute force over every strength, toughness, armor, cover, penetration and tie rule', () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (let strength = 0; strength <= 12; strength++)
      for (let toughness = 1; toughness <= 10; toughness++)
        for (let armor = 0; armor <= 6; armor++)
          for (const cover of [0, 3, 5, 7, 8, 9])
            for (let penetration = 0; penetration <= 6; penetration++)
              for (const shooterActive of [true, false]) {
                const s = shot({ precision: 5, strength, toughness, armor, cover, penetration, shooterActive });
                const expected = bruteImpact(strength, toughness, armor, cover, penetration, shooterActive);
                checked++;
                if (Math.abs(s.pDownIfHit - expected) >= EPS || Math.abs(s.pDown - 0.5 * expected) >= EPS) {
                  mismatches.push(`S${strength} T${toughness} A${armor} C${cover} P${penetration} ${shooterActive}: ${s.pDownIfHit} vs ${expected}`);
                }
              }
    expect(checked).toBe(13 * 10 * 7 * 6 * 7 * 2);
    expect(mismatches).toEqual([]);
  }, 60_000);

  it('armor 3 against Penetration 2 leaves +1; Penetration never adds strength', () => {
    expect(effectiveArmor(3, 0, 2)).toBe(1);
    expect(effectiveArmor(3, 0, 6)).toBe(0);
    expect(shot({ precision: 5, strength: 4, toughness: 3, armor: 3, penetration: 2 }).pDownIfHit).toBeCloseTo(
      shot({ precision: 5, strength: 4, toughness: 4 }).pDownIfHit,
      12,
    );
    expect(shot({ precision: 5, strength: 4, toughness: 3, penetration: 9 }).pDownIfHit).toBe(
      shot({ precision: 5, strength: 4, toughness: 3 }).pDownIfHit,
    );
  });

  it('ties: the shooter wins them in its own activation, the target in Defensive Fire', () => {
    // Strength 4 against Toughness 4: 10 ties in 100, 45 wins each way.
    expect(shot({ precision: 5, strength: 4, toughness: 4 }).pDownIfHit).toBeCloseTo(0.55, 12);
    expect(shot({ precision: 5, strength: 4, toughness: 4, shooterActive: false }).pDownIfHit).toBeCloseTo(0.45, 12);
    expect(impact(4, 4, 0, true) - impact(4, 4, 0, false)).toBeCloseTo(0.1, 12);
  });

  it('cover adds to armor before Penetration; avoiding cover cancels what is partial scenery cover (P10)', () => {
    // +8 cover, armor 1, Penetration 2: effective 7.
    expect(shot({ precision: 5, strength: 5, toughness: 3, armor: 1, cover: 8, penetration: 2 }).pDownIfHit).toBeCloseTo(bruteImpact(5, 3, 1, 8, 2, true), 12);
    // All of it partial scenery cover (coverKept left at 0): nothing is left, as before P10.
    expect(shot({ precision: 5, strength: 5, toughness: 3, armor: 1, cover: 8, penetration: 2, avoidCover: true }).pDownIfHit).toBeCloseTo(bruteImpact(5, 3, 1, 0, 2, true), 12);
    // A partial brick wall (+5) and a shield (+2) give +6; avoiding the wall leaves the shield's +2.
    expect(shot({ precision: 5, strength: 5, toughness: 3, cover: 6, avoidCover: true, coverKept: 2 }).pDownIfHit).toBeCloseTo(bruteImpact(5, 3, 0, 2, 0, true), 12);
    // coverKept only counts when avoiding.
    expect(shot({ precision: 5, strength: 5, toughness: 3, cover: 6, coverKept: 2 }).pDownIfHit).toBeCloseTo(bruteImpact(5, 3, 0, 6, 0, true), 12);
    expect(() => shot({ precision: 5, strength: 5, toughness: 3, cover: 2, avoidCover: true, coverKept: 3 })).toThrow(
      'The cover bonus left when avoiding (+3) cannot be more than the whole cover bonus (+2): avoiding only takes cover away.',
    );
  });

  it('refuses inputs outside the rules with a sentence', () => {
    expect(() => shot({ precision: 0, strength: 4, toughness: 3 })).toThrow(RangeError);
    expect(() => shot({ precision: 11, strength: 4, toughness: 3 })).toThrow(/Precision must be a whole number from 1 to 10/);
    expect(() => shot({ precision: 5, strength: 4, toughness: 0 })).toThrow(/Toughness/);
    expect(() => shot({ precision: 5, strength: 4.5, toughness: 3 })).toThrow(/Impact strength/);
    expect(() => shot({ precision: 5, strength: 4, toughness: 3, armor: -1 })).toThrow(/Armor/);
    expect(() => shot({ precision: 5, strength: Number.NaN, toughness: 3 })).toThrow(RangeError);
  });

  it('over the whole range: probabilities in [0, 1], no NaN, more Precision never hurts, more armor never helps the shooter', () => {
    for (let precision = 1; precision <= 10; precision++)
      for (let modifier = -12; modifier <= 12; modifier += 3)
        for (const kaboom of [false, true])
          for (const armor of [0, 2, 5]) {
            const s = shot({ precision, modifier, strength: 4, toughness: 4, armor, kaboom });
            for (const v of Object.values(s)) expect(v >= 0 && v <= 1 && Number.isFinite(v)).toBe(true);
            expect(s.pHit + s.pJam).toBeLessThanOrEqual(1 + EPS);
            if (precision < 10) expect(shot({ precision: precision + 1, modifier, strength: 4, toughness: 4, armor, kaboom }).pDown).toBeGreaterThanOrEqual(s.pDown - EPS);
            expect(shot({ precision, modifier, strength: 4, toughness: 4, armor: armor + 1, kaboom }).pDown).toBeLessThanOrEqual(s.pDown + EPS);
          }
  });
});

const noTicks = NO_TICKS;

describe('Precision modifier checklist', () => {
  const total = (c: Partial<ShotChecklist>) => checklistModifier({ ...noTicks, ...c }, precisionModifiers, specialRules).total;

  it('adds the values of the data table', () => {
    expect(total({})).toBe(0);
    expect(total({ range: 'short' })).toBe(1);
    expect(total({ range: 'long' })).toBe(-1);
    expect(total({ aim: true })).toBe(3);
    expect(total({ shooterActive: false })).toBe(-2);
    expect(total({ behind: true, pellets: true, range: 'short', aim: true })).toBe(6);
    expect(total({ avoidCover: true, camouflage: true })).toBe(-5);
    expect(total({ intoCombat: true, modelsInWay: true, electrified: true })).toBe(-9);
  });

  it('applies the rules that cancel an item', () => {
    expect(total({ aim: true, shooterActive: false })).toBe(-2); // no Aim in Defensive Fire
    expect(total({ camouflage: true })).toBe(0); // only with avoiding cover
    expect(total({ pellets: true, intoCombat: true })).toBe(1); // Pellets: no penalty into combat
    expect(total({ pellets: true, avoidCover: true, camouflage: true })).toBe(1); // Pellets cannot avoid cover
  });

  it('keeps a hand-typed extra when the checklist changes', () => {
    expect(rebaseModifier(-1, 3, 1)).toBe(-3);
    expect(rebaseModifier(0, 0, -2)).toBe(-2);
  });
});

describe('Automatic bursts', () => {
  const base = { precision: 6, strength: 4, toughness: 3, armor: 1 };

  it('three shots at one target: at least one hit is 1 - (1 - pHit)^3, and at most one Down', () => {
    const s = shot(base);
    const b = burst({ ...base, targets: 1 });
    expect(b.pAnyHit).toBeCloseTo(1 - (1 - s.pHit) ** 3, 12);
    expect(b.downed).toHaveLength(2);
    expect(b.downed[0]).toBeCloseTo((1 - s.pDown) ** 3, 12);
    expect(b.expectedHits).toBeGreaterThan(s.pHit);
  });

  it('with three targets in reach and no Aim, the Downs are binomial', () => {
    const s = shot(base);
    const b = burst({ ...base, targets: 3 });
    const q = s.pDown;
    const binom = [(1 - q) ** 3, 3 * q * (1 - q) ** 2, 3 * q * q * (1 - q), q ** 3];
    binom.forEach((p, k) => expect(b.downed[k]).toBeCloseTo(p, 12));
    expect(b.downed.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
    expect(b.expectedHits).toBeCloseTo(3 * s.pHit, 12);
  });

  it('Aim helps only against the first target; a Kaboom! jam ends the burst (seeded simulation)', () => {
    const input = { precision: 5, modifier: 3, strength: 5, toughness: 3, kaboom: true, aim: true, targets: 3 };
    const b = burst(input);
    const rng = createRng('punk-burst');
    const n = 200_000;
    const counts = [0, 0, 0, 0];
    let anyHit = 0;
    let jams = 0;
    for (let i = 0; i < n; i++) {
      let target = 0;
      let down = 0;
      let hit = false;
      for (let s = 0; s < 3 && target < 3; s++) {
        const face = rng.int(1, 10);
        if (face >= 9) {
          jams++;
          break;
        }
        const need = 5 + 3 - (target === 0 ? 0 : 3);
        if (face > need) continue;
        hit = true;
        if (rng.int(1, 10) + 5 >= rng.int(1, 10) + 3) {
          down++;
          target++;
        }
      }
      counts[down]!++;
      if (hit) anyHit++;
    }
    const within = (p: number, est: number) => expect(Math.abs(p - est)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n) + 1e-9);
    counts.forEach((c, k) => within(b.downed[k]!, c / n));
    within(b.pAnyHit, anyHit / n);
    within(b.pJam, jams / n);
  });

  it('fewer shots when the ammunition runs out', () => {
    expect(burst({ ...base, shots: 1 }).pAnyHit).toBeCloseTo(shot(base).pHit, 12);
    expect(() => burst({ ...base, shots: 4 })).toThrow(RangeError);
  });
});

/** Brute force P7 for one set-up: every Combat face pair and every impact face pair. */
function bruteCombat(aTotal: number, dTotal: number, aStr: number, dProt: number, dStr: number, aProt: number) {
  let dDown = 0;
  let aDown = 0;
  let both = 0;
  let total = 0;
  for (const ca of FACES)
    for (const cd of FACES)
      for (const ia of FACES)
        for (const ta of FACES)
          for (const id of FACES)
            for (const td of FACES) {
              total++;
              const aHits = ca + aTotal >= cd + dTotal;
              const dHits = cd + dTotal >= ca + aTotal;
              const dIsDowned = aHits && ia + aStr >= ta + dProt; // attacker's activation: wins ties
              const aIsDowned = dHits && id + dStr > td + aProt; // defender's hit: target wins ties
              if (dIsDowned) dDown++;
              if (aIsDowned) aDown++;
              if (dIsDowned && aIsDowned) both++;
            }
  return { dDown: dDown / total, aDown: aDown / total, both: both / total };
}

describe('P7 close combat', () => {
  it('the Mass combat example: Chief 7 with two Combat 4 friends, Mutant 6 with one Combat 3 friend: 12 against 11', () => {
    const r = combat({
      attacker: { combat: 7, supportLow: 2, strength: 4, toughness: 4 },
      defender: { combat: 6, supportLow: 1, strength: 4, toughness: 4 },
    });
    expect(r.attackerTotal).toBe(9);
    expect(r.defenderTotal).toBe(7);
    expect(3 + r.attackerTotal).toBe(12);
    expect(4 + r.defenderTotal).toBe(11);
    expect(supportBonus(2, 0)).toBe(2);
    expect(supportBonus(1, 2)).toBe(5);
  });

  it('matches brute force, and a tie means both hit (it would not under the shooting tie rule)', () => {
    const cases: CombatInput[] = [
      { attacker: { combat: 4, strength: 4, toughness: 3 }, defender: { combat: 4, strength: 4, toughness: 3 } },
      { attacker: { combat: 7, supportLow: 2, strength: 5, toughness: 4, armor: 1 }, defender: { combat: 6, supportLow: 1, strength: 4, penetration: 1, toughness: 4, armor: 2 } },
      { attacker: { combat: 3, bonus: 1, strength: 3, penetration: 3, toughness: 3 }, defender: { combat: 5, supportHigh: 1, strength: 6, toughness: 5, armor: 2 }, assaultMoves: 2, unseen: true },
      { attacker: { combat: 5, strength: 4, toughness: 4 }, defender: { combat: 5, bonus: -3, strength: 4, toughness: 4 }, dropCm: 7 },
    ];
    for (const c of cases) {
      const r = combat(c);
      const steps = dropSteps(c.dropCm ?? 0);
      const aStr = c.attacker.strength + steps;
      const dProt = c.defender.toughness + effectiveArmor(c.defender.armor ?? 0, 0, c.attacker.penetration ?? 0);
      const aProt = c.attacker.toughness + effectiveArmor(c.attacker.armor ?? 0, 0, c.defender.penetration ?? 0);
      const b = bruteCombat(r.attackerTotal, r.defenderTotal, aStr, dProt, c.defender.strength, aProt);
      expect(Math.abs(r.pDefenderDowned - b.dDown)).toBeLessThan(EPS);
      expect(Math.abs(r.pAttackerDowned - b.aDown)).toBeLessThan(EPS);
      expect(Math.abs(r.pBothDowned - b.both)).toBeLessThan(EPS);
      expect(r.pDefenderDowned + r.pAttackerDowned - r.pBothDowned + r.pNeitherDowned).toBeCloseTo(1, 12);
    }
    const even = combat(cases[0]!);
    expect(even.pAttackerHits).toBeCloseTo(0.55, 12); // 45 wins + 10 ties
    expect(even.pDefenderHits).toBeCloseTo(0.55, 12);
    expect(even.pBothDowned).toBeGreaterThan(0);
  });

  it('Assault, from behind and from above change the totals as the rules say', () => {
    const side = { combat: 5, strength: 4, toughness: 4 };
    expect(combat({ attacker: side, defender: side, assaultMoves: 2 }).attackerTotal).toBe(7);
    expect(combat({ attacker: side, defender: side, assaultMoves: 1, unseen: true }).attackerTotal).toBe(7);
    const fromAbove = combat({ attacker: side, defender: side, dropCm: 6 });
    expect(fromAbove.attackerTotal).toBe(3);
    expect(fromAbove.attackerStrength).toBe(6);
    expect(dropSteps(5)).toBe(1);
    expect(dropSteps(0)).toBe(0);
    expect(() => combat({ attacker: side, defender: side, assaultMoves: 4 })).toThrow(RangeError);
  });
});

describe('Disengage from Combat', () => {
  function bruteDisengage(own: number, enemies: number[]) {
    const hits = new Array<number>(enemies.length + 1).fill(0);
    const n = enemies.length;
    const total = 10 ** (n + 1);
    for (let code = 0; code < total; code++) {
      let c = code;
      const mine = (c % 10) + 1 + own;
      c = Math.floor(c / 10);
      let k = 0;
      for (const e of enemies) {
        if ((c % 10) + 1 + e > mine) k++;
        c = Math.floor(c / 10);
      }
      hits[k]! += 1 / total;
    }
    return hits;
  }

  it('matches brute force against one to four enemies; ties go to the disengaging model', () => {
    for (const [agility, enemies] of [
      [6, [3]],
      [6, [3, 3, 3]],
      [4, [4]],
      [2, [7, 5, 3, 1]],
      [10, [10, 1]],
    ] as const) {
      const r = disengage({ agility, enemyAgility: enemies });
      const b = bruteDisengage(agility, [...enemies]);
      b.forEach((p, k) => expect(Math.abs(r.hits[k]! - p)).toBeLessThan(EPS));
      expect(r.pEscape).toBeCloseTo(b[0]!, 12);
    }
    // Agility 4 against 4: 55% (45 wins and 10 ties).
    expect(disengage({ agility: 4, enemyAgility: [4] }).pEscape).toBeCloseTo(0.55, 12);
  });

  it('several enemies: one roll must beat all of them, so each extra enemy lowers the chance', () => {
    const one = disengage({ agility: 6, enemyAgility: [3] }).pEscape;
    const three = disengage({ agility: 6, enemyAgility: [3, 3, 3] }).pEscape;
    expect(three).toBeLessThan(one);
    expect(three).toBeGreaterThan(one ** 3); // not independent: the same roll faces all three
  });

  it('the automatic hits then make impact rolls, which the disengaging model wins on ties', () => {
    const r = disengage({ agility: 5, enemyAgility: [5, 5], enemyStrength: 4, toughness: 4 });
    const q = 0.45;
    expect(r.pDowned).toBeCloseTo(r.hits[1]! * q + r.hits[2]! * (1 - (1 - q) ** 2), 12);
  });
});

describe('P5 falls', () => {
  it('the 25 mm base falling 62 mm meets strength 2', () => {
    expect(fallBand(25, 62, fallBands).strength).toBe(2);
    const f = fall({ baseMm: 25, heightMm: 62, toughness: 3 }, fallBands);
    expect(f.strength).toBe(2);
    // Toughness 3 against 2, faller's activation: it wins on 55 of the 100 face pairs and ties on 9.
    expect(f.pProne).toBeCloseTo(0.64, 12);
  });

  it('each band boundary: up to 2x no roll, 4x strength 2, 6x 4, 8x 6, beyond 8', () => {
    for (const base of [25, 40, 50]) {
      expect(fallBand(base, 2 * base, fallBands).strength).toBeNull();
      expect(fallBand(base, 2 * base + 1, fallBands).strength).toBe(2);
      expect(fallBand(base, 4 * base, fallBands).strength).toBe(2);
      expect(fallBand(base, 4 * base + 1, fallBands).strength).toBe(4);
      expect(fallBand(base, 6 * base, fallBands).strength).toBe(4);
      expect(fallBand(base, 6 * base + 1, fallBands).strength).toBe(6);
      expect(fallBand(base, 8 * base, fallBands).strength).toBe(6);
      expect(fallBand(base, 8 * base + 1, fallBands).strength).toBe(8);
    }
    expect(fall({ baseMm: 25, heightMm: 50, toughness: 3 }, fallBands)).toMatchObject({ pSafe: 1, pDowned: 0 });
  });

  it('matches brute force for every Toughness and strength; ties go to whoever is active', () => {
    for (let toughness = 1; toughness <= 10; toughness++)
      for (const [height, strength] of [[60, 2], [120, 4], [170, 6], [300, 8]] as const)
        for (const fallerActive of [true, false]) {
          let downed = 0;
          for (const t of FACES) for (const s of FACES) if (t + toughness < s + strength || (!fallerActive && t + toughness === s + strength)) downed++;
          expect(fall({ baseMm: 25, heightMm: height, toughness, fallerActive }, fallBands).pDowned).toBeCloseTo(downed / 100, 12);
        }
  });
});

describe('P6 jumps', () => {
  const j = (gapMm: number, dropMm = 0, baseMm = 25, agility = 5) => jump({ baseMm, gapMm, dropMm, agility }, jumpLimits, fallBands);

  it('the 60 mm jump on a 25 mm base, landing 30 mm lower, needs a plain Agility roll', () => {
    const r = j(60, 30);
    expect(r.possible).toBe(true);
    expect(r.needsRoll).toBe(true);
    expect(r.bandModifier).toBe(0);
    expect(r.pSuccess).toBeCloseTo(0.5, 12);
  });

  it('each band boundary: 2x free, 3x Agility, 4x Agility at -2, longer impossible', () => {
    for (const base of [25, 40, 60]) {
      expect(j(2 * base, 0, base)).toMatchObject({ possible: true, needsRoll: false, pSuccess: 1 });
      expect(j(2 * base + 1, 0, base)).toMatchObject({ needsRoll: true, bandModifier: 0 });
      expect(j(3 * base, 0, base)).toMatchObject({ needsRoll: true, bandModifier: 0 });
      expect(j(3 * base + 1, 0, base)).toMatchObject({ needsRoll: true, bandModifier: -2 });
      expect(j(4 * base, 0, base)).toMatchObject({ possible: true, bandModifier: -2 });
      expect(j(4 * base + 1, 0, base).possible).toBe(false);
    }
    expect(j(80, 0, 25, 5).pSuccess).toBeCloseTo(0.3, 12); // Agility 5 at -2
    expect(j(80, 0, 25, 2).pSuccess).toBe(0); // 0 after -2: fails without a roll
  });

  it('landing: up to 2x base lower, never higher', () => {
    expect(j(40, 50).possible).toBe(true);
    expect(j(40, 51).possible).toBe(false);
    expect(j(40, -1).possible).toBe(false);
  });

  it('a failed jump falls into the gap (P5)', () => {
    const r = jump({ baseMm: 25, gapMm: 60, agility: 5, depthMm: 62, toughness: 3 }, jumpLimits, fallBands);
    expect(r.pDowned).toBeCloseTo(0.5 * 0.36, 12);
  });
});

describe('P4 cover', () => {
  const el = (size: number, grade: CoverElement['grade'], coverage: CoverElement['coverage'] = 'partial', touchesShooter = false): CoverElement => ({
    size,
    grade,
    coverage,
    touchesShooter,
  });

  it('each size against each base, partial and total', () => {
    const expected: Record<string, [string, string]> = {
      // [25/40 mm, larger]
      'total-1': ['bonus', 'none'],
      'total-2': ['hidden', 'bonus'],
      'total-3': ['hidden', 'hidden'],
      'partial-1': ['bonus', 'none'],
      'partial-2': ['bonus', 'bonus'],
      'partial-3': ['bonus', 'bonus'],
    };
    for (const coverage of ['partial', 'total'] as const)
      for (const size of [1, 2, 3]) {
        const row = coverData.sizes.find((s) => s.size === size)!;
        const [small, large] = expected[`${coverage}-${size}`]!;
        for (const base of [25, 40]) expect(coverEffect(row, coverage, base)).toBe(small);
        for (const base of [50, 55, 60]) expect(coverEffect(row, coverage, base)).toBe(large);
        const verdict = checkCover({ baseMm: 25, elements: [el(size, 'medium', coverage)] }, coverData);
        expect(verdict.result).toBe(small);
        expect(verdict.bonus).toBe(small === 'bonus' ? 5 : 0);
      }
  });

  it('grades: light +3, medium +5, heavy +7', () => {
    for (const [grade, bonus] of [['light', 3], ['medium', 5], ['heavy', 7]] as const) {
      expect(checkCover({ baseMm: 40, elements: [el(1, grade)] }, coverData).bonus).toBe(bonus);
    }
  });

  it('stacked covers: tyres and car give +8, and +9 from the other side', () => {
    const a = el(1, 'light');
    const b = el(1, 'light');
    const c = el(1, 'heavy');
    // The Spark (shooter) touches tyres A; the Cardinal is on a 25 mm base.
    expect(checkCover({ baseMm: 25, elements: [{ ...a, touchesShooter: true }, b, c] }, coverData)).toMatchObject({ result: 'bonus', bonus: 8 });
    // The Cardinal shoots back at the Spark (40 mm), who is the one touching A: all three count.
    expect(checkCover({ baseMm: 40, elements: [a, b, c] }, coverData)).toMatchObject({ result: 'bonus', bonus: 9 });
    expect(stackBonuses([7, 3])).toBe(8);
    expect(stackBonuses([])).toBe(0);
  });

  it('brick wall and shield: +5 and +1 for the shield = +6', () => {
    expect(checkCover({ baseMm: 25, elements: [el(2, 'medium')], gearBonus: 2 }, coverData).bonus).toBe(6);
  });

  it('a hidden target stays hidden whatever else is in the way; a piece too small for the base adds nothing', () => {
    expect(checkCover({ baseMm: 25, elements: [el(1, 'heavy'), el(2, 'light', 'total')] }, coverData).result).toBe('hidden');
    expect(checkCover({ baseMm: 55, elements: [el(1, 'heavy')] }, coverData)).toMatchObject({ result: 'none', bonus: 0 });
    expect(checkCover({ baseMm: 55, elements: [el(1, 'heavy'), el(2, 'light')] }, coverData).bonus).toBe(3);
  });

  it('heights: on the edge no cover, within base size the building covers, further back hidden', () => {
    const up = (edge: 'touching' | 'within-base' | 'beyond') => checkCover({ baseMm: 25, elements: [], heights: 'target-above', edge, edgeGrade: 'heavy' }, coverData);
    expect(up('touching')).toMatchObject({ result: 'none', bonus: 0 });
    expect(up('within-base')).toMatchObject({ result: 'bonus', bonus: 7 });
    expect(up('beyond').result).toBe('hidden');
    const down = (edge: 'touching' | 'within-base' | 'beyond') => checkCover({ baseMm: 25, elements: [el(1, 'light')], heights: 'shooter-above', edge }, coverData);
    expect(down('touching').bonus).toBe(3);
    expect(down('within-base').bonus).toBe(3);
    expect(down('beyond').result).toBe('hidden');
    // High and behind scenery: the covers stack.
    expect(checkCover({ baseMm: 25, elements: [el(1, 'light')], heights: 'target-above', edge: 'within-base', edgeGrade: 'medium' }, coverData).bonus).toBe(6);
  });

  describe('avoiding the cover (P10): only partial cover from scenery goes', () => {
    it('brick wall (partial) and shield: +6, and +2 left when the wall is avoided', () => {
      const v = checkCover({ baseMm: 25, elements: [el(2, 'medium')], gearBonus: 2 }, coverData);
      expect(v).toMatchObject({ bonus: 6, avoidable: true, bonusIfAvoided: 2 });
      expect(v.reasons.at(-1)).toBe('Avoiding the cover takes away only the partial cover from scenery (P10): +2 is left from the total cover and gear, stacked on their own.');
    });
    it('a partial wall and a total fence: +6, and the fence’s +3 stays', () => {
      expect(checkCover({ baseMm: 25, elements: [el(2, 'medium'), el(1, 'light', 'total')] }, coverData)).toMatchObject({ bonus: 6, avoidable: true, bonusIfAvoided: 3 });
    });
    it('total cover, a shield and a partial car: the car goes, total cover and shield stack on their own', () => {
      expect(checkCover({ baseMm: 25, elements: [el(1, 'light', 'total'), el(2, 'heavy')], gearBonus: 2 }, coverData)).toMatchObject({ bonus: 9, avoidable: true, bonusIfAvoided: 4 });
    });
    it('only total cover or gear: nothing to avoid', () => {
      expect(checkCover({ baseMm: 25, elements: [el(1, 'heavy', 'total')] }, coverData)).toMatchObject({ bonus: 7, avoidable: false, bonusIfAvoided: 7 });
      expect(checkCover({ baseMm: 25, elements: [], gearBonus: 2 }, coverData)).toMatchObject({ bonus: 2, avoidable: false, bonusIfAvoided: 2 });
    });
    it('partial scenery only (the crossbow example’s fence or wall): nothing is left', () => {
      const wall = checkCover({ baseMm: 25, elements: [el(2, 'heavy')] }, coverData);
      expect(wall).toMatchObject({ bonus: 7, avoidable: true, bonusIfAvoided: 0 });
      expect(wall.reasons.at(-1)).toBe('Avoiding the cover takes away only the partial cover from scenery (P10): nothing is left.');
    });
    it('a building edge only partly hides a target up high: it can be avoided', () => {
      expect(checkCover({ baseMm: 25, elements: [], heights: 'target-above', edge: 'within-base', edgeGrade: 'heavy' }, coverData)).toMatchObject({ bonus: 7, avoidable: true, bonusIfAvoided: 0 });
    });
    it('a cover the shooter touches or that is too small gives nothing either way', () => {
      expect(checkCover({ baseMm: 55, elements: [el(1, 'heavy')] }, coverData)).toMatchObject({ bonus: 0, avoidable: false, bonusIfAvoided: 0 });
      expect(checkCover({ baseMm: 25, elements: [{ ...el(2, 'heavy'), touchesShooter: true }], gearBonus: 2 }, coverData)).toMatchObject({ bonus: 2, avoidable: false });
    });
  });

  it('refuses impossible input', () => {
    expect(() => checkCover({ baseMm: 25, elements: [el(4, 'light')] }, coverData)).toThrow(RangeError);
    expect(() => checkCover({ baseMm: 10, elements: [] }, coverData)).toThrow(RangeError);
  });
});

describe('what the tools show (summaries)', () => {
  const shotValues = {
    ...noTicks,
    precision: 6,
    modifier: 0,
    strength: 4,
    penetration: 0,
    toughness: 4,
    armor: 0,
    cover: 0,
    coverKept: 0,
    kaboom: false,
    automatic: false,
    shots: 3,
    targets: 1,
  };
  const data = { modifiers: precisionModifiers, specialRules };

  it('a miss caused only by the -3 for shooting into combat hits the friend instead', () => {
    const s = shotSummary({ ...shotValues, intoCombat: true, modifier: -3 }, data);
    expect(s.target).toBe(3);
    expect(s.pHit).toBeCloseTo(0.3, 12);
    expect(s.pStray).toBeCloseTo(0.3, 12); // faces 4, 5 and 6
    expect(shotSummary(shotValues, data).pStray).toBe(0);
  });

  it('avoiding the cover (P10): models in the way still cost their -3 and still take the stray shot; total cover and a shield stay', () => {
    // A partial wall (+5), a shield (+2) and a model in the way: +6 in all, +2 left when avoiding.
    const shotAt = { ...shotValues, precision: 8, cover: 6, coverKept: 2, modelsInWay: true };
    const through = shotSummary({ ...shotAt, modifier: -3 }, data);
    const avoiding = shotSummary({ ...shotAt, avoidCover: true, modifier: -6 }, data);
    expect(avoiding.coverAvoided).toBe(true);
    expect(avoiding.target).toBe(2); // 8 - 3 (models in the way) - 3 (avoiding)
    expect(through.pDownIfHit).toBeCloseTo(impact(4, 4, 6, true), 12);
    expect(avoiding.pDownIfHit).toBeCloseTo(impact(4, 4, 2, true), 12);
    // The stray shot: the misses caused only by the models' -3 (faces 3 to 5 here) hit the model in the way.
    expect(avoiding.pStray).toBeCloseTo(0.3, 12);
    expect(checklistModifier({ ...noTicks, range: 'medium', modelsInWay: true, avoidCover: true }, precisionModifiers, specialRules).total).toBe(-6);
  });

  it('the book’s crossbow (Penetration 3): avoiding a fence (+3) gains nothing, avoiding a concrete wall (+7) takes away +4', () => {
    const crossbow = { ...shotValues, penetration: 3 };
    expect(shotSummary({ ...crossbow, cover: 3 }, data).pDownIfHit).toBeCloseTo(shotSummary({ ...crossbow, cover: 3, avoidCover: true, modifier: -3 }, data).pDownIfHit, 12);
    expect(shotSummary({ ...crossbow, cover: 7 }, data).pDownIfHit).toBeCloseTo(impact(4, 4, 4, true), 12);
    expect(shotSummary({ ...crossbow, cover: 7, avoidCover: true, modifier: -3 }, data).pDownIfHit).toBeCloseTo(impact(4, 4, 0, true), 12);
  });

  it('Pellets cannot avoid cover, so the cover bonus stays', () => {
    const withCover = { ...shotValues, cover: 5, avoidCover: true };
    expect(shotSummary(withCover, data).coverAvoided).toBe(true);
    expect(shotSummary({ ...withCover, pellets: true }, data).coverAvoided).toBe(false);
    expect(shotSummary(withCover, data).pDownIfHit).toBeCloseTo(0.55, 12);
  });

  it('automatic mode shows the Downs of the burst; single shots show one target', () => {
    const single = shotSummary(shotValues, data);
    expect(single.distribution).toHaveLength(2);
    expect(single.chance).toBeCloseTo(0.6 * 0.55, 12);
    const auto = shotSummary({ ...shotValues, automatic: true, targets: 3 }, data);
    expect(auto.distribution).toHaveLength(4);
    expect(auto.chance).toBeCloseTo(1 - (1 - 0.33) ** 3, 12);
    expect(auto.expected).toBeCloseTo(3 * 0.33, 12);
  });

  /** The combat tool's values: two plain Combat 4 fighters on 25 mm bases, then what a test changes. */
  const combatValues = (change: Partial<CombatValues>): CombatValues => ({
    mode: 'combat',
    combat: 4, bonus: 0, assaultMoves: 0, unseen: false, dropCm: 0, baseMm: 25, supportLow: 0, supportHigh: 0,
    strength: 4, penetration: 0, toughness: 4, armor: 0,
    enemyCombat: 4, enemyBonus: 0, enemySupportLow: 0, enemySupportHigh: 0, enemyStrength: 4, enemyPenetration: 0, enemyToughness: 4, enemyArmor: 0,
    agility: 4, agilityModifier: 0, enemies: 1, enemyAgility1: 4, enemyAgility2: 4, enemyAgility3: 4, enemyAgility4: 4,
    ...change,
  });

  it('Disengage uses as many enemy Agility values as there are enemies', () => {
    const values = combatValues({ mode: 'disengage', agility: 6, enemies: 3, enemyAgility1: 3, enemyAgility2: 3, enemyAgility3: 3, enemyAgility4: 10 });
    expect(combatSummary(values, { fallBands }).chance).toBeCloseTo(disengage({ agility: 6, enemyAgility: [3, 3, 3] }).pEscape, 12);
    expect(combatSummary({ ...values, mode: 'combat' }, { fallBands }).distribution).toHaveLength(2);
  });

  it('Assault from above (P8): after the fight the attacker falls the drop; a fall cannot Down it twice', () => {
    const values = combatValues({ combat: 5, dropCm: 22, toughness: 3, enemyStrength: 5 });
    const s = combatSummary(values, { fallBands });
    // 22 cm is 8.8 bases of 25 mm: beyond 8 ×, strength 8, against Toughness 3 in its own activation.
    expect(s.attackerFall).toMatchObject({ strength: 8 });
    const q = s.attackerFall!.pDowned;
    expect(q).toBeCloseTo(bruteImpact(8, 3, 0, 0, 0, false), 12);
    // Brute force over the fight's d10s, the two impact rolls and the fall's roll, every outcome counted.
    const a = 5 - 5 + 0; // Combat 5, -1 per started 5 cm (5 steps)
    const pa = impact(4 + 5, 4, 0, true); // +1 Strength per step
    const pd = impact(5, 3, 0, false);
    let both = 0, attackerOnly = 0, defenderOnly = 0, neither = 0;
    for (const x of FACES)
      for (const y of FACES) {
        const at = a + x;
        const dt = 4 + y;
        const aHits = at >= dt;
        const dHits = dt >= at;
        for (const [aDowns, w1] of [[true, pa], [false, 1 - pa]] as const)
          for (const [dDowns, w2] of [[true, pd], [false, 1 - pd]] as const)
            for (const [falls, w3] of [[true, q], [false, 1 - q]] as const) {
              const w = (w1 * w2 * w3) / 100;
              const enemyDown = aHits && aDowns;
              const ownDown = (dHits && dDowns) || falls;
              if (enemyDown && ownDown) both += w;
              else if (enemyDown) defenderOnly += w;
              else if (ownDown) attackerOnly += w;
              else neither += w;
            }
      }
    const c = s.combat!;
    expect(c.pBothDowned).toBeCloseTo(both, 12);
    expect(c.pDefenderDowned - c.pBothDowned).toBeCloseTo(defenderOnly, 12);
    expect(c.pAttackerDowned - c.pBothDowned).toBeCloseTo(attackerOnly, 12);
    expect(c.pNeitherDowned).toBeCloseTo(neither, 12);
    expect(s.chance).toBeCloseTo(both + defenderOnly, 12);
    // From 2 × base or less there is no roll: the attacker only ends Prone, and the odds are the fight's.
    const low = combatSummary({ ...values, dropCm: 5 }, { fallBands });
    expect(low.attackerFall).toMatchObject({ strength: null, pDowned: 0 });
    expect(low.combat).toEqual(combat({ attacker: { combat: 5, strength: 4, toughness: 3 }, defender: { combat: 4, strength: 5, toughness: 4 }, dropCm: 5 }));
    expect(combatSummary({ ...values, dropCm: 0 }, { fallBands }).attackerFall).toBeUndefined();
  });

  it('the 60 mm jump to a roof 30 mm lower, Agility 4: 40%', () => {
    const s = fallJumpSummary(
      { mode: 'jump', baseMm: 25, heightMm: 0, gapMm: 60, dropMm: 30, agility: 4, modifier: 0, depthMm: 0, toughness: 4, fallerActive: true },
      { fallBands, jumpLimits },
    );
    expect(s.chance).toBeCloseTo(0.4, 12);
  });
});
