/**
 * The Heartbreaker gang format (version 1, documented in roster.ts) and the book's recruiting rules
 * with the book's tables passed in. roster.ts is the public contract (parseRoster / checkRoster); the
 * builder imports this module instead, so the browser never loads the YAML reader behind checkRoster.
 */
import * as z from 'zod/mini';
import { defineRosterFormat } from '../../roster/format';
import type { RosterProblem } from '../../roster/game';
import { andList, count, orList, shown, who } from '../../common/words';
import { findQuirk, findTitle, findWeapon, quirksWanted, recruiting, startingStat, type BookQuirk, type HeartbreakerBook } from './roster-rules';
import type { Quirk } from './schema';

export const ROSTER_VERSION = 1;
/** Longest name we keep (the gang, a fighter, a quirk). */
export const MAX_NAME = 80;
/** Fighters in a file: a gang has six, so thirty leaves room for house rules and nothing silly. */
export const MAX_FIGHTERS = 30;
export const MAX_QUIRKS = 20;
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
});

const resourcesSchema = z.strictObject({ reputation: whole, territory: whole, supply: whole, ammo: whole });

const rosterSchema = z.strictObject({
  game: z.literal('heartbreaker'),
  version: z.literal(ROSTER_VERSION),
  name: text,
  fighters: z.array(fighterSchema).check(z.maxLength(MAX_FIGHTERS)),
  resources: resourcesSchema,
  /** Optional: the title the gang keeps when it leads in more than one resource. */
  keptTitle: z.optional(text),
});

export type Roster = z.infer<typeof rosterSchema>;
export type Fighter = Roster['fighters'][number];
export type Resources = Roster['resources'];
export type ResourceKind = keyof Resources;

export const rosterFormat = defineRosterFormat<Roster>({ game: 'heartbreaker', version: ROSTER_VERSION, schema: rosterSchema });

/** Any version of the gang format (parsed JSON or the file's text) to a gang; throws RosterFormatError naming the bad field. */
export function parseRoster(input: unknown): Roster {
  return rosterFormat.parse(input);
}

/** Every recruiting rule of the book the gang breaks, in our words, with the book's tables passed in. */
export function checkGang(roster: Roster, book: HeartbreakerBook): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const add = (where: string, message: string) => problems.push({ where, message });
  const rules = recruiting(book);
  const recruits = rules.fighters - rules.leaders;

  if (!roster.name.trim()) add('name', 'The gang has no name yet: the book asks you to name it.');

  if (roster.fighters.length !== rules.fighters) {
    add('fighters', `The gang has ${count(roster.fighters.length, 'fighter')}; a gang starts with exactly ${rules.fighters} (${rules.leaders} leader and ${recruits} recruits).`);
  }
  const leaders = roster.fighters.flatMap((f, i) => (f.leader ? [who(f.name, 'fighter', i)] : []));
  if (leaders.length === 0) add('fighters', 'No fighter is marked as the leader; mark exactly one.');
  else if (leaders.length > rules.leaders) add('fighters', `${count(leaders.length, 'fighter')} are marked as the leader (${andList(leaders)}); a gang has exactly ${rules.leaders}.`);

  const armourTags = new Set<string>();
  for (const g of [...book.gear, ...book.abilities]) if (g.limitOnePerFighter) armourTags.add(g.limitOnePerFighter);
  const bountyStat = startingStat(book, 'bounty');
  const meat = startingStat(book, 'meat').start;
  const perGang = new Map<string, { quirk: Quirk; holders: string[] }>();
  for (const q of [...book.gear, ...book.abilities]) if (q.fightersPerGang) perGang.set(q.id, { quirk: q, holders: [] });

  roster.fighters.forEach((fighter, i) => {
    const at = `fighters[${i}]`;
    const name = who(fighter.name, 'fighter', i);
    if (!fighter.name.trim()) add(`${at}.name`, `Fighter ${i + 1} has no name yet: the book asks you to name every fighter.`);

    const wanted = quirksWanted(fighter, book);
    if (fighter.quirks.length !== wanted) {
      add(`${at}.quirks`, `${name} has ${count(fighter.quirks.length, 'quirk')}; ${fighter.leader ? 'the leader' : 'a recruit'} takes ${wanted}, all different.`);
    }

    const known: BookQuirk[] = [];
    const seen = new Set<string>();
    fighter.quirks.forEach((quirkName, j) => {
      const q = findQuirk(quirkName, book);
      if (!q) {
        add(`${at}.quirks[${j}]`, `${name}: “${shown(quirkName)}” is not a quirk in the book.`);
        return;
      }
      if (seen.has(q.entry.id)) {
        add(`${at}.quirks[${j}]`, `${name} has ${q.entry.name} twice; a fighter's quirks must all be different.`);
        return;
      }
      seen.add(q.entry.id);
      known.push(q);
    });

    const gearAndAbilities = known.flatMap((q) => (q.group === 'weapons' ? [] : [q.entry]));
    const weapons = known.flatMap((q) => (q.group === 'weapons' ? [q.entry] : []));
    for (const tag of armourTags) {
      const tagged = gearAndAbilities.filter((q) => q.limitOnePerFighter === tag);
      if (tagged.length > 1) add(`${at}.quirks`, `${name} has ${andList(tagged.map((q) => q.name))}; a fighter may take only one armour quirk.`);
      const forbidding = gearAndAbilities.find((q) => q.effects.some((e) => e.forbidsArmor));
      if (forbidding && tagged.length > 0) {
        add(`${at}.quirks`, `${name} is ${forbidding.name}, so it cannot have armour: drop ${orList(tagged.map((q) => q.name))} or ${forbidding.name}.`);
      }
    }

    const holster = gearAndAbilities.find((q) => q.requiresWeapon);
    const allowed = (holster?.requiresWeapon ?? []).flatMap((id) => book.weapons.filter((w) => w.id === id));
    const carried = allowed.filter((w) => weapons.includes(w));
    const allowedNames = orList(allowed.map((w) => w.name));
    if (holster && carried.length === 0) {
      add(`${at}.quirks`, `${name} has ${holster.name}, which needs a ${allowedNames} on the same fighter.`);
    }
    if (holster && fighter.akimbo === null && carried.length > 0) {
      add(`${at}.akimbo`, `${name}: choose which weapon the ${holster.name} dual-wields (${orList(carried.map((w) => w.name))}).`);
    }
    if (fighter.akimbo !== null) {
      const named = findWeapon(fighter.akimbo, book);
      if (!holster) {
        add(`${at}.akimbo`, `${name} has no Akimbo Holster, so it has no weapon to dual-wield (it names “${shown(fighter.akimbo)}”).`);
      } else if (!named) {
        add(`${at}.akimbo`, `${name}: “${shown(fighter.akimbo)}” is not a weapon in the book; the ${holster.name} dual-wields a ${allowedNames}.`);
      } else if (!allowed.includes(named)) {
        add(`${at}.akimbo`, `${name}: the ${holster.name} dual-wields only a ${allowedNames}, not a ${named.name}.`);
      } else if (!weapons.includes(named)) {
        add(`${at}.akimbo`, `${name}: the ${holster.name} dual-wields a ${named.name}, but ${name} does not carry one.`);
      }
    }

    for (const q of gearAndAbilities) perGang.get(q.id)?.holders.push(name);

    const maxBounty = bountyStat.max ?? Infinity;
    if (fighter.bounty < 0 || fighter.bounty > maxBounty) add(`${at}.bounty`, `${name}'s Bounty is ${fighter.bounty}; a Bounty runs from 0 to ${maxBounty}.`);
    if (fighter.meatLost < 0) add(`${at}.meatLost`, `${name}'s Meat lost is ${fighter.meatLost}; it cannot be below 0.`);
    else if (fighter.meatLost > meat) add(`${at}.meatLost`, `${name} has lost ${fighter.meatLost} Meat, more than the ${meat} a fighter has.`);
  });

  for (const { quirk, holders } of perGang.values()) {
    const needed = quirk.fightersPerGang!;
    if (holders.length > 0 && holders.length !== needed) {
      add('fighters', `${quirk.name} is on ${count(holders.length, 'fighter')} (${andList(holders)}); it goes on exactly ${needed} fighters of the gang, or on none.`);
    }
  }

  for (const r of book.resources) {
    const kind = r.id as ResourceKind;
    if (roster.resources[kind] < 0) add(`resources.${kind}`, `${r.name} is ${roster.resources[kind]}; a gang cannot hold less than none.`);
  }

  if (roster.keptTitle !== undefined && !findTitle(roster.keptTitle, book)) {
    add('keptTitle', `“${shown(roster.keptTitle)}” is not a title in the book (${orList(book.titles.map((t) => t.name))}).`);
  }
  return problems;
}
