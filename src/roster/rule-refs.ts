/**
 * Special rules picked from a book's list and written into a roster as { name, x }: "Delay (3)",
 * "Move Penalty [1]". The schema of such a reference, and the checks every game makes on a list of
 * them (rule-check.ts, re-exported here): a name the book prints, listed once, on an entry the rule is for, with its number exactly
 * when the rule takes one.
 */
import { z } from 'zod';

/** { "name": "Delay", "x": 3 }: a rule by its printed name, with its number when it takes one. */
export const ruleRefSchema = z.strictObject({
  name: z.string().max(80),
  x: z.int().min(-1_000_000).max(1_000_000).nullable().optional(),
});
export type RuleRef = z.infer<typeof ruleRefSchema>;

export { checkRuleRefs, type RuleFacts, type RuleWording } from './rule-check';
