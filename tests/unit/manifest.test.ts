import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allGameCollections, gameCollections } from '../../src/collections/games';
import { gameBySlug, gameSlugs } from '../../src/common/catalog';
import { builderRegistryOf } from '../../src/games/builder-registry';
import { cardDecksOf } from '../../src/games/card-decks';
import { gameList, gameManifests } from '../../src/games/index';
import { collectionNames, defineGame, MANIFEST_FIELDS, pageBudgets, type AnyGameManifest } from '../../src/games/manifest';
import { toolRegistryOf } from '../../src/games/tool-registry';
import budgets from '../../scripts/bundle-budgets.json';
import { COINS, SLUG, seventhGame } from './fixtures/seventh-game';
import { loadBuilderData } from './support/collections';

// One manifest per game (src/games/<slug>/game.ts) and one list of them (src/games/index.ts): every
// registry is derived from that list. A throwaway seventh game, declared by its manifest alone, is
// found in each; a manifest missing a field fails naming it.
describe('a game added by its manifest alone', () => {
  const seventh = defineGame(seventhGame());
  const list = [...gameList, seventh];

  it('has its data collections, named camel(slug) + Pascal(file), with its YAML path and schema', () => {
    const mine = gameCollections(seventh) as Record<string, { loader: { path: string }; schema: unknown }>;
    expect(Object.keys(mine)).toEqual([COINS]);
    expect(mine[COINS]!.loader.path).toBe(`content/${SLUG}/data/coins.yaml`);
    expect(mine[COINS]!.schema).toBe(seventh.data.coins);
    expect(Object.keys(allGameCollections(list))).toContain(COINS);
  });

  it('is in the tool, builder and card registries', () => {
    expect(Object.keys(toolRegistryOf(list)[SLUG]!)).toEqual(['coin-odds']);
    expect(builderRegistryOf(list)[SLUG]).toBe(seventh.builder);
    expect(cardDecksOf(list)[SLUG]).toBe(seventh.cards);
  });

  it('has a script budget for each of its pages', () => {
    expect(pageBudgets(list)).toMatchObject({ [`/${SLUG}/builder/`]: 100, [`/${SLUG}/play/`]: 100, [`/${SLUG}/tools/coin-odds/`]: 90 });
  });

  it('makes its roster kit game and its play rules from its books', () => {
    expect(seventh.roster.game(seventh.bookData()).noun).toBe('purse');
    expect(seventh.play(seventh.bookData()).models({ game: SLUG, version: 1, name: 'x', coins: ['Penny'] })).toHaveLength(1);
  });

  it.each(MANIFEST_FIELDS.map((field) => [field]))('a manifest without "%s" is refused, naming it', (field) => {
    const { [field]: _gone, ...rest } = seventhGame();
    expect(() => defineGame(rest as AnyGameManifest)).toThrow(`"${field}"`);
  });

  it('a manifest whose parts disagree is refused, naming the field', () => {
    const whole = seventhGame();
    expect(() => defineGame({ ...whole, info: { slug: 'wolsung', name: 'Wolsung SSG' } })).toThrow('"info"');
    expect(() => defineGame({ ...whole, data: {} })).toThrow('"data"');
    expect(() => defineGame({ ...whole, budgets: { ...whole.budgets, tools: {} } })).toThrow('"budgets" has no budget for the tool coin-odds');
    expect(() => defineGame({ ...whole, builder: { ...whole.builder, collections: { coins: 'seventhGameCions' as never } } })).toThrow('"builder" reads seventhGameCions');
    expect(() => defineGame({ ...whole, roster: { ...whole.roster, format: { ...whole.roster.format, game: 'wolsung' } } })).toThrow('"roster"');
  });
});

describe('the five games’ manifests', () => {
  it('are listed once each, in the catalog’s order, keyed by their slug', () => {
    expect(gameList.map((m) => m.slug)).toEqual([...gameSlugs]);
    for (const slug of gameSlugs) expect(gameManifests[slug].slug).toBe(slug);
  });

  it('every folder of src/games/ is a game with a manifest on the list', () => {
    const folders = readdirSync('src/games', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(folders.sort()).toEqual([...gameSlugs].sort());
    for (const slug of folders) expect(existsSync(`src/games/${slug}/game.ts`), `src/games/${slug}/game.ts`).toBe(true);
  });

  describe.each(gameSlugs.map((slug) => [slug]))('%s', (slug) => {
    const m = gameManifests[slug];

    it('refers to its catalog entry, and its roster kit game and play rules say the same name and nouns', () => {
      expect(m.info).toBe(gameBySlug(slug));
      const identity = { slug, name: m.info.name, noun: m.noun, modelNoun: m.modelNoun };
      const roster = m.roster.game(loadBuilderData(slug) as never);
      expect({ slug: roster.game, name: roster.gameName, noun: roster.noun, modelNoun: roster.modelNoun }).toEqual(identity);
      const play = m.play(m.bookData() as never);
      expect({ slug: play.slug, name: play.gameName, noun: play.noun, modelNoun: play.modelNoun }).toEqual(identity);
    });

    it('names every data file of content/<slug>/data/ (glossary.yaml is the shared collection), and only those', () => {
      const files = readdirSync(`content/${slug}/data`).filter((f) => f.endsWith('.yaml') && f !== 'glossary.yaml').map((f) => f.replace(/\.yaml$/, ''));
      expect(Object.keys(m.data).sort()).toEqual(files.sort());
      expect(collectionNames(m).length).toBe(files.length);
    });
  });

  it('give the bundle budgets of every game page; scripts/bundle-budgets.json keeps only what is not a game’s', () => {
    const pages = Object.keys(pageBudgets(gameList as readonly AnyGameManifest[]));
    expect(pages.length).toBe(gameSlugs.length * 2 + gameList.reduce((n, g) => n + g.tools.length, 0));
    expect(Object.keys(budgets)).not.toContain('pages');
  });
});
