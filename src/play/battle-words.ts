/**
 * The battle's words on the play view's set-up and score screens (src/components/play/Battle*.tsx):
 * the line that invites a set-up and the one that sums it up, the seeded roll of a scenario and its
 * words in the log, the turn, the score in one line and round by round, the standing at the endgame
 * and the result End game proposes. Every sentence the screens show is made here, so the
 * components only render and bind. Pure: no DOM, no React.
 */
import type { Rng } from '../engine/rng';
import { battleOf, rolledScenario, SCORE_MOST, sourceTotal, victoryPoints, type BattleRules, type BattleState, type ScenarioRules, type ScoreSource, type Side, type Verdict } from './battle';
import type { Outcome, PlayState } from './state';

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
const lower = (s: string) => `${s.charAt(0).toLowerCase()}${s.slice(1)}`;

/** The sides that keep a score: mine only in a solo game. */
export function scoringSides(rules: Pick<BattleRules<unknown>, 'solo'>): Side[] {
  return rules.solo ? ['me'] : ['me', 'them'];
}

/** The sources one side scores (a source with a `side` is that side's only). */
export function sourcesOf(scenario: Pick<ScenarioRules, 'sources'>, side: Side): ScoreSource[] {
  return scenario.sources.filter((s) => s.side === undefined || s.side === side);
}

// ---------------------------------------------------------------------------------------------
// Set up

/** Above the cards while the game has no scenario: "No scenario set". */
export const notSetLine = (noun: string): string => `No ${noun} set`;

/** The choices of who goes first, in the order shown. */
export function firstChoices(rules: Pick<BattleRules<unknown>, 'sideNames'>): [Side | null, string][] {
  return [
    ['me', rules.sideNames.me],
    ['them', rules.sideNames.them],
    [null, 'Not said'],
  ];
}

/** "your club first", "who goes first not said". */
export function firstWords(rules: Pick<BattleRules<unknown>, 'sideNames'>, first: Side | null): string {
  return first === null ? 'who goes first not said' : `${lower(rules.sideNames[first])} first`;
}

/** The one line that sums up the set-up and reopens it: "Starting game · your club first". */
export function setupSummary(rules: Pick<BattleRules<unknown>, 'sideNames' | 'noun'>, scenario: Pick<ScenarioRules, 'name'> | undefined, first: Side | null): string {
  return `${scenario?.name ?? notSetLine(rules.noun)} · ${firstWords(rules, first)}`;
}

/** How long the scenario lasts: "3 turns", "No turn limit". */
export function turnLimitWords(turnLimit: number | null): string {
  return turnLimit === null ? 'No turn limit' : `${turnLimit} ${turnLimit === 1 ? 'turn' : 'turns'}`;
}

/** The link to a scenario's rules: "The rules of the Starting game". */
export const rulesLinkWords = (scenario: Pick<ScenarioRules, 'name'>): string => `The rules of the ${scenario.name}`;

/** A scenario rolled with the seeded roller: the die, its face and the scenario it gives. */
export interface ScenarioRoll {
  seed: string;
  /** The face rolled, 1 to `sides`. */
  face: number;
  /** A die with one face per scenario. */
  sides: number;
  scenario: ScenarioRules;
}

/**
 * A scenario rolled from the list with the seeded roller `rng` (src/engine/rng.ts, passed in so that
 * only the set-up's code loads it): a die of one face per scenario. The same seed, the same scenario;
 * null for an empty list.
 */
export function rollScenario(scenarios: readonly ScenarioRules[], rng: Pick<Rng, 'int' | 'seed'>): ScenarioRoll | null {
  if (scenarios.length === 0) return null;
  const face = rng.int(1, scenarios.length);
  const scenario = rolledScenario(scenarios, face - 1);
  return scenario ? { seed: rng.seed, face, sides: scenarios.length, scenario } : null;
}

/**
 * The die the book leaves a choice to, among `chosen`'s siblings (`rolledAmong`: Kuggköping's
 * Campfire or Patrol), from the list on offer; null when the scenario names none.
 */
export function rollAmongSiblings(scenarios: readonly ScenarioRules[], chosen: ScenarioRules, rng: Pick<Rng, 'int' | 'seed'>): ScenarioRoll | null {
  if (!chosen.rolledAmong) return null;
  return rollScenario(chosen.rolledAmong.ids.flatMap((id) => scenarios.filter((s) => s.id === id)), rng);
}

/** The roll as the set-up shows it: "Rolled 3 on a die of 7 (seed k3m9qa): Ambush". */
export function rollWords(roll: ScenarioRoll): string {
  return `Rolled ${roll.face} on a die of ${roll.sides} (seed ${roll.seed}): ${roll.scenario.name}`;
}

/**
 * The set-up's words in the log: "Scenario: Ambush (rolled 3 on a die of 7, seed k3m9qa); their gang
 * first". The roll is named only when the scenario set is the one it gave.
 */
export function setupText(rules: Pick<BattleRules<unknown>, 'sideNames' | 'noun'>, scenario: Pick<ScenarioRules, 'id' | 'name'> | null, first: Side | null, roll?: ScenarioRoll | null): string {
  const rolled = roll && scenario && roll.scenario.id === scenario.id ? ` (rolled ${roll.face} on a die of ${roll.sides}, seed ${roll.seed})` : '';
  const what = scenario === null ? notSetLine(rules.noun) : `${capital(rules.noun)}: ${scenario.name}${rolled}`;
  return `${what}; ${firstWords(rules, first)}`;
}

// ---------------------------------------------------------------------------------------------
// The score

/** The turn: "Round 2 of 3", "Round 3 of 3, the last", "Round 3 of 3 is over", "Round 5". */
export function turnLine(round: number, turnLimit: number | null): string {
  if (turnLimit === null) return `Round ${round}`;
  if (round > turnLimit) return `Round ${turnLimit} of ${turnLimit} is over`;
  return round === turnLimit ? `Round ${round} of ${turnLimit}, the last` : `Round ${round} of ${turnLimit}`;
}

/** The round the score's counters score into at first: the current one, or the last of the scenario once it is over. */
export function defaultScoreRound(round: number, turnLimit: number | null): number {
  return Math.max(1, turnLimit === null ? round : Math.min(round, turnLimit));
}

/** A side's points of a source in one round (0 when none). */
export function roundPoints(battle: BattleState, side: Side, source: string, round: number): number {
  return battle.score[side][source]?.[round - 1] ?? 0;
}

/** How many rounds the history table shows: every round scored in, and the rounds played up to the limit. */
export function historyRounds(battle: BattleState, round: number, turnLimit: number | null): number {
  const scored = Math.max(0, ...(['me', 'them'] as const).flatMap((side) => Object.values(battle.score[side]).map((r) => r.length)));
  return Math.max(scored, defaultScoreRound(round, turnLimit));
}

/** "R2" in the history's head (its caption says "round by round"); the head of its first column. */
export const roundShort = (round: number): string => `R${round}`;
export const historyCorner = 'Scored';

/** A score counter's name: "Your club: Enemy Heroes killed". */
export const counterLabel = (rules: Pick<BattleRules<unknown>, 'sideNames'>, side: Side, source: Pick<ScoreSource, 'label'>): string => `${rules.sideNames[side]}: ${source.label}`;

/** The history table's caption: "Your club, round by round". */
export const historyCaption = (rules: Pick<BattleRules<unknown>, 'sideNames'>, side: Side): string => `${rules.sideNames[side]}, round by round`;

/** The round picker's label and its options. */
export const roundPickerLabel = 'Points go to';
export const roundOption = (round: number, current: number): string => (round === current ? `Round ${round} (now)` : `Round ${round}`);

/**
 * Why a change of `by` to one side's source in `round` is not taken, or null: a round's points never
 * go below 0 (a point taken back comes off the round it was scored in: pick that round).
 */
export function scoreRefusal(battle: BattleState, side: Side, source: Pick<ScoreSource, 'id' | 'label'>, round: number, by: number): string | null {
  if (!Number.isInteger(by) || Math.abs(by) > SCORE_MOST) return `A change of more than ${SCORE_MOST} at once is not taken.`;
  const has = roundPoints(battle, side, source.id, round);
  if (by < 0 && has + by < 0) {
    return has === 0
      ? `Round ${round} has no ${source.label} to take back: pick the round they were scored in.`
      : `Round ${round} has only ${has} ${source.label} to take back: pick the round the others were scored in.`;
  }
  return null;
}

/** Both sides' totals of one source as the summary shows them: "2–1", or "2" in a solo game. */
function pair(battle: BattleState, source: string, sides: readonly Side[]): string {
  return sides.map((s) => sourceTotal(battle, s, source)).join('–');
}

/** The score in a few words: "2–1" for one source, "5–3 VP" when some count as VP, else each source's. */
export function scoreWords(scenario: Pick<ScenarioRules, 'sources'>, battle: BattleState, sides: readonly Side[]): string {
  const { sources } = scenario;
  if (sources.length === 0) return 'nothing scored';
  if (sources.length === 1) return pair(battle, sources[0]!.id, sides);
  if (sources.some((s) => s.vp)) {
    const vp = (side: Side) => victoryPoints(Object.fromEntries(sources.map((s) => [s.id, sourceTotal(battle, side, s.id)])), sources);
    return `${sides.map(vp).join('–')} VP`;
  }
  return sources.map((s) => `${s.label} ${pair(battle, s.id, sides)}`).join(', ');
}

/** The score fold's summary: "Score 2–1 · Round 2 of 3". */
export function scoreSummary(scenario: Pick<ScenarioRules, 'sources' | 'turnLimit'>, battle: BattleState, round: number, sides: readonly Side[]): string {
  return `Score ${scoreWords(scenario, battle, sides)} · ${turnLine(round, scenario.turnLimit)}`;
}

/** Who the score's pair puts first, for a screen reader: "Your club first, then Their club". */
export const scoreOrder = (rules: Pick<BattleRules<unknown>, 'sideNames'>, sides: readonly Side[]): string => sides.map((s) => rules.sideNames[s]).join(', then ');

/** The standing once the endgame is reached or the last turn is over, pointing at End game; null while the game goes on. */
export function standingLine(standing: Verdict | null): string | null {
  return standing ? `${standing.text} End game records the result.` : null;
}

// ---------------------------------------------------------------------------------------------
// End game

/** What End game proposes from the battle: the outcome preselected (null: the players choose) and why. */
export interface EndProposal {
  outcome: Outcome | null;
  /** "By the score: …" */
  text: string;
  /** The book decides it (the other outcomes are offered only as a result agreed otherwise). */
  decided: boolean;
}

/** The result End game proposes from the scenario's verdict, or null when the game has no battle set up. */
export function endProposal(verdict: Verdict | null): EndProposal | null {
  if (!verdict) return null;
  return verdict.outcome === null ? { outcome: null, text: verdict.text, decided: false } : { outcome: verdict.outcome, text: `By the score: ${verdict.text}`, decided: true };
}

/** Each source's score as it stands, the sides that score it in order: ["Enemy Heroes killed 2–1"]. */
export function sourceScores(scenario: Pick<ScenarioRules, 'sources'>, state: Pick<PlayState, 'battle'>, sides: readonly Side[]): string[] {
  const battle = battleOf(state);
  return scenario.sources.map((s) => `${s.label} ${pair(battle, s.id, sides.filter((side) => s.side === undefined || s.side === side))}`);
}

/** End game's note, filled in from the score: "Starting game: Enemy Heroes killed 2–1". */
export function scoreNote(scenario: Pick<ScenarioRules, 'name' | 'sources'>, state: Pick<PlayState, 'battle'>, sides: readonly Side[]): string {
  const parts = sourceScores(scenario, state, sides);
  return (parts.length ? `${scenario.name}: ${parts.join(', ')}` : scenario.name).slice(0, 200);
}

/** The printed game sheet's score as it stands: "Caches extracted 2–1, VP 0–0 (Your gang, then Their gang), round 2". */
export function sheetScore(rules: Pick<BattleRules<unknown>, 'solo' | 'sideNames'>, scenario: Pick<ScenarioRules, 'sources'>, state: Pick<PlayState, 'battle' | 'round'>): string {
  const sides = scoringSides(rules);
  const parts = sourceScores(scenario, state, sides);
  return parts.length === 0 ? `Nothing scored by the book, round ${state.round}` : `${parts.join(', ')} (${scoreOrder(rules, sides)}), round ${state.round}`;
}
