/**
 * Islands' data, loaded through Astro from the collections their game declares: tools
 * (src/games/tool-registry.ts) and builders (src/games/builder-registry.ts). The unit tests read the
 * same declarations from YAML (tests/unit/support/collections.ts).
 */
import { getCollection } from 'astro:content';
import type { GameSlug } from '../common/catalog';
import { builderRegistry, type BuilderBooks } from '../games/builder-registry';
import { toolRegistry } from '../games/tool-registry';
import type { IslandSource } from '../tools/registry';

async function loadIslandData<D>(source: IslandSource<D>): Promise<D> {
  const entries: Record<string, unknown[]> = {};
  for (const [key, collection] of Object.entries(source.collections)) {
    entries[key] = (await getCollection(collection)).map((entry) => entry.data);
  }
  return source.data(entries);
}

export async function loadToolData<D>(game: GameSlug, id: string): Promise<D> {
  const source = toolRegistry[game][id];
  if (!source) throw new Error(`no tool "${id}" in ${game}'s tool registry (src/games/tool-registry.ts)`);
  return (await loadIslandData(source)) as D;
}

/** The book a game's builder island receives. */
export function loadBuilderData<G extends GameSlug>(game: G): Promise<BuilderBooks[G]> {
  return loadIslandData(builderRegistry[game] as IslandSource<BuilderBooks[G]>);
}
