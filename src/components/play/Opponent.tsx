/**
 * The opponent: their roster added from a share link or from one saved on this device, and on each
 * of my cards the odds of one of my model's weapons against one of their models, in the current state,
 * with a link to the full odds tool set up the same way. The odds come from the game's PlayOddsRules.
 */
import { useId, useMemo, useState } from 'react';
import { readShareFragment, type RosterGame, type SavedRoster } from '../../roster';
import { withOpponent, type GameDoc, type PlayRules, type PlayState } from '../../roster/play';
import { formatPercent } from '../../common/numbers';

export function OpponentPanel<R>({ doc, rosterGame, saved, update }: { doc: GameDoc; rosterGame: RosterGame<R>; saved: readonly SavedRoster<R>[]; update: (doc: GameDoc) => void }) {
  const id = useId();
  const [pick, setPick] = useState('');
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (roster: R) => {
    update(withOpponent(doc, rosterGame.name(roster), rosterGame.toJson(roster), new Date()));
    setLink('');
    setPick('');
    setError(null);
  };
  const fromLink = () => {
    const hash = link.includes('#') ? link.slice(link.indexOf('#')) : `#roster=${link.trim()}`;
    const read = readShareFragment(hash, rosterGame);
    if (!read) setError(`That is not a ${rosterGame.noun}’s share link.`);
    else if (!read.ok) setError(read.message);
    else add(read.roster);
  };
  return (
    <details className="pk-opponent">
      <summary>Opponent: {doc.opponent ? doc.opponent.name || `unnamed ${rosterGame.noun}` : 'none yet'}</summary>
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
    </details>
  );
}

/** The odds on one of my cards against the opponent's models. */
export function CardOdds<R>({ rules, roster, index, state, opponent }: { rules: PlayRules<R>; roster: R; index: number; state: PlayState; opponent: R }) {
  const id = useId();
  const odds = rules.odds!;
  const weapons = useMemo(() => odds.weapons(roster, index), [odds, roster, index]);
  const targets = useMemo(() => rules.models(opponent).map((m) => m.name), [rules, opponent]);
  const [weapon, setWeapon] = useState(0);
  const [target, setTarget] = useState(0);
  const [toggle, setToggle] = useState(false);
  if (weapons.length === 0 || targets.length === 0) return null;
  const w = weapons[Math.min(weapon, weapons.length - 1)]!;
  const t = Math.min(target, targets.length - 1);
  const result = odds.odds(roster, index, state, w, opponent, t, toggle);
  return (
    <details className="pk-odds">
      <summary>Odds against the opponent</summary>
      <div className="pk-start">
        <IndexPicker id={`${id}-w`} label="Weapon" names={weapons} value={weapon} onChange={setWeapon} />
        <IndexPicker id={`${id}-t`} label="Target" names={targets} value={target} onChange={setTarget} />
        <label className="pk-choice">
          <input type="checkbox" checked={toggle} onChange={(e) => setToggle(e.currentTarget.checked)} /> {odds.toggle}
        </label>
      </div>
      {result ? (
        <p className="pk-odds-result" aria-live="polite">
          Hurts: <strong>{formatPercent(result.hurt)}</strong> · takes out: <strong>{formatPercent(result.takeOut)}</strong> ·{' '}
          <a href={result.href}>Full odds</a>
        </p>
      ) : (
        <p className="tk-note">No odds for this weapon.</p>
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
