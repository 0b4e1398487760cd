/**
 * Kuggköping's Campfire (mission 2, Stay the night): "If an enemy model is killed, add a new enemy
 * Grunt in the center of a random board edge at the start of the next turn" (KB 2052-2054). The kills
 * are the score's Enemies killed for the turn before; the Grunts are added once, at the start of the
 * turn after, each with its edge rolled on a D4 from the turn's seed.
 */
import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { activationToolData } from '../tools/tool-data';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { battleData, bookData } from '../../../src/games/kuggkoping/book-data';
import { kuggkopingBattle } from '../../../src/games/kuggkoping/battle';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import { newGame, type PlayState } from '../../../src/play';
import { addEnemy, MAX_TURN_MODELS, removeModel, type TurnData } from '../../../src/games/kuggkoping/turn';
import { CAMPFIRE_ARRIVED, campfireArrivals, campfireDue, campfireNotice, gameTurn, withCampfireArrivals } from '../../../src/games/kuggkoping/play-turn';

const data = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;
const book = bookData();
const rules = kuggkopingPlay(book);
const roster = example('kuggkoping') as Roster;

/** A game in `round`, set up as `scenario`, with the warband's Enemies killed per turn. */
function played(scenario: string, round: number, kills: number[], counters: Record<string, number> = {}): PlayState {
  const s = newGame(rules, roster, null, new Date(Date.UTC(2026, 10, 30))).state;
  return { ...s, round, counters: { ...s.counters, ...counters }, battle: { scenario, first: null, score: { me: { kills }, them: {} } } };
}

describe('the Campfire’s Grunts (KB 2052-2054)', () => {
  it('are due at the start of the turn after a kill: one per enemy killed in the turn before, read from the score', () => {
    expect(campfireDue(played('stay-the-night-campfire', 2, [2]))).toEqual({ killed: 2, turn: 1 });
    expect(campfireDue(played('stay-the-night-campfire', 3, [2, 1]))).toEqual({ killed: 1, turn: 2 });
    // A scenario added to the mission keeps the Campfire's rule.
    expect(campfireDue(played('stay-the-night-campfire+heavy-rain', 2, [1]))).toEqual({ killed: 1, turn: 1 });
  });

  it('are due in the Campfire as the battle names it, with or without a scenario added, and in none of its other choices', () => {
    // The enemy turn spells the Campfire's id itself (importing the battle's code re-split every Kuggköping page's chunks): the battle's own ids keep it right.
    const choices = kuggkopingBattle(battleData()).scenarios(roster);
    const campfires = choices.filter((c) => campfireDue(played(c.id, 2, [1])) !== null).map((c) => c.name);
    expect(campfires.length).toBeGreaterThan(1);
    expect(campfires.every((n) => n.startsWith('Mission 2: Stay the night (Campfire)'))).toBe(true);
    expect(choices.filter((c) => c.name.startsWith('Mission 2: Stay the night (Campfire)')).map((c) => c.name)).toEqual(campfires);
  });

  it('are not due in turn 1, after a turn with no kill, once they have come this turn, or in another mission', () => {
    expect(campfireDue(played('stay-the-night-campfire', 1, [1]))).toBeNull();
    expect(campfireDue(played('stay-the-night-campfire', 3, [2, 0]))).toBeNull();
    expect(campfireDue(played('stay-the-night-campfire', 2, [2], { [CAMPFIRE_ARRIVED]: 2 }))).toBeNull();
    // The next turn's are due again after a kill in the turn they came in.
    expect(campfireDue(played('stay-the-night-campfire', 3, [2, 1], { [CAMPFIRE_ARRIVED]: 2 }))).toEqual({ killed: 1, turn: 2 });
    expect(campfireDue(played('stay-the-night-patrol', 2, [2]))).toBeNull();
    expect(campfireDue(played('looting', 2, [2]))).toBeNull();
  });

  it('join the turn as Grunts, each edge rolled on a D4 from the turn’s seed, said in the log’s words', () => {
    const turn = addEnemy(gameTurn(roster, played('stay-the-night-campfire', 2, [2]), data, 'seed-7', book), data, 'grunt');
    const { turn: next, words } = campfireArrivals(turn, data, 2, 2);
    expect(next.enemies.map((e) => [e.name, e.type, e.at])).toEqual([
      ['Grunt 1', 'grunt', undefined],
      ['Grunt 2', 'grunt', undefined],
      ['Grunt 3', 'grunt', undefined],
    ]);
    // The same seed and round roll the same edges (an Undo and a redo add the same Grunts).
    expect(campfireArrivals(turn, data, 2, 2).words).toBe(words);
    expect(words).toMatch(/^Campfire: 2 enemies killed in turn 1, so Grunt 2 at the (north|east|south|west) edge and Grunt 3 at the (north|east|south|west) edge join \(rolled on a D4, seed seed-7\); put each in the centre of its edge$/);
    // Every edge comes up across seeds, and only those four.
    const edges = new Set(Array.from({ length: 40 }, (_, i) => campfireArrivals({ ...turn, seed: `s${i}` }, data, 1, 2).words.match(/at the (\w+) edge/)![1]));
    expect([...edges].sort()).toEqual(['east', 'north', 'south', 'west']);
  });

  it('are said for one and for several, and once added the game holds them and they are due no more', () => {
    expect(campfireNotice({ killed: 1, turn: 1 })).toBe('1 enemy was killed in turn 1 (the score’s Enemies killed), so a Grunt joins now in the centre of a random board edge.');
    expect(campfireNotice({ killed: 2, turn: 3 })).toBe('2 enemies were killed in turn 3 (the score’s Enemies killed), so 2 Grunts join now, each in the centre of a random board edge.');
    const state = played('stay-the-night-campfire', 2, [2]);
    const { turn } = campfireArrivals(gameTurn(roster, state, data, 'seed-7', book), data, 2, 2);
    const after = withCampfireArrivals(state, turn);
    expect(after.counters[CAMPFIRE_ARRIVED]).toBe(2);
    expect(campfireDue(after)).toBeNull();
    expect(gameTurn(roster, after, data, 'another-seed', book).enemies.map((e) => e.name)).toEqual(['Grunt 1', 'Grunt 2']);
  });

  it('stop at the turn’s room and say how many more the book asked for', () => {
    let turn = gameTurn(roster, played('stay-the-night-campfire', 2, [3]), data, 'seed-7', book);
    while (turn.characters.length + turn.enemies.length < MAX_TURN_MODELS - 1) turn = addEnemy(turn, data, 'grunt');
    const { turn: next, words } = campfireArrivals(turn, data, 3, 2);
    expect(next.characters.length + next.enemies.length).toBe(MAX_TURN_MODELS);
    expect(words.endsWith(`. 2 Grunts more would pass the turn’s ${MAX_TURN_MODELS} models`)).toBe(true);
    // A turn already full takes none, and says so.
    const none = campfireArrivals(next, data, 1, 2);
    expect(none.turn).toBe(next);
    expect(none.words).toBe(`Campfire: 1 enemy killed in turn 1, but the turn holds its ${MAX_TURN_MODELS} models already: no Grunt joins`);
  });
});

describe('an enemy added after one of its type was killed', () => {
  it('takes the next number its type has not used, never a name already on the turn', () => {
    let turn = gameTurn(roster, played('looting', 1, []), data, 'seed-7', book);
    turn = addEnemy(addEnemy(addEnemy(turn, data, 'grunt'), data, 'grunt'), data, 'grunt');
    turn = removeModel(turn, turn.enemies[0]!.id); // Grunt 1 killed: Grunt 2 and Grunt 3 stay
    expect(addEnemy(turn, data, 'grunt').enemies.map((e) => e.name)).toEqual(['Grunt 2', 'Grunt 3', 'Grunt 4']);
  });
});
