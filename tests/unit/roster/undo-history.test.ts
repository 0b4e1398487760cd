import { describe, expect, it } from 'vitest';
import { emptyHistory, recordChange, rekey, undoable, undoLast, UNDO_LIMIT } from '../../../src/roster/undo-history';

describe('undo history', () => {
  it('goes back one change at a time, the newest first', () => {
    let h = emptyHistory<string>();
    h = recordChange(h, 'r1', 'a');
    h = recordChange(h, 'r1', 'b');
    expect(undoable(h, 'r1')).toEqual(['a', 'b']);
    const first = undoLast(h, 'r1')!;
    expect(first.previous).toBe('b');
    const second = undoLast(first.history, 'r1')!;
    expect(second.previous).toBe('a');
    expect(undoLast(second.history, 'r1')).toBeNull();
  });

  it('counts keystrokes of one text box as one change, and a change elsewhere as its own', () => {
    let h = emptyHistory<string>();
    h = recordChange(h, 'r1', 'X', 'name');
    h = recordChange(h, 'r1', 'X s', 'name');
    h = recordChange(h, 'r1', 'X sq', 'name');
    expect(undoable(h, 'r1')).toEqual(['X']);
    h = recordChange(h, 'r1', 'X squad', 'notes-1');
    h = recordChange(h, 'r1', 'X squad!', undefined);
    h = recordChange(h, 'r1', 'X squad!?', undefined);
    expect(undoable(h, 'r1')).toEqual(['X', 'X squad', 'X squad!', 'X squad!?']);
    // After an undo, typing in the same box again is a new change.
    const after = undoLast(recordChange(emptyHistory<string>(), 'r1', 'A', 'name'), 'r1')!.history;
    expect(undoable(recordChange(after, 'r1', 'B', 'name'), 'r1')).toEqual(['B']);
  });

  it('belongs to one roster: another roster starts empty, and never undoes into this one', () => {
    let h = recordChange(emptyHistory<string>(), 'r1', 'a');
    expect(undoable(h, 'r2')).toEqual([]);
    expect(undoLast(h, 'r2')).toBeNull();
    h = recordChange(h, 'r2', 'z');
    expect(undoable(h, 'r2')).toEqual(['z']);
    expect(undoable(h, 'r1')).toEqual([]);
  });

  it(`keeps the last ${UNDO_LIMIT} changes, and follows a roster that is saved under an id`, () => {
    let h = emptyHistory<number>();
    for (let i = 0; i < 80; i++) h = recordChange(h, 'draft', i);
    expect(undoable(h, 'draft')).toEqual(Array.from({ length: 50 }, (_, i) => 30 + i));
    h = rekey(h, 'draft', 'r9');
    expect(undoable(h, 'r9')).toHaveLength(50);
    expect(rekey(h, 'other', 'r10')).toBe(h);
  });
});
