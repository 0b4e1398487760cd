/**
 * One week of the crew's log, a compact card (ModelFold): the week, its event, a line of who was
 * hired, the game and the script, and its count of problems. Its editor, one week open at a time:
 * the weekly event, New Hires (models and ordinary upgrades with what
 * each cost), the game with the numbers the campaign calculator gives for it, the Aftermath (Barter,
 * a bounty, injuries), Annihilations with the leader's succession, and notes. It records what the
 * players did; whatever the book does not allow shows up as a problem, never as a silent change.
 */
import { memo, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { numbersOf, type ArsenalRosterData, type WeekLedger } from '../../../games/arsenal-campaign/roster-rules';
import {
  addBarter,
  addHire,
  addUpgrade,
  calculatorHref,
  changeGame,
  changeHire,
  changeWeek,
  makeLeader,
  moveHireUp,
  newGame,
  toggled,
  without,
} from '../../../games/arsenal-campaign/roster-edit';
import type { Barter, GameRecord, Roster, Station, Week } from '../../../games/arsenal-campaign/roster-format';
import { paydayWords, poolWords, RESULT_OPTIONS, scriptWords, signed, STATION_NAMES } from '../../../games/arsenal-campaign/roster-words';
import type { RosterProblem } from '../../../roster';
import { CheckField, ChoiceField, CountField, ModelProblems, OptionalCountField, TextField } from '../../roster';
import { AddRow } from '../../roster/AddRow';
import { ListEditor } from '../../roster/Lists';
import { closedModelUnchanged, keepAt, ModelFold, type OpenModel } from '../../roster/ModelFold';
import { focusInView } from '../../tools/refocus';
import { OpponentWithdrawal, RewardsAndBountyParts } from './WeekExtras';

export interface WeekEditorProps {
  roster: Roster;
  index: number;
  row: WeekLedger;
  data: ArsenalRosterData;
  onChange: (next: Roster, group?: string) => void;
  problems: readonly RosterProblem[];
  anchorId: string;
  /** Which week's editor is open (one at a time). */
  open: OpenModel;
}

const STATIONS: { value: Station; label: string }[] = [
  { value: 'other', label: STATION_NAMES.other },
  { value: 'henchman', label: STATION_NAMES.henchman },
  { value: 'master', label: STATION_NAMES.master },
];
const MAX_COST = 99;
const MAX_CACHE = 20;
const MAX_VP = 100;
const MAX_TURN = 10;

/**
 * A closed week is drawn again only when its card would change (closedModelUnchanged): its card reads
 * its row of the ledger, which is worked out from this week and the weeks before it (`earlier`), so
 * `row`, a new object on every draw, is compared through the roster.
 */
export const WeekEditor = memo(function WeekEditor({ roster, index, row, data, onChange, problems, anchorId, open }: WeekEditorProps) {
  const week = roster.weeks[index]!;
  const n = numbersOf(data);
  const number = index + 1;
  const set = (change: Partial<Week>, group?: string) => onChange(changeWeek(roster, index, change), group);
  const setGame = (change: Partial<GameRecord>) => onChange(changeGame(roster, index, change));
  const nameOf = (id: string) => row.arsenal.find((m) => m.id === id)?.name || id;
  const game = week.game;

  return (
    <ModelFold
      id={anchorId}
      open={open}
      problems={problems.length}
      title={`Week ${number}`}
      kicker={week.event}
      facts={
        <span className="ac-week-line">
          {week.hires.length > 0 ? `Hired ${week.hires.map((h) => h.name || h.id).join(', ')}. ` : ''}
          {game ? `${game.result === 'win' ? 'Won' : game.result === 'loss' ? 'Lost' : 'Drew'} with ${game.vp} VP. ` : 'No game logged. '}
          {scriptWords(row)}
        </span>
      }
    >
      <ModelProblems problems={problems} />
      <div className="ac-week-body">
          <div className="tk-form">
            <TextField
              label="Weekly event"
              value={week.event ?? ''}
              onChange={(v) => set({ event: v === '' ? null : v }, `event-${index}`)}
              hint="Flipped at the start of the week; a repeat of last week's is flipped again."
            />
          </div>
          <NewHires roster={roster} index={index} row={row} data={data} onChange={onChange} />
          <fieldset className="tk-group">
            <legend>The game</legend>
            <CheckField
              label={`A game was played in week ${number}`}
              checked={game !== null}
              onChange={(on) => set({ game: on ? newGame(row.arsenal.map((m) => m.id)) : null })}
            />
            {game && (
              <>
                <div className="tk-form">
                  <ChoiceField
                    label="Result"
                    value={game.result}
                    options={RESULT_OPTIONS}
                    onChange={(v) => setGame({ result: v === 'win' ? 'win' : v === 'draw' ? 'draw' : 'loss' })}
                  />
                  <CountField label="VP scored" value={game.vp} min={0} max={MAX_VP} onChange={(vp) => setGame({ vp })} />
                  <CountField label="VP from the Strategy" value={game.strategyVp} min={0} max={MAX_VP} onChange={(strategyVp) => setGame({ strategyVp })} hint="3 or more gives a second Barter flip." />
                  <OptionalCountField
                    label="Opponent's VP"
                    value={game.opponentVp ?? null}
                    min={0}
                    max={MAX_VP}
                    onChange={(v) => setGame(v === null ? withoutKey(game, 'opponentVp') : { opponentVp: v })}
                    hint="Leave empty if you did not note it."
                  />
                  <CountField label="Opponent's campaign rating" value={game.opponentRating} min={-99} max={99} onChange={(opponentRating) => setGame({ opponentRating })} />
                  <OptionalCountField
                    label="Opponent's Arsenal total (SS)"
                    value={game.opponentTotal}
                    min={0}
                    max={999}
                    onChange={(opponentTotal) => setGame({ opponentTotal })}
                    hint="For the encounter size; leave empty if unknown."
                  />
                  <CheckField
                    label="The opponent fielded a master"
                    checked={game.opponentHasMaster ?? false}
                    onChange={(on) => setGame(on ? { opponentHasMaster: true } : withoutKey(game, 'opponentHasMaster'))}
                  />
                  <ChoiceField
                    label="Strategic Withdrawal"
                    value={game.withdrewOnTurn === null ? '' : String(game.withdrewOnTurn)}
                    empty="None"
                    options={Array.from({ length: MAX_TURN }, (_, t) => ({ value: String(t + 1), label: `We withdrew on turn ${t + 1}` }))}
                    onChange={(v) => setGame({ withdrewOnTurn: v === '' ? null : Number(v) })}
                  />
                  <OpponentWithdrawal roster={roster} index={index} onChange={onChange} game={game} />
                  <CountField
                    label="Script from the weekly event"
                    value={game.eventScript}
                    min={0}
                    max={n.rules.weeklyCap}
                    onChange={(eventScript) => setGame({ eventScript })}
                    hint={`At most ${n.eventCap} a game; it counts towards the weekly cap of ${n.rules.weeklyCap}.`}
                  />
                  <CheckField label="Completed a bounty" checked={game.bountyCompleted} onChange={(bountyCompleted) => setGame({ bountyCompleted })} />
                </div>
                {row.arsenal.length > 0 && (
                  <fieldset className="tk-group ac-checks">
                    <legend>Took part</legend>
                    {row.arsenal.map((m) => (
                      <CheckField
                        key={m.id}
                        label={`${m.name || m.id} took part`}
                        checked={game.participants.includes(m.id)}
                        onChange={(on) =>
                          setGame({ participants: toggled(game.participants, m.id, on), finishedOff: on ? game.finishedOff : game.finishedOff.filter((x) => x !== m.id) })
                        }
                      />
                    ))}
                  </fieldset>
                )}
                {game.participants.length > 0 && (
                  <fieldset className="tk-group ac-checks">
                    <legend>Finished Off</legend>
                    {game.participants.map((id) => (
                      <CheckField
                        key={id}
                        label={`${nameOf(id)} was Finished Off`}
                        checked={game.finishedOff.includes(id)}
                        onChange={(on) => setGame({ finishedOff: toggled(game.finishedOff, id, on) })}
                      />
                    ))}
                  </fieldset>
                )}
                <GameNumbers row={row} game={game} weeklyCap={n.rules.weeklyCap} back={{ path: `/arsenal-campaign/builder/#${anchorId}`, crew: roster.name }} />
              </>
            )}
          </fieldset>
          {(game || week.barter.length > 0 || week.barterFlips.length > 0 || week.bountyBought !== null || week.injuries.length > 0) && (
            <Aftermath roster={roster} index={index} row={row} onChange={onChange} />
          )}
          <Losses roster={roster} index={index} row={row} onChange={onChange} />
          <TextField label={`Notes for week ${number}`} rows={3} maxLength={2000} value={week.notes} onChange={(notes) => set({ notes }, `notes-${index}`)} />
      </div>
    </ModelFold>
  );
}, closedModelUnchanged<Roster>('weeks', { earlier: true, derived: ['row'] }));

/** A copy of `game` without an optional field (written only when known). */
function withoutKey(game: GameRecord, key: 'opponentVp' | 'opponentHasMaster'): GameRecord {
  const copy = { ...game };
  delete copy[key];
  return copy;
}

interface PartProps {
  roster: Roster;
  index: number;
  row: WeekLedger;
  onChange: (next: Roster, group?: string) => void;
}

function NewHires({ roster, index, row, data, onChange }: PartProps & { data: ArsenalRosterData }) {
  const week = roster.weeks[index]!;
  const n = numbersOf(data);
  const [name, setName] = useState('');
  const [station, setStation] = useState<Station>('other');
  const [cost, setCost] = useState(0);
  const [cache, setCache] = useState(0);
  const [upgradeName, setUpgradeName] = useState('');
  const [upgradeCost, setUpgradeCost] = useState(0);
  const masterPrice = n.master.price?.kind === 'flat' ? n.master.price.script : 0;
  // A hire's block is keyed by the hire (its id, and which of that id it is), so its editor stays open
  // as it moves. "Hire … earlier" keeps the focus and its place under the finger, as a model's Move up
  // does (ListButtons.tsx); Remove puts the focus on the hire now at that place.
  const moved = useRef<{ button: HTMLButtonElement; top: number } | null>(null);
  useLayoutEffect(() => {
    const m = moved.current;
    moved.current = null;
    if (!m?.button.isConnected) return;
    m.button.focus({ preventScroll: true });
    keepAt(m.button, m.top);
  });
  const earlier = (k: number, e: MouseEvent<HTMLButtonElement>) => {
    moved.current = { button: e.currentTarget, top: e.currentTarget.getBoundingClientRect().top };
    onChange(moveHireUp(roster, index, k));
  };
  const removeHire = (k: number, e: MouseEvent<HTMLButtonElement>) => {
    const list = e.currentTarget.closest('fieldset');
    // The week's block, by its id, for when no hire is left.
    const block = list?.closest('[tabindex][id]')?.id;
    onChange(changeWeek(roster, index, { hires: without(week.hires, k) }));
    setTimeout(() => {
      const left = list?.isConnected ? [...list.querySelectorAll<HTMLElement>(':scope > [data-hire]')] : [];
      // The hire now at this place, or the one before; with none left, the week's block.
      const next = left[Math.min(k, left.length - 1)] ?? (block ? document.getElementById(block) : null);
      if (next) focusInView(next);
    });
  };
  const seen = new Map<string, number>();
  const hire = () => {
    onChange(addHire(roster, index, { name, station, cost, cache }));
    setName('');
  };
  const buy = () => {
    onChange(addUpgrade(roster, index, upgradeName, upgradeCost));
    setUpgradeName('');
  };

  return (
    <fieldset className="tk-group">
      <legend>New Hires</legend>
      {week.hires.length === 0 && <p className="tk-note">Every crew hires at least one model each week.</p>}
      {week.hires.map((h, k) => {
        const label = h.name || h.id;
        const paid = row.hires[k];
        const off = paid && paid.discounted && (h.cost ?? 0) > paid.price ? ` (${(h.cost ?? 0) - paid.price} off as the week's first hire)` : '';
        const nth = (seen.get(h.id) ?? 0) + 1;
        seen.set(h.id, nth);
        return (
          <div key={`${h.id} ${nth}`} className="ac-item" tabIndex={-1} data-hire="">
            <p>
              <strong>{label}</strong> · {STATION_NAMES[h.station]}
              {h.station === 'master' ? '' : ` · ${h.cost ?? '?'} SS`}
              {h.cache !== null && h.station !== 'other' ? ` · cache ${h.cache}` : ''}
              {h.leader ? ' · leader' : ''} · paid {paid?.price ?? '?'} script{off}
            </p>
            <details className="rk-disclosure ac-details">
              <summary>Change {label}</summary>
              <div className="tk-form">
                <TextField label="Name" value={h.name} onChange={(v) => onChange(changeHire(roster, index, k, { name: v }), `hire-${index}-${k}`)} />
                <ChoiceField
                  label="Station"
                  value={h.station}
                  options={STATIONS}
                  onChange={(v) => {
                    const s = v as Station;
                    onChange(changeHire(roster, index, k, { station: s, cost: s === 'master' ? null : (h.cost ?? 0), cache: s === 'other' ? null : (h.cache ?? 0) }));
                  }}
                />
                {h.station !== 'master' && (
                  <CountField label="Printed cost (SS)" value={Math.max(0, h.cost ?? 0)} min={0} max={MAX_COST} onChange={(c) => onChange(changeHire(roster, index, k, { cost: c }))} />
                )}
                {h.station !== 'other' && (
                  <CountField label="Cache" value={Math.max(0, h.cache ?? 0)} min={0} max={MAX_CACHE} onChange={(c) => onChange(changeHire(roster, index, k, { cache: c }))} />
                )}
                {index === 0 && (
                  <CheckField
                    label={`${label} leads the crew`}
                    checked={h.leader}
                    onChange={(on) => onChange(on ? makeLeader(roster, k) : changeHire(roster, index, k, { leader: false }))}
                  />
                )}
              </div>
              <div className="rk-row">
                {week.hires.length > 1 && (
                  <button type="button" className="tk-button" aria-disabled={k === 0 || undefined} onClick={k === 0 ? undefined : (e) => earlier(k, e)}>
                    Hire {label} earlier
                  </button>
                )}
                <button type="button" className="tk-button" data-places-focus="" onClick={(e) => removeHire(k, e)}>
                  Remove {label}
                </button>
              </div>
            </details>
          </div>
        );
      })}
      <AddRow
        fields={
          <>
            <TextField label="New model's name" value={name} onChange={setName} />
            <ChoiceField
              label="New model's station"
              value={station}
              options={STATIONS}
              onChange={(v) => setStation(v as Station)}
              hint={station === 'master' ? `${masterPrice} script, never reduced; from the half-way week, after a completed bounty; it becomes the leader.` : undefined}
            />
            {station !== 'master' && <CountField label="New model's printed cost (SS)" value={cost} min={0} max={MAX_COST} onChange={setCost} hint={`The week's first hire costs ${n.model.firstHireDiscount} script less.`} />}
            {station !== 'other' && <CountField label="New model's cache" value={cache} min={0} max={MAX_CACHE} onChange={setCache} />}
          </>
        }
        label={`Hire ${name.trim() || 'this model'}`}
        onAdd={hire}
        primary
      />

      <h5 className="ac-sub">Upgrades</h5>
      <ListEditor
        items={week.upgrades}
        as="div"
        itemClassName="ac-item rk-row"
        keyOf={(u, k) => u.id + k}
        remove={{ label: (u) => `Remove ${u.name || u.id}`, onRemove: (k) => onChange(changeWeek(roster, index, { upgrades: without(week.upgrades, k) })) }}
        add={
          <AddRow
            fields={
              <>
                <TextField label="Upgrade's name" value={upgradeName} onChange={setUpgradeName} />
                <CountField
                  label="Upgrade's printed cost (SS)"
                  value={upgradeCost}
                  min={0}
                  max={MAX_COST}
                  onChange={setUpgradeCost}
                  hint="Ordinary upgrades cost double at New Hires, and 2 script when they cost 0. Campaign upgrades come only from Barter."
                />
              </>
            }
            label={`Buy ${upgradeName.trim() || 'this upgrade'}`}
            onAdd={buy}
          />
        }
      >
        {(u, k) => (
          <p>
            <strong>{u.name || u.id}</strong> · {u.cost} SS{u.campaign ? ' · campaign upgrade' : ''} · paid {row.upgrades[k]?.price ?? '?'} script
          </p>
        )}
      </ListEditor>
    </fieldset>
  );
}

function GameNumbers({ row, game, weeklyCap, back }: { row: WeekLedger; game: GameRecord; weeklyCap: number; back: { path: string; crew: string } }) {
  return (
    <div className="ac-numbers" aria-label="The game's numbers">
      <dl className="ac-facts">
        <div>
          <dt>Arsenal total</dt>
          <dd>{row.arsenalTotal === null ? '?' : `${row.arsenalTotal} SS`}</dd>
        </div>
        <div>
          <dt>Encounter size</dt>
          <dd>{row.encounterSize === null ? 'needs the opponent’s total' : `up to ${row.encounterSize} SS`}</dd>
        </div>
        <div>
          <dt>Campaign rating</dt>
          <dd>
            {row.rating === null ? '?' : signed(row.rating)} against {signed(game.opponentRating)}
          </dd>
        </div>
        <div>
          <dt>Soulstone pool</dt>
          <dd>{poolWords(row) || '?'}</dd>
        </div>
        {row.crew && (
          <div>
            <dt>Crew hired</dt>
            <dd>
              {row.crew.total} of {row.crew.size} SS, {row.crew.leftover} left over ({row.crew.toPool} to the pool)
            </dd>
          </div>
        )}
        {row.hand && (
          <div>
            <dt>Aftermath Hand</dt>
            <dd>{row.hand.size === 1 ? '1 card' : `${row.hand.size} cards`}</dd>
          </div>
        )}
        <div>
          <dt>Payday</dt>
          <dd>{row.payday ? `${row.payday.script} script: ${paydayWords(row.payday, row.paid)}` : '?'}</dd>
        </div>
        <div>
          <dt>Earned this week</dt>
          <dd>
            {row.earned} script ({row.eventScript} from the event; at most {weeklyCap} a week)
          </dd>
        </div>
      </dl>
      {row.calculator ? (
        <p>
          <a className="ac-odds-link" href={calculatorHref(row.calculator, { label: `Week ${row.week}'s game`, back: back.path, backLabel: back.crew.trim() || 'your crew' })}>
            Open week {row.week}'s game in the campaign calculator
          </a>
        </p>
      ) : (
        <p className="tk-note">Note the opponent’s VP and Arsenal total to open this game in the campaign calculator.</p>
      )}
    </div>
  );
}

function Aftermath({ roster, index, row, onChange }: PartProps) {
  const week = roster.weeks[index]!;
  const game = week.game;
  const [flip, setFlip] = useState(1);
  const [draft, setDraft] = useState<Omit<Barter, 'id'>>({ name: '', kind: 'skill', avatar: false, barterRating: 1, campaignCost: 0, model: null });
  const [injured, setInjured] = useState('');
  const [injury, setInjury] = useState('');
  const set = (change: Partial<Week>, group?: string) => onChange(changeWeek(roster, index, change), group);
  const nameOf = (id: string) => row.arsenal.find((m) => m.id === id)?.name || id;
  const players = game?.participants ?? [];
  const skillModel = draft.model !== null && players.includes(draft.model) ? draft.model : (players[0] ?? null);
  const flipped = game?.finishedOff ?? [];
  const injuredId = flipped.includes(injured) ? injured : (flipped[0] ?? '');
  const buy = () => {
    onChange(addBarter(roster, index, { ...draft, model: draft.kind === 'skill' ? skillModel : null }));
    setDraft({ ...draft, name: '', avatar: false });
  };

  return (
    <fieldset className="tk-group">
      <legend>Aftermath</legend>
      <h5 className="ac-sub">Barter</h5>
      <ListEditor
        items={week.barterFlips}
        className="ac-list"
        remove={{ label: (_, k) => `Remove flip ${k + 1}`, onRemove: (k) => set({ barterFlips: without(week.barterFlips, k) }) }}
        add={
          <AddRow
            fields={<CountField label="Barter flip" value={flip} min={0} max={14} onChange={setFlip} hint="After any cheating. One flip, two with 3 or more VP from the Strategy." />}
            label={`Add a flip of ${flip}`}
            onAdd={() => set({ barterFlips: [...week.barterFlips, flip] })}
          />
        }
      >
        {(v, k) => (
          <span>
            Flip {k + 1}: {v}
          </span>
        )}
      </ListEditor>
      <ListEditor
        items={week.barter}
        as="div"
        itemClassName="ac-item rk-row"
        keyOf={(b, k) => b.id + k}
        remove={{ label: (b) => `Remove ${b.name || b.id}`, onRemove: (k) => set({ barter: without(week.barter, k) }) }}
        add={
          <AddRow
            fields={
              <>
                <TextField label="Campaign upgrade's name" value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
                <ChoiceField
                  label="Kind"
                  value={draft.kind}
                  options={[
                    { value: 'skill', label: 'Skill (one model)' },
                    { value: 'equipment', label: 'Equipment (the Arsenal)' },
                  ]}
                  onChange={(v) => setDraft({ ...draft, kind: v === 'equipment' ? 'equipment' : 'skill' })}
                />
                {draft.kind === 'skill' && (
                  <ChoiceField
                    label="Model taking the skill"
                    value={skillModel ?? ''}
                    empty={players.length === 0 ? 'No model took part' : undefined}
                    options={players.map((id) => ({ value: id, label: nameOf(id) }))}
                    onChange={(v) => setDraft({ ...draft, model: v === '' ? null : v })}
                  />
                )}
                <CountField label="Barter Rating (BR)" value={draft.barterRating} min={0} max={14} onChange={(barterRating) => setDraft({ ...draft, barterRating })} hint="It must equal one of the flips." />
                <CountField label="Campaign Cost (CC), in script" value={draft.campaignCost} min={0} max={99} onChange={(campaignCost) => setDraft({ ...draft, campaignCost })} />
                <CheckField label="It is an Avatar upgrade" checked={draft.avatar} onChange={(avatar) => setDraft({ ...draft, avatar })} hint="An Avatar adds 3 to the campaign rating." />
              </>
            }
            label={`Buy ${draft.name.trim() || 'this campaign upgrade'} at Barter`}
            onAdd={buy}
          />
        }
      >
        {(b) => (
          <p>
            <strong>{b.name || b.id}</strong> · {b.kind === 'skill' ? `skill on ${b.model ? nameOf(b.model) : '?'}` : 'equipment'}
            {b.avatar ? ' · Avatar' : ''} · BR {b.barterRating} · paid {b.campaignCost} script
          </p>
        )}
      </ListEditor>

      <h5 className="ac-sub">Bounty</h5>
      <div className="tk-form">
        <TextField
          label="Bounty bought"
          value={week.bountyBought ?? ''}
          onChange={(v) => set({ bountyBought: v === '' ? null : v }, `bounty-${index}`)}
          hint="4 script; it replaces any bounty held. Leave empty for none."
        />
      </div>

      <RewardsAndBountyParts roster={roster} index={index} onChange={onChange} />

      <h5 className="ac-sub">Injuries</h5>
      <ListEditor
        items={week.injuries}
        className="ac-list"
        remove={{ label: (x) => `Remove ${x.name} from ${nameOf(x.model)}`, onRemove: (k) => set({ injuries: without(week.injuries, k) }) }}
        add={
          flipped.length > 0 && (
            <AddRow
              fields={
                <>
                  <ChoiceField label="Injured model" value={injuredId} options={flipped.map((id) => ({ value: id, label: nameOf(id) }))} onChange={setInjured} />
                  <TextField label="Injury" value={injury} onChange={setInjury} hint="The injury flipped, as your group's injury list names it." />
                </>
              }
              label="Add the injury"
              onAdd={() => {
                if (!injuredId) return;
                set({ injuries: [...week.injuries, { model: injuredId, name: injury.trim() || 'Injury' }] });
                setInjury('');
              }}
            />
          )
        }
      >
        {(x) => (
          <span>
            {nameOf(x.model)}: {x.name}
          </span>
        )}
      </ListEditor>
      {flipped.length === 0 && <p className="tk-note">Only models Finished Off in the game flip for injuries.</p>}
    </fieldset>
  );
}

function Losses({ roster, index, row, onChange }: PartProps) {
  const week = roster.weeks[index]!;
  const [target, setTarget] = useState('');
  const set = (change: Partial<Week>) => onChange(changeWeek(roster, index, change));
  const left = row.annihilable.filter((x) => !week.annihilated.includes(x.id));
  const chosen = left.some((x) => x.id === target) ? target : (left[0]?.id ?? '');
  const label = (id: string) => row.annihilable.find((x) => x.id === id)?.name || id;
  const stillHere = row.arsenal.filter((m) => !week.annihilated.includes(m.id));
  const candidates = new Set(row.leaderCandidates ?? []);

  return (
    <fieldset className="tk-group">
      <legend>Annihilated</legend>
      <ListEditor
        items={week.annihilated}
        className="ac-list"
        keyOf={(id, k) => id + k}
        remove={{ label: (id) => `Bring back ${label(id)}`, onRemove: (k) => set({ annihilated: without(week.annihilated, k) }) }}
        add={
          left.length > 0 && (
            <AddRow
              fields={
                <ChoiceField
                  label="Model or upgrade Annihilated"
                  value={chosen}
                  options={left.map((x) => ({ value: x.id, label: `${x.name || x.id} (${x.kind})` }))}
                  onChange={setTarget}
                  hint="It leaves the Arsenal for good; a model takes its skills and injuries with it."
                />
              }
              label={`Annihilate ${label(chosen)}`}
              onAdd={() => chosen && set({ annihilated: [...week.annihilated, chosen] })}
            />
          )
        }
      >
        {(id) => <span>{label(id)}</span>}
      </ListEditor>
      {(row.leaderCandidates !== null || week.newLeader !== null) && (
        <div className="tk-form">
          <ChoiceField
            label="New leader"
            value={week.newLeader ?? ''}
            empty="Choose the new leader"
            options={stillHere.map((m) => ({ value: m.id, label: `${m.name || m.id}${candidates.has(m.id) ? ' (can take over)' : ''}` }))}
            onChange={(v) => set({ newLeader: v === '' ? null : v })}
            hint="Another henchman takes over; without one, the model with the highest cost (your pick on a tie)."
          />
        </div>
      )}
    </fieldset>
  );
}
