/**
 * A warband with the book's data applied: the names in a roster looked up in the book, each
 * Character's effective profile (equipped gadgets and their quirks, upgrades, traits), its abilities,
 * the attack-odds set-up it gives, paying for upgrades and Tinker dice with loot, and the seeded
 * rolls on the gadget and quirk lists. Pure: the builder passes the data it got from the collections.
 */
import { createRng } from '../../engine/rng';
import { refuse } from '../../common/input-error';
import { nameIndex, normalizeName, sameName } from '../../roster/names';
import { attackFrom, defenceFrom, TWO_OR_MORE_SPACES, type EffectFlags, type Source } from './builds';
import { ROSTER_VERSION, type Alignment, type Character, type GadgetEntry, type Mode, type RaisableStat, type Roster } from './roster-format';
import type { Ability, Archetype, CartographerFaction, Effect, Gadget, Quirk, Title, Trait, Upgrade } from './schema';
import type { LinkValues } from '../../tools/links';
import type { AttackValues } from './tools/attack-odds';

/** The book's data a warband is built from (the builder gets it from the content collections). */
export interface KuggkopingBook {
  archetypes: readonly Archetype[];
  gadgets: readonly Gadget[];
  quirks: readonly Quirk[];
  upgrades: readonly Upgrade[];
  factions: readonly CartographerFaction[];
  titles: readonly Title[];
}

export type ItemKind = 'weapon' | 'defence';

export interface BookIndex {
  same: (a: string, b: string) => boolean;
  archetype(name: string): Archetype | undefined;
  gadget(name: string): Gadget | undefined;
  /** A quirk by name; "Glowy parts" is on both lists, so `kind` says which list to prefer. */
  quirk(name: string, kind?: ItemKind): Quirk | undefined;
  /** The lists a quirk of this name is on: both for Glowy parts, none for a name not in the book. */
  quirkKinds(name: string): ItemKind[];
  upgrade(name: string): Upgrade | undefined;
  faction(name: string): CartographerFaction | undefined;
  /** A special action a Character can have (K15), and whose it is. */
  specialAction(name: string): SpecialAction | undefined;
  title(id: string): Title | undefined;
}

/** A special action a Character can have, and where it comes from. */
export interface SpecialAction {
  ability: Ability;
  /** The archetype whose action it is; absent for the Foreman's and an upgrade's. */
  archetype?: Archetype;
  /** "Crack Shot", "Foreman", "Blink dynamos". */
  from: string;
}

/**
 * Every special action Add on can copy (K15): each archetype's, the Foreman's Point and shout and
 * the ones upgrades give (Blink); those of `exceptArchetype` (the Character's own) left out.
 */
export function specialActions(book: KuggkopingBook, exceptArchetype?: string): SpecialAction[] {
  return [
    ...book.archetypes.filter((a) => a.id !== exceptArchetype).flatMap((archetype) => archetype.abilities.filter((ability) => ability.kind === 'action').map((ability) => ({ archetype, ability, from: archetype.name }))),
    ...book.titles.flatMap((t) => t.abilities.filter((ability) => ability.kind === 'action').map((ability) => ({ ability, from: t.name }))),
    ...book.upgrades.flatMap((u) => (u.grantsAbility?.kind === 'action' ? [{ ability: u.grantsAbility, from: u.name }] : [])),
  ];
}

const indexes = new WeakMap<KuggkopingBook, BookIndex>();

/** Name lookups into the book (built once per data object). */
export function bookIndex(book: KuggkopingBook): BookIndex {
  const cached = indexes.get(book);
  if (cached) return cached;
  const archetypes = nameIndex(book.archetypes, (a) => a.name);
  const gadgets = nameIndex(book.gadgets, (g) => g.name);
  const upgrades = nameIndex(book.upgrades, (u) => u.name);
  const factions = nameIndex(book.factions, (f) => f.name);
  const quirksByName = new Map<string, Quirk[]>();
  for (const q of book.quirks) quirksByName.set(normalizeName(q.name), [...(quirksByName.get(normalizeName(q.name)) ?? []), q]);
  const actions = nameIndex(specialActions(book), (x) => x.ability.name);
  const index: BookIndex = {
    same: sameName,
    archetype: (name) => archetypes.find(name),
    gadget: (name) => gadgets.find(name),
    quirk: (name, kind) => {
      if (typeof name !== 'string') return undefined;
      const all = quirksByName.get(normalizeName(name)) ?? [];
      return all.find((q) => q.kind === kind) ?? all[0];
    },
    quirkKinds: (name) => [...new Set((quirksByName.get(normalizeName(name)) ?? []).map((q) => q.kind))],
    upgrade: (name) => upgrades.find(name),
    faction: (name) => factions.find(name),
    specialAction: (name) => actions.find(name),
    title: (id) => book.titles.find((t) => t.id === id),
  };
  indexes.set(book, index);
  return index;
}

/** The player a Character belongs to (always 1 in solo; a co-op Character without one counts as 1). */
export function playerOf(roster: Pick<Roster, 'mode'>, c: Pick<Character, 'player'>): 1 | 2 {
  return roster.mode === 'solo' ? 1 : (c.player ?? 1);
}

/** The alignment that applies to a Character (its player's in co-op) and its traits found in the book. */
export function alignmentOf(roster: Roster, c: Character, idx: BookIndex): { alignment?: Alignment; faction?: CartographerFaction; traits: Trait[] } {
  const p = playerOf(roster, c);
  const alignment = roster.mode === 'solo' ? roster.alignments[0] : roster.alignments.find((a) => a.player === p);
  if (!alignment) return { traits: [] };
  const faction = idx.faction(alignment.faction);
  const traits = faction
    ? (['positive', 'negative'] as const).flatMap((kind) => faction.traits.filter((t) => t.kind === kind && sameName(t.name, alignment[kind])))
    : [];
  return { alignment, faction, traits };
}

/** The Foreman title from the book's titles. */
export function foremanTitle(book: KuggkopingBook): Title | undefined {
  return book.titles.find((t) => t.id === 'foreman');
}

// ---------------------------------------------------------------------------------------------
// Effective profile

export interface HeldGadget {
  index: number;
  entry: GadgetEntry;
  gadget?: Gadget;
  quirk?: Quirk;
}

export interface ShownAbility {
  name: string;
  kind: 'ability' | 'action';
  text: string;
  /** Where it comes from when not the archetype: "Foreman", "Add on", "Backstabbers". */
  from?: string;
}

export interface AttackLine {
  adjacent: boolean;
  actionDice: number;
  hitOn: number;
  critOn: number;
  extraHitsOnCrit: number;
  rerollMisses: boolean;
  range: number;
}

export interface CharacterView {
  index: number;
  name: string;
  player: 1 | 2;
  archetype?: Archetype;
  /** Foreman by setup or by the Promotion upgrade. */
  foreman: boolean;
  gadgets: HeldGadget[];
  /** The gadget in use in each slot (the first equipped one when a roster equips two). */
  equipped: { weapon?: HeldGadget; defence?: HeldGadget };
  /** Quirks not fitted yet; `kinds`: the lists its name is on (a Glowy parts may be either). */
  quirks: { name: string; quirk?: Quirk; kinds: ItemKind[] }[];
  upgrades: { name: string; upgrade?: Upgrade; count: number }[];
  traits: Trait[];
  /** Profile with every always-on effect applied. Null without a known archetype. */
  profile: null | {
    move: number;
    range: number;
    actionDice: number;
    hitOn: number;
    defence: number;
    grit: number;
    gritLeft: number;
    /** Extra dice on action tests and move tests (upgrades). */
    actionTestDice: number;
    moveTestDice: number;
  };
  /** The attack against an adjacent enemy and from 2 or more spaces away (when its range allows). */
  attacks: AttackLine[];
  defence: null | ReturnType<typeof defenceFrom> & { minParryPoints: number; extraParryOnSix: number };
  abilities: ShownAbility[];
  /** Equipped gadgets lost at 0 grit (K14): they give nothing; remove them from the roster. */
  lostAtZeroGrit: string[];
}

const RAISE: Record<RaisableStat, Effect> = {
  move: { condition: 'always', moveModifier: 1 },
  range: { condition: 'always', rangeModifier: 1 },
  actionDice: { condition: 'always', extraDice: 1 },
  grit: { condition: 'always', gritModifier: 1 },
};

function sumAlways(sources: readonly Source[], pick: (e: Effect) => number | undefined): number {
  let total = 0;
  for (const s of sources) for (const e of s.effects) if (e.condition === 'always') total += pick(e) ?? 0;
  return total;
}

/**
 * Characters of a warband in play that have had 1 grit left this mission: an Opioid smacker's
 * doubling then lasts until the end of the mission even after grit comes back (KB 1501-1505). The
 * play view marks the Character object it passes (it is never saved).
 */
const heldLastGrit = new WeakSet<Character>();
export function withLastGritHeld(c: Character): Character {
  const marked = { ...c };
  heldLastGrit.add(marked);
  return marked;
}

/** Each upgrade copy as a source of effects. */
function upgradeSources(upgrades: CharacterView['upgrades']): Source[] {
  return upgrades.flatMap((u) => (u.upgrade ? Array.from({ length: u.count }, () => u.upgrade!) : []));
}

/** Everything a Character's card shows, from the roster and the book. */
export function characterView(roster: Roster, index: number, book: KuggkopingBook): CharacterView {
  const idx = bookIndex(book);
  const c = roster.characters[index]!;
  const archetype = idx.archetype(c.archetype);
  const { traits } = alignmentOf(roster, c, idx);
  const gadgets: HeldGadget[] = c.gadgets.map((entry, i) => {
    const gadget = idx.gadget(entry.name);
    return { index: i, entry, gadget, quirk: entry.quirk === null ? undefined : idx.quirk(entry.quirk, gadget?.kind) };
  });
  const equipped = {
    weapon: gadgets.find((g) => g.entry.equipped && g.gadget?.kind === 'weapon'),
    defence: gadgets.find((g) => g.entry.equipped && g.gadget?.kind === 'defence'),
  };
  const upgradesSeen = new Map<string, { name: string; upgrade?: Upgrade; count: number }>();
  for (const name of c.upgrades) {
    const upgrade = idx.upgrade(name);
    const key = upgrade?.id ?? normalizeName(name);
    const seen = upgradesSeen.get(key);
    if (seen) seen.count++;
    else upgradesSeen.set(key, { name: upgrade?.name ?? name, upgrade, count: 1 });
  }
  const upgrades = [...upgradesSeen.values()];
  const promoted = upgrades.some((u) => u.upgrade?.grantsTitle === 'foreman');
  const foreman = c.foreman || promoted;

  // Abilities: the archetype's (one swapped for Backstabber), the Foreman's, Add on copies; each
  // with the effects it brings to the profile.
  const abilities: ShownAbility[] = [];
  const abilitySources: Source[] = [];
  const show = (a: Ability, from?: string) => {
    abilities.push({ name: a.name, kind: a.kind, text: a.text, ...(from ? { from } : {}) });
    abilitySources.push({ name: a.name, effects: a.effects });
  };
  const swap = traits.find((t) => t.swapInAbility)?.swapInAbility;
  const swapIn = swap && c.backstabber !== undefined ? book.archetypes.find((a) => a.id === swap.archetype)?.abilities.find((a) => sameName(a.name, swap.ability)) : undefined;
  for (const a of archetype?.abilities ?? []) {
    if (swapIn && c.backstabber !== undefined && sameName(a.name, c.backstabber)) show(swapIn, `Backstabbers, instead of ${a.name}`);
    else show(a);
  }
  if (foreman) for (const a of foremanTitle(book)?.abilities ?? []) show(a, promoted && !c.foreman ? 'Foreman, by Promotion' : 'Foreman');
  for (const name of c.addOnActions ?? []) {
    const found = idx.specialAction(name);
    if (found) show(found.ability, `Add on, from the ${found.from}; costs 1 Tinker dice per use`);
  }

  const view: CharacterView = {
    index,
    name: c.name,
    player: playerOf(roster, c),
    archetype,
    foreman,
    gadgets,
    equipped,
    quirks: c.quirks.map((name) => ({ name, quirk: idx.quirk(name), kinds: idx.quirkKinds(name) })),
    upgrades,
    traits,
    profile: null,
    attacks: [],
    defence: null,
    abilities,
    lostAtZeroGrit: [],
  };
  if (!archetype) return view;

  // What applies: abilities (with a Backstabber swap), equipped gadgets, their quirks (and the
  // Mutating machine change choice), upgrades (each copy), and the warband's traits.
  const gadgetSources = (held: HeldGadget | undefined): Source[] => {
    if (!held?.gadget) return [];
    const out: Source[] = [held.gadget];
    if (held.quirk) {
      out.push(held.quirk);
      const choice = held.entry.quirkChoice;
      if (held.quirk.raisesOneOf && choice && held.quirk.raisesOneOf.includes(choice)) out.push({ name: held.quirk.name, effects: [RAISE[choice]] });
    }
    return out;
  };
  const others = [...upgradeSources(upgrades), ...traits];
  const gritWith = (held: (HeldGadget | undefined)[]) => Math.max(1, archetype.grit + sumAlways([...abilitySources, ...held.flatMap(gadgetSources), ...others], (e) => e.gritModifier));
  let held = [equipped.weapon, equipped.defence];
  // A gadget lost at 0 grit (Power Jacket, Railway Frame) is gone from that moment and gives nothing (K14).
  if (c.gritLost > 0 && c.gritLost >= gritWith(held)) {
    view.lostAtZeroGrit = held.flatMap((h) => (h?.gadget?.lostAtZeroGrit ? [h.gadget.name] : []));
    held = held.filter((h) => !h?.gadget?.lostAtZeroGrit);
  }
  const sources: Source[] = [...abilitySources, ...held.flatMap(gadgetSources), ...others];
  const grit = gritWith(held);
  const gritLeft = Math.max(0, grit - c.gritLost);
  const lastGrit = gritLeft === 1 || heldLastGrit.has(c);
  // The builder shows two situations: next to an enemy (1 space) and two or more spaces away.
  const flags = (adjacent: boolean): EffectFlags => ({ adjacent, distance: adjacent ? 1 : TWO_OR_MORE_SPACES, counterattack: false, aimed: false, powerPack: false, lastGrit });
  const rangeFor = (adjacent: boolean) => {
    let range = archetype.range;
    let multiplier = 1;
    for (const s of sources) {
      for (const e of s.effects) {
        const on = e.condition === 'always' || (!adjacent && (e.condition === 'twoOrMoreSpaces' || e.condition === 'notAdjacent')) || (lastGrit && e.condition === 'lastGrit');
        if (!on) continue;
        range += e.rangeModifier ?? 0;
        multiplier *= e.rangeMultiplier ?? 1;
      }
    }
    return Math.max(1, range * multiplier);
  };
  const base = attackFrom(archetype, sources, { ...flags(false), adjacent: false });
  const always = attackFrom(archetype, sources.map((s) => ({ name: s.name, effects: s.effects.filter((e) => e.condition === 'always' || (lastGrit && e.condition === 'lastGrit')) })), flags(false));
  const range = rangeFor(true);
  view.profile = {
    move: Math.max(0, archetype.move + sumAlways(sources, (e) => e.moveModifier)),
    range,
    actionDice: always.actionDice,
    hitOn: always.hitOn,
    defence: 0,
    grit,
    gritLeft,
    actionTestDice: sumAlways(sources, (e) => e.actionTestDice),
    moveTestDice: sumAlways(sources, (e) => e.moveTestDice),
  };
  const adjacent = attackFrom(archetype, sources, flags(true));
  const line = (a: typeof base, isAdjacent: boolean): AttackLine => ({
    adjacent: isAdjacent,
    actionDice: a.actionDice,
    hitOn: a.hitOn,
    critOn: a.critOn,
    extraHitsOnCrit: a.extraHitsOnCrit,
    rerollMisses: a.rerollMisses,
    range: rangeFor(isAdjacent),
  });
  view.attacks = [line(adjacent, true)];
  if (rangeFor(false) >= 2) view.attacks.push(line(base, false));
  const defence = defenceFrom(archetype, gritLeft, sources);
  view.defence = {
    ...defence,
    minParryPoints: Math.max(0, ...sources.flatMap((s) => s.effects.filter((e) => e.condition === 'always').map((e) => e.minParryPoints ?? 0))),
    extraParryOnSix: sumAlways(sources, (e) => e.extraParryOnSix),
  };
  view.profile.defence = defence.defence;
  return view;
}

/**
 * The attack-odds tool's set-up for this Character attacking (field names of the tool's URL): its
 * attack in that situation and, for the whole attack action, its own defence and grit left.
 */
export function attackOddsSetup(view: CharacterView, adjacent: boolean): LinkValues<AttackValues> | null {
  const attack = view.attacks.find((a) => a.adjacent === adjacent);
  if (!attack || !view.defence || !view.profile) return null;
  return {
    actionDice: attack.actionDice,
    hitOn: attack.hitOn,
    critOn: attack.critOn,
    extraHitsOnCrit: attack.extraHitsOnCrit,
    rerollMisses: attack.rerollMisses,
    // The tool reads adjacency from the distance (K6): 1 space on the same level, or 2 or more away.
    distance: adjacent ? 1 : TWO_OR_MORE_SPACES,
    attackerDefence: view.defence.defence,
    attackerGrit: Math.max(1, view.profile.gritLeft),
    attackerBestOfTwoDefence: view.defence.bestOfTwoDefence,
    attackerSixRemovesOnlyOne: view.defence.sixRemovesOnlyOne,
    attackerMaxGritLostPerAttack: view.defence.maxGritLostPerAttack,
  };
}

// ---------------------------------------------------------------------------------------------
// Making and changing a warband

/** A new warband as the book starts one: solo, 3 Tinker dice in the pool, no Characters yet. */
export function newRoster(name: string): Roster {
  return { game: 'kuggkoping', version: ROSTER_VERSION, name, mode: 'solo', alignments: [{ player: 1, faction: '', positive: '', negative: '' }], tinkerDice: 3, characters: [], log: [] };
}

export function newCharacter(name: string, archetype: string, player: 1 | 2, foreman = false): Character {
  return { name, archetype, player, foreman, gadgets: [], quirks: [], upgrades: [], gritLost: 0 };
}

/** Switches solo / co-op. Nothing is dropped: a second player's faction and Characters stay for checkRoster to point at. */
export function withMode(roster: Roster, mode: Mode): Roster {
  if (mode === roster.mode) return roster;
  if (mode === 'coop') {
    const alignments = roster.alignments.map((a, i) => ({ ...a, player: a.player ?? (i === 0 ? 1 : 2) }) as Alignment);
    if (!alignments.some((a) => a.player === 2)) alignments.push({ player: 2, faction: '', positive: '', negative: '' });
    return { ...roster, mode, alignments, tinkerDicePlayer2: roster.tinkerDicePlayer2 ?? 3, characters: roster.characters.map((c) => ({ ...c, player: c.player ?? 1 })) };
  }
  return { ...roster, mode };
}

export function updateCharacter(roster: Roster, index: number, change: (c: Character) => Character): Roster {
  return { ...roster, characters: roster.characters.map((c, i) => (i === index ? change(c) : c)) };
}

/** Gives Character `index` a gadget (carried, not equipped) or an unfitted quirk it received. */
export function receiveItem(roster: Roster, index: number, what: 'gadget' | 'quirk', name: string): Roster {
  return updateCharacter(roster, index, (c) => (what === 'gadget' ? { ...c, gadgets: [...c.gadgets, { name, quirk: null, equipped: false }] } : { ...c, quirks: [...c.quirks, name] }));
}

/** Fits an unfitted quirk on a gadget of the same Character that has none (it then stays on it). */
export function fitQuirk(roster: Roster, index: number, quirk: number, gadget: number): Roster {
  const c = roster.characters[index];
  const name = c?.quirks[quirk];
  const target = c?.gadgets[gadget];
  if (name === undefined || !target) refuse('That quirk or gadget is no longer there.');
  if (target.quirk !== null) refuse(`${target.name} already has a quirk; a gadget takes only one.`);
  return updateCharacter(roster, index, (ch) => ({
    ...ch,
    quirks: ch.quirks.filter((_, j) => j !== quirk),
    gadgets: ch.gadgets.map((g, j) => (j === gadget ? { ...g, quirk: name } : g)),
  }));
}

/** Hands a gadget (with its quirk) to another Character between games; it arrives unequipped. */
export function giveGadget(roster: Roster, from: number, gadget: number, to: number): Roster {
  const item = roster.characters[from]?.gadgets[gadget];
  if (!item || !roster.characters[to] || from === to) refuse('Choose a gadget and another Character.');
  return {
    ...roster,
    characters: roster.characters.map((c, i) =>
      i === from ? { ...c, gadgets: c.gadgets.filter((_, j) => j !== gadget) } : i === to ? { ...c, gadgets: [...c.gadgets, { ...item, equipped: false }] } : c,
    ),
  };
}

/** The Tinker dice pool of a player. */
export function tinkerPool(roster: Roster, player: 1 | 2): number {
  return player === 2 ? (roster.tinkerDicePlayer2 ?? 0) : roster.tinkerDice;
}

export function withTinkerPool(roster: Roster, player: 1 | 2, dice: number): Roster {
  return player === 2 ? { ...roster, tinkerDicePlayer2: dice } : { ...roster, tinkerDice: dice };
}

// ---------------------------------------------------------------------------------------------
// Loot: gadgets and quirks discarded for upgrades or Tinker dice

/** A gadget (with its quirk, if any) or an unfitted quirk of one Character. */
export type LootRef = { character: number; gadget: number } | { character: number; quirk: number };

/** What discarding it pays: 1, or 2 for a gadget with a quirk fitted. */
export function lootValue(roster: Roster, ref: LootRef): number {
  const c = roster.characters[ref.character];
  if (!c) return 0;
  if ('gadget' in ref) {
    const g = c.gadgets[ref.gadget];
    return g ? (g.quirk === null ? 1 : 2) : 0;
  }
  return c.quirks[ref.quirk] === undefined ? 0 : 1;
}

/** Every piece of loot the given player's Characters hold. */
export function lootOf(roster: Roster, player: 1 | 2): { ref: LootRef; label: string; value: number }[] {
  const out: { ref: LootRef; label: string; value: number }[] = [];
  roster.characters.forEach((c, i) => {
    if (playerOf(roster, c) !== player) return;
    const who = c.name.trim() || `Character ${i + 1}`;
    c.gadgets.forEach((g, j) => out.push({ ref: { character: i, gadget: j }, label: `${who}: ${g.name}${g.quirk ? ` with ${g.quirk}` : ''}`, value: g.quirk === null ? 1 : 2 }));
    c.quirks.forEach((q, j) => out.push({ ref: { character: i, quirk: j }, label: `${who}: ${q} (quirk)`, value: 1 }));
  });
  return out;
}

const sameRef = (a: LootRef, b: LootRef) => a.character === b.character && ('gadget' in a ? 'gadget' in b && a.gadget === b.gadget : 'quirk' in b && a.quirk === b.quirk);

function discard(roster: Roster, refs: readonly LootRef[]): Roster {
  return {
    ...roster,
    characters: roster.characters.map((c, i) => ({
      ...c,
      gadgets: c.gadgets.filter((_, j) => !refs.some((r) => sameRef(r, { character: i, gadget: j }))),
      quirks: c.quirks.filter((_, j) => !refs.some((r) => sameRef(r, { character: i, quirk: j }))),
    })),
  };
}

function checkPayment(roster: Roster, pay: readonly LootRef[]): { total: number; player: 1 | 2 } {
  if (pay.length === 0) refuse('Choose the gadgets or quirks to discard.');
  const owners = new Set<1 | 2>();
  let total = 0;
  pay.forEach((ref, n) => {
    if (pay.findIndex((r) => sameRef(r, ref)) !== n) refuse('The same item is chosen twice.');
    const value = lootValue(roster, ref);
    if (value === 0) refuse('A chosen item is no longer there.');
    total += value;
    owners.add(playerOf(roster, roster.characters[ref.character]!));
  });
  if (owners.size > 1) refuse('Each player pays with their own Characters’ loot.');
  return { total, player: [...owners][0]! };
}

/**
 * Buys an upgrade for Character `to`, discarding `pay` (our reading: the items must add up to exactly
 * the cost, a gadget with a quirk counting 2, all from the buying player's Characters). Throws an Error
 * with a sentence when the payment does not fit.
 */
export function buyUpgrade(roster: Roster, book: KuggkopingBook, upgradeName: string, to: number, pay: readonly LootRef[]): Roster {
  const upgrade = bookIndex(book).upgrade(upgradeName);
  if (!upgrade) refuse(`“${upgradeName}” is not an upgrade of the book.`);
  const target = roster.characters[to];
  if (!target) refuse('Choose the Character who gets the upgrade.');
  const { total, player } = checkPayment(roster, pay);
  if (player !== playerOf(roster, target)) refuse('The upgrade goes to one of the paying player’s own Characters.');
  if (total !== upgrade.cost) refuse(`${upgrade.name} costs ${upgrade.cost}; the chosen loot is worth ${total} (a gadget with a quirk counts 2).`);
  const paid = discard(roster, pay);
  return updateCharacter(paid, to, (c) => ({ ...c, upgrades: [...c.upgrades, upgrade.name] }));
}

/** Discards loot for Tinker dice: 1 per gadget or quirk (a gadget with a quirk gives 2), into the owner's pool. */
export function tradeForTinker(roster: Roster, pay: readonly LootRef[]): Roster {
  const { total, player } = checkPayment(roster, pay);
  const paid = discard(roster, pay);
  return withTinkerPool(paid, player, Math.min(999, tinkerPool(paid, player) + total));
}

// ---------------------------------------------------------------------------------------------
// Rolling on the book's lists

export interface ListRoll<T> {
  seed: string;
  die: 'D6' | 'D12';
  face: number;
  result: T;
}

/** A seeded roll on a gadget list (D6), replayable from its seed. */
export function rollGadget(book: KuggkopingBook, kind: ItemKind, seed: string): ListRoll<Gadget> {
  return rollOn(book.gadgets.filter((g) => g.kind === kind), 'D6', seed);
}

/** A seeded roll on a quirk list (D12), replayable from its seed. */
export function rollQuirk(book: KuggkopingBook, kind: ItemKind, seed: string): ListRoll<Quirk> {
  return rollOn(book.quirks.filter((q) => q.kind === kind), 'D12', seed);
}

function rollOn<T extends { roll: number }>(list: readonly T[], die: 'D6' | 'D12', seed: string): ListRoll<T> {
  const rng = createRng(seed);
  const face = rng.die(die === 'D6' ? 6 : 12);
  const result = list.find((x) => x.roll === face);
  if (!result) throw new Error(`the ${die} list has no entry for ${face}`);
  return { seed: rng.seed, die, face, result };
}
