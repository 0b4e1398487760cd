/**
 * A caster's spells (a model with a Magic Ability), as its card prints them: name, kind, cost (the
 * code 0, 1 or 2 with what it discards), range and the spell's S or difficulty. Written into the model's `spells` (version 2 of the club format).
 */
import { MAX_NAME, MAX_SPELLS, SPELL_COSTS, type Spell } from '../../../games/wolsung/roster-format';
import { newSpell } from '../../../games/wolsung/roster-rules';
import { ChoiceField, OptionalCountField, TextField } from '../../roster';

const KINDS = [
  { value: 'projectile', label: 'Magic Projectile' },
  { value: 'attack', label: 'Magic Attack' },
  { value: 'other', label: 'Other spell' },
];

/** The cost is a code (0, 1 or 2) with what it asks the caster to discard, not a number of cards. */
const COSTS = SPELL_COSTS.map((c) => ({ value: String(c.cost), label: `${c.cost}: ${c.discard}` }));

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
            <ChoiceField label="Cost" value={String(s.cost)} options={COSTS} onChange={(cost) => set(k, { cost: Number(cost) })} />
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
