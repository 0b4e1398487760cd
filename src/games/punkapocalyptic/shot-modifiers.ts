/**
 * The Precision modifier checklist: which of the modifiers the rules name apply to a shot, and their
 * sum (the `modifier` of ruling P1). Values come from precision-modifiers.yaml, and how Pellets changes
 * the list from its effects in special-rules.yaml, so the tool and the rules pages agree.
 */
import type { PrecisionModifier, SpecialRule } from './schema';

export type RangeBand = 'short' | 'medium' | 'long';

/** The checklist as the shot tool holds it. Defensive Fire is `shooterActive: false` (ruling P3). */
export interface ShotChecklist {
  range: RangeBand;
  aim: boolean;
  avoidCover: boolean;
  camouflage: boolean;
  intoCombat: boolean;
  modelsInWay: boolean;
  behind: boolean;
  shooterActive: boolean;
  hardToUse: boolean;
  pellets: boolean;
  electrified: boolean;
}

/** A shot with nothing ticked: medium range, in the shooter's own activation. */
export const NO_TICKS: Readonly<ShotChecklist> = {
  range: 'medium',
  aim: false,
  avoidCover: false,
  camouflage: false,
  intoCombat: false,
  modelsInWay: false,
  behind: false,
  shooterActive: true,
  hardToUse: false,
  pellets: false,
  electrified: false,
};

export interface ChecklistItem {
  id: string;
  name: string;
  /** What it adds to Precision in this set-up (0 when it does not count). */
  value: number;
  /** Why it does not count, when ticked but cancelled by another rule. */
  note?: string;
  rule: string;
}

export interface ChecklistTotal {
  total: number;
  /** Every ticked item, in the book's order. */
  items: ChecklistItem[];
  /** The -3 penalties whose miss goes astray (shooting into combat, models in the way). */
  strayPenalty: number;
}

/** Which data row each checkbox stands for. */
const ROW: Record<Exclude<keyof ShotChecklist, 'range' | 'shooterActive'>, string> = {
  aim: 'aim',
  avoidCover: 'avoid-cover',
  camouflage: 'camouflage',
  intoCombat: 'shooting-into-combat',
  modelsInWay: 'models-as-partial-cover',
  behind: 'target-cannot-see-shooter',
  hardToUse: 'hard-to-use',
  pellets: 'pellets',
  electrified: 'electrified',
};

export function checklistModifier(c: ShotChecklist, modifiers: readonly PrecisionModifier[], specialRules: readonly SpecialRule[]): ChecklistTotal {
  const row = (id: string): PrecisionModifier => {
    const m = modifiers.find((x) => x.id === id);
    if (!m) throw new Error(`The Precision modifier table has no row "${id}".`);
    return m;
  };
  const pelletsEffects = specialRules.find((r) => r.id === 'pellets')?.effects ?? {};
  const items: ChecklistItem[] = [];
  const add = (id: string, cancelled?: string) => {
    const m = row(id);
    items.push({ id, name: m.name, value: cancelled ? 0 : m.value, note: cancelled, rule: m.rule });
  };

  add(`${c.range}-range`);
  if (c.aim) add(ROW.aim, c.shooterActive ? undefined : 'Aim never helps Defensive Fire.');
  const avoidCancelled = c.pellets && pelletsEffects.canAvoidCover === false ? 'Pellets cannot avoid cover.' : undefined;
  if (c.avoidCover) add(ROW.avoidCover, avoidCancelled);
  if (c.camouflage) add(ROW.camouflage, !c.avoidCover ? 'Camouflage only costs extra when the shooter avoids cover.' : avoidCancelled);
  if (c.intoCombat) add(ROW.intoCombat, c.pellets && pelletsEffects.noShootingIntoCombatPenalty ? 'Pellets take no penalty for shooting into combat (and hit everyone in it).' : undefined);
  if (c.modelsInWay) add(ROW.modelsInWay);
  if (c.behind) add(ROW.behind);
  if (!c.shooterActive) add('defensive-fire');
  if (c.hardToUse) add(ROW.hardToUse);
  if (c.pellets) add(ROW.pellets);
  if (c.electrified) add(ROW.electrified);

  items.sort((x, y) => row(x.id).order - row(y.id).order);
  const total = items.reduce((s, i) => s + i.value, 0);
  const strayPenalty = items.filter((i) => i.id === ROW.intoCombat || i.id === ROW.modelsInWay).reduce((s, i) => s + i.value, 0);
  return { total, items, strayPenalty };
}

/**
 * The modifier after a checklist change: whatever the reader had added by hand (modifier minus the old
 * checklist sum) is kept, and the new checklist sum replaces the old one.
 */
export function rebaseModifier(modifier: number, oldChecklistTotal: number, newChecklistTotal: number): number {
  return modifier - oldChecklistTotal + newChecklistTotal;
}
