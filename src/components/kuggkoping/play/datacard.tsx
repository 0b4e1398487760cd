/**
 * A Character's datacard in play: its attacks where they differ from the profile line, what changes
 * its defence and tests, its equipped gadgets and quirks, upgrades and abilities with their rules,
 * each linked to its rules entry, as the builder's printed card has them
 * (src/components/kuggkoping/builder/CharacterCard.tsx); what the mission has put out of use (a
 * gadget lost, a Mortis device spent, knocked down) struck through with why; and the traits of its
 * player's Cartographer faction, which act for every Character of the warband in play.
 */
import type { Roster } from '../../../games/kuggkoping/roster-format';
import { alignmentOf, bookIndex, characterView, type KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import { abilityHref, gadgetHref, outOfUse, traitHref, upgradeHref } from '../../../games/kuggkoping/datacard';
import { GearAndAbilities, ProfileNotes } from '../builder/CharacterCard';
import { TextList } from '../../roster';
import { RuleName } from '../../roster/RuleName';
import type { DatacardDraw } from '../../play/Datacard';

export function kuggkopingDatacard(book: KuggkopingBook): DatacardDraw<Roster> {
  return (roster, index, state) => {
    if (!roster.characters[index]) return null;
    const view = characterView(roster, index, book);
    const archetype = view.archetype?.id;
    const play = {
      gadget: gadgetHref,
      upgrade: upgradeHref,
      ability: (name: string) => abilityHref(name, book, archetype),
      ...(state ? { outOfUse: outOfUse(roster, index, state, book) } : {}),
    };
    const { faction, traits } = alignmentOf(roster, roster.characters[index], bookIndex(book));
    return (
      <>
        <ProfileNotes view={view} />
        <GearAndAbilities view={view} play={play} />
        {traits.length > 0 && (
          <div className="rk-texts">
            <TextList
            title={faction ? `Traits (${faction.name})` : 'Traits'}
            items={traits}
            item={(t) => (
              <li key={t.id}>
                <RuleName name={t.name} href={traitHref(t.id)} /> ({t.kind}): {t.text}
              </li>
            )}
            />
          </div>
        )}
      </>
    );
  };
}
