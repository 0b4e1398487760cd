/** Reset and End game's questions, under the play view's bar: each asks before its command runs. */
import { useId, useState } from 'react';
import type { Outcome } from '../../play';
import { TextField } from '../roster/controls';

function KeepPlaying({ onCancel }: { onCancel: () => void }) {
  return (
    <button type="button" className="tk-button" onClick={onCancel}>
      Keep playing
    </button>
  );
}

export function ResetConfirm({ onReset, onCancel }: { onReset: () => void; onCancel: () => void }) {
  return (
    <div className="pk-confirm" role="group" aria-label="Reset the game?">
      <p>Start this game again from round 1 with no damage? (Undo can still bring it back.)</p>
      <div className="pk-bar">
        <button type="button" className="tk-button rk-primary" onClick={onReset}>
          Yes, reset the game
        </button>
        <KeepPlaying onCancel={onCancel} />
      </div>
    </div>
  );
}

const OUTCOMES: readonly [Outcome, string][] = [
  ['win', 'Win'],
  ['loss', 'Loss'],
  ['draw', 'Draw'],
];

export function EndConfirm({ onRecord, onCancel }: { onRecord: (outcome: Outcome, note: string) => void; onCancel: () => void }) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>('win');
  const [note, setNote] = useState('');
  return (
    <div className="pk-confirm" role="group" aria-label="End the game">
      <fieldset className="tk-group">
        <legend>Result</legend>
        {OUTCOMES.map(([o, label]) => (
          <label key={o} className="pk-choice">
            <input type="radio" name={`${id}-outcome`} checked={outcome === o} onChange={() => setOutcome(o)} /> {label}
          </label>
        ))}
      </fieldset>
      <TextField label="Score or note (optional)" value={note} maxLength={200} onChange={setNote} />
      <div className="pk-bar">
        <button type="button" className="tk-button rk-primary" onClick={() => onRecord(outcome, note)}>
          Record the result
        </button>
        <KeepPlaying onCancel={onCancel} />
      </div>
    </div>
  );
}
