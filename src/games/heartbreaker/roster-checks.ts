/**
 * The book's recruiting rules as small named checks, with the book's tables passed in. roster.ts is
 * the public contract (checkRoster); the builder imports checkGang from here, so the browser never
 * loads the YAML reader behind checkRoster.
 */
import { eachModel, runChecks, type ModelCheck, type RosterCheck } from '../../common/checks';
import type { RosterProblem } from '../../roster/game';
import { andList, count, orList, shown, who } from '../../common/words';
import type { ResourceKind, Roster } from './roster-format';
import { findQuirk, findTitle, findWeapon, quirksWanted, recruiting, startingStat, type BookQuirk, type HeartbreakerBook, type RecruitingNumbers } from './roster-rules';
import type { Quirk, Weapon } from './schema';

/** The resource action that lends the temporary quirks, and how many fighters it lends one to (HB 1017). */
export const PREPARE_FOR_WAR = 'prepare-for-war';
export const PREPARED_FIGHTERS = 3;

/** What every check reads: the gang, the book and what is worked out once. */
export interface GangContext {
  roster: Roster;
  book: HeartbreakerBook;
  rules: RecruitingNumbers;
  /** Each fighter's name for messages ("Fighter 3" when it has none). */
  names: string[];
  /** Each fighter's quirks the book knows, each once, in the fighter's order. */
  known: BookQuirk[][];
}

/** The context the checks read, worked out once per roster. */
export function gangContext(roster: Roster, book: HeartbreakerBook): GangContext {
  return {
    roster,
    book,
    rules: recruiting(book),
    names: roster.fighters.map((f, i) => who(f.name, 'fighter', i)),
    known: roster.fighters.map((f) => {
      const seen = new Set<string>();
      return f.quirks.flatMap((name) => {
        const q = findQuirk(name, book);
        if (!q || seen.has(q.entry.id)) return [];
        seen.add(q.entry.id);
        return [q];
      });
    }),
  };
}

const gearAndAbilitiesOf = (known: readonly BookQuirk[]): Quirk[] => known.flatMap((q) => (q.group === 'weapons' ? [] : [q.entry]));
const weaponsOf = (known: readonly BookQuirk[]): Weapon[] => known.flatMap((q) => (q.group === 'weapons' ? [q.entry] : []));

/** The checks on one fighter, in the order its problems are listed. */
export const fighterChecks: readonly ModelCheck<GangContext>[] = [
  {
    name: 'Every fighter has a name',
    check: ({ roster }, i, add) => {
      if (!roster.fighters[i]!.name.trim()) add(`fighters[${i}].name`, `Fighter ${i + 1} has no name yet: the book asks you to name every fighter.`);
    },
  },
  {
    name: 'A recruit takes its number of quirks, the leader one more',
    check: ({ roster, book, names }, i, add) => {
      const fighter = roster.fighters[i]!;
      const wanted = quirksWanted(fighter, book);
      if (fighter.quirks.length !== wanted) {
        add(`fighters[${i}].quirks`, `${names[i]} has ${count(fighter.quirks.length, 'quirk')}; ${fighter.leader ? 'the leader' : 'a recruit'} takes ${wanted}, all different.`);
      }
    },
  },
  {
    name: 'Quirks are the book’s, all different',
    check: ({ roster, book, names }, i, add) => {
      const seen = new Set<string>();
      roster.fighters[i]!.quirks.forEach((quirkName, j) => {
        const q = findQuirk(quirkName, book);
        if (!q) return add(`fighters[${i}].quirks[${j}]`, `${names[i]}: “${shown(quirkName)}” is not a quirk in the book.`);
        if (seen.has(q.entry.id)) return add(`fighters[${i}].quirks[${j}]`, `${names[i]} has ${q.entry.name} twice; a fighter's quirks must all be different.`);
        seen.add(q.entry.id);
      });
    },
  },
  {
    name: 'A fighter takes at most one armour quirk, and none with a quirk that forbids armour',
    check: ({ book, names, known }, i, add) => {
      const armourTags = new Set<string>();
      for (const g of [...book.gear, ...book.abilities]) if (g.limitOnePerFighter) armourTags.add(g.limitOnePerFighter);
      const gearAndAbilities = gearAndAbilitiesOf(known[i]!);
      const name = names[i]!;
      for (const tag of armourTags) {
        const tagged = gearAndAbilities.filter((q) => q.limitOnePerFighter === tag);
        if (tagged.length > 1) add(`fighters[${i}].quirks`, `${name} has ${andList(tagged.map((q) => q.name))}; a fighter may take only one armour quirk.`);
        const forbidding = gearAndAbilities.find((q) => q.effects.some((e) => e.forbidsArmor));
        if (forbidding && tagged.length > 0) {
          add(`fighters[${i}].quirks`, `${name} is ${forbidding.name}, so it cannot have armour: drop ${orList(tagged.map((q) => q.name))} or ${forbidding.name}.`);
        }
      }
    },
  },
  {
    name: 'The Akimbo Holster needs one of its weapons on the fighter, and names the one it dual-wields',
    check: ({ roster, book, names, known }, i, add) => {
      const fighter = roster.fighters[i]!;
      const at = `fighters[${i}]`;
      const name = names[i]!;
      const weapons = weaponsOf(known[i]!);
      const holster = gearAndAbilitiesOf(known[i]!).find((q) => q.requiresWeapon);
      const allowed = (holster?.requiresWeapon ?? []).flatMap((id) => book.weapons.filter((w) => w.id === id));
      const carried = allowed.filter((w) => weapons.includes(w));
      const allowedNames = orList(allowed.map((w) => w.name));
      if (holster && carried.length === 0) {
        add(`${at}.quirks`, `${name} has ${holster.name}, which needs a ${allowedNames} on the same fighter.`);
      }
      if (holster && fighter.akimbo === null && carried.length > 0) {
        add(`${at}.akimbo`, `${name}: choose which weapon the ${holster.name} dual-wields (${orList(carried.map((w) => w.name))}).`);
      }
      if (fighter.akimbo === null) return;
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
    },
  },
  {
    name: 'A Bounty runs from 0 to its most',
    check: ({ roster, book, names }, i, add) => {
      const bounty = roster.fighters[i]!.bounty;
      const maxBounty = startingStat(book, 'bounty').max ?? Infinity;
      if (bounty < 0 || bounty > maxBounty) add(`fighters[${i}].bounty`, `${names[i]}'s Bounty is ${bounty}; a Bounty runs from 0 to ${maxBounty}.`);
    },
  },
  {
    name: 'Meat lost runs from 0 to the Meat a fighter has',
    check: ({ roster, book, names }, i, add) => {
      const { meatLost } = roster.fighters[i]!;
      const meat = startingStat(book, 'meat').start;
      if (meatLost < 0) add(`fighters[${i}].meatLost`, `${names[i]}'s Meat lost is ${meatLost}; it cannot be below 0.`);
      else if (meatLost > meat) add(`fighters[${i}].meatLost`, `${names[i]} has lost ${meatLost} Meat, more than the ${meat} a fighter has.`);
    },
  },
];

/** The book's recruiting rules, in the order their problems are listed. */
export const gangChecks: readonly RosterCheck<GangContext>[] = [
  {
    name: 'The gang has a name',
    check: ({ roster }, add) => {
      if (!roster.name.trim()) add('name', 'The gang has no name yet: the book asks you to name it.');
    },
  },
  {
    name: 'A gang starts with its number of fighters',
    check: ({ roster, rules }, add) => {
      if (roster.fighters.length !== rules.fighters) {
        add('fighters', `The gang has ${count(roster.fighters.length, 'fighter')}; a gang starts with exactly ${rules.fighters} (${rules.leaders} leader and ${rules.fighters - rules.leaders} recruits).`);
      }
    },
  },
  {
    name: 'Exactly one fighter is the leader',
    check: ({ roster, rules, names }, add) => {
      const leaders = roster.fighters.flatMap((f, i) => (f.leader ? [names[i]!] : []));
      if (leaders.length === 0) add('fighters', 'No fighter is marked as the leader; mark exactly one.');
      else if (leaders.length > rules.leaders) add('fighters', `${count(leaders.length, 'fighter')} are marked as the leader (${andList(leaders)}); a gang has exactly ${rules.leaders}.`);
    },
  },
  eachModel('Each fighter’s name, quirks, Bounty and Meat', ({ roster }) => roster.fighters.length, fighterChecks),
  {
    name: 'A quirk taken by a set number of fighters is on exactly that many, or on none',
    check: ({ book, names, known }, add) => {
      const perGang = new Map<string, { quirk: Quirk; holders: string[] }>();
      for (const q of [...book.gear, ...book.abilities]) if (q.fightersPerGang) perGang.set(q.id, { quirk: q, holders: [] });
      known.forEach((quirks, i) => {
        for (const q of gearAndAbilitiesOf(quirks)) perGang.get(q.id)?.holders.push(names[i]!);
      });
      for (const { quirk, holders } of perGang.values()) {
        const needed = quirk.fightersPerGang!;
        if (holders.length > 0 && holders.length !== needed) {
          add('fighters', `${quirk.name} is on ${count(holders.length, 'fighter')} (${andList(holders)}); it goes on exactly ${needed} fighters of the gang, or on none.`);
        }
      }
    },
  },
  {
    name: 'A gang holds none or more of each resource',
    check: ({ roster, book }, add) => {
      for (const r of book.resources) {
        const kind = r.id as ResourceKind;
        if (roster.resources[kind] < 0) add(`resources.${kind}`, `${r.name} is ${roster.resources[kind]}; a gang cannot hold less than none.`);
      }
    },
  },
  {
    name: 'Prepare for War: three fighters, each one more Weapon or Gear quirk it may hold',
    check: ({ roster, book, names, known }, add) => {
      const holders = roster.fighters.flatMap((f, i) => (f.tempQuirk ? [i] : []));
      if (holders.length === 0) return;
      // HB 1017: the action, paid for, lends a quirk to three fighters for the next skirmish.
      // A file too broken to parse (more fighters than a gang holds) is checked as written, maybe without the list.
      const paid = (roster as { nextSkirmish?: readonly string[] }).nextSkirmish ?? [];
      if (!paid.includes(PREPARE_FOR_WAR)) {
        add('nextSkirmish', `${andList(holders.map((i) => names[i]!))} ${holders.length === 1 ? 'holds a' : 'hold'} Prepare for War quirk${holders.length === 1 ? '' : 's'}, but Prepare for War is not paid for: pay it with its button, or take ${holders.length === 1 ? 'it' : 'them'} away.`);
      }
      if (holders.length > PREPARED_FIGHTERS) add('fighters', `${count(holders.length, 'fighter')} hold a Prepare for War quirk (${andList(holders.map((i) => names[i]!))}); it lends one to ${PREPARED_FIGHTERS} fighters.`);
      for (const i of holders) {
        const at = `fighters[${i}].tempQuirk`;
        const temp = findQuirk(roster.fighters[i]!.tempQuirk!, book);
        if (!temp || temp.group === 'abilities') {
          add(at, `${names[i]}: “${shown(roster.fighters[i]!.tempQuirk!)}” is not a Weapon or Gear quirk in the book; Prepare for War lends only those.`);
          continue;
        }
        if (known[i]!.some((q) => q.entry.id === temp.entry.id)) add(at, `${names[i]} already has ${temp.entry.name}; Prepare for War lends an additional quirk.`);
        if (temp.group !== 'gear' || !temp.entry.limitOnePerFighter) continue;
        // HB 745, 749 and 815 (H7): one armour quirk per fighter, none with Lightweight.
        const own = gearAndAbilitiesOf(known[i]!);
        const armour = own.find((q) => q.limitOnePerFighter === temp.entry.limitOnePerFighter);
        const forbidding = own.find((q) => q.effects.some((e) => e.forbidsArmor));
        if (armour) add(at, `${names[i]} already has ${armour.name}; a fighter may have only one armour quirk, so it cannot borrow ${temp.entry.name}.`);
        if (forbidding) add(at, `${names[i]} is ${forbidding.name}, so it cannot have armour: it cannot borrow ${temp.entry.name}.`);
      }
    },
  },
  {
    name: 'A kept title is one of the book’s',
    check: ({ roster, book }, add) => {
      if (roster.keptTitle !== undefined && !findTitle(roster.keptTitle, book)) {
        add('keptTitle', `“${shown(roster.keptTitle)}” is not a title in the book (${orList(book.titles.map((t) => t.name))}).`);
      }
    },
  },
];

/** Every recruiting rule of the book the gang breaks, in our words, with the book's tables passed in. */
export function checkGang(roster: Roster, book: HeartbreakerBook): RosterProblem[] {
  return runChecks(gangChecks, gangContext(roster, book));
}
