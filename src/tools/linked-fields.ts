/**
 * Keeps a tool's dice pools (the odds function's fields, e.g. guns) in step with the situation fields
 * that make them up (the shooter's Guns, range band, cover, ...), both ways:
 * - changing a situation field recomputes the pool;
 * - typing a pool by hand (or opening a link that only gives the pool) moves the characteristic so
 *   the situation still adds up to it.
 * The pool stays the source of truth, so a link such as ?guns=4&reflex=3 always shows 4 and 3 dice.
 * Pure rules (consequences, reconcile); useLinkedSetup.ts applies them to a set-up.
 */
import type { FieldName, FieldSpecs, Values } from './query-state';

export interface PoolLink<S extends FieldSpecs> {
  /** The pool field the odds function reads. */
  pool: FieldName<S>;
  /** Situation fields that change it. */
  inputs: readonly FieldName<S>[];
  /** The pool these values give. */
  compute: (values: Values<S>) => number;
  /** What to change so that compute() gives `pool` (after a hand edit of the pool). */
  derive: (values: Values<S>, pool: number) => Partial<Values<S>>;
}

/** Other fields a change fills in, e.g. choosing a weapon sets Strength. */
export type FollowUps<S extends FieldSpecs> = (name: FieldName<S>, values: Values<S>) => Partial<Values<S>>;

type Loose = Record<string, number | boolean | string>;

/** What else changes when `name` gets a new value (already in `next`): only the fields that differ. */
export function consequences<S extends FieldSpecs>(name: string, next: Values<S>, links: readonly PoolLink<S>[], followUps?: FollowUps<S>): Partial<Values<S>> {
  const patch: Loose = { ...((followUps?.(name as FieldName<S>, next) ?? {}) as Loose) };
  let v = { ...(next as Loose), ...patch };
  for (const link of links) {
    const touched = link.inputs.some((i) => i === name || i in patch);
    if (link.pool === name) {
      const d = link.derive(v as Values<S>, v[link.pool] as number) as Loose;
      Object.assign(patch, d);
      v = { ...v, ...d };
    } else if (touched) {
      const p = link.compute(v as Values<S>);
      patch[link.pool] = p;
      v = { ...v, [link.pool]: p };
    }
  }
  for (const k of Object.keys(patch)) if (patch[k] === (next as Loose)[k]) delete patch[k];
  return patch as Partial<Values<S>>;
}

/** After a link is read: a pool given without (or against) its situation wins; the situation moves. */
export function reconcile<S extends FieldSpecs>(values: Values<S>, links: readonly PoolLink<S>[]): Partial<Values<S>> {
  let v = { ...(values as Loose) };
  const patch: Loose = {};
  for (const link of links) {
    if (link.compute(v as Values<S>) === v[link.pool]) continue;
    const d = link.derive(v as Values<S>, v[link.pool] as number) as Loose;
    Object.assign(patch, d);
    v = { ...v, ...d };
  }
  return patch as Partial<Values<S>>;
}

/** Clamps a derived characteristic into its field's range. */
export const clampTo = (min: number, max: number, x: number) => Math.min(max, Math.max(min, x));
