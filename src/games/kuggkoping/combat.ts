/**
 * Kuggköping attack and defence rolls, the building blocks (RULINGS K1-K4): dice after coordination,
 * height and cover, hits with critical hits and re-rolls, the defence roll with Tinker re-rolls, and
 * the checks attack() and attackAction() share. attack() itself is in attack-roll.ts, the Tinker dice
 * on one roll in tinker.ts. Import from ./odds.
 */
import { addAt, mixture, pool, priorityRerollPools, rerollFailuresOnce, scoredDie, toDist, trimZeros, type Dist, type ScoredFaces } from '../../engine';
import { defenceDieScore } from './defence-die';
import { inputObject, oneOf, orDefault, parseInput, refuse, wholeNumber, yesNo } from '../../common/inputs';

/** The most attack dice a roll may have after K1 (the tools' limit; no profile in the book comes near it). */
export const MAX_ATTACK_DICE = 20;
/** The most grit a model can have in the tools: 10 for a boss, +1 Draugar (Black Streets), +1 Hard, and room for Death Hulter's gains. */
export const MAX_GRIT = 15;
/** The most Tinker dice re-rolls the tools spend on one roll (a new warband has 3). */
export const MAX_TINKER_REROLLS = 3;
/** The most influence steps (one die one face up or down, 2 Tinker dice each) the tools spend on one roll. */
export const MAX_TINKER_INFLUENCE = 3;

export type Elevation = 'level' | 'above' | 'below';
/** Whose Tinker dice are spent: the player's side is the attacker (your Character attacks) or the defender. */
export type TinkerSide = 'attacker' | 'defender';
/**
 * What influence steps are spent for: 'takeOut' only when they change whether the target goes down
 * (the attacker's chance up, the defender's down); 'most' for every extra hit when attacking and
 * every grit saved when defending.
 */
export type InfluenceGoal = 'takeOut' | 'most';

export interface AttackInput {
  /** The attacker's action dice value ("2" in "2 (5+)"). */
  actionDice: number;
  /** The hit value ("5" in "2 (5+)"); "hits only on 6+" effects set it to 6 (K2). */
  hitOn: number;
  /** K1: friendly models with range and line of sight to the same target, one die each. */
  coordination?: number;
  /** K1: cover objects or models between attacker and target, one die fewer each. */
  cover?: number;
  /** K1: 'above' = the attacker stands on an elevated area above the target (+1 die); 'below' = the target is above (-1). */
  elevation?: Elevation;
  /** K2: face from which a die is a critical hit; default 6 (Power pack: 5). */
  critOn?: number;
  /** K2: hits a critical hit adds on top of its own; default 1 (Grenadier: 2). */
  extraHitsOnCrit?: number;
  /** K2: every die that scored no hit is re-rolled once (Chain blades). */
  rerollMisses?: boolean;
  /** The target's defence value (a kept face at or above it saves). */
  defence: number;
  /** The target's current grit. */
  grit: number;
  /** K3: two D6 per point of damage, keep the higher (Boiler plate). */
  bestOfTwoDefence?: boolean;
  /** A 6 on the defence roll removes only 1 damage (the Inexperienced warband trait). */
  sixRemovesOnlyOne?: boolean;
  /** The target loses at most this much grit per attack (Rage infusion: 1). Omit for no limit. */
  maxGritLostPerAttack?: number;
  /**
   * The attack cannot damage the target at all: a boss that only special actions, or attacks with
   * the gadgets or quirks its entry names, can hurt (Skrot Nikke, Abaia). No grit is lost.
   */
  immune?: boolean;
  /** Whose Tinker dice pay for the re-rolls below; default 'attacker'. */
  tinkerSide?: TinkerSide;
  /**
   * Tinker re-rolls on the attack roll (1 Tinker dice each, each die at most once). Paid by the
   * attacker: dice that scored no hit are re-rolled. Paid by the defender: the attacker's best dice
   * are re-rolled, critical hits first, then plain hits.
   */
  attackRerolls?: number;
  /**
   * Tinker re-rolls on the defence roll. Paid by the defender: 1s first (they add damage), then dice
   * that saved nothing. Paid by the attacker: the defender's best dice, 6s first, then other saves.
   */
  defenceRerolls?: number;
  /**
   * Tinker influence on the attack roll: the most steps (each moves one rolled die one face up or
   * down, for influenceCost Tinker dice) spent after seeing the roll, by whoever's Tinker dice these
   * are, as influenceGoal says, fewest first. Not together with attackRerolls.
   */
  attackInfluence?: number;
  /** The same on the defence roll: the defender raises its own dice, the attacker lowers them. Not together with defenceRerolls. */
  defenceInfluence?: number;
  /** Tinker dice per influence step: 2, or 3 under the Hard rule that makes influencing cost 1 more. */
  influenceCost?: number;
  /** What influence is spent for; default 'takeOut'. */
  influenceGoal?: InfluenceGoal;
  /** A defending Character gets at least this many parry points (Burly: 2); 0 for no floor. */
  minParryPoints?: number;
  /** Extra parry points when its defence roll shows at least one 6 (Strength relay: 1). */
  extraParryOnSix?: number;
}

export interface AttackResult {
  /** Attack dice rolled after K1. */
  dice: number;
  /** hits[k] = P(the attack scores k hits). */
  hits: number[];
  /** gritLost[k] = P(the target loses k grit), not capped at its grit. */
  gritLost: number[];
  /** P(grit lost >= grit): the target is knocked down (Character) or killed (enemy) (K4). */
  pDown: number;
  expectedGritLost: number;
  expectedHits: number;
  /** Expected Tinker dice spent on this roll: re-rolls used plus influence steps times their cost. */
  expectedTinkerDice: number;
  /**
   * P(the target still stands AND, trying a special action instead of counterattacking, rolls a 5+ on
   * its parry points: one per saving defence die, +extraParryOnSix with a 6, at least minParryPoints).
   * Undefined when Tinker dice change the defence roll.
   */
  pStandsAndSpecialAction?: number;
  /** Sentences about inputs that had no effect (e.g. Tinker re-rolls on dice already re-rolled). */
  notes: string[];
}

// ---------------------------------------------------------------------------------------------
// Input schemas (the attack-odds form reads its ranges from these)

/** A face a roll compares against: 2 to 6. */
const faceValue = (label: string) => wholeNumber(label, 2, 6);
const flag = (label: string) => orDefault(yesNo(label), false);

/** One attack roll's profile (the attacker's, or the target's for its counterattack), named in messages. */
export function attackProfileSchema(who: 'The attacker' | 'The target') {
  return inputObject(
    {
      actionDice: wholeNumber(`${who}'s action dice`, 1, MAX_ATTACK_DICE),
      hitOn: faceValue(`${who}'s hit value`),
      coordination: orDefault(wholeNumber('Coordination', 0, MAX_ATTACK_DICE), 0),
      cover: orDefault(wholeNumber('Cover', 0, MAX_ATTACK_DICE), 0),
      elevation: orDefault(oneOf('Elevation', ['level', 'above', 'below']), 'level'),
      critOn: orDefault(faceValue(`${who}'s crit value`), 6),
      extraHitsOnCrit: orDefault(wholeNumber(`${who}'s extra hits on a crit`, 1, 2), 1),
      rerollMisses: flag('Re-roll misses'),
    },
    'The attack needs its inputs.',
  );
}

/** How a model defends (the target, or the attacker against a counterattack), named in messages. */
export function defenceSchema(who: 'The attacker' | 'The target') {
  return inputObject(
    {
      immune: flag(`${who} cannot be hurt`),
      // A defence value of 1 is allowed for completeness: faces 2-6 save, a 1 still adds damage.
      defence: wholeNumber(`${who}'s defence value`, 1, 6),
      bestOfTwoDefence: flag('Boiler plate (best of two defence dice)'),
      sixRemovesOnlyOne: flag('A 6 removes only 1 damage'),
      // 0 and undefined both mean no limit.
      maxGritLostPerAttack: orDefault(wholeNumber(`${who}'s most grit lost per attack`, 0, MAX_GRIT), 0),
    },
    'The defence needs its inputs.',
  );
}

/** A model's grit, named in messages. */
export const gritSchema = (label: string) => wholeNumber(label, 1, MAX_GRIT);

const attackerProfile = attackProfileSchema('The attacker');
const targetDefence = defenceSchema('The target');
const defenceDie = wholeNumber('A defence die', 1, 6);

// ---------------------------------------------------------------------------------------------
// K1: how many dice

/** K1: action dice + coordination + 1 from above - 1 from below - cover, never fewer than 1. */
export function attackDice(actionDice: number, coordination: number, cover: number, elevation: Elevation): number {
  const height = elevation === 'above' ? 1 : elevation === 'below' ? -1 : 0;
  return Math.max(1, actionDice + coordination + height - cover);
}

// ---------------------------------------------------------------------------------------------
// K2: hits

/** One attack roll's profile after K1. */
export interface HitProfile {
  dice: number;
  hitOn: number;
  critOn: number;
  extraHitsOnCrit: number;
  rerollMisses: boolean;
}

/** K2: hits a face is worth: a crit counts 1 + extra even if the hit value is higher; else 1 at or above the hit value. */
export function hitsForFace(face: number, hitOn: number, critOn: number, extraHitsOnCrit: number): number {
  if (face >= critOn) return 1 + extraHitsOnCrit;
  return face >= hitOn ? 1 : 0;
}

/** P(face) of one D6, indexed by face (index 0 unused). */
export const D6 = [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6];
export const FACES = [1, 2, 3, 4, 5, 6];

/** Plain hits distribution of a profile (with K2's re-roll of misses, no Tinker dice). */
export function hitsDistribution(h: HitProfile): Dist {
  const score = (face: number) => hitsForFace(face, h.hitOn, h.critOn, h.extraHitsOnCrit);
  const die = h.rerollMisses ? rerollFailuresOnce(6, score, (f) => score(f) === 0) : scoredDie(6, score);
  return pool(h.dice, toDist(die));
}

// ---------------------------------------------------------------------------------------------
// K3: the defence roll

/** How a target defends. */
export interface DefenceProfile {
  defence: number;
  bestOfTwoDefence: boolean;
  sixRemovesOnlyOne: boolean;
  /** 0: no limit. */
  maxGritLostPerAttack: number;
  /** Nothing this attack does can damage it: every roll loses 0 grit. */
  immune?: boolean;
}

export { defenceDieScore };

/** K3 for one rolled defence roll: grit lost from the kept faces (one per point of damage). */
export function gritLostFromFaces(faces: readonly number[], defence: number, sixRemovesOnlyOne = false): number {
  let sum = 0;
  for (const f of faces) sum += defenceDieScore(parseInput(defenceDie, f), defence, sixRemovesOnlyOne);
  return Math.max(0, sum);
}

/** P(kept face) for one point of damage: one D6, or the higher of two (Boiler plate): (2f - 1)/36. */
export function keptFace(bestOfTwo: boolean): number[] {
  return bestOfTwo ? [0, ...FACES.map((f) => (2 * f - 1) / 36)] : D6;
}

/**
 * gritLost[h][k] = P(the target loses k grit | it takes h damage), for h = 0..maxDamage:
 * max(0, sum of the per-point scores), capped by maxGritLostPerAttack. With Tinker re-rolls on the
 * defence dice, paid by the defender (1s, then failures) or by the attacker (6s, then saves).
 */
export function gritLostByDamage(d: DefenceProfile, maxDamage: number, rerolls = 0, paidBy: TinkerSide = 'defender'): Dist[] {
  if (d.immune) return Array.from({ length: maxDamage + 1 }, () => [1]);
  const p = keptFace(d.bestOfTwoDefence);
  const score = [0, ...FACES.map((f) => defenceDieScore(f, d.defence, d.sixRemovesOnlyOne))];
  if (rerolls === 0) return gritLostPlain(p, score, d.maxGritLostPerAttack, maxDamage);
  const die: ScoredFaces = { p, score };
  let groups: number[][] = [];
  if (rerolls > 0) {
    const fails = FACES.filter((f) => score[f] === 1);
    const saves = FACES.filter((f) => f !== 1 && score[f] === 0);
    groups = paidBy === 'defender' ? [[1], fails] : d.sixRemovesOnlyOne ? [[...saves]] : [[6], saves];
  }
  const { pools, minScore } = priorityRerollPools(die, maxDamage, groups.filter((g) => g.length > 0), rerolls);
  return pools.map((shifted, h) => {
    // shifted[s] = P(sum = s + h * minScore); grit lost = max(0, sum), then the per-attack cap.
    const offset = h * minScore;
    const cap = d.maxGritLostPerAttack > 0 ? d.maxGritLostPerAttack : Infinity;
    const out: number[] = [0];
    for (let s = 0; s < shifted.length; s++) {
      const q = shifted[s]!;
      if (q !== 0) addAt(out, Math.min(cap, Math.max(0, s + offset)), q);
    }
    return out;
  });
}

/**
 * gritLostByDamage without re-rolls, by adding one defence die at a time: the per-point scores lie in
 * -1..2, so the running sum shifted by +1 per die is a plain array. O(maxDamage^2).
 */
function gritLostPlain(p: readonly number[], score: readonly number[], maxLost: number, maxDamage: number): Dist[] {
  const die = [0, 0, 0, 0]; // die[score + 1]
  for (const f of FACES) die[score[f]! + 1]! += p[f]!;
  const cap = maxLost > 0 ? maxLost : Infinity;
  const out: Dist[] = [];
  let sums = new Float64Array(1); // sums[s] = P(sum of scores = s - h) after h dice
  sums[0] = 1;
  for (let h = 0; h <= maxDamage; h++) {
    const lost = new Array<number>(Math.min(cap, 2 * h) + 1).fill(0);
    for (let s = 0; s < sums.length; s++) {
      const q = sums[s]!;
      if (q !== 0) lost[Math.min(cap, Math.max(0, s - h))]! += q;
    }
    out.push(trimZeros(lost));
    if (h === maxDamage) break;
    const next = new Float64Array(sums.length + 3);
    for (let s = 0; s < sums.length; s++) {
      const q = sums[s]!;
      if (q === 0) continue;
      next[s]! += q * die[0]!;
      next[s + 1]! += q * die[1]!;
      next[s + 2]! += q * die[2]!;
      next[s + 3]! += q * die[3]!;
    }
    sums = next;
  }
  return out;
}

/** The most parry points a rule can add or guarantee in the tools (Burly guarantees 2, Strength relay adds 1). */
export const MAX_PARRY_RULE = 3;

/** Rules that change a defending Character's parry points (K3 gives one per saving die). */
export interface ParryRules {
  /** At least this many parry points, whatever the roll (Burly: 2); 0 for no floor. */
  minParryPoints: number;
  /** This many more when the defence roll shows at least one 6 (Strength relay: 1). */
  extraParryOnSix: number;
}
export const NO_PARRY_RULES: ParryRules = { minParryPoints: 0, extraParryOnSix: 0 };

/** The parry rules an attack() takes, named in messages. */
export const parrySchema = inputObject(
  {
    minParryPoints: orDefault(wholeNumber('The target’s least parry points', 0, MAX_PARRY_RULE), 0),
    extraParryOnSix: orDefault(wholeNumber('Extra parry points for a 6', 0, MAX_PARRY_RULE), 0),
  },
  'The parry rules need their inputs.',
);

/** P(a special action rolled with k parry points comes off) = P(at least one 5+ on k D6). */
export const specialActionWorks = (k: number): number => 1 - (2 / 3) ** k;

/**
 * Parry points of one defence roll: one per saving die (K3), `extraParryOnSix` more when a kept die
 * shows 6 (with Boiler plate a 6 on either die of a pair is the kept one), and never fewer than
 * `minParryPoints` (our reading: the floor applies to the total, after Strength relay).
 */
export function parryPoints(saves: number, anySix: boolean, rules: ParryRules = NO_PARRY_RULES): number {
  return Math.max(rules.minParryPoints, saves + (anySix ? rules.extraParryOnSix : 0));
}

/**
 * For h = 0..maxDamage: P(the target is still standing after the defence roll AND a special action
 * rolled with its parry points (parryPoints) shows at least one 5+). The rules let a Character try this
 * instead of counterattacking; Burly's floor holds even when no damage came through (it still defends).
 *
 * Exact, one defence die at a time, over the sum of the per-point scores (grit lost) with two more
 * facts: the saves so far, counted exactly below the floor m and as a weight (2/3)^saves from m on
 * (where the floor no longer matters), and whether a 6 has shown. P(works) = 1 - E[(2/3)^points].
 */
export function standsAndSpecialAction(d: DefenceProfile, maxDamage: number, grit: number, parry: ParryRules = NO_PARRY_RULES): number[] {
  const p = keptFace(d.bestOfTwoDefence);
  const cap = d.maxGritLostPerAttack > 0 ? d.maxGritLostPerAttack : Infinity;
  const stands = (sum: number) => d.immune || Math.min(cap, Math.max(0, sum)) < grit;
  const m = parry.minParryPoints;
  const fail = (points: number) => (2 / 3) ** points; // P(no 5+ on that many D6)
  // Whether a 6 showed matters only with Strength relay; faces that move the state alike are merged.
  const sixes = parry.extraParryOnSix > 0 ? 2 : 1;
  const classes: { p: number; j: number; save: boolean; six: number }[] = [];
  for (const f of FACES) {
    const c = { j: defenceDieScore(f, d.defence, d.sixRemovesOnlyOne) + 1, save: f !== 1 && f >= d.defence, six: sixes === 2 && f === 6 ? 1 : 0 };
    const same = classes.find((x) => x.j === c.j && x.save === c.save && x.six === c.six);
    if (same) same.p += p[f]!;
    else classes.push({ p: p[f]!, ...c });
  }
  // below[c * sixes + six][s] = P(exactly c < m saves so far, a 6 shown or not, sum = s - h);
  // at[six][s] = E[(2/3)^saves; at least m saves, ...], where the floor no longer matters.
  const arrays = (n: number, size: number) => Array.from({ length: n }, () => new Float64Array(size));
  let below = arrays(m * sixes, 1);
  let at = arrays(sixes, 1);
  let all = new Float64Array(1); // all[s] = P(sum = s - h)
  all[0] = 1;
  if (m === 0) at[0]![0] = 1;
  else below[0]![0] = 1;
  const belowFail = Array.from({ length: m * sixes }, (_, k) => fail(parryPoints(Math.floor(k / sixes), k % sixes === 1, parry)));
  const atFail = [1, fail(parry.extraParryOnSix)];
  const out: number[] = [];
  for (let h = 0; h <= maxDamage; h++) {
    let chance = 0;
    for (let s = 0; s < all.length; s++) {
      if (!stands(s - h)) continue;
      let fails = 0;
      for (let six = 0; six < sixes; six++) fails += at[six]![s]! * atFail[six]!;
      for (let k = 0; k < below.length; k++) fails += below[k]![s]! * belowFail[k]!;
      chance += all[s]! - fails;
    }
    out.push(Math.max(0, chance));
    if (h === maxDamage) break;
    const size = all.length + 3;
    const nextAll = new Float64Array(size);
    const nextBelow = arrays(m * sixes, size);
    const nextAt = arrays(sixes, size);
    for (const f of classes) {
      const weight = f.save ? 2 / 3 : 1;
      for (let s = 0; s < all.length; s++) nextAll[s + f.j]! += all[s]! * f.p;
      for (let six = 0; six < sixes; six++) {
        const to = Math.max(six, f.six);
        const from = at[six]!;
        const into = nextAt[to]!;
        for (let s = 0; s < from.length; s++) into[s + f.j]! += from[s]! * f.p * weight;
        for (let c = 0; c < m; c++) {
          const q = below[c * sixes + six]!;
          const saves = c + (f.save ? 1 : 0);
          // Reaching m saves starts the weight: (2/3)^m for those m, 2/3 more for each save after.
          const target = saves < m ? nextBelow[saves * sixes + to]! : nextAt[to]!;
          const w = saves < m ? f.p : f.p * fail(m);
          for (let s = 0; s < q.length; s++) target[s + f.j]! += q[s]! * w;
        }
      }
    }
    all = nextAll;
    below = nextBelow;
    at = nextAt;
  }
  return out;
}

/** Grit lost by the target: the mixture over hits of gritLostByDamage. */
export function gritLostFromHits(hits: Dist, byDamage: readonly Dist[]): Dist {
  return mixture(hits.map((w, h) => [w, byDamage[h]!] as const));
}

// ---------------------------------------------------------------------------------------------
// Checks shared by attack() and attackAction()

/** Validates the attack fields shared by attack() and attackAction(); returns the profile. */
export function checkAttackProfile(input: Pick<AttackInput, 'actionDice' | 'hitOn' | 'coordination' | 'cover' | 'elevation' | 'critOn' | 'extraHitsOnCrit' | 'rerollMisses'>, schema = attackerProfile) {
  return parseInput(schema, input);
}

/** Validates how a model defends (the target by default). */
export function checkDefence(input: Pick<AttackInput, 'defence' | 'bestOfTwoDefence' | 'sixRemovesOnlyOne' | 'maxGritLostPerAttack' | 'immune'>, schema = targetDefence): DefenceProfile {
  return parseInput(schema, input);
}

/** K1 dice, refused above MAX_ATTACK_DICE (the tools' limit). */
export function checkedDice(a: { actionDice: number; coordination: number; cover: number; elevation: Elevation }, who = 'The attack'): number {
  const dice = attackDice(a.actionDice, a.coordination, a.cover, a.elevation);
  if (dice > MAX_ATTACK_DICE) {
    refuse(`${who} would roll ${dice} dice; the tools handle at most ${MAX_ATTACK_DICE} (add fewer coordinating friends or dice).`);
  }
  return dice;
}
