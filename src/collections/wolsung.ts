// astro:content's defineCollection itself, from the module it re-exports: these definitions are also read
// in plain Node (tests/unit/support/collections.ts, the end-to-end specs), where no astro:content exists.
import { defineCollection } from 'astro/content/config';
import { yamlFile } from './yaml-file';
import { quickReferenceListSchema } from '../common/quick-reference';
import {
  cardSuitSchema,
  cardValueSchema,
  characteristicSchema,
  diceModifierSchema,
  reactionSchema,
  specialRuleSchema,
  spellCostSchema,
  spellTypeSchema,
  terrainSchema,
  weaponSchema,
} from '../games/wolsung/schema';

const table = (name: string) => yamlFile(`content/wolsung/data/${name}.yaml`);

/** wolsung's data tables: one collection per YAML file in content/wolsung/data/ (glossary.yaml feeds the shared `glossary` collection). */
export const wolsungCollections = {
  wolsungProfile: defineCollection({ loader: table('profile'), schema: characteristicSchema }),
  wolsungCardSuits: defineCollection({ loader: table('card-suits'), schema: cardSuitSchema }),
  wolsungCardValues: defineCollection({ loader: table('card-values'), schema: cardValueSchema }),
  wolsungReactions: defineCollection({ loader: table('reactions'), schema: reactionSchema }),
  wolsungTerrain: defineCollection({ loader: table('terrain'), schema: terrainSchema }),
  wolsungModifiers: defineCollection({ loader: table('modifiers'), schema: diceModifierSchema }),
  wolsungSpecialRules: defineCollection({ loader: table('special-rules'), schema: specialRuleSchema }),
  wolsungSpellTypes: defineCollection({ loader: table('spell-types'), schema: spellTypeSchema }),
  wolsungSpellCosts: defineCollection({ loader: table('spell-costs'), schema: spellCostSchema }),
  wolsungWeapons: defineCollection({ loader: table('weapons'), schema: weaponSchema }),
  wolsungQuickReference: defineCollection({ loader: table('quick-reference'), schema: quickReferenceListSchema }),
};
