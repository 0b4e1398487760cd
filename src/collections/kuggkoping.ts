// astro:content's defineCollection itself, from the module it re-exports: these definitions are also read
// in plain Node (tests/unit/support/collections.ts, the end-to-end specs), where no astro:content exists.
import { defineCollection } from 'astro/content/config';
import { yamlFile } from './yaml-file';
import { quickReferenceListSchema } from '../common/quick-reference';
import {
  activationRowSchema,
  agendaSchema,
  archetypeSchema,
  boardExampleSchema,
  bossSchema,
  cartographerFactionSchema,
  difficultySchema,
  districtSchema,
  enemyFactionSchema,
  enemyTypeSchema,
  gadgetSchema,
  hardRuleSchema,
  missionSchema,
  mutationSchema,
  quirkSchema,
  rollTableSchema,
  scenarioSchema,
  titleSchema,
  upgradeSchema,
} from '../games/kuggkoping/schema';

const data = (name: string) => yamlFile(`content/kuggkoping/data/${name}.yaml`);

/** kuggkoping's data tables: one collection per YAML file in content/kuggkoping/data/ (glossary.yaml feeds the shared `glossary` collection). */
export const kuggkopingCollections = {
  kuggkopingMutations: defineCollection({ loader: data('mutations'), schema: mutationSchema }),
  kuggkopingDifficulty: defineCollection({ loader: data('difficulty'), schema: difficultySchema }),
  kuggkopingHardRules: defineCollection({ loader: data('hard-rules'), schema: hardRuleSchema }),
  kuggkopingAgendas: defineCollection({ loader: data('agendas'), schema: agendaSchema }),
  kuggkopingArchetypes: defineCollection({ loader: data('archetypes'), schema: archetypeSchema }),
  kuggkopingCartographerFactions: defineCollection({ loader: data('cartographer-factions'), schema: cartographerFactionSchema }),
  kuggkopingGadgets: defineCollection({ loader: data('gadgets'), schema: gadgetSchema }),
  kuggkopingQuirks: defineCollection({ loader: data('quirks'), schema: quirkSchema }),
  kuggkopingEnemyTypes: defineCollection({ loader: data('enemy-types'), schema: enemyTypeSchema }),
  kuggkopingEnemyFactions: defineCollection({ loader: data('enemy-factions'), schema: enemyFactionSchema }),
  kuggkopingActivationTable: defineCollection({ loader: data('activation-table'), schema: activationRowSchema }),
  kuggkopingBosses: defineCollection({ loader: data('bosses'), schema: bossSchema }),
  kuggkopingDistricts: defineCollection({ loader: data('districts'), schema: districtSchema }),
  kuggkopingMissions: defineCollection({ loader: data('missions'), schema: missionSchema }),
  kuggkopingScenarios: defineCollection({ loader: data('scenarios'), schema: scenarioSchema }),
  kuggkopingUpgrades: defineCollection({ loader: data('upgrades'), schema: upgradeSchema }),
  kuggkopingRollTables: defineCollection({ loader: data('roll-tables'), schema: rollTableSchema }),
  kuggkopingQuickReference: defineCollection({ loader: data('quick-reference'), schema: quickReferenceListSchema }),
  kuggkopingTitles: defineCollection({ loader: data('titles'), schema: titleSchema }),
  kuggkopingBoardExamples: defineCollection({ loader: data('board-examples'), schema: boardExampleSchema }),
};
