/**
 * What the Heartbreaker gang builder works out from a gang and the book's tables: the quirks by
 * name and by group, stats after quirks, edits that mean something in the game (a quirk taken or
 * dropped, the leader), names rolled from the weapons' D6 tables, resource actions, the titles across
 * every gang kept, and strike-odds links. Pure functions; the book's tables are always passed in
 * (`HeartbreakerBook`), so the builder island gets them as props and never loads a YAML reader.
 */
import { createRng, type Rng } from '../../engine/rng';
import { nameIndex, sameName } from '../../roster/names';
import { toolHref } from '../../tools/links';
import { strikeOdds } from './tools/refs';
import { shown, who } from '../../common/words';
import { fromModel } from '../../roster/game';
import { ROSTER_VERSION, type Fighter, type Resources, type Roster } from './roster-format';
import type { Quirk, RecruitingRule, Resource, ResourceAction, StartingStat, Title, Weapon } from './schema';
import type { StrikeSetup } from './strike-setup';
import { weaponFill } from './weapon-fill';

/** Everything the gang rules and the builder read from the book (each list in the book's order). */
export interface HeartbreakerBook {
  weapons: readonly Weapon[];
  gear: readonly Quirk[];
  abilities: readonly Quirk[];
  startingStats: readonly StartingStat[];
  recruiting: readonly RecruitingRule[];
  resources: readonly Resource[];
  titles: readonly Title[];
  resourceActions: readonly ResourceAction[];
}

// ---------------------------------------------------------------------------------------------
// Looking up the book's quirks

export type QuirkGroupId = 'weapons' | 'gear' | 'abilities';

/** A quirk as the picker offers it: a weapon, or a gear or ability quirk. */
export type BookQuirk = { group: 'weapons'; entry: Weapon } | { group: 'gear' | 'abilities'; entry: Quirk };

interface Lookup {
  quirk: (name: string) => BookQuirk | undefined;
  weapon: (name: string) => Weapon | undefined;
  title: (name: string) => Title | undefined;
}

const lookups = new WeakMap<HeartbreakerBook, Lookup>();

function lookup(book: HeartbreakerBook): Lookup {
  let l = lookups.get(book);
  if (!l) {
    const quirks = nameIndex<BookQuirk>(
      [
        ...book.weapons.map((entry) => ({ group: 'weapons' as const, entry })),
        ...book.gear.map((entry) => ({ group: 'gear' as const, entry })),
        ...book.abilities.map((entry) => ({ group: 'abilities' as const, entry })),
      ],
      (q) => q.entry.name,
    );
    l = { quirk: quirks.find, weapon: nameIndex(book.weapons, (w) => w.name).find, title: nameIndex(book.titles, (t) => t.name).find };
    lookups.set(book, l);
  }
  return l;
}

/** The book's quirk of that name (any quote, dash, case or spacing style), or undefined. */
export function findQuirk(name: string, book: HeartbreakerBook): BookQuirk | undefined {
  return lookup(book).quirk(name);
}

/** The book's title of that name ("Warlord"), or undefined. */
export function findTitle(name: string, book: HeartbreakerBook): Title | undefined {
  return lookup(book).title(name);
}

/** The book's weapon of that name, or undefined. */
export function findWeapon(name: string, book: HeartbreakerBook): Weapon | undefined {
  return lookup(book).weapon(name);
}

export type QuirkGroup =
  | { id: 'weapons'; label: string; quirks: readonly Weapon[] }
  | { id: 'gear' | 'abilities'; label: string; quirks: readonly Quirk[] };

/** The quirk picker's three groups, each in the book's order. */
export function quirkGroups(book: HeartbreakerBook): QuirkGroup[] {
  return [
    { id: 'weapons', label: 'Weapons', quirks: book.weapons },
    { id: 'gear', label: 'Gear', quirks: book.gear },
    { id: 'abilities', label: 'Abilities', quirks: book.abilities },
  ];
}

/**
 * The fighter's quirks that the book knows, in the fighter's order (unknown names left out), then
 * the Weapon or Gear quirk Prepare for War lends it for the next skirmish (HB 1017: it gains that
 * quirk), unless it already has it.
 */
export function knownQuirks(fighter: Pick<Fighter, 'quirks'> & { tempQuirk?: string | undefined }, book: HeartbreakerBook): BookQuirk[] {
  const find = lookup(book).quirk;
  const out: BookQuirk[] = [];
  for (const name of fighter.quirks) {
    const q = find(name);
    if (q) out.push(q);
  }
  const temp = fighter.tempQuirk === undefined ? undefined : find(fighter.tempQuirk);
  if (temp && temp.group !== 'abilities' && !out.some((q) => q.entry.id === temp.entry.id)) out.push(temp);
  return out;
}

/** The fighter's weapons, in the fighter's order. */
export function fighterWeapons(fighter: Pick<Fighter, 'quirks'> & { tempQuirk?: string | undefined }, book: HeartbreakerBook): Weapon[] {
  return knownQuirks(fighter, book).flatMap((q) => (q.group === 'weapons' ? [q.entry] : []));
}

export interface RecruitingNumbers {
  fighters: number;
  leaders: number;
  quirksPerFighter: number;
  leaderExtraQuirks: number;
}

/** The recipe's numbers (recruiting.yaml): 6 fighters, 1 leader, 4 quirks, 1 more for the leader. */
export function recruiting(book: HeartbreakerBook): RecruitingNumbers {
  const get = (id: string) => {
    const rule = book.recruiting.find((r) => r.id === id);
    if (!rule) throw new Error(`recruiting.yaml has no "${id}"`);
    return rule.count;
  };
  return { fighters: get('fighters'), leaders: get('leaders'), quirksPerFighter: get('quirks-per-fighter'), leaderExtraQuirks: get('leader-extra-quirks') };
}

/** How many quirks this fighter takes: 4, or 5 for the leader. */
export function quirksWanted(fighter: Pick<Fighter, 'leader'>, book: HeartbreakerBook): number {
  const r = recruiting(book);
  return r.quirksPerFighter + (fighter.leader ? r.leaderExtraQuirks : 0);
}

export function startingStat(book: HeartbreakerBook, id: string): { start: number; max?: number } {
  const stat = book.startingStats.find((s) => s.id === id);
  if (!stat) throw new Error(`starting-stats.yaml has no "${id}"`);
  return stat;
}

/** The Akimbo Holster (the gear quirk that needs one of a list of weapons), as the book has it. */
export function holsterQuirk(book: HeartbreakerBook): Quirk | undefined {
  return book.gear.find((q) => q.requiresWeapon);
}

/** The weapons the fighter's Akimbo Holster could dual-wield: those it carries that the holster takes. */
export function akimboChoices(fighter: Pick<Fighter, 'quirks'>, book: HeartbreakerBook): Weapon[] {
  const gear = knownQuirks(fighter, book).flatMap((q) => (q.group === 'weapons' ? [] : [q.entry]));
  const holster = gear.find((q) => q.requiresWeapon);
  if (!holster) return [];
  return fighterWeapons(fighter, book).filter((w) => holster.requiresWeapon!.includes(w.id));
}

// ---------------------------------------------------------------------------------------------
// A new gang and the edits of the builder

/** A new gang as the builder starts it: six unnamed fighters, the first one the leader. */
export function newGang(name: string, book: HeartbreakerBook): Roster {
  const r = recruiting(book);
  return {
    game: 'heartbreaker',
    version: ROSTER_VERSION,
    name,
    fighters: Array.from({ length: r.fighters }, (_, i) => ({ name: '', leader: i < r.leaders, quirks: [], akimbo: null, bounty: 0, meatLost: 0 })),
    resources: { reputation: 0, territory: 0, supply: 0, ammo: 0 },
    arcs: [],
    rivalBounties: [],
    nextSkirmish: [],
    log: [],
  };
}

/** The gang with fighter `index` changed by `change`. */
export function updateFighter(roster: Roster, index: number, change: (f: Fighter) => Fighter): Roster {
  return { ...roster, fighters: roster.fighters.map((f, i) => (i === index ? change(f) : f)) };
}

/**
 * The gang with fighter `index` taking (`on`) or dropping quirk `name`. Dropping matches any spelling
 * of the name. The Akimbo Holster's weapon follows: it is cleared with the holster or the weapon it
 * names, and set when the holster has exactly one weapon of its list to hold.
 */
export function setQuirk(roster: Roster, index: number, name: string, on: boolean, book: HeartbreakerBook): Roster {
  return updateFighter(roster, index, (f) => {
    const has = f.quirks.some((q) => sameName(q, name));
    const quirks = on ? (has ? f.quirks : [...f.quirks, name]) : f.quirks.filter((q) => !sameName(q, name));
    const next = { ...f, quirks };
    const choices = akimboChoices(next, book);
    const holds = f.akimbo !== null && choices.some((w) => sameName(w.name, f.akimbo!));
    const akimbo = holds ? f.akimbo : choices.length === 1 ? choices[0]!.name : null;
    return { ...next, akimbo };
  });
}

/** The gang with fighter `index` made its leader (every other fighter a recruit), or made a recruit. */
export function setLeader(roster: Roster, index: number, leader: boolean): Roster {
  return { ...roster, fighters: roster.fighters.map((f, i) => (i === index ? { ...f, leader } : leader ? { ...f, leader: false } : f)) };
}

/** A recruit added at the end (for a gang that lost or is missing one). */
export function addFighter(roster: Roster): Roster {
  return { ...roster, fighters: [...roster.fighters, { name: '', leader: false, quirks: [], akimbo: null, bounty: 0, meatLost: 0 }] };
}

export function removeFighter(roster: Roster, index: number): Roster {
  return { ...roster, fighters: roster.fighters.filter((_, i) => i !== index) };
}

/** A fighter's name for the builder: its name, or its place ("Fighter 3"). */
export function fighterLabel(fighter: Pick<Fighter, 'name'>, index: number): string {
  return fighter.name.trim() ? shown(fighter.name, 80) : `Fighter ${index + 1}`;
}

/** The gang's leader (the first fighter marked so), or undefined. */
export function leaderOf(roster: Roster): Fighter | undefined {
  return roster.fighters.find((f) => f.leader);
}

// ---------------------------------------------------------------------------------------------
// Stats after quirks

export interface FighterStats {
  actionLimit: number;
  /** Speed in inches now, with Fanatic's bonus when the fighter is at half Meat or less. */
  speed: number;
  /** Speed in inches while above half Meat. */
  baseSpeed: number;
  /** Speed added at half Meat or less (Fanatic), 0 without. */
  halfMeatSpeed: number;
  /** Maximum Meat. */
  meat: number;
  /** Meat left after the Meat lost (never below 0). */
  meatLeft: number;
  /** The most Meat left that counts as half Meat (half the maximum, rounded down). */
  halfMeatAt: number;
  /** Meat left is half the maximum or less. */
  halfMeat: boolean;
  /** Armor (ARMOR dice). */
  armor: number;
  bounty: number;
}

/** The fighter's stat card after its quirks (ruling H6: the quirk lists win over the sample card). */
export function fighterStats(fighter: Fighter, book: HeartbreakerBook): FighterStats {
  let speed = startingStat(book, 'speed').start;
  let armor = startingStat(book, 'armor').start;
  let halfMeatSpeed = 0;
  const seen = new Set<string>();
  for (const q of knownQuirks(fighter, book)) {
    if (seen.has(q.entry.id)) continue; // a repeated quirk counts once (it is a problem anyway)
    seen.add(q.entry.id);
    for (const e of q.entry.effects) {
      if (e.stat === 'always') {
        speed += e.speedModifier ?? 0;
        armor += e.armorDice ?? 0;
      } else if (e.stat === 'at-half-meat') {
        halfMeatSpeed += e.speedModifier ?? 0;
      }
    }
  }
  const meat = startingStat(book, 'meat').start;
  const meatLeft = Math.max(0, meat - Math.max(0, fighter.meatLost));
  const halfMeatAt = Math.floor(meat / 2);
  const halfMeat = meatLeft <= halfMeatAt;
  return {
    actionLimit: startingStat(book, 'action-limit').start,
    speed: halfMeat ? speed + halfMeatSpeed : speed,
    baseSpeed: speed,
    halfMeatSpeed,
    meat,
    meatLeft,
    halfMeatAt,
    halfMeat,
    armor,
    bounty: fighter.bounty,
  };
}

// ---------------------------------------------------------------------------------------------
// Names rolled from the weapon tables

export interface NameSuggestion {
  weapon: Weapon;
  /** The D6 roll, 1 to 6. */
  roll: number;
  name: string;
}

/** Rolls a D6 on a weapon's table of alternative names. */
export function rollWeaponName(weapon: Weapon, rng: Rng): NameSuggestion {
  const roll = rng.die(weapon.altNames.length);
  return { weapon, roll, name: weapon.altNames[roll - 1]! };
}

/**
 * A name suggestion for a fighter: a D6 on the table of one of its weapons (any weapon of the book
 * when it carries none), reproducible from the roller's seed.
 */
export function suggestFighterName(fighter: Pick<Fighter, 'quirks'>, rng: Rng, book: HeartbreakerBook): NameSuggestion {
  const own = fighterWeapons(fighter, book);
  const from = own.length > 0 ? own : book.weapons;
  return rollWeaponName(from[rng.int(0, from.length - 1)]!, rng);
}

/** suggestFighterName with a seed (trimmed, 1 to 64 characters), as the builder rolls it. */
export function suggestNameFromSeed(fighter: Pick<Fighter, 'quirks'>, seed: string, book: HeartbreakerBook): NameSuggestion & { seed: string } {
  const rng = createRng(seed);
  return { ...suggestFighterName(fighter, rng, book), seed: rng.seed };
}

// ---------------------------------------------------------------------------------------------
// Resources: actions and titles

export interface ResourceActionOption {
  action: ResourceAction;
  /** The resource it is paid with, as the book names it ("Supply"). */
  resourceName: string;
  /** How many times the gang could pay for it now. */
  affordable: number;
}

/** Every resource action with its cost and how often the gang can pay for it, in the book's order. */
export function resourceActions(resources: Resources, book: HeartbreakerBook): ResourceActionOption[] {
  return book.resourceActions.map((action) => ({
    action,
    resourceName: book.resources.find((r) => r.id === action.cost.resource)?.name ?? action.cost.resource,
    affordable: Math.max(0, Math.floor(resources[action.cost.resource] / action.cost.amount)),
  }));
}

/** The gang's resources after paying for a resource action, or why it cannot. Never goes below 0. */
export function spendOnAction(resources: Resources, actionId: string, book: HeartbreakerBook): { ok: true; resources: Resources } | { ok: false; message: string } {
  const action = book.resourceActions.find((a) => a.id === actionId);
  if (!action) return { ok: false, message: `There is no resource action “${shown(actionId)}”.` };
  const { resource, amount } = action.cost;
  const have = resources[resource];
  const label = book.resources.find((r) => r.id === resource)?.name ?? resource;
  if (have < amount) return { ok: false, message: `${action.name} costs ${amount} ${label}; the gang has ${have}.` };
  return { ok: true, resources: { ...resources, [resource]: have - amount } };
}

export interface TitleAward {
  title: Title;
  /** Index of the gang holding it in the list given, or null when nobody does. */
  holder: number | null;
  /** Why: the most of the resource, the next in line after a gang that chose another title, or a tie / nobody with any. */
  reason: 'most' | 'next-in-line' | 'tie' | 'none';
}

export interface TitlesResult {
  awards: TitleAward[];
  /** Gangs that lead in more than one resource and have not said which title they keep. */
  choices: { gang: number; titles: Title[] }[];
  /** Every gang that leads in more than one resource, with the titles it leads (chosen or not). */
  leads: { gang: number; titles: Title[] }[];
}

/**
 * The four titles across a collection of gangs (the book compares every gang you keep). `chosen` maps
 * a gang's index to the title id it keeps when it leads in several; until it chooses, it provisionally
 * keeps the first of them in the book's order and is listed in `choices`. Ruling H12: each title it
 * does not keep goes to the gang second in that resource, whether or not that gang holds a title
 * already; a gang that then leads in several chooses in turn, and so on.
 */
export function titles(gangs: readonly { resources: Resources }[], chosen: Readonly<Record<number, string>>, book: HeartbreakerBook): TitlesResult {
  const titleList = book.titles;
  // excluded.get(title) = the gangs that led it and kept another title: the title passes them by.
  const excluded = new Map<string, Set<number>>(titleList.map((t) => [t.id, new Set<number>()]));
  const ledEver = new Map<number, Title[]>();
  const leaderOf = (t: Title): { holder: number | null; reason: TitleAward['reason'] } => {
    const eligible = gangs.map((g, i) => ({ i, n: g.resources[t.resource] })).filter(({ i, n }) => !excluded.get(t.id)!.has(i) && n > 0);
    const top = Math.max(0, ...eligible.map((e) => e.n));
    const leaders = eligible.filter((e) => e.n === top && top > 0);
    if (leaders.length === 0) return { holder: null, reason: 'none' };
    if (leaders.length > 1) return { holder: null, reason: 'tie' };
    return { holder: leaders[0]!.i, reason: excluded.get(t.id)!.size > 0 ? 'next-in-line' : 'most' };
  };
  // Exclusions only grow, so this ends within (gangs x titles) rounds.
  for (let round = 0; round <= gangs.length * titleList.length; round++) {
    const leads = new Map<number, Title[]>();
    for (const t of titleList) {
      const { holder } = leaderOf(t);
      if (holder !== null) leads.set(holder, [...(leads.get(holder) ?? []), t]);
    }
    const several = [...leads].filter(([, led]) => led.length > 1);
    if (several.length === 0) break;
    for (const [gang, led] of several) {
      const ever = ledEver.get(gang) ?? [];
      ledEver.set(gang, [...ever, ...led.filter((t) => !ever.includes(t))]);
      const pick = led.find((t) => t.id === chosen[gang]) ?? led[0]!;
      for (const t of led) if (t !== pick) excluded.get(t.id)!.add(gang);
    }
  }
  const sorted = (list: Title[]) => titleList.filter((t) => list.includes(t));
  const leads = [...ledEver].map(([gang, led]) => ({ gang, titles: sorted(led) })).sort((a, b) => a.gang - b.gang);
  return {
    awards: titleList.map((t) => ({ title: t, ...leaderOf(t) })),
    choices: leads.filter((l) => !l.titles.some((t) => t.id === chosen[l.gang])),
    leads,
  };
}

export interface DeviceTitles extends TitlesResult {
  /** The gangs compared, in the order the awards' `holder` indexes. */
  gangs: readonly Roster[];
  /** Index of the open gang among `gangs`, or null when it is not compared (not saved on this device). */
  open: number | null;
}

/**
 * The titles across every gang saved on this device, with each gang's own choice (`keptTitle`) where
 * it leads in several. `open` is the open gang as it is now; when `openId` names a saved gang it
 * stands in for that gang's saved copy, and a gang not saved (opened from a link) is not compared.
 */
export function titlesOnDevice(saved: readonly { id: string; roster: Roster }[], open: Roster, openId: string | null, book: HeartbreakerBook): DeviceTitles {
  const gangs = saved.map((s) => (s.id === openId ? open : s.roster));
  const openIndex = openId === null ? -1 : saved.findIndex((s) => s.id === openId);
  const chosen: Record<number, string> = {};
  gangs.forEach((g, i) => {
    const t = g.keptTitle === undefined ? undefined : lookup(book).title(g.keptTitle);
    if (t) chosen[i] = t.id;
  });
  return { ...titles(gangs, chosen, book), gangs, open: openIndex < 0 ? null : openIndex };
}

/**
 * Prepare for War: the Weapon or Gear quirk fighter `index` holds for the next skirmish only, kept
 * apart from its own quirks (never counted among them, never a building problem); '' takes it away.
 */
export function setTempQuirk(roster: Roster, index: number, name: string): Roster {
  return updateFighter(roster, index, (f) => {
    const { tempQuirk: _, ...rest } = f;
    return name.trim() === '' ? rest : { ...rest, tempQuirk: name };
  });
}

/** After the skirmish: every Prepare for War quirk gone, and what went, in words. */
export function clearTempQuirks(roster: Roster): { roster: Roster; changes: string[] } {
  const changes = roster.fighters.flatMap((f, i) => (f.tempQuirk ? [`${fighterLabel(f, i)} gives back ${f.tempQuirk} (Prepare for War)`] : []));
  const fighters = roster.fighters.map((f) => {
    const { tempQuirk: _, ...rest } = f;
    return rest;
  });
  return { roster: { ...roster, fighters }, changes };
}

/** The titles the open gang's leader holds, worked out across the gangs on this device (none when it is not saved). */
export function openGangTitles(saved: readonly { id: string; roster: Roster }[], open: Roster, openId: string | null, book: HeartbreakerBook): Title[] {
  const result = titlesOnDevice(saved, open, openId, book);
  return result.open === null ? [] : result.awards.filter((a) => a.holder === result.open).map((a) => a.title);
}

/** The gang with the title it keeps when it leads in several (undefined: no choice made). */
export function keepTitle(roster: Roster, titleName: string | undefined): Roster {
  const { keptTitle: _, ...rest } = roster;
  return titleName === undefined || titleName === '' ? rest : { ...rest, keptTitle: titleName };
}

// ---------------------------------------------------------------------------------------------
// Strike-odds links

/**
 * The strike-odds tool's fields (the names of /heartbreaker/tools/strike-odds/'s link) for a fighter
 * striking with one of its weapons, or null when it does not carry that weapon. Only fields the
 * fighter decides are given; the target's and the situation's stay at the tool's defaults.
 */
export function strikeLinkFields(
  roster: Roster,
  fighterIndex: number,
  weaponName: string,
  options: { dualWield?: boolean; luckUsed?: boolean },
  book: HeartbreakerBook,
): Partial<StrikeSetup> | null {
  const fighter = roster.fighters[fighterIndex];
  if (!fighter) return null;
  const weapon = lookup(book).weapon(weaponName);
  if (!weapon || !fighterWeapons(fighter, book).includes(weapon)) return null;
  const quirks = knownQuirks(fighter, book);
  const has = (pred: (q: BookQuirk) => boolean) => quirks.some(pred);
  const stats = fighterStats(fighter, book);
  const fill = weaponFill(weapon, { reroll: 'none' });
  const luckyCharm = has((q) => q.group !== 'weapons' && q.entry.effects.some((e) => e.reroll === 'punch'));
  const gangFanatic = roster.fighters.some((f) => knownQuirks(f, book).some((q) => q.entry.effects.some((e) => e.strikesBackAtZero === true)));
  const akimbo = fighter.akimbo !== null && lookup(book).weapon(fighter.akimbo) === weapon && has((q) => q.group !== 'weapons' && !!q.entry.requiresWeapon);
  return {
    ...fill,
    // A Lucky Charm's re-roll is once a round (HB 759): none once it is used; a Longshot's stays.
    reroll: fill.reroll === 'none' && luckyCharm && options.luckUsed !== true ? 'punch' : fill.reroll,
    dualWield: akimbo && options.dualWield === true,
    speed: stats.speed,
    attackerArmor: stats.armor,
    attackerMeat: Math.max(1, stats.meatLeft),
    strikesBackAtZero: gangFanatic,
    bloodthirsty: has((q) => q.entry.effects.some((e) => e.deniesSecondWind === true)),
  };
}

export interface StrikeLink {
  weapon: Weapon;
  dualWield: boolean;
  href: string;
}

/** The fighter's strike-odds links: one per weapon, and a dual-wielded one for its Akimbo Holster's weapon. */
export function strikeLinks(roster: Roster, fighterIndex: number, book: HeartbreakerBook): StrikeLink[] {
  const fighter = roster.fighters[fighterIndex];
  if (!fighter) return [];
  const out: StrikeLink[] = [];
  for (const weapon of new Set(fighterWeapons(fighter, book))) {
    for (const dualWield of [false, true]) {
      const fields = strikeLinkFields(roster, fighterIndex, weapon.name, { dualWield }, book);
      if (!fields || fields.dualWield !== dualWield) continue;
      const label = `${who(fighter.name, 'Fighter', fighterIndex)} with ${weapon.name}${dualWield ? ', dual-wielded' : ''}`;
      out.push({ weapon, dualWield, href: toolHref(strikeOdds, fields, { from: fromModel('heartbreaker', roster.name, fighterIndex, label, 'gang') }) });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The quirk picker's rules, worked out from the quirks' own fields

const nameList = (names: readonly string[], word: 'and' | 'or') => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${word} ${names[names.length - 1]}`);

/** The building rules that come with a group's quirks, in our words (shown above the group's choices). */
export function groupRules(group: QuirkGroup, book: HeartbreakerBook): string[] {
  if (group.id === 'weapons') return ['Range and PUNCH as the book prints them. A fighter may carry any number of weapons, or none.'];
  const rules: string[] = [];
  const tags = new Map<string, string[]>();
  for (const q of group.quirks) if (q.limitOnePerFighter) tags.set(q.limitOnePerFighter, [...(tags.get(q.limitOnePerFighter) ?? []), q.name]);
  for (const [tag, names] of tags) rules.push(`At most one ${tag === 'armor' ? 'armour' : tag} quirk per fighter: ${nameList(names, 'or')}.`);
  for (const q of group.quirks) {
    if (q.requiresWeapon) {
      const weapons = q.requiresWeapon.flatMap((id) => book.weapons.filter((w) => w.id === id).map((w) => w.name));
      rules.push(`${q.name} only with a ${nameList(weapons, 'or')} on the same fighter; pick which one it holds.`);
    }
    if (q.effects.some((e) => e.forbidsArmor)) rules.push(`${q.name}: the fighter may take no armour quirk.`);
    if (q.fightersPerGang) rules.push(`${q.name} goes on exactly ${q.fightersPerGang} fighters of the gang, or on none.`);
  }
  return rules;
}
