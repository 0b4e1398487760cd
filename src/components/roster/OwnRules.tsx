/**
 * The player's own entries on a model or a roster, shared by the builders whose books name rules
 * they do not print (Punkapocalyptic P12, Wolsung SSG W9): own rules (a name and its text, shown on
 * the cards, never a building problem) and free notes. Each writes back the owner with the field
 * left out when empty, so a file without them stays as it was.
 */
import type { OwnRule } from '../../roster/own-entries';
import { TextField } from './controls';

export interface OwnRulesFieldProps {
  /** Whose rules ("Maggie", "the gang"): in the legend and the buttons' names. */
  owner: string;
  rules: readonly OwnRule[] | undefined;
  onChange: (rules: OwnRule[], group?: string) => void;
  /** Text boxes' undo group prefix (one per owner). */
  group: string;
  hint: string;
  maxName: number;
  maxText: number;
}

export function OwnRulesField({ owner, rules = [], onChange, group, hint, maxName, maxText }: OwnRulesFieldProps) {
  const set = (k: number, change: Partial<OwnRule>, g: string) => onChange(rules.map((r, j) => (j === k ? { ...r, ...change } : r)), g);
  return (
    <fieldset className="tk-group">
      <legend>Own rules of {owner}</legend>
      <p className="tk-note">{hint}</p>
      {rules.map((r, k) => (
        <div key={k} className="tk-form">
          <TextField label={`Own rule ${k + 1}: name`} value={r.name} maxLength={maxName} onChange={(name) => set(k, { name }, `${group}-${k}-name`)} />
          <TextField label={`Own rule ${k + 1}: what it does`} value={r.text} rows={2} maxLength={maxText} onChange={(text) => set(k, { text }, `${group}-${k}-text`)} />
          <div className="rk-row">
            <button type="button" className="tk-button" onClick={() => onChange(rules.filter((_, j) => j !== k))}>
              Remove own rule {r.name || k + 1} of {owner}
            </button>
          </div>
        </div>
      ))}
      <div className="rk-row">
        <button type="button" className="tk-button" onClick={() => onChange([...rules, { name: '', text: '' }])}>
          Add an own rule to {owner}
        </button>
      </div>
    </fieldset>
  );
}

/** Own rules as a card shows them (nothing when there are none). */
export function OwnRulesList({ rules }: { rules: readonly OwnRule[] | undefined }) {
  if (!rules || rules.length === 0) return null;
  return (
    <>
      <p className="rk-sub">Own rules</p>
      <ul className="rk-text-list">
        {rules.map((r, i) => (
          <li key={i}>
            <strong>{r.name || 'Unnamed rule'}</strong>
            {r.text ? `: ${r.text}` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Free notes on a model or a roster. */
export function NotesField({ label, value, onChange, group, max }: { label: string; value: string | undefined; onChange: (value: string, group: string) => void; group: string; max: number }) {
  return <TextField label={label} value={value ?? ''} rows={3} maxLength={max} onChange={(v) => onChange(v, group)} />;
}

/** Notes as a card shows them (nothing when empty). */
export function NotesText({ notes }: { notes: string | undefined }) {
  if (!notes || notes.trim() === '') return null;
  return (
    <p className="rk-own-notes">
      <span className="rk-sub">Notes:</span> {notes}
    </p>
  );
}
