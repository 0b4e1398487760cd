/**
 * The one error a roster parser throws: it names the field that is wrong ("characters[2].archetype"),
 * so a player importing a file reads what to fix, and tests can tell it from a bug.
 */
import type { z } from 'zod';

export class RosterFormatError extends Error {
  /** The path of the bad field, dotted with [index] for arrays; '' for the whole file. */
  readonly field: string;
  constructor(field: string, problem: string) {
    super(field ? `${field}: ${problem}` : problem);
    this.name = 'RosterFormatError';
    this.field = field;
  }
}

/** "fighters[0].quirks[3]" from a Zod issue path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** The first problem of a failed Zod parse as a RosterFormatError naming its field. */
export function rosterErrorFromZod(error: z.ZodError): RosterFormatError {
  const issue = error.issues[0];
  if (!issue) return new RosterFormatError('', 'the roster is not valid');
  return new RosterFormatError(fieldPath(issue.path), issue.message);
}
