/**
 * Cover checker (ruling P4): up to four covers on the line of fire, the target's base, heights and a
 * shield; answers hidden / no bonus / +N armour with the reasons, and links the shot tool with cover=N.
 */
import { useMemo } from 'react';
import {
  Field,
  HowComputed,
  RefusalMessage,
  SetupPanel,
  ToolShell,
  booleanField,
  defineFields,
  enumField,
  intField,
  useQueryState,
  type RuleLink,
  type SetupState,
} from '../../tools';
import { checkCover, type CoverData, type CoverElement, type CoverVerdict } from '../../../games/punkapocalyptic/cover';
import type { CoverGrade, CoverSize } from '../../../games/punkapocalyptic/schema';
import './punk-tools.css';

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

export const coverFields = defineFields({
  baseMm: intField({ label: 'Target base (mm)', min: 20, max: 200, default: 25 }),
  covers: intField({ label: 'Covers on the line of fire', min: 0, max: 4, default: 1 }),
  ...element(1),
  ...element(2),
  ...element(3),
  ...element(4),
  gearBonus: intField({ label: 'Gear counting as cover (shield: 2)', min: 0, max: 10, default: 0 }),
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

type Fields = typeof coverFields;
type Values = SetupState<Fields>['values'];

/** The checker's input for the tool's values. */
export function coverInput(v: Values) {
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

export interface CoverCheckProps {
  sizes: CoverSize[];
  grades: CoverGrade[];
  links: RuleLink[];
}

function Verdict({ verdict }: { verdict: CoverVerdict }) {
  const text = verdict.result === 'hidden' ? 'Hidden: it cannot be shot' : verdict.result === 'none' ? 'No cover bonus' : `+${verdict.bonus} armour from cover`;
  return (
    <div className="tk-results">
      <div className="tk-headline" aria-live="polite" aria-atomic="true">
        <p className="tk-headline-main">
          <span className="tk-headline-label">Verdict:</span> <strong className="tk-headline-value pk-verdict">{text}</strong>
        </p>
      </div>
      <ul>
        {verdict.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {verdict.result !== 'hidden' && (
        <p>
          <a href={`/punkapocalyptic/tools/shot-odds/?cover=${verdict.bonus}`}>Work out a shot against {verdict.bonus > 0 ? `+${verdict.bonus}` : 'no'} cover</a>
        </p>
      )}
    </div>
  );
}

export default function CoverCheck({ sizes, grades, links }: CoverCheckProps) {
  const q = useQueryState(coverFields);
  const setup = q.a;
  const data: CoverData = useMemo(() => ({ sizes, grades }), [sizes, grades]);
  const result = useMemo((): { ok: true; verdict: CoverVerdict } | { ok: false; problems: string[] } => {
    if (!setup.valid) return { ok: false, problems: Object.values(setup.errors).filter((m): m is string => typeof m === 'string') };
    try {
      return { ok: true, verdict: checkCover(coverInput(setup.values), data) };
    } catch (err) {
      return { ok: false, problems: [err instanceof Error ? err.message : String(err)] };
    }
  }, [setup.valid, setup.errors, setup.values, data]);
  const v = setup.values;
  const form = (
    <form className="tk-form" aria-label="Inputs" onSubmit={(e) => e.preventDefault()}>
      <Field setup={setup} name="baseMm" />
      <Field setup={setup} name="covers" />
      {([1, 2, 3, 4] as const).slice(0, v.covers).map((n) => (
        <fieldset className="pk-group" key={n}>
          <legend>Cover {n}</legend>
          <Field setup={setup} name={`size${n}`} />
          <Field setup={setup} name={`grade${n}`} />
          <Field setup={setup} name={`total${n}`} />
          <Field setup={setup} name={`touches${n}`} />
        </fieldset>
      ))}
      <Field setup={setup} name="gearBonus" />
      <fieldset className="pk-group">
        <legend>Heights</legend>
        <Field setup={setup} name="heights" />
        {v.heights !== 'same' && <Field setup={setup} name="edge" />}
        {v.heights === 'target-above' && v.edge === 'within-base' && <Field setup={setup} name="edgeGrade" />}
      </fieldset>
    </form>
  );
  return (
    <ToolShell title="Cover checker" linkProblems={q.linkProblems}>
      <SetupPanel form={form} results={result.ok ? <Verdict verdict={result.verdict} /> : <RefusalMessage problems={result.problems} />} />
      <HowComputed links={links}>
        <p>
          Each cover is compared with the target&apos;s base: 25 and 40 mm bases are hidden by total cover of size 2 or 3 and
          protected by anything else; larger bases ignore size 1, are protected by size 2 and hidden only by total cover of
          size 3. A cover the shooter touches protects the shooter, not the target.
        </p>
        <p>
          Light cover gives +3, medium +5 and heavy +7. With several covers that protect, the best counts in full and each
          other adds +1 (a shield counts as one of them).
        </p>
      </HowComputed>
    </ToolShell>
  );
}
