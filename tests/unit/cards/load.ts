import { fitDeck } from '../../../src/cards/fit';
import type { DeckSpec } from '../../../src/cards/types';
import type { GameSlug } from '../../../src/common/catalog';
import { cardDecks } from '../../../src/games/card-decks';
import { readCollection } from '../support/collections';

export { readCollection, schemaOf } from '../support/collections';

/** Every collection a game's cards draw from, keyed as in its card set. */
export function loadCardData(game: GameSlug): Record<string, unknown[]> {
  return Object.fromEntries(Object.entries(cardDecks[game].collections).map(([key, collection]) => [key, readCollection(collection)]));
}

/** A game's deck as its cards page builds it (fitted to poker size unless `fitted` is false). */
export function buildDeck(game: GameSlug, data?: Record<string, unknown[]>, fitted = true): DeckSpec {
  const source = cardDecks[game];
  const deck = source.build((data ?? loadCardData(game)) as Parameters<typeof source.build>[0]);
  return fitted ? fitDeck(deck) : deck;
}
