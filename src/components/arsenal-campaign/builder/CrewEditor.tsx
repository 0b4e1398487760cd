/**
 * The crew tracker's editor inside the roster kit's workbench: the campaign (faction, length,
 * starting script), the crew as it stands after the last week logged, and the log itself, one block
 * per week. Every number shown comes from one replay of the log (crewView). A change made in a week's
 * editor is written into the campaign log as it is made (editedByHand, one entry per week edited),
 * and so are Start week and Remove week (weekStarted, weekRemoved), so the crew keeps one log and each
 * change can be undone from it. The entries are written against the roster the change lands on
 * (`relog`), which is newer than the one drawn while the editor follows the typing.
 */
import { useMemo, useRef } from 'react';
import { crewView, numbersOf, type ArsenalRosterData } from '../../../games/arsenal-campaign/roster-rules';
import { MAX_WEEKS, type Roster } from '../../../games/arsenal-campaign/roster-format';
import { editedByHand, weekRemoved, weekStarted, type HandEdit } from '../../../games/arsenal-campaign/hand-edit';
import { signed } from '../../../games/arsenal-campaign/roster-words';
import { CountField, TextField, type EditorProps } from '../../roster';
import { Fold, useOpenModel } from '../../roster/ModelFold';
import { CREW_NOW_ID, ModelDetails } from './ModelCard';
import { WeekEditor } from './WeekEditor';

type Props = EditorProps<Roster> & { book: ArsenalRosterData };

export function CrewEditor({ roster, onChange, problemsOf, modelId, openId, book: data }: Props) {
  const open = useOpenModel(openId);
  const view = useMemo(() => crewView(roster, data), [roster, data]);
  const n = numbersOf(data);
  const { now } = view;
  const leader = now.models.find((m) => m.id === now.leader);
  const last = roster.weeks.length;
  const full = last >= roster.campaignWeeks;
  // The week editor's changes, logged; `editing` is the hand edit going on (one entry per week edited).
  const editing = useRef<HandEdit | null>(null);
  const onWeekChange = (next: Roster, group?: string) =>
    onChange(next, group, (now, edited) => {
      const logged = editedByHand(now, edited, editing.current);
      editing.current = logged.open;
      return logged.roster;
    });
  // Start week and Remove week: a step each, logged against the roster now; a hand edit after them is a new entry.
  const weekStep = (step: (now: Roster) => Roster) =>
    onChange(roster, undefined, (now) => {
      editing.current = null;
      return step(now);
    });

  return (
    <div className="rk-editor">
      <Fold name={`campaign:${openId ?? 'shared'}`} summary={`Campaign: ${roster.faction.trim() || 'no faction yet'} · ${roster.campaignWeeks} weeks · ${roster.startingScript} script`} defaultOpen={roster.weeks.length === 0}>
        <div className="tk-form">
          <TextField label="Faction" value={roster.faction} onChange={(faction) => onChange({ ...roster, faction }, 'faction')} hint="The faction declared for the whole campaign." />
          <CountField
            label="Campaign length (weeks)"
            value={roster.campaignWeeks}
            min={1}
            max={MAX_WEEKS}
            onChange={(campaignWeeks) => onChange({ ...roster, campaignWeeks })}
            hint={`Masters can be hired from week ${now.mastersFromWeek}, the half-way point. At most ${MAX_WEEKS} weeks.`}
          />
          <CountField
            label="Starting script"
            value={roster.startingScript}
            min={0}
            max={999}
            onChange={(startingScript) => onChange({ ...roster, startingScript })}
            hint="The book sets no starting budget: use what your group agreed."
          />
        </div>
      </Fold>

      <section className="rk-card ac-now" aria-labelledby="ac-now-title">
        <h3 id={CREW_NOW_ID}>The crew now</h3>
        <dl className="ac-facts">
          <div>
            <dt>Week</dt>
            <dd>
              {last} of {roster.campaignWeeks}
            </dd>
          </div>
          <div>
            <dt>Script</dt>
            <dd>{signed(now.script)}</dd>
          </div>
          <div>
            <dt>Campaign rating</dt>
            <dd>{now.rating === null ? '?' : signed(now.rating)}</dd>
          </div>
          <div>
            <dt>Arsenal total</dt>
            <dd>{now.arsenalTotal === null ? '?' : `${now.arsenalTotal} SS`}</dd>
          </div>
          <div>
            <dt>Leader</dt>
            <dd>{leader?.name ?? 'none yet'}</dd>
          </div>
          <div>
            <dt>Bounty held</dt>
            <dd>{now.bountyHeld ?? 'none'}</dd>
          </div>
          <div>
            <dt>Bounties completed</dt>
            <dd>{now.bountiesCompleted.length === 0 ? 'none' : now.bountiesCompleted.join(', ')}</dd>
          </div>
          <div>
            <dt>Masters</dt>
            <dd>
              from week {now.mastersFromWeek}
              {now.mastersUnlocked ? ', bounty done' : ', after a completed bounty'}
            </dd>
          </div>
        </dl>
        {(now.models.length > 0 || now.equipment.length > 0 || now.upgrades.length > 0) && (
          <Fold name={`crew-models:${openId ?? 'shared'}`} summary={`Models (${now.models.length}) and upgrades`}>
          <ul className="ac-models">
            {now.models.map((m) => (
              <li key={m.id} className="ac-model">
                <p className="ac-model-name">
                  <strong>{m.name.trim() || m.id}</strong>
                  {m.id === now.leader && <span className="rk-tag">Leader</span>}
                </p>
                <ModelDetails model={m} masterCost={n.rules.masterCost} finishedOffTarget={n.finishedOffTarget} link crewName={roster.name} />
              </li>
            ))}
          </ul>
          {(now.equipment.length > 0 || now.upgrades.length > 0) && (
            <p className="tk-note">
              {now.equipment.length > 0 && `Campaign equipment: ${now.equipment.map((e) => e.name).join(', ')}. `}
              {now.upgrades.length > 0 && `Upgrades: ${now.upgrades.map((u) => u.name).join(', ')}.`}
            </p>
          )}
          </Fold>
        )}
      </section>

      <h3 className="rk-section-title">The log</h3>
      {last === 0 && <p className="tk-note">No week logged yet. Start week 1 to hire the crew and name its leader.</p>}
      {roster.weeks.map((_, i) => (
        <WeekEditor
          key={i}
          roster={roster}
          index={i}
          row={view.weeks[i]!}
          data={data}
          onChange={onWeekChange}
          problems={problemsOf(i)}
          anchorId={modelId(i)}
          open={open}
        />
      ))}
      <div className="rk-row">
        <button
          type="button"
          className="tk-button rk-primary"
          aria-disabled={last >= MAX_WEEKS || undefined}
          onClick={() => {
            if (last >= MAX_WEEKS) return; // unavailable, not disabled: it keeps the focus (unavailableIf)
            weekStep(weekStarted);
            open.show(modelId(last)); // the new week opens
          }}
        >
          Start week {last + 1}
        </button>
        {last > 0 && (
          <button type="button" className="tk-button" onClick={() => weekStep(weekRemoved)}>
            Remove week {last}
          </button>
        )}
      </div>
      {full && <p className="tk-note">The campaign lasts {roster.campaignWeeks} weeks: a week more is listed as a problem, unless you make the campaign longer.</p>}
    </div>
  );
}
