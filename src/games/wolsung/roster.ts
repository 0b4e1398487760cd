/**
 * Wolsung SSG club sheets: heroes (suit, Funds) and henchmen with the quick start's profile, their
 * weapons, gadgets and special rules, and the club's Fund Pool with what it bought. The public
 * contract every builder and outside test uses:
 *
 * ```ts
 * parseRoster(input: unknown): Roster                 // any version, as parsed JSON or its text; throws RosterFormatError naming the field
 * checkRoster(roster: Roster): { where, message }[]   // every club-building rule broken, in our words; [] when legal
 * ```
 *
 * The format and the checks live in roster-format.ts, the builder's helpers (Fund Pool, cards, odds
 * links) in roster-rules.ts, both with the tables passed in; this module adds the quick start's own tables
 * (book-data.ts) as the default.
 *
 * ## File format
 *
 * A club sheet is one JSON object. Version 1:
 *
 * ```json
 * { "game": "wolsung", "version": 1, "name": "The Brass Lantern Society",
 *   "models": [
 *     { "name": "Professor Ignatius Vane", "kind": "hero", "suit": "Diamonds", "funds": 3,
 *       "profile": { "A": 2, "M": 4, "F": 2, "S": 3, "G": 3, "R": 3, "W": 3 },
 *       "armour": 0, "magic": null,
 *       "specialRules": [ { "name": "Scientist" }, { "name": "Hard to kill" } ],
 *       "weapons": [ { "kind": "book", "name": "Pistol" } ],
 *       "gadgets": [ { "name": "Aetheric goggles", "cost": 1, "specialRules": [] } ],
 *       "cost": null },
 *     { "name": "Miss Clara Holt", "kind": "hero", "suit": "Spades", "funds": 2,
 *       "profile": { "A": 2, "M": 5, "F": 4, "S": 3, "G": 2, "R": 4, "W": 3 },
 *       "armour": 0, "magic": 2,
 *       "specialRules": [ { "name": "Beginner's Luck" }, { "name": "Hypnotic Aura" } ],
 *       "weapons": [ { "kind": "melee", "name": "Sword cane", "strength": 1, "specialRules": [] } ],
 *       "gadgets": [], "cost": null },
 *     { "name": "Brass golem", "kind": "henchman", "suit": null, "funds": null,
 *       "profile": { "A": 2, "M": 3, "F": 3, "S": 4, "G": 0, "R": 1, "W": 4 },
 *       "armour": 2, "magic": null,
 *       "specialRules": [ { "name": "Golem" } ],
 *       "weapons": [ { "kind": "melee", "name": "Steam fists", "strength": 1, "specialRules": [] } ],
 *       "gadgets": [], "cost": 3 },
 *     { "name": "Hired rifleman", "kind": "henchman", "suit": null, "funds": null,
 *       "profile": { "A": 2, "M": 4, "F": 2, "S": 3, "G": 3, "R": 2, "W": 1 },
 *       "armour": 0, "magic": null, "specialRules": [],
 *       "weapons": [ { "kind": "ranged", "name": "Rifle", "strength": 5,
 *         "rangeBands": [ { "upTo": 12, "guns": 1 }, { "upTo": 24, "guns": 0 }, { "upTo": 36, "guns": -1 } ],
 *         "specialRules": [ { "name": "Move Penalty", "x": 1 } ] } ],
 *       "gadgets": [], "cost": 1 } ] }
 * ```
 *
 * | Field | What it holds |
 * | --- | --- |
 * | `game`, `version` | Always `"wolsung"` and `1` for this format. |
 * | `name` | The club's name. |
 * | `models[].kind` | `"hero"` or `"henchman"`. |
 * | `models[].suit`, `models[].funds` | A hero's card suit (Spades, Hearts, Diamonds or Clubs) and Funds; `null` for a henchman. |
 * | `models[].profile` | The quick start's characteristics by abbreviation: `A`, `M`, `F`, `S`, `G`, `R`, `W`. |
 * | `models[].armour`, `models[].magic` | Armour [x] (0 without), and Magic Ability [x] (`null` without). |
 * | `models[].specialRules[]` | Special rules from the quick start: `name`, and `x` for a rule with a number, e.g. Move Penalty [1]. |
 * | `models[].weapons[]` | `{ "kind": "book", "name": "Pistol" }` for a weapon the quick start prints; otherwise the profile from the model's card: `"ranged"` with `strength` and `rangeBands` (each band `upTo` inches with its `guns` modifier), or `"melee"` with `strength` added to the model's S; both with `specialRules`. |
 * | `models[].gadgets[]` | Gadgets bought from the Fund Pool: `name`, `cost` in Funds, `specialRules`. |
 * | `models[].cost` | What a henchman cost from the Fund Pool; `null` for a hero. |
 *
 * A later version may add fields; version 1 files stay readable. A name the quick start does not
 * print is kept and reported as a problem, never dropped.
 *
 * ## Our reading
 *
 * - The quick start prints no price list, so a henchman's and a gadget's cost in Funds come from
 *   the model's card; the sheet checks that they add up to no more than the Fund Pool.
 * - A club has at least one hero: Funds, cards and the starting game's victory all come from heroes.
 * - Every model has at least 1 Action and 1 Wound, and no characteristic below 0.
 * - The Scientist rule is named only by Golem. A club may field a golem without a Scientist (W9):
 *   the golem's card reminds that it skips its activations while no friendly Scientist is on the table.
 * - Weapons count as gadgets, so a gadget rule such as Quick may sit on a weapon (the pistol has it).
 * - Odds links start from the model's own numbers: a shot in the weapon's first range band, and a
 *   melee attack with the weapon's Strength added. Hypnotic Aura sets the defender's reaction to
 *   Parry, since it cannot Fence. The shooting tool lists only the quick start's weapons, so for a
 *   weapon from a model's card the first band's modifier goes straight into the Guns dice (the tool
 *   then shows that total as the shooter's Guns).
 */
import type { RosterProblem } from '../../roster/game';
import type { Characteristic, SpecialRule } from './schema';
import { wolsungBookData, type WolsungRosterData } from './book-data';
import { checkClub } from './roster-checks';
import { characteristicOf, characteristics as profileOf, clubLookup, type Model, type ModelKind, type Roster } from './roster-format';
import { meleeLinkFields as meleeFields, newModel as newModelWith, shootLinkFields as shootFields, type MeleeLinkFields, type ShootLinkFields } from './roster-rules';
import { meleeOdds, shootOdds } from './tools/refs';

export { parseRoster, rosterFormat, fundPool, ROSTER_VERSION } from './roster-format';
export type { Roster, Model, ModelWeapon, RuleRef, FundPool, WolsungRosterData } from './roster-format';
export { newRoster } from './roster-rules';
/** The odds tools' pages (kept for links' readers; write links with toolHref and ./tools/refs). */
export const SHOOT_ODDS_PATH = shootOdds.path;
export const MELEE_ODDS_PATH = meleeOdds.path;
export type { ShootLinkFields, MeleeLinkFields } from './roster-rules';

/** Every club-building rule of the quick start the sheet breaks, in plain words; [] when it is legal. */
export function checkRoster(roster: Roster, data: WolsungRosterData = wolsungBookData()): RosterProblem[] {
  return checkClub(roster, data);
}

/** A new hero or henchman with a typical profile (2 Actions, the rest at 1), ready to be filled in. */
export function newModel(kind: ModelKind, data: WolsungRosterData = wolsungBookData()): Model {
  return newModelWith(kind, data);
}

/** The profile's characteristics every model has (the hero-only Suit and Funds have fields of their own). */
export function characteristics(data: WolsungRosterData = wolsungBookData()): Characteristic[] {
  return profileOf(data);
}

/** The quick start's special rule of that name (any case, quote or dash style), or undefined. */
export function findSpecialRule(name: string, data: WolsungRosterData = wolsungBookData()): SpecialRule | undefined {
  return clubLookup(data).rule(name);
}

/** The model's value of a characteristic by id ("guns"), or undefined when the sheet lacks it. */
export function characteristic(model: Model, id: string, data: WolsungRosterData = wolsungBookData()): number | undefined {
  return characteristicOf(model, id, data);
}

/** The shooting-odds tool's fields for a model firing one of its ranged weapons (roster-rules.ts). */
export function shootLinkFields(roster: Roster, modelIndex: number, weaponIndex: number, data: WolsungRosterData = wolsungBookData()): ShootLinkFields | null {
  return shootFields(roster, modelIndex, weaponIndex, data);
}

/** The melee-odds tool's fields for a model attacking with a melee weapon or its bare Strength (roster-rules.ts). */
export function meleeLinkFields(
  roster: Roster,
  modelIndex: number,
  weaponIndex: number | null,
  data: WolsungRosterData = wolsungBookData(),
): MeleeLinkFields | null {
  return meleeFields(roster, modelIndex, weaponIndex, data);
}
