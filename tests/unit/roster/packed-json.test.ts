/**
 * Rosters packed without their field names for the opponent's link (src/roster/packed-json.ts): exact
 * round trips, a packed link from a newer site or a damaged one refused (never read wrong), and each
 * game's frozen link fields covering its format's every field, only ever growing at the end.
 */
import { describe, expect, it } from 'vitest';
import { MAX_LINK_FIELDS, packJson, unpackJson, type LinkFields } from '../../../src/roster/packed-json';
import { formatFields } from '../../../src/roster/format-doc';
import { gameList } from '../../../src/games';
import { example } from '../../e2e/support/examples';
import frozen from '../fixtures/link-fields-v1.json';

const FIELDS: LinkFields = { '': ['game', 'version', 'name', 'models', 'stash'], 'models[]': ['name', 'size', 'gear'], 'models[].gear[]': ['name', 'x'] };

describe('packing a roster without its field names', () => {
  it('packs each known object as [mask, ...values] and unpacks it exactly, absent fields and nulls kept apart', () => {
    const json = { game: 'g', version: 2, name: 'Team', models: [{ name: 'Ann', gear: [{ name: 'Axe', x: null }] }, { name: 'Bo', size: 0 }], stash: { any: { keys: [1] } } };
    const packed = packJson(json, FIELDS);
    // Ann has name (bit 0) and gear (bit 2): mask 5; Bo name and size: 3; the axe name and x: 3.
    expect(packed).toEqual([31, 'g', 2, 'Team', [[5, 'Ann', [[3, 'Axe', null]]], [3, 'Bo', 0]], { any: { keys: [1] } }]);
    expect(unpackJson(packed, FIELDS)).toEqual(json);
    expect(JSON.stringify(unpackJson(JSON.parse(JSON.stringify(packed)), FIELDS))).toBe(JSON.stringify(json));
  });

  it('sends plain JSON when a roster does not fit its fields', () => {
    expect(packJson({ game: 'g', unknown: 1 }, FIELDS)).toBeNull();
    expect(packJson({ game: 'g', models: [{ name: 'Ann', hat: true }] }, FIELDS)).toBeNull();
    // A list where an object belongs could not be told from a packed object.
    expect(packJson({ game: 'g', models: [[1, 'x']] }, FIELDS)).toBeNull();
    expect(packJson({ game: 'g', models: [null, 'x'] }, FIELDS)).toEqual([9, 'g', [null, 'x']]);
  });

  it('refuses what it cannot unpack exactly: a field this site does not know, a count that does not match, no list', () => {
    expect(unpackJson([64, 'g'], FIELDS)).toBeNull(); // bit 6: a field of a newer site
    expect(unpackJson([3, 'g'], FIELDS)).toBeNull(); // two fields, one value
    expect(unpackJson([1, 'g', 'extra'], FIELDS)).toBeNull();
    expect(unpackJson([-1], FIELDS)).toBeNull();
    expect(unpackJson([1.5, 'g'], FIELDS)).toBeNull();
    expect(unpackJson(['1', 'g'], FIELDS)).toBeNull();
    expect(unpackJson({ game: 'g' }, FIELDS)).toBeNull();
    expect(unpackJson([9, 'g', [['x']]], FIELDS)).toBeNull(); // a model whose mask is a text
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unpackJson([9, 'g', deep], FIELDS)).toBeNull();
  });
});

describe('each game’s link fields', () => {
  it.each(gameList.map((m) => [m.slug, m] as const))('%s: cover every field of the format, at most 52 a place, and its example packs and unpacks exactly', (slug, manifest) => {
    const game = manifest.roster.game(manifest.bookData());
    const fields = game.linkFields!;
    expect(fields).toBeDefined();
    for (const row of formatFields(manifest.roster.format)) {
      if (row.path.includes('<key>')) continue;
      const name = /[^.[\]]+$/.exec(row.path)![0];
      const place = row.path.slice(0, -name.length).replace(/\.$/, '');
      expect(fields[place], `${slug}: ${row.path}`).toContain(name);
    }
    for (const names of Object.values(fields)) expect(names.length).toBeLessThanOrEqual(MAX_LINK_FIELDS);
    const json = game.toJson(manifest.roster.format.parse(example(slug))) as Record<string, unknown>;
    const packed = packJson(json, fields);
    expect(packed).not.toBeNull();
    expect(unpackJson(JSON.parse(JSON.stringify(packed)), fields)).toEqual(JSON.parse(JSON.stringify(json)));
  });

  it('only grow at the end: every place and field of the first links keeps its place', () => {
    for (const [slug, places] of Object.entries(frozen as Record<string, Record<string, string[]>>)) {
      const manifest = gameList.find((m) => m.slug === slug)!;
      const fields = manifest.roster.game(manifest.bookData()).linkFields!;
      for (const [place, names] of Object.entries(places)) expect(fields[place]?.slice(0, names.length), `${slug} ${place}`).toEqual(names);
    }
  });
});
