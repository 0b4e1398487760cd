import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { activationToolData } from '../tools/tool-data';
import { kuggkopingPlay, TURN_SIDE_KEY } from '../../../src/games/kuggkoping/play';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import { act, changeDamage, newGame, nextRound, readGame, setStatus, undoStep, type GameDoc } from '../../../src/play';
import { addEnemy, nextEnemy, outcome, rollEnemy, setTicks, type TurnData } from '../../../src/games/kuggkoping/turn';
import { GAME_TURN_NEWER, gameTurn, hasNewerTurn, turnStepText, warbandCharacters, withGameTurn } from '../../../src/games/kuggkoping/play-turn';
import { drawBoard, pressTurnBoard } from '../../../src/games/kuggkoping/turn-board';

// The enemy turn inside a Kuggköping game: kept in the game's own state (PlayState.own), the warband's
// Characters with their grit from the game, each change a step in words, Next round keeps the enemies.

const data = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;
const book = bookData();
const rules = kuggkopingPlay(book);
const base = example('kuggkoping') as Roster;
const roster: Roster = { ...base, characters: [...base.characters, { ...base.characters[0]!, name: 'Sven', archetype: 'Knuckle Buster', foreman: false }] };
const at = (n: number) => new Date(Date.UTC(2026, 10, 26, 12, n));
const grunt = data.enemyTypes.find((t) => !t.boss)!;

describe('the enemy turn in a Kuggköping game', () => {
  it('its Characters are the warband’s, by archetype, grit lost from the game’s damage, those out left off', () => {
    let s = newGame(rules, roster, null, at(0)).state;
    s = changeDamage(rules, roster, s, 1, 1);
    const chars = warbandCharacters(roster, s, data);
    expect(chars.map((c) => [c.id, c.name, data.archetypes.find((a) => a.id === c.archetype)!.name, c.gritLost])).toEqual([
      ['c1', roster.characters[0]!.name, roster.characters[0]!.archetype, 0],
      ['c2', 'Sven', 'Knuckle Buster', 1],
    ]);
    s = setStatus(s, 0, { out: true });
    expect(warbandCharacters(roster, s, data).map((c) => c.id)).toEqual(['c2']);
  });

  it('each change is a step in words, saved in the game, read back and undone', () => {
    let doc: GameDoc = newGame(rules, roster, null, at(0));
    const step = (f: (t: ReturnType<typeof gameTurn>) => ReturnType<typeof gameTurn>, n: number) => {
      const t = gameTurn(roster, doc.state, data, 'seed-1');
      const next = f(t);
      doc = act(doc, turnStepText(t, next, data), withGameTurn(doc.state, next), at(n));
    };
    step((t) => addEnemy(t, data, grunt.id), 1);
    step((t) => addEnemy(t, data, grunt.id), 2);
    expect(doc.steps.map((s) => s.text)).toEqual([`Enemy turn: added ${grunt.name} 1`, `Enemy turn: added ${grunt.name} 2`]);
    step((t) => setTicks(t, 'e1', { lineOfSight: true }), 3);
    expect(doc.steps.at(-1)!.text).toBe(`${grunt.name} 1: sees a Character, not adjacent`);
    step((t) => rollEnemy(t, 'e1'), 4);
    const turn = gameTurn(roster, doc.state, data, 'other');
    const o = outcome(turn, data, 'e1')!;
    expect(doc.steps.at(-1)!.text).toBe(`${grunt.name} 1 rolled ${turn.enemies[0]!.roll!.face}: ${o.name}`);
    step((t) => nextEnemy(t, 'e2'), 5); // without a board the players pick who goes next
    expect(doc.steps.at(-1)!.text).toBe(`${grunt.name} 1 activated; next: ${grunt.name} 2`);

    // Saved and read back: the same turn (the seed too), the Characters the warband's.
    const read = readGame(rules, JSON.parse(JSON.stringify(doc)));
    const again = gameTurn(roster, read.state, data, 'other');
    expect(again).toEqual(gameTurn(roster, doc.state, data, 'other'));
    expect(again.seed).toBe('seed-1');
    expect(again.order).toEqual(['e1']);
    expect(again.current).toBe('e2');
    // Undo takes back exactly the last turn step.
    const back = undoStep(rules, roster, read, at(9))!;
    expect(back.undone).toBe(`${grunt.name} 1 activated; next: ${grunt.name} 2`);
    const undone = gameTurn(roster, back.doc.state, data, 'other');
    expect(undone.order).toEqual([]);
    expect(undone.current).toBe('e1');
    expect(undone.enemies[0]!.roll?.face).toBe(turn.enemies[0]!.roll!.face);
  });

  it('Next round keeps the enemies and their situations, clears activations and rolls, with a new seed', () => {
    let s = newGame(rules, roster, null, at(0)).state;
    let t = gameTurn(roster, s, data, 'seed-1');
    t = setTicks(addEnemy(addEnemy(t, data, grunt.id), data, grunt.id), 'e1', { adjacent: true });
    t = nextEnemy(rollEnemy(t, 'e1'));
    s = withGameTurn(s, t);
    const after = gameTurn(roster, nextRound(rules, roster, s), data, 'unused');
    expect(after.enemies.map((e) => [e.id, e.activated, e.roll, e.ticks.adjacent])).toEqual([
      ['e1', false, undefined, true],
      ['e2', false, undefined, false],
    ]);
    expect(after.order).toEqual([]);
    expect(after.seed).toBe('seed-1/r2');
    expect(gameTurn(roster, nextRound(rules, roster, nextRound(rules, roster, s)), data, 'x').seed).toBe('seed-1/r3');
    // A game with no turn yet gets none from Next round.
    expect(nextRound(rules, roster, newGame(rules, roster, null, at(0)).state).own).toBeUndefined();
  });

  it('the board is kept in the game: each Character keeps its space through a save, a reload and Undo; one out of the game leaves it', () => {
    let doc: GameDoc = newGame(rules, roster, null, at(0));
    const step = (f: (t: ReturnType<typeof gameTurn>) => { turn: ReturnType<typeof gameTurn>; text: string }, n: number) => {
      const r = f(gameTurn(roster, doc.state, data, 'seed-b'));
      doc = act(doc, r.text, withGameTurn(doc.state, r.turn), at(n));
    };
    const press = (x: number, y: number, place: string) => (t: ReturnType<typeof gameTurn>) => {
      const r = pressTurnBoard(t, data, { x, y }, { tool: 'place', place });
      if (!r.ok) throw new Error(r.problem);
      return { turn: r.turn, text: r.step! };
    };
    step((t) => ({ turn: addEnemy(drawBoard(t), data, grunt.id), text: 'Enemy turn: a board drawn' }), 1);
    step(press(0, 0, 'c1'), 2);
    step(press(5, 5, 'c2'), 3);
    step(press(0, 2, 'e1'), 4);
    expect(doc.steps.map((x) => x.text).slice(-3)).toEqual([`Board: ${roster.characters[0]!.name} placed on A1`, 'Board: Sven placed on F6', `Board: ${grunt.name} 1 placed on A3`]);
    const read = readGame(rules, JSON.parse(JSON.stringify(doc)));
    const t = gameTurn(roster, read.state, data, 'other');
    expect(t.characters.map((c) => c.at)).toEqual([
      { x: 0, y: 0 },
      { x: 5, y: 5 },
    ]);
    expect(t.board).toMatchObject({ width: 8, height: 12 });
    expect(t.current).toBe('e1');
    // Undo takes back the last placement only.
    expect(gameTurn(roster, undoStep(rules, roster, read, at(99))!.doc.state, data, 'other').enemies[0]!.at).toBeUndefined();
    // Sven out of the game is off the turn and its board.
    const out = gameTurn(roster, setStatus(read.state, 1, { out: true }), data, 'other');
    expect(out.characters.map((c) => [c.id, c.at])).toEqual([['c1', { x: 0, y: 0 }]]);
  });

  it('a turn a newer site saved in the game is said to be newer, and neither the page nor Next round changes it', () => {
    const s = newGame(rules, roster, null, at(0)).state;
    const newer = { v: 2, seed: 'from-the-future', enemies: [{ id: 'e1', future: true }], order: [] };
    const kept = { ...s, own: { [TURN_SIDE_KEY]: newer } };
    expect(hasNewerTurn(kept)).toBe(true);
    expect(GAME_TURN_NEWER).toMatch(/^The enemy turn kept in this game was saved by a newer version of this site/);
    // Next round moves the round on and leaves the newer turn byte for byte.
    const after = nextRound(rules, roster, kept);
    expect(after.round).toBe(2);
    expect(JSON.stringify((after.own as Record<string, unknown>)[TURN_SIDE_KEY])).toBe(JSON.stringify(newer));
    // A damaged turn is not newer (it is replaced by a new turn), and a game with no turn has none.
    expect(hasNewerTurn({ ...s, own: { [TURN_SIDE_KEY]: { v: 'x' } } })).toBe(false);
    expect(hasNewerTurn(s)).toBe(false);
    expect(hasNewerTurn(withGameTurn(s, gameTurn(roster, s, data, 'seed-1')))).toBe(false);
  });

  it('a damaged saved turn is a new turn, never a crash', () => {
    const s = { ...newGame(rules, roster, null, at(0)).state, own: { [TURN_SIDE_KEY]: { v: 99 } } };
    const t = gameTurn(roster, s, data, 'fresh');
    expect([t.seed, t.enemies.length, t.characters.length]).toEqual(['fresh', 0, 2]);
    // Next round leaves a saved turn it cannot read as it is.
    for (const bad of [{ v: 99 }, 'text', { seed: 's', enemies: 'none' }]) {
      const odd = { ...s, own: { [TURN_SIDE_KEY]: bad } };
      expect(nextRound(rules, roster, odd).own).toEqual(odd.own);
    }
  });
});
