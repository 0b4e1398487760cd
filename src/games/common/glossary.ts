import { z } from 'zod';

/** One glossary entry: a key term, our short definition, and where the full rule lives. */
export const glossaryEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'glossary ids are lower-case words joined by hyphens'),
  term: z.string().min(1),
  definition: z.string().min(1),
  /** Site path of the full rule, with its heading anchor, e.g. /kuggkoping/rules/core-rules/#tinker-dice */
  rule: z.string().regex(/^\/[a-z0-9-/]+\/(#[a-z0-9-]+)?$/, 'rule must be a site path ending in / with an optional #anchor'),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;
