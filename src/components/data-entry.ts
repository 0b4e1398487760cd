/**
 * The entry a component is pointed at by id (`<Boss id="skrot-nikke" />`), from Astro's collections.
 * A missing one stops the build with `missing` (who asked, for what, where to look), so a typo on a
 * page never prints an empty block.
 */
import { getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';

export async function entryData<C extends CollectionKey>(collection: C, id: string, missing: string): Promise<CollectionEntry<C>['data']> {
  const entry = (await getEntry(collection, id)) as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(missing);
  return entry.data;
}
