/**
 * End game and Reset as the play view's commands: each returns every write it makes and the
 * sentences the page says, so the component only binds them to buttons.
 */
import { rosterAfterGame } from './format';
import { outcomeWord, recordGameResult, resetGame, type GameDoc } from './log';
import type { Outcome, PlayRules } from './state';
import { matchReport } from './report';

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
}

/**
 * End game: the result recorded in the game, and the saved roster given what the game wrote back and
 * the result as an entry of its campaign log.
 */
export function finishGame<R>({ rules, played, doc, saved, nameOf, outcome, note, now, by = '' }: FinishInput<R>): FinishedGame<R> {
  const game = recordGameResult(rules, played, doc, outcome, note, now, by);
  const report = matchReport(rules, played, game, opponentRoster(rules, game));
  let roster: FinishedGame<R>['roster'] = null;
  if (saved !== undefined && doc.rosterId) {
    const back = rosterAfterGame(rules, saved, played, doc, outcome, note, now, report);
    if (back !== saved) roster = { id: doc.rosterId, roster: back };
  }
  const word = outcomeWord(outcome);
  const where = roster ? ` in the campaign log of “${nameOf(roster.roster)}”` : '';
  const recorded = `Recorded the result: ${word}${where}.`;
  return {
    game,
    roster,
    recorded,
    waiting: `The result (${word}) is not saved yet: the browser’s storage is full. It is kept in this page and written as soon as there is room.`,
    savedLater: `${recorded} It is saved now that there is room.`,
  };
}

/** Reset: the game from round 1 again (a step: Undo brings it back), with what the page says. */
export function resetPlay<R>(rules: PlayRules<R>, played: R, doc: GameDoc, now: Date, by = ''): { game: GameDoc; said: string } {
  return { game: resetGame(rules, played, doc, now, by), said: 'The game was reset.' };
}
