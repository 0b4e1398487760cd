/**
 * Punkapocalyptic's exact odds: Precision rolls and Kaboom! (ruling P1), impact rolls (P3), shots and
 * Automatic bursts, close combat (P7), disengaging, falls (P5) and jumps (P6). Built on the engine's
 * d10 and opposed-roll primitives; every function validates its input and throws an InputError (a RangeError, src/common/input-error.ts) with a
 * sentence a reader can act on (the tools show it as a refusal).
 */
import { attributeTest, mixture, opposedD10, type Comparison, type Dist } from '../../engine';
import { InputError, inputObject, orDefault, parseInput, refuse, wholeNumber, yesNo } from '../../common/inputs';
import type { FallBand, JumpLimit } from './schema';
import { fieldNames, refuseUnknownFields } from '../../common/input-error';

/** Input ranges the functions accept (the tools use the same limits). */
export const LIMITS = {
  attribute: { min: 1, max: 10 },
  modifier: { min: -30, max: 30 },
  strength: { min: 0, max: 30 },
  penetration: { min: 0, max: 20 },
  toughness: { min: 1, max: 20 },
  armor: { min: 0, max: 20 },
  cover: { min: 0, max: 20 },
  combat: { min: 1, max: 10 },
  combatBonus: { min: -20, max: 20 },
  assaultMoves: { min: 0, max: 3 },
  supporters: { min: 0, max: 10 },
  dropCm: { min: 0, max: 50 },
  enemies: { min: 1, max: 8 },
  baseMm: { min: 20, max: 200 },
  heightMm: { min: 0, max: 2000 },
} as const;

// ---------------------------------------------------------------------------------------------
// Input schemas: one per odds function (the tools' forms read their ranges from these)

type Limit = keyof typeof LIMITS;
/** A whole number within one of the LIMITS, named in its message. */
const within = (label: string, limit: Limit) => wholeNumber(label, LIMITS[limit].min, LIMITS[limit].max);
const zeroOr = (label: string, limit: Limit) => orDefault(within(label, limit), 0);
const flag = (label: string, fallback: boolean) => orDefault(yesNo(label), fallback);

const modifiedAttribute = wholeNumber('The modified attribute', -100, 100);

const shotFields = {
  precision: within('Precision', 'attribute'),
  modifier: zeroOr('The Precision modifier', 'modifier'),
  strength: within('Impact strength', 'strength'),
  penetration: zeroOr('Penetration', 'penetration'),
  toughness: within('Toughness', 'toughness'),
  armor: zeroOr('Armor', 'armor'),
  cover: zeroOr('The cover bonus', 'cover'),
  avoidCover: flag('Avoiding cover', false),
  coverKept: zeroOr('The cover bonus left when avoiding', 'cover'),
  shooterActive: flag('Shooter active', true),
  kaboom: flag('Kaboom!', false),
};
/** shot(): one shot. */
export const shotSchema = inputObject(shotFields, 'The shot needs Precision, strength and Toughness.');

const combatSide = (who: string) =>
  inputObject(
    {
      combat: within(`${who}'s Combat`, 'combat'),
      bonus: zeroOr(`${who}'s Combat bonus`, 'combatBonus'),
      supportLow: zeroOr(`${who}'s supporters with Combat 5 or less`, 'supporters'),
      supportHigh: zeroOr(`${who}'s supporters with Combat 6 or more`, 'supporters'),
      strength: within(`${who}'s impact strength`, 'strength'),
      penetration: zeroOr(`${who}'s Penetration`, 'penetration'),
      toughness: within(`${who}'s Toughness`, 'toughness'),
      armor: zeroOr(`${who}'s Armor`, 'armor'),
    },
    `${who} needs Combat, strength and Toughness.`,
  );
const dropSchema = within('Drop', 'dropCm');
/** combat(): both sides and the Assault. */
export const combatSchema = inputObject(
  {
    attacker: combatSide('The attacker'),
    defender: combatSide('The defender'),
    assaultMoves: zeroOr('Assault moves', 'assaultMoves'),
    unseen: flag('Assault from behind', false),
    dropCm: orDefault(dropSchema, 0),
  },
  'The combat needs both sides.',
);
/** disengage(): the model's roll; the enemies' Agility are checked one by one. */
export const disengageSchema = inputObject(
  { agility: within('Agility', 'attribute'), modifier: zeroOr('The Agility modifier', 'modifier') },
  'Disengaging needs the model’s Agility.',
);
const enemyAgility = (i: number) => within(`Enemy ${i + 1}'s Agility`, 'attribute');
/** The automatic hits of a failed Disengage, when asked for. */
const disengageHitsSchema = inputObject(
  {
    enemyStrength: within("The enemies' impact strength", 'strength'),
    enemyPenetration: zeroOr("The enemies' Penetration", 'penetration'),
    toughness: within('Toughness', 'toughness'),
    armor: zeroOr('Armor', 'armor'),
  },
  'The automatic hits need strength and Toughness.',
);
const baseSchema = within('Base size (mm)', 'baseMm');
const heightSchema = within('Height (mm)', 'heightMm');
/** fall(): the faller (its base and the height are checked by fallBand). */
export const fallSchema = inputObject({ toughness: within('Toughness', 'toughness'), fallerActive: flag('Falling in its own activation', true) }, 'A fall needs its height and the faller.');
/** jump(): the gap and the jumper. */
export const jumpSchema = inputObject(
  {
    baseMm: baseSchema,
    gapMm: wholeNumber('Gap (mm)', 0, LIMITS.heightMm.max),
    dropMm: orDefault(wholeNumber('Drop to the landing (mm)', -LIMITS.heightMm.max, LIMITS.heightMm.max), 0),
    agility: within('Agility', 'attribute'),
    modifier: zeroOr('The Agility modifier', 'modifier'),
  },
  'A jump needs its gap and the jumper.',
);

// ---------------------------------------------------------------------------------------------
// P1: attribute rolls, with Kaboom!

/** Precision faces on which a Kaboom! weapon explodes (the shot misses and the weapon jams). */
export const KABOOM_FACES = [9, 10] as const;

export interface AttributeRollOdds {
  /** Chance the roll succeeds. */
  pSuccess: number;
  /** Chance a Kaboom! weapon blows up (0 without Kaboom!). */
  pJam: number;
  /** Whether a die is rolled at all. */
  rolled: boolean;
}

/**
 * P1: success on d10 <= target. A target of 0 or less fails and 10 or more succeeds without a roll.
 * Kaboom!: the die is rolled even at 10 or more, and a 9 or 10 always misses and jams, so below 10 it
 * still jams on those faces (where the shot would have missed anyway at 8 or less) and costs the hits
 * a 9 would have scored at 9. A target of 0 or less rolls nothing, so nothing can explode.
 */
export function attributeRoll(target: number, kaboom = false): AttributeRollOdds {
  parseInput(modifiedAttribute, target);
  if (target <= 0) return { pSuccess: 0, pJam: 0, rolled: false };
  if (!kaboom) return { pSuccess: attributeTest(target), pJam: 0, rolled: target < 10 };
  const lowestKaboomFace = Math.min(...KABOOM_FACES);
  const hitFaces = Math.min(target, lowestKaboomFace - 1);
  return { pSuccess: hitFaces / 10, pJam: KABOOM_FACES.length / 10, rolled: true };
}

// ---------------------------------------------------------------------------------------------
// P3: impact

/** P3 / hits-and-armour: armor plus cover, cut by Penetration, never below 0. */
export function effectiveArmor(armor: number, cover: number, penetration: number): number {
  return Math.max(0, armor + cover - penetration);
}

/**
 * P3: attacker d10 + strength against target d10 + toughness + effective armor. The hitter wins ties
 * when it is its own activation (a shot in the shooter's activation); otherwise the target does.
 */
export function impact(strength: number, toughness: number, armor: number, hitterActive: boolean): number {
  return opposedD10(strength, toughness + armor, hitterActive ? 'attacker' : 'defender').pASucceeds;
}

// ---------------------------------------------------------------------------------------------
// Shooting

export interface ShotInput {
  /** P1: the Precision attribute and the sum of every modifier. */
  precision: number;
  modifier?: number;
  /** P3: impact strength (weapon value already resolved). */
  strength: number;
  penetration?: number;
  toughness: number;
  armor?: number;
  /** P4: the total cover bonus. */
  cover?: number;
  /** P3 tie rule; false for Defensive Fire (the target's activation). Default true. */
  shooterActive?: boolean;
  /** P1: the weapon or ammunition has Kaboom!. */
  kaboom?: boolean;
  /**
   * P10: the shooter avoids the cover: the partial cover from scenery stops counting, so the bonus is
   * `coverKept` instead of `cover` (its -3 or -5 belongs in `modifier`).
   */
  avoidCover?: boolean;
  /**
   * P10: the cover bonus left when the shooter avoids the cover: what total cover and gear such as a
   * shield give on their own (P4 stacking over what is left; checkCover's bonusIfAvoided). At most
   * `cover`; default 0 (all of the cover was partial scenery).
   */
  coverKept?: number;
}

export interface ShotOdds {
  pHit: number;
  pDownIfHit: number;
  pDown: number;
  pJam: number;
}

interface CheckedShot {
  target: number;
  strength: number;
  toughness: number;
  armor: number;
  shooterActive: boolean;
  kaboom: boolean;
}

function checkShot(input: ShotInput, schema: typeof shotSchema | typeof burstSchema = shotSchema): CheckedShot {
  const v = parseInput(schema, input);
  if (v.avoidCover && v.coverKept > v.cover) {
    refuse(`The cover bonus left when avoiding (+${v.coverKept}) cannot be more than the whole cover bonus (+${v.cover}): avoiding only takes cover away.`);
  }
  return {
    target: v.precision + v.modifier,
    strength: v.strength,
    toughness: v.toughness,
    armor: effectiveArmor(v.armor, v.avoidCover ? v.coverKept : v.cover, v.penetration),
    shooterActive: v.shooterActive,
    kaboom: v.kaboom,
  };
}

function shotFrom(c: CheckedShot, targetShift = 0): ShotOdds {
  const roll = attributeRoll(c.target + targetShift, c.kaboom);
  const pDownIfHit = impact(c.strength, c.toughness, c.armor, c.shooterActive);
  return { pHit: roll.pSuccess, pDownIfHit, pDown: roll.pSuccess * pDownIfHit, pJam: roll.pJam };
}

/** Every field shot() takes: any other is refused by name. */
const SHOT_FIELDS = fieldNames<ShotInput>()(['precision', 'modifier', 'strength', 'penetration', 'toughness', 'armor', 'cover', 'shooterActive', 'kaboom', 'avoidCover', 'coverKept']);
/** Every field burst() takes: any other is refused by name. */
const BURST_FIELDS = fieldNames<BurstInput>()(['precision', 'modifier', 'strength', 'penetration', 'toughness', 'armor', 'cover', 'shooterActive', 'kaboom', 'avoidCover', 'coverKept', 'shots', 'targets', 'aim']);
/** Every field combat() takes: any other is refused by name. */
const COMBAT_FIELDS = fieldNames<CombatInput>()(['attacker', 'defender', 'assaultMoves', 'unseen', 'dropCm']);
/** Every field disengage() takes: any other is refused by name. */
const DISENGAGE_FIELDS = fieldNames<DisengageInput>()(['agility', 'modifier', 'enemyAgility', 'enemyStrength', 'enemyPenetration', 'toughness', 'armor']);
/** Every field fall() takes: any other is refused by name. */
const FALL_FIELDS = fieldNames<FallInput>()(['baseMm', 'heightMm', 'toughness', 'fallerActive']);
/** Every field jump() takes: any other is refused by name. */
const JUMP_FIELDS = fieldNames<JumpInput>()(['baseMm', 'gapMm', 'dropMm', 'agility', 'modifier', 'depthMm', 'toughness', 'fallerActive']);

/** One shot: P1 Precision roll (with Kaboom!), then the P3 impact roll if it hits. */
export function shot(input: ShotInput): ShotOdds {
  refuseUnknownFields('shot', input, SHOT_FIELDS);
  return shotFrom(checkShot(input));
}

/** The three shots of an Automatic weapon in automatic mode (one shot plus two free ones). */
export const AUTOMATIC_SHOTS = 3;
/** Aim's Precision bonus: it only helps against the model aimed at. */
export const AIM_BONUS = 3;

export interface BurstInput extends ShotInput {
  /** Shots in the burst: 3 in automatic mode, fewer if the ammunition runs out. Default 3. */
  shots?: number;
  /** Models the burst can reach: the first target plus others each within 10 cm of the last. Default 1. */
  targets?: number;
  /** `modifier` includes Aim's +3, which helps only against the first target. */
  aim?: boolean;
}

/** burst(): a shot's fields, then the burst's. */
export const burstSchema = inputObject(
  {
    ...shotFields,
    shots: orDefault(wholeNumber('Shots', 1, AUTOMATIC_SHOTS), AUTOMATIC_SHOTS),
    targets: orDefault(wholeNumber('Targets in reach', 1, AUTOMATIC_SHOTS), 1),
    aim: flag('Aim', false),
  },
  'The burst needs Precision, strength and Toughness.',
);

export interface BurstOdds {
  /** P(at least one shot hits). */
  pAnyHit: number;
  /** downed[k] = P(exactly k targets Downed). */
  downed: Dist;
  /** P(the weapon jams during the burst); the shots after it are lost. */
  pJam: number;
  /** Expected number of hits. */
  expectedHits: number;
}

/**
 * A burst of shots. A shot that does not Down its target leaves the next shot on the same model; a
 * Downed target sends the next shot at the next model in reach (treated as the same profile, but
 * without Aim's bonus), and with no model left the remaining shots are wasted. A Kaboom! jam ends the
 * burst. Exact: the shots' outcomes are followed through every branch (at most 4^3 paths).
 */
export function burst(input: BurstInput): BurstOdds {
  refuseUnknownFields('burst', input, BURST_FIELDS);
  const c = checkShot(input, burstSchema);
  const { shots, targets, aim } = parseInput(burstSchema, input);
  const onAimed = shotFrom(c);
  const onOthers = aim ? shotFrom(c, -AIM_BONUS) : onAimed;
  const downed = new Array<number>(targets + 1).fill(0);
  let pAnyHit = 0;
  let pJam = 0;
  let expectedHits = 0;
  // Walk every branch: which target is in front of the gun, how many are Downed, any hit yet.
  const walk = (shotsLeft: number, targetIndex: number, down: number, hit: boolean, p: number): void => {
    if (p === 0) return;
    if (shotsLeft === 0 || targetIndex >= targets) {
      downed[down]! += p;
      if (hit) pAnyHit += p;
      return;
    }
    const s = targetIndex === 0 ? onAimed : onOthers;
    const pMiss = 1 - s.pHit - s.pJam;
    pJam += p * s.pJam;
    expectedHits += p * s.pHit;
    // A jam ends the burst at once.
    if (s.pJam > 0) walk(0, targetIndex, down, hit, p * s.pJam);
    walk(shotsLeft - 1, targetIndex + 1, down + 1, true, p * s.pHit * s.pDownIfHit);
    walk(shotsLeft - 1, targetIndex, down, true, p * s.pHit * (1 - s.pDownIfHit));
    walk(shotsLeft - 1, targetIndex, down, hit, p * Math.max(0, pMiss));
  };
  walk(shots, 0, 0, false, 1);
  return { pAnyHit, downed, pJam, expectedHits };
}

// ---------------------------------------------------------------------------------------------
// P7: close combat

/** Mass-combat support (P7): +1 per friend with Combat 5 or less, +2 per friend with Combat 6 or more. */
export const SUPPORT_LOW = 1;
export const SUPPORT_HIGH = 2;

export interface CombatSide {
  /** The Combat attribute. */
  combat: number;
  /** Weapon bonus and any other modifier (Prone caught in combat -3, Electric shock -3, ...). */
  bonus?: number;
  /** Friends in the same Mass combat with Combat 5 or less / 6 or more. */
  supportLow?: number;
  supportHigh?: number;
  /** The impact strength of its hits (weapon value resolved) and the weapon's Penetration. */
  strength: number;
  penetration?: number;
  /** What protects it when hit. */
  toughness: number;
  armor?: number;
}

export interface CombatInput {
  /** The model whose activation it is (it takes the Combat action). */
  attacker: CombatSide;
  defender: CombatSide;
  /** Assault: Move actions that count (each +1 Combat to the attacker). */
  assaultMoves?: number;
  /** Assault from behind: the defender never saw the attacker in its activation (+1). */
  unseen?: boolean;
  /** Assault from above: cm dropped onto the enemy; each started 5 cm is -1 Combat, +1 Strength. */
  dropCm?: number;
}

export interface CombatOdds {
  /** Each side's Combat total before the d10. */
  attackerTotal: number;
  defenderTotal: number;
  /** Strength of the attacker's hit after Assault from above. */
  attackerStrength: number;
  /** The Combat roll: attacker higher, defender higher, tie (both hit). */
  roll: Comparison;
  /** P(the attacker's hit lands) = attacker higher or tie; same for the defender. */
  pAttackerHits: number;
  pDefenderHits: number;
  /** Chance each hit Downs its target (P3; the attacker's activation decides impact ties). */
  pAttackerDownsIfHit: number;
  pDefenderDownsIfHit: number;
  /** P(defender Downed), P(attacker Downed), P(both), P(neither). */
  pDefenderDowned: number;
  pAttackerDowned: number;
  pBothDowned: number;
  pNeitherDowned: number;
}

/** Started 5 cm steps of a drop (each is -1 Combat and +1 Strength). */
export function dropSteps(dropCm: number): number {
  return Math.ceil(parseInput(dropSchema, dropCm) / 5);
}

/** Support from friends in a Mass combat (P7). */
export function supportBonus(supportLow: number, supportHigh: number): number {
  return supportLow * SUPPORT_LOW + supportHigh * SUPPORT_HIGH;
}

/**
 * P7: both roll d10 + Combat + bonuses; the higher hits, a tie means both hit. Each hit makes a P3
 * impact roll. Cover never counts in combat. The fight happens in the attacker's activation, so the
 * attacker's hit wins impact ties and the defender's hit loses them.
 */
export function combat(input: CombatInput): CombatOdds {
  refuseUnknownFields('combat', input, COMBAT_FIELDS);
  const { attacker: a, defender: d, assaultMoves: moves, unseen, dropCm } = parseInput(combatSchema, input);
  const steps = dropSteps(dropCm);
  const attackerTotal = a.combat + a.bonus + supportBonus(a.supportLow, a.supportHigh) + moves + (unseen ? 1 : 0) - steps;
  const defenderTotal = d.combat + d.bonus + supportBonus(d.supportLow, d.supportHigh);
  const attackerStrength = a.strength + steps;
  const roll = opposedD10(attackerTotal, defenderTotal, 'both');
  const pAttackerDownsIfHit = impact(attackerStrength, d.toughness, effectiveArmor(d.armor, 0, a.penetration), true);
  const pDefenderDownsIfHit = impact(d.strength, a.toughness, effectiveArmor(a.armor, 0, d.penetration), false);
  const both = roll.pTie * pAttackerDownsIfHit * pDefenderDownsIfHit;
  const defenderOnly = roll.pAWins * pAttackerDownsIfHit + roll.pTie * pAttackerDownsIfHit * (1 - pDefenderDownsIfHit);
  const attackerOnly = roll.pBWins * pDefenderDownsIfHit + roll.pTie * pDefenderDownsIfHit * (1 - pAttackerDownsIfHit);
  return {
    attackerTotal,
    defenderTotal,
    attackerStrength,
    roll: { pAWins: roll.pAWins, pBWins: roll.pBWins, pTie: roll.pTie },
    pAttackerHits: roll.pASucceeds,
    pDefenderHits: roll.pBSucceeds,
    pAttackerDownsIfHit,
    pDefenderDownsIfHit,
    pDefenderDowned: defenderOnly + both,
    pAttackerDowned: attackerOnly + both,
    pBothDowned: both,
    pNeitherDowned: Math.max(0, 1 - defenderOnly - attackerOnly - both),
  };
}

/**
 * P8: an attacker that assaulted from above resolves its own fall once the fight is over (P5 for the
 * drop, in its own activation). The fall roll is separate from the fight's dice, and a fall cannot
 * Down a model the fight has already Downed, so the fall only adds to the attacker's Downs where the
 * fight left it standing. `fall` is fall() for the drop; from 2 × base or less it never Downs (the
 * attacker just ends Prone).
 */
export function withAttackerFall(c: CombatOdds, attackerFall: FallOdds): CombatOdds {
  const q = attackerFall.pDowned;
  const defenderOnly = c.pDefenderDowned - c.pBothDowned;
  return {
    ...c,
    pAttackerDowned: c.pAttackerDowned + (1 - c.pAttackerDowned) * q,
    pBothDowned: c.pBothDowned + defenderOnly * q,
    pNeitherDowned: c.pNeitherDowned * (1 - q),
  };
}

// ---------------------------------------------------------------------------------------------
// Disengage from Combat

export interface DisengageInput {
  /** The disengaging model's Agility and any modifier to it. */
  agility: number;
  modifier?: number;
  /** Agility of every enemy in contact (one roll each). */
  enemyAgility: readonly number[];
  /** Optional: the enemies' impact strength and Penetration, and the model's Toughness and armor, for the automatic hits. */
  enemyStrength?: number;
  enemyPenetration?: number;
  toughness?: number;
  armor?: number;
}

export interface DisengageOdds {
  /** P(it beats or ties every enemy: ties go to the disengaging model, whose activation it is). */
  pEscape: number;
  /** hits[k] = P(exactly k enemies roll higher, each an automatic hit). */
  hits: Dist;
  /** P(Downed by those hits), when strength and toughness are given. */
  pDowned?: number;
}

/** One more independent yes/no trial with chance p added to a count (0 <= p <= 1). */
function addTrial(d: Dist, p: number): Dist {
  const next = new Array<number>(d.length + 1).fill(0);
  for (let k = 0; k < d.length; k++) {
    next[k]! += d[k]! * (1 - p);
    next[k + 1]! += d[k]! * p;
  }
  return next;
}

/**
 * Disengage: one d10 + Agility against each enemy's d10 + Agility ("against several opponents": it must
 * beat all of them). Ties go to the disengaging model. Every enemy that rolls higher hits it
 * automatically. Exact: for each face of the model's die the enemies are independent, so the number
 * that beat it is a sum of independent yes/no outcomes.
 */
export function disengage(input: DisengageInput): DisengageOdds {
  refuseUnknownFields('disengage', input, DISENGAGE_FIELDS);
  const { agility, modifier } = parseInput(disengageSchema, input);
  if (!Array.isArray(input.enemyAgility) || input.enemyAgility.length < LIMITS.enemies.min || input.enemyAgility.length > LIMITS.enemies.max) {
    throw new InputError(`Disengaging needs from ${LIMITS.enemies.min} to ${LIMITS.enemies.max} enemies in contact.`);
  }
  const enemies = input.enemyAgility.map((e, i) => parseInput(enemyAgility(i), e));
  const own = agility + modifier;
  // For each face of the model's die the enemies are independent: the number that beat it is a sum of
  // yes/no outcomes, each with its own chance (enemy face > own + face - its Agility).
  const byFace = Array.from({ length: 10 }, (_, i) => {
    let dist: Dist = [1];
    for (const e of enemies) {
      const beat = Math.min(10, Math.max(0, 10 - (own + i + 1 - e))) / 10;
      dist = addTrial(dist, beat);
    }
    return [1 / 10, dist] as const;
  });
  const hits = [...mixture(byFace)];
  while (hits.length < enemies.length + 1) hits.push(0);
  const out: DisengageOdds = { pEscape: hits[0]!, hits };
  if (input.enemyStrength !== undefined || input.toughness !== undefined) {
    const { enemyStrength: strength, enemyPenetration: penetration, toughness, armor } = parseInput(disengageHitsSchema, input);
    // The hits land in the disengaging model's activation, so it wins impact ties.
    const q = impact(strength, toughness, effectiveArmor(armor, 0, penetration), false);
    out.pDowned = hits.reduce((sum, p, k) => sum + p * (1 - (1 - q) ** k), 0);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// P5: falling

export interface FallInput {
  /** Base diameter in mm. */
  baseMm: number;
  /** Height of the fall in mm. */
  heightMm: number;
  /** The faller's Toughness (armor never counts against a fall). */
  toughness: number;
  /** Whether it falls in its own activation (it then wins ties). Default true. */
  fallerActive?: boolean;
}

export interface FallOdds {
  /** The fall-table row that applies. */
  band: FallBand;
  /** Strength of the fall, or null when no roll is needed. */
  strength: number | null;
  /** P(Downed), P(ends Prone after winning the roll), P(no roll at all: lands safely). */
  pDowned: number;
  pProne: number;
  pSafe: number;
}

function checkBase(baseMm: number): number {
  return parseInput(baseSchema, baseMm);
}

/** The fall-table row for a height: the first band whose limit (a multiple of the base) is not exceeded. */
export function fallBand(baseMm: number, heightMm: number, bands: readonly FallBand[]): FallBand {
  checkBase(baseMm);
  parseInput(heightSchema, heightMm);
  const ordered = [...bands].sort((x, y) => (x.maxBaseMultiple ?? Infinity) - (y.maxBaseMultiple ?? Infinity));
  const band = ordered.find((b) => b.maxBaseMultiple === null || heightMm <= b.maxBaseMultiple * baseMm);
  if (!band) refuse('The fall table has no row for this height.');
  return band;
}

/** P5: opposed Toughness (no armor) against the fall's strength; losing is Downed, winning is Prone. */
export function fall(input: FallInput, bands: readonly FallBand[]): FallOdds {
  refuseUnknownFields('fall', input, FALL_FIELDS);
  const { toughness, fallerActive } = parseInput(fallSchema, input);
  const band = fallBand(input.baseMm, input.heightMm, bands);
  if (band.strength === null) return { band, strength: null, pDowned: 0, pProne: 0, pSafe: 1 };
  const survives = opposedD10(toughness, band.strength, fallerActive ? 'attacker' : 'defender').pASucceeds;
  return { band, strength: band.strength, pDowned: 1 - survives, pProne: survives, pSafe: 0 };
}

// ---------------------------------------------------------------------------------------------
// P6: jumping

export interface JumpInput {
  baseMm: number;
  /** Horizontal gap in mm. */
  gapMm: number;
  /** How much lower the landing is, in mm (negative: higher). */
  dropMm?: number;
  /** Agility and any modifier (Cumbersome -1, ...). */
  agility: number;
  modifier?: number;
  /** Optional: depth of the gap (mm) and Toughness, for the chance of being Downed by a failed jump. */
  depthMm?: number;
  toughness?: number;
  fallerActive?: boolean;
}

export interface JumpOdds {
  possible: boolean;
  /** Why not, when impossible. */
  reason?: string;
  /** The gap band that applies (undefined when the gap is too long). */
  band?: Extract<JumpLimit, { kind: 'gap' }>;
  needsRoll: boolean;
  /** The Agility roll's modifier from the band (0 or -2). */
  bandModifier: number;
  pSuccess: number;
  /** P(fails and falls into the gap). */
  pFall: number;
  /** P(Downed by that fall), when the depth and Toughness are given. */
  pDowned?: number;
}

/**
 * P6: gaps up to 2x base need no roll, up to 3x an Agility roll, up to 4x an Agility roll at -2 (from
 * jump-limits data); longer is impossible. The landing may be up to 2x base lower, never higher.
 * A failed roll falls into the gap (P5).
 */
export function jump(input: JumpInput, limits: readonly JumpLimit[], fallBands?: readonly FallBand[]): JumpOdds {
  refuseUnknownFields('jump', input, JUMP_FIELDS);
  const { baseMm, gapMm, dropMm, agility, modifier } = parseInput(jumpSchema, input);
  const gaps = limits.filter((l): l is Extract<JumpLimit, { kind: 'gap' }> => l.kind === 'gap').sort((x, y) => x.maxBaseMultiple - y.maxBaseMultiple);
  const landing = limits.find((l): l is Extract<JumpLimit, { kind: 'landing' }> => l.kind === 'landing');
  if (gaps.length === 0 || !landing) throw new Error('The jump limits need gap bands and a landing limit.');
  const impossible = (reason: string, band?: Extract<JumpLimit, { kind: 'gap' }>): JumpOdds => ({
    possible: false, reason, band, needsRoll: false, bandModifier: 0, pSuccess: 0, pFall: 0,
  });
  const band = gaps.find((g) => gapMm <= g.maxBaseMultiple * baseMm);
  const longest = gaps[gaps.length - 1]!.maxBaseMultiple;
  if (!band) return impossible(`The gap is longer than ${longest} × base size (${longest * baseMm} mm).`);
  if (dropMm < 0 && !landing.higherAllowed) return impossible('A jump can never land higher than it started.', band);
  if (dropMm > landing.maxDropBaseMultiple * baseMm) {
    return impossible(`The landing is more than ${landing.maxDropBaseMultiple} × base size (${landing.maxDropBaseMultiple * baseMm} mm) lower.`, band);
  }
  const pSuccess = band.agilityRoll ? attributeRoll(agility + modifier + band.agilityModifier).pSuccess : 1;
  const out: JumpOdds = { possible: true, band, needsRoll: band.agilityRoll, bandModifier: band.agilityModifier, pSuccess, pFall: 1 - pSuccess };
  if (input.depthMm !== undefined && input.toughness !== undefined && fallBands) {
    const f = fall({ baseMm, heightMm: input.depthMm, toughness: input.toughness, fallerActive: input.fallerActive }, fallBands);
    out.pDowned = out.pFall * f.pDowned;
  }
  return out;
}
