/**
 * Roster files: the .json a player exports, and reading one back (an import, a share link, a saved
 * roster). Every way a file can be wrong gets its own sentence; nothing here touches saved rosters.
 */
import { RosterFormatError } from './errors';
import type { RosterGame, RosterProblem } from './game';
import { aOrAn } from '../common/words';

/** Largest roster file we read: a full roster is a few kB, so anything bigger is not one. */
export const MAX_ROSTER_CHARS = 200_000;
/** The longest roster file read (an import): a file the site wrote must always import again. */
export const MAX_FILE_CHARS = 400_000;
/**
 * The most a roster may hold, as compact JSON: every format refuses more (`defineRosterFormat`), and
 * a builder lists it as a problem while it can still be shortened. A roster within it exports to a
 * file within MAX_FILE_CHARS (indented when that fits, else on one line), so the largest roster any
 * format accepts imports back from its own file.
 */
export const MAX_ROSTER_JSON = MAX_FILE_CHARS;

export type ReadResult<R> = { ok: true; roster: R } | { ok: false; message: string };

function size(chars: number): string {
  return chars >= 1_000_000 ? `${(chars / 1_000_000).toFixed(1)} MB` : `${Math.ceil(chars / 1000)} kB`;
}

/** A parse failure as a sentence a player can act on. */
export function describeReadError(error: unknown, game: Pick<RosterGame<unknown>, 'gameName'>): string {
  if (error instanceof RosterFormatError) {
    if (error.field === '' || error.field === 'game' || error.field === 'version') {
      const problem = error.message.slice(error.field ? error.field.length + 2 : 0);
      if (error.field === 'version') return `Its "version" is wrong: ${problem}.`;
      // A problem of the whole roster ("has a field this format does not know") needs its subject.
      if (/^(has|is|must) /.test(problem)) return `The roster ${problem}.`;
      return `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`;
    }
    return `The field "${error.field}" is wrong: ${error.message.slice(error.field.length + 2)}.`;
  }
  // parse() throws only RosterFormatError; anything else is a bug in a game's parser, still never a crash.
  return `It could not be read as a ${game.gameName} roster (${error instanceof Error ? error.message : String(error)}).`;
}

/** Parsed JSON (from a file, a link or storage) to a roster of this game, or a message saying why not. */
export function readRosterJson<R>(input: unknown, game: RosterGame<R>): ReadResult<R> {
  try {
    return { ok: true, roster: game.parse(input) };
  } catch (error) {
    return { ok: false, message: describeReadError(error, game) };
  }
}

/** The message for a file of `length` characters (or bytes) over MAX_FILE_CHARS. */
export function tooLargeMessage(length: number, game: Pick<RosterGame<unknown>, 'gameName' | 'noun'>): string {
  return `The file is ${size(length)}; ${aOrAn(game.gameName)} ${game.noun} file is a few kB, at most ${size(MAX_FILE_CHARS)}.`;
}

/** The text of a file to a roster of this game, or a message saying why not. */
export function readRosterText<R>(text: string, game: RosterGame<R>): ReadResult<R> {
  if (text.length > MAX_FILE_CHARS) return { ok: false, message: tooLargeMessage(text.length, game) };
  if (text.trim() === '') return { ok: false, message: 'The file is empty.' };
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    // V8 quotes the text's start after its complaint (`Unexpected token '…', "\x89PNG…" is not valid JSON`):
    // a picture's bytes say nothing to a reader, so the quote goes; the place in the text stays.
    return { ok: false, message: `The file is not valid JSON (${error instanceof Error ? error.message.replace(/, ".*/s, '') : 'unreadable'}). Roster files are the .json files the Export button saves.` };
  }
  return readRosterJson(input, game);
}

/**
 * The text of an exported roster file: the current format, indented so it reads in any editor, or on
 * one line when the indented text would be longer than a file may be (a roster near MAX_ROSTER_JSON).
 */
export function rosterFileText<R>(roster: R, game: RosterGame<R>): string {
  const json = game.toJson(roster);
  const indented = `${JSON.stringify(json, null, 2)}\n`;
  return indented.length <= MAX_FILE_CHARS ? indented : `${JSON.stringify(json)}\n`;
}

/** A roster over MAX_ROSTER_JSON, as a problem of the whole roster (the builder shows it); else none. */
export function rosterSizeProblems<R>(roster: R, game: Pick<RosterGame<R>, 'toJson' | 'noun'>): RosterProblem[] {
  const length = JSON.stringify(game.toJson(roster)).length;
  if (length <= MAX_ROSTER_JSON) return [];
  return [{ where: '', message: tooBigWords(length, game.noun) }];
}

/** Why a roster over MAX_ROSTER_JSON is refused, and what to do about it. */
export function tooBigWords(length: number, noun: string): string {
  return `The ${noun} holds ${length.toLocaleString('en')} characters; a ${noun} holds at most ${MAX_ROSTER_JSON.toLocaleString('en')} (so that its file always opens again). Shorten its notes or its campaign log.`;
}

/** A file name for the export: "kuggkoping-the-cog-rats.json". */
export function rosterFileName<R>(roster: R, game: RosterGame<R>): string {
  const slug = game
    .name(roster)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${game.game}-${slug || game.noun}.json`;
}
