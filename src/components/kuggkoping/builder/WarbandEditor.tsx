/**
 * The Kuggköping warband editor inside the roster kit's workbench: mode, each player's Cartographer
 * faction and traits (texts shown) and Tinker dice pool, the Characters, and the between-games loot.
 */
import { useState } from 'react';
import { MAX_CHARACTERS, type Alignment, type Roster } from '../../../games/kuggkoping/roster-format';
import { bookIndex, newCharacter, tinkerPool, withMode, withTinkerPool, type KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import { AddButton, ChoiceField, CountField, TextField, type EditorProps } from '../../roster';
import { Fold, useOpenModel } from '../../roster/ModelFold';
import { CharacterEditor } from './CharacterEditor';
import { LootPanel } from './LootPanel';
import { PlayerField, type Player } from './PlayerField';

type Props = EditorProps<Roster> & { book: KuggkopingBook };

export function WarbandEditor({ roster, onChange, problemsOf, modelId, openId, book }: Props) {
  const open = useOpenModel(openId);
  const idx = bookIndex(book);
  const players: (1 | 2)[] = roster.mode === 'solo' ? [1] : [1, 2];
  const setAlignment = (i: number, change: Partial<Alignment>) => onChange({ ...roster, alignments: roster.alignments.map((a, j) => (j === i ? { ...a, ...change } : a)) });
  const needed = roster.mode === 'solo' ? 3 : 4;
  const held = new Set(roster.characters.map((c) => idx.archetype(c.archetype)?.id));

  const [newName, setNewName] = useState('');
  const [newArchetype, setNewArchetype] = useState('');
  const [newPlayer, setNewPlayer] = useState<Player>(1);
  const addCharacter = () => {
    const player = roster.mode === 'solo' ? 1 : newPlayer;
    // The first Character of a player becomes its Foreman (untick it to choose another).
    const first = !roster.characters.some((c) => (roster.mode === 'solo' || c.player === player) && c.foreman);
    const name = newName.trim() || `Character ${roster.characters.length + 1}`;
    onChange({ ...roster, characters: [...roster.characters, newCharacter(name, newArchetype, player, first)] });
    open.show(modelId(roster.characters.length));
    setNewName('');
    setNewArchetype('');
  };

  return (
    <div className="rk-editor">
      <Fold
        name={`warband:${openId ?? 'shared'}`}
        defaultOpen={roster.characters.length === 0}
        summary={`Warband: ${roster.mode === 'solo' ? 'solo' : 'co-op'} · ${roster.alignments.map((a) => idx.faction(a.faction)?.name ?? 'no faction').join(' and ') || 'no faction'} · ${players.map((p) => tinkerPool(roster, p)).join(' and ')} Tinker dice`}
      >
        <fieldset className="tk-group">
          <legend>Warband</legend>
          <div className="tk-form">
            <ChoiceField
              label="Game mode"
              value={roster.mode}
              options={[
                { value: 'solo', label: 'Solo: 3 Characters' },
                { value: 'coop', label: 'Co-op: 2 Characters per player' },
              ]}
              onChange={(mode) => onChange(withMode(roster, mode === 'coop' ? 'coop' : 'solo'))}
            />
            {players.map((p) => (
              <CountField
                key={p}
                label={roster.mode === 'solo' ? 'Tinker dice in the pool' : `Player ${p}'s Tinker dice`}
                value={tinkerPool(roster, p)}
                min={0}
                max={999}
                onChange={(n) => onChange(withTinkerPool(roster, p, n))}
                hint="A new warband starts with 3; unused dice carry over between games."
              />
            ))}
          </div>
          {roster.alignments.map((a, i) => {
            const faction = idx.faction(a.faction);
            const traits = (kind: 'positive' | 'negative') => faction?.traits.filter((t) => t.kind === kind) ?? [];
            const chosen = (kind: 'positive' | 'negative') => traits(kind).find((t) => idx.same(t.name, a[kind]));
            const owner = roster.mode === 'solo' ? 'Cartographer faction' : `Player ${a.player ?? '?'}: Cartographer faction`;
            const extra = roster.mode === 'solo' ? i > 0 : roster.alignments.findIndex((b) => b.player === a.player) !== i;
            return (
              <fieldset key={i} className="tk-group">
                <legend>{owner}</legend>
                <div className="tk-form">
                  <ChoiceField
                    label="Faction"
                    value={faction?.name ?? a.faction}
                    empty="Pick a faction"
                    options={book.factions.map((f) => ({ value: f.name, label: f.name }))}
                    onChange={(name) => setAlignment(i, { faction: name, positive: '', negative: '' })}
                    hint={faction?.blurb}
                  />
                  {(['positive', 'negative'] as const).map((kind) => (
                    <ChoiceField
                      key={kind}
                      label={kind === 'positive' ? 'Positive trait' : 'Negative trait'}
                      value={chosen(kind)?.name ?? a[kind]}
                      empty={faction ? `Pick a ${kind} trait` : 'Pick the faction first'}
                      options={traits(kind).map((t) => ({ value: t.name, label: t.name }))}
                      onChange={(name) => setAlignment(i, { [kind]: name })}
                      hint={chosen(kind)?.text}
                    />
                  ))}
                </div>
                {chosen('negative')?.minimumDifficulty && <p className="tk-note">{chosen('negative')!.name}: play every game at Hard difficulty or harder.</p>}
                {extra && (
                  <button type="button" className="tk-button" onClick={() => onChange({ ...roster, alignments: roster.alignments.filter((_, j) => j !== i) })}>
                    Remove this extra faction
                  </button>
                )}
              </fieldset>
            );
          })}
          {roster.mode === 'solo' && roster.alignments.length === 0 && (
            <button type="button" className="tk-button" onClick={() => onChange({ ...roster, alignments: [{ player: 1, faction: '', positive: '', negative: '' }] })}>
              Add a Cartographer faction
            </button>
          )}
          {roster.mode === 'coop' &&
            players
              .filter((p) => !roster.alignments.some((a) => a.player === p))
              .map((p) => (
                <button key={p} type="button" className="tk-button" onClick={() => onChange({ ...roster, alignments: [...roster.alignments, { player: p, faction: '', positive: '', negative: '' }] })}>
                  Add player {p}'s faction
                </button>
              ))}
        </fieldset>
      </Fold>

      <h3 className="rk-section-title">
        Characters ({roster.characters.length} of {needed})
      </h3>
      {roster.characters.map((_, i) => (
        <CharacterEditor key={i} roster={roster} index={i} book={book} onChange={onChange} problems={problemsOf(i)} anchorId={modelId(i)} open={open} />
      ))}

      <Fold name={`add:${openId ?? 'shared'}`} defaultOpen={roster.characters.length < needed} summary="Add a Character">
        <fieldset className="tk-group">
          <legend>Add a Character</legend>
          <div className="tk-form">
            <TextField label="New Character's name" value={newName} onChange={setNewName} placeholder={`Character ${roster.characters.length + 1}`} />
            <ChoiceField
              label="New Character's archetype"
              value={newArchetype}
              empty="Pick an archetype"
              options={book.archetypes.map((a) => ({ value: a.name, label: held.has(a.id) ? `${a.name} (already in the warband)` : a.name }))}
              onChange={setNewArchetype}
              hint={book.archetypes.find((a) => a.name === newArchetype)?.summary}
            />
            <PlayerField mode={roster.mode} label="New Character's player" value={newPlayer} onChange={setNewPlayer} />
          </div>
          <AddButton label="Add Character" off={roster.characters.length >= MAX_CHARACTERS} onAdd={addCharacter} />
        </fieldset>
      </Fold>

      <Fold name={`loot:${openId ?? 'shared'}`} summary="Between games: upgrades and Tinker dice">
        <LootPanel roster={roster} book={book} onChange={onChange} />
      </Fold>
    </div>
  );
}
