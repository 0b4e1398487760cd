/**
 * "Undo last change" inside one open roster: the earlier states, the newest last, at most `limit`.
 * Keystrokes in one text box share a `group` and count as one change, so Undo takes back the word,
 * not its last letter. Pure and immutable: each call returns a new history.
 */

export interface UndoHistory<R> {
  /** What the history belongs to (the open roster); another key starts empty. */
  key: string;
  /** Earlier states, the most recent last. */
  states: readonly R[];
  /** The group of the last change, when it came from a text box. */
  group?: string;
}

export const UNDO_LIMIT = 50;

export function emptyHistory<R>(key = ''): UndoHistory<R> {
  return { key, states: [] };
}

/** The states Undo can go back to while `key` is open (none when the history is another roster's). */
export function undoable<R>(history: UndoHistory<R>, key: string): readonly R[] {
  return history.key === key ? history.states : [];
}

/** Records `previous`, the state before a change to `key`; a change in the same group as the last adds nothing. */
export function recordChange<R>(history: UndoHistory<R>, key: string, previous: R, group?: string, limit = UNDO_LIMIT): UndoHistory<R> {
  const states = undoable(history, key);
  const together = group !== undefined && history.key === key && history.group === group && states.length > 0;
  return { key, states: together ? states : [...states.slice(-(limit - 1)), previous], group };
}

/** The state to go back to and the history after it, or null when there is nothing to undo. */
export function undoLast<R>(history: UndoHistory<R>, key: string): { previous: R; history: UndoHistory<R> } | null {
  const states = undoable(history, key);
  const previous = states[states.length - 1];
  if (previous === undefined) return null;
  return { previous, history: { key, states: states.slice(0, -1) } };
}

/** The same history under a new key (a roster started in memory that is now saved under an id). */
export function rekey<R>(history: UndoHistory<R>, from: string, to: string): UndoHistory<R> {
  return history.key === from ? { ...history, key: to } : history;
}
