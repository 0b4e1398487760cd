import { z } from 'zod';
import { gameSlugSchema, idSchema } from './ids';

/** One glossary entry as written in content/<slug>/data/glossary.yaml: a key term, our short definition, and where the full rule lives. */
export const glossaryEntrySchema = z.object({
  id: idSchema,
  term: z.string().min(1),
  definition: z.string().min(1),
  /** Site path of the full rule, with its heading anchor, e.g. /kuggkoping/rules/core-rules/#tinker-dice */
  rule: z.string().regex(/^\/[a-z0-9-/]+\/(#[a-z0-9-]+)?$/, 'rule must be a site path ending in / with an optional #anchor'),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/** An entry of the one `glossary` collection: every game's entries, each tagged with its game by the loader. */
export const glossaryTermSchema = glossaryEntrySchema.extend({ game: gameSlugSchema });
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
