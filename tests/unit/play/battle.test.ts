/**
 * The battle kit (src/play/battle.ts): the scenario set up and both sides' score as steps of the
 * game's log, the saved game's version 4 that keeps them, and the standing at the endgame and the
 * turn limit. A test scenario stands in for a game's own (each game's scenarios have their tests).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  battleOf,
  battleResult,
  battleStanding,
  gameFormat,
  logWords,
  mergeGames,
  newGame,
  readGame,
  rolledScenario,
  stepText,
  take,
  undoStep,
  victoryPoints,
  type GameDoc,
  type PlayCommand,
} from '../../../src/play';
import { battle, caches, json, play, roster, rules, score, setup, at } from './battle-support';

describe('the battle: set-up and score as steps', () => {
  it('sets the scenario and who goes first; the later setting wins', () => {
    const d = play([setup, { kind: 'setup', scenario: 'other', first: 'me' }]);
    expect(battleOf(d.state)).toEqual({ scenario: 'other', first: 'me', score: { me: {}, them: {} } });
  });

  it('keeps each side’s points per source and round, a total between 0 and the source’s most', () => {
    const d = play([setup, score('me', 2), { kind: 'next-round', from: 1 }, score('me', 4, 2), score('them', 1, 2), score('them', -3, 2)]);
    // 2 in round 1, then 4 asked for in round 2 with 5 the most: 3 taken. Their −3 on a total of 1 takes 1.
    expect(battleOf(d.state).score).toEqual({ me: { caches: [2, 3] }, them: { caches: [0, 0] } });
  });

  it('corrects a past round, refuses a round not yet played, and Undo takes a point back', () => {
    let d = play([setup, score('me', 1), { kind: 'next-round', from: 1 }, score('me', 1, 2), score('me', -1, 1)]);
    expect(battleOf(d.state).score.me.caches).toEqual([0, 1]);
    expect(play([score('me', 1, 3)], 'A', d, 20)).toBe(d);
    d = undoStep(rules, roster, d, at(30), 'A')!.doc;
    expect(battleOf(d.state).score.me.caches).toEqual([1, 1]);
    expect(logWords(d).slice(-1)).toEqual(['Undid: step 4']);
  });

  it('two tabs’ points add up when their logs merge, in either order, and a copy met twice changes nothing', () => {
    const start = play([setup]);
    const a = play([score('me', 1)], 'A', start, 10);
    const b = play([score('me', 1), score('them', 2)], 'B', start, 11);
    const ab = mergeGames(rules, roster, a, b);
    expect(battleOf(ab.state).score).toEqual({ me: { caches: [2] }, them: { caches: [2] } });
    expect(mergeGames(rules, roster, b, a).state).toEqual(ab.state);
    expect(mergeGames(rules, roster, ab, b).state).toEqual(ab.state);
  });

  it('Reset starts from round 1 as the same scenario, with no score', () => {
    const d = play([setup, score('me', 2), { kind: 'reset' }]);
    expect(battleOf(d.state)).toEqual({ scenario: 'drop', first: 'them', score: { me: {}, them: {} } });
  });

  it('words the steps with the game’s names', () => {
    const d = newGame(rules, json, 'r1', at(0));
    const set = take(rules, roster, d, setup, '', at(1));
    expect([stepText(rules, roster, d.state, setup), stepText(rules, roster, set.state, score('them', 1)), stepText(rules, roster, d.state, { kind: 'setup', scenario: null, first: null })]).toEqual([
      'Scenario: Test Drop; their gang first',
      'Their gang: Caches extracted +1',
      'No scenario set',
    ]);
    const later = play([{ kind: 'next-round', from: 1 }], 'A', set, 5);
    expect(stepText(rules, roster, later.state, score('me', -1))).toBe('Your gang: Caches extracted −1 (in round 1)');
  });
});

describe('the battle: standing and result', () => {
  it('the endgame ends the game as it happens', () => {
    const d = play([setup, score('them', 3)]);
    expect(battleStanding(caches, d.state)).toEqual({ outcome: 'loss', text: '3 Caches: they win.', ends: true });
  });

  it('goes on until the turn limit, then says what happens and the result by the scenario’s rule', () => {
    const steps: PlayCommand[] = [setup, score('me', 2, 1, 'vp')];
    for (let r = 1; r <= 5; r++) steps.push({ kind: 'next-round', from: r });
    let d = play(steps.slice(0, 6));
    expect(d.state.round).toBe(5);
    expect(battleStanding(caches, d.state)).toBeNull();
    d = play(steps.slice(6), 'A', d, 20);
    expect(battleStanding(caches, d.state)).toEqual({ outcome: 'win', text: 'Both gangs Run For It. More VP.', ends: true });
    expect(battleResult(caches, d.state)).toEqual({ outcome: 'win', text: 'More VP.', ends: false });
  });

  it('leaves the result to the players where the scenario does not decide it', () => {
    expect(battleResult(caches, play([setup]).state)).toBeNull();
  });

  it('sums the sources that count as VP', () => {
    expect(victoryPoints({ caches: 3, vp: 4 }, caches.sources)).toBe(4);
  });

  it('rolls one of the list from a seed, the same seed the same scenario, and never fails on odd input', () => {
    const list = battle.scenarios(roster);
    expect([0, 1, 2, 3].map((n) => rolledScenario(list, n)?.id)).toEqual(['drop', 'other', 'drop', 'other']);
    expect(rolledScenario(list, Number.NaN)).toBeUndefined();
    expect(rolledScenario([], 3)).toBeUndefined();
  });
});

describe('saved games: version 4 keeps the battle', () => {
  const fixture = () => JSON.parse(readFileSync('tests/unit/fixtures/saved-games/v3-heartbreaker.json', 'utf8')) as Record<string, unknown> & { version: number; state: unknown; steps: unknown[] };

  it('a game saved by version 3 (written by the site before the battle) opens to the same state and log, with no battle', () => {
    const v3 = fixture();
    expect(v3.version).toBe(3);
    const read = gameFormat(rules).read(v3);
    expect(read.ok && [read.from, read.value.version]).toEqual([3, 5]);
    const doc = readGame(rules, v3);
    expect(doc.state).toEqual(v3.state);
    expect(doc.state.battle).toBeUndefined();
    expect(logWords(doc)).toEqual(logWords(v3 as unknown as GameDoc));
    expect(doc.result).toEqual(v3.result);
  });

  it('a game with a set-up and a score reads back as it was saved', () => {
    const d = play([setup, score('me', 2), score('them', 1, 1, 'vp')]);
    const back = readGame(rules, JSON.parse(JSON.stringify(d)));
    expect(back.state).toEqual(d.state);
    expect(back.steps).toEqual(d.steps);
  });

  it('a damaged battle is refused naming its field', () => {
    const d = JSON.parse(JSON.stringify(play([setup, score('me', 2)]))) as { base: { state: Record<string, unknown> }; steps: { cmd: Record<string, unknown> }[] };
    d.base.state.battle = { scenario: 'drop', first: 'nobody', score: { me: {}, them: {} } };
    expect(() => readGame(rules, d)).toThrow('base.state.battle.first: must be "me" or "them"');
    d.base.state.battle = { scenario: 'drop', first: null, score: { me: { caches: [1, 'x'] }, them: {} } };
    expect(() => readGame(rules, d)).toThrow('base.state.battle.score.me.caches[1]: must be a whole number from -999 to 999');
    delete d.base.state.battle;
    d.steps[1]!.cmd = { kind: 'score', side: 'me', source: 'caches', round: 0, by: 1 };
    expect(() => readGame(rules, d)).toThrow('steps[1].cmd.round: must be a whole number from 1 to 999');
  });
});
