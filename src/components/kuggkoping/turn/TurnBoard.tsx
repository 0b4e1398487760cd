/**
 * The enemy turn's board in the play view: drawn in place with the board tool's own grid
 * and palette (BoardGrid, Palette), or read from a board-tool link. Place puts the warband's
 * Characters (by name) and the enemies on it, Move moves a model (two taps: the model, its new
 * space), the paints draw terrain. Each change is reported with its step in words, so the play view
 * saves it in the game and Undo takes it back; the rules of it are src/games/kuggkoping/turn-board.ts.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { spaceLabel, type Space } from '../../../games/kuggkoping/board';
import { boardHash } from '../../../games/kuggkoping/board/link';
import { boardKey, type BoardTool } from '../../../games/kuggkoping/tools/board';
import { board as boardTool } from '../../../games/kuggkoping/tools/refs';
import { toolHref } from '../../../tools/links';
import { isInputError } from '../../../common/input-error';
import type { TurnData, TurnState } from '../../../games/kuggkoping/turn';
import {
  drawBoard,
  NEW_ENEMY,
  pressTurnBoard,
  resizeTurnBoard,
  turnBoardScene,
  turnBoardState,
  turnWithBoardLink,
  TURN_MODEL_TOOLS,
  TURN_PAINT_TOOLS,
  unplaced,
  withoutBoard,
  type TurnBoardTool,
} from '../../../games/kuggkoping/turn-board';
import { BoardGrid, gridKey } from '../tools/BoardGrid';
import { BoardSize, Palette } from '../tools/BoardPalette';
import { BoardLinkField } from './fields';
import '../tools/board.css';

export type TurnBoardChange = (turn: TurnState, step: string) => void;

const TOOLS: readonly BoardTool[] = [...TURN_MODEL_TOOLS, ...TURN_PAINT_TOOLS];
const isTurnTool = (t: BoardTool): t is TurnBoardTool => TOOLS.includes(t);

/** Draw a board or paste a board-tool link: shown while the turn has no board, and folded under it when it has one. */
function BoardLink({ data, turn, onChange, onNotes }: { data: TurnData; turn: TurnState; onChange: TurnBoardChange; onNotes: (notes: string[], problem: boolean) => void }) {
  const [link, setLink] = useState('');
  const use = () => {
    try {
      const r = turnWithBoardLink(turn, data, link);
      onChange(r.turn, `Enemy turn: the board from a link (${r.turn.board!.width} × ${r.turn.board!.height})`);
      onNotes(r.notes, false);
      setLink('');
    } catch (error) {
      if (!isInputError(error)) throw error;
      onNotes([error.message], true);
    }
  };
  return <BoardLinkField value={link} onChange={setLink} onUse={use} />;
}

export default function TurnBoard({ data, turn, onChange }: { data: TurnData; turn: TurnState; onChange: TurnBoardChange }) {
  const keysId = useId();
  const placeId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const [tool, setTool] = useState<TurnBoardTool>('place');
  const [place, setPlace] = useState<string | undefined>(undefined);
  const [carrying, setCarrying] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<{ text: string; problem: boolean }>({
    text: '',
    problem: false,
  });
  const [focus, setFocus] = useState<Space>({ x: 0, y: 0 });
  const scene = useMemo(() => (turn.board ? turnBoardScene(turn, data) : null), [turn, data]);
  const missing = unplaced(turn);
  // Place offers the first model not on the board yet, until the player picks another.
  const placing =
    place && (place.startsWith(NEW_ENEMY) || [...turn.characters, ...turn.enemies].some((m) => m.id === place)) ? place : (missing[0]?.id ?? `${NEW_ENEMY}${data.enemyTypes[0]?.id ?? ''}`);
  const notes = (list: string[], problem: boolean) => setStatus({ text: list.join(' '), problem });

  // A press redraws the turn anyway (a new step of the game), so the board's cells need no stable callback.
  const press = (space: Space, using: TurnBoardTool = tool) => {
    const r = pressTurnBoard(turn, data, space, {
      tool: using,
      place: placing,
      carrying,
    });
    setCarrying(r.carrying);
    if (!r.ok) {
      setStatus({ text: r.problem, problem: true });
      return;
    }
    if (r.place) setPlace(r.place);
    setStatus({ text: r.message, problem: false });
    if (r.step) onChange(r.turn, r.step);
  };

  if (!turn.board || !scene) {
    return (
      <section className="kk-turn-board" aria-label="Board">
        <p className="tk-note">
          Without a board, tick each enemy’s situation and pick who goes next. With one, each enemy’s situation and the next enemy come from it (<a href="/rulings/#k13">K13</a>): draw it here, or
          paste a link from the <a href={toolHref(boardTool, {})}>board tool</a>.
        </p>
        <div className="kk-turn-buttons">
          <button type="button" className="kk-button kk-button-secondary" onClick={() => onChange(drawBoard(turn), 'Enemy turn: a board drawn')}>
            Draw the board
          </button>
        </div>
        <BoardLink data={data} turn={turn} onChange={onChange} onNotes={notes} />
        {status.text && (
          <p className={status.problem ? 'kb-status kb-problem' : 'kb-status'} role="status">
            {status.text}
          </p>
        )}
      </section>
    );
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const key = gridKey(e, scene.width, scene.height, gridRef.current, setFocus);
    if (!key || key.moved) return;
    const { here } = key;
    const k = boardKey(e);
    if (k && 'cancel' in k && carrying !== undefined) {
      e.preventDefault();
      setCarrying(undefined);
      setStatus({ text: 'Put back where it stood.', problem: false });
    } else if (k && 'tool' in k && isTurnTool(k.tool)) {
      e.preventDefault();
      setTool(k.tool);
      press(here, k.tool);
    }
  };
  const at = {
    x: Math.min(focus.x, scene.width - 1),
    y: Math.min(focus.y, scene.height - 1),
  };
  const models = (list: { id: string; name: string; at?: Space }[]) =>
    list.map((m) => (
      <option key={m.id} value={m.id}>
        {m.name}
        {m.at ? ` (on ${spaceLabel(m.at)})` : ' (not on the board)'}
      </option>
    ));
  const { state } = turnBoardState(turn, data);
  /** Both palettes choose the tool the next press uses, and put down a model being carried. */
  const choose = (t: BoardTool) => {
    if (isTurnTool(t)) setTool(t);
    setCarrying(undefined);
  };

  return (
    <section className="kk-turn-board" aria-label="Board">
      <div className="kb-palettes">
        <Palette
          legend="Press a space to"
          tools={TURN_MODEL_TOOLS}
          chosen={tool}
          onChoose={choose}
        />
      </div>
      {tool === 'place' && (
        <div className="tk-field">
          <label className="tk-label" htmlFor={placeId}>
            Model to place
          </label>
          <select id={placeId} className="tk-input" value={placing} onChange={(e) => setPlace(e.currentTarget.value)}>
            <optgroup label="The warband’s Characters">{models(turn.characters)}</optgroup>
            {turn.enemies.length > 0 && <optgroup label="Enemies">{models(turn.enemies)}</optgroup>}
            <optgroup label="A new enemy">
              {data.enemyTypes.map((t) => (
                <option key={t.id} value={`${NEW_ENEMY}${t.id}`}>
                  New {t.name}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
      )}
      {missing.length > 0 && (
        <p className="tk-note kk-turn-unplaced">Not on the board yet: {missing.map((m) => m.name).join(', ')}. Until every model stands on it, tick each situation and pick who goes next.</p>
      )}
      <div className="kb-board-area">
        <BoardGrid scene={scene} focus={at} onPress={press} onFocusSpace={setFocus} onKeyDown={onKeyDown} gridRef={gridRef} keysHelpId={keysId} />
        <p className={status.problem ? 'kb-status kb-problem' : 'kb-status'} role="status">
          {status.text}
        </p>
        <ul className="kb-legend tk-note">
          {scene.legend.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </div>
      <details className="kk-turn-move">
        <summary>Terrain, size and link</summary>
        <div className="kb-palettes">
          <Palette
            legend="Paint"
            tools={TURN_PAINT_TOOLS}
            chosen={tool}
            onChoose={choose}
          />
        </div>
        <p id={keysId} className="tk-note kb-keys">
          Keys on the board: arrows move; Enter or Space uses the chosen tool; p places, m moves, Delete takes a model off; b, c, d, 1, 2, 3 paint and 0 clears.
        </p>
        <BoardSize
          width={state.width}
          height={state.height}
          onResize={(width, height) => {
            try {
              const r = resizeTurnBoard(turn, data, width, height);
              const size = `${r.turn.board!.width} × ${r.turn.board!.height}`;
              onChange(r.turn, `Enemy turn: the board is ${size}`);
              setStatus({ text: `The board is now ${size}.${r.dropped.length ? ` Taken off beyond the edge: ${r.dropped.join(', ')}; Undo brings them back.` : ''}`, problem: false });
            } catch (error) {
              if (!isInputError(error)) throw error;
              setStatus({ text: error.message, problem: true });
            }
          }}
        />
        <p>
          <a href={`${toolHref(boardTool, {})}${boardHash(state)}`}>Open this board in the board tool</a> (lines of sight, cover, moves).
        </p>
        <p className="tk-note">A board-tool link replaces this board: its Characters stand in for the warband’s by name, then in order.</p>
        <BoardLink data={data} turn={turn} onChange={onChange} onNotes={notes} />
        <div className="kk-turn-buttons">
          <button type="button" className="kk-button kk-button-secondary" onClick={() => onChange(withoutBoard(turn), 'Enemy turn: the board put away')}>
            Play without the board
          </button>
        </div>
      </details>
    </section>
  );
}
