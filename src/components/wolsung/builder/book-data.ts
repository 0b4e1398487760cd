/**
 * The book’s data the Wolsung SSG club builder and play view are fed with, read from the content collections
 * (at build time, in the pages' Astro wrappers).
 */
import { getCollection } from 'astro:content';
import { HERO_RULE_IDS, type WolsungClubBook } from '../../../games/wolsung/roster-rules';

export async function loadBook(): Promise<WolsungClubBook> {
  const data = async <T,>(entries: Promise<{ data: T }[]>) => (await entries).map((e) => e.data);
  const glossary = await data(getCollection('glossary', (e) => e.data.game === 'wolsung'));
  const heroRules = HERO_RULE_IDS.map((id) => {
    const entry = glossary.find((g) => g.id === id);
    if (!entry) throw new Error(`content/wolsung/data/glossary.yaml has no "${id}" (a hero rule the club builder shows)`);
    return { id: entry.id, term: entry.term, definition: entry.definition, rule: entry.rule };
  });

  const book: WolsungClubBook = {
    profile: (await data(getCollection('wolsungProfile'))).sort((a, b) => a.order - b.order),
    suits: (await data(getCollection('wolsungCardSuits'))).sort((a, b) => a.tieBreakRank - b.tieBreakRank),
    specialRules: await data(getCollection('wolsungSpecialRules')),
    weapons: await data(getCollection('wolsungWeapons')),
    modifiers: await data(getCollection('wolsungModifiers')),
    heroRules,
  };
  return book;
}
