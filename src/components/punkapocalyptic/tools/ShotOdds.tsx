/**
 * Shot odds: one Punkapocalyptic shot or an Automatic burst. The URL holds the fields of `shot()` plus
 * the Precision checklist, Automatic fire and its targets. `modifier` is always the total: ticking an
 * item moves it by that item's value and keeps whatever the reader typed on top.
 */
import { useCallback } from 'react';
import {
  CheckboxField,
  CompareLayout,
  Field,
  FieldGroup,
  formatNumber,
  formatPercent,
  HowComputed,
  OddsResults,
  RadioGroup,
  RefusalMessage,
  SetupPanel,
  ToolShell,
  useComputed,
  useQueryState,
  type Computed,
  type RuleLink,
  type SetupState,
  type Values,
} from '../../tools';
import { checklistModifier, rebaseModifier, type ShotChecklist } from '../../../games/punkapocalyptic/shot-modifiers';
import { shotSummary, type ShotData, type ShotSummary } from '../../../games/punkapocalyptic/summaries';
import { signed } from '../../../games/punkapocalyptic/format';
import { LIMITS } from '../../../games/punkapocalyptic/odds';
import type { PrecisionModifier, SpecialRule } from '../../../games/punkapocalyptic/schema';
import { shotFields } from './specs';
import './punk-tools.css';


type Fields = typeof shotFields;
type Setup = SetupState<Fields>;
type ChecklistKey = Exclude<keyof ShotChecklist, 'range'>;

const CHECKBOXES: readonly { key: ChecklistKey; row: string; label: string; inverted?: boolean }[] = [
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

export interface ShotOddsProps {
  modifiers: PrecisionModifier[];
  specialRules: SpecialRule[];
  links: RuleLink[];
}

function ChecklistAndModifier({ setup, data }: { setup: Setup; data: ShotData }) {
  const v = setup.values;
  const before = checklistModifier(v, data.modifiers, data.specialRules);
  const change = (next: Values<Fields>) => {
    const after = checklistModifier(next, data.modifiers, data.specialRules);
    const modifier = Math.min(LIMITS.modifier.max, Math.max(LIMITS.modifier.min, rebaseModifier(v.modifier, before.total, after.total)));
    if (modifier !== v.modifier) setup.set('modifier', modifier);
  };
  const valueOf = (row: string) => data.modifiers.find((m) => m.id === row)?.value ?? 0;
  const noteOf = (row: string) => before.items.find((i) => i.id === row)?.note;
  return (
    <>
      <Field setup={setup} name="precision" />
      <FieldGroup legend="Precision modifiers">
        <RadioGroup
          legend="Range band"
          name={setup.which === 'b' ? 'b.range' : 'range'}
          value={v.range}
          options={shotFields.range.options.map((o) => ({ value: o.value, label: `${o.label} (${signed(valueOf(`${o.value}-range`))})` }))}
          onChange={(range) => {
            setup.set('range', range);
            change({ ...v, range });
          }}
        />
        {CHECKBOXES.map(({ key, row, label, inverted }) => {
          const checked = inverted ? !v[key] : v[key];
          return (
            <CheckboxField
              key={key}
              label={`${label} (${signed(valueOf(row))})`}
              checked={checked}
              hint={checked ? noteOf(row) : undefined}
              onChange={(on) => {
                const value = inverted ? !on : on;
                setup.set(key, value);
                change({ ...v, [key]: value });
              }}
            />
          );
        })}
      </FieldGroup>
      <Field setup={setup} name="modifier" />
      <p className="tk-note">
        Needs {v.precision + v.modifier} or less on the d10: ticks {signed(before.total)}, by hand {signed(v.modifier - before.total)}.
      </p>
    </>
  );
}

function form(setup: Setup, data: ShotData) {
  return (
    <form className="tk-form" aria-label={setup.which === 'a' ? 'Inputs' : 'Inputs, set-up B'} onSubmit={(e) => e.preventDefault()}>
      <ChecklistAndModifier setup={setup} data={data} />
      <FieldGroup legend="Weapon">
        <Field setup={setup} name="strength" />
        <Field setup={setup} name="penetration" />
        <Field setup={setup} name="kaboom" />
        <Field setup={setup} name="automatic" />
        {setup.values.automatic && (
          <>
            <Field setup={setup} name="shots" />
            <Field setup={setup} name="targets" />
          </>
        )}
      </FieldGroup>
      <FieldGroup legend="Target">
        <Field setup={setup} name="toughness" />
        <Field setup={setup} name="armour" />
        <Field setup={setup} name="cover" />
      </FieldGroup>
    </form>
  );
}

function results(setup: Setup, r: Computed<ShotSummary> | undefined) {
  if (!r?.ok) return <RefusalMessage problems={r?.ok === false ? r.problems : []} />;
  const s = r.result;
  const v = setup.values;
  const extra = [
    { label: v.automatic ? 'Chance of at least one hit' : 'Chance to hit', value: formatPercent(s.pAnyHit) },
    { label: 'Chance a hit Downs the target', value: formatPercent(s.pDownIfHit) },
  ];
  if (v.automatic) extra.push({ label: 'Expected hits', value: formatNumber(s.expectedHits) });
  if (v.kaboom) extra.push({ label: 'Chance the weapon explodes and jams', value: formatPercent(s.pJam) });
  if (s.pStray > 0) extra.push({ label: 'Chance the shot hits the model in the way instead (first shot)', value: formatPercent(s.pStray) });
  if (s.coverAvoided) extra.push({ label: 'Cover bonus', value: 'cancelled by avoiding it' });
  return (
    <OddsResults
      result={s}
      quantity="Targets Downed"
      highlightFrom={1}
      highlightMeaning="Downs a target"
      chanceLabel={v.automatic ? 'Chance to Down at least one target' : 'Chance to Down the target'}
      expectedLabel="Expected targets Downed"
      extra={extra}
    />
  );
}

export default function ShotOdds({ modifiers, specialRules, links }: ShotOddsProps) {
  const data: ShotData = { modifiers, specialRules };
  const q = useQueryState(shotFields);
  const odds = useCallback((v: Values<Fields>) => shotSummary(v, { modifiers, specialRules }), [modifiers, specialRules]);
  const a = useComputed(q.a, odds);
  const b = useComputed(q.b, odds, q.compare);
  return (
    <ToolShell title="Shot odds" linkProblems={q.linkProblems} ready={q.ready}>
      <CompareLayout
        compare={q.compare}
        onCompareChange={q.setCompare}
        a={<SetupPanel form={form(q.a, data)} results={results(q.a, a)} />}
        b={<SetupPanel form={form(q.b, data)} results={results(q.b, b)} />}
        chances={a?.ok && b?.ok ? { a: a.result.chance, b: b.result.chance } : undefined}
        chanceLabel="chance to Down"
      />
      <HowComputed links={links}>
        <p>
          Exact, not simulated. The shot hits when the d10 is at or under Precision plus the total modifier; 0 or less misses
          without a roll and 10 or more hits without one. A Kaboom! weapon always rolls: a 9 or 10 misses and jams it.
        </p>
        <p>
          A hit then makes the impact roll: d10 + impact strength against d10 + Toughness + what is left of armour plus cover
          after Penetration (never below 0). In the shooter&apos;s own activation the shooter wins a tie; in Defensive Fire the
          target does.
        </p>
        <p>
          Automatic mode fires three shots. A shot that leaves its target standing lets the next one try it again; after a
          Down the next shot goes to the next model in reach, taken to be like the first but without Aim&apos;s +3. A jam
          ends the burst.
        </p>
      </HowComputed>
    </ToolShell>
  );
}
