import { describe, expect, it } from 'vitest';
import { docSections, jsonExample, leadingDoc } from '../../../src/roster/doc';
import { checkRuleRefs } from '../../../src/roster/rule-refs';
import { andList, count, orList, shown, who } from '../../../src/common/words';

describe('the small shared pieces', () => {
  it('lists and counts in words', () => {
    expect(orList(['a'])).toBe('a');
    expect(orList(['a', 'b', 'c'])).toBe('a, b or c');
    expect(andList(['a', 'b'])).toBe('a and b');
    expect(count(1, 'model')).toBe('1 model');
    expect(count(2, 'bounty', 'bounties')).toBe('2 bounties');
    expect(shown('x'.repeat(50))).toHaveLength(40);
    // An unnamed model's label reads as a name, at a sentence's start too.
    expect(who('  ', 'fighter', 2)).toBe('Fighter 3');
    expect(who(' Vane ', 'hero', 0)).toBe('Vane');
  });
  it('reads a module’s doc comment into sections', () => {
    const source = '/**\n * Intro.\n *\n * ## File format\n *\n * ```json\n * { "a": 1 }\n * ```\n *\n * ## Our reading\n *\n * - One.\n */\nexport const x = 1;';
    expect(leadingDoc(source).startsWith('Intro.')).toBe(true);
    const sections = docSections(source);
    expect(Object.keys(sections)).toEqual(['File format', 'Our reading']);
    expect(jsonExample(sections['File format']!)).toBe('{ "a": 1 }');
    expect(sections['Our reading']).toBe('- One.');
    expect(docSections('export const y = 2;')).toEqual({});
  });
  it('checks rule references: known, once, fitting, with a number when the rule takes one', () => {
    const book = [{ name: 'Delay', x: true }, { name: 'Swift', x: false }];
    const problems: string[] = [];
    checkRuleRefs(
      [{ name: 'delay', x: 2 }, { name: 'Swift', x: 1 }, { name: 'Fly' }, { name: 'DELAY', x: 3 }, { name: 'Delay' }],
      (name) => book.find((r) => r.name.toLowerCase() === name.toLowerCase()),
      (r) => ({ name: r.name, takesNumber: r.x, fits: r.name !== 'Swift', forWhat: 'models, not for this' }),
      { source: 'the book', withNumber: (n) => `${n} (X)`, number: 'X' },
      'models[0]',
      'Rat',
      (where, message) => problems.push(`${where}: ${message}`),
    );
    expect(problems).toEqual([
      'models[0].specialRules[1]: Rat: Swift is a rule for models, not for this.',
      'models[0].specialRules[1]: Rat: Swift takes no number, but X is 1.',
      'models[0].specialRules[2]: Rat: “Fly” is not a special rule of the book.',
      'models[0].specialRules[3]: Rat lists Delay twice.',
      'models[0].specialRules[4]: Rat lists Delay twice.',
    ]);
  });
});
