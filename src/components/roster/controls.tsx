/**
 * The labelled controls a builder's editor is made of. Numbers and yes/no are the tools kit's own
 * NumberField and CheckboxField (one look for every form on the site); text and a choice with an
 * empty first option are added here, in the tools kit's classes (tools.css).
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import '../tools/tools.css';
import { unavailableIf } from '../tools/unavailable';

export { CheckboxField as CheckField, CountField, OptionalCountField } from '../tools/fields';
export type { CheckboxFieldProps as CheckFieldProps, CountFieldProps, OptionalCountFieldProps } from '../tools/fields';

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="tk-hint">
      {children}
    </p>
  );
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  maxLength?: number;
  placeholder?: string;
  /** Extra class on the field (e.g. a wider name box). */
  className?: string;
  /** Several lines (a textarea of this many rows) for notes. */
  rows?: number;
}

/**
 * What a text box shows while its `value` comes a moment behind the keystrokes (a builder draws the
 * model editors after the keystroke's frame): what was typed, until `value` catches up with it. The
 * values it sent meanwhile are stale, not changes; any other value (Undo, another tab) is shown.
 */
interface Typed {
  value: string;
  /** `value` when typing began, and every value sent since. */
  stale: readonly string[];
  /** Set on blur: the `value` then; any change after it ends the draft. */
  left?: string;
}

/** The value a text box shows: its draft while its `value` lags behind it, else `value`. */
function useTyped(value: string, onChange: (value: string) => void) {
  const [typed, setTyped] = useState<Typed | null>(null);
  let shown = value;
  if (typed !== null) {
    const lagging = typed.left === undefined ? typed.stale.includes(value) : value === typed.left;
    if (value !== typed.value && lagging) shown = typed.value;
    else setTyped(null);
  }
  return {
    shown,
    change: (next: string) => {
      setTyped((t) => ({ value: next, stale: [...(t?.stale ?? [value]).slice(-40), next] }));
      onChange(next);
    },
    blur: () => setTyped((t) => (t === null ? t : { ...t, left: value })),
  };
}

export function TextField({ label, value, onChange, hint, maxLength = 80, placeholder, className, rows }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const typed = useTyped(value, onChange);
  return (
    <div className={className ? `tk-field ${className}` : 'tk-field'}>
      <label className="tk-label" htmlFor={id}>
        {label}
      </label>
      {rows ? (
        <textarea
          id={id}
          className="tk-input"
          rows={rows}
          value={typed.shown}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={hintId}
          onChange={(e) => typed.change(e.currentTarget.value)}
          onBlur={typed.blur}
        />
      ) : (
        <input
          id={id}
          className="tk-input"
          type="text"
          value={typed.shown}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(e) => typed.change(e.currentTarget.value)}
          onBlur={typed.blur}
        />
      )}
      {hintId && <Hint id={hintId}>{hint}</Hint>}
    </div>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface ChoiceFieldProps {
  label: string;
  value: string;
  options: readonly ChoiceOption[];
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** An extra first option with value '' ("Pick an archetype"). */
  empty?: string;
  className?: string;
}

/**
 * A native select (the phone's own picker). Unlike the tools kit's SelectField it may start empty,
 * and a value the list does not have (a hand-edited file) stays shown instead of silently changing.
 */
export function ChoiceField({ label, value, options, onChange, hint, empty, className }: ChoiceFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const known = value === '' || options.some((o) => o.value === value);
  // The same options (one array, kept by the caller) are the same elements, which React does not
  // compare again: a long list of the book's rules costs nothing on a keystroke elsewhere.
  const choices = useMemo(
    () =>
      options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      )),
    [options],
  );
  return (
    <div className={className ? `tk-field ${className}` : 'tk-field'}>
      <label className="tk-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="tk-input" value={value} aria-describedby={hintId} onChange={(e) => onChange(e.currentTarget.value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {!known && <option value={value}>{value} (unknown)</option>}
        {choices}
      </select>
      {hintId && <Hint id={hintId}>{hint}</Hint>}
    </div>
  );
}


export interface AddButtonProps {
  label: string;
  /** Nothing to add yet (nothing typed), or the list is at the format's most (MAX_MODELS and the like). */
  off: boolean;
  onAdd: () => void;
  /** The main button of its form (.rk-primary); a builder may make it so only while models are missing. */
  primary?: boolean;
}

/** The button under a roster's list (of models, of a week's records), in a row of its own, that adds one more. */
export function AddButton({ label, off, onAdd, primary = true }: AddButtonProps) {
  return (
    <div className="rk-row">
      <button type="button" className={primary ? 'tk-button rk-primary' : 'tk-button'} {...unavailableIf(off, onAdd)}>
        {label}
      </button>
    </div>
  );
}
