/**
 * The book’s data the Kuggköping warband builder and play view are fed with, read from the content collections
 * (at build time, in the pages' Astro wrappers).
 */
import { getCollection } from 'astro:content';
import type { KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import { inRollOrder } from '../../../common/roll-order';

export async function loadBook(): Promise<KuggkopingBook> {
  const book: KuggkopingBook = {
    archetypes: (await getCollection('kuggkopingArchetypes')).map((e) => e.data),
    // In die order: the editor's "Which" picker lists each list by face, as a player rolls on it.
    gadgets: inRollOrder((await getCollection('kuggkopingGadgets')).map((e) => e.data)),
    quirks: inRollOrder((await getCollection('kuggkopingQuirks')).map((e) => e.data)),
    upgrades: (await getCollection('kuggkopingUpgrades')).map((e) => e.data),
    factions: (await getCollection('kuggkopingCartographerFactions')).map((e) => e.data),
    titles: (await getCollection('kuggkopingTitles')).map((e) => e.data),
  };
  return book;
}
