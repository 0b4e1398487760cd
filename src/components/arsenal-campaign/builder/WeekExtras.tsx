/**
 * What version 2 of the crew log adds to a week: the opposing crew's Strategic Withdrawal (C7: on turn
 * 3 or later, while not behind, this crew counts 1 VP more; on turn 1 or 2 they score 0), Reward flips
 * (C9: campaign upgrades, no Campaign Cost, counted in the rating), and the parts of the bounty held,
 * marked off one by one and kept with the bounty from week to week.
 */
import { useState, type ReactNode } from 'react';
import { changeGame, changeWeek } from '../../../games/arsenal-campaign/roster-edit';
import { MAX_NAME, type GameRecord, type Roster, type Week } from '../../../games/arsenal-campaign/roster-format';
import { withOptional } from '../../../roster/own-entries';
import { AddButton, CheckField, ChoiceField, CountField, TextField } from '../../roster';

const MAX_TURN = 10;

interface Props {
  roster: Roster;
  index: number;
  onChange: (next: Roster, group?: string) => void;
}

/** The opponent's withdrawal, beside ours in the game's fields. */
export function OpponentWithdrawal({ roster, index, onChange, game }: Props & { game: GameRecord }) {
  return (
    <ChoiceField
      label="The opponent's Strategic Withdrawal"
      value={game.opponentWithdrewOnTurn === undefined ? '' : String(game.opponentWithdrewOnTurn)}
      empty="None"
      options={Array.from({ length: MAX_TURN }, (_, t) => ({ value: String(t + 1), label: `They withdrew on turn ${t + 1}` }))}
      onChange={(v) => onChange(changeGame(roster, index, v === '' ? withOptional(game, 'opponentWithdrewOnTurn', undefined) : { opponentWithdrewOnTurn: Number(v) }))}
      hint="On turn 3 or later, if they were not behind, this crew counts 1 VP more than them; on turn 1 or 2 they score 0 and this crew's VP stand."
    />
  );
}

/** A text field (after the fields given as children) and the button that adds what is typed, trimmed, as one more entry; then the field is emptied. */
function AddText({ label, button, onAdd, children }: { label: string; button: string; onAdd: (text: string) => void; children?: ReactNode }) {
  const [text, setText] = useState('');
  const add = () => {
    onAdd(text.trim());
    setText('');
  };
  return (
    <>
      <div className="tk-form">
        {children}
        <TextField label={label} value={text} maxLength={MAX_NAME} onChange={setText} />
      </div>
      <AddButton label={button} primary={false} off={text.trim() === ''} onAdd={add} />
    </>
  );
}

/** Reward flips and the bounty's parts, in the Aftermath. */
export function RewardsAndBountyParts({ roster, index, onChange }: Props) {
  const week = roster.weeks[index]!;
  const [flip, setFlip] = useState(1);
  const set = (key: 'rewards' | 'bountyParts', value: Week['rewards'] | Week['bountyParts']) => onChange(changeWeek(roster, index, withOptional(week, key, value)));
  const rewards = week.rewards ?? [];
  const parts = week.bountyParts ?? [];
  return (
    <>
      <h5 className="ac-sub">Reward flips</h5>
      {rewards.length > 0 && (
        <ul className="ac-list">
          {rewards.map((r, k) => (
            <li key={k}>
              Flip {r.flip}: {r.name || 'reward'} (a campaign upgrade: no Campaign Cost, counted in the rating){' '}
              <button type="button" className="tk-button" onClick={() => set('rewards', rewards.filter((_, j) => j !== k))}>
                Remove reward {k + 1}
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddText label="What the Reward flip gave" button="Record the Reward flip" onAdd={(name) => set('rewards', [...rewards, { flip, name }])}>
        <CountField label="Reward flip" value={flip} min={1} max={13} onChange={setFlip} hint="The card kept: a Joker is flipped again. A skill is recorded through the campaign log's Reward flip step." />
      </AddText>

      <h5 className="ac-sub">Parts of the bounty held</h5>
      {parts.map((p, k) => (
        <div key={k} className="rk-row">
          <CheckField label={p.part || `Part ${k + 1}`} checked={p.done} onChange={(done) => set('bountyParts', parts.map((x, j) => (j === k ? { ...x, done } : x)))} />
          <button type="button" className="tk-button" onClick={() => set('bountyParts', parts.filter((_, j) => j !== k))}>
            Remove part {k + 1}
          </button>
        </div>
      ))}
      <AddText label="A part of the bounty to mark off" button="Add the part" onAdd={(part) => set('bountyParts', [...parts, { part, done: false }])} />
    </>
  );
}
