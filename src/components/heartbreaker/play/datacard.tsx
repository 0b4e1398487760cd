/**
 * A fighter's datacard in play: its weapons with range and PUNCH, its gear and abilities with the
 * actions they grant, each linked to its rules entry, what changes its stats in play, and a quirk
 * for the next skirmish only, as the builder's printed card has them
 * (src/components/heartbreaker/builder/FighterCard.tsx); a weapon or action the skirmish has put out
 * of use (Taken Down, the Action Limit spent) struck through with why.
 */
import type { Roster } from '../../../games/heartbreaker/roster-format';
import type { HeartbreakerBook } from '../../../games/heartbreaker/roster-rules';
import { quirkHref, quirksOutOfUse } from '../../../games/heartbreaker/datacard';
import { QuirkTexts, StatNotes } from '../builder/FighterCard';
import { listDatacard, type DatacardDraw } from '../../play/Datacard';

export const heartbreakerDatacard = (book: HeartbreakerBook): DatacardDraw<Roster> =>
  listDatacard((roster: Roster) => roster.fighters, (fighter, roster, index, state) => (
    <>
      <StatNotes fighter={fighter} book={book} />
      <QuirkTexts fighter={fighter} book={book} href={quirkHref} outOfUse={state ? quirksOutOfUse(roster, index, state, book) : undefined} />
      {fighter.tempQuirk && <p>Next skirmish only (Prepare for War): {fighter.tempQuirk}</p>}
    </>
  ));
