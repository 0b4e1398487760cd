/**
 * The campaign log every roster carries from version 2 of its format: dated entries, the newest
 * last, one for each game (written by the play view's End game through `recordGame`, or entered by
 * hand) and one for each step between games (grit restored, a gadget lost, loot, injuries,
 * resources, script), each saying in words what changed.
 *
 * ```json
 * "log": [
 *   { "date": "2026-11-26", "kind": "game", "title": "Mission 1: won", "changes": ["Olga knocked down"] },
 *   { "date": "2026-11-26", "kind": "step", "title": "Grit restored", "changes": ["Olga: grit back to 2"] }
 * ]
 * ```
 * - `date`: the day, as YYYY-MM-DD; `kind`: "game" (a game played), "step" (a step between games)
 *   or "note" (anything the players want kept); `title`: one line; `changes`: what changed, each a
 *   sentence or phrase in words (may be empty).
 *
 * Pure: no DOM, no clock unless the caller leaves the date out (then today's date, UTC).
 */
import * as z from 'zod/mini';
import type { Migration, RosterJson } from './format';

export const MAX_LOG_ENTRIES = 500;
export const MAX_LOG_CHANGES = 40;
export const MAX_LOG_TEXT = 400;

export const LOG_KINDS = ['game', 'step', 'note'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

const text = z.string().check(z.maxLength(MAX_LOG_TEXT));

/** One entry of the log (zod/mini: it ships in every builder's island). */
export const logEntrySchema = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')),
  kind: z.enum(LOG_KINDS),
  title: text,
  changes: z._default(z.array(text).check(z.maxLength(MAX_LOG_CHANGES)), []),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** The `log` field of a version-2 roster: a hand-written file may leave it out (an empty log). */
export const campaignLogSchema = z._default(z.array(logEntrySchema).check(z.maxLength(MAX_LOG_ENTRIES)), []);

/** A roster that keeps a log. */
export interface WithLog {
  log: readonly LogEntry[];
}

/** True for a roster whose format keeps a campaign log (every format from version 2). */
export function hasLog(roster: unknown): roster is WithLog {
  return typeof roster === 'object' && roster !== null && Array.isArray((roster as { log?: unknown }).log);
}

/** What the play view (or a player) reports at the end of a game. */
export interface GameResult {
  /** The scenario, mission or week played ("Mission 2", "First Blood"). */
  title: string;
  /** How it went ("won", "lost", "draw", "failed"), shown after the title. */
  outcome?: string;
  /** What happened that the log should keep ("Olga knocked down", "Knut killed"). */
  changes?: readonly string[];
  /** YYYY-MM-DD; today (UTC) when left out. */
  date?: string;
}

/** Today's date (UTC) as YYYY-MM-DD. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const clip = (s: string) => s.trim().slice(0, MAX_LOG_TEXT);

/** A log entry with its text trimmed to what the format keeps. */
export function logEntry(kind: LogKind, title: string, changes: readonly string[] = [], date?: string): LogEntry {
  return { date: date ?? today(), kind, title: clip(title), changes: changes.map(clip).filter((c) => c !== '').slice(0, MAX_LOG_CHANGES) };
}

/** The roster with `entry` added as its newest log entry (the oldest dropped past the limit). */
export function addLogEntry<R extends WithLog>(roster: R, entry: LogEntry): R {
  return { ...roster, log: [...roster.log, entry].slice(-MAX_LOG_ENTRIES) };
}

/** The roster with log entry `index` taken out. */
export function removeLogEntry<R extends WithLog>(roster: R, index: number): R {
  return { ...roster, log: roster.log.filter((_, i) => i !== index) };
}

/**
 * What the play view's End game calls: the roster with a "game" entry for `result` at the end of
 * its log ("Mission 2: failed", with what changed). Nothing else in the roster changes: the steps
 * after the game are entries of their own.
 */
export function recordGame<R extends WithLog>(roster: R, result: GameResult): R {
  const title = result.outcome ? `${clip(result.title)}: ${clip(result.outcome)}` : result.title;
  return addLogEntry(roster, logEntry('game', title, result.changes ?? [], result.date));
}

/** The games recorded so far. */
export function gamesPlayed(roster: WithLog): number {
  return roster.log.filter((e) => e.kind === 'game').length;
}

/** An entry as one line of text ("2026-11-26 · Mission 1: won — Olga knocked down; Knut killed"). */
export function logLine(entry: LogEntry): string {
  return `${entry.date} · ${entry.title}${entry.changes.length > 0 ? ` — ${entry.changes.join('; ')}` : ''}`;
}

/**
 * The migration from version 1 (no log) to version 2 of a format that only adds the log (and, with
 * `more`, the other fields version 2 adds): the same roster plus an empty log.
 */
export function addEmptyLog(more: (old: RosterJson) => RosterJson = (old) => old): Migration {
  return (old) => ({ ...more(old), version: 2, log: [] });
}
