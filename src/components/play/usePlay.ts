/**
 * The state of one play page: the games in progress of this game (a roster kit library of GameDocs),
 * the saved rosters (to start a game from and to keep a received roster), the open game, and the
 * `#roster=` link that opens straight into a new game. All logic is in src/roster/play.ts.
 */
import { useEffect, useMemo, useState } from 'react';
import { readShareFragment, sameJson, sharedPayload, type RosterGame, type RosterLibrary } from '../../roster';
import { newGame, playGame, type GameDoc, type PlayRules } from '../../roster/play';
import { useRosterLibrary } from '../roster/useRosterLibrary';
import { PLAY_TAB_KEY } from '../../roster/storage-keys';

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

export function usePlay<R>(rules: PlayRules<R>, rosterGame: RosterGame<R>) {
  const gamesGame = useMemo(() => playGame(rules), [rules]);
  const games = useRosterLibrary(gamesGame);
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
  return { gamesGame, games, rosters, openId, doc, gone: gone !== undefined, open, start, update, linkError: current?.linkError ?? null };
}

/**
 * Something a play island loads after its first paint (a game's odds against the opponent, with the
 * odds tools' code): undefined until it has come, then the same value. `load` is called once.
 */
export function useLater<T>(load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void load().then((v) => {
      if (live) setValue(() => v);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per island
  }, []);
  return value;
}

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
