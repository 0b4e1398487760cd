import { z } from 'zod';

/** A reading of an ambiguous rule (shared/RULINGS.md), e.g. K3 "Defence". */
export const rulingSchema = z.object({
  id: z.string().regex(/^[KHPWC]\d+$/, 'ruling ids are a game letter and a number, e.g. K3'),
  game: z.enum(['kuggkoping', 'heartbreaker', 'punkapocalyptic', 'wolsung', 'arsenal-campaign']),
  title: z.string().min(1),
  text: z.string().min(1),
});
export type Ruling = z.infer<typeof rulingSchema>;
