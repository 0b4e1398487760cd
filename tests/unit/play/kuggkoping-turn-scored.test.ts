/**
 * Kuggköping's enemy turn counts its kills and the warband's claimed Gizmos into the mission's score
 * (issue 35: nothing entered twice; src/games/kuggkoping/play-turn.ts withTurnStep). An enemy at 0
 * grit is killed (KB 1634-1636), a Draugar failing to stand up too (KB 1740-1742); the Boss Fight is
 * won by killing the Big Boss (its "Big Boss killed"); a Gizmo the warband claims on the board
 * (KB 1258-1265) is a Gizmo claimed. A model taken off by hand is not a kill. With no mission set,
 * the Gizmos go on the warband's own counter.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { activationToolData } from '../tools/tool-data';
import { GIZMOS_COUNTER, kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import { newGame, patchOf, readGame, shownCounters, take, undoStep, type GameDoc, type PlayState } from '../../../src/play';
import { addEnemy, claimGizmo, damageEnemy, enemyProfile, placeGizmo, readTurn, removeModel, setGritLost, setSettings, standUp, type TurnData, type TurnState } from '../../../src/games/kuggkoping/turn';
import { gameTurn, turnStepText, turnTallied, withTurnStep } from '../../../src/games/kuggkoping/play-turn';

const data = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;
const book = bookData();
const rules = kuggkopingPlay(book);
const roster = example('kuggkoping') as Roster;
const at = (s: number) => new Date(Date.UTC(2026, 11, 1, 20, 0, s));

/** A game in `round`, played as `scenario` (null: no mission set). */
function game(scenario: string | null, round = 2): PlayState {
  const s = newGame(rules, roster, null, at(0)).state;
  return scenario === null ? { ...s, round } : { ...s, round, battle: { scenario, first: null, score: { me: {}, them: {} } } };
}

/** The game's turn with a Grunt (and more of `types`). */
function turnWith(state: PlayState, ...types: string[]): TurnState {
  return types.reduce((t, type) => addEnemy(t, data, type), gameTurn(roster, state, data, 'seed-3', book));
}

const fullGrit = (t: TurnState, i = 0) => enemyProfile(t, data, t.enemies[i]!).fullGrit;

describe('the enemy turn’s kills and Gizmos counted into the score', () => {
  it('a Grunt killed at 0 grit (KB 1634-1636) is one more Enemies killed this round, said in the step', () => {
    const s = game('looting');
    const before = turnWith(s, 'grunt');
    const { state: after, step } = damageEnemy(before, data, before.enemies[0]!.id, fullGrit(before));
    expect(step).toMatch(/^Grunt 1 takes \d+ damage: killed at 0 grit and removed/);
    expect(turnTallied(before, after)).toEqual({ kills: 1, bosses: 0, gizmos: 0 });
    const { state: next, counted } = withTurnStep(s, before, after);
    expect(next.battle!.score.me.kills).toEqual([0, 1]);
    expect(counted).toBe(' (counted in the score: Enemies killed +1)');
    // Damage short of 0 grit counts nothing.
    const hurt = damageEnemy(before, data, before.enemies[0]!.id, 1).state;
    expect(withTurnStep(s, before, hurt)).toMatchObject({ counted: '' });
    expect(withTurnStep(s, before, hurt).state.battle!.score.me.kills).toBeUndefined();
  });

  it('the grit typed in to 0 is a kill too, and its step says so; a model taken off by hand is not', () => {
    const s = game('looting');
    const before = turnWith(s, 'grunt', 'grunt');
    const typed = setGritLost(before, data, before.enemies[1]!.id, fullGrit(before, 1));
    expect(turnStepText(before, typed, data)).toBe('Grunt 2 killed at 0 grit and removed');
    expect(withTurnStep(s, before, typed).state.battle!.score.me.kills).toEqual([0, 1]);
    const byHand = removeModel(before, before.enemies[1]!.id);
    expect(turnStepText(before, byHand, data)).toBe('Enemy turn: removed Grunt 2');
    expect(withTurnStep(s, before, byHand)).toMatchObject({ counted: '' });
  });

  it('the Big Boss killed in the Boss Fight is its "Big Boss killed" as well (K19)', () => {
    const boss = data.enemyTypes.find((t) => t.boss)!;
    const s = game('boss-fight', 4);
    const before = turnWith(s, boss.id);
    const after = setGritLost(before, data, before.enemies[0]!.id, fullGrit(before));
    const { state: next, counted } = withTurnStep(s, before, after);
    expect(next.battle!.score.me).toEqual({ kills: [0, 0, 0, 1], 'boss-killed': [0, 0, 0, 1] });
    expect(counted).toBe(' (counted in the score: Enemies killed +1, Big Boss killed)');
    // The Big Boss already marked killed by hand: the kill counts, the mark stays at its most and is not said again.
    const marked = { ...s, battle: { ...s.battle!, score: { me: { 'boss-killed': [0, 0, 1] }, them: {} } } };
    expect(withTurnStep(marked, before, after)).toMatchObject({ counted: ' (counted in the score: Enemies killed +1)' });
    expect(withTurnStep(marked, before, after).state.battle!.score.me['boss-killed']).toEqual([0, 0, 1]);
    // Another mission has no such source: the kill alone.
    expect(withTurnStep(game('looting', 4), before, after).state.battle!.score.me).toEqual({ kills: [0, 0, 0, 1] });
  });

  it('a Draugar at 0 grit is knocked down, not counted; failing its roll to stand up kills it, counted then (KB 1740-1742)', () => {
    const s = game('looting');
    const before = setSettings(turnWith(s, 'grunt'), { enemyFaction: 'draugar' });
    const down = setGritLost(before, data, before.enemies[0]!.id, fullGrit(before));
    expect(down.enemies[0]!.down).toBe(true);
    expect(turnTallied(before, down).kills).toBe(0);
    const failed = standUp(down, data, down.enemies[0]!.id, 1);
    expect(failed.step).toMatch(/does not stand up, killed$/);
    expect(withTurnStep(s, down, failed.state).state.battle!.score.me.kills).toEqual([0, 1]);
  });

  it('a Gizmo the warband claims on the board is a Gizmo claimed in a mission, and on the warband’s own counter without one', () => {
    const board = { width: 8, height: 8, terrain: [] };
    const before = placeGizmo({ ...turnWith(game('looting'), 'grunt'), board }, { x: 2, y: 2 });
    const claimed = claimGizmo(before, data, { x: 2, y: 2 }, 'warband').state;
    expect(withTurnStep(game('looting'), before, claimed)).toMatchObject({ counted: ' (counted in the score: Gizmos claimed +1)' });
    expect(withTurnStep(game('looting'), before, claimed).state.battle!.score.me.gizmos).toEqual([0, 1]);
    const free = withTurnStep(game(null), before, claimed);
    expect(free.state.counters[GIZMOS_COUNTER]).toBe(1);
    expect(free.counted).toBe(' (counted in the score: Gizmos claimed (no mission set) +1)');
    // An enemy claiming it counts nothing for the warband.
    const theirs = claimGizmo(before, data, { x: 2, y: 2 }, before.enemies[0]!.id).state;
    expect(withTurnStep(game('looting'), before, theirs)).toMatchObject({ counted: '' });
  });

  it('the warband’s own Gizmos counter is shown with no mission set, and in a mission only while it holds any (its note then says to move them)', () => {
    const ids = (s: PlayState) => shownCounters(rules.gameCounters(roster), s).map((c) => c.id);
    expect(ids(game(null))).toContain(GIZMOS_COUNTER);
    expect(ids(game('looting'))).not.toContain(GIZMOS_COUNTER);
    expect(ids({ ...game('looting'), counters: { ...game('looting').counters, [GIZMOS_COUNTER]: 2 } })).toContain(GIZMOS_COUNTER);
    // The Tinker dice stay in every state.
    expect(ids(game('looting'))).toEqual(ids(game(null)).filter((id) => id !== GIZMOS_COUNTER));
  });

  it('is one step of the game: Undo takes the kill off the turn and out of the score together', () => {
    let doc: GameDoc = newGame(rules, roster, null, at(0)) as GameDoc;
    doc = take(rules, roster, doc, { kind: 'setup', scenario: 'looting', first: null }, 'set up', at(1));
    const before = turnWith(doc.state, 'grunt');
    doc = take(rules, roster, doc, { kind: 'patch', patch: patchOf(doc.state, withTurnStep(doc.state, gameTurn(roster, doc.state, data, 'seed-3', book), before).state) }, 'added', at(2));
    const after = damageEnemy(before, data, before.enemies[0]!.id, fullGrit(before)).state;
    doc = take(rules, roster, doc, { kind: 'patch', patch: patchOf(doc.state, withTurnStep(doc.state, before, after).state) }, 'killed', at(3));
    expect(doc.state.battle!.score.me.kills).toEqual([1]);
    const back = undoStep(rules, roster, doc, at(4))!.doc;
    expect(back.state.battle!.score.me.kills ?? []).toEqual([]);
    expect(gameTurn(roster, back.state, data, 'x', book).enemies.map((e) => e.name)).toEqual(['Grunt 1']);
  });

  it('a game saved by an older site (the real version-2 fixture, its turn with a Grunt) opens with no tallies, and its first kill counts once', () => {
    const old = readGame(rules, JSON.parse(readFileSync('tests/unit/fixtures/saved-games/v2-kuggkoping.json', 'utf8')));
    const played = rules.parse(old.roster);
    const before = gameTurn(played, old.state, data, 'unused', book);
    expect(before.enemies.map((e) => e.name)).toContain('Grunt 1');
    expect([before.killed, before.bossesKilled, before.claimed]).toEqual([undefined, undefined, undefined]);
    const grunt = before.enemies.find((e) => e.name === 'Grunt 1')!;
    const after = damageEnemy(before, data, grunt.id, enemyProfile(before, data, grunt).gritLeft).state;
    const inMission = { ...old.state, battle: { scenario: 'looting', first: null, score: { me: {}, them: {} } } };
    expect(withTurnStep(inMission, before, after).state.battle!.score.me.kills).toEqual([0, 1]);
  });

  it('the tallies are kept with the saved turn; a turn saved before them reads as none', () => {
    const before = turnWith(game('looting'), 'grunt');
    const after = damageEnemy(before, data, before.enemies[0]!.id, fullGrit(before)).state;
    expect(readTurn(JSON.parse(JSON.stringify(after)), data)).toMatchObject({ killed: 1 });
    expect(readTurn(JSON.parse(JSON.stringify(before)), data).killed).toBeUndefined();
    expect(readTurn({ ...JSON.parse(JSON.stringify(after)), killed: -3, claimed: 'many' }, data)).not.toHaveProperty('killed');
  });
});
