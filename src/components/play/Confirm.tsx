/** Reset and End game's questions, under the play view's bar: each asks before its command runs. */
import { useId, useState } from 'react';
import type { Outcome } from '../../play';
import type { EndProposal } from '../../play/battle-words';
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

/**
 * End game: the result (preselected from the battle's proposal, with its reason: the scenario's rule
 * decides it, or leaves it to the players with nothing preselected) and a note (the score by default).
 * A result the rule decided can still be changed, as one the players agreed otherwise, once they say so.
 */
export function EndConfirm({
  onRecord,
  onCancel,
  proposal = null,
  note: noteAtFirst = '',
}: {
  onRecord: (outcome: Outcome, note: string) => void;
  onCancel: () => void;
  /** The result by the scenario's rule (src/play/battle-words.ts endProposal); null without a battle set up. */
  proposal?: EndProposal | null;
  note?: string;
}) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(proposal ? proposal.outcome : 'win');
  const [note, setNote] = useState(noteAtFirst);
  const [other, setOther] = useState(false);
  const locked = proposal?.decided === true && !other;
  return (
    <div className="pk-confirm" role="group" aria-label="End the game">
      {proposal && (
        <p className="pk-proposal" id={`${id}-why`}>
          {proposal.text}
        </p>
      )}
      <fieldset className="tk-group" aria-describedby={proposal ? `${id}-why` : undefined}>
        <legend>Result</legend>
        {OUTCOMES.map(([o, label]) => (
          <label key={o} className="pk-choice">
            <input type="radio" name={`${id}-outcome`} checked={outcome === o} disabled={locked && o !== outcome} onChange={() => setOutcome(o)} /> {label}
          </label>
        ))}
      </fieldset>
      {proposal?.decided && (
        <label className="pk-choice">
          <input
            type="checkbox"
            checked={other}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setOther(on);
              if (!on) setOutcome(proposal.outcome);
            }}
          />{' '}
          Record another result, agreed between the players
        </label>
      )}
      <TextField label="Score or note (optional)" value={note} maxLength={200} onChange={setNote} />
      <div className="pk-bar">
        <button type="button" className="tk-button rk-primary" disabled={outcome === null} onClick={() => outcome && onRecord(outcome, note)}>
          Record the result
        </button>
        <KeepPlaying onCancel={onCancel} />
      </div>
    </div>
  );
}
