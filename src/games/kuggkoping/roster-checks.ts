/**
 * The book's warband-building rules as small named checks, with the book's data passed in (K11 for
 * the warband's make-up). roster.ts is the public contract (checkRoster); the builder imports
 * checkWarband from here, so the browser never loads the YAML reader behind checkRoster.
 */
import { eachModel, runChecks, type ModelCheck, type RosterCheck } from '../../common/checks';
import type { RosterProblem } from '../../roster/game';
import { andList, orList } from '../../common/words';
import { statName, type Roster } from './roster-format';
import { foremanKilled } from './losses';
import { alignmentOf, bookIndex, characterView, playerOf, type BookIndex, type KuggkopingBook } from './roster-rules';
import type { Archetype, Trait } from './schema';

/** What every check reads: the roster, the book and what is looked up once. */
export interface WarbandContext {
  roster: Roster;
  book: KuggkopingBook;
  idx: BookIndex;
  /** Each Character's archetype found in the book. */
  known: (Archetype | undefined)[];
  /** Each Character's traits (its player's faction). */
  traits: Trait[][];
  players: (1 | 2)[];
  /** A Character's name, or "Character 2" when it has none. */
  label: (i: number) => string;
}

/** The context the checks read, worked out once per roster. */
export function warbandContext(roster: Roster, book: KuggkopingBook): WarbandContext {
  const idx = bookIndex(book);
  const chars = roster.characters;
  return {
    roster,
    book,
    idx,
    known: chars.map((c) => idx.archetype(c.archetype)),
    traits: chars.map((c) => alignmentOf(roster, c, idx).traits),
    players: roster.mode === 'solo' ? [1] : [1, 2],
    label: (i) => chars[i]!.name.trim() || `Character ${i + 1}`,
  };
}

const all = (n: number) => (n === 2 ? 'both' : 'all');

/** The Characters of a warband that name each a Foreman, of one player or of all. */
const foremen = ({ roster }: WarbandContext, p?: 1 | 2) =>
  roster.characters.flatMap((c, i) => (c.foreman && (p === undefined || playerOf(roster, c) === p) ? [i] : []));
/** Characters made Foreman by an upgrade (Promotion): they count as the warband's Foreman (K16). */
const promoted = ({ roster, idx }: WarbandContext) =>
  roster.characters.flatMap((c, i) => (!c.foreman && c.upgrades.some((u) => idx.upgrade(u)?.grantsTitle === 'foreman') ? [i] : []));

/** The checks on one Character, in the order its problems are listed. */
export const characterChecks: readonly ModelCheck<WarbandContext>[] = [
  {
    name: 'Gadgets and their quirks are the book’s, each quirk on a gadget of its kind and with its choice made',
    check: ({ roster, idx, traits, label }, i, add) => {
      const c = roster.characters[i]!;
      const who = label(i);
      const anyQuirkAnywhere = traits[i]!.some((t) => t.quirksFitAnyGadget);
      c.gadgets.forEach((g, j) => {
        const where = `characters[${i}].gadgets[${j}]`;
        const gadget = idx.gadget(g.name);
        if (!gadget) add(where, `${who}: “${g.name}” is not a gadget of the book.`);
        if (g.quirk === null) {
          if (g.quirkChoice !== undefined) add(`${where}.quirkChoice`, `${who}: ${g.name} has a choice recorded for a quirk it does not have.`);
          return;
        }
        const quirk = idx.quirk(g.quirk, gadget?.kind);
        if (!quirk) return add(`${where}.quirk`, `${who}: “${g.quirk}” is not a quirk of the book.`);
        if (gadget && quirk.kind !== gadget.kind && !anyQuirkAnywhere) {
          add(`${where}.quirk`, `${who}: ${quirk.name} is a ${quirk.kind} quirk and cannot go on ${gadget.name}, a ${gadget.kind} gadget (only with the trait Anything can be a weapon).`);
        }
        if (quirk.raisesOneOf && (g.quirkChoice === undefined || !quirk.raisesOneOf.includes(g.quirkChoice))) {
          add(`${where}.quirkChoice`, `${who}: choose what ${quirk.name} on ${g.name} raises: ${orList(quirk.raisesOneOf.map(statName))}.`);
        }
        if (!quirk.raisesOneOf && g.quirkChoice !== undefined) add(`${where}.quirkChoice`, `${who}: ${quirk.name} offers no choice, but one is recorded on ${g.name}.`);
      });
    },
  },
  {
    name: 'A Character equips at most one weapon and one defence gadget',
    check: ({ roster, idx, label }, i, add) => {
      for (const kind of ['weapon', 'defence'] as const) {
        const equipped = equippedOf(roster, idx, i, kind);
        if (equipped.length > 1) {
          add(`characters[${i}].gadgets`, `${label(i)} has ${equipped.length} ${kind} gadgets equipped (${andList(equipped)}); a Character equips at most one weapon and one defence gadget at a time.`);
        }
      }
    },
  },
  {
    name: 'With a trait that asks for it, a weapon gadget is equipped only together with a defence gadget',
    check: ({ roster, idx, traits, label }, i, add) => {
      const trait = traits[i]!.find((t) => t.weaponNeedsDefence);
      if (trait && equippedOf(roster, idx, i, 'weapon').length > 0 && equippedOf(roster, idx, i, 'defence').length === 0) {
        add(`characters[${i}].gadgets`, `${label(i)}: with ${trait.name}, a weapon gadget can only be equipped together with a defence gadget.`);
      }
    },
  },
  {
    name: 'Quirks are the book’s',
    check: ({ roster, idx, label }, i, add) => {
      roster.characters[i]!.quirks.forEach((q, j) => {
        if (!idx.quirk(q)) add(`characters[${i}].quirks[${j}]`, `${label(i)}: “${q}” is not a quirk of the book.`);
      });
    },
  },
  {
    name: 'Upgrades are the book’s, each no more often than it allows on one Character',
    check: ({ roster, idx, label }, i, add) => {
      const who = label(i);
      const copies = new Map<string, number>();
      roster.characters[i]!.upgrades.forEach((u, j) => {
        const upgrade = idx.upgrade(u);
        if (!upgrade) return add(`characters[${i}].upgrades[${j}]`, `${who}: “${u}” is not an upgrade of the book.`);
        const n = (copies.get(upgrade.id) ?? 0) + 1;
        copies.set(upgrade.id, n);
        if (upgrade.maxPerCharacter !== undefined && n === upgrade.maxPerCharacter + 1) {
          add(`characters[${i}].upgrades[${j}]`, `${who}: a Character may have only ${upgrade.maxPerCharacter === 1 ? 'one' : upgrade.maxPerCharacter} ${upgrade.name}.`);
        }
      });
    },
  },
  {
    name: 'Each Add on upgrade copies one special action a Character can have: another archetype’s, Point and shout or Blink (K15)',
    check: ({ roster, idx, known, label }, i, add) => {
      const c = roster.characters[i]!;
      const who = label(i);
      const where = `characters[${i}].addOnActions`;
      const addOns = c.upgrades.filter((u) => idx.upgrade(u)?.copiesSpecialAction).length;
      const actions = c.addOnActions ?? [];
      const own = known[i];
      actions.forEach((name, j) => {
        const found = idx.specialAction(name);
        if (!found) add(`${where}[${j}]`, `${who}: “${name}” is not a special action a Character can have (an archetype’s, Point and shout or Blink).`);
        else if (own && found.archetype?.id === own.id) add(`${where}[${j}]`, `${who}: ${found.ability.name} is already a ${own.name} special action; Add on copies one from another archetype.`);
      });
      if (actions.length > addOns) {
        add(where, `${who} copies ${actions.length} special action${actions.length === 1 ? '' : 's'} but has ${addOns} Add on upgrade${addOns === 1 ? '' : 's'}.`);
      }
      if (actions.length < addOns) add(where, `${who}: choose the special action ${addOns - actions.length === 1 ? 'its Add on copies' : `each of its ${addOns} Add on upgrades copies`}.`);
    },
  },
  {
    name: 'Swapping a special rule for Backstabber takes the Backstabbers trait and one of the archetype’s own rules',
    check: ({ roster, idx, known, traits, label }, i, add) => {
      const c = roster.characters[i]!;
      if (c.backstabber === undefined) return;
      const who = label(i);
      const where = `characters[${i}].backstabber`;
      if (!traits[i]!.some((t) => t.swapInAbility)) add(where, `${who}: swapping a special rule for Backstabber needs the Imprints trait Backstabbers.`);
      const own = known[i];
      if (own && !own.abilities.some((ab) => idx.same(ab.name, c.backstabber!))) {
        add(where, `${who}: “${c.backstabber}” is not one of the ${own.name}'s special rules (${andList(own.abilities.map((ab) => ab.name))}).`);
      }
    },
  },
  {
    name: 'Grit lost is no more than the Character’s grit',
    check: ({ roster, book, label }, i, add) => {
      const c = roster.characters[i]!;
      const grit = characterView(roster, i, book).profile?.grit;
      if (grit !== undefined && c.gritLost > grit) add(`characters[${i}].gritLost`, `${label(i)} has lost ${c.gritLost} grit but has only ${grit}.`);
    },
  },
];

/** The names of the gadgets of one kind a Character has equipped (gadgets the book knows). */
function equippedOf(roster: Roster, idx: BookIndex, i: number, kind: 'weapon' | 'defence'): string[] {
  return roster.characters[i]!.gadgets.flatMap((g) => {
    const gadget = g.equipped ? idx.gadget(g.name) : undefined;
    return gadget?.kind === kind ? [gadget.name] : [];
  });
}

/** The book's building rules, in the order their problems are listed. */
export const warbandChecks: readonly RosterCheck<WarbandContext>[] = [
  {
    name: 'A solo warband has exactly 3 Characters, all of one player (K11)',
    check: ({ roster, label }, add) => {
      if (roster.mode !== 'solo') return;
      const chars = roster.characters;
      if (chars.length !== 3) add('characters', `A solo warband has exactly 3 Characters; this one has ${chars.length}.`);
      chars.forEach((c, i) => {
        if (c.player === 2) add(`characters[${i}].player`, `${label(i)} belongs to player 2, but a solo warband has only one player.`);
      });
    },
  },
  {
    name: 'In co-op every Character belongs to a player, and each player has exactly 2 (K11)',
    check: ({ roster, players, label }, add) => {
      if (roster.mode !== 'coop') return;
      const chars = roster.characters;
      chars.forEach((c, i) => {
        if (c.player === undefined) add(`characters[${i}].player`, `${label(i)}: in co-op every Character belongs to player 1 or player 2.`);
      });
      for (const p of players) {
        const n = chars.filter((c) => c.player === p).length;
        if (n !== 2) add('characters', `In co-op each player has exactly 2 Characters; player ${p} has ${n}.`);
      }
    },
  },
  {
    name: 'Archetypes are the book’s, none taken twice until the warband has one of each',
    check: ({ roster, book, known, label }, add) => {
      const firstOf = new Map<string, number>();
      const heldAll = book.archetypes.every((a) => known.some((k) => k?.id === a.id));
      roster.characters.forEach((c, i) => {
        const a = known[i];
        const where = `characters[${i}].archetype`;
        if (c.archetype.trim() === '') add(where, `${label(i)}: pick an archetype.`);
        else if (!a) add(where, `${label(i)}: “${c.archetype}” is not an archetype of the book (${andList(book.archetypes.map((x) => x.name))}).`);
        else if (firstOf.has(a.id) && !heldAll) {
          add(where, `${label(i)}: the warband already has a ${a.name} (${label(firstOf.get(a.id)!)}); an archetype can be taken again only once the warband has one of each.`);
        } else if (!firstOf.has(a.id)) firstOf.set(a.id, i);
      });
    },
  },
  {
    name: 'A solo warband names exactly one Foreman (K11)',
    check: (ctx, add) => {
      if (ctx.roster.mode !== 'solo') return;
      const f = foremen(ctx);
      // K16: once the Foreman was killed, only Promotion makes another, so none is asked for.
      if (f.length === 0 && promoted(ctx).length === 0 && ctx.roster.characters.length > 0 && !foremanKilled(ctx.roster)) add('characters', 'Name one Character the Foreman.');
      if (f.length > 1) add(`characters[${f[1]}].foreman`, `Only one Character is named Foreman when the warband is made; ${andList(f.map(ctx.label))} ${all(f.length)} are. (The Promotion upgrade can make more later.)`);
    },
  },
  {
    name: 'In co-op each player names at most one Foreman, and the warband has one (K11)',
    check: (ctx, add) => {
      if (ctx.roster.mode !== 'coop') return;
      for (const p of ctx.players) {
        const f = foremen(ctx, p);
        if (f.length > 1) add(`characters[${f[1]}].foreman`, `Each player names at most one Foreman; player ${p} has ${andList(f.map(ctx.label))}. (The Promotion upgrade can make more later.)`);
      }
      if (foremen(ctx).length === 0 && promoted(ctx).length === 0 && ctx.roster.characters.length > 0 && !foremanKilled(ctx.roster)) add('characters', 'Name a Foreman: in co-op each player may name one of their own Characters.');
    },
  },
  {
    name: 'The warband (each player in co-op) is aligned with exactly one Cartographer faction',
    check: ({ roster, players }, add) => {
      for (const p of players) {
        const own = roster.alignments.map((a, i) => ({ a, i })).filter(({ a }) => roster.mode === 'solo' || a.player === p);
        const who = roster.mode === 'solo' ? 'The warband' : `Player ${p}`;
        if (own.length === 0) add('alignments', `${who} has no Cartographer faction: pick one, with 1 positive and 1 negative trait.`);
        if (own.length > 1) add(`alignments[${own[1]!.i}]`, `${who} is aligned with ${own.length} Cartographer factions; ${roster.mode === 'solo' ? 'a warband takes' : 'each player takes'} exactly one.`);
      }
    },
  },
  {
    name: 'A faction is the book’s, with one positive and one negative trait of its own',
    check: ({ roster, book, idx }, add) => {
      roster.alignments.forEach((a, i) => {
        const where = `alignments[${i}]`;
        if (roster.mode === 'coop' && a.player === undefined) add(`${where}.player`, 'In co-op each Cartographer faction belongs to player 1 or player 2.');
        if (a.faction.trim() === '') return add(`${where}.faction`, 'Pick a Cartographer faction.');
        const faction = idx.faction(a.faction);
        if (!faction) return add(`${where}.faction`, `“${a.faction}” is not a Cartographer faction of the book (${andList(book.factions.map((f) => f.name))}).`);
        for (const kind of ['positive', 'negative'] as const) {
          const name = a[kind];
          const choices = faction.traits.filter((t) => t.kind === kind);
          const found = choices.find((t) => idx.same(t.name, name));
          if (name.trim() === '') add(`${where}.${kind}`, `Pick a ${kind} trait of ${faction.name} (${andList(choices.map((t) => t.name))}).`);
          else if (!found) add(`${where}.${kind}`, `“${name}” is not a ${kind} trait of ${faction.name}; its ${kind} traits are ${andList(choices.map((t) => t.name))}.`);
        }
      });
    },
  },
  eachModel('Each Character’s gadgets, quirks, upgrades, special actions and grit', ({ roster }) => roster.characters.length, characterChecks),
  {
    name: 'Only one Character (of each player in co-op) swaps a special rule for Backstabber',
    check: ({ roster, traits, label }, add) => {
      const swaps = new Map<number, number[]>();
      roster.characters.forEach((c, i) => {
        if (c.backstabber === undefined || !traits[i]!.some((t) => t.swapInAbility)) return;
        const p = playerOf(roster, c);
        swaps.set(p, [...(swaps.get(p) ?? []), i]);
      });
      for (const [, swappers] of swaps) {
        if (swappers.length > 1) add(`characters[${swappers[1]}].backstabber`, `Only one Character may swap a special rule for Backstabber; ${andList(swappers.map(label))} ${all(swappers.length)} do.`);
      }
    },
  },
];

/** Every building rule of the book the roster breaks, in our words, with the book's data passed in. */
export function checkWarband(roster: Roster, book: KuggkopingBook): RosterProblem[] {
  return runChecks(warbandChecks, warbandContext(roster, book));
}
