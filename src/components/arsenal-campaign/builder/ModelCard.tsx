/**
 * One model of the Arsenal as it stands: station, printed cost and cache, what it counts for the
 * encounter, its skills and injuries, and a link to its Finished Off flip in the flip-odds tool. Used
 * in the editor's "The crew now" and on the printed card.
 */
import type { ArsenalModel } from '../../../games/arsenal-campaign/roster-rules';
import { finishedOffHref } from '../../../games/arsenal-campaign/roster-edit';
import { modelLine } from '../../../games/arsenal-campaign/roster-words';

export interface ModelCardProps {
  model: ArsenalModel;
  masterCost: number;
  finishedOffTarget: number;
  /** Show the odds link (on screen; the printed card leaves it out). */
  link?: boolean;
}

export function ModelDetails({ model, masterCost, finishedOffTarget, link = false }: ModelCardProps) {
  const name = model.name.trim() || model.id;
  return (
    <>
      <p className="ac-model-line">{modelLine(model, masterCost)}</p>
      <ul className="ac-model-list">
        <li>
          <strong>Skills:</strong> {model.skills.length === 0 ? 'none' : model.skills.map((s) => `${s.name}${s.avatar ? ' (Avatar)' : ''}`).join(', ')}
        </li>
        <li>
          <strong>Injuries:</strong> {model.injuries.length === 0 ? 'none' : model.injuries.join(', ')}
        </li>
        {link && (
          <li>
            <a className="ac-odds-link" href={finishedOffHref(finishedOffTarget)}>
              Finished Off flip odds for {name} ({finishedOffTarget} or more)
            </a>
          </li>
        )}
      </ul>
    </>
  );
}
