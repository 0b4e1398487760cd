/**
 * One set-up's editing state, as pure functions (the React hook only stores it). Each field keeps the
 * text the user typed ("raw") next to the last value that was valid ("committed"): while a field holds
 * something out of range, the error shows, the URL keeps the last good value and no result is computed
 * from garbage.
 */
import {
  formatField,
  parseField,
  type FieldErrors,
  type FieldName,
  type FieldSpecs,
  type FieldValue,
  type Values,
} from './query-state';

export interface SetupDraft<S extends FieldSpecs> {
  raw: Record<FieldName<S>, string>;
  committed: Values<S>;
}

/** A draft showing the given values. */
export function draftFromValues<S extends FieldSpecs>(spec: S, values: Values<S>): SetupDraft<S> {
  const raw: Record<string, string> = {};
  for (const [name, field] of Object.entries(spec)) raw[name] = formatField(field, (values as Record<string, number | boolean | string>)[name]!);
  return { raw: raw as Record<FieldName<S>, string>, committed: values };
}

/** The user typed into a field: keep the text; commit the value only if it is valid. */
export function editRaw<S extends FieldSpecs>(spec: S, draft: SetupDraft<S>, name: FieldName<S>, raw: string): SetupDraft<S> {
  const parsed = parseField(spec[name]!, raw);
  const committed = parsed.ok && parsed.value !== draft.committed[name] ? { ...draft.committed, [name]: parsed.value } : draft.committed;
  return { raw: { ...draft.raw, [name]: raw }, committed };
}

/** A control set a valid value directly (checkbox, select, − / + buttons). */
export function setValue<S extends FieldSpecs, K extends FieldName<S>>(
  spec: S,
  draft: SetupDraft<S>,
  name: K,
  value: FieldValue<S[K]>,
): SetupDraft<S> {
  return editRaw(spec, draft, name, formatField(spec[name]!, value));
}

/** The message for every field whose text is not valid now. */
export function draftErrors<S extends FieldSpecs>(spec: S, draft: SetupDraft<S>): FieldErrors<S> {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(spec)) {
    const parsed = parseField(field, draft.raw[name as FieldName<S>]);
    if (!parsed.ok) errors[name] = parsed.message;
  }
  return errors as FieldErrors<S>;
}

/**
 * The value the − / + buttons step from and to: from the typed number if there is one (clamped into
 * range), otherwise from the last valid value.
 */
export function stepInt(min: number, max: number, raw: string, fallback: number, delta: number): number {
  const typed = /^\s*[+-]?\d{1,15}\s*$/.test(raw) ? Number(raw) : fallback;
  return Math.min(max, Math.max(min, typed + delta));
}
