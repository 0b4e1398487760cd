/** Each builder's documented example roster, as the file a player imports (builders-phone.spec.ts). */
import { moduleDoc } from '../../unit/roster/contract';
import { formatExample, formatExampleText } from '../../unit/support/format-examples';

/** The builder's documented example, as a file's text (src/games/<slug>/roster-format-doc.ts). */
export const fileFormatExample = (slug: string): string => formatExampleText(slug);

const pageExample = (slug: string) => formatExample(slug);

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

