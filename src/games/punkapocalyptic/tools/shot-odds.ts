/**
 * The shot-odds tool: one shot or an Automatic burst. The URL holds shot()'s fields plus the Precision
 * checklist, Automatic fire and its targets; `modifier` is always the total (checklist and by hand).
 */
import { booleanField, choiceField, defineFields, intField, type Values } from '../../../tools/query-state';
import { defineTool, type Line } from '../../../tools/adapter';
import { formatNumber, formatPercent } from '../../../common/numbers';
import { rangeOf } from '../../../common/inputs';
import { signed } from '../words';
import { burstSchema, LIMITS } from '../odds';
import type { PrecisionModifier, SpecialRule } from '../schema';
import { checklistModifier, rebaseModifier, type ShotChecklist } from '../shot-modifiers';
import { shotSummary, type ShotData, type ShotSummary } from '../summaries';

export type ShotOddsData = ShotData;

/** The tool's data from the collections: the Precision modifiers in the book's order, and the special rules. */
export function shotOddsData(collections: { modifiers: readonly PrecisionModifier[]; specialRules: readonly SpecialRule[] }): ShotOddsData {
  return { modifiers: [...collections.modifiers].sort((a, b) => a.order - b.order), specialRules: [...collections.specialRules] };
}

const shot = burstSchema.shape;

/** Shot odds: the fields of shot() plus the Precision checklist and Automatic fire. */
export const shotFields = defineFields({
  precision: intField({ label: 'Precision', ...rangeOf(shot.precision), default: 5 }),
  modifier: intField({ label: 'Total Precision modifier', ...rangeOf(shot.modifier), default: 0, hint: 'The ticks below change it; add anything else by hand.' }),
  range: choiceField('Range band', { short: 'Short', medium: 'Medium', long: 'Long' }, { default: 'medium' }),
  aim: booleanField({ label: 'Aimed at this target', default: false }),
  avoidCover: booleanField({ label: 'Avoiding the cover', default: false }),
  camouflage: booleanField({ label: 'Target has Camouflage', default: false }),
  intoCombat: booleanField({ label: 'Shooting into combat', default: false }),
  modelsInWay: booleanField({ label: 'Models in the way (partial cover)', default: false }),
  behind: booleanField({ label: 'Target cannot see the shooter', default: false }),
  shooterActive: booleanField({ label: "Shooter's own activation", default: true }),
  hardToUse: booleanField({ label: 'Hard to use weapon', default: false }),
  pellets: booleanField({ label: 'Pellets weapon', default: false }),
  electrified: booleanField({ label: 'Shooter has an electric shock', default: false }),
  strength: intField({ label: 'Impact strength', ...rangeOf(shot.strength), default: 4, hint: 'With the wielder’s Strength added for +/- weapons.' }),
  penetration: intField({ label: 'Penetration', ...rangeOf(shot.penetration), default: 0 }),
  kaboom: booleanField({ label: 'Kaboom! weapon or ammo', default: false }),
  automatic: booleanField({ label: 'Automatic mode (three shots)', default: false }),
  shots: intField({ label: 'Shots in the burst', ...rangeOf(shot.shots), default: 3, hint: 'Fewer if the ammunition runs out.' }),
  targets: intField({ label: 'Models the burst can reach', ...rangeOf(shot.targets), default: 1, hint: 'The target and others each within 10 cm of the last.' }),
  toughness: intField({ label: 'Target Toughness', ...rangeOf(shot.toughness), default: 4 }),
  armor: intField({ label: 'Target Armor', ...rangeOf(shot.armor), default: 0 }),
  cover: intField({ label: 'Cover bonus', ...rangeOf(shot.cover), default: 0, hint: 'Total from the cover checker, e.g. 8 for +7 and +1 stacked.' }),
  coverKept: intField({
    label: 'Cover bonus left when avoiding',
    ...rangeOf(shot.coverKept),
    default: 0,
    hint: 'Avoiding takes away partial cover from scenery only: total cover and a shield still count (P10). The cover checker works it out.',
  }),
});
export type ShotValues = Values<typeof shotFields>;
type ChecklistKey = Exclude<keyof ShotChecklist, 'range'>;

/** The checklist's boxes in the book's order: the data row each stands for, and whether ticking it means the field is false. */
export const CHECKBOXES: readonly { key: ChecklistKey; row: string; label: string; inverted?: boolean }[] = [
  { key: 'aim', row: 'aim', label: 'Aimed at this target' },
  { key: 'avoidCover', row: 'avoid-cover', label: 'Avoiding the cover' },
  { key: 'camouflage', row: 'camouflage', label: 'Target has Camouflage' },
  { key: 'intoCombat', row: 'shooting-into-combat', label: 'Shooting into combat' },
  { key: 'modelsInWay', row: 'models-as-partial-cover', label: 'Models in the way' },
  { key: 'behind', row: 'target-cannot-see-shooter', label: 'Target cannot see the shooter' },
  { key: 'shooterActive', row: 'defensive-fire', label: 'Defensive Fire', inverted: true },
  { key: 'hardToUse', row: 'hard-to-use', label: 'Hard to use weapon' },
  { key: 'pellets', row: 'pellets', label: 'Pellets weapon' },
  { key: 'electrified', row: 'electrified', label: 'Shooter has an electric shock' },
];

/** A checklist row's value from the data ("+3" for Aim). */
export const rowValue = (data: ShotOddsData, row: string) => data.modifiers.find((m) => m.id === row)?.value ?? 0;

/**
 * The fields to set when one checklist entry changes: the entry itself, and the total modifier moved
 * by what the checklist's share changed, so whatever was typed by hand stays on top.
 */
export function checklistChange(v: ShotValues, change: Partial<Pick<ShotValues, ChecklistKey | 'range'>>, data: ShotOddsData): Partial<ShotValues> {
  const next = { ...v, ...change };
  const before = checklistModifier(v, data.modifiers, data.specialRules).total;
  const after = checklistModifier(next, data.modifiers, data.specialRules).total;
  const modifier = Math.min(LIMITS.modifier.max, Math.max(LIMITS.modifier.min, rebaseModifier(v.modifier, before, after)));
  return modifier === v.modifier ? change : { ...change, modifier };
}

/** The note under the modifier: what the d10 must show, and the checklist's and the hand's shares. */
export function modifierNote(v: ShotValues, data: ShotOddsData): string {
  const ticks = checklistModifier(v, data.modifiers, data.specialRules).total;
  return `Needs ${v.precision + v.modifier} or less on the d10: ticks ${signed(ticks)}, by hand ${signed(v.modifier - ticks)}.`;
}

export const shotOddsTool = defineTool({
  title: 'Shot odds',
  intro: 'Chance that a shot hits and Downs its target, or how many models an Automatic burst Downs.',
  fields: () => shotFields,
  compute: (v: ShotValues, data: ShotOddsData): ShotSummary => shotSummary(v, data),
  view: (s, v) => {
    const lines: Line[] = [
      { label: v.automatic ? 'Chance of at least one hit' : 'Chance to hit', value: formatPercent(s.pAnyHit) },
      { label: 'Chance a hit Downs the target', value: formatPercent(s.pDownIfHit) },
    ];
    if (v.automatic) lines.push({ label: 'Expected hits', value: formatNumber(s.expectedHits) });
    if (v.kaboom) lines.push({ label: 'Chance the weapon explodes and jams', value: formatPercent(s.pJam) });
    if (s.pStray > 0) lines.push({ label: 'Chance the shot hits the model in the way instead (first shot)', value: formatPercent(s.pStray) });
    if (s.coverAvoided) lines.push({ label: 'Cover bonus', value: v.coverKept > 0 ? `+${v.coverKept} left after avoiding the partial cover` : 'cancelled by avoiding it' });
    return {
      chance: s.chance,
      blocks: [
        {
          kind: 'headline',
          chance: s.chance,
          chanceLabel: v.automatic ? 'Chance to Down at least one target' : 'Chance to Down the target',
          expected: s.expected,
          expectedLabel: 'Expected targets Downed',
          lines,
        },
        { kind: 'distribution', distribution: s.distribution, quantity: 'Targets Downed', highlightFrom: 1, highlightMeaning: 'Downs a target' },
      ],
    };
  },
  // What a player changes most comes first: the shooter's Precision, its weapon, the target; then the
  // long checklist of Precision modifiers.
  form: (v, _which, data) => [
    { field: 'precision' },
    {
      group: 'Weapon',
      items: [{ field: 'strength' }, { field: 'penetration' }, { field: 'kaboom' }, { field: 'automatic' }, ...(v.automatic ? [{ field: 'shots' as const }, { field: 'targets' as const }] : [])],
    },
    { group: 'Target', items: [{ field: 'toughness' }, { field: 'armor' }, { field: 'cover' }, ...(v.avoidCover ? [{ field: 'coverKept' as const }] : [])] },
    { widget: 'checklist' },
    { field: 'modifier' },
    { note: modifierNote(v, data) },
  ],
  layout: 'grid',
  compare: { chanceLabel: () => 'chance to Down' },
  // The book's spelling is Armor: links from before the rename said "armour".
  link: { aliases: { armour: 'armor' } },
});
