/**
 * Heartbreaker between games (RosterWorkbench's campaignSteps), one next step at a time. A game ended
 * in the play view waits for its Epilogue, which comes first, arc or not: filled in from End game's
 * report (its result, who was Taken Down) and, when the game held the rival's gang, with that gang's
 * fighters to pick from; it completes that game's log entry. With no game waiting: the arcs under way,
 * each skirmish recorded with its Epilogue, and a new arc against a rival (one per rival, H11). A step
 * that takes something away (resources, a Bounty, the arc) says what and asks first. Then the titles
 * worked out again across the gangs saved here. The rules are in src/games/heartbreaker/campaign.ts.
 */
import { useState, type ReactNode } from 'react';
import {
  ARC_STEPS,
  arcAgainst,
  arcsUnderWay,
  epilogueDefaults,
  epilogueWarnings,
  nextSteps,
  recordSkirmish,
  recordTitles,
  rivalBounty,
  startArc,
  type Epilogue,
} from '../../../games/heartbreaker/campaign';
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

type Run = (f: () => Roster, done: string) => boolean;

export function ArcSteps({ roster, onChange, saved, openId, book }: GangsOnDeviceProps) {
  const underWay = arcsUnderWay(roster);
  const pending = roster.pending;
  const [rival, setRival] = useState('');
  const [which, setWhich] = useState('');
  const chosen = arcAgainst(roster, which);
  const current = chosen && chosen.step !== 'epilogue' ? chosen : underWay[0];
  const steps = useStepRunner(onChange);
  const record = (f: () => Roster, done: string) => steps.run(() => recordTitles(f(), saved, openId, book), done);

  let step: ReactNode;
  if (pending) {
    step = <EpilogueForm key={`game:${pending.rival}`} roster={roster} run={record} fromGame />;
  } else {
    step = (
      <>
        {current && (
          <>
            {underWay.length > 1 && (
              <ChoiceField label="Arc" value={current.rival} options={underWay.map((a) => ({ value: a.rival, label: `Against ${a.rival}, ${stepName(a.step)}` }))} onChange={setWhich} />
            )}
            <EpilogueForm key={`arc:${current.rival}:${current.step}`} roster={roster} run={record} rival={current.rival} />
          </>
        )}
        <TextField label="Rival gang" value={rival} onChange={setRival} />
        <button type="button" className="tk-button" onClick={() => steps.run(() => startArc(roster, rival), 'Arc started.')}>
          Start an arc against {rival.trim() || 'the rival'}
        </button>
      </>
    );
  }

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
          Bounties on rival fighters:{' '}
          {roster.rivalBounties
            .filter((b) => b.bounty > 0)
            .map((b) => `${b.fighter} of ${b.rival} ${b.bounty}`)
            .join(', ')}
          .
        </p>
      )}
      {step}
      <button type="button" className="tk-button" onClick={() => steps.run(() => recordTitles(roster, saved, openId, book), 'Titles recorded.')}>
        Work out the titles again
      </button>
      {steps.messages}
    </div>
  );
}

/**
 * One skirmish's Epilogue: the game End game left (`fromGame`), or the arc against `rival`'s next
 * game. Collect the scenario's and agendas' rewards, the Bounties collected from Take Downs, then
 * Declare Bounties (HB 442-445, 503-511); in an arc, its next step.
 */
function EpilogueForm({ roster, run, rival: arcRival = '', fromGame = false }: { roster: Roster; run: Run; rival?: string; fromGame?: boolean }) {
  const pending = fromGame ? roster.pending : undefined;
  const [typedRival, setTypedRival] = useState('');
  const rivalName = pending?.rival || typedRival || arcRival;
  const d = epilogueDefaults(roster, rivalName);
  const [outcome, setOutcome] = useState<GameOutcome>(d.outcome);
  const [scenario, setScenario] = useState('');
  const [rewards, setRewards] = useState<Partial<Record<ResourceKind, number>>>({});
  const [takenDown, setTakenDown] = useState<string[]>(d.takenDown);
  const [typedDown, setTypedDown] = useState(d.rivalFighters.length ? '' : d.takenDown.join(', '));
  const [ours, setOurs] = useState<string[]>(d.ours);
  const [bountyOn, setBountyOn] = useState('');
  const [rivalBountyOn, setRivalBountyOn] = useState('');
  const [firstBlood, setFirstBlood] = useState(false);
  const [next, setNext] = useState('');
  const [asking, setAsking] = useState(false);

  const picks = d.rivalFighters;
  const arc = d.arc ?? (firstBlood && d.rival ? { rival: d.rival, step: 'first-blood' as const, results: [] } : undefined);
  const following = arc ? nextSteps(arc.step, [...arc.results, outcome]) : [];
  const names = roster.fighters.map((f, i) => fighterLabel(f, i));
  const known = d.rival ? roster.rivalBounties.filter((b) => b.bounty > 0 && b.rival.toLowerCase() === d.rival.toLowerCase()) : [];
  const rivalWords = d.rival || 'the rival';
  const epilogue: Epilogue = {
    rival: d.rival,
    outcome,
    scenario,
    rewards,
    takenDown: picks.length
      ? takenDown
      : typedDown
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
    ours,
    bountyOn,
    rivalBountyOn,
    ...(arc ? { next: following.includes(next as ArcStep) ? (next as ArcStep) : following[0]! } : {}),
    ...(d.arc ? {} : { firstBlood }),
  };
  const warnings = epilogueWarnings(roster, epilogue);
  const record = () => {
    if (run(() => recordSkirmish(roster, epilogue), 'Skirmish, Epilogue and titles recorded.')) setAsking(false);
  };
  const title = arc && !(fromGame && !d.arc) ? `Record ${stepName(arc.step)} and its Epilogue` : 'Record the Epilogue';

  return (
    <fieldset className="tk-group hb-epilogue">
      <legend>{d.arc ? `Next in the arc against ${d.arc.rival}: ${stepName(d.arc.step)}, then its Epilogue` : 'Epilogue of the game just played'}</legend>
      {pending && (
        <p className="tk-note">
          A game ended in the play view
          {pending.rival ? ` against ${pending.rival}` : ''} ({pending.outcome}) waits for its Epilogue: its result and who was Taken Down are filled in below, and recording completes that game’s log
          entry.
        </p>
      )}
      <div className="tk-form">
        {fromGame && !pending?.rival && (
          <TextField
            label="Rival gang"
            value={typedRival}
            onChange={setTypedRival}
            hint={
              arcsUnderWay(roster).length
                ? `Arcs under way: ${arcsUnderWay(roster)
                    .map((a) => a.rival)
                    .join(', ')}. Name one to record this game in its arc.`
                : 'Optional.'
            }
          />
        )}
        {fromGame && !d.arc && d.rival && <CheckField label={`This game was the First Blood of a new arc against ${d.rival}`} checked={firstBlood} onChange={setFirstBlood} />}
        <ChoiceField label="How the game went" value={outcome} options={OUTCOMES} onChange={(v) => setOutcome(v as GameOutcome)} />
        <TextField label="Scenario" value={scenario} onChange={setScenario} />
        {(['reputation', 'territory', 'supply', 'ammo'] as const).map((k) => (
          <CountField key={k} label={`Reward: ${k} (a loss below 0)`} value={rewards[k] ?? 0} min={-20} max={20} onChange={(v) => setRewards({ ...rewards, [k]: v })} />
        ))}
        {picks.length > 0 ? (
          <fieldset className="tk-group">
            <legend>Rival fighters we Took Down (their Bounty is collected)</legend>
            {picks.map((p) => (
              <CheckField
                key={p.fighter}
                label={`${p.fighter} of ${rivalWords} was Taken Down${p.bounty > 0 ? `: Bounty ${p.bounty}` : ''}`}
                checked={takenDown.includes(p.fighter)}
                onChange={(on) => setTakenDown(on ? [...takenDown, p.fighter] : takenDown.filter((x) => x !== p.fighter))}
              />
            ))}
          </fieldset>
        ) : (
          <TextField
            label="Rival fighters we Took Down (comma between names)"
            value={typedDown}
            onChange={setTypedDown}
            hint={known.length ? `Bounties we know of: ${known.map((b) => `${b.fighter} ${b.bounty}`).join(', ')}.` : undefined}
          />
        )}
        {names.map((n) => (
          <CheckField key={n} label={`${n} was Taken Down`} checked={ours.includes(n)} onChange={(on) => setOurs(on ? [...ours, n] : ours.filter((x) => x !== n))} />
        ))}
        {picks.length > 0 ? (
          <ChoiceField
            label="Declare a Bounty on (a rival fighter)"
            value={bountyOn}
            empty="Nobody"
            options={picks.map((p) => ({ value: p.fighter, label: `${p.fighter} (Bounty ${rivalBounty(roster, d.rival, p.fighter) || p.bounty})` }))}
            onChange={setBountyOn}
          />
        ) : (
          <TextField
            label="Declare a Bounty on (a rival fighter)"
            value={bountyOn}
            onChange={setBountyOn}
            hint={bountyOn.trim() ? `Now ${rivalBounty(roster, d.rival, bountyOn)}; it rises by 1, to at most 5.` : 'Optional.'}
          />
        )}
        <ChoiceField label={`${d.rival || 'The rival'} declared a Bounty on`} value={rivalBountyOn} empty="Nobody" options={names.map((n) => ({ value: n, label: n }))} onChange={setRivalBountyOn} />
        {arc && following.length > 0 && (
          <ChoiceField
            label="Next in the arc"
            value={following.includes(next as ArcStep) ? next : following[0]!}
            options={following.map((s) => ({ value: s, label: stepName(s) }))}
            onChange={setNext}
          />
        )}
      </div>
      {asking && warnings.length > 0 ? (
        <div className="hb-confirm" role="group" aria-label="This Epilogue takes away">
          <p>Recording this takes away:</p>
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
          <button type="button" className="tk-button rk-primary" onClick={record}>
            Record it
          </button>{' '}
          <button type="button" className="tk-button" onClick={() => setAsking(false)}>
            Not yet
          </button>
        </div>
      ) : (
        <button type="button" className="tk-button rk-primary" onClick={() => (warnings.length > 0 ? setAsking(true) : record())}>
          {title}
        </button>
      )}
    </fieldset>
  );
}
