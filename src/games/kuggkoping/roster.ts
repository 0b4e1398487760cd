/**
 * A Kuggköping warband as a file (the JSON format, version 1) and the book's building rules: the
 * public contract every builder and outside test uses.
 *
 * ```ts
 * parseRoster(input: unknown): Roster                 // any version of the format; throws RosterFormatError naming the field
 * checkRoster(roster: Roster): { where, message }[]   // every building rule broken, in our words; [] when legal
 * ```
 *
 * Format, version 1 (fields marked optional may be left out; the builder writes them only when used):
 *
 * ```json
 * { "game": "kuggkoping", "version": 1, "name": "The Cog Rats", "mode": "solo",
 *   "alignments": [ { "player": 1, "faction": "The Scribes", "positive": "Resourceful", "negative": "Inexperienced" } ],
 *   "tinkerDice": 0,
 *   "characters": [
 *     { "name": "Olga", "archetype": "Crack Shot", "player": 1, "foreman": true,
 *       "gadgets": [ { "name": "Handgun", "quirk": null, "equipped": true } ],
 *       "quirks": [], "upgrades": [], "gritLost": 0 } ] }
 * ```
 * - `mode`: "solo" or "coop"; in co-op every character and alignment names its `player` (1 or 2).
 * - `gadgets[].quirk`: the quirk fitted to that gadget (null for none); `quirks`: quirks received and
 *   not fitted yet; `upgrades`: upgrade names, one entry per copy; `gritLost`: grit lost so far.
 * - `tinkerDice`: the Tinker dice pool (player 1's pool in co-op); optional `tinkerDicePlayer2`:
 *   player 2's own pool in co-op.
 * - Optional, only where the book asks for a choice: `gadgets[].quirkChoice` ("move", "range",
 *   "actionDice" or "grit": what Mutating machine change raises), `backstabber` (the special rule a
 *   Character swapped for Backstabber, Imprints' Backstabbers trait), `addOnActions` (the special
 *   action each Add on upgrade copies).
 * - Lists and flags a hand-written file leaves out are read as empty, false, null or 0.
 *
 * Names are the book's, matched ignoring case, spacing and quote or dash style; an unknown name is a
 * problem from checkRoster, never an error from parseRoster. Our readings of what the book leaves
 * open are on the builder page (content/kuggkoping/builder.mdx) and in the tests.
 */
import type { RosterProblem } from '../../roster/game';
import { bookData } from './book-data';
import { checkWarband } from './roster-checks';
import type { Roster } from './roster-format';

export { parseRoster, rosterFormat, ROSTER_VERSION } from './roster-format';
export { checkWarband } from './roster-checks';
export type { Roster, Character, GadgetEntry, Alignment, Mode, RaisableStat } from './roster-format';

/** Every building rule of the book the roster breaks, in our words; [] when it is legal. */
export function checkRoster(roster: Roster): RosterProblem[] {
  return checkWarband(roster, bookData());
}
