/**
 * The Kuggköping warband format (version 1, documented in roster.ts); the book's building rules are
 * in roster-checks.ts. roster.ts is the public contract (parseRoster / checkRoster); the builder
 * imports these modules instead, so the browser never loads the YAML reader behind checkRoster.
 */
import * as z from 'zod/mini';
import { addEmptyLog, campaignLogSchema } from '../../roster/campaign-log';
import { defineRosterFormat } from '../../roster/format';
import { RAISABLE_STATS, type RaisableStat } from './stats';

/** Version 2 adds the campaign log (`log`) and the campaign machine (`campaign`); version 1 files read as the same warband with an empty log. */
export const ROSTER_VERSION = 2;
/** Longest name we keep (a name, a gadget, a faction). */
export const MAX_NAME = 200;
/** Characters in a warband: three solo, two per player in co-op (four), never more (ruling K11). */
export const MAX_CHARACTERS = 4;
/**
 * Gadgets, quirks or upgrades on one Character. The book caps what a Character equips (one weapon,
 * one defence gadget; K11), not what it carries: a three-mission campaign, extended, rewards a few
 * per mission, so twenty of each is more than any campaign gives.
 */
export const MAX_ITEMS = 20;
export const MAX_TINKER_DICE = 999;
export const MAX_GRIT_LOST = 99;

// zod/mini, not classic Zod: this schema ships in the builder's bundle, where it is several times smaller.
const text = z.string().check(z.maxLength(MAX_NAME));
const list = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item).check(z.maxLength(MAX_ITEMS)), []);
const count = (max: number) => z.number().check(z.int(), z.minimum(0), z.maximum(max));
const player = z.literal([1, 2]);

const gadgetEntrySchema = z.object({
  name: text,
  quirk: z._default(z.nullable(text), null),
  equipped: z._default(z.boolean(), false),
  quirkChoice: z.optional(z.enum(RAISABLE_STATS)),
});

const characterSchema = z.object({
  name: text,
  archetype: text,
  player: z.optional(player),
  foreman: z._default(z.boolean(), false),
  gadgets: list(gadgetEntrySchema),
  quirks: list(text),
  upgrades: list(text),
  gritLost: z._default(count(MAX_GRIT_LOST), 0),
  backstabber: z.optional(text),
  addOnActions: z.optional(z.array(text).check(z.maxLength(MAX_ITEMS))),
});

const alignmentSchema = z.object({
  player: z.optional(player),
  faction: text,
  positive: text,
  negative: text,
});

/** Where the warband stands in the campaign (version 2; left out until a district is chosen). */
const campaignSchema = z.object({
  district: text,
  enemyFaction: text,
  /** 1 Normal, 2 Hard, 3 Very Hard. */
  expedition: z.literal([1, 2, 3]),
  /** The next mission to play, 1 to 3; Run to safety comes first after a failed mission 1 or 2. */
  mission: z.literal([1, 2, 3]),
  runToSafety: z._default(z.boolean(), false),
  /** Set once the campaign is over. */
  outcome: z._default(z.nullable(z.enum(['won', 'lost'])), null),
});

const rosterSchema = z.object({
  game: z.literal('kuggkoping'),
  version: z.literal(ROSTER_VERSION),
  name: text,
  mode: z.enum(['solo', 'coop']),
  alignments: z.array(alignmentSchema).check(z.maxLength(4)),
  tinkerDice: count(MAX_TINKER_DICE),
  tinkerDicePlayer2: z.optional(count(MAX_TINKER_DICE)),
  characters: z.array(characterSchema).check(z.maxLength(MAX_CHARACTERS)),
  campaign: z.optional(campaignSchema),
  log: campaignLogSchema,
});

export type Roster = z.infer<typeof rosterSchema>;
export type Character = Roster['characters'][number];
export type GadgetEntry = Character['gadgets'][number];
export type Alignment = Roster['alignments'][number];
export type Mode = Roster['mode'];
export type Campaign = NonNullable<Roster['campaign']>;
export type { RaisableStat };

export const rosterFormat = defineRosterFormat<Roster>({ game: 'kuggkoping', version: ROSTER_VERSION, schema: rosterSchema, migrations: { 1: addEmptyLog() } });

/** Any version of the JSON format to a roster; throws RosterFormatError naming the bad field. */
export function parseRoster(input: unknown): Roster {
  return rosterFormat.parse(input);
}

/** "action dice" for "actionDice". */
export function statName(stat: RaisableStat): string {
  return stat === 'actionDice' ? 'action dice' : stat;
}
