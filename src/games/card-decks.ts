/**
 * Each game's reference-card set: the data collections it draws from and the pure function that
 * builds its deck from their entries. The cards pages load the collections through Astro; the unit
 * tests read the same YAML files straight from content/<slug>/data/.
 */
import type { CardCollections, CardData } from '../cards/build';
import type { DeckSpec } from '../cards/types';
import type { GameSlug } from '../common/catalog';
import { arsenalCampaignCardCollections, arsenalCampaignDeck } from './arsenal-campaign/cards';
import { heartbreakerCardCollections, heartbreakerDeck } from './heartbreaker/cards';
import { kuggkopingCardCollections, kuggkopingDeck } from './kuggkoping/cards';
import { punkapocalypticCardCollections, punkapocalypticDeck } from './punkapocalyptic/cards';
import { wolsungCardCollections, wolsungDeck } from './wolsung/cards';

export interface CardDeckSource<C extends CardCollections = CardCollections> {
  collections: C;
  build: (data: CardData<C>) => DeckSpec;
}

const source = <C extends CardCollections>(collections: C, build: (data: CardData<C>) => DeckSpec): CardDeckSource => ({
  collections,
  build: build as CardDeckSource['build'],
});

export const cardDecks: Record<GameSlug, CardDeckSource> = {
  kuggkoping: source(kuggkopingCardCollections, kuggkopingDeck),
  heartbreaker: source(heartbreakerCardCollections, heartbreakerDeck),
  punkapocalyptic: source(punkapocalypticCardCollections, punkapocalypticDeck),
  wolsung: source(wolsungCardCollections, wolsungDeck),
  'arsenal-campaign': source(arsenalCampaignCardCollections, arsenalCampaignDeck),
};
