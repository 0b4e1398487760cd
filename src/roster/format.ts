/**
 * A game's roster JSON format: `{ "game": "<slug>", "version": n, ... }`, its migrations from older
 * versions, and the one parser every reader goes through (file import, share link, saved rosters).
 *
 * A roster format is a format of the format kit (./versioned.ts) that checks "game" before the
 * version and words its messages as roster files always have. A migration turns version n into
 * n + 1 on plain JSON and is never removed; only the current version is checked by the Zod schema.
 */
import { games } from '../common/catalog';
import { article, RosterFormatError, rosterErrorFromZod } from './errors';
import { MAX_FILE_CHARS, MAX_ROSTER_JSON } from './files';
import { defineFormat, nestsWithin, type FormatMigration, type FormatSchema, type JsonObject } from './versioned';

/** Plain JSON object of some version of a format. */
export type RosterJson = JsonObject;

/** Turns a roster of version n (the key) into version n + 1; may throw RosterFormatError. */
export type Migration = FormatMigration;

/** A Zod schema, classic (`zod`) or `zod/mini`: both have safeParse. */
export type RosterSchema<R> = FormatSchema<R>;

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
  /** Only the checks of "game" and "version" and the migrations, to the current version's plain JSON. */
  upgrade(input: unknown): RosterJson;
}

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

/** Throws a RosterFormatError naming "game" unless the roster is one of `slug`'s. */
function checkGame(input: RosterJson, slug: string): void {
  const want = gameName(slug) ?? slug;
  const game = input.game;
  if (typeof game !== 'string') throw new RosterFormatError('game', `the field "game" is missing or not a text: this is not ${article(want)} roster`);
  if (game === slug) return;
  const other = gameName(game);
  throw new RosterFormatError(
    'game',
    other ? `this is ${article(other)} roster, not ${article(want)} one: open it in the ${other} builder` : `this roster is for the game ${describe(game)}, not ${want}`,
  );
}

/** How a roster's version is told wrong: the words players and tests already know. */
const ROSTER_WORDS = {
  notObject: (v: unknown) => `a roster is a JSON object with "game" and "version", not ${describe(v)}`,
  badVersion: (v: unknown) => `must be a whole number, not ${describe(v)}`,
  belowOne: (v: number) => `there is no version ${v}; versions start at 1`,
  newer: (v: number, newest: number) => `version ${v} is newer than this site reads (${newest}): it was saved by a newer version of the site`,
};

/**
 * Checks "game" and "version" and runs the migrations up to the current version. Throws a
 * RosterFormatError naming "game" or "version" (or '' for something that is not an object at all).
 */
export function upgradeRoster(input: unknown, spec: Pick<RosterFormatSpec<unknown>, 'game' | 'version' | 'migrations'>): RosterJson {
  return rosterKit(spec, (json) => json).upgrade(input);
}

/** The format kit's format for a game's rosters: "game" checked first, then the version, the migrations and `check`. */
function rosterKit<R>(spec: Pick<RosterFormatSpec<unknown>, 'game' | 'version' | 'migrations'>, check: (json: RosterJson) => R) {
  return defineFormat<R>({
    noun: `${gameName(spec.game) ?? spec.game} roster`,
    version: spec.version,
    migrations: spec.migrations,
    identify: (input) => checkGame(input, spec.game),
    words: ROSTER_WORDS,
    read: check,
  });
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
  const format = rosterKit(spec, (current): R => {
    // One bound on the whole (every list and text has its own): what is read can always be written
    // to a file that opens again. Measured only once the nesting is known to be shallow.
    if (!nestsWithin(current, 64)) throw new RosterFormatError('', 'it nests lists and objects far deeper than any roster does');
    const length = JSON.stringify(current).length;
    if (length > MAX_ROSTER_JSON) throw new RosterFormatError('', `it holds ${length.toLocaleString('en')} characters; a roster holds at most ${MAX_ROSTER_JSON.toLocaleString('en')}, so that its file always opens again`);
    // reportInput: a field that is missing is told apart from one of the wrong type.
    const result = spec.schema.safeParse(current, { reportInput: true });
    if (!result.success) throw rosterErrorFromZod(result.error);
    return result.data;
  });
  return {
    game: spec.game,
    version: spec.version,
    fieldsSchema: spec.fieldsSchema ?? spec.schema,
    parse: (input) => format.parse(typeof input === 'string' ? jsonOfText(input) : input),
    upgrade: (input) => format.upgrade(typeof input === 'string' ? jsonOfText(input) : input),
  };
}
