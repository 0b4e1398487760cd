/**
 * The table link's formats: an update (what travels between two phones: a code, a cycle of codes,
 * or a `#table=…` link) and the link kept in a GameDoc (`link`), each version 1 of the format kit,
 * checked field by field within bounds: the envelope by a zod/mini schema, the steps and the log's
 * base by the saved game's own readers (./format.ts), so a step reads the same wherever it comes
 * from. Links go through the hash-link helper within caps and are read without ever throwing.
 */
import * as z from 'zod/mini';
import { hashLink } from '../roster/hash-link';
import { readHashFormat } from '../roster/hash-format';
import { RosterFormatError, rosterErrorFromZod } from '../roster/errors';
import { defineFormat, isRecord, nestsWithin, type Format } from '../roster/versioned';
import { readBase, readStep } from './format';
import { LINK_STEPS_LIMIT, LINK_VERSION, type Held, type LinkUpdate, type SideReplica, type TableLink } from './table-link';

/** The key of an update in a page address: `#table=…`. */
export const TABLE_HASH_KEY = 'table';
/** An update link's caps: a whole game of 700 steps packs to far less; a crafted link costs nothing beyond them. */
export const TABLE_LINK_CAPS = { maxLength: 120_000, maxChars: 400_000 };
/** How deep a roster carried in an update may nest. */
const DEPTH_LIMIT = 40;

const id = z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[0-9a-z.-]+$/, 'must be letters, digits, dots and dashes'));
const held = z.nullable(z.object({ through: z.string().check(z.maxLength(200)), count: z.int().check(z.gte(0), z.lte(10_000_000)) }));
const steps = z.array(z.unknown()).check(z.maxLength(LINK_STEPS_LIMIT));

const updateSchema = z.object({
  link: z.literal(LINK_VERSION),
  table: id,
  game: z.string().check(z.maxLength(40)),
  from: id,
  to: z.nullable(id),
  starter: id,
  side: z.object({ name: z.string().check(z.maxLength(200)), startedAt: z.string().check(z.maxLength(40)), roster: z.unknown(), base: z.unknown(), steps }),
  ack: held,
});

const replicaSchema = z.object({ owner: id, name: z.string().check(z.maxLength(200)), roster: z.unknown(), startedAt: z.string().check(z.maxLength(40)), base: z.unknown(), steps });

const linkSchema = z.object({
  link: z.literal(LINK_VERSION),
  table: id,
  game: z.string().check(z.maxLength(40)),
  me: id,
  starter: id,
  them: z.nullable(replicaSchema),
  heard: held,
});

function checked<T>(schema: { safeParse: (v: unknown) => { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[] } } }, v: unknown): T {
  const r = schema.safeParse(v);
  if (!r.success) throw rosterErrorFromZod(r.error as Parameters<typeof rosterErrorFromZod>[0]);
  return r.data as T;
}

const rosterWithin = (v: unknown, field: string): unknown => {
  if (!nestsWithin(v, DEPTH_LIMIT)) throw new RosterFormatError(field, `nests deeper than ${DEPTH_LIMIT} levels, which no roster does`);
  return v;
};
const readSteps = (v: readonly unknown[], field: string) => v.map((s, i) => readStep(s, `${field}[${i}]`));

/** An update, version 1 (its version in `link`). */
export const updateFormat: Format<LinkUpdate> = defineFormat<LinkUpdate>({
  noun: 'table link',
  versionField: 'link',
  version: LINK_VERSION,
  read: (input) => {
    const u = checked<Omit<LinkUpdate, 'side'> & { side: { name: string; startedAt: string; roster: unknown; base: unknown; steps: unknown[] } }>(updateSchema, input);
    const whole = u.side.base !== null && u.side.base !== undefined;
    return {
      ...u,
      ack: u.ack as Held | null,
      side: {
        name: u.side.name,
        startedAt: u.side.startedAt,
        roster: whole ? rosterWithin(u.side.roster, 'side.roster') : null,
        base: whole ? readBase(u.side.base, 'side.base') : null,
        steps: readSteps(u.side.steps, 'side.steps'),
      },
    };
  },
});

/** The link kept in a game, version 1. */
export const linkFormat: Format<TableLink> = defineFormat<TableLink>({
  noun: 'linked game',
  versionField: 'link',
  version: LINK_VERSION,
  read: (input) => {
    const l = checked<Omit<TableLink, 'them'> & { them: (Omit<SideReplica, 'base' | 'steps'> & { base: unknown; steps: unknown[] }) | null }>(linkSchema, input);
    const them: SideReplica | null = l.them
      ? { owner: l.them.owner, name: l.them.name, roster: rosterWithin(l.them.roster, 'them.roster'), startedAt: l.them.startedAt, base: readBase(l.them.base, 'them.base'), steps: readSteps(l.them.steps, 'them.steps') }
      : null;
    return { ...l, them, heard: l.heard as Held | null };
  },
});

const readLinks = new WeakMap<object, TableLink | null>();

/** A game's table link read (once per stored object), or null when it has none or it cannot be read. */
export function linkOf(doc: { link?: unknown }): TableLink | null {
  const v = doc.link;
  if (!isRecord(v)) return null;
  if (readLinks.has(v)) return readLinks.get(v)!;
  const read = linkFormat.read(v);
  const link = read.ok ? read.value : null;
  readLinks.set(v, link);
  return link;
}

/** The update's link fragment: "#table=…". */
export const tableHash = (u: LinkUpdate): string => hashLink(TABLE_HASH_KEY, JSON.stringify(u));

/** What a `#table=` link (or a scanned code's text) held: the update, or why it cannot be read; null when it holds none. */
export type OpenedUpdate = { ok: true; update: LinkUpdate } | { ok: false; error: string } | null;

/** Reads the update in a page address or a scanned text (a link to a play page with `#table=…`). Never throws. */
export function tableFromText(text: string): OpenedUpdate {
  const hash = text.includes('#') ? text.slice(text.indexOf('#')) : text;
  const read = readHashFormat(hash, TABLE_HASH_KEY, TABLE_LINK_CAPS, updateFormat, { link: 'table link', thing: 'table link', unpacksTo: 'a game', longest: 'any game’s' });
  return read && (read.ok ? { ok: true, update: read.value } : read);
}
