/**
 * The Arsenal Campaign's steps around a week's game as a guided sequence, in the campaign log
 * (RosterWorkbench's campaignSteps): the list of the week's steps in the book's order with where each
 * stands (src/games/arsenal-campaign/week-sequence.ts), the first one still due open below it, and
 * the next one opened once a step is taken. The steps: begin the week, New Hires, the crew hired for
 * the game, a bounty part marked off, the game with its Aftermath Hand and Payday (started from what
 * End game wrote), Barter (as many flips as the Strategy's VP give), a Reward flip, buying a bounty
 * (phase 5: it spends script, so it asks first), the injury flips.
 * Each is a pure function of src/games/arsenal-campaign/steps.ts that writes into the newest week and
 * the log; a step that spends script says how much and asks first; a step the book does not allow is
 * an InputError shown beside it.
 */
import { useState } from 'react';
import { crewView, type ArsenalRosterData } from '../../../games/arsenal-campaign/roster-rules';
import type { Roster, Station, Week } from '../../../games/arsenal-campaign/roster-format';
import { RESULT_OPTIONS, STATION_NAMES } from '../../../games/arsenal-campaign/roster-words';
import { barterDue, beginWeek, bountyNote, bountyWhat, buyBounty, hireCrew, upgradeLines, hireModel, injuryFlip, injuryNote, markBountyPart, playGame, recordBarter, resultAsPlayed, rewardFlip, spendQuestion, type PlayedGame } from '../../../games/arsenal-campaign/steps';
import { weekSteps } from '../../../games/arsenal-campaign/week-sequence';
import { InputError } from '../../../common/input-error';
import { CheckField, ChoiceField, CountField, OptionalCountField, StepButton, TextField, useGuidedSteps, useStepRunner, FOCUS_STEP_DUE } from '../../roster';

const STATIONS = (['other', 'henchman', 'master'] as const).map((s) => ({
  value: s,
  label: STATION_NAMES[s],
}));
const MAX_VP = 100;
const MAX_TURN = 10;
const turns = (who: string) =>
  Array.from({ length: MAX_TURN }, (_, t) => ({
    value: String(t + 1),
    label: `${who} withdrew on turn ${t + 1}`,
  }));

const REWARD_KINDS = [
  { value: 'equipment', label: 'Equipment: it joins the Arsenal' },
  { value: 'skill', label: 'A skill of a model that took part' },
];

/** The game step's fields, starting from the week's game as recorded (by End game in the play view, or by this step). */
function GameStep({ week, asPlayed, players, nameOf, onRecord }: { week: Week; asPlayed: PlayedGame['result']; players: readonly string[]; nameOf: (id: string) => string; onRecord: (played: PlayedGame) => void }) {
  const game = week.game;
  const [result, setResult] = useState<string>(asPlayed ?? '');
  const [vp, setVp] = useState(game?.vp ?? 0);
  const [strategyVp, setStrategyVp] = useState(game?.strategyVp ?? 0);
  const [opponentVp, setOpponentVp] = useState<number | null>(game?.opponentVp ?? null);
  const [opponentRating, setOpponentRating] = useState(game?.opponentRating ?? 0);
  const [opponentMaster, setOpponentMaster] = useState(game?.opponentHasMaster ?? false);
  const [ourWithdrawal, setOurWithdrawal] = useState(game?.withdrewOnTurn ? String(game.withdrewOnTurn) : '');
  const [theirWithdrawal, setTheirWithdrawal] = useState(game?.opponentWithdrewOnTurn ? String(game.opponentWithdrewOnTurn) : '');
  const [eventScript, setEventScript] = useState(game?.eventScript ?? 0);
  const [bounty, setBounty] = useState(game?.bountyCompleted ?? false);
  const [finished, setFinished] = useState<string[]>(game?.finishedOff ?? []);
  return (
    <>
      <div className="tk-form">
        <CountField label="Our VP" value={vp} min={0} max={MAX_VP} onChange={setVp} />
        <CountField label="Our VP from the Strategy" value={strategyVp} min={0} max={MAX_VP} onChange={setStrategyVp} hint="3 or more gives a second Barter flip." />
        <OptionalCountField label="The opponent's VP" value={opponentVp} min={0} max={MAX_VP} onChange={setOpponentVp} />
        {opponentVp === null && <ChoiceField label="Result as played" value={result} empty="Not given" options={RESULT_OPTIONS} onChange={setResult} />}
        <CountField label="The opponent's campaign rating" value={opponentRating} min={-99} max={99} onChange={setOpponentRating} />
        <CheckField label="The opponent fielded a master" checked={opponentMaster} onChange={setOpponentMaster} />
        <ChoiceField label="Our Strategic Withdrawal" value={ourWithdrawal} empty="None" options={turns('We')} onChange={setOurWithdrawal} />
        <ChoiceField label="The opponent's Strategic Withdrawal" value={theirWithdrawal} empty="None" options={turns('They')} onChange={setTheirWithdrawal} />
        <CountField label="Script from the weekly event" value={eventScript} min={0} max={6} onChange={setEventScript} />
        <CheckField label="We completed the last part of our bounty" checked={bounty} onChange={setBounty} />
      </div>
      {players.length > 0 && (
        <fieldset className="tk-group ac-checks">
          <legend>Finished Off</legend>
          {players.map((id) => (
            <CheckField key={id} label={`${nameOf(id)} was Finished Off`} checked={finished.includes(id)} onChange={(on) => setFinished(toggle(finished, id, on))} />
          ))}
        </fieldset>
      )}
      <StepButton
        onClick={() =>
          onRecord({
            vp,
            strategyVp,
            opponentVp,
            result: (result || null) as PlayedGame['result'],
            opponentRating,
            opponentHasMaster: opponentMaster,
            withdrewOnTurn: ourWithdrawal === '' ? null : Number(ourWithdrawal),
            opponentWithdrewOnTurn: theirWithdrawal === '' ? null : Number(theirWithdrawal),
            eventScript,
            bountyCompleted: bounty,
            finishedOff: finished,
          })
        }
      >
        Record the game and Payday
      </StepButton>
    </>
  );
}

const toggle = (list: readonly string[], id: string, on: boolean) => (on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id));

export function AftermathSteps({ roster, onChange, book: data }: { roster: Roster; onChange: (next: Roster) => void; book: ArsenalRosterData }) {
  const { weeks } = crewView(roster, data);
  const row = weeks.at(-1);
  const week = roster.weeks.at(-1);
  const [event, setEvent] = useState('');
  const [name, setName] = useState('');
  const [station, setStation] = useState<Station>('other');
  const [cost, setCost] = useState(0);
  const [cache, setCache] = useState(0);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [upgrades, setUpgrades] = useState((week?.game?.equipped ?? []).map((u) => `${u.name} ${u.cost}`).join('\n'));
  const [opponentTotal, setOpponentTotal] = useState<number | null>(week?.game?.opponentTotal ?? null);
  const [agreed, setAgreed] = useState<number | null>(week?.game?.agreedSize ?? null);
  const [flip, setFlip] = useState(1);
  const [reward, setReward] = useState('');
  const [rewardKind, setRewardKind] = useState<'equipment' | 'skill'>('equipment');
  const [rewardModel, setRewardModel] = useState('');
  const [part, setPart] = useState('');
  const [lastPart, setLastPart] = useState(false);
  const [injured, setInjured] = useState('');
  const [newBounty, setNewBounty] = useState('');
  const [injury, setInjury] = useState('');

  const [flips, setFlips] = useState<number[]>([]);
  const [buy, setBuy] = useState(false);
  const [bought, setBought] = useState('');
  const [boughtKind, setBoughtKind] = useState<'equipment' | 'skill'>('equipment');
  const [boughtRating, setBoughtRating] = useState('');
  const [boughtCost, setBoughtCost] = useState(0);
  const [boughtModel, setBoughtModel] = useState('');
  const [asking, setAsking] = useState<{ question: string; next: Roster; done: string } | null>(null);

  const { run, clear, messages } = useStepRunner(onChange);
  const [step, sequence, follow] = useGuidedSteps('The week’s steps', weekSteps(roster, data), () => {
    clear();
    setAsking(null);
  });
  /** A step taken: the sequence moves on to the next one due. */
  const take = (apply: () => Roster, done: string) => {
    const ok = run(apply, done);
    if (ok) follow();
    return ok;
  };
  /** A step that spends script asks first, saying what it spends and what is left. */
  const spend = (apply: () => Roster, done: string, what: string) => {
    let next: Roster;
    try {
      next = apply();
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      return run(apply, done);
    }
    const question = spendQuestion(roster, next, data, what);
    if (question === null) return take(() => next, done);
    clear();
    setAsking({ question, next, done });
    return false;
  };
  const arsenal = row?.arsenal ?? [];
  const leader = row?.leaderAtGame ?? null;
  const crew = chosen ?? week?.game?.participants ?? arsenal.map((m) => m.id);
  const players = week?.game?.participants ?? [];
  const skillModel = players.includes(rewardModel) ? rewardModel : (players[0] ?? '');
  const bounty = row?.bountyAtGame ?? null;
  const nameOf = (id: string) => arsenal.find((m) => m.id === id)?.name || id;
  const flipped = (week?.game?.finishedOff ?? []).filter((id) => !week?.injuries.some((x) => x.model === id));
  const injuredId = flipped.includes(injured) ? injured : (flipped[0] ?? '');
  // Phase 6's last rule: injuries past the station's maximum Annihilate the model.
  const injuryWords = step === 'injury' && injuredId ? injuryNote(roster, data, injuredId) : '';
  const barter = barterDue(roster, data);
  const cards = Array.from({ length: barter?.flips ?? 0 }, (_, k) => flips[k] ?? 1);
  const rating = cards.map(String).includes(boughtRating) ? boughtRating : String(cards[0] ?? '');
  const boughtSkillModel = players.includes(boughtModel) ? boughtModel : (players[0] ?? '');

  return (
    <div className="tk-group ac-steps" {...FOCUS_STEP_DUE}>
      <p>
        <strong>{week ? `Week ${roster.weeks.length} of ${roster.campaignWeeks}${week.event ? `: ${week.event}` : ''}.` : 'No week begun yet.'}</strong>
        {row && <> Script: {row.scriptAtEnd}.</>}
        {row?.hand && <> Aftermath Hand: {row.hand.size}.</>}
      </p>
      {sequence}

      {step === 'week' && (
        <>
          <TextField label="Weekly event" value={event} onChange={setEvent} hint="Flipped at the start of the week; a repeat of last week's is flipped again." />
          <StepButton
            onClick={() => {
              if (!take(() => beginWeek(roster, event), `Week ${roster.weeks.length + 1} begun.`)) return;
              setChosen(null);
            }}
          >
            Begin week {roster.weeks.length + 1}
          </StepButton>
        </>
      )}

      {step === 'hire' && (
        <>
          <div className="tk-form">
            <TextField label="Model hired" value={name} onChange={setName} />
            <ChoiceField label="Its station" value={station} options={STATIONS} onChange={(v) => setStation(v as Station)} />
            {station !== 'master' && (
              <CountField label="Its printed cost (SS)" value={cost} min={0} max={99} onChange={setCost} hint="The week's first hire costs 5 script less." />
            )}
            {station !== 'other' && <CountField label="Its cache" value={cache} min={0} max={20} onChange={setCache} />}
          </div>
          <StepButton onClick={() => spend(() => hireModel(roster, data, { name, station, cost, cache }), 'Hired.', `Hiring ${name.trim() || 'this model'}`) && setName('')}>
            Hire {name.trim() || 'this model'}
          </StepButton>
        </>
      )}

      {step === 'crew' && (
        <>
          <fieldset className="tk-group ac-checks">
            <legend>Models hired for the game</legend>
            {arsenal.map((m) => (
              <CheckField
                key={m.id}
                label={`${m.name || m.id}${m.id === leader ? ' (leader, plays every game)' : ''}`}
                checked={crew.includes(m.id)}
                onChange={(on) => setChosen(toggle(crew, m.id, on))}
              />
            ))}
          </fieldset>
          <div className="tk-form">
            <TextField label="Upgrades taken, one per line with the SS cost" rows={3} maxLength={2000} value={upgrades} onChange={setUpgrades} placeholder="Sharpshooter 1" />
            <OptionalCountField label="Opponent's Arsenal total (SS)" value={opponentTotal} min={0} max={999} onChange={setOpponentTotal} />
            <OptionalCountField
              label="Agreed encounter size (SS)"
              value={agreed}
              min={0}
              max={999}
              onChange={setAgreed}
              hint="Leave empty to play the largest: the lower Arsenal total + 5."
            />
          </div>
          <StepButton
            onClick={() =>
              take(
                () =>
                  hireCrew(roster, data, {
                    participants: crew,
                    equipped: upgradeLines(upgrades),
                    opponentTotal,
                    ...(agreed === null ? {} : { agreedSize: agreed }),
                  }),
                'Crew hired.',
              )
            }
          >
            Hire this crew
          </StepButton>
        </>
      )}

      {step === 'game' &&
        (week ? (
          // Keyed by the week's game: the fields start from what End game in the play view (or this step) recorded.
          <GameStep key={`${roster.weeks.length}:${JSON.stringify(week.game)}`} week={week} asPlayed={resultAsPlayed(roster)} players={players} nameOf={nameOf} onRecord={(played) => take(() => playGame(roster, data, played), 'Game, Aftermath Hand and Payday recorded.')} />
        ) : (
          <p className="tk-note">Begin a week first.</p>
        ))}

      {step === 'barter' &&
        (barter === null || barter.flips === 0 ? (
          <p className="tk-note">{barter ? `No Barter this week: ${barter.why}.` : 'Barter follows the game: record the game first.'}</p>
        ) : (
          <>
            <p className="tk-note">Barter: {barter.why}.</p>
            <div className="tk-form">
              {Array.from({ length: barter.flips }, (_, k) => (
                <CountField key={k} label={`Barter flip ${k + 1}: the card kept`} value={cards[k]!} min={0} max={14} onChange={(v) => setFlips(cards.map((c, i) => (i === k ? v : c)))} />
              ))}
              <CheckField label="Buy a campaign upgrade whose Barter Rating equals a flip" checked={buy} onChange={setBuy} />
              {buy && (
                <>
                  <TextField label="Campaign upgrade bought" value={bought} onChange={setBought} />
                  <ChoiceField label="Its Barter Rating" value={rating} options={[...new Set(cards)].map((c) => ({ value: String(c), label: `BR ${c}` }))} onChange={setBoughtRating} />
                  <CountField label="Its Campaign Cost (script)" value={boughtCost} min={0} max={99} onChange={setBoughtCost} />
                  <ChoiceField label="It is" value={boughtKind} options={REWARD_KINDS} onChange={(v) => setBoughtKind(v as 'equipment' | 'skill')} />
                  {boughtKind === 'skill' && players.length > 0 && (
                    <ChoiceField label="Model taking the skill" value={boughtSkillModel} options={players.map((id) => ({ value: id, label: nameOf(id) }))} onChange={setBoughtModel} />
                  )}
                </>
              )}
            </div>
            <StepButton
              onClick={() =>
                spend(
                  () =>
                    recordBarter(roster, data, {
                      flips: cards,
                      bought: buy ? { name: bought, kind: boughtKind, barterRating: Number(rating), campaignCost: boughtCost, model: boughtKind === 'skill' ? boughtSkillModel || null : null } : null,
                    }),
                  'Barter recorded.',
                  `Buying ${bought.trim() || 'this upgrade'}`,
                )
              }
            >
              Record the Barter
            </StepButton>
          </>
        ))}

      {step === 'reward' && (
        <>
          <div className="tk-form">
            <CountField label="Reward flip" value={flip} min={1} max={13} onChange={setFlip} hint="The card kept: a Joker is flipped again. One flip a week, none after withdrawing on turn 1 or 2." />
            <TextField label="What the Reward flip gave" value={reward} onChange={setReward} />
            <ChoiceField label="It is" value={rewardKind} options={REWARD_KINDS} onChange={(v) => setRewardKind(v as 'equipment' | 'skill')} hint="A campaign upgrade: no Campaign Cost, and it counts in the campaign rating (our reading C9)." />
            {rewardKind === 'skill' && players.length > 0 && (
              <ChoiceField label="Model taking the skill" value={skillModel} options={players.map((id) => ({ value: id, label: nameOf(id) }))} onChange={setRewardModel} />
            )}
          </div>
          <StepButton onClick={() => take(() => rewardFlip(roster, data, { flip, name: reward, kind: rewardKind, model: rewardKind === 'skill' ? skillModel || null : null }), 'Reward recorded.') && setReward('')}>
            Record the Reward flip
          </StepButton>
        </>
      )}

      {step === 'bounty' && (
        <>
          <p className="tk-note">
            {bounty
              ? `Bounty held: ${bounty.name}. ${bounty.parts.length > 0 ? `Marked off so far: ${bounty.parts.join(', ')}.` : 'No part marked off yet.'}`
              : 'The crew holds no bounty in this week’s game: a bounty is bought in an earlier week’s Aftermath.'}
          </p>
          <TextField label="Part of the bounty accomplished" value={part} onChange={setPart} />
          <CheckField label="It was the bounty’s last part: the bounty is complete" checked={lastPart} onChange={setLastPart} />
          <StepButton onClick={() => take(() => markBountyPart(roster, data, part, lastPart), 'Part marked off.') && setPart('')}>
            Mark it off
          </StepButton>
        </>
      )}

      {step === 'buy-bounty' && (
        <>
          <p className="tk-note">{bountyNote(roster, data)}</p>
          <TextField label="Bounty bought" value={newBounty} onChange={setNewBounty} />
          <StepButton onClick={() => spend(() => buyBounty(roster, data, newBounty), 'Bounty bought.', bountyWhat(roster, data, newBounty)) && setNewBounty('')}>Buy the bounty</StepButton>
        </>
      )}

      {step === 'injury' &&
        (flipped.length === 0 ? (
          <p className="tk-note">No model Finished Off this week is waiting for its injury flip (one flip per model).</p>
        ) : (
          <>
            <div className="tk-form">
              <ChoiceField
                label="Model Finished Off"
                value={injuredId}
                options={flipped.map((id) => ({
                  value: id,
                  label: nameOf(id),
                }))}
                onChange={setInjured}
              />
              <TextField label="Injury flipped" value={injury} onChange={setInjury} hint="As your group's injury list names it: the book gives no table." />
            </div>
            {injuryWords && <p className="tk-note">{injuryWords}</p>}
            <StepButton onClick={() => take(() => injuryFlip(roster, data, injuredId, injury), 'Injury recorded.')}>
              Record the injury
            </StepButton>
          </>
        ))}

      {asking && (
        <div className="ac-ask" role="group" aria-label="Spend script?">
          <p role="alert">{asking.question}</p>
          <div className="rk-row">
            <StepButton
              onClick={() => {
                const { next, done } = asking;
                setAsking(null);
                take(() => next, done);
              }}
            >
              Yes, spend it
            </StepButton>
            <button type="button" className="tk-button" onClick={() => setAsking(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {messages}
    </div>
  );
}
