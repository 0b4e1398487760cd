/**
 * A builder's rules as a list of small named checks (as Old World Builder's validation does): each
 * check says one rule of the book in its name and reports the problems a roster has with it, so a
 * rule is read, tested and changed on its own. `runChecks` runs a list in order; `eachModel` runs a
 * list of per-model checks model by model, so a model's problems stay together in the summary.
 *
 * The problems are the roster kit's `RosterProblem` ({ where, message }), declared here by shape so
 * that this bottom folder imports nothing above it.
 */

/** One problem: the field path it is about, and a whole sentence in our words. */
export interface CheckProblem {
  where: string;
  message: string;
}

/** Reports one problem. */
export type AddProblem = (where: string, message: string) => void;

/** One rule of the book over a whole roster. */
export interface RosterCheck<C> {
  /** The rule, in words ("A solo warband has exactly 3 Characters"). */
  readonly name: string;
  readonly check: (context: C, add: AddProblem) => void;
}

/** One rule of the book over one model (its index in the roster's list of models). */
export interface ModelCheck<C> {
  readonly name: string;
  readonly check: (context: C, index: number, add: AddProblem) => void;
}

/** Every problem the checks find, in the order of the list. */
export function runChecks<C>(checks: readonly RosterCheck<C>[], context: C): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const add: AddProblem = (where, message) => {
    problems.push({ where, message });
  };
  for (const c of checks) c.check(context, add);
  return problems;
}

/** What `eachModel` adds to its check: how many models, and the checks it runs on each. */
export interface EachModel<C> {
  readonly count: (context: C) => number;
  readonly modelChecks: readonly ModelCheck<C>[];
}

/** A roster check that runs `checks` on each of `count(context)` models in turn. */
export function eachModel<C>(name: string, count: (context: C) => number, checks: readonly ModelCheck<C>[]): RosterCheck<C> & EachModel<C> {
  return {
    name,
    count,
    modelChecks: checks,
    check: (context, add) => {
      const n = count(context);
      for (let i = 0; i < n; i++) for (const c of checks) c.check(context, i, add);
    },
  };
}
