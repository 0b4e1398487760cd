/**
 * Labelled, keyboard-operable input controls. Each shows its hint and, when the value is refused, its
 * error in elements tied to the control by aria-describedby (and aria-invalid). `name` attributes are
 * the URL parameter names, so even before hydration the form submits as a shareable link.
 */
import { useId, useState, type ReactNode } from 'react';
import type { EnumOption, FieldName, FieldSpecs, FieldValue } from '../../tools/query-state';
import { COMPARE_PREFIX } from '../../tools/query-state';
import { stepInt } from '../../tools/setup-state';
import type { SetupState } from './useQueryState';

/** ids of the hint and error elements that exist, for aria-describedby. */
function describedBy(hintId: string | undefined, errorId: string | undefined): string | undefined {
  const ids = [hintId, errorId].filter(Boolean).join(' ');
  return ids === '' ? undefined : ids;
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="tk-hint">
      {children}
    </p>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="tk-field-error">
      <span aria-hidden="true">⚠ </span>
      {children}
    </p>
  );
}

export interface NumberFieldProps {
  label: string;
  /** The text in the box (kept as typed, so a wrong entry stays visible next to its error). */
  value: string;
  min: number;
  max: number;
  step?: number;
  /** Called with the typed text on every keystroke. */
  onChange: (raw: string) => void;
  /** Called by the − / + buttons with the new, in-range value. */
  onStep: (value: number) => void;
  /** The last valid value, which − / + step from when the box holds no number. */
  fallback: number;
  error?: string;
  hint?: ReactNode;
  /** Form parameter name (the URL field name). */
  name?: string;
}

/** A whole-number input with − / + buttons (44 px targets for phones), range hint and error message. */
export function NumberField({ label, value, min, max, step = 1, onChange, onStep, fallback, error, hint, name }: NumberFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const stepBy = (delta: number) => onStep(stepInt(min, max, value, fallback, delta));
  return (
    <div className="tk-field tk-number">
      <label className="tk-label" htmlFor={id}>
        {label}
      </label>
      <div className="tk-stepper">
        <button type="button" className="tk-step" aria-label={`${label}: one less`} onClick={() => stepBy(-step)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          className="tk-input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        <button type="button" className="tk-step" aria-label={`${label}: one more`} onClick={() => stepBy(step)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <Hint id={hintId}>
        From {min} to {max}.{hint ? <> {hint}</> : null}
      </Hint>
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  name?: string;
  /** Not available now (e.g. a list at its limit): shown, not tickable. */
  disabled?: boolean;
}

/** A yes/no option; the whole label row is the (44 px tall) click target. */
export function CheckboxField({ label, checked, onChange, hint, name, disabled }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="tk-field tk-checkbox">
      <label className="tk-check-label" htmlFor={id}>
        <input
          id={id}
          name={name}
          value="1"
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      {hintId && <Hint id={hintId}>{hint}</Hint>}
    </div>
  );
}

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly EnumOption<V>[];
  onChange: (value: V) => void;
  hint?: ReactNode;
  error?: string;
  name?: string;
}

/** A native select for a choice among many options. */
export function SelectField<V extends string>({ label, value, options, onChange, hint, error, name }: SelectFieldProps<V>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="tk-field tk-select">
      <label className="tk-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="tk-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        onChange={(e) => {
          const chosen = options.find((o) => o.value === e.currentTarget.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hintId && <Hint id={hintId}>{hint}</Hint>}
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export interface RadioGroupProps<V extends string> {
  legend: string;
  value: V;
  options: readonly EnumOption<V>[];
  onChange: (value: V) => void;
  hint?: ReactNode;
  name?: string;
}

/** A fieldset of radio buttons for a choice among a few options (arrow keys move within the group). */
export function RadioGroup<V extends string>({ legend, value, options, onChange, hint, name }: RadioGroupProps<V>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  // Radios group by name within their form; without one, a generated name keeps groups apart.
  const groupName = name ?? `${id}-group`;
  return (
    <fieldset className="tk-field tk-radios" aria-describedby={hintId}>
      <legend className="tk-label">{legend}</legend>
      <div className="tk-radio-options">
        {options.map((o) => (
          <label key={o.value} className="tk-check-label">
            <input type="radio" name={groupName} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {hintId && <Hint id={hintId}>{hint}</Hint>}
    </fieldset>
  );
}

export interface FieldProps<S extends FieldSpecs> {
  setup: SetupState<S>;
  name: FieldName<S>;
}

/** The right control for one field of a set-up, wired to its state (int → NumberField, boolean → CheckboxField, enum → RadioGroup or SelectField). */
export function Field<S extends FieldSpecs>({ setup, name }: FieldProps<S>) {
  const field = setup.spec[name]!;
  const param = (setup.which === 'b' ? COMPARE_PREFIX : '') + name;
  const set = (value: number | boolean | string) => setup.set(name, value as FieldValue<S[typeof name]>);
  switch (field.kind) {
    case 'int':
      return (
        <NumberField
          label={field.label}
          name={param}
          min={field.min}
          max={field.max}
          value={setup.raw[name]}
          fallback={setup.values[name] as number}
          error={setup.errors[name]}
          hint={field.hint}
          onChange={(raw) => setup.setRaw(name, raw)}
          onStep={set}
        />
      );
    case 'boolean':
      return <CheckboxField label={field.label} name={param} checked={setup.values[name] as boolean} hint={field.hint} onChange={set} />;
    case 'enum': {
      const radio = field.control ? field.control === 'radio' : field.options.length <= 4;
      const value = setup.values[name] as string;
      return radio ? (
        <RadioGroup legend={field.label} name={param} value={value} options={field.options} hint={field.hint} onChange={set} />
      ) : (
        <SelectField label={field.label} name={param} value={value} options={field.options} hint={field.hint} onChange={set} />
      );
    }
  }
}

export interface SetupFieldsProps<S extends FieldSpecs> {
  setup: SetupState<S>;
  /** Only these fields, in this order (default: every field in spec order). */
  only?: readonly FieldName<S>[];
  /** Accessible name of the form; default "Inputs" (set-up A) or "Inputs, set-up B". */
  label?: string;
}

/**
 * A set-up's form: every field in spec order. Submitting (Enter in a box) does nothing once hydrated;
 * before that it loads the same page with the fields in the query, which the tool then shows.
 */
export function SetupFields<S extends FieldSpecs>({ setup, only, label }: SetupFieldsProps<S>) {
  const names = only ?? (Object.keys(setup.spec) as FieldName<S>[]);
  return (
    <form
      className="tk-form"
      method="get"
      aria-label={label ?? (setup.which === 'a' ? 'Inputs' : 'Inputs, set-up B')}
      onSubmit={(e) => e.preventDefault()}
    >
      {names.map((name) => (
        <Field key={name} setup={setup} name={name} />
      ))}
    </form>
  );
}

export interface CountFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  hint?: ReactNode;
}

export interface OptionalCountFieldProps {
  label: string;
  /** null: not known (the box is empty). */
  value: number | null;
  min: number;
  max: number;
  onChange: (value: number | null) => void;
  hint?: ReactNode;
}

/**
 * A whole number held outside the URL (a roster's count, a board's size) with − / + buttons: what is
 * typed stays in the box beside its error, and only an in-range whole number (or, when `blank` is
 * allowed, an empty box as null) reaches `onChange`. A new value from outside (− / +, Undo, another
 * roster or model) replaces what was typed.
 */
function WholeNumberBox({ label, value, min, max, onChange, hint, blank }: OptionalCountFieldProps & { blank: boolean }) {
  const asText = (v: number | null) => (v === null ? '' : String(v));
  const [text, setText] = useState(asText(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(asText(value));
  }
  const read = (raw: string): { ok: true; value: number | null } | { ok: false } => {
    if (raw.trim() === '') return blank ? { ok: true, value: null } : { ok: false };
    const n = Number(raw);
    return Number.isInteger(n) && n >= min && n <= max ? { ok: true, value: n } : { ok: false };
  };
  const report = (n: number | null) => {
    if (n !== value) onChange(n);
  };
  return (
    <NumberField
      label={label}
      value={text}
      min={min}
      max={max}
      fallback={value ?? min}
      error={read(text).ok ? undefined : `${label} must be a whole number from ${min} to ${max}${blank ? ', or left empty' : ''}.`}
      hint={hint}
      onChange={(raw) => {
        setText(raw);
        const r = read(raw);
        if (r.ok) report(r.value);
      }}
      onStep={report}
    />
  );
}

/** A whole number with − / + buttons: only an in-range whole number reaches `onChange`. */
export function CountField({ onChange, ...props }: CountFieldProps) {
  return <WholeNumberBox {...props} onChange={(n) => n !== null && onChange(n)} blank={false} />;
}

/** A whole number that may be left blank (unknown): an empty box reports null; − / + start from `min`. */
export function OptionalCountField(props: OptionalCountFieldProps) {
  return <WholeNumberBox {...props} blank />;
}
