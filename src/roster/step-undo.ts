/**
 * Undo a step between games from the campaign log, also after a reload. Every game's steps (a
 * recovery roll, grit restored, an Epilogue, an Arsenal week) change the roster and add a `step`
 * entry at the end of its log in one change; this module keeps a snapshot of each such change (the
 * entries it added, the roster before and after) and takes one back later: the roster as it was
 * before the step, with every change made since that did not touch what the step changed carried over
 * (the three-way merge of ./merge.ts, the step's "after" as the base), and the step's entries taken
 * out of the log.
 *
 * A step may go on over several changes by writing its one entry again in place, under the same
 * title (the Arsenal week editor's hand edit, one entry per week edited however many fields and
 * letters): each such change is joined to the step's snapshot, so Undo takes the roster back to
 * before its first change.
 *
 * Why the entries leave the log instead of staying with an "undone" mark: the games read their log
 * back as state (Kuggköping's replacements due, recoveries due and a killed Foreman, Heartbreaker's
 * pending Epilogue, the newest entry as the game just played), so an entry kept, even marked, would
 * leave the step half done. The builder's "Undo last change" takes an undo back (entries and roster).
 *
 * A step is not undone, and the refusal says why, when:
 * - a game was played after it (its entry is later in the log): the game was played with the roster
 *   as the step left it;
 * - a later step still in the log changed the same part of the roster ("Undo the later step X first");
 * - a change made since (by hand) changed the same field differently (the merge's conflict).
 *
 * Snapshots are kept per saved roster in the browser's storage, the last STEP_UNDO_LIMIT, bounded in
 * size, and only as a convenience: the roster's own write always comes first (the caller writes them
 * after the library has written the roster, and drops them all when storage is full), a write that
 * fails keeps the older snapshots, and anything unreadable in storage is ignored. Pure apart from the
 * store handed in; game-agnostic (the game's parse, toJson and model names are handed in).
 *
 * This file is what every builder loads at once (whether a change may be a step, reading snapshots
 * back, which entries offer Undo); recording a snapshot (./step-snapshot.ts), undoing, its words and
 * writing to storage are in ./step-undo-apply.ts, loaded when first needed (after a step, or when
 * Undo is asked), so no page's first load carries them.
 */
import { isRecord, type JsonObject } from '../common/json';
import { hasLog, logEntrySchema, type LogEntry } from './campaign-log';
import { sameJson } from './merge';
import { STEP_UNDO_PREFIX } from './storage-keys';
import { safely, type KeyValueStore } from './store';

/** How many steps of one roster can be undone from the log (the oldest snapshot is dropped first). */
export const STEP_UNDO_LIMIT = 10;
/** One change that added step entries to the log, as it can be taken back. */
export interface StepSnapshot {
  /** Where the entries the change added start in the log right after the change. */
  index: number;
  /** The entries it added, in order (at least one of them a step). */
  entries: LogEntry[];
  /** The roster's JSON before the change, without its log. */
  before: JsonObject;
  /** The roster's JSON right after the change, without its log. */
  after: JsonObject;
  /**
   * Set by stepSnapshot on a change that wrote its step's one entry again in place (a hand edit going
   * on, such as the Arsenal week editor's): withSnapshot joins it to the snapshot of that step.
   */
  continues?: true;
}

/** What the module needs of a game (its RosterGame has all of it). */
export interface StepGame<R> {
  parse(input: unknown): R;
  toJson(roster: R): unknown;
  modelNames(roster: R): string[];
  /** What the game calls a roster ("warband"). */
  noun: string;
}

export type StepUndo<R> = { ok: true; roster: R; done: string } | { ok: false; reason: string };

/** The words of the question asked before a step is undone. */
export interface UndoQuestion {
  /** "Undo “Greta is killed”?" */
  question: string;
  /** What comes back and what goes ("Bring back Greta"), then what happens to the log. */
  lines: string[];
}

/** The log of a roster's JSON (none: empty). */
export const logOf = (json: unknown): readonly unknown[] => (isRecord(json) && Array.isArray(json.log) ? json.log : []);

/** A roster's JSON without its log, or null when it is not an object. */
export function withoutLog(json: unknown): JsonObject | null {
  if (!isRecord(json)) return null;
  const { log: _log, ...rest } = json;
  return rest;
}

/**
 * Whether a change from `before` to `after` may have taken a step: its log grew or its newest entry
 * was written again (stepSnapshot, in ./step-snapshot.ts, tells for sure). Every keystroke comes
 * here, so it makes no JSON.
 */
export function mayBeStep(before: unknown, after: unknown): boolean {
  if (!hasLog(before) || !hasLog(after)) return true;
  return after.log.length > before.log.length || (after.log.length === before.log.length && after.log.at(-1) !== before.log.at(-1));
}

/**
 * Where the snapshot's entries are in `log` now, or -1: at their place, or earlier when older entries
 * were removed since (the latest such place).
 */
export function findSteps(log: readonly unknown[], snap: StepSnapshot): number {
  for (let i = Math.min(snap.index, log.length - snap.entries.length); i >= 0; i--) {
    if (snap.entries.every((e, j) => sameJson(e, log[i + j]))) return i;
  }
  return -1;
}

/** The entry of the run that carries "Undo this step": its last step entry. */
const buttonOffset = (snap: StepSnapshot): number => snap.entries.findLastIndex((e) => e.kind === 'step');

/** The log entries that can be undone from the log now, by their index, each with its snapshot (the newest wins). */
export function undoableEntries(list: readonly StepSnapshot[], log: readonly unknown[]): Map<number, StepSnapshot> {
  const out = new Map<number, StepSnapshot>();
  for (const snap of list) {
    const at = findSteps(log, snap);
    if (at >= 0) out.set(at + buttonOffset(snap), snap);
  }
  return out;
}

/** The title of the step a snapshot undoes. */
export const stepTitle = (snap: StepSnapshot): string => snap.entries[buttonOffset(snap)]?.title ?? snap.entries[0]?.title ?? '';

// ——— Storage ———

/** The version of the stored record (a record of another version is ignored). */
export const STEP_UNDO_VERSION = 1;

/** The storage key of a saved roster's snapshots. */
export const stepUndoKey = (game: string, id: string): string => `${STEP_UNDO_PREFIX}${game}:${id}`;

export interface StoredRecord {
  v: number;
  savedAt: string;
  snapshots: unknown[];
}

function readSnapshot(x: unknown): StepSnapshot | null {
  if (!isRecord(x) || !Number.isInteger(x.index) || (x.index as number) < 0 || !Array.isArray(x.entries) || x.entries.length === 0) return null;
  if (!isRecord(x.before) || !isRecord(x.after)) return null;
  const entries = x.entries.map((e) => logEntrySchema.safeParse(e));
  if (!entries.every((e) => e.success) || !entries.some((e) => e.data.kind === 'step')) return null;
  return { index: x.index as number, entries: entries.map((e) => e.data!), before: x.before, after: x.after };
}

/** A stored record, or null when it is not one (any text at all is read without a crash). */
export function readRecord(text: string | null): StoredRecord | null {
  if (text === null) return null;
  try {
    const json: unknown = JSON.parse(text);
    if (!isRecord(json) || json.v !== STEP_UNDO_VERSION || !Array.isArray(json.snapshots)) return null;
    return { v: STEP_UNDO_VERSION, savedAt: typeof json.savedAt === 'string' ? json.savedAt : '', snapshots: json.snapshots };
  } catch {
    return null;
  }
}

/** The snapshots stored for roster `id` of `game`, oldest first; anything unreadable is left out (never a crash). */
export function readSnapshots(store: KeyValueStore, game: string, id: string): StepSnapshot[] {
  const record = readRecord(safely(() => store.getItem(stepUndoKey(game, id)), null));
  return (record?.snapshots ?? []).flatMap((s) => readSnapshot(s) ?? []).slice(-STEP_UNDO_LIMIT);
}

