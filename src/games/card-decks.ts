/**
 * Each game's reference-card set, from its manifest (src/games/<slug>/game.ts, listed in ./index.ts):
 * the data collections it draws from and the pure function that builds its deck from their entries.
 * The cards pages load the collections through Astro; the unit tests read the same YAML files
 * straight from content/<slug>/data/.
 */
import type { GameSlug } from '../common/catalog';
import { byGame, gameList } from './index';
import type { AnyGameManifest, CardDeckSource } from './manifest';

export type { CardDeckSource } from './manifest';

/** The games' card sets, keyed by slug. */
export const cardDecksOf = (manifests: readonly AnyGameManifest[]): Record<string, CardDeckSource> => byGame(manifests, (m) => m.cards);

export const cardDecks = cardDecksOf(gameList) as Record<GameSlug, CardDeckSource>;
