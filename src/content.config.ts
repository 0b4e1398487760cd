import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { perGameYamlFiles, yamlFile } from './collections/yaml-file';
import { allGameCollections } from './collections/games';
import { gameSlugs } from './common/catalog';
import { docsSchema } from '@astrojs/starlight/schema';
import { rulingSchema } from './common/rulings';
import { glossaryTermSchema } from './common/glossary';

/**
 * Pages: every MD/MDX file under content/ (files starting with `_` are partials). Game data:
 * YAML under content/<slug>/data/, one collection per table its manifest names
 * (src/games/<slug>/game.ts, with the Zod schemas from src/games/<slug>/schema.ts), made by
 * src/collections/games.ts. What every game has (its glossary) is one collection whose entries name
 * their game.
 */
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema(),
  }),
  rulings: defineCollection({ loader: yamlFile('content/site/data/rulings.yaml'), schema: rulingSchema }),
  /** Every game's content/<slug>/data/glossary.yaml; entry ids are "<slug>/<id>". */
  glossary: defineCollection({ loader: perGameYamlFiles('glossary', gameSlugs), schema: glossaryTermSchema }),
  ...allGameCollections(),
};
