/** Each builder's documented example roster, as the file a player imports (builders-phone.spec.ts). */
import { readFileSync } from 'node:fs';
import { jsonExample } from '../../../src/roster/doc';
import { moduleDoc } from '../../unit/roster/contract';

/** The builder's documented example, as written: the first JSON block of its File format page. */
export function fileFormatExample(slug: string): string {
  const json = jsonExample(readFileSync(`content/${slug}/builder/file-format.mdx`, 'utf8'));
  if (!json) throw new Error(`no JSON example on ${slug}'s file format page`);
  return json;
}

const pageExample = (slug: string) => JSON.parse(fileFormatExample(slug)) as Record<string, unknown>;

/** The example roster of each builder, as the file a player imports. */
export function example(slug: string): Record<string, unknown> {
  if (slug === 'heartbreaker') return JSON.parse(moduleDoc('src/games/heartbreaker/roster.ts').example) as Record<string, unknown>;
  const roster = pageExample(slug);
  if (slug === 'kuggkoping') {
    // The page's warband with the two more Characters of a solo warband (the builder's e2e test's).
    const [olga] = roster.characters as Record<string, unknown>[];
    const more = [
      { name: 'Knut the Big', archetype: 'Knuckle Buster' },
      { name: 'Greta', archetype: 'Grenadier' },
    ].map((c) => ({ ...olga, ...c, foreman: false, gadgets: [], quirks: [], upgrades: [] }));
    return { ...roster, characters: [olga, ...more] };
  }
  if (slug === 'arsenal-campaign') {
    // The page's first week and a second one with its hire, like the builder's e2e test's two weeks.
    const second = { week: 2, event: 'Bandit Raid', hires: [{ id: 'hound', name: 'Guild Hound', station: 'other', cost: 4, cache: null, leader: false }] };
    return { ...roster, weeks: [...(roster.weeks as unknown[]), second] };
  }
  return roster;
}

