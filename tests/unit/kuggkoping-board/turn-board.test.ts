import { describe, expect, it } from 'vitest';
import { activationToolData } from '../tools/tool-data';
import { encodeBoardState } from '../../../src/games/kuggkoping/board/link';
import { terrainFromRows } from '../../../src/games/kuggkoping/board/text';
import { addCharacter, addEnemy, candidates, emptyTurn, nextEnemy, rollEnemy, situationOf, usesBoard, type TurnData, type TurnState } from '../../../src/games/kuggkoping/turn';
import { drawBoard, NEW_ENEMY, pressTurnBoard, resizeTurnBoard, turnBoardScene, turnBoardState, turnWithBoardLink, unplaced, withoutBoard } from '../../../src/games/kuggkoping/turn-board';

// The enemy turn's board drawn in place in the play view, with the board tool's own
// presses, and a board-tool link read into a turn whose Characters are the warband's.

const data = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;
const ok = (r: ReturnType<typeof pressTurnBoard>) => {
  if (!r.ok) throw new Error(`refused: ${r.problem}`);
  return r;
};

/** Two named Characters (as the warband's would be) and two Grunts, nobody placed, a fresh 8 × 12 board. */
function table(): TurnState {
  let s = addCharacter(addCharacter(emptyTurn('board'), data, 'crack-shot'), data, 'knuckle-buster');
  s = { ...s, characters: [{ ...s.characters[0]!, name: 'Mother Cog' }, { ...s.characters[1]!, name: 'Sven' }] };
  return drawBoard(addEnemy(addEnemy(s, data, 'grunt'), data, 'grunt'));
}

describe('placing and moving on the turn’s board', () => {
  it('Place puts each model down in turn, offering the next one not on the board; then situations and order come from the board', () => {
    let s = table();
    expect(unplaced(s).map((m) => m.name)).toEqual(['Mother Cog', 'Sven', 'Grunt 1', 'Grunt 2']);
    // Without every model placed the turn is ticked and picked: the first waiting enemy is offered.
    expect(usesBoard(s)).toBe(false);
    expect(s.current).toBe('e1');
    let r = ok(pressTurnBoard(s, data, { x: 0, y: 0 }, { tool: 'place', place: 'c1' }));
    expect(r.step).toBe('Board: Mother Cog placed on A1');
    expect(r.place).toBe('c2');
    s = r.turn;
    r = ok(pressTurnBoard(s, data, { x: 7, y: 11 }, { tool: 'place', place: r.place }));
    s = r.turn;
    expect(r.place).toBe('e1');
    s = ok(pressTurnBoard(s, data, { x: 0, y: 6 }, { tool: 'place', place: 'e1' })).turn; // 6 steps from A1
    r = ok(pressTurnBoard(s, data, { x: 7, y: 10 }, { tool: 'place', place: 'e2' })); // next to Sven
    s = r.turn;
    expect(r.place).toBeUndefined();
    expect(usesBoard(s)).toBe(true);
    // Grunt 1 was offered while nobody stood on the board; Grunt 2 is the closest now and has not rolled (K13).
    expect(s.current).toBe('e2');
    expect(situationOf(s, 'e2')).toEqual({ lineOfSight: true, adjacent: true });
    expect(situationOf(s, 'e1')).toEqual({ lineOfSight: true, adjacent: false });
  });

  it('refuses a taken space, blocking terrain and a space off the board, each in words', () => {
    let s = table();
    s = ok(pressTurnBoard(s, data, { x: 1, y: 1 }, { tool: 'blocking' })).turn;
    s = ok(pressTurnBoard(s, data, { x: 0, y: 0 }, { tool: 'place', place: 'c1' })).turn;
    expect(pressTurnBoard(s, data, { x: 0, y: 0 }, { tool: 'place', place: 'c2' })).toEqual({ ok: false, problem: 'A1 already holds Mother Cog.' });
    expect(pressTurnBoard(s, data, { x: 1, y: 1 }, { tool: 'place', place: 'c2' })).toEqual({ ok: false, problem: 'B2 is blocking terrain: no model stands inside it.' });
    expect(pressTurnBoard(s, data, { x: 8, y: 0 }, { tool: 'place', place: 'c2' })).toEqual({ ok: false, problem: 'That space is not on the board.' });
    expect(pressTurnBoard(s, data, { x: 0, y: 0 }, { tool: 'blocking' })).toMatchObject({ ok: false });
    expect(pressTurnBoard(withoutBoard(s), data, { x: 0, y: 0 }, { tool: 'cover' })).toEqual({ ok: false, problem: 'Draw the board first.' });
  });

  it('Move takes two presses (the model, then its space); a move updates every situation and the next enemy', () => {
    let s = table();
    for (const [place, x, y] of [['c1', 0, 0], ['c2', 7, 11], ['e1', 1, 0], ['e2', 7, 5]] as const) s = ok(pressTurnBoard(s, data, { x, y }, { tool: 'place', place })).turn;
    expect(s.current).toBe('e1');
    s = nextEnemy(rollEnemy(s, 'e1'));
    expect(s.current).toBe('e2');
    expect(situationOf(s, 'e2').adjacent).toBe(false);
    const pick = ok(pressTurnBoard(s, data, { x: 7, y: 11 }, { tool: 'move' }));
    expect(pick.carrying).toBe('c2');
    expect(pick.step).toBeUndefined();
    expect(pick.turn).toBe(s);
    const put = ok(pressTurnBoard(s, data, { x: 7, y: 6 }, { tool: 'move', carrying: pick.carrying }));
    expect(put.step).toBe('Board: Sven moved to H7');
    expect(put.carrying).toBeUndefined();
    expect(situationOf(put.turn, 'e2')).toEqual({ lineOfSight: true, adjacent: true });
    expect(put.turn.characters[1]!.at).toEqual({ x: 7, y: 6 });
  });

  it('Remove takes a Character off the board (the warband keeps it) and an enemy out of the turn', () => {
    let s = table();
    for (const [place, x, y] of [['c1', 0, 0], ['c2', 7, 11], ['e1', 1, 0], ['e2', 7, 5]] as const) s = ok(pressTurnBoard(s, data, { x, y }, { tool: 'place', place })).turn;
    const c = ok(pressTurnBoard(s, data, { x: 7, y: 11 }, { tool: 'remove' }));
    expect(c.step).toBe('Board: Sven taken off the board');
    expect(c.turn.characters.map((x) => x.name)).toEqual(['Mother Cog', 'Sven']);
    expect('at' in c.turn.characters[1]!).toBe(false);
    expect(usesBoard(c.turn)).toBe(false);
    const e = ok(pressTurnBoard(s, data, { x: 1, y: 0 }, { tool: 'remove' }));
    expect(e.step).toBe('Board: Grunt 1 removed from the turn');
    expect(e.turn.enemies.map((x) => x.id)).toEqual(['e2']);
    expect(e.turn.current).toBe('e2');
  });

  it('Place can put down a new enemy of a type, and keeps offering that type', () => {
    const s = table();
    const r = ok(pressTurnBoard(s, data, { x: 3, y: 3 }, { tool: 'place', place: `${NEW_ENEMY}lurker` }));
    expect(r.turn.enemies.at(-1)).toMatchObject({ type: 'lurker', at: { x: 3, y: 3 } });
    expect(r.place).toBe(`${NEW_ENEMY}lurker`);
  });

  it('paints terrain as the board tool does: a wall cuts the sight that made a situation', () => {
    let s = table();
    for (const [place, x, y] of [['c1', 0, 0], ['c2', 7, 11], ['e1', 0, 3], ['e2', 7, 5]] as const) s = ok(pressTurnBoard(s, data, { x, y }, { tool: 'place', place })).turn;
    // B5 hides Sven from Grunt 1: only Mother Cog, up the A column, is in its sight.
    s = ok(pressTurnBoard(s, data, { x: 1, y: 4 }, { tool: 'blocking' })).turn;
    expect(situationOf(s, 'e1').lineOfSight).toBe(true);
    const r = ok(pressTurnBoard(s, data, { x: 0, y: 1 }, { tool: 'blocking' }));
    expect(r.step).toBe('Board: A2: blocking terrain');
    expect(r.turn.board!.terrain).toEqual([
      { x: 0, y: 1, kind: 'blocking' },
      { x: 1, y: 4, kind: 'blocking' },
    ]);
    expect(situationOf(r.turn, 'e1').lineOfSight).toBe(false);
    expect(pressTurnBoard(r.turn, data, { x: 0, y: 1 }, { tool: 'blocking' })).toEqual({ ok: false, problem: 'A2 is already blocking terrain.' });
  });

  it('resizing takes the models beyond the new edge off the board', () => {
    let s = table();
    for (const [place, x, y] of [['c1', 0, 0], ['c2', 7, 11], ['e1', 0, 3], ['e2', 7, 5]] as const) s = ok(pressTurnBoard(s, data, { x, y }, { tool: 'place', place })).turn;
    const r = resizeTurnBoard(s, data, 6, 12);
    expect(r.dropped).toEqual(['Sven', 'Grunt 2']);
    expect(r.turn.board).toMatchObject({ width: 6, height: 12 });
    expect(unplaced(r.turn).map((m) => m.id)).toEqual(['c2', 'e2']);
    expect(() => resizeTurnBoard(s, data, 3, 12)).toThrow(/4/);
  });
});

describe('the scene: the board tool’s picture with the turn marked', () => {
  it('marks the enemy activating now, those done and, on a tie, those to pick from', () => {
    let s = table();
    // Grunts on either side of Mother Cog: a tie.
    for (const [place, x, y] of [['c1', 3, 0], ['c2', 3, 11], ['e1', 1, 0], ['e2', 5, 0]] as const) s = ok(pressTurnBoard(s, data, { x, y }, { tool: 'place', place })).turn;
    s = { ...s, current: null };
    expect(candidates(s)).toEqual(['e1', 'e2']);
    const cell = (t: TurnState, x: number, y: number) => turnBoardScene(t, data).cells[y * 8 + x]!;
    expect(cell(s, 1, 0)).toMatchObject({ badge: '?', model: { side: 'enemy', tag: 'Gr1' } });
    expect(cell(s, 1, 0).label).toMatch(/may go next$/);
    s = nextEnemy(s, 'e2');
    expect(cell(s, 5, 0)).toMatchObject({ badge: '▶', role: 'attacker' });
    expect(cell(s, 5, 0).label).toMatch(/activating now$/);
    s = nextEnemy(rollEnemy(s, 'e2'));
    expect(cell(s, 5, 0).badge).toBe('✓');
    expect(cell(s, 5, 0).label).toMatch(/activated \(1\)$/);
    expect(cell(s, 1, 0).badge).toBe('▶');
    expect(cell(s, 3, 0)).toMatchObject({ badge: '', model: { side: 'character', tag: 'MC' } });
  });

  it('the board state names each model as in the turn and selects the enemy activating now', () => {
    let s = table();
    s = ok(pressTurnBoard(s, data, { x: 0, y: 0 }, { tool: 'place', place: 'c1' })).turn;
    s = ok(pressTurnBoard(s, data, { x: 2, y: 0 }, { tool: 'place', place: 'e1' })).turn;
    const { state, ids } = turnBoardState(s, data);
    expect(ids).toEqual(['c1', 'e1']);
    expect(state.models.map((m) => [m.label, m.side, m.move, m.range])).toEqual([
      ['Mother Cog', 'character', data.archetypes.find((a) => a.id === 'crack-shot')!.move, data.archetypes.find((a) => a.id === 'crack-shot')!.range],
      ['Grunt 1', 'enemy', data.enemyTypes.find((t) => t.id === 'grunt')!.move, data.enemyTypes.find((t) => t.id === 'grunt')!.range],
    ]);
    expect(state.selection).toEqual({ attacker: 1 });
  });
});

describe('a board-tool link in the play view', () => {
  const { width, height, terrain } = terrainFromRows(['......', '..b...', '......', '......']);
  const link = (models: { x: number; y: number; side: 'character' | 'enemy'; move: number; range: number; label?: string }[]) =>
    `https://example.org/kuggkoping/tools/board/#board=${encodeBoardState({ width, height, terrain, models, selection: {}, view: 'sight' })}`;

  it('its Characters stand in for the warband’s by name, then in order; its enemies take the turn’s places, and more are added', () => {
    const s = withoutBoard(table());
    const r = turnWithBoardLink(s, data, link([
      { x: 0, y: 0, side: 'character', move: 3, range: 1, label: 'Sven' },
      { x: 5, y: 3, side: 'character', move: 3, range: 6 },
      { x: 0, y: 3, side: 'character', move: 3, range: 6, label: 'Stranger' },
      { x: 1, y: 0, side: 'enemy', move: 3, range: 2, label: 'Grunt 2' },
      { x: 5, y: 0, side: 'enemy', move: 3, range: 2 },
      { x: 3, y: 3, side: 'enemy', move: 3, range: 2, label: 'Big Grunt' },
    ]));
    expect(r.turn.board).toEqual({ width: 6, height: 4, terrain: [{ x: 2, y: 1, kind: 'blocking' }] });
    expect(r.turn.characters.map((c) => [c.name, c.at])).toEqual([
      ['Mother Cog', { x: 5, y: 3 }],
      ['Sven', { x: 0, y: 0 }],
    ]);
    expect(r.turn.enemies.map((e) => [e.id, e.name, e.at])).toEqual([
      ['e1', 'Grunt 1', { x: 5, y: 0 }],
      ['e2', 'Grunt 2', { x: 1, y: 0 }],
      ['e3', 'Big Grunt', { x: 3, y: 3 }],
    ]);
    expect(r.notes).toEqual(['Stranger on A4 is not one of the warband’s Characters: left off.']);
    // Every model placed: Grunt 2 beside Sven goes first.
    expect(usesBoard(r.turn)).toBe(true);
    expect(r.turn.current).toBe('e2');
    expect(situationOf(r.turn, 'e2')).toEqual({ lineOfSight: true, adjacent: true });
  });

  it('accepts the fragment alone and names warband Characters the link leaves off', () => {
    const s = withoutBoard(table());
    const full = link([{ x: 0, y: 0, side: 'character', move: 3, range: 1 }]);
    const r = turnWithBoardLink(s, data, full.slice(full.indexOf('#') + 1 + 'board='.length));
    expect(r.turn.characters[0]!.at).toEqual({ x: 0, y: 0 });
    expect(r.notes).toEqual([
      'Sven is not on the board: place it to read situations and order from the board.',
      'Grunt 1 is not on the board: place it to read situations and order from the board.',
      'Grunt 2 is not on the board: place it to read situations and order from the board.',
    ]);
  });

  it('refuses a damaged or oversized link with the board tool’s own sentence', () => {
    const s = table();
    expect(() => turnWithBoardLink(s, data, '#board=abc')).toThrow(/damaged/);
    expect(() => turnWithBoardLink(s, data, `#board=${'A'.repeat(7000)}`)).toThrow(/too long/);
  });
});
