/**
 * Punkapocalyptic gang sheets. The core book prints no faction lists, so a sheet records each model
 * as the player's faction list gives it (type, points, profile, gear) and checks what the core book
 * does rule on: the agreed game size, models per started 100 points and attribute ranges (ruling P11),
 * the special rules picked from the book's list and their limits (Rare, Two-handed, Cumbersome, Bulky,
 * Bomb), secret bullets, and a model's state in a game.
 *
 * ```ts
 * parseRoster(input: unknown): Roster                 // any version, as JSON or its text; throws RosterFormatError naming the field
 * checkRoster(roster: Roster): { where, message }[]   // every building rule broken, in our words; [] when legal
 * ```
 *
 * The format and the rules with the book's tables passed in are in roster-format.ts, the arithmetic
 * (profiles, points, odds links, edits) in roster-rules.ts: the builder page imports those with the tables
 * it read from the content collections, and checkRoster here reads them through book-data.ts.
 *
 * ## File format
 *
 * A gang sheet is one JSON object. Version 1 (the points below are an example, not a faction list):
 *
 * ```json
 * { "game": "punkapocalyptic", "version": 1, "name": "The Rust Vultures", "faction": "Gangers",
 *   "gameSize": 200, "secretBullets": true,
 *   "models": [
 *     { "name": "Maggie", "type": "Ganger Chief", "cost": 45,
 *       "profile": { "A": 3, "C": 6, "P": 5, "AG": 6, "S": 4, "T": 4, "TC": 3 },
 *       "specialRules": [ { "name": "Delay", "x": 3 } ],
 *       "equipment": [
 *         { "kind": "ranged", "name": "Automatic rifle", "cost": 20, "strength": 4, "penetration": 1,
 *           "range": { "short": 20, "medium": 40, "long": 60 },
 *           "specialRules": [ { "name": "Automatic" }, { "name": "Firearm" } ] },
 *         { "kind": "armor", "name": "Bulletproof vest", "cost": 10, "armor": 3, "specialRules": [] } ],
 *       "bullets": 4, "bulletsCost": 4, "downed": false, "losses": {} },
 *     { "name": "Skids", "type": "Thug", "cost": 20,
 *       "profile": { "A": 2, "C": 4, "P": 5, "AG": 4, "S": 3, "T": 3, "TC": 2 },
 *       "specialRules": [],
 *       "equipment": [
 *         { "kind": "ranged", "name": "Bow", "cost": 5, "strength": 3, "penetration": 0, "specialRules": [ { "name": "Hard to use" } ] },
 *         { "kind": "melee", "name": "Machete", "cost": 3, "strength": "+1", "penetration": 0, "combat": 1, "specialRules": [] } ],
 *       "bullets": 0, "bulletsCost": 0, "downed": false, "losses": {} },
 *     { "name": "Moose", "type": "Brute", "cost": 30,
 *       "profile": { "A": 2, "C": 5, "P": 3, "AG": 3, "S": 5, "T": 5, "TC": 1 },
 *       "specialRules": [],
 *       "equipment": [
 *         { "kind": "melee", "name": "Heavy mace", "cost": 8, "strength": "+2", "penetration": 1, "combat": 0, "specialRules": [ { "name": "Two-handed" } ] } ],
 *       "bullets": 0, "bulletsCost": 0, "downed": false, "losses": { "T": 1 } },
 *     { "name": "Fizz", "type": "Ganger", "cost": 15,
 *       "profile": { "A": 2, "C": 3, "P": 4, "AG": 4, "S": 3, "T": 3, "TC": 3 },
 *       "specialRules": [],
 *       "equipment": [
 *         { "kind": "ranged", "name": "Molotov cocktail", "cost": 3, "strength": 3, "penetration": 0, "specialRules": [ { "name": "Bomb" }, { "name": "Incendiary", "x": 2 } ] },
 *         { "kind": "ranged", "name": "Molotov cocktail", "cost": 3, "strength": 3, "penetration": 0, "specialRules": [ { "name": "Bomb" }, { "name": "Incendiary", "x": 2 } ] } ],
 *       "bullets": 2, "bulletsCost": 2, "downed": false, "losses": {} } ] }
 * ```
 *
 * | Field | What it holds |
 * | --- | --- |
 * | `game`, `version` | Always `"punkapocalyptic"` and `1` for this format. |
 * | `name`, `faction` | The gang's name and its faction. |
 * | `gameSize` | The points agreed for the game. |
 * | `secretBullets` | `true` to hide bullets on the sheet and print them on a separate slip. |
 * | `models[].name`, `models[].type` | The model's own name and its profile's name in your faction list. |
 * | `models[].cost` | The model's points, as your faction list prints them. |
 * | `models[].profile` | Attributes by the book's abbreviations: `A` (1 to 3), `C`, `P`, `AG`, `S`, `T`, `TC` (1 to 10); `null` for a "-" the model cannot use. |
 * | `models[].specialRules[]` | The model's special rules from the book's list: `name`, and `x` for a rule with a number, e.g. Delay (3). |
 * | `models[].equipment[]` | Its gear: `kind` (`ranged`, `melee`, `armor` or `equipment`), `name`, `cost` and `specialRules`; weapons add `strength` (a number, or `"+1"` when the wielder's Strength is added) and `penetration`; melee weapons `combat` (their Combat modifier); ranged weapons may add `range` (short, medium, long in cm); armor adds `armor`. |
 * | `models[].bullets`, `models[].bulletsCost` | Bullets carried (secret) and the points paid for them. |
 * | `models[].downed` | Downed in the game being played. |
 * | `models[].losses` | Permanent attribute losses by abbreviation, e.g. `{ "T": 1 }`. |
 *
 * A hand-written file may leave out `faction` (empty), `secretBullets` (true), a model's `type`
 * (empty), `cost`, `bullets` and `bulletsCost` (0), `specialRules` and `equipment` (none), `downed`
 * (false) and `losses` (none), and an item's `cost`, `penetration` and `combat` (0) and `specialRules`.
 * A later version may add fields; version 1 files stay readable. A special rule the book does not
 * list is kept and reported as a problem, never dropped.
 *
 * ## Our reading
 *
 * - The gang's points are the models' costs plus their gear and bullets. They must fit the agreed
 *   game size, and 3 models are allowed for every started 100 points the gang costs (P11).
 * - A model's Armor is its best armor item: armor items do not add up.
 * - Bombs: a model carries at most three, and all its bombs count as one weapon, for Rare and for
 *   Bulky alike.
 * - A physical attribute (AG, S, T) lowered to 0 or less by permanent losses knocks the model down,
 *   which counts as Downed. Gear (Cumbersome) does not.
 * - Odds links start from the model's own numbers after losses and gear: a shot at medium range with
 *   the weapon's rules ticked (Rider makes every shot Hard to use), and a Combat action with the
 *   melee weapon, or with the model's bare Strength when it has none.
 */
import type { RosterProblem } from '../../roster/game';
import { punkapocalypticBookData } from './book-data';
import { checkGang } from './roster-checks';
import type { Roster } from './roster-format';

export { parseRoster, rosterFormat, ROSTER_VERSION } from './roster-format';
export { checkGang } from './roster-checks';
export type { Roster, Model, Item, RuleRef } from './roster-format';
export * from './roster-rules';

/** Every core-book rule the gang sheet breaks, in plain words; [] when it is legal. */
export function checkRoster(roster: Roster): RosterProblem[] {
  return checkGang(roster, punkapocalypticBookData());
}
