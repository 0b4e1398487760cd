import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { glossaryEntrySchema } from '../games/common/glossary';

/** kuggkoping's data tables: one collection per YAML file in content/kuggkoping/data/. */
export const kuggkopingCollections = {
  kuggkopingGlossary: defineCollection({ loader: file('content/kuggkoping/data/glossary.yaml'), schema: glossaryEntrySchema }),
};
