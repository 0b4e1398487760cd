/**
 * The cover checker (P4): up to four covers on the line of fire, the target's base, heights and a
 * shield; answers hidden / no bonus / +N armour with the reasons, and links the shot tool with cover=N.
 * One set-up (no Compare).
 */
import { booleanField, defineFields, enumField, intField, type Values } from '../../../components/tools/query-state';
import { defineTool, type FormItem } from '../../../components/tools/adapter';
import { rangeOf } from '../../common/inputs';
import { checkCover, coverSchema, type CoverData, type CoverElement, type CoverInput, type CoverVerdict } from '../cover';
import type { CoverGrade, CoverSize } from '../schema';

export type CoverToolData = CoverData;

/** The tool's data from the collections: cover sizes (smallest first) and protection grades. */
export function coverToolData(collections: { sizes: readonly CoverSize[]; grades: readonly CoverGrade[] }): CoverToolData {
  return { sizes: [...collections.sizes].sort((a, b) => a.size - b.size), grades: [...collections.grades] };
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
  heights: enumField({
    label: 'Heights (more than 5 cm apart)',
    options: [
      { value: 'same', label: 'Same level' },
      { value: 'target-above', label: 'Target up high' },
      { value: 'shooter-above', label: 'Shooter up high' },
    ],
    default: 'same',
  }),
  edge: enumField({
    label: 'The model up high, from the edge',
    options: [
      { value: 'touching', label: 'Touching it' },
      { value: 'within-base', label: 'Within its base size' },
      { value: 'beyond', label: 'Further back' },
    ],
    default: 'touching',
  }),
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

const verdictText = (v: CoverVerdict) => (v.result === 'hidden' ? 'Hidden: it cannot be shot' : v.result === 'none' ? 'No cover bonus' : `+${v.bonus} armour from cover`);

export const coverTool = defineTool({
  title: 'Cover checker',
  fields: () => coverFields,
  compute: (v: CoverValues, data: CoverToolData): CoverVerdict => checkCover(coverInput(v), data),
  view: (verdict) => ({
    blocks: [
      { kind: 'verdict', label: 'Verdict', value: verdictText(verdict), className: 'pk-verdict' },
      { kind: 'notes', list: true, notes: verdict.reasons },
      ...(verdict.result !== 'hidden'
        ? [
            {
              kind: 'paragraphs' as const,
              paragraphs: [
                {
                  parts: [
                    { text: `Work out a shot against ${verdict.bonus > 0 ? `+${verdict.bonus}` : 'no'} cover`, href: `/punkapocalyptic/tools/shot-odds/?cover=${verdict.bonus}` },
                  ],
                },
              ],
            },
          ]
        : []),
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
