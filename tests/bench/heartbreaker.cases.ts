import type { Rng } from '../../src/engine';
import { dieSuccesses, fight, strike } from '../../src/games/heartbreaker/odds';
import type { BenchCase } from './cases';

// The heaviest set-ups the strike-odds tool allows: PUNCH 20 dual-wielded (40 dice) with a re-roll,
// Both Barrels carrying the re-roll over two shots, ARMOR 20 plus a Deflect of 20, and the whole Fight
// exchange with both fighters at their largest pools and a re-roll each.

/**
 * One roll by simulation, each die scored by `score` (H1); with `reroll`, H3 re-rolls one die that
 * scored 0 and adds its new score. The strike-odds unit test rolls with its own scoring through it.
 */
export function rollPool(rng: Rng, dice: number, score: (face: number) => number, reroll: boolean): number {
  let total = 0;
  let zero = false;
  for (let i = 0; i < dice; i++) {
    const s = score(rng.die(6));
    if (s === 0) zero = true;
    total += s;
  }
  return reroll && zero ? total + score(rng.die(6)) : total;
}

const roll = (rng: Rng, dice: number, modifier: number, doubleFives: boolean, reroll: boolean): number =>
  rollPool(rng, dice, (face) => dieSuccesses(face, modifier, doubleFives), reroll);

export const cases: BenchCase[] = [
  {
    name: 'heartbreaker strike: 40 PUNCH +2 re-roll vs 40 ARMOR (20 + Deflect 20), Meat 3',
    exact: () => strike({ punch: 40, modifier: 2, armor: 20, deflect: 20, reroll: 'punch', meat: 3 }).pDown,
    simulate: (rng, n) => {
      let down = 0;
      for (let i = 0; i < n; i++) if (roll(rng, 40, 2, false, true) - roll(rng, 40, 0, false, false) >= 3) down++;
      return down / n;
    },
  },
  {
    // The form reads strike()'s own limits: 40 PUNCH and 40 ARMOR dice, two shots, is its heaviest strike.
    name: 'heartbreaker Both Barrels: 2 x 40 PUNCH -1 Headshot vs 40 ARMOR re-roll, Meat 8',
    exact: () => strike({ punch: 40, modifier: -1, doubleFives: true, armor: 40, reroll: 'armor', meat: 8, attacks: 2 }).pDown,
    simulate: (rng, n) => {
      let down = 0;
      for (let i = 0; i < n; i++) {
        let damage = 0;
        for (let shot = 0; shot < 2; shot++) {
          const punch = roll(rng, 40, -1, true, false);
          // Each shot's ARMOR roll has its own re-roll (H6).
          const armor = roll(rng, 40, 0, false, true);
          damage += Math.max(0, punch - armor);
        }
        if (damage >= 8) down++;
      }
      return down / n;
    },
  },
  {
    name: 'heartbreaker Fight exchange: 40 PUNCH vs 20, re-rolls, sprint first',
    exact: () =>
      fight({
        attacker: { punch: 40, modifier: 1, armor: 20, meat: 3, speed: 12, reroll: 'armor' },
        defender: { punch: 20, modifier: 0, armor: 20, meat: 14, speed: 12, reroll: 'punch', strikesBackAtZero: false },
        sprinted: true,
      }).pAttackerDown,
    simulate: (rng, n) => {
      let attackerDown = 0;
      for (let i = 0; i < n; i++) {
        const toDefender = Math.max(0, roll(rng, 40, 1, false, false) - roll(rng, 20, 0, false, false));
        if (toDefender >= 14) continue; // the defender is down before it can strike back
        const toAttacker = Math.max(0, roll(rng, 20, 0, false, true) - roll(rng, 20, 0, false, true));
        if (toAttacker >= 3) attackerDown++;
      }
      return attackerDown / n;
    },
  },
];
