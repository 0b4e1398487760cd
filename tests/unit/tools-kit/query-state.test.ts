import { describe, expect, it } from 'vitest';
import {
  booleanField,
  defaultValues,
  defineFields,
  enumField,
  intField,
  mergeQuery,
  parseField,
  parseQuery,
  toQuery,
  type LinkUpgrade,
} from '../../../src/tools/query-state';

const spec = defineFields({
  actionDice: intField({ label: 'Action dice', min: 1, max: 20, default: 2 }),
  hitOn: intField({ label: 'Hit on', min: 2, max: 6, default: 5 }),
  cover: booleanField({ label: 'Cover', default: false }),
  armour: enumField({
    label: 'Armour',
    default: 'none',
    options: [
      { value: 'none', label: 'None' },
      { value: 'boiler plate', label: 'Boiler plate' },
    ],
  }),
});

describe('parseQuery', () => {
  it('reads good values', () => {
    const q = parseQuery('?actionDice=3&hitOn=4&cover=1&armour=boiler+plate', spec);
    expect(q.values).toEqual({ actionDice: 3, hitOn: 4, cover: true, armour: 'boiler plate' });
    expect(q.errors).toEqual({});
    expect(q.problems).toEqual([]);
    expect(q.compare).toBe(false);
    expect(q.given).toBe(true);
  });

  it('uses defaults for missing parameters and ignores unknown ones', () => {
    const q = parseQuery('utm_source=x&hitOn=6', spec);
    expect(q.values).toEqual({ actionDice: 2, hitOn: 6, cover: false, armour: 'none' });
    expect(q.problems).toEqual([]);
    expect(parseQuery('', spec).given).toBe(false);
  });

  it('refuses out-of-range and garbage values with a message per field and falls back to the default', () => {
    const q = parseQuery('?actionDice=x&hitOn=7&cover=maybe&armour=plate', spec);
    expect(q.values).toEqual(defaultValues(spec));
    expect(q.errors.actionDice).toBe("Action dice must be a whole number from 1 to 20; got 'x'. Using the default, 2.");
    expect(q.errors.hitOn).toBe("Hit on must be a whole number from 2 to 6; got '7'. Using the default, 5.");
    expect(q.errors.cover).toBe("Cover must be 1 (yes) or 0 (no); got 'maybe'. Using the default, 0.");
    expect(q.errors.armour).toBe("Armour must be one of 'none', 'boiler plate'; got 'plate'. Using the default, none.");
    expect(q.problems).toHaveLength(4);
  });

  it('refuses decimals, empty values and huge numbers', () => {
    expect(parseQuery('actionDice=2.5', spec).errors.actionDice).toMatch(/whole number from 1 to 20; got '2.5'/);
    expect(parseQuery('actionDice=', spec).errors.actionDice).toMatch(/^Action dice is empty; enter a whole number from 1 to 20\./);
    expect(parseQuery('actionDice=99999999999999999999', spec).values.actionDice).toBe(2);
  });

  it('shortens long garbage in messages', () => {
    const msg = parseQuery(`actionDice=${'9'.repeat(40)}`, spec).errors.actionDice!;
    expect(msg).toContain(`'${'9'.repeat(24)}…'`);
  });

  it('accepts a parameter repeated with the same value, refuses one repeated with different values', () => {
    expect(parseQuery('actionDice=3&actionDice=3', spec).values.actionDice).toBe(3);
    const q = parseQuery('actionDice=3&actionDice=4', spec);
    expect(q.values.actionDice).toBe(2);
    expect(q.errors.actionDice).toBe("Action dice is in the link 2 times ('3', '4'); using the default, 2.");
  });

  it('reads set-up B under the b. prefix and the compare flag', () => {
    const q = parseQuery('actionDice=3&compare=1&b.actionDice=5&b.cover=1&b.hitOn=9', spec);
    expect(q.compare).toBe(true);
    expect(q.values.actionDice).toBe(3);
    expect(q.b.values).toEqual({ actionDice: 5, hitOn: 5, cover: true, armour: 'none' });
    expect(q.b.given).toBe(true);
    expect(q.problems).toEqual(["Set-up B: Hit on must be a whole number from 2 to 6; got '9'. Using the default, 5."]);
  });

  it('refuses a bad compare flag', () => {
    const q = parseQuery('compare=yes', spec);
    expect(q.compare).toBe(false);
    expect(q.problems).toEqual(["Compare must be 1 (on) or 0 (off); got 'yes'. Showing one set-up."]);
    expect(parseQuery('compare=0', spec).problems).toEqual([]);
  });
});

describe('toQuery with pinned fields', () => {
  it('writes a pinned field at its default, in spec order, and the named fields come from the link', () => {
    const parsed = parseQuery('?hitOn=5&actionDice=2&b.cover=0', spec);
    expect(parsed.named).toEqual(['actionDice', 'hitOn']);
    expect(parsed.b.named).toEqual(['cover']);
    const values = { ...parsed.values, actionDice: 3 };
    expect(toQuery(values, spec, undefined, { a: new Set(parsed.named) })).toBe('actionDice=3&hitOn=5');
    expect(toQuery(values, spec)).toBe('actionDice=3');
    expect(toQuery(values, spec, { b: parsed.b.values }, { a: new Set(parsed.named), b: new Set(parsed.b.named) })).toBe('actionDice=3&hitOn=5&compare=1&b.cover=0');
  });
});

describe('toQuery', () => {
  it('writes only non-default values, in spec order', () => {
    expect(toQuery(defaultValues(spec), spec)).toBe('');
    expect(toQuery({ armour: 'boiler plate', cover: true, hitOn: 5, actionDice: 4 }, spec)).toBe('actionDice=4&cover=1&armour=boiler+plate');
  });

  it('writes the compare flag and set-up B after set-up A', () => {
    const b = { ...defaultValues(spec), hitOn: 3 };
    expect(toQuery({ ...defaultValues(spec), actionDice: 3 }, spec, { b })).toBe('actionDice=3&compare=1&b.hitOn=3');
  });

  it('round-trips through parseQuery', () => {
    const a = { actionDice: 20, hitOn: 2, cover: true, armour: 'boiler plate' as const };
    const b = { actionDice: 1, hitOn: 6, cover: false, armour: 'none' as const };
    const q = parseQuery(`?${toQuery(a, spec, { b })}`, spec);
    expect(q.values).toEqual(a);
    expect(q.b.values).toEqual(b);
    expect(q.compare).toBe(true);
    expect(q.problems).toEqual([]);
  });
});

describe('mergeQuery', () => {
  it('replaces the tool parameters and keeps everyone else’s', () => {
    expect(mergeQuery('?utm=1&actionDice=3&b.cover=1&compare=1', spec, 'actionDice=4')).toBe('?utm=1&actionDice=4');
    expect(mergeQuery('?actionDice=3', spec, '')).toBe('');
  });
});

describe('links of earlier versions (LinkUpgrade)', () => {
  // An older version called hitOn "target" and had "easy" (hit on one less), which no field has now.
  const upgrade: LinkUpgrade = {
    aliases: { target: 'hitOn' },
    retired: ['easy'],
    upgrade: (p) => {
      if (p.get('easy') !== '1') return undefined;
      const hitOn = Math.max(2, Number(p.get('hitOn') ?? 5) - 1);
      return { set: { hitOn: String(hitOn) }, notes: [`"Easy" is now part of Hit on: ${hitOn}.`] };
    },
  };

  it('reads an old name as today’s, and today’s wins when both are there', () => {
    expect(parseQuery('?target=3', spec, upgrade)).toMatchObject({ values: { hitOn: 3 }, named: ['hitOn'], notes: [], problems: [] });
    expect(parseQuery('?target=3&hitOn=4', spec, upgrade).values.hitOn).toBe(4);
    expect(parseQuery('?target=9', spec, upgrade).problems).toEqual(['Hit on must be a whole number from 2 to 6; got \'9\'. Using the default, 5.']);
  });

  it('moves a retired field’s meaning into today’s fields, with a note, in both set-ups', () => {
    const q = parseQuery('?target=4&easy=1&compare=1&b.easy=1', spec, upgrade);
    expect(q.values.hitOn).toBe(3);
    expect(q.b.values.hitOn).toBe(4);
    expect(q.notes).toEqual(['"Easy" is now part of Hit on: 3.', 'Set-up B: "Easy" is now part of Hit on: 4.']);
  });

  it('leaves today’s links alone', () => {
    const values = { ...defaultValues(spec), hitOn: 3, cover: true };
    const q = parseQuery(toQuery(values, spec), spec, upgrade);
    expect(q.values).toEqual(values);
    expect(q.notes).toEqual([]);
  });

  it('drops the old names when the address is rewritten, keeping everyone else’s', () => {
    expect(mergeQuery('?utm=1&target=3&easy=1&b.target=2', spec, 'hitOn=2', upgrade)).toBe('?utm=1&hitOn=2');
    // Without the upgrade an old name is someone else's parameter, left alone.
    expect(mergeQuery('?target=3', spec, 'hitOn=3')).toBe('?target=3&hitOn=3');
  });
});

describe('parseField', () => {
  it('trims, accepts signs and leading zeros inside the range', () => {
    expect(parseField(spec.actionDice, ' 07 ')).toEqual({ ok: true, value: 7 });
    expect(parseField(spec.actionDice, '+3')).toEqual({ ok: true, value: 3 });
    expect(parseField(spec.actionDice, '-3').ok).toBe(false);
    expect(parseField(spec.cover, 'true')).toEqual({ ok: true, value: true });
  });
});

describe('defineFields', () => {
  it('refuses incoherent specs', () => {
    expect(() => defineFields({ n: intField({ label: 'N', min: 1, max: 6, default: 0 }) })).toThrow(/min ≤ default ≤ max/);
    expect(() => defineFields({ compare: booleanField({ label: 'C', default: false }) })).toThrow(/reserved/);
    expect(() => defineFields({ 'a.b': booleanField({ label: 'C', default: false }) })).toThrow(/identifier/);
    expect(() =>
      defineFields({ e: enumField({ label: 'E', default: 'x', options: [{ value: 'y', label: 'Y' }] as { value: 'x' | 'y'; label: string }[] }) }),
    ).toThrow(/include the default/);
  });
});
