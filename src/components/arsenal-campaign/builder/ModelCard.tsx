/**
 * One model of the Arsenal as it stands: station, printed cost and cache, what it counts for the
 * encounter, its skills and injuries, and a link to its Finished Off flip in the flip-odds tool. Used
 * in the editor's "The crew now" and on the printed card.
 */
import type { ArsenalModel } from '../../../games/arsenal-campaign/roster-rules';
import { finishedOffHref } from '../../../games/arsenal-campaign/roster-edit';
import { modelLine } from '../../../games/arsenal-campaign/roster-words';

/** The id of the editor's "The crew now" heading: where a tool opened from a model's card leads back to. */
export const CREW_NOW_ID = 'ac-now-title';

export interface ModelCardProps {
  model: ArsenalModel;
  masterCost: number;
  finishedOffTarget: number;
  /** Show the odds link (on screen; the printed card leaves it out). */
  link?: boolean;
  /** The crew's name, for the flip-odds tool's way back. */
  crewName?: string;
}

export function ModelDetails({ model, masterCost, finishedOffTarget, link = false, crewName = '' }: ModelCardProps) {
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
            <a
              className="ac-odds-link"
              href={finishedOffHref(finishedOffTarget, 0, {
                label: `${name}'s Finished Off flip (${finishedOffTarget} or more)`,
                back: `/arsenal-campaign/builder/#${CREW_NOW_ID}`,
                backLabel: crewName.trim() || 'your crew',
              })}
            >
              Finished Off flip odds for {name} ({finishedOffTarget} or more)
            </a>
          </li>
        )}
      </ul>
    </>
  );
}
