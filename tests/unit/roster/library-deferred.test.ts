/**
 * An edit written after the paint (`schedule`): applied in memory at once, written when the scheduled
 * call comes (one write for every edit made until then), at once by a flush (the page hidden or
 * closed), and by the same compare and set as an immediate write when another tab wrote in between.
 * The browser's schedule (after the next frame) is a 16 ms timer here, run by Vitest's fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RosterLibrary, rosterKey, type LibraryEvent } from '../../../src/roster/library';
import { memoryStore, type KeyValueStore } from '../../../src/roster/store';
import { testGame, type TestRoster } from './synthetic-game';

let clock = Date.parse('2030-01-01T00:00:00Z');
const team = (name: string, models: TestRoster['models'] = [{ name: 'Ann', size: 1 }]): TestRoster => ({ game: 'testgame', version: 2, name, models });
const stored = (store: KeyValueStore, id: string) => JSON.parse(store.getItem(rosterKey('testgame', id))!);

/** A store that counts its writes and can be made full. */
function countingStore() {
  const inner = memoryStore();
  const state = { writes: 0, full: false };
  const store: KeyValueStore = {
    ...inner,
    setItem: (k, v) => {
      if (state.full) throw Object.assign(new Error('exceeded the quota'), { name: 'QuotaExceededError' });
      state.writes++;
      inner.setItem(k, v);
    },
  };
  return { store, state };
}

function tab(store: KeyValueStore, tabId: string, deferred: boolean, ids: string[] = []) {
  const queue = [...ids];
  const events: LibraryEvent[] = [];
  const lib = new RosterLibrary(testGame, store, {
    tabId,
    now: () => new Date((clock += 1000)),
    newId: () => queue.shift() ?? `${tabId}-${clock}`,
    schedule: deferred ? (write) => void setTimeout(write, 16) : undefined,
  });
  lib.onEvent((e) => events.push(e));
  let heard = 0;
  lib.subscribe(() => heard++);
  return { lib, events, heard: () => heard };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Tab A renames "Squad" (its write scheduled), then tab B, writing at once, changes a model's size. */
function renamedHereResizedThere() {
  const { store } = countingStore();
  const a = tab(store, 'tab-a', true, ['r1']);
  a.lib.create(team('Squad', [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 2 }]));
  const b = tab(store, 'tab-b', false);
  a.lib.update('r1', { ...a.lib.get('r1')!.roster, name: 'Renamed in A' });
  b.lib.update('r1', { ...b.lib.get('r1')!.roster, models: [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 4 }] });
  return { store, a };
}

describe('an edit written after the paint', () => {
  it('is shown at once and written when the scheduled call comes, without a second new snapshot', () => {
    const { store, state } = countingStore();
    const a = tab(store, 'tab-a', true, ['r1']);
    a.lib.create(team('Squad')); // a new roster is written at once
    expect(stored(store, 'r1').rev).toEqual({ n: 1, tab: 'tab-a' });
    const writes = state.writes;
    const heard = a.heard();
    a.lib.update('r1', team('Squad renamed'));
    // In memory and told at once; the store still holds the last write, and nothing counts as pending.
    expect(a.lib.get('r1')!.roster.name).toBe('Squad renamed');
    expect(a.lib.getSnapshot().rosters[0]!.roster.name).toBe('Squad renamed');
    expect(a.heard()).toBe(heard + 1);
    expect(a.lib.getSnapshot()).toMatchObject({ pending: 0, saveError: null });
    expect(stored(store, 'r1').roster.name).toBe('Squad');
    const snapshot = a.lib.getSnapshot();
    vi.advanceTimersByTime(16);
    expect(stored(store, 'r1')).toMatchObject({ rev: { n: 2, tab: 'tab-a' }, roster: { name: 'Squad renamed' } });
    expect(state.writes).toBe(writes + 1);
    // Written as planned: nothing on screen changed, so no new snapshot (no second draw of the page).
    expect(a.lib.getSnapshot()).toBe(snapshot);
    expect(a.heard()).toBe(heard + 1);
  });

  it('writes once for every edit made before the scheduled call (a word typed between two frames)', () => {
    const { store, state } = countingStore();
    const a = tab(store, 'tab-a', true, ['r1']);
    a.lib.create(team('S'));
    const writes = state.writes;
    for (const name of ['Sq', 'Squ', 'Squa', 'Squad']) a.lib.update('r1', team(name));
    expect(state.writes).toBe(writes);
    vi.advanceTimersByTime(16);
    expect(state.writes).toBe(writes + 1);
    expect(stored(store, 'r1')).toMatchObject({ rev: { n: 2, tab: 'tab-a' }, roster: { name: 'Squad' } });
    vi.advanceTimersByTime(1000);
    expect(state.writes).toBe(writes + 1);
  });

  it('a flush (the page hidden or closing) writes it at once; the scheduled call then has nothing left to write', () => {
    const { store, state } = countingStore();
    const a = tab(store, 'tab-a', true, ['r1']);
    a.lib.create(team('Squad'));
    a.lib.update('r1', team('Squad renamed'));
    expect(a.lib.flush()).toBe(true);
    expect(stored(store, 'r1').roster.name).toBe('Squad renamed');
    const writes = state.writes;
    vi.advanceTimersByTime(16);
    expect(state.writes).toBe(writes);
    // A page opened after it (a reload) reads the edit.
    expect(tab(store, 'tab-b', true).lib.get('r1')!.roster.name).toBe('Squad renamed');
  });

  it('another tab’s write heard between the edit and its write is merged (different fields)', () => {
    const { store, a } = renamedHereResizedThere();
    a.lib.reload(); // the storage event, before A's scheduled write
    expect(a.events).toEqual([{ kind: 'merged', id: 'r1', name: 'Renamed in A' }]);
    expect(stored(store, 'r1')).toMatchObject({ rev: { n: 3, tab: 'tab-a' }, roster: team('Renamed in A', [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 4 }]) });
    expect(a.lib.get('r1')!.roster).toEqual(stored(store, 'r1').roster);
    vi.advanceTimersByTime(16);
    expect(stored(store, 'r1').rev).toEqual({ n: 3, tab: 'tab-a' });
  });

  it('another tab’s write not yet heard when the scheduled write comes: compared and merged, and shown', () => {
    const { store, a } = renamedHereResizedThere();
    const heard = a.heard();
    vi.advanceTimersByTime(16);
    expect(stored(store, 'r1').roster).toEqual(team('Renamed in A', [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 4 }]));
    expect(a.lib.get('r1')!.roster.models[1]!.size).toBe(4);
    expect(a.heard()).toBe(heard + 1); // the merged roster is a new snapshot
  });

  it('the same field changed in another tab before the scheduled write: theirs stays, this tab’s is a named copy', () => {
    const { store } = countingStore();
    const a = tab(store, 'tab-a', true, ['r1', 'a2']);
    a.lib.create(team('Squad'));
    const b = tab(store, 'tab-b', false);
    a.lib.update('r1', team('Squad A'));
    b.lib.update('r1', team('Squad B'));
    vi.advanceTimersByTime(16);
    expect(a.events).toMatchObject([{ kind: 'conflict', id: 'r1', copyId: 'a2', copyName: 'Squad A (this tab’s version)' }]);
    expect(stored(store, 'r1').roster.name).toBe('Squad B');
    expect(stored(store, 'a2').roster.name).toBe('Squad A (this tab’s version)');
    expect(a.lib.getSnapshot().rosters.map((r) => r.roster.name).sort()).toEqual(['Squad A (this tab’s version)', 'Squad B']);
  });

  it('storage full: pending and said so once the write is tried, and the notice does not blink on later edits', () => {
    const { store, state } = countingStore();
    const a = tab(store, 'tab-a', true, ['r1']);
    a.lib.create(team('Squad'));
    state.full = true;
    a.lib.update('r1', team('Squad 1'));
    expect(a.lib.getSnapshot()).toMatchObject({ pending: 0, saveError: null });
    vi.advanceTimersByTime(16);
    expect(a.lib.getSnapshot()).toMatchObject({ pending: 1, saveError: 'the browser’s storage for this site is full' });
    // A second edit of the same roster: still one pending change, still said, before and after its write is tried.
    a.lib.update('r1', team('Squad 2'));
    expect(a.lib.getSnapshot()).toMatchObject({ pending: 1, saveError: 'the browser’s storage for this site is full' });
    vi.advanceTimersByTime(16);
    expect(a.lib.getSnapshot()).toMatchObject({ pending: 1, saveError: 'the browser’s storage for this site is full' });
    state.full = false;
    a.lib.update('r1', team('Squad 3'));
    vi.advanceTimersByTime(16);
    expect(a.lib.getSnapshot()).toMatchObject({ pending: 0, saveError: null });
    expect(stored(store, 'r1').roster.name).toBe('Squad 3');
  });

  it('a roster deleted in another tab is held, not written, when its edit’s write comes', () => {
    const { store } = countingStore();
    const a = tab(store, 'tab-a', true, ['r1']);
    a.lib.create(team('Squad'));
    const b = tab(store, 'tab-b', false);
    a.lib.update('r1', team('Squad edited'));
    b.lib.remove('r1');
    vi.advanceTimersByTime(16);
    expect(store.getItem(rosterKey('testgame', 'r1'))).toBeNull();
    expect(a.lib.isGone('r1')).toBe(true);
    expect(a.lib.getSnapshot().gone.map((r) => r.roster.name)).toEqual(['Squad edited']);
  });
});
