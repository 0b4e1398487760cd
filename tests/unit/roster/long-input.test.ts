import { describe, expect, it } from 'vitest';
import { gameSlugs } from '../../../src/common/catalog';
import { MAX_QUOTED } from '../../../src/common/input-error';
import { RosterFormatError } from '../../../src/roster/errors';
import { readRosterText } from '../../../src/roster/files';
import { formatExample } from '../support/format-examples';

// No message quotes more than 40 characters of bad input, so a pasted wall of text never floods the
// screen. Every field of each builder's File format page example, in turn, becomes a
// 100,000-character text, and every object gains a field with a 100,000-character name (a record's
// key too: a profile, a loss): each game's parser refuses every one of them with a short message that
// quotes at most MAX_QUOTED characters of it.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const LONG = 'Q'.repeat(100_000);
const QUOTED_TOO_MUCH = new RegExp(`Q{${MAX_QUOTED + 1},}`);

/** Every copy of `root` with one place changed: each value replaced by LONG, each object given a LONG-named field. */
function* hostileCopies(root: Json): Generator<{ where: string; input: Json }> {
  function* walk(value: Json, where: string, put: (v: Json) => Json): Generator<{ where: string; input: Json }> {
    yield { where: `${where} = long text`, input: put(LONG) };
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) yield* walk(v, `${where}[${i}]`, (x) => put(value.map((y, j) => (j === i ? x : y))));
    } else if (value !== null && typeof value === 'object') {
      yield { where: `${where}.<long name>`, input: put({ ...value, [LONG]: 1 }) };
      yield { where: `${where}.<long name> = long text`, input: put({ ...value, [LONG]: LONG }) };
      for (const [k, v] of Object.entries(value)) yield* walk(v, `${where}.${k}`, (x) => put({ ...value, [k]: x }));
    }
  }
  yield* walk(root, '', (v) => v);
}

const parsers = Object.fromEntries(
  await Promise.all(gameSlugs.map(async (slug) => [slug, ((await import(`../../../src/games/${slug}/roster.ts`)) as { parseRoster: (input: unknown) => unknown }).parseRoster] as const)),
);

describe.each(gameSlugs)('%s roster messages quote at most 40 characters of bad input', (slug) => {
  const example = formatExample(slug) as Json;
  const parse = parsers[slug]!;

  it('every field as a 100,000-character text, and every object with a 100,000-character field name', () => {
    let refused = 0;
    for (const { where, input } of hostileCopies(example)) {
      let message: string;
      try {
        parse(input);
        continue; // a long text where any text is fine would be cut by a bound: counted below
      } catch (e) {
        expect(e, where).toBeInstanceOf(RosterFormatError);
        message = (e as Error).message;
      }
      refused++;
      // Not toMatch: a failure would print the 100,000 characters.
      expect(QUOTED_TOO_MUCH.test(message) ? `${message.slice(0, 120)}…` : 'quotes at most 40', where).toBe('quotes at most 40');
      expect(message.length, where).toBeLessThan(300);
    }
    expect(refused).toBeGreaterThan(10);
  });

  it('a 100,000-character name and a huge file say so in a few words', () => {
    const named = { ...(example as Record<string, Json>), name: LONG };
    const e = (() => {
      try {
        parse(named);
      } catch (error) {
        return error as Error;
      }
      throw new Error('accepted a 100,000-character name');
    })();
    expect(e.message).toMatch(/^name: has more than \d+ characters$/);
    // The same as a file the player imports: the kit's reader says what is wrong without the name.
    const game = { game: slug, gameName: slug, noun: 'roster', parse } as never;
    const read = readRosterText(JSON.stringify(named), game);
    expect(read).toEqual({ ok: false, message: expect.stringMatching(/^The field "name" is wrong: has more than \d+ characters\./) });
    // A huge file that is not JSON: its text is not quoted back either.
    const broken = readRosterText(`{"game": "${slug}", "version": 1, "name": "${LONG}`, game);
    expect(broken.ok).toBe(false);
    expect(JSON.stringify(broken)).not.toMatch(QUOTED_TOO_MUCH);
    expect(JSON.stringify(broken).length).toBeLessThan(400);
  });
});
