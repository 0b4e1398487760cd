/**
 * One item a model carries, as the player's faction list prints it: name, points, and the numbers
 * its kind has (impact strength, Penetration, Combat modifier, ranges, Armor), with its special rules
 * picked from the book's list.
 */
import type { Item } from '../../../games/punkapocalyptic/roster-format';
import { STRENGTH_MODIFIERS, strengthFromChoice, type GangBook } from '../../../games/punkapocalyptic/roster-rules';
import { ChoiceField, CountField, TextField, RemoveEntryButton } from '../../roster';
import { RulePicker } from './RulePicker';

export const KIND_LABELS: Record<Item['kind'], string> = { ranged: 'Ranged weapon', melee: 'Melee weapon', armor: 'Armor', equipment: 'Other equipment' };

const FIXED_STRENGTHS = Array.from({ length: 10 }, (_, i) => String(i + 1));

export interface ItemEditorProps {
  item: Item;
  /** "Maggie's item 2": names the controls. */
  label: string;
  owner: string;
  book: GangBook;
  /** `group` makes each keystroke of one text box a single Undo step. */
  onChange: (item: Item, group?: string) => void;
  onRemove: () => void;
}

export function ItemEditor({ item, label, owner, book, onChange, onRemove }: ItemEditorProps) {
  const name = item.name.trim() || KIND_LABELS[item.kind].toLowerCase();
  const strength = item.kind === 'ranged' || item.kind === 'melee' ? String(item.strength) : '';
  return (
    <fieldset className="tk-group pk-item" data-entry="">
      <legend>
        {label}: {KIND_LABELS[item.kind].toLowerCase()}
      </legend>
      <div className="tk-form">
        <TextField label="Item name" value={item.name} onChange={(v) => onChange({ ...item, name: v }, `item-name-${label}`)} placeholder="As your faction list names it" />
        <CountField label="Item points" value={item.cost} min={0} max={999} onChange={(cost) => onChange({ ...item, cost })} />
        {(item.kind === 'ranged' || item.kind === 'melee') && (
          <>
            <ChoiceField
              label="Impact strength"
              value={strength}
              options={[
                ...STRENGTH_MODIFIERS.map((m) => ({ value: m, label: `${m} (wielder's Strength ${m})` })),
                ...FIXED_STRENGTHS.map((s) => ({ value: s, label: s })),
              ]}
              onChange={(v) => onChange({ ...item, strength: strengthFromChoice(v) })}
              hint="A + or - value adds the wielder's Strength."
            />
            <CountField label="Penetration" value={item.penetration} min={0} max={20} onChange={(penetration) => onChange({ ...item, penetration })} />
          </>
        )}
        {item.kind === 'melee' && <CountField label="Combat modifier" value={item.combat} min={-10} max={10} onChange={(combat) => onChange({ ...item, combat })} />}
        {item.kind === 'armor' && <CountField label="Armor value" value={item.armor} min={0} max={20} onChange={(armor) => onChange({ ...item, armor })} />}
        {item.kind === 'ranged' &&
          (['short', 'medium', 'long'] as const).map((band) => (
            <CountField
              key={band}
              label={`Range, ${band} (cm)`}
              value={item.range?.[band] ?? 0}
              min={0}
              max={500}
              onChange={(cm) => {
                const range = { short: 0, medium: 0, long: 0, ...item.range, [band]: cm };
                const { range: _, ...rest } = item;
                onChange(range.short + range.medium + range.long === 0 ? rest : { ...item, range });
              }}
              hint={band === 'short' ? 'Leave all three at 0 if your list gives none.' : undefined}
            />
          ))}
      </div>
      <RulePicker owner={`${owner}'s ${name}`} holder={item.kind} refs={item.specialRules} book={book} onChange={(specialRules) => onChange({ ...item, specialRules })} />
      <div className="rk-row">
        <RemoveEntryButton onRemove={onRemove}>
          Remove {name} from {owner}
        </RemoveEntryButton>
      </div>
    </fieldset>
  );
}
