/**
 * The Arsenal week's game as played: End game in the play view (the kit's finishGame and this game's
 * writeBack) writes the result as played, the VP, the Strategy's VP, a Strategic Withdrawal (ours or
 * theirs, as the play view's buttons set it) and the models Finished Off into the week's game fields;
 * the tracker's game step starts from them; and the campaign log holds the game once, its Aftermath
 * step not repeating what End game's entry says. Each test names the rulebook's line
 * (shared/rulebooks/arsenal-campaign.txt, "AC l.n") or our ruling.
 */
import { describe, expect, it } from 'vitest';
import { act, newGame as newPlay, readGame, setModelFlag, setStatus, type GameDoc, type Outcome, readyToEnd } from '../../src/play';
import { finishGame } from '../../src/play/end';
import { arsenalPlay, FINISHED_OFF, giveNumber, OPPONENT_TOTAL, OPPONENT_VP, OUR_VP, STRATEGY_VP, THEY_WITHDREW, WE_WITHDREW, type ArsenalOwn } from '../../src/games/arsenal-campaign/play';
import { campaignLedger, checkRoster, type Roster } from '../../src/games/arsenal-campaign/roster';
import { compactRoster, parseRoster } from '../../src/games/arsenal-campaign/roster-format';
import { hireCrew, injuryFlip, playGame, resultAsPlayed } from '../../src/games/arsenal-campaign/steps';
import { data, NINO, ortegaWeekOne, PERDITA, playedOn } from './support/arsenal-campaign';

const DATE = '2026-11-29';
const NOW = new Date(`${DATE}T18:00:00Z`);
const play = await readyToEnd(arsenalPlay(data));
const played = playedOn(DATE);
const ALL = ['perdita-ortega', 'nino-ortega'];

/** Week 1 of the Ortega Posse with its crew hired in the tracker (the week's game holds the format's defaults). */
const hired = (): Roster => hireCrew(ortegaWeekOne(30, DATE, [PERDITA, NINO]), data, { participants: ALL, equipped: [], opponentTotal: 30, date: DATE });

/** A game of `roster` in the play view with both models hired, each change a step as the play view's `run` takes it. */
function playing(roster: Roster, ...changes: ((s: GameDoc<ArsenalOwn>['state']) => GameDoc<ArsenalOwn>['state'])[]): GameDoc<ArsenalOwn> {
  let doc = newPlay(play, compactRoster(roster), 'crew-1', NOW);
  const step = (text: string, change: (s: GameDoc<ArsenalOwn>['state']) => GameDoc<ArsenalOwn>['state']) => (doc = act(doc, text, change(doc.state), NOW));
  for (const i of [0, 1]) step('hire', (s) => play.modelActions!(roster, i, s).find((a) => a.id === 'hire')!.apply(s));
  step('total', (s) => giveNumber(s, OPPONENT_TOTAL, 30));
  for (const change of changes) step('change', change);
  // Saved and opened again, as the page keeps it.
  return readGame(play, JSON.parse(JSON.stringify(doc)));
}

/** End game with `outcome`: the saved crew tracker afterwards, as stored and read back. */
function endGame(saved: Roster, doc: GameDoc<ArsenalOwn>, outcome: Outcome): Roster {
  const done = finishGame({ rules: play, played: play.parse(doc.roster), doc: doc as GameDoc, saved, nameOf: (r) => r.name, outcome, note: '', now: NOW });
  expect(done.roster).not.toBeNull();
  return parseRoster(JSON.parse(JSON.stringify(compactRoster(done.roster!.roster))));
}

describe('End game writes the week’s game as played', () => {
  it('AC l.116, l.134-135, l.143: the result is the one played (won → win), not the tracker’s default “loss”', () => {
    const roster = hired();
    expect(roster.weeks[0]!.game!.result).toBe('loss');
    expect(endGame(roster, playing(roster), 'win').weeks[0]!.game!.result).toBe('win');
    expect(endGame(roster, playing(roster), 'draw').weeks[0]!.game!.result).toBe('draw');
    expect(endGame(roster, playing(roster), 'loss').weeks[0]!.game!.result).toBe('loss');
  });

  it('AC l.122, C5: our VP and the opponent’s land in the week, and Payday counts them with the win', () => {
    const roster = hired();
    const after = endGame(roster, playing(roster, (s) => giveNumber(s, OUR_VP, 5), (s) => giveNumber(s, OPPONENT_VP, 3)), 'win');
    expect(after.weeks[0]!.game).toMatchObject({ result: 'win', vp: 5, opponentVp: 3 });
    expect(checkRoster(after)).toEqual([]);
    // ceil(5 / 2) = 3 for VP + 1 for the win (equal ratings: nothing for the gap).
    expect(campaignLedger(after)[0]!.payday).toMatchObject({ fromVp: 3, fromWin: 1 });
  });

  it('AC l.148: the Strategy’s VP land in the week, so 3 or more makes the second Barter flip; never more than the VP scored', () => {
    const roster = hired();
    const after = endGame(roster, playing(roster, (s) => giveNumber(s, OUR_VP, 5), (s) => giveNumber(s, STRATEGY_VP, 3), (s) => giveNumber(s, OPPONENT_VP, 3)), 'win');
    expect(after.weeks[0]!.game!.strategyVp).toBe(3);
    expect(after.log.find((e) => e.kind === 'game')!.changes).toContain('VP from the Strategy: 3');
    const over = endGame(roster, playing(roster, (s) => giveNumber(s, OUR_VP, 2), (s) => giveNumber(s, STRATEGY_VP, 4)), 'loss');
    expect(over.weeks[0]!.game!.strategyVp).toBe(2);
  });

  it('AC l.106, l.108, C6: “We withdraw” on turn 2 reaches the week: the turn, and no VP (nor Strategy VP) for the crew', () => {
    const roster = hired();
    const doc = playing(roster, (s) => giveNumber(s, OUR_VP, 4), (s) => giveNumber(s, STRATEGY_VP, 3), (s) => ({ ...s, round: 2 }), (s) => giveNumber(s, WE_WITHDREW, s.round));
    const game = endGame(roster, doc, 'loss').weeks[0]!.game!;
    expect(game).toMatchObject({ withdrewOnTurn: 2, vp: 0, strategyVp: 0, result: 'loss' });
    expect(game.opponentWithdrewOnTurn).toBeUndefined();
  });

  it('AC l.109, C7: “They withdraw” on turn 3 reaches the week as the opponent’s withdrawal, ours left empty', () => {
    const roster = hired();
    const doc = playing(roster, (s) => ({ ...s, round: 3 }), (s) => giveNumber(s, THEY_WITHDREW, s.round), (s) => giveNumber(s, OUR_VP, 2), (s) => giveNumber(s, OPPONENT_VP, 2));
    const after = endGame(roster, doc, 'win');
    // C7: they withdrew on turn 3 not behind (2 to 2), so this crew counts 3: a win.
    expect(after.weeks[0]!.game).toMatchObject({ opponentWithdrewOnTurn: 3, withdrewOnTurn: null, vp: 2, opponentVp: 2, result: 'win' });
    expect(checkRoster(after)).toEqual([]);
  });

  it('AC l.97-98, l.174-175, C2: the models Finished Off in play (flipped 3 or more) land in the week; one flipped 2 or less does not', () => {
    const roster = hired();
    const doc = playing(
      roster,
      (s) => setModelFlag(setStatus(s, 1, { out: true }), 1, FINISHED_OFF, true),
      (s) => setStatus(s, 0, { down: true }),
      (s) => play.modelActions!(roster, 0, s).find((a) => a.id === 'not-finished-off')!.apply(s),
    );
    const after = endGame(roster, doc, 'loss');
    expect(after.weeks[0]!.game!.finishedOff).toEqual(['nino-ortega']);
    // Phase 6 reads it: Nino flips for his injury.
    expect(injuryFlip(after, data, 'nino-ortega', 'Bad Knee', DATE).weeks[0]!.injuries).toEqual([{ model: 'nino-ortega', name: 'Bad Knee' }]);
  });
});

describe('the tracker’s game step after End game', () => {
  it('AC l.116, l.122: it starts from the result as played and keeps it when the opponent’s VP were not noted', () => {
    const roster = hired();
    expect(resultAsPlayed(roster)).toBeNull();
    const after = endGame(roster, playing(roster, (s) => giveNumber(s, OUR_VP, 4)), 'win');
    expect(resultAsPlayed(after)).toBe('win');
    const paid = playGame(after, data, played({ vp: 4, opponentVp: null, result: resultAsPlayed(after) }));
    expect(paid.weeks[0]!.game).toMatchObject({ result: 'win', vp: 4 });
    expect(paid.weeks[0]!.game!.opponentVp).toBeUndefined();
    // Without the opponent's VP nor a result, nothing stands in for the result.
    expect(() => playGame(roster, data, played({ vp: 4, opponentVp: null }))).toThrow("Give the opponent's VP, or the result as played.");
    // With the opponent's VP the book decides (l.109: compare the VP scored).
    expect(playGame(after, data, played({ vp: 4, opponentVp: 6, result: 'win' })).weeks[0]!.game!.result).toBe('loss');
  });

  it('One log per roster: the week’s game is one "game" entry, and its Aftermath step does not repeat what End game’s entry says', () => {
    const roster = hired();
    const doc = playing(
      roster,
      (s) => giveNumber(s, OUR_VP, 5),
      (s) => giveNumber(s, OPPONENT_VP, 3),
      (s) => ({ ...s, round: 3 }),
      (s) => giveNumber(s, THEY_WITHDREW, 3),
      (s) => setModelFlag(setStatus(s, 1, { out: true }), 1, FINISHED_OFF, true),
    );
    const after = endGame(roster, doc, 'win');
    const game = after.weeks[0]!.game!;
    const paid = playGame(after, data, played({ vp: game.vp, opponentVp: game.opponentVp ?? null, opponentWithdrewOnTurn: 3, finishedOff: game.finishedOff }));
    expect(paid.log.filter((e) => e.kind === 'game')).toHaveLength(1);
    const step = paid.log.at(-1)!;
    expect(step.kind).toBe('step');
    expect(step.title).toBe('Week 1: Aftermath Hand and Payday');
    expect(step.changes.some((c) => /Finished Off|withdrew/.test(c))).toBe(false);
    expect(step.changes.some((c) => c.startsWith('Payday: '))).toBe(true);
    // A correction is said with what the game said (issue 35): Perdita Finished Off too, and the VP changed.
    const fixed = playGame(after, data, played({ vp: 6, opponentVp: 3, opponentWithdrewOnTurn: 3, finishedOff: ALL }));
    expect(fixed.log.at(-1)!.title).toBe('Week 1: won, 6 VP to 3: Aftermath Hand and Payday');
    expect(fixed.log.at(-1)!.changes).toEqual(
      expect.arrayContaining(['Our VP: 6 (the game said 5)', 'Finished Off (one injury flip each): Perdita Ortega, Nino Ortega (the game said Nino Ortega)']),
    );
    expect(fixed.log.filter((e) => e.kind === 'game')).toHaveLength(1);
    // And one taken back: nobody Finished Off, no withdrawal after all.
    const undone = playGame(after, data, played({ vp: 5, opponentVp: 3 }));
    expect(undone.log.at(-1)!.changes).toEqual(expect.arrayContaining(['Finished Off (one injury flip each): none (the game said Nino Ortega)', 'No withdrawal of theirs (the game said turn 3)']));
    // A result corrected against the one played (AC l.109: the VP decide it): won in play, 3 to 5 without their withdrawal is a loss.
    const lost = playGame(after, data, played({ vp: 3, opponentVp: 5, finishedOff: game.finishedOff }));
    expect(lost.log.at(-1)!.changes.slice(0, 4)).toEqual(['Result: lost (the game said won)', 'Our VP: 3 (the game said 5)', "The opponent's VP: 5 (the game said 3)", 'No withdrawal of theirs (the game said turn 3)']);
    // With their withdrawal on turn 3 and 5 VP to our 3, we count 6 (C7): still won, and the line says why.
    const counted = playGame(after, data, played({ vp: 3, opponentVp: 5, opponentWithdrewOnTurn: 3, finishedOff: game.finishedOff }));
    expect(counted.weeks[0]!.game!.result).toBe('win');
    expect(counted.log.at(-1)!.changes).toContain('The opponent withdrew on turn 3: we count 6 VP, 1 more than their 5');
  });
});
