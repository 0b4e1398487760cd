/**
 * A roster format described for people: the rows of its file-format page (every field with its
 * type, whether a file may leave it out, its limits and allowed values), read from the format's own
 * Zod schema through `z.toJSONSchema`, so the page lists the version this site writes and never a
 * field the code has dropped. The page's words (what each field means, what each version changed)
 * are a game's `RosterFormatDoc`, checked against the schema here.
 *
 * Build time and tests only: no builder imports this module, so `toJSONSchema` never reaches a
 * browser bundle.
 */
import * as z from 'zod/mini';
import type { RosterFormat, RosterJson } from './format';

/** What a game's file-format page says in words beside what the schema gives. */
export interface RosterFormatDoc {
  /**
   * An example roster file, of any version of the format: the page shows it read by the format and
   * written as the builder writes it, so it is always the current version and always opens.
   */
  example: RosterJson;
  /** One line per version, from 1 to the format's newest: what that version added or changed. */
  changes: Readonly<Record<number, string>>;
  /** What a field holds, by its row's path ("characters[].gadgets[].quirk"). */
  notes?: Readonly<Record<string, string>>;
}

/** What the fields every roster format shares hold (a game's own note on one wins). */
export const SHARED_NOTES: Readonly<Record<string, string>> = {
  game: 'which game the file is for',
  version: 'the version of this format the file is written in',
  log: 'the campaign log, oldest entry first',
  'log[].date': 'the day, written YYYY-MM-DD',
  'log[].kind': 'a game played, a step between games, or a note',
  'log[].title': 'one line',
  'log[].changes': 'what changed, each in words',
};

/** What a field holds, in the page's words: the game's note, else the shared one, else the schema's description. */
export function noteOf(row: FieldRow, doc: Pick<RosterFormatDoc, 'notes'>): string | undefined {
  return doc.notes?.[row.path] ?? SHARED_NOTES[row.path] ?? row.description;
}

/** One field of a format, as its page's table lists it. */
export interface FieldRow {
  /** Where it is: "name", "characters[].gadgets[].quirk", "models[].profile.<key>" (any key). */
  path: string;
  /** Its type in words with its limits and allowed values: "text, at most 200 characters". */
  type: string;
  /** A file must hold it. */
  required: boolean;
  /** What a file that leaves it out reads as, as JSON ("0", "[]", "null"); undefined when nothing. */
  default?: string;
  /** Only in an entry of these kinds, where a list holds several kinds of entry ('"kind" is "melee"'). */
  when?: string;
  /** The schema's own description, if it has one. */
  description?: string;
}

/** A JSON Schema node, as `z.toJSONSchema` writes one. */
interface Node {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Node[];
  oneOf?: Node[];
  properties?: Record<string, Node>;
  required?: string[];
  additionalProperties?: Node | boolean;
  propertyNames?: Node;
  items?: Node;
  maxItems?: number;
  minItems?: number;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
}

const number = (n: number) => n.toLocaleString('en');
const json = (v: unknown) => JSON.stringify(v);
const or = (words: readonly string[]) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`);

/** A node without its `null` alternative, and whether it had one. */
function nullable(node: Node): { node: Node; orNull: boolean } {
  const options = node.anyOf ?? [];
  const others = options.filter((o) => o.type !== 'null');
  if (options.length === 0 || others.length === options.length) return { node, orNull: false };
  const { anyOf: _, ...rest } = node;
  return { node: others.length === 1 ? { ...rest, ...others[0] } : { ...rest, anyOf: others }, orNull: true };
}

const TYPE_WORDS: Record<string, string> = { string: 'text', integer: 'whole number', number: 'number', boolean: 'true or false', object: 'object', array: 'list', null: 'null' };

/** A scalar's type in words with its limits: "text, at most 80 characters", "whole number from 0 to 99". */
function scalarWords(node: Node): string {
  if (node.const !== undefined) return `always ${json(node.const)}`;
  if (node.enum) return `one of ${or(node.enum.map(json))}`;
  if (node.anyOf) return or(node.anyOf.map(scalarWords));
  const type = TYPE_WORDS[node.type ?? ''] ?? 'any value';
  const limits: string[] = [];
  if (node.type === 'string') {
    if (node.minLength === 1) limits.push('not empty');
    else if (node.minLength !== undefined && node.minLength > 0) limits.push(`at least ${number(node.minLength)} characters`);
    if (node.maxLength !== undefined) limits.push(`at most ${number(node.maxLength)} characters`);
    if (node.pattern !== undefined) limits.push(`matching ${node.pattern}`);
  }
  if (node.type === 'integer' || node.type === 'number') {
    const min = node.minimum !== undefined && Math.abs(node.minimum) < Number.MAX_SAFE_INTEGER ? node.minimum : undefined;
    const max = node.maximum !== undefined && Math.abs(node.maximum) < Number.MAX_SAFE_INTEGER ? node.maximum : undefined;
    if (min !== undefined && max !== undefined) limits.push(`from ${number(min)} to ${number(max)}`);
    else if (min !== undefined) limits.push(`at least ${number(min)}`);
    else if (max !== undefined) limits.push(`at most ${number(max)}`);
  }
  return limits.length > 0 ? `${type}, ${limits.join(', ')}` : type;
}

/** A list's count limits in words: "at most 20 entries". */
function countWords(node: Node): string {
  const parts: string[] = [];
  if (node.minItems !== undefined && node.minItems > 0) parts.push(`at least ${number(node.minItems)}`);
  if (node.maxItems !== undefined) parts.push(`at most ${number(node.maxItems)}`);
  return parts.length > 0 ? ` (${parts.join(', ')} entries)` : '';
}

/** The variants of a list of several kinds of entry, and the field whose constant tells them apart. */
function variantsOf(node: Node): { variants: Node[]; tag: string | undefined } | undefined {
  const variants = node.oneOf ?? (node.anyOf && node.anyOf.every((o) => o.type === 'object') ? node.anyOf : undefined);
  if (!variants || variants.length === 0 || !variants.every((v) => v.type === 'object' && v.properties)) return undefined;
  const tag = Object.keys(variants[0]!.properties!).find((key) => variants.every((v) => v.properties![key]?.const !== undefined));
  return { variants, tag };
}

const isObject = (node: Node) => (node.type === 'object' && node.additionalProperties !== undefined && node.properties === undefined ? false : node.type === 'object') || variantsOf(node) !== undefined;

function walk(node: Node, path: string, required: boolean, when: string | undefined, rows: FieldRow[]): void {
  const { node: inner, orNull } = nullable(node);
  const row = (type: string): FieldRow => ({
    path,
    type: orNull ? `${type} or null` : type,
    required,
    ...(node.default !== undefined || inner.default !== undefined ? { default: json(node.default ?? inner.default) } : {}),
    ...(when ? { when } : {}),
    ...(node.description || inner.description ? { description: node.description ?? inner.description } : {}),
  });
  const kinds = variantsOf(inner);
  if (kinds) {
    const { variants, tag } = kinds;
    if (path) rows.push(row(tag ? `object, by its "${tag}"` : 'object'));
    const keys = [...new Set(variants.flatMap((v) => Object.keys(v.properties!)))];
    for (const key of keys) {
      const having = variants.filter((v) => v.properties![key] !== undefined);
      const child = key === tag ? { ...having[0]!.properties![key]!, const: undefined, enum: variants.map((v) => v.properties![key]!.const) } : having[0]!.properties![key]!;
      const onlySome = tag && having.length < variants.length ? `"${tag}" is ${or(having.map((v) => json(v.properties![tag]!.const)))}` : undefined;
      walk(child, join(path, key), having.every((v) => v.required?.includes(key)), onlySome, rows);
    }
    return;
  }
  if (inner.type === 'object') {
    if (path) rows.push(row('object'));
    for (const [key, child] of Object.entries(inner.properties ?? {})) walk(child, join(path, key), inner.required?.includes(key) ?? false, undefined, rows);
    if (typeof inner.additionalProperties === 'object') {
      const keys = inner.propertyNames ? ` (${scalarWords(inner.propertyNames)})` : '';
      walk(inner.additionalProperties, `${join(path, '<key>')}`, false, keys ? `any key${keys}` : 'any key', rows);
    }
    return;
  }
  if (inner.type === 'array' && inner.items) {
    const item = nullable(inner.items).node;
    if (isObject(item)) {
      const tag = variantsOf(item)?.tag;
      rows.push(row(`list of objects${tag ? ` of several kinds, told apart by "${tag}"` : ''}${countWords(inner)}`));
      const entries: FieldRow[] = [];
      walk(inner.items, `${path}[]`, true, undefined, entries);
      rows.push(...entries.filter((r) => r.path !== `${path}[]`)); // the entry itself is said by the list's row
      return;
    }
    rows.push(row(`list${countWords(inner)} of ${scalarWords(nullable(inner.items).node)}${nullable(inner.items).orNull ? ' or null' : ''}`));
    return;
  }
  rows.push(row(scalarWords(inner)));
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The JSON Schema of a format's current version, as a file is read (fields with a default may be left out). */
export function formatJsonSchema(format: Pick<RosterFormat<unknown>, 'fieldsSchema'>): Node & { additionalProperties?: Node | boolean } {
  return z.toJSONSchema(format.fieldsSchema as z.ZodMiniType, { io: 'input', unrepresentable: 'any' }) as Node;
}

/** Every field of the format's current version, parents before their fields, in the schema's order. */
export function formatFields(format: Pick<RosterFormat<unknown>, 'fieldsSchema'>): FieldRow[] {
  const rows: FieldRow[] = [];
  walk(formatJsonSchema(format), '', true, undefined, rows);
  return rows;
}

/** True when the format refuses a field it does not know (its top object is strict). */
export function refusesUnknownFields(format: Pick<RosterFormat<unknown>, 'fieldsSchema'>): boolean {
  return formatJsonSchema(format).additionalProperties === false;
}

/** The version lines of a format's history, oldest first. */
export function formatHistory(format: Pick<RosterFormat<unknown>, 'version'>, doc: Pick<RosterFormatDoc, 'changes'>): { version: number; text: string }[] {
  return Array.from({ length: format.version }, (_, i) => ({ version: i + 1, text: doc.changes[i + 1] ?? '' }));
}

/**
 * What is wrong with a game's page words against its format: a version without its line (or a line
 * for a version that does not exist), a note on a field the schema does not have, an example that
 * does not open. [] when they agree.
 */
export function formatDocProblems(format: RosterFormat<unknown>, doc: RosterFormatDoc): string[] {
  const problems: string[] = [];
  for (const { version, text } of formatHistory(format, doc)) if (text.trim() === '') problems.push(`version ${version} has no line saying what it changed`);
  for (const v of Object.keys(doc.changes).map(Number)) if (!(v >= 1 && v <= format.version)) problems.push(`a line for version ${v}, which this format does not have (its newest is ${format.version})`);
  const paths = new Set(formatFields(format).map((r) => r.path));
  for (const path of Object.keys(doc.notes ?? {})) if (!paths.has(path)) problems.push(`a note on "${path}", which is no field of version ${format.version}`);
  try {
    format.parse(doc.example);
  } catch (error) {
    problems.push(`the example does not open: ${error instanceof Error ? error.message : String(error)}`);
  }
  return problems;
}
