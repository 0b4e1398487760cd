/**
 * The state of one play page: the games in progress of this game (a roster kit library of GameDocs),
 * the saved rosters (to start a game from and to keep a received roster), the open game, and the
 * `#roster=` link that opens straight into a new game. All logic is in src/play/index.ts.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { browserStore, readShareFragment, sameJson, sharedPayload, type RosterGame, type RosterLibrary } from '../../roster';
import { newGame, patchOf, playGame, refusal, resetPlay, stepText, take, undoLast, type GameDoc, type Outcome, type PlayCommand, type PlayRules, type PlayState } from '../../play';
import type { FinishedGame } from '../../play/end';
import { useRosterLibrary } from '../roster/useRosterLibrary';
import { PLAY_TAB_KEY } from '../../roster/storage-keys';
import type { Rehearsal } from './rehearsal';

/** Libraries whose opening game was chosen (a link read once, even if React renders twice). */
const openedOnce = new WeakMap<object, Opened>();

interface Opened {
  id: string | null;
  linkError: string | null;
}

/**
 * The game to show when the page opens: a `#roster=` link starts a new one (the roster kept on the
 * device as a received roster; the same roster saved there already is used as it is) and the
 * fragment is dropped, so a reload comes back to that game; else the game open last time.
 */
function openingGame<R>(rules: PlayRules<R>, rosterGame: RosterGame<R>, lib: RosterLibrary<GameDoc>, rlib: RosterLibrary<R>): Opened {
  const read = readShareFragment(location.hash, rosterGame);
  if (read) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  if (read?.ok) {
    const json = rosterGame.toJson(read.roster);
    const name = rosterGame.name(read.roster);
    // The same roster, whatever it is called here ("… (received)" after the first time).
    const same = rlib.getSnapshot().rosters.find((r) => sameJson(rosterGame.toJson(rosterGame.rename(r.roster, name)), json));
    const saved = same ?? rlib.create(rosterGame.rename(read.roster, `${name || `Unnamed ${rosterGame.noun}`} (received)`));
    const doc = lib.create(newGame(rules, rosterGame.toJson(saved.roster), saved.id, new Date()));
    lib.setLastOpened(doc.id);
    return { id: doc.id, linkError: null };
  }
  const id = lib.lastOpened() ?? lib.getSnapshot().rosters.find((g) => !g.roster.result)?.id ?? null;
  return { id, linkError: read ? read.message : null };
}

/** The open game's state as saved now, for the parts that follow it themselves (useLiveState). */
export interface LiveGame {
  subscribe: (listener: () => void) => () => void;
  state: () => PlayState | undefined;
}

/**
 * A step whose answer is drawn by the parts that read the game themselves (useLiveState): a model's
 * card, the score, or the bar's round and the cards for Next round and Undo. Only those parts are
 * drawn in the tap (see usePlay's `later`); the log and the rest follow after the paint.
 */
const answeredInPlace = (cmd: PlayCommand) =>
  ((cmd.kind === 'damage' || cmd.kind === 'status' || cmd.kind === 'counter' || cmd.kind === 'flag') && cmd.model !== null) || cmd.kind === 'score' || cmd.kind === 'next-round' || cmd.kind === 'undo';

const noLive = () => () => {};
const noState = () => null;

/**
 * The state a part draws (a card, the score): with `live`, the game as saved now where what the part
 * reads (`same`, stable) differs from `given` (the view's state, which follows a card's or the score's
 * step only after the paint), so that such a step is drawn in its tap; else `given`.
 */
export function useLiveState(live: LiveGame | null, given: PlayState, same: (a: PlayState, b: PlayState) => boolean): PlayState {
  const last = useRef<PlayState | null>(null);
  const read = useCallback(() => {
    const now = live?.state();
    if (!now) return null;
    const was = last.current;
    if (was && same(was, now)) return was;
    last.current = now;
    return now;
  }, [live, same]);
  const selected = useSyncExternalStore(live?.subscribe ?? noLive, read, noState);
  return selected && !same(selected, given) ? selected : given;
}

export function usePlay<R>(rules: PlayRules<R>, rosterGame: RosterGame<R>, say: (said: string | null, later?: boolean) => void) {
  const gamesGame = useMemo(() => playGame(rules), [rules]);
  // While a card's or the score's own step is written, the rest of the view follows the games in a
  // transition after the paint of that part (which reads the game itself): a tap draws one part, not the page.
  const inPlaceStep = useRef(false);
  const later = useCallback(() => inPlaceStep.current, []);
  const games = useRosterLibrary(gamesGame, browserStore, later);
  const rosters = useRosterLibrary(rosterGame);
  const [opened, setOpened] = useState<Opened | null>(null);
  // Chosen once, in the first render that has both libraries (then only the player changes it).
  let current = opened;
  if (current === null && games.library && rosters.library) {
    current = openedOnce.get(games.library) ?? openingGame(rules, rosterGame, games.library, rosters.library);
    openedOnce.set(games.library, current);
    setOpened(current);
  }
  const openId = current?.id ?? null;

  useEffect(() => {
    // A play link pasted into the address bar of an open play page starts its game too.
    const onHash = () => {
      if (games.library && rosters.library && sharedPayload(location.hash) !== null) setOpened(openingGame(rules, rosterGame, games.library, rosters.library));
    };
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, [games.library, rosters.library, rules, rosterGame]);

  const open = (id: string | null) => {
    games.library?.setLastOpened(id);
    setOpened({ id, linkError: null });
  };
  const start = (rosterId: string) => {
    const lib = games.library;
    const entry = rosters.library?.get(rosterId);
    if (!lib || !entry) return;
    const doc = lib.create(newGame(rules, rosterGame.toJson(entry.roster), entry.id, new Date()));
    open(doc.id);
  };
  // A game removed in another tab (site data cleared there) stays on screen here until kept or closed.
  const gone = openId ? games.snapshot?.gone.find((g) => g.id === openId)?.roster : undefined;
  const doc: GameDoc | undefined = openId ? (games.snapshot?.rosters.find((g) => g.id === openId)?.roster ?? gone) : undefined;
  const update = (next: GameDoc) => {
    if (openId) games.library?.update(openId, next);
  };
  /** The open game changed from what is saved now (Table Link's link). */
  const change = (next: (doc: GameDoc) => GameDoc) => {
    const now = openId ? games.library?.get(openId)?.roster : undefined;
    if (now) games.library!.update(openId!, next(now));
  };
  const roster = useMemo(() => {
    if (!doc) return undefined;
    try {
      return rules.parse(doc.roster);
    } catch {
      return undefined;
    }
  }, [doc?.roster, rules]); // eslint-disable-line react-hooks/exhaustive-deps
  // Whether the cards and the score on screen follow the game themselves (the view says so: not at a linked table).
  const partsLive = useRef(false);
  const setPartsLive = useCallback((on: boolean) => {
    partsLive.current = on;
  }, []);
  const inPlace = useCallback((cmd: PlayCommand) => partsLive.current && answeredInPlace(cmd), []);
  const lib = games.library;
  const live = useMemo<LiveGame | null>(() => (lib && openId ? { subscribe: lib.subscribe, state: () => lib.get(openId)?.roster.state } : null), [lib, openId]);
  const commands = usePlayCommands(rules, rosterGame, games.library, rosters.library, openId, roster, say, inPlace, inPlaceStep);
  // The open game's first taps rehearsed on a copy once it is painted (./rehearsal.ts), with what the latest draw had.
  const latest = useRef<Rehearsal<R> | null>(null);
  useEffect(() => {
    latest.current = lib && openId && roster !== undefined ? { rules, roster, game: () => lib.get(openId)?.roster } : null;
  });
  useEffect(() => {
    if (openId) void gameShown.then(() => import('./rehearsal')).then((r) => r.rehearseOnce(openId, () => latest.current));
  }, [openId]);
  // A game removed in another tab: kept here (written again), or closed and forgotten.
  const keepGone = () => {
    if (openId) games.library?.keep(openId);
  };
  const closeGone = () => {
    if (openId) games.library?.forget(openId);
    open(null);
  };
  // Leaving the page with a step or a result not yet written asks first (a full disk holds them in this page).
  const pendingWrites = (games.snapshot?.pending ?? 0) + (rosters.snapshot?.pending ?? 0);
  const unsaved = pendingWrites > 0 && (games.snapshot?.saveError ?? rosters.snapshot?.saveError ?? null) !== null;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => {
      games.library?.flush();
      rosters.library?.flush();
      e.preventDefault();
    };
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, [unsaved, games.library, rosters.library]);
  return { gamesGame, games, rosters, openId, doc, roster, gone: gone !== undefined, live, setPartsLive, open, start, update, change, keepGone, closeGone, pendingWrites, linkError: current?.linkError ?? null, ...commands };
}

/**
 * The open game's commands bound to the libraries: each takes its step on the game as saved now (so
 * the callbacks stay the same from tap to tap) and says what the page should say (`say`, stable).
 */
function usePlayCommands<R>(
  rules: PlayRules<R>,
  rosterGame: RosterGame<R>,
  library: RosterLibrary<GameDoc> | null | undefined,
  rosterLibrary: RosterLibrary<R> | null | undefined,
  openId: string | null,
  roster: R | undefined,
  say: (said: string | null, later?: boolean) => void,
  /** True for a step only its own part answers in the tap (a card, the score); `writingRef` is true while such a step is written. */
  inPlace: (cmd: PlayCommand) => boolean,
  writingRef: { current: boolean },
) {
  // Who takes the steps: this tab, the same across reloads.
  const tab = useMemo(() => (library ? playTabId(library.tabId) : ''), [library]);
  /** The open game as saved now, with the roster it is played with; null when there is none. */
  const open = useCallback(() => {
    const doc = openId ? library?.get(openId)?.roster : undefined;
    return doc && roster !== undefined ? { doc, roster, write: (next: GameDoc) => library!.update(openId!, next) } : null;
  }, [library, openId, roster]);
  /** A step by its command; `text` when the kit cannot word it (the opponent's model's name). Says why a step is refused. */
  const step = useCallback(
    (cmd: PlayCommand, text?: string) => {
      const now = open();
      if (!now) return;
      const why = refusal(now.doc, cmd);
      const lag = why === null && inPlace(cmd);
      if (why === null) {
        writingRef.current = lag;
        try {
          now.write(take(rules, now.roster, now.doc, cmd, text ?? stepText(rules, now.roster, now.doc.state, cmd), new Date(), tab));
        } finally {
          writingRef.current = false;
        }
      }
      say(why);
    },
    [open, rules, tab, say, inPlace, writingRef],
  );
  /** A game's own step: its words for the log and the change of the state. */
  const run = useCallback(
    (text: string, change: (s: PlayState) => PlayState) => {
      const state = open()?.doc.state;
      if (state) step({ kind: 'patch', patch: patchOf(state, change(state)) }, text);
    },
    [open, step],
  );
  // End game's code (with the match report it logs from) comes after the first paint, long before a
  // player can have opened End game's question and answered it.
  // A game whose write-back loads later (writeBackLater) has it loaded here too: End game waits for both.
  const ending = useLater(() => Promise.all([import('../../play/end'), rules.writeBackLater?.()]).then(([end, writeBack]) => ({ end, writeBack })));
  const undo = () => {
    const now = open();
    const back = now && undoLast(rules, now.roster, now.doc, new Date(), tab);
    if (!back) return;
    const lag = inPlace({ kind: 'undo', step: '' });
    writingRef.current = lag;
    try {
      now!.write(back.game);
    } finally {
      writingRef.current = false;
    }
    // Drawn in the tap: the round and the cards. What Undo says floats at the screen's foot and comes
    // with the rest of the view after the paint, unless something else is said meanwhile.
    say(back.said, lag);
  };
  const reset = () => {
    const now = open();
    if (!now) return;
    const done = resetPlay(rules, now.roster, now.doc, new Date(), tab);
    now.write(done.game);
    say(done.said);
  };
  /** End game: the result in the game and the saved roster's log; `stored` is false while the storage is full (the writes wait in the page). */
  const finish = (outcome: Outcome, note: string, shared = false, shown?: GameDoc): { done: FinishedGame<R>; stored: boolean } | null => {
    const now = open();
    if (!now || !ending) return null;
    const saved = now.doc.rosterId ? rosterLibrary?.get(now.doc.rosterId)?.roster : undefined;
    const ready = ending.writeBack && !rules.writeBack ? { ...rules, writeBack: ending.writeBack } : rules;
    const done = ending.end.finishGame({ rules: ready, played: now.roster, doc: now.doc, saved, nameOf: rosterGame.name, outcome, note, now: new Date(), by: tab, shared, shown });
    now.write(done.game);
    if (done.roster) rosterLibrary!.update(done.roster.id, done.roster.roster);
    const stored = library!.flush() && (rosterLibrary?.flush() ?? true);
    return { done, stored };
  };
  return { tab, step, run, undo, reset, finish, endReady: ending !== undefined };
}

let showGame: () => void = () => undefined;
/** Settled once the play view shows a game: what useLater loads is for a game, and a first visit has none. */
const gameShown = new Promise<void>((resolve) => {
  showGame = resolve;
});
/** Said by the play view when it shows a game (opened, started, or from a link); once is enough. */
export function gameOnScreen(): void {
  showGame();
}

/**
 * Something a play island loads once a game is on screen, after its first paint (a game's odds
 * against the opponent, with the odds tools' code): undefined until it has come, then the same value.
 * `load` is called once. On a first visit (no game yet) nothing is loaded: its modules' evaluation and
 * the redraw after it were the page load's longest tasks (Lighthouse's blocking time, issue 37).
 */
export function useLater<T>(load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void gameShown.then(load).then((v) => {
      if (live) setValue(() => v);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per island
  }, []);
  return value;
}

const shownNow = () => Promise.resolve(true);
/**
 * False until the play view has painted a game (gameOnScreen), then true. The parts drawn beside the
 * cards from code of their own (the score, the opponent, the log, Kuggköping's enemy turn) hold their
 * place until then, so their code is asked for after the game's paint: on Lighthouse's slow network
 * every script asked for before the largest paint was counted into it. Called by a part mounted with
 * the island (the play view, a game's own play component), so it never holds a place a second time.
 */
export const useGameShown = (): boolean => useLater(shownNow) === true;

/**
 * This tab's name in the steps it takes: kept in sessionStorage, so a reload (or a phone bringing a
 * discarded tab back) is the same tab and its Undo still reaches the steps it took before; another
 * tab is another name, so its Undo never takes back this tab's taps.
 */
export function playTabId(fallback: string): string {
  try {
    const known = sessionStorage.getItem(PLAY_TAB_KEY);
    if (known) return known;
    sessionStorage.setItem(PLAY_TAB_KEY, fallback);
  } catch {
    /* storage refused: the library's id for this page */
  }
  return fallback;
}
