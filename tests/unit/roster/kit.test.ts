import { tooLargeMessage } from '../../../src/roster/files';
import { describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent } from 'lz-string';
import { z } from 'zod';
import { defineRosterFormat } from '../../../src/roster/format';
import { defineFormat, NewerError } from '../../../src/roster/versioned';
import { RosterFormatError, describeIssue, type ZodIssueLike } from '../../../src/roster/errors';
import { MAX_FILE_CHARS, describeReadError, readRosterText, rosterFileName, rosterFileText } from '../../../src/roster/files';
import { readShareFragment, shareFragment, shareUrl } from '../../../src/roster/share';
import { memoryStore, webStorageStore, type KeyValueStore } from '../../../src/roster/store';
import { RosterLibrary, rosterKey } from '../../../src/roster/library';
import { modelIndexOf } from '../../../src/roster/game';
import { testFormat, testGame, v1Example, v2Example } from './synthetic-game';

describe('roster formats: versions and migrations', () => {
  it('reads the current version as it is and migrates version 1 step by step', () => {
    expect(testFormat.parse(v2Example)).toEqual(v2Example);
    expect(testFormat.parse(v1Example)).toEqual({ game: 'testgame', version: 2, name: 'Old team', models: [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 1 }] });
  });

  it('reads a file’s text as well as its parsed JSON', () => {
    expect(testFormat.parse(JSON.stringify(v2Example))).toEqual(v2Example);
    expect(() => testFormat.parse('{"game": "testgame",')).toThrow(new RosterFormatError('', 'the text is not valid JSON, so it is not a roster file'));
    expect(() => testFormat.parse(' '.repeat(MAX_FILE_CHARS + 1))).toThrow(/characters long; a roster file has at most 400,000/);
  });

  it('names game and version when they are wrong', () => {
    const fail = (input: unknown) => {
      try {
        testFormat.parse(input);
      } catch (e) {
        expect(e).toBeInstanceOf(RosterFormatError);
        return (e as RosterFormatError).message;
      }
      throw new Error('parsed');
    };
    // A game missing from the catalog is named by its slug.
    expect(fail({ ...v2Example, game: 'heartbreaker' })).toBe('game: this is a Heartbreaker roster, not a testgame one: open it in the Heartbreaker builder');
    expect(fail({ ...v2Example, game: 'arsenal-campaign' })).toBe('game: this is an Arsenal Campaign roster, not a testgame one: open it in the Arsenal Campaign builder');
    expect(fail({ ...v2Example, game: 'chess' })).toBe('game: this roster is for the game "chess", not testgame');
    expect(fail({ ...v2Example, game: undefined })).toMatch(/^game: the field "game" is missing/);
    expect(fail({ ...v2Example, version: 3 })).toBe('version: version 3 is newer than this site reads (2): it was saved by a newer version of the site');
    expect(fail({ ...v2Example, version: 0 })).toMatch(/^version: there is no version 0/);
    expect(fail({ ...v2Example, version: '2' })).toBe('version: must be a whole number, not "2"');
    expect(fail([])).toBe('a roster is a JSON object with "game" and "version", not a list');
    expect(fail({ ...v1Example, models: 'Ann' })).toBe('models: must be a list of names');
    expect(fail({ ...v2Example, models: [{ name: 'Cy', size: 9 }] })).toMatch(/^models\[0\]\.size: /);
  });

  it('is a format of the format kit: a roster from a newer site is told as newer (to keep), a damaged one is not', () => {
    const newer = (() => { try { testFormat.parse({ ...v2Example, version: 3 }); } catch (e) { return e; } })();
    expect(newer).toBeInstanceOf(NewerError);
    const damaged = (() => { try { testFormat.parse({ ...v2Example, version: '2' }); } catch (e) { return e; } })();
    expect(damaged).toBeInstanceOf(RosterFormatError);
    expect(damaged).not.toBeInstanceOf(NewerError);
    // The migrations alone, as the kit's upgrade gives them, from a file's text too.
    expect(testFormat.upgrade(JSON.stringify(v1Example))).toEqual({ game: 'testgame', version: 2, name: 'Old team', models: [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 1 }] });
    expect(() => defineRosterFormat({ game: 'testgame', version: 3, migrations: { 1: (r) => r }, schema: z.object({}) })).toThrow('testgame roster format: version 3 needs a migration from version 2');
  });

  it('words the kit’s own messages with the right article', () => {
    const enemyTurn = defineFormat({ noun: 'enemy turn', version: 1, read: (json) => json });
    expect(enemyTurn.read(42)).toMatchObject({ ok: false, error: { message: 'this is not an enemy turn' } });
    expect(enemyTurn.read({ version: 'x' })).toMatchObject({ ok: false, error: { message: 'version: is the text "x": an enemy turn has a whole-number version from 1, so this one is damaged' } });
    expect(defineFormat({ noun: 'saved game', version: 1, read: (json) => json }).read([])).toMatchObject({ ok: false, error: { message: 'this is not a saved game' } });
  });

  it('puts Zod’s default messages in plain words and keeps a schema’s own message', () => {
    const issue = (i: Partial<ZodIssueLike>) => describeIssue({ path: [], message: 'Invalid input', ...i });
    expect(issue({ code: 'invalid_type', expected: 'boolean', message: 'Invalid input: expected boolean, received string' })).toBe('must be true or false');
    expect(issue({ code: 'invalid_type', expected: 'int' })).toBe('must be a whole number');
    expect(issue({ code: 'invalid_type', expected: 'array' })).toBe('must be a list');
    expect(issue({ code: 'invalid_value', values: ['solo', 'coop'] })).toBe('must be "solo" or "coop"');
    expect(issue({ code: 'too_big', origin: 'string', maximum: 200 })).toBe('has more than 200 characters');
    expect(issue({ code: 'too_big', origin: 'array', maximum: 12, message: 'Too big: expected array to have <=12 items' })).toBe('has more than 12 entries');
    expect(issue({ code: 'too_small', origin: 'number', minimum: 0 })).toBe('must be at least 0');
    expect(issue({ code: 'custom', message: 'each faction has 2 positive traits' })).toBe('each faction has 2 positive traits');
    expect(issue({ code: 'too_small', origin: 'string', minimum: 1, message: 'give it a name' })).toBe('give it a name');
    // A field that is not there at all (the parse reports its input, which is undefined).
    expect(issue({ code: 'invalid_type', expected: 'boolean', input: undefined })).toBe('is missing (it must be true or false)');
    expect(issue({ code: 'unrecognized_keys', keys: ['scrap'], message: 'Unrecognized key: "scrap"' })).toBe('has a field this format does not know: "scrap"');
    expect(issue({ code: 'unrecognized_keys', keys: ['bulets'], message: 'Unrecognized key: "bulets"' })).toBe('has a field this format does not know: "bulets"');
    expect(issue({ code: 'unrecognized_keys', keys: ['a', 'b'] })).toBe('has fields this format does not know: "a", "b"');
  });

  it('refuses a format whose older versions lack a migration', () => {
    expect(() => defineRosterFormat({ game: 'x', version: 3, schema: z.object({}), migrations: { 1: (o) => o } })).toThrow(/migration from version 2/);
  });
});

describe('roster files', () => {
  it('round-trips a roster through its file text', () => {
    const text = rosterFileText(v2Example, testGame);
    expect(readRosterText(text, testGame)).toEqual({ ok: true, roster: v2Example });
    expect(rosterFileName({ ...v2Example, name: 'Ölga’s  Rats!' }, testGame)).toBe('testgame-olga-s-rats.json');
    expect(rosterFileName({ ...v2Example, name: '' }, testGame)).toBe('testgame-team.json');
  });

  it('gives each kind of bad file its own message', () => {
    const message = (text: string) => {
      const r = readRosterText(text, testGame);
      return r.ok ? 'ok' : r.message;
    };
    expect(message('')).toBe('The file is empty.');
    // A strict format's unknown top-level field is a problem of the whole roster.
    expect(describeReadError(new RosterFormatError('', 'has a field this format does not know: "extra"'), testGame)).toBe('The roster has a field this format does not know: "extra".');
    expect(message('{"game": "testgame",')).toMatch(/^The file is not valid JSON \(/);
    expect(message('x'.repeat(MAX_FILE_CHARS + 1))).toBe('The file is 401 kB; a Test Game team file is a few kB, at most 400 kB.');
    expect(tooLargeMessage(300_000, { gameName: 'Arsenal Campaign', noun: 'crew' })).toBe('The file is 300 kB; an Arsenal Campaign crew file is a few kB, at most 400 kB.');
    expect(message(JSON.stringify({ ...v2Example, game: 'wolsung' }))).toBe('This is a Wolsung SSG roster, not a testgame one: open it in the Wolsung SSG builder.');
    expect(message(JSON.stringify({ ...v2Example, version: 7 }))).toBe('Its "version" is wrong: version 7 is newer than this site reads (2): it was saved by a newer version of the site.');
    expect(message(JSON.stringify({ ...v2Example, name: 5 }))).toBe('The field "name" is wrong: must be text.');
    expect(message('42')).toBe('A roster is a JSON object with "game" and "version", not 42.');
  });
});

describe('share links', () => {
  it('carry the roster in #roster= and read back identical', () => {
    const fragment = shareFragment(v2Example, testGame);
    expect(fragment.startsWith('#roster=')).toBe(true);
    expect(readShareFragment(fragment, testGame)).toEqual({ ok: true, roster: v2Example });
    const url = shareUrl('https://x.example/testgame/builder/#old', v2Example, testGame);
    expect(url).toBe(`https://x.example/testgame/builder/${fragment}`);
  });

  it('say nothing without a roster fragment, and explain a damaged or wrong one', () => {
    expect(readShareFragment('', testGame)).toBeNull();
    expect(readShareFragment('#main-content', testGame)).toBeNull();
    expect(readShareFragment('#roster=', testGame)).toEqual({ ok: false, message: expect.stringMatching(/damaged/) });
    expect(readShareFragment('#roster=%%%nonsense', testGame)).toEqual({ ok: false, message: expect.stringMatching(/damaged/) });
    const cut = shareFragment(v2Example, testGame).slice(0, 20);
    expect(readShareFragment(cut, testGame)?.ok).toBe(false);
    const notJson = `#roster=${compressToEncodedURIComponent('{not json')}`;
    expect(readShareFragment(notJson, testGame)).toEqual({ ok: false, message: expect.stringMatching(/^The link is not valid JSON/) });
    const other = `#roster=${compressToEncodedURIComponent(JSON.stringify({ ...v2Example, game: 'heartbreaker' }))}`;
    expect(readShareFragment(other, testGame)).toEqual({ ok: false, message: expect.stringMatching(/Heartbreaker roster/) });
  });
});

describe('stores', () => {
  it('webStorageStore is null when storage is missing, throws, or refuses a write', () => {
    expect(webStorageStore(() => undefined)).toBeNull();
    expect(
      webStorageStore(() => {
        throw new Error('SecurityError');
      }),
    ).toBeNull();
    const refusing = { length: 0, key: () => null, getItem: () => null, removeItem: () => {}, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(webStorageStore(() => refusing)).toBeNull();
  });

  it('webStorageStore lists keys and writes through', () => {
    const map = new Map<string, string>();
    const storage = {
      get length() {
        return map.size;
      },
      key: (i: number) => [...map.keys()][i] ?? null,
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    const store = webStorageStore(() => storage)!;
    store.setItem('a', '1');
    expect(store.keys()).toEqual(['a']);
    expect(store.getItem('a')).toBe('1');
  });
});

function library(store: KeyValueStore = memoryStore(), ids = ['a', 'b', 'c', 'd', 'e']) {
  let t = Date.parse('2030-01-01T00:00:00Z');
  const queue = [...ids];
  return new RosterLibrary(testGame, store, { now: () => new Date((t += 1000)), newId: () => queue.shift() ?? `z${t}` });
}

describe('the roster library', () => {
  it('saves every change at once and finds it again in a new page (reload)', () => {
    const store = memoryStore();
    const lib = library(store);
    const { id } = lib.create(testGame.create('Team'));
    lib.update(id, { ...v2Example, name: 'Team' });
    lib.setLastOpened(id);
    const again = library(store);
    expect(again.getSnapshot().rosters.map((r) => r.roster)).toEqual([{ ...v2Example, name: 'Team' }]);
    expect(again.lastOpened()).toBe(id);
    const stored = JSON.parse(store.getItem(rosterKey('testgame', id))!);
    expect(stored).toMatchObject({ envelope: 1, game: 'testgame', id, roster: { ...v2Example, name: 'Team' } });
  });

  it('lists the most recently saved first; duplicate makes a renamed copy', () => {
    const lib = library();
    const a = lib.create(testGame.create('First'));
    lib.create(testGame.create('Second'));
    const copy = lib.duplicate(a.id);
    expect(lib.getSnapshot().rosters.map((r) => r.roster.name)).toEqual(['First (copy)', 'Second', 'First']);
    expect(copy.id).toBe('c');
  });

  it('migrates old saved rosters on load without rewriting them, and keeps unreadable ones untouched', () => {
    const old = JSON.stringify({ envelope: 1, game: 'testgame', id: 'old', createdAt: '2024-01-01T00:00:00Z', savedAt: '2024-01-01T00:00:00Z', roster: v1Example });
    const broken = '{"envelope":1,"game":"testgame","id":"bad","roster":{"game":"testgame","version":2,"name":"Bad","models":"x"}}';
    const future = JSON.stringify({ envelope: 2, game: 'testgame', id: 'new', roster: { name: 'Future' } });
    const store = memoryStore({
      [rosterKey('testgame', 'old')]: old,
      [rosterKey('testgame', 'bad')]: broken,
      [rosterKey('testgame', 'new')]: future,
      [rosterKey('testgame', 'junk')]: 'not json',
      [rosterKey('othergame', 'x')]: old,
      unrelated: 'keep',
    });
    const lib = library(store);
    const snap = lib.getSnapshot();
    expect(snap.rosters.map((r) => r.roster)).toEqual([testFormat.parse(v1Example)]);
    expect(snap.unreadable.map((u) => [u.label, u.reason])).toEqual([
      ['Bad', expect.stringMatching(/^The field "models" is wrong/)],
      [rosterKey('testgame', 'junk'), 'The saved text is not valid JSON.'],
      ['Future', 'It was saved by a newer version of this site.'],
    ]);
    expect(store.getItem(rosterKey('testgame', 'old'))).toBe(old);
    expect(store.getItem(rosterKey('testgame', 'bad'))).toBe(broken);
    expect(snap.unreadable.find((u) => u.label === 'Bad')?.raw).toBe(broken);
  });

  it('delete can be undone, exactly as it was saved, also for an unreadable entry', () => {
    const store = memoryStore({ [rosterKey('testgame', 'junk')]: 'not json' });
    const lib = library(store);
    const { id } = lib.create({ ...v2Example });
    const before = store.getItem(rosterKey('testgame', id));
    lib.remove(id);
    lib.remove(rosterKey('testgame', 'junk'));
    expect(lib.getSnapshot().rosters).toEqual([]);
    expect(lib.getSnapshot().unreadable).toEqual([]);
    expect(lib.getSnapshot().deleted.map((d) => d.label)).toEqual([rosterKey('testgame', 'junk'), 'New team']);
    expect(store.getItem(rosterKey('testgame', id))).toBeNull();
    expect(lib.restore(rosterKey('testgame', id))).toBe(id);
    expect(store.getItem(rosterKey('testgame', id))).toBe(before);
    expect(lib.restore(rosterKey('testgame', 'junk'))).toBeUndefined();
    expect(store.getItem(rosterKey('testgame', 'junk'))).toBe('not json');
    expect(lib.getSnapshot().deleted).toEqual([]);
  });

  it('never overwrites: a new roster gets a fresh id even when the id generator repeats', () => {
    const store = memoryStore();
    const lib = library(store, ['same', 'same', 'same']);
    const a = lib.create(testGame.create('A'));
    const b = lib.create(testGame.create('B'));
    expect(a.id).not.toBe(b.id);
    expect(lib.getSnapshot().rosters).toHaveLength(2);
  });

  it('keeps working in memory when a write fails, and says why', () => {
    let full = false;
    const inner = memoryStore();
    const store: KeyValueStore = {
      ...inner,
      setItem: (k, v) => {
        if (full) throw Object.assign(new Error('exceeded the quota'), { name: 'QuotaExceededError' });
        inner.setItem(k, v);
      },
    };
    const lib = library(store);
    const { id } = lib.create(testGame.create('Team'));
    full = true;
    lib.update(id, { ...v2Example, name: 'Changed' });
    expect(lib.getSnapshot().saveError).toBe('the browser’s storage for this site is full');
    expect(lib.get(id)?.roster.name).toBe('Changed');
    lib.reload(); // another tab: must not throw away the change kept in memory
    expect(lib.get(id)?.roster.name).toBe('Changed');
    full = false;
    lib.update(id, { ...v2Example, name: 'Changed again' });
    expect(lib.getSnapshot().saveError).toBeNull();
    expect(JSON.parse(inner.getItem(rosterKey('testgame', id))!).roster.name).toBe('Changed again');
  });

  it('notifies subscribers with a new snapshot on each change', () => {
    const lib = library();
    const seen: number[] = [];
    const stop = lib.subscribe(() => seen.push(lib.getSnapshot().rosters.length));
    const first = lib.getSnapshot();
    lib.create(testGame.create('A'));
    stop();
    lib.create(testGame.create('B'));
    expect(seen).toEqual([1]);
    expect(lib.getSnapshot()).not.toBe(first);
  });
});

describe('problem links', () => {
  it('find the model a problem path starts with', () => {
    expect(modelIndexOf('models[2].size', 'models')).toBe(2);
    expect(modelIndexOf('models[10]', 'models')).toBe(10);
    expect(modelIndexOf('alignments[0]', 'models')).toBeNull();
    expect(modelIndexOf('', 'models')).toBeNull();
    expect(modelIndexOf('modelsx[1]', 'models')).toBeNull();
  });
});
