import { z } from 'zod';
import { idSchema as id } from '../../common/ids';

/**
 * Zod schemas for Heartbreaker's data tables (content/heartbreaker/data/*.yaml).
 *
 * Anything a calculator, builder or reference card computes with is a plain field here (numbers,
 * enums, booleans); the prose fields (`summary`, `when`) are our own retelling for people. The
 * strike-odds tool reads weapons, quirk effects and strike modifiers from these same entries.
 */

const prose = z.string().min(1);
/** Position in the book's own order (the file loader hands entries back sorted by id). */
const order = z.number().int().positive();

/** An entry of one of the book's lists: its id, its place in the book and its name, then `shape`; no other field. */
const bookEntry = <S extends z.ZodRawShape>(shape: S) => z.object({ id, order, name: prose }).extend(shape).strict();

/** A site path with an optional heading anchor, e.g. /heartbreaker/rules/weapons/#slasher */
const sitePath = z.string().regex(/^\/[a-z0-9-/]+\/(#[a-z0-9-]+)?$/, 'a site path ending in / with an optional #anchor');

/** Which action a strike belongs to: Fight (melee) or Shoot (ranged). */
export const strikeActionSchema = z.enum(['fight', 'shoot']);
export type StrikeAction = z.infer<typeof strikeActionSchema>;

/** The quirk keys a weapon can carry; every key has an entry in keywords.yaml. */
export const quirkKeySchema = z.enum([
  'deflect',
  'sweep',
  'knockback',
  'crush',
  'reliable',
  'bothBarrels',
  'sprayAndPray',
  'longshot',
  'headshot',
  'blast',
  'scatter',
]);
export type QuirkKey = z.infer<typeof quirkKeySchema>;

/**
 * One machine-readable change a quirk, gear or ability makes. Every number is exactly what the book
 * gives; `when` says in prose when it applies (the tool exposes it as an option rather than guess).
 */
export const strikeEffectSchema = z
  .object({
    /** Added to every PUNCH die of the strike (Headshot -1, Stalker +1, Dual Wield -2). */
    punchModifier: z.number().int().optional(),
    /** Extra ARMOR dice (Light Armor +2, Heavy Armor +4). */
    armorDice: z.number().int().optional(),
    /** Added to every ARMOR die. */
    armorModifier: z.number().int().optional(),
    /** Extra PUNCH dice added to the weapon's PUNCH. */
    extraPunchDice: z.number().int().optional(),
    /** The weapon's PUNCH is multiplied by this (Dual Wield doubles it). */
    punchMultiplier: z.number().int().positive().optional(),
    /** One die of this roll may be rolled again (ruling H3: a die that scored nothing). */
    reroll: z.enum(['punch', 'armor']).optional(),
    /** Natural 5s that succeed also count as two successes (Headshot; ruling H1). */
    doubleFives: z.boolean().optional(),
    /** The target rolls no ARMOR dice (ruling H2). */
    crush: z.boolean().optional(),
    /** The defender adds the weapon's PUNCH to its ARMOR dice instead of striking back (ruling H2). */
    deflect: z.boolean().optional(),
    /** The weapon makes this many separate attacks per action (Both Barrels: 2). */
    attacks: z.number().int().positive().optional(),
    /** The weapon's PUNCH dice ignore the Fight/Shoot fatigue penalty (Reliable). */
    ignoresFatigue: z.boolean().optional(),
    /** Bonus to a downed ally's Second Wind roll, replacing the usual +1 for a nearby ally (Medpack: 3). */
    secondWindBonus: z.number().int().optional(),
    /** Inches added to (or taken from) Speed. */
    speedModifier: z.number().int().optional(),
    /** Inches added to the knockback of this fighter's melee weapons (Jacked). */
    knockbackBonus: z.number().int().optional(),
    /** The Shove action pushes this far instead of 3" (Jacked: 5). */
    shoveDistance: z.number().int().optional(),
    /** Climbing costs this fraction of the climbed height (Wallclimber Spikes, ladders: 0.5). */
    climbCostFactor: z.number().positive().max(1).optional(),
    /** The fighter may strike back even after being reduced to zero Meat (Fanatic). */
    strikesBackAtZero: z.boolean().optional(),
    /** Rivals this fighter brings to zero Meat are removed, with no Second Wind (Bloodthirsty). */
    deniesSecondWind: z.boolean().optional(),
    /** The fighter may not have armor (Lightweight). */
    forbidsArmor: z.boolean().optional(),
    /** Which action the effect changes, when it changes only one. */
    action: strikeActionSchema.optional(),
    /**
     * The change is part of the fighter's stat card (Speed, Armor): `always`, or only while the fighter
     * has half its maximum Meat or less (Fanatic). Absent for changes that depend on the situation.
     */
    stat: z.enum(['always', 'at-half-meat']).optional(),
    /** When it applies, in our words. */
    when: prose,
  })
  .strict();
export type StrikeEffect = z.infer<typeof strikeEffectSchema>;

/** An action a quirk, terrain feature or scenario grants (e.g. Stop the Bleeding, Zip, Seize Control). */
export const grantedActionSchema = z.object({ name: prose, summary: prose }).strict();

/** A range end: a number of inches, or "nearby" (within 1"). */
const rangeEnd = z.union([z.literal('nearby'), z.number().int().positive()]);

export const weaponSchema = bookEntry({
  kind: z.enum(['melee', 'ranged']),
  range: z.object({ text: prose, min: rangeEnd, max: rangeEnd }).strict(),
  /** PUNCH dice rolled, exactly as printed. */
  punch: z.number().int().positive(),
  /** Quirk keys this weapon carries (see keywords.yaml). */
  quirks: z.array(quirkKeySchema),
  knockback: z.number().int().positive().optional(),
  blast: z.number().int().positive().optional(),
  scatter: z.enum(['D3', 'D6']).optional(),
  /** The weapon's special rule: its printed name (if any) and our retelling. */
  special: z.object({ name: z.string().optional(), summary: prose }).strict(),
  /** The six D6 alternative names, in roll order 1..6. */
  altNames: z.array(prose).length(6),
  effects: z.array(strikeEffectSchema),
});
export type Weapon = z.infer<typeof weaponSchema>;

/** Gear and abilities share a shape: rules in prose, effects as data, any actions they grant. */
export const quirkSchema = bookEntry({
  /** The printed name of the quirk's rule, e.g. "Blood in the Water". */
  ruleName: z.string().optional(),
  summary: prose,
  /** At most one quirk with this tag per fighter (the armour quirks). */
  limitOnePerFighter: z.enum(['armor']).optional(),
  /** Only fighters with one of these weapons may take it (Akimbo Holster). */
  requiresWeapon: z.array(id).optional(),
  /** Exactly this many fighters of a gang must take it (Bonded: 2). */
  fightersPerGang: z.number().int().positive().optional(),
  effects: z.array(strikeEffectSchema),
  grantsActions: z.array(grantedActionSchema),
});
export type Quirk = z.infer<typeof quirkSchema>;

/** A quirk keyword (Knockback X, Blast X, Scatter X) or a weapon's named special rule. */
export const keywordSchema = z
  .object({
    id: quirkKeySchema,
    order,
    name: prose,
    /** "keyword" for the book's Quirk Keywords section; "weapon-rule" for a rule printed on one weapon. */
    kind: z.enum(['keyword', 'weapon-rule']),
    /** Whether the name takes a value (Knockback 3, Blast 2). */
    takesValue: z.boolean(),
    summary: prose,
    effects: z.array(strikeEffectSchema),
    /** Where the rule is explained in full. */
    rule: sitePath,
  })
  .strict();
export type Keyword = z.infer<typeof keywordSchema>;

export const startingStatSchema = bookEntry({
  /** The value every fighter starts with. */
  start: z.number().int().min(0),
  unit: z.enum(['inches', 'count']),
  /** A cap the rules set (Bounty: 5). */
  max: z.number().int().positive().optional(),
  summary: prose,
});
export type StartingStat = z.infer<typeof startingStatSchema>;

/** A modifier the rules name for Fight or Shoot, with its exact value. */
export const strikeModifierSchema = bookEntry({
  /** Added to each die of `roll`. */
  value: z.number().int(),
  /**
   * The value counts once for each of these: an ally, a Focus token, or a repeated strike (each Fight
   * after the first and each Shoot after the first this activation, ruling H8).
   */
  per: z.enum(['ally', 'focus-token', 'repeated-strike']).optional(),
  appliesTo: z.array(strikeActionSchema).min(1),
  roll: z.enum(['punch', 'armor', 'either']),
  when: prose,
});
export type StrikeModifier = z.infer<typeof strikeModifierSchema>;

export const actionSchema = bookEntry({
  /** Target number for the action's PUNCH dice, if it rolls them. */
  rollsOn: z.number().int().min(2).max(6).optional(),
  summary: prose,
  /** What repeating the action costs, in prose; absent when it has no fatigue. */
  fatigue: z.string().optional(),
  /** Inches taken from Speed for each repeat (Walk and Sprint share it). */
  fatigueSpeed: z.number().int().optional(),
  /** Taken from each later PUNCH die this activation (Fight and Shoot share it). */
  fatiguePunch: z.number().int().optional(),
  rule: sitePath,
});
export type GameAction = z.infer<typeof actionSchema>;

export const arcStepSchema = z.enum(['first-blood', 'score-to-settle', 'desperation', 'heartbreaker']);
export type ArcStep = z.infer<typeof arcStepSchema>;

export const arcSchema = z
  .object({
    id: arcStepSchema,
    name: prose,
    /** Book order, for listing. */
    order: z.number().int().min(1).max(4),
    /** Which skirmish of the arc it is: Desperation and Heartbreaker are both step 3, one or the other. */
    step: z.number().int().min(1).max(3),
    summary: prose,
  })
  .strict();
export type Arc = z.infer<typeof arcSchema>;

export const resourceKindSchema = z.enum(['supply', 'territory', 'ammo', 'reputation']);

export const resourceSchema = z.object({ id: resourceKindSchema, order, name: prose, summary: prose }).strict();
export type Resource = z.infer<typeof resourceSchema>;

export const titleSchema = z
  .object({ id, order, name: prose, /** Held by the leader of the gang with the most of this. */ resource: resourceKindSchema })
  .strict();
export type Title = z.infer<typeof titleSchema>;

export const resourceActionSchema = bookEntry({
  cost: z.object({ resource: resourceKindSchema, amount: z.number().int().positive() }).strict(),
  summary: prose,
  /** One point of one of these moves from another gang to yours (ruling H13). */
  takes: z.array(resourceKindSchema).min(1).optional(),
});
export type ResourceAction = z.infer<typeof resourceActionSchema>;

/** A row of a scenario's roll table (Seize Control's Control Points). */
const rollTableRow = z.object({ roll: prose, result: prose }).strict();

/** The two sides of an asymmetric scenario: the losers of the last skirmish take one role, the winners the other. */
const scenarioRoleSchema = z.object({ id, name: prose }).strict();

/** One thing a scenario counts for a gang (src/games/heartbreaker/battle.ts plays it). */
const scenarioSourceSchema = z
  .object({
    id,
    /** "Caches extracted". */
    label: prose,
    /** Only the gang in this role counts it (a role id of `roles`). */
    role: id.optional(),
    /** The most a gang can have (5 Caches on the board; the Hostage once). */
    max: z.number().int().positive().optional(),
    /** Reaching this many wins at once and ends the skirmish (3 Caches, 10 Control Points). */
    wins: z.number().int().positive().optional(),
    /** Reaching this many ends the skirmish, the draft naming no winner (9 Loot tokens). */
    ends: z.number().int().positive().optional(),
  })
  .strict()
  .refine((s) => !(s.wins && s.ends), 'a source either wins or ends the skirmish, not both');

/**
 * What the Epilogue pays one gang, in our words, and when: `win`, `loss`, `ran` (it Ran For It),
 * `most` (it counted more of `source` than the rival), `each` (`amount` of `resource` for each of its `source`).
 * `role`: only the gang in that role.
 */
const scenarioPaySchema = z.discriminatedUnion('when', [
  z.object({ when: z.enum(['win', 'loss', 'ran']), role: id.optional(), text: prose }).strict(),
  z.object({ when: z.literal('most'), source: id, text: prose }).strict(),
  z.object({ when: z.literal('each'), source: id, amount: z.number().int().positive(), resource: prose }).strict(),
]);

/** The numbers and words the battle kit plays a finished scenario with. */
const scenarioBattleSchema = z
  .object({
    /** The losers of the last skirmish take `loser`, the winners `winner` (Captors and Rescuers). */
    roles: z.object({ loser: scenarioRoleSchema, winner: scenarioRoleSchema }).strict().optional(),
    /** The turn at whose beginning the Authority Death Squad arrives and both gangs Run For It. */
    deathSquad: z.number().int().min(2).optional(),
    /** More for the set-up in our words (the Loot each gang starts with). */
    setupNotes: z.array(z.object({ label: prose, text: prose }).strict()).optional(),
    sources: z.array(scenarioSourceSchema),
    pays: z.array(scenarioPaySchema).min(1),
  })
  .strict();
export type ScenarioBattle = z.infer<typeof scenarioBattleSchema>;

export const scenarioSchema = bookEntry({
  arcStep: arcStepSchema,
  /** The draft leaves this scenario as an empty template. */
  unfinished: z.boolean(),
  premise: z.string(),
  zone: prose,
  deployment: prose,
  specialRules: z.array(z.object({ name: z.string().optional(), summary: prose }).strict()),
  grantsActions: z.array(grantedActionSchema),
  rollTable: z.array(rollTableRow).optional(),
  endgame: z.array(prose),
  epilogue: z.array(prose),
  /** How the play view's battle plays it; absent for an unfinished template. */
  battle: scenarioBattleSchema.optional(),
}).refine((s) => s.unfinished === (s.battle === undefined), 'a finished scenario has `battle`, an unfinished template none');
export type Scenario = z.infer<typeof scenarioSchema>;

/** recruiting.yaml: the numbers of the book's gang recipe (six fighters, one leader, four quirks, one extra). */
export const recruitingRuleSchema = z
  .object({
    id: z.enum(['fighters', 'leaders', 'quirks-per-fighter', 'leader-extra-quirks']),
    order,
    name: prose,
    count: z.number().int().min(0),
    summary: prose,
  })
  .strict();
export type RecruitingRule = z.infer<typeof recruitingRuleSchema>;

export const inspirationSchema = z
  .object({ id, order, title: prose, year: z.number().int().optional(), medium: z.enum(['film', 'game', 'magazine', 'comic', 'story', 'tabletop']) })
  .strict();
export type Inspiration = z.infer<typeof inspirationSchema>;

/** Sorts entries by their place in the book (their `order` field). */
export { byBookOrder } from '../../common/order';
