/**
 * The one error a roster parser throws: it names the field that is wrong ("characters[2].archetype"),
 * so a player importing a file reads what to fix, and tests can tell it from a bug.
 */
import { MAX_QUOTED } from '../common/input-error';

export class RosterFormatError extends Error {
  /** The path of the bad field, dotted with [index] for arrays; '' for the whole file. */
  readonly field: string;
  constructor(field: string, problem: string) {
    super(field ? `${field}: ${problem}` : problem);
    this.name = 'RosterFormatError';
    this.field = field;
  }
}

/**
 * "fighters[0].quirks[3]" from a Zod issue path. A name in the path may come from the file (a
 * record's key, such as a profile's attribute): one longer than MAX_QUOTED is cut to it.
 */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else {
      const name = String(key).length > MAX_QUOTED ? `${String(key).slice(0, MAX_QUOTED - 1)}…` : String(key);
      out += out ? `.${name}` : name;
    }
  }
  return out;
}

/** What the kit reads of a Zod issue (classic `zod` or `zod/mini`, which share it). */
export interface ZodIssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  values?: readonly unknown[];
  /** The unknown fields of an `unrecognized_keys` issue (a strict object). */
  keys?: readonly string[];
  /** The value read, present only when the parse asked Zod to report it (`reportInput: true`). */
  input?: unknown;
}

/** The word with its indefinite article: "an Arsenal Campaign", "a Heartbreaker". */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const TYPE_NAMES: Record<string, string> = { int: 'whole number', array: 'list', object: 'object', number: 'number' };

/** Zod's own default messages (any locale state); a schema's custom message is kept as written. */
const ZOD_DEFAULT = /^(Invalid input|Invalid option|Invalid value|Invalid string|Unrecognized keys?|Too big|Too small)\b/;

/**
 * An issue's message in plain words, the same whichever Zod wrote it: `zod/mini` (used where the
 * bundle must stay small) loads no locale and says only "Invalid input", classic Zod says "Invalid
 * input: expected boolean, received string"; both become "must be true or false".
 */
export function describeIssue(issue: ZodIssueLike): string {
  if (issue.message && !ZOD_DEFAULT.test(issue.message)) return issue.message;
  const limit = (n: number | bigint | undefined, unit: string) => `${String(n)} ${unit}`;
  const units = issue.origin === 'string' ? 'characters' : issue.origin === 'array' ? 'entries' : '';
  switch (issue.code) {
    case 'invalid_type':
      // Reported input that is undefined: the field is not in the file at all.
      if ('input' in issue && issue.input === undefined) return `is missing (it ${describeIssue({ ...issue, input: null })})`;
      if (issue.expected === 'boolean') return 'must be true or false';
      if (issue.expected === 'string') return 'must be text';
      return `must be ${article(TYPE_NAMES[issue.expected ?? ''] ?? issue.expected ?? 'value')}`;
    case 'invalid_value':
      return `must be ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'too_big':
      return units ? `has more than ${limit(issue.maximum, units)}` : `must be at most ${String(issue.maximum)}`;
    case 'too_small':
      return units ? `has fewer than ${limit(issue.minimum, units)}` : `must be at least ${String(issue.minimum)}`;
    case 'unrecognized_keys': {
      // At most three names, each cut to 40 characters: a hostile file may hold thousands of long ones.
      const all = issue.keys ?? [];
      const keys = all.slice(0, 3).map((k) => JSON.stringify(k.length > 40 ? `${k.slice(0, 39)}…` : k));
      if (all.length > 3) keys.push(`${all.length - 3} more`);
      return keys.length === 1 ? `has a field this format does not know: ${keys[0]}` : `has fields this format does not know: ${keys.join(', ')}`;
    }
    case 'invalid_format':
      return 'is not written the way this field is';
    default:
      return 'is not valid';
  }
}

/** The first problem of a failed Zod parse as a RosterFormatError naming its field. */
export function rosterErrorFromZod(error: { issues: readonly ZodIssueLike[] }): RosterFormatError {
  const issue = error.issues[0];
  if (!issue) return new RosterFormatError('', 'the roster is not valid');
  return new RosterFormatError(fieldPath(issue.path), describeIssue(issue));
}
