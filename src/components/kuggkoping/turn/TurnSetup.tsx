/**
 * The enemy turn's set-up pieces, shared by the enemy-activation page's whole-turn mode (WholeTurn)
 * and the Kuggköping play view (EnemyTurnSlot): the turn's settings (enemy faction, district,
 * difficulty and Hard rule, warband traits, other modifier), the enemies on the table with the type picker, and one
 * model's fields. Each change goes through `act`, which shows a refused change as a sentence.
 */
import { useId, useState, type ReactNode } from 'react';
import { ListEditor } from '../../roster/Lists';
import { SetupSelect } from './fields';
import { addCharacter, addEnemy, damageEnemy, enemyProfile, removeModel, rename, setGritLost, setKind, setSettings, triggerGritChange, type GritTrigger, type TurnData, type TurnState, type TurnStep } from '../../../games/kuggkoping/turn';

export type TurnAct = (f: () => TurnState | TurnStep) => void;

/** The turn's settings: enemy faction, district, difficulty (with the Hard rule rolled), every player's warband traits and another modifier. */
export function TurnSettingsFields({ data, state, act }: { data: TurnData; state: TurnState; act: TurnAct }) {
  const id = useId();
  const { activation } = data;
  return (
    <div className="kk-turn-grid">
      <SetupSelect label="Enemy faction" value={state.enemyFaction} options={data.factions} onChange={(v) => act(() => setSettings(state, { enemyFaction: v }))} none="None" />
      <SetupSelect label="District" value={state.district} options={data.districts} onChange={(v) => act(() => setSettings(state, { district: v }))} none="None" />
      <SetupSelect label="Difficulty" value={state.difficulty} options={activation.difficulties} onChange={(v) => act(() => setSettings(state, { difficulty: v ?? 'normal' }))} />
      {state.difficulty === 'hard' && (
        <SetupSelect
          label="Hard rule rolled"
          value={state.hardRule}
          options={(data.hardRules ?? []).map((h) => ({ id: h.id, name: `${h.min}–${h.max}: ${h.text}` }))}
          onChange={(v) => act(() => setSettings(state, { hardRule: v }))}
          none="Not rolled yet"
        />
      )}
      <fieldset className="kk-turn-traits">
        <legend>Warband traits (every player’s)</legend>
        {activation.traits.map((t) => (
          <label key={t.id} className="tk-check-label">
            <input
              type="checkbox"
              checked={state.traits.includes(t.id)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                act(() => setSettings(state, { traits: on ? [...state.traits, t.id] : state.traits.filter((x) => x !== t.id) }));
              }}
            />
            {t.name} ({t.house})
          </label>
        ))}
      </fieldset>
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
  return (
    <>
      <Heading>Enemies</Heading>
      <TurnModels side="enemies" data={data} state={state} act={act}>
        {(id, name) => <EnemyDamage data={data} state={state} id={id} name={name} act={act} />}
      </TurnModels>
    </>
  );
}

/** How each side of the table is set up: the word for a model's kind, and the picker and button that add one. */
const SIDES = {
  characters: { kindLabel: 'Archetype', newKind: 'New Character’s archetype', add: 'Add Character' },
  enemies: { kindLabel: 'Type', newKind: 'New enemy’s type', add: 'Add enemy' },
} as const;

/**
 * The turn's Characters or its enemies, each with its fields (and what `children` adds under them),
 * then the picker of the new one's archetype or type and its Add button.
 */
export function TurnModels({ side, data, state, act, children }: { side: keyof typeof SIDES; data: TurnData; state: TurnState; act: TurnAct; children?: (id: string, name: string) => ReactNode }) {
  const words = SIDES[side];
  const kinds = side === 'characters' ? data.archetypes : data.enemyTypes;
  const models: { id: string; name: string; gritLost: number; kind: string; fullGrit: number }[] =
    side === 'characters'
      ? state.characters.map((c) => ({ id: c.id, name: c.name, gritLost: c.gritLost, kind: c.archetype, fullGrit: data.archetypes.find((a) => a.id === c.archetype)?.grit ?? 1 }))
      : state.enemies.map((e) => ({ id: e.id, name: e.name, gritLost: e.gritLost, kind: e.type, fullGrit: enemyProfile(state, data, e).fullGrit }));
  const [picked, setPicked] = useState(kinds[0]?.id ?? '');
  const add = () => act(() => (side === 'characters' ? addCharacter(state, data, picked) : addEnemy(state, data, picked)));
  return (
    <ListEditor
      items={models}
      className="kk-turn-models"
      keepEmpty
      itemClassName="kk-turn-model"
      keyOf={(m) => m.id}
      add={
        <div className="kk-turn-model">
          <SetupSelect label={words.newKind} value={picked} options={kinds} onChange={(v) => setPicked(v ?? '')} />
          <button type="button" className="kk-button" onClick={add}>
            {words.add}
          </button>
        </div>
      }
    >
      {(m) => (
        <>
          <ModelFields
            id={m.id}
            name={m.name}
            kind={m.kind}
            kinds={kinds}
            kindLabel={words.kindLabel}
            gritLost={m.gritLost}
            fullGrit={m.fullGrit}
            onName={(n) => act(() => rename(state, m.id, n))}
            onKind={(k) => act(() => setKind(state, data, m.id, k))}
            onGrit={(g) => act(() => setGritLost(state, data, m.id, g))}
            onRemove={() => act(() => removeModel(state, m.id))}
          />
          {children?.(m.id, m.name)}
        </>
      )}
    </ListEditor>
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

const TRIGGER_WORDS: Record<GritTrigger, string> = {
  characterKnockedDown: 'A Character knocked down',
  modelKilled: 'A model killed',
  gizmoClaimedByPlayer: 'The warband claims a Gizmo',
};

/**
 * Damage to an enemy as one hit of any size (at 0 grit it is killed and leaves the turn, a Draugar is
 * knocked down), and the grit a boss's ability gains or loses on its triggers (Death Hulter, Hulder).
 */
export function EnemyDamage({ data, state, id, name, act }: { data: TurnData; state: TurnState; id: string; name: string; act: TurnAct }) {
  const uid = useId();
  const [hit, setHit] = useState('1');
  const e = state.enemies.find((x) => x.id === id);
  const type = e && data.enemyTypes.find((t) => t.id === e.type);
  if (!e || !type) return null;
  const p = enemyProfile(state, data, e);
  const n = Number(hit);
  return (
    <div className="kk-turn-damage">
      <p className="tk-note">
        {name}: {e.down ? 'knocked down (rolls to stand up at its activation)' : `${p.gritLeft} of ${p.fullGrit} grit`}
        {e.gritChange ? ` (its ability: ${e.gritChange > 0 ? '+' : '−'}${Math.abs(e.gritChange)} grit)` : ''}
      </p>
      {!e.down && (
        <div className="kk-turn-model">
          <div className="tk-field">
            <label className="tk-label" htmlFor={`${uid}-hit`}>
              Damage to {name} (grit)
            </label>
            <input id={`${uid}-hit`} className="tk-input kk-turn-face" type="number" inputMode="numeric" min={1} max={p.gritLeft} value={hit} onChange={(ev) => setHit(ev.currentTarget.value)} />
          </div>
          <button type="button" className="kk-button kk-button-secondary" disabled={!Number.isInteger(n) || n < 1} onClick={() => act(() => damageEnemy(state, data, id, n))}>
            Take a hit of {Number.isInteger(n) && n > 0 ? n : '…'}
          </button>
        </div>
      )}
      {(type.gritChanges ?? []).map((g) => (
        <button key={g.on} type="button" className="kk-button kk-button-secondary" onClick={() => act(() => triggerGritChange(state, data, id, g.on))}>
          {TRIGGER_WORDS[g.on]}: {g.grit > 0 ? '+' : '−'}
          {Math.abs(g.grit)} grit
        </button>
      ))}
    </div>
  );
}
