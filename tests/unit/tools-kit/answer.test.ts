import { describe, expect, it } from 'vitest';
import { headlineLines, isAnswerBlock, splitAnswer, type ResultBlock } from '../../../src/components/tools';

// The answer a tool keeps in view (docked on a phone, atop the sticky column on a wide screen): the
// view's first block, with a headline cut down to its chance and one summary line.

const chart: ResultBlock = { kind: 'distribution', distribution: [0.5, 0.5], quantity: 'Hits' };

describe('splitAnswer', () => {
  it('keeps a headline’s chance and its expected value; the other lines open the full results', () => {
    const split = splitAnswer([
      { kind: 'headline', chance: 0.25, chanceLabel: 'Chance of two hits', expected: 1.5, expectedLabel: 'Expected hits', lines: [{ label: 'Dice', value: '3' }, { label: 'Re-rolls', value: '1' }] },
      chart,
    ]);
    expect(split.answer).toEqual({ kind: 'headline', chance: 0.25, chanceLabel: 'Chance of two hits', lines: [{ label: 'Expected hits', value: '1.50' }] });
    expect(split.more).toEqual([{ label: 'Dice', value: '3' }, { label: 'Re-rolls', value: '1' }]);
    expect(split.rest).toEqual([chart]);
  });

  it('without an expected value, the first line is the summary; a bare headline keeps no line', () => {
    const lines = [{ label: 'Chance of Rage', value: '16.7%' }, { label: 'Modifier', value: '+1' }];
    const split = splitAnswer([{ kind: 'headline', chance: 0.5, chanceLabel: 'Chance it attacks', lines }]);
    expect(split.answer).toMatchObject({ lines: [lines[0]] });
    expect(split.more).toEqual([lines[1]]);
    expect(splitAnswer([{ kind: 'headline', chance: 0.5, chanceLabel: 'Chance' }])).toEqual({ answer: { kind: 'headline', chance: 0.5, chanceLabel: 'Chance', lines: [] }, more: [], rest: [] });
  });

  it('a verdict or a group is the answer as it is', () => {
    const verdict: ResultBlock = { kind: 'verdict', label: 'Verdict', value: '+5 armour from cover' };
    expect(splitAnswer([verdict, chart])).toEqual({ answer: verdict, more: [], rest: [chart] });
    const group: ResultBlock = { kind: 'group', className: 'summary', blocks: [{ kind: 'notes', notes: ['Encounter size: up to 25 SS'] }] };
    expect(splitAnswer([group])).toEqual({ answer: group, more: [], rest: [] });
  });

  it('a view that does not start with an answer has none, and keeps every block', () => {
    expect(splitAnswer([chart])).toEqual({ more: [], rest: [chart] });
    expect(splitAnswer([])).toEqual({ more: [], rest: [] });
    expect(isAnswerBlock(chart)).toBe(false);
    expect(isAnswerBlock(undefined)).toBe(false);
  });

  it('headlineLines lists the lines in the order Headline draws them', () => {
    expect(headlineLines({ kind: 'headline', chance: 0.1, chanceLabel: 'C', expected: 2, lines: [{ label: 'L', value: 'v' }] })).toEqual([
      { label: 'Expected damage', value: '2.00' },
      { label: 'L', value: 'v' },
    ]);
  });
});
