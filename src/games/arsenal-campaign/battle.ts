/**
 * The Arsenal Campaign's encounter as the battle kit plays it (src/play/battle.ts): one encounter a
 * week, set up as the campaign says (l.56-91: the size from both crews' Arsenals, C3 and C8; factions;
 * hiring with the leader, C7; the campaign rating and the pool), then played as a normal game (l.94),
 * so the campaign sets no turn limit and no deployment of its own.
 *
 * The battle is the one place the encounter's score is kept: each crew's VP (the Strategy's apart,
 * l.148) and the turn a crew made its Strategic Withdrawal on (l.103-109), a point in the round it was
 * made. A game saved before the battle kept them as game counters (OUR_VP, STRATEGY_VP, ...): those
 * still read, added to the battle's, so nothing saved is rewritten. The play view scores them in the
 * battle's score fold only.
 *
 * The result is the book's (l.109: VP compared as usual, after the withdrawal rule; C7: equal VP,
 * 0-0 included, is a draw), and what the encounter pays is the Aftermath's inputs: the Hand (l.133-136),
 * Payday (C5), the Barter flips with the Strategy's extra one (l.148), the Reward flip (l.161).
 * Pure: no DOM, no React.
 */
import { battleOf, sourceTotal, type BattleRules, type BattleView, type Outcome, type PlayState, type ScenarioRules, type ScoreSource, type SetupNote, type Side, type Verdict } from '../../play';
import { isInputError } from '../../common/input-error';
import { andList } from '../../common/words';
import { arsenalTotal, gameResult, MAX_TURN, MAX_VP, payday, type Withdrawer } from './campaign';
import type { Roster } from './roster-format';
import { arsenalCount, barterFlipsFor, currentArsenal, numbersOf, type ArsenalModel, type ArsenalRosterData } from './roster-rules';
import type { WithdrawalCase } from './schema';
import { paydayWords } from './roster-words';

// ---------------------------------------------------------------------------------------------
// The numbers a game saved before the battle kept as game counters (still read)

/** Our VP, the Strategy's included (a game saved before the battle). */
export const OUR_VP = 'vp';
export const OPPONENT_VP = 'opponentVp';
/** Our VP from the Strategy (l.148: 3 or more makes a second Barter flip), part of OUR_VP. */
export const STRATEGY_VP = 'strategyVp';
/** The turn this crew, or the opposing crew, made its Strategic Withdrawal on. */
export const WE_WITHDREW = 'withdrewOnTurn';
export const THEY_WITHDREW = 'opponentWithdrewOnTurn';
/** The opponent's campaign rating (a set-up number, l.79). */
export const OPPONENT_RATING = 'opponentRating';

/** A number of the game's own, or null when not given. */
export const given = (state: Pick<PlayState, 'counters'>, id: string): number | null => (Object.hasOwn(state.counters, id) ? state.counters[id]! : null);

// ---------------------------------------------------------------------------------------------
// The encounter's score sources

export const ENCOUNTER = 'encounter';
/** VP from the Strategy (l.148). */
export const STRATEGY = 'strategy';
/** Every other VP the crew scores. */
export const OTHER_VP = 'vp';
/** The Strategic Withdrawal: one point, scored in the turn it is made (l.106). */
export const WITHDREW = 'withdrew';

/** The Strategic Withdrawal case for a turn (strategic-withdrawal.yaml), or null. */
export const withdrawalOn = (turn: number, data: ArsenalRosterData): WithdrawalCase | null =>
  numbersOf(data).withdrawal.find((c) => turn >= c.fromTurn && (c.toTurn === null || turn <= c.toTurn)) ?? null;

/** The encounter as both crews scored it: VP with the Strategy's included, null where not given. */
export interface ArsenalScore {
  vp: number | null;
  strategyVp: number | null;
  opponentVp: number | null;
  opponentStrategyVp: number | null;
  /** The turn each crew withdrew on, or null. */
  weWithdrew: number | null;
  theyWithdrew: number | null;
}

/** The turn a withdrawal was scored in: the last round with a point in it, when the total stands at 1 or more. */
function withdrawalTurn(rounds: readonly number[] | undefined): number | null {
  if (!rounds || rounds.reduce((a, b) => a + b, 0) <= 0) return null;
  const last = rounds.findLastIndex((n) => n > 0);
  return last < 0 ? null : last + 1;
}

/**
 * The encounter's score from any state: the battle's points, plus the counters of a game saved
 * before the battle. A side's VP are given once its column is scored or the encounter is set up
 * (then an unscored column is 0), or by an old game's counter; else null.
 */
export function arsenalScore(state: Pick<PlayState, 'counters' | 'battle'>): ArsenalScore {
  const battle = battleOf(state);
  const setUp = battle.scenario === ENCOUNTER;
  const side = (s: Side, legacyVp: string, legacyStrategy: string | null, legacyTurn: string) => {
    const scored = setUp || battle.score[s][STRATEGY] !== undefined || battle.score[s][OTHER_VP] !== undefined;
    const strategy = sourceTotal(battle, s, STRATEGY);
    const vpBattle = strategy + sourceTotal(battle, s, OTHER_VP);
    const oldVp = given(state, legacyVp);
    const oldStrategy = legacyStrategy === null ? null : given(state, legacyStrategy);
    return {
      vp: oldVp === null && !scored ? null : (oldVp ?? 0) + vpBattle,
      strategy: oldStrategy === null && !scored ? null : (oldStrategy ?? 0) + strategy,
      turn: given(state, legacyTurn) ?? withdrawalTurn(battle.score[s][WITHDREW]),
    };
  };
  const me = side('me', OUR_VP, STRATEGY_VP, WE_WITHDREW);
  const them = side('them', OPPONENT_VP, null, THEY_WITHDREW);
  return { vp: me.vp, strategyVp: me.strategy, opponentVp: them.vp, opponentStrategyVp: them.strategy, weWithdrew: me.turn, theyWithdrew: them.turn };
}

// ---------------------------------------------------------------------------------------------
// The result (l.108-109, C7) and what the encounter pays (l.133-161, C5)

/** The result by the book, with both crews' VP as the withdrawal rule counts them; null before both crews' VP are given. */
export function arsenalVerdict(score: ArsenalScore, data: ArsenalRosterData): Verdict | null {
  const { weWithdrew, theyWithdrew } = score;
  if (weWithdrew !== null && theyWithdrew !== null) {
    return { outcome: null, text: 'Both crews are marked as withdrawn, but only one crew makes a Strategic Withdrawal: take one back.', ends: false };
  }
  if (score.vp === null || score.opponentVp === null) return null;
  const withdrawer: Withdrawer = weWithdrew !== null ? 'a' : theyWithdrew !== null ? 'b' : 'none';
  const turn = weWithdrew ?? theyWithdrew ?? 1;
  let counted;
  try {
    counted = gameResult({ vpA: Math.min(MAX_VP, score.vp), vpB: Math.min(MAX_VP, score.opponentVp), withdrawer, withdrawalTurn: Math.min(MAX_TURN, turn) }, numbersOf(data).rules);
  } catch (error) {
    if (isInputError(error)) return { outcome: null, text: error.message, ends: false };
    throw error;
  }
  const outcome: Outcome = counted.winner === 'a' ? 'win' : counted.winner === 'b' ? 'loss' : 'draw';
  const words = outcome === 'win' ? 'your crew wins' : outcome === 'loss' ? 'their crew wins' : 'a draw';
  const parts: string[] = [];
  if (withdrawer === 'a') {
    parts.push(counted.withdrawal?.withdrawerScoresVp === false ? `You withdrew on turn ${turn}: your crew scores no VP` : `You withdrew on turn ${turn}`);
    if (counted.vpB !== score.opponentVp) parts.push(`with as many VP as theirs or more, their crew counts ${counted.vpB}, 1 more than yours`);
  } else if (withdrawer === 'b') {
    parts.push(counted.withdrawal?.withdrawerScoresVp === false ? `They withdrew on turn ${turn}: their crew scores no VP` : `They withdrew on turn ${turn}`);
    if (counted.vpA !== score.vp) parts.push(`with as many VP as yours or more, your crew counts ${counted.vpA}, 1 more than theirs`);
  }
  parts.push(`${counted.vpA} VP to ${counted.vpB}: ${words}`);
  return { outcome, text: `${parts.join('; ')}.`, ends: false };
}

/** What the encounter pays our crew for `outcome` in the Aftermath, in words (the crew tracker's steps then take it). */
export function arsenalPays(score: ArsenalScore, outcome: Outcome, rating: number | null, opponentRating: number | null, data: ArsenalRosterData): string[] {
  const n = numbersOf(data);
  const ours = score.weWithdrew === null ? null : withdrawalOn(score.weWithdrew, data);
  if (ours && ours.withdrawerAftermath === 'injuries-only') {
    return [`You withdrew on turn ${score.weWithdrew}: no VP, no Aftermath Hand, no script, no Barter or Reward flip; of the Aftermath only the injury flips of the models Finished Off.`];
  }
  const lines: string[] = [];
  // The Aftermath Hand (l.133-136): the cards for this game, and the bounty's one the battle does not see.
  const hand = data.aftermathHand.filter((c) => (c.condition === 'completed-without-withdrawal' && score.weWithdrew === null) || (c.condition === 'won-the-game' && outcome === 'win'));
  const cards = hand.reduce((sum, c) => sum + c.cards, 0);
  const bounty = data.aftermathHand.find((c) => c.condition === 'finished-a-bounty');
  lines.push(
    `Aftermath Hand: ${cards} ${cards === 1 ? 'card' : 'cards'}${hand.length ? ` (${andList(hand.map((c) => (c.condition === 'won-the-game' ? 'the win' : 'no withdrawal')))})` : ''}${bounty ? `, ${bounty.cards} more if the crew completed the last part of a bounty` : ''}.`,
  );
  // Payday (C5): the VP as the withdrawal rule counts them, the win, the rating gap; the weekly cap.
  const counted = score.weWithdrew === null && score.theyWithdrew !== null && score.vp !== null && score.opponentVp !== null ? countedAfterTheirs(score, data) : (score.vp ?? 0);
  const pay = payday({ vp: Math.min(MAX_VP, counted), won: outcome === 'win', rating: rating ?? 0, opponentRating: opponentRating ?? rating ?? 0 }, n.rules);
  const gap = rating === null ? ', and the rating gap once your campaign rating is known' : opponentRating === null ? ', and the rating gap once the opponent’s campaign rating is given' : '';
  lines.push(`Payday: ${paydayWords(pay, true)} script${gap} (at most ${n.rules.weeklyCap} a week, the weekly event’s script included).`);
  // Barter (l.148): one flip, one more for 3 VP or more from the Strategy.
  const strategy = score.strategyVp ?? 0;
  const flips = barterFlipsFor(strategy, n);
  const extra = flips > n.barter.baseFlips;
  lines.push(
    extra
      ? `Barter: ${flips} flips, ${n.barter.extraFlips} more for ${strategy} VP from the Strategy (${n.barter.extraFlipAtStrategyVp} or more).`
      : `Barter: ${flips} ${flips === 1 ? 'flip' : 'flips'}; ${n.barter.extraFlipAtStrategyVp} VP or more from the Strategy would give ${n.barter.extraFlips} more (you scored ${strategy}).`,
  );
  lines.push('A Reward flip if the crew completed a bounty in this game.');
  return lines;
}

/** Our VP after the opponent's withdrawal (l.109: 1 more than theirs when they were not behind). */
function countedAfterTheirs(score: ArsenalScore, data: ArsenalRosterData): number {
  try {
    return gameResult({ vpA: Math.min(MAX_VP, score.vp!), vpB: Math.min(MAX_VP, score.opponentVp!), withdrawer: 'b', withdrawalTurn: Math.min(MAX_TURN, score.theyWithdrew!) }, numbersOf(data).rules).vpA;
  } catch (error) {
    if (isInputError(error)) return score.vp ?? 0;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Set-up (l.56-91)

/** A crew's Arsenal total the C3 way, or null when the Arsenal's numbers do not add up. */
export function crewTotal(models: readonly Pick<ArsenalModel, 'station' | 'cost' | 'cache'>[], data: ArsenalRosterData): number | null {
  try {
    return arsenalTotal(arsenalCount(models), numbersOf(data).rules);
  } catch (error) {
    if (isInputError(error)) return null;
    throw error;
  }
}

/** The encounter's set-up notes for this crew, in our words. */
export function encounterSetup(roster: Roster, data: ArsenalRosterData): SetupNote[] {
  const n = numbersOf(data).rules;
  const arsenal = currentArsenal(roster, data);
  const total = crewTotal(arsenal.models, data);
  const leader = arsenal.models.find((m) => m.id === arsenal.leader);
  const size =
    total === null
      ? `Your Arsenal’s total cannot be worked out yet: check its models in the crew tracker. The encounter is the lower of the two crews’ totals + ${n.encounterMargin} (our reading C3).`
      : `Your Arsenal counts ${total} SS (masters as ${n.masterCost}, a 0-cost henchman as ${n.zeroCostHenchmanBase} minus its cache; upgrades not counted). The encounter is the lower of the two crews’ totals + ${n.encounterMargin}, so at most ${total + n.encounterMargin} SS; the players may agree a smaller one (our reading C3).`;
  return [
    { label: 'Encounter size', text: size },
    { label: 'Factions', text: 'Each player plays the faction declared for the campaign.' },
    {
      label: 'Hiring',
      text: `Hire only from your Arsenal, and always ${leader ? `${leader.name.trim() || 'your leader'}, the crew’s leader` : 'the crew’s leader'} (our reading C7). A master costs ${n.masterCost} SS and a 0-cost henchman ${n.zeroCostHenchmanBase} minus its cache, leader or not; each upgrade taken costs its SS and may go to any model that can use it (our reading C8).`,
    },
    {
      label: 'Campaign rating and pool',
      text: `Once the crews are revealed, each works out its campaign rating${arsenal.rating === null ? '' : ` (yours: ${arsenal.rating})`}. SS left from hiring go to the pool as usual; the lower-rated crew adds the difference, even past the usual ${n.usualPoolLimit}. Henchmen add no cache, and a master only when both crews field one.`,
    },
    {
      label: 'Deployment and first turn',
      text: 'The campaign changes neither: deploy and take the first turn as in a normal game. Just after any turn’s initiative flip a crew may make a Strategic Withdrawal, the crew that won the flip deciding first: score it in that turn.',
    },
  ];
}

/** The encounter's score sources (both crews score each). */
export const ENCOUNTER_SOURCES: readonly ScoreSource[] = [
  { id: STRATEGY, label: 'VP from the Strategy', vp: 1, max: MAX_VP },
  { id: OTHER_VP, label: 'Other VP', vp: 1, max: MAX_VP },
  { id: WITHDREW, label: 'Strategic Withdrawal (in the turn made)', max: 1 },
];

/** The Arsenal Campaign's battle: one encounter a week (l.5-9, l.116), played as a normal game (l.94). */
export function arsenalBattle(data: ArsenalRosterData): BattleRules<Roster> {
  const made = new WeakMap<Roster, ScenarioRules[]>();
  const late = data.withdrawal.find((c) => c.opponentLeadIfWithdrawerNotBehind > 0);
  const early = data.withdrawal.find((c) => !c.withdrawerScoresVp);
  const victory = [
    'The crew with more VP wins; equal VP, 0 to 0 included, is a draw (our reading C7).',
    early ? `A crew that withdraws ${early.name.toLowerCase()} scores no VP.` : '',
    late ? `A crew that withdraws ${late.name.toLowerCase()} keeps its VP, but if it is not behind the other crew counts ${late.opponentLeadIfWithdrawerNotBehind} VP more than it.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const scenarios = (roster: Roster): ScenarioRules[] => {
    let list = made.get(roster);
    if (list) return list;
    const rating = () => currentArsenal(roster, data).rating;
    const encounter: ScenarioRules = {
      id: ENCOUNTER,
      name: 'The week’s encounter',
      victory,
      // The campaign game is a normal game (l.94): the campaign sets no turn limit of its own.
      turnLimit: null,
      setup: encounterSetup(roster, data),
      href: '/arsenal-campaign/rules/setting-up-a-game/',
      sources: [...ENCOUNTER_SOURCES],
      result: (view: BattleView) => arsenalVerdict(arsenalScore(view.state), data),
      pays: (view: BattleView, outcome: Outcome) => arsenalPays(arsenalScore(view.state), outcome, rating(), given(view.state, OPPONENT_RATING), data),
    };
    list = [encounter];
    made.set(roster, list);
    return list;
  };
  return { noun: 'encounter', scenarios, suggested: () => ENCOUNTER, sideNames: { me: 'Your crew', them: 'Their crew' } };
}
