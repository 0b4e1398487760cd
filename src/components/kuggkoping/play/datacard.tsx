/**
 * A Character's datacard in play: its attacks where they differ from the profile line, what changes
 * its defence and tests, its equipped gadgets and quirks, upgrades and abilities with their rules,
 * as the builder's printed card has them (src/components/kuggkoping/builder/CharacterCard.tsx).
 */
import type { Roster } from '../../../games/kuggkoping/roster-format';
import { characterView, type KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import { GearAndAbilities, ProfileNotes } from '../builder/CharacterCard';
import type { DatacardDraw } from '../../play/Datacard';

export function kuggkopingDatacard(book: KuggkopingBook): DatacardDraw<Roster> {
  return (roster, index) => {
    if (!roster.characters[index]) return null;
    const view = characterView(roster, index, book);
    return (
      <>
        <ProfileNotes view={view} />
        <GearAndAbilities view={view} />
      </>
    );
  };
}
