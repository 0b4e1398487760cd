/**
 * The saved rosters of one game as React state. The server has no storage, so the server's HTML and
 * the hydrating render show the loading line (useSyncExternalStore's server snapshot); right after
 * hydration the library is read, on localStorage when the browser allows it, else in memory.
 * Changes made in another tab are read again through the `storage` event.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { browserStore, memoryStore, RosterLibrary, type KeyValueStore, type LibrarySnapshot, type RosterGame } from '../../roster';

const noSubscribe = () => () => {};
const noSnapshot = () => null;

export interface LibraryState<R> {
  /** null on the server. */
  library: RosterLibrary<R> | null;
  /** null on the server and while hydrating: the builder then shows its loading line. */
  snapshot: LibrarySnapshot<R> | null;
}

/** `openStore` picks the storage (tests); by default the browser's localStorage, or memory. */
export function useRosterLibrary<R>(game: RosterGame<R>, openStore: () => KeyValueStore | null = browserStore): LibraryState<R> {
  const library = useMemo(() => {
    if (typeof window === 'undefined') return null;
    const store = openStore();
    return new RosterLibrary(game, store ?? memoryStore(), { persistent: store !== null });
  }, [game, openStore]);
  useEffect(() => {
    if (!library) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key.startsWith('skirmish-shelf:roster')) library.reload();
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, [library]);
  const snapshot = useSyncExternalStore(library?.subscribe ?? noSubscribe, library?.getSnapshot ?? noSnapshot, noSnapshot);
  return { library, snapshot };
}
