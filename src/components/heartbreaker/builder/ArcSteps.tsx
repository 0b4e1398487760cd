/**
 * Heartbreaker between games (RosterWorkbench's campaignSteps) as a guided sequence in the book's
 * order (epilogue-steps.ts gives each step's status): the Epilogue of the game End game left first
 * (HB 442-445, arc or not), filled in from the game's report (its scenario and what it pays, its
 * result, who was Taken Down, the rival's fighters to pick from when the game held that gang); then
 * the arcs (a game played elsewhere recorded in its arc, a new arc against a rival, H11); then the
 * titles worked out again across the gangs saved here. Each step writes one log entry and the
 * sequence moves on to the next; a step that takes something away (resources, a Bounty, the arc)
 * says what and asks first. The rules are in src/games/heartbreaker/campaign.ts.
 */
import { useState, type ReactNode } from 'react';
import {
  ARC_STEPS,
  arcAgainst,
  arcsUnderWay,
  claimHoldingLabel,
  claimProblem,
  epilogueClaims,
  epilogueDefaults,
  epilogueSummary,
  epilogueWarnings,
  nextSteps,
  recordSkirmish,
  recordTitles,
  rivalBounty,
  startArc,
  type Epilogue,
} from '../../../games/heartbreaker/campaign';
import { heartbreakerSteps } from '../../../games/heartbreaker/epilogue-steps';
import { optionWords, REPUTATION_HINT, rewardLabel, rewardsFrom } from '../../../games/heartbreaker/rewards';
import type { ArcStep, GameOutcome, ResourceKind, Roster } from '../../../games/heartbreaker/roster-format';
import { fighterLabel } from '../../../games/heartbreaker/roster-rules';
import { rivalAfterTaking, rivalOnDevice, rivalWrittenWords, type Takings } from '../../../games/heartbreaker/rival-sheet';
import type { SavedRoster } from '../../../roster';
import type { GangsOnDeviceProps } from './TitlesPanel';
import { CheckField, ChoiceField, CountField, OptionalCountField, TextField, useGuidedSteps, useStepRunner, FOCUS_STEP_DUE } from '../../roster';

const stepName = (id: string) => ARC_STEPS.find((s) => s.id === id)?.name ?? id;
const OUTCOMES: { value: GameOutcome; label: string }[] = [
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost (or Ran For It)' },
  { value: 'draw', label: 'A draw' },
];
const KINDS: readonly ResourceKind[] = ['reputation', 'territory', 'supply', 'ammo'];

type Run = (f: () => Roster, done: string | (() => string)) => boolean;

/** The gangs saved here, and the write into one of them (a claim on a rival saved here, H13). */
interface OnDevice {
  saved: readonly SavedRoster<Roster>[];
  openId: string | null;
  onChangeSaved: (id: string, next: Roster) => boolean;
}

export function ArcSteps({ roster, onChange, onChangeSaved, saved, openId, book }: GangsOnDeviceProps & Pick<OnDevice, 'onChangeSaved'>) {
  const device: OnDevice = { saved, openId, onChangeSaved };
  const underWay = arcsUnderWay(roster);
  const pending = roster.pending;
  const [rival, setRival] = useState('');
  const [which, setWhich] = useState('');
  const chosen = arcAgainst(roster, which);
  const current = chosen && chosen.step !== 'epilogue' ? chosen : underWay[0];
  const runner = useStepRunner(onChange);
  const [step, sequence, follow] = useGuidedSteps('Steps between games', heartbreakerSteps(roster), runner.clear);
  // A step taken: the sequence moves on to the next one due.
  const run: Run = (f, done) => {
    const ok = runner.run(f, done);
    if (ok) follow();
    return ok;
  };

  let body: ReactNode;
  if (step === 'epilogue') {
    body = pending ? (
      <EpilogueForm key={`game:${pending.rival}`} roster={roster} run={run} device={device} fromGame />
    ) : (
      <p className="tk-note">No game waits for its Epilogue. End game in the play view leaves the next one here; a game played elsewhere is recorded under Arcs.</p>
    );
  } else if (step === 'arc') {
    body = (
      <>
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
        {!pending && current && (
          <>
            {underWay.length > 1 && (
              <ChoiceField label="Arc" value={current.rival} options={underWay.map((a) => ({ value: a.rival, label: `Against ${a.rival}, ${stepName(a.step)}` }))} onChange={setWhich} />
            )}
            <EpilogueForm key={`arc:${current.rival}:${current.step}`} roster={roster} run={run} device={device} rival={current.rival} />
          </>
        )}
        {!pending && (
          <>
            <TextField label="Rival gang" value={rival} onChange={setRival} />
            {/* Starting an arc stays on this step: the arc's first game is recorded here next. */}
            <button type="button" className="tk-button" onClick={() => runner.run(() => startArc(roster, rival), 'Arc started.')}>
              Start an arc against {rival.trim() || 'the rival'}
            </button>
          </>
        )}
      </>
    );
  } else {
    body = (
      <button type="button" className="tk-button rk-primary" onClick={() => run(() => recordTitles(roster, saved, openId, book), 'Titles recorded.')}>
        Work out the titles again
      </button>
    );
  }

  return (
    <div className="tk-group hb-arc" {...FOCUS_STEP_DUE}>
      {sequence}
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
      {body}
      {runner.messages}
    </div>
  );
}

/**
 * One skirmish's Epilogue: the game End game left (`fromGame`), or the arc against `rival`'s next
 * game. Collect the scenario's and agendas' rewards, the Bounties collected from Take Downs, then
 * Declare Bounties (HB 442-445, 503-511); in an arc, its next step.
 */
function EpilogueForm({ roster, run, device, rival: arcRival = '', fromGame = false }: { roster: Roster; run: Run; device: OnDevice; rival?: string; fromGame?: boolean }) {
  const pending = fromGame ? roster.pending : undefined;
  const [typedRival, setTypedRival] = useState('');
  const rivalName = pending?.rival || typedRival || arcRival;
  const d = epilogueDefaults(roster, rivalName);
  const [outcome, setOutcome] = useState<GameOutcome>(d.outcome);
  const [scenario, setScenario] = useState(d.scenario);
  // The option taken of each choice the scenario's pays leave, and the rewards the player corrected.
  const [choicePicks, setChoicePicks] = useState<number[]>(() => d.choices.map(() => 0));
  const [corrected, setCorrected] = useState<Partial<Record<ResourceKind, number>>>({});
  // What the rival holds, for a claim on it (HB 1252, H13): its sheet when it is saved on this device
  // (as it is now, and it loses what is taken), else the sheet the game held, else typed here.
  const [typedHolds, setTypedHolds] = useState<Partial<Record<ResourceKind, number>>>({});
  const [leaveRival, setLeaveRival] = useState(false);
  const rivalHere = leaveRival ? null : rivalOnDevice(device.saved, device.openId, d.rival);
  const rivalHolds = rivalHere ? { ...rivalHere.roster.resources } : (d.rivalHolds ?? typedHolds);
  const paid = rewardsFrom(d.pays, choicePicks, rivalHolds);
  const rewards = Object.fromEntries(KINDS.map((k) => [k, corrected[k] ?? paid[k] ?? 0])) as Record<ResourceKind, number>;
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
    picks: choicePicks,
    rivalHolds,
    ...(arc ? { next: following.includes(next as ArcStep) ? (next as ArcStep) : following[0]! } : {}),
    ...(d.arc ? {} : { firstBlood }),
  };
  // What the claims take from the rival (HB 1252; H13, H9), and that gang's sheet saved here after it.
  const takings: Takings = Object.fromEntries(epilogueClaims(roster, epilogue).map((c) => [c.kind, c.takes]));
  const rivalAfter = rivalHere ? rivalAfterTaking(rivalHere.roster, takings, roster.name, `a claim in the Epilogue${scenario.trim() ? ` of ${scenario.trim()}` : ''} (HB 1252)`) : null;
  const rivalLoses = rivalHere && rivalAfter ? `“${rivalHere.roster.name.trim()}” on this device: ${rivalAfter.log.at(-1)!.changes.join('; ')}` : null;
  const warnings = [...epilogueWarnings(roster, epilogue), ...(rivalLoses ? [rivalLoses] : [])];
  const claims = d.rivalHolds || rivalHere ? [] : epilogueClaims(roster, epilogue);
  const problem = claimProblem(roster, epilogue);
  const record = () => {
    let there = '';
    const step = () => {
      const next = recordSkirmish(roster, epilogue);
      // The claim moves the points (H13): the rival saved here loses them in its own sheet and log.
      if (rivalHere && rivalAfter) there = ` ${rivalWrittenWords(rivalHere.roster, device.onChangeSaved(rivalHere.id, rivalAfter))}`;
      return next;
    };
    if (run(step, () => `Skirmish, Epilogue and titles recorded.${there}`)) setAsking(false);
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
        {(d.pays.length > 0 || d.unread.length > 0) && (
          <div className="hb-pays">
            <p>The scenario pays your gang (from the game):</p>
            <ul>
              {[...d.pays.map((p) => p.line), ...d.unread].map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        {d.choices.map((c, i) => (
          <ChoiceField
            key={i}
            label={`${c.by === 'you' ? 'Your choice' : 'The rival’s choice'}${d.choices.length > 1 ? ` ${i + 1}` : ''}: ${c.options.map(optionWords).join(' or ')}`}
            value={String(choicePicks[i] ?? 0)}
            options={c.options.map((o, j) => ({ value: String(j), label: optionWords(o) }))}
            onChange={(v) => setChoicePicks(choicePicks.map((x, j) => (j === i ? Number(v) : x)))}
          />
        ))}
        {rivalOnDevice(device.saved, device.openId, d.rival) && epilogueClaims(roster, epilogue).length > 0 && (
          <CheckField label={`Take the claim from ${d.rival}’s sheet on this device too`} checked={!leaveRival} onChange={(on) => setLeaveRival(!on)} />
        )}
        {claims.map((c) => (
          <OptionalCountField
            key={c.kind}
            label={claimHoldingLabel(d.rival, c.kind)}
            value={typedHolds[c.kind] ?? null}
            min={0}
            max={99}
            onChange={(v) => {
              const { [c.kind]: _old, ...rest } = typedHolds;
              setTypedHolds(v === null ? rest : { ...rest, [c.kind]: v });
            }}
          />
        ))}
        {KINDS.map((k) => (
          <CountField
            key={k}
            label={rewardLabel(k)}
            value={rewards[k]}
            min={-20}
            max={20}
            onChange={(v) => setCorrected({ ...corrected, [k]: v })}
            hint={k === 'reputation' ? REPUTATION_HINT : undefined}
          />
        ))}
        {problem && (
          <p className="tk-field-error" role="alert">
            {problem}
          </p>
        )}
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
      <ul className="hb-summary" aria-label="This Epilogue gives">
        {epilogueSummary(roster, epilogue).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
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
        <button type="button" className="tk-button rk-primary" onClick={() => (warnings.length > 0 && !problem ? setAsking(true) : record())}>
          {title}
        </button>
      )}
    </fieldset>
  );
}
