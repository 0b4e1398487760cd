/**
 * What a game declares once about each of its tools, so that nothing else keeps a list of them: its
 * reference (page and fields, ./links.ts), the data collections its island needs, the pure function
 * that turns their entries into the island's data, and its adapter when it runs on the kit's
 * OddsTool. Two loaders read the same declaration: the tool's Astro wrapper through
 * `loadToolData` (src/components/load-island-data.ts) and the unit tests straight from the YAML
 * (tests/unit/support/collections.ts). Each game lists its tools in its manifest
 * (src/games/<slug>/game.ts); src/games/tool-registry.ts gathers them for the fuzz tests, the layout
 * spec and the registry test.
 */
import type { CollectionEntry, CollectionKey } from 'astro:content';
import type { ToolAdapter } from './adapter';
import type { ToolRef } from './links';
import type { FieldSpecs } from './query-state';

/** The data collections a tool draws from, by the names its game's manifest gives them (camel(slug) + Pascal(file)). */
export type ToolCollections = Record<string, CollectionKey>;
/** The entries of each of those collections, keyed as in the tool's ToolCollections. */
export type ToolCollectionData<C extends ToolCollections> = { [K in keyof C]: CollectionEntry<C[K]>['data'][] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one map holds tools of every field shape
type AnyRef = ToolRef<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyAdapter = ToolAdapter<FieldSpecs, any, any>;

/**
 * An island's data as its game declares it: the collections it draws from and the pure function
 * that turns their entries into the island's props (runs at build time and in tests). Tools and
 * builders alike (src/games/tool-registry.ts, src/games/builder-registry.ts).
 */
export interface IslandSource<D = unknown> {
  collections: ToolCollections;
  data: (entries: Record<string, readonly unknown[]>) => D;
}

/** An island's declaration, its data function checked against its collections. */
export function islandSource<C extends ToolCollections, D>(collections: C, data: (entries: ToolCollectionData<C>) => D): IslandSource<D> {
  return { collections, data: data as IslandSource<D>['data'] };
}

/** One tool as its game declares it. */
export interface ToolSource extends IslandSource {
  ref: AnyRef;
  /** The OddsTool adapter; absent for a tool with its own component (the board, the enemy roller). */
  adapter?: AnyAdapter;
}

/**
 * A tool's declaration, its data function checked against its collections and its adapter against
 * that data (the one cast to the common shape is here).
 */
export function toolSource<C extends ToolCollections, D>(
  ref: AnyRef,
  collections: C,
  data: (entries: ToolCollectionData<C>) => D,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field shape, checked against D
  adapter?: ToolAdapter<any, D, any>,
): ToolSource {
  return { ref, collections, data: data as ToolSource['data'], ...(adapter ? { adapter: adapter as unknown as AnyAdapter } : {}) };
}

/** A game's tools keyed by their id (the folder of /<game>/tools/<id>/), built from the sources' refs. */
export function toolMap(...sources: ToolSource[]): Readonly<Record<string, ToolSource>> {
  const map: Record<string, ToolSource> = {};
  for (const s of sources) {
    if (map[s.ref.id]) throw new Error(`two tools named ${s.ref.id} in ${s.ref.game}`);
    map[s.ref.id] = s;
  }
  return map;
}
