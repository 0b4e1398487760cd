/**
 * Arsenal Campaign crew trackers: a crew's Arsenal across the weeks of a campaign, kept as a
 * week-by-week log (hires, upgrades, the game, Barter, bounties, injuries, Annihilations) from which
 * the current Arsenal, the script balance and every number of the campaign calculator are worked out
 * again. Every spend or change the book does not allow is a problem from checkRoster, never a silent
 * fix. The arithmetic (encounter size, campaign rating, soulstone pool difference, payday with its
 * weekly cap) is campaign.ts's, on numbers from the game's data.
 *
 * ## File format
 *
 * A crew tracker is one JSON object; `weeks` holds the facts of each week played, one entry per
 * week, and `log` (version 2 on) is the crew's one campaign log (below). Version 1, which the
 * tracker still reads:
 *
 * ```json
 * { "game": "arsenal-campaign", "version": 1, "name": "The Ortega Posse", "faction": "Guild",
 *   "campaignWeeks": 6, "startingScript": 20,
 *   "weeks": [
 *     { "week": 1, "event": "Dust Storm",
 *       "hires": [
 *         { "id": "nino", "name": "Nino Ortega", "station": "other", "cost": 8, "cache": null, "leader": false },
 *         { "id": "santiago", "name": "Santiago Ortega", "station": "other", "cost": 9, "cache": null, "leader": false },
 *         { "id": "perdita", "name": "Perdita Ortega", "station": "henchman", "cost": 0, "cache": 4, "leader": true } ],
 *       "upgrades": [ { "id": "sharpshooter", "name": "Sharpshooter", "cost": 1, "campaign": false } ],
 *       "game": { "result": "win", "vp": 5, "strategyVp": 3, "opponentRating": 0, "opponentTotal": 18,
 *         "withdrewOnTurn": null, "eventScript": 2, "bountyCompleted": false,
 *         "participants": ["nino", "santiago", "perdita"], "finishedOff": ["santiago"] },
 *       "barterFlips": [7, 12],
 *       "barter": [ { "id": "quick-draw", "name": "Quick Draw", "kind": "skill", "avatar": false, "barterRating": 7, "campaignCost": 2, "model": "perdita" } ],
 *       "bountyBought": "Hunt the Beast",
 *       "injuries": [ { "model": "santiago", "name": "Bad Knee" } ],
 *       "annihilated": [], "newLeader": null, "notes": "Santiago limps home." },
 *     { "week": 2, "event": "Bandit Raid",
 *       "hires": [ { "id": "hound", "name": "Guild Hound", "station": "other", "cost": 4, "cache": null, "leader": false } ],
 *       "upgrades": [],
 *       "game": { "result": "loss", "vp": 2, "strategyVp": 1, "opponentRating": 2, "opponentTotal": 25,
 *         "withdrewOnTurn": null, "eventScript": 0, "bountyCompleted": true,
 *         "participants": ["nino", "santiago", "perdita", "hound"], "finishedOff": [] },
 *       "barterFlips": [4], "barter": [], "bountyBought": null, "injuries": [], "annihilated": [], "newLeader": null, "notes": "" } ] }
 * ```
 *
 * | Field | What it holds |
 * | --- | --- |
 * | `game`, `version` | Always `"arsenal-campaign"`, and the version: 1 above, 3 as the tracker writes today. |
 * | `name`, `faction` | The crew's name and the faction declared for the campaign. |
 * | `campaignWeeks` | How many weeks the campaign lasts (its half-way week opens masters). |
 * | `startingScript` | The script the players agreed the crew starts with. |
 * | `weeks[].week` | The week's number: 1, 2, 3, … in order. |
 * | `weeks[].event` | The weekly event flipped (never the same as the week before), or `null`. |
 * | `weeks[].hires[]` | Models hired at New Hires, in the order hired: an `id` of your choice (used below), `name`, `station` (`"master"`, `"henchman"` or `"other"`), printed SS `cost` (`null` for a master), `cache` (for a master or henchman, else `null`), and `leader` (`true` for the leader named in week 1). |
 * | `weeks[].upgrades[]` | Ordinary upgrades bought at New Hires: `id`, `name`, printed `cost`, `campaign` (always `false`: campaign upgrades only come from Barter). |
 * | `weeks[].game` | The week's game, or `null`: `result` (`"win"`, `"loss"`, `"draw"`), `vp` and `strategyVp`, the opponent's campaign rating and Arsenal total (`null` if unknown), `withdrewOnTurn` (`null` without a Strategic Withdrawal), script from the weekly `eventScript`, `bountyCompleted`, and the ids of the models that took part and were Finished Off. Optional, written only when known: `opponentVp` (the opponent's VP, which the result must agree with) and `opponentHasMaster` (`true` when the opponent fielded a master, so a master of ours adds its cache to the pool). |
 * | `weeks[].barterFlips` | The value of each Barter flip, after any cheating (one flip, two with 3 or more Strategy VP). |
 * | `weeks[].barter[]` | Campaign upgrades bought at Barter: `id`, `name`, `kind` (`"skill"` on a model that played, or `"equipment"` for the Arsenal), `avatar`, its `barterRating` (equal to one of the flips), `campaignCost`, `model` (the skill's model, `null` for equipment). What a Reward flip gave is here too, at `campaignCost` 0 with the Reward flip as its `barterRating` (C9). |
 * | `weeks[].bountyBought` | The bounty bought in Phase 5, or `null`. |
 * | `weeks[].injuries[]` | Injuries from Phase 6: the `model`'s id and the injury's `name`. |
 * | `weeks[].annihilated` | Ids of models and upgrades Annihilated this week. |
 * | `weeks[].newLeader` | The model that takes over when the leader is Annihilated, else `null`. |
 * | `weeks[].notes` | Anything else worth remembering. |
 *
 * Fields at their usual value may be left out (compactRoster, which the builder writes, does so): a
 * missing `event`, `game`, `bountyBought`, `newLeader`, `cache`, `model`, `opponentTotal` or
 * `withdrewOnTurn` reads as `null`, a missing list as `[]`, `leader`, `campaign`, `avatar` and
 * `bountyCompleted` as `false`, `eventScript` as 0 and `notes` as `""`.
 *
 * Payday is not written down: it is worked out from the game and the crew. Version 2 adds `log` (the
 * campaign log of src/roster/campaign-log.ts) and the fields marked "Version 2" in roster-format.ts;
 * version 3 adds no field: it keeps one log (below). Files of versions 1 and 2 stay readable.
 *
 * ## One log per roster (version 3, issue 35)
 *
 * Up to version 2 a crew kept two logs that overlapped: `weeks`, and the campaign log, where End game,
 * the steps between games and the player's own hand could each write the same game, while a change
 * made in the week editor was written nowhere. From version 3:
 *
 * - `weeks` is the one place a week's facts are kept: the hires, the game and its result, Barter,
 *   rewards, bounties, injuries. The book's arithmetic (roster-rules.ts) replays them and nothing else;
 *   the log is never read back as a number.
 * - `log` is the one record of what was done to them, and when. Each week's game is in it once, as one
 *   `"game"` entry: End game's (its words hold `Week N's game, for its Aftermath`, game-log.ts), or,
 *   for a game not played in the play view, the game step's ("Week N: won, 5 VP to 3"). Everything
 *   else that changes a week is a `"step"` entry whose words are written from `weeks` as the step
 *   leaves them: the steps between games (steps.ts), and a hand edit in the week editor, one entry per
 *   week edited ("Week 2: edited by hand", each field's value now and before: hand-edit.ts), and the
 *   editor's Start week and Remove week ("Week 3 begins", "Week 3 taken out" with what the week held),
 *   which the log undoes like any step (src/roster/step-undo.ts). A week taken out closes what the log
 *   said of it (game-log.ts). End game for a week whose game is logged updates that one entry before
 *   the week's Aftermath and writes nothing after it (play.ts). Notes are `"note"` entries, or a
 *   week's `notes`.
 * - Reading a version-2 file (one-log.ts `oneLog`) loses no entry: the first `"game"` entry about a
 *   week whose game is in `weeks` stays that game's entry, and every other `"game"` entry (the same
 *   game typed into the log again, a friendly game, End game's entry for a game the week no longer
 *   has) is kept as a `"note"` with the same date and words. A version-1 file (no log) reads with an
 *   empty log; its games stay in `weeks`.
 *
 * Why this way round: the shared campaign log, End game's entry and step undo stay as every other
 * game has them (the one change to the kit: a step whose one entry is written again in place, a hand
 * edit going on, is undone to where it began), and the share link's frozen fields do not change.
 *
 * ## Our reading
 *
 * - The book gives no starting budget, so the players agree on `startingScript`.
 * - The first-hire discount of 5 goes to the first model hired at each week's New Hires, and never
 *   takes its price below 0 (C6). When that first hire is a master, whose 10 script cannot be
 *   reduced, the discount is lost for the week.
 * - The half-way week of a campaign of N weeks is week ⌊N ÷ 2⌋ + 1 (week 4 of 6, week 3 of 5).
 * - A master can be hired only after a bounty was completed in an earlier week's game.
 * - Script from the weekly event counts towards the week's cap of 16 (C5) and, like all script
 *   earned in a game, is lost by a Strategic Withdrawal on turn 1 or 2.
 * - The leader is named among the first week's hires. A new leader after an Annihilation must be a
 *   henchman when the crew still has one, otherwise a model with the highest printed cost.
 * - The book has no injury table or station maximum: injuries are recorded as flipped, and an
 *   Annihilation is written down by the players.
 * - The pool's caches: only a master that took part adds its cache, and only when the opponent
 *   fielded a master too (`opponentHasMaster`); a henchman never adds its cache.
 * - The book prints no faction or leader lists, so the tracker cannot check that a hire suits the
 *   leader and faction, or that some model can take an upgrade: the players do. It checks that a
 *   faction is declared.
 */
import type { RosterProblem } from '../../roster/game';
import { arsenalBookData, type ArsenalRosterData } from './book-data';
import { campaignLedger as ledgerWith, checkCrew, currentArsenal as currentWith, type CrewNow, type WeekLedger } from './roster-rules';
import type { Roster } from './roster-format';

export { parseRoster, newRoster, newWeek, compactRoster, rosterFormat, ROSTER_VERSION } from './roster-format';
export type { Roster, Week, Hire, Station, Upgrade, Barter, GameRecord, Injury } from './roster-format';
export { arsenalCount, halfwayWeek, replayCampaign, checkCrew, crewView, CARD_MIN, CARD_MAX } from './roster-rules';
export type { ArsenalModel, ArsenalState, WeekLedger, CampaignReplay, CrewNow, ArsenalRosterData } from './roster-rules';
export type { RosterProblem } from '../../roster/game';
import { hirePrice as hirePriceWith, upgradePrice as upgradePriceWith } from './roster-rules';
import type { Hire } from './roster-format';

/** Every spend or change in the log that the book does not allow, in plain words; [] when it is legal. */
export function checkRoster(roster: Roster, data: ArsenalRosterData = arsenalBookData()): RosterProblem[] {
  return checkCrew(roster, data);
}

/** The week-by-week log with what was earned, spent, hired and lost, as the book's arithmetic gives it. */
export function campaignLedger(roster: Roster, data: ArsenalRosterData = arsenalBookData()): WeekLedger[] {
  return ledgerWith(roster, data);
}

/** The crew's Arsenal now (after the last week logged), its script, leader, bounties and campaign rating. */
export function currentArsenal(roster: Roster, data: ArsenalRosterData = arsenalBookData()): CrewNow {
  return currentWith(roster, data);
}

/** What an ordinary upgrade costs at New Hires: double, and 2 script for a 0-cost one. */
export function upgradePrice(printedCost: number, data: ArsenalRosterData = arsenalBookData()): number {
  return upgradePriceWith(printedCost, data);
}

/** What a hire costs in script: a master its flat price, any other model its cost less the first-hire discount (never below 0). */
export function hirePrice(hire: Pick<Hire, 'station' | 'cost'>, firstOfWeek: boolean, data: ArsenalRosterData = arsenalBookData()): number {
  return hirePriceWith(hire, firstOfWeek, data);
}
