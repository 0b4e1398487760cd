/** A tool island's data, loaded through Astro from the collections its game declares (src/games/tool-registry.ts). */
import { getCollection } from 'astro:content';
import type { GameSlug } from '../../common/catalog';
import { toolRegistry } from '../../games/tool-registry';

export async function loadToolData<D>(game: GameSlug, id: string): Promise<D> {
  const source = toolRegistry[game][id];
  if (!source) throw new Error(`no tool "${id}" in ${game}'s tool registry (src/games/tool-registry.ts)`);
  const entries: Record<string, unknown[]> = {};
  for (const [key, collection] of Object.entries(source.collections)) {
    entries[key] = (await getCollection(collection)).map((entry) => entry.data);
  }
  return source.data(entries) as D;
}
