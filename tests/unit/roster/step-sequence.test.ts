import { describe, expect, it } from 'vitest';
import { nextStep, sequenceLine, statusWords, stepsDue, type SequenceStep } from '../../../src/roster/step-sequence';

const steps = (...statuses: SequenceStep['status'][]): SequenceStep[] => statuses.map((status, i) => ({ value: `s${i}`, label: `Step ${i}`, status }));

describe('the steps between games as a sequence', () => {
  it('opens the first step due in the book’s order, past those done', () => {
    expect(nextStep(steps('done', 'optional', 'due', 'due'))).toBe('s2');
    expect(stepsDue(steps('done', 'optional', 'due', 'due'))).toBe(2);
    expect(sequenceLine(steps('done', 'optional', 'due', 'due'))).toBe('2 steps to do, next: Step 2.');
  });
  it('with nothing due opens the first optional step, else the first', () => {
    expect(nextStep(steps('done', 'not-now', 'optional'))).toBe('s2');
    expect(nextStep(steps('done', 'not-now'))).toBe('s0');
    expect(nextStep([])).toBeNull();
    expect(sequenceLine(steps('done', 'optional'))).toBe('Nothing left to do before the next game.');
  });
  it('says where a step stands and why', () => {
    expect(statusWords({ status: 'due', why: 'Olga is still down' })).toBe('to do: Olga is still down');
    expect(statusWords({ status: 'not-now' })).toBe('nothing to do');
    expect(sequenceLine(steps('due'))).toBe('1 step to do, next: Step 0.');
  });
});
