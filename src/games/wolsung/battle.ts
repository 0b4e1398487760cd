/**
 * Wolsung SSG's battle: the quick start plays one game, the starting game (wolsung.txt l.23-25). It
 * lasts 3 turns (the number lives in content/wolsung/data/scenarios.yaml), and the club that has
 * killed the most enemy Heroes when turn 3 ends wins. Both clubs' Heroes killed are the battle's one
 * score source, `heroes`, kept round by round as steps of the game (src/play/battle.ts).
 *
 * Line by line, l.23-25:
 * - l.23: the First Player is settled by a coin, a card each or dice; the winner chooses the
 *   deployment zone, deploys first and picks the first model to activate each turn; the other
 *   deploys in the zone opposite. (The set-up's notes, in our words in the YAML; who goes first is
 *   the set-up's "who goes first".)
 * - l.25: three turns make the game: it ends with turn 3, nothing ends it sooner.
 * - l.25: when turn 3 ends, whoever has killed more of the other club's Heroes has won. A Hero is
 *   killed when it is reduced to 0 W (l.89); Henchmen do not count.
 * - Ties: the book names no winner when both killed as many, and no tie-break (no ruling W1-W9
 *   settles it): the result is left to the players (a verdict with no outcome).
 * - Ended before turn 3: the book gives no winner either; left to the players, with the count.
 *   End game pressed during turn 3 (the last) reads as the end of turn 3.
 *
 * The play page loads this module after its first paint (its data, scenarios.yaml, is in the page).
 * Games saved with the old counter of enemy Heroes killed: ./play.ts.
 */
import type { BattleRules, ScenarioRules, ScoreSource, Verdict } from '../../play';
import type { Roster } from './roster-format';
import type { Scenario } from './schema';
import { HEROES, HEROES_MOST, heroes, STARTING_GAME } from './play';

export { HEROES, STARTING_GAME } from './play';

const SOURCES: readonly ScoreSource[] = [{ id: HEROES, label: 'Enemy Heroes killed', max: HEROES_MOST }];

/**
 * The result of the starting game from both clubs' Heroes killed in `round` of a `turns`-turn game
 * (l.25): after the last turn (or during it, when the players end the game then) the club with more
 * wins; level, or ended before the last turn, the book leaves it to the players.
 */
export function startingGameResult(turns: number, round: number, mine: number, theirs: number): Verdict {
  const me = Number.isFinite(mine) ? Math.max(0, Math.floor(mine)) : 0;
  const them = Number.isFinite(theirs) ? Math.max(0, Math.floor(theirs)) : 0;
  if (!(round >= turns)) {
    return { outcome: null, text: `The game stopped before turn ${turns} was over, and the quick start names no winner then (enemy Heroes killed: ${me} to ${them}): choose the result.`, ends: false };
  }
  if (me > them) return { outcome: 'win', text: `Your club killed more enemy Heroes (${me} to ${them}): you win.`, ends: false };
  if (them > me) return { outcome: 'loss', text: `Their club killed more enemy Heroes (${them} to ${me}): they win.`, ends: false };
  return { outcome: null, text: `Both clubs killed ${heroes(me)}: the quick start names no winner for a tie, so agree the result between you.`, ends: false };
}

/** One of the quick start's games (scenarios.yaml) as the battle kit plays it. */
export function scenarioRules(s: Scenario): ScenarioRules {
  return {
    id: s.id,
    name: s.name,
    victory: s.victory,
    turnLimit: s.turns,
    atLimit: `Turn ${s.turns} is over.`,
    setup: s.setup,
    href: s.rule,
    sources: [...SOURCES],
    result: ({ round, totals }) => startingGameResult(s.turns, round, totals.me[HEROES] ?? 0, totals.them[HEROES] ?? 0),
  };
}

/** Wolsung's battle: its games from the data, the starting game suggested. */
export function wolsungBattle(scenarios: readonly Scenario[]): BattleRules<Roster> {
  const list = scenarios.map(scenarioRules);
  return {
    noun: 'scenario',
    scenarios: () => list,
    suggested: () => (list.some((s) => s.id === STARTING_GAME) ? STARTING_GAME : (list[0]?.id ?? null)),
    sideNames: { me: 'Your club', them: 'Their club' },
  };
}
