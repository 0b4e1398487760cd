import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameSlugs, games } from '../../src/common/catalog';
import { cardDecks } from '../../src/games/card-decks';
import { toolRegistry } from '../../src/games/tool-registry';
import { builderRegistry } from '../../src/games/builder-registry';
import { gameManifests } from '../../src/games/index';
import { gameCollections, loadBuilderData, loadToolData } from './support/collections';

// A game is added in one catalog entry, its manifest (src/games/<slug>/game.ts, listed in
// src/games/index.ts) and its own folders. Every list of games in the code is derived from the
// manifests; this test fails for a game the catalog has that a registry or a folder lacks, so a new
// game cannot be half added and silently left untested (tests/unit/manifest.test.ts checks the
// derivation itself with a throwaway game).
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

    it('has its manifest, its data collections, its card deck and its tool registry', () => {
      expect(gameManifests[slug], `src/games/index.ts lists no manifest for ${slug}`).toBeDefined();
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

    it('has its play page and its pure play rules (src/games/<slug>/play.ts, tested in tests/unit/play/)', () => {
      expect(existsSync(`content/${slug}/play.mdx`), `content/${slug}/play.mdx`).toBe(true);
      expect(existsSync(`src/games/${slug}/play.ts`), `src/games/${slug}/play.ts`).toBe(true);
      expect(existsSync(`tests/unit/play/${slug}.test.ts`), `tests/unit/play/${slug}.test.ts`).toBe(true);
    });

    it('has its builder island data, the same book entries its checkRoster reads from the YAML', async () => {
      const source = builderRegistry[slug];
      for (const collection of Object.values(source.collections)) {
        if (collection !== 'glossary') expect(gameCollections[slug], `the builder reads ${collection}`).toHaveProperty(collection);
      }
      const island = loadBuilderData(slug) as unknown as Record<string, unknown>;
      const checked = (await gameManifests[slug].bookData()) as unknown as Record<string, unknown>;
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
