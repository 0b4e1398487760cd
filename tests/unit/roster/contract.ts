/**
 * The checks every game's roster module owes the contract (parseRoster / checkRoster), shared by the
 * per-game roster tests: round trips, and the 1,000 seeded mutations that may only ever end in a
 * RosterFormatError from parseRoster and never crash checkRoster.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { RosterFormatError } from '../../../src/roster/errors';
import { docSections, jsonExample } from '../../../src/roster/doc';
import { mutations } from './mutate';

export interface Problem {
  where: string;
  message: string;
}

/** parse → JSON → parse gives the same roster, and the parsed roster is the input itself. */
export function expectRoundTrip<R>(parse: (input: unknown) => R, input: unknown): R {
  const first = parse(input);
  const text = JSON.stringify(first);
  const second = parse(text);
  expect(second).toEqual(first);
  expect(first).toEqual(migratedV1(typeof input === 'string' ? JSON.parse(input) : input, (first as { version?: unknown }).version));
  return first;
}

/**
 * What a roster file reads as today: a version-1 file (every builder page's documented example is
 * one) is the same roster in the newest version (`newest`: 2, or 3 for the Arsenal crew, whose
 * version 3 changes only what is in a log) with an empty campaign log; a newer file is itself.
 */
export function migratedV1(file: unknown, newest: unknown = 2): unknown {
  const json = file as { version?: unknown };
  return json.version === 1 ? { ...json, version: newest, log: [] } : file;
}

/** The RosterFormatError `parse` throws for `input` (fails the test when it accepts it or throws anything else). */
export function formatError(parse: (input: unknown) => unknown, input: unknown): RosterFormatError {
  try {
    parse(input);
  } catch (e) {
    expect(e).toBeInstanceOf(RosterFormatError);
    return e as RosterFormatError;
  }
  throw new Error('parseRoster accepted a bad file');
}

/** Runs the seeded mutations of `valid`; returns how many still parsed (so a test can see both paths ran). */
export function expectFuzzSafe<R>(valid: unknown, parse: (input: unknown) => R, check: (roster: R) => Problem[], seed: string): number {
  let parsed = 0;
  for (const { index, input } of mutations(valid, seed)) {
    let roster: R;
    try {
      roster = parse(input);
    } catch (error) {
      if (!(error instanceof RosterFormatError)) throw new Error(`mutation ${index} (${seed}): parseRoster threw ${String(error)}`, { cause: error });
      expect(error.message.length, `mutation ${index}`).toBeGreaterThan(0);
      continue;
    }
    parsed++;
    let problems: Problem[];
    try {
      problems = check(roster);
    } catch (error) {
      throw new Error(`mutation ${index} (${seed}): checkRoster threw ${String(error)}`, { cause: error });
    }
    for (const p of problems) {
      expect(typeof p.where, `mutation ${index}`).toBe('string');
      expect(p.message.length, `mutation ${index}`).toBeGreaterThan(0);
      expect(p.message, `mutation ${index}`).not.toMatch(/undefined|NaN|\[object/);
    }
  }
  return parsed;
}

/** The sections of a roster module's leading doc comment (File format, Our reading). */
export function moduleDoc(path: string): { sections: Record<string, string>; example: string } {
  const sections = docSections(readFileSync(path, 'utf8'));
  const example = jsonExample(sections['File format'] ?? '');
  if (!example) throw new Error(`${path}: the File format section has no json example`);
  return { sections, example };
}

/** The messages of the problems at `where` (or under it, "fighters[2]" matching "fighters[2].quirks"). */
export function messagesAt(problems: readonly Problem[], where: string): string[] {
  return problems.filter((p) => p.where === where || p.where.startsWith(`${where}.`) || p.where.startsWith(`${where}[`)).map((p) => p.message);
}

/** A copy of `base` with entry `i` of its list `key` changed: the one-field edits the rule tests check. */
export function changedAt<R, K extends keyof R>(base: R, key: K, i: number, change: Partial<R[K] extends readonly (infer E)[] ? E : never>): R {
  const copy = structuredClone(base);
  const list = copy[key] as unknown as object[];
  list[i] = { ...list[i]!, ...change };
  return copy;
}
