/**
 * "Undo last change" for the roster on screen, over the pure history in src/roster/undo-history.ts,
 * and the snapshots of its steps between games that the campaign log can undo, also after a reload
 * (src/roster/step-undo.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { emptyHistory, recordChange, rekey, undoable, undoLast, ROSTER_PREFIX, type KeyValueStore, type RosterGame, type RosterLibrary, type UndoHistory } from '../../roster';
import { mayBeStep, readSnapshots, type StepSnapshot } from '../../roster/step-undo';
import { STEP_UNDO_PREFIX } from '../../roster/storage-keys';
import { safely } from '../../roster/store';
import { idOfKey } from '../../roster/library/envelope';
import { afterPaint } from './useRosterLibrary';

/** Recording, writing, dropping and pruning snapshots: loaded with the first step taken or roster deleted, never with the page. */
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
  // What `memory` will be once React has drawn it: records worked out after the paint read and extend it in turn.
  const latest = useRef(memory);
  const remember = (change: (m: Map<string, readonly StepSnapshot[]>) => void) => {
    const next = new Map(latest.current);
    change(next);
    latest.current = next;
    setMemory(next);
  };
  // Records run one after another, in the order of the changes, however quickly keys come.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
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
      // Only a change whose log grew or had its newest entry written again can be a step; whether it
      // is one, and the snapshot, are worked out after the change's paint, not in the key's own task.
      if (!store || !library || !mayBeStep(before, after)) return;
      // The module is asked for after the paint too: its code arriving mid-key would delay the key's frame.
      const later = new Promise<void>((done) => afterPaint(done)).then(storage);
      const recorded = Promise.all([queue.current, later]).then(([, m]) => {
        if (deleted.current.has(id)) return;
        const snap = m.stepSnapshot(game, before as R, after as R);
        if (!snap) return;
        const log = (after as { log?: unknown }).log;
        const next = m.withSnapshot(latest.current.get(id) ?? readSnapshots(store, slug, id), snap, Array.isArray(log) ? log : []);
        remember((mem) => mem.set(id, next));
        // Only once every roster is written: the roster's write comes first.
        if (library.flush()) m.writeSnapshots(store, slug, id, next);
      });
      // Best effort: a module that could not load leaves the snapshots as they are, and the next record still runs.
      queue.current = recorded.catch(ignore);
    },
    drop: (idOrKey) => {
      if (!store) return;
      const id = idOf(idOrKey);
      deleted.current.set(
        id,
        storage().then((m) => m.dropSnapshots(store, slug, id), () => null),
      );
      remember((mem) => mem.delete(id));
    },
    putBack: (id) => {
      const dropped = deleted.current.get(id);
      if (!store || !dropped) return;
      deleted.current.delete(id);
      void Promise.all([storage(), dropped]).then(([m, text]) => {
        m.putBackSnapshots(store, slug, id, text);
        remember((mem) => mem.set(id, readSnapshots(store, slug, id)));
      }, ignore);
    },
  };
}
