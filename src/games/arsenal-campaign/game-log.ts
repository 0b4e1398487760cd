/**
 * Which week's game the crew's campaign log already holds: End game in the play view writes the
 * game's one "game" entry with the words `playedMark` gives; the crew tracker's game step then writes
 * a step, not a second game. A module of its own so the play page carries no tracker steps.
 */
import type { Roster } from './roster-format';

/** The words End game adds to its log entry, which say the entry is week `number`'s game. */
export const playedMark = (number: number): string => `Week ${number}'s game, for its Aftermath`;

/** Whether the log already holds week `number`'s game: End game's entry, or the tracker's. */
export function gameLogged(roster: Pick<Roster, 'log'>, number: number): boolean {
  return roster.log.some((e) => e.kind === 'game' && (e.title.startsWith(`Week ${number}:`) || e.changes.includes(playedMark(number))));
}

/** The end of the title of the game step's entry (its Aftermath Hand and Payday, l.130-145). */
export const AFTERMATH_DONE = 'Aftermath Hand and Payday';

/**
 * Whether week `number`'s game step is in the log: its "Aftermath Hand and Payday" step after End
 * game's entry, or the tracker's own game entry (which it writes when End game wrote none).
 */
export function aftermathLogged(roster: Pick<Roster, 'log'>, number: number): boolean {
  return roster.log.some((e) => (e.kind === 'step' ? e.title.startsWith(`Week ${number}`) && e.title.endsWith(AFTERMATH_DONE) : e.kind === 'game' && e.title.startsWith(`Week ${number}:`)));
}
