import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { heartbreakerPlay } from '../../../src/games/heartbreaker/play';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { modelInfos, startState, stepText, type PlayRules } from '../../../src/play';

// modelInfos keeps each roster's model infos (the play view's tap read all six fighters' numbers,
// worked out from the book, to word one step). What it keys on is what these tests hold: the roster
// object and the rules, so a changed roster (a new object) is never read with the old one's names.
// The values asserted are the example gang's own names and the rules' own infos, not book numbers.

const book = heartbreakerPlay(heartbreakerBookData());
const gang = book.parse(example('heartbreaker'));

/** The same rules, counting how often the game worked its models out. */
function counted<R>(rules: PlayRules<R>): { rules: PlayRules<R>; calls: () => number } {
  let n = 0;
  return {
    rules: {
      ...rules,
      models: (roster: R) => {
        n++;
        return rules.models(roster);
      },
    },
    calls: () => n,
  };
}

describe('modelInfos (src/play/state.ts)', () => {
  it('works a roster out once per rules and gives the same infos as the rules', () => {
    const { rules, calls } = counted(book);
    const first = modelInfos(rules, gang);
    expect(first).toEqual(book.models(gang));
    expect(modelInfos(rules, gang)).toBe(first);
    expect(calls()).toBe(1);
  });

  it('works a changed roster (a new object) out again: its step is worded with its own names', () => {
    const { rules, calls } = counted(book);
    const state = startState(rules, gang);
    expect(stepText(rules, gang, state, { kind: 'damage', model: 0, by: 1 })).toBe(`${gang.fighters[0]!.name}: took 1 damage`);
    const renamed = { ...gang, fighters: gang.fighters.map((f, i) => (i === 0 ? { ...f, name: 'Renamed' } : f)) };
    expect(stepText(rules, renamed, state, { kind: 'damage', model: 0, by: 1 })).toBe('Renamed: took 1 damage');
    // And the first roster still reads its own name, from what was kept.
    const before = calls();
    expect(stepText(rules, gang, state, { kind: 'status', model: 0, status: 'activated', on: true })).toBe(`${gang.fighters[0]!.name}: activated`);
    expect(calls()).toBe(before);
  });

  it('keeps infos apart per rules: other rules with the same roster work it out with their own models', () => {
    const other: PlayRules<typeof gang> = { ...book, models: (r) => book.models(r).map((m) => ({ ...m, name: `${m.name} (other)` })) };
    expect(modelInfos(book, gang)[0]!.name).toBe(gang.fighters[0]!.name);
    expect(modelInfos(other, gang)[0]!.name).toBe(`${gang.fighters[0]!.name} (other)`);
  });
});
