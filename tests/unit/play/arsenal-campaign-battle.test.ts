/**
 * The Arsenal Campaign's encounter as the battle kit plays it (src/games/arsenal-campaign/battle.ts)
 * against the book (shared/rulebooks/arsenal-campaign.txt, "AC l.n") and rulings C3, C5, C7, C8:
 * the set-up notes, the VP and the Strategy's VP, the Strategic Withdrawal's turn, the result, and
 * what the encounter pays in the Aftermath. Games are played as steps of the log (take), as the
 * play view does.
 */
import { describe, expect, it } from 'vitest';
import { changeWeek } from '../../../src/games/arsenal-campaign/roster-edit';
import { currentArsenal, type Roster } from '../../../src/games/arsenal-campaign/roster';
import { arsenalPlay, encounterOf, giveNumber, giveOpponentCrew, holdsCrew, opponentCrew, OPPONENT_RATING, OPPONENT_TOTAL, OUR_VP, STRATEGY_VP, THEY_WITHDREW } from '../../../src/games/arsenal-campaign/play';
import { arsenalScore, ENCOUNTER, OTHER_VP, STRATEGY, WITHDREW } from '../../../src/games/arsenal-campaign/battle';
import { numbersOf } from '../../../src/games/arsenal-campaign/roster-rules';
import { battleOf, battleResult, battleStanding, newGame, take, victoryPoints, type GameDoc, type PlayCommand, type PlayState, type ScenarioRules, readyToEnd } from '../../../src/play';
import { rosterAfterGame } from '../../../src/play/end';
import { data, NINO, ortegaWeekOne, PERDITA } from '../support/arsenal-campaign';

const DATE = '2026-11-28';
const rules = await readyToEnd(arsenalPlay(data));
const battle = rules.battle!;

/** Perdita (0-cost henchman, cache 4, the leader), Nino (8 SS), Francisco (0-cost henchman, cache 3). */
function crew(): Roster {
  return ortegaWeekOne(30, DATE, [PERDITA, NINO, { name: 'Francisco Ortega', station: 'henchman', cost: 0, cache: 3 }]);
}
const roster = crew();
const encounter = (): ScenarioRules => battle.scenarios(roster)[0]!;
const at = (n: number) => new Date(Date.UTC(2026, 10, 28, 18, 0, n));

/** A game of the crew, every model hired, after `cmds` (steps of the log, as the play view takes them). */
function play(cmds: PlayCommand[], from?: GameDoc): GameDoc {
  let start = from;
  if (!start) {
    start = newGame(rules, roster, 'r1', at(0));
    let s = start.state as PlayState;
    for (const i of [0, 1, 2]) s = rules.modelActions!(roster, i, s).find((a) => a.id === 'hire')!.apply(s);
    start = { ...start, state: giveNumber(s, OPPONENT_TOTAL, 30) };
  }
  return cmds.reduce((d, cmd, i) => take(rules, roster, d, cmd, `step ${i}`, at(i + 1), 'A'), start);
}
const setup: PlayCommand = { kind: 'setup', scenario: ENCOUNTER, first: null };
const score = (side: 'me' | 'them', source: string, by: number, round = 1): PlayCommand => ({ kind: 'score', side, source, round, by });
const next = (from: number): PlayCommand => ({ kind: 'next-round', from });

describe('the encounter as a battle', () => {
  it('AC l.5-9, l.116: one encounter a week, suggested, for two crews; l.94: a normal game, so the campaign sets no turn limit', () => {
    expect(battle.noun).toBe('encounter');
    expect(battle.scenarios(roster).map((s) => s.id)).toEqual([ENCOUNTER]);
    expect(battle.suggested!(roster)).toBe(ENCOUNTER);
    expect(battle.sideNames).toEqual({ me: 'Your crew', them: 'Their crew' });
    expect(battle.rollable).toBeFalsy();
    expect(encounter().turnLimit).toBeNull();
    expect(encounter().href).toBe('/arsenal-campaign/rules/setting-up-a-game/');
  });

  it('scores VP for each crew (the Strategy’s apart, l.148) and the withdrawal as one point in its turn (l.106)', () => {
    expect(encounter().sources).toEqual([
      { id: STRATEGY, label: 'VP from the Strategy', vp: 1, max: 100 },
      { id: OTHER_VP, label: 'Other VP', vp: 1, max: 100 },
      { id: WITHDREW, label: 'Strategic Withdrawal (in the turn made)', max: 1 },
    ]);
    // The report's VP sum both VP sources, and not the withdrawal.
    expect(victoryPoints({ [STRATEGY]: 3, [OTHER_VP]: 2, [WITHDREW]: 1 }, encounter().sources)).toBe(5);
  });

  it('C3, C8, AC l.61-64, l.73-75: the set-up notes work the encounter size out from this crew: 9 + 8 + 10 = 27 SS, so at most 32', () => {
    const notes = encounter().setup;
    expect(notes.map((n) => n.label)).toEqual(['Encounter size', 'Factions', 'Hiring', 'Campaign rating and pool', 'Deployment and first turn']);
    expect(notes[0]!.text).toBe(
      'Your Arsenal counts 27 SS (masters as 15, a 0-cost henchman as 13 minus its cache; upgrades not counted). The encounter is the lower of the two crews’ totals + 5, so at most 32 SS; the players may agree a smaller one (our reading C3).',
    );
    // C7, AC l.18-19: the leader (the first hire) is named.
    expect(notes[2]!.text).toMatch(/^Hire only from your Arsenal, and always Perdita Ortega, the crew’s leader \(our reading C7\)\. A master costs 15 SS/);
    // AC l.91: the rating difference may exceed the usual 7.
    expect(notes[3]!.text).toContain('(yours: 0)');
    expect(notes[3]!.text).toContain('even past the usual 7');
    // AC l.58, l.106-107: deployment and the first turn are the normal game's; a withdrawal follows the initiative flip.
    expect(notes[4]!.text).toContain('the crew that won the flip deciding first');
  });
});

describe('the result by the book', () => {
  it('AC l.109 ("compare the VP as usual"): 3 Strategy VP + 1 to 2 is a win, worked out from both columns', () => {
    const d = play([setup, score('me', STRATEGY, 3), score('me', OTHER_VP, 1), score('them', OTHER_VP, 2)]);
    expect(arsenalScore(d.state)).toEqual({ vp: 4, strategyVp: 3, opponentVp: 2, opponentStrategyVp: 0, weWithdrew: null, theyWithdrew: null });
    expect(battleResult(encounter(), d.state)).toEqual({ outcome: 'win', text: '4 VP to 2: your crew wins.', ends: false });
    // No turn limit and no endgame: the encounter never ends itself.
    expect(battleStanding(encounter(), play([next(1), next(2), next(3), next(4), next(5)], d).state)).toBeNull();
  });

  it('C7: equal VP is a draw, 0 to 0 included once the encounter is set up', () => {
    expect(battleResult(encounter(), play([setup]).state)).toEqual({ outcome: 'draw', text: '0 VP to 0: a draw.', ends: false });
    expect(battleResult(encounter(), play([setup, score('me', OTHER_VP, 2), score('them', STRATEGY, 2)]).state)!.outcome).toBe('draw');
  });

  it('AC l.122: leaves the result to the players while the opponent’s VP are not given (no set-up, their column unscored)', () => {
    expect(battleResult(encounter(), play([score('me', OTHER_VP, 4)]).state)).toBeNull();
  });

  it('AC l.108, C6, C7: we withdrew on turn 2: we score no VP, so 3 to their 1 is a loss', () => {
    const d = play([setup, score('me', OTHER_VP, 3), next(1), score('me', WITHDREW, 1, 2), score('them', OTHER_VP, 1, 2)]);
    expect(arsenalScore(d.state).weWithdrew).toBe(2);
    expect(battleResult(encounter(), d.state)).toEqual({ outcome: 'loss', text: 'You withdrew on turn 2: your crew scores no VP; 0 VP to 1: their crew wins.', ends: false });
  });

  it('AC l.109, C7: they withdrew on turn 4 ahead 4 to our 2: we count 5, 1 more than theirs, and win', () => {
    const rounds = [next(1), next(2), next(3)];
    const d = play([setup, score('me', OTHER_VP, 2), score('them', OTHER_VP, 4), ...rounds, score('them', WITHDREW, 1, 4)]);
    expect(arsenalScore(d.state).theyWithdrew).toBe(4);
    expect(battleResult(encounter(), d.state)).toEqual({
      outcome: 'win',
      text: 'They withdrew on turn 4; with as many VP as yours or more, your crew counts 5, 1 more than theirs; 5 VP to 4: your crew wins.',
      ends: false,
    });
  });

  it('AC l.109: we withdrew on turn 3 level at 3: they count 4 and win; behind, nothing changes', () => {
    const level = play([setup, score('me', STRATEGY, 3), score('them', OTHER_VP, 3), next(1), next(2), score('me', WITHDREW, 1, 3)]);
    expect(battleResult(encounter(), level.state)!.outcome).toBe('loss');
    expect(battleResult(encounter(), level.state)!.text).toBe('You withdrew on turn 3; with as many VP as theirs or more, their crew counts 4, 1 more than yours; 3 VP to 4: their crew wins.');
    const behind = play([setup, score('me', STRATEGY, 2), score('them', OTHER_VP, 3), next(1), next(2), score('me', WITHDREW, 1, 3)]);
    expect(battleResult(encounter(), behind.state)!.text).toBe('You withdrew on turn 3; 2 VP to 3: their crew wins.');
  });

  it('AC l.106: the withdrawal’s turn is the round its point stands in: moved from turn 3 to turn 2, it reads 2; taken back, none', () => {
    let d = play([setup, next(1), next(2), score('me', WITHDREW, 1, 3)]);
    expect(arsenalScore(d.state).weWithdrew).toBe(3);
    d = play([score('me', WITHDREW, -1, 3), score('me', WITHDREW, 1, 2)], d);
    expect(battleOf(d.state).score.me[WITHDREW]).toEqual([0, 1, 0]);
    expect(arsenalScore(d.state).weWithdrew).toBe(2);
    d = play([score('me', WITHDREW, -1, 2)], d);
    expect(arsenalScore(d.state).weWithdrew).toBeNull();
  });

  it('AC l.105-109 (one crew withdraws, the other plays on): both crews marked as withdrawn: no result, a message to take one back (only one crew withdraws)', () => {
    const d = play([setup, score('me', WITHDREW, 1), score('them', WITHDREW, 1)]);
    expect(battleResult(encounter(), d.state)).toEqual({ outcome: null, text: 'Both crews are marked as withdrawn, but only one crew makes a Strategic Withdrawal: take one back.', ends: false });
  });
});

describe('what the encounter pays (the Aftermath)', () => {
  const pays = (d: GameDoc, outcome: 'win' | 'loss' | 'draw') => encounter().pays!({ round: d.state.round, turnLimit: null, totals: { me: {}, them: {} }, state: d.state }, outcome);

  it('the Arsenal Strategy VP’s extra Barter flip (AC l.148): 3 Strategy VP make 2 flips; 2 make 1', () => {
    expect(numbersOf(data).barter.extraFlipAtStrategyVp).toBe(3);
    const three = play([setup, score('me', STRATEGY, 3), score('them', OTHER_VP, 1)]);
    expect(pays(three, 'win')).toContain('Barter: 2 flips, 1 more for 3 VP from the Strategy (3 or more).');
    const two = play([setup, score('me', STRATEGY, 2), score('me', OTHER_VP, 3), score('them', OTHER_VP, 1)]);
    expect(pays(two, 'win')).toContain('Barter: 1 flip; 3 VP or more from the Strategy would give 1 more (you scored 2).');
  });

  it('C5, AC l.133-145: the Hand (played to the end and won: 2 cards) and Payday (ceil(5 / 2) + 1 for the win + 3 for the lower rating = 7)', () => {
    const d = play([setup, score('me', STRATEGY, 3), score('me', OTHER_VP, 2), score('them', OTHER_VP, 3)]);
    const s = { ...d, state: giveNumber(d.state, OPPONENT_RATING, 3) };
    expect(currentArsenal(roster).rating).toBe(0);
    expect(pays(s, 'win')).toEqual([
      'Aftermath Hand: 2 cards (no withdrawal and the win), 1 more if the crew completed the last part of a bounty.',
      'Payday: 3 for VP + 1 for a win + 3 for the rating gap = 7 script (at most 16 a week, the weekly event’s script included).',
      'Barter: 2 flips, 1 more for 3 VP from the Strategy (3 or more).',
      'A Reward flip if the crew completed a bounty in this game.',
    ]);
    // C6: a draw earns no win bonus; the opponent's rating not given, the gap waits for it.
    expect(pays(d, 'draw')[1]).toBe('Payday: 3 for VP + 0 for a win + 0 for the rating gap = 3 script, and the rating gap once the opponent’s campaign rating is given (at most 16 a week, the weekly event’s script included).');
  });

  it('C7, AC l.109: after their late withdrawal Payday counts our VP as 1 more than theirs (2 to 4 counts 5: 3 script for VP)', () => {
    const d = play([setup, score('me', OTHER_VP, 2), score('them', OTHER_VP, 4), next(1), next(2), next(3), score('them', WITHDREW, 1, 4)]);
    expect(pays(d, 'win')[1]).toMatch(/^Payday: 3 for VP \+ 1 for a win/);
    // Our late withdrawal: the Hand has no card for playing to the end.
    const ours = play([setup, score('me', OTHER_VP, 2), score('them', OTHER_VP, 4), next(1), next(2), score('me', WITHDREW, 1, 3)]);
    expect(pays(ours, 'loss')[0]).toBe('Aftermath Hand: 0 cards, 1 more if the crew completed the last part of a bounty.');
  });

  it('AC l.108, C7: after our withdrawal on turn 1 or 2 only the injury flips remain', () => {
    const d = play([setup, score('me', STRATEGY, 3), score('me', WITHDREW, 1)]);
    expect(pays(d, 'loss')).toEqual(['You withdrew on turn 1: no VP, no Aftermath Hand, no script, no Barter or Reward flip; of the Aftermath only the injury flips of the models Finished Off.']);
  });
});

describe('one place for the score: a game saved before the battle still reads', () => {
  it('the old counters read as the score (OUR_VP includes the Strategy’s), added to what the battle scores since', () => {
    let s = play([]).state as PlayState;
    s = giveNumber(giveNumber(giveNumber(s, OUR_VP, 4), STRATEGY_VP, 3), THEY_WITHDREW, 1);
    expect(arsenalScore(s)).toEqual({ vp: 4, strategyVp: 3, opponentVp: null, opponentStrategyVp: null, weWithdrew: null, theyWithdrew: 1 });
    const scored = { ...s, battle: { scenario: ENCOUNTER, first: null, score: { me: { [OTHER_VP]: [1] }, them: { [OTHER_VP]: [2] } } } } as PlayState;
    expect(arsenalScore(scored)).toEqual({ vp: 5, strategyVp: 3, opponentVp: 2, opponentStrategyVp: 0, weWithdrew: null, theyWithdrew: 1 });
  });

  it('AC l.108-109, l.122, l.148: End game writes the battle’s VP, Strategy VP and withdrawal into the week', () => {
    const week = changeWeek(crew(), 0, {});
    const d = play([setup, score('me', STRATEGY, 3), score('me', OTHER_VP, 1), score('them', OTHER_VP, 2), next(1), next(2), score('them', WITHDREW, 1, 3)]);
    const after = rosterAfterGame(rules, week, week, { state: d.state, name: week.name }, 'win', '', at(60));
    expect(after.weeks[0]!.game).toMatchObject({ result: 'win', vp: 4, strategyVp: 3, opponentVp: 2, opponentWithdrewOnTurn: 3, withdrewOnTurn: null });
    expect(after.log.at(-1)!.changes).toEqual(expect.arrayContaining(['VP: 4 to 2', 'VP from the Strategy: 3', 'The opponent withdrew on turn 3']));
  });
});

describe('the opponent’s crew read from its share link (C3: the encounter from both crews’ totals)', () => {
  it('gives their Arsenal total (9 + 8 + 10 = 27 SS, C8) and campaign rating (0) in one step; the encounter is then the lower total + 5', () => {
    const theirs = { ...crew(), name: 'The Other Ortegas' };
    const read = opponentCrew(theirs, data);
    expect(read).toEqual({ total: 27, rating: 0, text: 'Opponent’s crew read (“The Other Ortegas”): Arsenal total 27 SS, campaign rating 0' });
    const state = giveOpponentCrew(newGame(rules, roster, 'r1', at(0)).state, read);
    expect(state.counters[OPPONENT_TOTAL]).toBe(27);
    expect(state.counters[OPPONENT_RATING]).toBe(0);
    expect(encounterOf(currentArsenal(roster, data), state, data)).toMatchObject({ mine: 27, opponentTotal: 27, largest: 32, size: 32 });
  });

  it('a number their tracker does not give leaves the one typed', () => {
    const typed = giveNumber(giveNumber(newGame(rules, roster, 'r1', at(0)).state, OPPONENT_TOTAL, 40), OPPONENT_RATING, 2);
    const state = giveOpponentCrew(typed, { total: null, rating: null, text: '' });
    expect(state.counters[OPPONENT_TOTAL]).toBe(40);
    expect(state.counters[OPPONENT_RATING]).toBe(2);
  });

  it('holds their crew once read (the encounter offers no second read), and not once a number is typed over', () => {
    const read = opponentCrew({ ...crew(), name: 'The Other Ortegas' }, data);
    const start = newGame(rules, roster, 'r1', at(0)).state;
    expect(holdsCrew(start, read)).toBe(false);
    const given = giveOpponentCrew(start, read);
    expect(holdsCrew(given, read)).toBe(true);
    expect(holdsCrew(giveNumber(given, OPPONENT_TOTAL, 20), read)).toBe(false);
    expect(holdsCrew(giveNumber(given, OPPONENT_RATING, 1), read)).toBe(false);
    // A tracker whose total does not add up is never held: reading it again says why.
    expect(holdsCrew(giveNumber(start, OPPONENT_RATING, 0), { total: null, rating: 0, text: '' })).toBe(false);
  });
});
