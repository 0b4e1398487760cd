import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import { act, newGame, PLAY_SIDE_LIMIT, readGame, undoStep, type GameDoc } from '../../../src/play';

// PlayState.own: a game's own state, opaque to the kit (Kuggköping's enemy turn), saved with the game
// and in each step that set it; read back only as a plain object within PLAY_SIDE_LIMIT characters of JSON.

const rules = kuggkopingPlay(bookData());
const roster = example('kuggkoping') as Roster;
const at = (n: number) => new Date(Date.UTC(2026, 10, 26, 12, n));
const own = { enemyTurn: { v: 1, seed: 'abc', enemies: [{ id: 'e1', name: 'Grunt 1' }], order: [] } };

/** A game with one step that set `own` (its before has none), as JSON saved and loaded. */
function saved(value: unknown): GameDoc {
  const doc = newGame(rules, roster, null, at(0));
  const stepped = act(doc, 'Enemy turn: added Grunt 1', { ...doc.state, own: value as Record<string, unknown> }, at(1));
  return JSON.parse(JSON.stringify(stepped)) as GameDoc;
}

describe('PlayState.own', () => {
  it('readGame keeps a plain object, in the state and in the step that set it, and Undo goes back to the one before', () => {
    const json = saved(own);
    const before = { enemyTurn: { v: 1, seed: 'old', enemies: [], order: [] } };
    json.base.state = { ...json.base.state, own: before };
    const read = readGame(rules, json);
    expect(read.state.own).toEqual(own);
    expect(read.steps[0]!.cmd).toEqual({ kind: 'patch', patch: { own } });
    expect(undoStep(rules, roster, read, at(2))!.doc.state.own).toEqual(before);
    // A game saved before the field existed reads back without it.
    const old = saved(undefined);
    expect('own' in readGame(rules, old).state).toBe(false);
  });

  it('drops an own part that is not a plain object, or too large, and keeps the rest of the game', () => {
    for (const bad of [[1, 2], 'text', 7, null, true]) {
      const read = readGame(rules, saved(bad));
      expect(read.state.own, JSON.stringify(bad)).toBeUndefined();
      expect(read.steps[0]!.text).toBe('Enemy turn: added Grunt 1');
    }
    const huge = { notes: 'x'.repeat(PLAY_SIDE_LIMIT) };
    expect(readGame(rules, saved(huge)).state.own).toBeUndefined();
    const fits = { notes: 'x'.repeat(PLAY_SIDE_LIMIT - 20) };
    expect(readGame(rules, saved(fits)).state.own).toEqual(fits);
  });
});
