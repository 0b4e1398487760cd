import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { glossaryEntrySchema } from '../games/common/glossary';

/** wolsung's data tables: one collection per YAML file in content/wolsung/data/. */
export const wolsungCollections = {
  wolsungGlossary: defineCollection({ loader: file('content/wolsung/data/glossary.yaml'), schema: glossaryEntrySchema }),
};
