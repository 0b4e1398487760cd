/**
 * The one error type for the reader's mistakes. Every layer (engine callers, kits, games, components)
 * tells "fix this value" from "this is a bug" by `isInputError` alone: an InputError is a value out of
 * range, the wrong kind, an unknown field or a combination the rules do not allow, and the tools show
 * its sentence as "No result". Anything else thrown (JavaScript's own RangeError or TypeError, an
 * engine argument check, a NaN found in a result) is a bug: logged, shown as "Something went wrong",
 * and a failing test.
 *
 * It extends RangeError (a value outside what is allowed) but is told apart by its own class: a plain
 * RangeError is a bug like any other. No imports: it sits at the very bottom, for every layer to use.
 */
export class InputError extends RangeError {
  override name = 'InputError';
}

/** True only for the reader's mistakes (InputError); false for bugs, whatever their class. */
export function isInputError(err: unknown): err is InputError {
  return err instanceof InputError;
}

/** Throws an InputError: for a cross-field rule an odds function checks after parsing. */
export function refuse(message: string): never {
  throw new InputError(message);
}

/** At most this many characters of a reader's bad input appear in any message. */
export const MAX_QUOTED = 40;

/**
 * A bad value, short and safe for a message: numbers as they are, short text in quotes, a long text,
 * list or object by what it is (a value from a hostile link never floods the message).
 */
export function describeInput(v: unknown): string {
  if (typeof v === 'string') return v.length > 20 ? `a ${v.length}-character text` : JSON.stringify(v);
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'nothing (null)';
  if (typeof v === 'object') return 'an object';
  return String(v).slice(0, MAX_QUOTED);
}

/** Edit distance (insert, delete, substitute, swap two neighbours): how far a typo is from a name. */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The known name closest to `name` (case ignored), when it is close enough to be a typo of it. */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const dist = distance(lower, k.toLowerCase());
    if (dist < bestDistance) [best, bestDistance] = [k, dist];
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

/**
 * Refuses an input object that names a field the function does not take, by name, with the nearest
 * known name: "`armour` is not a field of shot(); did you mean `armor`?". A misspelt field would
 * otherwise be dropped silently and the odds computed for its default. Fields whose value is
 * undefined count as left out.
 */
export function refuseUnknownFields(fn: string, input: unknown, known: readonly string[]): void {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return;
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || known.includes(key)) continue;
    const near = nearestName(key, known);
    const quoted = key.length > MAX_QUOTED ? `${key.slice(0, MAX_QUOTED - 1)}…` : key;
    refuse(`\`${quoted}\` is not a field of ${fn}(); ${near ? `did you mean \`${near}\`?` : `its fields are ${known.map((k) => `\`${k}\``).join(', ')}.`}`);
  }
}

/**
 * An odds function's field names, checked by the compiler against its input type: leaving one out is a
 * type error ("Expected 2 arguments"), so the list cannot fall behind the type.
 *   const SHOT_FIELDS = fieldNames<ShotInput>()(['precision', 'strength', ...]);
 */
export const fieldNames =
  <T>() =>
  <const K extends readonly (keyof T & string)[]>(names: K, ..._complete: [Exclude<keyof T, K[number]>] extends [never] ? [] : [missing: Exclude<keyof T, K[number]>]): readonly string[] =>
    names;
