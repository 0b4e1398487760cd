/**
 * Punkapocalyptic's exact odds: Precision rolls and Kaboom! (ruling P1), impact rolls (P3), shots and
 * Automatic bursts, close combat (P7), disengaging, falls (P5) and jumps (P6). Built on the engine's
 * d10 and opposed-roll primitives; every function validates its input and throws a RangeError with a
 * sentence a reader can act on (the tools show it as a refusal).
 */
import { attributeTest, opposedD10, type Comparison, type Dist } from '../../engine';
import type { FallBand, JumpLimit } from './schema';

// ---------------------------------------------------------------------------------------------
// Input checks

function requireWhole(label: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${label} must be a whole number from ${min} to ${max}; got ${String(value)}.`);
  }
  return value;
}

function requireFlag(label: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new RangeError(`${label} must be true or false; got ${String(value)}.`);
  return value;
}

/** Input ranges the functions accept (the tools use the same limits). */
export const LIMITS = {
  attribute: { min: 1, max: 10 },
  modifier: { min: -30, max: 30 },
  strength: { min: 0, max: 30 },
  penetration: { min: 0, max: 20 },
  toughness: { min: 1, max: 20 },
  armour: { min: 0, max: 20 },
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
  requireWhole('The modified attribute', target, -100, 100);
  if (target <= 0) return { pSuccess: 0, pJam: 0, rolled: false };
  if (!kaboom) return { pSuccess: attributeTest(target), pJam: 0, rolled: target < 10 };
  const lowestKaboomFace = Math.min(...KABOOM_FACES);
  const hitFaces = Math.min(target, lowestKaboomFace - 1);
  return { pSuccess: hitFaces / 10, pJam: KABOOM_FACES.length / 10, rolled: true };
}

// ---------------------------------------------------------------------------------------------
// P3: impact

/** P3 / hits-and-armour: armour plus cover, cut by Penetration, never below 0. */
export function effectiveArmour(armour: number, cover: number, penetration: number): number {
  return Math.max(0, armour + cover - penetration);
}

/**
 * P3: attacker d10 + strength against target d10 + toughness + effective armour. The hitter wins ties
 * when it is its own activation (a shot in the shooter's activation); otherwise the target does.
 */
export function impact(strength: number, toughness: number, armour: number, hitterActive: boolean): number {
  return opposedD10(strength, toughness + armour, hitterActive ? 'attacker' : 'defender').pASucceeds;
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
  armour?: number;
  /** P4: the total cover bonus. */
  cover?: number;
  /** P3 tie rule; false for Defensive Fire (the target's activation). Default true. */
  shooterActive?: boolean;
  /** P1: the weapon or ammunition has Kaboom!. */
  kaboom?: boolean;
  /** The shooter avoids the cover: its bonus is cancelled (its -3 or -5 belongs in `modifier`). */
  avoidCover?: boolean;
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
  armour: number;
  shooterActive: boolean;
  kaboom: boolean;
}

function checkShot(input: ShotInput): CheckedShot {
  const precision = requireWhole('Precision', input.precision, LIMITS.attribute.min, LIMITS.attribute.max);
  const modifier = requireWhole('The Precision modifier', input.modifier ?? 0, LIMITS.modifier.min, LIMITS.modifier.max);
  const strength = requireWhole('Impact strength', input.strength, LIMITS.strength.min, LIMITS.strength.max);
  const penetration = requireWhole('Penetration', input.penetration ?? 0, LIMITS.penetration.min, LIMITS.penetration.max);
  const toughness = requireWhole('Toughness', input.toughness, LIMITS.toughness.min, LIMITS.toughness.max);
  const armour = requireWhole('Armour', input.armour ?? 0, LIMITS.armour.min, LIMITS.armour.max);
  const cover = requireWhole('The cover bonus', input.cover ?? 0, LIMITS.cover.min, LIMITS.cover.max);
  const avoidCover = requireFlag('Avoiding cover', input.avoidCover, false);
  return {
    target: precision + modifier,
    strength,
    toughness,
    armour: effectiveArmour(armour, avoidCover ? 0 : cover, penetration),
    shooterActive: requireFlag('Shooter active', input.shooterActive, true),
    kaboom: requireFlag('Kaboom!', input.kaboom, false),
  };
}

function shotFrom(c: CheckedShot, targetShift = 0): ShotOdds {
  const roll = attributeRoll(c.target + targetShift, c.kaboom);
  const pDownIfHit = impact(c.strength, c.toughness, c.armour, c.shooterActive);
  return { pHit: roll.pSuccess, pDownIfHit, pDown: roll.pSuccess * pDownIfHit, pJam: roll.pJam };
}

/** One shot: P1 Precision roll (with Kaboom!), then the P3 impact roll if it hits. */
export function shot(input: ShotInput): ShotOdds {
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
  const c = checkShot(input);
  const shots = requireWhole('Shots', input.shots ?? AUTOMATIC_SHOTS, 1, AUTOMATIC_SHOTS);
  const targets = requireWhole('Targets in reach', input.targets ?? 1, 1, AUTOMATIC_SHOTS);
  const aim = requireFlag('Aim', input.aim, false);
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
  armour?: number;
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
  return Math.ceil(requireWhole('Drop', dropCm, LIMITS.dropCm.min, LIMITS.dropCm.max) / 5);
}

function checkSide(who: string, s: CombatSide) {
  return {
    combat: requireWhole(`${who}'s Combat`, s.combat, LIMITS.combat.min, LIMITS.combat.max),
    bonus: requireWhole(`${who}'s Combat bonus`, s.bonus ?? 0, LIMITS.combatBonus.min, LIMITS.combatBonus.max),
    supportLow: requireWhole(`${who}'s supporters with Combat 5 or less`, s.supportLow ?? 0, LIMITS.supporters.min, LIMITS.supporters.max),
    supportHigh: requireWhole(`${who}'s supporters with Combat 6 or more`, s.supportHigh ?? 0, LIMITS.supporters.min, LIMITS.supporters.max),
    strength: requireWhole(`${who}'s impact strength`, s.strength, LIMITS.strength.min, LIMITS.strength.max),
    penetration: requireWhole(`${who}'s Penetration`, s.penetration ?? 0, LIMITS.penetration.min, LIMITS.penetration.max),
    toughness: requireWhole(`${who}'s Toughness`, s.toughness, LIMITS.toughness.min, LIMITS.toughness.max),
    armour: requireWhole(`${who}'s armour`, s.armour ?? 0, LIMITS.armour.min, LIMITS.armour.max),
  };
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
  const a = checkSide('The attacker', input.attacker);
  const d = checkSide('The defender', input.defender);
  const moves = requireWhole('Assault moves', input.assaultMoves ?? 0, LIMITS.assaultMoves.min, LIMITS.assaultMoves.max);
  const unseen = requireFlag('Assault from behind', input.unseen, false);
  const steps = dropSteps(input.dropCm ?? 0);
  const attackerTotal = a.combat + a.bonus + supportBonus(a.supportLow, a.supportHigh) + moves + (unseen ? 1 : 0) - steps;
  const defenderTotal = d.combat + d.bonus + supportBonus(d.supportLow, d.supportHigh);
  const attackerStrength = a.strength + steps;
  const roll = opposedD10(attackerTotal, defenderTotal, 'both');
  const pAttackerDownsIfHit = impact(attackerStrength, d.toughness, effectiveArmour(d.armour, 0, a.penetration), true);
  const pDefenderDownsIfHit = impact(d.strength, a.toughness, effectiveArmour(a.armour, 0, d.penetration), false);
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

// ---------------------------------------------------------------------------------------------
// Disengage from Combat

export interface DisengageInput {
  /** The disengaging model's Agility and any modifier to it. */
  agility: number;
  modifier?: number;
  /** Agility of every enemy in contact (one roll each). */
  enemyAgility: readonly number[];
  /** Optional: the enemies' impact strength and Penetration, and the model's Toughness and armour, for the automatic hits. */
  enemyStrength?: number;
  enemyPenetration?: number;
  toughness?: number;
  armour?: number;
}

export interface DisengageOdds {
  /** P(it beats or ties every enemy: ties go to the disengaging model, whose activation it is). */
  pEscape: number;
  /** hits[k] = P(exactly k enemies roll higher, each an automatic hit). */
  hits: Dist;
  /** P(Downed by those hits), when strength and toughness are given. */
  pDowned?: number;
}

/**
 * Disengage: one d10 + Agility against each enemy's d10 + Agility ("against several opponents": it must
 * beat all of them). Ties go to the disengaging model. Every enemy that rolls higher hits it
 * automatically. Exact: for each face of the model's die the enemies are independent, so the number
 * that beat it is a sum of independent yes/no outcomes.
 */
export function disengage(input: DisengageInput): DisengageOdds {
  const agility = requireWhole('Agility', input.agility, LIMITS.attribute.min, LIMITS.attribute.max);
  const modifier = requireWhole('The Agility modifier', input.modifier ?? 0, LIMITS.modifier.min, LIMITS.modifier.max);
  if (!Array.isArray(input.enemyAgility) || input.enemyAgility.length < LIMITS.enemies.min || input.enemyAgility.length > LIMITS.enemies.max) {
    throw new RangeError(`Disengaging needs from ${LIMITS.enemies.min} to ${LIMITS.enemies.max} enemies in contact.`);
  }
  const enemies = input.enemyAgility.map((e, i) => requireWhole(`Enemy ${i + 1}'s Agility`, e, LIMITS.attribute.min, LIMITS.attribute.max));
  const own = agility + modifier;
  const hits = new Array<number>(enemies.length + 1).fill(0);
  for (let face = 1; face <= 10; face++) {
    // P(exactly k enemies beat own + face), enemy by enemy.
    let dist = [1];
    for (const e of enemies) {
      const beat = Math.min(10, Math.max(0, 10 - (own + face - e))) / 10; // enemy face > own + face - e
      const next = new Array<number>(dist.length + 1).fill(0);
      for (let k = 0; k < dist.length; k++) {
        next[k]! += dist[k]! * (1 - beat);
        next[k + 1]! += dist[k]! * beat;
      }
      dist = next;
    }
    for (let k = 0; k < dist.length; k++) hits[k]! += dist[k]! / 10;
  }
  const out: DisengageOdds = { pEscape: hits[0]!, hits };
  if (input.enemyStrength !== undefined || input.toughness !== undefined) {
    const strength = requireWhole("The enemies' impact strength", input.enemyStrength, LIMITS.strength.min, LIMITS.strength.max);
    const penetration = requireWhole("The enemies' Penetration", input.enemyPenetration ?? 0, LIMITS.penetration.min, LIMITS.penetration.max);
    const toughness = requireWhole('Toughness', input.toughness, LIMITS.toughness.min, LIMITS.toughness.max);
    const armour = requireWhole('Armour', input.armour ?? 0, LIMITS.armour.min, LIMITS.armour.max);
    // The hits land in the disengaging model's activation, so it wins impact ties.
    const q = impact(strength, toughness, effectiveArmour(armour, 0, penetration), false);
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
  /** The faller's Toughness (armour never counts against a fall). */
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
  return requireWhole('Base size (mm)', baseMm, LIMITS.baseMm.min, LIMITS.baseMm.max);
}

/** The fall-table row for a height: the first band whose limit (a multiple of the base) is not exceeded. */
export function fallBand(baseMm: number, heightMm: number, bands: readonly FallBand[]): FallBand {
  checkBase(baseMm);
  requireWhole('Height (mm)', heightMm, LIMITS.heightMm.min, LIMITS.heightMm.max);
  const ordered = [...bands].sort((x, y) => (x.maxBaseMultiple ?? Infinity) - (y.maxBaseMultiple ?? Infinity));
  const band = ordered.find((b) => b.maxBaseMultiple === null || heightMm <= b.maxBaseMultiple * baseMm);
  if (!band) throw new RangeError('The fall table has no row for this height.');
  return band;
}

/** P5: opposed Toughness (no armour) against the fall's strength; losing is Downed, winning is Prone. */
export function fall(input: FallInput, bands: readonly FallBand[]): FallOdds {
  const toughness = requireWhole('Toughness', input.toughness, LIMITS.toughness.min, LIMITS.toughness.max);
  const fallerActive = requireFlag('Falling in its own activation', input.fallerActive, true);
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
  const baseMm = checkBase(input.baseMm);
  const gapMm = requireWhole('Gap (mm)', input.gapMm, 0, LIMITS.heightMm.max);
  const dropMm = requireWhole('Drop to the landing (mm)', input.dropMm ?? 0, -LIMITS.heightMm.max, LIMITS.heightMm.max);
  const agility = requireWhole('Agility', input.agility, LIMITS.attribute.min, LIMITS.attribute.max);
  const modifier = requireWhole('The Agility modifier', input.modifier ?? 0, LIMITS.modifier.min, LIMITS.modifier.max);
  const gaps = limits.filter((l): l is Extract<JumpLimit, { kind: 'gap' }> => l.kind === 'gap').sort((x, y) => x.maxBaseMultiple - y.maxBaseMultiple);
  const landing = limits.find((l): l is Extract<JumpLimit, { kind: 'landing' }> => l.kind === 'landing');
  if (gaps.length === 0 || !landing) throw new RangeError('The jump limits need gap bands and a landing limit.');
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
