/**
 * The play view, the same for every game: the list of games in progress, a new game from a saved
 * roster, and the open game on one phone screen: the round with "Next round", Undo of any number of
 * steps, the game's counters, one compact card per model (its numbers with damage applied, status and
 * the buttons used most), the log, Reset (asks first), End game (asks for the result) and the printed
 * game sheet. The game's rules come as a PlayRules (src/games/<slug>/play.ts); every command is bound
 * to the libraries by usePlay, its steps and sentences made in src/play/index.ts; this only renders.
 */
import { Component, lazy, memo, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ErrorInfo, type FormEvent, type ReactNode } from 'react';
import type { LibrarySnapshot, RosterGame } from '../../roster';
import {
  battleOf,
  gameLine,
  modelInfos,
  opponentLine,
  opponentRoster,
  resultLine,
  undoableSteps,
  undoLabel,
  shownCounters,
  type CounterDef,
  type FoeRules,
  type GameDoc,
  type Outcome,
  type PlayCommand,
  type PlayModelInfo,
  type PlayOddsRules,
  type PlayRules,
  type PlayState,
} from '../../play';
import { GoneBanner, StorageNotices } from '../roster/Notices';
// Static on purpose: lazy, it pulls the roster kit's controls out of the chunk every builder and tool shares (measured: each builder ~0.6 kB heavier).
import { EndConfirm, ResetConfirm } from './Confirm';
import { DatacardFold, type Datacard } from './Datacard';
import { TableModeButton } from '../roster/TableMode';
import type { SheetExtra } from './GameSheet';
import { unavailableIf } from '../tools/unavailable';
import { refocusAfterPress } from '../tools/refocus';
import { gameOnScreen, useGameShown, useLater, useLiveState, usePlay, type LiveGame } from './usePlay';
import { useTableLink } from './useTableLink';
import type { CoopView } from '../../play/table-link-coop';
import { useRosterFiles } from '../roster/useRosterFiles';
import { useDrawnInSlices } from '../roster/useAfterPaint';
import { afterPaint } from '../roster/useRosterLibrary';
import { FirstScreen, GamesFold } from './GamesFold';
import '../roster/roster.css';
import './play.css';
// The roster kit's print sheet, which the game sheet (loaded later) and every builder draw, stays in
// the chunk the builders share with this page: loaded only by the game sheet, Rolldown split it into
// a chunk of its own that each builder then loaded too, 260 bytes more a builder.
import '../roster/PrintSheet';

// The opponent's panel and the odds on the cards load once a game is open (not in the page's first load).
const OpponentPanel = lazy(() => import('./Opponent').then((m) => ({ default: m.OpponentPanel }))) as unknown as typeof import('./Opponent').OpponentPanel;
const CardOdds = lazy(() => import('./Opponent').then((m) => ({ default: m.CardOdds }))) as unknown as typeof import('./Opponent').CardOdds;
// The battle's set-up, score and End game's worked-out result, the same (none of it in the page's first load).
const BattleBar = lazy(() => import('./BattleBar').then((m) => ({ default: m.BattleBar }))) as unknown as typeof import('./BattleBar').BattleBar;
// The match report of an ended game, and one opened from a #report= link: only when there is one.
const EndedReport = lazy(() => import('./EndedReport').then((m) => ({ default: m.EndedReport }))) as unknown as typeof import('./EndedReport').EndedReport;
const EndedReportPrint = lazy(() => import('./EndedReport').then((m) => ({ default: m.EndedReportPrint }))) as unknown as typeof import('./EndedReport').EndedReportPrint;
const OpenedReport = lazy(() => import('./OpenedReport').then((m) => ({ default: m.OpenedReport }))) as unknown as typeof import('./OpenedReport').OpenedReport;
const OpenedReportPrint = lazy(() => import('./OpenedReport').then((m) => ({ default: m.OpenedReportPrint })));
// Table Link (both phones on one game): only when the player opens it, or opens a table link.
const TableLinkPanel = lazy(() => import('./TableLink').then((m) => ({ default: m.TableLinkPanel }))) as unknown as typeof import('./TableLink').TableLinkPanel;
const TableLinkOpened = lazy(() => import('./TableLink').then((m) => ({ default: m.TableLinkOpened }))) as unknown as typeof import('./TableLink').TableLinkOpened;
// A co-op table's End game on player 2's phone, and the write of the shared warband once both phones have ended: with the link's code.
const CoopPart = lazy(() => import('./TableLink').then((m) => ({ default: m.CoopPart }))) as unknown as typeof import('./TableLink').CoopPart;
// The notice of games this page cannot read: rare, so it loads only when there is one.
const UnreadableGames = lazy(() => import('./UnreadableGames').then((m) => ({ default: m.UnreadableGames })));
// The log, under the cards: it follows each step after the step's own paint (./Log.tsx).
const Log = lazy(() => import('./Log').then((m) => ({ default: m.Log }))) as unknown as typeof import('./Log').Log;
const BattleEndConfirm = lazy(() => import('./BattleBar').then((m) => ({ default: m.BattleEndConfirm }))) as unknown as typeof import('./BattleBar').BattleEndConfirm;

const onHashChange = (changed: () => void) => {
  addEventListener('hashchange', changed);
  return () => removeEventListener('hashchange', changed);
};
const reportInAddress = () => (/[#&]report=/.test(location.hash) ? location.hash : null);
const noReport = () => null;
// A table link, or one part of a cycle of its codes (#tablepart=…, opened by a phone's own camera app).
const tableInAddress = () => (/[#&]table(part)?=/.test(location.hash) ? location.hash : null);

export interface PlayViewProps<R, G = unknown> {
  rules: PlayRules<R, G>;
  rosterGame: RosterGame<R>;
  /** The site's version, printed on the game sheet. */
  version: string;
  /** The odds against the opponent when they come apart from `rules` (loaded after the first paint, so `rules` and the games' library stay the same); default `rules.odds`. */
  odds?: PlayOddsRules<R>;
  /** While `odds` is still loading: whom they will be against, so that their closed summaries hold their place (nothing moves under a thumb when they arrive). */
  oddsComing?: OddsAgainst;
  /** The game's battle (`rules.battle`) is still loading: its lines hold their place meanwhile. */
  battleComing?: boolean;
  /** Each model's datacard (weapons with their numbers, abilities, spells, injuries, notes), folded under its card and printed on the game sheet. */
  datacard?: Datacard<R>;
  /**
   * A part of the game's own under the round (Kuggköping's enemy turn); `run` takes a step of the game
   * (words for the log, and the change of the state); `coop` the co-op table's view when the game is
   * one (src/play/table-link-coop.ts: this phone's seat, whether it runs the table's part).
   */
  extra?: (doc: GameDoc<G>, roster: R, run: PlayRun<G>, coop: CoopView<R> | null) => ReactNode;
  /** Loads the game's own part of the printed game sheet, after the models (Kuggköping's enemies): with the sheet's code, which Print game sheet waits for. */
  sheetExtra?: () => Promise<SheetExtra<R>>;
}

/** Takes one step of the open game: `text` in the log, `change` applied to the state as saved now (Undo takes it back). */
export type PlayRun<G = unknown> = (text: string, change: (s: PlayState<G>) => PlayState<G>) => void;

/** Takes one step of the open game by its command; `text` when the kit cannot word it (the opponent's model's name). */
export type PlayStepper = (cmd: PlayCommand, text?: string) => void;

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/**
 * A number kept during the game: − and + for one at a time, or the number typed (a total, soulstones,
 * twenty points of Health at once), written as one step when the field is left or Enter is pressed
 * and held to the counter's bounds; Escape puts the number back.
 */
/**
 * Each group of fields on the play page is a form of its own that never submits (Enter is the
 * field's own). A field outside any form belongs to the page's one formless form, and Chromium's
 * form handling (autofill's reading of the fields) goes over every field of the focused field's form
 * when one is tapped: on a Heartbreaker game's page about fifty fields and some hundreds of small
 * forced style and layout updates, 30 to 50 ms of a tap into a number with the CPU slowed 4x (traced
 * in performance.md); in a form of its own, a counter's three controls.
 */
const noSubmit = (e: FormEvent) => e.preventDefault();

/** The most a counter with no bound of its own takes typed (a step changes a number by at most 1000). */
const TYPED_MOST = 999;

export function Counter({ def, value, onChange, label }: { def: CounterDef; value: number; onChange: (by: number) => void; label: string }) {
  const id = useId();
  const min = def.min ?? 0;
  // The text while it is being typed; null shows the game's number.
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    setTyped(null);
    const n = Number(typed);
    if (typed.trim() === '' || !Number.isFinite(n)) return;
    const next = Math.max(min, Math.min(def.max ?? TYPED_MOST, Math.round(n)));
    if (next !== value) onChange(next - value);
  };
  return (
    <form className="pk-counter" role="group" aria-labelledby={id} onSubmit={noSubmit}>
      <span id={id} className="pk-counter-label">
        {label}
      </span>
      <button type="button" className="tk-button pk-small" aria-label={`${label}: one less`} {...unavailableIf(value <= min, () => onChange(-1))}>
        −
      </button>
      <input
        className="tk-input pk-counter-value"
        type="number"
        inputMode="numeric"
        min={min}
        max={def.max}
        aria-label={label}
        value={typed ?? String(value)}
        onChange={(e) => setTyped(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          // Enter is this field's own: it scores the number, and no form submission runs (the browser's checks of the form cost a typed total's frame).
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
          if (e.key === 'Escape') setTyped(null);
        }}
      />
      <button type="button" className="tk-button pk-small" aria-label={`${label}: one more`} {...unavailableIf(def.max !== undefined && value >= def.max, () => onChange(1))}>
        +
      </button>
    </form>
  );
}

/**
 * Keeps the page when a game cannot be drawn (a stored value no check foresaw): the game stays as
 * saved, the message says what failed, and another game can be opened.
 */
class GameBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: Error | null; key: string }> {
  override state = { error: null as Error | null, key: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: Error | null; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The play view could not draw this game:', error, info.componentStack);
  }
  override render() {
    return this.state.error ? (
      <p className="rk-notice" role="alert">
        This game could not be shown ({this.state.error.message}). It is kept on this device as it was saved: open another game, or download everything
        to keep a copy.
      </p>
    ) : (
      this.props.children
    );
  }
}

/** A hit of any size in one step: the number to type and one button (the game reads it as one hit). */
function HitField({ name, track, disabled, onHit }: { name: string; track: string; disabled: boolean; onHit: (n: number) => void }) {
  const id = useId();
  const [amount, setAmount] = useState('1');
  const n = Number(amount);
  const ok = Number.isInteger(n) && n >= 1 && n <= 99;
  return (
    <form className="pk-hit" onSubmit={noSubmit}>
      <label htmlFor={id} className="pk-hit-label">
        Hit of
      </label>
      <input id={id} className="tk-input pk-hit-input" type="number" inputMode="numeric" min={1} max={99} value={amount} aria-describedby={`${id}-u`} onChange={(e) => setAmount(e.currentTarget.value)} />
      <span id={`${id}-u`} className="rk-sr-only">
        {track}
      </span>
      <button type="button" className="tk-button" aria-label={`Take the hit: ${name}, ${ok ? n : '?'} ${track}`} {...unavailableIf(disabled || !ok, () => onHit(n))}>
        Take the hit
      </button>
    </form>
  );
}

function statusWord<R>(rules: PlayRules<R>, m: PlayState['models'][number]): string {
  if (m.out) return rules.outLabel;
  if (m.down) return rules.downLabel;
  return m.activated ? 'Activated' : 'Ready';
}

interface CardProps<R> {
  rules: PlayRules<R>;
  roster: R;
  state: PlayState;
  index: number;
  info: PlayModelInfo;
  onStep: PlayStepper;
  /** The odds on the card: its rules and the opponent (undefined for a game whose targets come from its data); `coming` while they load; null for none. */
  odds: { rules: PlayOddsRules<R>; opponent: R | undefined } | { coming: OddsAgainst } | null;
  datacard: Datacard<R> | undefined;
  /** The game to follow itself, when the view shows this phone's own game as saved (not a linked table's). */
  live: LiveGame | null;
}

type OddsAgainst = 'the opponent' | 'the enemies';

/**
 * A closed summary in the place of one that is still loading (the opponent's panel, a card's odds),
 * drawn the same so that nothing moves when the real one takes its place; it does not open meanwhile.
 */
export function HeldPlace({ className, children }: { className: string; children: ReactNode }) {
  return (
    <details className={className} aria-busy="true">
      <summary onClick={(e) => e.preventDefault()}>{children}</summary>
    </details>
  );
}

/** The battle's lines held while their code comes (one before a set-up, two after it): nothing moves under a thumb when they arrive. */
function BattleHeld({ lines }: { lines: 1 | 2 }) {
  return (
    <div className="pk-battle" aria-busy="true">
      {Array.from({ length: lines }, (_, i) => (
        <p key={i} className="pk-battle-held" />
      ))}
    </div>
  );
}

/** Whether a card drawn from state `a` reads anything different in `b`: its own model, what every card reads (the crew, the round), the opponent's damage for its odds. */
function sameForCard(a: PlayState, b: PlayState, index: number, withFoes: boolean): boolean {
  return (
    a.models[index] === b.models[index] &&
    // The odds read the opponent's damage; the game's own part (the Arsenal's crew, Kuggköping's enemies) its card and odds.
    (!withFoes || a.foes === b.foes) &&
    a.own === b.own &&
    a.round === b.round &&
    // A card's notes may read the game's counters and marks (a reminder while no Scientist stands).
    a.counters === b.counters &&
    a.flags === b.flags
  );
}

/**
 * A card draws again only when its own model (or what every card reads: the crew, the round)
 * changed: a tap redraws one card, not six (the state keeps every other model's object as it was).
 * A card that follows the game itself (`live`, useLiveState) reads the state from there as well.
 */
function sameCard<R>(a: CardProps<R>, b: CardProps<R>): boolean {
  return (
    a.index === b.index &&
    a.rules === b.rules &&
    a.roster === b.roster &&
    a.info === b.info &&
    a.onStep === b.onStep &&
    a.odds === b.odds &&
    a.datacard === b.datacard &&
    a.live === b.live &&
    (a.live !== null || sameForCard(a.state, b.state, a.index, a.odds !== null))
  );
}

/** Whether the bar drawn from state `a` reads anything different in `b`: the round. */
const sameRound = (a: PlayState, b: PlayState) => a.round === b.round;

/**
 * The round, Next round and Undo. Its round follows the game itself where the cards do (`live`), so
 * Next round and Undo draw the round and the cards in the tap; the Undo count, the log and the rest
 * follow after the paint (a card's tap leaves the bar as it is).
 */
function TurnBar({ live, state: given, steps, onStep, onUndo }: { live: LiveGame | null; state: PlayState; steps: number; onStep: (cmd: PlayCommand) => void; onUndo: () => void }) {
  const round = useLiveState(live, given, sameRound).round;
  return (
    <div className="pk-turn-bar" role="group" aria-label="Round">
      <p className="pk-round" aria-live="polite">
        Round {round}
      </p>
      <TableModeButton />
      <button type="button" className="tk-button rk-primary" onClick={() => onStep({ kind: 'next-round', from: round })}>
        Next round
      </button>
      {/* Short on screen ("Undo 2") so the bar keeps one line at 360 px; its name says what the 2 counts. */}
      <button type="button" className="tk-button pk-undo" {...unavailableIf(steps === 0, onUndo)} aria-label={undoLabel(steps)}>
        Undo
        {steps > 0 && <span className="pk-steps"> {steps}</span>}
      </button>
    </div>
  );
}

/** One model's compact card. */
const ModelCard = memo(function ModelCard<R>({ rules, roster, state: given, index, info, onStep, odds, datacard, live }: CardProps<R>) {
  // What this card reads, the same function from draw to draw (useLiveState's `same`).
  const withFoes = odds !== null;
  const same = useCallback((a: PlayState, b: PlayState) => sameForCard(a, b, index, withFoes), [index, withFoes]);
  const state = useLiveState(live, given, same);
  const model = state.models[index]!;
  const stats = rules.stats(roster, index, state);
  const notes = rules.notes?.(roster, index, state) ?? [];
  const actions = rules.modelActions?.(roster, index, state) ?? [];
  const benched = rules.benched?.(state, index) ?? false;
  const max = rules.maxDamage ? rules.maxDamage(roster, index, state) : info.max;
  const status = statusWord(rules, model);
  const { downLabel, outLabel } = rules;
  const track = capital(rules.track);
  const headingId = useId();
  const step = onStep;
  // The model's own counters and marks (32 of a Heartbreaker fighter's 74 elements) stay the same element
  // while they are: a tap on Activated or Take 1 damage leaves them to React as they were, not compared again.
  const { counters, flags } = model;
  const own = useMemo(
    () =>
      (info.counters.length > 0 || info.flags.length > 0) && (
        <div className="pk-own">
          {info.counters.map((c) => (
            <Counter key={c.id} def={c} label={c.label} value={counters[c.id] ?? c.start ?? 0} onChange={(by) => step({ kind: 'counter', model: index, id: c.id, by })} />
          ))}
          {info.flags.map((f) => (
            <button key={f.id} type="button" className="tk-button" aria-pressed={flags[f.id] === true} onClick={() => step({ kind: 'flag', model: index, id: f.id, on: flags[f.id] !== true })}>
              {f.label}
            </button>
          ))}
        </div>
      ),
    [info, counters, flags, step, index],
  );
  if (benched) {
    return (
      <article id={`pk-model-${index}`} tabIndex={-1} className="pk-card pk-benched" aria-labelledby={headingId} data-model={index}>
        <h3 id={headingId} className="pk-name">
          {info.name}
        </h3>
        <p className="pk-kicker">{info.kicker} · not in this encounter</p>
        {/* What it can do, to choose whom to hire. */}
        {datacard && <DatacardFold datacard={datacard} roster={roster} index={index} name={info.name} state={state} />}
        <div className="pk-buttons">
          {actions.map((a) => (
            <button key={a.id} type="button" className="tk-button" onClick={() => step({ kind: 'action', model: index, id: a.id })}>
              {a.label}
            </button>
          ))}
        </div>
      </article>
    );
  }
  return (
    // Its id and tabIndex make it a block KeepPlaceOnReload.astro brings back to the top after a reload or Back.
    <article
      id={`pk-model-${index}`}
      tabIndex={-1}
      className={`pk-card${model.out ? ' pk-out' : model.down ? ' pk-down' : model.activated ? ' pk-done' : ''}`}
      aria-labelledby={headingId}
      data-model={index}
    >
      <header className="pk-card-head">
        <h3 id={headingId} className="pk-name">
          {info.name}
        </h3>
        <p className="pk-status" aria-label={`Status: ${status}`}>
          {status}
        </p>
      </header>
      {info.kicker && <p className="pk-kicker">{info.kicker}</p>}
      <dl className="pk-stats">
        {stats.map((s) => (
          <div key={s.label} className={s.changed ? 'pk-changed' : undefined}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      {notes.length > 0 && (
        <ul className="pk-notes">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      {datacard && <DatacardFold datacard={datacard} roster={roster} index={index} name={info.name} state={state} />}
      <div className="pk-buttons">
        <button type="button" className="tk-button" {...unavailableIf(model.out || (max !== null && model.damage >= max), () => step({ kind: 'damage', model: index, by: 1 }))}>
          Take 1 damage
        </button>
        <button type="button" className="tk-button" {...unavailableIf(model.damage === 0, () => step({ kind: 'damage', model: index, by: -1 }))}>
          Heal 1
        </button>
        <button type="button" className="tk-button" aria-pressed={model.activated} disabled={model.out} onClick={() => step({ kind: 'status', model: index, status: 'activated', on: !model.activated })}>
          Activated
        </button>
        <button type="button" className="tk-button" aria-pressed={model.down} onClick={() => step({ kind: 'status', model: index, status: 'down', on: !model.down })}>
          {downLabel}
        </button>
        <button type="button" className="tk-button" aria-pressed={model.out} onClick={() => step({ kind: 'status', model: index, status: 'out', on: !model.out })}>
          {outLabel}
        </button>
        <HitField name={info.name} track={rules.track} disabled={model.out || (max !== null && model.damage >= max)} onHit={(n) => step({ kind: 'damage', model: index, by: n })} />
        {actions.map((a) => (
          <button key={a.id} type="button" className="tk-button" onClick={() => step({ kind: 'action', model: index, id: a.id })}>
            {a.label}
          </button>
        ))}
      </div>
      <p className="rk-sr-only">
        {track}: {model.damage} taken
      </p>
      {own}
      {odds && (
        <div className="pk-slot">
          {'coming' in odds ? (
            <HeldPlace className="pk-odds">Odds against {odds.coming}</HeldPlace>
          ) : (
            <Suspense fallback={<HeldPlace className="pk-odds">Odds against {odds.rules.fromData ? 'the enemies' : 'the opponent'}</HeldPlace>}>
              <CardOdds odds={odds.rules} roster={roster} index={index} state={state} opponent={odds.opponent} />
            </Suspense>
          )}
        </div>
      )}
    </article>
  );
}, sameCard) as <R>(props: CardProps<R>) => ReactNode;

/** At a co-op table (src/play/table-link-coop.ts), the other seat's part when `on` (a card, a counter): every control disabled, under `line`. */
const Theirs = ({ on, line, children }: { on: boolean | undefined; line?: string | undefined; children: ReactNode }) =>
  on ? (
    <fieldset className="pk-theirs" disabled>
      {line && <legend className="pk-theirs-line">{line}</legend>}
      {children}
    </fieldset>
  ) : (
    children
  );

/**
 * The games' storage state with the saved rosters' pending writes counted in: End game writes the
 * game and the roster's campaign-log entry, and the notice counts both (and speaks of a roster write
 * refused on its own).
 */
function pendingBoth<G, R>(games: LibrarySnapshot<G>, rosters: LibrarySnapshot<R> | undefined): LibrarySnapshot<G> {
  if (!rosters || rosters.pending === 0) return games;
  return { ...games, pending: games.pending + rosters.pending, saveError: games.saveError ?? rosters.saveError };
}

export function PlayView<R, G = unknown>({ rules: gameRules, rosterGame, version, extra, sheetExtra, datacard, odds = gameRules.odds, oddsComing, battleComing }: PlayViewProps<R, G>) {
  // The view never reads the game's own part of the state: to it the rules are any game's.
  const rules: PlayRules<R> = gameRules;
  const headingId = useId();
  const [confirm, setConfirm] = useState<'reset' | 'end' | null>(null);
  // The game sheet's code comes once a game is on screen; Print game sheet asked before it, or before
  // the datacards it prints whole (or the game's own part), waits for them rather than print a sheet without weapons.
  // The game's own part comes with it: one draw when both have come, not one more after the page's load.
  const sheet = useLater(() => Promise.all([import('./GameSheet'), sheetExtra?.()]).then(([m, extra]) => ({ ...m, extra })));
  const sheetReady = sheet !== undefined && (!datacard || datacard.draw !== null);
  const [printAsked, setPrintAsked] = useState(0);
  const printedFor = useRef(0);
  useEffect(() => {
    if (printAsked === printedFor.current || !sheetReady) return;
    printedFor.current = printAsked;
    print();
  }, [printAsked, sheetReady]);
  const [said, setSaid] = useState<string | null>(null);
  // What the page says, kept beside it: a step with nothing to say leaves a quiet status as it is,
  // rather than draw the whole view again in a card's tap (React may not skip setting the same value).
  // `later`: said after the next paint (with the rest of the view after a step answered in place),
  // unless something else is said before then.
  const saidNow = useRef<string | null>(null);
  const sayTurn = useRef(0);
  const say = useCallback((text: string | null, later = false) => {
    const turn = ++sayTurn.current;
    const show = () => {
      if (turn !== sayTurn.current || text === saidNow.current) return;
      saidNow.current = text;
      setSaid(text);
    };
    if (later) afterPaint(show);
    else show();
  }, []);
  const play = usePlay(rules, rosterGame, say);
  const { games, rosters } = play;
  // A table link opened (#table=…) and the panel open: the link's code loads; a linked game shows the opponent's side as their phone sent it.
  const tableLink = useSyncExternalStore(onHashChange, tableInAddress, noReport);
  const [linkOpen, setLinkOpen] = useState(false);
  const [, linkHandled] = useState(0);
  // A co-op table (a roster two players share) shows both phones' sides, the other seat's read-only.
  const { shown: doc, coop } = useTableLink(rules, play.doc, linkOpen || tableLink !== null, play.roster);
  const [pick, setPick] = useState('');
  // "Download everything" when storage is full: every roster and game on the device, this tab's pending game included.
  const files = useRosterFiles(games.library, games.store, play.gamesGame, () => undefined, (status) => say(status.text));
  // End game's result waiting for room (`waiting` is what the status says meanwhile): once every
  // pending write has gone through, the status says it is recorded, until something else is said.
  const [resultWaiting, setResultWaiting] = useState<{ waiting: string; savedLater: string } | null>(null);
  const status = resultWaiting && resultWaiting.waiting === said && play.pendingWrites === 0 ? resultWaiting.savedLater : said;

  const roster = play.roster;
  // The same infos a step's words and bounds read (modelInfos keeps them per roster): the first tap does not work them out again.
  const infos = useMemo(() => (roster === undefined ? [] : modelInfos(rules, roster)), [roster, rules]);
  // The game's counters shown now (one may be shown only in some states: CounterDef.shownIn).
  const gameCounters = roster === undefined || !doc ? [] : shownCounters(rules.gameCounters(roster), doc.state);
  // The opponent's panel tracks their models by the odds' targets, or by the game's own where it gives no odds (the Arsenal's).
  const foes: FoeRules<R> | undefined = odds ?? gameRules.foes;
  const held = doc?.opponent;
  // Read once per opponent added (opponentRoster, as the sheet and the Arsenal's encounter read it).
  const opponent = useMemo(() => opponentRoster(rules.parse, held), [held, rules]);
  // One object while the opponent stays the same, so a tap redraws only the card it changed.
  const cardOdds = useMemo(() => {
    if (!odds) return oddsComing === 'the enemies' || (oddsComing && held) ? { coming: oddsComing } : null;
    return odds.fromData ? { rules: odds, opponent: undefined } : opponent === undefined ? null : { rules: odds, opponent };
  }, [odds, opponent, oddsComing, held]);

  const { step: onStep, run } = play;
  // The cards and the score follow the game themselves where the view shows it as saved here: not the shown state of a linked table.
  const live = doc !== undefined && doc === play.doc && !coop && !play.gone ? play.live : null;
  const { setPartsLive } = play;
  useLayoutEffect(() => setPartsLive(live !== null), [live, setPartsLive]);
  // A match report sent as a link (#report=…), read from the address (the server's page has none).
  const reportLink = useSyncExternalStore(onHashChange, reportInAddress, noReport);
  const drawn = useDrawnInSlices();
  // The parts beside the cards with code of their own ask for it once the game is painted (useGameShown).
  const partsShown = useGameShown();
  // What the islands load for a game (odds, battle, datacards, End game's code) waits for one drawn
  // (the render below that reaches the game's cards) and painted.
  const gameShown = games.snapshot !== null && rosters.snapshot !== null && games.library !== null && drawn && doc !== undefined && roster !== undefined;
  useEffect(() => {
    if (gameShown) afterPaint(gameOnScreen);
  }, [gameShown]);

  if (!games.snapshot || !rosters.snapshot || !games.library || !drawn) {
    return (
      <section className="pk-root" data-pagefind-ignore="" aria-labelledby={headingId}>
        <FirstScreen idBase={headingId} noun={rules.noun} slug={rules.slug} />
      </section>
    );
  }

  const endGame = (outcome: Outcome, note: string) => {
    // At a co-op table the warband is written once both phones have ended (CoopPart's write), not by this End game.
    // A linked game's opponent, as shown, is logged with it.
    const ended = play.finish(outcome, note, coop !== null, doc);
    if (!ended) return;
    setConfirm(null);
    // Said to be recorded only once it is written: with storage full it waits in this page.
    setResultWaiting(ended.stored ? null : ended.done);
    say(ended.stored ? ended.done.recorded : ended.done.waiting);
  };

  const list = games.snapshot.rosters;
  const saved = rosters.snapshot.rosters;

  return (
    <section className="pk-root" data-pagefind-ignore="" aria-labelledby={headingId}>
      {/* An action whose button goes with it (Hire, Take out of the crew, a one-time ability) leaves the
          focus on its model's card, not on the page, where a screen reader starts again from the top. */}
      <div className="tk-root rk-screen not-content" data-print="hide" onClickCapture={(e) => refocusAfterPress(e)}>
        <h2 id={headingId} className="rk-sr-only">
          Play
        </h2>
        {reportLink && (
          <Suspense fallback={null}>
            <OpenedReport
              hash={reportLink}
              game={rules.slug}
              noun={rules.noun}
              targets={saved.map((e) => ({ id: e.id, name: rosterGame.name(e.roster) || `Unnamed ${rules.noun}`, roster: e.roster }))}
              onKeep={(id, kept) => rosters.library?.update(id, kept)}
              keepBack={rules.keepReportLater}
            />
          </Suspense>
        )}
        {tableLink && (
          <Suspense fallback={null}>
            <TableLinkOpened
              hash={tableLink}
              rules={rules}
              rosterGame={rosterGame}
              games={games.library}
              saved={saved}
              open={(id) => {
                play.open(id);
                setLinkOpen(true);
              }}
              say={say}
              rosters={rosters.library}
              done={() => {
                history.replaceState(history.state, '', `${location.pathname}${location.search}`);
                linkHandled((n) => n + 1);
              }}
            />
          </Suspense>
        )}
        <StorageNotices snapshot={pendingBoth(games.snapshot, rosters.snapshot)} noun="game" linkNoun={rules.noun} linkError={play.linkError} onDownloadEverything={files.downloadEverything} />

        <GamesFold
          open={!doc}
          idBase={headingId}
          noun={rules.noun}
          slug={rules.slug}
          games={list.map((g) => ({ id: g.id, line: gameLine(g.roster) }))}
          openId={play.openId}
          onOpen={play.open}
          saved={saved.map((r) => ({ id: r.id, name: rosterGame.name(r.roster) || `Unnamed ${rules.noun}` }))}
          pick={pick}
          onPick={setPick}
          onStart={() => play.start(pick)}
        >
          {games.snapshot.unreadable.length > 0 && (
            <Suspense fallback={null}>
              <UnreadableGames unreadable={games.snapshot.unreadable} slug={rules.slug} />
            </Suspense>
          )}
        </GamesFold>

        {doc && play.gone && (
          <GoneBanner
            name={doc.name || `Unnamed ${rules.noun}`}
            noun="game"
            onKeep={() => {
              play.keepGone();
            }}
            onClose={() => {
              play.closeGone();
            }}
          />
        )}
        {doc && roster !== undefined ? (
          <GameBoundary resetKey={play.openId ?? ''}>
          <div className="pk-game">
            <header className="pk-game-head">
              <h3 className="pk-title">{doc.name || `Unnamed ${rules.noun}`}</h3>
            </header>
            {/* The round, Next round and Undo stay in view while the cards scroll under them (a child of the whole game, so it sticks all the way down). */}
            <TurnBar live={live} state={doc.state} steps={undoableSteps(doc, play.tab)} onStep={onStep} onUndo={play.undo} />
            <div className="pk-game-head">
              {doc.result && <p className="pk-result">{resultLine(doc.result)}</p>}
              {doc.result && (
                <Suspense fallback={null}>
                  <EndedReport rules={rules} roster={roster} doc={doc} />
                  {/* At a co-op table, this phone's copy of the warband gets the game once both phones have ended it. */}
                  {coop && play.doc && rosters.library && <CoopPart part="write" rules={rules} rosterGame={rosterGame} roster={roster} doc={play.doc} rosters={rosters.library} say={say} />}
                </Suspense>
              )}
              <p className="pk-said" role="status">
                {status ?? ''}
              </p>
            </div>
            {/* The scenario and the score, folded to a line or two so that the first card stays on a phone's first screen. */}
            {/* What comes later sits in a slot of its own: putting it in restyles the slot, not the whole game (play.css, .pk-slot). */}
            <div className="pk-slot">
              {rules.battle ? (
                // At a co-op table the mission and its score are the starter's phone's: on the other phone, to read only.
                <Theirs on={coop?.battleLine != null} line={coop?.battleLine ?? undefined}>
                  {partsShown ? (
                    <Suspense fallback={<BattleHeld lines={battleOf(doc.state).scenario === null ? 1 : 2} />}>
                      <BattleBar battle={rules.battle} roster={roster} state={doc.state} live={live} onStep={onStep} say={say} />
                    </Suspense>
                  ) : (
                    <BattleHeld lines={battleOf(doc.state).scenario === null ? 1 : 2} />
                  )}
                </Theirs>
              ) : (
                battleComing && <BattleHeld lines={battleOf(doc.state).scenario === null ? 1 : 2} />
              )}
            </div>
            {(gameCounters.length > 0 || rules.gameFlags(roster).length > 0) && (
              <div className="pk-own pk-game-own">
                {gameCounters.map((c) => (
                  // The other seat's counter at a co-op table: shown as their phone sent it, changed only there.
                  <Theirs key={c.id} on={coop?.theirCounters.has(c.id)}>
                    <Counter def={c} label={c.label} value={doc.state.counters[c.id] ?? c.start ?? 0} onChange={(by) => onStep({ kind: 'counter', model: null, id: c.id, by })} />
                  </Theirs>
                ))}
                {rules.gameFlags(roster).map((f) => (
                  <button key={f.id} type="button" className="tk-button" aria-pressed={doc.state.flags[f.id] === true} onClick={() => onStep({ kind: 'flag', model: null, id: f.id, on: doc.state.flags[f.id] !== true })}>
                    {f.label}
                  </button>
                ))}
              </div>
            )}
            {rules.gameNotes && (
              <ul className="pk-notes pk-game-notes">
                {rules.gameNotes(roster, doc.state).map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
            {/* The game's own part of the state is the game's: the kit keeps it as the game's steps wrote it. */}
            {extra?.(doc as GameDoc<G>, roster, run as PlayRun<G>, coop)}
            {/* The opponent and Table Link share a row when both fit, so the first card stays within a phone's first screen. */}
            <div className="pk-sides">
              <div className="pk-slot">
                {foes && !foes.fromData && play.doc?.link !== undefined ? null : foes && !foes.fromData && partsShown ? (
                  <Suspense fallback={<HeldPlace className="pk-opponent">{opponentLine(doc, rosterGame.noun)}</HeldPlace>}>
                    <OpponentPanel doc={doc} foes={foes} track={rules.track} rosterGame={rosterGame} saved={rosters.snapshot.rosters} opponent={opponent} step={onStep} datacard={datacard} />
                  </Suspense>
                ) : (
                  ((foes && !foes.fromData) || (!odds && oddsComing === 'the opponent')) && <HeldPlace className="pk-opponent">{opponentLine(doc, rosterGame.noun)}</HeldPlace>
                )}
              </div>
              <details className="pk-link" open={linkOpen} onToggle={(e) => setLinkOpen(e.currentTarget.open)}>
                {/* At a co-op table (a roster two players share) the other phone is the partner's. */}
                <summary>Link with my {rules.coop?.shared(roster) ? 'partner' : 'opponent'}</summary>
                {linkOpen && play.doc && (
                  <Suspense fallback={null}>
                    <TableLinkPanel rules={rules} rosterGame={rosterGame} doc={play.doc} roster={roster} write={play.change} />
                  </Suspense>
                )}
              </details>
            </div>
            <div className="pk-cards">
              {infos.map((info, i) => {
                if (!doc.state.models[i]) return null;
                return (
                  // The other seat's model at a co-op table: its card as their phone sent it, every control disabled.
                  <Theirs key={i} on={coop?.theirModels.has(i)} line={coop?.cardLines[i]}>
                    <ModelCard rules={rules} roster={roster} state={doc.state} index={i} info={info} onStep={onStep} odds={cardOdds} datacard={datacard} live={live} />
                  </Theirs>
                );
              })}
            </div>

            {/* Below the cards: the first card starts on a phone's first screen. */}
            {rules.noOdds && (
              <p className="tk-note pk-no-odds">
                {rules.noOdds.why}
                {rules.noOdds.tool && (
                  <>
                    {' '}
                    <a href={rules.noOdds.tool.href}>{rules.noOdds.tool.label}</a>
                  </>
                )}
              </p>
            )}
            {/* Its place held while its code comes, so the buttons below do not move; a game opened anew gets a log of its own at once. In a slot, as the parts above. */}
            <div className="pk-slot">
              {partsShown ? (
                <Suspense fallback={<HeldPlace className="pk-log">Log</HeldPlace>}>
                  <Log key={play.openId} doc={doc} />
                </Suspense>
              ) : (
                <HeldPlace className="pk-log">Log</HeldPlace>
              )}
            </div>

            <div className="pk-bar">
              <button type="button" className="tk-button" onClick={() => setConfirm(confirm === 'reset' ? null : 'reset')} aria-expanded={confirm === 'reset'}>
                Reset game
              </button>
              <button type="button" className="tk-button" onClick={() => setConfirm(confirm === 'end' ? null : 'end')} aria-expanded={confirm === 'end'}>
                End game
              </button>
              <button type="button" className="tk-button" onClick={() => (sheetReady ? print() : setPrintAsked((n) => n + 1))}>
                Print game sheet
              </button>
            </div>
            {printAsked > 0 && !sheetReady && (
              <p className="rk-loading" role="status">
                Loading the game sheet…
              </p>
            )}
            {confirm !== null && (
              // End game with a battle set up waits for the battle's code (loaded with its lines, long before).
              <Suspense fallback={null}>
                {confirm === 'reset' ? (
                  <ResetConfirm
                    onReset={() => {
                      setConfirm(null);
                      play.reset();
                    }}
                    onCancel={() => setConfirm(null)}
                  />
                ) : !play.endReady ? (
                  // End game's code loads once a game is on screen: its question waits for it, so no answer is taken that could not be recorded.
                  <p className="tk-note" role="status">
                    Loading End game…
                  </p>
                ) : coop?.seat === 2 && rules.coop ? (
                  // On player 2's phone of a co-op table: player 1's result, once it is here.
                  <CoopPart part="end" coop={rules.coop} starter={coop.them?.result ?? null} onRecord={endGame} onCancel={() => setConfirm(null)} />
                ) : rules.battle && doc.state.battle?.scenario ? (
                  <BattleEndConfirm battle={rules.battle} roster={roster} state={doc.state} onRecord={endGame} onCancel={() => setConfirm(null)} />
                ) : (
                  <EndConfirm onRecord={endGame} onCancel={() => setConfirm(null)} />
                )}
              </Suspense>
            )}
          </div>
          </GameBoundary>
        ) : (
          doc && <p className="tk-note">This game’s {rules.noun} can no longer be read by this site.</p>
        )}
      </div>
      {/* The game sheet is drawn only while the browser prints. */}
      {doc && roster !== undefined && sheet && <sheet.GameSheetWhilePrinting rules={rules} roster={roster} doc={doc} version={version} datacard={datacard} extra={sheet.extra} foes={foes} />}
      {/* Print the report prints the report on screen: an opened link's, else the ended game's. */}
      {reportLink ? (
        <Suspense fallback={null}>
          <OpenedReportPrint hash={reportLink} game={rules.slug} />
        </Suspense>
      ) : (
        doc?.result &&
        roster !== undefined && (
          <Suspense fallback={null}>
            <EndedReportPrint rules={rules} roster={roster} doc={doc} />
          </Suspense>
        )
      )}
    </section>
  );
}
