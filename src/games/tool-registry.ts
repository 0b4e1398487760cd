/**
 * Every game's tools, from its manifest (src/games/<slug>/game.ts, listed in ./index.ts). The tools'
 * Astro wrappers load their island's data through it (src/components/load-island-data.ts), the unit
 * tests read the same collections from YAML, and the fuzz tests, the layout spec and
 * tests/unit/registries.test.ts iterate it: a tool a manifest declares is tested everywhere.
 */
import type { GameSlug } from '../common/catalog';
import { toolMap, type ToolSource } from '../tools/registry';
import { byGame, gameList } from './index';
import type { AnyGameManifest } from './manifest';

/** The games' tools, each game's keyed by tool id. */
export const toolRegistryOf = (manifests: readonly AnyGameManifest[]): Record<string, Readonly<Record<string, ToolSource>>> => byGame(manifests, (m) => toolMap(...m.tools));

export const toolRegistry = toolRegistryOf(gameList) as Record<GameSlug, Readonly<Record<string, ToolSource>>>;

/** Every tool of every game, in catalog order. */
export const allTools = (): ToolSource[] => Object.values(toolRegistry).flatMap((m) => Object.values(m));
