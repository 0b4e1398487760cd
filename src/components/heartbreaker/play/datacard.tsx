/**
 * A fighter's datacard in play: its weapons with range and PUNCH, its gear and abilities with the
 * actions they grant, what changes its stats in play, and a quirk for the next skirmish only, as the
 * builder's printed card has them (src/components/heartbreaker/builder/FighterCard.tsx).
 */
import type { Roster } from '../../../games/heartbreaker/roster-format';
import type { HeartbreakerBook } from '../../../games/heartbreaker/roster-rules';
import { QuirkTexts, StatNotes } from '../builder/FighterCard';
import { listDatacard, type DatacardDraw } from '../../play/Datacard';

export const heartbreakerDatacard = (book: HeartbreakerBook): DatacardDraw<Roster> =>
  listDatacard((roster: Roster) => roster.fighters, (fighter) => (
    <>
      <StatNotes fighter={fighter} book={book} />
      <QuirkTexts fighter={fighter} book={book} />
      {fighter.tempQuirk && <p>Next skirmish only (Prepare for War): {fighter.tempQuirk}</p>}
    </>
  ));
