/**
 * A Punkapocalyptic gang sheet's arithmetic, with the book's tables passed in: the book's special
 * rules looked up by name, a model's points and its profile after losses and gear, the gang's points
 * and models allowed (P11), the odds tools' fields for a model, the bullets slip, and the edits the
 * gang editor makes. Pure: the builder island calls these with the data it got as props, so the
 * browser never loads a YAML reader (roster.ts binds them to book-data.ts for checkRoster).
 */
import { nameIndex, normalizeName } from '../../roster/names';
import { toolHref, type LabelledToolLink } from '../../tools/links';
import { fromModel } from '../../roster/game';
import { combatOdds, shotOdds } from './tools/refs';
import { shown, who } from '../../common/words';
import type { Attribute, GangSize, PrecisionModifier, SpecialRule } from './schema';
import { checklistModifier, NO_TICKS } from './shot-modifiers';
import type { CombatToolValues, ShotToolValues } from './summaries';
import { ROSTER_VERSION, type Item, type Model, type Roster, type RuleRef } from './roster-format';

/** The book's tables a gang sheet reads (book-data.ts loads them; the builder gets them as props). */
export interface GangBook {
  /** In the order the book prints a profile (A, C, P, AG, S, T, TC). */
  attributes: readonly Attribute[];
  specialRules: readonly SpecialRule[];
  /** For the shot-odds link's Precision modifier. */
  precisionModifiers: readonly PrecisionModifier[];
  gangSize: GangSize;
}

// ---------------------------------------------------------------------------------------------
// Looking things up

export interface Lookup {
  rule: (name: string) => SpecialRule | undefined;
  attribute: (key: string) => Attribute | undefined;
  ruleById: Map<string, SpecialRule>;
}

const lookups = new WeakMap<GangBook, Lookup>();

/** The book's rules and attributes by any name they go by (any case, quote or dash style), built once per book. */
export function lookup(book: GangBook): Lookup {
  let l = lookups.get(book);
  if (!l) {
    const attrs = new Map<string, Attribute>();
    for (const a of book.attributes) for (const key of [a.abbreviation, a.name, a.id]) attrs.set(normalizeName(key), a);
    // A key as written, looked up before: every model's profile asks for every attribute on each
    // draw, and normalising was most of the cost at a format's bounds. The keys come from the book and
    // the rules' names, so the list stays small.
    const asWritten = new Map<string, Attribute | undefined>();
    l = {
      rule: nameIndex(book.specialRules, (r) => r.name).find,
      attribute: (key) => {
        if (asWritten.has(key)) return asWritten.get(key);
        const found = attrs.get(normalizeName(key));
        if (asWritten.size < 1000) asWritten.set(key, found);
        return found;
      },
      ruleById: new Map(book.specialRules.map((r) => [r.id, r])),
    };
    lookups.set(book, l);
  }
  return l;
}

/** The book's special rule of that name, or undefined. */
export function findSpecialRule(name: string, book: GangBook): SpecialRule | undefined {
  return lookup(book).rule(name);
}

const rulesOfRefs = new WeakMap<GangBook, WeakMap<readonly RuleRef[], SpecialRule[]>>();

/**
 * The book's rules an entry has, with the rules they grant (Bomb gives Indirect fire and Disposable),
 * each once. Remembered per list of refs (a roster's lists are replaced, never changed, on an edit):
 * the builder asks for every item's rules on each keystroke.
 */
export function rulesOf(refs: readonly RuleRef[], book: GangBook): readonly SpecialRule[] {
  let byRefs = rulesOfRefs.get(book);
  if (!byRefs) rulesOfRefs.set(book, (byRefs = new WeakMap()));
  let rules = byRefs.get(refs);
  if (!rules) byRefs.set(refs, (rules = resolveRules(refs, book)));
  return rules;
}

function resolveRules(refs: readonly RuleRef[], book: GangBook): SpecialRule[] {
  const l = lookup(book);
  const out: SpecialRule[] = [];
  const add = (r: SpecialRule | undefined) => {
    if (!r || out.includes(r)) return;
    out.push(r);
    for (const g of r.effects.grants ?? []) add(l.ruleById.get(g));
  };
  for (const ref of refs) add(l.rule(ref.name));
  return out;
}

export const isWeapon = (i: Item): i is Extract<Item, { kind: 'ranged' | 'melee' }> => i.kind === 'ranged' || i.kind === 'melee';

/** What can carry a special rule: the model itself or one kind of item. */
export type Holder = 'model' | Item['kind'];

/** Which holders a rule's `appliesTo` fits. */
export const FITS: Record<SpecialRule['appliesTo'], readonly Holder[]> = {
  model: ['model'],
  weapon: ['ranged', 'melee'],
  'weapon-or-ammo': ['ranged', 'melee', 'equipment'],
  'model-or-weapon': ['model', 'ranged', 'melee'],
  equipment: ['ranged', 'melee', 'armor', 'equipment'],
  armor: ['armor'],
};

/** The special rules that fit an entry, for a picker (weapons, armor, gear or the model itself). */
export function rulesFor(holder: Holder, book: GangBook): SpecialRule[] {
  // One list per book and holder, the same array each time (a picker's options are kept by it).
  let byHolder = fittingRules.get(book);
  if (!byHolder) fittingRules.set(book, (byHolder = new Map()));
  let rules = byHolder.get(holder);
  if (!rules) byHolder.set(holder, (rules = book.specialRules.filter((r) => FITS[r.appliesTo].includes(holder))));
  return rules;
}

const fittingRules = new WeakMap<GangBook, Map<Holder, SpecialRule[]>>();

/** "Delay (3)": a rule as the book writes it with its number. */
export function ruleLabel(ref: RuleRef, book: GangBook): string {
  const rule = lookup(book).rule(ref.name);
  const name = rule?.name ?? shown(ref.name);
  return ref.x === undefined || ref.x === null ? name : `${name} (${ref.x})`;
}

// ---------------------------------------------------------------------------------------------
// New sheets and models

/** An empty gang sheet for a game of `gameSize` points; bullets secret, as the book has them. */
export function newRoster(name = '', gameSize = 200): Roster {
  return { game: 'punkapocalyptic', version: ROSTER_VERSION, name, faction: '', gameSize, secretBullets: true, models: [], log: [] };
}

/** A new model with every attribute at the low end of its range, ready to be filled in. */
export function newModel(book: GangBook, name = '', type = ''): Model {
  return {
    name,
    type,
    cost: 0,
    profile: Object.fromEntries(book.attributes.map((a) => [a.abbreviation, a.min])),
    specialRules: [],
    equipment: [],
    bullets: 0,
    bulletsCost: 0,
    downed: false,
    losses: {},
  };
}

/** A new item of a kind, with the fields that kind has. */
export function newItem(kind: Item['kind'], name = ''): Item {
  switch (kind) {
    case 'ranged':
      return { kind, name, cost: 0, strength: 3, penetration: 0, specialRules: [] };
    case 'melee':
      return { kind, name, cost: 0, strength: '+0', penetration: 0, combat: 0, specialRules: [] };
    case 'armor':
      return { kind, name, cost: 0, armor: 1, specialRules: [] };
    case 'equipment':
      return { kind, name, cost: 0, specialRules: [] };
  }
}

// ---------------------------------------------------------------------------------------------
// Points and gang size

/** What a model's gear costs, all items together. */
export function gearPoints(model: Model): number {
  return model.equipment.reduce((sum, i) => sum + i.cost, 0);
}

/** A model's points: its own cost, its gear and its bullets. */
export function modelPoints(model: Model): number {
  return model.cost + gearPoints(model) + model.bulletsCost;
}

/** The gang's points, and how many models they allow (P11: 3 per started 100 points). */
export function gangPoints(roster: Roster, book: GangBook): { points: number; modelsAllowed: number; fractions: number } {
  const points = roster.models.reduce((sum, m) => sum + modelPoints(m), 0);
  const { models, pointsPerFraction } = book.gangSize;
  const fractions = Math.max(1, Math.ceil(points / pointsPerFraction));
  return { points, fractions, modelsAllowed: fractions * models };
}

// ---------------------------------------------------------------------------------------------
// The model after losses and gear

export interface AttributeValue {
  attribute: Attribute;
  /** As printed; null for "-". */
  base: number | null;
  /** Permanent losses. */
  loss: number;
  /** From gear (Cumbersome: -1 Agility). */
  modifier: number;
  /** What the model uses now; null for "-". Actions never go above its maximum of 3. */
  value: number | null;
}

export interface ModelProfile {
  /** In the book's order (A, C, P, AG, S, T, TC). */
  attributes: AttributeValue[];
  /** Value by attribute id ("precision"), null for "-" or a missing attribute. */
  values: Record<string, number | null>;
  /** The best armor item's value (0 without one). */
  armor: number;
  /** A physical attribute is down to 0 or less for good: the model is knocked down (Downed). */
  knockedDown: boolean;
  /** Downed in this game, or knocked down. */
  out: boolean;
}

/** A profile-like record by attribute: each key matched once (A, "ag", "Agility" are all names of one). */
export function byAttribute<T>(record: Readonly<Record<string, T>>, book: GangBook): Map<Attribute, { key: string; value: T }> {
  const l = lookup(book);
  const out = new Map<Attribute, { key: string; value: T }>();
  for (const [key, value] of Object.entries(record)) {
    const a = l.attribute(key);
    if (a && !out.has(a)) out.set(a, { key, value });
  }
  return out;
}

/** The model's profile after its permanent losses and its gear's modifiers. */
export function modelProfile(model: Model, book: GangBook): ModelProfile {
  // Remembered per model object (a model is a new object whenever it changes): the card, the editor
  // and the print sheet all ask, for every model, on each draw.
  let byModel = profiles.get(book);
  if (!byModel) profiles.set(book, (byModel = new WeakMap()));
  let profile = byModel.get(model);
  if (!profile) byModel.set(model, (profile = workOutProfile(model, book)));
  return profile;
}

const profiles = new WeakMap<GangBook, WeakMap<Model, ModelProfile>>();

function workOutProfile(model: Model, book: GangBook): ModelProfile {
  const gearRules = model.equipment.flatMap((i) => rulesOf(i.specialRules, book));
  // A rule that limits itself to one item per model (Cumbersome) counts once even when repeated.
  const agilityModifier = [...new Set(gearRules)].reduce((sum, r) => sum + (r.effects.agilityModifier ?? 0), 0);
  const profile = byAttribute(model.profile, book);
  const losses = byAttribute(model.losses, book);
  const attributes = book.attributes.map((attribute): AttributeValue => {
    const base = profile.get(attribute)?.value ?? null;
    const loss = Math.max(0, losses.get(attribute)?.value ?? 0);
    const modifier = attribute.id === 'agility' ? agilityModifier : 0;
    const raw = base === null ? null : base - loss + modifier;
    return { attribute, base, loss, modifier, value: raw === null ? null : Math.min(raw, attribute.id === 'actions' ? attribute.max : raw) };
  });
  const knockedDown = attributes.some((a) => a.attribute.physical && a.base !== null && a.base - a.loss <= 0);
  const armorValues = model.equipment.flatMap((i) => (i.kind === 'armor' ? [i.armor] : []));
  return {
    attributes,
    values: Object.fromEntries(attributes.map((a) => [a.attribute.id, a.value])),
    armor: Math.max(0, ...armorValues),
    knockedDown,
    out: model.downed || knockedDown,
  };
}

// ---------------------------------------------------------------------------------------------
// Odds links


/** Impact strength as a number: "+1" adds the wielder's Strength. Null when the model has no Strength to add. */
export function impactStrength(strength: number | string, wielderStrength: number | null): number | null {
  if (typeof strength === 'number') return strength;
  if (wielderStrength === null) return null;
  return wielderStrength + Number(strength);
}

// Inside the tools' own ranges (odds.ts LIMITS are wider), so every link reads back without a problem.
const clamp = (lo: number, hi: number, x: number) => Math.min(hi, Math.max(lo, x));

/**
 * The shot-odds tool's fields (the names of /punkapocalyptic/tools/shot-odds/'s link) for a model
 * shooting one of its ranged weapons, or null when it cannot shoot with it (no such ranged weapon, or
 * no Precision). The target's numbers stay at the tool's defaults.
 */
export function shotLinkFields(roster: Roster, modelIndex: number, itemIndex: number, book: GangBook): Partial<ShotToolValues> | null {
  const model = roster.models[modelIndex];
  const weapon = model?.equipment[itemIndex];
  if (!model || !weapon || weapon.kind !== 'ranged') return null;
  const profile = modelProfile(model, book);
  const precision = profile.values.precision ?? null;
  if (precision === null || precision < 1) return null;
  const own = rulesOf(weapon.specialRules, book);
  const modelRules = rulesOf(model.specialRules, book);
  const has = (list: readonly SpecialRule[], id: string) => list.some((r) => r.id === id);
  const checklist = { ...NO_TICKS, hardToUse: has(own, 'hard-to-use') || has(modelRules, 'hard-to-use'), pellets: has(own, 'pellets') };
  const strength = impactStrength(weapon.strength, profile.values.strength ?? null);
  return {
    precision: clamp(1, 10, precision),
    modifier: checklistModifier(checklist, book.precisionModifiers, book.specialRules).total,
    hardToUse: checklist.hardToUse,
    pellets: checklist.pellets,
    kaboom: kaboomOf(model, itemIndex, book) !== null,
    automatic: own.some((r) => r.effects.extraShots !== undefined),
    ...(strength === null ? {} : { strength: clamp(0, 20, strength) }),
    penetration: clamp(0, 15, weapon.penetration),
  };
}

/**
 * Where a ranged weapon's Kaboom! comes from: the weapon's own rule, or Kaboom! ammunition it fires
 * (l.1035 "a weapon or ammo", P14): a piece of gear with the rule is fired by the model's Firearms, or,
 * in a gang that never marks its guns Firearm, by its ranged weapons other than bombs, Disposable,
 * Template and Fuel weapons. Null when the weapon has neither.
 */
export function kaboomOf(model: Model, itemIndex: number, book: GangBook): 'weapon' | 'ammo' | null {
  const weapon = model.equipment[itemIndex];
  if (!weapon || weapon.kind !== 'ranged') return null;
  const ids = (item: Item) => rulesOf(item.specialRules, book).map((r) => r.id);
  if (ids(weapon).includes('kaboom')) return 'weapon';
  if (!model.equipment.some((item) => item.kind === 'equipment' && ids(item).includes('kaboom'))) return null;
  const firearms = model.equipment.some((item) => item.kind === 'ranged' && ids(item).includes('firearm'));
  const own = ids(weapon);
  const fires = firearms ? own.includes('firearm') : !own.some((r) => r === 'bomb' || r === 'disposable' || r === 'template' || r === 'fuel');
  return fires ? 'ammo' : null;
}

/**
 * The combat-odds tool's fields for a model fighting with a melee weapon (`itemIndex`), or with its
 * bare Strength (`itemIndex` null); null when it has no Combat. The enemy stays at the tool's defaults.
 */
export function combatLinkFields(roster: Roster, modelIndex: number, itemIndex: number | null, book: GangBook): Partial<CombatToolValues> | null {
  const model = roster.models[modelIndex];
  if (!model) return null;
  const weapon = itemIndex === null ? null : model.equipment[itemIndex];
  if (weapon !== null && weapon?.kind !== 'melee') return null;
  const profile = modelProfile(model, book);
  const combat = profile.values.combat ?? null;
  if (combat === null || combat < 1) return null;
  const strength = weapon ? impactStrength(weapon.strength, profile.values.strength ?? null) : (profile.values.strength ?? null);
  const toughness = profile.values.toughness ?? null;
  return {
    mode: 'combat',
    combat: clamp(1, 10, combat),
    bonus: clamp(-10, 10, weapon?.combat ?? 0),
    ...(strength === null ? {} : { strength: clamp(0, 20, strength) }),
    penetration: clamp(0, 15, weapon?.penetration ?? 0),
    ...(toughness === null ? {} : { toughness: clamp(1, 15, toughness) }),
    armor: clamp(0, 15, profile.armor),
  };
}

/** The ranged and melee weapons of a model with their index in its equipment (for the odds links). */
export function modelWeapons(model: Model): { index: number; item: Item }[] {
  return model.equipment.flatMap((item, index) => (isWeapon(item) ? [{ index, item }] : []));
}

/** The bullets slip: each model with bullets, for the secret record the book asks for. */
export function bulletsSlip(roster: Roster): { model: string; bullets: number }[] {
  return roster.models.flatMap((m, i) => (m.bullets > 0 ? [{ model: who(m.name || m.type, 'model', i), bullets: m.bullets }] : []));
}

// ---------------------------------------------------------------------------------------------
// Edits the gang editor makes (each returns a new roster)

/** A model's name for headings and messages ("model 3" when it has none). */
export const modelLabel = (model: Model, index: number): string => who(model.name || model.type, 'model', index);

export function updateModel(roster: Roster, index: number, change: (m: Model) => Model): Roster {
  return { ...roster, models: roster.models.map((m, i) => (i === index ? change(m) : m)) };
}

export function updateItem(roster: Roster, modelIndex: number, itemIndex: number, change: (item: Item) => Item): Roster {
  return updateModel(roster, modelIndex, (m) => ({ ...m, equipment: m.equipment.map((it, k) => (k === itemIndex ? change(it) : it)) }));
}

/** The model's value of an attribute by its abbreviation, whatever key the file used ("ag", "Agility"). */
export function attributeKey(record: Readonly<Record<string, unknown>>, attribute: Attribute, book: GangBook): string {
  const l = lookup(book);
  return Object.keys(record).find((k) => l.attribute(k) === attribute) ?? attribute.abbreviation;
}

/** Sets a profile value (null for "-") under the key the model already uses for it. */
export function setProfileValue(model: Model, attribute: Attribute, value: number | null, book: GangBook): Model {
  return { ...model, profile: { ...model.profile, [attributeKey(model.profile, attribute, book)]: value } };
}

/** Sets a permanent loss; a loss of 0 is left out of the file. */
export function setLoss(model: Model, attribute: Attribute, loss: number, book: GangBook): Model {
  const key = attributeKey(model.losses, attribute, book);
  const { [key]: _, ...rest } = model.losses;
  return { ...model, losses: loss > 0 ? { ...rest, [key]: loss } : rest };
}

/** A copy of model `index` placed right after it ("Skids (copy)"), for a gang of look-alike models. */
export function duplicateModel(roster: Roster, index: number): Roster {
  const model = roster.models[index];
  if (!model) return roster;
  const copy: Model = { ...structuredClone(model), name: model.name.trim() ? `${model.name.trim()} (copy)`.slice(0, 80) : '', downed: false, losses: {} };
  return { ...roster, models: [...roster.models.slice(0, index + 1), copy, ...roster.models.slice(index + 1)] };
}

/** Moves model `index` one place up (-1) or down (+1). */
export function moveModel(roster: Roster, index: number, by: -1 | 1): Roster {
  const to = index + by;
  if (to < 0 || to >= roster.models.length) return roster;
  const models = [...roster.models];
  [models[index], models[to]] = [models[to]!, models[index]!];
  return { ...roster, models };
}

/** After a game: every model stands up again (Downed cleared); permanent losses stay. */
export function standEveryoneUp(roster: Roster): Roster {
  return { ...roster, models: roster.models.map((m) => (m.downed ? { ...m, downed: false } : m)) };
}

/** Impact strength choices for the editor: the wielder's Strength with a modifier, or a fixed number. */
export const STRENGTH_MODIFIERS = ['-2', '-1', '+0', '+1', '+2', '+3', '+4', '+5'] as const;

/** The strength choice's value written back: "+1" (the wielder's Strength added) or a fixed number. */
export function strengthFromChoice(value: string): number | string {
  return /^[+-]/.test(value) ? value : Number(value);
}

/** A special rule added to a list (X starts at 1 for a rule that takes a number); a rule already listed is not added twice. */
export function addRule(refs: readonly RuleRef[], name: string, book: GangBook): RuleRef[] {
  const rule = lookup(book).rule(name);
  if (!rule || refs.some((r) => lookup(book).rule(r.name) === rule)) return [...refs];
  return [...refs, rule.parameter === 'X' ? { name: rule.name, x: 1 } : { name: rule.name }];
}

/** One line of a picked rule for the sheet: "Delay (3): may act up to 3 Agility rounds later…" in our words. */
/** The special rules page, where each rule of the book has its anchor (its id). */
export const SPECIAL_RULES_PAGE = '/punkapocalyptic/rules/special-rules/';

/** A rule as the sheet and the datacard show it: its label, its effect in our words and where the rules page explains it (null for a rule not in the book). */
export function ruleText(ref: RuleRef, book: GangBook): { label: string; summary: string | null; href: string | null } {
  const rule = lookup(book).rule(ref.name);
  return { label: ruleLabel(ref, book), summary: rule ? rule.summary : null, href: rule ? `${SPECIAL_RULES_PAGE}#${rule.id}` : null };
}

/**
 * Every odds link of a model: a shot with each ranged weapon, a Combat action with each melee weapon,
 * and bare-handed when it has none (identical weapons once), each opening the tool with the model's values (toolHref writes
 * every field, so the tool keeps them all in its own link).
 */
export function modelOddsLinks(roster: Roster, index: number, book: GangBook): LabelledToolLink[] {
  const model = roster.models[index];
  if (!model) return [];
  const who = modelLabel(model, index);
  const links: LabelledToolLink[] = [];
  const from = (label: string) => ({ from: fromModel('punkapocalyptic', roster.name, index, label, 'gang') });
  let melee = false;
  for (const { index: k, item } of modelWeapons(model)) {
    const weapon = shown(item.name) || (item.kind === 'ranged' ? 'its ranged weapon' : 'its melee weapon');
    if (item.kind === 'ranged') {
      const fields = shotLinkFields(roster, index, k, book);
      if (fields) links.push({ label: `Shot odds: ${who} with ${weapon}`, href: toolHref(shotOdds, fields, from(`${who} shooting with ${weapon}`)) });
    } else {
      melee = true;
      const fields = combatLinkFields(roster, index, k, book);
      if (fields) links.push({ label: `Combat odds: ${who} with ${weapon}`, href: toolHref(combatOdds, fields, from(`${who} fighting with ${weapon}`)) });
    }
  }
  if (!melee) {
    const fields = combatLinkFields(roster, index, null, book);
    if (fields) links.push({ label: `Combat odds: ${who} bare-handed`, href: toolHref(combatOdds, fields, from(`${who} fighting bare-handed`)) });
  }
  // Two of the same weapon (a pair of Molotov cocktails) make one link.
  return links.filter((l, i) => links.findIndex((o) => o.label === l.label && o.href === l.href) === i);
}

/** A model's items with identical ones counted once ("Molotov cocktail" ×2), in the order carried. */
export function groupedItems(model: Model): { item: Item; count: number }[] {
  const out: { item: Item; key: string; count: number }[] = [];
  for (const item of model.equipment) {
    const key = JSON.stringify(item);
    const same = out.find((o) => o.key === key);
    if (same) same.count++;
    else out.push({ item, key, count: 1 });
  }
  return out.map(({ item, count }) => ({ item, count }));
}
