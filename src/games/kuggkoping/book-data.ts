/**
 * The book's data for `checkRoster(roster)`, which takes no data argument (its contract): the same
 * YAML files the content collections read, checked with the same Zod schemas, parsed once on first
 * use (src/common/yaml-data.ts). The builder page does not use this: it passes the
 * collections' data to checkWarband, so the browser never parses YAML.
 */
import { gameDataFiles, once } from '../../common/yaml-data';
import { archetypeSchema, cartographerFactionSchema, districtSchema, enemyFactionSchema, gadgetSchema, hardRuleSchema, missionSchema, quirkSchema, scenarioSchema, titleSchema, upgradeSchema } from './schema';
import type { KuggkopingBattleData } from './battle';
import type { KuggkopingBook } from './roster-rules';

const data = gameDataFiles('kuggkoping', () =>
  import.meta.glob<string>('/content/kuggkoping/data/*.yaml', { query: '?raw', import: 'default', eager: true }),
);

export const bookData = once(
  (): KuggkopingBook => ({
    archetypes: data.list('archetypes', archetypeSchema),
    gadgets: data.list('gadgets', gadgetSchema),
    quirks: data.list('quirks', quirkSchema),
    upgrades: data.list('upgrades', upgradeSchema),
    factions: data.list('cartographer-factions', cartographerFactionSchema),
    titles: data.list('titles', titleSchema),
  }),
);

/** The missions' data for the battle (./battle.ts), read the same way; the play page passes the collections' instead. */
export const battleData = once((): KuggkopingBattleData => {
  const [missions, scenarios] = [data.list('missions', missionSchema), data.list('scenarios', scenarioSchema)];
  return { missions, scenarios, hardRules: data.list('hard-rules', hardRuleSchema), districts: data.list('districts', districtSchema), enemyFactions: data.list('enemy-factions', enemyFactionSchema) };
});
