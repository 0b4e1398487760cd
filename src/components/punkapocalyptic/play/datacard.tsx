/**
 * A model's datacard in play: its permanent losses, special rules, equipment with its numbers (range,
 * Strength, Penetration, Combat) and rules, own rules and notes, as the builder's printed card has
 * them (src/components/punkapocalyptic/builder/ModelCard.tsx), a weapon the game has put out of use
 * (jammed, used up, out of fuel) struck through with why. Secret bullets stay secret.
 */
import type { Roster } from '../../../games/punkapocalyptic/roster-format';
import type { GangBook } from '../../../games/punkapocalyptic/roster-rules';
import { unusableWeapons } from '../../../games/punkapocalyptic/play';
import { weaponName } from '../../../games/punkapocalyptic/play-weapons';
import type { Item } from '../../../games/punkapocalyptic/roster-format';
import { GearAndRules, StateLine } from '../builder/ModelCard';
import { listDatacard, type DatacardDraw } from '../../play/Datacard';

export const punkapocalypticDatacard = (book: GangBook): DatacardDraw<Roster> =>
  listDatacard((roster: Roster) => roster.models, (model, roster, index, state) => {
    const unusable = state ? unusableWeapons(roster, book, index, state) : new Map<string, string>();
    const outOfUse = (item: Item) => (item.kind === 'ranged' || item.kind === 'melee' ? unusable.get(weaponName(item)) : undefined);
    return (
      <>
        <StateLine model={model} book={book} />
        <GearAndRules model={model} book={book} secretBullets={roster.secretBullets} outOfUse={outOfUse} />
      </>
    );
  });
