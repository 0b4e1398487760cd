/**
 * A tool's inputs as a typed field spec, and their round trip through the URL query.
 * Pure: no DOM, no React. Field names are the odds function's field names, so the parsed values can
 * be passed to it as they are, and a link such as ?actionDice=2&hitOn=5 reads the same as the code.
 *
 * Compare: set-up B lives under the prefix "b." (b.actionDice=3) and is only read and written with
 * compare=1. Parameters the spec does not know are ignored, so other query parameters survive.
 */

export interface IntFieldSpec {
  kind: 'int';
  label: string;
  min: number;
  max: number;
  default: number;
  /** A sentence shown under the field after its range, e.g. "Dice you roll before cover." */
  hint?: string;
}

export interface BooleanFieldSpec {
  kind: 'boolean';
  label: string;
  default: boolean;
  hint?: string;
}

export interface EnumOption<V extends string = string> {
  value: V;
  label: string;
}

export interface EnumFieldSpec<V extends string = string> {
  kind: 'enum';
  label: string;
  options: readonly EnumOption<V>[];
  default: V;
  hint?: string;
  /** How SetupFields draws it: radio buttons for a few options (default up to 4), a native select otherwise. */
  control?: 'radio' | 'select';
}

export type FieldSpec = IntFieldSpec | BooleanFieldSpec | EnumFieldSpec<string>;
export type FieldSpecs = Record<string, FieldSpec>;
export type FieldName<S extends FieldSpecs> = Extract<keyof S, string>;

export type FieldValue<F extends FieldSpec> = F extends IntFieldSpec
  ? number
  : F extends BooleanFieldSpec
    ? boolean
    : F extends EnumFieldSpec<infer V>
      ? V
      : never;

export type Values<S extends FieldSpecs> = { [K in FieldName<S>]: FieldValue<S[K]> };
export type FieldErrors<S extends FieldSpecs> = Partial<Record<FieldName<S>, string>>;

/** Prefix of set-up B's parameters in the query. */
export const COMPARE_PREFIX = 'b.';
/** The query parameter that turns Compare on. */
export const COMPARE_PARAM = 'compare';

/** A whole-number field (dice, target numbers, grit). */
export const intField = (spec: Omit<IntFieldSpec, 'kind'>): IntFieldSpec => ({ kind: 'int', ...spec });
/** A yes/no field, written 1 or 0 in the query. */
export const booleanField = (spec: Omit<BooleanFieldSpec, 'kind'>): BooleanFieldSpec => ({ kind: 'boolean', ...spec });
/** A choice among named options; the values are what the odds function expects. */
export const enumField = <const V extends string>(spec: Omit<EnumFieldSpec<V>, 'kind'>): EnumFieldSpec<V> => ({ kind: 'enum', ...spec });
/**
 * A choice with fixed options, written value → label in the order shown (so no value may look like a
 * whole number: JavaScript would move it first). The default is the first option unless `more` names one.
 */
export function choiceField<const V extends string>(
  label: string,
  options: Readonly<Record<V, string>>,
  more: { default?: NoInfer<V>; hint?: string; control?: EnumFieldSpec['control'] } = {},
): EnumFieldSpec<V> {
  const list = (Object.keys(options) as V[]).map((value) => ({ value, label: options[value] }));
  const { default: chosen = list[0]!.value, ...rest } = more;
  return enumField({ label, options: list, default: chosen, ...rest });
}

/** Declares a tool's fields (key = the odds function's field name) and checks the spec is coherent. */
export function defineFields<const S extends FieldSpecs>(spec: S): S {
  for (const [name, field] of Object.entries(spec)) {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) throw new Error(`Field name "${name}" must be a plain identifier (it goes in URLs).`);
    if (name === COMPARE_PARAM) throw new Error(`Field name "${name}" is reserved for the Compare toggle.`);
    if (field.kind === 'int') {
      const { min, max, default: d } = field;
      if (![min, max, d].every(Number.isInteger) || min > max || d < min || d > max) {
        throw new Error(`Field "${name}": min, max and default must be whole numbers with min ≤ default ≤ max.`);
      }
    } else if (field.kind === 'enum') {
      const values = field.options.map((o) => o.value);
      if (values.length === 0 || new Set(values).size !== values.length || !values.includes(field.default)) {
        throw new Error(`Field "${name}": options must be distinct, non-empty and include the default "${field.default}".`);
      }
    }
  }
  return spec;
}

/** The default value of every field. */
export function defaultValues<S extends FieldSpecs>(spec: S): Values<S> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec)) out[name] = field.default;
  return out as Values<S>;
}

export type ParsedField<V> = { ok: true; value: V } | { ok: false; message: string };

/** Long garbage is cut short in messages so they stay readable. */
function quote(raw: string): string {
  const shown = raw.length > 24 ? `${raw.slice(0, 24)}…` : raw;
  return `'${shown}'`;
}

/** What a field accepts, in words: "a whole number from 1 to 20". */
export function describeAccepted(field: FieldSpec): string {
  switch (field.kind) {
    case 'int':
      return `a whole number from ${field.min} to ${field.max}`;
    case 'boolean':
      return '1 (yes) or 0 (no)';
    case 'enum':
      return `one of ${field.options.map((o) => `'${o.value}'`).join(', ')}`;
  }
}

/** Reads one field from its text form (URL or input box), or says why it cannot. */
export function parseField<F extends FieldSpec>(field: F, raw: string): ParsedField<FieldValue<F>> {
  const text = raw.trim();
  const refuse = (): ParsedField<FieldValue<F>> =>
    text === ''
      ? { ok: false, message: `${field.label} is empty; enter ${describeAccepted(field)}.` }
      : { ok: false, message: `${field.label} must be ${describeAccepted(field)}; got ${quote(raw)}.` };
  switch (field.kind) {
    case 'int': {
      if (!/^[+-]?\d{1,15}$/.test(text)) return refuse();
      const n = Number(text);
      if (n < field.min || n > field.max) return refuse();
      return { ok: true, value: (n === 0 ? 0 : n) as FieldValue<F> };
    }
    case 'boolean': {
      const lower = text.toLowerCase();
      if (lower === '1' || lower === 'true') return { ok: true, value: true as FieldValue<F> };
      if (lower === '0' || lower === 'false') return { ok: true, value: false as FieldValue<F> };
      return refuse();
    }
    case 'enum': {
      const option = field.options.find((o) => o.value === text);
      return option ? { ok: true, value: option.value as FieldValue<F> } : refuse();
    }
  }
}

/** A value's text form, as written to the URL and shown in an input box. */
export function formatField(field: FieldSpec, value: number | boolean | string): string {
  if (field.kind === 'boolean') return value ? '1' : '0';
  return String(value);
}

export interface ParsedSetup<S extends FieldSpecs> {
  values: Values<S>;
  /** One message per field that was present but unusable (that field fell back to its default). */
  errors: FieldErrors<S>;
  /** True if any of this set-up's parameters was in the query. */
  given: boolean;
  /** The fields this set-up's parameters named, usable or not (a link keeps them when rewritten). */
  named: string[];
}

export interface ParsedQuery<S extends FieldSpecs> extends ParsedSetup<S> {
  compare: boolean;
  /** Set-up B (the b.* parameters); defaults when absent. Read even when compare is off. */
  b: ParsedSetup<S>;
  /** Every problem as a sentence, set-up B's prefixed "Set-up B: ", ready for a RefusalMessage. */
  problems: string[];
  /** What the tool's LinkUpgrade changed in an older link, one sentence each (set-up B's prefixed). */
  notes: string[];
}

/**
 * How a tool reads the links its earlier versions wrote, so that a shared link never breaks and never
 * silently means something else. It works on one set-up's parameters at a time (set-up B's without
 * their "b." prefix), before they are read; the parameters it names are dropped from the address
 * once the tool rewrites it, so a link is upgraded once.
 */
export interface LinkUpgrade {
  /** Renamed fields, old name → today's name: the old one is read when today's is not in the link. */
  aliases?: Readonly<Record<string, string>>;
  /** Other parameters earlier versions wrote that no field has any more (`upgrade` reads them). */
  retired?: readonly string[];
  /**
   * Today's values for an older link's parameters (aliases already applied): the parameters to set,
   * as link text, and a sentence for each change the reader should know about. Return nothing for a
   * link that needs no change (every link today's tool writes).
   */
  upgrade?: (params: URLSearchParams) => { set?: Readonly<Record<string, string>>; notes?: readonly string[] } | undefined;
}

/** Every parameter name a LinkUpgrade consumes (aliases and retired names). */
function retiredNames(upgrade: LinkUpgrade | undefined): string[] {
  return upgrade ? [...Object.keys(upgrade.aliases ?? {}), ...(upgrade.retired ?? [])] : [];
}

/** One set-up's parameters (prefix stripped), upgraded: the parameters to read and the notes. */
function upgradeSetup(params: URLSearchParams, prefix: string, upgrade: LinkUpgrade | undefined): { params: URLSearchParams; notes: string[] } {
  const own = new URLSearchParams();
  for (const [k, v] of params) {
    if (prefix === '' ? !k.startsWith(COMPARE_PREFIX) : k.startsWith(prefix)) own.append(k.slice(prefix.length), v);
  }
  if (!upgrade) return { params: own, notes: [] };
  for (const [old, name] of Object.entries(upgrade.aliases ?? {})) {
    if (own.has(old) && !own.has(name)) for (const v of own.getAll(old)) own.append(name, v);
  }
  const out = upgrade.upgrade?.(own);
  for (const [k, v] of Object.entries(out?.set ?? {})) own.set(k, v);
  for (const name of retiredNames(upgrade)) own.delete(name);
  return { params: own, notes: [...(out?.notes ?? [])] };
}

function parseSetup<S extends FieldSpecs>(params: URLSearchParams, spec: S, prefix: string): ParsedSetup<S> {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const named: string[] = [];
  for (const [name, field] of Object.entries(spec)) {
    values[name] = field.default;
    const all = params.getAll(prefix + name);
    if (all.length === 0) continue;
    named.push(name);
    // The same value twice is harmless; two different values have no right answer.
    if (new Set(all.map((v) => v.trim())).size > 1) {
      errors[name] =
        `${field.label} is in the link ${all.length} times (${all.map(quote).join(', ')}); ` +
        `using the default, ${formatField(field, field.default)}.`;
      continue;
    }
    const parsed = parseField(field, all[0]!);
    if (parsed.ok) values[name] = parsed.value;
    else errors[name] = `${parsed.message} Using the default, ${formatField(field, field.default)}.`;
  }
  return { values: values as Values<S>, errors: errors as FieldErrors<S>, given: named.length > 0, named };
}

/**
 * Reads both set-ups and the Compare flag from a query string ("?a=1&b.a=2&compare=1" or without "?"),
 * after the tool's LinkUpgrade (if any) has brought an older link's parameters up to date.
 */
export function parseQuery<S extends FieldSpecs>(search: string, spec: S, upgrade?: LinkUpgrade): ParsedQuery<S> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const upA = upgradeSetup(params, '', upgrade);
  const upB = upgradeSetup(params, COMPARE_PREFIX, upgrade);
  const a = parseSetup(upA.params, spec, '');
  const b = parseSetup(upB.params, spec, '');
  const messages = (errors: FieldErrors<S>) => Object.values(errors).filter((m): m is string => typeof m === 'string');
  const problems = [...messages(a.errors), ...messages(b.errors).map((m) => `Set-up B: ${m}`)];
  const notes = [...upA.notes, ...upB.notes.map((m) => `Set-up B: ${m}`)];

  let compare = false;
  const flags = params.getAll(COMPARE_PARAM);
  if (flags.length > 0) {
    const distinct = new Set(flags.map((f) => f.trim()));
    const only = distinct.size === 1 ? [...distinct][0] : undefined;
    if (only === '1' || only === 'true') compare = true;
    else if (only !== '0' && only !== 'false') {
      problems.push(`Compare must be 1 (on) or 0 (off); got ${flags.map(quote).join(', ')}. Showing one set-up.`);
    }
  }
  return { ...a, compare, b, problems, notes };
}

function appendSetup<S extends FieldSpecs>(params: URLSearchParams, spec: S, values: Values<S>, prefix: string, pinned?: ReadonlySet<string>): void {
  for (const [name, field] of Object.entries(spec)) {
    const value = (values as Record<string, number | boolean | string>)[name];
    if (value === undefined || (value === field.default && !pinned?.has(name))) continue;
    params.append(prefix + name, formatField(field, value));
  }
}

/** Fields written even at their default value: those the opening link named or the reader changed. */
export interface PinnedFields {
  a?: ReadonlySet<string>;
  b?: ReadonlySet<string>;
}

/**
 * The query string (without "?") for a set-up: values that differ from the default, and pinned
 * fields whatever their value, in spec order; with Compare on, then "compare=1" and set-up B's under
 * "b.". Empty when all default and nothing is pinned. Pinning keeps a shared link's own fields in it
 * (?defence=5&grit=4 stays when cover changes), so it never leans on today's defaults.
 */
export function toQuery<S extends FieldSpecs>(values: Values<S>, spec: S, compare?: { b: Values<S> }, pinned?: PinnedFields): string {
  const params = new URLSearchParams();
  appendSetup(params, spec, values, '', pinned?.a);
  if (compare) {
    params.append(COMPARE_PARAM, '1');
    appendSetup(params, spec, compare.b, COMPARE_PREFIX, pinned?.b);
  }
  // URLSearchParams writes "b.x" as is; spaces in enum values become "+", which parseQuery reads back.
  return params.toString();
}

/**
 * Replaces this spec's parameters in an existing query with a new one, keeping parameters of others
 * (e.g. ?utm_source) in their place. Parameters an upgrade consumed (old names) are dropped: the new
 * query already says what they meant. Returns the full search string with "?" or "" when empty.
 */
export function mergeQuery<S extends FieldSpecs>(currentSearch: string, spec: S, ownQuery: string, upgrade?: LinkUpgrade): string {
  const own = new Set<string>([COMPARE_PARAM]);
  for (const name of [...Object.keys(spec), ...retiredNames(upgrade)]) {
    own.add(name);
    own.add(COMPARE_PREFIX + name);
  }
  const current = new URLSearchParams(currentSearch.startsWith('?') ? currentSearch.slice(1) : currentSearch);
  const kept = new URLSearchParams();
  for (const [k, v] of current) if (!own.has(k)) kept.append(k, v);
  const merged = [kept.toString(), ownQuery].filter((s) => s !== '').join('&');
  return merged === '' ? '' : `?${merged}`;
}
