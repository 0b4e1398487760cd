/**
 * The Heartbreaker arc in the campaign log (RosterWorkbench's campaignSteps): start an arc against a
 * rival gang, then record each skirmish with its Epilogue (rewards into the resources, never below
 * 0 per H9; Bounties paid as Reputation on a Take Down; a new Bounty declared), then the titles
 * worked out again across the gangs saved here, each logged. The rules are in
 * src/games/heartbreaker/campaign.ts.
 */
import { useState } from 'react';
import { ARC_STEPS, nextSteps, recordSkirmish, recordTitles, startArc } from '../../../games/heartbreaker/campaign';
import type { ResourceKind, Roster } from '../../../games/heartbreaker/roster-format';
import type { GangsOnDeviceProps } from './TitlesPanel';
import { CheckField, ChoiceField, CountField, TextField, useStepRunner } from '../../roster';

export function ArcSteps({ roster, onChange, saved, openId, book }: GangsOnDeviceProps) {
  const arc = roster.arc;
  const [rival, setRival] = useState('');
  const [won, setWon] = useState(true);
  const [scenario, setScenario] = useState('');
  const [rewards, setRewards] = useState<Partial<Record<ResourceKind, number>>>({});
  const [takenDown, setTakenDown] = useState('');
  const [bountyOn, setBountyOn] = useState('');
  const following = arc && arc.step !== 'epilogue' ? nextSteps(arc.step) : [];
  const [next, setNext] = useState('');
  const steps = useStepRunner(onChange);
  const run = (f: () => Roster, done: string) => {
    if (!steps.run(f, done)) return;
    setTakenDown('');
    setBountyOn('');
    setRewards({});
  };
  const stepName = (id: string) => ARC_STEPS.find((s) => s.id === id)?.name ?? id;

  return (
    <div className="tk-group hb-arc">
      {arc && (
        <p>
          <strong>Arc against {arc.rival}:</strong> {arc.step === 'epilogue' ? 'over' : `next, ${stepName(arc.step)}`}.
          {arc.bounties.some((b) => b.reputation > 0) && <> Bounties: {arc.bounties.filter((b) => b.reputation > 0).map((b) => `${b.fighter} ${b.reputation}`).join(', ')}.</>}
        </p>
      )}
      {(!arc || arc.step === 'epilogue') && (
        <>
          <TextField label="Rival gang" value={rival} onChange={setRival} />
          <button type="button" className="tk-button rk-primary" onClick={() => run(() => startArc(roster, rival), 'Arc started.')}>
            Start an arc against {rival.trim() || 'the rival'}
          </button>
        </>
      )}
      {arc && arc.step !== 'epilogue' && (
        <>
          <div className="tk-form">
            <CheckField label="We won" checked={won} onChange={setWon} />
            <TextField label="Scenario" value={scenario} onChange={setScenario} />
            {(['reputation', 'territory', 'supply', 'ammo'] as const).map((k) => (
              <CountField key={k} label={`Reward: ${k} (a loss below 0)`} value={rewards[k] ?? 0} min={-20} max={20} onChange={(v) => setRewards({ ...rewards, [k]: v })} />
            ))}
            <TextField label="Rival fighters we Took Down (comma between names)" value={takenDown} onChange={setTakenDown} />
            <TextField label="Declare a Bounty on (a rival fighter)" value={bountyOn} onChange={setBountyOn} />
            <ChoiceField label="Next in the arc" value={next || following[0]!} options={following.map((s) => ({ value: s, label: stepName(s) }))} onChange={setNext} />
          </div>
          <button
            type="button"
            className="tk-button rk-primary"
            onClick={() =>
              run(() => {
                const played = recordSkirmish(roster, {
                  won,
                  scenario,
                  rewards,
                  takenDown: takenDown.split(',').map((s) => s.trim()).filter(Boolean),
                  bountyOn,
                  next: (next && following.includes(next as never) ? next : following[0]!) as (typeof following)[number],
                });
                // The resources changed, so the titles are worked out again and logged.
                return recordTitles(played, saved, openId, book);
              }, 'Skirmish, Epilogue and titles recorded.')
            }
          >
            Record {stepName(arc.step)} and its Epilogue
          </button>
        </>
      )}
      <button type="button" className="tk-button" onClick={() => run(() => recordTitles(roster, saved, openId, book), 'Titles recorded.')}>
        Work out the titles again
      </button>
      {steps.messages}
    </div>
  );
}
