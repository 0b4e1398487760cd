/**
 * Wolsung SSG odds: shooting (and Magic Projectiles), Fast shot volleys, melee with Fence or Parry,
 * leaving melee and casting Buffs or Auras. Exact: each pool's successes are binomial (W1), and
 * every result is read off the distribution of the margin between the two sides.
 *
 * Dice pools here are FINAL pools (after range, elevation, cover, topple and friends in a melee);
 * src/games/wolsung/pools.ts turns a situation into them. Rulings: /work/shared/RULINGS.md W1-W5.
 */
import { addAt, assertDist, atLeast, difference, expectation, pAtLeast, shift, successes, toDist, trimZeros, type Dist, type SignedDist } from '../../engine';
import { InputError, inputObject, oneOf, orDefault, parseInput, wholeNumber, yesNo } from '../../common/inputs';
import { fieldNames, refuseUnknownFields } from '../../common/input-error';

/** W1: a die succeeds on 4, 5 or 6. */
export const SUCCESS_CHANCE = 3 / 6;
/** W3: Parry gives the defender this many extra Fight dice. */
export const PARRY_EXTRA_DICE = 2;
/** W2: Small Calibre multiplies Armour by this before Armour piercing. */
export const SMALL_CALIBRE_ARMOUR_MULTIPLIER = 2;
/** W4: the wounds a Hard to kill model keeps instead of dropping to 0. */
export const HARD_TO_KILL_KEEPS = 1;
/** W5: successes a discarded card adds to a roll. */
export const HEROIC_DEED_SUCCESSES = { courtOrAce: 2, other: 1 } as const;

/** Largest dice pool, value or bonus the functions accept (far beyond any table set-up). */
export const MAX_POOL = 60;
export const MAX_VALUE = 60;

/** Most shots in one Fast shot volley the tool accepts. */
export const MAX_SHOTS = 6;
/** Most friendly models in contact with the target the tools take (a 25-30 mm base has room for 3 or 4). */
export const MAX_FRIENDS_IN_CONTACT = 3;

// ---------------------------------------------------------------------------------------------
// Input schemas: one per odds function (the tools' forms read their ranges from these)

const pool = (label: string) => wholeNumber(label, 0, MAX_POOL);
const value = (label: string, min = 0) => wholeNumber(label, min, MAX_VALUE);
const cards = (label: string) => orDefault(value(label), 0);
const flag = (label: string) => orDefault(yesNo(label), false);

const targetFields = (gunsLabel: string) => ({
  guns: pool(gunsLabel),
  reflex: pool('Reflex dice'),
  strength: value('Strength'),
  armour: orDefault(value('Armour'), 0),
  wounds: value('Wounds', 1),
  armourPiercing: orDefault(value('Armour piercing'), 0),
  smallCalibre: flag('Small Calibre'),
  hardToKill: flag('Hard to kill'),
});

/** shoot(): one shot or Magic Projectile. */
export const shootSchema = inputObject(
  { ...targetFields('Guns dice'), attackerBonus: cards('Shooter’s Heroic Deed successes'), defenderBonus: cards('Target’s Heroic Deed successes') },
  'The shot needs its dice and the target.',
);
/**
 * fastShot(): a volley; the first shot's dice are `guns`. W7: each shot is its own test, so Heroic
 * Deed successes come per shot (attackerBonuses / defenderBonuses), never for the whole volley.
 */
export const fastShotSchema = inputObject({ ...targetFields('First shot’s Guns dice'), shots: wholeNumber('Shots', 1, MAX_SHOTS) }, 'The shot needs its dice and the target.');
/** One shot's Heroic Deed successes in a volley, named by side and shot. */
const perShotCards = (['Shooter', 'Target'] as const).map((who) =>
  Array.from({ length: MAX_SHOTS }, (_, i) => value(`${who}’s Heroic Deed successes on shot ${i + 1}`)),
);
/** melee(): one melee attack and the defender's reaction. */
export const meleeSchema = inputObject(
  {
    attackerFight: pool('Attacker’s Fight dice'),
    defenderFight: pool('Defender’s Fight dice'),
    reaction: oneOf('Reaction', ['fence', 'parry'], (got) => `The defender's reaction must be Fence or Parry; got ${String(got)}.`),
    defenderToppled: flag('Toppled'),
    hypnoticAura: flag('Hypnotic Aura'),
    attackerStrength: value('Attacker’s Strength'),
    defenderStrength: value('Defender’s Strength'),
    attackerArmour: orDefault(value('Attacker’s Armour'), 0),
    defenderArmour: orDefault(value('Defender’s Armour'), 0),
    attackerWounds: value('Attacker’s Wounds', 1),
    defenderWounds: value('Defender’s Wounds', 1),
    attackerHardToKill: flag('Attacker Hard to kill'),
    defenderHardToKill: flag('Defender Hard to kill'),
    attackerBonus: cards('Attacker’s Heroic Deed successes'),
    defenderBonus: cards('Defender’s Heroic Deed successes'),
  },
  'The melee needs both fighters.',
);
/** leaveMelee(): Reflex against the strongest enemy's Fight. */
export const leaveMeleeSchema = inputObject(
  {
    reflex: pool('Leaving model’s Reflex dice'),
    enemyFight: pool('Enemy’s Fight dice'),
    leaverBonus: cards('Leaving model’s Heroic Deed successes'),
    enemyBonus: cards('Enemy’s Heroic Deed successes'),
  },
  'Leaving melee needs both pools.',
);
/** cast(): Magic Ability dice against a Buff's or Aura's difficulty. */
export const castSchema = inputObject(
  { magic: pool('Magic Ability dice'), difficulty: value('Difficulty'), bonus: cards('Heroic Deed successes') },
  'Casting needs Magic Ability dice and a difficulty.',
);
/** heroicDeedSuccesses(): cards discarded. */
const cardsSchema = inputObject({ courtOrAce: value('Court cards and aces'), other: value('Other cards') }, 'Say how many cards.');

/** Successes of a pool of n dice (W1). */
export function poolSuccesses(dice: number): Dist {
  return successes(dice, SUCCESS_CHANCE);
}

/**
 * The margin (side A's successes - side B's successes), each side's Heroic Deed successes (W5)
 * included. A >= B is "A wins" for a shot, an attack and leaving melee.
 */
export function successMargin(diceA: number, diceB: number, bonusA = 0, bonusB = 0): SignedDist {
  return shift(difference(poolSuccesses(diceA), poolSuccesses(diceB)), bonusA - bonusB);
}

/** W5: the successes a set of discarded cards adds. */
export function heroicDeedSuccesses(courtOrAceCards: number, otherCards: number): number {
  parseInput(cardsSchema, { courtOrAce: courtOrAceCards, other: otherCards });
  return courtOrAceCards * HEROIC_DEED_SUCCESSES.courtOrAce + otherCards * HEROIC_DEED_SUCCESSES.other;
}

/** W2: the Armour that counts against a hit: doubled for Small Calibre, then lowered by Armour piercing, not below 0. */
export function effectiveArmour(armour: number, armourPiercing = 0, smallCalibre = false): number {
  return Math.max(0, armour * (smallCalibre ? SMALL_CALIBRE_ARMOUR_MULTIPLIER : 1) - armourPiercing);
}

/** W2: damage of a hit with `criticals` critical hits. */
export function hitDamage(strength: number, criticals: number, armour: number): number {
  return Math.max(0, strength + criticals - armour);
}

/** W4: wounds actually lost by a model on `wounds` from one hit of `damage`. */
export function woundsLostFromHit(damage: number, wounds: number, hardToKill: boolean): number {
  if (damage < wounds) return damage;
  return hardToKill && wounds > 1 ? wounds - HARD_TO_KILL_KEEPS : wounds;
}

// ---------------------------------------------------------------------------------------------
// Shooting and Magic Projectiles

export interface ShootInput {
  /** Guns dice (or Magic Ability dice) after range, elevation, Quick and other modifiers. */
  guns: number;
  /** The target's Reflex dice after cover, topple and elevation. */
  reflex: number;
  strength: number;
  armour?: number;
  wounds: number;
  armourPiercing?: number;
  smallCalibre?: boolean;
  hardToKill?: boolean;
  /** W5: successes the shooter's Heroic Deed adds after the roll. */
  attackerBonus?: number;
  /** W5: successes the target's Heroic Deed adds after the roll. */
  defenderBonus?: number;
  /**
   * Shooting into a melee: the Reflex dice of each friendly model in base contact with the target
   * (at most MAX_FRIENDS_IN_CONTACT). Every one of them rolls Reflex too, and the model with the fewest
   * successes becomes the target; on a tie the shooter picks, and picks the enemy. Heroic Deed cards
   * are played after that (W5), on the shot at whoever it is.
   */
  friendsReflex?: number[];
}

export interface ShootResult {
  /** P(the shot hits): shooter's successes >= target's (W2). */
  pHit: number;
  /** damage[k] = P(the shot deals k damage); a miss deals 0. Before Hard to kill. */
  damage: number[];
  /** P(the target loses its last wound), Hard to kill applied (W4). */
  pKill: number;
  /** woundsLost[k] = P(the target loses k wounds), W4 applied; index `wounds` means killed. */
  woundsLost: number[];
  expectedDamage: number;
  expectedWoundsLost: number;
  /** The Armour that counted against the hit (W2). */
  armourUsed: number;
  /** Shooting into a melee: P(a friendly model has the fewest Reflex successes and becomes the target). */
  pFriendTargeted: number;
  /** Shooting into a melee: P(a friendly model becomes the target and the shot hits it). */
  pFriendHit: number;
}

interface CheckedShot {
  guns: number;
  reflex: number;
  friendsReflex: number[];
  strength: number;
  wounds: number;
  armourUsed: number;
  hardToKill: boolean;
  attackerBonus: number;
  defenderBonus: number;
}

/** Friends in contact: a short list of Reflex pools, each checked like any pool. */
const friendSchemas = Array.from({ length: MAX_FRIENDS_IN_CONTACT }, (_, i) => pool(`Reflex dice of friend ${i + 1} in contact`));

function checkFriends(friends: unknown): number[] {
  if (!Array.isArray(friends) || friends.length > MAX_FRIENDS_IN_CONTACT) {
    throw new InputError(`Friendly models in contact must be a list of at most ${MAX_FRIENDS_IN_CONTACT} Reflex values.`);
  }
  return friends.map((r, i) => parseInput(friendSchemas[i]!, r));
}

function checkShot(input: ShootInput): CheckedShot {
  const v = parseInput(shootSchema, input);
  const friendsReflex = checkFriends(input.friendsReflex ?? []);
  return { ...v, friendsReflex, armourUsed: effectiveArmour(v.armour, v.armourPiercing, v.smallCalibre) };
}

/** W7: a volley's cards, one number per shot (missing shots 0), each checked like any Heroic Deed. */
function checkPerShot(list: unknown, side: 0 | 1, shots: number): number[] {
  const who = side === 0 ? 'The shooter' : 'The target';
  if (list === undefined) return new Array<number>(shots).fill(0);
  if (!Array.isArray(list) || list.length > shots) {
    throw new InputError(`${who}’s Heroic Deed successes must be a list of at most ${shots} numbers, one per shot.`);
  }
  return Array.from({ length: shots }, (_, i) => (i < list.length ? parseInput(perShotCards[side]![i]!, list[i]) : 0));
}

/**
 * One shot's chance to hit the enemy target and its damage distribution (a miss, or a shot that goes
 * to a friend in contact, deals the enemy 0), before Hard to kill; and P(a friend is targeted / hit).
 * `c` carries the Heroic Deed successes of this shot (W5, W7).
 */
function shotDamage(c: CheckedShot, guns: number): { pHit: number; damage: number[]; pFriendTargeted: number; pFriendHit: number } {
  const shooter = poolSuccesses(guns);
  const enemy = poolSuccesses(c.reflex);
  // chosen[m] = P(every friend rolls at least m successes): the enemy with m successes is the target
  // (ties go to the enemy: the shooter picks). With no friends in contact it is always 1.
  const friendTails = c.friendsReflex.map((r) => atLeast(poolSuccesses(r)));
  const chosen = (m: number) => friendTails.reduce((q, t) => q * (t[m] ?? 0), 1);
  const damage: number[] = [0];
  let pHit = 0;
  enemy.forEach((pe, m) => {
    const w = pe * chosen(m);
    if (w === 0) return;
    shooter.forEach((ps, k) => {
      const margin = k + c.attackerBonus - (m + c.defenderBonus);
      if (margin < 0) damage[0]! += w * ps;
      else {
        pHit += w * ps;
        addAt(damage, hitDamage(c.strength, margin, c.armourUsed), w * ps);
      }
    });
  });
  // A friend is the target when the fewest friend successes f is below the enemy's; it is hit when the
  // shooter's successes (and cards) reach f.
  let pFriendTargeted = 0;
  let pFriendHit = 0;
  if (c.friendsReflex.length > 0) {
    const enemyTail = atLeast(enemy);
    const shooterTail = atLeast(shooter);
    const maxF = Math.max(...c.friendsReflex);
    for (let f = 0; f <= maxF; f++) {
      const pMinIsF = chosen(f) - chosen(f + 1); // P(fewest friend successes = f)
      const w = pMinIsF * (enemyTail[f + 1] ?? 0);
      if (w <= 0) continue;
      pFriendTargeted += w;
      pFriendHit += w * (shooterTail[Math.max(0, f - c.attackerBonus)] ?? 0);
    }
    damage[0]! += pFriendTargeted;
  }
  return { pHit: Math.min(1, pHit), damage: trimZeros(damage), pFriendTargeted: Math.min(1, pFriendTargeted), pFriendHit: Math.min(1, pFriendHit) };
}

/** Wounds lost by a model on `wounds` from a damage distribution, W4 applied. */
function woundsLostFrom(damage: readonly number[], wounds: number, hardToKill: boolean): number[] {
  const out: number[] = [0];
  damage.forEach((p, k) => addAt(out, woundsLostFromHit(k, wounds, hardToKill), p));
  return trimZeros(out);
}

/** Every field shoot() takes: any other is refused by name. */
const SHOOT_FIELDS = fieldNames<ShootInput>()(['guns', 'reflex', 'strength', 'armour', 'wounds', 'armourPiercing', 'smallCalibre', 'hardToKill', 'attackerBonus', 'defenderBonus', 'friendsReflex']);
/** Every field fastShot() takes: any other is refused by name. */
const FAST_SHOT_FIELDS = fieldNames<VolleyInput>()(['guns', 'reflex', 'strength', 'armour', 'wounds', 'armourPiercing', 'smallCalibre', 'hardToKill', 'friendsReflex', 'shots', 'attackerBonuses', 'defenderBonuses']);
/** Every field melee() takes: any other is refused by name. */
const MELEE_FIELDS = fieldNames<MeleeInput>()(['attackerFight', 'defenderFight', 'reaction', 'attackerStrength', 'defenderStrength', 'attackerArmour', 'defenderArmour', 'attackerWounds', 'defenderWounds', 'attackerHardToKill', 'defenderHardToKill', 'attackerBonus', 'defenderBonus', 'defenderToppled', 'hypnoticAura']);
/** Every field leaveMelee() takes: any other is refused by name. */
const LEAVE_MELEE_FIELDS = fieldNames<LeaveMeleeInput>()(['reflex', 'enemyFight', 'leaverBonus', 'enemyBonus']);
/** Every field cast() takes: any other is refused by name. */
const CAST_FIELDS = fieldNames<CastInput>()(['magic', 'difficulty', 'bonus']);

/** One shot (or Magic Projectile) at one target: W1, W2, W4, W5. */
export function shoot(input: ShootInput): ShootResult {
  refuseUnknownFields('shoot', input, SHOOT_FIELDS);
  const c = checkShot(input);
  const { pHit, damage, pFriendTargeted, pFriendHit } = shotDamage(c, c.guns);
  const woundsLost = woundsLostFrom(damage, c.wounds, c.hardToKill);
  assertDist(damage, 'damage');
  assertDist(woundsLost, 'woundsLost');
  return {
    pHit,
    damage,
    pKill: woundsLost[c.wounds] ?? 0,
    woundsLost,
    expectedDamage: expectation(damage),
    expectedWoundsLost: expectation(woundsLost),
    armourUsed: c.armourUsed,
    pFriendTargeted,
    pFriendHit,
  };
}

export interface VolleyInput extends Omit<ShootInput, 'attackerBonus' | 'defenderBonus'> {
  /** Fast shot [x]: shots at this target, 1 to MAX_SHOTS. */
  shots: number;
  /** W7: the shooter's Heroic Deed successes on each shot, in order (missing shots: 0). */
  attackerBonuses?: readonly number[];
  /** W7: the target's Heroic Deed successes against each shot, in order (missing shots: 0). */
  defenderBonuses?: readonly number[];
}

export interface VolleyResult {
  /** P(the target is taken out by the end of the volley). */
  pKill: number;
  /** woundsLost[k] = P(k wounds lost over the whole volley); index `wounds` means killed. */
  woundsLost: number[];
  expectedWoundsLost: number;
  /** Each shot's Guns dice, Heroic Deed successes either side, and chance to hit, in order. */
  shots: { guns: number; attackerBonus: number; defenderBonus: number; pHit: number }[];
}

/**
 * A Fast shot [x] volley of `shots` shots at the same target: shot i (0-based) rolls `guns - i`
 * dice (never below 0), against the same Reflex dice. W7: each shot is its own test, so a Heroic Deed
 * card helps only the shot it is played on (attackerBonuses[i], defenderBonuses[i]), and hits are
 * applied one after another, so Hard to kill (W4) saves the target only from a hit that finds it
 * above 1 wound.
 */
export function fastShot(input: VolleyInput): VolleyResult {
  const old = input as { attackerBonus?: unknown; defenderBonus?: unknown };
  if (old.attackerBonus !== undefined || old.defenderBonus !== undefined) {
    throw new InputError('A Fast shot volley takes Heroic Deed successes shot by shot (W7): give attackerBonuses and defenderBonuses.');
  }
  refuseUnknownFields('fastShot', input, FAST_SHOT_FIELDS);
  const { attackerBonuses, defenderBonuses, ...rest } = input;
  const v = parseInput(fastShotSchema, rest);
  const shots = v.shots;
  const cards = [checkPerShot(attackerBonuses, 0, shots), checkPerShot(defenderBonuses, 1, shots)] as const;
  const c = { ...checkShot({ ...rest, guns: v.guns }), attackerBonus: 0, defenderBonus: 0 };
  if (c.friendsReflex.length > 0) throw new InputError('A Fast shot volley into a melee is not modelled: work out one shot at a time.');
  // left[w] = P(the target has w wounds left); w = 0 is killed.
  let left = new Array<number>(c.wounds + 1).fill(0);
  left[c.wounds] = 1;
  const perShot: VolleyResult['shots'] = [];
  for (let i = 0; i < shots; i++) {
    const guns = Math.max(0, c.guns - i);
    const shot = { ...c, attackerBonus: cards[0][i]!, defenderBonus: cards[1][i]! };
    const { pHit, damage } = shotDamage(shot, guns);
    const next = new Array<number>(c.wounds + 1).fill(0);
    next[0] = left[0]!;
    for (let w = 1; w <= c.wounds; w++) {
      const q = left[w]!;
      if (q === 0) continue;
      woundsLostFrom(damage, w, c.hardToKill).forEach((p, lost) => (next[w - lost]! += q * p));
    }
    perShot.push({ guns, attackerBonus: shot.attackerBonus, defenderBonus: shot.defenderBonus, pHit });
    left = next;
  }
  const woundsLost = trimZeros(left.slice().reverse());
  assertDist(woundsLost, 'woundsLost');
  return { pKill: left[0]!, woundsLost, expectedWoundsLost: expectation(woundsLost), shots: perShot };
}

// ---------------------------------------------------------------------------------------------
// Melee (W3)

export type MeleeReaction = 'fence' | 'parry';

export interface MeleeInput {
  /** The attacker's Fight dice after friends in the melee, elevation and charge bonuses. */
  attackerFight: number;
  /** The defender's Fight dice after elevation (1 die plus bonuses when Toppled), before Parry's +2. */
  defenderFight: number;
  reaction: MeleeReaction;
  attackerStrength: number;
  defenderStrength: number;
  attackerArmour?: number;
  defenderArmour?: number;
  attackerWounds: number;
  defenderWounds: number;
  attackerHardToKill?: boolean;
  defenderHardToKill?: boolean;
  attackerBonus?: number;
  defenderBonus?: number;
  /** The defender is Toppled: it can only Fence. */
  defenderToppled?: boolean;
  /** The attacker has Hypnotic Aura: the defender cannot Fence. */
  hypnoticAura?: boolean;
}

export interface MeleeResult {
  /** P(the attacker's blow lands): attacker successes >= defender successes. */
  pAttackerHits: number;
  /** P(a Fencing defender's blow lands instead): strictly more successes. 0 after a Parry. */
  pDefenderHits: number;
  /** defenderWoundsLost[k] = P(the defender loses k wounds), W4 applied. */
  defenderWoundsLost: number[];
  attackerWoundsLost: number[];
  pDefenderKilled: number;
  pAttackerKilled: number;
  expectedDefenderWoundsLost: number;
  expectedAttackerWoundsLost: number;
  /** Dice the defender actually rolls (Parry included). */
  defenderDice: number;
}

/** One melee attack with the defender's reaction (W3), damage (W2), Hard to kill (W4) and Heroic Deeds (W5). */
export function melee(input: MeleeInput): MeleeResult {
  refuseUnknownFields('melee', input, MELEE_FIELDS);
  const v = parseInput(meleeSchema, input);
  if (v.defenderToppled && v.hypnoticAura) {
    throw new InputError('A Toppled defender can only Fence, and Hypnotic Aura forbids Fence: the quick start gives it no reaction here.');
  }
  if (v.defenderToppled && v.reaction === 'parry') throw new InputError('A Toppled defender can only Fence, not Parry.');
  if (v.hypnoticAura && v.reaction === 'fence') throw new InputError('A model attacked by one with Hypnotic Aura cannot Fence; choose Parry.');
  const { attackerFight, defenderFight } = v;
  const [aS, dS, aArmour, dArmour] = [v.attackerStrength, v.defenderStrength, v.attackerArmour, v.defenderArmour];
  const [aWounds, dWounds, aHtk, dHtk] = [v.attackerWounds, v.defenderWounds, v.attackerHardToKill, v.defenderHardToKill];
  const [aBonus, dBonus] = [v.attackerBonus, v.defenderBonus];

  const fences = v.reaction === 'fence';
  const defenderDice = defenderFight + (fences ? 0 : PARRY_EXTRA_DICE);
  const margin = successMargin(attackerFight, defenderDice, aBonus, dBonus);
  const dLost: number[] = [0];
  const aLost: number[] = [0];
  let pAttackerHits = 0;
  let pDefenderHits = 0;
  margin.p.forEach((p, i) => {
    if (p === 0) return;
    const m = margin.min + i;
    if (m >= 0) {
      pAttackerHits += p;
      addAt(dLost, woundsLostFromHit(hitDamage(aS, m, dArmour), dWounds, dHtk), p);
      aLost[0]! += p;
    } else if (fences) {
      pDefenderHits += p;
      addAt(aLost, woundsLostFromHit(hitDamage(dS, -m, aArmour), aWounds, aHtk), p);
      dLost[0]! += p;
    } else {
      dLost[0]! += p;
      aLost[0]! += p;
    }
  });
  const defenderWoundsLost = trimZeros(dLost);
  const attackerWoundsLost = trimZeros(aLost);
  assertDist(defenderWoundsLost, 'defenderWoundsLost');
  assertDist(attackerWoundsLost, 'attackerWoundsLost');
  return {
    pAttackerHits: Math.min(1, pAttackerHits),
    pDefenderHits: Math.min(1, pDefenderHits),
    defenderWoundsLost,
    attackerWoundsLost,
    pDefenderKilled: defenderWoundsLost[dWounds] ?? 0,
    pAttackerKilled: attackerWoundsLost[aWounds] ?? 0,
    expectedDefenderWoundsLost: expectation(defenderWoundsLost),
    expectedAttackerWoundsLost: expectation(attackerWoundsLost),
    defenderDice,
  };
}

// ---------------------------------------------------------------------------------------------
// Leaving melee and casting Buffs or Auras

export interface LeaveMeleeInput {
  /** The leaving model's Reflex dice. */
  reflex: number;
  /** Fight dice of the engaged enemy with the highest Fight (only that one rolls). */
  enemyFight: number;
  leaverBonus?: number;
  enemyBonus?: number;
}

export interface LeaveMeleeResult {
  /** P(the model gets away): its successes >= the enemy's, Heroic Deeds included. */
  pEscape: number;
  /** The leaving model's successes before Heroic Deeds. */
  leaverSuccesses: Dist;
  enemySuccesses: Dist;
}

/** Leaving melee with a Move action: Reflex against the strongest enemy's Fight, ties get away. */
export function leaveMelee(input: LeaveMeleeInput): LeaveMeleeResult {
  refuseUnknownFields('leaveMelee', input, LEAVE_MELEE_FIELDS);
  const { reflex, enemyFight, leaverBonus, enemyBonus } = parseInput(leaveMeleeSchema, input);
  const margin = successMargin(reflex, enemyFight, leaverBonus, enemyBonus);
  return { pEscape: pAtLeast(margin, 0), leaverSuccesses: poolSuccesses(reflex), enemySuccesses: poolSuccesses(enemyFight) };
}

export interface CastInput {
  /** Magic Ability [x]: dice rolled. */
  magic: number;
  /** The Buff's or Aura's [x]: successes needed. */
  difficulty: number;
  /** W5: successes added by Heroic Deeds (black cards). */
  bonus?: number;
}

export interface CastResult {
  /** P(successes + bonus >= difficulty). */
  pSuccess: number;
  /** successes[k] = P(k successes in total, Heroic Deeds included). */
  successes: Dist;
  expectedSuccesses: number;
}

/** Casting a Magic Buff [x] or Magic Aura [x]: enough successes against a fixed difficulty. */
export function cast(input: CastInput): CastResult {
  refuseUnknownFields('cast', input, CAST_FIELDS);
  const { magic, difficulty, bonus } = parseInput(castSchema, input);
  const total = [...toDist(shift(poolSuccesses(magic), bonus))];
  return { pSuccess: pAtLeast(total, difficulty), successes: total, expectedSuccesses: expectation(total) };
}
