import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatPointsDifference, toProbability } from '../../../src/common/numbers';

describe('formatPercent', () => {
  it.each([
    [0, '0.0%'],
    [1, '100.0%'],
    [0.0004, '<0.1%'],
    [0.0005, '0.1%'],
    [0.375, '37.5%'],
    [0.9994, '99.9%'],
    [0.9995, '>99.9%'],
    [0.99951, '>99.9%'],
    [1 / 16, '6.3%'], // 6.25 rounds half up
    [1 / 3, '33.3%'],
    [2 / 3, '66.7%'],
    [0.5, '50.0%'],
    [1e-300, '<0.1%'],
  ])('formatPercent(%s) = %s', (p, shown) => {
    expect(formatPercent(p)).toBe(shown);
  });

  it('treats floating-point noise around 0 and 1 as exact', () => {
    expect(formatPercent(0.1 + 0.2 + 0.7 - 1e-16)).toBe('100.0%');
    expect(formatPercent(1 + 2e-16)).toBe('100.0%');
    expect(formatPercent(-1e-17)).toBe('0.0%');
  });

  it('refuses NaN, infinities and values outside 0..1', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
    expect(() => formatPercent(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatPercent(1.01)).toThrow(/from 0 to 1/);
    expect(() => formatPercent(-0.01)).toThrow(/from 0 to 1/);
  });
});

describe('toProbability', () => {
  it('keeps ordinary probabilities unchanged', () => {
    expect(toProbability(0.25)).toBe(0.25);
  });
});

describe('formatNumber', () => {
  it('rounds half up to the given decimals', () => {
    expect(formatNumber(11 / 6, 2)).toBe('1.83');
    expect(formatNumber(1.125, 2)).toBe('1.13');
    expect(formatNumber(2, 2)).toBe('2.00');
    expect(formatNumber(2.5, 0)).toBe('3');
    expect(formatNumber(1.8333)).toBe('1.83');
  });
  it('never shows a negative zero, and rounds negatives away from zero on a half', () => {
    expect(formatNumber(-0.001, 2)).toBe('0.00');
    expect(formatNumber(-1.125, 2)).toBe('-1.13');
  });
  it('refuses NaN and infinities, and silly digit counts', () => {
    expect(() => formatNumber(Number.NaN, 2)).toThrow(RangeError);
    expect(() => formatNumber(Number.NEGATIVE_INFINITY, 2)).toThrow(RangeError);
    expect(() => formatNumber(1, 1.5)).toThrow(/digits/);
  });
});

describe('formatPointsDifference', () => {
  it('says how many percentage points B is above or below A', () => {
    expect(formatPointsDifference(0.5, 0.625)).toBe('+12.5 points');
    expect(formatPointsDifference(0.625, 0.5)).toBe('\u221212.5 points');
    expect(formatPointsDifference(0.3, 0.3)).toBe('no difference');
    expect(formatPointsDifference(0.3, 0.30001)).toBe('+<0.1 points');
  });
});
