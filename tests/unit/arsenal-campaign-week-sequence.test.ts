/**
 * The Arsenal Campaign's week as a guided sequence (src/games/arsenal-campaign/week-sequence.ts) and
 * the Aftermath steps it leads to (steps.ts: Barter with the Strategy's extra flip, the question a
 * step that spends script asks), from a game ended in the play view. Each test names the rulebook's
 * line (shared/rulebooks/arsenal-campaign.txt, "AC l.n") or our ruling.
 */
import { describe, expect, it } from 'vitest';
import { nextStep, sequenceLine, type SequenceStep } from '../../src/roster';
import { act, newGame as newPlay, readGame, setModelFlag, setStatus, type GameDoc, readyToEnd } from '../../src/play';
import { finishGame } from '../../src/play/end';
import { changeScore } from '../../src/play/battle';
import { ENCOUNTER, OTHER_VP, STRATEGY, WITHDREW } from '../../src/games/arsenal-campaign/battle';
import { arsenalPlay, FINISHED_OFF, giveNumber, OPPONENT_TOTAL, type ArsenalOwn } from '../../src/games/arsenal-campaign/play';
import { campaignLedger, checkRoster, type Roster } from '../../src/games/arsenal-campaign/roster';
import { compactRoster, parseRoster } from '../../src/games/arsenal-campaign/roster-format';
import { barterDue, hireCrew, hireModel, injuryFlip, playGame, recordBarter, spendQuestion } from '../../src/games/arsenal-campaign/steps';
import { weekSteps, type WeekStep } from '../../src/games/arsenal-campaign/week-sequence';
import { newRoster } from '../../src/games/arsenal-campaign/roster';
import { data, NINO, ortegaWeekOne, PERDITA, playedOn } from './support/arsenal-campaign';

const DATE = '2026-11-29';
const NOW = new Date(`${DATE}T18:00:00Z`);
const play = await readyToEnd(arsenalPlay(data));
const played = playedOn(DATE);
type State = GameDoc<ArsenalOwn>['state'];

/** Week 1 of the Ortega Posse, Perdita (leader) and Nino hired into the Arsenal (30 script, Nino 8: 22 left). */
const weekOne = (): Roster => ortegaWeekOne(30, DATE, [PERDITA, NINO]);

/** The encounter played in the play view with both models, set up, then `changes`, and End game with its result. */
function ended(roster: Roster, outcome: 'win' | 'loss' | 'draw', ...changes: ((s: State) => State)[]): Roster {
  let doc = newPlay(play, compactRoster(roster), 'crew-1', NOW);
  const step = (change: (s: State) => State) => (doc = act(doc, 'step', change(doc.state), NOW));
  for (const i of [0, 1]) step((s) => play.modelActions!(roster, i, s).find((a) => a.id === 'hire')!.apply(s));
  step((s) => giveNumber(s, OPPONENT_TOTAL, 30));
  step((s) => ({ ...s, battle: { scenario: ENCOUNTER, first: 'me', score: { me: {}, them: {} } } }));
  for (const change of changes) step(change);
  const read = readGame(play, JSON.parse(JSON.stringify(doc)));
  const done = finishGame({ rules: play, played: play.parse(read.roster), doc: read as GameDoc, saved: roster, nameOf: (r) => r.name, outcome, note: '', now: NOW });
  return parseRoster(JSON.parse(JSON.stringify(compactRoster(done.roster!.roster))));
}
const score = (side: 'me' | 'them', source: string, by: number, round = 1) => (s: State) => changeScore(s, side, source, round, by) as State;
const finish = (index: number) => (s: State) => setModelFlag(setStatus(s, index, { out: true }), index, FINISHED_OFF, true);

const statuses = (steps: readonly SequenceStep<WeekStep>[]) => Object.fromEntries(steps.map((s) => [s.value, s.status]));
const why = (steps: readonly SequenceStep<WeekStep>[], value: WeekStep) => steps.find((s) => s.value === value)!.why;

describe('the week’s steps in the book’s order', () => {
  it('before any week: only “Begin a week” is due', () => {
    const steps = weekSteps(newRoster('New crew'), data);
    expect(steps.map((s) => s.value)).toEqual(['week', 'hire', 'crew', 'bounty', 'game', 'barter', 'reward', 'buy-bounty', 'injury']);
    expect(nextStep(steps)).toBe('week');
    expect(sequenceLine(steps)).toBe('1 step to do, next: Begin a week.');
  });

  it('AC l.70-75: a week begun asks for the crew hired for the game; New Hires stay optional until the game', () => {
    const steps = weekSteps(weekOne(), data);
    expect(statuses(steps)).toMatchObject({ week: 'done', hire: 'done', crew: 'due', game: 'not-now', barter: 'not-now', injury: 'not-now' });
    expect(why(steps, 'hire')).toBe('hired Perdita Ortega, Nino Ortega; more if the script allows');
    expect(nextStep(steps)).toBe('crew');
  });

  it('AC l.116, l.148, l.172-175: after End game (won 5 to 2, 3 VP from the Strategy, Nino Finished Off) the game step is due, then Barter with 2 flips, then Nino’s injury flip', () => {
    const after = ended(weekOne(), 'win', score('me', STRATEGY, 3), score('me', OTHER_VP, 2), score('them', OTHER_VP, 2), finish(1));
    // The Aftermath starts from the game (issue 35): the result as played, the VP, the Strategy's, who was Finished Off.
    expect(after.weeks[0]!.game).toMatchObject({ result: 'win', vp: 5, strategyVp: 3, opponentVp: 2, finishedOff: ['nino-ortega'], participants: ['perdita-ortega', 'nino-ortega'] });
    let steps = weekSteps(after, data);
    expect(statuses(steps)).toMatchObject({ crew: 'done', game: 'due', barter: 'not-now', reward: 'not-now', injury: 'not-now' });
    expect(why(steps, 'game')).toBe('End game wrote the game: confirm or correct it');
    expect(why(steps, 'injury')).toBe('Nino Ortega, after the game step');
    expect(nextStep(steps)).toBe('game');

    // Confirmed as played: Barter is next (l.148: 3 Strategy VP give a second flip).
    const g = after.weeks[0]!.game!;
    const paid = playGame(after, data, played({ vp: g.vp, strategyVp: g.strategyVp, opponentVp: g.opponentVp ?? null, finishedOff: g.finishedOff }));
    steps = weekSteps(paid, data);
    expect(statuses(steps)).toMatchObject({ game: 'done', barter: 'due', injury: 'due', week: 'optional' });
    expect(why(steps, 'barter')).toBe('2 flips: 3 VP from the Strategy give 1 more');
    expect(nextStep(steps)).toBe('barter');

    // Barter taken: the injury flip is next (phase 6 after phase 3, l.132: in order).
    const bartered = recordBarter(paid, data, { flips: [7, 12], date: DATE });
    expect(nextStep(weekSteps(bartered, data))).toBe('injury');
    const injured = injuryFlip(bartered, data, 'nino-ortega', 'Bad Knee', DATE);
    steps = weekSteps(injured, data);
    expect(statuses(steps)).toMatchObject({ barter: 'done', injury: 'done' });
    // Nothing left: the next week opens.
    expect(sequenceLine(steps)).toBe('Nothing left to do before the next game.');
    expect(nextStep(steps)).toBe('week');
    expect(why(steps, 'week')).toBe('week 2, once week 1’s Aftermath is done');
    expect(checkRoster(injured)).toEqual([]);
  });

  it('AC l.148: 2 VP from the Strategy make one Barter flip', () => {
    const after = ended(weekOne(), 'win', score('me', STRATEGY, 2), score('me', OTHER_VP, 2), score('them', OTHER_VP, 1));
    expect(barterDue(after, data)).toEqual({ flips: 1, why: '1 flip: 3 VP or more from the Strategy would give 1 more' });
  });

  it('AC l.108, C7: after our withdrawal on turn 2 (scored in the battle) no Barter, no Reward flip; the injury flips stay', () => {
    const after = ended(weekOne(), 'loss', score('me', STRATEGY, 3), (s) => ({ ...s, round: 2 }), score('me', WITHDREW, 1, 2), finish(1));
    expect(after.weeks[0]!.game).toMatchObject({ withdrewOnTurn: 2, vp: 0, strategyVp: 0 });
    const paid = playGame(after, data, played({ vp: 0, opponentVp: 0, withdrewOnTurn: 2, finishedOff: ['nino-ortega'] }));
    const steps = weekSteps(paid, data);
    expect(statuses(steps)).toMatchObject({ barter: 'not-now', injury: 'due' });
    expect(why(steps, 'barter')).toBe('withdrew on turn 2: no Barter flip');
    expect(() => recordBarter(paid, data, { flips: [5] })).toThrow('After withdrawing on turn 2, the crew makes no Barter flip: it flips only for injuries.');
  });

  it('the opponent’s withdrawal scored in the battle reaches the week (AC l.109)', () => {
    const after = ended(weekOne(), 'win', score('me', OTHER_VP, 2), score('them', OTHER_VP, 2), (s) => ({ ...s, round: 3 }), score('them', WITHDREW, 1, 3));
    expect(after.weeks[0]!.game).toMatchObject({ opponentWithdrewOnTurn: 3, withdrewOnTurn: null, vp: 2, opponentVp: 2 });
  });
});

describe('Barter (phase 3)', () => {
  const paidWin = () => {
    const after = ended(weekOne(), 'win', score('me', STRATEGY, 3), score('me', OTHER_VP, 1), score('them', OTHER_VP, 1));
    return playGame(after, data, played({ vp: 4, strategyVp: 3, opponentVp: 1 }));
  };

  it('AC l.148-149: records each flip kept and an upgrade whose BR equals one, paid with its Campaign Cost', () => {
    const paid = paidWin();
    const script = campaignLedger(paid)[0]!.scriptAtEnd;
    const r = recordBarter(paid, data, { flips: [7, 12], bought: { name: 'Lucky Coin', kind: 'equipment', barterRating: 12, campaignCost: 3 }, date: DATE });
    expect(r.weeks[0]!.barterFlips).toEqual([7, 12]);
    expect(r.weeks[0]!.barter.at(-1)).toMatchObject({ name: 'Lucky Coin', barterRating: 12, campaignCost: 3, kind: 'equipment' });
    expect(campaignLedger(r)[0]!.scriptAtEnd).toBe(script - 3);
    expect(r.log.at(-1)).toMatchObject({ kind: 'step', title: 'Week 1: Barter', changes: ['Barter flips: 7 and 12 (2 flips: 3 VP from the Strategy give 1 more)', 'Bought Lucky Coin (BR 12; joins the Arsenal) for 3 script', `Script left: ${script - 3}`] });
    expect(checkRoster(r)).toEqual([]);
  });

  it('refuses what the book does not allow, with a message', () => {
    const paid = paidWin();
    expect(() => recordBarter(paid, data, { flips: [7] })).toThrow('The crew makes 2 Barter flips this week (2 flips: 3 VP from the Strategy give 1 more): record each card kept.');
    expect(() => recordBarter(paid, data, { flips: [7, 15] })).toThrow('A Fate card is worth 0 to 14: record the card each flip kept.');
    expect(() => recordBarter(paid, data, { flips: [7, Number.NaN] })).toThrow('A Fate card is worth 0 to 14');
    expect(() => recordBarter(paid, data, { flips: [7, 12], bought: { name: 'Coin', kind: 'equipment', barterRating: 9, campaignCost: 1 } })).toThrow('Coin has Barter Rating 9: only an upgrade whose rating equals a flip (7 or 12) can be bought.');
    expect(() => recordBarter(paid, data, { flips: [7, 12], bought: { name: 'Coin', kind: 'equipment', barterRating: 7, campaignCost: 99 } })).toThrow(/^Coin costs 99 script and the crew has \d+\.$/);
    expect(() => recordBarter(paid, data, { flips: [7, 12], bought: { name: 'Quick', kind: 'skill', barterRating: 7, campaignCost: 1, model: 'nobody' } })).toThrow("Only a model that took part in week 1's game can take Quick.");
    const once = recordBarter(paid, data, { flips: [7, 12] });
    expect(() => recordBarter(once, data, { flips: [1, 2] })).toThrow("Week 1's Barter flips are already recorded: correct them in the week's editor.");
    expect(() => recordBarter(weekOne(), data, { flips: [1] })).toThrow("Barter follows the game: record week 1's game first.");
  });
});

describe('a step that spends script asks first', () => {
  it('says what a hire spends and what is left (New Hires, the week’s first hire 5 less: Nino 8 → 3 of 30)', () => {
    const before = ortegaWeekOne(30, DATE, [PERDITA]);
    const after = hireModel(before, data, NINO, DATE);
    expect(spendQuestion(before, after, data, 'Hiring Nino Ortega')).toBe(`Hiring Nino Ortega spends ${campaignLedger(before)[0]!.scriptAtEnd - campaignLedger(after)[0]!.scriptAtEnd} of the crew’s ${campaignLedger(before)[0]!.scriptAtEnd} script, leaving ${campaignLedger(after)[0]!.scriptAtEnd}. Go ahead?`);
    // A step that spends nothing asks nothing.
    const crew = hireCrew(after, data, { participants: ['perdita-ortega', 'nino-ortega'], equipped: [], opponentTotal: 30 });
    expect(spendQuestion(after, crew, data, 'Hiring the crew')).toBeNull();
  });
});
