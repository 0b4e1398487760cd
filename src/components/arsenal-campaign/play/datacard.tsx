/**
 * A model's datacard in play: its station, printed cost and cache, what it counts for the encounter,
 * its skills and injuries, as the builder's printed card has them
 * (src/components/arsenal-campaign/builder/ModelCard.tsx), from the Arsenal the log adds up to.
 */
import type { Roster } from '../../../games/arsenal-campaign/roster-format';
import { currentArsenal, numbersOf, type ArsenalRosterData, type CrewNow } from '../../../games/arsenal-campaign/roster-rules';
import { ModelDetails } from '../builder/ModelCard';
import type { DatacardDraw } from '../../play/Datacard';

export function arsenalDatacard(data: ArsenalRosterData): DatacardDraw<Roster> {
  // The Arsenal is replayed from the log once per roster, not on every tap of an open card.
  const arsenals = new WeakMap<Roster, CrewNow>();
  const n = numbersOf(data);
  return (roster, index) => {
    let now = arsenals.get(roster);
    if (!now) arsenals.set(roster, (now = currentArsenal(roster, data)));
    const model = now.models[index];
    return model ? <ModelDetails model={model} masterCost={n.rules.masterCost} finishedOffTarget={n.finishedOffTarget} /> : null;
  };
}
