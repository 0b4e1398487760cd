/**
 * The Heartbreaker gang format (version 1, documented in roster.ts); the book's recruiting rules are
 * in roster-checks.ts. roster.ts is the public contract (parseRoster / checkRoster); the builder
 * imports these modules instead, so the browser never loads the YAML reader behind checkRoster.
 */
import { isRecord } from '../../common/json';
import * as z from 'zod/mini';
import { addEmptyLog, campaignLogSchema } from '../../roster/campaign-log';
import { defineRosterFormat, type Migration, type RosterJson } from '../../roster/format';

/**
 * Version 2 added the campaign log, the arc and Prepare for War's temporary quirk (a version-1 file
 * reads as the same gang with an empty log). Version 3 keeps several arcs, one per rival (ruling H11),
 * with the results of their games; the Bounties on rival fighters move out of the arc to the gang,
 * since a Bounty belongs to the fighter and outlives the arc; it keeps the resource actions paid for
 * the next skirmish and the game End game wrote whose Epilogue is still to be recorded.
 */
export const ROSTER_VERSION = 3;
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

export const ARC_STEP_IDS = ['first-blood', 'score-to-settle', 'desperation', 'heartbreaker', 'epilogue'] as const;
export const GAME_OUTCOMES = ['won', 'lost', 'draw'] as const;
/** Arcs a gang keeps at once (one per rival; ended arcs stay listed until a new one against the same rival). */
export const MAX_ARCS = 20;
/** Rival fighters whose Bounty the gang keeps. */
export const MAX_RIVAL_BOUNTIES = 120;
/** A match report's pays lines kept for the Epilogue, and the length of each. */
export const MAX_PAYS = 30;
export const MAX_PAYS_TEXT = 400;

/** One arc against one rival gang (H11: several at once, one per rival). */
const arcSchema = z.strictObject({
  rival: text,
  /** The arc's next step: First Blood, Score to Settle, Desperation, Heartbreaker; Epilogue after the last. */
  step: z.enum(ARC_STEP_IDS),
  /** How each game of the arc went for this gang, in order (H11 chooses the last game from them). */
  results: z._default(z.array(z.enum(GAME_OUTCOMES)).check(z.maxLength(4)), []),
});

/** A Bounty this gang knows of on a rival gang's fighter (H11: it belongs to the fighter, not to an arc). */
const rivalBountySchema = z.strictObject({ rival: text, fighter: text, bounty: whole });

const resourcesSchema = z.strictObject({ reputation: whole, territory: whole, supply: whole, ammo: whole });

/** What End game wrote for the Epilogue still to record (S-01: the Epilogue completes that game's log entry). */
const pendingSchema = z.strictObject({
  outcome: z.enum(GAME_OUTCOMES),
  /** The rival gang's name as the play view had it ('' when no rival was added). */
  rival: text,
  /** Rival fighters this gang Took Down in the game, with the Bounty each carried then. */
  takenDown: z.array(z.strictObject({ fighter: text, bounty: whole })).check(z.maxLength(MAX_RIVAL_BOUNTIES)),
  /** This gang's fighters Taken Down in the game (by name). */
  ours: z.array(text).check(z.maxLength(MAX_FIGHTERS * 2)),
  /**
   * Every fighter of the rival's gang when the game held it (the play view's opponent), with the
   * Bounty each carried: the Epilogue offers them as a pick. Absent for a rival without a gang.
   */
  rivalFighters: z.optional(z.array(z.strictObject({ fighter: text, bounty: whole })).check(z.maxLength(MAX_FIGHTERS * 2))),
  /** The scenario played, by name, when the game was set up as one. */
  scenario: z.optional(text),
  /** What the scenario pays this gang, in the match report's words (the Epilogue's rewards start from them). */
  pays: z.optional(z.array(z.string().check(z.maxLength(MAX_PAYS_TEXT))).check(z.maxLength(MAX_PAYS))),
  /** The rival gang's resources when the game held its sheet: a claim on the rival takes only what it has (HB 1252, H13, H9). */
  rivalResources: z.optional(resourcesSchema),
});

const rosterSchema = z.strictObject({
  game: z.literal('heartbreaker'),
  version: z.literal(ROSTER_VERSION),
  name: text,
  fighters: z.array(fighterSchema).check(z.maxLength(MAX_FIGHTERS)),
  resources: resourcesSchema,
  /** Optional: the title the gang keeps when it leads in more than one resource. */
  keptTitle: z.optional(text),
  /** Version 3: every arc, one per rival. */
  arcs: z._default(z.array(arcSchema).check(z.maxLength(MAX_ARCS)), []),
  /** Version 3: Bounties on rival fighters, kept by the gang. */
  rivalBounties: z._default(z.array(rivalBountySchema).check(z.maxLength(MAX_RIVAL_BOUNTIES)), []),
  /** Version 3: resource actions paid for the next skirmish (Eat your Fill, Prepare for War, Set the Stage), by id. */
  nextSkirmish: z._default(z.array(text).check(z.maxLength(12)), []),
  /** Version 3: the game End game recorded whose Epilogue is still to come. */
  pending: z.optional(pendingSchema),
  log: campaignLogSchema,
});

export type Roster = z.infer<typeof rosterSchema>;
export type Fighter = Roster['fighters'][number];
export type Resources = Roster['resources'];
export type ResourceKind = keyof Resources;
export type Arc = Roster['arcs'][number];
export type ArcStep = Arc['step'];
export type GameOutcome = Arc['results'][number];
export type RivalBounty = Roster['rivalBounties'][number];
export type Pending = NonNullable<Roster['pending']>;

/** Games an arc has played before each step (version 2 ended every arc after three). */
const GAMES_BEFORE: Record<string, number> = { 'first-blood': 0, 'score-to-settle': 1, desperation: 2, heartbreaker: 2, epilogue: 3 };
const PAST_GAME = /^(First Blood|Score to Settle|Desperation|Heartbreaker)(?: \(.*\))? against (.+): (won|lost)$/;

/**
 * Version 2 to 3: the one arc becomes the list of arcs, its Bounties (rival fighters' Bounties) the
 * gang's, and each arc's results are read back from the game entries its Epilogues wrote
 * ("First Blood (Dead Drop) against The Gravel Kings: won"). A fighter holding a Prepare for War
 * quirk was prepared for war: the action is kept as paid.
 */
export const migrateV2: Migration = (old) => {
  const { arc, ...rest } = old as RosterJson & { arc?: unknown };
  const arcs: unknown[] = [];
  const rivalBounties: unknown[] = [];
  if (isRecord(arc) && typeof arc.rival === 'string') {
    const rival = arc.rival;
    const log = Array.isArray(old.log) ? old.log : [];
    const results = log.flatMap((e) => {
      const m = isRecord(e) && e.kind === 'game' && typeof e.title === 'string' ? PAST_GAME.exec(e.title) : null;
      return m && m[2] === rival ? [m[3]] : [];
    });
    const played = GAMES_BEFORE[String(arc.step)] ?? 0;
    // Only this arc's games: its last `played` ones (an older arc against the same rival wrote the earlier ones).
    arcs.push({ rival, step: arc.step, results: played > 0 ? results.slice(-played) : [] });
    for (const b of Array.isArray(arc.bounties) ? arc.bounties : []) {
      if (isRecord(b) && typeof b.fighter === 'string') rivalBounties.push({ rival, fighter: b.fighter, bounty: typeof b.reputation === 'number' ? b.reputation : 0 });
    }
  }
  const fighters = Array.isArray(old.fighters) ? old.fighters : [];
  const prepared = fighters.some((f) => isRecord(f) && typeof f.tempQuirk === 'string' && f.tempQuirk.trim() !== '');
  return { ...rest, version: 3, arcs, rivalBounties, nextSkirmish: prepared ? ['prepare-for-war'] : [] };
};

export const rosterFormat = defineRosterFormat<Roster>({ game: 'heartbreaker', version: ROSTER_VERSION, schema: rosterSchema, migrations: { 1: addEmptyLog(), 2: migrateV2 } });

/** Any version of the gang format (parsed JSON or the file's text) to a gang; throws RosterFormatError naming the bad field. */
export function parseRoster(input: unknown): Roster {
  return rosterFormat.parse(input);
}
