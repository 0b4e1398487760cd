/**
 * The opponent: their roster added from a share link or from one saved on this device, their models'
 * damage and who is out (steps of the game, undone like my side's), and on each of my cards the odds
 * of one of my model's weapons against one of their models, in the current state of both, with a
 * link to the full odds tool set up the same way. The odds come from the game's PlayOddsRules; a
 * game that gives none tracks their models by its FoeRules alone.
 */
import { useId, useMemo, useState } from 'react';
import { readPastedShare, type RosterGame, type SavedRoster } from '../../roster';
import { foeMarksFor, foeStanding } from '../../play/foe-marks';
import { foeFlag, foeOf, opponentLine, type FoeRules, type GameDoc, type PlayOddsRules, type PlayState, type PlayTarget } from '../../play';
import { formatPercent } from '../../common/numbers';
import { unavailableIf } from '../tools/unavailable';
import type { PlayStepper } from './PlayView';
import { DatacardFold, type Datacard } from './Datacard';

/**
 * The opponent's models with their damage: take 1, heal 1, a hit of any size, out of the game, and
 * the game's own marks (Toppled, Downed…); each a step of the game.
 */
function Foes<R>({
  targets,
  state,
  step,
  track,
  foes,
  opponent,
  datacard,
}: {
  targets: readonly PlayTarget[];
  state: PlayState;
  step: PlayStepper;
  track: string;
  foes: FoeRules<R>;
  opponent: R | undefined;
  datacard: Datacard<R> | undefined;
}) {
  const [hit, setHit] = useState('1');
  const n = Number(hit);
  const ok = Number.isInteger(n) && n >= 1 && n <= 99;
  const id = useId();
  return (
    <>
      <p className="pk-start">
        <label className="tk-label" htmlFor={`${id}-hit`}>
          A hit on their models is
        </label>
        <input id={`${id}-hit`} className="tk-input pk-hit-input" type="number" inputMode="numeric" min={1} max={99} value={hit} onChange={(e) => setHit(e.currentTarget.value)} /> {track}
      </p>
      <ul className="pk-foes" aria-label="The opponent’s models">
        {targets.map((t, j) => {
          const f = foeOf(state, j);
          const flags = foeMarksFor(foes, state, opponent, j);
          // A model not in this game (the Arsenal's crew not hired) takes nothing: only that mark can be taken off.
          const benched = foes.benchedFlag !== undefined && foeFlag(state, j, foes.benchedFlag);
          const full = benched || f.out || (t.max !== null && f.damage >= t.max);
          // With no most to count down from (the Arsenal's Health is on their cards), the line counts damage up, and the buttons say so.
          const up = t.max === null;
          return (
            <li key={j} className={f.out ? 'pk-out' : undefined}>
              <span className="pk-foe-name">
                {t.name}: {foeStanding(t, state, j, track, flags)}
              </span>
              <span className="pk-buttons">
                <button type="button" className="tk-button pk-small" aria-label={`${t.name}: take 1 damage`} {...unavailableIf(full, () => step({ kind: 'foe-damage', foe: j, by: 1, max: t.max }, `Opponent’s ${t.name}: took 1 damage`))}>
                  {up ? '+1' : '−1'}
                </button>
                <button
                  type="button"
                  className="tk-button pk-small"
                  aria-label={`${up ? '+' : '−'}${ok ? n : '?'}: a hit of ${ok ? n : '?'} on ${t.name}`}
                  {...unavailableIf(full || !ok, () => {
                    // One hit, as the game reads it (Hard to kill): recorded as the change it made.
                    const after = foes.foeHit ? foes.foeHit(opponent, j, f.damage, n) : f.damage + n;
                    step({ kind: 'foe-damage', foe: j, by: after - f.damage, max: t.max }, `Opponent’s ${t.name}: took a hit of ${n}`);
                  })}
                >
                  {up ? '+' : '−'}
                  {ok ? n : '?'}
                </button>
                <button type="button" className="tk-button pk-small" aria-label={`${t.name}: heal 1`} {...unavailableIf(benched || f.damage === 0, () => step({ kind: 'foe-damage', foe: j, by: -1, max: t.max }, `Opponent’s ${t.name}: healed 1`))}>
                  {up ? '−1' : '+1'}
                </button>
                <button type="button" className="tk-button pk-small" aria-label={`${t.name}: out of the game`} aria-pressed={f.out} disabled={benched} onClick={() => step({ kind: 'foe-out', foe: j, on: !f.out }, `Opponent’s ${t.name}: ${f.out ? 'back in the game' : 'out of the game'}`)}>
                  Out
                </button>
                {flags.map((fl) => {
                  const on = foeFlag(state, j, fl.id);
                  return (
                    <button key={fl.id} type="button" className="tk-button pk-small" aria-label={`${t.name}: ${fl.label}`} aria-pressed={on} disabled={benched && fl.id !== foes.benchedFlag} onClick={() => step({ kind: 'foe-flag', foe: j, id: fl.id, on: !on }, `Opponent’s ${t.name}: ${fl.label} ${on ? 'off' : 'on'}`)}>
                      {fl.label}
                    </button>
                  );
                })}
              </span>
              {datacard && opponent !== undefined && <DatacardFold datacard={datacard} roster={opponent} index={j} name={t.name} />}
            </li>
          );
        })}
      </ul>
    </>
  );
}


export function OpponentPanel<R>({
  doc,
  foes,
  track,
  rosterGame,
  saved,
  opponent,
  step,
  datacard,
}: {
  doc: GameDoc;
  /** How their models are tracked: the odds' targets, or the game's own where it gives no odds. */
  foes: FoeRules<R>;
  /** The damage track's name ("Meat"). */
  track: string;
  rosterGame: RosterGame<R>;
  saved: readonly SavedRoster<R>[];
  opponent: R | undefined;
  step: PlayStepper;
  /** The opponent's models' datacards, read from their roster. */
  datacard?: Datacard<R>;
}) {
  const id = useId();
  const [pick, setPick] = useState('');
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (roster: R) => {
    const name = rosterGame.name(roster);
    step({ kind: 'opponent', opponent: { name: name.slice(0, 200), roster: rosterGame.toJson(roster) } }, `Opponent: ${name.trim() || 'unnamed roster'}`);
    setLink('');
    setPick('');
    setError(null);
  };
  const fromLink = () => {
    const read = readPastedShare(link, rosterGame);
    if (!read.ok) setError(read.message);
    else add(read.roster);
  };
  return (
    <details className="pk-opponent">
      <summary>{opponentLine(doc, rosterGame.noun)}</summary>
      <div className="pk-start">
        <label className="tk-label" htmlFor={`${id}-saved`}>
          Their {rosterGame.noun}, saved here
        </label>
        <select id={`${id}-saved`} className="tk-input" value={pick} onChange={(e) => setPick(e.currentTarget.value)}>
          <option value="">Choose a saved {rosterGame.noun}</option>
          {saved.map((r) => (
            <option key={r.id} value={r.id}>
              {rosterGame.name(r.roster) || `Unnamed ${rosterGame.noun}`}
            </option>
          ))}
        </select>
        <button type="button" className="tk-button" disabled={!pick} onClick={() => add(saved.find((r) => r.id === pick)!.roster)}>
          Play against it
        </button>
      </div>
      <div className="pk-start">
        <label className="tk-label" htmlFor={`${id}-link`}>
          Or their share link
        </label>
        <input id={`${id}-link`} className="tk-input" type="url" value={link} autoComplete="off" onChange={(e) => setLink(e.currentTarget.value)} />
        <button type="button" className="tk-button" disabled={!link.trim()} onClick={fromLink}>
          Add the opponent
        </button>
      </div>
      {error && (
        <p className="tk-note" role="alert">
          {error}
        </p>
      )}
      {opponent !== undefined && <Foes targets={foes.targets(opponent, doc.state)} state={doc.state} step={step} track={track} foes={foes} opponent={opponent} datacard={datacard} />}
    </details>
  );
}

/**
 * The odds on one of my cards against the opponent's models (or the game's own targets), in the
 * current state of both, both ways where the game gives them: this model attacking one of theirs, or
 * one of theirs attacking this model (with its damage taken and statuses); worked out only while
 * open, so a tap on a closed card costs nothing here.
 */
export function CardOdds<R>({ odds, roster, index, state, opponent }: { odds: PlayOddsRules<R>; roster: R; index: number; state: PlayState; opponent: R | undefined }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const weapons = useMemo(() => odds.weapons(roster, index), [odds, roster, index]);
  const incoming = odds.incoming;
  const [way, setWay] = useState<'mine' | 'theirs'>(weapons.length === 0 ? 'theirs' : 'mine');
  const [weapon, setWeapon] = useState(0);
  const [theirWeapon, setTheirWeapon] = useState(0);
  const [target, setTarget] = useState(0);
  const [toggle, setToggle] = useState(false);
  if (weapons.length === 0 && !incoming) return null;
  const theirs = incoming !== undefined && (way === 'theirs' || weapons.length === 0);
  const targets = open ? odds.targets(opponent, state) : [];
  const t = Math.min(target, targets.length - 1);
  const names = theirs && t >= 0 ? incoming.weapons(opponent, t, state) : weapons;
  const pick = Math.min(theirs ? theirWeapon : weapon, names.length - 1);
  const w = names[pick];
  const result = !open || t < 0 || w === undefined ? null : theirs ? incoming.odds(roster, index, state, opponent, t, w, toggle) : odds.odds(roster, index, state, w, opponent, t, toggle);
  const them = odds.fromData ? 'An enemy' : 'One of theirs';
  return (
    <details className="pk-odds" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Odds against {odds.fromData ? 'the enemies' : 'the opponent'}</summary>
      {open && (
        <>
          {incoming && (
            <fieldset className="pk-way">
              <legend>Who attacks</legend>
              <label className="pk-choice">
                <input type="radio" name={`${id}-way`} checked={!theirs} disabled={weapons.length === 0} onChange={() => setWay('mine')} /> This model
              </label>
              <label className="pk-choice">
                <input type="radio" name={`${id}-way`} checked={theirs} onChange={() => setWay('theirs')} /> {them}
              </label>
            </fieldset>
          )}
          <div className="pk-start">
            {theirs ? (
              <>
                <IndexPicker id={`${id}-t`} label="Attacker" names={targets.map((x) => x.name)} value={Math.max(0, t)} onChange={setTarget} />
                <IndexPicker id={`${id}-w`} label="Their weapon" names={names} value={Math.max(0, pick)} onChange={setTheirWeapon} />
              </>
            ) : (
              <>
                <IndexPicker id={`${id}-w`} label="Weapon" names={names} value={Math.max(0, pick)} onChange={setWeapon} />
                <IndexPicker id={`${id}-t`} label="Target" names={targets.map((x) => x.name)} value={Math.max(0, t)} onChange={setTarget} />
              </>
            )}
            <label className="pk-choice">
              <input type="checkbox" checked={toggle} onChange={(e) => setToggle(e.currentTarget.checked)} /> {theirs ? odds.toggle.replace(/^Target\b/, 'This model') : odds.toggle}
            </label>
          </div>
          {result ? (
            <p className="pk-odds-result" aria-live="polite">
              {theirs ? `${odds.hurtLabel ?? 'Hurts'} this model` : (odds.hurtLabel ?? 'Hurts')}: <strong>{formatPercent(result.hurt)}</strong> · takes{theirs ? ' it' : ''} out: <strong>{formatPercent(result.takeOut)}</strong> ·{' '}
              <a href={result.href}>Full odds</a>
              {result.note && <span className="pk-odds-note"> {result.note}</span>}
            </p>
          ) : (
            <p className="tk-note">{theirs && w === undefined && t >= 0 ? 'That model has no weapon these odds can work out.' : 'No odds for this weapon and target.'}</p>
          )}
        </>
      )}
    </details>
  );
}

/** A labelled select of names whose value is the chosen name's index. */
function IndexPicker({ id, label, names, value, onChange }: { id: string; label: string; names: readonly string[]; value: number; onChange: (index: number) => void }) {
  return (
    <>
      <label className="tk-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="tk-input" value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {names.map((name, i) => (
          <option key={i} value={i}>
            {name}
          </option>
        ))}
      </select>
    </>
  );
}
