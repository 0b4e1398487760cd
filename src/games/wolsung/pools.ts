/**
 * From a table situation to the final dice pools the odds functions take: a shooter's Guns (or a
 * caster's Magic Ability) and the target's Reflex, or both fighters' Fight. Every number comes from
 * the game's data (modifiers.yaml, special-rules.yaml, weapons.yaml), passed in as `PoolNumbers`.
 */
import type { DiceModifier, SpecialRule, Weapon } from './schema';

/** The dice each situational modifier adds, read from the data. */
export interface PoolNumbers {
  partialCoverReflex: number;
  heavyCoverReflex: number;
  /** Toppled (Dive For Cover's +2R is this same bonus, never added twice). */
  toppledReflex: number;
  shooterAboveGuns: number;
  targetAboveReflex: number;
  smallerBaseInMeleeReflex: number;
  spellResistanceReflex: number;
  /** Quick: taken off after every other modifier. */
  quickGuns: number;
  meleeHigherFight: number;
  chargeFromAboveFight: number;
}

function dice(modifiers: readonly DiceModifier[], id: string): number {
  const m = modifiers.find((x) => x.id === id);
  if (!m) throw new Error(`modifiers.yaml has no entry "${id}"`);
  return m.dice;
}

/** Reads every modifier the pool builders use from the data collections. */
export function poolNumbersFromData(modifiers: readonly DiceModifier[], specialRules: readonly SpecialRule[]): PoolNumbers {
  const quick = specialRules.find((r) => r.id === 'quick')?.effect.gunsModifier;
  if (quick === undefined) throw new Error('special-rules.yaml has no Quick guns modifier');
  return {
    partialCoverReflex: dice(modifiers, 'partial-cover'),
    heavyCoverReflex: dice(modifiers, 'heavy-cover'),
    toppledReflex: dice(modifiers, 'toppled'),
    shooterAboveGuns: dice(modifiers, 'shooting-down'),
    targetAboveReflex: dice(modifiers, 'shot-from-below'),
    smallerBaseInMeleeReflex: dice(modifiers, 'small-base-in-melee'),
    spellResistanceReflex: dice(modifiers, 'spell-resistance'),
    quickGuns: quick,
    meleeHigherFight: dice(modifiers, 'melee-higher'),
    chargeFromAboveFight: dice(modifiers, 'charge-from-above'),
  };
}

export type AttackKind = 'shot' | 'projectile';
export type Elevation = 'level' | 'shooter-above' | 'target-above';
export type Cover = 'none' | 'partial' | 'heavy';

export interface ShotSituation {
  kind: AttackKind;
  /** The shooter's Guns characteristic (or the caster's Magic Ability [x]). */
  baseGuns: number;
  /** The target's Reflex characteristic. */
  baseReflex: number;
  /** The range band's Guns modifier (0 with no weapon chosen). */
  rangeModifier: number;
  elevation: Elevation;
  cover: Cover;
  /** Toppled, for example after choosing Dive For Cover. */
  toppled: boolean;
  /** Moved and fired in one action with a Quick weapon. */
  quick: boolean;
  /** A smaller base in a melee with a larger one, shot into that melee. */
  smallerBaseInMelee: boolean;
  /** Techniques of Sunnir Masters, against spells. */
  spellResistance: boolean;
}

/**
 * Modifiers the shooter's and the target's pools get in this situation. A Magic Projectile takes
 * only the modifiers the data lists for magic (a spell is not a shooting attack, so range, cover,
 * topple and elevation do not apply; the caster can still type any pool by hand).
 */
export function shotModifiers(s: ShotSituation, n: PoolNumbers): { guns: number; reflex: number } {
  if (s.kind === 'projectile') return { guns: 0, reflex: s.spellResistance ? n.spellResistanceReflex : 0 };
  let guns = s.rangeModifier;
  let reflex = 0;
  if (s.elevation === 'shooter-above') guns += n.shooterAboveGuns;
  if (s.elevation === 'target-above') reflex += n.targetAboveReflex;
  if (s.cover === 'partial') reflex += n.partialCoverReflex;
  if (s.cover === 'heavy') reflex += n.heavyCoverReflex;
  if (s.toppled) reflex += n.toppledReflex;
  if (s.smallerBaseInMelee) reflex += n.smallerBaseInMeleeReflex;
  if (s.quick) guns += n.quickGuns;
  return { guns, reflex };
}

/** The final pools of a shot: characteristic plus modifiers, never below 0 dice. */
export function shotPools(s: ShotSituation, n: PoolNumbers): { guns: number; reflex: number } {
  const m = shotModifiers(s, n);
  return { guns: Math.max(0, s.baseGuns + m.guns), reflex: Math.max(0, s.baseReflex + m.reflex) };
}

export interface MeleeSituation {
  attackerBaseFight: number;
  /** Sum of the Fight of friends in the same melee on bases no smaller than the target's. */
  support: number;
  /** The attacker stands at least 1" higher than the defender. */
  attackerHigher: boolean;
  /** The attacker began this Charge at least 3" above the defender. */
  chargeFromAbove: boolean;
  defenderBaseFight: number;
  /** The defender stands at least 1" higher than the attacker. */
  defenderHigher: boolean;
  /** A Toppled defender's Fight counts as 1. */
  defenderToppled: boolean;
}

/** Final Fight pools of a melee attack (before the defender's Parry, which odds.ts adds). */
export function meleePools(s: MeleeSituation, n: PoolNumbers): { attackerFight: number; defenderFight: number } {
  const attacker = s.attackerBaseFight + s.support + (s.attackerHigher ? n.meleeHigherFight : 0) + (s.chargeFromAbove ? n.chargeFromAboveFight : 0);
  const defender = (s.defenderToppled ? 1 : s.defenderBaseFight) + (s.defenderHigher ? n.meleeHigherFight : 0);
  return { attackerFight: Math.max(0, attacker), defenderFight: Math.max(0, defender) };
}

/** A weapon's range bands as choices: "0–8″: +1 Guns". Index 1 is the first band. */
export function rangeBandLabels(weapon: Pick<Weapon, 'rangeBands'>): string[] {
  return weapon.rangeBands.map((b) => {
    const sign = b.gunsModifier > 0 ? '+' : b.gunsModifier < 0 ? '−' : '±';
    return `${b.minInches}–${b.maxInches}″: ${sign}${Math.abs(b.gunsModifier)} Guns`;
  });
}
