/** What the Arsenal Campaign's unit tests share: the book's data and campaign rules, and a game as the play step records it. */
import { arsenalBookData } from '../../../src/games/arsenal-campaign/book-data';
import { rulesFromData } from '../../../src/games/arsenal-campaign/campaign';
import type { PlayedGame } from '../../../src/games/arsenal-campaign/steps';

export const data = arsenalBookData();
export const rules = rulesFromData(data.numbers, data.encounterCosts, data.withdrawal);

/** A game played on `date`: nothing scored on either side, no withdrawal, nobody Finished Off, then `change`. */
export const playedOn =
  (date: string) =>
  (change: Partial<PlayedGame>): PlayedGame => ({
    vp: 0,
    strategyVp: 0,
    opponentVp: 0,
    opponentRating: 0,
    withdrewOnTurn: null,
    opponentWithdrewOnTurn: null,
    eventScript: 0,
    bountyCompleted: false,
    finishedOff: [],
    date,
    ...change,
  });
