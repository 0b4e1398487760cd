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

/** true or false; anything else reads "<label> must be true or false; got <value>.". */
export function yesNo(label: string, message?: (input: unknown) => string) {
  return z.boolean({ error: (iss: Issue) => message?.(iss.input) ?? `${label} must be true or false; got ${String(iss.input)}.` });
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

/** An odds function's input: an object of fields; `whenMissing` is the sentence for no object at all. */
export function inputObject<const Shape extends z.core.$ZodShape>(shape: Shape, whenMissing: string) {
  return z.object(shape, { error: whenMissing });
}

/** Parses input with a schema: the parsed value, or an InputError with the first problem (in field order). */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw new InputError(r.error.issues[0]?.message ?? 'The input is not valid.');
}

/** The limits of a schema made by wholeNumber() (or orDefault() of one), or undefined for any other schema. */
export const wholeRangeOf = (schema: z.core.$ZodType): WholeRange | undefined => wholeRanges.get(schema);

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
