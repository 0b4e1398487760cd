/**
 * The Kuggköping entries a component names with of="…" and an id (<Profile of="boss" id="…" />),
 * and the collection each kind is read from: one map for every such component.
 */
import type { CollectionEntry } from 'astro:content';
import { entryData } from '../data-entry';

const collections = {
  archetype: 'kuggkopingArchetypes',
  enemy: 'kuggkopingEnemyTypes',
  boss: 'kuggkopingBosses',
  title: 'kuggkopingTitles',
} as const;
export type EntryKind = keyof typeof collections;

/** The data of the `of` named `id`; a missing one stops the build with `who`'s name in the message. */
export function kindEntry<K extends EntryKind>(who: string, of: K, id: string): Promise<CollectionEntry<(typeof collections)[K]>['data']> {
  return entryData(collections[of], id, `${who}: no ${of} "${id}" in content/kuggkoping/data/`);
}
