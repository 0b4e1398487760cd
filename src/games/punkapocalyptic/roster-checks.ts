/**
 * The core book's gang-building rules as small named checks, with the book's tables passed in.
 * roster.ts is the public contract (checkRoster); the builder imports checkGang from here, so the
 * browser never loads the YAML reader behind checkRoster.
 */
import { eachModel, runChecks, type AddProblem, type ModelCheck, type RosterCheck } from '../../common/checks';
import type { RosterProblem } from '../../roster/game';
import { normalizeName } from '../../roster/names';
import { checkRuleRefs, type RuleWording } from '../../roster/rule-check';
import { andList, count, shown, who } from '../../common/words';
import type { RuleRef, Roster } from './roster-format';
import { byAttribute, FITS, gangPoints, isWeapon, lookup, rulesOf, type GangBook, type Holder, type Lookup } from './roster-rules';
import type { SpecialRule } from './schema';

const HOLDER_WORDS: Record<Holder, string> = { model: 'a model', ranged: 'a ranged weapon', melee: 'a melee weapon', armor: 'armor', equipment: 'equipment' };
const APPLIES_WORDS: Record<SpecialRule['appliesTo'], string> = {
  model: 'models',
  weapon: 'weapons',
  'weapon-or-ammo': 'weapons and ammunition',
  'model-or-weapon': 'models and weapons',
  equipment: 'gear',
  armor: 'armor',
};

const WORDING: RuleWording = { source: 'the book', withNumber: (name) => `${name} (X)`, number: 'X', unknownHint: 'a faction rule, a mutation or an ability from the model’s own card goes under its own rules, with its text' };

/** What every check reads: the gang, the book and what is worked out once. */
export interface GangContext {
  roster: Roster;
  book: GangBook;
  l: Lookup;
  /** Each model's name for messages ("model 3" when it has neither name nor type). */
  names: string[];
  /** For each model, each item's rules (the rules they grant included). */
  itemRules: (readonly SpecialRule[])[][];
}

/** The context the checks read, worked out once per roster. */
export function gangContext(roster: Roster, book: GangBook): GangContext {
  return {
    roster,
    book,
    l: lookup(book),
    names: roster.models.map((m, i) => who(m.name || m.type, 'model', i)),
    itemRules: roster.models.map((m) => m.equipment.map((it) => rulesOf(it.specialRules, book))),
  };
}

/** The special rules on one entry: the book's, once each, fitting the entry, with X when they take it. */
function checkRules({ l }: GangContext, refs: readonly RuleRef[], holder: Holder, at: string, owner: string, add: AddProblem): void {
  checkRuleRefs(
    refs,
    l.rule,
    (rule) => ({ name: rule.name, takesNumber: rule.parameter === 'X', fits: FITS[rule.appliesTo].includes(holder), forWhat: `${APPLIES_WORDS[rule.appliesTo]}, not for ${HOLDER_WORDS[holder]}` }),
    WORDING,
    at,
    owner,
    add,
  );
}

/** The indexes of a model's weapons, and whether the one at k is a bomb (all bombs count as one weapon). */
function weaponsOf({ roster, itemRules }: GangContext, i: number) {
  const isBomb = (k: number) => itemRules[i]![k]!.some((r) => r.effects.countsAsOneWeapon);
  const weaponIndexes = roster.models[i]!.equipment.flatMap((it, k) => (isWeapon(it) ? [k] : []));
  return { isBomb, weaponIndexes };
}

/** The checks on one model, in the order its problems are listed. */
export const modelChecks: readonly ModelCheck<GangContext>[] = [
  {
    name: 'Costs and bullets are none or more',
    check: ({ roster, names }, i, add) => {
      const model = roster.models[i]!;
      const [at, name] = [`models[${i}]`, names[i]];
      if (model.cost < 0) add(`${at}.cost`, `${name} costs ${model.cost} points; a cost cannot be below 0.`);
      if (model.bullets < 0) add(`${at}.bullets`, `${name} has ${model.bullets} bullets; it cannot have fewer than none.`);
      if (model.bulletsCost < 0) add(`${at}.bulletsCost`, `${name}'s bullets cost ${model.bulletsCost} points; a cost cannot be below 0.`);
    },
  },
  {
    name: 'A profile and its losses name each attribute of the book once',
    check: ({ roster, book, l, names }, i, add) => {
      const model = roster.models[i]!;
      const [at, name] = [`models[${i}]`, names[i]];
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
    },
  },
  {
    name: 'Every attribute has a value within its range (or "-"), and losses are 0 or more of an attribute the model has',
    check: ({ roster, book, names }, i, add) => {
      const model = roster.models[i]!;
      const [at, name] = [`models[${i}]`, names[i]];
      const profile = byAttribute(model.profile, book);
      const losses = byAttribute(model.losses, book);
      for (const a of book.attributes) {
        const entry = profile.get(a);
        if (entry === undefined) add(`${at}.profile`, `${name} has no ${a.name} (${a.abbreviation}); give its value, or “-” if it cannot use it.`);
        else if (entry.value !== null && (entry.value < a.min || entry.value > a.max)) add(`${at}.profile.${entry.key}`, `${name}'s ${a.name} is ${entry.value}; it runs from ${a.min} to ${a.max}.`);
        const loss = losses.get(a);
        if (loss !== undefined && loss.value < 0) add(`${at}.losses.${loss.key}`, `${name} shows a ${a.name} loss of ${loss.value}; losses are 0 or more.`);
        if (loss !== undefined && loss.value > 0 && entry?.value === null) add(`${at}.losses.${loss.key}`, `${name} has no ${a.name} ("-"), so it cannot lose any.`);
      }
    },
  },
  {
    name: 'A model’s special rules are the book’s rules for models',
    check: (ctx, i, add) => checkRules(ctx, ctx.roster.models[i]!.specialRules, 'model', `models[${i}]`, ctx.names[i]!, add),
  },
  {
    name: 'Gear costs, Penetration and Armor are none or more, and its special rules fit it',
    check: (ctx, i, add) => {
      ctx.roster.models[i]!.equipment.forEach((item, k) => {
        const itemAt = `models[${i}].equipment[${k}]`;
        const label = `${ctx.names[i]}'s ${shown(item.name) || item.kind}`;
        if (item.cost < 0) add(`${itemAt}.cost`, `${label} costs ${item.cost} points; a cost cannot be below 0.`);
        if (isWeapon(item) && item.penetration < 0) add(`${itemAt}.penetration`, `${label} has Penetration ${item.penetration}; it is 0 or more.`);
        if (item.kind === 'armor' && item.armor < 0) add(`${itemAt}.armor`, `${label} has Armor ${item.armor}; it is 0 or more.`);
        checkRules(ctx, item.specialRules, item.kind, itemAt, label, add);
      });
    },
  },
  {
    name: 'A model carries no more items of a rule than the rule allows per model',
    check: ({ roster, names, itemRules }, i, add) => {
      const model = roster.models[i]!;
      const [at, name] = [`models[${i}]`, names[i]];
      const itemsWith = (rule: SpecialRule) => model.equipment.filter((_, k) => itemRules[i]![k]!.includes(rule));
      for (const rule of new Set(itemRules[i]!.flat())) {
        if (rule.effects.onePerModel) {
          const items = itemsWith(rule);
          if (items.length > 1) add(`${at}.equipment`, `${name} carries ${count(items.length, `${rule.name} item`)} (${andList(items.map((it) => shown(it.name)))}); a model may carry only one.`);
        }
        if (rule.effects.maxPerModel !== undefined) {
          const items = itemsWith(rule);
          if (items.length > rule.effects.maxPerModel) add(`${at}.equipment`, `${name} carries ${items.length} ${rule.name} weapons; a model may carry up to ${rule.effects.maxPerModel}.`);
        }
      }
    },
  },
  {
    name: 'A model with a Bulky weapon carries no other weapon (all its bombs count as one)',
    check: (ctx, i, add) => {
      const { isBomb, weaponIndexes } = weaponsOf(ctx, i);
      const weaponsCounted = weaponIndexes.filter((k) => !isBomb(k)).length + (weaponIndexes.some(isBomb) ? 1 : 0);
      const name = ctx.names[i];
      ctx.roster.models[i]!.equipment.forEach((it, k) => {
        if (weaponsCounted > 1 && ctx.itemRules[i]![k]!.some((r) => r.effects.noOtherWeapons)) add(`models[${i}].equipment`, `${name}'s ${shown(it.name)} is Bulky, so ${name} may carry no other weapon.`);
      });
    },
  },
];

/** The book's building rules, in the order their problems are listed. */
export const gangChecks: readonly RosterCheck<GangContext>[] = [
  {
    name: 'The agreed game size is a positive number of points, and the gang costs no more',
    check: ({ roster, book }, add) => {
      const { points } = gangPoints(roster, book);
      if (roster.gameSize <= 0) add('gameSize', `The game size is ${roster.gameSize} points; agree on a positive number of points.`);
      else if (points > roster.gameSize) add('gameSize', `The gang costs ${points} points, ${points - roster.gameSize} over the agreed ${roster.gameSize}.`);
    },
  },
  {
    name: 'A gang fields its number of models for every started block of points',
    check: ({ roster, book }, add) => {
      const { points, modelsAllowed } = gangPoints(roster, book);
      if (roster.models.length > modelsAllowed) {
        const { models, pointsPerFraction } = book.gangSize;
        add('models', `The gang has ${count(roster.models.length, 'model')}; at ${points} points it may field ${modelsAllowed} (${models} for every started ${pointsPerFraction} points).`);
      }
    },
  },
  eachModel('Each model’s costs, profile, special rules and gear', ({ roster }) => roster.models.length, modelChecks),
  {
    name: 'A Rare weapon is bought no more often than its limit per gang (a model’s bombs of one kind count once)',
    check: (ctx, add) => {
      const bought = new Map<string, { name: string; rule: SpecialRule; times: number }>();
      ctx.roster.models.forEach((model, i) => {
        const { isBomb, weaponIndexes } = weaponsOf(ctx, i);
        const bombsCounted = new Set<string>();
        for (const k of weaponIndexes) {
          const rare = ctx.itemRules[i]![k]!.find((r) => r.effects.maxPerGang !== undefined);
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
    },
  },
];

/** Every core-book rule the gang sheet breaks, in plain words; [] when it is legal. */
export function checkGang(roster: Roster, book: GangBook): RosterProblem[] {
  return runChecks(gangChecks, gangContext(roster, book));
}
