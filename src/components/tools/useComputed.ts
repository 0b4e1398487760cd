/**
 * Runs a tool's odds function for one set-up, synchronously (useMemo: a recompute fits in the frame of
 * the input change) and safely: a set-up with field errors, an odds function that throws (e.g. its own
 * range check) or a result carrying an invalid distribution all become a refusal with messages, never
 * NaN on screen.
 */
import { useMemo } from 'react';
import { checkDistribution } from './distribution-view';
import type { FieldSpecs, Values } from './query-state';
import type { SetupState } from './useQueryState';

export type Computed<R> = { ok: true; result: R } | { ok: false; problems: string[] };

/** Shape of a standard odds result; a result with these keys is checked before it is shown. */
export interface OddsSummary {
  /** Index k = P(exactly k). */
  distribution: readonly number[];
  /** The headline chance (e.g. to take the target out). */
  chance: number;
  /** The expected value shown under the headline (e.g. expected damage). */
  expected: number;
}

/** Pure core of useComputed, exported for tests. */
export function compute<S extends FieldSpecs, R>(
  valid: boolean,
  errors: Partial<Record<string, string>>,
  values: Values<S>,
  fn: (values: Values<S>) => R,
): Computed<R> {
  if (!valid) return { ok: false, problems: Object.values(errors).filter((m): m is string => m !== undefined) };
  try {
    const result = fn(values);
    if (result !== null && typeof result === 'object') {
      const r = result as Partial<OddsSummary>;
      if (Array.isArray(r.distribution)) checkDistribution(r.distribution);
      for (const key of ['chance', 'expected'] as const) {
        if (key in r && !Number.isFinite(r[key] as number)) throw new RangeError(`The computed ${key} is not a number (${String(r[key])}).`);
      }
    }
    return { ok: true, result };
  } catch (err) {
    return { ok: false, problems: [err instanceof Error ? err.message : String(err)] };
  }
}

/** The result for a set-up, recomputed only when its values change; `enabled` false skips the work (Compare off). */
export function useComputed<S extends FieldSpecs, R>(
  setup: SetupState<S>,
  fn: (values: Values<S>) => R,
  enabled = true,
): Computed<R> | undefined {
  const { valid, errors, values } = setup;
  return useMemo(() => (enabled ? compute(valid, errors, values, fn) : undefined), [enabled, valid, errors, values, fn]);
}
