/**
 * The saved rosters of one game as React state. The server has no storage, so the server's HTML and
 * the hydrating render show the loading line (useSyncExternalStore's server snapshot); right after
 * hydration the library is read, on localStorage when the browser allows it, else in memory.
 * Changes made in another tab are read again through the `storage` event; an edit is written after
 * the next paint (`afterPaint`), and at once when the page is hidden; changes still waiting for room
 * are written again when the page is hidden or shown and every few seconds.
 */
import { startTransition, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { browserStore, memoryStore, RosterLibrary, type KeyValueStore, type LibrarySnapshot, type RosterGame } from '../../roster';
import { LIBRARY_EVENT_PREFIX } from '../../roster/storage-keys';

const noSubscribe = () => () => {};
const noSnapshot = () => null;
/** How often pending changes are tried again while storage is full. */
const RETRY_MS = 5000;
/** An edit's write waits at most this long for the paint (a hidden page draws no frames). */
const WRITE_LATEST_MS = 250;

/**
 * Calls `write` after the next paint (the frame's callbacks, then a task), or after WRITE_LATEST_MS
 * if no frame comes: an edit's JSON and setItem are kept out of the keystroke's or tap's frame.
 */
export function afterPaint(write: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    write();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, WRITE_LATEST_MS);
}

export interface LibraryState<R> {
  /** null on the server. */
  library: RosterLibrary<R> | null;
  /** null on the server and while hydrating: the builder then shows its loading line. */
  snapshot: LibrarySnapshot<R> | null;
  /** The store under the library (for "Download everything"); null on the server. */
  store: KeyValueStore | null;
}

/**
 * `openStore` picks the storage (tests); by default the browser's localStorage, or memory.
 * `later` (stable): when it answers true as the library changes, the snapshot follows after the next
 * paint, in a transition, so that what read the change itself is painted first (the play view's
 * cards: a card's tap draws its card, then the rest). The snapshot is then React state, read after
 * hydration as the store's would be.
 * One library per game and store: a new `game` of the same game (a play page's rules with their late
 * code) is read into it (readWith), so an edit still waiting for its write, and a page's games held in
 * memory only, stay.
 */
export function useRosterLibrary<R>(game: RosterGame<R>, openStore: () => KeyValueStore | null = browserStore, later?: () => boolean): LibraryState<R> {
  const gameId = game.game;
  const opened = useMemo(() => {
    if (typeof window === 'undefined') return null;
    const found = openStore();
    const store = found ?? memoryStore();
    return { store, library: new RosterLibrary(game, store, { persistent: found !== null, schedule: afterPaint }) };
  }, [gameId, openStore]); // eslint-disable-line react-hooks/exhaustive-deps -- a later `game` is read in below
  const library = opened?.library ?? null;
  // Before the paint: the page never shows its saved games as the earlier parse read them beside the later rules.
  useLayoutEffect(() => library?.readWith(game), [library, game]);
  useEffect(() => {
    if (!library) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key.startsWith(LIBRARY_EVENT_PREFIX)) library.reload();
    };
    const retry = () => void library.flush();
    addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', retry);
    addEventListener('pagehide', retry);
    const timer = setInterval(retry, RETRY_MS);
    return () => {
      removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', retry);
      removeEventListener('pagehide', retry);
      clearInterval(timer);
    };
  }, [library]);
  const synced = useSyncExternalStore((!later && library?.subscribe) || noSubscribe, (!later && library?.getSnapshot) || noSnapshot, noSnapshot);
  // useSyncExternalStore draws every change at once, blocking: a transition cannot hold it back.
  const [held, hold] = useState<LibrarySnapshot<R> | null>(null);
  // Read once the hydration is committed, in its own task, as useSyncExternalStore reads a store it
  // hydrated with the server's snapshot: in the hydration's layout phase it made one longer task of both.
  useEffect(() => {
    if (!library || !later) return;
    // Held back, it comes after the paint (what read the change itself is on screen first), as the library is then.
    const follow = () => (later() ? afterPaint(() => startTransition(() => hold(library.getSnapshot()))) : hold(library.getSnapshot()));
    follow();
    return library.subscribe(follow);
  }, [library, later]);
  return { library, snapshot: later ? held : synced, store: opened?.store ?? null };
}
