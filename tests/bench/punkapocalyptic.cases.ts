import type { Rng } from '../../src/engine';
import { burst, combat, disengage, type CombatInput } from '../../src/games/punkapocalyptic/odds';
import type { BenchCase } from './cases';

// The heaviest Punkapocalyptic set-ups the tools allow: a full Automatic burst with Kaboom! and Aim at
// three models, a Mass combat with support on both sides and an Assault from above, and a Disengage
// against four enemies with the automatic hits' impact rolls.

const d10 = (rng: Rng) => rng.int(1, 10);

const BURST = { precision: 6, modifier: 3, strength: 5, penetration: 1, toughness: 3, armor: 2, cover: 3, kaboom: true, aim: true, targets: 3, shots: 3 };

function simulateBurst(rng: Rng, n: number): number {
  const protection = BURST.toughness + Math.max(0, BURST.armor + BURST.cover - BURST.penetration);
  let downedAny = 0;
  for (let i = 0; i < n; i++) {
    let target = 0;
    let down = 0;
    for (let s = 0; s < BURST.shots && target < BURST.targets; s++) {
      const face = d10(rng);
      if (face >= 9) break; // Kaboom!: misses and jams, the burst ends
      const need = BURST.precision + BURST.modifier - (target === 0 ? 0 : 3); // Aim only on the first target
      if (face > need) continue;
      if (d10(rng) + BURST.strength >= d10(rng) + protection) {
        down++;
        target++;
      }
    }
    if (down > 0) downedAny++;
  }
  return downedAny / n;
}

const MASS: CombatInput = {
  attacker: { combat: 7, bonus: 1, supportLow: 3, supportHigh: 3, strength: 6, penetration: 2, toughness: 4, armor: 2 },
  defender: { combat: 6, bonus: 1, supportLow: 3, supportHigh: 3, strength: 5, penetration: 1, toughness: 4, armor: 3 },
  assaultMoves: 3,
  unseen: true,
  dropCm: 12,
};

function simulateMass(rng: Rng, n: number): number {
  const a = MASS.attacker;
  const d = MASS.defender;
  const steps = Math.ceil((MASS.dropCm ?? 0) / 5);
  const aTotal = a.combat + (a.bonus ?? 0) + (a.supportLow ?? 0) + 2 * (a.supportHigh ?? 0) + (MASS.assaultMoves ?? 0) + (MASS.unseen ? 1 : 0) - steps;
  const dTotal = d.combat + (d.bonus ?? 0) + (d.supportLow ?? 0) + 2 * (d.supportHigh ?? 0);
  const dProtection = d.toughness + Math.max(0, (d.armor ?? 0) - (a.penetration ?? 0));
  let downs = 0;
  for (let i = 0; i < n; i++) {
    const ra = d10(rng) + aTotal;
    const rd = d10(rng) + dTotal;
    if (ra >= rd && d10(rng) + a.strength + steps >= d10(rng) + dProtection) downs++;
  }
  return downs / n;
}

const ENEMIES = [7, 5, 3, 6];

function simulateDisengage(rng: Rng, n: number): number {
  let away = 0;
  for (let i = 0; i < n; i++) {
    const own = d10(rng) + 6;
    if (ENEMIES.every((e) => d10(rng) + e <= own)) away++;
  }
  return away / n;
}

export const cases: BenchCase[] = [
  {
    name: 'punkapocalyptic: Automatic burst, Kaboom!, Aim, 3 targets',
    exact: () => {
      const b = burst(BURST);
      return 1 - b.downed[0]!;
    },
    simulate: simulateBurst,
  },
  {
    name: 'punkapocalyptic: Mass combat, 6 supporters a side, Assault from above',
    exact: () => combat(MASS).pDefenderDowned,
    simulate: simulateMass,
  },
  {
    name: 'punkapocalyptic: Disengage from 4 enemies with impact rolls',
    exact: () => disengage({ agility: 6, enemyAgility: ENEMIES, enemyStrength: 5, toughness: 4, armor: 1 }).pEscape,
    simulate: simulateDisengage,
  },
];
