/**
 * The site's data collections read in plain Node, as the games' manifests declare them (YAML file and
 * Zod schema, src/collections/games.ts): the unit tests' loader beside Astro's getCollection. Tools,
 * builders and card decks declare which collections they draw from once, in the same manifests; both
 * loaders read those declarations.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { gameSlugs, type GameSlug } from '../../../src/common/catalog';
import { glossaryEntrySchema, glossaryTermSchema } from '../../../src/common/glossary';
import { yamlList } from '../../../src/common/yaml-data';
import { allGameCollections, gameCollections as collectionsOfGame, type AllGameCollections, type CollectionsOf } from '../../../src/collections/games';
import { gameManifests, type GameManifests } from '../../../src/games/index';
import { builderRegistry, type BuilderBooks } from '../../../src/games/builder-registry';
import { toolRegistry } from '../../../src/games/tool-registry';
import type { IslandSource } from '../../../src/tools/registry';

/** Every game's data collections, from its manifest: their YAML file and schema. */
export const gameCollections = Object.fromEntries(gameSlugs.map((slug) => [slug, collectionsOfGame(gameManifests[slug])])) as {
  [G in GameSlug]: CollectionsOf<GameManifests[G]>;
};

const collections: Record<string, { loader: { path: string }; schema: z.ZodType }> = allGameCollections();

/** A collection's Zod schema, by its name. */
export function schemaOf(collection: string): z.ZodType {
  const found = collections[collection];
  if (!found) throw new Error(`no collection ${collection} in any game's manifest (src/games/<slug>/game.ts)`);
  return found.schema;
}

/** A collection's entries, read from its YAML file and parsed with its schema, in file order. */
export function readCollection(collection: string): unknown[] {
  // The one collection of every game: each content/<slug>/data/glossary.yaml, entries naming their game.
  if (collection === 'glossary') {
    return gameSlugs.flatMap((game) => {
      const path = `content/${game}/data/glossary.yaml`;
      return yamlList(readFileSync(path, 'utf8'), glossaryEntrySchema, path).map((entry) => glossaryTermSchema.parse({ ...entry, game }));
    });
  }
  schemaOf(collection);
  const { path } = collections[collection]!.loader;
  return yamlList(readFileSync(path, 'utf8'), schemaOf(collection), path);
}

/** An island's data, built from the YAML exactly as its Astro wrapper builds it from the collections. */
function loadIslandData<D>(source: IslandSource<D>): D {
  return source.data(Object.fromEntries(Object.entries(source.collections).map(([key, collection]) => [key, readCollection(collection)])));
}

/** A tool island's data (src/games/tool-registry.ts). */
export function loadToolData<D>(game: GameSlug, id: string): D {
  const source = toolRegistry[game][id];
  if (!source) throw new Error(`no tool "${id}" in ${game}'s tool registry`);
  return loadIslandData(source) as D;
}

/** The book a game's builder island receives (src/games/builder-registry.ts). */
export function loadBuilderData<G extends GameSlug>(game: G): BuilderBooks[G] {
  return loadIslandData(builderRegistry[game] as IslandSource<BuilderBooks[G]>);
}

type AllCollections = AllGameCollections;
type SchemaOf<C> = C extends { schema?: infer S } ? (S extends z.ZodType ? S : S extends (...args: never[]) => infer R ? (R extends z.ZodType ? R : never) : never) : never;

/** A collection's entries, typed by its schema: entriesOf('kuggkopingArchetypes'). */
export function entriesOf<K extends keyof AllCollections & string>(name: K): z.infer<SchemaOf<AllCollections[K]>>[] {
  return readCollection(name) as z.infer<SchemaOf<AllCollections[K]>>[];
}
