/**
 * Kuggköping's enemy turn, self-contained: it takes the turn's data and state as props and
 * reports every change through onChange, so the enemy-activation page's whole-turn mode and the play
 * view both embed it. The rules live in src/games/kuggkoping/turn.ts; this only renders and collects.
 *
 * Two taps per enemy: Roll, then Next enemy (or the tied enemy picked, or without a board the enemy
 * picked). A roll keeps the situation it was made in; when the situation changes, the result is shown
 * as the earlier situation's and the button says Roll again.
 */
import { useId, useState, type ReactNode } from 'react';
import { formatPercent } from '../../../common/numbers';
import { isInputError } from '../../../common/input-error';
import { spaceLabel } from '../../../games/kuggkoping/board';
import { fightMove, lootMove } from '../../../games/kuggkoping/turn-board';
import {
  afterCharacter,
  attackNote,
  candidates,
  choose,
  characterProfile,
  claimGizmo,
  enemyProfile,
  enemyProfileLine,
  factionIn,
  fightTargets,
  moveModel,
  nextEnemy,
  outcome,
  placeGizmo,
  rollEnemy,
  scatterFor,
  setInsignificant,
  setTicks,
  situations,
  standUp,
  typeRoll,
  usesBoard,
  type Situation,
  type TurnData,
  type TurnEnemy,
  type TurnState,
  type TurnStep,
} from '../../../games/kuggkoping/turn';
import '../../tools/tools.css';
import '../tools/kuggkoping-tools.css';
import { boardColumns, boardRows, SetupSelect } from './fields';
import './turn.css';

export interface EnemyTurnProps {
  data: TurnData;
  state: TurnState;
  /** A change, with the words for the game's log when the turn has its own (a stand-up roll, damage). */
  onChange: (state: TurnState, step?: string) => void;
  /** A heading level for the enemy now activating (the page's outline decides). */
  headingLevel?: 2 | 3 | 4;
  /** A board to show instead of the read-only one (the play view's board drawn in place). */
  boardView?: ReactNode;
}

const situationText = (s: Situation) => [s.lineOfSight ? 'sees a Character' : 'sees no Character', s.adjacent ? 'adjacent' : 'not adjacent'].join(', ');

/** Calls a turn change, turning a refused change (an InputError) into a message; anything else is a bug and thrown on. */
export function useGuard(onChange: (s: TurnState, step?: string) => void): [string | null, (f: () => TurnState | TurnStep) => void] {
  const [error, setError] = useState<string | null>(null);
  return [
    error,
    (f) => {
      try {
        const next = f();
        if ('step' in next && 'state' in next) onChange(next.state, next.step);
        else onChange(next);
        setError(null);
      } catch (e) {
        if (isInputError(e)) setError(e.message);
        else throw e;
      }
    },
  ];
}

export default function EnemyTurn({ data, state, onChange, headingLevel = 3, boardView }: EnemyTurnProps) {
  const [error, act] = useGuard(onChange);
  const now = situations(state);
  const board = usesBoard(state);
  const next = candidates(state);
  const current = state.enemies.find((e) => e.id === state.current);
  const name = (id: string) => state.enemies.find((e) => e.id === id)?.name ?? id;
  const H = `h${headingLevel}` as const;

  let nextControls: ReactNode;
  if (next.length === 0) {
    nextControls = current ? (
      <button type="button" className="kk-button" onClick={() => act(() => nextEnemy(state))}>
        Done: every enemy has activated
      </button>
    ) : null;
  } else if (next.length === 1 && (board || !current)) {
    nextControls = (
      <button type="button" className="kk-button" onClick={() => act(() => nextEnemy(state, next[0]))}>
        Next enemy: {name(next[0]!)}
      </button>
    );
  } else {
    nextControls = (
      <div className="kk-turn-picks" role="group" aria-label={board ? 'Tied for next: pick one' : 'Who goes next'}>
        <p className="kk-turn-pick-note">{board ? `${next.length} enemies are equally close: pick the next one.` : 'Pick the enemy closest to a Character.'}</p>
        {next.map((id) => (
          <button key={id} type="button" className="kk-button kk-button-secondary" onClick={() => act(() => nextEnemy(state, id))}>
            Next: {name(id)}
          </button>
        ))}
      </div>
    );
  }

  return (
    <div className="kk-turn" data-testid="enemy-turn">
      <p className="kk-turn-meta">
        Seed <span className="kk-seed">{state.seed}</span> · {state.order.length} of {state.enemies.length} enemies activated
        {board ? ' · situations and order from the board' : ' · tick each situation, pick who goes next'}
      </p>
      {boardView ?? (board && <BoardMarks state={state} />)}
      {!boardView && board && <MoveModel state={state} act={act} />}
      <div className="kk-turn-now" aria-live="polite">
        {current ? (
          <CurrentEnemy data={data} state={state} enemy={current} situation={now.get(current.id)!} board={board} act={act} H={H} />
        ) : state.enemies.length === 0 ? (
          <p>Add the enemies on the table to start.</p>
        ) : next.length === 0 ? (
          <p className="kk-roll-result">Every enemy has activated this turn.</p>
        ) : null}
        {error && (
          <p className="kk-turn-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="kk-turn-next">{nextControls}</div>
      <CharacterList data={data} state={state} act={act} />
      {state.board && <Gizmos data={data} state={state} act={act} />}
      <EnemyList data={data} state={state} now={now} />
    </div>
  );
}

function CurrentEnemy({
  data,
  state,
  enemy,
  situation,
  board,
  act,
  H,
}: {
  data: TurnData;
  state: TurnState;
  enemy: TurnEnemy;
  situation: Situation;
  board: boolean;
  act: (f: () => TurnState | TurnStep) => void;
  H: 'h2' | 'h3' | 'h4';
}) {
  const dieId = useId();
  const [typed, setTyped] = useState('');
  const p = enemyProfile(state, data, enemy);
  const o = outcome(state, data, enemy.id);
  const attacks = o && !o.stale && (o.result === 'fight' || o.result === 'rage');
  const scatter = scatterFor(state, data, enemy.id);
  const loot = o && !o.stale && o.result === 'looting' ? lootMove(state, data, enemy.id) : null;
  const others = state.enemies.filter((x) => !x.activated && x.id !== enemy.id);
  return (
    <section className="kk-turn-current" aria-label={`${enemy.name} activates`}>
      <H className="kk-turn-title">
        {enemy.name}
        {enemy.at ? ` (${spaceLabel(enemy.at)})` : ''} activates
      </H>
      <p className="kk-turn-order">{afterCharacter(state) ? `After Character activation ${state.order.length + 1} of ${state.characters.length}.` : 'No Characters left to activate: the enemies go one by one.'}</p>
      <p className="kk-turn-profile">{enemyProfileLine(p)}</p>
      {enemy.down && <StandUp state={state} data={data} enemy={enemy} board={board} act={act} />}
      {enemy.down ? null : board ? (
        <p className="kk-turn-situation">From the board: {situationText(situation)}.</p>
      ) : (
        <fieldset className="kk-turn-ticks">
          <legend>Situation</legend>
          <label className="tk-check-label">
            <input type="checkbox" checked={enemy.ticks.lineOfSight} onChange={(e) => act(() => setTicks(state, enemy.id, { lineOfSight: e.currentTarget.checked }))} />
            Sees a Character
          </label>
          <label className="tk-check-label">
            <input type="checkbox" checked={enemy.ticks.adjacent} onChange={(e) => act(() => setTicks(state, enemy.id, { adjacent: e.currentTarget.checked }))} />
            Adjacent to a Character
          </label>
        </fieldset>
      )}
      {!board && !o && others.length > 0 && (
        <SetupSelect
          label="Another enemy goes instead"
          value={null}
          options={others}
          none={`Keep ${enemy.name}`}
          onChange={(v) => {
            if (v) act(() => choose(state, v));
          }}
        />
      )}
      {!enemy.down && (
        <div className="kk-roller-controls">
          <button type="button" className="kk-button" onClick={() => act(() => rollEnemy(state, enemy.id))}>
            {o?.stale ? 'Roll again' : o ? 'Roll again' : 'Roll'}
          </button>
          <div className="tk-field">
            <label className="tk-label" htmlFor={dieId}>
              Or a real die’s face
            </label>
            <input id={dieId} className="tk-input kk-turn-face" type="number" inputMode="numeric" min={1} max={6} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
          </div>
          <button type="button" className="kk-button kk-button-secondary" disabled={typed.trim() === ''} onClick={() => act(() => typeRoll(state, enemy.id, Number(typed)))}>
            Use this face
          </button>
        </div>
      )}
      {o && (
        <div className={o.stale ? 'kk-roll kk-roll-stale' : 'kk-roll'} data-testid="turn-result">
          <span className="kk-die" aria-hidden="true">
            {o.face}
          </span>
          <div className="kk-turn-result">
            <p className="kk-roll-result">
              {o.stale && <span className="kk-roll-earlier">Earlier situation: </span>}
              {o.name}
            </p>
            <p>
              {o.sum}
              {o.typed ? ' (a real die)' : ''}.
            </p>
            {o.stale ? (
              <p className="kk-roll-stale-note">Rolled when it {situationText(o.situation)}; now it {situationText(situation)}. Roll again for this situation.</p>
            ) : (
              <ul className="kk-turn-notes">
                {o.notes.map((n) => (
                  <li key={n.name}>
                    <strong>{n.name}:</strong> {n.text} <a href={n.href}>The rule: {n.name}</a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
      {scatter && (
        <p className="kk-turn-move-to" data-testid="turn-scatter">
          Rolled: {scatter.text}
        </p>
      )}
      {loot && (
        <p className="kk-turn-move-to" data-testid="turn-loot">
          {loot.text}
          {loot.allPass < 1 ? ` Its move tests all pass ${formatPercent(loot.allPass)} of the time.` : ''}{' '}
          {loot.claims && (
            <button type="button" className="kk-button kk-button-secondary" onClick={() => act(() => claimGizmo(state, data, loot.gizmo, enemy.id))}>
              {enemy.name} claims it
            </button>
          )}
        </p>
      )}
      {attacks && <Attacks data={data} state={state} enemy={enemy} rage={o.result === 'rage'} />}
    </section>
  );
}

/** A knocked-down Draugar's roll to stand up, in place of its activation roll until it stands. */
function StandUp({ data, state, enemy, board, act }: { data: TurnData; state: TurnState; enemy: TurnEnemy; board: boolean; act: (f: () => TurnState | TurnStep) => void }) {
  const uid = useId();
  const [typed, setTyped] = useState('');
  const [friends, setFriends] = useState(0);
  const p = enemyProfile(state, data, enemy);
  return (
    <div className="kk-turn-standup">
      <p>
        Knocked down at 0 grit: it rolls 1 D6 to stand up, +1 for each friendly model adjacent, against its own Defence {p.type.defence}+ (a 1 always fails). It stands with 1 grit and
        activates as usual, or, with no gadget to lose, is killed.
      </p>
      {!board && (
        <div className="tk-field">
          <label className="tk-label" htmlFor={`${uid}-friends`}>
            Friendly models adjacent
          </label>
          <input id={`${uid}-friends`} className="tk-input kk-turn-face" type="number" min={0} max={8} value={friends} onChange={(e) => setFriends(Math.max(0, Math.min(8, Number(e.currentTarget.value) || 0)))} />
        </div>
      )}
      <div className="kk-roller-controls">
        <button type="button" className="kk-button" onClick={() => act(() => standUp(state, data, enemy.id, undefined, friends))}>
          Roll to stand up
        </button>
        <div className="tk-field">
          <label className="tk-label" htmlFor={`${uid}-face`}>
            Or a real die’s face
          </label>
          <input id={`${uid}-face`} className="tk-input kk-turn-face" type="number" inputMode="numeric" min={1} max={6} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
        </div>
        <button type="button" className="kk-button kk-button-secondary" disabled={typed.trim() === ''} onClick={() => act(() => standUp(state, data, enemy.id, Number(typed), friends))}>
          Use this face
        </button>
      </div>
    </div>
  );
}

function Attacks({ data, state, enemy, rage }: { data: TurnData; state: TurnState; enemy: TurnEnemy; rage: boolean }) {
  const selectId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const pick = fightTargets(state, data, enemy.id);
  const target = picked && pick.allowed.includes(picked) ? picked : pick.target;
  if (!target) return <p className="tk-note">No Character it may pick as a target: every Character is knocked down, or an Insignificant Gofer that is not the only model next to it.</p>;
  const note = attackNote(state, data, enemy.id, target, rage);
  const name = (id: string) => state.characters.find((c) => c.id === id)?.name ?? id;
  // Rage: +1 move (KB 1794-1796); Gnoblins on Rage are placed next to the target instead (the rule note says so).
  const placed = rage && !enemyProfile(state, data, enemy).type.boss && factionIn(state, data)?.rules.rageAdjacentPlacement;
  const move = placed ? null : fightMove(state, data, enemy.id, target, rage ? 1 : 0);
  return (
    <section className="kk-turn-attack" aria-label="Attacks both ways">
      {pick.tied.length > 1 && !picked && (
        <p className="tk-note">
          {pick.tied.map(name).join(' and ')} are equally close: the die picked {name(pick.target!)} (the book decides at random; pick another if you rolled your own).
        </p>
      )}
      {pick.byHand && pick.allowed.length > 1 && <p className="tk-note">Without a board the turn cannot tell who is nearest: pick the nearest Character it sees.</p>}
      {pick.allowed.length > 1 && (
        <div className="tk-field">
          <label className="tk-label" htmlFor={selectId}>
            It goes for
          </label>
          <select id={selectId} className="tk-input" value={target} onChange={(e) => setPicked(e.currentTarget.value)}>
            {pick.allowed.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p>
        <strong>{formatPercent(note.takesOut)}</strong> chance {enemy.name} takes {note.character} out in its attack action{rage ? ' (Rage: +1 die and +1 move)' : ''}.{' '}
        <a href={note.href}>Attack odds for this attack</a>
      </p>
      <p>
        {note.counterTakesOut === undefined ? (
          <>{note.character}’s gear cannot hurt it (K8), so its counterattacks deal no damage. </>
        ) : (
          <>
            <strong>{formatPercent(note.counterTakesOut)}</strong> chance {note.character}’s counterattacks take it out first (K9: they hit on {note.counterHitOn}+ unless a Tinker dice is discarded).{' '}
          </>
        )}
        <a href={note.counterHref}>Attack odds for one counterattack</a>
      </p>
      {move && (
        <p className="kk-turn-move-to">
          {move.text}
          {move.allPass < 1 ? ` Its move tests all pass ${formatPercent(move.allPass)} of the time.` : ''}
        </p>
      )}
      <p className="tk-note">Set-up: {note.setup}.</p>
      {note.problems.map((p) => (
        <p key={p} className="tk-note">
          {p}
        </p>
      ))}
    </section>
  );
}

/** The Characters as the turn reads them: knocked down (K17) or standing, and a Gofer's Insignificant (K20). */
function CharacterList({ data, state, act }: { data: TurnData; state: TurnState; act: (f: () => TurnState | TurnStep) => void }) {
  if (state.characters.length === 0) return null;
  return (
    <section className="kk-turn-list" aria-label="Characters this turn">
      <ul className="kk-turn-characters">
        {state.characters.map((c) => {
          const p = characterProfile(data, c);
          const canHide = data.archetypes.find((a) => a.id === c.archetype)?.insignificant === true;
          return (
            <li key={c.id}>
              <strong>{c.name}</strong>
              {c.at ? ` (${spaceLabel(c.at)})` : ''}:{' '}
              {c.down ? 'knocked down: no target, not seen, not counted as closest (K17); it still takes its activation to roll its recovery' : `${p.grit - c.gritLost} of ${p.grit} grit, Defence ${p.defence}+`}
              {canHide && !c.down && (
                <label className="tk-check-label">
                  <input type="checkbox" checked={c.insignificant === true} onChange={(e) => act(() => setInsignificant(state, c.id, e.currentTarget.checked))} />
                  Insignificant until its next activation (K20)
                </label>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function EnemyList({ data, state, now }: { data: TurnData; state: TurnState; now: Map<string, Situation> }) {
  return (
    <section className="kk-turn-list" aria-label="Enemies this turn">
      <table className="tk-table">
        <caption>Enemies this turn</caption>
        <thead>
          <tr>
            <th scope="col">Enemy</th>
            <th scope="col">Situation</th>
            <th scope="col">Roll</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {state.enemies.map((e) => {
            const o = outcome(state, data, e.id);
            const s = now.get(e.id)!;
            const status = `${e.activated ? `Activated (${state.order.indexOf(e.id) + 1})` : e.id === state.current ? 'Activating now' : 'Waiting'}${e.down ? ', knocked down' : ''}`;
            return (
              <tr key={e.id} className={e.id === state.current ? 'kk-turn-row-now' : e.activated ? 'kk-turn-row-done' : undefined}>
                <th scope="row">
                  {e.name}
                  {e.at ? ` (${spaceLabel(e.at)})` : ''}
                </th>
                <td>{[s.lineOfSight ? '+sight' : '', s.adjacent ? '+adjacent' : ''].filter(Boolean).join(' ') || '—'}</td>
                <td>{o ? `${o.face}: ${o.name}${o.stale ? ' (earlier situation)' : ''}` : '—'}</td>
                <td>{status}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** The Gizmo markers on the board: placed by the mission, left where a model is killed, claimed by the warband or an enemy. */
function Gizmos({ data, state, act }: { data: TurnData; state: TurnState; act: (f: () => TurnState | TurnStep) => void }) {
  const b = state.board!;
  const [col, setCol] = useState(0);
  const [row, setRow] = useState(0);
  const gizmos = state.gizmos ?? [];
  return (
    <section className="kk-turn-list" aria-label="Gizmo markers">
      <p>
        <strong>Gizmo markers:</strong> {gizmos.length === 0 ? 'none on the board' : gizmos.map(spaceLabel).join(', ')}
      </p>
      {gizmos.length > 0 && (
        <ul className="kk-turn-characters">
          {gizmos.map((g) => (
            <li key={spaceLabel(g)}>
              <button type="button" className="kk-button kk-button-secondary" onClick={() => act(() => claimGizmo(state, data, g, 'warband'))}>
                The warband claims the Gizmo on {spaceLabel(g)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="kk-turn-model">
        <SetupSelect label="Gizmo column" value={String(col)} options={boardColumns(b.width)} onChange={(v) => setCol(Number(v))} />
        <SetupSelect label="Gizmo row" value={String(row)} options={boardRows(b.height)} onChange={(v) => setRow(Number(v))} />
        <button type="button" className="kk-button kk-button-secondary" onClick={() => act(() => placeGizmo(state, { x: col, y: row }))}>
          Place a Gizmo
        </button>
      </div>
    </section>
  );
}

/** The board, read-only: terrain letters, model tags, the enemy activating now and those done. */
function BoardMarks({ state }: { state: TurnState }) {
  const b = state.board!;
  const at = new Map<string, { tag: string; cls: string; name: string }>();
  const key = (x: number, y: number) => `${x},${y}`;
  state.characters.forEach((c, i) => c.at && at.set(key(c.at.x, c.at.y), { tag: `C${i + 1}`, cls: 'kk-tb-character', name: c.name }));
  state.enemies.forEach((e, i) => {
    if (!e.at) return;
    const cls = e.id === state.current ? 'kk-tb-enemy kk-tb-now' : e.activated ? 'kk-tb-enemy kk-tb-done' : 'kk-tb-enemy';
    at.set(key(e.at.x, e.at.y), { tag: `${e.activated ? '✓' : e.id === state.current ? '▶' : 'E'}${i + 1}`, cls, name: e.name });
  });
  const terrain = new Map(b.terrain.map((t) => [key(t.x, t.y), t]));
  const gizmoAt = new Set((state.gizmos ?? []).map((g) => key(g.x, g.y)));
  const letter = (x: number, y: number) => {
    if (gizmoAt.has(key(x, y))) return 'G';
    const t = terrain.get(key(x, y));
    if (!t) return '';
    return t.kind === 'elevated' ? String(t.height ?? 1) : t.kind[0]!;
  };
  const summary = [
    ...state.enemies.filter((e) => e.at).map((e) => `${e.name} at ${spaceLabel(e.at!)}${e.id === state.current ? ', activating now' : e.activated ? ', activated' : ''}`),
    ...state.characters.filter((c) => c.at).map((c) => `${c.name} at ${spaceLabel(c.at!)}`),
  ].join('; ');
  return (
    <div className="kk-tb-wrap">
      <div className="kk-tb" role="img" aria-label={`The board, ${b.width} by ${b.height}: ${summary}.`} style={{ gridTemplateColumns: `repeat(${b.width}, 2rem)` }}>
        {Array.from({ length: b.height }, (_, y) =>
          Array.from({ length: b.width }, (_, x) => {
            const m = at.get(key(x, y));
            const t = terrain.get(key(x, y));
            return (
              <span key={key(x, y)} className={`kk-tb-cell${t ? ` kk-tb-${t.kind}` : ''}`}>
                {m ? <span className={`kk-tb-model ${m.cls}`}>{m.tag}</span> : <span className="kk-tb-letter">{letter(x, y)}</span>}
              </span>
            );
          }),
        )}
      </div>
      <p className="tk-note">▶ activating now, ✓ activated, E waiting, C a Character; letters: b blocking, c cover, d dangerous, 1–3 a roof’s height, G a Gizmo.</p>
    </div>
  );
}

/** Moves a model on the board: each enemy's situation and the next enemy follow at once. */
function MoveModel({ state, act }: { state: TurnState; act: (f: () => TurnState | TurnStep) => void }) {
  const b = state.board!;
  const models = [...state.characters, ...state.enemies];
  const [who, setWho] = useState(models[0]?.id ?? '');
  const [col, setCol] = useState(0);
  const [row, setRow] = useState(0);
  return (
    <details className="kk-turn-move">
      <summary>Move a model</summary>
      <div className="kk-turn-model">
        <SetupSelect label="Model" value={who} options={models.map((m) => ({ id: m.id, name: `${m.name}${m.at ? ` (${spaceLabel(m.at)})` : ''}` }))} onChange={(v) => setWho(v ?? '')} />
        <SetupSelect label="Column" value={String(col)} options={boardColumns(b.width)} onChange={(v) => setCol(Number(v))} />
        <SetupSelect label="Row" value={String(row)} options={boardRows(b.height)} onChange={(v) => setRow(Number(v))} />
        <button type="button" className="kk-button kk-button-secondary" onClick={() => act(() => moveModel(state, who, { x: col, y: row }))}>
          Move it there
        </button>
      </div>
    </details>
  );
}
