/**
 * Kuggköping enemy activation (K5): the chance of each result for the chosen situation, and a Roll
 * button that rolls the D6 with the engine's seeded RNG. The seed is shown and kept in the URL
 * (&seed=…), so a shared link replays the same roll.
 */
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import {
  booleanField,
  CompareLayout,
  defineFields,
  enumField,
  formatPercent,
  Headline,
  HowComputed,
  intField,
  RefusalMessage,
  SetupFields,
  SetupPanel,
  ToolShell,
  useComputed,
  useQueryState,
  type Computed,
  type RuleLink,
  type SetupState,
  type Values,
} from '../../tools';
import { randomSeed } from '../../../engine';
import { activation, ACTIVATION_RESULTS, rollActivation, traitActivationModifier, type ActivationOdds, type ActivationResultId } from '../../../games/kuggkoping/odds';
import './kuggkoping-tools.css';

export interface ActivationData {
  /** Activation table rows (K5 totals, names and what the enemy does, in our words). */
  rows: { result: ActivationResultId; min: number | null; max: number | null; name: string; text: string; followUp?: { name: string; text: string } }[];
  factions: { id: string; name: string; rule: string; rageAdjacentPlacement: boolean }[];
  /** Warband traits that change activation rolls against some factions. */
  traits: { id: string; name: string; house: string; value: number; enemyFactions: string[] }[];
  difficulties: { id: string; name: string }[];
}

const LINKS: RuleLink[] = [
  { href: '/kuggkoping/rules/enemies/#activation-modifiers', label: 'Enemies: activation modifiers' },
  { href: '/kuggkoping/rules/enemies/#enemy-activation-table', label: 'Enemies: activation table' },
  { href: '/kuggkoping/rules/campaign-machine/#the-bully-boys', label: 'The Bully Boys district' },
  { href: '/kuggkoping/rules/campaign-machine/#black-streets', label: 'The Black Streets district' },
  { href: '/kuggkoping/rules/enemies/#enemy-factions', label: 'Enemies: enemy factions' },
  { href: '/rulings/#k5', label: 'Ruling K5: enemy activation' },
];

const SEED_PARAM = 'seed';

function fieldsFor(data: ActivationData) {
  return defineFields({
    lineOfSight: booleanField({ label: 'The enemy can see a Character', default: true, hint: '+1 (+2 in the Bully Boys district).' }),
    adjacent: booleanField({ label: 'The enemy is adjacent to a Character', default: false, hint: '+2.' }),
    bullyBoys: booleanField({ label: 'The Bully Boys district', default: false }),
    blackStreets: booleanField({ label: 'The Black Streets district', default: false, hint: 'Faction rules become their variants.' }),
    enemyFaction: enumField({
      label: 'Enemy faction',
      options: [{ value: 'none', label: 'None' }, ...data.factions.map((f) => ({ value: f.id, label: f.name }))],
      default: 'none',
      control: 'select',
    }),
    trait: enumField({
      label: 'Warband trait',
      options: [{ value: 'none', label: 'None of these' }, ...data.traits.map((t) => ({ value: t.id, label: `${t.name} (${t.house})` }))],
      default: 'none',
      control: 'select',
      hint: 'Only traits that change activation rolls.',
    }),
    difficulty: enumField({
      label: 'Difficulty',
      options: data.difficulties.map((d) => ({ value: d.id, label: d.name })),
      default: data.difficulties.some((d) => d.id === 'normal') ? 'normal' : (data.difficulties[0]?.id ?? 'normal'),
      control: 'select',
      hint: 'Easy plays without warband traits or faction rules.',
    }),
    modifier: intField({ label: 'Other modifier', min: -5, max: 5, default: 0, hint: 'Scenario, house rule, anything else.' }),
  });
}

type Fields = ReturnType<typeof fieldsFor>;
type ActivationValues = Values<Fields>;

interface ActivationComputation extends ActivationOdds {
  chance: number;
  traitModifier: number;
  /** Rage places the model next to its target (Gnoblins, with faction rules on). */
  rageAdjacent: boolean;
  faction?: ActivationData['factions'][number];
}

function compute(v: ActivationValues, data: ActivationData): ActivationComputation {
  if (v.bullyBoys && v.blackStreets) throw new RangeError('A campaign plays in one district: choose the Bully Boys or the Black Streets, not both.');
  const faction = data.factions.find((f) => f.id === v.enemyFaction);
  const traits = data.traits.filter((t) => t.id === v.trait);
  const traitModifier = traitActivationModifier(traits, faction?.id, v.difficulty);
  const odds = activation({ lineOfSight: v.lineOfSight, adjacent: v.adjacent, bullyBoys: v.bullyBoys, modifier: v.modifier, traitModifier });
  const factionRules = v.difficulty !== 'easy' && !v.blackStreets;
  return { ...odds, chance: odds.fight + odds.rage, traitModifier, rageAdjacent: !!faction?.rageAdjacentPlacement && factionRules, faction };
}

const faces = (r: ActivationComputation, id: ActivationResultId) => r.faces.filter((f) => f.result === id).map((f) => f.face);

function OddsView({ r, data }: { r: ActivationComputation; data: ActivationData }) {
  const captionId = useId();
  const names = Object.fromEntries(data.rows.map((row) => [row.result, row.name])) as Record<ActivationResultId, string>;
  const longest = Math.max(...ACTIVATION_RESULTS.map((id) => r[id]));
  const rows = ACTIVATION_RESULTS.map((id) => ({ id, name: names[id] ?? id, p: r[id], faces: faces(r, id) }));
  return (
    <div className="tk-results">
      <Headline
        chance={r.chance}
        chanceLabel="Chance the enemy attacks (Fight or Rage)"
        extra={[
          { label: 'Modifier on faces 2 to 6', value: `${r.totalModifier >= 0 ? '+' : '−'}${Math.abs(r.totalModifier)}` },
          { label: 'Chance of Rage', value: formatPercent(r.rage) },
        ]}
      />
      <figure className="tk-chart" aria-labelledby={captionId}>
        <figcaption id={captionId} className="tk-chart-caption">
          Activation result: chance of each
        </figcaption>
        <div className="tk-bars" role="img" aria-label={`Activation results: ${rows.map((x) => `${x.name} ${formatPercent(x.p)}`).join(', ')}.`}>
          {rows.map((x) => (
            <div key={x.id} className={x.id === 'fight' || x.id === 'rage' ? 'tk-bar-row tk-bar-hit' : 'tk-bar-row'}>
              <span className="tk-bar-k">{x.name}</span>
              <span className="tk-bar-track">
                <span className="tk-bar" style={{ inlineSize: `${longest > 0 ? ((x.p / longest) * 100).toFixed(2) : 0}%` }} />
              </span>
              <span className="tk-bar-pct">{formatPercent(x.p)}</span>
            </div>
          ))}
        </div>
      </figure>
      <div className="tk-table-wrap">
        <table className="tk-table">
          <caption>Which die faces give each result</caption>
          <thead>
            <tr>
              <th scope="col">Result</th>
              <th scope="col">Die faces</th>
              <th scope="col">Chance</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((x) => (
              <tr key={x.id}>
                <th scope="row">{x.name}</th>
                <td>{x.faces.length ? x.faces.join(', ') : 'none'}</td>
                <td>{formatPercent(x.p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Panel({ setup, computed, data }: { setup: SetupState<Fields>; computed: Computed<ActivationComputation> | undefined; data: ActivationData }) {
  const results = computed?.ok ? <OddsView r={computed.result} data={data} /> : <RefusalMessage problems={computed?.ok === false ? computed.problems : []} />;
  return <SetupPanel form={<SetupFields setup={setup} label={setup.which === 'a' ? 'Situation' : 'Situation, set-up B'} />} results={results} />;
}

/** Writes (or removes) the seed parameter, keeping every other parameter as it is. */
function writeSeed(seed: string | null): void {
  const url = new URL(window.location.href);
  if (seed === null) url.searchParams.delete(SEED_PARAM);
  else url.searchParams.set(SEED_PARAM, seed);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

function Roller({ setup, data }: { setup: SetupState<Fields>; data: ActivationData }) {
  const [seed, setSeed] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const seedId = useId();
  // Read a shared seed after hydration (the server renders no roll).
  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).get(SEED_PARAM);
    if (shared && shared.trim() !== '' && shared.length <= 64) {
      setSeed(shared.trim());
      setTyped(shared.trim());
    }
  }, []);
  const rollWith = useCallback((s: string) => {
    setSeed(s);
    setTyped(s);
    writeSeed(s);
  }, []);

  let shown: ReactNode = null;
  if (seed !== null) {
    try {
      const v = setup.values;
      const r = compute(v, data);
      const roll = rollActivation({ lineOfSight: v.lineOfSight, adjacent: v.adjacent, bullyBoys: v.bullyBoys, modifier: v.modifier, traitModifier: r.traitModifier }, seed);
      const row = data.rows.find((x) => x.result === roll.result);
      shown = (
        <div className="kk-roll">
          <span className="kk-die" aria-hidden="true">
            {roll.face}
          </span>
          <div>
            <p className="kk-roll-result">
              Rolled {roll.face}
              {roll.face === 1 ? ' (a 1 ignores every modifier)' : `, total ${roll.total}`}: {row?.name ?? roll.result}
            </p>
            {row && <p>{row.text}</p>}
            {row?.followUp && (
              <p>
                <strong>{row.followUp.name}:</strong> {row.followUp.text}
              </p>
            )}
            {roll.result === 'rage' && r.rageAdjacent && r.faction && (
              <p>
                <strong>{r.faction.name}:</strong> {r.faction.rule}
              </p>
            )}
          </div>
        </div>
      );
    } catch (err) {
      shown = <RefusalMessage problems={[err instanceof Error ? err.message : String(err)]} />;
    }
  }

  return (
    <section className="kk-roller" aria-label="Roll an activation">
      <div className="kk-roller-controls">
        <button type="button" className="kk-button" onClick={() => rollWith(randomSeed())}>
          Roll the activation die
        </button>
        <div className="tk-field">
          <label className="tk-label" htmlFor={seedId}>
            Seed
          </label>
          <input id={seedId} className="tk-input kk-seed" type="text" value={typed} maxLength={64} autoComplete="off" spellCheck={false} onChange={(e) => setTyped(e.currentTarget.value)} />
        </div>
        <button type="button" className="kk-button kk-button-secondary" disabled={typed.trim() === ''} onClick={() => rollWith(typed.trim())}>
          Roll with this seed
        </button>
      </div>
      <div aria-live="polite" aria-atomic="true">
        {shown ?? <p className="tk-note">Roll to see what the enemy does. The seed goes into the page address, so the link replays the same roll.</p>}
        {seed !== null && (
          <p className="tk-note">
            Seed <span className="kk-seed">{seed}</span>: share the page address to replay this roll.
          </p>
        )}
      </div>
    </section>
  );
}

export default function EnemyActivation({ data }: { data: ActivationData }) {
  const [fields] = useState(() => fieldsFor(data));
  const [fn] = useState(() => (v: ActivationValues) => compute(v, data));
  const q = useQueryState(fields);
  const a = useComputed(q.a, fn);
  const b = useComputed(q.b, fn, q.compare);
  return (
    <ToolShell title="Kuggköping enemy activation" intro="The chance of each activation result, and a roll you can share." linkProblems={q.linkProblems} ready={q.ready}>
      <Roller setup={q.a} data={data} />
      <CompareLayout
        compare={q.compare}
        onCompareChange={q.setCompare}
        a={<Panel setup={q.a} computed={a} data={data} />}
        b={<Panel setup={q.b} computed={b} data={data} />}
        chances={a?.ok && b?.ok ? { a: a.result.chance, b: b.result.chance } : undefined}
        chanceLabel="chance the enemy attacks"
      />
      <HowComputed links={LINKS}>
        <p>
          One D6. A 1 is always Lost in fog and no modifier touches it. Faces 2 to 6 add +1 if the enemy can see a Character (+2 instead in the Bully Boys district), +2 if it
          stands next to one (both can count), +1 for Easy to trick against Trolls or Gnoblins, +1 for To posh to live against Street pirates or Gnoblins (neither at Easy
          difficulty, which drops the warband’s traits), and any other modifier you enter.
        </p>
        <p>
          A total of 1 or less is Lost in fog, 2 Wandering, 3 or 4 Looting, 5 or 6 Fight, 7 or more Rage. Each face has one chance in six, so each result’s chance is the number of
          faces that reach it, divided by six. The Roll button uses a seeded random generator: the same seed always gives the same face.
        </p>
      </HowComputed>
    </ToolShell>
  );
}
