// astro:content's defineCollection itself, from the module it re-exports: these definitions are also read
// in plain Node (tests/unit/support/collections.ts, the end-to-end specs), where no astro:content exists.
import { defineCollection } from 'astro/content/config';
import { yamlFile } from './yaml-file';
import { quickReferenceListSchema } from '../common/quick-reference';
import {
  actionSchema,
  arcSchema,
  inspirationSchema,
  keywordSchema,
  quirkSchema,
  recruitingRuleSchema,
  resourceActionSchema,
  resourceSchema,
  scenarioSchema,
  startingStatSchema,
  strikeModifierSchema,
  titleSchema,
  weaponSchema,
} from '../games/heartbreaker/schema';

const data = (name: string) => yamlFile(`content/heartbreaker/data/${name}.yaml`);

/** heartbreaker's data tables: one collection per YAML file in content/heartbreaker/data/ (glossary.yaml feeds the shared `glossary` collection). */
export const heartbreakerCollections = {
  heartbreakerWeapons: defineCollection({ loader: data('weapons'), schema: weaponSchema }),
  heartbreakerGear: defineCollection({ loader: data('gear'), schema: quirkSchema }),
  heartbreakerAbilities: defineCollection({ loader: data('abilities'), schema: quirkSchema }),
  heartbreakerKeywords: defineCollection({ loader: data('keywords'), schema: keywordSchema }),
  heartbreakerStartingStats: defineCollection({ loader: data('starting-stats'), schema: startingStatSchema }),
  heartbreakerStrikeModifiers: defineCollection({ loader: data('strike-modifiers'), schema: strikeModifierSchema }),
  heartbreakerActions: defineCollection({ loader: data('actions'), schema: actionSchema }),
  heartbreakerArcs: defineCollection({ loader: data('arcs'), schema: arcSchema }),
  heartbreakerResources: defineCollection({ loader: data('resources'), schema: resourceSchema }),
  heartbreakerTitles: defineCollection({ loader: data('titles'), schema: titleSchema }),
  heartbreakerResourceActions: defineCollection({ loader: data('resource-actions'), schema: resourceActionSchema }),
  heartbreakerScenarios: defineCollection({ loader: data('scenarios'), schema: scenarioSchema }),
  heartbreakerRecruiting: defineCollection({ loader: data('recruiting'), schema: recruitingRuleSchema }),
  heartbreakerInspirations: defineCollection({ loader: data('inspirations'), schema: inspirationSchema }),
  heartbreakerQuickReference: defineCollection({ loader: data('quick-reference'), schema: quickReferenceListSchema }),
};
