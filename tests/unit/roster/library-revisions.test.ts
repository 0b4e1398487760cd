/**
 * Two tabs on one storage: revisions, compare-and-set, three-way merges, deletes against edits, Undo
 * after a newer write, and storage that is full. Each "tab" is a RosterLibrary with its own tab id and
 * clock over one shared store; `reload()` is the storage event reaching it.
 */
import { describe, expect, it } from 'vitest';
import { RosterLibrary, rosterKey, type LibraryEvent } from '../../../src/roster/library';
import { mergeJson } from '../../../src/roster/merge';
import { memoryStore, webStorageStore, type KeyValueStore } from '../../../src/roster/store';
import { testGame, type TestRoster } from './synthetic-game';

let clock = Date.parse('2030-01-01T00:00:00Z');
function tab(store: KeyValueStore, tabId: string, ids: string[] = []) {
  const queue = [...ids];
  const events: LibraryEvent[] = [];
  const lib = new RosterLibrary(testGame, store, { tabId, now: () => new Date((clock += 1000)), newId: () => queue.shift() ?? `${tabId}-${clock}` });
  lib.onEvent((e) => events.push(e));
  return { lib, events };
}
const team = (name: string, models: TestRoster['models'] = [{ name: 'Ann', size: 1 }]): TestRoster => ({ game: 'testgame', version: 2, name, models });
const stored = (store: KeyValueStore, id: string) => JSON.parse(store.getItem(rosterKey('testgame', id))!);
/** Two tabs that both read one saved roster "Squad" (Ann size 1, Bo size 2). */
function twoTabs() {
  const store = memoryStore();
  const a = tab(store, 'tab-a', ['r1', 'a2', 'a3']);
  a.lib.create(team('Squad', [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 2 }]));
  const b = tab(store, 'tab-b', ['b1', 'b2']);
  return { store, a, b };
}

describe('three-way merge of roster JSON', () => {
  it('takes each side’s change to different fields, and names fields both changed', () => {
    const base = { name: 'X', models: [{ n: 'a', s: 1 }, { n: 'b', s: 1 }] };
    expect(mergeJson(base, { ...base, name: 'Y' }, { ...base, models: [{ n: 'a', s: 2 }, { n: 'b', s: 1 }] })).toEqual({
      ok: true,
      value: { name: 'Y', models: [{ n: 'a', s: 2 }, { n: 'b', s: 1 }] },
    });
    expect(mergeJson(base, { ...base, models: [{ n: 'a', s: 3 }, { n: 'b', s: 1 }] }, { ...base, models: [{ n: 'a', s: 1 }, { n: 'b', s: 5 }] })).toEqual({
      ok: true,
      value: { name: 'X', models: [{ n: 'a', s: 3 }, { n: 'b', s: 5 }] },
    });
    expect(mergeJson(base, { ...base, name: 'Y' }, { ...base, name: 'Z' })).toEqual({ ok: false, conflicts: ['name'] });
    expect(mergeJson(base, { ...base, models: [...base.models, { n: 'c', s: 1 }] }, { ...base, models: [base.models[0]] })).toEqual({ ok: false, conflicts: ['models'] });
    expect(mergeJson(base, { ...base, name: 'Y' }, { ...base, name: 'Y' })).toEqual({ ok: true, value: { ...base, name: 'Y' } });
  });
});

describe('revisions: two tabs writing one roster', () => {
  it('every write raises the counter and names the tab that made it', () => {
    const { store, a, b } = twoTabs();
    expect(stored(store, 'r1').rev).toEqual({ n: 1, tab: 'tab-a' });
    b.lib.update('r1', team('Squad B', b.lib.get('r1')!.roster.models));
    expect(stored(store, 'r1').rev).toEqual({ n: 2, tab: 'tab-b' });
    a.lib.reload();
    a.lib.update('r1', team('Squad A', a.lib.get('r1')!.roster.models));
    expect(stored(store, 'r1').rev).toEqual({ n: 3, tab: 'tab-a' });
    expect(stored(store, 'r1').roster.name).toBe('Squad A');
  });

  for (const order of [['a', 'b'], ['b', 'a']] as const) {
    it(`different fields merge, whichever tab writes first (${order.join(' then ')})`, () => {
      const { store, a, b } = twoTabs();
      const tabs = { a, b };
      const edits = {
        a: (r: TestRoster) => ({ ...r, name: 'Renamed in A' }),
        b: (r: TestRoster) => ({ ...r, models: [r.models[0]!, { name: 'Bo', size: 4 }] }),
      };
      // Neither tab has heard the other: the second writer finds the stored text changed and merges.
      for (const t of order) tabs[t].lib.update('r1', edits[t](tabs[t].lib.get('r1')!.roster));
      const second = tabs[order[1]];
      expect(second.events).toEqual([{ kind: 'merged', id: 'r1', name: 'Renamed in A' }]);
      expect(stored(store, 'r1').roster).toEqual(team('Renamed in A', [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 4 }]));
      expect(stored(store, 'r1').rev).toEqual({ n: 3, tab: `tab-${order[1]}` });
      tabs[order[0]].lib.reload();
      expect(a.lib.get('r1')!.roster).toEqual(b.lib.get('r1')!.roster);
      expect(a.lib.getSnapshot().rosters).toHaveLength(1);
    });

    it(`the same field changed in both keeps both, the second as a copy named for it (${order.join(' then ')})`, () => {
      const { store, a, b } = twoTabs();
      const tabs = { a, b };
      for (const t of order) tabs[t].lib.update('r1', { ...tabs[t].lib.get('r1')!.roster, name: `Squad ${t.toUpperCase()}` });
      const [first, second] = order;
      const copy = tabs[second].events[0];
      expect(copy).toMatchObject({ kind: 'conflict', id: 'r1', name: `Squad ${second.toUpperCase()}`, copyName: `Squad ${second.toUpperCase()} (this tab’s version)`, fields: ['name'] });
      expect(stored(store, 'r1').roster.name).toBe(`Squad ${first.toUpperCase()}`);
      const copyId = copy!.kind === 'conflict' ? copy!.copyId : '';
      expect(stored(store, copyId).roster.name).toBe(`Squad ${second.toUpperCase()} (this tab’s version)`);
      tabs[first].lib.reload();
      for (const t of [a, b]) expect(t.lib.getSnapshot().rosters.map((r) => r.roster.name).sort()).toEqual([`Squad ${first.toUpperCase()}`, `Squad ${second.toUpperCase()} (this tab’s version)`].sort());
    });
  }

  it('a stale tab that wrote over a newer write without reading it: the first tab writes its change again, merged', () => {
    const store = memoryStore();
    const a = tab(store, 'tab-a', ['r1']);
    a.lib.create(team('Squad', [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 2 }]));
    // Tab B reads through a cache that still holds the text before A's rename (a busy renderer).
    let cache: string | null = store.getItem(rosterKey('testgame', 'r1'));
    const stale: KeyValueStore = { ...store, getItem: (k) => (k === rosterKey('testgame', 'r1') ? cache : store.getItem(k)), setItem: (k, v) => { store.setItem(k, v); cache = v; } };
    const b = tab(stale, 'tab-b');
    a.lib.update('r1', { ...a.lib.get('r1')!.roster, name: 'X squad' });
    b.lib.update('r1', { ...b.lib.get('r1')!.roster, models: [{ name: 'Ann', size: 3 }, { name: 'Bo', size: 2 }] });
    expect(stored(store, 'r1')).toMatchObject({ rev: { n: 2, tab: 'tab-b' }, roster: { name: 'Squad' } });
    a.lib.reload(); // B's write reaches A: A sees its rename overwritten and writes it again, merged
    expect(stored(store, 'r1')).toMatchObject({ rev: { n: 3, tab: 'tab-a' }, roster: team('X squad', [{ name: 'Ann', size: 3 }, { name: 'Bo', size: 2 }]) });
    cache = store.getItem(rosterKey('testgame', 'r1'));
    b.lib.reload();
    expect(b.lib.get('r1')!.roster.name).toBe('X squad');
  });

  it('a roster deleted in one tab while the other edits it: held in the other tab, never written back unasked; kept on request', () => {
    const { store, a, b } = twoTabs();
    b.lib.setLastOpened('r1');
    a.lib.remove('r1');
    b.lib.reload();
    expect(b.lib.isGone('r1')).toBe(true);
    expect(b.lib.lastOpened()).toBeNull(); // never reopened (Close it, a reload) while it is gone
    expect(b.lib.getSnapshot().gone.map((g) => g.roster.name)).toEqual(['Squad']);
    // A backup made in this tab still holds it.
    expect(b.lib.envelopes().map((e) => (e.roster as TestRoster).name)).toEqual(['Squad']);
    expect(b.lib.getSnapshot().rosters).toEqual([]);
    b.lib.update('r1', { ...b.lib.get('r1')!.roster, name: 'Squad, edited on' });
    expect(store.getItem(rosterKey('testgame', 'r1'))).toBeNull();
    expect(b.lib.get('r1')!.roster.name).toBe('Squad, edited on');
    b.lib.keep('r1');
    expect(stored(store, 'r1').roster.name).toBe('Squad, edited on');
    expect(b.lib.isGone('r1')).toBe(false);
  });

  it('Undo of a delete while the other tab edits on: the edit lands on the entry as it was, nothing older over it', () => {
    const { store, a, b } = twoTabs();
    const before = store.getItem(rosterKey('testgame', 'r1'));
    a.lib.remove('r1');
    b.lib.reload();
    b.lib.update('r1', { ...b.lib.get('r1')!.roster, name: 'Edited in B' });
    expect(a.lib.restore(rosterKey('testgame', 'r1'))).toBe('r1');
    expect(store.getItem(rosterKey('testgame', 'r1'))).toBe(before);
    b.lib.reload(); // B hears the entry is back: its held edit is written over it
    expect(stored(store, 'r1').roster.name).toBe('Edited in B');
    a.lib.reload();
    expect(a.lib.get('r1')!.roster.name).toBe('Edited in B');
  });

  it('Undo of a delete after a newer write brings the deleted one back as a copy, overwriting nothing', () => {
    const { store, a, b } = twoTabs();
    a.lib.remove('r1');
    b.lib.reload();
    b.lib.update('r1', { ...b.lib.get('r1')!.roster, name: 'Kept in B' });
    b.lib.keep('r1');
    const copyId = a.lib.restore(rosterKey('testgame', 'r1'));
    expect(copyId).toBe('a2');
    expect(a.events).toEqual([{ kind: 'restored-as-copy', key: rosterKey('testgame', 'r1'), copyId: 'a2', name: 'Squad (restored)' }]);
    expect(stored(store, 'r1').roster.name).toBe('Kept in B');
    expect(stored(store, 'a2').roster.name).toBe('Squad (restored)');
  });
});

describe('storage full', () => {
  function fullStore(initial: Record<string, string> = {}) {
    const inner = memoryStore(initial);
    const state = { full: false };
    const store: KeyValueStore = {
      ...inner,
      setItem: (k, v) => {
        if (state.full) throw Object.assign(new Error('exceeded the quota'), { name: 'QuotaExceededError' });
        inner.setItem(k, v);
      },
    };
    return { store, state };
  }

  it('a change that cannot be written stays pending through other saves and reloads, and is written when there is room', () => {
    const { store, state } = fullStore();
    const { lib } = tab(store, 'tab-a', ['r1', 'r2', 'r3']);
    lib.create(team('One'));
    lib.create(team('Two'));
    state.full = true;
    lib.update('r1', team('One renamed'));
    lib.update('r2', team('Two renamed')); // another roster's save must not forget the first
    const imported = lib.create(team('Imported'));
    expect(lib.getSnapshot()).toMatchObject({ pending: 3, saveError: 'the browser’s storage for this site is full' });
    lib.reload();
    expect(lib.getSnapshot().rosters.map((r) => r.roster.name).sort()).toEqual(['Imported', 'One renamed', 'Two renamed']);
    expect(lib.flush()).toBe(false);
    expect(lib.getSnapshot().pending).toBe(3);
    state.full = false;
    expect(lib.flush()).toBe(true);
    expect(lib.getSnapshot()).toMatchObject({ pending: 0, saveError: null });
    expect([stored(store, 'r1').roster.name, stored(store, 'r2').roster.name, stored(store, imported.id).roster.name]).toEqual(['One renamed', 'Two renamed', 'Imported']);
  });

  it('a delete frees room: pending changes are written at once', () => {
    const { store, state } = fullStore();
    const { lib } = tab(store, 'tab-a', ['r1', 'r2']);
    lib.create(team('One'));
    lib.create(team('Two'));
    state.full = true;
    lib.update('r1', team('One renamed'));
    state.full = false; // as if deleting made room
    lib.remove('r2');
    expect(lib.getSnapshot()).toMatchObject({ pending: 0, saveError: null });
    expect(stored(store, 'r1').roster.name).toBe('One renamed');
  });

  it('a storage full to the last byte is still read: every saved roster listed', () => {
    const map = new Map<string, string>([[rosterKey('testgame', 'x'), JSON.stringify({ envelope: 1, game: 'testgame', id: 'x', createdAt: '2030-01-01T00:00:00Z', savedAt: '2030-01-01T00:00:00Z', roster: team('Saved before') })]]);
    const brim = {
      get length() {
        return map.size;
      },
      key: (i: number) => [...map.keys()][i] ?? null,
      getItem: (k: string) => map.get(k) ?? null,
      setItem: () => {
        throw Object.assign(new Error('exceeded the quota'), { name: 'QuotaExceededError' });
      },
      removeItem: (k: string) => void map.delete(k),
    };
    const store = webStorageStore(() => brim);
    expect(store).not.toBeNull();
    const { lib } = tab(store!, 'tab-a');
    expect(lib.getSnapshot().rosters.map((r) => r.roster.name)).toEqual(['Saved before']);
    expect(lib.getSnapshot().persistent).toBe(true);
  });

  it('storage that refuses reads and writes in the middle of a game: the change waits, said to be unsaved, never taken for a delete', () => {
    const store = memoryStore();
    const { lib } = tab(store, 'tab-a', ['r1']);
    lib.create(team('Squad'));
    let refusing = false;
    const refuse = <T>(real: () => T): T => {
      if (refusing) throw new DOMException('refused', 'SecurityError');
      return real();
    };
    const flaky: KeyValueStore = { ...store, getItem: (k) => refuse(() => store.getItem(k)), setItem: (k, v) => refuse(() => store.setItem(k, v)) };
    const { lib: b } = tab(flaky, 'tab-b');
    refusing = true;
    b.update('r1', team('Renamed'));
    b.flush();
    expect(b.isGone('r1')).toBe(false);
    expect(b.getSnapshot()).toMatchObject({ pending: 1, saveError: 'the browser refused to store it' });
    expect(b.get('r1')!.roster.name).toBe('Renamed');
    refusing = false;
    expect(b.flush()).toBe(true);
    expect(stored(store, 'r1').roster.name).toBe('Renamed');
  });

  it('a change that cannot be written down (nested far too deep, from tampered storage) waits with why, and never throws', () => {
    const store = memoryStore();
    const { lib } = tab(store, 'tab-a', ['r1']);
    lib.create(team('Squad'));
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    lib.update('r1', team('Squad', [{ name: 'Ann', size: 1, deep } as never]));
    expect(() => lib.flush()).not.toThrow();
    expect(lib.getSnapshot()).toMatchObject({ pending: 1, saveError: 'it is nested too deeply to be written down' });
  });
});
