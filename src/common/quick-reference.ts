import { z } from 'zod';

/**
 * quick-reference.yaml (one per game): short lists of rules that a rules page shows and a reference
 * card prints, such as the turn sequence, the actions and what they cost, or the steps of an attack.
 * They live here, as data, so the page and the card read the same words and the list is never typed
 * twice. Numbers a tool computes with belong in the game's own tables, not here.
 */

const id = z.string().regex(/^[a-z0-9-]+$/, 'ids are lower-case words joined by hyphens');
const prose = z.string().min(1);
/** A site path with a heading anchor, e.g. /kuggkoping/rules/core-rules/#actions */
const sitePath = z.string().regex(/^\/[a-z0-9-]+\/[a-z0-9-/]*#[a-z0-9-]+$/, 'a site path ending in /#anchor');

export const quickReferenceItemSchema = z
  .object({
    /** Lets a page show one item on its own (<QuickReference game="…" list="…" item="…" />). */
    id: id.optional(),
    /** A bold name opening the item; a plain sentence needs none. */
    name: prose.optional(),
    /** A short value shown beside the name: a cost, a modifier, a target ("1 action", "+1", "4+"). */
    value: z.string().min(1).optional(),
    text: prose.optional(),
    /** Where the item is explained in full, when that is elsewhere than the list's own section. */
    rule: sitePath.optional(),
  })
  .strict();
export type QuickReferenceItem = z.infer<typeof quickReferenceItemSchema>;

export const quickReferenceListSchema = z
  .object({
    id,
    /** Order of the quick-reference cards (collections come back sorted by id). */
    order: z.number().int().positive(),
    title: prose,
    /** steps: numbered, in play order; list: bullets; table: name, value and text in columns. */
    style: z.enum(['steps', 'list', 'table']),
    /** A sentence shown above the items, on the page and on the card. */
    intro: prose.optional(),
    /** Column headings for the table style: name, value, text (the value and text ones optional). */
    columns: z.array(prose).min(1).max(3).optional(),
    items: z.array(quickReferenceItemSchema).min(1),
    /** The rules section that explains the list in full (the card's "Rules" link). */
    rule: sitePath,
  })
  .strict()
  .refine((l) => l.style !== 'table' || l.columns !== undefined, { message: 'a table needs its columns', path: ['columns'] })
  .refine((l) => l.style !== 'table' || l.items.every((i) => i.name), { message: 'every row of a table needs a name', path: ['items'] })
  .refine((l) => l.items.every((i) => i.name || i.text), { message: 'an item needs a name or a text', path: ['items'] })
  .refine((l) => l.items.every((i) => !i.rule || i.name), { message: 'an item with a rule link needs a name (the link text)', path: ['items'] })
  .refine((l) => new Set(l.items.filter((i) => i.id).map((i) => i.id)).size === l.items.filter((i) => i.id).length, {
    message: 'item ids must be unique within a list',
    path: ['items'],
  });
export type QuickReferenceList = z.infer<typeof quickReferenceListSchema>;
