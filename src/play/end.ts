/**
 * End game and Reset as the play view's commands: each returns every write it makes and the
 * sentences the page says, so the component only binds them to buttons.
 */
import { outcomeWord, recordGameResult, type GameDoc } from './log';
import type { Opponent, Outcome, PlayRules, WriteBack } from './state';
import { isTableReport, matchReport, reportLine, reportLogEntry, type MatchReport } from './report';
import { hasLog, recordGame } from '../roster/campaign-log';

/** The opponent's roster of a game, read by the game's own format, or undefined when there is none or it no longer reads. */
export function opponentRoster<R>(rules: PlayRules<R>, doc: Pick<GameDoc, 'opponent'>): R | undefined {
  if (!doc.opponent) return undefined;
  try {
    return rules.parse(doc.opponent.roster);
  } catch {
    return undefined;
  }
}

/** What End game writes and says. */
export interface FinishedGame<R> {
  /** The game with its result (a step: Undo takes it back). */
  game: GameDoc;
  /** The saved roster after the game (its write-back and campaign-log entry), when it changed. */
  roster: { id: string; roster: R } | null;
  /** Said once both writes are stored. */
  recorded: string;
  /** Said while the browser's storage is full and the writes wait in the page. */
  waiting: string;
  /** Said when the writes that waited have gone through. */
  savedLater: string;
}

/** End game's input: the game as played, and the saved roster it came from. */
export interface FinishInput<R> {
  rules: PlayRules<R>;
  /** The roster as it was played (the game's snapshot). */
  played: R;
  doc: GameDoc;
  /** The saved roster of the game's `rosterId`; undefined when it is no longer on this device. */
  saved: R | undefined;
  /** A roster's name as the builder shows it. */
  nameOf: (roster: R) => string;
  outcome: Outcome;
  note: string;
  now: Date;
  /** The tab taking the step. */
  by?: string;
  /**
   * A co-op table's game (./table-link-coop-end.ts): the saved roster is not written here but once
   * both phones have ended the game, from both phones' sides, and the words say so.
   */
  shared?: boolean;
  /**
   * The game as the play view shows it: when linked (Table Link), with the opponent and their models'
   * damage and statuses as their phone sent them, which the saved game does not keep (the link
   * does). The match report names that opponent and the game's write-back reads whom this side Took
   * Down (a Heartbreaker Epilogue's rival, Take Downs and Bounties), with nothing typed.
   */
  shown?: Pick<GameDoc, 'opponent' | 'state'>;
}

/**
 * End game: the result recorded in the game, and the saved roster given what the game wrote back and
 * the result as an entry of its campaign log.
 */
export function finishGame<R>({ rules, played, doc, saved, nameOf, outcome, note, now, by = '', shared = false, shown }: FinishInput<R>): FinishedGame<R> {
  const game = recordGameResult(rules, played, doc, outcome, note, now, by);
  // The opponent the view shows, where the saved game has none of its own (a linked game's).
  const against = <D extends Pick<GameDoc, 'opponent' | 'state'>>(d: D): D => (shown?.opponent && !d.opponent && !shared ? { ...d, opponent: shown.opponent, state: { ...d.state, foes: shown.state.foes } } : d);
  const report = matchReport(rules, played, against(game), opponentRoster(rules, against(game)));
  let roster: FinishedGame<R>['roster'] = null;
  let said = '';
  if (saved !== undefined && doc.rosterId && !shared) {
    const back = endGameWrite(rules, saved, played, against(doc), outcome, note, now, report, endedBefore(doc));
    if (back.roster !== saved) roster = { id: doc.rosterId, roster: back.roster };
    if (back.said) said = ` ${back.said}`;
  }
  const word = outcomeWord(outcome);
  const where = roster ? ` in the campaign log of “${nameOf(roster.roster)}”` : '';
  const recorded = shared ? sharedRecordedLine(word) : `Recorded the result: ${word}${where}.${said}`;
  return {
    game,
    roster,
    recorded,
    waiting: `The result (${word}) is not saved yet: the browser’s storage is full. It is kept in this page and written as soon as there is room.`,
    savedLater: `${recorded} It is saved now that there is room.`,
  };
}

/** End game's words at a co-op table, where the roster is written once both phones have ended. */
export const sharedRecordedLine = (word: string): string =>
  `Recorded the result: ${word}. The campaign log gets this game once both phones have recorded it and swapped updates, each player’s part as their own phone kept it.`;

/**
 * This game was ended before and that End game undone: its write is in the saved roster already (the
 * play view's Undo takes back the game's step, not what End game wrote into the roster).
 */
export const endedBefore = (doc: Pick<GameDoc, 'steps'>): boolean => doc.steps.some((s) => s.cmd.kind === 'end');

/** What End game says when the game's first End game is in the roster already and nothing is written again. */
export const endedBeforeLine = (name: string): string =>
  `This game was ended before (End game, then Undo), and that first End game is already in the campaign log of “${name}”: nothing was written to it again, so it is not counted twice. To change what it wrote (the result, who was lost), correct the game’s entry and steps in the builder.`;

/** What End game says when a linked game's entry was already in the log (`was`: that entry's title, with the result it said). */
export const againLine = (was: string): string => `This game was already in the campaign log (“${was}”): its one entry now says this result.`;

/**
 * The saved roster after End game: what the game writes back (the game's `writeBack`), and the
 * game's result as one entry of its campaign log, with the models the game left down or out and the
 * game's own changes in words. A roster without a log (a format before version 2) gets only the
 * write-back.
 */
export function rosterAfterGame<R>(rules: PlayRules<R>, saved: R, played: R, doc: Pick<GameDoc, 'state' | 'name'> & { opponent?: Opponent | null }, outcome: Outcome, note: string, now: Date, report?: MatchReport | null): R {
  return endGameWrite(rules, saved, played, doc, outcome, note, now, report).roster;
}

/**
 * rosterAfterGame with what End game says of it: where the game's write-back put the game's one
 * entry (WriteBack `entry`: at the end, in place of the entry the same game wrote when it was ended
 * before, or none) and its sentence for the player (`said`).
 */
export function endGameWrite<R>(rules: PlayRules<R>, saved: R, played: R, doc: Pick<GameDoc, 'state' | 'name'> & { opponent?: Opponent | null }, outcome: Outcome, note: string, now: Date, report?: MatchReport | null, endedOnce = false): { roster: R; said: string } {
  // A write-back that loads later must be loaded first (readyToEnd): ending without it would drop what the game changed.
  if (!rules.writeBack && rules.writeBackLater) throw new Error('End game before its write-back was loaded (readyToEnd)');
  const back: WriteBack<R> = rules.writeBack ? rules.writeBack(saved, played, doc.state, outcome, doc.opponent ?? null, endedOnce) : { roster: saved, changes: [] };
  // Ended again (`endedOnce`, endedBefore): written once. A game whose write-back knows its own entry (the
  // Arsenal Campaign's week) and a linked game (its one entry, by the table's report id) put it right
  // in place (its write-back told `again`, so a loss for good is not taken twice); any other would
  // write its losses, campaign steps and entry a second time onto the roster the first End game wrote
  // (a Kuggköping mission skipped, a Punkapocalyptic Toughness lost twice).
  if (endedOnce && back.entry === undefined && !(report && isTableReport(report))) return { roster: saved, said: endedBeforeLine(rules.rosterName(saved)) };
  let said = back.said ?? '';
  const roster = back.roster;
  if (!hasLog(roster) || back.entry === 'none') return { roster, said };
  const names = rules.models(played).map((m) => m.name);
  // A game played as a scenario, or linked to the opponent's phone (its report id is the table's), is logged from its report; one without keeps the plain entry it always had.
  const fromReport = report && (report.scenario || isTableReport(report)) ? reportLogEntry(report) : null;
  const changes = [
    ...(fromReport?.changes ??
      doc.state.models.flatMap((m, i) => (m.out ? [`${names[i] ?? `Model ${i + 1}`}: ${rules.outLabel.toLowerCase()}`] : m.down && !rules.downPasses ? [`${names[i] ?? `Model ${i + 1}`}: ${rules.downLabel.toLowerCase()}`] : []))),
    ...back.changes,
  ];
  const title = fromReport?.title ?? (note.trim() ? `Game (${note.trim()})` : `Game in round ${doc.state.round}`);
  const logged = recordGame(roster, { title, outcome: outcomeWord(outcome), changes, date: now.toISOString().slice(0, 10) });
  // A linked game's report id is its table's, the same each time it ends: ended again (Undo, then End
  // game, as the two phones' disagreeing results ask), its one entry is put right in place.
  const again = back.entry?.replace === undefined && report && isTableReport(report) ? roster.log.findIndex((e) => e.changes.includes(reportLine(report))) : -1;
  const at = again >= 0 ? again : back.entry?.replace;
  const was = at === undefined ? undefined : roster.log[at];
  if (at === undefined || was === undefined) return { roster: logged as R, said };
  if (again >= 0) said = `${said ? `${said} ` : ''}${againLine(was.title)}`;
  // The same game ended again: its one entry, where and when it was first written, says what it says now.
  const entry = { ...logged.log.at(-1)!, date: was.date };
  return { roster: { ...roster, log: roster.log.map((e, i) => (i === at ? entry : e)) } as R, said };
}
