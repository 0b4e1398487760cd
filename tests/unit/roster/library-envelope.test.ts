/**
 * The library's saved envelope read through the versioned-format kit (src/roster/library/envelope.ts),
 * and an envelope saved by a newer site: kept byte for byte in storage and listed as unreadable, never
 * overwritten, whatever this tab does (a reload, an edit of the roster it held, a flush, a backup).
 * Also: the library keeps no state outside its instances.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENVELOPE_VERSION, envelopeFormat, RosterLibrary, rosterKey, type LibraryEvent } from '../../../src/roster/library';
import { FROM_NEWER_SITE, NOT_OUR_FORM, readEnvelope } from '../../../src/roster/library/envelope';
import { memoryStore, type KeyValueStore } from '../../../src/roster/store';
import { testGame, type TestRoster } from './synthetic-game';

const team = (name: string): TestRoster => ({ game: 'testgame', version: 2, name, models: [{ name: 'Ann', size: 1 }] });
const key = (id: string) => rosterKey('testgame', id);
const envelope = (id: string, fields: Record<string, unknown> = {}) =>
  JSON.stringify({ envelope: 1, game: 'testgame', id, createdAt: '2030-01-01T00:00:00.000Z', savedAt: '2030-01-01T00:00:00.000Z', rev: { n: 1, tab: 'old' }, roster: team('Squad'), ...fields });
/** As a newer site might write it: a higher envelope version, fields this site does not know, spacing of its own. */
const newer = (id: string) => `{"envelope": 2, "game": "testgame", "id": "${id}", "rev": {"n": 7, "tab": "future"}, "roster": {"name": "Future squad", "units": []}, "extra": [1, 2]}`;

let clock = Date.parse('2030-01-02T00:00:00Z');
function tab(store: KeyValueStore, tabId: string) {
  let n = 0;
  const events: LibraryEvent[] = [];
  const lib = new RosterLibrary(testGame, store, { tabId, now: () => new Date((clock += 1000)), newId: () => `${tabId}-${++n}` });
  lib.onEvent((e) => events.push(e));
  return { lib, events };
}

describe('the envelope format', () => {
  it('is the versioned-format kit with version 1 in the field "envelope"', () => {
    expect(ENVELOPE_VERSION).toBe(1);
    expect(envelopeFormat.versionField).toBe('envelope');
    expect(envelopeFormat.read(JSON.parse(envelope('a'))).ok).toBe(true);
    expect(envelopeFormat.read({ envelope: 2 })).toMatchObject({ ok: false, newer: true });
    expect(envelopeFormat.read({ envelope: '1' })).toMatchObject({ ok: false, newer: false });
  });

  it('reads a stored entry, or says why not with its name when one can be made out', () => {
    expect(readEnvelope(testGame, key('a'), envelope('a'))).toEqual({ ok: true, entry: { id: 'a', createdAt: '2030-01-01T00:00:00.000Z', savedAt: '2030-01-01T00:00:00.000Z', roster: team('Squad') } });
    expect(readEnvelope(testGame, key('n'), newer('n'))).toEqual({ ok: false, reason: FROM_NEWER_SITE, label: 'Future squad' });
    expect(readEnvelope(testGame, key('x'), 'not json')).toEqual({ ok: false, reason: 'The saved text is not valid JSON.', label: key('x') });
    expect(readEnvelope(testGame, key('x'), envelope('y'))).toEqual({ ok: false, reason: NOT_OUR_FORM, label: key('x') });
    // No version, or one that is not a whole number from 1, is damage, not a newer site.
    for (const version of [undefined, '1', 0, 1.5]) {
      expect(readEnvelope(testGame, key('d'), envelope('d', { envelope: version }))).toEqual({ ok: false, reason: 'The saved entry is not in the form this site writes.', label: 'Squad' });
    }
    // Dates that cannot be read are the epoch (the roster still opens).
    expect(readEnvelope(testGame, key('a'), envelope('a', { savedAt: 'soon' }))).toMatchObject({ ok: true, entry: { savedAt: '1970-01-01T00:00:00.000Z' } });
  });
});

describe('an envelope saved by a newer site', () => {
  it('is listed as unreadable with its exact text and left in storage as it is', () => {
    const store = memoryStore({ [key('n')]: newer('n') });
    const { lib } = tab(store, 'a');
    expect(lib.getSnapshot().unreadable).toEqual([{ key: key('n'), label: 'Future squad', reason: 'It was saved by a newer version of this site.', raw: newer('n') }]);
    lib.create(team('Other'));
    lib.reload();
    expect(lib.flush()).toBe(true);
    expect(store.getItem(key('n'))).toBe(newer('n'));
  });

  it('written over a roster this tab holds with a change pending: the newer entry stays, this tab’s change becomes a copy', () => {
    const store = memoryStore({ [key('r')]: envelope('r') });
    const { lib, events } = tab(store, 'a');
    const deferred: (() => void)[] = [];
    const later = new RosterLibrary(testGame, store, { tabId: 'b', now: () => new Date((clock += 1000)), newId: () => 'b-copy', schedule: (w) => deferred.push(w) });
    later.update('r', team('Mine'));
    store.setItem(key('r'), newer('r')); // a newer site's tab saved it meanwhile
    deferred.shift()!();
    expect(store.getItem(key('r'))).toBe(newer('r'));
    expect(later.getSnapshot().unreadable.map((u) => [u.key, u.reason, u.raw])).toEqual([[key('r'), FROM_NEWER_SITE, newer('r')]]);
    expect(later.getSnapshot().rosters.map((r) => r.roster.name)).toEqual(['Mine (this tab’s version)']);
    // The other tab, which held the old version with no change, lists it as unreadable after the storage event.
    lib.reload();
    expect(lib.getSnapshot().rosters.map((r) => r.roster.name)).toEqual(['Mine (this tab’s version)']);
    expect(lib.getSnapshot().unreadable.map((u) => u.label)).toEqual(['Future squad']);
    expect(store.getItem(key('r'))).toBe(newer('r'));
    expect(events).toEqual([]);
  });

  it('written over this tab’s own last write: this tab does not write again over it', () => {
    const store = memoryStore();
    const { lib } = tab(store, 'a');
    const { id } = lib.create(team('Squad'));
    store.setItem(key(id), newer(id).replace('"n": 7', '"n": 1'));
    lib.reload();
    expect(store.getItem(key(id))).toBe(newer(id).replace('"n": 7', '"n": 1'));
    expect(lib.getSnapshot().unreadable.map((u) => u.reason)).toEqual([FROM_NEWER_SITE]);
  });
});

describe('the library keeps nothing outside its instances', () => {
  it('declares no module-level variable in any of its modules', () => {
    const files = ['src/roster/library.ts', ...readdirSync('src/roster/library').map((f) => `src/roster/library/${f}`)];
    const mutable = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter((line) => /^(export )?(let|var) /.test(line))
        .map((line) => `${f}: ${line}`),
    );
    expect(mutable).toEqual([]);
  });
});
