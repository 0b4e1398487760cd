/**
 * The Arsenal encounter's own numbers in the play view, under the round: the opponent's Arsenal total,
 * an agreed smaller size, the opponent's campaign rating and master, the upgrades taken (C8: paid
 * at hiring) and the soulstone pool to start. The VP, the Strategy's VP and a Strategic Withdrawal are
 * scored in the battle's score fold only (src/games/arsenal-campaign/battle.ts gives its sources).
 * Every number is typed (or stepped with − / +); each change is a step of the game, so Undo takes it
 * back, and End game writes them into the crew tracker's week.
 */
import { useId, useMemo, useState } from 'react';
import { readPastedShare, type RosterGame } from '../../../roster';
import { opponentRoster, type GameDoc } from '../../../play';
import type { PlayRun } from '../../play/PlayView';
import { CheckField, CountField, OptionalCountField } from '../../roster/controls';
import type { Roster } from '../../../games/arsenal-campaign/roster-format';
import { currentArsenal, type ArsenalRosterData } from '../../../games/arsenal-campaign/roster-rules';
import {
  AGREED_SIZE,
  CAMPAIGN_UPGRADE_SS,
  encounterLine,
  giveNumber,
  type ArsenalOwn,
  given,
  OPPONENT_MASTER,
  OPPONENT_RATING,
  OPPONENT_TOTAL,
  giveOpponentCrew,
  opponentCrew,
  holdsCrew,
  poolOf,
  SOULSTONES,
  upgradeFlag,
} from '../../../games/arsenal-campaign/play';

interface Props {
  doc: GameDoc<ArsenalOwn>;
  roster: Roster;
  run: PlayRun<ArsenalOwn>;
  data: ArsenalRosterData;
  /** The crew tracker's format, to read the opponent's crew from its share link. */
  rosterGame: RosterGame<Roster>;
}

/**
 * The opponent's crew read from its share link (C3: the encounter is from both crews' totals): their
 * Arsenal total and campaign rating given in one step, nothing typed. Says what it read, or why not.
 */
function OpponentCrewLink({ run, data, rosterGame, added, state }: Pick<Props, 'run' | 'data' | 'rosterGame'> & { added: Roster | null; state: GameDoc<ArsenalOwn>['state'] }) {
  const id = useId();
  const [link, setLink] = useState('');
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const give = (theirs: Roster) => {
    const crew = opponentCrew(theirs, data);
    run(crew.text, (s) => giveOpponentCrew(s, crew));
    setSaid({ text: `${crew.text}.`, error: false });
  };
  const read = () => {
    const got = readPastedShare(link, rosterGame);
    if (!got.ok) return setSaid({ text: got.message, error: true });
    give(got.roster);
    setLink('');
  };
  return (
    <div className="pk-start">
      {/* The opponent already added in the opponent's panel: their numbers are one tap, nothing pasted twice. */}
      {added &&
        (holdsCrew(state, opponentCrew(added, data)) ? (
          // Read already (or typed the same): the button would change nothing. It comes back once a number is changed.
          <p className="tk-note">Their total and rating are read from {rosterGame.name(added).trim() || 'the opponent’s crew'}.</p>
        ) : (
          <button type="button" className="tk-button" onClick={() => give(added)}>
            Read them from {rosterGame.name(added).trim() || 'the opponent’s crew'}
          </button>
        ))}
      <label className="tk-label" htmlFor={id}>
        Or read them from their crew’s share link
      </label>
      <input id={id} className="tk-input" type="url" value={link} autoComplete="off" onChange={(e) => setLink(e.currentTarget.value)} />
      <button type="button" className="tk-button" disabled={!link.trim()} onClick={read}>
        Read their crew
      </button>
      {said && (
        <p className="tk-note" role={said.error ? 'alert' : 'status'}>
          {said.text}
        </p>
      )}
    </div>
  );
}


export function ArsenalSetUp({ doc, roster, run, data, rosterGame }: Props) {
  const state = doc.state;
  const arsenal = currentArsenal(roster, data);
  const number = (id: string, label: string, min: number, max: number, hint?: string) => (
    <OptionalCountField
      label={label}
      value={given(state, id)}
      min={min}
      max={max}
      hint={hint}
      onChange={(v) => run(`${label}: ${v ?? 'not given'}`, (s) => giveNumber(s, id, v))}
    />
  );
  const flag = (id: string, label: string) => (
    <CheckField label={label} checked={state.flags[id] === true} onChange={(on) => run(`${label}: ${on ? 'yes' : 'no'}`, (s) => ({ ...s, flags: { ...s.flags, [id]: on } }))} />
  );
  // Folded at first, so that the crew's cards start on a phone's first screen; its line says what is left to give.
  const [open, setOpen] = useState(false);
  const pool = poolOf(roster, state, data);
  const theirs = doc.opponent;
  const added = useMemo(() => opponentRoster(rosterGame.parse, theirs) ?? null, [theirs, rosterGame]);
  return (
    <div className="ac-play-setup">
      <details className="ac-encounter" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{encounterLine(roster, state, data)}</summary>
        <div className="tk-form">
          {number(OPPONENT_TOTAL, "Opponent's Arsenal total (SS)", 0, 999, 'The encounter is the lower of the two totals + 5.')}
          <OpponentCrewLink run={run} data={data} rosterGame={rosterGame} added={added} state={state} />
          {number(AGREED_SIZE, 'Agreed encounter size (SS)', 0, 999, 'Leave empty to play the largest.')}
          {number(OPPONENT_RATING, "Opponent's campaign rating", -99, 99, 'The lower-rated crew adds the difference to its pool.')}
          {flag(OPPONENT_MASTER, 'The opponent fields a master')}
          {arsenal.upgrades.map((u) => (
            <CheckField key={u.id} label={`Take ${u.name || 'this upgrade'} (${u.cost} SS)`} checked={state.flags[upgradeFlag(u.id)] === true} onChange={(on) => run(`${u.name}: ${on ? 'taken' : 'left out'}`, (s) => ({ ...s, flags: { ...s.flags, [upgradeFlag(u.id)]: on } }))} />
          ))}
          {(arsenal.equipment.length > 0 || arsenal.models.some((m) => m.skills.length > 0)) && (
            <CountField
              label="SS of the campaign upgrades taken"
              value={given(state, CAMPAIGN_UPGRADE_SS) ?? 0}
              min={0}
              max={99}
              hint="Each campaign upgrade's SS is paid when it is taken into a game."
              onChange={(v) => run(`SS of the campaign upgrades taken: ${v}`, (s) => giveNumber(s, CAMPAIGN_UPGRADE_SS, v))}
            />
          )}
        </div>
        {pool && (
          <button type="button" className="tk-button" onClick={() => run(`Soulstones: the pool starts at ${pool.total}`, (s) => ({ ...s, counters: { ...s.counters, [SOULSTONES]: Math.min(99, pool.total) } }))}>
            Start the pool at {pool.total}
          </button>
        )}
      </details>
    </div>
  );
}
