/**
 * A Punkapocalyptic game as the battle kit plays it (src/play/battle.ts). The core book prints no
 * scenarios: it says a game lasts as many game turns as its scenario sets, usually 6 (l.210,
 * game-length.yaml), and gives no way to score VP or to win. So the kit offers the usual length and
 * a scenario of another length, each gang's VP as the players score them by their scenario, and the
 * standing by VP at the end, with the result left to the players (the book decides none).
 * Pure: no DOM, no React.
 */
import { victoryPoints, type BattleRules, type BattleView, type ScenarioRules, type ScoreSource, type SetupNote, type Verdict } from '../../play';
import type { Roster } from './roster-format';
import type { GangBook } from './roster-rules';
import type { GameLength } from './schema';

/** The usual game: as many turns as game-length.yaml says. */
export const USUAL_GAME = 'usual';
/** A scenario that sets its own length: the players end the game when it says. */
export const OTHER_LENGTH = 'other-length';
export const VP = 'vp';

/** Each gang's VP, as the scenario played scores them. */
export const GAME_SOURCES: readonly ScoreSource[] = [{ id: VP, label: 'VP', vp: 1 }];

/** The set-up notes every game shares (P11, P13, l.230, l.268), after the game's length. */
export function gameSetup(book: Pick<GangBook, 'gangSize'>, length: string): SetupNote[] {
  const { models, pointsPerFraction } = book.gangSize;
  return [
    { label: 'Game length', text: length },
    { label: 'Gang size', text: `Each gang fields up to ${models} models for every ${pointsPerFraction} points it costs or part of them (our reading P11).` },
    { label: 'Models in play', text: 'Every model starts the game in play, apart from one Knocked Down for good, which starts out (our reading P13).' },
    {
      label: 'Who acts first',
      text: 'No gang has the first turn for the whole game: each turn runs from the highest Agility round down, and in a round where both gangs have models the players roll a d10 each (again on a tie) and the higher decides which side acts.',
    },
  ];
}

/** The standing by VP at the end, with the result left to the players: the core book names no winner. */
export function gameStanding(view: Pick<BattleView, 'totals'>): Verdict {
  const me = victoryPoints(view.totals.me, GAME_SOURCES);
  const them = victoryPoints(view.totals.them, GAME_SOURCES);
  const lead = me > them ? `Your gang leads ${me} VP to ${them}` : me < them ? `Their gang leads ${them} VP to ${me}` : `Both gangs have ${me} VP`;
  return { outcome: null, text: `${lead}. The core rules name no winner: your scenario decides, so enter the result.`, ends: false };
}

const VICTORY = 'The core rules set no victory conditions: score each gang’s VP as your scenario gives them, and the scenario says who wins.';

/** Punkapocalyptic's battle: the usual game of `length.turns` turns, or a scenario of its own length. */
export function punkapocalypticBattle(book: Pick<GangBook, 'gangSize'>, length: GameLength): BattleRules<Roster> {
  const href = length.rule;
  const usual: ScenarioRules = {
    id: USUAL_GAME,
    name: `A game of ${length.turns} turns`,
    victory: VICTORY,
    turnLimit: length.turns,
    atLimit: `Turn ${length.turns} was the last: the game is over.`,
    setup: gameSetup(book, `${length.turns} game turns, the usual length when the scenario names no other.`),
    href,
    sources: [...GAME_SOURCES],
    result: gameStanding,
  };
  const other: ScenarioRules = {
    id: OTHER_LENGTH,
    name: 'A scenario of its own length',
    victory: VICTORY,
    turnLimit: null,
    setup: gameSetup(book, 'As many game turns as your scenario sets: end the game when it says.'),
    href,
    sources: [...GAME_SOURCES],
    result: gameStanding,
  };
  const list = [usual, other];
  return { noun: 'game', scenarios: () => list, suggested: () => USUAL_GAME, sideNames: { me: 'Your gang', them: 'Their gang' } };
}
