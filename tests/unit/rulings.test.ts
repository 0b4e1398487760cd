import { existsSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rulingSchema } from '../../src/common/rulings';
import { parseRulingsMd, RULING_LETTERS } from './support/rulings-md';
import { games } from '../../src/common/catalog';

// /rulings/ must say exactly what ../shared/RULINGS.md says: the engine, tests and pages follow that
// file, so a reworded or missing ruling on the site would show players a reading the tools do not use.
// The file sits beside the repo only in the workplace (as the verbatim check's tool does).
const MD = '../shared/RULINGS.md';

/**
 * The one deliberate difference. RULINGS.md's K5 repeats ten words of kuggkoping.txt in a row ("if the
 * enemy has line of sight to a Character"), which the site's verbatim check forbids, so the site adds one
 * word. The test applies exactly this change to the file's text, so any other change to K5 still fails.
 */
const OWN_WORDS: Record<string, [from: string, to: string]> = {
  K5: ['if the enemy has line of sight to a Character', 'if the enemy has a line of sight to a Character'],
};
const asOnSite = (id: string, text: string): string => {
  const swap = OWN_WORDS[id];
  if (!swap) return text;
  expect(text, `${id} in RULINGS.md no longer has the words the site rewords`).toContain(swap[0]);
  return text.replace(swap[0], swap[1]);
};
const site = z.array(rulingSchema).parse(yaml.load(readFileSync('content/site/data/rulings.yaml', 'utf8')));

describe.skipIf(!existsSync(MD))('rulings.yaml against shared/RULINGS.md', () => {
  const source = existsSync(MD) ? parseRulingsMd(readFileSync(MD, 'utf8')) : [];

  it('reads every ruling of the file (the parser has not lost one)', () => {
    const ids = [...readFileSync(MD, 'utf8').matchAll(new RegExp(`^- \\*\\*([${RULING_LETTERS}]\\d+)\\b`, 'gm'))].map((m) => m[1]);
    expect(source.map((r) => r.id)).toEqual(ids);
    expect(ids).toEqual(expect.arrayContaining(['K12', 'H8', 'P11', 'W8', 'C6']));
  });

  it('has the same rulings in the same order', () => {
    expect(site.map((r) => r.id)).toEqual(source.map((r) => r.id));
  });

  it.each(source.map((r) => [r.id, r] as const))('%s has the file’s title and text, word for word', (id, r) => {
    const entry = site.find((s) => s.id === id)!;
    expect(entry.text).toBe(asOnSite(id, r.text));
    // W1 has no title in the file; the site gives it one for the list.
    if (r.title !== undefined) expect(entry.title).toBe(r.title);
  });
});

describe('rulings.yaml', () => {
  it('files each ruling under the game its letter names, with a unique id', () => {
    const byLetter = new Map(games.map((g) => [g.rulingLetter, g.slug]));
    for (const r of site) expect(r.game, r.id).toBe(byLetter.get(r.id[0]!));
    expect(new Set(site.map((r) => r.id)).size).toBe(site.length);
  });
});
