/**
 * The Kuggköping campaign steps, one screen at a time, in the campaign log (RosterWorkbench's
 * campaignSteps): the expedition, the game just played, grit restored, a recovery roll, a killed
 * Character's replacement (for the killed one's player in co-op), a Gizmo reward, and what is carried
 * over to the next game (Tinker dice left; loot, quirks and upgrades logged). Every step is a pure function of
 * src/games/kuggkoping/campaign.ts that writes into the warband and its log; a wrong input is an
 * InputError shown beside the step.
 */
import { useState } from 'react';
import { randomSeed } from '../../../engine/rng';
import {
  carryOver,
  DIFFICULTY,
  gizmoReward,
  gritLine,
  nextGame,
  recordMission,
  recoveryRoll,
  replaceKilled,
  replacementArchetypes,
  restoreGrit,
  startExpedition,
} from '../../../games/kuggkoping/campaign';
import type { Roster } from '../../../games/kuggkoping/roster-format';
import type { ItemKind, KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import { ChoiceField, CountField, StepButton, TextField, useStepChoice, useStepRunner } from '../../roster';
import { PlayerField, type Player } from './PlayerField';

export interface Places {
  districts: readonly string[];
  enemyFactions: readonly string[];
}

type Step = 'expedition' | 'game' | 'grit' | 'recovery' | 'replace' | 'reward' | 'carry';
const STEPS: { value: Step; label: string }[] = [
  { value: 'game', label: 'The game just played' },
  { value: 'grit', label: 'Restore grit' },
  { value: 'recovery', label: 'Recovery roll' },
  { value: 'replace', label: 'Replace a killed Character' },
  { value: 'reward', label: 'Gizmo reward' },
  { value: 'carry', label: 'Carry over to the next game' },
  { value: 'expedition', label: 'Start an expedition' },
];

export function CampaignSteps({ roster, onChange, book, places }: { roster: Roster; onChange: (next: Roster) => void; book: KuggkopingBook; places: Places }) {
  const c = roster.campaign;
  const [district, setDistrict] = useState(places.districts[0] ?? '');
  const [faction, setFaction] = useState(places.enemyFactions[0] ?? '');
  const [notes, setNotes] = useState('');
  const [who, setWho] = useState('0');
  const [roll, setRoll] = useState(1);
  const [friends, setFriends] = useState(0);
  const [killed, setKilled] = useState(book.archetypes[0]?.name ?? '');
  const [newName, setNewName] = useState('');
  const [newArchetype, setNewArchetype] = useState('');
  const [reward, setReward] = useState('utility');
  const [lose, setLose] = useState('roll');
  const [player, setPlayer] = useState<Player>(1);
  const [left1, setLeft1] = useState(roster.tinkerDice);
  const [left2, setLeft2] = useState(roster.tinkerDicePlayer2 ?? 0);
  const names = roster.characters.map((x, i) => ({ value: String(i), label: x.name.trim() || `Character ${i + 1}` }));
  const { run, clear, messages } = useStepRunner(onChange);
  const [step, stepChoice] = useStepChoice('Step after a game', STEPS, c ? 'game' : 'expedition', clear);
  const equipped = roster.characters[Number(who)]?.gadgets.filter((g) => g.equipped) ?? [];
  const nextExpedition = c?.outcome === 'won' && c.expedition < 3 ? ((c.expedition + 1) as 2 | 3) : c ? null : 1;
  const choices = replacementArchetypes(roster, killed, book);

  return (
    <div className="tk-group kk-steps">
      <p>
        <strong>{c ? `${c.district}, against ${c.enemyFaction}: expedition ${c.expedition} (${DIFFICULTY[c.expedition]})` : 'No expedition yet.'}</strong>
        {c && <> Next: {nextGame(c)}.</>}
      </p>
      {stepChoice}

      {step === 'expedition' && (
        <>
          {nextExpedition === null ? (
            <p className="tk-note">A new expedition follows a won one (up to the third, Very Hard).</p>
          ) : (
            <>
              <div className="tk-form">
                <ChoiceField label="District" value={district} options={places.districts.map((d) => ({ value: d, label: d }))} onChange={setDistrict} />
                <ChoiceField label="Enemies in the district" value={faction} options={places.enemyFactions.map((d) => ({ value: d, label: d }))} onChange={setFaction} />
              </div>
              <StepButton onClick={() => run(() => startExpedition(roster, district, faction, nextExpedition), 'Expedition started.')}>
                Start expedition {nextExpedition} ({DIFFICULTY[nextExpedition]})
              </StepButton>
            </>
          )}
        </>
      )}

      {step === 'game' && (
        <>
          <TextField label="What happened (one per line)" value={notes} rows={3} maxLength={2000} onChange={setNotes} placeholder="Olga knocked down" />
          <div className="rk-row">
            <StepButton disabled={!c || c.outcome !== null} onClick={() => run(() => recordMission(roster, true, notes.split('\n')), 'Recorded as won.')}>
              Victory condition achieved
            </StepButton>
            <button type="button" className="tk-button" disabled={!c || c.outcome !== null} onClick={() => run(() => recordMission(roster, false, notes.split('\n')), 'Recorded as failed.')}>
              Failed
            </button>
          </div>
        </>
      )}

      {step === 'grit' && (
        <>
          <ul className="rk-text-list">
            {gritLine(roster, book).map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <StepButton onClick={() => run(() => restoreGrit(roster), 'Grit restored.')}>
            Restore every Character’s grit
          </StepButton>
        </>
      )}

      {step === 'recovery' && names.length > 0 && (
        <>
          <div className="tk-form">
            <ChoiceField label="Knocked-down Character" value={who} options={names} onChange={setWho} />
            <CountField label="Recovery roll (D6)" value={roll} min={1} max={6} onChange={setRoll} />
            <CountField label="Friendly models adjacent (+1 each)" value={friends} min={0} max={8} onChange={setFriends} />
            {equipped.length > 0 && (
              <ChoiceField
                label="Gadget lost on a failure"
                value={lose}
                options={[{ value: 'roll', label: 'Roll it here' }, ...equipped.map((g, i) => ({ value: String(i), label: `${g.name} (picked at the table)` }))]}
                onChange={setLose}
              />
            )}
          </div>
          <StepButton
            onClick={() => run(() => recoveryRoll(roster, Number(who), { roll, adjacentFriends: friends, lose: lose === 'roll' || Number(lose) >= equipped.length ? { seed: randomSeed() } : { pick: Number(lose) } }, book).roster, 'Recovery recorded.')}
          >
            Record the recovery roll
          </StepButton>
          <p className="tk-note">On a failure the equipped gadget picked at the table is lost, or the builder rolls it (the seed is in the log); with none equipped the Character is killed.</p>
        </>
      )}

      {step === 'replace' && (
        <>
          <div className="tk-form">
            <ChoiceField label="Archetype of the killed Character" value={killed} options={book.archetypes.map((a) => ({ value: a.name, label: a.name }))} onChange={setKilled} />
            <TextField label="New Character’s name" value={newName} onChange={setNewName} />
            <ChoiceField label="New Character’s archetype" value={newArchetype} empty="Choose…" options={choices.map((a) => ({ value: a, label: a }))} onChange={setNewArchetype} />
            <PlayerField mode={roster.mode} label="Player of the killed Character" value={player} onChange={setPlayer} />
          </div>
          <StepButton onClick={() => run(() => replaceKilled(roster, killed, newName, newArchetype, player, book), 'Replacement added.')}>
            Add the replacement
          </StepButton>
        </>
      )}

      {step === 'reward' && names.length > 0 && (
        <>
          <div className="tk-form">
            <ChoiceField label="Character who claimed the Gizmo" value={who} options={names} onChange={setWho} />
            <ChoiceField
              label="Reward"
              value={reward}
              options={[
                { value: 'utility', label: 'Utility: 2 Tinker dice' },
                { value: 'quirk:weapon', label: 'Weapon quirk (D12)' },
                { value: 'quirk:defence', label: 'Defence quirk (D12)' },
                { value: 'gadget:weapon', label: 'Weapon gadget (D6)' },
                { value: 'gadget:defence', label: 'Defence gadget (D6)' },
              ]}
              onChange={setReward}
            />
          </div>
          <StepButton
            onClick={() => {
              const [kind, list] = reward.split(':') as ['utility' | 'quirk' | 'gadget', ItemKind];
              run(() => gizmoReward(roster, Number(who), kind === 'utility' ? { kind } : { kind, list, seed: randomSeed() }, book), 'Reward received.');
            }}
          >
            Take the reward
          </StepButton>
        </>
      )}
      {step === 'carry' && (
        <>
          <div className="tk-form">
            <CountField label={roster.mode === 'coop' ? 'Player 1’s Tinker dice left unused' : 'Tinker dice left unused'} value={left1} min={0} max={roster.tinkerDice} onChange={setLeft1} />
            {roster.mode === 'coop' && (
              <CountField label="Player 2’s Tinker dice left unused" value={left2} min={0} max={roster.tinkerDicePlayer2 ?? 0} onChange={setLeft2} />
            )}
          </div>
          <StepButton onClick={() => run(() => carryOver(roster, { player1: left1, player2: left2 }), 'Carried over.')}>
            Carry over to the next game
          </StepButton>
          <p className="tk-note">Unused Tinker dice stay in the pool between games; the log keeps each Character’s gadgets, quirks and upgrades.</p>
        </>
      )}
      {messages}
    </div>
  );
}
