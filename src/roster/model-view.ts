/**
 * What a builder needs to know to skip drawing a model again on a keystroke, so typing stays fast at
 * a format's bounds: a closed model is drawn as its card alone, and a card shows only the model, the
 * roster's settings (faction, mode, game size: every field but its name and its list of models) and
 * the model's problems. These pure checks tell when none of that changed, so a keystroke in the
 * roster's name or in another model's editor draws that one editor and nothing else.
 */
import { isRecord } from '../common/json';
import { modelIndexOf, type RosterProblem } from './game';

/**
 * True when model `index`'s card in `next` shows what it showed in `prev`: the same model object,
 * the same roster fields other than `name` and the list (compared by identity, so an edit anywhere
 * in them counts), and, with `earlier`, the same models before it too (a card that depends on what
 * came before it, such as a campaign week's crew).
 */
export function sameModelCard(prev: unknown, next: unknown, modelsField: string, index: number, earlier = false): boolean {
  if (prev === next) return true;
  if (!isRecord(prev) || !isRecord(next)) return false;
  const before = prev[modelsField];
  const after = next[modelsField];
  if (!Array.isArray(before) || !Array.isArray(after) || index >= before.length || index >= after.length) return false;
  for (let i = earlier ? 0 : index; i <= index; i++) if (before[i] !== after[i]) return false;
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)]);
  for (const key of keys) {
    if (key === 'name' || key === modelsField) continue;
    if (!Object.is(prev[key], next[key])) return false;
  }
  return true;
}

/** True when two lists of problems say the same things in the same places. */
export function sameProblems(a: readonly RosterProblem[], b: readonly RosterProblem[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((p, i) => p.where === b[i]!.where && p.message === b[i]!.message);
}

/** The problems of each model, by its index under `modelsField` (problems of the roster as a whole left out). */
export function problemsByModel(problems: readonly RosterProblem[], modelsField: string): Map<number, RosterProblem[]> {
  const grouped = new Map<number, RosterProblem[]>();
  for (const p of problems) {
    const i = modelIndexOf(p.where, modelsField);
    if (i === null) continue;
    const list = grouped.get(i);
    if (list) list.push(p);
    else grouped.set(i, [p]);
  }
  return grouped;
}

/**
 * `check` remembered per roster object: the workbench, the saved list and the print sheet ask about
 * the same roster, and a roster is a new object after every change, so one check serves them all.
 */
export function rememberedCheck<R>(check: (roster: R) => RosterProblem[]): (roster: R) => RosterProblem[] {
  const seen = new WeakMap<object, RosterProblem[]>();
  return (roster) => {
    if (typeof roster !== 'object' || roster === null) return check(roster);
    let problems = seen.get(roster);
    if (!problems) seen.set(roster, (problems = check(roster)));
    return problems;
  };
}

