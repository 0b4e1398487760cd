import { pAtLeast, type Rng } from '../../src/engine';
import {
  attack,
  attackAction,
  attackDice,
  defenceDieScore,
  hitsForFace,
  MAX_ATTACK_DICE,
  MAX_GRIT,
  MAX_TINKER_INFLUENCE,
  MAX_TINKER_REROLLS,
  gritLostByDamage,
  type AttackActionInput,
  type AttackInput,
} from '../../src/games/kuggkoping/odds';
import { gritLostWithInfluence } from '../../src/games/kuggkoping/tinker';
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
export function rollHits(rng: Rng, r: RollProfile, tinker = 0, paidBy: 'attacker' | 'defender' = 'attacker', spent?: { dice: number }): number {
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
      if (spent) spent.dice++;
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
export function rollGritLost(rng: Rng, damage: number, d: DefenceRoll, tinker = 0, paidBy: 'attacker' | 'defender' = 'defender', spent?: { dice: number }): number {
  const keep = () => (d.bestOfTwo ? Math.max(rng.die(6), rng.die(6)) : rng.die(6));
  const score = (f: number) => defenceDieScore(f, d.defence, d.sixRemovesOnlyOne ?? false);
  const faces = Array.from({ length: damage }, keep);
  if (tinker > 0) {
    // Own: 1s first, then failed dice. Forced by the attacker: 6s first, then other saves.
    const order = faces
      .map((face, i) => ({ face, i }))
      .filter(({ face }) => (paidBy === 'defender' ? score(face) > 0 : face !== 1 && score(face) <= 0))
      .sort((x, y) => (paidBy === 'defender' ? score(y.face) - score(x.face) : score(x.face) - score(y.face)));
    for (const { i } of order.slice(0, tinker)) {
      faces[i] = rng.die(6);
      if (spent) spent.dice++;
    }
  }
  const lost = Math.max(0, faces.reduce((sum, f) => sum + score(f), 0));
  return d.cap ? Math.min(d.cap, lost) : lost;
}

/**
 * The best use of up to `steps` one-face moves on rolled faces, by literal search over every set of
 * moves (either way, never past 1 or 6, each die moved once): best worth, then fewest steps, then the
 * total furthest the `better` way. Dice showing the same face are interchangeable, so moves are
 * chosen as (face, target) pairs, no more per face than dice show it.
 */
export function bestMoves(faces: readonly number[], score: (face: number) => number, steps: number, worth: (total: number) => number, better: 1 | -1): { total: number; used: number } {
  const count = [0, 0, 0, 0, 0, 0, 0];
  for (const f of faces) count[f]!++;
  const base = faces.reduce((sum, f) => sum + score(f), 0);
  const moves: { from: number; cost: number; change: number }[] = [];
  for (let from = 1; from <= 6; from++) {
    if (count[from] === 0) continue;
    for (let to = Math.max(1, from - steps); to <= Math.min(6, from + steps); to++) if (to !== from) moves.push({ from, cost: Math.abs(to - from), change: score(to) - score(from) });
  }
  let best = { total: base, used: 0, worth: worth(base) };
  const visit = (start: number, left: number, used: number, total: number) => {
    const w = worth(total);
    if (w > best.worth + 1e-12 || (Math.abs(w - best.worth) <= 1e-12 && (used < best.used || (used === best.used && better * total > better * best.total)))) best = { total, used, worth: w };
    for (let i = start; i < moves.length; i++) {
      const m = moves[i]!;
      if (m.cost > left || count[m.from] === 0) continue;
      count[m.from]!--;
      visit(i, left - m.cost, used + m.cost, total + m.change);
      count[m.from]!++;
    }
  };
  visit(0, steps, 0, base);
  return { total: best.total, used: best.used };
}

/** P(the target goes down | h damage) under the input's defence-roll Tinker dice, from the exact code: the policy table a simulated attacker spends its influence by. */
const downGivenHits = new WeakMap<AttackInput, number[]>();
function pDownGivenHits(a: AttackInput, maxHits: number): number[] {
  let v = downGivenHits.get(a);
  if (!v) {
    const d = { defence: a.defence, bestOfTwoDefence: a.bestOfTwoDefence ?? false, sixRemovesOnlyOne: a.sixRemovesOnlyOne ?? false, maxGritLostPerAttack: a.maxGritLostPerAttack ?? 0 };
    const paidBy = (a.tinkerSide ?? 'attacker') === 'defender' ? 'defender' : 'attacker';
    const byDamage = a.defenceInfluence
      ? gritLostWithInfluence(d, maxHits, a.defenceInfluence, paidBy, a.influenceGoal ?? 'takeOut', a.grit).byDamage
      : gritLostByDamage(d, maxHits, a.defenceRerolls ?? 0, paidBy);
    v = byDamage.map((g) => pAtLeast(g, a.grit));
    downGivenHits.set(a, v);
  }
  return v;
}

/** One simulated attack() roll: grit lost, and the Tinker dice spent. */
export function simulateAttackSpend(rng: Rng, a: AttackInput): { lost: number; tinker: number } {
  const dice = attackDice(a.actionDice, a.coordination ?? 0, a.cover ?? 0, a.elevation ?? 'level');
  const side = a.tinkerSide ?? 'attacker';
  const critOn = a.critOn ?? 6;
  const extra = a.extraHitsOnCrit ?? 1;
  const goal = a.influenceGoal ?? 'takeOut';
  const cost = a.influenceCost ?? 2;
  const rerolls = { dice: 0 };
  let tinker = 0;
  let hits: number;
  if (a.attackInfluence) {
    const score = (f: number) => hitsForFace(f, a.hitOn, critOn, extra);
    const faces = Array.from({ length: dice }, () => {
      const f = rng.die(6);
      return a.rerollMisses && score(f) === 0 ? rng.die(6) : f;
    });
    const sign = side === 'attacker' ? 1 : -1;
    const v = pDownGivenHits(a, dice * (1 + extra));
    const worth = goal === 'takeOut' ? (h: number) => sign * v[h]! : (h: number) => sign * h;
    const best = bestMoves(faces, score, a.attackInfluence, worth, sign as 1 | -1);
    hits = best.total;
    tinker += best.used * cost;
  } else {
    // Chain blades already re-roll every miss, and no die is re-rolled twice: Tinker re-rolls go unused.
    const tinkerRerolls = a.rerollMisses && side === 'attacker' ? 0 : (a.attackRerolls ?? 0);
    hits = rollHits(rng, { dice, hitOn: a.hitOn, critOn, extra, rerollMisses: a.rerollMisses ?? false }, tinkerRerolls, side, rerolls);
  }
  const defender = side === 'defender';
  const d = { defence: a.defence, bestOfTwo: a.bestOfTwoDefence, sixRemovesOnlyOne: a.sixRemovesOnlyOne, cap: a.maxGritLostPerAttack };
  if (!a.defenceInfluence) {
    const lost = rollGritLost(rng, hits, d, a.defenceRerolls ?? 0, defender ? 'defender' : 'attacker', rerolls);
    return { lost, tinker: tinker + rerolls.dice };
  }
  const keep = () => (d.bestOfTwo ? Math.max(rng.die(6), rng.die(6)) : rng.die(6));
  const faces = Array.from({ length: hits }, keep);
  const lost = (total: number) => Math.min(d.cap || Infinity, Math.max(0, total));
  const value = goal === 'takeOut' ? (t: number) => (lost(t) >= a.grit ? 1 : 0) : lost;
  const best = bestMoves(faces, (f) => defenceDieScore(f, a.defence, a.sixRemovesOnlyOne ?? false), a.defenceInfluence, defender ? (t) => -value(t) : value, defender ? -1 : 1);
  return { lost: lost(best.total), tinker: tinker + rerolls.dice + best.used * cost };
}

/** One simulated attack() roll: grit lost. */
export function simulateAttack(rng: Rng, a: AttackInput): number {
  return simulateAttackSpend(rng, a).lost;
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

/** The heaviest influence the tool allows: 20 dice, every die up to a triple hit, 3 steps on each roll. */
const heaviestInfluence: AttackInput = {
  actionDice: MAX_ATTACK_DICE,
  hitOn: 4,
  critOn: 5,
  extraHitsOnCrit: 2,
  defence: 4,
  grit: MAX_GRIT,
  tinkerSide: 'attacker',
  attackInfluence: MAX_TINKER_INFLUENCE,
  defenceInfluence: MAX_TINKER_INFLUENCE,
};

/** The heaviest plain attack with both parry rules: every die up to a triple hit, 60 damage at most. */
const heaviestParry: AttackInput = {
  actionDice: MAX_ATTACK_DICE,
  hitOn: 3,
  critOn: 5,
  extraHitsOnCrit: 2,
  defence: 4,
  grit: MAX_GRIT,
  minParryPoints: 2,
  extraParryOnSix: 1,
};

/** One simulated attack and, if the target stands, its special action on its parry points (Burly, Strength relay). */
function simulateSpecialAction(rng: Rng, a: AttackInput): boolean {
  const dice = attackDice(a.actionDice, 0, 0, 'level');
  let hits = 0;
  for (let i = 0; i < dice; i++) hits += hitsForFace(rng.die(6), a.hitOn, a.critOn ?? 6, a.extraHitsOnCrit ?? 1);
  let total = 0;
  let saves = 0;
  let six = false;
  for (let i = 0; i < hits; i++) {
    const f = rng.die(6);
    total += defenceDieScore(f, a.defence, false);
    if (f !== 1 && f >= a.defence) saves++;
    if (f === 6) six = true;
  }
  if (Math.max(0, total) >= a.grit) return false;
  const points = Math.max(a.minParryPoints ?? 0, saves + (six ? (a.extraParryOnSix ?? 0) : 0));
  for (let k = 0; k < points; k++) if (rng.die(6) >= 5) return true;
  return false;
}

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
  {
    name: 'kuggkoping attack: 20 dice, special action with Burly and Strength relay, grit 15',
    exact: () => attack(heaviestParry).pStandsAndSpecialAction!,
    simulate: (rng, n) => share(rng, n, (r) => simulateSpecialAction(r, heaviestParry)),
  },
  {
    name: 'kuggkoping attack: 20 dice, 3 + 3 influence steps, grit 15',
    exact: () => attack(heaviestInfluence).pDown,
    simulate: (rng, n) => share(rng, n, (r) => simulateAttack(r, heaviestInfluence) >= heaviestInfluence.grit),
  },
];
