/**
 * The Punkapocalyptic gang sheet inside the roster kit's workbench: faction, the agreed game size
 * (with the points and models it allows), secret bullets, the models, a new model, and "stand
 * everyone up" after a game.
 */
import { useState } from 'react';
import { MAX_GAME_SIZE, MAX_MODELS, type Roster } from '../../../games/punkapocalyptic/roster-format';
import { gangPoints, newModel, standEveryoneUp, type GangBook } from '../../../games/punkapocalyptic/roster-rules';
import { AddButton, CheckField, CountField, TextField, type EditorProps } from '../../roster';
import { Fold, useOpenModel } from '../../roster/ModelFold';
import { ModelEditor } from './ModelEditor';

type Props = EditorProps<Roster> & { book: GangBook };

export function GangEditor({ roster, onChange, problemsOf, modelId, openId, book }: Props) {
  const open = useOpenModel(openId);
  const { points, modelsAllowed } = gangPoints(roster, book);
  const [revealed, setRevealed] = useState(false);
  const showBullets = !roster.secretBullets || revealed;
  const [newName, setNewName] = useState('');
  const [newType, setNewType] = useState('');
  const downed = roster.models.filter((m) => m.downed).length;
  const { models: perFraction, pointsPerFraction } = book.gangSize;

  const addModel = () => {
    onChange({ ...roster, models: [...roster.models, newModel(book, newName.trim().slice(0, 80), newType.trim().slice(0, 80))] });
    open.show(modelId(roster.models.length));
    setNewName('');
    setNewType('');
  };

  return (
    <div className="rk-editor">
      <fieldset className="tk-group">
        <legend>Gang</legend>
        <div className="tk-form">
          <TextField label="Faction" value={roster.faction} onChange={(faction) => onChange({ ...roster, faction }, 'faction')} placeholder="e.g. Gangers" />
          <CountField
            label="Agreed game size (points)"
            value={roster.gameSize}
            min={1}
            max={MAX_GAME_SIZE}
            onChange={(gameSize) => onChange({ ...roster, gameSize })}
            hint="The points both players agreed to play."
          />
          <CheckField
            label="Keep bullets secret"
            checked={roster.secretBullets}
            onChange={(secretBullets) => onChange({ ...roster, secretBullets })}
            hint="Hides them on screen and on the printed cards; they print on a slip of their own."
          />
        </div>
        <p className="pk-totals" role="status">
          <strong>
            {points} of {roster.gameSize} points
          </strong>{' '}
          · {roster.models.length} of {modelsAllowed} models allowed at {points} points ({perFraction} for every started {pointsPerFraction})
        </p>
      </fieldset>

      <div className="rk-row rk-section-title pk-models-head">
        <h3>Models ({roster.models.length})</h3>
        {roster.secretBullets && (
          <button type="button" className="tk-button" aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
            {revealed ? 'Hide bullets' : 'Show bullets'}
          </button>
        )}
        {downed > 0 && (
          <button type="button" className="tk-button" onClick={() => onChange(standEveryoneUp(roster))}>
            Game over: stand {downed === 1 ? 'the Downed model' : `all ${downed} Downed models`} up
          </button>
        )}
      </div>
      {roster.models.length === 0 && <p className="tk-note">No models yet: add them below, as your faction list gives them.</p>}
      {roster.models.map((_, i) => (
        <ModelEditor key={i} roster={roster} index={i} book={book} onChange={onChange} problems={problemsOf(i)} anchorId={modelId(i)} anchorOf={modelId} showBullets={showBullets} open={open} />
      ))}

      <Fold name={`new-model:${openId ?? 'shared'}`} summary="Add a model" defaultOpen={roster.models.length === 0}>
        <div className="tk-form">
          <TextField label="New model's name" value={newName} onChange={setNewName} placeholder={`Model ${roster.models.length + 1}`} />
          <TextField label="New model's type" value={newType} onChange={setNewType} placeholder="e.g. Thug" hint="Its profile's name in your faction list." />
        </div>
        <AddButton label="Add model" off={roster.models.length >= MAX_MODELS} onAdd={addModel} />
        <p className="tk-note">A new model starts with every attribute at its lowest; copy the profile from your faction list.</p>
      </Fold>
    </div>
  );
}
