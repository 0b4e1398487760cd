import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { yamlFile } from './collections/yaml-file';
import { docsSchema } from '@astrojs/starlight/schema';
import { rulingSchema } from './games/common/rulings';
import { kuggkopingCollections } from './collections/kuggkoping';
import { heartbreakerCollections } from './collections/heartbreaker';
import { punkapocalypticCollections } from './collections/punkapocalyptic';
import { wolsungCollections } from './collections/wolsung';
import { arsenalCampaignCollections } from './collections/arsenal-campaign';

/**
 * Pages: every MD/MDX file under content/ (files starting with `_` are partials). Game data:
 * YAML under content/<slug>/data/, one collection per table, defined next to its game in
 * src/collections/<slug>.ts with the Zod schema from src/games/<slug>/schema.ts.
 */
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema(),
  }),
  rulings: defineCollection({ loader: yamlFile('content/site/data/rulings.yaml'), schema: rulingSchema }),
  ...kuggkopingCollections,
  ...heartbreakerCollections,
  ...punkapocalypticCollections,
  ...wolsungCollections,
  ...arsenalCampaignCollections,
};
