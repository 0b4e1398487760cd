/**
 * A game's roster JSON format: `{ "game": "<slug>", "version": n, ... }`, its migrations from older
 * versions, and the one parser every reader goes through (file import, share link, saved rosters).
 *
 * A migration turns version n into version n + 1 and is never removed: a file written years ago
 * still opens. Each step works on plain JSON; only the current version is checked by the Zod schema.
 */
import { games } from '../common/catalog';
import { article, RosterFormatError, rosterErrorFromZod, type ZodIssueLike } from './errors';
import { MAX_FILE_CHARS, MAX_ROSTER_JSON } from './files';
import { nestsWithin } from './versioned';

/** Plain JSON object of some version of a format. */
export type RosterJson = Record<string, unknown>;

/** Turns a roster of version n (the key) into version n + 1; may throw RosterFormatError. */
export type Migration = (old: RosterJson) => RosterJson;

/** A Zod schema, classic (`zod`) or `zod/mini` (smaller in the browser bundle): both have safeParse. */
export interface RosterSchema<R> {
  safeParse(input: unknown, params?: { reportInput?: boolean }): { success: true; data: R } | { success: false; error: { issues: readonly ZodIssueLike[] } };
}

export interface RosterFormatSpec<R> {
  /** The game's slug, written in every file as "game". */
  game: string;
  /** The newest version: the one this site writes and `schema` checks. */
  version: number;
  /** `migrations[n]` turns version n into n + 1, for every n from 1 to version - 1. */
  migrations?: Readonly<Record<number, Migration>>;
  /** The current version's schema (with "game" and "version" literal fields). */
  schema: RosterSchema<R>;
  /**
   * The Zod schema whose fields the file-format page lists, where `schema` wraps it in checks of its
   * own (Wolsung's weapons); default `schema`, which must then be a Zod schema.
   */
  fieldsSchema?: object;
}

export interface RosterFormat<R> {
  readonly game: string;
  readonly version: number;
  /** The Zod schema of the current version, for the file-format page (never parse with it: `parse` checks more). */
  readonly fieldsSchema: object;
  /** Any version of the format, as parsed JSON or as the file's text, to a roster of the current version. */
  parse(input: unknown): R;
}

const isObject = (v: unknown): v is RosterJson => typeof v === 'object' && v !== null && !Array.isArray(v);

function gameName(slug: string): string | undefined {
  return games.find((g) => g.slug === slug)?.name;
}

/** What a value is, in a message ("a list", "the number 3"). */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value.length > 40 ? 'a long text' : `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `a ${typeof value}`;
}

/**
 * Checks "game" and "version" and runs the migrations up to the current version. Throws a
 * RosterFormatError naming "game" or "version" (or '' for something that is not an object at all).
 */
export function upgradeRoster(input: unknown, spec: Pick<RosterFormatSpec<unknown>, 'game' | 'version' | 'migrations'>): RosterJson {
  const want = gameName(spec.game) ?? spec.game;
  if (!isObject(input)) throw new RosterFormatError('', `a roster is a JSON object with "game" and "version", not ${describe(input)}`);
  const game = input.game;
  if (typeof game !== 'string') throw new RosterFormatError('game', `missing or not a text: this is not ${article(want)} roster`);
  if (game !== spec.game) {
    const other = gameName(game);
    throw new RosterFormatError(
      'game',
      other ? `this is ${article(other)} roster, not ${article(want)} one: open it in the ${other} builder` : `this roster is for the game ${describe(game)}, not ${want}`,
    );
  }
  const version = input.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) throw new RosterFormatError('version', `must be a whole number, not ${describe(version)}`);
  if (version > spec.version) {
    throw new RosterFormatError('version', `version ${version} is newer than this site reads (${spec.version}): it was saved by a newer version of the site`);
  }
  if (version < 1) throw new RosterFormatError('version', `there is no version ${version}; versions start at 1`);
  let current = input;
  for (let v = version; v < spec.version; v++) {
    const step = spec.migrations?.[v];
    if (!step) throw new Error(`${spec.game} roster format: no migration from version ${v}`); // a bug, not bad input
    current = step(current);
    if (!isObject(current) || current.version !== v + 1) throw new Error(`${spec.game} roster format: migration from version ${v} did not give version ${v + 1}`);
  }
  return current;
}

/**
 * A roster handed over as text (a file's contents): its JSON value. A roster itself is never a
 * JSON string, so text always means a file. Too long or not JSON: a RosterFormatError.
 */
function jsonOfText(text: string): unknown {
  if (text.length > MAX_FILE_CHARS) {
    throw new RosterFormatError('', `the text is ${text.length.toLocaleString('en')} characters long; a roster file has at most ${MAX_FILE_CHARS.toLocaleString('en')}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RosterFormatError('', 'the text is not valid JSON, so it is not a roster file');
  }
}

/** Declares a game's format; checks that every older version has its migration. */
export function defineRosterFormat<R>(spec: RosterFormatSpec<R>): RosterFormat<R> {
  if (!Number.isInteger(spec.version) || spec.version < 1) throw new Error(`${spec.game} roster format: version must be a whole number from 1`);
  for (let v = 1; v < spec.version; v++) {
    if (typeof spec.migrations?.[v] !== 'function') throw new Error(`${spec.game} roster format: version ${spec.version} needs a migration from version ${v}`);
  }
  return {
    game: spec.game,
    version: spec.version,
    fieldsSchema: spec.fieldsSchema ?? spec.schema,
    parse(input: unknown): R {
      const current = upgradeRoster(typeof input === 'string' ? jsonOfText(input) : input, spec);
      // One bound on the whole (every list and text has its own): what is read can always be written
      // to a file that opens again. Measured only once the nesting is known to be shallow.
      if (!nestsWithin(current, 64)) throw new RosterFormatError('', 'it nests lists and objects far deeper than any roster does');
      const length = JSON.stringify(current).length;
      if (length > MAX_ROSTER_JSON) throw new RosterFormatError('', `it holds ${length.toLocaleString('en')} characters; a roster holds at most ${MAX_ROSTER_JSON.toLocaleString('en')}, so that its file always opens again`);
      // reportInput: a field that is missing is told apart from one of the wrong type.
      const result = spec.schema.safeParse(current, { reportInput: true });
      if (!result.success) throw rosterErrorFromZod(result.error);
      return result.data;
    },
  };
}
