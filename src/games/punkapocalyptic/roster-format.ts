/**
 * The Punkapocalyptic gang sheet format (version 1, documented in roster.ts); the core book's
 * building rules are in roster-checks.ts. roster.ts is the public contract (parseRoster /
 * checkRoster); the builder imports these modules instead, so the browser never loads the YAML
 * reader behind checkRoster.
 */
import * as z from 'zod/mini';
import { RosterFormatError } from '../../roster/errors';
import { MAX_ROSTER_CHARS } from '../../roster/files';
import { addEmptyLog, campaignLogSchema } from '../../roster/campaign-log';
import { defineRosterFormat } from '../../roster/format';

/** Version 2 adds the campaign log, the player's own rules (P12) and notes; version 1 files read as the same gang with an empty log. */
export const ROSTER_VERSION = 2;
export const NOTES_MAX = 2000;
/** Longest text kept (a name, a type, a faction). */
export const TEXT_MAX = 80;
/**
 * The largest game size we take. The book leaves the size to the players; a gang fields 3 models
 * for every started 100 points (its Fractions rule, ruling P11), so 1,000 points is 30 models.
 */
export const MAX_GAME_SIZE = 1000;
/** Models in a gang: 3 per started 100 points of the largest game (P11). */
export const MAX_MODELS = (3 * MAX_GAME_SIZE) / 100;
/**
 * Items on a model. The core book limits weapons by the faction list (at most three of one bomb,
 * counted as one weapon; one Two-handed item): ten holds two weapons, armour, bombs and gear.
 */
export const MAX_ITEMS = 10;
/** Special rules on a model or an item: the core book's profiles carry two or three; ten is ample. */
export const MAX_RULES = 10;

// zod/mini, not classic Zod: this schema ships in the builder's bundle, where it is several times smaller.
const text = z.string().check(z.maxLength(TEXT_MAX));
const whole = z.int().check(z.minimum(-1_000_000), z.maximum(1_000_000));
const ruleRef = z.strictObject({ name: text, x: z.optional(z.nullable(whole)) });
const rules = z._default(z.array(ruleRef).check(z.maxLength(MAX_RULES)), []);
const notes = z.optional(z.string().check(z.maxLength(NOTES_MAX)));
/** Version 2: a rule the core book only mentions (a faction rule, a mutation), with the player's text (P12). */
const ownRule = z.strictObject({ name: text, text: z.string().check(z.maxLength(NOTES_MAX)) });
const ownRules = z.optional(z.array(ownRule).check(z.maxLength(MAX_RULES)));
/** Impact strength as printed: a number, or "+1" / "-1" when the wielder's Strength is added. */
const IMPACT_ERROR = 'must be a number, or a modifier such as "+1"';
const impact = z.union([whole, z.string().check(z.regex(/^[+-]\d{1,2}$/, { error: IMPACT_ERROR }))], { error: IMPACT_ERROR });
const cost = z._default(whole, 0);

const ranged = z.strictObject({
  kind: z.literal('ranged'),
  name: text,
  cost,
  strength: impact,
  penetration: z._default(whole, 0),
  range: z.optional(z.strictObject({ short: whole, medium: whole, long: whole })),
  specialRules: rules,
});
const melee = z.strictObject({ kind: z.literal('melee'), name: text, cost, strength: impact, penetration: z._default(whole, 0), combat: z._default(whole, 0), specialRules: rules });
const armor = z.strictObject({ kind: z.literal('armor'), name: text, cost, armor: whole, specialRules: rules });
const equipment = z.strictObject({ kind: z.literal('equipment'), name: text, cost, specialRules: rules });
const item = z.discriminatedUnion('kind', [ranged, melee, armor, equipment], { error: 'must have "kind" "ranged", "melee", "armor" or "equipment"' });

const attributeKey = z.string().check(z.minLength(1), z.maxLength(12));

const modelSchema = z.strictObject({
  name: text,
  type: z._default(text, ''),
  cost,
  profile: z.record(attributeKey, z.nullable(whole)),
  specialRules: rules,
  equipment: z._default(z.array(item).check(z.maxLength(MAX_ITEMS)), []),
  bullets: z._default(whole, 0),
  bulletsCost: z._default(whole, 0),
  downed: z._default(z.boolean(), false),
  losses: z._default(z.record(attributeKey, whole), {}),
  ownRules,
  notes,
});

const rosterSchema = z.strictObject({
  game: z.literal('punkapocalyptic'),
  version: z.literal(ROSTER_VERSION),
  name: text,
  faction: z._default(text, ''),
  gameSize: z.int().check(z.minimum(1), z.maximum(MAX_GAME_SIZE)),
  secretBullets: z._default(z.boolean(), true),
  models: z.array(modelSchema).check(z.maxLength(MAX_MODELS)),
  ownRules,
  notes,
  log: campaignLogSchema,
});

export type Roster = z.infer<typeof rosterSchema>;
export type Model = Roster['models'][number];
export type Item = Model['equipment'][number];
export type RuleRef = z.infer<typeof ruleRef>;
export type OwnRule = z.infer<typeof ownRule>;

export const rosterFormat = defineRosterFormat<Roster>({ game: 'punkapocalyptic', version: ROSTER_VERSION, schema: rosterSchema, migrations: { 1: addEmptyLog() } });

/** Any version of the gang sheet format (parsed JSON) to a roster; throws RosterFormatError naming the bad field. */
export function parseRoster(input: unknown): Roster {
  return rosterFormat.parse(typeof input === 'string' ? parseJsonText(input) : input);
}

/** The contract takes a file's text too (as version 1's parser did); the kit hands in parsed JSON. */
function parseJsonText(input: string): unknown {
  if (input.length > MAX_ROSTER_CHARS) throw new RosterFormatError('', `the text is too long to be a gang sheet (${input.length.toLocaleString('en')} characters; at most ${MAX_ROSTER_CHARS.toLocaleString('en')})`);
  try {
    return JSON.parse(input) as unknown;
  } catch {
    throw new RosterFormatError('', 'the text is not valid JSON, so it cannot be a gang sheet');
  }
}
