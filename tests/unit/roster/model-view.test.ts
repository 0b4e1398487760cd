import { describe, expect, it } from 'vitest';
import { problemsByModel, rememberedCheck, revisionOf, sameModelCard, sameProblems, type RosterProblem } from '../../../src/roster';

const a = { name: 'A', hp: 3 };
const b = { name: 'B', hp: 4 };
const c = { name: 'C', hp: 5 };
const gang = { name: 'Gang', faction: 'Rats', models: [a, b, c] };

describe('sameModelCard', () => {
  it('a new gang name or another model changed leaves a card the same', () => {
    expect(sameModelCard(gang, { ...gang, name: 'Gang fast' }, 'models', 1)).toBe(true);
    expect(sameModelCard(gang, { ...gang, models: [{ ...a, hp: 9 }, b, c] }, 'models', 1)).toBe(true);
    expect(sameModelCard(gang, { ...gang, models: [a, b, { ...c, name: 'Cee' }] }, 'models', 1)).toBe(true);
  });

  it('its own model, a roster setting, or a model moved into its place changes it', () => {
    expect(sameModelCard(gang, { ...gang, models: [a, { ...b, hp: 5 }, c] }, 'models', 1)).toBe(false);
    expect(sameModelCard(gang, { ...gang, faction: 'Crows' }, 'models', 1)).toBe(false);
    expect(sameModelCard(gang, { ...gang, mode: 'coop' }, 'models', 1)).toBe(false);
    expect(sameModelCard(gang, { ...gang, models: [b, a, c] }, 'models', 1)).toBe(false);
    expect(sameModelCard(gang, { ...gang, models: [a] }, 'models', 1)).toBe(false);
  });

  it('with `earlier`, a card also changes when a model before it does, never after it', () => {
    const week0 = { ...gang, models: [{ ...a, hp: 0 }, b, c] };
    expect(sameModelCard(gang, week0, 'models', 1, true)).toBe(false);
    expect(sameModelCard(gang, { ...gang, models: [a, b, { ...c, hp: 0 }] }, 'models', 1, true)).toBe(true);
  });

  it('anything that is not a roster object is never the same, unless it is the very same value', () => {
    expect(sameModelCard(null, gang, 'models', 0)).toBe(false);
    expect(sameModelCard(gang, { ...gang, models: 'none' }, 'models', 0)).toBe(false);
    expect(sameModelCard(gang, gang, 'models', 0)).toBe(true);
  });
});

const p = (where: string, message: string): RosterProblem => ({ where, message });

describe('sameProblems and problemsByModel', () => {
  it('compares what each problem says and where, in order', () => {
    expect(sameProblems([p('models[0]', 'x')], [p('models[0]', 'x')])).toBe(true);
    expect(sameProblems([p('models[0]', 'x')], [p('models[1]', 'x')])).toBe(false);
    expect(sameProblems([p('models[0]', 'x')], [p('models[0]', 'y')])).toBe(false);
    expect(sameProblems([p('a', 'x'), p('b', 'y')], [p('b', 'y'), p('a', 'x')])).toBe(false);
    expect(sameProblems([], [p('a', 'x')])).toBe(false);
  });

  it('groups each model’s problems in order and leaves the roster’s own out', () => {
    const list = [p('models[2].rules[0]', 'r'), p('points', 'too many'), p('models[0]', 'n'), p('models[2]', 's'), p('modelsX[1]', 'no')];
    const grouped = problemsByModel(list, 'models');
    expect([...grouped.keys()].sort()).toEqual([0, 2]);
    expect(grouped.get(2)!.map((x) => x.message)).toEqual(['r', 's']);
    expect(grouped.get(0)!.map((x) => x.message)).toEqual(['n']);
  });
});

describe('rememberedCheck', () => {
  it('checks each roster object once and a changed roster again', () => {
    let calls = 0;
    const check = rememberedCheck((r: { n: number }) => {
      calls++;
      return r.n > 1 ? [p('n', `n is ${r.n}`)] : [];
    });
    const one = { n: 2 };
    expect(check(one)).toBe(check(one));
    expect(calls).toBe(1);
    expect(check({ ...one, n: 3 })[0]!.message).toBe('n is 3');
    expect(calls).toBe(2);
  });
});

describe('revisionOf', () => {
  it('reads each text’s own revision, remembered or not', () => {
    const text = (n: number, tab: string) => JSON.stringify({ envelope: 1, rev: { n, tab }, roster: { name: 'x' } });
    const first = text(3, 'a');
    expect(revisionOf(first)).toEqual({ n: 3, tab: 'a' });
    expect(revisionOf(first)).toEqual({ n: 3, tab: 'a' });
    expect(revisionOf(text(4, 'b'))).toEqual({ n: 4, tab: 'b' });
    expect(revisionOf(first)).toEqual({ n: 3, tab: 'a' });
    expect(revisionOf('not json')).toEqual({ n: 0, tab: '' });
    expect(revisionOf(null)).toBeNull();
  });
});
