/**
 * Heartbreaker strike odds: one Fight or Shoot strike with every named modifier and quirk, optionally
 * the whole Fight exchange, and the target's Second Wind. Renders and collects input only; the numbers
 * come from strikeOdds (src/games/heartbreaker/strike-setup.ts) on the engine.
 */
import { useCallback, useId, useState, type ReactNode } from 'react';
import {
  CompareLayout,
  formatPercent,
  HowComputed,
  OddsResults,
  RefusalMessage,
  SelectField,
  SetupFields,
  SetupPanel,
  ToolShell,
  useComputed,
  useQueryState,
  type Computed,
  type RuleLink,
  type SetupState,
} from '../../tools';
import type { FightResult } from '../../../games/heartbreaker/odds';
import type { Weapon } from '../../../games/heartbreaker/schema';
import { strikeOdds, weaponFill, weaponMatches, type StrikeOdds as Odds, type StrikeRules, type StrikeSetup } from '../../../games/heartbreaker/strike-setup';
import { fieldGroups, onlyFor, strikeFields } from './strike-fields';
import './strike-odds.css';

type Fields = typeof strikeFields;
type Setup = SetupState<Fields>;
type FieldKey = keyof StrikeSetup;

export interface StrikeOddsProps {
  /** Modifier and quirk values from the game's data. */
  rules: StrikeRules;
  /** Weapons for the picker, in the book's order. */
  weapons: readonly Weapon[];
  /** Armor stat with each armour quirk, e.g. { label: 'Light Armor (3)', armor: 3 }. */
  armorChoices: readonly { label: string; armor: number }[];
  links: readonly RuleLink[];
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/** The fields of a group that mean something for the chosen action. */
function visible(group: readonly FieldKey[], s: StrikeSetup): FieldKey[] {
  return group.filter((name) => {
    const only = onlyFor[name];
    return only === undefined || only === s.action;
  });
}

function Group({ title, level, children }: { title: string; level: 3 | 4; children: ReactNode }) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="hb-group" role="group" aria-labelledby={id}>
      <Heading id={id} className="hb-group-title">
        {title}
      </Heading>
      {children}
    </div>
  );
}

function WeaponPicker({ setup, weapons }: { setup: Setup; weapons: readonly Weapon[] }) {
  const [chosen, setChosen] = useState('');
  const current = weapons.find((w) => w.id === chosen);
  const value = current && weaponMatches(current, setup.values) ? chosen : '';
  const pick = (id: string) => {
    setChosen(id);
    const w = weapons.find((x) => x.id === id);
    if (!w) return;
    const fill = weaponFill(w, setup.values);
    for (const [name, v] of Object.entries(fill)) setup.set(name as FieldKey, v as never);
  };
  return (
    <SelectField
      label="Fill from a weapon"
      value={value}
      options={[{ value: '', label: 'As set below' }, ...weapons.map((w) => ({ value: w.id, label: `${w.name} (PUNCH ${w.punch})` }))]}
      onChange={pick}
      hint="Sets PUNCH, the action and the weapon's quirks."
    />
  );
}

function ArmorButtons({ setup, choices }: { setup: Setup; choices: StrikeOddsProps['armorChoices'] }) {
  const id = useId();
  return (
    <div className="hb-choices" role="group" aria-labelledby={id}>
      <p id={id} className="tk-label">
        Set the target&rsquo;s Armor from its armour quirk
      </p>
      <div className="hb-choice-row">
        {choices.map((c) => (
          <button key={c.label} type="button" className="tk-button" aria-pressed={setup.values.armor === c.armor} onClick={() => setup.set('armor', c.armor)}>
            {c.label}
          </button>
        ))}
      </div>
    </div>
  );
}

function orderSentence(f: FightResult): string {
  const speeds = `Speed ${f.attackerSpeed} against ${f.defenderSpeed}`;
  switch (f.order) {
    case 'deflect':
      return 'The target deflects: it adds its weapon’s PUNCH to its ARMOR dice and does not strike back.';
    case 'together':
      return `${speeds}: both strike at the same moment.`;
    case 'attacker-first':
      return `${speeds}: the attacker strikes first; the target strikes back in ${formatPercent(f.pSecondStrikes)} of fights.`;
    case 'defender-first':
      return `${speeds}: the target strikes first; the attacker strikes in ${formatPercent(f.pSecondStrikes)} of fights.`;
  }
}

function ExchangeResults({ f }: { f: FightResult }) {
  const rows: [string, number][] = [
    ['Target down', f.pDefenderDown],
    ['Attacker down', f.pAttackerDown],
    ['Both down', f.pBothDown],
    ['Neither down', f.pNeitherDown],
  ];
  return (
    <div className="hb-exchange" aria-live="polite" aria-atomic="true">
      <p>{orderSentence(f)}</p>
      <div className="tk-table-wrap">
        <table className="tk-table">
          <caption>By the end of the Fight exchange</caption>
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
    </div>
  );
}

function SecondWindResults({ r, s }: { r: Odds; s: StrikeSetup }) {
  const w = r.secondWind;
  return (
    <div className="hb-second-wind" aria-live="polite" aria-atomic="true">
      {s.bloodthirsty ? (
        <p>A target the Bloodthirsty striker takes down is removed at once: no Second Wind.</p>
      ) : (
        <p>
          If it goes down, its Second Wind roll at the end of the round (D6 {signed(w.bonus)}, 6 or more) succeeds with{' '}
          <strong>{formatPercent(w.perRoll)}</strong>.
        </p>
      )}
      <p>
        Taken down by this {s.action === 'fight' ? 'strike' : 'shot'} and still down after that roll: <strong>{formatPercent(r.pStaysDown)}</strong>.
      </p>
    </div>
  );
}

function Results({ r, s }: { r: Odds; s: StrikeSetup }) {
  const parts = r.parts.length > 0 ? ` (${r.parts.map((p) => `${p.label} ${signed(p.value)}`).join(', ')})` : '';
  const shots = s.action === 'shoot' && s.bothBarrels ? 'two shots of ' : '';
  const extra = [
    { label: 'PUNCH roll', value: `${shots}${r.punchDice} dice at ${signed(r.totalModifier)}${parts}` },
    { label: 'ARMOR dice rolled', value: `${r.armorDice}${s.crush ? ' (Crush)' : ''}` },
  ];
  return (
    <>
      <OddsResults
        result={r}
        quantity="Damage"
        highlightFrom={s.meat}
        chanceLabel="Chance to take the target down"
        expectedLabel="Expected damage"
        highlightMeaning="takes the target down"
        extra={extra}
      />
      {r.fight && <ExchangeResults f={r.fight} />}
      <SecondWindResults r={r} s={s} />
    </>
  );
}

function Panel({ setup, computed, props, level }: { setup: Setup; computed: Computed<Odds> | undefined; props: StrikeOddsProps; level: 3 | 4 }) {
  const s = setup.values;
  const suffix = setup.which === 'b' ? ', set-up B' : '';
  const form = (
    <div className="tk-stack">
      <Group title="Strike" level={level}>
        <WeaponPicker setup={setup} weapons={props.weapons} />
        <SetupFields setup={setup} only={visible(fieldGroups.strike, s)} label={`Strike${suffix}`} />
      </Group>
      <Group title="PUNCH modifiers" level={level}>
        <SetupFields setup={setup} only={visible(fieldGroups.modifiers, s)} label={`PUNCH modifiers${suffix}`} />
      </Group>
      <Group title="Target" level={level}>
        <ArmorButtons setup={setup} choices={props.armorChoices} />
        <SetupFields setup={setup} only={visible(fieldGroups.target, s)} label={`Target${suffix}`} />
      </Group>
      {s.action === 'fight' && (
        <Group title="Whole Fight exchange" level={level}>
          <SetupFields setup={setup} only={['exchange']} label={`Exchange${suffix}`} />
          {s.exchange && <SetupFields setup={setup} only={fieldGroups.exchange} label={`Exchange fighters${suffix}`} />}
        </Group>
      )}
      <Group title="Second Wind" level={level}>
        <SetupFields setup={setup} only={fieldGroups.secondWind} label={`Second Wind${suffix}`} />
      </Group>
    </div>
  );
  const results = computed?.ok ? <Results r={computed.result} s={s} /> : <RefusalMessage problems={computed?.ok === false ? computed.problems : []} />;
  return <SetupPanel form={form} results={results} />;
}

export default function StrikeOdds(props: StrikeOddsProps) {
  const q = useQueryState(strikeFields);
  const { rules } = props;
  const odds = useCallback((v: StrikeSetup) => strikeOdds(v, rules), [rules]);
  const a = useComputed(q.a, odds);
  const b = useComputed(q.b, odds, q.compare);
  const level = q.compare ? 4 : 3;
  return (
    <ToolShell
      title="Strike odds"
      intro="Exact odds that a Fight or Shoot strike takes its target down, with every modifier and quirk, the whole Fight exchange and the Second Wind."
      linkProblems={q.linkProblems}
      ready={q.ready}
    >
      <CompareLayout
        compare={q.compare}
        onCompareChange={q.setCompare}
        a={<Panel setup={q.a} computed={a} props={props} level={level} />}
        b={<Panel setup={q.b} computed={b} props={props} level={level} />}
        chances={a?.ok && b?.ok ? { a: a.result.pDown, b: b.result.pDown } : undefined}
        chanceLabel="chance to take the target down"
      />
      <HowComputed links={props.links}>
        <p>
          Exact, with no simulation. Each die scores on its own: a 1 scores nothing and a 6 scores two whatever the modifiers; any other face
          scores one when it reaches 4 after adding the total modifier, and with Headshot a 5 that still succeeds scores two. The chances for
          a whole roll come from adding the dice one by one. A re-roll takes one die that scored nothing, if the roll has one. Damage is
          PUNCH successes minus ARMOR successes, never below zero, and the target goes down when damage reaches its Meat left.
        </p>
        <p>
          Both Barrels adds the damage of two separate shots; a re-roll is used on the first roll that has a die scoring nothing. In the whole
          exchange the faster fighter strikes first and the other answers only if still standing (always, with Fanatic); equal speeds strike
          together; a deflecting target only defends. Each fighter has one re-roll in the exchange.
        </p>
        <p>Modifiers that belong to the other action (Gang Up in a Shoot, cover in a Fight) are left out of the total.</p>
      </HowComputed>
    </ToolShell>
  );
}
