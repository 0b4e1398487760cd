/**
 * "Undo last change" for the roster on screen, over the pure history in src/roster/undo-history.ts,
 * and the snapshots of its steps between games that the campaign log can undo, also after a reload
 * (src/roster/step-undo.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { emptyHistory, recordChange, rekey, undoable, undoLast, ROSTER_PREFIX, type KeyValueStore, type RosterGame, type RosterLibrary, type UndoHistory } from '../../roster';
import { readSnapshots, stepSnapshot, withSnapshot, type StepSnapshot } from '../../roster/step-undo';
import { STEP_UNDO_PREFIX } from '../../roster/storage-keys';
import { safely } from '../../roster/store';
import { idOfKey } from '../../roster/library/envelope';
import { afterPaint } from './useRosterLibrary';

/** Writing, dropping and pruning snapshots: loaded with the first step taken or roster deleted, never with the page. */
const storage = () => import('../../roster/step-undo-apply');
/** Snapshots are best effort: a module that could not load (offline before it was cached) leaves them as they are. */
const ignore = () => undefined;

export interface EditHistory<R> {
  canUndo: boolean;
  /** Records the state before a change to `key` (keystrokes of one `group` are one change). */
  record: (key: string, previous: R, group?: string) => void;
  /** The state to go back to (and forgets it), or undefined. */
  undo: (key: string) => R | undefined;
  /** A roster started in memory got saved under an id: its history follows it. */
  rekey: (from: string, to: string) => void;
}

export function useEditHistory<R>(key: string): EditHistory<R> {
  const [history, setHistory] = useState<UndoHistory<R>>(emptyHistory);
  return {
    canUndo: undoable(history, key).length > 0,
    record: (k, previous, group) => setHistory((h) => recordChange(h, k, previous, group)),
    undo: (k) => {
      const step = undoLast(history, k);
      if (!step) return undefined;
      setHistory(step.history);
      return step.previous;
    },
    rekey: (from, to) => setHistory((h) => rekey(h, from, to)),
  };
}

/** The steps between games of the open roster that can be undone from its campaign log (src/roster/step-undo.ts). */
export interface StepSnapshots {
  /** The open roster's snapshots, oldest first (none for a roster not saved). */
  list: readonly StepSnapshot[];
  /** A change to saved roster `id` from `before` to `after`: kept when it took a step (added a step entry to the log). */
  record: (id: string, before: unknown, after: unknown) => void;
  /** Saved roster `idOrKey` (an id, or an unreadable entry's key) is being deleted: its snapshots go with it. */
  drop: (idOrKey: string) => void;
  /** A delete was undone and the roster came back under `id`: its snapshots come back too. */
  putBack: (id: string) => void;
}

/**
 * The snapshots of the open roster's steps: read from storage when a roster opens (so they outlive a
 * reload or a discarded tab), recorded on each change that took a step, written after the roster's
 * own write. They are best effort: written only once the library wrote every roster (a full storage
 * never costs the roster its write), dropped altogether when a roster write fails for want of room,
 * and kept in memory for this visit when the write fails.
 */
export function useStepSnapshots<R>(store: KeyValueStore | null, library: RosterLibrary<R> | null, game: RosterGame<R>, openId: string | null, saveError: string | null): StepSnapshots {
  const [memory, setMemory] = useState<ReadonlyMap<string, readonly StepSnapshot[]>>(() => new Map());
  const deleted = useRef(new Map<string, Promise<string | null>>());
  const slug = game.game;
  const stored = useMemo(() => (store && openId !== null && !memory.has(openId) ? readSnapshots(store, slug, openId) : null), [store, slug, openId, memory]);
  const list = openId === null ? [] : (memory.get(openId) ?? stored ?? []);
  useEffect(() => {
    // Snapshots of rosters deleted elsewhere (another tab), once the page has drawn.
    if (!store || !library || !safely(() => store.keys(), []).some((k) => k.startsWith(STEP_UNDO_PREFIX))) return;
    afterPaint(() => void storage().then((m) => m.pruneSnapshots(store, slug, (id) => library.get(id) !== undefined), ignore));
  }, [store, library, slug]);
  useEffect(() => {
    if (saveError === null || !store || !library) return;
    void storage().then((m) => {
      m.dropAllSnapshots(store);
      library.flush();
    }, ignore);
  }, [saveError, store, library]);
  const idOf = (idOrKey: string) => (idOrKey.startsWith(ROSTER_PREFIX) ? idOfKey(slug, idOrKey) : idOrKey);
  return {
    list,
    record: (id, before, after) => {
      if (!store || !library) return;
      const snap = stepSnapshot(game, before as R, after as R);
      if (!snap) return;
      const log = (after as { log?: unknown }).log;
      const next = withSnapshot(memory.get(id) ?? readSnapshots(store, slug, id), snap, Array.isArray(log) ? log : []);
      setMemory((m) => new Map(m).set(id, next));
      // After the paint, and only once every roster is written: the roster's write comes first.
      afterPaint(() => {
        void storage().then((m) => {
          if (library.flush()) m.writeSnapshots(store, slug, id, next);
        }, ignore);
      });
    },
    drop: (idOrKey) => {
      if (!store) return;
      const id = idOf(idOrKey);
      deleted.current.set(
        id,
        storage().then((m) => m.dropSnapshots(store, slug, id), () => null),
      );
      setMemory((m) => {
        const out = new Map(m);
        out.delete(id);
        return out;
      });
    },
    putBack: (id) => {
      const dropped = deleted.current.get(id);
      if (!store || !dropped) return;
      deleted.current.delete(id);
      void Promise.all([storage(), dropped]).then(([m, text]) => {
        m.putBackSnapshots(store, slug, id, text);
        setMemory((mem) => new Map(mem).set(id, readSnapshots(store, slug, id)));
      }, ignore);
    },
  };
}
