/**
 * What the Arsenal Campaign's unit tests share: the book's data and campaign rules, a game as the play
 * step records it, and the Ortega Posse's first week of hiring.
 */
import { arsenalBookData } from '../../../src/games/arsenal-campaign/book-data';
import { rulesFromData } from '../../../src/games/arsenal-campaign/campaign';
import { newRoster, type Roster } from '../../../src/games/arsenal-campaign/roster';
import type { HireDraft } from '../../../src/games/arsenal-campaign/roster-edit';
import { beginWeek, hireModel, type PlayedGame } from '../../../src/games/arsenal-campaign/steps';

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

/** Perdita, a 0-cost henchman with cache 4: the first hire is the leader. */
export const PERDITA: HireDraft = { name: 'Perdita Ortega', station: 'henchman', cost: 0, cache: 4 };
export const NINO: HireDraft = { name: 'Nino Ortega', station: 'other', cost: 8, cache: null };

/** The Ortega Posse (Guild, a 6-week campaign from `script`): week 1 (Dust Storm) begun on `date`, then each of `hires` hired in turn. */
export function ortegaWeekOne(script: number, date: string, hires: readonly HireDraft[]): Roster {
  let r: Roster = { ...newRoster('The Ortega Posse', 6, script), faction: 'Guild' };
  r = beginWeek(r, 'Dust Storm', date);
  for (const h of hires) r = hireModel(r, data, h, date);
  return r;
}
