/**
 * Cover checker (ruling P4): up to four covers on the line of fire, the target's base, heights and a
 * shield; answers hidden / no bonus / +N armour with the reasons, and links the shot tool with cover=N.
 */
import { useMemo } from 'react';
import {
  Field,
  FieldGroup,
  HowComputed,
  RefusalMessage,
  SetupPanel,
  ToolShell,
  useQueryState,
  type RuleLink,
} from '../../tools';
import { checkCover, type CoverData, type CoverVerdict } from '../../../games/punkapocalyptic/cover';
import type { CoverGrade, CoverSize } from '../../../games/punkapocalyptic/schema';
import { coverFields, coverInput } from './specs';
import './punk-tools.css';





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
        <FieldGroup legend={`Cover ${n}`} key={n}>
          <Field setup={setup} name={`size${n}`} />
          <Field setup={setup} name={`grade${n}`} />
          <Field setup={setup} name={`total${n}`} />
          <Field setup={setup} name={`touches${n}`} />
        </FieldGroup>
      ))}
      <Field setup={setup} name="gearBonus" />
      <FieldGroup legend="Heights">
        <Field setup={setup} name="heights" />
        {v.heights !== 'same' && <Field setup={setup} name="edge" />}
        {v.heights === 'target-above' && v.edge === 'within-base' && <Field setup={setup} name="edgeGrade" />}
      </FieldGroup>
    </form>
  );
  return (
    <ToolShell title="Cover checker" linkProblems={q.linkProblems} ready={q.ready}>
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
