/**
 * Every game's builder island data, from its manifest (src/games/<slug>/game.ts, listed in
 * ./index.ts): the collections it draws from and how their entries become the builder's book. The
 * builders' Astro wrappers load it (src/components/load-island-data.ts), the unit tests read the same
 * collections from YAML (tests/unit/support/collections.ts).
 */
import type { GameSlug } from '../common/catalog';
import type { IslandSource } from '../tools/registry';
import { byGame, gameList, type GameManifests } from './index';
import type { AnyGameManifest } from './manifest';

type BookOf<M> = M extends { builder: IslandSource<infer B> } ? B : never;

/** The book each builder island receives, by game. */
export type BuilderBooks = { [G in GameSlug]: BookOf<GameManifests[G]> };

/** The games' builder islands, keyed by slug. */
export const builderRegistryOf = (manifests: readonly AnyGameManifest[]): Record<string, IslandSource> => byGame(manifests, (m) => m.builder);

export const builderRegistry = builderRegistryOf(gameList) as { [G in GameSlug]: IslandSource<BuilderBooks[G]> };
