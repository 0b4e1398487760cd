/**
 * The one way an odds function declares and checks its input: a Zod schema built from these pieces
 * ("a whole number from a to b", yes/no, one of a few options), checked by parseInput, which throws an
 * InputError with a sentence a reader can act on. The tools read the same schema for their forms:
 * rangeOf(schema) gives a whole-number field's limits, so a form never allows what the function refuses.
 *
 * Built on zod/mini (tree-shakable): these schemas ship to the browser with every tool.
 */
import * as z from 'zod/mini';
import { describeInput, InputError, refuseUnknownFields } from './input-error';

export { InputError, refuse } from './input-error';

/** The limits of a whole-number field, kept beside its schema so a form can read them. */
export interface WholeRange {
  min: number;
  max: number;
}
const wholeRanges = z.registry<WholeRange>();

type Issue = { readonly input?: unknown };

export { describeInput };

/** A whole number from min to max; every failure reads "<label> must be a whole number from <min> to <max>; got <value>." */
export function wholeNumber(label: string, min: number, max: number) {
  const error = (iss: Issue) => `${label} must be a whole number from ${min} to ${max}; got ${describeInput(iss.input)}.`;
  const schema = z.number({ error }).check(z.int({ error }), z.minimum(min, { error }), z.maximum(max, { error }));
  wholeRanges.add(schema, { min, max });
  return schema;
}

const checkers = new Map<string, ReturnType<typeof wholeNumber>>();

/**
 * One value checked by wholeNumber(label, min, max), for checks whose limits are only known at run
 * time (a column of a board as wide as the reader made it): the number, or an InputError saying
 * "<label> must be a whole number from <min> to <max>; got <value>.". The schemas are made once.
 */
export function checkWholeNumber(label: string, min: number, max: number, value: unknown): number {
  const key = `${min}:${max}:${label}`;
  let schema = checkers.get(key);
  if (!schema) {
    schema = wholeNumber(label, min, max);
    checkers.set(key, schema);
  }
  return parseInput(schema, value);
}

/** The schemas made by yesNo(), for checkInput's quick look. */
const yesNos = new WeakSet<object>();

/** true or false; anything else reads "<label> must be true or false; got <value>.". */
export function yesNo(label: string, message?: (input: unknown) => string) {
  const schema = z.boolean({ error: (iss: Issue) => message?.(iss.input) ?? `${label} must be true or false; got ${String(iss.input)}.` });
  yesNos.add(schema);
  return schema;
}

/** One of a few named options; anything else reads "<label> must be one of 'a', 'b'; got <value>.". */
export function oneOf<const T extends readonly [string, ...string[]]>(label: string, options: T, message?: (input: unknown) => string) {
  const listed = options.map((o) => `'${o}'`).join(', ');
  return z.enum(options, { error: (iss: Issue) => message?.(iss.input) ?? `${label} must be one of ${listed}; got ${String(iss.input)}.` });
}

/** The field may be left out: it then takes `fallback`. */
export function orDefault<S extends z.ZodMiniType>(schema: S, fallback: z.output<S>) {
  const out = z._default(schema, fallback as never);
  const range = wholeRanges.get(schema);
  if (range) wholeRanges.add(out, range);
  return out;
}

/** Each schema made by inputObject() whose fields are all wholeNumber() or yesNo() ones: its fields, each with its range (null: yes/no), for checkInput's quick look. */
const plainObjects = new WeakMap<object, readonly [string, WholeRange | null][]>();

/** An odds function's input: an object of fields; `whenMissing` is the sentence for no object at all. */
export function inputObject<const Shape extends z.core.$ZodShape>(shape: Shape, whenMissing: string) {
  const schema = z.object(shape, { error: whenMissing });
  const fields = Object.entries(shape);
  if (fields.every(([, f]) => wholeRanges.has(f) || yesNos.has(f))) plainObjects.set(schema, fields.map(([name, f]) => [name, wholeRanges.get(f) ?? null]));
  return schema;
}

/** What a check gives without throwing: the value, or the sentence a throwing check refuses with. */
export type Checked<T> = { ok: true; value: T } | { ok: false; why: string };

/**
 * The fields of `input` as the schema would give them, when it is an object of plain, valid values
 * (each whole number within its wholeNumber() range, each yes/no true or false) for a schema of
 * inputObject() made of those fields only; else null, and Zod looks. Zod would accept such an input
 * and give these same fields (z.object drops any others), so the common case skips it: a campaign's
 * replay checks six inputs a week, and Zod's run was most of that.
 */
function plainFields(schema: object, input: unknown): Record<string, unknown> | null {
  const fields = plainObjects.get(schema);
  if (!fields || typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const out: Record<string, unknown> = {};
  for (const [name, range] of fields) {
    const v = (input as Record<string, unknown>)[name];
    if (range ? !(Number.isSafeInteger(v) && (v as number) >= range.min && (v as number) <= range.max) : typeof v !== 'boolean') return null;
    out[name] = v;
  }
  return out;
}

const NOT_VALID = 'The input is not valid.';

/**
 * Checks input with a schema without throwing: the parsed value, or the sentence parseInput would
 * throw (the first problem, in field order). For code that reports a problem and goes on, such as a
 * campaign's replay, where a thrown InputError (and its stack) per problem was a large part of the time.
 */
export function checkInput<S extends z.ZodMiniType>(schema: S, input: unknown): Checked<z.output<S>> {
  const plain = plainFields(schema, input);
  if (plain) return { ok: true, value: plain as z.output<S> };
  const r = schema.safeParse(input);
  return r.success ? { ok: true, value: r.data } : { ok: false, why: r.error.issues[0]?.message ?? NOT_VALID };
}

/** Parses input with a schema: the parsed value, or an InputError with the first problem (in field order). */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const r = checkInput(schema, input);
  if (r.ok) return r.value;
  throw new InputError(r.why);
}

/** A check's value, or an InputError with its sentence. */
export function orRefuse<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  throw new InputError(checked.why);
}

/** The limits a whole-number schema (from wholeNumber) accepts, for a form's range; throws for any other schema. */
export function rangeOf(schema: z.ZodMiniType): WholeRange {
  const range = wholeRanges.get(schema);
  if (!range) throw new Error('rangeOf: this schema was not made by wholeNumber()');
  return range;
}

export type { z };

/** The field names of input objects (from inputObject or z.object), for refuseUnknownFields. */
export function fieldsOf(...schemas: { shape: object }[]): readonly string[] {
  return [...new Set(schemas.flatMap((s) => Object.keys(s.shape)))];
}

export { refuseUnknownFields };
