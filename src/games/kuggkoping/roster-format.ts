/**
 * The Kuggköping warband format (version 1, documented in roster.ts) and the book's building rules
 * with the data passed in. roster.ts is the public contract (parseRoster / checkRoster); the builder
 * imports this module instead, so the browser never loads the YAML reader behind checkRoster.
 */
import * as z from 'zod/mini';
import { defineRosterFormat } from '../../roster/format';
import type { RosterProblem } from '../../roster/game';
import { RAISABLE_STATS, type RaisableStat } from './stats';
import { alignmentOf, bookIndex, characterView, playerOf, type KuggkopingBook } from './roster-rules';

export const ROSTER_VERSION = 1;
/** Longest name we keep (a name, a gadget, a faction). */
export const MAX_NAME = 200;
/** Characters in a file: a warband has 3 or 4, so a dozen leaves room for house rules and nothing silly. */
export const MAX_CHARACTERS = 12;
/** Gadgets, quirks or upgrades on one Character. */
export const MAX_ITEMS = 40;
export const MAX_TINKER_DICE = 999;
export const MAX_GRIT_LOST = 99;

// zod/mini, not classic Zod: this schema ships in the builder's bundle, where it is several times smaller.
const text = z.string().check(z.maxLength(MAX_NAME));
const list = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item).check(z.maxLength(MAX_ITEMS)), []);
const count = (max: number) => z.number().check(z.int(), z.minimum(0), z.maximum(max));
const player = z.literal([1, 2]);

const gadgetEntrySchema = z.object({
  name: text,
  quirk: z._default(z.nullable(text), null),
  equipped: z._default(z.boolean(), false),
  quirkChoice: z.optional(z.enum(RAISABLE_STATS)),
});

const characterSchema = z.object({
  name: text,
  archetype: text,
  player: z.optional(player),
  foreman: z._default(z.boolean(), false),
  gadgets: list(gadgetEntrySchema),
  quirks: list(text),
  upgrades: list(text),
  gritLost: z._default(count(MAX_GRIT_LOST), 0),
  backstabber: z.optional(text),
  addOnActions: z.optional(z.array(text).check(z.maxLength(MAX_ITEMS))),
});

const alignmentSchema = z.object({
  player: z.optional(player),
  faction: text,
  positive: text,
  negative: text,
});

const rosterSchema = z.object({
  game: z.literal('kuggkoping'),
  version: z.literal(ROSTER_VERSION),
  name: text,
  mode: z.enum(['solo', 'coop']),
  alignments: z.array(alignmentSchema).check(z.maxLength(4)),
  tinkerDice: count(MAX_TINKER_DICE),
  tinkerDicePlayer2: z.optional(count(MAX_TINKER_DICE)),
  characters: z.array(characterSchema).check(z.maxLength(MAX_CHARACTERS)),
});

export type Roster = z.infer<typeof rosterSchema>;
export type Character = Roster['characters'][number];
export type GadgetEntry = Character['gadgets'][number];
export type Alignment = Roster['alignments'][number];
export type Mode = Roster['mode'];
export type { RaisableStat };

export const rosterFormat = defineRosterFormat<Roster>({ game: 'kuggkoping', version: ROSTER_VERSION, schema: rosterSchema });

/** Any version of the JSON format to a roster; throws RosterFormatError naming the bad field. */
export function parseRoster(input: unknown): Roster {
  return rosterFormat.parse(input);
}

/** Every building rule of the book the roster breaks, in our words, with the book's data passed in. */
export function checkWarband(roster: Roster, book: KuggkopingBook): RosterProblem[] {
  const out: RosterProblem[] = [];
  const add = (where: string, message: string) => out.push({ where, message });
  const idx = bookIndex(book);
  const chars = roster.characters;
  const label = (i: number) => chars[i]!.name.trim() || `Character ${i + 1}`;
  const list = (names: readonly string[], and = 'and') => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`);
  const all = (n: number) => (n === 2 ? 'both' : 'all');
  const players: (1 | 2)[] = roster.mode === 'solo' ? [1] : [1, 2];

  // How many Characters, and whose (K11: solo 3; co-op 2 per player).
  if (roster.mode === 'solo') {
    if (chars.length !== 3) add('characters', `A solo warband has exactly 3 Characters; this one has ${chars.length}.`);
    chars.forEach((c, i) => {
      if (c.player === 2) add(`characters[${i}].player`, `${label(i)} belongs to player 2, but a solo warband has only one player.`);
    });
  } else {
    chars.forEach((c, i) => {
      if (c.player === undefined) add(`characters[${i}].player`, `${label(i)}: in co-op every Character belongs to player 1 or player 2.`);
    });
    for (const p of players) {
      const n = chars.filter((c) => c.player === p).length;
      if (n !== 2) add('characters', `In co-op each player has exactly 2 Characters; player ${p} has ${n}.`);
    }
  }

  // Archetypes: from the book, and no repeat until the warband holds one of each.
  const firstOf = new Map<string, number>();
  const known = chars.map((c) => idx.archetype(c.archetype));
  const heldAll = book.archetypes.every((a) => known.some((k) => k?.id === a.id));
  chars.forEach((c, i) => {
    const a = known[i];
    if (c.archetype.trim() === '') add(`characters[${i}].archetype`, `${label(i)}: pick an archetype.`);
    else if (!a) add(`characters[${i}].archetype`, `${label(i)}: “${c.archetype}” is not an archetype of the book (${list(book.archetypes.map((x) => x.name))}).`);
    else if (firstOf.has(a.id) && !heldAll) {
      add(`characters[${i}].archetype`, `${label(i)}: the warband already has a ${a.name} (${label(firstOf.get(a.id)!)}); an archetype can be taken again only once the warband has one of each.`);
    } else if (!firstOf.has(a.id)) firstOf.set(a.id, i);
  });

  // The Foreman (K11: solo exactly one; co-op at most one per player, and the warband has one).
  const foremen = (p?: 1 | 2) => chars.flatMap((c, i) => (c.foreman && (p === undefined || playerOf(roster, c) === p) ? [i] : []));
  if (roster.mode === 'solo') {
    const f = foremen();
    if (f.length === 0 && chars.length > 0) add('characters', 'Name one Character the Foreman.');
    if (f.length > 1) add(`characters[${f[1]}].foreman`, `Only one Character is named Foreman when the warband is made; ${list(f.map(label))} ${all(f.length)} are. (The Promotion upgrade can make more later.)`);
  } else {
    for (const p of players) {
      const f = foremen(p);
      if (f.length > 1) add(`characters[${f[1]}].foreman`, `Each player names at most one Foreman; player ${p} has ${list(f.map(label))}. (The Promotion upgrade can make more later.)`);
    }
    if (foremen().length === 0 && chars.length > 0) add('characters', 'Name a Foreman: in co-op each player may name one of their own Characters.');
  }

  // Cartographer faction and traits: one positive and one negative from the faction (per player in co-op).
  for (const p of players) {
    const own = roster.alignments.map((a, i) => ({ a, i })).filter(({ a }) => roster.mode === 'solo' || a.player === p);
    const who = roster.mode === 'solo' ? 'The warband' : `Player ${p}`;
    if (own.length === 0) add('alignments', `${who} has no Cartographer faction: pick one, with 1 positive and 1 negative trait.`);
    if (own.length > 1) add(`alignments[${own[1]!.i}]`, `${who} is aligned with ${own.length} Cartographer factions; ${roster.mode === 'solo' ? 'a warband takes' : 'each player takes'} exactly one.`);
  }
  roster.alignments.forEach((a, i) => {
    const where = `alignments[${i}]`;
    if (roster.mode === 'coop' && a.player === undefined) add(`${where}.player`, 'In co-op each Cartographer faction belongs to player 1 or player 2.');
    if (a.faction.trim() === '') return add(`${where}.faction`, 'Pick a Cartographer faction.');
    const faction = idx.faction(a.faction);
    if (!faction) return add(`${where}.faction`, `“${a.faction}” is not a Cartographer faction of the book (${list(book.factions.map((f) => f.name))}).`);
    for (const kind of ['positive', 'negative'] as const) {
      const name = a[kind];
      const choices = faction.traits.filter((t) => t.kind === kind);
      const found = choices.find((t) => idx.same(t.name, name));
      if (name.trim() === '') add(`${where}.${kind}`, `Pick a ${kind} trait of ${faction.name} (${list(choices.map((t) => t.name))}).`);
      else if (!found) add(`${where}.${kind}`, `“${name}” is not a ${kind} trait of ${faction.name}; its ${kind} traits are ${list(choices.map((t) => t.name))}.`);
    }
  });

  // Gadgets, quirks and upgrades of each Character.
  const swaps = new Map<number, number[]>();
  chars.forEach((c, i) => {
    const who = label(i);
    const where = `characters[${i}]`;
    const traits = alignmentOf(roster, c, idx).traits;
    const anyQuirkAnywhere = traits.some((t) => t.quirksFitAnyGadget);
    const equipped = { weapon: [] as string[], defence: [] as string[] };
    c.gadgets.forEach((g, j) => {
      const gadget = idx.gadget(g.name);
      if (!gadget) add(`${where}.gadgets[${j}]`, `${who}: “${g.name}” is not a gadget of the book.`);
      else if (g.equipped) equipped[gadget.kind].push(gadget.name);
      if (g.quirk === null) {
        if (g.quirkChoice !== undefined) add(`${where}.gadgets[${j}].quirkChoice`, `${who}: ${g.name} has a choice recorded for a quirk it does not have.`);
        return;
      }
      const quirk = idx.quirk(g.quirk, gadget?.kind);
      if (!quirk) return add(`${where}.gadgets[${j}].quirk`, `${who}: “${g.quirk}” is not a quirk of the book.`);
      if (gadget && quirk.kind !== gadget.kind && !anyQuirkAnywhere) {
        add(`${where}.gadgets[${j}].quirk`, `${who}: ${quirk.name} is a ${quirk.kind} quirk and cannot go on ${gadget.name}, a ${gadget.kind} gadget (only with the trait Anything can be a weapon).`);
      }
      if (quirk.raisesOneOf && (g.quirkChoice === undefined || !quirk.raisesOneOf.includes(g.quirkChoice))) {
        add(`${where}.gadgets[${j}].quirkChoice`, `${who}: choose what ${quirk.name} on ${g.name} raises: ${list(quirk.raisesOneOf.map(statName), 'or')}.`);
      }
      if (!quirk.raisesOneOf && g.quirkChoice !== undefined) add(`${where}.gadgets[${j}].quirkChoice`, `${who}: ${quirk.name} offers no choice, but one is recorded on ${g.name}.`);
    });
    for (const kind of ['weapon', 'defence'] as const) {
      if (equipped[kind].length > 1) {
        add(`${where}.gadgets`, `${who} has ${equipped[kind].length} ${kind} gadgets equipped (${list(equipped[kind])}); a Character equips at most one weapon and one defence gadget at a time.`);
      }
    }
    if (equipped.weapon.length > 0 && equipped.defence.length === 0 && traits.some((t) => t.weaponNeedsDefence)) {
      const trait = traits.find((t) => t.weaponNeedsDefence)!;
      add(`${where}.gadgets`, `${who}: with ${trait.name}, a weapon gadget can only be equipped together with a defence gadget.`);
    }
    c.quirks.forEach((q, j) => {
      if (!idx.quirk(q)) add(`${where}.quirks[${j}]`, `${who}: “${q}” is not a quirk of the book.`);
    });
    const copies = new Map<string, number>();
    c.upgrades.forEach((u, j) => {
      const upgrade = idx.upgrade(u);
      if (!upgrade) return add(`${where}.upgrades[${j}]`, `${who}: “${u}” is not an upgrade of the book.`);
      const n = (copies.get(upgrade.id) ?? 0) + 1;
      copies.set(upgrade.id, n);
      if (upgrade.maxPerCharacter !== undefined && n === upgrade.maxPerCharacter + 1) {
        add(`${where}.upgrades[${j}]`, `${who}: a Character may have only ${upgrade.maxPerCharacter === 1 ? 'one' : upgrade.maxPerCharacter} ${upgrade.name}.`);
      }
    });

    // Add on: one special action of another archetype per Add on upgrade.
    const addOns = c.upgrades.filter((u) => idx.upgrade(u)?.copiesSpecialAction).length;
    const actions = c.addOnActions ?? [];
    const own = known[i];
    actions.forEach((name, j) => {
      const found = idx.specialAction(name);
      if (!found) add(`${where}.addOnActions[${j}]`, `${who}: “${name}” is not a special action of any archetype.`);
      else if (own && found.archetype.id === own.id) add(`${where}.addOnActions[${j}]`, `${who}: ${found.ability.name} is already a ${own.name} special action; Add on copies one from another archetype.`);
    });
    if (actions.length > addOns) {
      add(`${where}.addOnActions`, `${who} copies ${actions.length} special action${actions.length === 1 ? '' : 's'} but has ${addOns} Add on upgrade${addOns === 1 ? '' : 's'}.`);
    }
    if (actions.length < addOns) add(`${where}.addOnActions`, `${who}: choose the special action ${addOns - actions.length === 1 ? 'its Add on copies' : `each of its ${addOns} Add on upgrades copies`}.`);

    // Backstabbers: one Character swaps one of its own special rules for the Gofer's Backstabber.
    if (c.backstabber !== undefined) {
      const trait = traits.find((t) => t.swapInAbility);
      if (!trait) add(`${where}.backstabber`, `${who}: swapping a special rule for Backstabber needs the Imprints trait Backstabbers.`);
      else swaps.set(playerOf(roster, c), [...(swaps.get(playerOf(roster, c)) ?? []), i]);
      if (own && !own.abilities.some((ab) => idx.same(ab.name, c.backstabber!))) {
        add(`${where}.backstabber`, `${who}: “${c.backstabber}” is not one of the ${own.name}'s special rules (${list(own.abilities.map((ab) => ab.name))}).`);
      }
    }

    // Grit lost (tracked between and during games) cannot exceed the Character's grit.
    const grit = characterView(roster, i, book).profile?.grit;
    if (grit !== undefined && c.gritLost > grit) add(`${where}.gritLost`, `${who} has lost ${c.gritLost} grit but has only ${grit}.`);
  });
  for (const [, swappers] of swaps) {
    if (swappers.length > 1) add(`characters[${swappers[1]}].backstabber`, `Only one Character may swap a special rule for Backstabber; ${list(swappers.map(label))} ${all(swappers.length)} do.`);
  }
  return out;
}

/** "action dice" for "actionDice". */
export function statName(stat: RaisableStat): string {
  return stat === 'actionDice' ? 'action dice' : stat;
}
