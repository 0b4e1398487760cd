/**
 * The book’s data the Heartbreaker gang builder and play view are fed with, read from the content collections
 * (at build time, in the pages' Astro wrappers).
 */
import { getCollection } from 'astro:content';
import { byBookOrder } from '../../../common/order';
import type { HeartbreakerBook } from '../../../games/heartbreaker/roster-rules';

export async function loadBook(): Promise<HeartbreakerBook> {
  async function inOrder<T extends { order: number }>(entries: Promise<{ data: T }[]>): Promise<T[]> {
    return (await entries).map((e) => e.data).sort(byBookOrder);
  }

  const book: HeartbreakerBook = {
    weapons: await inOrder(getCollection('heartbreakerWeapons')),
    gear: await inOrder(getCollection('heartbreakerGear')),
    abilities: await inOrder(getCollection('heartbreakerAbilities')),
    startingStats: await inOrder(getCollection('heartbreakerStartingStats')),
    recruiting: await inOrder(getCollection('heartbreakerRecruiting')),
    resources: await inOrder(getCollection('heartbreakerResources')),
    titles: await inOrder(getCollection('heartbreakerTitles')),
    resourceActions: await inOrder(getCollection('heartbreakerResourceActions')),
  };
  return book;
}
