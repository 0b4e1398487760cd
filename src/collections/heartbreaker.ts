import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { glossaryEntrySchema } from '../games/common/glossary';

/** heartbreaker's data tables: one collection per YAML file in content/heartbreaker/data/. */
export const heartbreakerCollections = {
  heartbreakerGlossary: defineCollection({ loader: file('content/heartbreaker/data/glossary.yaml'), schema: glossaryEntrySchema }),
};
