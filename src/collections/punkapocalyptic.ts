import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { glossaryEntrySchema } from '../games/common/glossary';

/** punkapocalyptic's data tables: one collection per YAML file in content/punkapocalyptic/data/. */
export const punkapocalypticCollections = {
  punkapocalypticGlossary: defineCollection({ loader: file('content/punkapocalyptic/data/glossary.yaml'), schema: glossaryEntrySchema }),
};
