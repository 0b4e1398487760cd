/**
 * The steps between games as a guided sequence: each game lists its steps in the book's order, each
 * with where it stands for this roster now (worked out by the game from its report and roster), and
 * the sequence opens the first one still due: one next step at a time, the others a tap away. Pure.
 *
 * - `due`: the book asks for it now (a Character still down rolls for recovery);
 * - `optional`: may be taken now (an expedition can always start);
 * - `done`: taken since the last game (shown as done, can be opened again to correct);
 * - `not-now`: nothing to do (no one was killed); shown, not opened by default.
 */
export type StepStatus = 'due' | 'optional' | 'done' | 'not-now';

export interface SequenceStep<S extends string = string> {
  value: S;
  label: string;
  status: StepStatus;
  /** Why it stands so, in a few words ("Olga is still down", "no one was killed"). */
  why?: string;
}

/** The step the sequence opens: the first due in the book's order, else the first optional, else the first. */
export function nextStep<S extends string>(steps: readonly SequenceStep<S>[]): S | null {
  return (steps.find((s) => s.status === 'due') ?? steps.find((s) => s.status === 'optional') ?? steps[0])?.value ?? null;
}

/** How many steps are still due. */
export const stepsDue = (steps: readonly SequenceStep[]): number => steps.filter((s) => s.status === 'due').length;

const STATUS_WORDS: Record<StepStatus, string> = { due: 'to do', optional: 'optional', done: 'done', 'not-now': 'nothing to do' };

/** A step's status in words, with its reason: "to do: Olga is still down". */
export const statusWords = (s: Pick<SequenceStep, 'status' | 'why'>): string => (s.why ? `${STATUS_WORDS[s.status]}: ${s.why}` : STATUS_WORDS[s.status]);

/** The sequence's one-line summary: "2 steps to do, next: Recovery roll" or "Nothing left to do before the next game". */
export function sequenceLine(steps: readonly SequenceStep[]): string {
  const due = steps.filter((s) => s.status === 'due');
  if (due.length === 0) return 'Nothing left to do before the next game.';
  return `${due.length} ${due.length === 1 ? 'step' : 'steps'} to do, next: ${due[0]!.label}.`;
}
