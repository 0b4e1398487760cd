/**
 * The opponent's match report kept in an Arsenal crew (issue 35: nothing typed twice): besides its
 * log entry, the report becomes the week's game in the crew tracker, as End game on this phone would
 * have written it (writeGameBack), so the week's Aftermath starts from it: the result, both crews' VP
 * with the Strategy's (l.148), either crew's Strategic Withdrawal (l.103-109, C7) and the crew that
 * played, read from the report seen from this crew's side.
 *
 * The crew that played is the models the report names on this side (the other phone leaves out
 * those it marked Not hired). Their fates (l.97-101): killed or sacrificed is out; Finished Off is out
 * with its flip made, as the other phone marked it from this crew's controller's flip; buried is down
 * (it flips as killed, l.101). A model out with no flip marked is named for the game step to mark, as
 * End game names one. The week's game already in the log (this phone ended it, or a report was kept
 * for it) is left alone: nothing is kept, and the sentence says where to correct the week. Pure.
 */
import { startState, type PlayState, type WriteBack } from '../../play';
import { battleFromReport, type MatchReport } from '../../play/report';
import { ENCOUNTER } from './battle';
import { gameEntryIndex, KEPT_FROM_REPORT } from './game-log';
import { arsenalPlay, FINISHED_OFF, FINISHED_OFF_FATE } from './play';
import { writeGameBack } from './write-back';
import type { Roster } from './roster-format';
import type { ArsenalRosterData } from './roster-rules';

/** The sentence when the week's game is in the log already: keeping the report would log the game twice. */
export const weekAlreadyLogged = (number: number): string =>
  `Week ${number}’s game is already in this crew’s log: the report was not kept, so the game is not logged twice. Correct the week in the crew tracker’s week editor if the report says otherwise.`;

/**
 * The state of play the report describes for this crew: the battle's score by source and round (the
 * report's sources are the battle's, ./battle.ts), the crew that played (the models the report names
 * on this side; every model when it names none) and those it has out of the game.
 */
export function stateFromReport(roster: Roster, report: MatchReport, data: ArsenalRosterData): PlayState {
  const rules = arsenalPlay(data);
  const names = rules.models(roster).map((m) => m.name);
  const mine = report.fates.filter((f) => f.side === 'me');
  const named = names.flatMap((name, i) => (mine.some((f) => f.name.trim() === name) ? [i] : []));
  const fateOf = (i: number) => mine.find((f) => f.name.trim() === names[i])?.fate;
  const start = startState(rules, roster);
  const battle = battleFromReport(report);
  // A new game hires no one (the play view hires): the crew is the models named, else every model.
  const { own: _hiredInPlay, ...rest } = start;
  void _hiredInPlay;
  return {
    ...rest,
    round: report.rounds,
    models: start.models.map((m, i) => {
      const fate = fateOf(i);
      const finished = fate === FINISHED_OFF_FATE;
      return { ...m, out: fate === rules.outLabel || finished, down: fate === rules.downLabel, ...(finished ? { flags: { ...m.flags, [FINISHED_OFF]: true } } : {}) };
    }),
    battle: { ...battle, scenario: battle.scenario ?? ENCOUNTER },
    ...(named.length > 0 ? { own: { crew: named } } : {}),
  };
}

/** What keeping `report` (seen from this crew's side) writes into the crew: the week's game, or nothing with why. */
export function keepArsenalReport(saved: Roster, report: MatchReport, data: ArsenalRosterData): WriteBack<Roster> {
  const number = saved.weeks.length;
  if (number > 0 && gameEntryIndex(saved, number) >= 0) return { roster: saved, changes: [], entry: 'none', said: weekAlreadyLogged(number) };
  const wrote = writeGameBack(saved, saved, stateFromReport(saved, report, data), report.result.outcome, data);
  // Marked, so the week's game step says the game came from the report (and asks who was Finished Off).
  return wrote.entry === 'none' || saved.weeks.length === 0 ? wrote : { ...wrote, changes: [...wrote.changes, KEPT_FROM_REPORT] };
}
