import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { glossaryEntrySchema } from '../games/common/glossary';

/** arsenal-campaign's data tables: one collection per YAML file in content/arsenal-campaign/data/. */
export const arsenalCampaignCollections = {
  arsenalCampaignGlossary: defineCollection({ loader: file('content/arsenal-campaign/data/glossary.yaml'), schema: glossaryEntrySchema }),
};
