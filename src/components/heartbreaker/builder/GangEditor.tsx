/**
 * The Heartbreaker gang editor inside the roster kit's workbench: the six fighters, then the gang's
 * resources with the resource actions they pay for (each says what it spends and asks first; one
 * that takes from a gang saved here takes it from that gang's sheet too, H13), then the titles
 * across every gang saved here.
 */
import { useState } from 'react';
import { MAX_FIGHTERS, type ResourceKind, type Roster } from '../../../games/heartbreaker/roster-format';
import { addFighter, recruiting, resourceActions, spendOnAction, type HeartbreakerBook } from '../../../games/heartbreaker/roster-rules';
import { resourceActionWarning, takeResourceAction, type Taking } from '../../../games/heartbreaker/resource-actions';
import { rivalAfterTaking, rivalOnDevice, rivalWrittenWords } from '../../../games/heartbreaker/rival-sheet';
import { AddButton, CheckField, ChoiceField, CountField, TextField, type EditorProps } from '../../roster';
import { InputError } from '../../../common/input-error';
import { Fold, useOpenModel } from '../../roster/ModelFold';
import { FighterEditor } from './FighterEditor';
import { TitlesPanel } from './TitlesPanel';

type Props = EditorProps<Roster> & { book: HeartbreakerBook };

/** Resources a gang can hold in the builder (far above any campaign). */
const MAX_RESOURCE = 999;

export function GangEditor({ roster, onChange, onChangeSaved, problemsOf, modelId, saved, openId, book }: Props) {
  const wanted = recruiting(book).fighters;
  const open = useOpenModel(openId);
  return (
    <div className="rk-editor">
      <h3 className="rk-section-title">
        Fighters ({roster.fighters.length} of {wanted})
      </h3>
      {roster.fighters.map((_, i) => (
        <FighterEditor key={i} roster={roster} index={i} book={book} onChange={onChange} problems={problemsOf(i)} anchorId={modelId(i)} open={open} />
      ))}
      <AddButton
        label="Add a fighter"
        primary={roster.fighters.length < wanted}
        off={roster.fighters.length >= MAX_FIGHTERS}
        onAdd={() => {
          onChange(addFighter(roster));
          open.show(modelId(roster.fighters.length));
        }}
      />
      <Fold name={`resources:${openId ?? 'shared'}`} summary="Resources and their actions">
        <ResourcesPanel roster={roster} onChange={onChange} onChangeSaved={onChangeSaved} saved={saved} openId={openId} book={book} />
      </Fold>
      <Fold name={`titles:${openId ?? 'shared'}`} summary="Titles across your gangs">
        <TitlesPanel roster={roster} onChange={onChange} saved={saved} openId={openId} book={book} />
      </Fold>
    </div>
  );
}

type ResourcesProps = Pick<Props, 'roster' | 'onChange' | 'onChangeSaved' | 'saved' | 'openId' | 'book'>;

function ResourcesPanel({ roster, onChange, onChangeSaved, saved, openId, book }: ResourcesProps) {
  const [paid, setPaid] = useState('');
  // The action whose price is shown, waiting for the reader to confirm it.
  const [asking, setAsking] = useState('');
  // A taking action (H13): what it takes, from which gang, and that gang's holding before.
  const [take, setTake] = useState<Record<string, Taking>>({});
  // Actions whose taking is left out of the other gang's sheet saved here (the player unticked it).
  const [notThere, setNotThere] = useState<Record<string, boolean>>({});
  /** The gang taken from, when it is saved on this device and the player leaves its sheet to us. */
  const rivalOf = (id: string) => (notThere[id] ? null : rivalOnDevice(saved, openId, take[id]?.from ?? ''));
  const taking = (id: string, first: ResourceKind): Taking => {
    const t = take[id] ?? { resource: first, from: '', had: 1 };
    const rival = rivalOf(id);
    // What that gang has is read from its sheet when it is saved here, not typed.
    return rival ? { ...t, had: rival.roster.resources[t.resource] } : t;
  };
  const setTaking = (id: string, first: ResourceKind, change: Partial<Taking>) => setTake({ ...take, [id]: { ...(take[id] ?? { resource: first, from: '', had: 1 }), ...change } });
  const setResource = (kind: ResourceKind, n: number) => onChange({ ...roster, resources: { ...roster.resources, [kind]: n } });
  /** What paying takes from the gang saved here, said before it is paid. */
  const rivalLoss = (id: string, first: ResourceKind | undefined): string | null => {
    const rival = rivalOf(id);
    if (!rival || !first) return null;
    const t = taking(id, first);
    const word = book.resources.find((r) => r.id === t.resource)?.name ?? t.resource;
    return t.had > 0 ? `“${rival.roster.name.trim()}” on this device loses 1 ${word} (${t.had} now, ${t.had - 1} after).` : `“${rival.roster.name.trim()}” has no ${word}: nothing is taken (H9).`;
  };
  return (
    <fieldset className="tk-group">
      <legend>Resources</legend>
      <div className="tk-form">
        {book.resources.map((r) => {
          const kind = r.id as ResourceKind;
          return (
            <CountField key={r.id} label={r.name} value={roster.resources[kind]} min={0} max={Math.max(MAX_RESOURCE, roster.resources[kind])} onChange={(n) => setResource(kind, n)} hint={r.summary} />
          );
        })}
      </div>
      <h4 className="hb-sub-title">Resource actions (between games)</h4>
      <ul className="hb-actions">
        {resourceActions(roster.resources, book).map(({ action, resourceName, affordable }) => (
          <li key={action.id}>
            <p>
              <strong>{action.name}</strong> · costs {action.cost.amount} {resourceName}: {action.summary}
            </p>
            {action.takes && (
              <div className="tk-form">
                <ChoiceField
                  label={`${action.name}: take`}
                  value={take[action.id]?.resource ?? action.takes[0]!}
                  options={action.takes.map((k) => ({ value: k, label: book.resources.find((r) => r.id === k)?.name ?? k }))}
                  onChange={(v) => setTaking(action.id, action.takes![0]!, { resource: v as ResourceKind })}
                />
                <TextField label={`${action.name}: from the gang`} value={take[action.id]?.from ?? ''} onChange={(v) => setTaking(action.id, action.takes![0]!, { from: v })} />
                {rivalOnDevice(saved, openId, take[action.id]?.from ?? '') && (
                  <CheckField
                    label={`Take it from that gang’s sheet on this device too (it has ${taking(action.id, action.takes[0]!).had})`}
                    checked={!notThere[action.id]}
                    onChange={(on) => setNotThere({ ...notThere, [action.id]: !on })}
                  />
                )}
                {!rivalOf(action.id) && (
                  <CountField
                    label={`${action.name}: what that gang has of it`}
                    value={take[action.id]?.had ?? 1}
                    min={0}
                    max={MAX_RESOURCE}
                    onChange={(v) => setTaking(action.id, action.takes![0]!, { had: v })}
                    hint="It loses 1 (none when it has none) and your gang gains what was taken."
                  />
                )}
              </div>
            )}
            {asking === action.id && affordable > 0 ? (
              <div className="hb-confirm" role="group" aria-label={`Pay for ${action.name}?`}>
                <p>{resourceActionWarning(roster, action.id, book)}</p>
                {rivalLoss(action.id, action.takes?.[0]) && <p>{rivalLoss(action.id, action.takes?.[0])}</p>}
                <button
                  type="button"
                  className="tk-button rk-primary"
                  onClick={() => {
                    setAsking('');
                    const spent = spendOnAction(roster.resources, action.id, book);
                    if (!spent.ok) return setPaid(spent.message);
                    const t = action.takes ? taking(action.id, action.takes[0]!) : undefined;
                    // Paid and logged (the campaign log says what the action did).
                    try {
                      onChange(takeResourceAction(roster, action.id, book, undefined, t));
                    } catch (e) {
                      if (e instanceof InputError) return setPaid(e.message);
                      throw e;
                    }
                    // H13: the point moves, so the gang saved here loses it in its own sheet and log.
                    const rival = rivalOf(action.id);
                    const after = rival && t ? rivalAfterTaking(rival.roster, { [t.resource]: 1 }, roster.name, `Resource action: ${action.name}`) : null;
                    const there = rival && after ? ` ${rivalWrittenWords(rival.roster, onChangeSaved(rival.id, after))}` : action.takes ? ' Take the point off the other gang in its own sheet.' : '';
                    setPaid(`Paid ${action.cost.amount} ${resourceName} for ${action.name}; ${spent.resources[action.cost.resource]} ${resourceName} left. It is in the campaign log.${there}`);
                  }}
                >
                  Pay it
                </button>{' '}
                <button type="button" className="tk-button" onClick={() => setAsking('')}>
                  Not yet
                </button>
              </div>
            ) : (
              <button type="button" className="tk-button" disabled={affordable === 0} onClick={() => setAsking(action.id)}>
                {affordable === 0 ? `${action.name}: needs ${action.cost.amount} ${resourceName}` : `Pay ${action.cost.amount} ${resourceName} for ${action.name}`}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="tk-note" role="status">
        {paid}
      </p>
    </fieldset>
  );
}
