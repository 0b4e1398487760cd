/**
 * The Heartbreaker arcs in the campaign log (RosterWorkbench's campaignSteps): start an arc against a
 * rival gang, beside any others (one per rival, H11), then record each skirmish with its Epilogue
 * (rewards into the resources, never below 0 per H9; Bounties paid as Reputation on a Take Down and
 * reset on this gang's Taken Down fighters; a Bounty declared by each side), then the titles worked
 * out again across the gangs saved here, each logged. A game ended in the play view fills the form
 * (its result, who was Taken Down) and its log entry is the one the Epilogue completes. The rules
 * are in src/games/heartbreaker/campaign.ts.
 */
import { useState } from 'react';
import { ARC_STEPS, arcAgainst, arcsUnderWay, nextSteps, recordSkirmish, recordTitles, rivalBounty, startArc } from '../../../games/heartbreaker/campaign';
import type { ArcStep, GameOutcome, ResourceKind, Roster } from '../../../games/heartbreaker/roster-format';
import { fighterLabel } from '../../../games/heartbreaker/roster-rules';
import type { GangsOnDeviceProps } from './TitlesPanel';
import { CheckField, ChoiceField, CountField, TextField, useStepRunner } from '../../roster';

const stepName = (id: string) => ARC_STEPS.find((s) => s.id === id)?.name ?? id;
const OUTCOMES: { value: GameOutcome; label: string }[] = [
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost (or Ran For It)' },
  { value: 'draw', label: 'A draw' },
];

export function ArcSteps({ roster, onChange, saved, openId, book }: GangsOnDeviceProps) {
  const underWay = arcsUnderWay(roster);
  const pending = roster.pending;
  const [rival, setRival] = useState('');
  const [which, setWhich] = useState('');
  const arc = arcAgainst(roster, which) ?? (pending?.rival ? arcAgainst(roster, pending.rival) : undefined) ?? underWay[0];
  const current = arc && arc.step !== 'epilogue' ? arc : underWay[0];
  const [outcome, setOutcome] = useState<GameOutcome>(pending?.outcome ?? 'won');
  const [scenario, setScenario] = useState('');
  const [rewards, setRewards] = useState<Partial<Record<ResourceKind, number>>>({});
  const [takenDown, setTakenDown] = useState(pending ? pending.takenDown.map((t) => t.fighter).join(', ') : '');
  const [ours, setOurs] = useState<string[]>(pending?.ours ?? []);
  const [bountyOn, setBountyOn] = useState('');
  const [rivalBountyOn, setRivalBountyOn] = useState('');
  const [next, setNext] = useState('');
  const following = current ? nextSteps(current.step, [...current.results, outcome]) : [];
  const steps = useStepRunner(onChange);
  const run = (f: () => Roster, done: string) => {
    if (!steps.run(f, done)) return;
    setTakenDown('');
    setOurs([]);
    setBountyOn('');
    setRivalBountyOn('');
    setRewards({});
    setNext('');
  };
  const names = roster.fighters.map((f, i) => fighterLabel(f, i));
  const known = current ? roster.rivalBounties.filter((b) => b.bounty > 0 && b.rival.toLowerCase() === current.rival.toLowerCase()) : [];

  return (
    <div className="tk-group hb-arc">
      {roster.arcs.length > 0 && (
        <ul className="hb-arcs">
          {roster.arcs.map((a) => (
            <li key={a.rival}>
              <strong>Arc against {a.rival}:</strong> {a.step === 'epilogue' ? 'over' : `next, ${stepName(a.step)}`}
              {a.results.length > 0 && ` (so far: ${a.results.join(', ')})`}.
            </li>
          ))}
        </ul>
      )}
      {roster.rivalBounties.some((b) => b.bounty > 0) && (
        <p>
          Bounties on rival fighters: {roster.rivalBounties.filter((b) => b.bounty > 0).map((b) => `${b.fighter} of ${b.rival} ${b.bounty}`).join(', ')}.
        </p>
      )}
      {pending && (
        <p className="tk-note">
          A game ended in the play view{pending.rival ? ` against ${pending.rival}` : ''} ({pending.outcome}) waits for its Epilogue: its result and who was Taken Down are filled in below, and recording completes that game’s log entry.
        </p>
      )}
      <TextField label="Rival gang" value={rival} onChange={setRival} />
      <button type="button" className="tk-button" onClick={() => run(() => startArc(roster, rival), 'Arc started.')}>
        Start an arc against {rival.trim() || 'the rival'}
      </button>
      {current && (
        <>
          <div className="tk-form">
            {underWay.length > 1 && <ChoiceField label="Arc" value={current.rival} options={underWay.map((a) => ({ value: a.rival, label: `Against ${a.rival}, ${stepName(a.step)}` }))} onChange={setWhich} />}
            <ChoiceField label="How the game went" value={outcome} options={OUTCOMES} onChange={(v) => setOutcome(v as GameOutcome)} />
            <TextField label="Scenario" value={scenario} onChange={setScenario} />
            {(['reputation', 'territory', 'supply', 'ammo'] as const).map((k) => (
              <CountField key={k} label={`Reward: ${k} (a loss below 0)`} value={rewards[k] ?? 0} min={-20} max={20} onChange={(v) => setRewards({ ...rewards, [k]: v })} />
            ))}
            <TextField
              label="Rival fighters we Took Down (comma between names)"
              value={takenDown}
              onChange={setTakenDown}
              hint={known.length ? `Bounties we know of: ${known.map((b) => `${b.fighter} ${b.bounty}`).join(', ')}.` : undefined}
            />
            {names.map((n) => (
              <CheckField key={n} label={`${n} was Taken Down`} checked={ours.includes(n)} onChange={(on) => setOurs(on ? [...ours, n] : ours.filter((x) => x !== n))} />
            ))}
            <TextField label="Declare a Bounty on (a rival fighter)" value={bountyOn} onChange={setBountyOn} hint={bountyOn.trim() ? `Now ${rivalBounty(roster, current.rival, bountyOn)}; it rises by 1, to at most 5.` : 'Optional.'} />
            <ChoiceField label={`${current.rival} declared a Bounty on`} value={rivalBountyOn} empty="Nobody" options={names.map((n) => ({ value: n, label: n }))} onChange={setRivalBountyOn} />
            <ChoiceField label="Next in the arc" value={following.includes(next as ArcStep) ? next : following[0]!} options={following.map((s) => ({ value: s, label: stepName(s) }))} onChange={setNext} />
          </div>
          <button
            type="button"
            className="tk-button rk-primary"
            onClick={() =>
              run(() => {
                const played = recordSkirmish(roster, {
                  rival: current.rival,
                  outcome,
                  scenario,
                  rewards,
                  takenDown: takenDown.split(',').map((s) => s.trim()).filter(Boolean),
                  ours,
                  bountyOn,
                  rivalBountyOn,
                  next: following.includes(next as ArcStep) ? (next as ArcStep) : following[0]!,
                });
                // The resources changed, so the titles are worked out again and logged.
                return recordTitles(played, saved, openId, book);
              }, 'Skirmish, Epilogue and titles recorded.')
            }
          >
            Record {stepName(current.step)} and its Epilogue
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
