import { describe, expect, it } from 'vitest';
import { everything, exportRoster, importFile, MAX_IMPORT_CHARS } from '../../../src/roster/file-commands';
import { RosterLibrary, rosterKey } from '../../../src/roster/library';
import { memoryStore } from '../../../src/roster/store';
import { testGame, v1Example, v2Example } from './synthetic-game';

// The builder's file commands and their status sentences: an import always adds, never overwrites.

const NOW = new Date(Date.UTC(2030, 4, 1, 12));

function library() {
  const store = memoryStore();
  let n = 0;
  return { store, lib: new RosterLibrary(testGame, store, { newId: () => `id${++n}`, tabId: 'tab', now: () => NOW }) };
}

describe('the builder’s file commands', () => {
  it('imports a roster file of an older version as a new roster and opens it', () => {
    const { lib } = library();
    const done = importFile(lib, testGame, { text: JSON.stringify(v1Example) });
    expect(done.status).toEqual({ tone: 'info', text: 'Imported “Old team” as a new team; nothing else changed.' });
    expect(done.opened?.roster).toEqual({ game: 'testgame', version: 2, name: 'Old team', models: [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 1 }] });
    expect(lib.getSnapshot().rosters.map((r) => r.id)).toEqual([done.opened!.id]);
  });

  it('refuses a bad or too large file with why, changing nothing', () => {
    const { lib, store } = library();
    lib.create(v2Example);
    const before = JSON.stringify(store.keys().map((k) => [k, store.getItem(k)]));
    const bad = importFile(lib, testGame, { text: JSON.stringify({ ...v2Example, models: 'Ann' }) });
    expect(bad).toEqual({ status: { tone: 'error', text: expect.stringMatching(/^Not imported: .*models.* Nothing saved was changed\.$/) } });
    const large = importFile(lib, testGame, { tooLarge: MAX_IMPORT_CHARS + 1 });
    expect(large.status.tone).toBe('error');
    expect(large.status.text).toMatch(/^Not imported: .* Nothing saved was changed\.$/);
    expect(JSON.stringify(store.keys().map((k) => [k, store.getItem(k)]))).toBe(before);
  });

  it('exports the open roster under its file name, and downloads everything as one backup that imports as new entries', () => {
    const { lib, store } = library();
    const saved = lib.create(v2Example);
    const file = exportRoster(testGame, saved.roster);
    expect(file.status).toEqual({ tone: 'info', text: `Exported “New team” as ${file.name}.` });
    expect(JSON.parse(file.text)).toEqual(v2Example);
    const backup = everything(lib, store, testGame, NOW);
    expect(backup.name).toBe('skirmish-shelf-backup-2030-05-01.json');
    expect(backup.status.text).toBe('Downloaded everything saved on this device as skirmish-shelf-backup-2030-05-01.json; importing it adds every entry as new.');
    // The backup imported back: the roster again, as a new entry beside the first.
    const again = importFile(lib, testGame, { text: backup.text });
    expect(again).toEqual({ status: { tone: 'info', text: 'Imported the backup: 1 entry added as new; nothing saved was overwritten.' } });
    expect(lib.getSnapshot().rosters.map((r) => r.roster.name)).toEqual(['New team', 'New team']);
    expect(store.getItem(rosterKey('testgame', saved.id))).not.toBeNull();
  });

  it('a damaged backup is refused as a whole, changing nothing', () => {
    const { lib } = library();
    const done = importFile(lib, testGame, { text: JSON.stringify({ backup: 'skirmish-shelf', version: 9, exportedAt: '', entries: [] }) });
    expect(done.status).toEqual({ tone: 'error', text: 'Not imported: The backup was made by a newer version of this site, which this one cannot read. Nothing saved was changed.' });
    expect(lib.getSnapshot().rosters).toEqual([]);
  });
});
