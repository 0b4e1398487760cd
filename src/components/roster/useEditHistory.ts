/** "Undo last change" for the roster on screen, over the pure history in src/roster/undo-history.ts. */
import { useState } from 'react';
import { emptyHistory, recordChange, rekey, undoable, undoLast, type UndoHistory } from '../../roster';

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
