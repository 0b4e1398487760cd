/**
 * End game at a co-op table (issue 36; Kuggköping KB 455-468: one warband two players share, each
 * player's own part of it, and "both players win or lose together"). Two linked phones, no server:
 *
 * - **One result, recorded on player 1's phone.** The mission and its score are the starter's phone's
 *   (./table-link-coop.ts), so its End game is the table's: it records the result as on one phone.
 *   Player 2's phone is not asked for a result of its own: once player 1's update with its End game is
 *   opened there, it records that same result (outcome and note) with one tap; before, it says where
 *   the result is recorded.
 * - **Each seat's Characters from its own phone, into every copy of the warband.** Each phone keeps
 *   its own copy of the shared warband (player 1's the one it started with; player 2's the one it
 *   joined with, kept on that phone). A copy is written once, when both phones have ended the game:
 *   with the game both phones show (each seat's Characters and Tinker dice as its own phone ended
 *   them, the mission and the enemy turn as the starter's did). So no phone writes the other
 *   player's Characters from anything but that player's own ended game, and nothing either phone
 *   recorded is left out of either copy. Player 2's phone writes at its End game (player 1's has
 *   ended by then); player 1's phone writes when it opens player 2's update with its End game.
 * - **The same entry in both logs.** The entry is the game's match report under the table's id
 *   (`table.<id>`, ./report.ts), the same on both phones, dated by player 1's End game (the two
 *   phones may end either side of midnight); a copy whose log already names that report is not
 *   written again, so opening the same update twice, or reloading, writes nothing more.
 *
 * What End game asks on each phone is ./table-link-coop.ts's `coopEnding`; End game's own words at a
 * co-op table are ./end.ts's. Pure: no DOM, no React. Loaded with the Table Link panel's chunk.
 */
import type { rosterAfterGame } from './end';
import type { GameDoc } from './log';
import { fateOf, matchReport, reportLine, tableReportId } from './report';
import type { Outcome, PlayRules, PlayState } from './state';
import { theirSide, type TableLink } from './table-link';
import { coopState, outcomeWords, seatOf, type CoopRules } from './table-link-coop';
import { checkCode, type CanonicalSide, type LinkedAgreement, type LinkedEnd } from './table-link-report';
import { battleOf } from './battle';
import { hasLog } from '../roster/campaign-log';
import type { RosterGame } from '../roster/game';
import type { RosterLibrary } from '../roster/library';
import { sameJson } from '../roster/merge';
import { asPlayed } from '../roster/share';

/** Said when a copy of the warband has been written. */
export const coopWrittenLine = (name: string): string => `Both phones have ended the game: it is in the campaign log of “${name}”, each player’s part as their own phone kept it.`;

/** Why the copy is not written although both phones ended: their results differ (one phone ended again after the other). */
export const coopDifferLine = <R>(coop: CoopRules<R>): string =>
  `The two phones recorded different results, so the warband is not written: on ${coop.seatName(2)}’s phone, undo End game and record ${coop.seatName(1)}’s result again.`;

/**
 * Why a copy written before is not written again although the result is now another (a phone ended
 * the game again after the copy was written, KB 467-468): the entry stays as it was, so the player
 * corrects the warband by hand. Undoing a written game would undo everything it changed in a
 * warband the player may have edited since.
 */
export const coopStaleLine = (name: string, was: string, now: string): string =>
  `This phone’s copy of “${name}” was written with the result ${was} before the result became ${now}, and a written game is not written twice: correct the warband in the builder (its Characters and campaign), and note the change in its campaign log.`;

/**
 * Player 1's phone has ended the game and player 2's End game has not reached it: its copy waits. A
 * phone that will never end it (a flat battery, a lost link) would leave the copy unwritten, so the
 * player may write it now (coopWrite's `early`).
 */
export const coopWaitingLine = <R>(coop: CoopRules<R>): string =>
  `${coop.seatName(2)}’s phone has not ended the game yet, or its End game has not reached this phone, so this phone’s copy of the warband waits for it. If that phone will not end it, write the copy now, with ${coop.seatName(2)}’s Characters as this phone last heard of them.`;

/** What writing the copy early asks first: it writes the game for good, and player 2's later changes are not in it. */
export const coopEarlyAsk = <R>(coop: CoopRules<R>, name: string): string =>
  `Write “${name}” now? It gets this game as End game writes it (a killed Character leaves it, a gadget lost for good goes), with ${coop.seatName(2)}’s Characters and Tinker dice as this phone last heard of them. Anything their phone changes after that is not in it, and the copy is not written again when their End game comes.`;

/** The log entry's line of a copy written early. */
export const coopEarlyLine = <R>(coop: CoopRules<R>): string => `Written before ${coop.seatName(2)}’s phone ended the game: their Characters and Tinker dice as this phone last heard of them`;

/** The saved copy's log already holds the entry of report `id`. */
export const logHoldsReport = (saved: unknown, id: string): boolean => hasLog(saved) && saved.log.some((e) => e.changes.includes(reportLine({ id })));

/** A co-op copy of the warband written, or why not. */
export type CoopWrite<R> = { kind: 'written'; roster: R } | { kind: 'not-yet' } | { kind: 'done' } | { kind: 'differ'; said: string } | { kind: 'stale'; said: string };

/**
 * The saved copy of the warband (`saved`) after a co-op game (`doc`: this phone's game of the roster
 * `played`, at the table `link`): written once both phones have ended it with the same result, from
 * the game both phones show (each seat from its own phone's ended game, the table's part from the
 * starter's), with the match report under the table's id; 'done' when the copy's log already has
 * that report, 'not-yet' while either phone has not ended it. The entry and its report carry player
 * 1's result (its note and when it ended), so both copies read the same. `after` is ./end.ts's rosterAfterGame,
 * passed in: the play view loads that module by itself, and importing it here as well would add a
 * helper to every play page's first load.
 */
export function coopWrite<R>(rules: PlayRules<R>, coop: CoopRules<R>, played: R, link: TableLink, doc: GameDoc, saved: R, after: typeof rosterAfterGame, early = false): CoopWrite<R> {
  const them = theirSide(rules, link);
  // `early`: player 1's phone, ended, writes without player 2's End game (coopWaitingLine), their side as last heard.
  const ahead = early && seatOf(link) === 1 && doc.result !== null && them !== null && them.result === null;
  if (!doc.result || !them || (!them.result && !ahead)) return { kind: 'not-yet' };
  // The table's result is player 1's (KB 467-468): each phone ends at its own time, but both copies read as player 1's phone recorded it.
  const result = seatOf(link) === 1 || !them.result ? doc.result : them.result;
  const written = hasLog(saved) ? saved.log.find((e) => e.changes.includes(reportLine({ id: tableReportId(link.table) }))) : undefined;
  if (written) {
    const word = outcomeWords(result.outcome);
    const was = (['won', 'lost', 'a draw'] as const).find((w) => written.title.endsWith(`: ${w}`));
    return was === undefined || was === word || (them.result !== null && them.result.outcome !== doc.result.outcome) ? { kind: 'done' } : { kind: 'stale', said: coopStaleLine(rules.rosterName(played) || `the ${rules.noun}`, was, word) };
  }
  if (them.result && them.result.outcome !== doc.result.outcome) return { kind: 'differ', said: coopDifferLine(coop) };
  const shown: PlayState = coopState(coop, played, link, doc.state, them.state);
  const game: GameDoc = { ...doc, state: shown, result, opponent: null };
  const report = matchReport(rules, played, game);
  const roster = after(rules, saved, played, game, result.outcome, result.note, new Date(result.endedAt), report);
  return { kind: 'written', roster: ahead ? withLine(roster, reportLine({ id: tableReportId(link.table) }), coopEarlyLine(coop)) : roster };
}

/** The copy with `line` added to the log entry that names `report` (the game's one entry). */
function withLine<R>(roster: R, report: string, line: string): R {
  if (!hasLog(roster)) return roster;
  return { ...roster, log: roster.log.map((e) => (e.changes.includes(report) ? { ...e, changes: [...e.changes, line] } : e)) };
}

/** How the two phones' End games stand at a co-op table: the same result on both (they win or lose together), different ones, or one so far. */
export function coopAgreement(mine: Outcome | null, theirs: Outcome | null): LinkedAgreement | null {
  if (mine === null && theirs === null) return null;
  if (mine === null) return 'theirs-only';
  if (theirs === null) return 'mine-only';
  return mine === theirs ? 'agree' : 'disagree';
}

/** What the Table Link panel says of a co-op table's end, to the player of this phone (seat `seat`). */
export function coopEndSaid<R>(coop: CoopRules<R>, seat: 1 | 2, agreement: LinkedAgreement, code: string): string {
  const other = coop.seatName(seat === 1 ? 2 : 1);
  switch (agreement) {
    case 'agree':
      return `Both phones recorded the same result. Compare the check code with ${other}’s phone: the same code (${code}) on both means both phones hold this report.`;
    case 'disagree':
      return coopDifferLine(coop);
    case 'mine-only':
      return `${other}’s phone has not recorded the result yet, or it has not reached this phone: show them your update, then open theirs once they have recorded it.`;
    case 'theirs-only':
      return `${other}’s phone has recorded the result: record it here too (End game, below the cards) and show them your update.`;
  }
}

/**
 * The end of a co-op table in the Table Link panel (null while neither phone has ended it, or before
 * their side is here): one report of the warband both players share, from the game both phones show,
 * and a check code of it that is the same on both phones once both hold each other's End game.
 */
export function coopLinkedEnd<R>(rules: PlayRules<R>, coop: CoopRules<R>, link: TableLink, doc: GameDoc, played: R): LinkedEnd | null {
  const them = theirSide(rules, link);
  if (!them) return null;
  const mine = doc.result?.outcome ?? null;
  const theirs = them.result?.outcome ?? null;
  const agreement = coopAgreement(mine, theirs);
  if (agreement === null) return null;
  const shown = coopState(coop, played, link, doc.state, them.state);
  const result = doc.result ?? them.result!;
  const report = matchReport(rules, played, { ...doc, state: shown, result, opponent: null });
  if (!report) return null;
  const seat = seatOf(link);
  const [first, second] = seat === 1 ? [mine, theirs] : [theirs, mine];
  // Both phones hash the same game (each seat from its own phone) and the two results, player 1's first.
  const side = (claim: Outcome | null): CanonicalSide => ({ roster: '', score: battleOf(shown).score.me, fates: shown.models.map((m) => fateOf(rules, m)), result: claim });
  const code = checkCode({ id: report.id, game: rules.slug, scenario: report.scenario?.id ?? null, rounds: report.rounds, sides: [side(first), side(second)] });
  const name = rules.rosterName(played) || `The ${rules.noun}`;
  const words = (o: Outcome) => (o === 'draw' ? `${name} drew` : `${name} ${outcomeWords(o)}`);
  const text =
    first !== null && second !== null
      ? first === second
        ? `Both phones recorded it: ${words(first)}.`
        : `The phones disagree: ${coop.seatName(1)}’s phone recorded that ${words(first)}, ${coop.seatName(2)}’s that ${words(second)}.`
      : `${coop.seatName(first !== null ? 1 : 2)}’s phone recorded that ${words((first ?? second)!)}; ${coop.seatName(first !== null ? 2 : 1)}’s phone has not recorded it yet.`;
  return { report: { ...report, result: { ...report.result, text, by: agreement === 'agree' ? report.result.by : 'players' } }, code, agreement, claims: { mine, theirs }, said: coopEndSaid(coop, seat, agreement, code) };
}

/**
 * The copy of a co-op table's warband on the phone that joins it (`coopWrite` writes the game into
 * it once both phones have ended): a saved warband that plays the same one (its
 * name and log aside), else the joined one kept as a received warband, as a `#roster=` link keeps it.
 * Its id; null when it cannot be kept (the game then has no copy to write to).
 */
export function keepShared<R>(rosterGame: RosterGame<R>, rlib: RosterLibrary<R>, json: unknown): string | null {
  try {
    const roster = rosterGame.parse(json);
    const name = rosterGame.name(roster);
    const played = asPlayed(roster, rosterGame);
    const same = rlib.getSnapshot().rosters.find((r) => sameJson(asPlayed(rosterGame.rename(r.roster, name), rosterGame), played));
    // A warband that was itself received on the starter's phone is not called received twice.
    const kept = /\(received\)$/.test(name) ? name : `${name || `Unnamed ${rosterGame.noun}`} (received)`;
    return (same ?? rlib.create(rosterGame.rename(roster, kept))).id;
  } catch {
    return null;
  }
}
