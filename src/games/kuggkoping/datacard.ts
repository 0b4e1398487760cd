/**
 * What the play card's datacard needs beyond the builder's card: where each gadget, quirk, upgrade
 * and ability has its rules entry on our pages, and what the mission has put out of use, with why,
 * from what the play state keeps (knocked down, killed, gadgets lost, Mortis devices spent, the
 * Tinker dice pool).
 */
import type { PlayState } from '../../play';
import { sameName } from '../../roster/names';
import type { Roster } from './roster-format';
import { characterView, playerOf, type KuggkopingBook } from './roster-rules';
import { lostGadgets, tinkerCounter, usedCopies } from './play';

const GADGETS_PAGE = '/kuggkoping/rules/gizmos-and-gadgets/';
const UPGRADES_PAGE = '/kuggkoping/rules/upgrades/';
const CHARACTERS_PAGE = '/kuggkoping/rules/characters-and-warbands/';

/** A gadget's or quirk's row in its roll table (the row's id is the entry's). */
export const gadgetHref = (id: string): string => `${GADGETS_PAGE}#${id}`;
/** An upgrade's row in the upgrade list. */
export const upgradeHref = (id: string): string => `${UPGRADES_PAGE}#upgrade-${id}`;
/** A Cartographer faction's trait, under its faction on the characters page (CartographerFaction.astro sets the trait's id). */
export const traitHref = (id: string): string => `${CHARACTERS_PAGE}#${id}`;

/**
 * Where an ability's rule is: under its archetype's heading (the Character's own archetype first, as
 * two archetypes may share a name), the Foreman's, or the upgrade that grants it; undefined for one
 * the book does not have.
 */
export function abilityHref(name: string, book: KuggkopingBook, archetypeId?: string): string | undefined {
  const has = (abilities: readonly { name: string }[]) => abilities.some((a) => sameName(a.name, name));
  const archetypes = [...book.archetypes].sort((a, b) => Number(b.id === archetypeId) - Number(a.id === archetypeId));
  const holder = archetypes.find((a) => has(a.abilities)) ?? book.titles.find((t) => has(t.abilities));
  if (holder) return `${CHARACTERS_PAGE}#${holder.id}`;
  const upgrade = book.upgrades.find((u) => u.grantsAbility && sameName(u.grantsAbility.name, name));
  return upgrade ? upgradeHref(upgrade.id) : undefined;
}

/** What of a Character the mission has put out of use: gadgets by their index on the warband, upgrades and abilities by name. */
export interface OutOfUse {
  gadgets: Map<number, string>;
  upgrades: Map<string, string>;
  abilities: Map<string, string>;
}

/**
 * Character `index`'s gear, upgrades and abilities that are out of use now, with why.
 * - A gadget lost at 0 grit (Power Jacket KB 1351-1354, Railway Frame KB 1366-1371; K14) or on a
 *   failed recovery (K18) is gone for good.
 * - A Mortis device is discarded when it stands its Character up (KB 2372-2375); a Health gizmo,
 *   Power pack, Shatter bomb or Scrambler when the player taps it used (KB 2382-2447).
 * - Knocked down (KB 1644-1650): the Character is out of the game until it recovers, so its equipped
 *   gadgets and its abilities serve nothing; killed (KB 1636): for the rest of the mission.
 * - An Add on action costs 1 Tinker dice each use (KB 2410-2413): none in the player's pool, none to take.
 */
export function outOfUse(roster: Roster, index: number, state: PlayState, book: KuggkopingBook): OutOfUse {
  const result: OutOfUse = { gadgets: new Map(), upgrades: new Map(), abilities: new Map() };
  const c = roster.characters[index];
  const m = state.models[index];
  if (!c || !m) return result;
  for (const lost of lostGadgets(roster, index, m, book)) result.gadgets.set(lost.i, lost.why === 'zero' ? 'lost when its Character dropped to 0 grit' : 'lost on a failed recovery');
  for (const u of book.upgrades) {
    if (!u.oneUse) continue;
    const held = c.upgrades.filter((x) => sameName(x, u.name)).length;
    const used = Math.min(held, usedCopies(m, u.id));
    const why = u.id === 'mortis-device' ? 'discarded: it stood its Character up' : 'discarded: used this game';
    if (used > 0) result.upgrades.set(u.name, used === held ? why : `${used} of ${held} discarded`);
  }
  const status = m.out ? 'killed' : m.down ? 'knocked down: out of the game until it recovers' : null;
  if (status) {
    c.gadgets.forEach((g, i) => {
      if (g.equipped && !result.gadgets.has(i)) result.gadgets.set(i, status);
    });
  }
  const pool = state.counters[tinkerCounter(playerOf(roster, c))] ?? 0;
  for (const name of c.addOnActions ?? []) if (pool === 0) result.abilities.set(name, 'no Tinker dice in the pool to pay for it');
  if (status) for (const { name } of characterView(roster, index, book).abilities) result.abilities.set(name, status);
  return result;
}

