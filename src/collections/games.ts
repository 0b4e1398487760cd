// astro:content's defineCollection itself, from the module it re-exports: these definitions are also read
// in plain Node (tests/unit/support/collections.ts, the end-to-end specs), where no astro:content exists.
import { defineCollection } from 'astro/content/config';
import type { z } from 'zod';
import { gameList, type GameManifests } from '../games/index';
import { collectionOf, type AnyGameManifest, type CollectionSchemas } from '../games/manifest';
import { yamlFile, type YamlFileLoader } from './yaml-file';

/** One data collection: its YAML file and its schema. */
export interface GameCollection<S extends z.ZodType = z.ZodType> {
  loader: YamlFileLoader;
  schema: S;
}

/** A game's collections by name, each with its schema's type. */
export type CollectionsOf<M extends AnyGameManifest> = { [K in keyof CollectionSchemas<M>]: GameCollection<CollectionSchemas<M>[K] & z.ZodType> };

type Every<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Every game's collections in one map, as content.config.ts exports them. */
export type AllGameCollections = Every<{ [G in keyof GameManifests]: CollectionsOf<GameManifests[G]> }[keyof GameManifests]>;

/**
 * A game's data tables: one collection per file its manifest names in content/<slug>/data/
 * (glossary.yaml feeds the shared `glossary` collection), named camel(slug) + Pascal(file).
 */
export function gameCollections<M extends AnyGameManifest>(manifest: M): CollectionsOf<M> {
  const out: Record<string, GameCollection> = {};
  for (const [file, entry] of Object.entries(manifest.data)) {
    const { name, schema, path } = collectionOf(manifest.slug, file, entry);
    if (out[name]) throw new Error(`${manifest.slug}: two data files make the collection ${name}`);
    out[name] = defineCollection({ loader: yamlFile(path), schema }) as GameCollection;
  }
  return out as CollectionsOf<M>;
}

/** Every game's collections, one map (a name two games make is a bug). */
export function allGameCollections(manifests: readonly AnyGameManifest[] = gameList): AllGameCollections {
  const out: Record<string, GameCollection> = {};
  for (const m of manifests) {
    for (const [name, collection] of Object.entries(gameCollections(m) as Record<string, GameCollection>)) {
      if (out[name]) throw new Error(`two games make the collection ${name}`);
      out[name] = collection;
    }
  }
  return out as AllGameCollections;
}
