/**
 * What each Punkapocalyptic tool shows, as pure functions of its URL values: the headline chance, the
 * distribution for the chart and table, and the side numbers. The islands only render these, and the
 * end-to-end tests compute the same numbers to check the page.
 */
import { expectation, pAtLeast } from '../../engine';
import { refuse } from '../../common/inputs';
import { attributeRoll, burst, combat, disengage, fall, jump, shot, withAttackerFall, type CombatOdds, type FallOdds, type ShotInput } from './odds';
import { checklistModifier, type ShotChecklist } from './shot-modifiers';
import type { FallBand, JumpLimit, PrecisionModifier, SpecialRule } from './schema';

export interface Summary {
  /** distribution[k] = P(exactly k). */
  distribution: number[];
  /** The headline chance. */
  chance: number;
  /** Expected value of k. */
  expected: number;
}

// ---------------------------------------------------------------------------------------------
// Shot odds

export interface ShotToolValues extends ShotChecklist {
  precision: number;
  modifier: number;
  strength: number;
  penetration: number;
  toughness: number;
  armor: number;
  cover: number;
  /** P10: the cover bonus left when avoiding the cover (total cover, a shield). */
  coverKept: number;
  kaboom: boolean;
  automatic: boolean;
  shots: number;
  targets: number;
}

export interface ShotSummary extends Summary {
  /** Precision needed on the d10 (the modified value). */
  target: number;
  pHit: number;
  pDownIfHit: number;
  pJam: number;
  /** Automatic: P(at least one hit) and expected hits. */
  pAnyHit: number;
  expectedHits: number;
  /** P(the shot misses only because of the -3 for shooting into combat or past models): it hits the model in the way. */
  pStray: number;
  /** The checklist's share of the modifier, and what was added by hand. */
  checklistTotal: number;
  otherModifier: number;
  /** Whether the shooter avoids the cover: the bonus is then `coverKept` (P10), not `cover`. */
  coverAvoided: boolean;
}

export interface ShotData {
  modifiers: readonly PrecisionModifier[];
  specialRules: readonly SpecialRule[];
}

/** The contract input of `shot` for the tool's values (avoiding cover only counts where it is allowed). */
export function shotInput(v: ShotToolValues, data: ShotData): ShotInput {
  const checklist = checklistModifier(v, data.modifiers, data.specialRules);
  const coverAvoided = checklist.items.some((i) => i.id === 'avoid-cover' && i.value !== 0);
  return {
    precision: v.precision,
    modifier: v.modifier,
    strength: v.strength,
    penetration: v.penetration,
    toughness: v.toughness,
    armor: v.armor,
    cover: v.cover,
    shooterActive: v.shooterActive,
    kaboom: v.kaboom,
    avoidCover: coverAvoided,
    coverKept: v.coverKept,
  };
}

export function shotSummary(v: ShotToolValues, data: ShotData): ShotSummary {
  const checklist = checklistModifier(v, data.modifiers, data.specialRules);
  const input = shotInput(v, data);
  const single = shot(input);
  const target = v.precision + v.modifier;
  const pStray =
    checklist.strayPenalty < 0
      ? Math.max(0, attributeRoll(target - checklist.strayPenalty, v.kaboom).pSuccess - attributeRoll(target, v.kaboom).pSuccess)
      : 0;
  const common = {
    target,
    pHit: single.pHit,
    pDownIfHit: single.pDownIfHit,
    pStray,
    checklistTotal: checklist.total,
    otherModifier: v.modifier - checklist.total,
    coverAvoided: input.avoidCover === true,
  };
  if (!v.automatic) {
    return {
      ...common,
      distribution: [1 - single.pDown, single.pDown],
      chance: single.pDown,
      expected: single.pDown,
      pJam: single.pJam,
      pAnyHit: single.pHit,
      expectedHits: single.pHit,
    };
  }
  const aimCounted = checklist.items.some((i) => i.id === 'aim' && i.value !== 0);
  const b = burst({ ...input, shots: v.shots, targets: v.targets, aim: aimCounted });
  const distribution = [...b.downed];
  return {
    ...common,
    distribution,
    chance: pAtLeast(distribution, 1),
    expected: expectation(distribution),
    pJam: b.pJam,
    pAnyHit: b.pAnyHit,
    expectedHits: b.expectedHits,
  };
}

// ---------------------------------------------------------------------------------------------
// Combat odds

export interface CombatToolValues {
  mode: 'combat' | 'disengage';
  combat: number;
  bonus: number;
  assaultMoves: number;
  unseen: boolean;
  dropCm: number;
  /** The attacker's base (mm): an Assault from above makes it fall the drop (P8). */
  baseMm: number;
  supportLow: number;
  supportHigh: number;
  strength: number;
  penetration: number;
  toughness: number;
  armor: number;
  enemyCombat: number;
  enemyBonus: number;
  enemySupportLow: number;
  enemySupportHigh: number;
  enemyStrength: number;
  enemyPenetration: number;
  enemyToughness: number;
  enemyArmor: number;
  agility: number;
  agilityModifier: number;
  enemies: number;
  enemyAgility1: number;
  enemyAgility2: number;
  enemyAgility3: number;
  enemyAgility4: number;
}

export const MAX_DISENGAGE_ENEMIES = 4;

export interface CombatSummary extends Summary {
  mode: 'combat' | 'disengage';
  /** The Combat action as it ends: the attacker's own fall (P8) included after an Assault from above. */
  combat?: CombatOdds;
  /** After an Assault from above: the attacker's own fall (P5 for the drop, rolled after the fight). */
  attackerFall?: FallOdds;
  disengage?: ReturnType<typeof disengage>;
}

export interface CombatData {
  /** The fall table: an attacker that drops onto its enemy falls too (P8). */
  fallBands: readonly FallBand[];
}

/** The Agility of each enemy in contact, as many as `enemies` says. */
export function enemyAgilities(v: CombatToolValues): number[] {
  return [v.enemyAgility1, v.enemyAgility2, v.enemyAgility3, v.enemyAgility4].slice(0, v.enemies);
}

export function combatSummary(v: CombatToolValues, data: CombatData): CombatSummary {
  if (v.mode === 'disengage') {
    if (v.enemies > MAX_DISENGAGE_ENEMIES) refuse(`This tool takes up to ${MAX_DISENGAGE_ENEMIES} enemies in contact.`);
    const d = disengage({
      agility: v.agility,
      modifier: v.agilityModifier,
      enemyAgility: enemyAgilities(v),
      enemyStrength: v.enemyStrength,
      enemyPenetration: v.enemyPenetration,
      toughness: v.toughness,
      armor: v.armor,
    });
    const distribution = [...d.hits];
    return { mode: 'disengage', disengage: d, distribution, chance: d.pEscape, expected: expectation(distribution) };
  }
  const c = combat({
    attacker: { combat: v.combat, bonus: v.bonus, supportLow: v.supportLow, supportHigh: v.supportHigh, strength: v.strength, penetration: v.penetration, toughness: v.toughness, armor: v.armor },
    defender: {
      combat: v.enemyCombat,
      bonus: v.enemyBonus,
      supportLow: v.enemySupportLow,
      supportHigh: v.enemySupportHigh,
      strength: v.enemyStrength,
      penetration: v.enemyPenetration,
      toughness: v.enemyToughness,
      armor: v.enemyArmor,
    },
    assaultMoves: v.assaultMoves,
    unseen: v.unseen,
    dropCm: v.dropCm,
  });
  const attackerFall = v.dropCm > 0 ? fall({ baseMm: v.baseMm, heightMm: v.dropCm * 10, toughness: v.toughness, fallerActive: true }, data.fallBands) : undefined;
  const ends = attackerFall ? withAttackerFall(c, attackerFall) : c;
  return { mode: 'combat', combat: ends, attackerFall, distribution: [1 - ends.pDefenderDowned, ends.pDefenderDowned], chance: ends.pDefenderDowned, expected: ends.pDefenderDowned };
}

// ---------------------------------------------------------------------------------------------
// Falling and jumping

export interface FallJumpToolValues {
  mode: 'fall' | 'jump';
  baseMm: number;
  heightMm: number;
  toughness: number;
  fallerActive: boolean;
  gapMm: number;
  dropMm: number;
  agility: number;
  modifier: number;
  depthMm: number;
}

export interface FallJumpData {
  fallBands: readonly FallBand[];
  jumpLimits: readonly JumpLimit[];
}

export interface FallJumpSummary extends Summary {
  mode: 'fall' | 'jump';
  fall?: ReturnType<typeof fall>;
  jump?: ReturnType<typeof jump>;
}

/** Fall: the headline is the chance to be Downed. Jump: the chance to land it. */
export function fallJumpSummary(v: FallJumpToolValues, data: FallJumpData): FallJumpSummary {
  if (v.mode === 'fall') {
    const f = fall({ baseMm: v.baseMm, heightMm: v.heightMm, toughness: v.toughness, fallerActive: v.fallerActive }, data.fallBands);
    return { mode: 'fall', fall: f, distribution: [1 - f.pDowned, f.pDowned], chance: f.pDowned, expected: f.pDowned };
  }
  const j = jump(
    { baseMm: v.baseMm, gapMm: v.gapMm, dropMm: v.dropMm, agility: v.agility, modifier: v.modifier, depthMm: v.depthMm, toughness: v.toughness, fallerActive: v.fallerActive },
    data.jumpLimits,
    data.fallBands,
  );
  return { mode: 'jump', jump: j, distribution: [1 - j.pSuccess, j.pSuccess], chance: j.pSuccess, expected: j.pSuccess };
}
