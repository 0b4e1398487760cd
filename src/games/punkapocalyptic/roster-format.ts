/**
 * The Punkapocalyptic gang sheet format (version 1, documented in roster.ts) and the core book's
 * building rules with the book's tables passed in. roster.ts is the public contract (parseRoster /
 * checkRoster); the builder imports this module instead, so the browser never loads the YAML reader
 * behind checkRoster.
 */
import * as z from 'zod/mini';
import { RosterFormatError } from '../../roster/errors';
import { MAX_ROSTER_CHARS } from '../../roster/files';
import { defineRosterFormat } from '../../roster/format';
import type { RosterProblem } from '../../roster/game';
import { normalizeName } from '../../roster/names';
import { checkRuleRefs, type RuleWording } from '../../roster/rule-check';
import { andList, count, shown, who } from '../../common/words';
import type { SpecialRule } from './schema';
import { byAttribute, FITS, gangPoints, isWeapon, lookup, rulesOf, type GangBook, type Holder } from './roster-rules';

export const ROSTER_VERSION = 1;
/** Longest text kept (a name, a type, a faction). */
export const TEXT_MAX = 80;
/** Models in a file: far more than any agreed game size allows, and nothing silly. */
export const MAX_MODELS = 60;
export const MAX_ITEMS = 30;
export const MAX_RULES = 20;

// zod/mini, not classic Zod: this schema ships in the builder's bundle, where it is several times smaller.
const text = z.string().check(z.maxLength(TEXT_MAX));
const whole = z.int().check(z.minimum(-1_000_000), z.maximum(1_000_000));
const ruleRef = z.strictObject({ name: text, x: z.optional(z.nullable(whole)) });
const rules = z._default(z.array(ruleRef).check(z.maxLength(MAX_RULES)), []);
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
});

const rosterSchema = z.strictObject({
  game: z.literal('punkapocalyptic'),
  version: z.literal(ROSTER_VERSION),
  name: text,
  faction: z._default(text, ''),
  gameSize: whole,
  secretBullets: z._default(z.boolean(), true),
  models: z.array(modelSchema).check(z.maxLength(MAX_MODELS)),
});

export type Roster = z.infer<typeof rosterSchema>;
export type Model = Roster['models'][number];
export type Item = Model['equipment'][number];
export type RuleRef = z.infer<typeof ruleRef>;

export const rosterFormat = defineRosterFormat<Roster>({ game: 'punkapocalyptic', version: ROSTER_VERSION, schema: rosterSchema });

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

// ---------------------------------------------------------------------------------------------
// The book's rules

const HOLDER_WORDS: Record<Holder, string> = { model: 'a model', ranged: 'a ranged weapon', melee: 'a melee weapon', armor: 'armor', equipment: 'equipment' };
const APPLIES_WORDS: Record<SpecialRule['appliesTo'], string> = {
  model: 'models',
  weapon: 'weapons',
  'weapon-or-ammo': 'weapons and ammunition',
  'model-or-weapon': 'models and weapons',
  equipment: 'gear',
  armor: 'armor',
};

const WORDING: RuleWording = { source: 'the book', withNumber: (name) => `${name} (X)`, number: 'X' };

/** Every core-book rule the gang sheet breaks, in plain words; [] when it is legal. */
export function checkGang(roster: Roster, book: GangBook): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const add = (where: string, message: string) => problems.push({ where, message });
  const l = lookup(book);

  const { points, modelsAllowed } = gangPoints(roster, book);
  if (roster.gameSize <= 0) add('gameSize', `The game size is ${roster.gameSize} points; agree on a positive number of points.`);
  else if (points > roster.gameSize) add('gameSize', `The gang costs ${points} points, ${points - roster.gameSize} over the agreed ${roster.gameSize}.`);
  if (roster.models.length > modelsAllowed) {
    const { models, pointsPerFraction } = book.gangSize;
    add('models', `The gang has ${count(roster.models.length, 'model')}; at ${points} points it may field ${modelsAllowed} (${models} for every started ${pointsPerFraction} points).`);
  }

  const checkRules = (refs: readonly RuleRef[], holder: Holder, at: string, owner: string) =>
    checkRuleRefs(
      refs,
      l.rule,
      (rule) => ({ name: rule.name, takesNumber: rule.parameter === 'X', fits: FITS[rule.appliesTo].includes(holder), forWhat: `${APPLIES_WORDS[rule.appliesTo]}, not for ${HOLDER_WORDS[holder]}` }),
      WORDING,
      at,
      owner,
      add,
    );

  // Rare: the same weapon bought at most N times per gang; all bombs on one model count once.
  const bought = new Map<string, { name: string; rule: SpecialRule; times: number }>();

  roster.models.forEach((model, i) => {
    const at = `models[${i}]`;
    const name = who(model.name || model.type, 'model', i);

    if (model.cost < 0) add(`${at}.cost`, `${name} costs ${model.cost} points; a cost cannot be below 0.`);
    if (model.bullets < 0) add(`${at}.bullets`, `${name} has ${model.bullets} bullets; it cannot have fewer than none.`);
    if (model.bulletsCost < 0) add(`${at}.bulletsCost`, `${name}'s bullets cost ${model.bulletsCost} points; a cost cannot be below 0.`);

    const profile = byAttribute(model.profile, book);
    const losses = byAttribute(model.losses, book);
    for (const key of Object.keys(model.profile)) {
      const a = l.attribute(key);
      if (!a) add(`${at}.profile.${key}`, `${name}: “${shown(key)}” is not an attribute; a profile has ${andList(book.attributes.map((x) => x.abbreviation))}.`);
      else if (profile.get(a)!.key !== key) add(`${at}.profile.${key}`, `${name} gives ${a.name} twice (as “${shown(profile.get(a)!.key)}” and “${shown(key)}”).`);
    }
    for (const key of Object.keys(model.losses)) {
      const a = l.attribute(key);
      if (!a) add(`${at}.losses.${key}`, `${name}: “${shown(key)}” is not an attribute that can be lost.`);
      else if (losses.get(a)!.key !== key) add(`${at}.losses.${key}`, `${name} gives its ${a.name} loss twice (as “${shown(losses.get(a)!.key)}” and “${shown(key)}”).`);
    }
    for (const a of book.attributes) {
      const entry = profile.get(a);
      if (entry === undefined) add(`${at}.profile`, `${name} has no ${a.name} (${a.abbreviation}); give its value, or null for "-".`);
      else if (entry.value !== null && (entry.value < a.min || entry.value > a.max)) add(`${at}.profile.${entry.key}`, `${name}'s ${a.name} is ${entry.value}; it runs from ${a.min} to ${a.max}.`);
      const loss = losses.get(a);
      if (loss !== undefined && loss.value < 0) add(`${at}.losses.${loss.key}`, `${name} shows a ${a.name} loss of ${loss.value}; losses are 0 or more.`);
      if (loss !== undefined && loss.value > 0 && entry?.value === null) add(`${at}.losses.${loss.key}`, `${name} has no ${a.name} ("-"), so it cannot lose any.`);
    }

    checkRules(model.specialRules, 'model', at, name);
    model.equipment.forEach((item, k) => {
      const itemAt = `${at}.equipment[${k}]`;
      const label = `${name}'s ${shown(item.name) || item.kind}`;
      if (item.cost < 0) add(`${itemAt}.cost`, `${label} costs ${item.cost} points; a cost cannot be below 0.`);
      if (isWeapon(item) && item.penetration < 0) add(`${itemAt}.penetration`, `${label} has Penetration ${item.penetration}; it is 0 or more.`);
      if (item.kind === 'armor' && item.armor < 0) add(`${itemAt}.armor`, `${label} has Armor ${item.armor}; it is 0 or more.`);
      checkRules(item.specialRules, item.kind, itemAt, label);
    });

    // Limits per model, from the rules' effects (each item's rules worked out once).
    const itemRules = model.equipment.map((it) => rulesOf(it.specialRules, book));
    const itemsWith = (rule: SpecialRule) => model.equipment.filter((_, k) => itemRules[k]!.includes(rule));
    for (const rule of new Set(itemRules.flat())) {
      if (rule.effects.onePerModel) {
        const items = itemsWith(rule);
        if (items.length > 1) add(`${at}.equipment`, `${name} carries ${count(items.length, `${rule.name} item`)} (${andList(items.map((it) => shown(it.name)))}); a model may carry only one.`);
      }
      if (rule.effects.maxPerModel !== undefined) {
        const items = itemsWith(rule);
        if (items.length > rule.effects.maxPerModel) add(`${at}.equipment`, `${name} carries ${items.length} ${rule.name} weapons; a model may carry up to ${rule.effects.maxPerModel}.`);
      }
    }
    // Bulky: no other weapon at all (all bombs together count as one weapon).
    const isBomb = (k: number) => itemRules[k]!.some((r) => r.effects.countsAsOneWeapon);
    const weaponIndexes = model.equipment.flatMap((it, k) => (isWeapon(it) ? [k] : []));
    const weaponsCounted = weaponIndexes.filter((k) => !isBomb(k)).length + (weaponIndexes.some(isBomb) ? 1 : 0);
    model.equipment.forEach((it, k) => {
      if (weaponsCounted > 1 && itemRules[k]!.some((r) => r.effects.noOtherWeapons)) add(`${at}.equipment`, `${name}'s ${shown(it.name)} is Bulky, so ${name} may carry no other weapon.`);
    });
    // Rare, counted across the gang; a model's bombs of one kind count once.
    const bombsCounted = new Set<string>();
    for (const k of weaponIndexes) {
      const rare = itemRules[k]!.find((r) => r.effects.maxPerGang !== undefined);
      if (!rare) continue;
      const weapon = model.equipment[k]!;
      const key = normalizeName(weapon.name);
      if (isBomb(k) && bombsCounted.has(key)) continue;
      bombsCounted.add(key);
      const entry = bought.get(key) ?? { name: shown(weapon.name), rule: rare, times: 0 };
      entry.times++;
      bought.set(key, entry);
    }
  });

  for (const { name, rule, times } of bought.values()) {
    if (times > rule.effects.maxPerGang!) add('models', `${name} is ${rule.name}: a gang may buy it ${rule.effects.maxPerGang} times at most, and this one has ${times}.`);
  }
  return problems;
}
