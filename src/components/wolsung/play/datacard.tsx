/**
 * A model's datacard in play: its weapons with their ranges, gadgets, special rules, own rules,
 * spells, notes and (heroes) the hero rules, with W9's reminders, as the builder's printed card has
 * them (src/components/wolsung/builder/ModelCard.tsx).
 */
import type { Roster } from '../../../games/wolsung/roster-format';
import { modelCard, type WolsungClubBook } from '../../../games/wolsung/roster-rules';
import { CardTexts, ProfileExtras } from '../builder/ModelCard';
import { Reminders } from '../builder/ModelExtras';
import { listDatacard, type DatacardDraw } from '../../play/Datacard';

export const wolsungDatacard = (book: WolsungClubBook): DatacardDraw<Roster> =>
  listDatacard((roster: Roster) => roster.models, (model, roster, index) => {
    const card = modelCard(roster, index, book);
    return (
      <>
        <ProfileExtras card={card} />
        <CardTexts card={card} heroRules={model.kind === 'hero' ? book.heroRules : null} />
        <Reminders roster={roster} index={index} data={book} />
      </>
    );
  });
