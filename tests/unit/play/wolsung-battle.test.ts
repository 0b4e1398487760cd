/**
 * Wolsung SSG's battle (src/games/wolsung/battle.ts): the quick start's starting game as the play
 * view's set-up and score. wolsung.txt l.23 (the First Player), l.25 (3 turns; the starting game
 * goes to whoever has killed more enemy Heroes when turn 3 ends), l.89 (a model at 0 W is killed). Ties and a game stopped early: the book names no
 * winner, so the result is the players' (no ruling W1-W9 says otherwise).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { wolsungPlay } from '../../../src/games/wolsung/play';
import { wolsungBookData } from '../../../src/games/wolsung/book-data';
import { HEROES, startingGameResult, STARTING_GAME, wolsungBattle } from '../../../src/games/wolsung/battle';
import { foldLegacyHeroes, HEROES_KILLED, legacyFoldText, legacyNote } from '../../../src/games/wolsung/play';
import type { Roster } from '../../../src/games/wolsung/roster-format';
import { act, battleOf, battleResult, battleStanding, newGame, readGame, scenarioOf, startState, stepText, take, totalsOf, undoStep, type GameDoc, type PlayCommand } from '../../../src/play';

const data = wolsungBookData();
// The play page gives the rules their battle once its code has loaded; here it is given at once.
const rules = wolsungPlay(data, undefined, wolsungBattle(data.scenarios));
const json = example('wolsung');
const roster = rules.parse(json) as Roster;
const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 10, 0, n));
const starting = () => rules.battle!.scenarios(roster).find((s) => s.id === STARTING_GAME)!;

function play(cmds: PlayCommand[], from: GameDoc = newGame(rules, json, 'r1', at(0))): GameDoc {
  return cmds.reduce((d, cmd, i) => take(rules, roster, d, cmd, stepText(rules, roster, d.state, cmd), at(i + 1), 'A'), from);
}
const setup: PlayCommand = { kind: 'setup', scenario: STARTING_GAME, first: 'me' };
const kill = (side: 'me' | 'them', round: number, by = 1): PlayCommand => ({ kind: 'score', side, source: HEROES, round, by });
const next = (from: number): PlayCommand => ({ kind: 'next-round', from });

describe('the starting game from the data (l.23-25)', () => {
  it('l.25: one game, 3 turns, its number in content/wolsung/data/scenarios.yaml; its one source is enemy Heroes killed, by both clubs', () => {
    expect(data.scenarios.map((s) => [s.id, s.turns])).toEqual([[STARTING_GAME, 3]]);
    const game = starting();
    expect(game.name).toBe('Starting game');
    expect(game.turnLimit).toBe(3);
    expect(game.atLimit).toBe('Turn 3 is over.');
    expect(game.sources).toEqual([{ id: HEROES, label: 'Enemy Heroes killed', max: 99 }]);
    expect(game.endgame).toBeUndefined(); // nothing in the quick start ends the game before turn 3 does
    expect(game.href).toBe('/wolsung/rules/getting-started/#game-length-and-victory');
    // l.23: the First Player, deployment and the table, in our words.
    expect(game.setup.map((n) => n.label)).toEqual(['First Player', 'Deployment', 'Table']);
    expect(rules.battle!.suggested!(roster)).toBe(STARTING_GAME);
    expect(rules.battle!.sideNames).toEqual({ me: 'Your club', them: 'Their club' });
    expect(rules.battle!.solo).toBeUndefined();
    expect(rules.battle!.rollable).toBeUndefined();
  });

  it('l.25: the rules page that states the 3 turns reads them from the data (no number typed twice)', () => {
    const page = readFileSync('content/wolsung/rules/getting-started.mdx', 'utf8');
    const section = page.slice(page.indexOf('## Game length and victory'), page.indexOf('## Placing terrain'));
    expect(section).toContain('{turns}');
    expect(section).not.toMatch(/\b3\b/);
    expect(page).toContain("getCollection('wolsungScenarios')");
  });

  it('a list of games with no starting game suggests the first; an empty list suggests none', () => {
    const other = { ...data.scenarios[0]!, id: 'other-game', name: 'Other' };
    expect(wolsungBattle([other]).suggested!(roster)).toBe('other-game');
    expect(wolsungBattle([]).suggested!(roster)).toBeNull();
  });
});

describe('the winner at the end of turn 3 (l.25)', () => {
  it('l.25: a worked game: 2 enemy Heroes killed to 1 over three turns; at the end of turn 3 your club wins', () => {
    let doc = play([setup, kill('me', 1), next(1), kill('them', 2), next(2)]);
    expect(battleOf(doc.state)).toMatchObject({ scenario: STARTING_GAME, first: 'me', score: { me: { heroes: [1] }, them: { heroes: [0, 1] } } });
    const game = scenarioOf(rules.battle, roster, doc.state)!;
    // Turn 3 is being played: the game goes on, nothing is decided.
    expect(doc.state.round).toBe(3);
    expect(battleStanding(game, doc.state)).toBeNull();
    doc = play([kill('me', 3)], doc);
    expect(totalsOf(battleOf(doc.state), game.sources)).toEqual({ me: { heroes: 2 }, them: { heroes: 1 } });
    // End game pressed during turn 3, the last: the rule decides.
    expect(battleResult(game, doc.state)).toEqual({ outcome: 'win', text: 'Your club killed more enemy Heroes (2 to 1): you win.', ends: false });
    // Next round after turn 3: the game is over, and the standing says so.
    doc = play([next(3)], doc);
    expect(battleStanding(game, doc.state)).toEqual({ outcome: 'win', text: 'Turn 3 is over. Your club killed more enemy Heroes (2 to 1): you win.', ends: true });
    expect(battleResult(game, doc.state)!.outcome).toBe('win');
  });

  it('l.25: their club killed more: they win; a Hero taken back with Undo changes the winner', () => {
    let doc = play([setup, kill('them', 1, 2), next(1), next(2), kill('me', 3), next(3)]);
    const game = starting();
    expect(battleStanding(game, doc.state)).toEqual({ outcome: 'loss', text: 'Turn 3 is over. Their club killed more enemy Heroes (2 to 1): they win.', ends: true });
    doc = play([kill('me', 3)], doc);
    expect(battleStanding(game, doc.state)!.outcome).toBeNull();
    doc = undoStep(rules, roster, doc, at(50), 'A')!.doc;
    expect(battleStanding(game, doc.state)!.outcome).toBe('loss');
  });

  it('l.25 (a tie): as many enemy Heroes killed each: the book names no winner, so the result is the players’', () => {
    expect(startingGameResult(3, 3, 1, 1)).toEqual({ outcome: null, text: 'Both clubs killed 1 enemy Hero: the quick start names no winner for a tie, so agree the result between you.', ends: false });
    expect(startingGameResult(3, 4, 0, 0).text).toBe('Both clubs killed 0 enemy Heroes: the quick start names no winner for a tie, so agree the result between you.');
  });

  it('l.25 (stopped early): ended before turn 3, the book names no winner, whoever is ahead', () => {
    expect(startingGameResult(3, 2, 2, 0)).toEqual({
      outcome: null,
      text: 'The game stopped before turn 3 was over, and the quick start names no winner then (enemy Heroes killed: 2 to 0): choose the result.',
      ends: false,
    });
    const doc = play([setup, kill('me', 1, 2)]);
    expect(battleResult(starting(), doc.state)!.outcome).toBeNull();
  });

  it('bad numbers never give NaN: a count that is not a number reads as 0', () => {
    expect(startingGameResult(3, 3, Number.NaN, Infinity).text).toBe('Both clubs killed 0 enemy Heroes: the quick start names no winner for a tie, so agree the result between you.');
    expect(startingGameResult(3, Number.NaN, 1, 0).outcome).toBeNull();
  });
});

describe('games saved with the counter of enemy Heroes killed (before the battle kept the score)', () => {
  /** A game as the site wrote it before: version 3, its count in a game counter, by steps. */
  function oldGame(): unknown {
    let doc = newGame(rules, json, 'r1', at(0));
    doc = take(rules, roster, doc, { kind: 'counter', model: null, id: HEROES_KILLED, by: 1 }, 'Enemy Heroes killed +1', at(1), 'A');
    doc = take(rules, roster, doc, { kind: 'next-round', from: 1 }, 'Next round (round 2)', at(2), 'A');
    doc = take(rules, roster, doc, { kind: 'counter', model: null, id: HEROES_KILLED, by: 1 }, 'Enemy Heroes killed +1', at(3), 'A');
    return { ...JSON.parse(JSON.stringify(doc)), version: 3 };
  }

  it('the rules before the battle has loaded (the page’s first paint) keep no battle and still read and play a game', () => {
    const early = wolsungPlay(data);
    expect(early.battle).toBeUndefined();
    const doc = play([setup, kill('me', 1)]);
    // Read with the early rules: the score steps replay the same (their source's most is in the step).
    const read = readGame(early, JSON.parse(JSON.stringify(doc)));
    expect(battleOf(read.state).score.me.heroes).toEqual([1]);
  });

  it('new games have no such counter', () => {
    expect(rules.gameCounters(roster).map((c) => c.id)).not.toContain(HEROES_KILLED);
    expect(startState(rules, roster).counters).not.toHaveProperty(HEROES_KILLED);
    expect(legacyNote(startState(rules, roster))).toBeNull();
  });

  it('an old game opens with its count (its steps still count), said under the round', () => {
    const doc = readGame(rules, oldGame());
    expect(doc.state.counters[HEROES_KILLED]).toBe(2);
    expect(rules.gameNotes!(roster, doc.state)[0]).toBe('Counted before this site kept a score: 2 enemy Heroes killed by your club. Move them into the score to count them.');
  });

  it('moved into the score in one step: the counter gone, 2 for my club in the round being played, the starting game set; Undo brings it back', () => {
    const old = readGame(rules, oldGame());
    const moved = act(old, legacyFoldText(2), foldLegacyHeroes(old.state), at(10), 'A');
    expect(moved.state.counters).not.toHaveProperty(HEROES_KILLED);
    expect(battleOf(moved.state)).toEqual({ scenario: STARTING_GAME, first: null, score: { me: { heroes: [0, 2] }, them: {} } });
    expect(legacyFoldText(2)).toBe('Moved 2 enemy Heroes killed (counted before the score) into your club’s score');
    expect(rules.gameNotes!(roster, moved.state)).toEqual([]);
    // Read again from what is saved: the same.
    const again = readGame(rules, JSON.parse(JSON.stringify(moved)));
    expect(again.state.counters).not.toHaveProperty(HEROES_KILLED);
    expect(battleOf(again.state).score.me.heroes).toEqual([0, 2]);
    const back = undoStep(rules, roster, again, at(11), 'A')!.doc;
    expect(back.state.counters[HEROES_KILLED]).toBe(2);
    expect(back.state.battle).toBeUndefined();
  });

  it('a game already set up keeps its set-up and adds the count to what is scored', () => {
    const old = readGame(rules, oldGame());
    const set = play([{ kind: 'setup', scenario: STARTING_GAME, first: 'them' }, kill('me', 1)], old);
    const moved = foldLegacyHeroes(set.state);
    expect(battleOf(moved)).toEqual({ scenario: STARTING_GAME, first: 'them', score: { me: { heroes: [1, 2] }, them: {} } });
    // Nothing to move: the state as it is.
    expect(foldLegacyHeroes(moved)).toBe(moved);
  });
});
