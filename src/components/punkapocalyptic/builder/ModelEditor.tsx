/**
 * One model on the gang sheet, a compact card (ModelFold): its name, type and points, the profile
 * now, Armor and bullets, and its count of problems. Its editor, one open at a time: the profile
 * with its state, links to the shot and combat odds tools, Downed and its bullets (unless they are
 * hidden), then name, type and points from the player's faction list, the printed profile (A to TC,
 * "-" allowed), special rules and equipment, bullets' points, permanent losses, copy / move / remove.
 */
import { memo, useMemo, useState } from 'react';
import { MAX_ITEMS, MAX_MODELS, type Item, type Model, type Roster } from '../../../games/punkapocalyptic/roster-format';
import {
  duplicateModel,
  modelLabel,
  modelOddsLinks,
  modelPoints,
  modelProfile,
  moveModel,
  newItem,
  setLoss,
  setProfileValue,
  updateItem,
  updateModel,
  type GangBook,
} from '../../../games/punkapocalyptic/roster-rules';
import type { RosterProblem } from '../../../roster';
import { CheckField, ChoiceField, CountField, ModelProblems, TextField, MoveButtons, RemoveModelButton } from '../../roster';
import { closedModelUnchanged, ModelFold, type OpenModel } from '../../roster/ModelFold';
import { ItemEditor, KIND_LABELS } from './ItemEditor';
import { ProfileTable, StateLine } from './ModelCard';
import { RulePicker } from './RulePicker';
import { ModelOwnEntries } from './OwnRules';
import { unavailableIf } from '../../tools/unavailable';

export interface ModelEditorProps {
  roster: Roster;
  index: number;
  book: GangBook;
  onChange: (next: Roster, group?: string) => void;
  problems: readonly RosterProblem[];
  anchorId: string;
  /** Bullets are shown (not secret, or revealed for now). */
  showBullets: boolean;
  /** Which model's editor is open (one at a time). */
  open: OpenModel;
  /** The anchor id of the model at an index (EditorProps.modelId): a moved model's editor opens there. */
  anchorOf: (index: number) => string;
}

const NONE = '-';

const choicesOf = new WeakMap<object, { value: string; label: string }[]>();

/** An attribute's values to pick from, one array per attribute (so its options are not drawn again). */
function profileChoices(a: { min: number; max: number }): { value: string; label: string }[] {
  let choices = choicesOf.get(a);
  if (!choices) {
    choices = [{ value: NONE, label: '- (cannot use)' }, ...Array.from({ length: a.max - a.min + 1 }, (_, k) => ({ value: String(a.min + k), label: String(a.min + k) }))];
    choicesOf.set(a, choices);
  }
  return choices;
}

/**
 * A closed model is drawn again only when its card would change (closedModelUnchanged): a keystroke
 * in the gang's name or another model's editor leaves it alone, so typing stays fast in the largest gang.
 */
export const ModelEditor = memo(function ModelEditor({ roster, index, book, onChange, problems, anchorId, showBullets, open, anchorOf }: ModelEditorProps) {
  const m = roster.models[index]!;
  const label = modelLabel(m, index);
  const set = (change: (m: Model) => Model, group?: string) => onChange(updateModel(roster, index, change), group);
  const profile = useMemo(() => modelProfile(m, book), [m, book]);
  const [kind, setKind] = useState<Item['kind']>('ranged');
  const lost = profile.attributes.filter((a) => a.loss > 0);
  return (
    <ModelFold
      id={anchorId}
      open={open}
      problems={problems.length}
      title={label}
      kicker={[m.name.trim() && m.type.trim(), `${modelPoints(m)} points`, profile.knockedDown ? 'Knocked Down' : m.downed ? 'Downed' : ''].filter(Boolean).join(' · ')}
      facts={[profile.attributes.map((a) => `${a.attribute.abbreviation} ${a.value ?? '-'}`).join(' '), profile.armor > 0 ? `Armor ${profile.armor}` : '', showBullets ? `${m.bullets} bullets` : '']
        .filter(Boolean)
        .join(' · ')}
    >
      <ModelProblems problems={problems} />
      <ProfileTable model={m} book={book} />
      <StateLine model={m} book={book} />
      <OddsLinks roster={roster} index={index} book={book} />
      <div className="tk-form pk-play">
        <CheckField label={`${label} is Downed`} checked={m.downed} onChange={(downed) => set((x) => ({ ...x, downed }))} />
        {showBullets && (
          <CountField label={`Bullets ${label} carries`} value={m.bullets} min={0} max={99} onChange={(bullets) => set((x) => ({ ...x, bullets }))} hint="Count them down and swap them here during a game." />
        )}
      </div>

      <div className="pk-edit">
        <h5 className="rk-section-title">Profile, rules and equipment</h5>
        <div className="pk-edit-body">
          <div className="tk-form">
            <TextField label="Name" value={m.name} onChange={(name) => set((x) => ({ ...x, name }), `name-${index}`)} />
            <TextField label="Type" value={m.type} onChange={(type) => set((x) => ({ ...x, type }), `type-${index}`)} hint="The profile's name in your faction list." />
            <CountField label="Model points" value={m.cost} min={0} max={999} onChange={(cost) => set((x) => ({ ...x, cost }))} hint="As your faction list prints them." />
          </div>

          <fieldset className="tk-group">
            <legend>Profile as printed</legend>
            <div className="tk-form pk-profile-form">
              {book.attributes.map((a) => {
                const entry = profile.attributes.find((x) => x.attribute === a)!;
                return (
                  <ChoiceField
                    key={a.id}
                    label={`${a.name} (${a.abbreviation})`}
                    value={entry.base === null ? NONE : String(entry.base)}
                    options={profileChoices(a)}
                    onChange={(v) => set((x) => setProfileValue(x, a, v === NONE ? null : Number(v), book))}
                  />
                );
              })}
            </div>
          </fieldset>

          <fieldset className="tk-group">
            <legend>Special rules of {label}</legend>
            <RulePicker owner={label} holder="model" refs={m.specialRules} book={book} onChange={(specialRules) => set((x) => ({ ...x, specialRules }))} />
          </fieldset>

          <fieldset className="tk-group">
            <legend>Equipment of {label}</legend>
            {m.equipment.length === 0 && <p className="tk-note">No equipment yet.</p>}
            {m.equipment.map((item, k) => (
              <ItemEditor
                key={k}
                item={item}
                label={`Item ${k + 1}`}
                owner={label}
                book={book}
                onChange={(next, group) => onChange(updateItem(roster, index, k, () => next), group && `${group}-${index}`)}
                onRemove={() => set((x) => ({ ...x, equipment: x.equipment.filter((_, j) => j !== k) }))}
              />
            ))}
            <div className="rk-row rk-align-end pk-add-item">
              <ChoiceField
                label={`New item for ${label}`}
                value={kind}
                options={(Object.keys(KIND_LABELS) as Item['kind'][]).map((k) => ({ value: k, label: KIND_LABELS[k] }))}
                onChange={(v) => setKind(v as Item['kind'])}
              />
              <button type="button" className="tk-button" {...unavailableIf(m.equipment.length >= MAX_ITEMS, () => set((x) => ({ ...x, equipment: [...x.equipment, newItem(kind)] })))}>
                Add {KIND_LABELS[kind].toLowerCase()} to {label}
              </button>
            </div>
          </fieldset>

          {showBullets ? (
            <CountField label={`Points paid for ${label}'s bullets`} value={m.bulletsCost} min={0} max={999} onChange={(bulletsCost) => set((x) => ({ ...x, bulletsCost }))} />
          ) : (
            <p className="tk-note">Bullets are hidden (secret). Use “Show bullets” above the models to see or change them.</p>
          )}

          <fieldset className="tk-group">
            <legend>Permanent attribute losses{lost.length > 0 ? ` (${lost.map((a) => `${a.attribute.abbreviation} -${a.loss}`).join(', ')})` : ''}</legend>
            <div className="tk-form pk-losses-form">
              {profile.attributes.map((a) => (
                <CountField
                  key={a.attribute.id}
                  label={`${a.attribute.abbreviation} lost`}
                  value={a.loss}
                  min={0}
                  max={10}
                  onChange={(loss) => set((x) => setLoss(x, a.attribute, loss, book))}
                />
              ))}
            </div>
            <p className="tk-note">Agility, Strength or Toughness down to 0 for good knocks the model down: it counts as Downed.</p>
          </fieldset>
          <ModelOwnEntries roster={roster} index={index} label={label} onChange={onChange} />

          <div className="rk-row">
            <button type="button" className="tk-button" {...unavailableIf(roster.models.length >= MAX_MODELS, () => onChange(duplicateModel(roster, index)))}>
              Duplicate {label}
            </button>
            <MoveButtons title={label} index={index} count={roster.models.length} open={open} anchorOf={anchorOf} onMove={(by) => onChange(moveModel(roster, index, by))} />
            <RemoveModelButton anchorId={anchorId} open={open} onRemove={() => onChange({ ...roster, models: roster.models.filter((_, j) => j !== index) })}>
              Remove {label} from the gang
            </RemoveModelButton>
          </div>
        </div>
      </div>
    </ModelFold>
  );
}, closedModelUnchanged<Roster>('models'));

/** The open model's links to the odds tools (worked out only for the model whose editor is open). */
function OddsLinks({ roster, index, book }: { roster: Roster; index: number; book: GangBook }) {
  const links = useMemo(() => modelOddsLinks(roster, index, book), [roster, index, book]);
  if (links.length === 0) return null;
  return (
    <ul className="rk-odds-links pk-odds-links">
      {links.map((l) => (
        <li key={l.href + l.label}>
          <a href={l.href}>{l.label}</a>
        </li>
      ))}
    </ul>
  );
}
