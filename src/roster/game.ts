/**
 * What the roster kit needs to know about one game's rosters. A builder island builds this object
 * from its game's `src/games/<slug>/roster.ts` (and the book data it got as props) and hands it to the
 * kit; the kit never looks inside a roster otherwise.
 */
import type { LinkFrom } from '../tools/links';
import { shown } from '../common/words';
import type { LinkFields } from './packed-json';

/** A building rule a roster breaks, as `checkRoster` reports it. */
export interface RosterProblem {
  /**
   * Where: a field path as in RosterFormatError ("characters[1].gadgets[0]", "alignments[0]", "" for
   * the whole roster). A path that starts with `<modelsField>[i]` belongs to model i.
   */
  where: string;
  /** The rule broken, in plain words, naming the model ("Olga: ..."). */
  message: string;
}

export interface RosterGame<R> {
  /** The slug written in every file's "game" field. */
  game: string;
  /** The game's name for messages and file names ("Kuggköping"). */
  gameName: string;
  /** What the game calls a roster, lower case: "warband", "gang", "club sheet". */
  noun: string;
  /** What it calls one model, lower case: "character", "fighter". */
  modelNoun: string;
  /** Any version of the JSON format (parsed JSON) to a roster; throws RosterFormatError naming the bad field. */
  parse(input: unknown): R;
  /** The JSON to write (file, share link, storage): the current version of the format. */
  toJson(roster: R): unknown;
  /** Every building rule the roster breaks; [] when legal. */
  check(roster: R): RosterProblem[];
  /** A new roster to start from (named `name`). */
  create(name: string): R;
  name(roster: R): string;
  rename(roster: R, name: string): R;
  /** The roster's field holding its models ("characters", "fighters"): problems are linked through it. */
  modelsField: string;
  /** The models' names, in order (problem links, the print sheet, the list of saved rosters). */
  modelNames(roster: R): string[];
  /** One short line about the roster for the list of saved rosters ("Solo · The Scribes"). */
  summary?(roster: R): string;
  /**
   * Two tabs' versions of one entry as one, when the game merges its own way (a game in progress:
   * the union of both logs); default the kit's field-by-field three-way merge.
   */
  merge?(base: R, mine: R, theirs: R): R;
  /**
   * The roster as its opponent may see it, for a link sent to them: what the game keeps secret taken
   * out (Punkapocalyptic's bullets, book l.442). The kit leaves out notes and the campaign log itself.
   */
  forOpponent?(roster: R): R;
  /**
   * The roster JSON's field names by place, in an order frozen for links: a link for the opponent
   * sends the values without their names (src/roster/packed-json.ts), short enough to scan.
   */
  linkFields?: LinkFields;
}

/**
 * A game whose rosters keep their name in `name` (all five do): fills in reading and renaming the
 * name and, unless the game compacts its file, writing the roster as it is.
 */
export function namedRosterGame<R extends { name: string }, G extends string>(
  game: Omit<RosterGame<R>, 'name' | 'rename' | 'toJson'> & { game: G; toJson?: RosterGame<R>['toJson'] },
): RosterGame<R> & { game: G } {
  return {
    toJson: (roster) => roster,
    name: (roster) => roster.name,
    rename: (roster, name) => ({ ...roster, name }),
    ...game,
  };
}

/** The index of the model a problem is about, or null for a problem of the whole roster. */
export function modelIndexOf(where: string, modelsField: string): number | null {
  if (!where.startsWith(`${modelsField}[`)) return null;
  const match = /^\[(\d+)\]/.exec(where.slice(modelsField.length));
  return match ? Number(match[1]) : null;
}

/**
 * Where a tool opened from model `index` of a roster comes back to: the builder page at that model's
 * block, named by the roster (for toolHref's `from`, src/tools/links.ts).
 */
export function fromModel(game: string, rosterName: string, index: number, label: string, noun: string): LinkFrom {
  return { label, back: `/${game}/builder/#${modelAnchor(game, index)}`, backLabel: rosterName.trim() ? shown(rosterName) : `your ${noun}` };
}

/** The DOM id of model `index`'s block in the builder, the target of problem links. */
export function modelAnchor(game: string, index: number): string {
  return `${game}-model-${index + 1}`;
}
