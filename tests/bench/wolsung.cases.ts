import type { Rng } from '../../src/engine';
import { cast, fastShot, leaveMelee, melee, shoot } from '../../src/games/wolsung/odds';
import type { BenchCase } from './cases';

// The heaviest set-ups the Wolsung tools allow: 30-dice pools on both sides, 20 successes of Heroic
// Deeds, a six-shot Fast shot volley against a 20-wound Hard to kill target.

const successes = (rng: Rng, dice: number) => {
  let s = 0;
  for (let i = 0; i < dice; i++) if (rng.die(6) >= 4) s++;
  return s;
};

export const cases: BenchCase[] = [
  {
    name: 'wolsung shoot 30 Guns vs 30 Reflex, bonuses, Hard to kill',
    exact: () => shoot({ guns: 30, reflex: 30, strength: 20, armour: 20, armourPiercing: 3, smallCalibre: true, wounds: 20, hardToKill: true, attackerBonus: 20, defenderBonus: 20 }).pHit,
    simulate: (rng, n) => {
      let hits = 0;
      for (let i = 0; i < n; i++) if (successes(rng, 30) + 20 >= successes(rng, 30) + 20) hits++;
      return hits / n;
    },
  },
  {
    name: 'wolsung Fast shot volley of 6 from 30 Guns vs 30 Reflex, 20 wounds',
    exact: () => fastShot({ guns: 30, reflex: 30, strength: 4, armour: 2, wounds: 20, hardToKill: true, attackerBonuses: [3, 3, 3, 3, 3, 3], shots: 6 }).pKill,
    simulate: (rng, n) => {
      let kills = 0;
      for (let i = 0; i < n; i++) {
        let w = 20;
        for (let shot = 0; shot < 6 && w > 0; shot++) {
          const a = successes(rng, 30 - shot) + 3;
          const d = successes(rng, 30);
          if (a < d) continue;
          const dmg = 4 + a - d - 2;
          w = dmg >= w ? (w > 1 ? 1 : 0) : w - dmg;
        }
        if (w === 0) kills++;
      }
      return kills / n;
    },
  },
  {
    name: 'wolsung melee 30 Fight vs 30 Fight, Fence, defender kills',
    exact: () => melee({ attackerFight: 30, defenderFight: 30, reaction: 'fence', attackerStrength: 3, defenderStrength: 4, attackerWounds: 6, defenderWounds: 6 }).pAttackerKilled,
    simulate: (rng, n) => {
      let kills = 0;
      for (let i = 0; i < n; i++) {
        const a = successes(rng, 30);
        const d = successes(rng, 30);
        if (d > a && 4 + d - a >= 6) kills++;
      }
      return kills / n;
    },
  },
  {
    name: 'wolsung leave melee 30 Reflex vs 30 Fight',
    exact: () => leaveMelee({ reflex: 30, enemyFight: 30, leaverBonus: 20, enemyBonus: 20 }).pEscape,
    simulate: (rng, n) => {
      let away = 0;
      for (let i = 0; i < n; i++) if (successes(rng, 30) >= successes(rng, 30)) away++;
      return away / n;
    },
  },
  {
    name: 'wolsung cast 30 Magic Ability dice, difficulty 16',
    exact: () => cast({ magic: 30, difficulty: 16, bonus: 0 }).pSuccess,
    simulate: (rng, n) => {
      let ok = 0;
      for (let i = 0; i < n; i++) if (successes(rng, 30) >= 16) ok++;
      return ok / n;
    },
  },
];
