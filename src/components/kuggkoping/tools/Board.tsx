/**
 * The Kuggköping board island: paint terrain, place models, pick an attacker and a target, and read
 * the board's verdict in words beside it. It only collects input and draws: every change is a pure
 * function of the adapter (src/games/kuggkoping/tools/board.ts), the picture and the words come from
 * board-scene.ts, and the state lives in the page address (#board=…, board/link.ts), so a board can
 * be shared. Edits can be undone; selecting and switching views are not edits.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CountField, HowComputed, RadioGroup, ResultBlocks, SelectField, ToolFailure, ToolShell, type RuleLink } from '../../tools';
import type { Space } from '../../../games/kuggkoping/board';
import { resizeBoard, updateModel } from '../../../games/kuggkoping/board/edit';
import { boardHash, readBoardHash } from '../../../games/kuggkoping/board/link';
import { checkBoardSetup, emptyBoardState, MAX_MOVE, MAX_RANGE, modelAt, modelName, type BoardState, type BoardView } from '../../../games/kuggkoping/board/state';
import {
  boardKey,
  clearBoard,
  commit,
  MODEL_TOOLS,
  PAINT_TOOLS,
  pressSpace,
  selectAs,
  swapSelection,
  undo,
  type BoardHistory,
  type BoardTool,
  type BoardToolData,
  type PressResult,
} from '../../../games/kuggkoping/tools/board';
import { boardScene, type BoardScene } from '../../../games/kuggkoping/tools/board-scene';
import { BoardGrid, gridKey } from './BoardGrid';
import { BoardSize, Palette } from './BoardPalette';
import './board.css';

/** useLayoutEffect in the browser (read the link before the first paint); useEffect on the server. */
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const VIEW_OPTIONS: { value: BoardView; label: string }[] = [
  { value: 'sight', label: 'Line of sight' },
  { value: 'visible', label: 'What it sees' },
  { value: 'watchers', label: 'Who sees each space' },
  { value: 'reach', label: 'Where it can go' },
];
/** The selected model's numbers the tool lets the reader change, each edited the same way. */
const MODEL_STATS = [
  { stat: 'move', label: 'Move', max: MAX_MOVE },
  { stat: 'range', label: 'Range', max: MAX_RANGE },
] as const;

interface PageState {
  history: BoardHistory;
  /** The link has been read: until then the tool shows its loading line. */
  ready: boolean;
  linkProblems: string[];
  tool: BoardTool;
  /** The model Move has picked up. */
  carrying?: number;
  status: { text: string; problem: boolean };
  /** The example on the board, until the next edit. */
  exampleId?: string;
}

/** The page after a press: the new state (an edit kept for undo), or the problem in the status line. */
function afterPress(p: PageState, r: PressResult): PageState {
  if (!r.ok) return { ...p, carrying: r.carrying, status: { text: r.problem, problem: true } };
  return {
    ...p,
    history: commit(p.history, r.state, r.edit),
    carrying: r.carrying,
    status: { text: r.message, problem: false },
    exampleId: r.edit ? undefined : p.exampleId,
  };
}

export default function Board({ data, links, children }: { data: BoardToolData; links: RuleLink[]; children?: ReactNode }) {
  const [page, setPage] = useState<PageState>(() => ({ history: { past: [], present: emptyBoardState() }, ready: false, linkProblems: [], tool: 'blocking', status: { text: '', problem: false } }));
  const [profileId, setProfileId] = useState(data.profiles[0]?.id ?? '');
  const [focus, setFocus] = useState<Space>({ x: 0, y: 0 });
  const gridRef = useRef<HTMLDivElement>(null);
  const keysHelpId = useId();
  const state = page.history.present;
  const profile = data.profiles.find((p) => p.id === profileId);

  /** Reads a `#board=` address: on opening (replacing the default board) or after a link on the page (an edit, undoable). */
  const load = useCallback(
    (hash: string, opening: boolean) => {
      const d = readBoardHash(hash);
      if (d === null) return;
      setPage((p) => {
        if (!d.ok) return { ...p, ready: true, linkProblems: [d.error] };
        const example = data.examples.find((e) => e.hash === hash);
        const said = example ? `Example loaded: ${example.title}.` : 'Board loaded from the link.';
        return {
          ...p,
          ready: true,
          linkProblems: d.warnings,
          history: opening ? { past: [], present: d.state } : commit(p.history, d.state, true),
          tool: d.state.models.length > 0 ? 'select' : p.tool,
          carrying: undefined,
          exampleId: example?.id,
          status: { text: opening ? '' : `${said} Undo brings back the board before it.`, problem: false },
        };
      });
    },
    [data.examples],
  );

  useBeforePaint(() => {
    load(window.location.hash, true);
    setPage((p) => (p.ready ? p : { ...p, ready: true }));
    const onHash = () => load(window.location.hash, false);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [load]);

  // Every change goes into the address (no history entry per change); the board as opened stays as it was linked.
  const lastWritten = useRef<string | null>(null);
  useEffect(() => {
    if (!page.ready) return;
    const hash = boardHash(state);
    if (lastWritten.current === null || lastWritten.current === hash) {
      lastWritten.current = hash;
      return;
    }
    lastWritten.current = hash;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }, [page.ready, state]);

  const scene = useMemo((): { ok: true; scene: BoardScene } | { ok: false; error: Error } => {
    try {
      return { ok: true, scene: boardScene(state, checkBoardSetup(state).board) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, [state]);
  const failure = scene.ok ? undefined : scene.error;
  useEffect(() => {
    if (failure) console.error('The board failed to draw its state:', failure);
  }, [failure]);

  const press = useCallback(
    (space: Space) =>
      setPage((p) => afterPress(p, pressSpace(p.history.present, space, { tool: p.tool, profile, carrying: p.carrying }))),
    [profile],
  );
  const undoEdit = useCallback(
    () =>
      setPage((p) =>
        p.history.past.length === 0
          ? { ...p, status: { text: 'Nothing to undo.', problem: true } }
          : { ...p, history: undo(p.history), carrying: undefined, exampleId: undefined, status: { text: 'Undone.', problem: false } },
      ),
    [],
  );
  const chooseTool = (tool: BoardTool) => setPage((p) => ({ ...p, tool, carrying: undefined }));
  const setState = (next: BoardState, edit: boolean, text: string) =>
    setPage((p) => ({ ...p, history: commit(p.history, next, edit), status: { text, problem: false }, exampleId: edit ? undefined : p.exampleId }));

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const key = gridKey(e, state.width, state.height, gridRef.current, setFocus);
    if (!key || key.moved) return;
    const { here } = key;
    const k = boardKey(e);
    if (!k) return;
    e.preventDefault();
    if ('undo' in k) undoEdit();
    else if ('cancel' in k) setPage((p) => (p.carrying === undefined ? p : { ...p, carrying: undefined, status: { text: 'Put back where it stood.', problem: false } }));
    else if ('select' in k) setPage((p) => afterPress(p, selectAs(p.history.present, here, k.select)));
    else setPage((p) => afterPress({ ...p, tool: k.tool, carrying: k.tool === p.tool ? p.carrying : undefined }, pressSpace(p.history.present, here, { tool: k.tool, profile, carrying: k.tool === p.tool ? p.carrying : undefined })));
  };

  const at = { x: Math.min(focus.x, state.width - 1), y: Math.min(focus.y, state.height - 1) };
  const selected = state.selection.attacker;
  const example = data.examples.find((e) => e.id === page.exampleId);

  return (
    <ToolShell title="The board" intro="Paint the table’s terrain, place the models, and ask the board what they can see and where they can go." linkProblems={page.linkProblems} ready={page.ready}>
      {!scene.ok ? (
        <ToolFailure message={scene.error.message} />
      ) : (
        <div className="kb-wrap">
          <div className="kb-layout">
            <div className="kb-tools">
              <div className="kb-palettes">
                <Palette legend="Press a space to" tools={MODEL_TOOLS} chosen={page.tool} onChoose={chooseTool} />
                <Palette legend="Paint" tools={PAINT_TOOLS} chosen={page.tool} onChoose={chooseTool} />
              </div>
              <div className="kb-tool-row">
                <SelectField
                  label="Model to place"
                  value={profileId}
                  options={data.profiles.map((p) => ({ value: p.id, label: `${p.name} (${p.side === 'character' ? 'Character' : 'enemy'}, Move ${p.move}, Range ${p.range})` }))}
                  onChange={(id) => {
                    setProfileId(id);
                    chooseTool('place');
                  }}
                />
                <div className="kb-buttons">
                  <button type="button" className="tk-button" onClick={undoEdit} disabled={page.history.past.length === 0}>
                    Undo
                  </button>
                  <button
                    type="button"
                    className="tk-button"
                    onClick={() => setState(clearBoard(state), true, 'Board cleared. Undo brings it back.')}
                    disabled={state.terrain.length === 0 && state.models.length === 0}
                  >
                    Clear board
                  </button>
                </div>
              </div>
            </div>

            <div className="kb-board-area">
              <BoardGrid scene={scene.scene} focus={at} onPress={press} onFocusSpace={setFocus} onKeyDown={onKeyDown} gridRef={gridRef} keysHelpId={keysHelpId} />
              <p className={page.status.problem ? 'kb-status kb-problem' : 'kb-status'} role="status">
                {page.status.text}
              </p>
              <ul className="kb-legend tk-note">
                {scene.scene.legend.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </div>

            <p className="kb-dock" aria-hidden="true">
              {scene.scene.headline}
            </p>

            <div className="kb-side">
              <RadioGroup legend="Show" name="kb-view" value={state.view} options={VIEW_OPTIONS} onChange={(view) => setState({ ...state, view }, false, '')} />
              <ResultBlocks blocks={scene.scene.blocks} />
              {example && (
                <p className="tk-note kb-example">
                  <strong>{example.title}.</strong> {example.description} <a href={example.rule}>The rule</a>.
                </p>
              )}
              {state.view === 'sight' && state.selection.attacker !== undefined && state.selection.target !== undefined && (
                <button type="button" className="tk-button" onClick={() => setState(swapSelection(state), false, 'Attacker and target swapped.')}>
                  Swap attacker and target
                </button>
              )}
              {selected !== undefined && state.models[selected] && (
                <fieldset className="tk-group kb-selected">
                  <legend>Selected: {modelAt(state.models, selected)}</legend>
                  <div className="tk-form">
                    {MODEL_STATS.map(({ stat, label, max }) => (
                      <CountField
                        key={`${stat}-${selected}`}
                        label={label}
                        value={state.models[selected][stat]}
                        min={1}
                        max={max}
                        onChange={(n) => {
                          const r = updateModel(state, selected, { [stat]: n });
                          if (r.ok) setState(r.state, true, `${modelName(state.models, selected)}: ${label} ${n}.`);
                        }}
                      />
                    ))}
                  </div>
                </fieldset>
              )}
            </div>

            <div className="kb-more">
              <p id={keysHelpId} className="tk-note kb-keys">
                Keys on the board: arrows move; Enter or Space uses the chosen tool; b, c, d, 1, 2, 3 paint and 0 clears; s selects; a makes the attacker, t the target; p places,
                m moves, Delete removes a model; Ctrl+Z undoes.
              </p>
              <BoardSize
                width={state.width}
                height={state.height}
                onResize={(width, height) => {
                  const r = resizeBoard(state, width, height);
                  if (!r.ok) return;
                  const lost = r.dropped && r.dropped.terrain + r.dropped.models > 0 ? ` It dropped ${r.dropped.terrain} terrain spaces and ${r.dropped.models} models beyond the edge; Undo brings them back.` : '';
                  setState(r.state, true, `The board is now ${r.state.width} by ${r.state.height}.${lost}`);
                }}
              />
              <nav className="kb-examples" aria-labelledby={`${keysHelpId}-examples`}>
                <h3 id={`${keysHelpId}-examples`} className="tk-label">
                  Start from an example
                </h3>
                <ul>
                  {data.examples.map((e) => (
                    <li key={e.id}>
                      <a href={e.hash} aria-current={e.id === page.exampleId ? 'true' : undefined}>
                        {e.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              {state.models.length > 0 && (
                <details className="kb-models">
                  <summary>Models on the board ({state.models.length})</summary>
                  <ul>
                    {state.models.map((m, i) => (
                      <li key={i}>
                        <span>
                          {modelAt(state.models, i)}, {m.side === 'character' ? 'Character' : 'enemy'}, Move {m.move}, Range {m.range}
                        </span>
                        <span className="kb-buttons">
                          <button type="button" className="tk-button" aria-pressed={state.selection.attacker === i} aria-label={`Select ${modelName(state.models, i)}`} onClick={() => setPage((p) => afterPress(p, selectAs(p.history.present, m, 'attacker')))}>
                            Select
                          </button>
                          <button type="button" className="tk-button" aria-pressed={state.selection.target === i} aria-label={`Make ${modelName(state.models, i)} the target`} onClick={() => setPage((p) => afterPress(p, selectAs(p.history.present, m, 'target')))}>
                            Target
                          </button>
                        </span>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </div>
          </div>
        </div>
      )}
      <HowComputed links={links} summary="How the board decides">
        {children}
      </HowComputed>
    </ToolShell>
  );
}
