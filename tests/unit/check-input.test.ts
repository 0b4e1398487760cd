import { describe, expect, it, vi } from 'vitest';
import { inputObject, orDefault, parseInput, wholeNumber, yesNo, type z } from '../../src/common/inputs';
import { checkInput } from '../../src/common/check-input';
import * as zm from 'zod/mini';
import { arsenalCountSchema, paydaySchema, ratingSchema } from '../../src/games/arsenal-campaign/campaign';

// checkInput answers a plain, valid object of whole numbers and yes/no fields without running Zod
// (src/common/check-input.ts, plainFields): the answer must be Zod's own, value and message, for every
// input, valid or not. Zod's answer is read here straight from safeParse.

function zods(schema: z.ZodMiniType, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? { ok: true, value: r.data } : { ok: false, why: r.error.issues[0]!.message };
}

const crew = { printedCost: 40, masters: 1, zeroCostHenchmen: 2, henchmanCaches: 3 };
const schemas: [string, z.ZodMiniType, Record<string, unknown>][] = [
  ['arsenalTotal', arsenalCountSchema('The crew'), crew],
  ['campaignRating', ratingSchema('Crew A'), { nonInjuryUpgrades: 2, injuryUpgrades: 1, avatar: false }],
  ['payday', paydaySchema('The crew', 16), { vp: 5, earnedEarlierThisWeek: 2 }],
  // Objects that refuse other fields or keep them: Zod looks at these every time.
  ['a strict object', zm.strictObject({ n: wholeNumber('N', 0, 3) }), { n: 1 }],
  ['a loose object', zm.looseObject({ n: wholeNumber('N', 0, 3) }), { n: 1 }],
  ['a test schema', inputObject({ n: wholeNumber('N', -3, 3), big: wholeNumber('Big', 0, Number.MAX_VALUE), on: yesNo('On'), d: orDefault(wholeNumber('D', 0, 2), 1) }, 'Give N.'), { n: 0, big: 2, on: true, d: 2 }],
];

/** Each field of `good` set to each of these in turn. */
const oddValues: unknown[] = [0, -0, 1, -1, 2, 3, -3, -4, 4, 16, 17, 100, 101, 1000, 1001, 1.5, NaN, Infinity, -Infinity, 2 ** 53, 2 ** 60, '3', '', null, undefined, true, false, [], [1], {}, 10n];

describe('checkInput: the same answer as Zod, with or without its quick look', () => {
  for (const [name, schema, good] of schemas) {
    it(`${name}: every field at every odd value, and whole inputs that are no object`, () => {
      const inputs: unknown[] = [good, { ...good, extra: 1 }, { ...good, extra: undefined }, null, undefined, 7, 'crew', [], [good], Object.assign([], good)];
      for (const field of Object.keys(good)) {
        for (const v of oddValues) inputs.push({ ...good, [field]: v });
        const { [field]: _left, ...without } = good;
        inputs.push(without);
      }
      for (const input of inputs) {
        expect(checkInput(schema, input), `${name}: ${String(JSON.stringify(input, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)))}`).toEqual(zods(schema, input));
      }
      // parseInput throws Zod's first problem and gives Zod's value.
      expect(parseInput(schema, good)).toEqual(zods(schema, good).value);
      expect(() => parseInput(schema, null)).toThrow((zods(schema, null) as { why: string }).why);
    });
  }

  it('answers a plain, valid input without running Zod, and anything else with it', () => {
    const schema = arsenalCountSchema('The crew');
    const zod = vi.spyOn(schema, 'safeParse');
    try {
      expect(checkInput(schema, crew)).toEqual({ ok: true, value: crew });
      expect(checkInput(ratingSchema('The crew'), { nonInjuryUpgrades: 0, injuryUpgrades: 0, avatar: true }).ok).toBe(true);
      expect(zod).not.toHaveBeenCalled();
      expect(checkInput(schema, { ...crew, masters: 0.5 }).ok).toBe(false);
      expect(zod).toHaveBeenCalledTimes(1);
    } finally {
      zod.mockRestore();
    }
  });

  it('gives the fields the schema names, and no others (as z.object drops them)', () => {
    const r = checkInput(arsenalCountSchema('The crew'), { ...crew, note: 'kept out' });
    expect(r).toEqual({ ok: true, value: crew });
    expect(checkInput(arsenalCountSchema('The crew'), { ...crew, printedCost: 1001 })).toEqual({ ok: false, why: 'The crew: printed cost of other models must be a whole number from 0 to 1000; got 1001.' });
  });
});
