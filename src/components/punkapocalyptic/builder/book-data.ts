/**
 * The book’s data the Punkapocalyptic gang builder and play view are fed with, read from the content collections
 * (at build time, in the pages' Astro wrappers).
 */
import { getCollection } from 'astro:content';
import type { GangBook } from '../../../games/punkapocalyptic/roster-rules';

export async function loadBook(): Promise<GangBook> {
  const gangSize = (await getCollection('punkapocalypticGangSize'))[0]?.data;
  if (!gangSize) throw new Error('content/punkapocalyptic/data/gang-size.yaml has no entry');
  const book: GangBook = {
    attributes: (await getCollection('punkapocalypticAttributes')).map((e) => e.data).sort((a, b) => a.order - b.order),
    specialRules: (await getCollection('punkapocalypticSpecialRules')).map((e) => e.data),
    precisionModifiers: (await getCollection('punkapocalypticPrecisionModifiers')).map((e) => e.data),
    gangSize,
  };
  return book;
}
