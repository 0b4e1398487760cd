/**
 * The Heartbreaker gang format (version 1, documented in roster.ts); the book's recruiting rules are
 * in roster-checks.ts. roster.ts is the public contract (parseRoster / checkRoster); the builder
 * imports these modules instead, so the browser never loads the YAML reader behind checkRoster.
 */
import * as z from 'zod/mini';
import { defineRosterFormat } from '../../roster/format';

export const ROSTER_VERSION = 1;
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
});

export type Roster = z.infer<typeof rosterSchema>;
export type Fighter = Roster['fighters'][number];
export type Resources = Roster['resources'];
export type ResourceKind = keyof Resources;

export const rosterFormat = defineRosterFormat<Roster>({ game: 'heartbreaker', version: ROSTER_VERSION, schema: rosterSchema });

/** Any version of the gang format (parsed JSON or the file's text) to a gang; throws RosterFormatError naming the bad field. */
export function parseRoster(input: unknown): Roster {
  return rosterFormat.parse(input);
}
