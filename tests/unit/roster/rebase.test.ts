/**
 * `rebase`: an edit made on the editor's earlier copy of the roster (drawn a moment behind the
 * keystrokes) lands on the roster now without losing what changed since.
 */
import { describe, expect, it } from 'vitest';
import { rebase } from '../../../src/roster/merge';

const base = { name: 'Squad', mode: 'solo', models: [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 2 }] };

describe('rebase', () => {
  it('takes the roster now where the edit left the earlier copy alone', () => {
    const now = { ...base, name: 'Squad renamed' }; // typed in the name box, not yet in the editor
    const mine = { ...base, models: [base.models[0]!, { ...base.models[1]!, size: 3 }] }; // a click in the editor
    expect(rebase(base, mine, now)).toEqual({ name: 'Squad renamed', mode: 'solo', models: [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 3 }] });
  });

  it('the newest edit wins where both changed the same field (two keystrokes in one box)', () => {
    const now = { ...base, models: [{ ...base.models[0]!, name: 'Anna' }, base.models[1]!] };
    const mine = { ...base, models: [{ ...base.models[0]!, name: 'Annab' }, base.models[1]!] };
    expect(rebase(base, mine, now).models[0]).toEqual({ name: 'Annab', size: 1 });
  });

  it('keeps what is unchanged by identity, and a list whose length changed on one side whole', () => {
    const now = { ...base, mode: 'coop' };
    const mine = { ...base, models: [...base.models, { name: 'Cy', size: 1 }] };
    const out = rebase(base, mine, now);
    expect(out).toEqual({ name: 'Squad', mode: 'coop', models: [...base.models, { name: 'Cy', size: 1 }] });
    expect(rebase(base, base, now)).toBe(now);
    expect(rebase(base, mine, base)).toBe(mine);
    const grown = { ...base, models: [...base.models, { name: 'Di', size: 1 }] };
    expect(rebase(base, { ...base, name: 'X' }, grown)).toEqual({ ...grown, name: 'X' });
  });

  it('a field the edit removed stays removed; one added on either side is kept', () => {
    const withNote = { ...base, note: 'hi' };
    const { note: _note, ...removed } = withNote;
    void _note;
    expect(rebase(withNote, removed, { ...withNote, name: 'Y' })).toEqual({ ...base, name: 'Y' });
    expect(rebase<Record<string, unknown>>(base, { ...base, extra: 1 }, { ...base, other: 2 })).toEqual({ ...base, extra: 1, other: 2 });
  });

  it('a model added while a name was still being typed keeps the typing', () => {
    // The editor was drawn before "Bo" became "Bob"; a click on it adds Cy and drops Ann.
    const now = { ...base, models: [base.models[0]!, { ...base.models[1]!, name: 'Bob' }] };
    const mine = { ...base, models: [base.models[1]!, { name: 'Cy', size: 1 }] };
    expect(rebase(base, mine, now).models).toEqual([{ name: 'Bob', size: 2 }, { name: 'Cy', size: 1 }]);
  });

  it('equal items of a list each keep their own version', () => {
    const items = ['Knife', 'Knife'];
    // The second Knife became a Rifle in the text box; the stale editor added a Rope.
    expect(rebase(items, [...items, 'Rope'], ['Knife', 'Rifle'])).toEqual(['Knife', 'Rifle', 'Rope']);
    expect(rebase(items, ['Knife', 'Rope'], ['Knife', 'Rifle'])).toEqual(['Knife', 'Rope']);
  });
});
