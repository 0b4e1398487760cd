/**
 * A schema's check without throwing (for code that reports a problem and goes on, such as the Arsenal
 * Campaign's replay of a crew's log, where an InputError thrown and caught per problem, stack and
 * all, was a large part of the time), and a quick look that answers a plain, valid input without
 * running Zod. Kept apart from inputs.ts so the tools, which throw, do not carry it (the tool pages'
 * budgets are within a few hundred bytes).
 */
import { wholeRangeOf, type z } from './inputs';

/** What a check gives without throwing: the value, or the sentence a throwing check refuses with. */
export type Checked<T> = { ok: true; value: T } | { ok: false; why: string };

type Def = { type: string; shape?: Record<string, z.core.$ZodType>; catchall?: unknown };
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as Def;

/** Per schema: its fields, each with its whole-number range (null: true or false), when it is a plain object of such fields (z.object, which drops other fields); else null. */
const plainShapes = new WeakMap<object, readonly [string, { min: number; max: number } | null][] | null>();

function plainShape(schema: z.core.$ZodType): readonly [string, { min: number; max: number } | null][] | null {
  let fields = plainShapes.get(schema);
  if (fields === undefined) {
    const def = defOf(schema);
    const shape = def.type === 'object' && def.catchall === undefined ? Object.entries(def.shape ?? {}) : null;
    const ranged = shape?.map(([name, f]) => [name, wholeRangeOf(f) ?? (defOf(f).type === 'boolean' ? null : undefined)] as const) ?? null;
    fields = ranged?.every(([, r]) => r !== undefined) ? (ranged as [string, { min: number; max: number } | null][]) : null;
    plainShapes.set(schema, fields);
  }
  return fields;
}

/**
 * The fields of `input` as the schema would give them, when it is an object of plain, valid values
 * (each whole number within its wholeNumber() range, each yes/no true or false) for a z.object of
 * such fields only; else null, and Zod looks. Zod accepts such an input and gives these same fields,
 * so the common case skips it (tests/unit/check-input.test.ts holds the two answers equal).
 */
function plainFields(schema: z.core.$ZodType, input: unknown): Record<string, unknown> | null {
  const fields = plainShape(schema);
  if (!fields || typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const out: Record<string, unknown> = {};
  for (const [name, range] of fields) {
    const v = (input as Record<string, unknown>)[name];
    if (range ? !(Number.isSafeInteger(v) && (v as number) >= range.min && (v as number) <= range.max) : typeof v !== 'boolean') return null;
    out[name] = v;
  }
  return out;
}

/** parseInput() without throwing: the parsed value, or the sentence parseInput would throw (the first problem, in field order). */
export function checkInput<S extends z.ZodMiniType>(schema: S, input: unknown): Checked<z.output<S>> {
  const plain = plainFields(schema, input);
  if (plain) return { ok: true, value: plain as z.output<S> };
  const r = schema.safeParse(input);
  return r.success ? { ok: true, value: r.data } : { ok: false, why: r.error.issues[0]?.message ?? 'The input is not valid.' };
}
