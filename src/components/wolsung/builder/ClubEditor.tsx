/**
 * The Wolsung club editor inside the roster kit's workbench: the Fund Pool (the heroes' Funds and
 * what was bought with it), each hero and henchman, and a new model.
 */
import { useId, useState } from 'react';
import { fundPool, MAX_MODELS, type Roster } from '../../../games/wolsung/roster-format';
import { newModel, type WolsungClubBook } from '../../../games/wolsung/roster-rules';
import { count, who } from '../../../common/words';
import { AddButton, ChoiceField, TextField, type EditorProps } from '../../roster';
import { Fold, useOpenModel } from '../../roster/ModelFold';
import { ModelEditor } from './ModelEditor';

type Props = EditorProps<Roster> & { book: WolsungClubBook };

/** The Fund Pool: where the Funds came from, what they bought, what is left. */
export function FundPoolPanel({ roster }: { roster: Roster }) {
  const headingId = useId();
  const funds = fundPool(roster);
  const heroes = roster.models.flatMap((m, i) => (m.kind === 'hero' ? [`${who(m.name, 'hero', i)} ${Math.max(0, m.funds ?? 0)}`] : []));
  return (
    <section className="tk-group ws-pool" aria-labelledby={headingId}>
      <h3 id={headingId}>Fund Pool</h3>
      <p className="ws-pool-line">
        <strong>{funds.pool}</strong> Funds from the heroes · <strong>{funds.spent}</strong> spent ·{' '}
        <strong>{funds.left < 0 ? `${-funds.left} overspent` : `${funds.left} left`}</strong>
      </p>
      {heroes.length > 0 && <p className="tk-note">Heroes’ Funds: {heroes.join(', ')}.</p>}
      {funds.purchases.length > 0 ? (
        <ul className="ws-purchases" aria-label="Bought with the Fund Pool">
          {funds.purchases.map((p, i) => (
            <li key={i}>
              {p.what}: {count(p.cost, 'Fund')}
            </li>
          ))}
        </ul>
      ) : (
        <p className="tk-note">Nothing bought yet: henchmen and gadgets are paid from this pool.</p>
      )}
    </section>
  );
}

export function ClubEditor({ roster, onChange, problemsOf, modelId, openId, book }: Props) {
  const [newName, setNewName] = useState('');
  const [newKind, setNewKind] = useState<'hero' | 'henchman'>('hero');
  const open = useOpenModel(openId);
  const heroes = roster.models.filter((m) => m.kind === 'hero').length;
  const add = () => {
    const name = newName.trim() || `${newKind === 'hero' ? 'Hero' : 'Henchman'} ${roster.models.length + 1}`;
    onChange({ ...roster, models: [...roster.models, newModel(newKind, book, name)] });
    open.show(modelId(roster.models.length)); // the model added opens with its fields showing
    setNewName('');
  };
  return (
    <div className="rk-editor">
      <FundPoolPanel roster={roster} />
      <h3 className="rk-section-title">
        Models ({count(heroes, 'hero', 'heroes')}, {count(roster.models.length - heroes, 'henchman', 'henchmen')})
      </h3>
      {roster.models.map((_, i) => (
        <ModelEditor key={i} roster={roster} index={i} book={book} onChange={onChange} problems={problemsOf(i)} anchorId={modelId(i)} anchorOf={modelId} open={open} />
      ))}
      <Fold name={`new-model:${openId ?? 'shared'}`} summary="Add a model" defaultOpen={roster.models.length === 0}>
        <div className="tk-form">
          <TextField
            label="New model’s name"
            value={newName}
            onChange={setNewName}
            placeholder={`${newKind === 'hero' ? 'Hero' : 'Henchman'} ${roster.models.length + 1}`}
          />
          <ChoiceField
            label="New model is a"
            value={newKind}
            options={[
              { value: 'hero', label: 'Hero (brings a suit and Funds)' },
              { value: 'henchman', label: 'Henchman (bought from the Fund Pool)' },
            ]}
            onChange={(kind) => setNewKind(kind === 'henchman' ? 'henchman' : 'hero')}
          />
        </div>
        <AddButton label="Add model" off={roster.models.length >= MAX_MODELS} onAdd={add} />
      </Fold>
    </div>
  );
}
