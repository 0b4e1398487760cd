/**
 * Combat odds: a Combat action both ways (ruling P7: Assault, Mass-combat support, impact rolls), or a
 * Disengage attempt against one to four enemies. The mode and every input live in the URL.
 */
import {
  CompareLayout,
  Field,
  FieldGroup,
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
} from '../../tools';
import { combatSummary, type CombatSummary } from '../../../games/punkapocalyptic/summaries';
import { combatFields } from './specs';
import './punk-tools.css';



type Fields = typeof combatFields;
type Setup = SetupState<Fields>;

const AGILITY_FIELDS = ['enemyAgility1', 'enemyAgility2', 'enemyAgility3', 'enemyAgility4'] as const;

function form(setup: Setup) {
  const combatMode = setup.values.mode === 'combat';
  return (
    <form className="tk-form" aria-label={setup.which === 'a' ? 'Inputs' : 'Inputs, set-up B'} onSubmit={(e) => e.preventDefault()}>
      <Field setup={setup} name="mode" />
      {combatMode ? (
        <>
          <FieldGroup legend="Your model (its activation)">
            <Field setup={setup} name="combat" />
            <Field setup={setup} name="bonus" />
            <Field setup={setup} name="assaultMoves" />
            <Field setup={setup} name="unseen" />
            <Field setup={setup} name="dropCm" />
            <Field setup={setup} name="supportLow" />
            <Field setup={setup} name="supportHigh" />
            <Field setup={setup} name="strength" />
            <Field setup={setup} name="penetration" />
            <Field setup={setup} name="toughness" />
            <Field setup={setup} name="armour" />
          </FieldGroup>
          <FieldGroup legend="The enemy it fights">
            <Field setup={setup} name="enemyCombat" />
            <Field setup={setup} name="enemyBonus" />
            <Field setup={setup} name="enemySupportLow" />
            <Field setup={setup} name="enemySupportHigh" />
            <Field setup={setup} name="enemyStrength" />
            <Field setup={setup} name="enemyPenetration" />
            <Field setup={setup} name="enemyToughness" />
            <Field setup={setup} name="enemyArmour" />
          </FieldGroup>
        </>
      ) : (
        <>
          <FieldGroup legend="Your model (its activation)">
            <Field setup={setup} name="agility" />
            <Field setup={setup} name="agilityModifier" />
            <Field setup={setup} name="toughness" />
            <Field setup={setup} name="armour" />
          </FieldGroup>
          <FieldGroup legend="Enemies in contact">
            <Field setup={setup} name="enemies" />
            {AGILITY_FIELDS.slice(0, setup.values.enemies).map((name) => (
              <Field key={name} setup={setup} name={name} />
            ))}
            <Field setup={setup} name="enemyStrength" />
            <Field setup={setup} name="enemyPenetration" />
          </FieldGroup>
        </>
      )}
    </form>
  );
}

function OutcomeTable({ s }: { s: NonNullable<CombatSummary['combat']> }) {
  const rows = [
    ['Only the enemy is Downed', s.pDefenderDowned - s.pBothDowned],
    ['Only your model is Downed', s.pAttackerDowned - s.pBothDowned],
    ['Both are Downed', s.pBothDowned],
    ['Neither is Downed', s.pNeitherDowned],
  ] as const;
  return (
    <div className="tk-table-wrap">
      <table className="tk-table pk-outcomes">
        <caption>How the Combat action ends</caption>
        <thead>
          <tr>
            <th scope="col">Outcome</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, p]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatPercent(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function results(r: Computed<CombatSummary> | undefined) {
  if (!r?.ok) return <RefusalMessage problems={r?.ok === false ? r.problems : []} />;
  const s = r.result;
  if (s.mode === 'disengage' && s.disengage) {
    const extra = [{ label: 'Chance to be Downed by the automatic hits', value: formatPercent(s.disengage.pDowned ?? 0) }];
    return (
      <OddsResults
        result={s}
        quantity="Automatic hits taken"
        highlightFrom={1}
        highlightMeaning="the model stays and is hit"
        chanceLabel="Chance to get away"
        expectedLabel="Expected automatic hits"
        extra={extra}
      />
    );
  }
  const c = s.combat!;
  const extra = [
    { label: 'Totals before the d10', value: `${c.attackerTotal} against ${c.defenderTotal}` },
    { label: 'Chance your model hits (ties included)', value: formatPercent(c.pAttackerHits) },
    { label: 'Chance the enemy hits back', value: formatPercent(c.pDefenderHits) },
    { label: 'Chance your model is Downed', value: formatPercent(c.pAttackerDowned) },
  ];
  return (
    <div className="tk-results">
      <OddsResults
        result={s}
        quantity="Enemy Downed"
        highlightFrom={1}
        highlightMeaning="Downs the enemy"
        chanceLabel="Chance to Down the enemy"
        expectedLabel="Expected enemies Downed"
        extra={extra}
      />
      <OutcomeTable s={c} />
    </div>
  );
}

export default function CombatOdds({ links }: { links: RuleLink[] }) {
  const q = useQueryState(combatFields);
  const a = useComputed(q.a, combatSummary);
  const b = useComputed(q.b, combatSummary, q.compare);
  return (
    <ToolShell title="Combat odds" linkProblems={q.linkProblems} ready={q.ready}>
      <CompareLayout
        compare={q.compare}
        onCompareChange={q.setCompare}
        a={<SetupPanel form={form(q.a)} results={results(a)} />}
        b={<SetupPanel form={form(q.b)} results={results(b)} />}
        chances={a?.ok && b?.ok ? { a: a.result.chance, b: b.result.chance } : undefined}
        chanceLabel="headline chance"
      />
      <HowComputed links={links}>
        <p>
          Exact, not simulated. Combat action: both roll d10 + Combat + modifiers; Assault adds +1 per Move action that
          counts and +1 more if the enemy never saw the attacker; a drop onto the enemy costs 1 Combat and adds 1 Strength
          per started 5 cm; each friend in a Mass combat adds +1 (Combat 5 or less) or +2 (6 or more). The higher total
          hits, and a tie means both hit. Each hit makes an impact roll against Toughness plus armour less Penetration
          (cover never counts in combat); in your model&apos;s activation your hit wins an impact tie and the enemy&apos;s
          loses one.
        </p>
        <p>
          Disengage: one d10 + Agility against each enemy&apos;s d10 + Agility. It must beat or tie every one of them
          (ties go to the model whose activation it is). Each enemy that rolls higher hits it automatically, and those hits
          make their impact rolls.
        </p>
      </HowComputed>
    </ToolShell>
  );
}
