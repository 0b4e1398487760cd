/**
 * A Heartbreaker gang as a file (the JSON format, version 1) and the book's recruiting rules: the
 * public contract every builder and outside test uses.
 *
 * ```ts
 * parseRoster(input: unknown): Roster                 // any version of the format, parsed or as text; throws RosterFormatError naming the field
 * checkRoster(roster: Roster): { where, message }[]   // every recruiting rule broken, in our words; [] when legal
 * ```
 *
 * The format and the rules with the book's tables passed in live in roster-format.ts, and what the
 * builder works out (stats after quirks, names rolled from the weapon tables, resource actions, titles
 * across gangs, strike-odds links) in roster-rules.ts: the builder island imports those two, never this module,
 * whose checkRoster reads the tables through book-data.ts.
 *
 * ## File format
 *
 * A gang is one JSON object. Version 1:
 *
 * ```json
 * { "game": "heartbreaker", "version": 1, "name": "The Rust Saints",
 *   "fighters": [
 *     { "name": "Mother Cog", "leader": true, "quirks": ["Pulverizer", "Heavy Armor", "Iconic", "Medpack", "Stalker"],
 *       "akimbo": null, "bounty": 0, "meatLost": 0 },
 *     { "name": "Twitch", "leader": false, "quirks": ["Sidearm", "Akimbo Holster", "Lightweight", "Bonded"],
 *       "akimbo": "Sidearm", "bounty": 0, "meatLost": 0 },
 *     { "name": "Hook", "leader": false, "quirks": ["Slasher", "Light Armor", "Bonded", "Jacked"],
 *       "akimbo": null, "bounty": 1, "meatLost": 0 },
 *     { "name": "Sister Static", "leader": false, "quirks": ["Longshot", "Commlink", "Lucky Charm", "Telekinetic"],
 *       "akimbo": null, "bounty": 0, "meatLost": 0 },
 *     { "name": "Big Nan", "leader": false, "quirks": ["Boomstick", "Heavy Armor", "Fanatic", "Bloodthirsty"],
 *       "akimbo": null, "bounty": 0, "meatLost": 3 },
 *     { "name": "Wick", "leader": false, "quirks": ["‘Nades", "Grapplewire", "Tripwire Mines", "Hot as Hell"],
 *       "akimbo": null, "bounty": 0, "meatLost": 0 } ],
 *   "resources": { "reputation": 2, "territory": 0, "supply": 3, "ammo": 1 } }
 * ```
 *
 * | Field | What it holds |
 * | --- | --- |
 * | `game`, `version` | Always `"heartbreaker"` and `1` for this format. |
 * | `name` | The gang's name. |
 * | `fighters[]` | The six fighters, in the order you list them. |
 * | `fighters[].name` | The fighter's name. |
 * | `fighters[].leader` | `true` for the one leader, `false` for the five recruits. |
 * | `fighters[].quirks` | Quirk names as the book prints them: weapons, gear and abilities. Case, spaces and the style of quotes and dashes do not matter (`'Nades` is `‘NADES`). |
 * | `fighters[].akimbo` | The weapon an Akimbo Holster dual-wields, or `null` without one. |
 * | `fighters[].bounty` | Bounty, 0 to 5. |
 * | `fighters[].meatLost` | Meat lost so far (0 when unhurt). |
 * | `resources` | The gang's `reputation`, `territory`, `supply` and `ammo`. |
 * | `keptTitle` | Optional, written only once chosen: the title the gang keeps when it has the most of more than one resource (`"Warlord"`). |
 *
 * Version 2 adds the campaign log; version 3 (what the builder writes now) keeps several arcs
 * (`arcs`), the Bounties known on rival fighters (`rivalBounties`), the resource actions paid for the
 * next skirmish (`nextSkirmish`) and what End game left for the Epilogue (`pending`): see
 * roster-format.ts and the Gang file format page.
 *
 * A file of a later version may add fields; version 1 files always stay readable. A name the book does
 * not print is kept and reported as a problem, never dropped.
 *
 * ## Our reading
 *
 * - A fighter needs no weapon quirk: the book only asks for four different quirks (five for the
 *   leader), so a gang of brawlers without weapons is legal, if unwise.
 * - Titles are worked out across the gangs saved on the device (the book compares "your own
 *   collection of gangs"); a rival's gang counts once it is saved there too (import or share link).
 * - Titles: a title goes to the gang with strictly the most of its resource. When two or more gangs
 *   tie for the most, nobody holds it until one pulls ahead, and a gang with none of a resource never
 *   holds its title. A gang that leads in several resources picks one title; each other title goes to
 *   the gang second in that resource, which then chooses in turn if it leads in two (ruling H12).
 * - Fanatic's Speed bonus shows on the stat card once the fighter's Meat left is half its maximum or
 *   less, worked out from the Meat lost you record.
 * - A strike-odds link starts from the fighter's own numbers: its weapon, Speed, Armor and Meat left,
 *   a Lucky Charm re-roll on PUNCH, Bloodthirsty, and Fanatic when anyone in the gang has it (the
 *   book gives its strike-back to all "your fighters"). The Akimbo Holster's weapon gets a second
 *   link with Dual Wield on. Situations (Backstab, cover, Stalker's wounded target, Focus) are left
 *   for you to set in the tool.
 */
import type { RosterProblem } from '../../roster/game';
import { heartbreakerBookData } from './book-data';
import { checkGang } from './roster-checks';
import type { Roster } from './roster-format';

export { parseRoster, rosterFormat, ROSTER_VERSION } from './roster-format';
export { checkGang } from './roster-checks';
export type { Roster, Fighter, Resources, ResourceKind } from './roster-format';
export type { RosterProblem } from '../../roster/game';

/** Every recruiting rule of the book the gang breaks, in our words; [] when it is legal. */
export function checkRoster(roster: Roster): RosterProblem[] {
  return checkGang(roster, heartbreakerBookData());
}
