/**
 * The Wolsung SSG club sheet format (version 1, documented in roster.ts) on the roster kit's
 * defineRosterFormat, with the lookups and the Fund Pool it needs; the quick start's club-building
 * rules are in roster-checks.ts. roster.ts is the public contract (parseRoster / checkRoster); the
 * builder island imports these modules with the tables it got as props, so the browser never loads
 * the YAML reader behind checkRoster. zod/mini, not classic Zod: this schema ships in the builder's
 * bundle.
 */
import * as z from 'zod/mini';
import { RosterFormatError } from '../../roster/errors';
import { MAX_ROSTER_CHARS } from '../../roster/files';
import type { ZodIssueLike } from '../../roster/errors';
import { addEmptyLog, campaignLogSchema } from '../../roster/campaign-log';
import { defineRosterFormat, type RosterSchema } from '../../roster/format';
import { nameIndex, normalizeName } from '../../roster/names';
import { shown, who } from '../../common/words';
import type { WolsungRosterData } from './book-data';
import type { Characteristic, SpecialRule, Weapon } from './schema';

export type { WolsungRosterData } from './book-data';

/** Version 2 adds the campaign log, the player's own rules (W9), notes and spell lists; version 1 files read as the same club with an empty log. */
export const ROSTER_VERSION = 2;
export const NOTES_MAX = 2000;
export const MAX_SPELLS = 20;
/** Longest name kept (a model, a weapon, a rule). */
export const MAX_NAME = 80;
/**
 * Models in a club. The quick start plays a few heroes a side (its example is a 2-hero game), with
 * henchmen bought from the Fund Pool of the heroes' Funds: 20 models is more than such a club holds.
 */
export const MAX_MODELS = 20;
/** Weapons on a model: a quick start card carries one or two; four holds any card. */
export const MAX_WEAPONS = 4;
/** Gadgets on a model, bought one Fund or more each from the Fund Pool (at most the pool's Funds). */
export const MAX_GADGETS = 10;
/** Special rules on a model or a weapon: a quick start card lists a few; ten holds any card. */
export const MAX_RULES = 10;
export const MAX_RANGE_BANDS = 6;
/** A number on the sheet (a profile value, a cost): far beyond any model, small enough to stay exact. */
const LIMIT = 1_000_000;

const text = z.string().check(z.maxLength(MAX_NAME));
const whole = z.number().check(z.int(), z.minimum(-LIMIT), z.maximum(LIMIT));
/** { "name": "Move Penalty", "x": 1 }: a special rule by its printed name, with its [x] when it takes one. */
const ruleRef = z.strictObject({ name: text, x: z.optional(z.nullable(whole)) });
const rules = z.array(ruleRef).check(z.maxLength(MAX_RULES));
const notes = z.optional(z.string().check(z.maxLength(NOTES_MAX)));
/** Version 2: an ability from a model's own card, with the player's text (W9, P12). */
const ownRule = z.strictObject({ name: text, text: z.string().check(z.maxLength(NOTES_MAX)) });
const ownRules = z.optional(z.array(ownRule).check(z.maxLength(MAX_RULES)));
/** Version 2: a spell a caster knows, as its card prints it. */
const spell = z.strictObject({
  name: text,
  kind: z.enum(['projectile', 'attack', 'other']),
  cost: whole,
  range: z.nullable(whole),
  /** The spell's S (a projectile or attack) or its difficulty (other spells), as printed. */
  strength: z.nullable(whole),
});

/**
 * A spell's cost is a code, not a number of cards (l.365-373, W6): what each code asks the caster to
 * discard from the hand. Cost 2 is often a single card.
 */
export const SPELL_COSTS: readonly { cost: number; discard: string }[] = [
  { cost: 0, discard: 'no card' },
  { cost: 1, discard: 'one card of the caster’s suit' },
  { cost: 2, discard: 'a court card or an ace of the caster’s suit, or two cards of that suit' },
];

const rangeBand = z.strictObject({ upTo: whole, guns: whole });
/**
 * A weapon of any kind in one object; the fields each kind takes are checked after Zod (weaponIssue),
 * which keeps messages as exact as a discriminated union's without adding its code to the zod/mini
 * chunk that every island of the site shares.
 */
const looseWeapon = z.strictObject({
  kind: z.enum(['book', 'ranged', 'melee']),
  name: text,
  strength: z.optional(whole),
  rangeBands: z.optional(z.array(rangeBand).check(z.maxLength(MAX_RANGE_BANDS))),
  specialRules: z.optional(rules),
});
const gadget = z.strictObject({ name: text, cost: whole, specialRules: rules });

const model = z.strictObject({
  name: text,
  kind: z.enum(['hero', 'henchman']),
  suit: z.nullable(text),
  funds: z.nullable(whole),
  // Any key, each a whole number: checkRoster names a key that is no characteristic (a catchall
  // object, not z.record, which would add its own code to the zod chunk every island shares).
  profile: z.catchall(z.object({}), whole),
  armour: whole,
  magic: z.nullable(whole),
  specialRules: rules,
  weapons: z.array(looseWeapon).check(z.maxLength(MAX_WEAPONS)),
  gadgets: z.array(gadget).check(z.maxLength(MAX_GADGETS)),
  cost: z.nullable(whole),
  ownRules,
  notes,
  spells: z.optional(z.array(spell).check(z.maxLength(MAX_SPELLS))),
});

const rosterSchema = z.strictObject({
  game: z.literal('wolsung'),
  version: z.literal(ROSTER_VERSION),
  name: text,
  models: z.array(model).check(z.maxLength(MAX_MODELS)),
  ownRules,
  notes,
  log: campaignLogSchema,
});

type LooseRoster = z.infer<typeof rosterSchema>;
type LooseModel = LooseRoster['models'][number];
export type RuleRef = z.infer<typeof ruleRef>;
export type OwnRule = z.infer<typeof ownRule>;
export type Spell = z.infer<typeof spell>;
/** A weapon the quick start prints, by name. */
export interface BookWeapon {
  kind: 'book';
  name: string;
}
/** A ranged weapon copied from a model's card: its S and range bands (each `upTo` inches, `guns` dice added). */
export interface RangedWeapon {
  kind: 'ranged';
  name: string;
  strength: number;
  rangeBands: z.infer<typeof rangeBand>[];
  specialRules: RuleRef[];
}
/** A melee weapon copied from a model's card: the S it adds to the model's own. */
export interface MeleeWeapon {
  kind: 'melee';
  name: string;
  strength: number;
  specialRules: RuleRef[];
}
export type ModelWeapon = BookWeapon | RangedWeapon | MeleeWeapon;
export type Model = Omit<LooseModel, 'weapons'> & { weapons: ModelWeapon[] };
export type Roster = Omit<LooseRoster, 'models'> & { models: Model[] };
export type Gadget = Model['gadgets'][number];
export type ModelKind = Model['kind'];

/** What a player calls the fields of a weapon (messages are words, never the file's field names). */
const WEAPON_FIELD_WORDS = { strength: 'Strength (S)', rangeBands: 'range bands', specialRules: 'list of special rules' } as const;
/** The fields each kind of weapon takes besides `kind` and `name`. */
const WEAPON_FIELDS: Record<ModelWeapon['kind'], readonly ('strength' | 'rangeBands' | 'specialRules')[]> = {
  book: [],
  ranged: ['strength', 'rangeBands', 'specialRules'],
  melee: ['strength', 'specialRules'],
};

/** The first weapon that lacks a field its kind needs or has one it does not take, as an issue. */
function weaponIssue(roster: LooseRoster): ZodIssueLike | null {
  for (const [i, m] of roster.models.entries()) {
    for (const [k, w] of m.weapons.entries()) {
      const path = ['models', i, 'weapons', k];
      const takes = WEAPON_FIELDS[w.kind];
      for (const field of ['strength', 'rangeBands', 'specialRules'] as const) {
        const what = WEAPON_FIELD_WORDS[field];
        if (w[field] !== undefined && !takes.includes(field)) return { path, message: `a ${w.kind} weapon takes no ${what}` };
        if (w[field] === undefined && takes.includes(field)) return { path: [...path, field], message: `is missing: a ${w.kind} weapon has its ${what}` };
      }
    }
  }
  return null;
}

/** The schema as the kit calls it: Zod, then the fields of each kind of weapon. */
const clubSchema: RosterSchema<Roster> = {
  safeParse(input) {
    const result = rosterSchema.safeParse(input);
    if (!result.success) return result;
    const issue = weaponIssue(result.data);
    return issue ? { success: false, error: { issues: [issue] } } : { success: true, data: result.data as Roster };
  },
};

export const rosterFormat = defineRosterFormat<Roster>({ game: 'wolsung', version: ROSTER_VERSION, schema: clubSchema, fieldsSchema: rosterSchema, migrations: { 1: addEmptyLog() } });

/**
 * A club sheet of any version, as parsed JSON or as the JSON text itself; throws a RosterFormatError
 * naming the bad field.
 */
export function parseRoster(input: unknown): Roster {
  if (typeof input !== 'string') return rosterFormat.parse(input);
  if (input.length > MAX_ROSTER_CHARS)
    throw new RosterFormatError(
      '',
      `the text is too long to be a club sheet (${input.length.toLocaleString('en')} characters; at most ${MAX_ROSTER_CHARS.toLocaleString('en')})`,
    );
  let value: unknown;
  try {
    value = JSON.parse(input);
  } catch {
    throw new RosterFormatError('', 'the text is not valid JSON, so it cannot be a club sheet');
  }
  return rosterFormat.parse(value);
}

// ---------------------------------------------------------------------------------------------
// Looking things up in the quick start's tables

/** The profile's characteristics every model has (the hero-only Suit and Funds have fields of their own). */
export function characteristics(data: WolsungRosterData): Characteristic[] {
  return data.profile.filter((c) => !c.heroOnly);
}

export interface ClubLookup {
  rule: (name: string) => SpecialRule | undefined;
  ruleById: (id: string) => SpecialRule | undefined;
  weapon: (name: string) => Weapon | undefined;
  suit: (name: string) => WolsungRosterData['suits'][number] | undefined;
  /** A profile key ("G", "Guns", "guns") to its characteristic. */
  characteristic: (key: string) => Characteristic | undefined;
}

const lookups = new WeakMap<WolsungRosterData, ClubLookup>();

/** Name lookups over the tables, built once per data object. */
export function clubLookup(data: WolsungRosterData): ClubLookup {
  let l = lookups.get(data);
  if (!l) {
    const byKey = new Map<string, Characteristic>();
    for (const c of data.profile) for (const key of [c.abbreviation, c.name, c.id]) byKey.set(normalizeName(key), c);
    const byId = new Map(data.specialRules.map((r) => [r.id, r]));
    l = {
      rule: nameIndex(data.specialRules, (r) => r.name).find,
      ruleById: (id) => byId.get(id),
      weapon: nameIndex(data.weapons, (w) => w.name).find,
      suit: nameIndex(data.suits, (s) => s.name).find,
      characteristic: (key) => byKey.get(normalizeName(key)),
    };
    lookups.set(data, l);
  }
  return l;
}

/** The model's value of a characteristic by id ("guns"), or undefined when the sheet lacks it. */
export function characteristicOf(model: Model, id: string, data: WolsungRosterData): number | undefined {
  const l = clubLookup(data);
  for (const [key, value] of Object.entries(model.profile)) if (l.characteristic(key)?.id === id) return value;
  return undefined;
}

/** The special rules in a list that the quick start knows, with their [x]. */
export function knownRules(refs: readonly RuleRef[], data: WolsungRosterData): { rule: SpecialRule; x: number | null }[] {
  const l = clubLookup(data);
  return refs.flatMap((ref) => {
    const rule = l.rule(ref.name);
    return rule ? [{ rule, x: ref.x ?? null }] : [];
  });
}

/**
 * W9: each model whose rule needs a friendly model with another rule (a Golem, a Scientist) while no
 * model of the club that counts (`onTable`, default every model) has that rule: the model, its rule
 * and the rule it lacks. The builder's reminder and the play view's both read it.
 */
export function friendsLacking(roster: Roster, data: WolsungRosterData, onTable: (index: number) => boolean = () => true): { index: number; rule: SpecialRule; needs: string }[] {
  const present = new Set(roster.models.flatMap((m, i) => (onTable(i) ? knownRules(m.specialRules, data).map((k) => k.rule.id) : [])));
  return roster.models.flatMap((model, index) =>
    knownRules(model.specialRules, data).flatMap(({ rule }) => {
      const needed = rule.effect.requiresFriendlyRule;
      return needed && !present.has(needed) ? [{ index, rule, needs: clubLookup(data).ruleById(needed)?.name ?? needed }] : [];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The Fund Pool

export interface FundPool {
  /** The heroes' Funds added up. */
  pool: number;
  /** What the henchmen and gadgets cost. */
  spent: number;
  /** pool - spent (below 0 when overspent). */
  left: number;
  /** Every purchase, in sheet order. */
  purchases: { model: number; what: string; cost: number }[];
}

/** The club's Fund Pool (the sum of the heroes' Funds) and what was bought with it. */
export function fundPool(roster: Roster): FundPool {
  let pool = 0;
  const purchases: FundPool['purchases'] = [];
  roster.models.forEach((m, i) => {
    if (m.kind === 'hero') pool += Math.max(0, m.funds ?? 0);
    else purchases.push({ model: i, what: who(m.name, 'henchman', i), cost: m.cost ?? 0 });
    for (const g of m.gadgets) purchases.push({ model: i, what: shown(g.name) || 'a gadget', cost: g.cost });
  });
  const spent = purchases.reduce((sum, p) => sum + p.cost, 0);
  return { pool, spent, left: pool - spent, purchases };
}
