/**
 * Kuggköping's co-op seats for Table Link (src/play/table-link-coop.ts): in a co-op warband each
 * player controls their own part of it and has their own Tinker dice pool (KB 455-468; RULINGS K11:
 * two Characters per player, each player's own faction and traits). So on two linked phones, player
 * 1's phone (the one that started the game) owns player 1's Characters and Tinker dice and runs the
 * enemy turn (the enemies "controlled by the game", KB 467-468, have one writer), and player 2's
 * phone owns player 2's. Gizmos claimed count for the warband the players share, so they are the
 * table's, kept with the mission on the starter's phone.
 */
import type { CoopRules, Seat } from '../../play/table-link-coop';
import type { Roster } from './roster-format';
import { playerOf } from './roster-rules';
import { mindLinksDue, tinkerCounter, type MindLinkDue } from './play';

/** The note on a Character's card while a Mind link knock-down picked for it (KB 833-834) waits for its own phone. */
export const mindLinkWaitsLine = (roster: Roster, due: MindLinkDue): string => {
  const name = (i: number) => roster.characters[i]?.name.trim() || `Character ${i + 1}`;
  const f = roster.characters[due.friend];
  return `Knocked down by Mind link (${name(due.killed)} was killed): on Player ${f ? playerOf(roster, f) : 2}’s phone once they apply it, under Rolls for the warband.`;
};

export const kuggkopingCoop: CoopRules<Roster> = {
  shared: (roster) => roster.mode === 'coop',
  seatOf: (roster, index): Seat => {
    const c = roster.characters[index];
    return c ? playerOf(roster, c) : 1;
  },
  counterSeat: (_roster, id) => (id === tinkerCounter(1) ? 1 : id === tinkerCounter(2) ? 2 : null),
  seatName: (seat) => `Player ${seat}`,
  tablePart: 'the enemy turn',
  seatPart: 'Characters and Tinker dice',
  // A Mind link of this phone's player that picked the other player's Character: it waits for their phone (play.ts's mindLinksDue).
  cardNote: (roster, index, state) => {
    const due = mindLinksDue(state).find((d) => d.friend === index);
    return due ? mindLinkWaitsLine(roster, due) : null;
  },
};
