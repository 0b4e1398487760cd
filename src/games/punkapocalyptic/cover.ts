/**
 * Ruling P4 as a checker: given the covers on the line from shooter to target, is the target hidden,
 * unprotected, or behind +N Armor, and why. Sizes and grades come from cover-sizes.yaml and
 * cover-grades.yaml, so the checker and the rules page's tables cannot disagree.
 */
import { inputObject, oneOf, orDefault, parseInput, refuse, wholeNumber } from '../../common/inputs';
import type { CoverEffect, CoverGrade, CoverSize } from './schema';
import { fieldNames, refuseUnknownFields } from '../../common/input-error';

export type GradeId = CoverGrade['id'];

export interface CoverElement {
  /** Cover size 1-3 of the part of the piece the line crosses. */
  size: number;
  grade: GradeId;
  /** Whether some line from the shooter's front arc to the target's base misses this piece (partial) or none does (total). */
  coverage: 'partial' | 'total';
  /** The shooter's base touches this piece (which covers the shooter partially): it gives the target nothing. */
  touchesShooter?: boolean;
}

/** Heights (only when the two models are more than 5 cm apart vertically). */
export type Heights = 'same' | 'target-above' | 'shooter-above';
/** Where the model up high stands relative to the edge: touching it, within its own base size of it, or further back. */
export type EdgePosition = 'touching' | 'within-base' | 'beyond';

export interface CoverInput {
  /** The target's base diameter in mm. */
  baseMm: number;
  elements: readonly CoverElement[];
  heights?: Heights;
  edge?: EdgePosition;
  /** Grade of the building the high target stands on (it is the cover when the target is near the edge). */
  edgeGrade?: GradeId;
  /** Armor bonus of gear that counts as a cover (a shield: +2); 0 for none. */
  gearBonus?: number;
}

export interface ElementVerdict {
  effect: CoverEffect | 'ignored';
  bonus: number;
  reason: string;
}

export interface CoverVerdict {
  /** hidden: no line of sight, cannot be shot; none: no bonus; bonus: +bonus to the target's Armor. */
  result: 'hidden' | 'none' | 'bonus';
  bonus: number;
  /** P10: some of the bonus comes from partial cover from scenery, which the shooter may avoid. */
  avoidable: boolean;
  /**
   * P10: the bonus left when the shooter avoids the cover: total cover and gear (a shield) stacked on
   * their own (P4), the partial scenery covers (and a building edge, which only partly hides) taken out.
   */
  bonusIfAvoided: number;
  /** One sentence per cover, in input order (then the edge and the gear), and the stacking sum. */
  reasons: string[];
  elements: ElementVerdict[];
}

export interface CoverData {
  sizes: readonly CoverSize[];
  grades: readonly CoverGrade[];
}

const gradeName = (g: CoverGrade) => g.name.toLowerCase();

function gradeOf(data: CoverData, grade: GradeId): CoverGrade {
  const g = data.grades.find((x) => x.id === grade);
  if (!g) refuse(`Protection grade must be one of ${data.grades.map((x) => x.id).join(', ')}; got ${String(grade)}.`);
  return g;
}

function lookup(data: CoverData, size: number, grade: GradeId) {
  const s = data.sizes.find((x) => x.size === size);
  if (!s) refuse(`Cover size must be one of ${data.sizes.map((x) => x.size).join(', ')}; got ${String(size)}.`);
  return { s, g: gradeOf(data, grade) };
}

/** P4 size against base: what one piece does to a base of this size. */
export function coverEffect(size: CoverSize, coverage: 'partial' | 'total', baseMm: number): CoverEffect {
  const row = coverage === 'total' ? size.total : size.partial;
  return baseMm <= size.smallBaseMaxMm ? row.smallBase : row.largeBase;
}

/** P4 stacking: the highest bonus, +1 for each other cover that gives one. */
export function stackBonuses(bonuses: readonly number[]): number {
  if (bonuses.length === 0) return 0;
  return Math.max(...bonuses) + (bonuses.length - 1);
}

/** Every field checkCover() takes: any other is refused by name. */
const CHECK_COVER_FIELDS = fieldNames<CoverInput>()(['baseMm', 'elements', 'heights', 'edge', 'edgeGrade', 'gearBonus']);

/** checkCover(): the target's base, the gear that counts as cover and the heights (each cover is checked against the data). */
export const coverSchema = inputObject(
  {
    baseMm: wholeNumber('Base size (mm)', 20, 200),
    gearBonus: orDefault(wholeNumber('Gear cover bonus', 0, 10), 0),
    heights: orDefault(oneOf('Heights', ['same', 'target-above', 'shooter-above']), 'same'),
    edge: orDefault(oneOf('Edge', ['touching', 'within-base', 'beyond']), 'touching'),
  },
  'The cover check needs the target’s base.',
);

export function checkCover(input: CoverInput, data: CoverData): CoverVerdict {
  refuseUnknownFields('checkCover', input, CHECK_COVER_FIELDS);
  const { baseMm, gearBonus: gear, heights, edge } = parseInput(coverSchema, input);
  const small = baseMm <= (data.sizes[0]?.smallBaseMaxMm ?? 40);
  const baseWord = `${baseMm} mm base (${small ? '25/40 mm class' : 'larger than 40 mm'})`;

  const reasons: string[] = [];
  const bonuses: number[] = [];
  // P10: the bonuses that stay when the shooter avoids the cover (total cover, gear); the others are
  // partial cover from scenery.
  const kept: number[] = [];
  let hidden = false;

  // Heights first: a model too far back from the edge sees nobody and nobody sees it.
  if (heights !== 'same' && edge === 'beyond') {
    const who = heights === 'target-above' ? 'The target' : 'The shooter';
    reasons.push(`${who} stands up high, further back from the edge than its own base size: no line of sight either way.`);
    hidden = true;
  } else if (heights === 'target-above') {
    if (edge === 'touching') reasons.push('The target up high touches the edge: the edge gives it no cover.');
    else {
      const g = gradeOf(data, input.edgeGrade ?? 'medium');
      reasons.push(`The target up high is within its base size of the edge: the building covers it (${gradeName(g)}, +${g.armorBonus}).`);
      bonuses.push(g.armorBonus);
    }
  } else if (heights === 'shooter-above') {
    reasons.push('The shooter is up high: the edge works like cover the shooter touches, so it gives the target nothing. Covers below count along the line from the edge.');
  }

  const elements = input.elements.map((el, i): ElementVerdict => {
    const { s, g } = lookup(data, el.size, el.grade);
    const label = `Cover ${i + 1} (size ${el.size}, ${gradeName(g)}, ${el.coverage})`;
    if (el.touchesShooter) {
      const reason = `${label}: the shooter touches it and leans out, so it gives the target nothing.`;
      reasons.push(reason);
      return { effect: 'ignored', bonus: 0, reason };
    }
    const effect = coverEffect(s, el.coverage, baseMm);
    let reason: string;
    if (effect === 'hidden') {
      reason = `${label}: hides a ${baseWord}.`;
      hidden = true;
    } else if (effect === 'none') {
      reason = `${label}: too small to matter for a ${baseWord}.`;
    } else {
      reason = `${label}: +${g.armorBonus} for a ${baseWord}.`;
      bonuses.push(g.armorBonus);
      if (el.coverage === 'total') kept.push(g.armorBonus);
    }
    reasons.push(reason);
    return { effect, bonus: effect === 'bonus' ? g.armorBonus : 0, reason };
  });

  if (gear > 0) {
    reasons.push(`Gear that counts as cover (a shield): +${gear}.`);
    bonuses.push(gear);
    kept.push(gear);
  }

  if (hidden) {
    reasons.push('Hidden: no line of sight, so the target cannot be shot.');
    return { result: 'hidden', bonus: 0, avoidable: false, bonusIfAvoided: 0, reasons, elements };
  }
  const bonus = stackBonuses(bonuses);
  if (bonuses.length > 1) {
    const others = bonuses.length - 1;
    reasons.push(`Stacked: the best, +${Math.max(...bonuses)}, and +1 for ${others === 1 ? 'the other cover' : `each of the ${others} other covers`}: +${bonus}.`);
  }
  if (bonus === 0 && reasons.length === 0) reasons.push('Nothing on the line of fire: no cover.');
  const avoidable = kept.length < bonuses.length;
  const bonusIfAvoided = stackBonuses(kept);
  if (avoidable) {
    const left = bonusIfAvoided > 0 ? `+${bonusIfAvoided} is left from the total cover and gear, stacked on their own` : 'nothing is left';
    reasons.push(`Avoiding the cover takes away only the partial cover from scenery (P10): ${left}.`);
  }
  return { result: bonus > 0 ? 'bonus' : 'none', bonus, avoidable, bonusIfAvoided, reasons, elements };
}
