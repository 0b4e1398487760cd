/**
 * The site's data collections read in plain Node, as src/collections/ defines them (YAML file and
 * Zod schema): the unit tests' loader beside Astro's getCollection. Tools and card decks declare
 * which collections they draw from once (src/games/tool-registry.ts, src/games/card-decks.ts); both
 * loaders read those declarations.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { gameSlugs, type GameSlug } from '../../../src/common/catalog';
import { glossaryEntrySchema, glossaryTermSchema } from '../../../src/common/glossary';
import { yamlList } from '../../../src/common/yaml-data';
import type { YamlFileLoader } from '../../../src/collections/yaml-file';
import { arsenalCampaignCollections } from '../../../src/collections/arsenal-campaign';
import { heartbreakerCollections } from '../../../src/collections/heartbreaker';
import { kuggkopingCollections } from '../../../src/collections/kuggkoping';
import { punkapocalypticCollections } from '../../../src/collections/punkapocalyptic';
import { wolsungCollections } from '../../../src/collections/wolsung';
import { builderRegistry, type BuilderBooks } from '../../../src/games/builder-registry';
import { toolRegistry } from '../../../src/games/tool-registry';
import type { IslandSource } from '../../../src/tools/registry';

/** Every game's data collections, as src/collections defines them: their YAML file and schema. */
export const gameCollections = {
  kuggkoping: kuggkopingCollections,
  heartbreaker: heartbreakerCollections,
  punkapocalyptic: punkapocalypticCollections,
  wolsung: wolsungCollections,
  'arsenal-campaign': arsenalCampaignCollections,
} satisfies Record<GameSlug, object>;

const collections = Object.assign({}, ...Object.values(gameCollections)) as Record<string, { loader: YamlFileLoader; schema: z.ZodType }>;

/** A collection's Zod schema, by its name. */
export function schemaOf(collection: string): z.ZodType {
  const found = collections[collection];
  if (!found) throw new Error(`no collection ${collection} in src/collections/`);
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

type GameCollections = typeof gameCollections;
type AllCollections = GameCollections['kuggkoping'] & GameCollections['heartbreaker'] & GameCollections['punkapocalyptic'] & GameCollections['wolsung'] & GameCollections['arsenal-campaign'];
type SchemaOf<C> = C extends { schema?: infer S } ? (S extends z.ZodType ? S : S extends (...args: never[]) => infer R ? (R extends z.ZodType ? R : never) : never) : never;

/** A collection's entries, typed by its schema: entriesOf('kuggkopingArchetypes'). */
export function entriesOf<K extends keyof AllCollections & string>(name: K): z.infer<SchemaOf<AllCollections[K]>>[] {
  return readCollection(name) as z.infer<SchemaOf<AllCollections[K]>>[];
}
