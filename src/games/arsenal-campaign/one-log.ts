/**
 * The crew tracker's one log (issue 35, "one log per roster"): `weeks` is the only place a week's
 * facts are kept (what the book's arithmetic replays), and the campaign log `log` is the only record
 * of what was done to them and when. Each week's game is in the log once, as one "game" entry (End
 * game's, or the game step's when the game was not played in the play view); every other change of a
 * week is a "step" entry: the steps between games (steps.ts) and, from format version 3, each hand
 * edit in the week editor (./hand-edit.ts), which the log can undo like a step.
 *
 * The version-3 migration (oneLog) brings a version-2 crew to that rule without losing an entry: a
 * "game" entry that is not the first for a week that has a game (the same game typed into the log a
 * second time, a friendly game, End game's entry for a game the week no longer has) is kept, word for
 * word, as a "note". Pure: plain JSON in, plain JSON out. The hand edit is in ./hand-edit.ts, so the
 * play page, which reads crews through this migration, does not carry the week editor's words.
 */
import { isRecord, type JsonObject } from '../../common/json';
import type { Migration } from '../../roster/format';
import { playedMark } from './game-log';

/** The week (1, 2, …) a "game" entry is about: End game's mark in its words, or a title "Week N: …"; null for neither. */
export function gameEntryWeek(entry: { title: string; changes: readonly string[] }): number | null {
  const titled = /^Week (\d+):/.exec(entry.title);
  if (titled) return Number(titled[1]);
  for (const line of entry.changes) {
    const m = /^Week (\d+)'s game, for its Aftermath$/.exec(line);
    if (m && line === playedMark(Number(m[1]))) return Number(m[1]);
  }
  return null;
}

/**
 * The migration from version 2 to 3: the log keeps each week's game once. The first "game" entry
 * about a week whose game is in `weeks` stays its game entry; any other "game" entry becomes a note
 * with the same date and words. Nothing else changes.
 */
export const oneLog: Migration = (old) => {
  const weeks = Array.isArray(old.weeks) ? old.weeks : [];
  const played = (n: number) => {
    const w = weeks[n - 1];
    return isRecord(w) && isRecord(w.game);
  };
  const logged = new Set<number>();
  const log = Array.isArray(old.log)
    ? old.log.map((e): unknown => {
        if (!isRecord(e) || e.kind !== 'game' || typeof e.title !== 'string') return e;
        const n = gameEntryWeek({ title: e.title, changes: Array.isArray(e.changes) ? e.changes.filter((c): c is string => typeof c === 'string') : [] });
        if (n !== null && played(n) && !logged.has(n)) {
          logged.add(n);
          return e;
        }
        return { ...e, kind: 'note' } satisfies JsonObject;
      })
    : old.log;
  return { ...old, version: 3, ...(log === undefined ? {} : { log }) };
};
