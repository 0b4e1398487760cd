import { z } from 'zod';
import { gameSlugSchema } from './ids';

/** A reading of an ambiguous rule (shared/RULINGS.md), e.g. K3 "Defence"; its id is the code RULINGS.md gives it, not a data id (ids.ts). */
export const rulingSchema = z.object({
  id: z.string().regex(/^[KHPWC]\d+$/, 'ruling ids are a game letter and a number, e.g. K3'),
  game: gameSlugSchema,
  title: z.string().min(1),
  text: z.string().min(1),
});
export type Ruling = z.infer<typeof rulingSchema>;
