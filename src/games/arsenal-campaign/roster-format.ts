/**
 * The Arsenal Campaign crew tracker as a file: the JSON format documented in roster.ts,
 * checked with zod/mini (it ships in the builder's bundle, where it is several times smaller than
 * classic Zod). No book data here: the rules that need it are in roster-rules.ts.
 */
import * as z from 'zod/mini';
import { addEmptyLog, campaignLogSchema } from '../../roster/campaign-log';
import { defineRosterFormat } from '../../roster/format';
import { oneLog } from './one-log';

/**
 * Version 2 adds the campaign log, the opponent's withdrawal, Reward flips and bounty parts; version 1
 * files read as the same crew with an empty log. Version 3 keeps one log (one-log.ts): each week's
 * game is in the campaign log once, and a version-2 "game" entry that is not (a game typed in twice, a
 * game of no week) is kept as a note.
 */
export const ROSTER_VERSION = 3;
/** Longest name kept (a crew, a model, an upgrade, a bounty). */
export const MAX_NAME = 80;
export const MAX_ID = 40;
export const MAX_NOTES = 2000;
/**
 * Weeks in a campaign. The book's example is a 6-week campaign (masters from week 4, the half-way
 * point); twelve is twice that, for a long campaign.
 */
export const MAX_WEEKS = 12;
/**
 * Hires in one week. A week's script is the start plus at most 16 of Payday (the book's cap), and a
 * model costs 4 or more save 0-cost henchmen: twenty hires is more than a week can pay for.
 */
export const MAX_HIRES = 20;
/** Any whole number a field holds: the checks, not the format, say which are allowed. */
export const MAX_WHOLE = 1_000_000;

const text = z.string().check(z.maxLength(MAX_NAME));
const whole = z.number().check(z.int(), z.minimum(-MAX_WHOLE), z.maximum(MAX_WHOLE));
const ref = z.string().check(z.minLength(1), z.maxLength(MAX_ID));
/** A field a file may leave out, read as `value` (the tracker writes files without them). */
const or = <T extends z.ZodMiniType>(schema: T, value: z.output<T>) => z._default(schema, value as never);
const list = <T extends z.ZodMiniType>(item: T, max: number) => or(z.array(item).check(z.maxLength(max)), [] as z.output<T>[]);

const hireSchema = z.strictObject({
  id: ref,
  name: text,
  station: z.enum(['master', 'henchman', 'other']),
  cost: z.nullable(whole),
  cache: or(z.nullable(whole), null),
  leader: or(z.boolean(), false),
});
const upgradeSchema = z.strictObject({ id: ref, name: text, cost: whole, campaign: or(z.boolean(), false) });
const gameSchema = z.strictObject({
  result: z.enum(['win', 'loss', 'draw']),
  vp: whole,
  strategyVp: whole,
  opponentRating: whole,
  opponentTotal: or(z.nullable(whole), null),
  withdrewOnTurn: or(z.nullable(whole), null),
  eventScript: or(whole, 0),
  bountyCompleted: or(z.boolean(), false),
  participants: list(ref, 60),
  finishedOff: list(ref, 60),
  // Added in version 1 after its first release; written only when known.
  opponentVp: z.optional(whole),
  opponentHasMaster: z.optional(z.boolean()),
  // Version 2: the turn the OPPOSING crew withdrew on (C7), written only when it did.
  opponentWithdrewOnTurn: z.optional(whole),
  // Version 2, written only when the crew hired for the game is recorded: an encounter size the
  // players agreed below the largest (C3), and the upgrades the crew took with their SS costs.
  agreedSize: z.optional(whole),
  equipped: z.optional(z.array(z.strictObject({ name: text, cost: whole })).check(z.maxLength(30))),
});
const barterSchema = z.strictObject({
  id: ref,
  name: text,
  kind: z.enum(['skill', 'equipment']),
  avatar: or(z.boolean(), false),
  barterRating: whole,
  campaignCost: whole,
  model: or(z.nullable(ref), null),
});
const weekSchema = z.strictObject({
  week: whole,
  event: or(z.nullable(text), null),
  hires: list(hireSchema, MAX_HIRES),
  upgrades: list(upgradeSchema, 30),
  game: or(z.nullable(gameSchema), null),
  barterFlips: list(whole, 10),
  barter: list(barterSchema, 20),
  bountyBought: or(z.nullable(text), null),
  injuries: list(z.strictObject({ model: ref, name: text }), 30),
  annihilated: list(ref, 60),
  newLeader: or(z.nullable(ref), null),
  // Version 2, written only when used: Reward flips (no Campaign Cost) and the bounty parts marked off.
  rewards: z.optional(z.array(z.strictObject({ flip: whole, name: text })).check(z.maxLength(20))),
  bountyParts: z.optional(z.array(z.strictObject({ part: text, done: z.boolean() })).check(z.maxLength(20))),
  notes: or(z.string().check(z.maxLength(MAX_NOTES)), ''),
});
const rosterSchema = z.strictObject({
  game: z.literal('arsenal-campaign'),
  version: z.literal(ROSTER_VERSION),
  name: text,
  faction: text,
  campaignWeeks: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_WEEKS)),
  startingScript: whole,
  weeks: z.array(weekSchema).check(z.maxLength(MAX_WEEKS)),
  log: campaignLogSchema,
});

export type Roster = z.infer<typeof rosterSchema>;
export type Week = Roster['weeks'][number];
export type Hire = Week['hires'][number];
export type Station = Hire['station'];
export type Upgrade = Week['upgrades'][number];
export type Barter = Week['barter'][number];
export type GameRecord = NonNullable<Week['game']>;
export type Injury = Week['injuries'][number];

export const rosterFormat = defineRosterFormat<Roster>({ game: 'arsenal-campaign', version: ROSTER_VERSION, schema: rosterSchema, migrations: { 1: addEmptyLog(), 2: oneLog } });

/** Reads a crew tracker (parsed JSON or its text) of any version; throws a RosterFormatError naming the bad field. */
export function parseRoster(input: unknown): Roster {
  return rosterFormat.parse(input);
}

/** `obj` without the fields that hold the value a left-out field is read as (`defaults`). */
function omit<T extends object>(obj: T, defaults: { [K in keyof T]?: null | boolean | number | string | readonly never[] }): Partial<T> {
  const out: Partial<T> = { ...obj };
  for (const [key, value] of Object.entries(defaults) as [keyof T, unknown][]) {
    const v = obj[key];
    if (Array.isArray(value) ? Array.isArray(v) && v.length === 0 : v === value) delete out[key];
  }
  return out;
}

/**
 * The file the tracker writes (export, share link, storage): the newest version without the fields a file
 * may leave out while they hold their default, so a long campaign's share link stays short.
 * parseRoster reads it back to the same roster.
 */
export function compactRoster(roster: Roster): unknown {
  return {
    ...roster,
    weeks: roster.weeks.map((w) => ({
      ...omit(w, { event: null, upgrades: [], game: null, barterFlips: [], barter: [], bountyBought: null, injuries: [], annihilated: [], newLeader: null, notes: '' }),
      hires: w.hires.map((h) => omit(h, { cache: null, leader: false })),
      ...(w.upgrades.length > 0 ? { upgrades: w.upgrades.map((u) => omit(u, { campaign: false })) } : {}),
      ...(w.game ? { game: omit(w.game, { opponentTotal: null, withdrewOnTurn: null, eventScript: 0, bountyCompleted: false, participants: [], finishedOff: [] }) } : {}),
      ...(w.barter.length > 0 ? { barter: w.barter.map((b) => omit(b, { avatar: false, model: null })) } : {}),
    })),
  };
}

/** A crew tracker before its first week. */
export function newRoster(name = '', campaignWeeks = 6, startingScript = 0): Roster {
  return { game: 'arsenal-campaign', version: ROSTER_VERSION, name, faction: '', campaignWeeks, startingScript, weeks: [], log: [] };
}

/** An empty entry for the next week of the log. */
export function newWeek(roster: Roster): Week {
  return { week: roster.weeks.length + 1, event: null, hires: [], upgrades: [], game: null, barterFlips: [], barter: [], bountyBought: null, injuries: [], annihilated: [], newLeader: null, notes: '' };
}

/** A week's game, started with every model of the Arsenal taking part. */
export function newGame(participants: readonly string[]): GameRecord {
  return {
    result: 'loss',
    vp: 0,
    strategyVp: 0,
    opponentRating: 0,
    opponentTotal: null,
    withdrewOnTurn: null,
    eventScript: 0,
    bountyCompleted: false,
    participants: [...participants],
    finishedOff: [],
  };
}
