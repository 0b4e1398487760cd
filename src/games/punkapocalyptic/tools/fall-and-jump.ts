/**
 * The falling-and-jumping tool (P5, P6): a fall's strength and the chance to be Downed, or whether a
 * jump is allowed, needs an Agility roll, and how likely it is to land, from base size and distances.
 */
import { booleanField, choiceField, defineFields, intField, type Values } from '../../../tools/query-state';
import { defineTool, type Line } from '../../../tools/adapter';
import { formatPercent } from '../../../common/numbers';
import { rangeOf } from '../../../common/inputs';
import { signed } from '../words';
import { fallSchema, jumpSchema, LIMITS } from '../odds';
import type { FallBand, JumpLimit } from '../schema';
import { fallJumpSummary, type FallJumpData, type FallJumpSummary } from '../summaries';

export type FallJumpToolData = FallJumpData;

/** The tool's data from the collections: the fall table and the jump limits. */
export function fallJumpData(collections: { fallBands: readonly FallBand[]; jumpLimits: readonly JumpLimit[] }): FallJumpToolData {
  return { fallBands: [...collections.fallBands], jumpLimits: [...collections.jumpLimits] };
}

const jump = jumpSchema.shape;

/** Falling and jumping. */
export const fallJumpFields = defineFields({
  mode: choiceField('What to work out', { fall: 'A fall', jump: 'A jump' }),
  baseMm: intField({ label: 'Base size (mm)', ...rangeOf(jump.baseMm), default: 25 }),
  heightMm: intField({ label: 'Height of the fall (mm)', min: LIMITS.heightMm.min, max: LIMITS.heightMm.max, default: 62 }),
  gapMm: intField({ label: 'Gap to jump (mm)', ...rangeOf(jump.gapMm), default: 60 }),
  dropMm: intField({ label: 'Landing lower by (mm)', ...rangeOf(jump.dropMm), default: 0, hint: 'Negative if the landing is higher.' }),
  agility: intField({ label: 'Agility', ...rangeOf(jump.agility), default: 4 }),
  modifier: intField({ label: 'Agility modifier', ...rangeOf(jump.modifier), default: 0, hint: 'E.g. -1 for a Cumbersome item.' }),
  depthMm: intField({ label: 'Depth of the gap (mm)', min: LIMITS.heightMm.min, max: LIMITS.heightMm.max, default: 0, hint: 'How far a failed jump falls.' }),
  toughness: intField({ label: 'Toughness', ...rangeOf(fallSchema.shape.toughness), default: 4, hint: 'Armor never helps against a fall.' }),
  fallerActive: booleanField({ label: 'It falls in its own activation', default: true, hint: 'Then it wins a tie.' }),
});
type V = Values<typeof fallJumpFields>;
/** The falling-and-jumping tool's values, named as in its link. */
export type FallJumpValues = V;

export const fallJumpTool = defineTool({
  title: 'Falling and jumping',
  intro: 'Chance that a fall Downs the model, or that it lands a jump across a gap.',
  fields: () => fallJumpFields,
  compute: (v: V, data: FallJumpToolData): FallJumpSummary => fallJumpSummary(v, data),
  view: (s, v) => {
    if (s.mode === 'fall' && s.fall) {
      const f = s.fall;
      const lines: Line[] = [
        { label: 'Height', value: `${(v.heightMm / v.baseMm).toFixed(2)} × base size` },
        { label: 'Fall', value: f.strength === null ? 'no roll, it lands safely' : `strength ${f.strength} against Toughness ${v.toughness}` },
      ];
      if (f.strength !== null) lines.push({ label: 'Chance it survives, lying Prone', value: formatPercent(f.pProne) });
      return {
        chance: s.chance,
        blocks: [
          { kind: 'headline', chance: s.chance, chanceLabel: 'Chance to be Downed', expected: s.expected, expectedLabel: 'Expected Downed', lines },
          { kind: 'distribution', distribution: s.distribution, quantity: 'Downed (1 = yes)', highlightFrom: 1, highlightMeaning: 'Downed' },
        ],
      };
    }
    const j = s.jump!;
    const roll = `Agility roll${j.bandModifier !== 0 ? ` at ${signed(j.bandModifier)}` : ''}, needs ${v.agility + v.modifier + j.bandModifier} or less`;
    const lines: Line[] = [
      { label: 'Gap', value: `${(v.gapMm / v.baseMm).toFixed(2)} × base size` },
      { label: 'Verdict', value: !j.possible ? `impossible: ${j.reason ?? ''}` : j.needsRoll ? roll : 'no roll needed' },
    ];
    if (j.possible && j.needsRoll) lines.push({ label: 'Chance to fall into the gap', value: formatPercent(j.pFall) });
    if (j.pDowned !== undefined && j.possible && j.needsRoll) lines.push({ label: 'Chance the fall Downs it', value: formatPercent(j.pDowned) });
    return {
      chance: s.chance,
      blocks: [
        { kind: 'headline', chance: s.chance, chanceLabel: 'Chance to land the jump', expected: s.expected, expectedLabel: 'Expected landings', lines },
        { kind: 'distribution', distribution: s.distribution, quantity: 'Lands the jump (1 = yes)', highlightFrom: 1, highlightMeaning: 'lands it' },
      ],
    };
  },
  form: (v) => [
    { field: 'mode' },
    { field: 'baseMm' },
    ...(v.mode === 'fall'
      ? [{ field: 'heightMm' as const }]
      : [{ field: 'gapMm' as const }, { field: 'dropMm' as const }, { field: 'agility' as const }, { field: 'modifier' as const }, { field: 'depthMm' as const }]),
    { field: 'toughness' },
    { field: 'fallerActive' },
  ],
  layout: 'grid',
  compare: { chanceLabel: () => 'headline chance' },
});
