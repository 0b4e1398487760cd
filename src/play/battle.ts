/**
 * One battle: the scenario (mission, encounter) a game is played as, who goes first, and the score
 * of both sides round by round, with the scenario's turn limit and endgame checked as it happens.
 *
 * A game gives the kit its scenarios as `BattleRules` (src/games/<slug>/battle.ts), read from its
 * data; the kit keeps the choice and the score in the state (`PlayState.battle`) through two steps of
 * the log: `setup` sets the choice (the later setting wins) and `score` changes one source of one
 * side in one round by an amount (two tabs' points add up, a past round can be corrected, Undo takes
 * a step back like any other). Pure: no DOM, no React.
 */
import type { Outcome, PlayState } from './state';

/** Whose score: the player's own side, or the opponent's (the enemy in a solo game). */
export type Side = 'me' | 'them';
export const SIDES: readonly Side[] = ['me', 'them'];

/** The most rounds a score keeps apart (later rounds add to the last). */
export const SCORE_ROUNDS = 40;
/** The most a source's score can be in one round, either way. */
export const SCORE_MOST = 999;

/** One thing a scenario counts: caches extracted, Control Points, VP from the Strategy, enemy Heroes killed. */
export interface ScoreSource {
  id: string;
  /** "Caches extracted". */
  label: string;
  /** Only this side scores it (Kuggköping's Gizmos are the warband's); default both. */
  side?: Side;
  /** The most a side can have in all (5 Caches on the board). */
  max?: number;
  /** Counted as victory points, each worth this many (the report sums them); absent: a count. */
  vp?: number;
}

/** The score as the endgame reads it. */
export interface BattleView {
  /** The round being played. */
  round: number;
  /** The turn limit of the scenario, or null. */
  turnLimit: number | null;
  /** Each side's total per source. */
  totals: Record<Side, Record<string, number>>;
  /** The state of play (each model's Down and out; the game's own counters). */
  state: PlayState;
}

/** What the scenario's rule says of the game as it stands. */
export interface Verdict {
  /** The result for my side; null where the book leaves it to the players. */
  outcome: Outcome | null;
  /** In words: "3 Caches extracted: your gang wins, the skirmish ends now." */
  text: string;
  /** The game ends now (an endgame reached), rather than a standing at the turn limit. */
  ends: boolean;
}

/** A part of a scenario's set-up in our words ("Deployment": "Roll off…"). */
export interface SetupNote {
  label: string;
  text: string;
}

/** One scenario (or mission, or encounter) as the battle kit plays it. */
export interface ScenarioRules {
  id: string;
  name: string;
  /** The victory condition in our words. */
  victory: string;
  /** The last round, or null when the scenario sets none. */
  turnLimit: number | null;
  /** What happens at the turn limit, in our words ("The Death Squad arrives: both gangs Run For It."). */
  atLimit?: string;
  /** The set-up in our words: the zone, deployment, special rules. */
  setup: SetupNote[];
  /** Its rules on this site (a page and anchor). */
  href?: string;
  /** What it counts. */
  sources: ScoreSource[];
  /**
   * A choice the book leaves to the players or a die, between this scenario and its siblings (their
   * ids, this one's included, in the book's order): Kuggköping's Stay the night, Campfire or Patrol
   * (KB 2044-2047). The set-up offers "Roll: Campfire or Patrol" among them.
   */
  rolledAmong?: { words: string; ids: readonly string[] };
  /** The endgame as it happens: a verdict that ends the game now, or null while it goes on. */
  endgame?(view: BattleView): Verdict | null;
  /** The result at End game (after the turn limit, or when the players stop), or null where the players decide. */
  result?(view: BattleView): Verdict | null;
  /** What the scenario pays my side for `outcome` (the Epilogue's rewards), in words. */
  pays?(view: BattleView, outcome: Outcome): string[];
}

/** What a game gives the battle kit (`PlayRules.battle`). */
export interface BattleRules<R> {
  /** "scenario", "mission", "encounter", "game". */
  noun: string;
  /** The scenarios to choose from, in the book's order (one when the book has a single game). */
  scenarios(roster: R): ScenarioRules[];
  /** The one the book or the campaign picks for this roster (Kuggköping's next mission), or null to choose or roll. */
  suggested?(roster: R): string | null;
  /** The choice may be rolled at random from the list (Heartbreaker's "the players choose or roll"). */
  rollable?: boolean;
  /** Only my side keeps a score (a solo game); the other side's column is not shown. */
  solo?: boolean;
  /** Words for the two sides ("Your gang", "Their gang"; "Warband", "Enemies"). */
  sideNames: Record<Side, string>;
}

/** The battle's part of the state. */
export interface BattleState {
  /** The scenario played, by id; null while none is set. */
  scenario: string | null;
  /** Who goes first, or null while not said. */
  first: Side | null;
  /** Each side's score: source id → points per round (index 0 is round 1). */
  score: Record<Side, Record<string, number[]>>;
}

export const emptyBattle = (): BattleState => ({ scenario: null, first: null, score: { me: {}, them: {} } });

/** The battle part of a state (an empty one when the game has none yet). */
export const battleOf = (state: Pick<PlayState, 'battle'>): BattleState => state.battle ?? emptyBattle();

/** The scenario a state is played as, from the game's list, or undefined. */
export function scenarioOf<R>(rules: BattleRules<R> | undefined, roster: R, state: Pick<PlayState, 'battle'>): ScenarioRules | undefined {
  const id = state.battle?.scenario;
  return id && rules ? rules.scenarios(roster).find((s) => s.id === id) : undefined;
}

const roundIndex = (round: number) => Math.min(SCORE_ROUNDS, Math.max(1, Math.floor(round))) - 1;

/** The state with the choice set (scenario, who goes first); the score stays. */
export function setBattle(state: PlayState, setup: { scenario: string | null; first: Side | null }): PlayState {
  return { ...state, battle: { ...battleOf(state), scenario: setup.scenario, first: setup.first } };
}

/** Total of one source of one side so far. */
export function sourceTotal(battle: BattleState, side: Side, source: string): number {
  return (battle.score[side][source] ?? []).reduce((a, b) => a + b, 0);
}

/**
 * The state with `by` points of `source` for `side` in `round`: a side's total never below 0 nor
 * above the source's `max` (the change is cut to fit), a round's points within ±SCORE_MOST.
 */
export function changeScore(state: PlayState, side: Side, source: string, round: number, by: number, max?: number): PlayState {
  const battle = battleOf(state);
  const total = sourceTotal(battle, side, source);
  const fitted = Math.max(-total, Math.min(by, (max ?? Number.MAX_SAFE_INTEGER) - total));
  if (!Number.isFinite(fitted) || fitted === 0) return state;
  const i = roundIndex(round);
  const rounds = [...(battle.score[side][source] ?? [])];
  while (rounds.length <= i) rounds.push(0);
  rounds[i] = Math.max(-SCORE_MOST, Math.min(SCORE_MOST, rounds[i]! + fitted));
  return { ...state, battle: { ...battle, score: { ...battle.score, [side]: { ...battle.score[side], [source]: rounds } } } };
}

/** The totals of every source of a scenario for both sides. */
export function totalsOf(battle: BattleState, sources: readonly ScoreSource[]): Record<Side, Record<string, number>> {
  const side = (s: Side) => Object.fromEntries(sources.map((src) => [src.id, sourceTotal(battle, s, src.id)]));
  return { me: side('me'), them: side('them') };
}

/** What the endgame reads of a state played as `scenario`. */
export function battleView(scenario: ScenarioRules, state: PlayState): BattleView {
  return { round: state.round, turnLimit: scenario.turnLimit, totals: totalsOf(battleOf(state), scenario.sources), state };
}

/** A side's victory points: the sum of its sources that count as VP. */
export function victoryPoints(totals: Record<string, number>, sources: readonly ScoreSource[]): number {
  return sources.reduce((sum, s) => sum + (s.vp ? (totals[s.id] ?? 0) * s.vp : 0), 0);
}

/**
 * Where the battle stands: the endgame reached (the game ends now), the turn limit passed (what the
 * scenario says happens, and its result), or null while it goes on.
 */
export function battleStanding(scenario: ScenarioRules, state: PlayState): Verdict | null {
  const view = battleView(scenario, state);
  const reached = scenario.endgame?.(view) ?? null;
  if (reached) return reached;
  if (scenario.turnLimit !== null && state.round > scenario.turnLimit) {
    const r = scenario.result?.(view) ?? null;
    const at = scenario.atLimit ?? `Round ${scenario.turnLimit} was the last.`;
    return { outcome: r?.outcome ?? null, text: r ? `${at} ${r.text}` : at, ends: true };
  }
  return null;
}

/** The result at End game by the scenario's rule (its endgame if reached, else its result now), or null where the players decide. */
export function battleResult(scenario: ScenarioRules, state: PlayState): Verdict | null {
  const view = battleView(scenario, state);
  return scenario.endgame?.(view) ?? scenario.result?.(view) ?? null;
}

/** The step that scores `by` points of `source` for `side` in `round`, carrying the source's most so the log replays without the scenario's rules. */
export function scoreCommand(source: Pick<ScoreSource, 'id' | 'max'>, side: Side, round: number, by: number): { kind: 'score'; side: Side; source: string; round: number; by: number; max?: number } {
  return { kind: 'score', side, source: source.id, round, by, ...(source.max === undefined ? {} : { max: source.max }) };
}

/** The turn limit in words, for the game sheet: "5 rounds; then both gangs Run For It." or "None: the game ends when the players say." */
export function turnLimitLine(scenario: Pick<ScenarioRules, 'turnLimit' | 'atLimit'>): string {
  if (scenario.turnLimit === null) return 'None set by the book: the game ends by its victory condition or when the players agree.';
  return `${scenario.turnLimit} ${scenario.turnLimit === 1 ? 'round' : 'rounds'}${scenario.atLimit ? `; then: ${scenario.atLimit}` : '.'}`;
}

/** A seeded pick from the list (the roller's seed as a whole number): the same seed, the same scenario. */
export function rolledScenario(scenarios: readonly ScenarioRules[], roll: number): ScenarioRules | undefined {
  if (scenarios.length === 0 || !Number.isFinite(roll)) return undefined;
  return scenarios[Math.abs(Math.floor(roll)) % scenarios.length];
}
