/**
 * What the play card's datacard needs beyond the builder's card: where each special rule and spell
 * has its rules entry on our pages, and what the game has put out of use, with why, from what the
 * play state keeps (Beginner's Luck used, out of action, the cards in hand, the Scientists left).
 */
import type { PlayState } from '../../play';
import { clubLookup, friendsLacking, knownRules, type Roster, type Spell } from './roster-format';
import type { WolsungRosterData } from './book-data';
import { HAND, LUCK_USED } from './play';

const SPECIAL_RULES_PAGE = '/wolsung/rules/special-rules/';
const MAGIC_PAGE = '/wolsung/rules/magic/';

/** A special rule's heading (its id) from the name the card prints ("Fast shot [3]"); undefined for a rule the quick start does not have. */
export function ruleHref(label: string, data: WolsungRosterData): string | undefined {
  const rule = clubLookup(data).rule(label.replace(/\s*\[[^\]]*\]$/, ''));
  return rule ? `${SPECIAL_RULES_PAGE}#${rule.id}` : undefined;
}

/** How a spell of its type is cast: projectiles and attacks against a target's Reflex, buffs and auras against a difficulty. */
export const spellHref = (spell: Pick<Spell, 'kind'>): string =>
  `${MAGIC_PAGE}#${spell.kind === 'other' ? 'casting-magic-buffs-and-magic-auras' : 'casting-magic-projectiles-and-magic-attacks'}`;

/** What of a model the game has put out of use: special rules by the name the card prints, and the why for each of its weapons and spells (by index). */
export interface OutOfUse {
  rules: Map<string, string>;
  weapons: (string | undefined)[];
  spells: (string | undefined)[];
}

/**
 * Model `index`'s rules, weapons and spells that are out of use now, with why.
 * - Out of action: nothing of it is used again this game.
 * - A Golem while no friendly Scientist is on the table skips its activations (l.482, W9): it neither
 *   shoots, fights on its own activation, nor casts.
 * - Beginner's Luck works once a game (l.468): used, it is gone.
 * - A spell that costs a card (l.365-373, l.381) cannot be paid with an empty hand.
 */
export function outOfUse(roster: Roster, index: number, state: PlayState, data: WolsungRosterData): OutOfUse {
  const model = roster.models[index];
  const m = state.models[index];
  const spells = model?.spells ?? [];
  const result: OutOfUse = { rules: new Map(), weapons: model ? model.weapons.map(() => undefined) : [], spells: spells.map(() => undefined) };
  if (!model || !m) return result;
  const luck = knownRules(model.specialRules, data).find((k) => k.rule.id === 'beginners-luck');
  const idle = friendsLacking(roster, data, (i) => state.models[i]?.out !== true).find((x) => x.index === index);
  const all = m.out ? 'out of action' : idle ? `no friendly ${idle.needs} on the table: it skips its activations` : undefined;
  if (all) {
    result.weapons = result.weapons.map(() => all);
    result.spells = result.spells.map(() => all);
  }
  if (luck && (m.out || m.flags[LUCK_USED])) result.rules.set(luck.rule.name, m.flags[LUCK_USED] ? 'used: once a game' : 'out of action');
  const hand = state.counters[HAND];
  if (!all && hand === 0) result.spells = spells.map((s) => (s.cost > 0 ? 'no cards in hand to pay its cost' : undefined));
  return result;
}
