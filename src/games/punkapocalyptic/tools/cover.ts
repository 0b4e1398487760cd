/**
 * The cover checker (P4): up to four covers on the line of fire, the target's base, heights and a
 * shield; answers hidden / no bonus / +N Armor with the reasons (and what avoiding the cover leaves, P10),
 * and links the shot tool with cover=N.
 * One set-up (no Compare).
 */
import { booleanField, choiceField, defineFields, enumField, intField, type Values } from '../../../tools/query-state';
import { defineTool, type FormItem } from '../../../tools/adapter';
import { rangeOf } from '../../../common/inputs';
import { checkCover, coverSchema, type CoverData, type CoverElement, type CoverInput, type CoverVerdict } from '../cover';
import type { CoverGrade, CoverSize, PrecisionModifier } from '../schema';
import { toolHref } from '../../../tools/links';
import { shotOdds } from './refs';

export interface CoverToolData extends CoverData {
  /** The shot tool's total Precision modifier for a shot at medium range that avoids the cover (-3). */
  avoidingModifier: number;
}

/** The tool's data from the collections: cover sizes (smallest first), protection grades, and what avoiding costs a shot. */
export function coverToolData(collections: { sizes: readonly CoverSize[]; grades: readonly CoverGrade[]; precisionModifiers: readonly PrecisionModifier[] }): CoverToolData {
  const value = (id: string) => {
    const row = collections.precisionModifiers.find((m) => m.id === id);
    if (!row) throw new Error(`The cover checker needs "${id}" in precision-modifiers.yaml.`);
    return row.value;
  };
  return {
    sizes: [...collections.sizes].sort((a, b) => a.size - b.size),
    grades: [...collections.grades],
    avoidingModifier: value('medium-range') + value('avoid-cover'),
  };
}

/**
 * The shot tool with this cover: set-up A shoots through it; when part of it can be avoided (P10),
 * set-up B avoids it (at the data's Precision cost, keeping total cover and gear), to compare.
 */
export function shotLinks(verdict: CoverVerdict, data: CoverToolData): { text: string; href: string }[] {
  if (verdict.result === 'hidden') return [];
  const links = [{ text: `Work out a shot against ${verdict.bonus > 0 ? `+${verdict.bonus}` : 'no'} cover`, href: toolHref(shotOdds, { cover: verdict.bonus }) }];
  if (verdict.avoidable) {
    const compare = { cover: verdict.bonus, avoidCover: true, coverKept: verdict.bonusIfAvoided, modifier: data.avoidingModifier };
    links.push({ text: `Compare it with avoiding the partial cover (+${verdict.bonusIfAvoided} left)`, href: toolHref(shotOdds, { cover: verdict.bonus }, { compare }) });
  }
  return links;
}

const GRADES = [
  { value: 'light', label: 'Light' },
  { value: 'medium', label: 'Medium' },
  { value: 'heavy', label: 'Heavy' },
] as const;

/** The fields of one cover on the line; n is 1-4. */
const element = <N extends 1 | 2 | 3 | 4>(n: N) =>
  ({
    [`size${n}`]: intField({ label: `Cover ${n}: size`, min: 1, max: 3, default: 1 }),
    [`grade${n}`]: enumField({ label: `Cover ${n}: protection`, options: GRADES, default: 'light' }),
    [`total${n}`]: booleanField({ label: `Cover ${n}: every line crosses it (total)`, default: false }),
    [`touches${n}`]: booleanField({ label: `Cover ${n}: the shooter touches it`, default: false }),
  }) as Record<`size${N}`, ReturnType<typeof intField>> &
    Record<`grade${N}`, ReturnType<typeof enumField<(typeof GRADES)[number]['value']>>> &
    Record<`total${N}` | `touches${N}`, ReturnType<typeof booleanField>>;

const cover = coverSchema.shape;

/** Cover checker: the target's base, up to four covers, gear and heights. */
export const coverFields = defineFields({
  baseMm: intField({ label: 'Target base (mm)', ...rangeOf(cover.baseMm), default: 25 }),
  covers: intField({ label: 'Covers on the line of fire', min: 0, max: 4, default: 1 }),
  ...element(1),
  ...element(2),
  ...element(3),
  ...element(4),
  gearBonus: intField({ label: 'Gear counting as cover (shield: 2)', ...rangeOf(cover.gearBonus), default: 0 }),
  heights: choiceField('Heights (more than 5 cm apart)', { same: 'Same level', 'target-above': 'Target up high', 'shooter-above': 'Shooter up high' }),
  edge: choiceField('The model up high, from the edge', { touching: 'Touching it', 'within-base': 'Within its base size', beyond: 'Further back' }),
  edgeGrade: enumField({ label: 'Building protection', options: GRADES, default: 'medium' }),
});
export type CoverValues = Values<typeof coverFields>;

/** The checker's input for the tool's values. */
export function coverInput(v: CoverValues): CoverInput {
  const elements: CoverElement[] = [];
  const all = [
    [v.size1, v.grade1, v.total1, v.touches1],
    [v.size2, v.grade2, v.total2, v.touches2],
    [v.size3, v.grade3, v.total3, v.touches3],
    [v.size4, v.grade4, v.total4, v.touches4],
  ] as const;
  for (const [size, grade, total, touches] of all.slice(0, v.covers)) {
    elements.push({ size, grade, coverage: total ? 'total' : 'partial', touchesShooter: touches });
  }
  return { baseMm: v.baseMm, elements, heights: v.heights, edge: v.edge, edgeGrade: v.edgeGrade, gearBonus: v.gearBonus };
}

const verdictText = (v: CoverVerdict) => (v.result === 'hidden' ? 'Hidden: it cannot be shot' : v.result === 'none' ? 'No cover bonus' : `+${v.bonus} Armor from cover`);

export const coverTool = defineTool({
  title: 'Cover checker',
  intro: 'Whether the target is hidden, unprotected or gets an Armor bonus from the cover on the line of fire, and why.',
  fields: () => coverFields,
  compute: (v: CoverValues, data: CoverToolData): CoverVerdict => checkCover(coverInput(v), data),
  view: (verdict, _values, data) => ({
    blocks: [
      { kind: 'verdict', label: 'Verdict', value: verdictText(verdict), className: 'pk-verdict' },
      { kind: 'notes', list: true, notes: verdict.reasons },
      { kind: 'paragraphs', paragraphs: shotLinks(verdict, data).map((link) => ({ parts: [link] })) },
    ],
  }),
  form: (v) => {
    const covers: FormItem<typeof coverFields>[] = ([1, 2, 3, 4] as const).slice(0, v.covers).map((n) => ({
      group: `Cover ${n}`,
      items: [{ field: `size${n}` }, { field: `grade${n}` }, { field: `total${n}` }, { field: `touches${n}` }],
    }));
    return [
      { field: 'baseMm' },
      { field: 'covers' },
      ...covers,
      { field: 'gearBonus' },
      {
        group: 'Heights',
        items: [
          { field: 'heights' },
          ...(v.heights !== 'same' ? [{ field: 'edge' as const }] : []),
          ...(v.heights === 'target-above' && v.edge === 'within-base' ? [{ field: 'edgeGrade' as const }] : []),
        ],
      },
    ];
  },
  layout: 'grid',
  compare: false,
});
