/**
 * Recording a step's snapshot (see ./step-undo.ts for the rules): whether a change took a step, and
 * the list of snapshots kept once it is recorded. The builder works this out after the change's
 * paint (the Arsenal week editor rewrites its step's entry on every key, and making the roster's
 * JSON twice to compare cost a key about 6 ms with the CPU slowed 4x), so this module is loaded with
 * ./step-undo-apply.ts, when the first step is taken, never with the page. Pure.
 */
import { logEntrySchema } from './campaign-log';
import { sameJson } from './merge';
import { STEP_UNDO_LIMIT, findSteps, logOf, mayBeStep, withoutLog, type StepGame, type StepSnapshot } from './step-undo';

/**
 * The snapshot of a change from `before` to `after` when it added entries to the end of the log and
 * one of them is a step, or when it wrote the newest entry, a step, again under the same title (a
 * step going on: `continues`); null for any other change (an edit, a game or a note added, an entry
 * removed).
 */
export function stepSnapshot<R>(game: Pick<StepGame<R>, 'toJson'>, before: R, after: R): StepSnapshot | null {
  // A roster whose log neither grew nor had its newest entry replaced is passed over before any JSON is made.
  if (!mayBeStep(before, after)) return null;
  const b = game.toJson(before);
  const a = game.toJson(after);
  const [oldLog, newLog] = [logOf(b), logOf(a)];
  const grew = newLog.length > oldLog.length && oldLog.every((e, i) => sameJson(e, newLog[i]));
  const rewritten = !grew && newLog.length === oldLog.length && newLog.length > 0 && oldLog.slice(0, -1).every((e, i) => sameJson(e, newLog[i])) && !sameJson(oldLog.at(-1), newLog.at(-1));
  if (!grew && !rewritten) return null;
  const from = grew ? oldLog.length : oldLog.length - 1;
  const entries = newLog.slice(from).map((e) => logEntrySchema.safeParse(e));
  if (!entries.every((e) => e.success) || !entries.some((e) => e.data.kind === 'step')) return null;
  if (rewritten) {
    const was = logEntrySchema.safeParse(oldLog.at(-1));
    if (!was.success || was.data.kind !== 'step' || was.data.title !== entries[0]!.data!.title) return null;
  }
  const [beforeJson, afterJson] = [withoutLog(b), withoutLog(a)];
  if (!beforeJson || !afterJson) return null;
  return { index: from, entries: entries.map((e) => e.data!), before: beforeJson, after: afterJson, ...(rewritten ? { continues: true as const } : {}) };
}

/**
 * The snapshots kept after `snap` is recorded for a roster whose log is now `log`: those whose entries
 * are still in the log and not at the same place as the new one, then the new one, the last
 * STEP_UNDO_LIMIT.
 */
export function withSnapshot(list: readonly StepSnapshot[], snap: StepSnapshot, log: readonly unknown[]): StepSnapshot[] {
  let added: StepSnapshot = snap;
  if (snap.continues) {
    // A step going on is undone to where it began: joined to its own snapshot (the roster right after
    // it is the one this change started from), or not kept at all when that one is gone.
    const began = list.find((s) => s.index === snap.index && s.entries.length === 1 && snap.entries.length === 1 && sameJson(s.after, snap.before));
    if (!began) return [...list];
    added = { index: snap.index, entries: snap.entries, before: began.before, after: snap.after };
  }
  const kept = list.filter((s) => s.index !== added.index && findSteps(log, s) >= 0);
  return [...kept, added].slice(-STEP_UNDO_LIMIT);
}
