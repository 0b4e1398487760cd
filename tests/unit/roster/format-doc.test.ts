import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { gameSlugs } from '../../../src/common/catalog';
import { gameManifests } from '../../../src/games/index';
import type { AnyGameManifest } from '../../../src/games/manifest';
import { rosterFileText } from '../../../src/roster/files';
import { defineRosterFormat } from '../../../src/roster/format';
import { formatDocProblems, formatFields, formatHistory, noteOf, refusesUnknownFields } from '../../../src/roster/format-doc';
import { loadBuilderData } from '../support/collections';

// The file-format pages are made from each game's roster format at build time
// (src/components/roster/FileFormat.astro): the version and the fields come from the schema, the
// example is a file read by the format and written as the builder exports it. These tests hold the
// words (src/games/<slug>/roster-format-doc.ts) to the format, and the pages to the component.

describe.each(gameSlugs)('%s: the file-format page', (slug) => {
  const { format, doc, game } = (gameManifests[slug] as AnyGameManifest).roster;

  it('its words agree with the format: a line for every version, notes on real fields, an example that opens', () => {
    expect(formatDocProblems(format, doc)).toEqual([]);
    expect(formatHistory(format, doc).map((h) => h.version)).toEqual(Array.from({ length: format.version }, (_, i) => i + 1));
  });

  it('its example, as the page shows it, is a file of the current version that opens as the same roster', () => {
    const rosterGame = game(loadBuilderData(slug));
    const roster = format.parse(doc.example);
    const text = rosterFileText(roster, rosterGame);
    const file = JSON.parse(text) as Record<string, unknown>;
    expect(file.game).toBe(slug);
    expect(file.version).toBe(format.version);
    expect(format.parse(text)).toEqual(roster);
    expect(rosterGame.check(format.parse(file))).toEqual(rosterGame.check(roster));
  });

  it('lists the fields of the current version, "game" and "version" first', () => {
    const rows = formatFields(format);
    expect(rows.slice(0, 2).map((r) => [r.path, r.type])).toEqual([
      ['game', `always "${slug}"`],
      ['version', `always ${format.version}`],
    ]);
    // Every top-level field of a file the builder writes is a row of the table.
    const written = JSON.parse(rosterFileText(format.parse(doc.example), game(loadBuilderData(slug)))) as Record<string, unknown>;
    const paths = new Set(rows.map((r) => r.path));
    for (const key of Object.keys(written)) expect(paths, key).toContain(key);
    for (const row of rows.filter((r) => r.path !== 'game' && r.path !== 'version')) expect(row.type, row.path).not.toMatch(/undefined|any value/);
  });

  it('the page draws every part from the component and types no example or version by hand', () => {
    const page = readFileSync(`content/${slug}/builder/file-format.mdx`, 'utf8');
    for (const part of ['version', 'example', 'fields', 'history']) expect(page).toContain(`<FileFormat game="${slug}" part="${part}" />`);
    expect(page).not.toMatch(/```json|"version": \d|\*\*Version \d/);
  });
});

describe('formatFields', () => {
  const schema = z.strictObject({
    game: z.literal('toy'),
    version: z.literal(2),
    name: z.string().check(z.minLength(1), z.maxLength(30)),
    size: z._default(z.int().check(z.minimum(0), z.maximum(9)), 3),
    mood: z.nullable(z.enum(['glad', 'sad'])),
    tags: z.optional(z.array(z.string().check(z.maxLength(8))).check(z.maxLength(4))),
    stats: z.record(z.string().check(z.maxLength(2)), z.int()),
    items: z.array(
      z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('gun'), range: z.int().check(z.minimum(1), z.maximum(48)) }),
        z.strictObject({ kind: z.literal('hat'), colour: z.optional(z.string()) }),
      ]),
    ),
  });
  const toy = defineRosterFormat({ game: 'toy', version: 2, schema, migrations: { 1: (old) => ({ ...old, version: 2 }) } });

  it('writes each field with its type, limits, allowed values, default and the kinds it belongs to', () => {
    expect(formatFields(toy).map((r) => [r.path, r.type, r.required, r.default ?? '', r.when ?? ''])).toEqual([
      ['game', 'always "toy"', true, '', ''],
      ['version', 'always 2', true, '', ''],
      ['name', 'text, not empty, at most 30 characters', true, '', ''],
      ['size', 'whole number, from 0 to 9', false, '3', ''],
      ['mood', 'one of "glad" or "sad" or null', true, '', ''],
      ['tags', 'list (at most 4 entries) of text, at most 8 characters', false, '', ''],
      ['stats', 'object', true, '', ''],
      ['stats.<key>', 'whole number', false, '', 'any key (text, at most 2 characters)'],
      ['items', 'list of objects of several kinds, told apart by "kind"', true, '', ''],
      ['items[].kind', 'one of "gun" or "hat"', true, '', ''],
      ['items[].range', 'whole number, from 1 to 48', true, '', '"kind" is "gun"'],
      ['items[].colour', 'text', false, '', '"kind" is "hat"'],
    ]);
    expect(refusesUnknownFields(toy)).toBe(true);
  });

  it('names what the words get wrong: a version without its line, a note on no field, an example that does not open', () => {
    const example = { game: 'toy', version: 1, name: 'Box', mood: null, stats: {}, items: [] };
    expect(formatDocProblems(toy, { example, changes: { 1: 'first', 2: 'second' }, notes: { 'items[].range': 'in inches' } })).toEqual([]);
    expect(formatDocProblems(toy, { example: { ...example, name: '' }, changes: { 1: 'first', 3: 'third' }, notes: { colour: 'no such' } })).toEqual([
      'version 2 has no line saying what it changed',
      'a line for version 3, which this format does not have (its newest is 2)',
      'a note on "colour", which is no field of version 2',
      expect.stringMatching(/^the example does not open: name/),
    ]);
  });

  it('a game’s note wins over the shared one, which wins over none', () => {
    const rows = formatFields(toy);
    const row = (path: string) => rows.find((r) => r.path === path)!;
    expect(noteOf(row('game'), {})).toBe('which game the file is for');
    expect(noteOf(row('game'), { notes: { game: 'always toy' } })).toBe('always toy');
    expect(noteOf(row('name'), {})).toBeUndefined();
  });
});
