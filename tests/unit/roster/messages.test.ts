/** No message quotes more than 40 characters of bad input, however large the input. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, type ZodIssueLike } from '../../../src/roster/errors';
import type { RosterGame } from '../../../src/roster/game';
import { defineRosterFormat } from '../../../src/roster/format';
import { readRosterText, rosterFileText } from '../../../src/roster/files';
import { gameList } from '../../../src/games/index';
import { loadBuilderData } from '../support/collections';
import { example } from '../play/examples';
import { RosterLibrary, rosterKey } from '../../../src/roster/library';
import { memoryStore } from '../../../src/roster/store';
import { testGame, v2Example } from './synthetic-game';

const issue = (i: Partial<ZodIssueLike>) => describeIssue({ path: [], message: 'Invalid input', ...i });
/** The longest run of one input character repeated in a message (what a hostile name would echo). */
const longestRun = (message: string, ch: string) => Math.max(0, ...[...message.matchAll(new RegExp(`${ch}+`, 'g'))].map((m) => m[0].length));

describe('messages about bad input', () => {
  it('name at most three unknown fields, each cut to 40 characters', () => {
    const keys = Array.from({ length: 5000 }, (_, i) => `${'k'.repeat(60)}${i}`);
    const message = issue({ code: 'unrecognized_keys', keys });
    expect(message).toBe(`has fields this format does not know: "${'k'.repeat(39)}…", "${'k'.repeat(39)}…", "${'k'.repeat(39)}…", 4997 more`);
    expect(issue({ code: 'unrecognized_keys', keys: ['a', 'b', 'c', 'd'] })).toBe('has fields this format does not know: "a", "b", "c", 1 more');
  });

  it('a file with a 100,000-character name or 10,000 unknown fields gets a short sentence', () => {
    const strict = defineRosterFormat({ game: 'testgame', version: 1, schema: z.strictObject({ game: z.literal('testgame'), version: z.literal(1), name: z.string().max(80) }), migrations: {} });
    type Named = { game: 'testgame'; version: 1; name: string };
    const game: RosterGame<Named> = { ...(testGame as unknown as RosterGame<Named>), parse: strict.parse };
    const huge = readRosterText(JSON.stringify({ game: 'testgame', version: 1, name: 'n'.repeat(100_000) }).slice(0, 150_000), game);
    expect(huge.ok).toBe(false);
    if (!huge.ok) expect(longestRun(huge.message, 'n')).toBeLessThanOrEqual(40);
    const fields = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`field${'f'.repeat(5)}${i}`, 1]));
    const many = readRosterText(JSON.stringify({ game: 'testgame', version: 1, name: 'x', ...fields }), game);
    expect(many.ok).toBe(false);
    if (!many.ok) expect(many.message.length).toBeLessThan(200);
    const otherGame = readRosterText(JSON.stringify({ game: 'g'.repeat(70_000), version: 1 }), game);
    expect(otherGame.ok).toBe(false);
    if (!otherGame.ok) expect(longestRun(otherGame.message, 'g')).toBeLessThanOrEqual(40);
    const notJson = readRosterText(`{"name": ${'j'.repeat(150_000)}`, game);
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(longestRun(notJson.message, 'j')).toBeLessThanOrEqual(40);
  });

  it('an unreadable saved entry is listed under a name cut to 40 characters', () => {
    const raw = JSON.stringify({ envelope: 1, game: 'testgame', id: 'x', roster: { ...v2Example, name: 'L'.repeat(5000), models: 'bad' } });
    const lib = new RosterLibrary(testGame, memoryStore({ [rosterKey('testgame', 'x')]: raw }));
    const [entry] = lib.getSnapshot().unreadable;
    expect(entry!.label).toBe(`${'L'.repeat(39)}…`);
    expect(entry!.raw).toBe(raw);
  });
});

describe('a file that is not a roster says what is wrong with it (hostile-games review, observations)', () => {
  const manifest = gameList.find((m) => m.slug === 'heartbreaker')!;
  const game = manifest.roster.game(loadBuilderData('heartbreaker'));
  const message = (text: string) => {
    const read = readRosterText(text, game);
    return read.ok ? null : read.message;
  };

  it('text that is not JSON keeps the parser’s place, so a hand-edited file can be mended', () => {
    expect(message('{"a":1,,}')).toMatch(/^The file is not valid JSON \(.*position 7.*\)\. Roster files are/);
  });

  it('a picture is not quoted back: the parser’s complaint stays, none of the file’s bytes', () => {
    // A PNG's first 16 bytes, read as text the way the import reads a file (its 0x89 becomes U+FFFD).
    const png = new TextDecoder().decode(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]));
    const said = message(png)!;
    expect(said).toBe("The file is not valid JSON (Unexpected token '\uFFFD'). Roster files are the .json files the Export button saves.");
    expect(said).not.toMatch(/PNG|IHDR/);
    expect([...said].filter((c) => c < ' ')).toEqual([]);
    expect(message(`{"name": ${'j'.repeat(300)}`)).toBe("The file is not valid JSON (Unexpected token 'j'). Roster files are the .json files the Export button saves.");
  });

  it('an object with no "game" names the field', () => {
    expect(message('{}')).toBe('The field "game" is missing or not a text: this is not a Heartbreaker roster.');
  });

  it('a gang named with odd characters (U+FFFD, DEL, tab) exports and imports again', () => {
    const roster = game.parse(example('heartbreaker'));
    const odd = game.rename(roster, 'Rust \uFFFD Saints\u007f\tof the Yard');
    const read = readRosterText(rosterFileText(odd, game), game);
    expect(read.ok && game.name(read.roster)).toBe('Rust \uFFFD Saints\u007f\tof the Yard');
  });
});
