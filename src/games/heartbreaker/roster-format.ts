/**
 * The Heartbreaker gang format (version 1, documented in roster.ts); the book's recruiting rules are
 * in roster-checks.ts. roster.ts is the public contract (parseRoster / checkRoster); the builder
 * imports these modules instead, so the browser never loads the YAML reader behind checkRoster.
 */
import * as z from 'zod/mini';
import { addEmptyLog, campaignLogSchema } from '../../roster/campaign-log';
import { defineRosterFormat } from '../../roster/format';

/** Version 2 adds the campaign log, the arc and Prepare for War's temporary quirk; version 1 files read as the same gang with an empty log. */
export const ROSTER_VERSION = 2;
/** Longest name we keep (the gang, a fighter, a quirk). */
export const MAX_NAME = 80;
/** Fighters in a gang: the draft's gang is six fighters, never more (ruling H7). */
export const MAX_FIGHTERS = 6;
/** Quirks on a fighter: the leader's five, the most any fighter takes (a recruit takes four; H7). */
export const MAX_QUIRKS = 5;
/** Counts are whole numbers in a wide range, so checkRoster (not the parser) explains a bad one. */
const COUNT_LIMIT = 1_000_000;

// zod/mini, not classic Zod: this schema ships in the builder's bundle, where it is several times smaller.
const text = z.string().check(z.maxLength(MAX_NAME));
const whole = z.number().check(z.int(), z.minimum(-COUNT_LIMIT), z.maximum(COUNT_LIMIT));

const fighterSchema = z.strictObject({
  name: text,
  leader: z.boolean(),
  quirks: z.array(text).check(z.maxLength(MAX_QUIRKS)),
  akimbo: z.nullable(text),
  bounty: whole,
  meatLost: whole,
  /** Version 2: the quirk Prepare for War lends for the next skirmish only (never one of the fighter's own). */
  tempQuirk: z.optional(text),
});

/** Version 2: the arc the gang is playing against one rival gang, and the bounties it declared. */
const arcSchema = z.strictObject({
  rival: text,
  /** The arc's next step: First Blood, Score to Settle, Desperation, Heartbreaker; Epilogue after the last. */
  step: z.enum(['first-blood', 'score-to-settle', 'desperation', 'heartbreaker', 'epilogue']),
  bounties: z._default(z.array(z.strictObject({ fighter: text, reputation: whole, paid: z._default(z.boolean(), false) })).check(z.maxLength(MAX_FIGHTERS)), []),
});

const resourcesSchema = z.strictObject({ reputation: whole, territory: whole, supply: whole, ammo: whole });

const rosterSchema = z.strictObject({
  game: z.literal('heartbreaker'),
  version: z.literal(ROSTER_VERSION),
  name: text,
  fighters: z.array(fighterSchema).check(z.maxLength(MAX_FIGHTERS)),
  resources: resourcesSchema,
  /** Optional: the title the gang keeps when it leads in more than one resource. */
  keptTitle: z.optional(text),
  arc: z.optional(arcSchema),
  log: campaignLogSchema,
});

export type Roster = z.infer<typeof rosterSchema>;
export type Fighter = Roster['fighters'][number];
export type Resources = Roster['resources'];
export type ResourceKind = keyof Resources;
export type Arc = NonNullable<Roster['arc']>;
export type ArcStep = Arc['step'];

export const rosterFormat = defineRosterFormat<Roster>({ game: 'heartbreaker', version: ROSTER_VERSION, schema: rosterSchema, migrations: { 1: addEmptyLog() } });

/** Any version of the gang format (parsed JSON or the file's text) to a gang; throws RosterFormatError naming the bad field. */
export function parseRoster(input: unknown): Roster {
  return rosterFormat.parse(input);
}
