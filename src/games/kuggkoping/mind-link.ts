/**
 * A Mind link knock-down applied on its Character's own phone (co-op on two phones, issue 36; KB
 * 833-834): the other phone's Mind link picked one of this phone's Characters, and play.ts's
 * `mindLinksDue` found it due here. Loaded only when one is due (from ../../components/kuggkoping/
 * play/MindLinkDue.tsx), so the play page's first load does not carry it.
 */
import type { PlayState as KitState } from '../../play';
import { knockDown, MIND_LINK_BY, MORTIS_WORDS, type MindLinkDue } from './play';
import type { Roster } from './roster-format';
import { playerOf, type KuggkopingBook } from './roster-rules';

const label = (roster: Roster, i: number) => roster.characters[i]?.name.trim() || `Character ${i + 1}`;

/** "Player 1’s Mind link" in co-op (the killed Character's player, whose trait it is), else "Mind link". */
const mindLinkOf = (roster: Roster, killed: number): string => {
  const c = roster.characters[killed];
  return roster.mode === 'coop' && c ? `Player ${playerOf(roster, c)}’s Mind link` : 'Mind link';
};

/**
 * A Mind link knock-down applied on the friend's own phone: the friend is knocked down (KB 833-834),
 * and stood back up at once by a Mortis device it holds, unless it is already down or out of the
 * game, where there is nothing to change; either way it is marked applied, so it is asked for once.
 * The words say which.
 */
export function applyMindLink<S extends KitState>(roster: Roster, book: KuggkopingBook, state: S, due: MindLinkDue): { state: S; words: string } {
  const f = state.models[due.friend];
  if (!f || !roster.characters[due.killed] || !roster.characters[due.friend]) return { state, words: '' };
  const already = f.out ? 'is already out of the game' : f.down ? 'is already knocked down' : null;
  const marked = { ...state, models: state.models.map((m, i) => (i === due.friend ? { ...m, flags: { ...m.flags, [`${MIND_LINK_BY}${due.killed}`]: true } } : m)) };
  // A Mortis device stands it back up at once (KB 2372-2375), as on the phone that picked it.
  const { state: next, mortis } = already ? { state: marked, mortis: false } : knockDown(roster, book, due.friend, marked);
  return { state: next, words: `${mindLinkOf(roster, due.killed)}: ${label(roster, due.friend)} ${already ? `${already}: nothing changes` : 'is knocked down'} (${label(roster, due.killed)} was killed)${mortis ? MORTIS_WORDS : ''}` };
}
