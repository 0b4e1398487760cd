/**
 * The Kuggköping campaign steps, one at a time, in the campaign log (RosterWorkbench's
 * campaignSteps): the shared guided sequence (useGuidedSteps) lists them in order with where each
 * stands (src/games/kuggkoping/step-status.ts, from End game's entry and the steps taken since) and
 * opens the first still due; after a step the next due opens. The game just played (End game's
 * result, which can be corrected), grit restored, a recovery roll, a killed Character's replacement,
 * the Gizmo rewards the game left, the Tinker dice carried over, the expedition. Every step is a pure
 * function of src/games/kuggkoping/campaign.ts or steps.ts that writes one entry into the warband's
 * log; a wrong input is an InputError shown beside the step. A step that kills, discards dice, moves
 * the campaign back or leaves a rewarded gadget unequipped asks first (the question comes from
 * steps.ts).
 */
import { useState } from 'react';
import { createRng, randomSeed } from '../../../engine/rng';
import {
  difficultyOf,
  gritLine,
  hasReassemble,
  nextGame,
  openGameEntry,
  recordMission,
  restoreGrit,
  startExpedition,
  underPressure,
  visitedDistricts,
} from '../../../games/kuggkoping/campaign';
import {
  carryOverStep,
  correctResultStep,
  freeUpgradeLine,
  freeUpgradesOwed,
  freeUpgradeStep,
  friendsNote,
  gameHardRules,
  gamePays,
  gizmoRewardsOwed,
  gizmoRewardStep,
  playedResult,
  recoveryStep,
  rewardsCollected,
  rewardsLine,
  tinkerLeftOffer,
  type StepOrQuestion,
  type StepQuestion,
  type TypedTinker,
} from '../../../games/kuggkoping/steps';
import { replacementOffer, replacementOfferFor, replacementStep } from '../../../games/kuggkoping/replacement';
import { hardRuleWords } from '../../../games/kuggkoping/end-board';
import { stepsBetweenGames, type KuggStep } from '../../../games/kuggkoping/step-status';
import { hasTrait, recoveriesDue, replacementsDue, TRAIT } from '../../../games/kuggkoping/losses';
import { MAX_TINKER_DICE, type Roster } from '../../../games/kuggkoping/roster-format';
import { playerOf, type ItemKind, type KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import { sameName } from '../../../roster/names';
import { CheckField, ChoiceField, CountField, OptionalCountField, StepButton, TextField, useGuidedSteps, useStepRunner, FOCUS_STEP_DUE } from '../../roster';
import { PlayerField, type Player } from './PlayerField';
import { unavailableIf } from '../../tools/unavailable';

export interface Places {
  districts: readonly string[];
  enemyFactions: readonly string[];
  /** The Hard rules table (KB 339-345): the D6 faces of each rule and its text. */
  hardRules?: readonly { min: number; max: number; text: string }[];
}


export function CampaignSteps({ roster, onChange, book, places }: { roster: Roster; onChange: (next: Roster) => void; book: KuggkopingBook; places: Places }) {
  const c = roster.campaign;
  const pressed = underPressure(roster);
  const due = replacementsDue(roster);
  // What End game left to do before the next game, so nothing marked in play is asked for again.
  const down = recoveriesDue(roster)
    .map((n) => roster.characters.findIndex((x) => x.name.trim() === n))
    .filter((i) => i >= 0);
  const open = openGameEntry(roster);
  const played = playedResult(roster);
  const pays = gamePays(roster);
  const owed = gizmoRewardsOwed(roster);
  const hardRules = places.hardRules ?? [];
  const [hardRule, setHardRule] = useState('');
  const [reassemble, setReassemble] = useState<number | null>(null);
  const [living, setLiving] = useState<boolean | null>(null);
  const livingGizmos = living ?? owed.living;
  const [district, setDistrict] = useState(places.districts[0] ?? '');
  const [faction, setFaction] = useState(places.enemyFactions[0] ?? '');
  const [notes, setNotes] = useState('');
  const [who, setWho] = useState(String(down[0] ?? 0));
  // Empty: the builder rolls the die (seeded, the seed in the log); a number: the die rolled at the table.
  const [roll, setRoll] = useState<number | null>(null);
  // Friends typed for a Character's recovery; End game's count on the board (K18) is offered otherwise.
  const [typedFriends, setTypedFriends] = useState<{ who: string; value: number } | null>(null);
  // A Character killed in a game recorded here (still in the warband), when the log names none to replace.
  const [killedAt, setKilledAt] = useState('0');
  const [freeTo, setFreeTo] = useState('0');
  const [freeUpgrade, setFreeUpgrade] = useState('');
  const [newName, setNewName] = useState('');
  const [newArchetype, setNewArchetype] = useState('');
  const [reward, setReward] = useState('utility');
  const [lose, setLose] = useState('roll');
  const [player, setPlayer] = useState<Player>(1);
  // Tinker dice entered for the carry-over, with the pool they were entered against: the pool as it is now is offered otherwise.
  const [typed1, setTyped1] = useState<TypedTinker | null>(null);
  const [typed2, setTyped2] = useState<TypedTinker | null>(null);
  const pool1 = roster.tinkerDice;
  const pool2 = roster.tinkerDicePlayer2 ?? 0;
  const left1 = tinkerLeftOffer(pool1, typed1);
  const left2 = tinkerLeftOffer(pool2, typed2);
  const names = roster.characters.map((x, i) => ({ value: String(i), label: x.name.trim() || `Character ${i + 1}` }));
  const runner = useStepRunner(onChange);
  const { clear, messages } = runner;
  // A step that kills, discards or moves the campaign back asks first: its question, for the warband as it was asked about.
  const [pending, setPending] = useState<(StepQuestion & { for: Roster }) | null>(null);
  const asking = pending?.for === roster ? pending : null;
  const asker = useStepRunner<(StepQuestion & { for: Roster }) | null>(setPending);
  // The steps in order with where each stands; the first due is open, and after a step the next due opens.
  const [step, sequence, follow] = useGuidedSteps<KuggStep>('Steps between games', stepsBetweenGames(roster), () => {
    clear();
    asker.clear();
    setPending(null);
  });
  const run = (take: () => Roster, done: string) => {
    if (runner.run(take, done)) follow();
  };
  const ask = (step: () => StepOrQuestion, done: string) =>
    asker.run(() => {
      const s = step();
      if (s.roster === undefined) return { ...s, for: roster };
      run(() => s.roster, done);
      return null;
    });
  const chosen = roster.characters[Number(who)];
  const equipped = chosen?.gadgets.filter((g) => g.equipped) ?? [];
  const noHelp = chosen ? hasTrait(roster, playerOf(roster, chosen), TRAIT.noHelpForTheWeak) : false;
  const chosenName = chosen ? chosen.name.trim() || `Character ${Number(who) + 1}` : '';
  const atEnd = chosen ? friendsNote(roster, chosenName) : null;
  const friends = typedFriends?.who === who ? typedFriends.value : (atEnd?.friends ?? 0);
  const logged = step === 'replace' ? replacementOffer(roster, book) : null;
  const killedIndex = Math.min(Number(killedAt), roster.characters.length - 1);
  const offer = step !== 'replace' ? null : (logged ?? (killedIndex >= 0 ? replacementOfferFor(roster, killedIndex, book) : null));
  const free = freeUpgradesOwed(roster);
  const playedHard = gameHardRules(roster);
  const nextExpedition = c?.outcome === 'won' && c.expedition < 3 ? ((c.expedition + 1) as 2 | 3) : c ? null : 1;
  const visited = nextExpedition !== null && nextExpedition > 1 ? visitedDistricts(roster) : [];
  const districts = places.districts.filter((d) => !visited.some((v) => sameName(v, d)));
  const level = c ? difficultyOf(c, pressed) : null;
  const hardRuleText = (): string | undefined => {
    if (level !== 'Hard' || hardRule === '') return undefined;
    if (hardRule !== 'roll') return hardRule;
    const rng = createRng(randomSeed());
    const face = rng.die(6);
    const rule = hardRules.find((r) => face >= r.min && face <= r.max);
    return rule ? `${hardRuleWords(rule)} (rolled ${face}, seed ${rng.seed})` : undefined;
  };
  const gameNotes = () => [...(level === 'Very Hard' && !open?.moved ? ['Very Hard: every Hard rule applies'] : []), ...notes.split('\n')];

  return (
    <div className="tk-group kk-steps" {...FOCUS_STEP_DUE}>
      <p>
        <strong>{c ? `${c.district}, against ${c.enemyFaction}: expedition ${c.expedition} (${difficultyOf(c, pressed)})` : 'No expedition yet.'}</strong>
        {c && <> Next: {nextGame(c, pressed)}.</>}
        {down.length > 0 && <> Still knocked down, to roll for before the next game: {down.map((i) => names[i]!.label).join(', ')}.</>}
        {due.length > 0 && <> To replace before the next game: the killed {due.join(', ')}.</>}
      </p>
      {sequence}

      {step === 'expedition' && (
        <>
          {nextExpedition === null ? (
            <p className="tk-note">A new expedition follows a won one (up to the third, Very Hard).</p>
          ) : (
            <>
              <div className="tk-form">
                <ChoiceField label="District" value={districts.includes(district) ? district : (districts[0] ?? '')} options={districts.map((d) => ({ value: d, label: d }))} onChange={setDistrict} />
                <ChoiceField label="Enemies in the district" value={faction} options={places.enemyFactions.map((d) => ({ value: d, label: d }))} onChange={setFaction} />
              </div>
              <StepButton onClick={() => run(() => startExpedition(roster, districts.includes(district) ? district : (districts[0] ?? ''), faction, nextExpedition), 'Expedition started.')}>
                Start expedition {nextExpedition} ({difficultyOf({ expedition: nextExpedition }, pressed)})
              </StepButton>
              {visited.length > 0 && <p className="tk-note">A further expedition goes into another district: {visited.join(', ')} left out.</p>}
            </>
          )}
        </>
      )}

      {step === 'game' && (
        <>
          {open && (
            <p className="tk-note">
              End game recorded this game in the log: “{open.entry.title}”.{' '}
              {open.moved ? 'The campaign has moved on; what you add here goes into the same entry.' : 'Say how it went to complete that entry (no second one is added).'}
            </p>
          )}
          {pays.length > 0 && (
            <ul className="rk-text-list" aria-label="What the mission pays">
              {pays.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          {played && (
            <button type="button" className="tk-button" onClick={() => ask(() => correctResultStep(roster, !played.won), 'Result corrected.')}>
              Record it as {played.won ? 'failed' : 'won'} instead
            </button>
          )}
          {playedHard.length > 0 && (
            <ul className="rk-text-list" aria-label="Hard rules played">
              {playedHard.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          {level === 'Hard' && hardRules.length > 0 && playedHard.length === 0 && (
            <ChoiceField
              label="Hard rule rolled for this game"
              value={hardRule}
              empty="Not recorded"
              options={[...hardRules.map((r) => ({ value: hardRuleWords(r), label: hardRuleWords(r) })), { value: 'roll', label: 'Roll it here (D6)' }]}
              onChange={setHardRule}
            />
          )}
          <TextField label="What happened (one per line)" value={notes} rows={3} maxLength={2000} onChange={setNotes} placeholder="Olga knocked down" />
          {open?.moved ? (
            <StepButton onClick={() => run(() => recordMission(roster, true, gameNotes(), undefined, hardRuleText()), 'Added to the game’s entry.')}>Add to the game’s entry</StepButton>
          ) : (
            <div className="rk-row">
              <StepButton disabled={!c || c.outcome !== null} onClick={() => run(() => recordMission(roster, true, gameNotes(), undefined, hardRuleText()), 'Recorded as won.')}>
                Victory condition achieved
              </StepButton>
              <button type="button" className="tk-button" {...unavailableIf(!c || c.outcome !== null, () => run(() => recordMission(roster, false, gameNotes(), undefined, hardRuleText()), 'Recorded as failed.'))}>
                Failed
              </button>
            </div>
          )}
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
            <OptionalCountField label="Recovery roll (D6; empty: roll it here)" value={roll} min={1} max={6} onChange={setRoll} />
            {!noHelp && <CountField label="Friendly models adjacent when the game ended (+1 each)" value={friends} min={0} max={8} onChange={(value) => setTypedFriends({ who, value })} />}
            {equipped.length > 0 && (
              <ChoiceField
                label="Gadget lost on a failure"
                value={lose}
                options={[{ value: 'roll', label: 'Roll it here' }, ...equipped.map((g, i) => ({ value: String(i), label: `${g.name} (picked at the table)` }))]}
                onChange={setLose}
              />
            )}
            {chosen && hasReassemble(chosen) && equipped.length > 0 && (
              <OptionalCountField label="Magnetic reassemble die (empty: roll it here)" value={reassemble} min={1} max={6} onChange={setReassemble} />
            )}
          </div>
          {!noHelp && atEnd && <p className="tk-note">{atEnd.note}</p>}
          <StepButton
            onClick={() =>
              ask(() => {
                const pick = lose === 'roll' || Number(lose) >= equipped.length ? null : Number(lose);
                // A gadget picked at the table with Magnetic reassemble left to roll: the builder rolls that die.
                const face = reassemble ?? (pick !== null && chosen && hasReassemble(chosen) ? createRng(randomSeed()).die(6) : undefined);
                const seed = randomSeed();
                return recoveryStep(roster, Number(who), { roll, seed, adjacentFriends: noHelp ? 0 : friends, lose: pick === null ? { seed } : { pick }, ...(face === undefined ? {} : { reassemble: face }) }, book);
              }, 'Recovery recorded.')
            }
          >
            Record the recovery roll
          </StepButton>
          <p className="tk-note">
            For a Character still knocked down when the game ended (our reading K18). A 1 always fails; {noHelp ? 'No help for the weak allows no bonus and no re-roll. ' : ''}on a failure the equipped gadget picked at
            the table is lost, or the builder rolls it (the seed is in the log), and Magnetic reassemble keeps it on 5+; with none equipped the Character is killed, which the builder says and asks you to apply first.
          </p>
        </>
      )}

      {step === 'replace' && offer && (
        <>
          <p>
            <strong>{offer.title}</strong>
          </p>
          <div className="tk-form">
            {!logged && <ChoiceField label="Character killed in the game" value={String(killedIndex)} options={names} onChange={setKilledAt} />}
            <TextField label="New Character’s name" value={newName} onChange={setNewName} />
            <ChoiceField label="New Character’s archetype" value={newArchetype} empty="Choose…" options={offer.archetypes.map((a) => ({ value: a, label: a }))} onChange={setNewArchetype} />
            {offer.player === null && <PlayerField mode={roster.mode} label="Player of the killed Character" value={player} onChange={setPlayer} />}
          </div>
          <ul className="rk-text-list" aria-label="How the new Character is made">
            {offer.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <StepButton onClick={() => ask(() => replacementStep(roster, { killed: logged ? 'logged' : { index: killedIndex }, name: newName, archetype: newArchetype, player, seed: randomSeed() }, book), 'Replacement added.')}>
            {logged ? 'Add the replacement' : 'Remove the killed Character and add the new one'}
          </StepButton>
        </>
      )}

      {step === 'reward' && names.length > 0 && (
        <>
          <p className="tk-note">{rewardsLine(owed)}</p>
          {pays.length > 0 && (
            <ul className="rk-text-list" aria-label="What the mission pays">
              {pays.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          <div className="tk-form">
            <ChoiceField label="Warband member who gets the reward" value={who} options={names} onChange={setWho} />
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
            <CheckField label="Living Gizmos scenario (+1 Tinker dice with the reward)" checked={livingGizmos} onChange={setLiving} />
          </div>
          <StepButton
            onClick={() => {
              const [kind, list] = reward.split(':') as ['utility' | 'quirk' | 'gadget', ItemKind];
              ask(() => gizmoRewardStep(roster, Number(who), kind === 'utility' ? { kind } : { kind, list, seed: randomSeed() }, book, livingGizmos), 'Reward received.');
            }}
          >
            Take the reward
          </StepButton>
          {owed.gizmos > owed.taken && !owed.closed && (
            <button type="button" className="tk-button" onClick={() => run(() => rewardsCollected(roster), 'Noted.')}>
              The other {owed.gizmos - owed.taken} were collected during the game
            </button>
          )}
          {free.count > 0 && (
            <div role="group" aria-label="Free upgrade">
              <p className="tk-note">{freeUpgradeLine(free)}</p>
              {free.count > free.taken && (
                <>
                  <div className="tk-form">
                    <ChoiceField label="Character who takes the free upgrade" value={freeTo} options={names} onChange={setFreeTo} />
                    <ChoiceField label="Free upgrade" value={freeUpgrade} empty="Choose…" options={book.upgrades.map((u) => ({ value: u.name, label: `${u.name} (cost ${u.cost})` }))} onChange={setFreeUpgrade} />
                  </div>
                  <StepButton onClick={() => ask(() => freeUpgradeStep(roster, Number(freeTo), freeUpgrade, book), 'Free upgrade given.')}>Give the free upgrade</StepButton>
                </>
              )}
            </div>
          )}
        </>
      )}
      {step === 'carry' && (
        <>
          <div className="tk-form">
            <CountField
              label={roster.mode === 'coop' ? 'Player 1’s Tinker dice left unused' : 'Tinker dice left unused'}
              value={left1}
              min={0}
              max={MAX_TINKER_DICE}
              onChange={(value) => setTyped1({ pool: pool1, value })}
            />
            {roster.mode === 'coop' && (
              <CountField label="Player 2’s Tinker dice left unused" value={left2} min={0} max={MAX_TINKER_DICE} onChange={(value) => setTyped2({ pool: pool2, value })} />
            )}
          </div>
          <StepButton onClick={() => ask(() => carryOverStep(roster, { player1: left1, player2: left2 }), 'Carried over.')}>
            Carry over to the next game
          </StepButton>
          <p className="tk-note">Unused Tinker dice stay in the pool between games, and so do those gained during the game; End game in the play view has already written the pool back, and the box starts from the pool as it is now (after any reward or trade). The log keeps each Character’s gadgets, quirks and upgrades.</p>
        </>
      )}
      {asking && (
        <div className="kk-ask" role="group" aria-label="Confirm the step">
          <p role="alert">{asking.question}</p>
          <div className="rk-row">
            {asking.choices.map((choice) => (
              <StepButton
                key={choice.label}
                onClick={() => {
                  setPending(null);
                  run(() => choice.roster, 'Done. Undo last change takes it back.');
                }}
              >
                {choice.label}
              </StepButton>
            ))}
            <button type="button" className="tk-button" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {asker.messages}
      {messages}
    </div>
  );
}
