import type { Rng } from '../../src/engine';
import {
  attack,
  attackAction,
  attackDice,
  defenceDieScore,
  hitsForFace,
  MAX_ATTACK_DICE,
  MAX_GRIT,
  MAX_TINKER_REROLLS,
  type AttackActionInput,
  type AttackInput,
} from '../../src/games/kuggkoping/odds';
import type { BenchCase } from './cases';

// Literal dice-rolling simulators of Kuggköping attacks, written independently of the exact code
// (no shared helpers beyond the one-face scoring rules K2/K3): the benchmark times the exact odds
// against them, and the unit tests compare the two.

interface RollProfile {
  dice: number;
  hitOn: number;
  critOn: number;
  extra: number;
  rerollMisses: boolean;
}

/** One attack roll: K2 scoring, misses re-rolled once if allowed, then Tinker re-rolls by priority. */
export function rollHits(rng: Rng, r: RollProfile, tinker = 0, paidBy: 'attacker' | 'defender' = 'attacker'): number {
  const score = (f: number) => hitsForFace(f, r.hitOn, r.critOn, r.extra);
  const dice = Array.from({ length: r.dice }, () => ({ face: rng.die(6), rerolled: false }));
  if (r.rerollMisses) {
    for (const d of dice) {
      if (score(d.face) === 0) {
        d.face = rng.die(6);
        d.rerolled = true;
      }
    }
  }
  if (tinker > 0) {
    // Own Tinker dice re-roll misses; the defender's re-roll the attacker's best dice, crits first.
    const candidates = dice
      .filter((d) => !d.rerolled && (paidBy === 'attacker' ? score(d.face) === 0 : score(d.face) > 0))
      .sort((x, y) => score(y.face) - score(x.face));
    for (const d of candidates.slice(0, tinker)) {
      d.face = rng.die(6);
      d.rerolled = true;
    }
  }
  return dice.reduce((sum, d) => sum + score(d.face), 0);
}

interface DefenceRoll {
  defence: number;
  bestOfTwo?: boolean;
  sixRemovesOnlyOne?: boolean;
  cap?: number;
}

/** One defence roll against `damage` (K3), with Tinker re-rolls by priority. */
export function rollGritLost(rng: Rng, damage: number, d: DefenceRoll, tinker = 0, paidBy: 'attacker' | 'defender' = 'defender'): number {
  const keep = () => (d.bestOfTwo ? Math.max(rng.die(6), rng.die(6)) : rng.die(6));
  const score = (f: number) => defenceDieScore(f, d.defence, d.sixRemovesOnlyOne ?? false);
  const faces = Array.from({ length: damage }, keep);
  if (tinker > 0) {
    // Own: 1s first, then failed dice. Forced by the attacker: 6s first, then other saves.
    const order = faces
      .map((face, i) => ({ face, i }))
      .filter(({ face }) => (paidBy === 'defender' ? score(face) > 0 : face !== 1 && score(face) <= 0))
      .sort((x, y) => (paidBy === 'defender' ? score(y.face) - score(x.face) : score(x.face) - score(y.face)));
    for (const { i } of order.slice(0, tinker)) faces[i] = rng.die(6);
  }
  const lost = Math.max(0, faces.reduce((sum, f) => sum + score(f), 0));
  return d.cap ? Math.min(d.cap, lost) : lost;
}

/** One simulated attack() roll: grit lost. */
export function simulateAttack(rng: Rng, a: AttackInput): number {
  const dice = attackDice(a.actionDice, a.coordination ?? 0, a.cover ?? 0, a.elevation ?? 'level');
  const side = a.tinkerSide ?? 'attacker';
  const hits = rollHits(
    rng,
    { dice, hitOn: a.hitOn, critOn: a.critOn ?? 6, extra: a.extraHitsOnCrit ?? 1, rerollMisses: a.rerollMisses ?? false },
    a.attackRerolls ?? 0,
    side,
  );
  return rollGritLost(
    rng,
    hits,
    { defence: a.defence, bestOfTwo: a.bestOfTwoDefence, sixRemovesOnlyOne: a.sixRemovesOnlyOne, cap: a.maxGritLostPerAttack },
    a.defenceRerolls ?? 0,
    side === 'defender' ? 'defender' : 'attacker',
  );
}

/** One simulated attack action, played pass by pass: who is out, and both sides' grit lost. */
export function simulateAction(rng: Rng, x: AttackActionInput): { out: 'defender' | 'attacker' | 'neither'; defenderLost: number; attackerLost: number } {
  let a = x.attackerGrit;
  let d = x.grit;
  let tinker = x.counterTinkerDice ?? 0;
  const enemyAttacks = x.attacker === 'enemy';
  const elevation = x.elevation ?? 'level';
  const back = elevation === 'above' ? 'below' : elevation === 'below' ? 'above' : 'level';
  const counters = (x.adjacent || (x.counterInRange ?? true)) && (!enemyAttacks || (x.counterattack ?? true));
  const attackRoll = () => {
    const dice = attackDice(Math.max(0, x.actionDice - (x.attackerDiceLostPerGritLost ?? 0) * (x.attackerGrit - a)), x.coordination ?? 0, x.cover ?? 0, elevation);
    const hits = rollHits(rng, { dice, hitOn: x.hitOn, critOn: x.critOn ?? 6, extra: x.extraHitsOnCrit ?? 1, rerollMisses: x.rerollMisses ?? false });
    d -= Math.min(d, rollGritLost(rng, hits, { defence: x.defence, bestOfTwo: x.bestOfTwoDefence, sixRemovesOnlyOne: x.sixRemovesOnlyOne, cap: x.maxGritLostPerAttack }));
  };
  const counterRoll = () => {
    let hitOn = x.counterHitOn;
    if (enemyAttacks) {
      // A Character's counterattack: 5+ unless a Tinker dice is paid (only worth it below 5).
      if (tinker > 0 && hitOn < 5) tinker--;
      else hitOn = Math.max(5, hitOn);
    } else if (x.enemyCounterOnFivePlus) hitOn = Math.max(5, hitOn);
    const dice = attackDice(Math.max(0, x.counterActionDice - (x.counterDiceLostPerGritLost ?? 0) * (x.grit - d)), x.counterCoordination ?? 0, x.cover ?? 0, back);
    const hits = rollHits(rng, { dice, hitOn, critOn: x.counterCritOn ?? 6, extra: x.counterExtraHitsOnCrit ?? 1, rerollMisses: x.counterRerollMisses ?? false });
    a -= Math.min(a, rollGritLost(rng, hits, { defence: x.attackerDefence, bestOfTwo: x.attackerBestOfTwoDefence, sixRemovesOnlyOne: x.attackerSixRemovesOnlyOne, cap: x.attackerMaxGritLostPerAttack }));
  };
  const result = () => ({ out: d === 0 ? ('defender' as const) : a === 0 ? ('attacker' as const) : ('neither' as const), defenderLost: x.grit - d, attackerLost: x.attackerGrit - a });
  for (;;) {
    if (x.counterFirst && counters) {
      counterRoll();
      if (a === 0) return result();
    }
    attackRoll();
    if (d === 0) return result();
    if (!x.counterFirst && counters) {
      counterRoll();
      if (a === 0) return result();
    }
    if (!x.adjacent) return result();
    const again = enemyAttacks ? rng.die(6) >= 5 : x.characterRestarts === 'never' ? false : x.characterRestarts === 'safe' ? a >= 2 : true;
    if (!again) return result();
  }
}

/** The heaviest whole action the attack tool allows: 20 dice, every die a triple hit, 15 grit a side. */
export function heaviestAction(defence: number): AttackActionInput {
  return {
    actionDice: MAX_ATTACK_DICE,
    hitOn: 4,
    critOn: 5,
    extraHitsOnCrit: 2,
    defence,
    grit: MAX_GRIT,
    attacker: 'enemy',
    attackerGrit: MAX_GRIT,
    attackerDefence: defence,
    counterActionDice: MAX_ATTACK_DICE,
    counterHitOn: 2,
    counterCritOn: 5,
    counterExtraHitsOnCrit: 2,
    adjacent: true,
    counterTinkerDice: MAX_TINKER_REROLLS,
  };
}

const heaviestAttack: AttackInput = {
  actionDice: MAX_ATTACK_DICE,
  hitOn: 4,
  critOn: 5,
  extraHitsOnCrit: 2,
  defence: 2,
  grit: MAX_GRIT,
  tinkerSide: 'defender',
  attackRerolls: MAX_TINKER_REROLLS,
  defenceRerolls: MAX_TINKER_REROLLS,
};

function share(rng: Rng, samples: number, hit: (rng: Rng) => boolean): number {
  let n = 0;
  for (let i = 0; i < samples; i++) if (hit(rng)) n++;
  return n / samples;
}

export const cases: BenchCase[] = [
  {
    name: 'kuggkoping whole action: 20 dice vs defence 2+, grit 15 each',
    exact: () => attackAction(heaviestAction(2)).pDefenderOut,
    simulate: (rng, n) => share(rng, n, (r) => simulateAction(r, heaviestAction(2)).out === 'defender'),
  },
  {
    name: 'kuggkoping whole action: 20 dice vs defence 6+, grit 15 each',
    exact: () => attackAction(heaviestAction(6)).pDefenderOut,
    simulate: (rng, n) => share(rng, n, (r) => simulateAction(r, heaviestAction(6)).out === 'defender'),
  },
  {
    name: 'kuggkoping attack: 20 dice, 3 + 3 Tinker re-rolls, grit 15',
    exact: () => attack(heaviestAttack).pDown,
    simulate: (rng, n) => share(rng, n, (r) => simulateAttack(r, heaviestAttack) >= heaviestAttack.grit),
  },
];
