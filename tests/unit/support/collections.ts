/**
 * The site's data collections read in plain Node, as src/collections/ defines them (YAML file and
 * Zod schema): the unit tests' loader beside Astro's getCollection. Tools and card decks declare
 * which collections they draw from once (src/games/tool-registry.ts, src/games/card-decks.ts); both
 * loaders read those declarations.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { GameSlug } from '../../../src/common/catalog';
import { yamlList } from '../../../src/common/yaml-data';
import type { YamlFileLoader } from '../../../src/collections/yaml-file';
import { arsenalCampaignCollections } from '../../../src/collections/arsenal-campaign';
import { heartbreakerCollections } from '../../../src/collections/heartbreaker';
import { kuggkopingCollections } from '../../../src/collections/kuggkoping';
import { punkapocalypticCollections } from '../../../src/collections/punkapocalyptic';
import { wolsungCollections } from '../../../src/collections/wolsung';
import { toolRegistry } from '../../../src/games/tool-registry';

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
  schemaOf(collection);
  const { path } = collections[collection]!.loader;
  return yamlList(readFileSync(path, 'utf8'), schemaOf(collection), path);
}

/** A tool island's data, built from the YAML exactly as its Astro wrapper builds it from the collections. */
export function loadToolData<D>(game: GameSlug, id: string): D {
  const source = toolRegistry[game][id];
  if (!source) throw new Error(`no tool "${id}" in ${game}'s tool registry`);
  return source.data(Object.fromEntries(Object.entries(source.collections).map(([key, collection]) => [key, readCollection(collection)]))) as D;
}

type GameCollections = typeof gameCollections;
type AllCollections = GameCollections['kuggkoping'] & GameCollections['heartbreaker'] & GameCollections['punkapocalyptic'] & GameCollections['wolsung'] & GameCollections['arsenal-campaign'];
type SchemaOf<C> = C extends { schema?: infer S } ? (S extends z.ZodType ? S : S extends (...args: never[]) => infer R ? (R extends z.ZodType ? R : never) : never) : never;

/** A collection's entries, typed by its schema: entriesOf('kuggkopingArchetypes'). */
export function entriesOf<K extends keyof AllCollections & string>(name: K): z.infer<SchemaOf<AllCollections[K]>>[] {
  return readCollection(name) as z.infer<SchemaOf<AllCollections[K]>>[];
}
