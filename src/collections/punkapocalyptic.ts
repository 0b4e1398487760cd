// astro:content's defineCollection itself, from the module it re-exports: these definitions are also read
// in plain Node (tests/unit/support/collections.ts, the end-to-end specs), where no astro:content exists.
import { defineCollection } from 'astro/content/config';
import { yamlFile } from './yaml-file';
import { quickReferenceListSchema } from '../common/quick-reference';
import {
  attributeSchema,
  combatModifierSchema,
  coverGradeSchema,
  coverSizeSchema,
  fallBandSchema,
  gangSizeSchema,
  jumpLimitSchema,
  precisionModifierSchema,
  specialRuleSchema,
  terrainTypeSchema,
} from '../games/punkapocalyptic/schema';

const data = (name: string) => yamlFile(`content/punkapocalyptic/data/${name}.yaml`);

/** punkapocalyptic's data tables: one collection per YAML file in content/punkapocalyptic/data/ (glossary.yaml feeds the shared `glossary` collection). */
export const punkapocalypticCollections = {
  punkapocalypticAttributes: defineCollection({ loader: data('attributes'), schema: attributeSchema }),
  punkapocalypticTerrainTypes: defineCollection({ loader: data('terrain-types'), schema: terrainTypeSchema }),
  punkapocalypticFallTable: defineCollection({ loader: data('fall-table'), schema: fallBandSchema }),
  punkapocalypticJumpLimits: defineCollection({ loader: data('jump-limits'), schema: jumpLimitSchema }),
  punkapocalypticCoverGrades: defineCollection({ loader: data('cover-grades'), schema: coverGradeSchema }),
  punkapocalypticCoverSizes: defineCollection({ loader: data('cover-sizes'), schema: coverSizeSchema }),
  punkapocalypticPrecisionModifiers: defineCollection({ loader: data('precision-modifiers'), schema: precisionModifierSchema }),
  punkapocalypticCombatModifiers: defineCollection({ loader: data('combat-modifiers'), schema: combatModifierSchema }),
  punkapocalypticGangSize: defineCollection({ loader: data('gang-size'), schema: gangSizeSchema }),
  punkapocalypticSpecialRules: defineCollection({ loader: data('special-rules'), schema: specialRuleSchema }),
  punkapocalypticQuickReference: defineCollection({ loader: data('quick-reference'), schema: quickReferenceListSchema }),
};
