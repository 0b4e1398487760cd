/**
 * Absorbing Markov chains for repeated exchanges (e.g. a fight that goes on until someone falls).
 * States named as keys of the transition table are transient; any target that is not a key is an
 * absorbing outcome. Solved exactly by Gaussian elimination on (I - Q).
 */
import { SUM_TOLERANCE } from './dist';
import { requireFinite } from './validate';

/** transitions[from][to] = P(next state is `to` | current state is `from`); each row sums to 1. */
export type Transitions = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** Where a chain ends up, and how many steps it takes on average. */
export interface Absorption {
  /** P(the chain ends in each absorbing outcome); sums to 1. */
  readonly probabilities: Record<string, number>;
  /** Expected number of steps (transitions) before absorption. */
  readonly expectedSteps: number;
}

function checkRow(from: string, row: Readonly<Record<string, number>>): void {
  if (row === null || typeof row !== 'object') throw new Error(`transitions[${from}] must be an object of probabilities`);
  let sum = 0;
  for (const [to, p] of Object.entries(row)) {
    requireFinite(`transitions[${from}][${to}]`, p);
    if (p < 0 || p > 1) throw new Error(`transitions[${from}][${to}] must be a probability in [0, 1], got ${p}`);
    sum += p;
  }
  if (Math.abs(sum - 1) > SUM_TOLERANCE) {
    throw new Error(`transitions[${from}] must sum to 1 within ${SUM_TOLERANCE}, sums to ${sum}`);
  }
}

/** Solves M x = rhs (several right-hand sides) by Gaussian elimination with partial pivoting. */
function solve(m: number[][], rhs: number[][]): number[][] {
  const n = m.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-14) throw new Error('the chain cannot be solved: (I - Q) is singular');
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    [rhs[col], rhs[pivot]] = [rhs[pivot]!, rhs[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = m[r]![col]! / m[col]![col]!;
      if (factor === 0) continue;
      for (let c = col; c < n; c++) m[r]![c]! -= factor * m[col]![c]!;
      for (let c = 0; c < rhs[r]!.length; c++) rhs[r]![c]! -= factor * rhs[col]![c]!;
    }
  }
  return rhs.map((row, r) => row.map((x) => x / m[r]![r]!));
}

/**
 * Absorption probabilities and expected steps from `start`. Throws if some state reachable from
 * `start` can never reach an absorbing outcome (the exchange could go on forever).
 */
export function absorb(transitions: Transitions, start: string): Absorption {
  if (transitions === null || typeof transitions !== 'object') throw new Error('transitions must be an object');
  const transient = Object.keys(transitions);
  for (const from of transient) checkRow(from, transitions[from]!);
  const outcomes = [...new Set(transient.flatMap((s) => Object.keys(transitions[s]!)))].filter(
    (s) => !(s in transitions),
  );
  if (!(start in transitions)) {
    // Starting in an outcome: it is already absorbed.
    return { probabilities: { ...Object.fromEntries(outcomes.map((o) => [o, 0])), [start]: 1 }, expectedSteps: 0 };
  }

  // Transient states reachable from start (following positive probabilities).
  const reachable: string[] = [];
  const seen = new Set([start]);
  for (let i = 0, queue = [start]; i < queue.length; i++) {
    const s = queue[i]!;
    reachable.push(s);
    for (const [to, p] of Object.entries(transitions[s]!)) {
      if (p > 0 && to in transitions && !seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  // Every reachable state must be able to reach an outcome, else the chain may never end.
  const canEnd = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const s of reachable) {
      if (canEnd.has(s)) continue;
      if (Object.entries(transitions[s]!).some(([to, p]) => p > 0 && (!(to in transitions) || canEnd.has(to)))) {
        canEnd.add(s);
        changed = true;
      }
    }
  }
  const stuck = reachable.filter((s) => !canEnd.has(s));
  if (stuck.length > 0) {
    throw new Error(`the chain never ends from state(s) ${stuck.join(', ')}: no absorbing outcome can be reached`);
  }

  // (I - Q) X = [R | 1] over the reachable transient states.
  const index = new Map(reachable.map((s, i) => [s, i]));
  const m = reachable.map(() => new Array<number>(reachable.length).fill(0));
  const rhs = reachable.map(() => new Array<number>(outcomes.length + 1).fill(0));
  reachable.forEach((s, i) => {
    m[i]![i] = 1;
    for (const [to, p] of Object.entries(transitions[s]!)) {
      const j = index.get(to);
      if (j !== undefined) m[i]![j]! -= p;
      else if (!(to in transitions)) rhs[i]![outcomes.indexOf(to)]! += p;
    }
    rhs[i]![outcomes.length] = 1;
  });
  const x = solve(m, rhs)[0]!; // start is reachable[0]
  const probabilities: Record<string, number> = {};
  outcomes.forEach((o, k) => {
    probabilities[o] = Math.min(1, Math.max(0, x[k]!));
  });
  return { probabilities, expectedSteps: Math.max(0, x[outcomes.length]!) };
}

/**
 * One exchange has the given outcome probabilities; while it lands on `continueState` it is repeated.
 * Returns the final outcome probabilities (continueState excluded) and the expected number of exchanges.
 * Closed form p_i / (1 - p_continue), computed as p_i / (sum of the other outcomes) to avoid cancellation.
 */
export function repeatUntilAbsorbed(outcomes: Readonly<Record<string, number>>, continueState: string): Absorption {
  if (outcomes === null || typeof outcomes !== 'object') throw new Error('outcomes must be an object of probabilities');
  checkRow('outcomes', outcomes);
  if (!(continueState in outcomes)) throw new Error(`continueState "${continueState}" is not one of the outcomes`);
  let ending = 0;
  for (const [name, p] of Object.entries(outcomes)) if (name !== continueState) ending += p;
  if (ending === 0) throw new Error(`the exchange repeats forever: "${continueState}" has probability 1`);
  const probabilities: Record<string, number> = {};
  for (const [name, p] of Object.entries(outcomes)) if (name !== continueState) probabilities[name] = p / ending;
  return { probabilities, expectedSteps: 1 / ending };
}
