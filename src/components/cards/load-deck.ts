/** A game's reference deck, built from its content collections and fitted to poker-size cards. */
import { getCollection } from 'astro:content';
import { fitDeck } from '../../cards/fit';
import type { DeckSpec } from '../../cards/types';
import type { GameSlug } from '../../common/catalog';
import { cardDecks } from '../../games/card-decks';

export async function loadDeck(game: GameSlug): Promise<DeckSpec> {
  const source = cardDecks[game];
  const data: Record<string, unknown[]> = {};
  for (const [key, collection] of Object.entries(source.collections)) {
    data[key] = (await getCollection(collection)).map((entry) => entry.data);
  }
  return fitDeck(source.build(data as Parameters<typeof source.build>[0]));
}
