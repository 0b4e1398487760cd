/**
 * The one way anything saved or linked is versioned: a format declares its id, its newest version,
 * the migration from each older version, and how the newest is checked. Reading runs the migrations
 * in order and then the check; the outcome tells a damaged value (no version, a wrong one, a bad
 * field) from one saved by a newer site, which is kept as it is and said to be newer, never dropped.
 *
 * A migration turns version n into n + 1 on plain JSON and is never removed: a value saved years ago
 * still opens. Declaring a format without a migration for an older version is a bug, caught when the
 * module loads (and by the formats test).
 */
import { isRecord, type JsonObject } from '../common/json';
import { article, RosterFormatError, rosterErrorFromZod, type ZodIssueLike } from './errors';

/** A Zod schema, classic (`zod`) or `zod/mini` (smaller in the browser bundle): both have safeParse. */
export interface FormatSchema<T> {
  safeParse(input: unknown, params?: { reportInput?: boolean }): { success: true; data: T } | { success: false; error: { issues: readonly ZodIssueLike[] } };
}


/** Turns a value of version n (its key) into version n + 1; may throw RosterFormatError. */
export type FormatMigration = (old: JsonObject) => JsonObject;

export { isRecord, type JsonObject };

/** True when `v` nests no deeper than `limit` (walked without recursion, so any depth is safe to ask about). */
export function nestsWithin(v: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[v, 0]];
  let seen = 0;
  while (stack.length > 0) {
    const [x, d] = stack.pop()!;
    if (typeof x !== 'object' || x === null) continue;
    if (d >= limit || ++seen > 200_000) return false;
    for (const y of Array.isArray(x) ? x : Object.values(x)) stack.push([y, d + 1]);
  }
  return true;
}

export interface FormatSpec<T> {
  /** What it is, in words for messages: "saved game", "backup file", "enemy turn". */
  noun: string;
  /** The field holding the version number (default "version"). */
  versionField?: string;
  /** The newest version: the one this site writes. */
  version: number;
  /** `migrations[n]` turns version n into n + 1, for every n from 1 to version - 1. */
  migrations?: Readonly<Record<number, FormatMigration>>;
  /** Checks the newest version: a Zod schema, or a reader that throws RosterFormatError naming the bad field. */
  schema?: FormatSchema<T>;
  read?: (current: JsonObject) => T;
  /**
   * Checks what the value is before its version is read (a roster's "game"), throwing
   * RosterFormatError: a file of another game is told as such, not as a bad version.
   */
  identify?: (input: JsonObject) => void;
  /** The format's own wording of the kit's messages, where its readers already know other words. */
  words?: Partial<FormatWords>;
}

/** The messages reading gives before the value's own check; each format may word them its own way. */
export interface FormatWords {
  /** The value is not a JSON object at all. */
  notObject: (value: unknown) => string;
  /** The version is missing or not a whole number (the text "1" included). */
  badVersion: (value: unknown) => string;
  /** The version is a whole number below 1. */
  belowOne: (value: number) => string;
  /** The version is newer than `newest`: a newer site saved it. */
  newer: (value: number, newest: number) => string;
}

/** What reading gave: the value, or why not; `newer` means a newer site saved it (keep it, say so). */
export type FormatResult<T> = { ok: true; value: T; from: number } | { ok: false; newer: boolean; error: RosterFormatError };

export interface Format<T> {
  readonly noun: string;
  readonly version: number;
  readonly versionField: string;
  /** Any version to the newest, checked; never throws for bad input. */
  read(input: unknown): FormatResult<T>;
  /** The same, throwing the RosterFormatError. */
  parse(input: unknown): T;
  /** Only the migrations, to the newest version's plain JSON (throws RosterFormatError). */
  upgrade(input: unknown): JsonObject;
}

const describe = (v: unknown): string =>
  v === undefined ? 'missing' : v === null ? 'null' : typeof v === 'string' ? `the text "${v.slice(0, 20)}"` : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : String(v);

function defaultWords(noun: string): FormatWords {
  const damaged = (v: unknown) => `is ${describe(v)}: ${article(noun)} has a whole-number version from 1, so this one is damaged`;
  return {
    notObject: () => `this is not ${article(noun)}`,
    badVersion: damaged,
    belowOne: damaged,
    newer: (v, newest) => `version ${v} was saved by a newer version of this site (this one reads up to ${newest})`,
  };
}

/** Declares a format; throws when a version has no migration (a bug in the declaration, not bad input). */
export function defineFormat<T>(spec: FormatSpec<T>): Format<T> {
  const field = spec.versionField ?? 'version';
  if (!Number.isInteger(spec.version) || spec.version < 1) throw new Error(`${spec.noun} format: version must be a whole number from 1`);
  for (let v = 1; v < spec.version; v++) {
    if (typeof spec.migrations?.[v] !== 'function') throw new Error(`${spec.noun} format: version ${spec.version} needs a migration from version ${v}`);
  }
  if (!spec.schema === !spec.read) throw new Error(`${spec.noun} format: give either a schema or a reader`);
  const words: FormatWords = { ...defaultWords(spec.noun), ...spec.words };

  const upgrade = (input: unknown): { json: JsonObject; from: number } => {
    if (!isRecord(input)) throw new RosterFormatError('', words.notObject(input));
    spec.identify?.(input);
    const version = input[field];
    // No version, or one that is not a whole number (the text "1" included), is damage, not news.
    if (typeof version !== 'number' || !Number.isInteger(version)) throw new RosterFormatError(field, words.badVersion(version));
    if (version < 1) throw new RosterFormatError(field, words.belowOne(version));
    if (version > spec.version) throw new NewerError(field, words.newer(version, spec.version));
    let json = input;
    for (let v = version; v < spec.version; v++) {
      json = spec.migrations![v]!(json);
      if (!isRecord(json) || json[field] !== v + 1) throw new Error(`${spec.noun} format: the migration from version ${v} did not give version ${v + 1}`);
    }
    return { json, from: version };
  };

  const check = (json: JsonObject): T => {
    if (spec.read) return spec.read(json);
    const result = spec.schema!.safeParse(json, { reportInput: true });
    if (!result.success) throw rosterErrorFromZod(result.error);
    return result.data;
  };

  const format: Format<T> = {
    noun: spec.noun,
    version: spec.version,
    versionField: field,
    read(input) {
      try {
        const { json, from } = upgrade(input);
        return { ok: true, value: check(json), from };
      } catch (error) {
        if (error instanceof RosterFormatError) return { ok: false, newer: error instanceof NewerError, error };
        // A value deep or odd enough to break a reader (too much recursion) is damaged input, not a crash.
        if (error instanceof RangeError) return { ok: false, newer: false, error: new RosterFormatError('', `this ${spec.noun} is nested too deeply to read`) };
        throw error;
      }
    },
    parse(input) {
      const result = format.read(input);
      if (!result.ok) throw result.error;
      return result.value;
    },
    upgrade: (input) => upgrade(input).json,
  };
  return format;
}

/** A value saved by a newer site: a RosterFormatError that says so, so callers keep it untouched. */
export class NewerError extends RosterFormatError {
  readonly newer = true;
}
