import { describe, expect, it } from 'vitest';
import { readRosterJson } from '../../../src/roster/files';
import { RosterFormatError } from '../../../src/roster/errors';
import { largestRosters } from '../../bench/largest';

// Each format's bounds come from its book (src/games/<slug>/roster-format.ts says
// which rule). The largest roster each format accepts (tests/bench/largest.ts, every list at its
// bound) parses; one more entry in any list, or a number over its bound, is refused in words that
// name the field and the bound.

const parsers = Object.fromEntries(
  await Promise.all(
    largestRosters().map(async ({ slug }) => [slug, ((await import(`../../../src/games/${slug}/roster.ts`)) as { parseRoster: (input: unknown) => unknown }).parseRoster] as const),
  ),
);

describe.each(largestRosters())('$slug: the book’s bounds', ({ slug, roster, bounds }) => {
  const parse = parsers[slug]!;

  it('accepts the largest roster, every list at its bound', () => {
    expect(parse(roster)).toEqual(expect.objectContaining({ game: slug }));
    // And again as the file a player imports: well under the kit's 200 kB.
    expect(JSON.stringify(roster).length).toBeLessThan(200_000);
  });

  it.each(bounds)('refuses $what one over its bound of $max', ({ what, max, over, number }) => {
    let error: unknown;
    try {
      parse(over);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RosterFormatError);
    const words = number ? `${what}: must be at most ${max}` : `${what}: has more than ${max} entries`;
    expect((error as Error).message).toBe(words);
    // The player reads the same, in the import's words.
    const read = readRosterJson(over, { game: slug, gameName: slug, noun: 'roster', parse } as never);
    expect(read).toEqual({ ok: false, message: expect.stringContaining(`The field "${what}" is wrong:`) });
  });
});
