import { describe, expect, it } from 'vitest';
import { createBoard } from '../../../src/games/kuggkoping/board';
import { addModel, moveModel, paintSpace, removeModel, resizeBoard, updateModel, type EditResult } from '../../../src/games/kuggkoping/board/edit';
import { describeSpace } from '../../../src/games/kuggkoping/board/explain';
import { nextFocus } from '../../../src/games/kuggkoping/board/keys';
import { emptyBoardState, type BoardModel, type BoardState } from '../../../src/games/kuggkoping/board/state';
import { terrainToRows } from '../../../src/games/kuggkoping/board/text';

const crackShot: BoardModel = { x: 1, y: 1, side: 'character', move: 3, range: 6, label: 'Crack Shot' };
const grunt: BoardModel = { x: 5, y: 5, side: 'enemy', move: 3, range: 2 };

function ok(r: EditResult): BoardState {
  if (!r.ok) throw new Error(r.problem);
  return r.state;
}

describe('editing the board', () => {
  it('paints, repaints and clears spaces, one kind a space, in reading order', () => {
    let s = emptyBoardState();
    s = ok(paintSpace(s, { x: 2, y: 0 }, { kind: 'cover' }));
    s = ok(paintSpace(s, { x: 0, y: 0 }, { kind: 'elevated', height: 2 }));
    s = ok(paintSpace(s, { x: 2, y: 0 }, { kind: 'dangerous' }));
    expect(terrainToRows(s.width, s.height, s.terrain)[0]).toBe('2.d.....');
    s = ok(paintSpace(s, { x: 0, y: 0 }, { kind: 'open' }));
    expect(s.terrain).toEqual([{ x: 2, y: 0, kind: 'dangerous' }]);
    expect(paintSpace(s, { x: 8, y: 0 }, { kind: 'cover' })).toEqual({ ok: false, problem: 'That space is not on the board.' });
    expect(paintSpace(s, { x: 0, y: 0 }, { kind: 'elevated', height: 4 })).toEqual({ ok: false, problem: 'An elevated area’s height must be a whole number from 1 to 3; got 4.' });
  });

  it('never puts blocking terrain under a model, nor a model in blocking terrain or on another', () => {
    let s = ok(addModel(emptyBoardState(), crackShot));
    expect(paintSpace(s, { x: 1, y: 1 }, { kind: 'blocking' })).toEqual({ ok: false, problem: 'Crack Shot stands on B2: move it first, no model stands inside blocking terrain.' });
    s = ok(paintSpace(s, { x: 1, y: 1 }, { kind: 'elevated', height: 1 })); // it now stands on a roof
    s = ok(paintSpace(s, { x: 3, y: 3 }, { kind: 'blocking' }));
    expect(addModel(s, { ...grunt, x: 3, y: 3 })).toEqual({ ok: false, problem: 'Space D4 is blocking terrain; a model cannot stand inside it.' });
    expect(addModel(s, { ...grunt, x: 8, y: 0 })).toEqual({ ok: false, problem: 'That space is not on the board.' });
    expect(addModel(s, { ...grunt, x: 1, y: 1 })).toEqual({ ok: false, problem: 'B2 already holds Crack Shot.' });
    expect(moveModel(s, 0, { x: 3, y: 3 }).ok).toBe(false);
    expect(ok(moveModel(s, 0, { x: 4, y: 4 })).models[0]).toMatchObject({ x: 4, y: 4, label: 'Crack Shot' });
    expect(s.models[0]).toMatchObject({ x: 1, y: 1 }); // the old state is untouched, for undo
  });

  it('changes a model’s profile within the limits, and a blank label means none', () => {
    const s = ok(addModel(emptyBoardState(), crackShot));
    expect(ok(updateModel(s, 0, { range: 8, label: ' ' })).models[0]).toEqual({ x: 1, y: 1, side: 'character', move: 3, range: 8 });
    expect(updateModel(s, 0, { move: 0 })).toEqual({ ok: false, problem: 'Move must be a whole number from 1 to 12; got 0.' });
    expect(updateModel(s, 3, { move: 2 }).ok).toBe(false);
  });

  it('removing a model keeps the selection on the models that stay', () => {
    let s = ok(addModel(ok(addModel(ok(addModel(emptyBoardState(), crackShot)), grunt)), { ...grunt, x: 6, y: 6 }));
    s = { ...s, selection: { attacker: 0, target: 2 } };
    expect(ok(removeModel(s, 1)).selection).toEqual({ attacker: 0, target: 1 });
    expect(ok(removeModel(s, 0)).selection).toEqual({ target: 1 });
    expect(removeModel(s, 5).ok).toBe(false);
  });

  it('resizing keeps what fits, says what it dropped, and refuses sizes outside 4 to 24', () => {
    let s = ok(addModel(ok(addModel(emptyBoardState(), crackShot)), grunt));
    s = ok(paintSpace(s, { x: 7, y: 11 }, { kind: 'cover' }));
    s = { ...s, selection: { attacker: 0, target: 1, space: { x: 6, y: 6 } } };
    const small = resizeBoard(s, 5, 5);
    expect(small).toMatchObject({ ok: true, dropped: { terrain: 1, models: 1 } });
    expect(ok(small)).toMatchObject({ width: 5, height: 5, terrain: [], models: [crackShot], selection: { attacker: 0 } });
    expect(resizeBoard(s, 3, 12)).toEqual({ ok: false, problem: 'The board width must be a whole number from 4 to 24; got 3.' });
    expect(resizeBoard(s, 8, 25)).toEqual({ ok: false, problem: 'The board height must be a whole number from 4 to 24; got 25.' });
  });
});

describe('keyboard and screen reader helpers', () => {
  it('moves focus with arrows, Home/End, Ctrl+Home/End and Page keys, stopping at the edges', () => {
    const at = { x: 2, y: 3 };
    expect(nextFocus(at, { key: 'ArrowLeft' }, 8, 12)).toEqual({ x: 1, y: 3 });
    expect(nextFocus(at, { key: 'ArrowRight' }, 8, 12)).toEqual({ x: 3, y: 3 });
    expect(nextFocus(at, { key: 'ArrowUp' }, 8, 12)).toEqual({ x: 2, y: 2 });
    expect(nextFocus(at, { key: 'ArrowDown' }, 8, 12)).toEqual({ x: 2, y: 4 });
    expect(nextFocus({ x: 0, y: 0 }, { key: 'ArrowLeft' }, 8, 12)).toEqual({ x: 0, y: 0 });
    expect(nextFocus({ x: 7, y: 11 }, { key: 'ArrowDown' }, 8, 12)).toEqual({ x: 7, y: 11 });
    expect(nextFocus(at, { key: 'Home' }, 8, 12)).toEqual({ x: 0, y: 3 });
    expect(nextFocus(at, { key: 'End' }, 8, 12)).toEqual({ x: 7, y: 3 });
    expect(nextFocus(at, { key: 'Home', ctrlKey: true }, 8, 12)).toEqual({ x: 0, y: 0 });
    expect(nextFocus(at, { key: 'End', ctrlKey: true }, 8, 12)).toEqual({ x: 7, y: 11 });
    expect(nextFocus(at, { key: 'PageUp' }, 8, 12)).toEqual({ x: 2, y: 0 });
    expect(nextFocus(at, { key: 'PageDown' }, 8, 12)).toEqual({ x: 2, y: 7 });
    expect(nextFocus(at, { key: 'Enter' }, 8, 12)).toBeNull();
  });

  it('describes a space for its button: name, terrain, who stands there', () => {
    let s = ok(addModel(emptyBoardState(), crackShot));
    s = ok(paintSpace(s, { x: 1, y: 1 }, { kind: 'elevated', height: 2 }));
    s = ok(addModel(s, { ...grunt, x: 2, y: 3 }));
    s = ok(paintSpace(s, { x: 2, y: 3 }, { kind: 'cover' }));
    s = ok(paintSpace(s, { x: 0, y: 0 }, { kind: 'blocking' }));
    const board = createBoard(s);
    expect(describeSpace(board, s.models, { x: 1, y: 1 })).toBe('B2, elevated area height 2, Crack Shot (Character) on top');
    expect(describeSpace(board, s.models, { x: 2, y: 3 })).toBe('C4, cover terrain, Enemy 1 (enemy)');
    expect(describeSpace(board, s.models, { x: 0, y: 0 })).toBe('A1, blocking terrain');
    expect(describeSpace(board, s.models, { x: 5, y: 5 })).toBe('F6, open');
  });
});
