/**
 * A model's datacard in play: its weapons with their ranges, gadgets, special rules (each linked to
 * its rules entry), own rules, spells (linked to how they are cast), notes and (heroes) the hero
 * rules, with W9's reminders, as the builder's printed card has them
 * (src/components/wolsung/builder/ModelCard.tsx); what the game has put out of use (Beginner's Luck
 * used, a Golem without its Scientist, spells with an empty hand) struck through with why.
 */
import type { Roster } from '../../../games/wolsung/roster-format';
import { modelCard, type WolsungClubBook } from '../../../games/wolsung/roster-rules';
import { outOfUse, ruleHref, spellHref } from '../../../games/wolsung/datacard';
import { CardTexts, ProfileExtras } from '../builder/ModelCard';
import { Reminders } from '../builder/ModelExtras';
import { listDatacard, type DatacardDraw } from '../../play/Datacard';

export const wolsungDatacard = (book: WolsungClubBook): DatacardDraw<Roster> =>
  listDatacard((roster: Roster) => roster.models, (model, roster, index, state) => {
    const card = modelCard(roster, index, book);
    const play = {
      rule: (label: string) => ruleHref(label, book),
      spells: (model.spells ?? []).map(spellHref),
      ...(state ? { outOfUse: outOfUse(roster, index, state, book) } : {}),
    };
    return (
      <>
        <ProfileExtras card={card} />
        <CardTexts card={card} heroRules={model.kind === 'hero' ? book.heroRules : null} play={play} />
        <Reminders roster={roster} index={index} data={book} />
      </>
    );
  });
