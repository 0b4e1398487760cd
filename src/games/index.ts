/**
 * The one list of games: each game's manifest (src/games/<slug>/game.ts), keyed by its slug in the
 * catalog's order. The content collections, the tool, builder and card registries, the bundle budgets
 * and the tests' game lists are derived from it; tests/unit/registries.test.ts names a game the
 * catalog has and this list lacks, or the other way round.
 */
import { gameSlugs, type GameSlug } from '../common/catalog';
import { arsenalCampaignGame } from './arsenal-campaign/game';
import { heartbreakerGame } from './heartbreaker/game';
import { kuggkopingGame } from './kuggkoping/game';
import type { AnyGameManifest } from './manifest';
import { punkapocalypticGame } from './punkapocalyptic/game';
import { wolsungGame } from './wolsung/game';

export const gameManifests = {
  kuggkoping: kuggkopingGame,
  heartbreaker: heartbreakerGame,
  punkapocalyptic: punkapocalypticGame,
  wolsung: wolsungGame,
  'arsenal-campaign': arsenalCampaignGame,
} satisfies { [G in GameSlug]: AnyGameManifest & { slug: G } };

export type GameManifests = typeof gameManifests;

/** Every game's manifest, in the catalog's order. */
export const gameList: readonly AnyGameManifest[] = gameSlugs.map((slug) => gameManifests[slug]);

/** Builds one registry from the list: `fn` of each game's manifest, keyed by its slug. */
export function byGame<T>(manifests: readonly AnyGameManifest[], fn: (m: AnyGameManifest) => T): Record<string, T> {
  return Object.fromEntries(manifests.map((m) => [m.slug, fn(m)]));
}
