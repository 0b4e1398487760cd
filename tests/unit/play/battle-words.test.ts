/**
 * The words of the play view's set-up and score screens (src/play/battle-words.ts): the set-up's
 * lines and its log words with the seeded roll, the turn, the score in one line and round by round,
 * why a correction is not taken, the standing and End game's proposal. A test scenario stands in for
 * a game's own (Wolsung's, with its book lines, is tests/unit/play/wolsung-battle.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  counterLabel,
  defaultScoreRound,
  endProposal,
  firstChoices,
  firstWords,
  historyCaption,
  historyRounds,
  notSetLine,
  rollScenario,
  rollWords,
  roundOption,
  roundPoints,
  rulesLinkWords,
  scoreNote,
  scoreRefusal,
  scoreSummary,
  scoreWords,
  scoringSides,
  setupSummary,
  setupText,
  sourcesOf,
  standingLine,
  turnLimitWords,
  turnLine,
} from '../../../src/play/battle-words';
import { emptyBattle, type BattleRules, type BattleState, type ScenarioRules } from '../../../src/play';
import { createRng } from '../../../src/engine/rng';

const names = { me: 'Your gang', them: 'Their gang' } as const;
const rules: Pick<BattleRules<unknown>, 'noun' | 'sideNames' | 'solo'> = { noun: 'scenario', sideNames: names };
const scenario = (id: string, extra: Partial<ScenarioRules> = {}): ScenarioRules => ({ id, name: `Scenario ${id}`, victory: 'Win.', turnLimit: 4, setup: [], sources: [{ id: 'kills', label: 'Kills' }], ...extra });
const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => scenario(id));
const battle = (score: BattleState['score']): BattleState => ({ ...emptyBattle(), scenario: 'a', score });

describe('set up', () => {
  it('the line before a set-up, the summary after it, and the choices of who goes first', () => {
    expect(notSetLine('scenario')).toBe('No scenario set');
    expect(firstChoices(rules)).toEqual([
      ['me', 'Your gang'],
      ['them', 'Their gang'],
      [null, 'Not said'],
    ]);
    expect(firstWords(rules, 'them')).toBe('their gang first');
    expect(setupSummary(rules, list[0], 'me')).toBe('Scenario a · your gang first');
    expect(setupSummary(rules, list[0], null)).toBe('Scenario a · who goes first not said');
    expect(setupSummary(rules, undefined, null)).toBe('No scenario set · who goes first not said');
    expect(turnLimitWords(3)).toBe('3 turns');
    expect(turnLimitWords(1)).toBe('1 turn');
    expect(turnLimitWords(null)).toBe('No turn limit');
    expect(rulesLinkWords(list[1]!)).toBe('The rules of the Scenario b');
  });

  it('a seeded roll: the same seed gives the same scenario and face; seeds reach every scenario; no list rolls nothing', () => {
    const roll = rollScenario(list, createRng('k3m9qa'))!;
    expect(rollScenario(list, createRng('k3m9qa'))).toEqual(roll);
    expect(roll.sides).toBe(7);
    expect(roll.face).toBeGreaterThanOrEqual(1);
    expect(roll.face).toBeLessThanOrEqual(7);
    expect(roll.scenario).toBe(list[roll.face - 1]);
    expect(rollWords(roll)).toBe(`Rolled ${roll.face} on a die of 7 (seed k3m9qa): Scenario ${roll.scenario.id}`);
    const seen = new Set(Array.from({ length: 200 }, (_, i) => rollScenario(list, createRng(`seed${i}`))!.scenario.id));
    expect([...seen].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    // The face is the roller's: a die whose face is always 7 gives the seventh.
    expect(rollScenario(list, { seed: 'x', int: (_lo, hi) => hi })!.scenario.id).toBe('g');
    expect(rollScenario([], createRng('k3m9qa'))).toBeNull();
  });

  it('the set-up in the log: the roll named only when the scenario set is the one rolled', () => {
    const roll = rollScenario(list, createRng('k3m9qa'))!;
    expect(setupText(rules, roll.scenario, 'them', roll)).toBe(`Scenario: Scenario ${roll.scenario.id} (rolled ${roll.face} on a die of 7, seed k3m9qa); their gang first`);
    const other = list.find((s) => s !== roll.scenario)!;
    expect(setupText(rules, other, null, roll)).toBe(`Scenario: Scenario ${other.id}; who goes first not said`);
    expect(setupText({ noun: 'mission', sideNames: names }, null, 'me')).toBe('No mission set; your gang first');
  });
});

describe('the score', () => {
  it('the turn: of the limit, the last, over; no limit', () => {
    expect(turnLine(2, 3)).toBe('Round 2 of 3');
    expect(turnLine(3, 3)).toBe('Round 3 of 3, the last');
    expect(turnLine(4, 3)).toBe('Round 3 of 3 is over');
    expect(turnLine(7, null)).toBe('Round 7');
    // Points go to the round being played; once the last is over, to the last.
    expect(defaultScoreRound(2, 3)).toBe(2);
    expect(defaultScoreRound(4, 3)).toBe(3);
    expect(defaultScoreRound(9, null)).toBe(9);
    expect(roundOption(2, 2)).toBe('Round 2 (now)');
    expect(roundOption(1, 2)).toBe('Round 1');
  });

  it('both sides only where the game is not solo; a source of one side only is that side’s', () => {
    expect(scoringSides(rules)).toEqual(['me', 'them']);
    expect(scoringSides({ solo: true })).toEqual(['me']);
    const s = scenario('x', { sources: [{ id: 'caches', label: 'Caches' }, { id: 'gizmos', label: 'Gizmos', side: 'me' }] });
    expect(sourcesOf(s, 'me').map((x) => x.id)).toEqual(['caches', 'gizmos']);
    expect(sourcesOf(s, 'them').map((x) => x.id)).toEqual(['caches']);
    expect(counterLabel(rules, 'them', { label: 'Caches' })).toBe('Their gang: Caches');
    expect(historyCaption(rules, 'me')).toBe('Your gang, round by round');
  });

  it('the score in a line: a pair for one source, VP when sources count as VP, each source otherwise', () => {
    const b = battle({ me: { kills: [1, 0, 2], vp: [3] }, them: { kills: [0, 1] } });
    expect(scoreWords(scenario('a'), b, ['me', 'them'])).toBe('3–1');
    expect(scoreWords(scenario('a'), b, ['me'])).toBe('3');
    expect(scoreSummary(scenario('a', { turnLimit: 3 }), b, 2, ['me', 'them'])).toBe('Score 3–1 · Round 2 of 3');
    const vp = scenario('v', { sources: [{ id: 'kills', label: 'Kills', vp: 2 }, { id: 'vp', label: 'VP', vp: 1 }, { id: 'marks', label: 'Marks' }] });
    expect(scoreWords(vp, b, ['me', 'them'])).toBe('9–2 VP');
    const two = scenario('t', { sources: [{ id: 'kills', label: 'Kills' }, { id: 'vp', label: 'Caches' }] });
    expect(scoreWords(two, b, ['me', 'them'])).toBe('Kills 3–1, Caches 3–0');
    expect(scoreWords(scenario('n', { sources: [] }), b, ['me', 'them'])).toBe('nothing scored');
  });

  it('round by round: the points of a round, and as many rounds as were scored in or played up to the limit', () => {
    const b = battle({ me: { kills: [1, 0, 2] }, them: { kills: [0, 1] } });
    expect(roundPoints(b, 'me', 'kills', 3)).toBe(2);
    expect(roundPoints(b, 'them', 'kills', 3)).toBe(0);
    expect(roundPoints(b, 'them', 'vp', 1)).toBe(0);
    expect(historyRounds(b, 2, 4)).toBe(3);
    expect(historyRounds(emptyBattle(), 2, 4)).toBe(2);
    expect(historyRounds(emptyBattle(), 6, 4)).toBe(4);
  });

  it('a point taken back comes off a round that has it: otherwise the words say which round to pick', () => {
    const b = battle({ me: { kills: [1, 0, 2] }, them: {} });
    const kills = { id: 'kills', label: 'Kills' };
    expect(scoreRefusal(b, 'me', kills, 3, -2)).toBeNull();
    expect(scoreRefusal(b, 'me', kills, 2, 1)).toBeNull();
    expect(scoreRefusal(b, 'me', kills, 2, -1)).toBe('Round 2 has no Kills to take back: pick the round they were scored in.');
    expect(scoreRefusal(b, 'me', kills, 3, -3)).toBe('Round 3 has only 2 Kills to take back: pick the round the others were scored in.');
    expect(scoreRefusal(b, 'them', kills, 1, -1)).toBe('Round 1 has no Kills to take back: pick the round they were scored in.');
    expect(scoreRefusal(b, 'me', kills, 1, 1.5)).toBe('A change of more than 999 at once is not taken.');
    expect(scoreRefusal(b, 'me', kills, 1, Number.NaN)).toBe('A change of more than 999 at once is not taken.');
  });
});

describe('the standing and End game', () => {
  it('the standing points at End game; nothing while the game goes on', () => {
    expect(standingLine({ outcome: 'win', text: 'Turn 3 is over. Your club killed more enemy Heroes (2 to 1): you win.', ends: true })).toBe(
      'Turn 3 is over. Your club killed more enemy Heroes (2 to 1): you win. End game records the result.',
    );
    expect(standingLine(null)).toBeNull();
  });

  it('End game’s proposal: decided by the rule (preselected), or the players’ (nothing preselected); none without a battle', () => {
    expect(endProposal({ outcome: 'loss', text: 'They win.', ends: false })).toEqual({ outcome: 'loss', text: 'By the score: They win.', decided: true });
    expect(endProposal({ outcome: null, text: 'A tie: agree the result.', ends: false })).toEqual({ outcome: null, text: 'A tie: agree the result.', decided: false });
    expect(endProposal(null)).toBeNull();
  });

  it('the note End game fills in: the scenario and each source’s score, both sides (or the side that scores it)', () => {
    const s = scenario('a', { sources: [{ id: 'kills', label: 'Kills' }, { id: 'gizmos', label: 'Gizmos', side: 'me' }] });
    const state = { battle: battle({ me: { kills: [2], gizmos: [1] }, them: { kills: [1] } }) };
    expect(scoreNote(s, state, ['me', 'them'])).toBe('Scenario a: Kills 2–1, Gizmos 1');
    expect(scoreNote(s, {}, ['me'])).toBe('Scenario a: Kills 0, Gizmos 0');
    expect(scoreNote(scenario('b', { name: 'x'.repeat(300), sources: [] }), state, ['me']).length).toBe(200);
  });
});
