/**
 * The builder workbench's commands (src/roster/workbench.ts): what each writes through the library,
 * the view it opens and the sentence the status line shows, as the player reads it.
 */
import { describe, expect, it } from 'vitest';
import { RosterLibrary, rosterKey, type LibraryEvent } from '../../../src/roster/library';
import { memoryStore, type KeyValueStore } from '../../../src/roster/store';
import {
  applyEdit,
  closeOpen,
  duplicateRoster,
  eventStatus,
  keepGone,
  openSaved,
  playHref,
  removeRoster,
  restoreRoster,
  saveSharedCopy,
  shownName,
  startNew,
  undoEdit,
  unreadableFileName,
  viewKeyOf,
  type Workbench,
} from '../../../src/roster/workbench';
import { testGame, type TestRoster } from './synthetic-game';

const team = (name: string): TestRoster => ({ game: 'testgame', version: 2, name, models: [{ name: 'Ann', size: 1 }] });

function bench(store: KeyValueStore = memoryStore(), tabId = 'a'): Workbench<TestRoster> & { store: KeyValueStore } {
  let n = 0;
  let clock = Date.parse('2030-01-01T00:00:00Z');
  const library = new RosterLibrary(testGame, store, { tabId, now: () => new Date((clock += 1000)), newId: () => `${tabId}${++n}` });
  return { library, game: testGame, store };
}

describe('the workbench’s commands', () => {
  it('New team: saved at once, opened, said so', () => {
    const wb = bench();
    expect(startNew(wb)).toEqual({ view: { kind: 'saved', id: 'a1' }, clearLink: true, status: { tone: 'info', text: 'Started a new team.' } });
    expect(wb.library.get('a1')?.roster.name).toBe('New team');
  });

  it('an edit: saved at once for a saved roster, kept in memory for a shared one, and a new one saved with its first change', () => {
    const wb = bench();
    const { id } = wb.library.create(team('Squad'));
    expect(applyEdit(wb, { kind: 'saved', id }, team('Squad 2'))).toEqual({});
    expect(JSON.parse(wb.store.getItem(rosterKey('testgame', id))!).roster.name).toBe('Squad 2');
    expect(applyEdit(wb, { kind: 'shared', roster: team('Theirs') }, team('Theirs 2'))).toEqual({ view: { kind: 'shared', roster: team('Theirs 2') } });
    expect(wb.library.getSnapshot().rosters).toHaveLength(1);
    expect(applyEdit(wb, { kind: 'draft', roster: team('My team') }, team('My team!'))).toEqual({
      view: { kind: 'saved', id: 'a2' },
      carryOpenParts: 'a2',
      rekeyHistory: { from: 'draft', to: 'saved:a2' },
    });
    expect(wb.library.get('a2')?.roster.name).toBe('My team!');
    expect(applyEdit(wb, { kind: 'none' }, team('Nowhere'))).toEqual({});
  });

  it('Undo last change puts the previous roster back and says so; with nothing to undo, nothing happens', () => {
    const wb = bench();
    const { id } = wb.library.create(team('Squad 2'));
    expect(undoEdit(wb, { kind: 'saved', id }, team('Squad'))).toEqual({ status: { tone: 'info', text: 'Undid the last change.' } });
    expect(wb.library.get(id)?.roster.name).toBe('Squad');
    expect(undoEdit(wb, { kind: 'saved', id }, undefined)).toEqual({});
  });

  it('Delete names the roster and offers Undo; deleting the open one opens the newest left', () => {
    const wb = bench();
    const first = wb.library.create(team('First')).id;
    const second = wb.library.create(team('')).id;
    expect(removeRoster(wb, { kind: 'saved', id: first }, second)).toEqual({ status: { tone: 'info', text: 'Deleted “Unnamed team”.', undoKey: rosterKey('testgame', second) } });
    expect(removeRoster(wb, { kind: 'saved', id: first }, first)).toEqual({ view: { kind: 'none' }, status: { tone: 'info', text: 'Deleted “First”.', undoKey: rosterKey('testgame', first) } });
  });

  it('Delete of an unreadable entry names it by its label', () => {
    const key = rosterKey('testgame', 'junk');
    const wb = bench(memoryStore({ [key]: 'not json' }));
    expect(removeRoster(wb, { kind: 'none' }, key)).toEqual({ status: { tone: 'info', text: `Deleted “${key}”.`, undoKey: key } });
  });

  it('Undo of a delete brings it back and opens it; as a copy when it was saved again since', () => {
    const store = memoryStore();
    const wb = bench(store);
    const { id } = wb.library.create(team('Squad'));
    const key = rosterKey('testgame', id);
    removeRoster(wb, { kind: 'saved', id }, id);
    expect(restoreRoster(wb, key)).toEqual({ view: { kind: 'saved', id }, clearLink: true, status: { tone: 'info', text: 'Brought back “Squad”.' } });
    removeRoster(wb, { kind: 'saved', id }, id);
    // Another tab keeps it meanwhile.
    const other = bench(store, 'b');
    other.library.create(team('Elsewhere'));
    store.setItem(key, store.getItem(rosterKey('testgame', 'b1'))!.replace('"b1"', `"${id}"`));
    expect(restoreRoster(wb, key)).toEqual({
      view: { kind: 'saved', id: 'a2' },
      clearLink: true,
      status: { tone: 'info', text: 'It was saved again in another tab since, so it came back as a copy: “Squad (restored)”; nothing was overwritten.' },
    });
    expect(restoreRoster(wb, 'nothing-there')).toEqual({ status: { tone: 'info', text: 'Brought it back.' } });
  });

  it('Duplicate makes a renamed copy and opens it', () => {
    const wb = bench();
    const { id } = wb.library.create(team('Squad'));
    expect(duplicateRoster(wb, id)).toEqual({ view: { kind: 'saved', id: 'a2' }, clearLink: true, status: { tone: 'info', text: 'Made a copy: “Squad (copy)”, now open.' } });
  });

  it('Save a copy of a roster from a link: saved, opened, its open editors carried over', () => {
    const wb = bench();
    expect(saveSharedCopy(wb, { kind: 'shared', roster: team('Theirs') })).toEqual({
      carryOpenParts: 'a1',
      view: { kind: 'saved', id: 'a1' },
      clearLink: true,
      status: { tone: 'info', text: 'Saved a copy: “Theirs” is now in your saved teams.' },
    });
    expect(saveSharedCopy(wb, { kind: 'none' })).toEqual({});
  });

  it('Close opens the roster open last, else the newest, else none; a roster deleted elsewhere is let go', () => {
    const store = memoryStore();
    const wb = bench(store);
    expect(closeOpen(wb, { kind: 'shared', roster: team('Theirs') }, false)).toEqual({ view: { kind: 'none' }, clearLink: true });
    const a = wb.library.create(team('A')).id;
    const b = wb.library.create(team('B')).id;
    expect(closeOpen(wb, { kind: 'shared', roster: team('Theirs') }, false)).toEqual({ view: { kind: 'saved', id: b }, clearLink: true });
    wb.library.setLastOpened(a);
    store.removeItem(rosterKey('testgame', b)); // deleted in another tab
    wb.library.reload();
    expect(wb.library.isGone(b)).toBe(true);
    expect(closeOpen(wb, { kind: 'saved', id: b }, true)).toEqual({ view: { kind: 'saved', id: a }, clearLink: true });
    expect(wb.library.get(b)).toBeUndefined();
  });

  it('Keep a roster deleted in another tab: saved again under its id', () => {
    const store = memoryStore();
    const wb = bench(store);
    const { id } = wb.library.create(team('Squad'));
    store.removeItem(rosterKey('testgame', id));
    wb.library.reload();
    expect(keepGone(wb, { kind: 'saved', id })).toEqual({ status: { tone: 'info', text: 'Saved “Squad” again on this device.' } });
    expect(store.getItem(rosterKey('testgame', id))).not.toBeNull();
    expect(keepGone(wb, { kind: 'none' })).toEqual({});
  });

  it('says what the library did on the player’s behalf', () => {
    expect(eventStatus({ kind: 'merged', id: 'x', name: 'Squad' }, false, 'team')).toEqual({ tone: 'info', text: '“Squad” was also changed in another tab: both changes are kept.' });
    const conflict: LibraryEvent = { kind: 'conflict', id: 'x', copyId: 'y', name: 'Squad', copyName: 'Squad (this tab’s version)', fields: ['name'] };
    expect(eventStatus(conflict, false, 'team')).toEqual({
      tone: 'error',
      text: '“Squad” was changed in another tab at the same time as here. Both are kept: the other tab’s as “Squad”, this tab’s as a new team, “Squad (this tab’s version)”.',
    });
    expect(eventStatus(conflict, true, 'team')?.text).toMatch(/ Your version is the one open here\.$/);
    expect(eventStatus({ kind: 'restored-as-copy', key: 'k', copyId: 'y', name: 'Squad (restored)' }, false, 'team')).toBeNull();
  });

  it('names, keys and addresses', () => {
    expect(openSaved('x')).toEqual({ view: { kind: 'saved', id: 'x' }, clearLink: true });
    expect(viewKeyOf({ kind: 'saved', id: 'x' })).toBe('saved:x');
    expect(viewKeyOf({ kind: 'draft', roster: team('') })).toBe('draft');
    expect(shownName(testGame, team(''))).toBe('Unnamed team');
    expect(unreadableFileName(testGame, { key: rosterKey('testgame', 'lx2-abc'), label: '', reason: '', raw: '' })).toBe('testgame-unreadable-lx2-abc.json');
    expect(playHref(testGame, team('Squad'))).toMatch(/^\/testgame\/play\/#roster=/);
  });
});
