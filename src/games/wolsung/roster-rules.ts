/**
 * What the Wolsung club builder computes, as pure functions of a club sheet and the quick start's
 * tables (passed in): new sheets and models, the edits that mean something (a hero becoming a
 * henchman, a rule ticked, a henchman copied), each model's card (profile, weapons with their range
 * bands, rules in our words) and its links to the shooting and melee odds tools.
 */
import type { GlossaryEntry } from '../../common/glossary';
import { toolHref, type LabelledToolLink } from '../../tools/links';
import { meleeOdds, shootOdds } from './tools/refs';
import { who } from '../../common/words';
import { fromModel } from '../../roster/game';
import type { LinkFrom } from '../../tools/links';
import {
  characteristicOf,
  characteristics,
  clubLookup,
  knownRules,
  ROSTER_VERSION,
  type Gadget,
  type Model,
  type ModelKind,
  type ModelWeapon,
  type Roster,
  type RuleRef,
  SPELL_COSTS,
  type Spell,
  type WolsungRosterData,
} from './roster-format';
import type { OwnRule } from '../../roster/own-entries';
import { meleePools, poolNumbersFromData, shotPools } from './pools';
import type { Characteristic, SpecialRule } from './schema';

/** A hero rule every hero has (Heroic Move, Heroic Recovery, Heroic Deed): the glossary's entry. */
export type HeroRule = Pick<GlossaryEntry, 'id' | 'term' | 'definition' | 'rule'>;

/** The glossary ids of the rules every hero shares. */
export const HERO_RULE_IDS = ['heroic-move', 'heroic-recovery', 'heroic-deed'] as const;

/** Everything the builder page passes to the island: the roster tables plus the hero rules. */
export interface WolsungClubBook extends WolsungRosterData {
  heroRules: readonly HeroRule[];
}

// ---------------------------------------------------------------------------------------------
// New sheets and models

/** An empty club sheet. */
export function newRoster(name = ''): Roster {
  return { game: 'wolsung', version: ROSTER_VERSION, name, models: [], log: [] };
}

/** A new hero or henchman with a typical profile (2 Actions, the rest at 1), ready to be filled in. */
export function newModel(kind: ModelKind, data: WolsungRosterData, name = ''): Model {
  const profile = Object.fromEntries(characteristics(data).map((c) => [c.abbreviation, c.id === 'actions' ? 2 : 1]));
  return {
    name,
    kind,
    suit: kind === 'hero' ? data.suits[0]!.name : null,
    funds: kind === 'hero' ? 0 : null,
    profile,
    armour: 0,
    magic: null,
    specialRules: [],
    weapons: [],
    gadgets: [],
    cost: kind === 'hero' ? null : 0,
  };
}

/** A weapon to start from: the quick start's first printed weapon, or an empty ranged or melee profile. */
export function newWeapon(kind: ModelWeapon['kind'], data: WolsungRosterData): ModelWeapon {
  if (kind === 'book') return { kind: 'book', name: data.weapons[0]?.name ?? '' };
  if (kind === 'ranged') return { kind: 'ranged', name: '', strength: 3, rangeBands: [{ upTo: 12, guns: 0 }], specialRules: [] };
  return { kind: 'melee', name: '', strength: 0, specialRules: [] };
}

export function newGadget(): Gadget {
  return { name: '', cost: 0, specialRules: [] };
}

// ---------------------------------------------------------------------------------------------
// Edits

/** The sheet with model `index` changed. */
export function updateModel(roster: Roster, index: number, change: (m: Model) => Model): Roster {
  return { ...roster, models: roster.models.map((m, i) => (i === index ? change(m) : m)) };
}

export function removeModel(roster: Roster, index: number): Roster {
  return { ...roster, models: roster.models.filter((_, i) => i !== index) };
}

/** "Thug" → "Thug 2", "Thug 2" → "Thug 3": the next name not yet on the sheet. */
export function nextName(name: string, roster: Roster): string {
  const taken = new Set(roster.models.map((m) => m.name.trim()));
  const match = /^(.*?)\s*(\d+)$/.exec(name.trim());
  const stem = match ? match[1]! : name.trim();
  let n = match ? Number(match[2]) + 1 : 2;
  while (taken.has(`${stem} ${n}`.trim())) n++;
  return `${stem} ${n}`.trim();
}

/** A copy of model `index` right after it (henchmen come by the dozen), with the next free name. */
export function copyModel(roster: Roster, index: number): Roster {
  const m = roster.models[index];
  if (!m) return roster;
  const copy: Model = { ...structuredClone(m), name: nextName(m.name || who(m.name, m.kind, index), roster) };
  return { ...roster, models: [...roster.models.slice(0, index + 1), copy, ...roster.models.slice(index + 1)] };
}

/** Moves model `index` one place up (-1) or down (+1). */
export function moveModel(roster: Roster, index: number, by: -1 | 1): Roster {
  const to = index + by;
  if (to < 0 || to >= roster.models.length || !roster.models[index]) return roster;
  const models = [...roster.models];
  [models[index], models[to]] = [models[to]!, models[index]!];
  return { ...roster, models };
}

/**
 * A hero made a henchman or back: a hero has a suit and Funds and no cost, a henchman the reverse.
 * What the model had before stays where it can (a hero's suit comes back only if it was set).
 */
export function withKind(model: Model, kind: ModelKind, data: WolsungRosterData): Model {
  if (model.kind === kind) return model;
  return kind === 'hero'
    ? { ...model, kind, suit: model.suit ?? data.suits[0]!.name, funds: model.funds ?? 0, cost: null }
    : { ...model, kind, suit: null, funds: null, cost: model.cost ?? 0 };
}

/** The profile with a characteristic set, under the key the sheet already uses for it (else its abbreviation). */
export function withProfileValue(model: Model, c: Characteristic, value: number, data: WolsungRosterData): Model {
  const l = clubLookup(data);
  const key = Object.keys(model.profile).find((k) => l.characteristic(k) === c) ?? c.abbreviation;
  return { ...model, profile: { ...model.profile, [key]: value } };
}

/** The index in `refs` of a rule (by the book's name, any spelling), or -1. */
export function ruleIndex(refs: readonly RuleRef[], rule: SpecialRule, data: WolsungRosterData): number {
  const l = clubLookup(data);
  return refs.findIndex((r) => l.rule(r.name) === rule);
}

/** A list of rules with `rule` on (added with its [x], 1 when it takes one) or off (every copy of it). */
export function withRule(refs: readonly RuleRef[], rule: SpecialRule, on: boolean, data: WolsungRosterData): RuleRef[] {
  const l = clubLookup(data);
  if (!on) return refs.filter((r) => l.rule(r.name) !== rule);
  if (ruleIndex(refs, rule, data) >= 0) return [...refs];
  return [...refs, rule.takesX ? { name: rule.name, x: 1 } : { name: rule.name }];
}

/** A list of rules with `rule`'s [x] set. */
export function withRuleX(refs: readonly RuleRef[], rule: SpecialRule, x: number, data: WolsungRosterData): RuleRef[] {
  const at = ruleIndex(refs, rule, data);
  return at < 0 ? [...refs, { name: rule.name, x }] : refs.map((r, i) => (i === at ? { ...r, x } : r));
}

/** The quick start's rules an entry of this kind may carry (weapons may carry gadget rules too). */
export function rulesFor(holder: 'model' | 'weapon' | 'gadget', data: WolsungRosterData): SpecialRule[] {
  return data.specialRules.filter((r) => r.appliesTo === holder || (holder === 'weapon' && r.appliesTo === 'gadget'));
}

// ---------------------------------------------------------------------------------------------
// A model's card

export interface ShownRule {
  /** "Move Penalty [1]", or the name as written when the quick start does not print it. */
  label: string;
  /** Our words for it; undefined for a name the quick start does not print. */
  summary?: string;
}

export interface ShownWeapon {
  name: string;
  /** "Ranged", "Melee" or "Ranged (quick start profile)". */
  kind: string;
  /** "S 4" for a ranged weapon, "S +1" (added to the model's) for a melee one; '' when unknown. */
  strength: string;
  /** Range bands: "0–8″ +1 G", in order; empty for melee. */
  bands: string[];
  rules: ShownRule[];
}

export interface ModelCard {
  title: string;
  /** "Hero · Spades · Funds 3" or "Henchman · cost 1". */
  kicker: string;
  profile: { c: Characteristic; value: number | undefined }[];
  armour: number;
  magic: number | null;
  rules: ShownRule[];
  weapons: ShownWeapon[];
  gadgets: { name: string; cost: number; rules: ShownRule[] }[];
  /** The player's own rules from the model's card (W9), its spells as lines, its notes. */
  ownRules: OwnRule[];
  spells: string[];
  notes: string;
}

const SPELL_KINDS: Record<Spell['kind'], string> = { projectile: 'Magic Projectile', attack: 'Magic Attack', other: 'other spell' };

/** What a spell's cost code asks for; a code the quick start does not have says so. */
export function spellCostWords(cost: number): string {
  return SPELL_COSTS.find((c) => c.cost === cost)?.discard ?? 'not a cost of the quick start (0, 1 or 2)';
}

/** A spell's numbers: "cost 1 (one card of the caster’s suit), range 12″, S 4". */
export function spellDetails(s: Spell): string {
  return [`cost ${s.cost} (${spellCostWords(s.cost)})`, s.range === null ? '' : `range ${s.range}″`, s.strength === null ? '' : s.kind === 'other' ? `difficulty ${s.strength}` : `S ${s.strength}`].filter(Boolean).join(', ');
}

/** A spell's name as written, or "Unnamed spell". */
export const spellName = (s: Spell): string => s.name.trim() || 'Unnamed spell';

/** A spell as one line: "Fire bolt (Magic Projectile): cost 1 (one card of the caster’s suit), range 12″, S 4". */
export function spellLine(s: Spell): string {
  return `${spellName(s)} (${SPELL_KINDS[s.kind]}): ${spellDetails(s)}`;
}

/** A spell for the printed sheet's glossary: its name, and its kind with its numbers. */
export function spellEntry(s: Spell): [string, string] {
  return [`${spellName(s)} (spell)`, `${SPELL_KINDS[s.kind]}: ${spellDetails(s)}`];
}

/** A new spell for the caster's list. */
export function newSpell(): Spell {
  return { name: '', kind: 'projectile', cost: 1, range: null, strength: null };
}

/** A caster: a model with a Magic Ability. */
export function isCaster(m: Pick<Model, 'magic'>): boolean {
  return m.magic !== null;
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

function shownRules(refs: readonly RuleRef[], data: WolsungRosterData): ShownRule[] {
  const l = clubLookup(data);
  return refs.map((ref) => {
    const rule = l.rule(ref.name);
    if (!rule) return { label: ref.name.trim() || 'unnamed rule' };
    const label = rule.takesX ? `${rule.name} [${ref.x ?? '?'}]` : rule.name;
    return { label, summary: rule.summary.replace(/\[x\]/g, ref.x === null || ref.x === undefined ? '[x]' : String(ref.x)) };
  });
}

function bandTexts(bands: readonly { from: number; to: number; guns: number }[]): string[] {
  return bands.map((b) => `${b.from}–${b.to}″ ${signed(b.guns)} G`);
}

/** A weapon as its card shows it. */
export function shownWeapon(w: ModelWeapon, data: WolsungRosterData): ShownWeapon {
  if (w.kind === 'book') {
    const book = clubLookup(data).weapon(w.name);
    if (!book) return { name: w.name.trim() || 'unnamed weapon', kind: 'Not in the quick start', strength: '', bands: [], rules: [] };
    const rules = book.specialRules.flatMap((id) => {
      const rule = clubLookup(data).ruleById(id);
      return rule ? [{ name: rule.name }] : [];
    });
    return {
      name: book.name,
      kind: 'Ranged (quick start profile)',
      strength: `S ${book.strength}`,
      bands: bandTexts(book.rangeBands.map((b) => ({ from: b.minInches, to: b.maxInches, guns: b.gunsModifier }))),
      rules: shownRules(rules, data),
    };
  }
  const name = w.name.trim() || (w.kind === 'ranged' ? 'unnamed ranged weapon' : 'unnamed melee weapon');
  if (w.kind === 'melee') return { name, kind: 'Melee', strength: `S ${signed(w.strength)}`, bands: [], rules: shownRules(w.specialRules, data) };
  const bands = w.rangeBands.map((b, n) => ({ from: n === 0 ? 0 : w.rangeBands[n - 1]!.upTo, to: b.upTo, guns: b.guns }));
  return { name, kind: 'Ranged', strength: `S ${w.strength}`, bands: bandTexts(bands), rules: shownRules(w.specialRules, data) };
}

/** Model `index`'s card: title, kicker, profile in the quick start's order, rules, weapons and gadgets. */
export function modelCard(roster: Roster, index: number, data: WolsungRosterData): ModelCard {
  const m = roster.models[index]!;
  const l = clubLookup(data);
  const suit = m.suit === null ? null : (l.suit(m.suit)?.name ?? m.suit);
  const kicker =
    m.kind === 'hero' ? ['Hero', suit ?? 'no suit', `Funds ${m.funds ?? '?'}`].join(' · ') : ['Henchman', `cost ${m.cost ?? '?'} Funds`].join(' · ');
  return {
    title: who(m.name, m.kind, index),
    kicker,
    profile: characteristics(data).map((c) => ({ c, value: characteristicOf(m, c.id, data) })),
    armour: m.armour,
    magic: m.magic,
    rules: shownRules(m.specialRules, data),
    weapons: m.weapons.map((w) => shownWeapon(w, data)),
    gadgets: m.gadgets.map((g) => ({ name: g.name.trim() || 'unnamed gadget', cost: g.cost, rules: shownRules(g.specialRules, data) })),
    ownRules: m.ownRules ?? [],
    spells: (m.spells ?? []).map(spellLine),
    notes: m.notes ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// Odds links


const clamp = (lo: number, hi: number, x: number) => Math.min(hi, Math.max(lo, x));
/**
 * The tools take pools up to 60 and characteristics up to 40; a link stays well inside both. A
 * characteristic is cut to what its pool can hold, so the tool never has to move it to add up.
 */
const POOL_MAX = 30;
const VALUE_MAX = 20;

/** The [x] of rule `ruleId` among `refs`, or null when the rule is not there (or takes no x). */
export function xOf(refs: readonly RuleRef[], ruleId: string, data: WolsungRosterData): number | null {
  return knownRules(refs, data).find((k) => k.rule.id === ruleId)?.x ?? null;
}

/** A weapon's own special rules: a book weapon's from the quick start, a custom one's from the sheet. */
export function weaponRules(w: ModelWeapon, data: WolsungRosterData): RuleRef[] {
  if (w.kind !== 'book') return w.specialRules;
  const book = clubLookup(data).weapon(w.name);
  return (book?.specialRules ?? []).flatMap((id) => {
    const rule = clubLookup(data).ruleById(id);
    return rule ? [{ name: rule.name }] : [];
  });
}

/**
 * The shooting-odds tool's fields (the names of /wolsung/tools/shoot-odds/'s link) for a model firing
 * one of its ranged weapons in the weapon's first range band. The target's numbers stay at the tool's
 * defaults.
 */
export interface ShootLinkFields {
  kind: 'shot';
  /** The quick start's weapon id and its first band; absent for a weapon the tool does not list. */
  weapon?: string;
  rangeBand?: number;
  baseGuns: number;
  guns: number;
  strength: number;
  armourPiercing: number;
  smallCalibre: boolean;
  /** A Fast shot [x] weapon: the whole volley of x shots at one target. */
  shots?: number;
}

/** Fields for model `modelIndex` shooting weapon `weaponIndex` in its range band `band` (0: the first), or null when that is no ranged weapon or has no such band. */
export function shootLinkFields(roster: Roster, modelIndex: number, weaponIndex: number, data: WolsungRosterData, band = 0): ShootLinkFields | null {
  const model = roster.models[modelIndex];
  const w = model?.weapons[weaponIndex];
  if (!model || !w || w.kind === 'melee') return null;
  const book = w.kind === 'book' ? clubLookup(data).weapon(w.name) : undefined;
  if (w.kind === 'book' && !book) return null;
  const bands = book ? book.rangeBands.map((b) => b.gunsModifier) : w.kind === 'ranged' ? w.rangeBands.map((b) => b.guns) : [];
  const strength = book ? book.strength : w.kind === 'ranged' ? w.strength : 0;
  const ownGuns = clamp(0, POOL_MAX, characteristicOf(model, 'guns', data) ?? 0);
  const rules = weaponRules(w, data);
  const n = poolNumbersFromData(data.modifiers, data.specialRules);
  if (band > 0 && band >= bands.length) return null;
  // The tool only knows the quick start's weapons' bands: a custom weapon's band goes into the pool.
  const rangeModifier = bands[band] ?? 0;
  const pools = shotPools(
    {
      kind: 'shot',
      baseGuns: ownGuns,
      baseReflex: 0,
      rangeModifier,
      elevation: 'level',
      cover: 'none',
      toppled: false,
      quick: false,
      smallerBaseInMelee: false,
      spellResistance: false,
    },
    n,
  );
  const fastShot = xOf(rules, 'fast-shot', data);
  const guns = clamp(0, POOL_MAX, pools.guns);
  const baseGuns = Math.max(0, ownGuns + guns - pools.guns); // less when the pool was cut
  return {
    kind: 'shot' as const,
    ...(book ? { weapon: book.id, rangeBand: band + 1, baseGuns } : { baseGuns: guns }),
    guns,
    strength: clamp(0, VALUE_MAX, strength),
    armourPiercing: clamp(0, VALUE_MAX, xOf(rules, 'armour-piercing', data) ?? 0),
    smallCalibre: knownRules(rules, data).some((k) => k.rule.effect.armourMultiplier !== undefined),
    ...(fastShot !== null && fastShot > 1 ? { shots: clamp(1, 6, fastShot) } : {}),
  };
}

/** The shooting-odds tool's target fields for a model being shot at in the open. */
export interface TargetLinkFields {
  kind: 'shot';
  baseReflex: number;
  reflex: number;
  armour: number;
  wounds: number;
  hardToKill: boolean;
}

export function targetLinkFields(roster: Roster, modelIndex: number, data: WolsungRosterData): TargetLinkFields | null {
  const model = roster.models[modelIndex];
  if (!model) return null;
  const reflex = clamp(0, POOL_MAX, characteristicOf(model, 'reflex', data) ?? 0);
  return {
    kind: 'shot',
    baseReflex: reflex,
    reflex,
    armour: clamp(0, VALUE_MAX, model.armour),
    wounds: clamp(1, VALUE_MAX, characteristicOf(model, 'wounds', data) ?? 1),
    hardToKill: hardToKill(model, data),
  };
}

function hardToKill(model: Model, data: WolsungRosterData): boolean {
  return knownRules(model.specialRules, data).some((k) => k.rule.effect.surviveAtWounds !== undefined);
}

/** The melee-odds tool's fields for a model attacking with a melee weapon, or with its bare Strength. */
export interface MeleeLinkFields {
  mode: 'fight';
  attackerBaseFight: number;
  attackerFight: number;
  attackerStrength: number;
  attackerArmour: number;
  attackerWounds: number;
  attackerHardToKill: boolean;
  /** With Hypnotic Aura, the defender cannot Fence: the link sets Parry. */
  hypnoticAura?: true;
  reaction?: 'parry';
}

/** Fields for model `modelIndex` attacking with melee weapon `weaponIndex` (null: bare Strength); null when that is no melee weapon. */
export function meleeLinkFields(roster: Roster, modelIndex: number, weaponIndex: number | null, data: WolsungRosterData): MeleeLinkFields | null {
  const model = roster.models[modelIndex];
  if (!model) return null;
  const w = weaponIndex === null ? null : model.weapons[weaponIndex];
  if (w !== null && w?.kind !== 'melee') return null;
  const fight = clamp(0, POOL_MAX, characteristicOf(model, 'fight', data) ?? 0);
  const n = poolNumbersFromData(data.modifiers, data.specialRules);
  const pools = meleePools(
    {
      attackerBaseFight: fight,
      support: 0,
      attackerHigher: false,
      chargeFromAbove: false,
      defenderBaseFight: 0,
      defenderHigher: false,
      defenderToppled: false,
    },
    n,
  );
  const hypnotic = knownRules(model.specialRules, data).some((k) => k.rule.effect.forbidsFence === true);
  return {
    mode: 'fight' as const,
    attackerBaseFight: fight,
    attackerFight: pools.attackerFight,
    attackerStrength: clamp(0, VALUE_MAX, (characteristicOf(model, 'strength', data) ?? 0) + (w?.strength ?? 0)),
    attackerArmour: clamp(0, VALUE_MAX, model.armour),
    attackerWounds: clamp(1, VALUE_MAX, characteristicOf(model, 'wounds', data) ?? 1),
    attackerHardToKill: hardToKill(model, data),
    ...(hypnotic ? { hypnoticAura: true as const, reaction: 'parry' as const } : {}),
  };
}

/** The melee-odds tool's defender fields for a model attacked in melee, striking back with its first melee weapon. */
export interface DefenderLinkFields {
  mode: 'fight';
  defenderBaseFight: number;
  defenderFight: number;
  defenderStrength: number;
  defenderArmour: number;
  defenderWounds: number;
  defenderHardToKill: boolean;
}

export function defenderLinkFields(roster: Roster, modelIndex: number, data: WolsungRosterData): DefenderLinkFields | null {
  const model = roster.models[modelIndex];
  if (!model) return null;
  const fight = clamp(0, POOL_MAX, characteristicOf(model, 'fight', data) ?? 0);
  const blade = model.weapons.find((w) => w.kind === 'melee');
  return {
    mode: 'fight',
    defenderBaseFight: fight,
    defenderFight: fight,
    defenderStrength: clamp(0, VALUE_MAX, (characteristicOf(model, 'strength', data) ?? 0) + (blade?.strength ?? 0)),
    defenderArmour: clamp(0, VALUE_MAX, model.armour),
    defenderWounds: clamp(1, VALUE_MAX, characteristicOf(model, 'wounds', data) ?? 1),
    defenderHardToKill: hardToKill(model, data),
  };
}

/** A caster's links: a Buff or Aura on the melee-odds page, a Magic Projectile on the shooting page. */
export function castLinkFields(roster: Roster, modelIndex: number): { mode: 'cast'; magic: number } | null {
  const magic = roster.models[modelIndex]?.magic;
  return magic === null || magic === undefined || magic < 1 ? null : { mode: 'cast', magic: clamp(1, POOL_MAX, magic) };
}

export function projectileLinkFields(roster: Roster, modelIndex: number): { kind: 'projectile'; baseGuns: number; guns: number } | null {
  const cast = castLinkFields(roster, modelIndex);
  return cast ? { kind: 'projectile', baseGuns: cast.magic, guns: cast.magic } : null;
}

/** Every odds link of model `index`: each weapon it attacks with, as a target and defender, and casting. */
export function oddsLinks(roster: Roster, index: number, data: WolsungRosterData): LabelledToolLink[] {
  const model = roster.models[index];
  if (!model) return [];
  const links: LabelledToolLink[] = [];
  const named = who(model.name, 'Model', index);
  // Each link names the model and what it does, and leads back to it (the tool shows both).
  const add = (label: string, href: (from: { from: LinkFrom }) => string) => links.push({ label, href: href({ from: fromModel('wolsung', roster.name, index, `${named}: ${label}`, 'club') }) });
  const strength = characteristicOf(model, 'strength', data) ?? 0;
  model.weapons.forEach((w, k) => {
    const name = shownWeapon(w, data).name;
    const shot = shootLinkFields(roster, index, k, data);
    if (shot) add(`Shoots with ${name}${shot.shots ? ` (${shot.shots} shots)` : ''}`, (f) => toolHref(shootOdds, shot, f));
    const blow = w.kind === 'melee' ? meleeLinkFields(roster, index, k, data) : null;
    if (blow) add(`Attacks in melee with ${name} (S ${blow.attackerStrength})`, (f) => toolHref(meleeOdds, blow, f));
  });
  if (!model.weapons.some((w) => w.kind === 'melee')) {
    const bare = meleeLinkFields(roster, index, null, data)!;
    add(`Attacks in melee with its own Strength (S ${strength})`, (f) => toolHref(meleeOdds, bare, f));
  }
  const target = targetLinkFields(roster, index, data)!;
  add('Is shot at (in the open)', (f) => toolHref(shootOdds, target, f));
  const defender = defenderLinkFields(roster, index, data)!;
  add('Is attacked in melee', (f) => toolHref(meleeOdds, defender, f));
  const cast = castLinkFields(roster, index);
  const projectile = projectileLinkFields(roster, index);
  if (cast && projectile) {
    add(`Casts a Buff or Aura (Magic Ability ${cast.magic})`, (f) => toolHref(meleeOdds, cast, f));
    add(`Casts a Magic Projectile (Magic Ability ${cast.magic})`, (f) => toolHref(shootOdds, projectile, f));
  }
  return links;
}
