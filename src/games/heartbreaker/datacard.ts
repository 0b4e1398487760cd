/**
 * What the play card's datacard needs beyond the builder's card: where each quirk's rule is on our
 * rules pages (its heading's anchor, the quirk's id), and which weapons and granted actions the
 * skirmish has put out of use, with why, from what the play state keeps (Meat, Taken Down, knocked
 * out, the actions of this activation).
 */
import type { PlayState } from '../../play';
import type { Roster } from './roster-format';
import { fighterStats, knownQuirks, type BookQuirk, type HeartbreakerBook } from './roster-rules';
import { FIGHT, OTHER, SHOOT, SPRINT, WALK } from './play';

const PAGES: Record<BookQuirk['group'], string> = {
  weapons: '/heartbreaker/rules/weapons/',
  gear: '/heartbreaker/rules/gear/',
  abilities: '/heartbreaker/rules/abilities/',
};

/** The rules entry of a quirk: its page (weapons, gear or abilities) and its heading. */
export const quirkHref = (q: Pick<BookQuirk, 'group'> & { entry: { id: string } }): string => `${PAGES[q.group]}#${q.entry.id}`;

/**
 * Fighter `index`'s quirks the skirmish has put out of use now, by quirk id, with why. Only weapons
 * and quirks that grant an action can be out of use; armour and the like keep working.
 * - Knocked out (a Second Wind fighter at 0 Meat again, HB 416): gone for the skirmish.
 * - Taken Down (HB 414): it is not activated and no longer fights, so neither its weapons nor its
 *   actions serve until a Second Wind stands it up.
 * - Its Action Limit spent this activation (HB 167, 269): no further action, so no granted action;
 *   its weapons still strike back when it is attacked in a fight (HB 368), which takes no action.
 * - Grapplewire's Zip (HB 789): not in an activation where the fighter walked or sprinted.
 */
export function quirksOutOfUse(roster: Roster, index: number, state: PlayState, book: HeartbreakerBook): Map<string, string> {
  const fighter = roster.fighters[index];
  const m = state.models[index];
  const out = new Map<string, string>();
  if (!fighter || !m) return out;
  const quirks = knownQuirks(fighter, book);
  const usable = quirks.filter((q) => q.group === 'weapons' || q.entry.grantsActions.length > 0);
  const all = (why: string) => {
    for (const q of usable) out.set(q.entry.id, why);
    return out;
  };
  if (m.out) return all('knocked out for the rest of the skirmish');
  if (m.down) return all('Taken Down: not activated and not fighting until a Second Wind');
  const c = (id: string) => m.counters[id] ?? 0;
  const actions = c(FIGHT) + c(SHOOT) + c(WALK) + c(SPRINT) + c(OTHER);
  const limit = fighterStats({ ...fighter, meatLost: m.damage }, book).actionLimit;
  for (const q of usable) {
    if (q.group === 'weapons') continue;
    if (actions >= limit) out.set(q.entry.id, `Action Limit reached this activation (${actions} of ${limit})`);
    else if (q.entry.id === 'grapplewire' && c(WALK) + c(SPRINT) > 0) out.set(q.entry.id, 'no Zip in an activation with a Walk or Sprint');
  }
  return out;
}
