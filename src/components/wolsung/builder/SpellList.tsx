/**
 * A caster's spells (a model with a Magic Ability), as its card prints them: name, kind, cost, range
 * and the spell's S or difficulty. Written into the model's `spells` (version 2 of the club format).
 */
import { MAX_NAME, MAX_SPELLS, type Spell } from '../../../games/wolsung/roster-format';
import { newSpell } from '../../../games/wolsung/roster-rules';
import { ChoiceField, CountField, OptionalCountField, TextField } from '../../roster';

const KINDS = [
  { value: 'projectile', label: 'Magic Projectile' },
  { value: 'attack', label: 'Magic Attack' },
  { value: 'other', label: 'Other spell' },
];

export function SpellList({ owner, spells = [], onChange, group }: { owner: string; spells: readonly Spell[] | undefined; onChange: (spells: Spell[], group?: string) => void; group: string }) {
  const set = (k: number, change: Partial<Spell>, g?: string) => onChange(spells.map((s, j) => (j === k ? { ...s, ...change } : s)), g);
  return (
    <fieldset className="tk-group">
      <legend>Spells of {owner}</legend>
      {spells.map((s, k) => (
        <fieldset key={k} className="tk-group">
          <legend>Spell {k + 1}</legend>
          <div className="tk-form">
            <TextField label="Name" value={s.name} maxLength={MAX_NAME} onChange={(name) => set(k, { name }, `${group}-${k}`)} />
            <ChoiceField label="Kind" value={s.kind} options={KINDS} onChange={(kind) => set(k, { kind: kind as Spell['kind'] })} />
            <CountField label="Cost in cards" value={s.cost} min={0} max={5} onChange={(cost) => set(k, { cost })} />
            <OptionalCountField label="Range in inches (empty: none)" value={s.range} min={0} max={99} onChange={(range) => set(k, { range })} />
            <OptionalCountField label={s.kind === 'other' ? 'Difficulty (empty: none)' : 'Strength S (empty: none)'} value={s.strength} min={0} max={20} onChange={(strength) => set(k, { strength })} />
          </div>
          <div className="rk-row">
            <button type="button" className="tk-button" onClick={() => onChange(spells.filter((_, j) => j !== k))}>
              Remove spell {s.name || k + 1}
            </button>
          </div>
        </fieldset>
      ))}
      {spells.length < MAX_SPELLS && (
        <div className="rk-row">
          <button type="button" className="tk-button" onClick={() => onChange([...spells, newSpell()])}>
            Add a spell to {owner}
          </button>
        </div>
      )}
    </fieldset>
  );
}
