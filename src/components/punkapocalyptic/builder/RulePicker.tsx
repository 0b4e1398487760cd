/**
 * The special rules of one entry (the model itself or an item): each picked rule with its effect in
 * our words, its number X when it takes one, and Remove; and a picker of the book's rules that fit.
 */
import { useMemo, useState } from 'react';
import { MAX_RULES, type RuleRef } from '../../../games/punkapocalyptic/roster-format';
import { addRule, findSpecialRule, rulesFor, type GangBook, type Holder } from '../../../games/punkapocalyptic/roster-rules';
import { ChoiceField, CountField, RemoveEntryButton } from '../../roster';
import { unavailableIf } from '../../tools/unavailable';

export interface RulePickerProps {
  /** "Maggie" or "Maggie's Automatic rifle": names the controls. */
  owner: string;
  holder: Holder;
  refs: readonly RuleRef[];
  book: GangBook;
  onChange: (refs: RuleRef[]) => void;
}

export function RulePicker({ owner, holder, refs, book, onChange }: RulePickerProps) {
  const fitting = rulesFor(holder, book);
  const options = useMemo(
    () =>
      fitting.map((r) => ({
        value: r.name,
        label: `${r.name}${r.parameter === 'X' ? ' (X)' : ''}`,
        disabled: refs.some((ref) => findSpecialRule(ref.name, book) === r),
      })),
    [fitting, refs, book],
  );
  const [pick, setPick] = useState('');
  const picked = findSpecialRule(pick, book);
  return (
    <div className="pk-rule-picker">
      {refs.length > 0 && (
        <ul className="pk-picked">
          {refs.map((ref, j) => {
            const rule = findSpecialRule(ref.name, book);
            return (
              <li key={j} className="pk-picked-rule" data-entry="">
                <p>
                  <strong>{rule?.name ?? ref.name}</strong>
                  {rule ? `: ${rule.summary}` : ' (not a special rule of the book)'}
                </p>
                <div className="rk-row">
                  {(rule?.parameter === 'X' || (ref.x !== undefined && ref.x !== null)) && (
                    <CountField
                      label={`${owner}: ${rule?.name ?? ref.name} X`}
                      value={ref.x ?? 0}
                      min={0}
                      max={99}
                      onChange={(x) => onChange(refs.map((r, k) => (k === j ? { ...r, x } : r)))}
                    />
                  )}
                  <RemoveEntryButton onRemove={() => onChange(refs.filter((_, k) => k !== j))}>
                    Remove {rule?.name ?? ref.name} from {owner}
                  </RemoveEntryButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="rk-row rk-align-end pk-add-rule">
        <ChoiceField
          label={`Add a special rule to ${owner}`}
          value={pick}
          empty="Pick a rule from the book"
          options={options}
          onChange={setPick}
          hint={picked?.summary}
        />
        <button
          type="button"
          className="tk-button"
          {...unavailableIf(!picked || refs.length >= MAX_RULES, () => {
            onChange(addRule(refs, pick, book));
            setPick('');
          })}
        >
          {picked ? `Add ${picked.name}` : 'Add the rule'}
        </button>
      </div>
    </div>
  );
}
