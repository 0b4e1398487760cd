import { describe, expect, it } from 'vitest';
import { chartRows, describeDistribution, lastShownIndex } from '../../../src/tools/distribution-view';
// Tail sums, the mean and the check of a distribution have one definition, in the engine.
import { assertDist as checkDistribution, atLeast, expectation as expectedValue, pAtLeast as chanceAtLeast } from '../../../src/engine';
import { defaultValues, defineFields, intField, booleanField } from '../../../src/tools/query-state';
import { draftErrors, draftFromValues, editRaw, setValue, stepInt } from '../../../src/tools/setup-state';
import { compute } from '../../../src/components/tools/useComputed';
import { InputError } from '../../../src/common/inputs';

const spec = defineFields({
  grit: intField({ label: 'Grit', min: 1, max: 10, default: 4 }),
  cover: booleanField({ label: 'Cover', default: false }),
});

describe('setup drafts', () => {
  it('keeps typed text, commits only valid values and reports the error', () => {
    let d = draftFromValues(spec, defaultValues(spec));
    expect(d.raw).toEqual({ grit: '4', cover: '0' });
    d = editRaw(spec, d, 'grit', '7');
    expect(d.committed.grit).toBe(7);
    d = editRaw(spec, d, 'grit', '70');
    expect(d.raw.grit).toBe('70');
    expect(d.committed.grit).toBe(7);
    expect(draftErrors(spec, d)).toEqual({ grit: "Grit must be a whole number from 1 to 10; got '70'." });
    d = setValue(spec, d, 'cover', true);
    expect(d.committed).toEqual({ grit: 7, cover: true });
    expect(d.raw.cover).toBe('1');
  });

  it('keeps the committed object when a valid edit does not change the value (so results are not recomputed)', () => {
    const d = draftFromValues(spec, defaultValues(spec));
    expect(editRaw(spec, d, 'grit', '04').committed).toBe(d.committed);
  });

  it('steps from the typed number, clamped to the range, or from the last valid value', () => {
    expect(stepInt(1, 10, '3', 5, 1)).toBe(4);
    expect(stepInt(1, 10, '10', 5, 1)).toBe(10);
    expect(stepInt(1, 10, '25', 5, -1)).toBe(10);
    expect(stepInt(1, 10, '', 5, -1)).toBe(4);
    expect(stepInt(1, 10, 'abc', 1, -1)).toBe(1);
  });
});

describe('distribution helpers', () => {
  const d = [0.125, 0.375, 0.375, 0.125];

  it('sums tails and the mean', () => {
    expect(atLeast(d)).toEqual([1, 0.875, 0.5, 0.125]);
    expect(chanceAtLeast(d, 2)).toBe(0.5);
    expect(chanceAtLeast(d, 0)).toBe(1);
    expect(chanceAtLeast(d, 9)).toBe(0);
    expect(expectedValue(d)).toBe(1.5);
  });

  it('drops an all-zero tail and merges a long tail into one "≥k" row', () => {
    expect(lastShownIndex([0.5, 0.5, 0, 0])).toBe(1);
    expect(lastShownIndex([1])).toBe(0);
    const long = Array.from({ length: 40 }, () => 1 / 40);
    const rows = chartRows(long, 25);
    expect(rows).toHaveLength(25);
    expect(rows[24]!.label).toBe('≥24');
    expect(rows[24]!.p).toBeCloseTo(16 / 40, 12);
    expect(rows[24]!.share).toBe(1);
    expect(rows[0]!.share).toBeCloseTo(1 / 16, 12);
  });

  it('describes every bar for screen readers', () => {
    expect(describeDistribution('Hits', chartRows(d))).toBe('Hits, chance of each result: 0: 12.5%, 1: 37.5%, 2: 37.5%, 3: 12.5%. Most likely 1.');
  });

  it('refuses arrays that are not distributions', () => {
    expect(() => checkDistribution([0.5, 0.5])).not.toThrow();
    expect(() => checkDistribution([])).toThrow(/empty/);
    expect(() => checkDistribution([0.5, Number.NaN])).toThrow(/exactly 1 is not a probability/);
    expect(() => checkDistribution([0.5, 0.6])).toThrow(/add up to/);
  });
});

describe('compute (the core of useComputed)', () => {
  const values = defaultValues(spec);
  it('refuses with the field errors when the set-up is not valid', () => {
    expect(compute(false, { grit: 'Grit is empty.' }, values, () => 1)).toEqual({ ok: false, problems: ['Grit is empty.'] });
  });
  it('turns an odds function that refuses (an InputError) into a refusal', () => {
    const r = compute(true, {}, values, () => {
      throw new InputError('Hit on must not exceed crit.');
    });
    expect(r).toEqual({ ok: false, problems: ['Hit on must not exceed crit.'] });
  });
  it('lets a bug surface: only an InputError is a refusal, JavaScript’s own RangeError is a bug', () => {
    expect(() => compute(true, {}, values, () => {
      throw new RangeError('Invalid array length');
    })).toThrow('Invalid array length');
    expect(() => compute(true, {}, values, () => new Array(-1))).toThrow(RangeError);
    expect(compute(true, {}, values, () => {
      throw new InputError('Grit must be a whole number from 1 to 10; got 0.');
    })).toEqual({ ok: false, problems: ['Grit must be a whole number from 1 to 10; got 0.'] });
    const bug = () => compute(true, {}, values, () => (undefined as unknown as { tail: number[] }).tail);
    expect(bug).toThrow(TypeError);
    expect(() => compute(true, {}, values, () => { throw new Error('distribution must sum to 1'); })).toThrow('distribution must sum to 1');
  });
  it('treats a result with NaN or a broken distribution as a bug (thrown, never a refusal), passes a good one', () => {
    expect(() => compute(true, {}, values, () => ({ distribution: [1], chance: Number.NaN, expected: 0 }))).toThrow(
      'A calculator bug: the computed chance (NaN) is not a number.',
    );
    expect(() => compute(true, {}, values, () => ({ cheat: { pWithCheat: Number.POSITIVE_INFINITY } }))).toThrow(
      'A calculator bug: the computed cheat.pWithCheat (Infinity) is not a number.',
    );
    expect(() => compute(true, {}, values, () => ({ distribution: [0.7], chance: 0, expected: 0 }))).toThrow(/A calculator bug: .*add up to/);
    const good = { distribution: [0.5, 0.5], chance: 0.5, expected: 0.5 };
    expect(compute(true, {}, values, () => good)).toEqual({ ok: true, result: good });
  });
});
