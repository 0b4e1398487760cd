import { describe, expect, it } from 'vitest';
import { keepEqual } from '../../src/common/json';

describe('keepEqual: the parts of a new value that equal the old one are the old objects', () => {
  it('gives back the old value itself when the two are equal as JSON', () => {
    const prev = { round: 2, models: [{ damage: 1, flags: { a: true } }], counters: {} };
    const next = JSON.parse(JSON.stringify(prev)) as typeof prev;
    expect(keepEqual(prev, next)).toBe(prev);
  });

  it('keeps each equal part and makes new only the path to what changed', () => {
    const prev = { round: 2, models: [{ damage: 1, flags: { a: true } }, { damage: 0, flags: {} }], counters: { gizmos: 1 } };
    const next = { round: 2, models: [{ damage: 2, flags: { a: true } }, { damage: 0, flags: {} }], counters: { gizmos: 1 } };
    const out = keepEqual(prev, next);
    expect(out).toEqual(next);
    expect(out).not.toBe(prev);
    expect(out.models).not.toBe(prev.models);
    expect(out.models[0]).not.toBe(prev.models[0]);
    expect(out.models[0]!.flags).toBe(prev.models[0]!.flags);
    expect(out.models[1]).toBe(prev.models[1]);
    expect(out.counters).toBe(prev.counters);
  });

  it('tells a key added, removed or set to undefined, and a list grown or cut, from the old value', () => {
    const prev: Record<string, unknown> = { a: 1, list: [1, 2] };
    expect(keepEqual(prev, { a: 1, list: [1, 2], b: 2 })).toEqual({ a: 1, list: [1, 2], b: 2 });
    expect(keepEqual(prev, { a: 1 })).toEqual({ a: 1 });
    expect(keepEqual(prev, { a: 1, list: [1, 2], b: undefined })).not.toBe(prev);
    expect(keepEqual(prev, { a: 1, list: [1] }).list).toEqual([1]);
    expect(keepEqual(prev, { a: 1, list: [1, 2, 3] }).list).toEqual([1, 2, 3]);
    expect(keepEqual({ a: { b: 1 } }, { a: { c: 1 } })).toEqual({ a: { c: 1 } });
  });

  it('never keeps an old value of another kind: a list for an object, null for an object, a number for a text', () => {
    expect(keepEqual([1], { 0: 1 })).toEqual({ 0: 1 });
    expect(keepEqual({ 0: 1 }, [1])).toEqual([1]);
    expect(keepEqual(null, {})).toEqual({});
    expect(keepEqual({}, null)).toBe(null);
    expect(keepEqual(1, '1')).toBe('1');
    expect(keepEqual(undefined, 0)).toBe(0);
  });
});
