/**
 * The enemy-activation page's "Whole turn" mode, for players without a saved warband: set up the
 * Characters and enemies on the table (or open a board-tool link, #board=…), then run the turn with
 * EnemyTurn. The turn is kept in the session under a versioned key (a reload comes back to the same
 * enemy; a damaged entry is ignored, never a crash; one saved by a newer version of the site is kept as
 * it is, with a notice, until the player changes something here), and can be sent as a #turn=… link.
 */
import { useEffect, useState } from 'react';
import { randomSeed } from '../../../engine';
import { rememberMode, sessionStore } from './mode';
import { toolHref } from '../../../tools/links';
import { board as boardTool } from '../../../games/kuggkoping/tools/refs';
import { InputError } from '../../../common/input-error';
import {
  emptyTurn,
  newRound,
  readStoredTurn,
  readTurnHash,
  turnHash,
  turnJson,
  TURN_STORAGE_KEY,
  type TurnData,
  type TurnState,
} from '../../../games/kuggkoping/turn';
import EnemyTurn, { useGuard } from './EnemyTurn';
import { EnemiesSetup, TurnModels, TurnSettingsFields, type TurnAct } from './TurnSetup';
import { BoardLinkField } from './fields';

const session = sessionStore;

/**
 * The turn to start with: a link's, the session's, or a new one. It only reads: React may throw a
 * render away and run it again (a hydration or a lazy load interrupted by an input), and a render
 * that had already dropped the link from the address would read an empty turn the second time: the
 * likely cause of a CI run that opened a board link on an empty table. The address drops the link
 * once the turn is shown.
 */
function openingTurn(data: TurnData): { state: TurnState; note: string | null; linked: boolean; kept: boolean } {
  const linked = readTurnHash(window.location.hash, data, randomSeed());
  const stored = readStoredTurn(session()?.getItem(TURN_STORAGE_KEY) ?? null, data);
  // A turn a newer site kept in this tab is left as it is (not written over) until the player changes something here.
  const kept = stored?.ok === false && stored.newer === true;
  const keptNote = kept ? stored.error : null;
  if (linked?.ok) return { state: linked.state, note: keptNote, linked: true, kept };
  const state = stored?.ok ? stored.state : emptyTurn(randomSeed());
  return { state, note: [linked?.ok === false ? linked.error : null, keptNote].filter(Boolean).join(' ') || null, linked: linked !== null, kept };
}

export default function WholeTurn({ data }: { data: TurnData }) {
  const [{ state, note, linked, kept }, setAll] = useState(() => openingTurn(data));
  const setState = (s: TurnState) => setAll({ state: s, note: null, linked, kept: false });
  useEffect(() => {
    // Shown: a link read into the turn leaves the address, so a reload reads the session.
    if (linked) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, [linked]);
  useEffect(() => {
    try {
      if (!kept) session()?.setItem(TURN_STORAGE_KEY, turnJson(state));
      // A reload comes back to the whole turn, however it was opened (a link, or the mode button).
      rememberMode('turn');
    } catch {
      // A full or switched-off storage only loses the reload; the turn goes on.
    }
  }, [state, kept]);
  const [error, act] = useGuard(setState);
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

function Setup({ data, state, act }: { data: TurnData; state: TurnState; act: TurnAct }) {
  const [boardLink, setBoardLink] = useState('');
  // Open while the table is empty; from then on the reader opens and closes it.
  const [open, setOpen] = useState(state.enemies.length === 0);
  const useBoard = () =>
    act(() => {
      const hash = boardLink.slice(boardLink.indexOf('#') + 1);
      const read = readTurnHash(hash.startsWith('board=') ? hash : `board=${hash}`, data, state.seed);
      if (!read) throw new InputError('Paste a link from the board tool: its address ends in #board=….');
      if (!read.ok) throw new InputError(read.error);
      return { ...read.state, ...pickSettings(state) };
    });
  return (
    <details className="kk-turn-setup" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <strong>Set up the turn</strong>: {state.characters.length} Characters, {state.enemies.length} enemies{state.board ? `, a ${state.board.width} × ${state.board.height} board` : ', no board'}
      </summary>
      <TurnSettingsFields data={data} state={state} act={act} />

      <h3>Board (optional)</h3>
      <p className="tk-note">
        Draw the table in the <a href={toolHref(boardTool, {})}>board tool</a>, copy its link and paste it here: each enemy’s situation and the next enemy then come from the board. Without a board,
        tick each situation and pick who goes next.
      </p>
      <BoardLinkField value={boardLink} onChange={setBoardLink} onUse={useBoard}>
        {state.board && (
          <button type="button" className="kk-button kk-button-secondary" onClick={() => act(() => ({ ...state, board: null }))}>
            Play without the board
          </button>
        )}
      </BoardLinkField>

      <h3>Characters</h3>
      <TurnModels side="characters" data={data} state={state} act={act} />

      <EnemiesSetup data={data} state={state} act={act} />
      <div className="kk-turn-buttons">
        <button type="button" className="kk-button kk-button-secondary" onClick={() => act(() => ({ ...emptyTurn(randomSeed()), ...pickSettings(state) }))}>
          Clear the table
        </button>
      </div>
    </details>
  );
}

const pickSettings = (s: TurnState) => ({ enemyFaction: s.enemyFaction, district: s.district, difficulty: s.difficulty, hardRule: s.hardRule, traits: s.traits, modifier: s.modifier });
