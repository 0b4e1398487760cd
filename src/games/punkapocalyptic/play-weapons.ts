/**
 * What a Punkapocalyptic model can fire or swing in a game, and what the game has done to it: each
 * weapon once by name with the rules that change its use (Kaboom! on the weapon or on its ammunition,
 * P14; Disposable and Bomb; Fuel; Dead slow; Firearm; Automatic; Template, P15; Bulky), and the
 * model's state as the play view keeps it (bullets left, jams, uses, charges, reloads, Prone, an
 * electric shock, Toughness lost to Contaminated terrain). Read by the play rules (./play.ts) and the
 * odds on the cards (./play-odds.ts), so both say the same.
 */
import type { ModelPlay } from '../../play';
import { normalizeName } from '../../roster/names';
import { shown } from '../../common/words';
import type { Item, Model, Roster } from './roster-format';
import { isWeapon, kaboomOf, modelProfile, rulesOf, type GangBook } from './roster-rules';

/** Counter and flag ids of a model in play. `bullets`, `jams`, `uses` and `fuel-<i>` are the first version's and keep their meaning. */
export const PUNK_IDS = {
  /** Bullets spent or given away (counted up; the first version's "secret bullets spent"). */
  BULLETS: 'bullets',
  /** Bullets received from a friend (Swap Bullets) or otherwise gained. */
  BULLETS_IN: 'bullets-in',
  /** The first version's one jam counter for all of a model's Kaboom! weapons (read, no longer offered). */
  JAMS: 'jams',
  /** The first version's one counter for all Disposable weapons and bombs (read, no longer offered). */
  USES: 'uses',
  fuel: (item: number) => `fuel-${item}`,
  /** Weapons of one name jammed by Kaboom!. */
  jammed: (item: number) => `jammed-${item}`,
  /** Disposable weapons or bombs of one name used. */
  used: (item: number) => `used-${item}`,
  /** Actions still needed to reload a Dead slow weapon. */
  reload: (item: number) => `reload-${item}`,
  /** Hits the model withstands before it is Downed (an own rule, l.627). */
  HITS: 'hits',
  /** Toughness lost for good to Contaminated terrain in this game (l.339). */
  CONTAMINATED: 'contaminated',
  DEFENSIVE_FIRE: 'defensive-fire',
  SHOCKED: 'shocked',
  /** Set at the first Next round after the shock, so the second one clears it. */
  SHOCK_SEEN: 'shock-seen',
  POISONED: 'poisoned',
  /** Downed, finishing its activation (Berserker, l.899). */
  BERSERK: 'berserk',
  /** Set at the first Next round while finishing its activation: the second one takes it out. */
  BERSERK_SEEN: 'berserk-seen',
} as const;

/** The name the odds give a weapon's Automatic burst: "Automatic rifle (automatic burst)". */
export const BURST = ' (automatic burst)';
/** The name of a Bulky ranged weapon swung in close combat: "Big gun as a Heavy mace". */
export const AS_MACE = ' as a Heavy mace';
/** Shots in an Automatic burst: the shot and two free ones (l.867). */
export const BURST_SHOTS = 3;

export const weaponName = (item: Item): string => shown(item.name) || (item.kind === 'ranged' ? 'Ranged weapon' : 'Melee weapon');

/** One weapon of a model by name (identical weapons, such as three bombs, together). */
export interface WeaponGroup {
  name: string;
  kind: 'ranged' | 'melee';
  /** The items of this name, in the order carried; the first gives the ids. */
  items: number[];
  first: number;
  item: Item;
  /** Kaboom! on the weapon ('weapon') or on ammunition it fires ('ammo', P14). */
  kaboom: 'weapon' | 'ammo' | null;
  /** How many of the items are one-use (Disposable, Bomb). */
  disposable: number;
  /** The Fuel (X) items that feed it: the weapon itself, or fuel gear for a Template or Incendiary weapon. */
  fuel: { item: number; charges: number }[];
  deadSlow: number | null;
  firearm: boolean;
  automatic: boolean;
  template: boolean;
  bulky: boolean;
}

const groupsMemo = new WeakMap<GangBook, WeakMap<Model, WeaponGroup[]>>();

/** The model's weapons, each name once, with what changes their use. */
export function weaponGroups(model: Model, book: GangBook): WeaponGroup[] {
  let byModel = groupsMemo.get(book);
  if (!byModel) groupsMemo.set(book, (byModel = new WeakMap()));
  let groups = byModel.get(model);
  if (!groups) byModel.set(model, (groups = workOutGroups(model, book)));
  return groups;
}

function workOutGroups(model: Model, book: GangBook): WeaponGroup[] {
  const ids = (item: Item) => rulesOf(item.specialRules, book).map((r) => r.id);
  const fuelOf = (item: Item) => item.specialRules.find((ref) => rulesOf([ref], book)[0]?.id === 'fuel');
  const weapons = model.equipment.flatMap((item, i) => (isWeapon(item) ? [{ item, i, rules: ids(item) }] : []));
  const fuelGear = model.equipment.flatMap((item, i) => {
    const f = item.kind === 'equipment' ? fuelOf(item) : undefined;
    return f ? [{ item: i, charges: Math.max(0, f.x ?? 0) }] : [];
  });
  const out: WeaponGroup[] = [];
  for (const w of weapons) {
    const name = weaponName(w.item);
    const same = out.find((g) => g.name === name);
    const oneUse = w.rules.some((r) => r === 'disposable' || r === 'bomb') ? 1 : 0;
    if (same) {
      same.items.push(w.i);
      same.disposable += oneUse;
      continue;
    }
    const own = fuelOf(w.item);
    const fedByGear = w.item.kind === 'ranged' && (w.rules.includes('template') || w.rules.includes('incendiary'));
    const deadSlow = w.item.specialRules.find((ref) => rulesOf([ref], book)[0]?.id === 'dead-slow');
    out.push({
      name,
      kind: w.item.kind as 'ranged' | 'melee',
      items: [w.i],
      first: w.i,
      item: w.item,
      kaboom: kaboomOf(model, w.i, book),
      disposable: oneUse,
      fuel: own ? [{ item: w.i, charges: Math.max(0, own.x ?? 0) }] : fedByGear ? fuelGear : [],
      deadSlow: deadSlow ? Math.max(1, deadSlow.x ?? 1) : null,
      firearm: w.rules.includes('firearm'),
      automatic: w.item.kind === 'ranged' && rulesOf(w.item.specialRules, book).some((r) => r.effects.extraShots !== undefined),
      template: w.item.kind === 'ranged' && w.rules.includes('template'),
      bulky: w.rules.includes('bulky'),
    });
  }
  return out;
}

/** The Bulky ranged weapon a model with no melee weapon swings as a Heavy mace (l.921), if any. */
export function bulkyClub(model: Model, book: GangBook): WeaponGroup | undefined {
  const groups = weaponGroups(model, book);
  return groups.some((g) => g.kind === 'melee') ? undefined : groups.find((g) => g.kind === 'ranged' && g.bulky);
}

/**
 * A Heavy mace's profile: the book names it (l.921) but prints its numbers only in the faction lists,
 * so it is a melee weapon of that name carried in either gang; undefined when neither has one.
 */
export function heavyMace(...rosters: (Roster | undefined)[]): Item | undefined {
  for (const r of rosters) for (const m of r?.models ?? []) for (const item of m.equipment) if (item.kind === 'melee' && normalizeName(item.name) === 'heavy mace') return item;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The model in play

const count = (m: Pick<ModelPlay, 'counters'>, id: string) => m.counters[id] ?? 0;

/** Bullets the model has now: its slip's number, plus those received, less those spent or given (never below 0). */
export function bulletsLeft(model: Model, m: Pick<ModelPlay, 'counters'>): number {
  return Math.max(0, model.bullets + count(m, PUNK_IDS.BULLETS_IN) - count(m, PUNK_IDS.BULLETS));
}

/** The model keeps a bullets count: it starts with bullets or carries a Firearm (it may be given some). */
export function tracksBullets(model: Model, book: GangBook): boolean {
  return model.bullets > 0 || weaponGroups(model, book).some((g) => g.firearm);
}

/** Every Kaboom! item the model carries jammed by the first version's one counter. */
function legacyAllJammed(model: Model, book: GangBook, m: Pick<ModelPlay, 'counters'>): boolean {
  const jams = count(m, PUNK_IDS.JAMS);
  return jams > 0 && jams >= weaponGroups(model, book).reduce((n, g) => n + (g.kaboom ? g.items.length : 0), 0);
}

function legacyAllUsed(model: Model, book: GangBook, m: Pick<ModelPlay, 'counters'>): boolean {
  const uses = count(m, PUNK_IDS.USES);
  return uses > 0 && uses >= weaponGroups(model, book).reduce((n, g) => n + g.disposable, 0);
}

export const jammedCount = (g: WeaponGroup, model: Model, book: GangBook, m: Pick<ModelPlay, 'counters'>): number =>
  g.kaboom ? (legacyAllJammed(model, book, m) ? g.items.length : Math.min(g.items.length, count(m, PUNK_IDS.jammed(g.first)))) : 0;

/** Fuel left in the items that feed the weapon (null when it burns none). */
export function fuelLeft(g: WeaponGroup, m: Pick<ModelPlay, 'counters'>): number | null {
  if (g.fuel.length === 0) return null;
  return g.fuel.reduce((n, f) => n + Math.max(0, f.charges - count(m, PUNK_IDS.fuel(f.item))), 0);
}

/**
 * Why the weapon cannot be used now, in words, or null when it can: every one of that name jammed
 * (Kaboom!, l.1035), used (Disposable, l.955), out of fuel (l.975), unloaded (Dead slow, l.937), or a
 * Firearm with no bullets (l.967). `shots` is the bullets the attack needs (3 for a burst).
 */
export function unusable(g: WeaponGroup, model: Model, book: GangBook, m: Pick<ModelPlay, 'counters'>, shots = 1): string | null {
  if (g.kaboom && jammedCount(g, model, book, m) >= g.items.length) return 'jammed';
  if (g.disposable > 0 && g.disposable >= g.items.length && (legacyAllUsed(model, book, m) || count(m, PUNK_IDS.used(g.first)) >= g.disposable)) return 'used up';
  const fuel = fuelLeft(g, m);
  if (fuel !== null && fuel <= 0 && g.fuel.some((f) => f.charges > 0)) return 'out of fuel';
  if (g.deadSlow !== null && count(m, PUNK_IDS.reload(g.first)) > 0) return 'not reloaded';
  if (g.kind === 'ranged' && g.firearm && bulletsLeft(model, m) < shots) return shots > 1 ? 'too few bullets for the burst' : 'no bullets';
  return null;
}

/** Shots a burst of this weapon gets: three, fewer when a Firearm's bullets run out first (l.867). */
export function burstShots(g: WeaponGroup, model: Model, m: Pick<ModelPlay, 'counters'> | undefined): number {
  if (!g.firearm || !m) return BURST_SHOTS;
  return Math.min(BURST_SHOTS, bulletsLeft(model, m));
}

/** The model's Toughness in this game: its sheet's, less what Contaminated terrain took in the game. */
export function toughnessNow(model: Model, book: GangBook, m: Pick<ModelPlay, 'counters'>): number | null {
  const t = modelProfile(model, book).values.toughness ?? null;
  return t === null ? null : t - count(m, PUNK_IDS.CONTAMINATED);
}

/** The model has the core book's Berserker rule. */
export const isBerserker = (model: Model, book: GangBook): boolean => rulesOf(model.specialRules, book).some((r) => r.id === 'berserker');
