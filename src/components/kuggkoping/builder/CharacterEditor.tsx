/**
 * One Character in the warband editor: name, archetype, player, Foreman, grit lost; its effective
 * profile with Attack odds links; gadgets (equip, quirk choice), quirks to fit, gadgets and quirks
 * received (picked or rolled with a seed), upgrades, and the book's choices (Add on, Backstabbers).
 */
import { memo, useMemo, useState } from 'react';
import { randomSeed } from '../../../engine/rng';
import { statName, type Character, type Roster } from '../../../games/kuggkoping/roster-format';
import {
  alignmentOf,
  attackOddsSetup,
  bookIndex,
  characterView,
  fitQuirk,
  giveGadget,
  receiveItem,
  rollGadget,
  rollQuirk,
  specialActions,
  updateCharacter,
  type ItemKind,
  type KuggkopingBook,
} from '../../../games/kuggkoping/roster-rules';
import { CheckField, ChoiceField, CountField, ModelProblems, TextField, RemoveEntryButton, RemoveModelButton } from '../../roster';
import type { RosterProblem } from '../../../roster';
import { toolHref } from '../../../tools/links';
import { fromModel } from '../../../roster/game';
import { attackOdds } from '../../../games/kuggkoping/tools/refs';
import { closedModelUnchanged, ModelFold, type OpenModel } from '../../roster/ModelFold';
import { GearAndAbilities, ProfileNotes, ProfileTable } from './CharacterCard';

export interface CharacterEditorProps {
  roster: Roster;
  index: number;
  book: KuggkopingBook;
  onChange: (next: Roster, group?: string) => void;
  problems: readonly RosterProblem[];
  anchorId: string;
  /** Which Character's editor is open (one at a time). */
  open: OpenModel;
}

type ListChoice = `${'gadget' | 'quirk'}:${ItemKind}`;
const LISTS: { value: ListChoice; label: string }[] = [
  { value: 'gadget:weapon', label: 'Weapon gadget (D6)' },
  { value: 'gadget:defence', label: 'Defence gadget (D6)' },
  { value: 'quirk:weapon', label: 'Weapon quirk (D12)' },
  { value: 'quirk:defence', label: 'Defence quirk (D12)' },
];
const ROLL = 'roll';

/**
 * A closed Character is drawn again only when its card would change (closedModelUnchanged): its card
 * reads the Character and the warband's mode and alignments, never the other Characters.
 */
export const CharacterEditor = memo(function CharacterEditor({ roster, index, book, onChange, problems, anchorId, open }: CharacterEditorProps) {
  const c = roster.characters[index]!;
  const view = useMemo(() => characterView(roster, index, book), [roster, index, book]);
  const idx = bookIndex(book);
  const set = (change: (c: Character) => Character) => onChange(updateCharacter(roster, index, change));
  const label = c.name.trim() || `Character ${index + 1}`;
  const traits = alignmentOf(roster, c, idx).traits;
  const swapTrait = traits.find((t) => t.swapInAbility);

  // Receiving a gadget or quirk: from a list, picked or rolled with a seed.
  const [list, setList] = useState<ListChoice>('gadget:weapon');
  const [pick, setPick] = useState<string>(ROLL);
  const [seed, setSeed] = useState('');
  const [received, setReceived] = useState('');
  const [what, kind] = list.split(':') as ['gadget' | 'quirk', ItemKind];
  const entries = what === 'gadget' ? book.gadgets.filter((g) => g.kind === kind) : book.quirks.filter((q) => q.kind === kind);
  const receive = () => {
    let name = pick;
    let note: string;
    if (pick === ROLL) {
      const s = seed.trim() || randomSeed();
      const roll = what === 'gadget' ? rollGadget(book, kind, s) : rollQuirk(book, kind, s);
      name = roll.result.name;
      note = `${roll.die} rolled ${roll.face} (seed ${roll.seed}): ${name}, added to ${label}. Roll with the same seed to get it again.`;
    } else note = `${name} added to ${label}.`;
    onChange(receiveItem(roster, index, what, name));
    setReceived(note);
    setSeed('');
  };

  // Fitting a received quirk onto a gadget that has none.
  const [fitOn, setFitOn] = useState<Record<number, string>>({});
  const freeGadgets = view.gadgets.filter((g) => g.entry.quirk === null);
  const anyFits = traits.some((t) => t.quirksFitAnyGadget);
  const fit = (q: number) => {
    const target = Number(fitOn[q] ?? freeGadgets[0]?.index);
    if (!Number.isInteger(target)) return;
    onChange(fitQuirk(roster, index, q, target));
    setFitOn({});
  };

  // Handing a gadget to another Character between games.
  const others = roster.characters.map((o, j) => ({ value: String(j), label: o.name.trim() || `Character ${j + 1}` })).filter((o) => o.value !== String(index));
  const [giveTo, setGiveTo] = useState<Record<number, string>>({});

  const [freeUpgrade, setFreeUpgrade] = useState(book.upgrades[0]?.name ?? '');
  const addOns = c.upgrades.filter((u) => idx.upgrade(u)?.copiesSpecialAction).length;
  const otherActions = specialActions(book, view.archetype?.id).map((a) => ({ value: a.ability.name, label: `${a.ability.name} (${a.from})` }));
  const grit = view.profile?.grit ?? 0;

  return (
    <ModelFold
      id={anchorId}
      open={open}
      problems={problems.length}
      title={label}
      kicker={[view.archetype?.name ?? 'no archetype', view.foreman ? 'Foreman' : '', roster.mode === 'coop' ? `player ${view.player}` : ''].filter(Boolean).join(' · ')}
      facts={facts(view)}
    >
      <ModelProblems problems={problems} />
      <div className="tk-form">
        <TextField
          label="Name"
          value={c.name}
          onChange={(name) =>
            onChange(
              updateCharacter(roster, index, (ch) => ({ ...ch, name })),
              `name-${index}`,
            )
          }
        />
        <ChoiceField
          label="Archetype"
          value={view.archetype?.name ?? c.archetype}
          empty="Pick an archetype"
          options={book.archetypes.map((a) => ({ value: a.name, label: a.name }))}
          onChange={(archetype) => set((ch) => ({ ...ch, archetype }))}
        />
        {roster.mode === 'coop' && (
          <ChoiceField
            label="Player"
            value={c.player === undefined ? '' : String(c.player)}
            empty="Whose Character?"
            options={[
              { value: '1', label: 'Player 1' },
              { value: '2', label: 'Player 2' },
            ]}
            onChange={(p) => set((ch) => (p === '' ? withoutPlayer(ch) : { ...ch, player: p === '2' ? 2 : 1 }))}
          />
        )}
        <CheckField label="Foreman" checked={c.foreman} onChange={(foreman) => set((ch) => ({ ...ch, foreman }))} hint="Named when the warband is made." />
        <CountField
          label="Grit lost"
          value={c.gritLost}
          min={0}
          max={Math.max(grit, c.gritLost, 1)}
          onChange={(gritLost) => set((ch) => ({ ...ch, gritLost }))}
          hint={view.profile ? `${view.profile.gritLeft} of ${grit} left.` : undefined}
        />
      </div>

      <ProfileTable view={view} />
      <ProfileNotes view={view} />
      {view.attacks.length > 0 && (
        <ul className="rk-odds-links">
          {view.attacks.map((a) => {
            const setup = attackOddsSetup(view, a.adjacent);
            return setup ? (
              <li key={String(a.adjacent)}>
                <a
                  href={toolHref(attackOdds, setup, {
                    from: fromModel('kuggkoping', roster.name, index, `${label}${view.archetype ? ` (${view.archetype.name})` : ''} attacking ${a.adjacent ? 'an adjacent enemy' : 'an enemy 2 or more spaces away'}`, 'warband'),
                  })}
                >
                  Attack odds for {label}: {a.adjacent ? 'adjacent enemy' : 'enemy 2 or more spaces away'}
                </a>
              </li>
            ) : null;
          })}
        </ul>
      )}
      <details className="rk-disclosure">
        <summary>Gear, upgrades and abilities in full</summary>
        <GearAndAbilities view={view} />
      </details>

      <fieldset className="tk-group">
        <legend>Gadgets</legend>
        {view.gadgets.length === 0 && <p className="tk-note">No gadgets yet: Gizmo rewards bring them.</p>}
        {view.gadgets.map((g) => {
          const name = `${g.entry.name}${g.entry.quirk ? ` with ${g.entry.quirk}` : ''}`;
          return (
            <div key={g.index} className="kk-item" data-entry="">
              <p>
                <strong>{g.entry.name}</strong> {g.gadget ? `(${g.gadget.kind})` : '(not in the book)'}
                {g.entry.quirk !== null && (
                  <>
                    {' '}
                    · quirk <strong>{g.entry.quirk}</strong>
                  </>
                )}
              </p>
              <div className="rk-row">
                <CheckField
                  label={`Equip ${name}`}
                  checked={g.entry.equipped}
                  onChange={(equipped) => set((ch) => ({ ...ch, gadgets: ch.gadgets.map((x, j) => (j === g.index ? { ...x, equipped } : x)) }))}
                />
                {g.quirk?.raisesOneOf && (
                  <ChoiceField
                    label={`${g.quirk.name} raises`}
                    value={g.entry.quirkChoice ?? ''}
                    empty="Choose…"
                    options={g.quirk.raisesOneOf.map((s) => ({ value: s, label: statName(s) }))}
                    onChange={(v) =>
                      set((ch) => ({
                        ...ch,
                        gadgets: ch.gadgets.map((x, j) => (j === g.index ? (v === '' ? withoutChoice(x) : { ...x, quirkChoice: v as NonNullable<typeof x.quirkChoice> }) : x)),
                      }))
                    }
                  />
                )}
                <RemoveEntryButton onRemove={() => set((ch) => ({ ...ch, gadgets: ch.gadgets.filter((_, j) => j !== g.index) }))}>Discard {name}</RemoveEntryButton>
              </div>
              {others.length > 0 && (
                <div className="rk-row kk-give">
                  <ChoiceField label={`Give ${g.entry.name} to`} value={giveTo[g.index] ?? others[0]!.value} options={others} onChange={(v) => setGiveTo({ ...giveTo, [g.index]: v })} />
                  <button
                    type="button"
                    className="tk-button"
                    onClick={() => {
                      onChange(giveGadget(roster, index, g.index, Number(giveTo[g.index] ?? others[0]!.value)));
                      setGiveTo({});
                    }}
                  >
                    Give {g.entry.name}
                  </button>
                </div>
              )}
            </div>
          );
        })}
        {view.quirks.length > 0 && <p className="tk-label">Quirks not fitted yet</p>}
        {view.quirks.map((q, j) => (
          <div key={j} className="kk-item">
            <p>
              <strong>{q.name}</strong> {q.kinds.length > 0 ? `(${q.kinds.join(' or ')} quirk)` : '(not in the book)'}
            </p>
            <div className="rk-row">
              {freeGadgets.length > 0 && (
                <>
                  <ChoiceField
                    label={`Fit ${q.name} on`}
                    value={fitOn[j] ?? String(freeGadgets[0]!.index)}
                    options={freeGadgets.map((g) => ({
                      value: String(g.index),
                      label: `${g.entry.name}${g.gadget && q.kinds.length > 0 && !q.kinds.includes(g.gadget.kind) && !anyFits ? ' (only with Anything can be a weapon)' : ''}`,
                    }))}
                    onChange={(v) => setFitOn({ ...fitOn, [j]: v })}
                  />
                  <button type="button" className="tk-button" onClick={() => fit(j)}>
                    Fit {q.name}
                  </button>
                </>
              )}
              <button type="button" className="tk-button" onClick={() => set((ch) => ({ ...ch, quirks: ch.quirks.filter((_, k) => k !== j) }))}>
                Discard {q.name}
              </button>
            </div>
          </div>
        ))}
        <p className="tk-note">A gadget takes one quirk, which stays on it. A Character equips at most one weapon and one defence gadget.</p>
      </fieldset>

      <fieldset className="tk-group">
        <legend>Receive a gadget or quirk</legend>
        <div className="tk-form">
          <ChoiceField
            label="List"
            value={list}
            options={LISTS}
            onChange={(v) => {
              setList(v as ListChoice);
              setPick(ROLL);
            }}
          />
          <ChoiceField
            label="Which"
            value={pick}
            options={[{ value: ROLL, label: `Roll on the list (${what === 'gadget' ? 'D6' : 'D12'})` }, ...entries.map((e) => ({ value: e.name, label: `${e.roll}: ${e.name}` }))]}
            onChange={setPick}
          />
          {pick === ROLL && <TextField label="Seed (optional)" value={seed} maxLength={64} onChange={setSeed} hint="Leave empty for a new roll; a seed shown after a roll repeats it." />}
        </div>
        <div className="rk-row">
          <button type="button" className="tk-button" onClick={receive}>
            {pick === ROLL ? `Roll and add to ${label}` : `Add ${pick} to ${label}`}
          </button>
        </div>
        <p className="tk-note" role="status">
          {received}
        </p>
      </fieldset>

      <fieldset className="tk-group">
        <legend>Upgrades</legend>
        {view.upgrades.length === 0 && <p className="tk-note">None yet. Buy them between games with loot (below the Characters).</p>}
        {c.upgrades.map((u, j) => (
          <div key={j} className="rk-row" data-entry="">
            <span>
              <strong>{u}</strong>
              {idx.upgrade(u) ? '' : ' (not in the book)'}
            </span>
            <RemoveEntryButton onRemove={() => set((ch) => ({ ...ch, upgrades: ch.upgrades.filter((_, k) => k !== j) }))}>Remove {u}</RemoveEntryButton>
          </div>
        ))}
        {Array.from({ length: addOns }, (_, k) => (
          <ChoiceField
            key={k}
            label={addOns > 1 ? `Add on ${k + 1}: special action copied` : 'Add on: special action copied'}
            value={c.addOnActions?.[k] ?? ''}
            empty="Choose a special action…"
            options={otherActions}
            onChange={(v) =>
              set((ch) => {
                const actions = [...(ch.addOnActions ?? [])];
                actions[k] = v;
                const kept = actions.filter((a) => a);
                const { addOnActions: _, ...rest } = ch;
                return kept.length > 0 ? { ...rest, addOnActions: kept } : rest;
              })
            }
          />
        ))}
        <div className="rk-row rk-align-end">
          <ChoiceField
            label="Add an upgrade without paying (a scenario or district reward)"
            value={freeUpgrade}
            options={book.upgrades.map((u) => ({ value: u.name, label: u.name }))}
            onChange={setFreeUpgrade}
          />
          <button type="button" className="tk-button" onClick={() => set((ch) => ({ ...ch, upgrades: [...ch.upgrades, freeUpgrade] }))}>
            Add {freeUpgrade}
          </button>
        </div>
      </fieldset>

      {(swapTrait || c.backstabber !== undefined) && view.archetype && (
        <ChoiceField
          label={`${swapTrait?.name ?? 'Backstabbers'}: rule swapped for ${swapTrait?.swapInAbility?.ability ?? 'Backstabber'}`}
          value={c.backstabber ?? ''}
          empty="Keep every rule"
          options={view.archetype.abilities.map((a) => ({ value: a.name, label: a.name }))}
          onChange={(v) =>
            set((ch) => {
              const { backstabber: _, ...rest } = ch;
              return v === '' ? rest : { ...rest, backstabber: v };
            })
          }
          hint="When the warband is made, one Character may swap one of its special rules for the Gofer's Backstabber."
        />
      )}

      <div className="rk-row">
        <RemoveModelButton anchorId={anchorId} open={open} onRemove={() => onChange({ ...roster, characters: roster.characters.filter((_, j) => j !== index) })}>
          Remove {label} from the warband
        </RemoveModelButton>
      </div>
    </ModelFold>
  );
}, closedModelUnchanged<Roster>('characters'));

function withoutPlayer(c: Character): Character {
  const { player: _, ...rest } = c;
  return rest;
}

function withoutChoice<T extends { quirkChoice?: unknown }>(g: T): T {
  const { quirkChoice: _, ...rest } = g;
  return rest as T;
}

/** The numbers a player looks up at the table: the profile and the gear in use. */
function facts(view: ReturnType<typeof characterView>): string {
  const p = view.profile;
  if (!p) return 'Pick an archetype to see the profile.';
  const gear = [view.equipped.weapon, view.equipped.defence].flatMap((g) => (g?.gadget ? [g.gadget.name] : []));
  return [`Move ${p.move}`, `Range ${p.range}`, `${p.actionDice} dice (${p.hitOn}+)`, `Defence ${p.defence}+`, `Grit ${p.gritLeft === p.grit ? p.grit : `${p.gritLeft} of ${p.grit}`}`, ...gear].join(
    ' · ',
  );
}
