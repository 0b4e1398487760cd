/**
 * The enemy-activation page's "Whole turn" mode, for players without a saved warband: set up the
 * Characters and enemies on the table (or open a board-tool link, #board=…), then run the turn with
 * EnemyTurn. The turn is kept in the session under a versioned key (a reload comes back to the same
 * enemy; a damaged entry is ignored, never a crash), and can be sent as a #turn=… link.
 */
import { useEffect, useId, useState } from 'react';
import { randomSeed } from '../../../engine';
import { rememberMode, sessionStore } from './mode';
import { toolHref } from '../../../tools/links';
import { board as boardTool } from '../../../games/kuggkoping/tools/refs';
import {
  addCharacter,
  addEnemy,
  emptyTurn,
  newRound,
  readStoredTurn,
  readTurnHash,
  removeModel,
  rename,
  setGritLost,
  setKind,
  setSettings,
  turnHash,
  turnJson,
  TURN_STORAGE_KEY,
  enemyProfile,
  type TurnData,
  type TurnState,
} from '../../../games/kuggkoping/turn';
import EnemyTurn from './EnemyTurn';

const session = sessionStore;

/** The turn to start with: a link's (then the address drops it, so a reload reads the session), the session's, or a new one. */
function openingTurn(data: TurnData): { state: TurnState; note: string | null } {
  const linked = readTurnHash(window.location.hash, data, randomSeed());
  if (linked) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    if (linked.ok) return { state: linked.state, note: null };
    return { state: readStoredTurn(session()?.getItem(TURN_STORAGE_KEY) ?? null, data) ?? emptyTurn(randomSeed()), note: linked.error };
  }
  return { state: readStoredTurn(session()?.getItem(TURN_STORAGE_KEY) ?? null, data) ?? emptyTurn(randomSeed()), note: null };
}

export default function WholeTurn({ data }: { data: TurnData }) {
  const [{ state, note }, setAll] = useState(() => openingTurn(data));
  const setState = (s: TurnState) => setAll({ state: s, note: null });
  useEffect(() => {
    try {
      session()?.setItem(TURN_STORAGE_KEY, turnJson(state));
      // A reload comes back to the whole turn, however it was opened (a link, or the mode button).
      rememberMode('turn');
    } catch {
      // A full or switched-off storage only loses the reload; the turn goes on.
    }
  }, [state]);
  const [error, setError] = useState<string | null>(null);
  const act = (f: () => TurnState) => {
    try {
      setState(f());
      setError(null);
    } catch (e) {
      if (e instanceof RangeError) setError(e.message);
      else throw e;
    }
  };
  return (
    <div className="tk-root not-content kk-turn-root" data-ready="">
      {note && (
        <p className="kk-turn-error" role="alert">
          {note}
        </p>
      )}
      <Setup data={data} state={state} act={act} />
      {error && (
        <p className="kk-turn-error" role="alert">
          {error}
        </p>
      )}
      <EnemyTurn data={data} state={state} onChange={setState} headingLevel={2} />
      <div className="kk-turn-buttons">
        <button type="button" className="kk-button kk-button-secondary" onClick={() => act(() => newRound(state, randomSeed()))}>
          Next turn: everyone waits again
        </button>
        <a href={turnHash(state)}>Link to this turn (seed {state.seed})</a>
      </div>
    </div>
  );
}

function Setup({ data, state, act }: { data: TurnData; state: TurnState; act: (f: () => TurnState) => void }) {
  const id = useId();
  const [archetype, setArchetype] = useState(data.archetypes[0]?.id ?? '');
  const [type, setType] = useState(data.enemyTypes[0]?.id ?? '');
  const [boardLink, setBoardLink] = useState('');
  // Open while the table is empty; from then on the reader opens and closes it.
  const [open, setOpen] = useState(state.enemies.length === 0);
  const { activation } = data;
  const select = (label: string, value: string | null, options: { id: string; name: string }[], onChange: (v: string | null) => void, none?: string) => (
    <div className="tk-field">
      <label className="tk-label" htmlFor={`${id}-${label}`}>
        {label}
      </label>
      <select id={`${id}-${label}`} className="tk-input" value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || null)}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
  const useBoard = () =>
    act(() => {
      const hash = boardLink.slice(boardLink.indexOf('#') + 1);
      const read = readTurnHash(hash.startsWith('board=') ? hash : `board=${hash}`, data, state.seed);
      if (!read) throw new RangeError('Paste a link from the board tool: its address ends in #board=….');
      if (!read.ok) throw new RangeError(read.error);
      return { ...read.state, ...pickSettings(state) };
    });
  return (
    <details className="kk-turn-setup" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <strong>Set up the turn</strong>: {state.characters.length} Characters, {state.enemies.length} enemies{state.board ? `, a ${state.board.width} × ${state.board.height} board` : ', no board'}
      </summary>
      <div className="kk-turn-grid">
        {select('Enemy faction', state.enemyFaction, data.factions, (v) => act(() => setSettings(state, { enemyFaction: v })), 'None')}
        {select('District', state.district, data.districts, (v) => act(() => setSettings(state, { district: v })), 'None')}
        {select('Difficulty', state.difficulty, activation.difficulties, (v) => act(() => setSettings(state, { difficulty: v ?? 'normal' })))}
        {select(
          'Warband trait',
          state.trait,
          activation.traits.map((t) => ({ id: t.id, name: `${t.name} (${t.house})` })),
          (v) => act(() => setSettings(state, { trait: v })),
          'None of these',
        )}
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

      <h3>Board (optional)</h3>
      <p className="tk-note">
        Draw the table in the <a href={toolHref(boardTool, {})}>board tool</a>, copy its link and paste it here: each enemy’s situation and the next enemy then come from the board. Without a board,
        tick each situation and pick who goes next.
      </p>
      <div className="kk-turn-model">
        <div className="tk-field">
          <label className="tk-label" htmlFor={`${id}-board`}>
            Board link
          </label>
          <input id={`${id}-board`} className="tk-input" type="url" value={boardLink} onChange={(e) => setBoardLink(e.currentTarget.value)} autoComplete="off" />
        </div>
        <button type="button" className="kk-button kk-button-secondary" disabled={!boardLink.trim()} onClick={useBoard}>
          Use this board
        </button>
        {state.board && (
          <button type="button" className="kk-button kk-button-secondary" onClick={() => act(() => ({ ...state, board: null }))}>
            Play without the board
          </button>
        )}
      </div>

      <h3>Characters</h3>
      <ul className="kk-turn-models">
        {state.characters.map((c) => {
          const full = data.archetypes.find((a) => a.id === c.archetype)?.grit ?? 1;
          return (
            <li key={c.id} className="kk-turn-model">
              <ModelFields
                id={c.id}
                name={c.name}
                kind={c.archetype}
                kinds={data.archetypes}
                kindLabel="Archetype"
                gritLost={c.gritLost}
                fullGrit={full}
                onName={(n) => act(() => rename(state, c.id, n))}
                onKind={(k) => act(() => setKind(state, data, c.id, k))}
                onGrit={(g) => act(() => setGritLost(state, data, c.id, g))}
                onRemove={() => act(() => removeModel(state, c.id))}
              />
            </li>
          );
        })}
      </ul>
      <div className="kk-turn-model">
        {select('New Character’s archetype', archetype, data.archetypes, (v) => setArchetype(v ?? ''))}
        <button type="button" className="kk-button" onClick={() => act(() => addCharacter(state, data, archetype))}>
          Add Character
        </button>
      </div>

      <h3>Enemies</h3>
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
        {select('New enemy’s type', type, data.enemyTypes, (v) => setType(v ?? ''))}
        <button type="button" className="kk-button" onClick={() => act(() => addEnemy(state, data, type))}>
          Add enemy
        </button>
      </div>
      <div className="kk-turn-buttons">
        <button type="button" className="kk-button kk-button-secondary" onClick={() => act(() => ({ ...emptyTurn(randomSeed()), ...pickSettings(state) }))}>
          Clear the table
        </button>
      </div>
    </details>
  );
}

const pickSettings = (s: TurnState) => ({ enemyFaction: s.enemyFaction, district: s.district, difficulty: s.difficulty, trait: s.trait, modifier: s.modifier });

function ModelFields(p: {
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
