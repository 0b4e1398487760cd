/**
 * A builder's models as a list of compact cards, one editor open at a time.
 *
 * Each model is a `ModelFold`: its heading is a button (the model's name and the words after it)
 * with one line under it of the numbers that matter at the table and its count of problems; the
 * button opens the model's editor, the children. A closed editor is not drawn at all (its body is
 * an empty `hidden` element): a whole roster with every editor closed is a few phone screens tall,
 * and a keystroke redraws the open model and the other models' summaries only, so the largest
 * roster a format accepts still answers in a frame (`npm run bench` times it).
 *
 * `useOpenModel` keeps which model is open, one at a time, in sessionStorage per page and roster:
 * a reload opens the same model's editor again (and KeepPlaceOnReload.astro brings it back to the
 * top of the screen). A problem link of the summary, which focuses a model's block, opens it.
 */
import { useCallback, useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode, type SyntheticEvent } from 'react';
import { sameModelCard, sameProblems, type RosterProblem } from '../../roster';
import { OPEN_MODEL_PREFIX } from '../../roster/storage-keys';
import './model-fold.css';

const storageKey = (scope: string) => `${OPEN_MODEL_PREFIX}${typeof location === 'undefined' ? '' : location.pathname}:${scope}`;

function readOpen(scope: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(scope));
  } catch {
    return null; // storage blocked: every editor starts closed
  }
}

function writeOpen(scope: string, id: string | null): void {
  try {
    if (id) sessionStorage.setItem(storageKey(scope), id);
    else sessionStorage.removeItem(storageKey(scope));
  } catch {
    // storage blocked: the open editor is simply not remembered
  }
}

/**
 * A roster not saved yet (a new one, or one opened from a link) keeps its open model and folds under
 * "shared"; when it is saved (its first change, or Save a copy) they carry over to its new id, so the
 * editor being typed in stays open rather than closing under the player's fingers. The same holds
 * when this tab's edit becomes a copy after a clash with another tab: `carryOpenParts(copyId, id)`.
 */
export function carryOpenParts(to: string, from = 'shared'): void {
  try {
    const prefix = storageKey('');
    for (const key of Object.keys(sessionStorage)) {
      if (!key.startsWith(prefix) || !(key === `${prefix}${from}` || key.endsWith(`:${from}`))) continue;
      sessionStorage.setItem(`${key.slice(0, -from.length)}${to}`, sessionStorage.getItem(key)!);
    }
  } catch {
    // storage blocked: nothing was remembered to carry
  }
}

export interface OpenModel {
  /** The anchor id (EditorProps.modelId) of the model whose editor is open, or null. */
  openId: string | null;
  /** Opens a model's editor (closing any other); a model open already closes. */
  toggle: (id: string) => void;
  /** Opens a model's editor (closing any other), e.g. a model just added. */
  show: (id: string) => void;
}

/**
 * Which model's editor is open, remembered for this page and roster across reloads.
 * `roster` tells rosters apart: the open roster's saved id (EditorProps.openId), null for a shared one.
 */
export function useOpenModel(roster: string | null): OpenModel {
  const scope = roster ?? 'shared';
  const [state, setState] = useState(() => ({ scope, id: readOpen(scope) }));
  // Another roster opened: its own remembered model (derived while rendering, no effect needed).
  const current = state.scope === scope ? state : { scope, id: readOpen(scope) };
  if (current !== state) setState(current);
  // Both stay the same functions while the roster does: a closed model's card that is not drawn
  // again (closedModelUnchanged) keeps working with the ones it got.
  const toggle = useCallback(
    (id: string) =>
      setState((was) => {
        const next = was.scope === scope && was.id === id ? null : id;
        writeOpen(scope, next);
        return { scope, id: next };
      }),
    [scope],
  );
  const show = useCallback(
    (id: string) => {
      writeOpen(scope, id);
      setState({ scope, id });
    },
    [scope],
  );
  return { openId: current.id, toggle, show };
}

/** The props every game's model editor takes (besides its own). */
export interface ModelEditorBase<R> {
  roster: R;
  index: number;
  anchorId: string;
  open: OpenModel;
  problems: readonly RosterProblem[];
}

/**
 * The comparison for `memo` around a game's model editor (a `ModelFold` and nothing else): a model
 * that is closed, and stays closed, is not drawn again while its card would show the same, that is
 * while its model, the roster's other fields but the name (sameModelCard) and its problems are the
 * same, and its other props are too. Functions are not compared: a closed card uses only `open`,
 * whose functions are stable, and a model is drawn again with the latest ones whenever it opens.
 * Pass `{ earlier: true }` when a card also shows what the models before it hold (a campaign week).
 */
export function closedModelUnchanged<R>(modelsField: string, options: { earlier?: boolean; derived?: readonly string[] } = {}) {
  const derived = new Set<string>(options.derived ?? []);
  return <P extends ModelEditorBase<R>>(prev: Readonly<P>, next: Readonly<P>): boolean => {
    if (prev.open.openId === prev.anchorId || next.open.openId === next.anchorId) return false;
    // The open model is kept per roster: its functions change with the roster (a new one saved with
    // its first change), and a closed card must toggle the roster now shown.
    if (prev.open.toggle !== next.open.toggle || prev.open.show !== next.open.show) return false;
    for (const key of Object.keys(next) as (keyof P)[]) {
      if (key === 'roster' || key === 'open' || key === 'problems' || derived.has(key as string)) continue;
      if (typeof prev[key] === 'function' && typeof next[key] === 'function') continue;
      if (!Object.is(prev[key], next[key])) return false;
    }
    return sameProblems(prev.problems, next.problems) && sameModelCard(prev.roster, next.roster, modelsField, next.index, options.earlier);
  };
}

export interface ModelFoldProps {
  /** The model's anchor id (EditorProps.modelId(i)): problem links and the reload land here. */
  id: string;
  /** The heading's words: the model's name. */
  title: ReactNode;
  /** Quiet words after the name ("Leader", "Crack Shot · Foreman"), shown after a " · ". */
  kicker?: string | null;
  /** The numbers that matter at the table, one short line. */
  facts?: ReactNode;
  /** How many problems the model has (EditorProps.problemsOf(i).length). */
  problems: number;
  open: OpenModel;
  className?: string;
  /** The model's editor. */
  children: ReactNode;
}

/**
 * The card button just tapped and where it was on screen. Opening its editor closes the one open
 * above it, often taller than a phone's screen: the page then held its scroll position and the
 * tapped card jumped away (sometimes past the screen, under the finger's next tap). Instead the
 * card is put back where it was tapped, by the page's own scroll, before the frame is painted (a
 * programmatic scroll also resets the browser's scroll anchoring, so it does not correct twice).
 */
let tapped: { id: string; top: number } | null = null;

/** How long after a tap the tapped card is held in place while the cards around it settle. */
const KEEP_MS = 1000;
/** A player's own scroll or key ends the hold at once: the page is theirs again. */
const PLAYER_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls so `el` is `top` px from the top of the screen, now and whenever the list around it
 * changes size in the next second. The card closed above it gets `content-visibility: auto` and is
 * first laid out at its placeholder size (model-fold.css); its real size comes in the next frame's
 * layout. A ResizeObserver's callback runs after that layout and before the paint, so the card is
 * put back in the same frame: a check one frame later painted the card 33 px off for a frame (and
 * an e2e test that read it then failed on CI).
 *
 * A scroll that is not the hold's own and moves the card (a screen reader's cursor, find in page, a
 * script) also ends it: held on, the next change of size pulled the page back to the card, and a
 * press aimed at where the page had been landed elsewhere or off screen (CI, roster-press.spec.ts).
 * The browser's scroll anchoring keeps the card in place, so it does not end the hold.
 */
export function keepAt(el: HTMLElement, top: number): void {
  // Where the hold left the page: a scroll event finding the page there is the hold's own.
  let heldY = scrollY;
  const correct = () => {
    if (!el.isConnected) return stop();
    const moved = el.getBoundingClientRect().top - top;
    if (Math.abs(moved) >= 1) scrollBy({ top: moved, behavior: 'instant' });
    heldY = scrollY;
  };
  const scrolled = () => {
    if (Math.abs(scrollY - heldY) < 1) return;
    if (Math.abs(el.getBoundingClientRect().top - top) >= 1) return stop();
    heldY = scrollY; // anchoring moved the page and kept the card: still held
  };
  const watcher = new ResizeObserver(correct);
  const timer = setTimeout(stop, KEEP_MS);
  function stop(): void {
    watcher.disconnect();
    clearTimeout(timer);
    for (const type of PLAYER_MOVES) removeEventListener(type, stop, true);
    removeEventListener('scroll', scrolled);
  }
  correct();
  watcher.observe(el.closest('.rk-model')?.parentElement ?? document.body);
  for (const type of PLAYER_MOVES) addEventListener(type, stop, { capture: true, passive: true });
  addEventListener('scroll', scrolled, { passive: true });
}

export function ModelFold({ id, title, kicker, facts, problems, open, className, children }: ModelFoldProps) {
  const headingId = useId();
  const factsId = useId();
  const bodyId = useId();
  const isOpen = open.openId === id;
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (tapped?.id !== id || !button.current) return;
    keepAt(button.current, tapped.top);
    tapped = null;
  }, [isOpen, id]);
  // A problem link of the summary focuses this block: open its editor, where the problem is fixed.
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    if (e.target === e.currentTarget && !isOpen) open.show(id);
  };
  return (
    <article id={id} tabIndex={-1} className={`rk-card rk-model${className ? ` ${className}` : ''}`} aria-labelledby={headingId} onFocus={onFocus} data-open={isOpen ? '' : undefined}>
      <div className="rk-model-head">
        <h4 id={headingId}>
          <button
            ref={button}
            type="button"
            className="rk-model-toggle"
            aria-expanded={isOpen}
            aria-controls={bodyId}
            aria-describedby={factsId}
            onClick={(e) => {
              const mark = { id, top: e.currentTarget.getBoundingClientRect().top };
              tapped = mark;
              // Forgotten after this frame, whatever it drew (a later draw never scrolls for it).
              requestAnimationFrame(() => tapped === mark && (tapped = null));
              open.toggle(id);
            }}
          >
            {title}
            {kicker ? <span className="rk-kicker"> · {kicker}</span> : null}
          </button>
        </h4>
        <p id={factsId} className="rk-model-facts">
          {facts}
          {problems > 0 && (
            <span className="rk-model-count">
              <span aria-hidden="true">⚠ </span>
              {problems === 1 ? '1 problem' : `${problems} problems`}
            </span>
          )}
        </p>
      </div>
      <div id={bodyId} className="rk-model-body" hidden={!isOpen}>
        {isOpen ? children : null}
      </div>
    </article>
  );
}

export interface FoldProps {
  /** Names the fold on this page and roster ("loot:<openId>"): its open state is remembered under it across reloads. */
  name: string;
  /** The summary's words: what is inside and, briefly, its state ("Resources: 3 Supply, 1 Ammo"). */
  summary: ReactNode;
  /** Open when nothing is remembered yet (e.g. "Add a Character" while the warband is short). */
  defaultOpen?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A part of the editor a player opens between games (resources, loot, a new model): a <details>
 * with a 44 px summary and its ▸ / ▾ marker, open or closed again after a reload.
 */
export function Fold({ name, summary, defaultOpen = false, className, children }: FoldProps) {
  const key = `fold:${name}`;
  const initial = () => {
    const kept = readOpen(key);
    return { key, open: kept === null ? defaultOpen : kept === 'open' };
  };
  const [state, setState] = useState(initial);
  // Another roster opened (the name includes it): its own remembered state.
  const current = state.key === key ? state : initial();
  if (current !== state) setState(current);
  const open = current.open;
  const onToggle = (e: SyntheticEvent<HTMLDetailsElement>) => {
    const now = e.currentTarget.open;
    if (now === open) return;
    setState({ key, open: now });
    writeOpen(key, now ? 'open' : 'closed');
  };
  return (
    <details className={`rk-disclosure rk-fold${className ? ` ${className}` : ''}`} open={open} onToggle={onToggle}>
      <summary>{summary}</summary>
      <div className="rk-fold-body">{children}</div>
    </details>
  );
}
