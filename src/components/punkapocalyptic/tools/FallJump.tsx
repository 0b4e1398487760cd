/**
 * Falling and jumping (rulings P5 and P6): the fall's strength and the chance to be Downed, or whether
 * a jump is allowed, needs an Agility roll, and how likely it is to land, from base size and distances.
 */
import { useCallback } from 'react';
import {
  CompareLayout,
  Field,
  HowComputed,
  OddsResults,
  RefusalMessage,
  SetupPanel,
  ToolShell,
  formatPercent,
  useComputed,
  useQueryState,
  type Computed,
  type RuleLink,
  type SetupState,
  type Values,
} from '../../tools';
import { fallJumpSummary, type FallJumpSummary } from '../../../games/punkapocalyptic/summaries';
import { signed } from '../../../games/punkapocalyptic/format';
import type { FallBand, JumpLimit } from '../../../games/punkapocalyptic/schema';
import { fallJumpFields } from './specs';
import './punk-tools.css';


type Fields = typeof fallJumpFields;
type Setup = SetupState<Fields>;

function form(setup: Setup) {
  const fall = setup.values.mode === 'fall';
  return (
    <form className="tk-form" aria-label={setup.which === 'a' ? 'Inputs' : 'Inputs, set-up B'} onSubmit={(e) => e.preventDefault()}>
      <Field setup={setup} name="mode" />
      <Field setup={setup} name="baseMm" />
      {fall ? (
        <Field setup={setup} name="heightMm" />
      ) : (
        <>
          <Field setup={setup} name="gapMm" />
          <Field setup={setup} name="dropMm" />
          <Field setup={setup} name="agility" />
          <Field setup={setup} name="modifier" />
          <Field setup={setup} name="depthMm" />
        </>
      )}
      <Field setup={setup} name="toughness" />
      <Field setup={setup} name="fallerActive" />
    </form>
  );
}

function results(setup: Setup, r: Computed<FallJumpSummary> | undefined) {
  if (!r?.ok) return <RefusalMessage problems={r?.ok === false ? r.problems : []} />;
  const s = r.result;
  const v = setup.values;
  if (s.mode === 'fall' && s.fall) {
    const f = s.fall;
    const ratio = (v.heightMm / v.baseMm).toFixed(2);
    const extra = [
      { label: 'Height', value: `${ratio} × base size` },
      { label: 'Fall', value: f.strength === null ? 'no roll, it lands safely' : `strength ${f.strength} against Toughness ${v.toughness}` },
    ];
    if (f.strength !== null) extra.push({ label: 'Chance it survives, lying Prone', value: formatPercent(f.pProne) });
    return <OddsResults result={s} quantity="Downed (1 = yes)" highlightFrom={1} highlightMeaning="Downed" chanceLabel="Chance to be Downed" expectedLabel="Expected Downed" extra={extra} />;
  }
  const j = s.jump!;
  const ratio = (v.gapMm / v.baseMm).toFixed(2);
  const extra = [
    { label: 'Gap', value: `${ratio} × base size` },
    {
      label: 'Verdict',
      value: !j.possible ? `impossible: ${j.reason ?? ''}` : j.needsRoll ? `Agility roll${j.bandModifier !== 0 ? ` at ${signed(j.bandModifier)}` : ''}, needs ${v.agility + v.modifier + j.bandModifier} or less` : 'no roll needed',
    },
  ];
  if (j.possible && j.needsRoll) extra.push({ label: 'Chance to fall into the gap', value: formatPercent(j.pFall) });
  if (j.pDowned !== undefined && j.possible && j.needsRoll) extra.push({ label: 'Chance the fall Downs it', value: formatPercent(j.pDowned) });
  return <OddsResults result={s} quantity="Lands the jump (1 = yes)" highlightFrom={1} highlightMeaning="lands it" chanceLabel="Chance to land the jump" expectedLabel="Expected landings" extra={extra} />;
}

export interface FallJumpProps {
  fallBands: FallBand[];
  jumpLimits: JumpLimit[];
  links: RuleLink[];
}

export default function FallJump({ fallBands, jumpLimits, links }: FallJumpProps) {
  const q = useQueryState(fallJumpFields);
  const odds = useCallback((v: Values<Fields>) => fallJumpSummary(v, { fallBands, jumpLimits }), [fallBands, jumpLimits]);
  const a = useComputed(q.a, odds);
  const b = useComputed(q.b, odds, q.compare);
  return (
    <ToolShell title="Falling and jumping" linkProblems={q.linkProblems} ready={q.ready}>
      <CompareLayout
        compare={q.compare}
        onCompareChange={q.setCompare}
        a={<SetupPanel form={form(q.a)} results={results(q.a, a)} />}
        b={<SetupPanel form={form(q.b)} results={results(q.b, b)} />}
        chances={a?.ok && b?.ok ? { a: a.result.chance, b: b.result.chance } : undefined}
        chanceLabel="headline chance"
      />
      <HowComputed links={links}>
        <p>
          Exact, not simulated. A fall of up to 2 × base size needs no roll; higher falls have strength 2, 4, 6 or 8 by
          the fall table. The model rolls d10 + Toughness (no armour) against d10 + that strength: losing Downs it, winning
          leaves it Prone, and a tie goes to the side whose activation it is.
        </p>
        <p>
          A jump over a gap of up to 2 × base size needs no roll, up to 3 × an Agility roll, up to 4 × an Agility roll at
          -2; nothing longer. The landing may be up to 2 × base size lower, never higher. A failed roll falls into the gap.
        </p>
      </HowComputed>
    </ToolShell>
  );
}
