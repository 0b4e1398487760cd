import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameSlugs, games, type GameSlug } from '../../src/common/catalog';
import { cardDecks } from '../../src/games/card-decks';
import { toolRegistry } from '../../src/games/tool-registry';
import { builderRegistry } from '../../src/games/builder-registry';
import { arsenalBookData } from '../../src/games/arsenal-campaign/book-data';
import { heartbreakerBookData } from '../../src/games/heartbreaker/book-data';
import { bookData as kuggkopingBookData } from '../../src/games/kuggkoping/book-data';
import { punkapocalypticBookData } from '../../src/games/punkapocalyptic/book-data';
import { wolsungBookData } from '../../src/games/wolsung/book-data';
import { gameCollections, loadBuilderData, loadToolData } from './support/collections';

/** The book data each game's checkRoster reads from the YAML itself (src/games/<slug>/book-data.ts). */
const checkRosterBook: Record<GameSlug, () => unknown> = {
  kuggkoping: kuggkopingBookData,
  heartbreaker: heartbreakerBookData,
  punkapocalyptic: punkapocalypticBookData,
  wolsung: wolsungBookData,
  'arsenal-campaign': arsenalBookData,
};

// A game is added in one catalog entry plus the files CONTRIBUTING.md ("Adding a game") lists. Every
// list of games in the code is derived from the catalog or keyed by GameSlug (so a missing key is a
// type error); this test fails for a game the catalog has that a registry or a folder lacks, so a
// new game cannot be half added and silently left untested.
describe('every game of the catalog is in every registry', () => {
  it('the catalog lists each slug once, with a ruling letter of its own', () => {
    expect(games.map((g) => g.slug)).toEqual([...gameSlugs]);
    const letters = games.map((g) => g.rulingLetter);
    expect(new Set(letters).size).toBe(letters.length);
    for (const l of letters) expect(l).toMatch(/^[A-Z]$/);
  });

  describe.each(gameSlugs.map((slug) => [slug]))('%s', (slug) => {
    it('has its pages: overview, rules, glossary, reference cards', () => {
      for (const page of ['index.mdx', 'glossary.mdx', 'cards.mdx']) expect(existsSync(`content/${slug}/${page}`), `content/${slug}/${page}`).toBe(true);
      expect(readdirSync(`content/${slug}/rules`).filter((f) => f.endsWith('.mdx')).length).toBeGreaterThan(0);
    });

    it('has its data collections, its card deck and its tool registry', () => {
      expect(Object.keys(gameCollections[slug]).length).toBeGreaterThan(0);
      expect(cardDecks[slug]).toBeDefined();
      expect(toolRegistry[slug]).toBeDefined();
    });

    it('has one registry entry per tool page and one tool page per registry entry, each loading its data', () => {
      const dir = `content/${slug}/tools`;
      const pages = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.mdx') && f !== 'index.mdx').map((f) => f.replace(/\.mdx$/, '')) : [];
      expect(Object.keys(toolRegistry[slug]).sort()).toEqual(pages.sort());
      for (const [id, source] of Object.entries(toolRegistry[slug])) {
        expect(source.ref).toMatchObject({ game: slug, id, path: `/${slug}/tools/${id}/` });
        for (const collection of Object.values(source.collections)) expect(gameCollections[slug], `${id} reads ${collection}`).toHaveProperty(collection);
        expect(loadToolData(slug, id)).toBeTruthy();
      }
    });

    it('has its builder island data, the same book entries its checkRoster reads from the YAML', async () => {
      const source = builderRegistry[slug];
      for (const collection of Object.values(source.collections)) {
        if (collection !== 'glossary') expect(gameCollections[slug], `the builder reads ${collection}`).toHaveProperty(collection);
      }
      const island = loadBuilderData(slug) as unknown as Record<string, unknown>;
      const checked = (await checkRosterBook[slug]()) as Record<string, unknown>;
      // The island may carry more (Wolsung's hero rules for its help text), never less; it lists some
      // tables in the order a player rolls on them, but the entries are the same.
      const byId = (v: unknown) => (Array.isArray(v) ? [...v].sort((a, b) => String(a.id).localeCompare(String(b.id))) : v);
      expect(Object.keys(checked).length).toBeGreaterThan(0);
      for (const key of Object.keys(checked)) expect(byId(island[key]), key).toEqual(byId(checked[key]));
    });

    it('names its collections after the game (a collection read for another game would be a bug)', () => {
      const prefix = slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      for (const name of Object.keys(gameCollections[slug])) expect(name.startsWith(prefix), name).toBe(true);
    });
  });
});
