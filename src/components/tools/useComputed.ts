/**
 * Runs a tool's computation for one set-up, synchronously (useMemo: a recompute fits in the frame of
 * the input change). A set-up with field errors, or a computation that throws an InputError
 * (src/common/input-error.ts: a value out of range or a combination the rules do not allow), becomes a
 * refusal that tells the reader which value to fix. Anything else thrown is a bug: it is not turned
 * into a refusal but rethrown, so tests fail and the tool shows "Something went wrong" (ToolFailure)
 * and logs it. A result carrying NaN or a broken distribution is such a bug, never drawn.
 */
import { useMemo } from 'react';
import { assertDist } from '../../engine';
import { isInputError } from '../../common/input-error';
import type { FieldSpecs, Values } from '../../tools/query-state';
import type { SetupState } from './useQueryState';

export type Computed<R> = { ok: true; result: R } | { ok: false; problems: string[] };
/** What useComputed gives: a result, a refusal, or a failure (a bug: show ToolFailure, log it). */
export type Outcome<R> = Computed<R> | { ok: false; failure: Error };

/** Shape of a standard odds result; a result with these keys is checked before it is shown. */
export interface OddsSummary {
  /** Index k = P(exactly k). */
  distribution: readonly number[];
  /** The headline chance (e.g. to take the target out). */
  chance: number;
  /** The expected value shown under the headline (e.g. expected damage). */
  expected: number;
}

export { isInputError };

/** The path of the first number in `value` that is NaN or infinite ("cheat.pWithCheat"), if any. */
function firstNonFinite(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} (${String(value)})`;
  if (value === null || typeof value !== 'object' || depth > 8) return undefined;
  for (const [key, v] of Object.entries(value)) {
    const found = firstNonFinite(v, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Throws (a bug, never a refusal: no value the reader could change cures it) naming the first number
 * of the result that is NaN or infinite, or its broken distribution.
 */
function checkResult(result: unknown): void {
  if (result === null || typeof result !== 'object') return;
  const r = result as Partial<OddsSummary>;
  if (Array.isArray(r.distribution)) {
    try {
      assertDist(r.distribution, 'The computed distribution');
    } catch (err) {
      throw new Error(`A calculator bug: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  }
  const broken = firstNonFinite(result, '');
  if (broken) throw new Error(`A calculator bug: the computed ${broken} is not a number.`);
}

/** Pure core of useComputed, exported for tests: a result, a refusal, or (for a bug) a throw. */
export function compute<S extends FieldSpecs, R>(
  valid: boolean,
  errors: Partial<Record<string, string>>,
  values: Values<S>,
  fn: (values: Values<S>) => R,
): Computed<R> {
  if (!valid) return { ok: false, problems: Object.values(errors).filter((m): m is string => m !== undefined) };
  try {
    const result = fn(values);
    checkResult(result);
    return { ok: true, result };
  } catch (err) {
    if (isInputError(err)) return { ok: false, problems: [err.message] };
    throw err;
  }
}

/**
 * The outcome for a set-up, recomputed only when its values change; `enabled` false skips the work
 * (Compare off). A bug comes back as { ok: false, failure } (never as a refusal); the caller shows
 * ToolFailure and logs it.
 */
export function useComputed<S extends FieldSpecs, R>(
  setup: SetupState<S>,
  fn: (values: Values<S>) => R,
  enabled = true,
): Outcome<R> | undefined {
  const { valid, errors, values } = setup;
  return useMemo(() => {
    if (!enabled) return undefined;
    try {
      return compute(valid, errors, values, fn);
    } catch (err) {
      return { ok: false, failure: err instanceof Error ? err : new Error(String(err)) };
    }
  }, [enabled, valid, errors, values, fn]);
}
