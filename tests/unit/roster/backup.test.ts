import { describe, expect, it } from 'vitest';
import { backupFileName, backupText, isBackup, readBackup } from '../../../src/roster/backup';
import { RosterLibrary, rosterKey, type RosterEnvelope } from '../../../src/roster/library';
import { memoryStore } from '../../../src/roster/store';
import { testGame, v2Example } from './synthetic-game';

const NOW = new Date('2030-05-01T10:00:00Z');
const env = (game: string, id: string, roster: unknown) => ({ envelope: 1, game, id, createdAt: '2030-01-01T00:00:00.000Z', savedAt: '2030-01-01T00:00:00.000Z', rev: { n: 1, tab: 't' }, roster });

describe('the backup file', () => {
  it('holds every stored entry of every game, pending changes over stored ones, and text that is not JSON as it is', () => {
    const store = memoryStore({
      [rosterKey('testgame', 'a')]: JSON.stringify(env('testgame', 'a', { ...v2Example, name: 'Stored A' })),
      [rosterKey('heartbreaker', 'h')]: JSON.stringify(env('heartbreaker', 'h', { game: 'heartbreaker', name: 'Gang' })),
      [rosterKey('wolsung', 'w')]: 'not json',
      'starlight-theme': 'dark',
    });
    const held = new Map<string, RosterEnvelope>([[rosterKey('testgame', 'a'), env('testgame', 'a', { ...v2Example, name: 'Pending A' })]]);
    const file = JSON.parse(backupText(store, held, NOW));
    expect(file).toEqual({
      backup: 'skirmish-shelf',
      version: 1,
      exportedAt: '2030-05-01T10:00:00.000Z',
      entries: [
        { key: rosterKey('heartbreaker', 'h'), entry: env('heartbreaker', 'h', { game: 'heartbreaker', name: 'Gang' }) },
        { key: rosterKey('testgame', 'a'), entry: env('testgame', 'a', { ...v2Example, name: 'Pending A' }) },
        { key: rosterKey('wolsung', 'w'), text: 'not json' },
      ],
    });
    expect(isBackup(file)).toBe(true);
    expect(isBackup(v2Example)).toBe(false);
    expect(backupFileName(NOW)).toBe('skirmish-shelf-backup-2030-05-01.json');
  });

  it('importing adds every entry as new and overwrites nothing, twice over', () => {
    const source = memoryStore({
      [rosterKey('testgame', 'a')]: JSON.stringify(env('testgame', 'a', { ...v2Example, name: 'Team A' })),
      [rosterKey('testgame', 'bad')]: JSON.stringify(env('testgame', 'bad', { ...v2Example, models: 'x' })),
      [rosterKey('heartbreaker', 'h')]: JSON.stringify(env('heartbreaker', 'h', { game: 'heartbreaker', name: 'Gang' })),
    });
    const text = backupText(source, new Map(), NOW);
    // The device it goes to already has a roster under the same key "a".
    const target = memoryStore({ [rosterKey('testgame', 'a')]: JSON.stringify(env('testgame', 'a', { ...v2Example, name: 'Already here' })) });
    let n = 0;
    const lib = new RosterLibrary(testGame, target, { newId: () => `new${++n}`, tabId: 'tab' });
    for (let round = 0; round < 2; round++) {
      const contents = readBackup(JSON.parse(text), 'testgame');
      expect(lib.importBackup(contents.mine, contents.others)).toBe(3);
    }
    expect(JSON.parse(target.getItem(rosterKey('testgame', 'a'))!).roster.name).toBe('Already here');
    expect(lib.getSnapshot().rosters.map((r) => r.roster.name).sort()).toEqual(['Already here', 'Team A', 'Team A']);
    expect(lib.getSnapshot().unreadable).toHaveLength(2);
    const gangs = target.keys().filter((k) => k.startsWith(rosterKey('heartbreaker', '')));
    expect(gangs).toHaveLength(2);
    for (const key of gangs) expect(JSON.parse(target.getItem(key)!)).toMatchObject({ id: key.split(':').pop(), roster: { name: 'Gang' } });
  });

  it('refuses a backup from a newer site', () => {
    expect(() => readBackup({ backup: 'skirmish-shelf', version: 2, exportedAt: '', entries: [] }, 'testgame')).toThrow('The backup was made by a newer version of this site, which this one cannot read.');
  });
});
