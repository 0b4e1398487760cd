/**
 * The quick start's club-building rules as small named checks, with the tables passed in. roster.ts
 * is the public contract (checkRoster); the builder island imports checkClub from here with the
 * tables it got as props, so the browser never loads the YAML reader behind checkRoster.
 */
import { eachModel, runChecks, type AddProblem, type ModelCheck, type RosterCheck } from '../../common/checks';
import type { RosterProblem } from '../../roster/game';
import { checkRuleRefs, type RuleWording } from '../../roster/rule-check';
import { andList, orList, shown, who } from '../../common/words';
import type { WolsungRosterData } from './book-data';
import { characteristics, clubLookup, friendsLacking, fundPool, SPELL_COSTS, type ClubLookup, type Model, type RuleRef, type Roster } from './roster-format';
import type { Characteristic, SpecialRule } from './schema';

type Holder = 'model' | 'weapon' | 'gadget';
/** Which entries may carry a rule of each kind: weapons are gadgets too. */
export const RULE_FITS: Record<SpecialRule['appliesTo'], readonly Holder[]> = { model: ['model'], weapon: ['weapon'], gadget: ['gadget', 'weapon'] };
const HOLDER_WORDS: Record<Holder, string> = { model: 'a model', weapon: 'a weapon', gadget: 'a gadget' };

const WORDING: RuleWording = { source: 'the quick start', withNumber: (name) => `${name} [x]`, number: 'x', unknownHint: 'an ability from the model’s own card goes under its own rules, with its text' };

/** The least a characteristic may be: a model acts at least once and has at least 1 Wound. */
export function leastValue(c: Pick<Characteristic, 'id'>): number {
  return c.id === 'actions' || c.id === 'wounds' ? 1 : 0;
}

/** What every check reads: the club, the tables and what is looked up once. */
export interface ClubContext {
  roster: Roster;
  data: WolsungRosterData;
  l: ClubLookup;
  /** Each model's name for messages ("henchman 3" when it has none). */
  names: string[];
}

/** The context the checks read, worked out once per roster. */
export function clubContext(roster: Roster, data: WolsungRosterData): ClubContext {
  return { roster, data, l: clubLookup(data), names: roster.models.map((m, i) => who(m.name, m.kind, i)) };
}

/** The special rules on one entry: the quick start's, once each, fitting the entry, with [x] when they take it. */
function checkRules({ l }: ClubContext, refs: readonly RuleRef[], holder: Holder, at: string, owner: string, add: AddProblem): void {
  checkRuleRefs(
    refs,
    l.rule,
    (rule) => ({
      name: rule.name,
      takesNumber: rule.takesX,
      fits: RULE_FITS[rule.appliesTo].includes(holder),
      forWhat: `a ${rule.appliesTo}, not for ${HOLDER_WORDS[holder]}`,
    }),
    WORDING,
    at,
    owner,
    add,
  );
}

/** The profile key each characteristic is first given under (unknown and hero-only keys left out). */
function profileKeys(model: Model, l: ClubLookup): Map<Characteristic, string> {
  const firstKey = new Map<Characteristic, string>();
  for (const key of Object.keys(model.profile)) {
    const c = l.characteristic(key);
    if (c && !c.heroOnly && !firstKey.has(c)) firstKey.set(c, key);
  }
  return firstKey;
}

/** The checks on one model, in the order its problems are listed. */
export const modelChecks: readonly ModelCheck<ClubContext>[] = [
  {
    name: 'A hero has a suit and Funds of 0 or more, and no cost',
    check: ({ roster, data, l, names }, i, add) => {
      const model = roster.models[i]!;
      if (model.kind !== 'hero') return;
      const [at, name] = [`models[${i}]`, names[i]];
      const suitNames = orList(data.suits.map((s) => s.name));
      if (model.suit === null) add(`${at}.suit`, `${name} is a hero without a suit; pick ${suitNames}.`);
      else if (!l.suit(model.suit)) add(`${at}.suit`, `${name}'s suit “${shown(model.suit)}” is not a card suit; pick ${suitNames}.`);
      if (model.funds === null) add(`${at}.funds`, `${name} is a hero without Funds; give its Funds (0 if it has none).`);
      else if (model.funds < 0) add(`${at}.funds`, `${name}'s Funds are ${model.funds}; Funds cannot be below 0.`);
      if (model.cost !== null) add(`${at}.cost`, `${name} is a hero: heroes are not bought from the Fund Pool, so it has no cost.`);
    },
  },
  {
    name: 'A henchman has a cost of 0 or more from the Fund Pool, and neither suit nor Funds',
    check: ({ roster, names }, i, add) => {
      const model = roster.models[i]!;
      if (model.kind === 'hero') return;
      const [at, name] = [`models[${i}]`, names[i]];
      if (model.suit !== null) add(`${at}.suit`, `${name} is a henchman, and only heroes have a suit.`);
      if (model.funds !== null) add(`${at}.funds`, `${name} is a henchman, and only heroes bring Funds.`);
      if (model.cost === null) add(`${at}.cost`, `${name}: give what this henchman cost from the Fund Pool (0 if nothing).`);
      else if (model.cost < 0) add(`${at}.cost`, `${name} cost ${model.cost} Funds; a cost cannot be below 0.`);
    },
  },
  {
    name: 'A profile names each characteristic of the quick start once',
    check: ({ roster, data, l, names }, i, add) => {
      const model = roster.models[i]!;
      const [at, name] = [`models[${i}]`, names[i]];
      const seen = new Map<Characteristic, string>();
      for (const key of Object.keys(model.profile)) {
        const c = l.characteristic(key);
        if (!c) add(`${at}.profile.${key}`, `${name}: “${shown(key)}” is not a characteristic; a profile has ${andList(characteristics(data).map((p) => p.abbreviation))}.`);
        else if (c.heroOnly) add(`${at}.profile.${key}`, `${name}: ${c.name} is not part of the profile; it has a field of its own.`);
        else if (seen.has(c)) add(`${at}.profile.${key}`, `${name} gives ${c.name} twice (as “${shown(seen.get(c)!)}” and “${shown(key)}”).`);
        else seen.set(c, key);
      }
    },
  },
  {
    name: 'Every characteristic has a value of at least its least',
    check: ({ roster, data, l, names }, i, add) => {
      const model = roster.models[i]!;
      const [at, name] = [`models[${i}]`, names[i]];
      const firstKey = profileKeys(model, l);
      for (const c of characteristics(data)) {
        const key = firstKey.get(c);
        const value = key === undefined ? undefined : model.profile[key]!;
        const least = leastValue(c);
        if (value === undefined) add(`${at}.profile`, `${name} has no ${c.name} (${c.abbreviation}) in its profile.`);
        else if (value < least) add(`${at}.profile.${key}`, `${name}'s ${c.name} is ${value}; it is at least ${least}.`);
      }
    },
  },
  {
    name: 'Armour is 0 or more, and a caster rolls at least 1 die of Magic',
    check: ({ roster, names }, i, add) => {
      const model = roster.models[i]!;
      const [at, name] = [`models[${i}]`, names[i]];
      if (model.armour < 0) add(`${at}.armour`, `${name}'s Armour is ${model.armour}; it cannot be below 0.`);
      if (model.magic !== null && model.magic < 1) add(`${at}.magic`, `${name}'s Magic Ability is ${model.magic}; a caster rolls at least 1 die (0 for a model that casts no spells).`);
    },
  },
  {
    name: 'A spell’s cost is one of the codes 0, 1 or 2 (l.365-373, W6)',
    check: ({ roster, names }, i, add) => {
      roster.models[i]!.spells?.forEach((sp, k) => {
        if (!SPELL_COSTS.some((c) => c.cost === sp.cost))
          add(`models[${i}].spells[${k}].cost`, `${names[i]}'s spell ${shown(sp.name) || k + 1} has cost ${sp.cost}; a spell's cost is ${orList(SPELL_COSTS.map((c) => `${c.cost} (${c.discard})`))}.`);
      });
    },
  },
  {
    name: 'A model’s special rules are the quick start’s rules for models',
    check: (ctx, i, add) => checkRules(ctx, ctx.roster.models[i]!.specialRules, 'model', `models[${i}]`, ctx.names[i]!, add),
  },
  {
    name: 'A weapon is one the quick start prints, or a copied profile with S 0 or more and range bands that reach further each',
    check: (ctx, i, add) => {
      const { data, l } = ctx;
      ctx.roster.models[i]!.weapons.forEach((w, k) => {
        const wAt = `models[${i}].weapons[${k}]`;
        const label = `${ctx.names[i]}'s ${shown(w.name) || 'weapon'}`;
        if (w.kind === 'book') {
          if (!l.weapon(w.name)) {
            add(`${wAt}.name`, `${label}: “${shown(w.name)}” is not a weapon the quick start prints (${orList(data.weapons.map((x) => x.name))}); give its profile as a ranged or melee weapon.`);
          }
          return;
        }
        checkRules(ctx, w.specialRules, 'weapon', wAt, label, add);
        if (w.kind !== 'ranged') return;
        if (w.strength < 0) add(`${wAt}.strength`, `${label} has S ${w.strength}; it cannot be below 0.`);
        if (w.rangeBands.length === 0) add(`${wAt}.rangeBands`, `${label} has no range band; a ranged weapon has at least one.`);
        w.rangeBands.forEach((b, n) => {
          const before = n === 0 ? 0 : w.rangeBands[n - 1]!.upTo;
          if (b.upTo <= before) add(`${wAt}.rangeBands[${n}]`, `${label}: each range band reaches further than the one before (${b.upTo}" after ${before}").`);
        });
      });
    },
  },
  {
    name: 'A gadget costs 0 or more, and its special rules fit a gadget',
    check: (ctx, i, add) => {
      ctx.roster.models[i]!.gadgets.forEach((g, k) => {
        const gAt = `models[${i}].gadgets[${k}]`;
        const label = `${ctx.names[i]}'s ${shown(g.name) || 'gadget'}`;
        if (g.cost < 0) add(`${gAt}.cost`, `${label} cost ${g.cost} Funds; a cost cannot be below 0.`);
        checkRules(ctx, g.specialRules, 'gadget', gAt, label, add);
      });
    },
  },
];

/** The quick start's club-building rules, in the order their problems are listed. */
export const clubChecks: readonly RosterCheck<ClubContext>[] = [
  {
    name: 'The club has at least one hero',
    check: ({ roster }, add) => {
      if (!roster.models.some((m) => m.kind === 'hero')) add('models', 'The club has no hero; it needs at least one (heroes bring the Funds and the cards).');
    },
  },
  eachModel('Each model’s suit, Funds, cost, profile, special rules, weapons and gadgets', ({ roster }) => roster.models.length, modelChecks),
  {
    name: 'The henchmen and gadgets cost no more than the Fund Pool',
    check: ({ roster }, add) => {
      const funds = fundPool(roster);
      if (funds.spent > funds.pool) add('models', `The club spent ${funds.spent} Funds on henchmen and gadgets, but its Fund Pool (the heroes' Funds) holds ${funds.pool}.`);
    },
  },
];

/** Every club-building rule of the quick start the sheet breaks, in plain words, with the tables passed in. */
export function checkClub(roster: Roster, data: WolsungRosterData): RosterProblem[] {
  return runChecks(clubChecks, clubContext(roster, data));
}

/**
 * W9: a model whose rule needs a friendly model with another rule (a Golem, a Scientist) may be
 * fielded without one, but skips its activations while none is on the table. A reminder for the
 * model's card, never a building problem: one `{ index, message }` per such model.
 */
export function clubReminders(roster: Roster, data: WolsungRosterData): { index: number; message: string }[] {
  const { names } = clubContext(roster, data);
  return friendsLacking(roster, data).map(({ index, rule, needs }) => ({
    index,
    message: `${names[index]} is a ${rule.name} and the club has no ${needs}: while no friendly ${needs} is on the table, it skips its activations.`,
  }));
}

/** The size of the club's hand of cards: 3, and 1 more for each hero. */
export function handSize(roster: Pick<Roster, 'models'>): number {
  return 3 + roster.models.filter((m) => m.kind === 'hero').length;
}
