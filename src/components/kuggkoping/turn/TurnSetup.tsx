/**
 * The enemy turn's set-up pieces, shared by the enemy-activation page's whole-turn mode (WholeTurn)
 * and the Kuggköping play view (EnemyTurnSlot): the turn's settings (enemy faction, district,
 * difficulty, warband trait, other modifier), the enemies on the table with the type picker, and one
 * model's fields. Each change goes through `act`, which shows a refused change as a sentence.
 */
import { useId, useState } from 'react';
import { addEnemy, enemyProfile, removeModel, rename, setGritLost, setKind, setSettings, type TurnData, type TurnState } from '../../../games/kuggkoping/turn';

export type TurnAct = (f: () => TurnState) => void;

/** A labelled select of ids and names (with an empty "none" option when `none` is given). */
export function SetupSelect({ label, value, options, onChange, none }: { label: string; value: string | null; options: { id: string; name: string }[]; onChange: (v: string | null) => void; none?: string }) {
  const id = useId();
  return (
    <div className="tk-field">
      <label className="tk-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="tk-input" value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || null)}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The turn's settings: enemy faction, district, difficulty, warband trait and another modifier. */
export function TurnSettingsFields({ data, state, act }: { data: TurnData; state: TurnState; act: TurnAct }) {
  const id = useId();
  const { activation } = data;
  return (
    <div className="kk-turn-grid">
      <SetupSelect label="Enemy faction" value={state.enemyFaction} options={data.factions} onChange={(v) => act(() => setSettings(state, { enemyFaction: v }))} none="None" />
      <SetupSelect label="District" value={state.district} options={data.districts} onChange={(v) => act(() => setSettings(state, { district: v }))} none="None" />
      <SetupSelect label="Difficulty" value={state.difficulty} options={activation.difficulties} onChange={(v) => act(() => setSettings(state, { difficulty: v ?? 'normal' }))} />
      <SetupSelect
        label="Warband trait"
        value={state.trait}
        options={activation.traits.map((t) => ({ id: t.id, name: `${t.name} (${t.house})` }))}
        onChange={(v) => act(() => setSettings(state, { trait: v }))}
        none="None of these"
      />
      <div className="tk-field">
        <label className="tk-label" htmlFor={`${id}-modifier`}>
          Other modifier
        </label>
        <input
          id={`${id}-modifier`}
          className="tk-input"
          type="number"
          min={-10}
          max={10}
          value={state.modifier}
          onChange={(e) => {
            const n = Number(e.currentTarget.value);
            if (Number.isInteger(n) && Math.abs(n) <= 10) act(() => setSettings(state, { modifier: n }));
          }}
        />
      </div>
    </div>
  );
}

/** The enemies on the table, each with its fields, and the type picker with Add enemy. */
export function EnemiesSetup({ data, state, act, Heading = 'h3' }: { data: TurnData; state: TurnState; act: TurnAct; Heading?: 'h3' | 'h4' }) {
  const [type, setType] = useState(data.enemyTypes[0]?.id ?? '');
  return (
    <>
      <Heading>Enemies</Heading>
      <ul className="kk-turn-models">
        {state.enemies.map((e) => (
          <li key={e.id} className="kk-turn-model">
            <ModelFields
              id={e.id}
              name={e.name}
              kind={e.type}
              kinds={data.enemyTypes}
              kindLabel="Type"
              gritLost={e.gritLost}
              fullGrit={enemyProfile(state, data, e).fullGrit}
              onName={(n) => act(() => rename(state, e.id, n))}
              onKind={(k) => act(() => setKind(state, data, e.id, k))}
              onGrit={(g) => act(() => setGritLost(state, data, e.id, g))}
              onRemove={() => act(() => removeModel(state, e.id))}
            />
          </li>
        ))}
      </ul>
      <div className="kk-turn-model">
        <SetupSelect label="New enemy’s type" value={type} options={data.enemyTypes} onChange={(v) => setType(v ?? '')} />
        <button type="button" className="kk-button" onClick={() => act(() => addEnemy(state, data, type))}>
          Add enemy
        </button>
      </div>
    </>
  );
}

export function ModelFields(p: {
  id: string;
  name: string;
  kind: string;
  kinds: { id: string; name: string }[];
  kindLabel: string;
  gritLost: number;
  fullGrit: number;
  onName: (n: string) => void;
  onKind: (k: string) => void;
  onGrit: (g: number) => void;
  onRemove: () => void;
}) {
  const uid = useId();
  return (
    <>
      <div className="tk-field">
        <label className="tk-label" htmlFor={`${uid}-name`}>
          Name
        </label>
        <input id={`${uid}-name`} className="tk-input" type="text" maxLength={24} defaultValue={p.name} onBlur={(e) => p.onName(e.currentTarget.value)} />
      </div>
      <div className="tk-field">
        <label className="tk-label" htmlFor={`${uid}-kind`}>
          {p.kindLabel} of {p.name}
        </label>
        <select id={`${uid}-kind`} className="tk-input" value={p.kind} onChange={(e) => p.onKind(e.currentTarget.value)}>
          {p.kinds.map((k) => (
            <option key={k.id} value={k.id}>
              {k.name}
            </option>
          ))}
        </select>
      </div>
      <div className="tk-field">
        <label className="tk-label" htmlFor={`${uid}-grit`}>
          Grit lost (of {p.fullGrit})
        </label>
        <input id={`${uid}-grit`} className="tk-input kk-turn-face" type="number" min={0} max={p.fullGrit} value={p.gritLost} onChange={(e) => p.onGrit(Number(e.currentTarget.value))} />
      </div>
      <button type="button" className="kk-button kk-button-secondary" onClick={p.onRemove} aria-label={`Remove ${p.name}`}>
        Remove
      </button>
    </>
  );
}
