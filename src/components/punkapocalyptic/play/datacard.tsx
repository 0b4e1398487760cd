/**
 * A model's datacard in play: its permanent losses, special rules, equipment with its numbers (range,
 * Strength, Penetration, Combat) and rules, own rules and notes, as the builder's printed card has
 * them (src/components/punkapocalyptic/builder/ModelCard.tsx). Secret bullets stay secret.
 */
import type { Roster } from '../../../games/punkapocalyptic/roster-format';
import type { GangBook } from '../../../games/punkapocalyptic/roster-rules';
import { GearAndRules, StateLine } from '../builder/ModelCard';
import { listDatacard, type DatacardDraw } from '../../play/Datacard';

export const punkapocalypticDatacard = (book: GangBook): DatacardDraw<Roster> =>
  listDatacard((roster: Roster) => roster.models, (model, roster) => (
    <>
      <StateLine model={model} book={book} />
      <GearAndRules model={model} book={book} secretBullets={roster.secretBullets} />
    </>
  ));
