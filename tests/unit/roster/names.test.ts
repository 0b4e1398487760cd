import { describe, expect, it } from 'vitest';
import { nameIndex, normalizeName, sameName } from '../../../src/roster/names';
import { RosterFormatError, fieldPath } from '../../../src/roster/errors';
import { mutations } from './mutate';

describe('names as the book prints them', () => {
  it('ignores case, extra spaces and the style of quotes and dashes', () => {
    expect(sameName("'Nades", '‘NADES')).toBe(true);
    expect(sameName('  Crack   Shot ', 'crack shot')).toBe(true);
    expect(sameName('Half-Orc', 'Half – orc')).toBe(true);
    expect(sameName('Crack Shot', 'Crackshot')).toBe(false);
    expect(normalizeName('“Big” Boss')).toBe('"big" boss');
  });
  it('finds entries by name and returns undefined for unknown names or non-strings', () => {
    const index = nameIndex([{ name: 'Handgun' }, { name: '‘Nades' }], (e) => e.name);
    expect(index.find("'nades")?.name).toBe('‘Nades');
    expect(index.find('Bazooka')).toBeUndefined();
    expect(index.find(42 as unknown as string)).toBeUndefined();
  });
});

describe('RosterFormatError', () => {
  it('names the field in its message', () => {
    const e = new RosterFormatError(fieldPath(['characters', 2, 'archetype']), 'unknown value');
    expect(e.message).toBe('characters[2].archetype: unknown value');
    expect(e.field).toBe('characters[2].archetype');
    expect(e).toBeInstanceOf(Error);
  });
});

describe('the fuzz harness', () => {
  it('is reproducible from its seed and never returns the valid input unchanged', () => {
    const valid = { game: 'x', version: 1, list: [{ name: 'a', n: 1 }] };
    const a = [...mutations(valid, 's1', 50)].map((m) => JSON.stringify(m.input));
    const b = [...mutations(valid, 's1', 50)].map((m) => JSON.stringify(m.input));
    expect(a).toEqual(b);
    expect(a.filter((s) => s === JSON.stringify(valid)).length).toBeLessThan(5);
    expect(valid).toEqual({ game: 'x', version: 1, list: [{ name: 'a', n: 1 }] });
  });
});

describe('normalizeName remembers names as written', () => {
  it('answers a name seen before as the first time, also after more names than it keeps', () => {
    expect(normalizeName('Half – Orc')).toBe('half-orc');
    for (let i = 0; i < 2500; i++) expect(normalizeName(`Rule ${i}  ‘X’`)).toBe(`rule ${i} 'x'`);
    expect(normalizeName('Half – Orc')).toBe('half-orc');
    expect(normalizeName('Half-orc ')).toBe('half-orc');
  });
});
