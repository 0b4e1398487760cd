/**
 * Which week's game the crew's campaign log already holds: End game in the play view writes the
 * game's one "game" entry with the words `playedMark` gives; the crew tracker's game step then writes
 * a step, not a second game. A week taken out of the log (Remove week, `weekRemovedTitle`) closes
 * what the log said about it: the entries before that one are about a week that is gone, so a week
 * of the same number begun again starts with none. A module of its own so the play page carries no
 * tracker steps.
 */
import type { LogEntry } from '../../roster/campaign-log';
import type { Roster } from './roster-format';

/** The words End game adds to its log entry, which say the entry is week `number`'s game. */
export const playedMark = (number: number): string => `Week ${number}'s game, for its Aftermath`;

/** The line a game kept from the opponent's match report adds to its entry (./kept-report.ts): the game step then says where it came from. */
export const KEPT_FROM_REPORT = 'Written from the opponent’s match report';

/** The title of the step that begins week `number` (the guided sequence's, and the week editor's Start week). */
export const weekBegunTitle = (number: number): string => `Week ${number} begins`;

/** The title of the step that takes week `number` out of the crew's weeks (the week editor's Remove week). */
export const weekRemovedTitle = (number: number): string => `Week ${number} taken out`;

/** Where the log's entries about the week `number` now held start: after its newest removal, else 0. */
function sinceRemoved(log: readonly Pick<LogEntry, 'kind' | 'title'>[], number: number): number {
  const title = weekRemovedTitle(number);
  return log.findLastIndex((e) => e.kind === 'step' && e.title === title) + 1;
}

/** Whether `entry` is week `number`'s game: End game's entry, or the tracker's game step's ("Week 2: won, 5 VP to 3"). */
const isGameOf = (entry: LogEntry, number: number) => entry.kind === 'game' && (entry.title.startsWith(`Week ${number}:`) || entry.changes.includes(playedMark(number)));

/** The index in the log of week `number`'s one game entry (see isGameOf), or -1. */
export function gameEntryIndex(roster: Pick<Roster, 'log'>, number: number): number {
  const from = sinceRemoved(roster.log, number);
  const at = roster.log.slice(from).findIndex((e) => isGameOf(e, number));
  return at < 0 ? -1 : from + at;
}

/** Whether the log already holds week `number`'s game: End game's entry, or the tracker's. */
export function gameLogged(roster: Pick<Roster, 'log'>, number: number): boolean {
  return gameEntryIndex(roster, number) >= 0;
}

/** Whether week `number`'s game entry was written from the opponent's match report, not by End game on this phone. */
export function gameKeptFromReport(roster: Pick<Roster, 'log'>, number: number): boolean {
  return roster.log[gameEntryIndex(roster, number)]?.changes.includes(KEPT_FROM_REPORT) ?? false;
}

/** The end of the title of the game step's entry (its Aftermath Hand and Payday, l.130-145). */
export const AFTERMATH_DONE = 'Aftermath Hand and Payday';

/**
 * Whether week `number`'s game step is in the log: its "Aftermath Hand and Payday" step after End
 * game's entry, or the tracker's own game entry (which it writes when End game wrote none).
 */
export function aftermathLogged(roster: Pick<Roster, 'log'>, number: number): boolean {
  return roster.log
    .slice(sinceRemoved(roster.log, number))
    .some((e) => (e.kind === 'step' ? e.title.startsWith(`Week ${number}`) && e.title.endsWith(AFTERMATH_DONE) : e.kind === 'game' && e.title.startsWith(`Week ${number}:`)));
}
