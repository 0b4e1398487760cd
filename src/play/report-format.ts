/**
 * The match report's format and link: version 1 of the format kit's "match report" (its version in
 * `report`), checked field by field with bounds, and the `#report=…` link through the hash-link
 * helper, read within caps and never throwing. Apart from ./report.ts so that only a page that opens
 * or shares a report loads the schema and the link's packer.
 */
import * as z from 'zod/mini';
import { hashLink } from '../roster/hash-link';
import { readHashFormat } from '../roster/hash-format';
import { defineFormat, type Format } from '../roster/versioned';
import { SCORE_MOST, SCORE_ROUNDS } from './battle';
import { MOST_HOLDS, MOST_MODELS, REPORT_VERSION, type MatchReport } from './report';

/** The key of a report in a page address: `#report=…`. */
export const REPORT_HASH_KEY = 'report';
/** A report link's caps: longer than any real report's link by far, short enough that a crafted one costs nothing. */
export const REPORT_LINK_CAPS = { maxLength: 8000, maxChars: 40_000 };

const line = (max = 200) => z.string().check(z.maxLength(max));
const points = z.array(z.int().check(z.gte(-SCORE_MOST * SCORE_ROUNDS), z.lte(SCORE_MOST * SCORE_ROUNDS))).check(z.maxLength(SCORE_ROUNDS));
const side = z.enum(['me', 'them']);
const count = z.int().check(z.gte(-1_000_000), z.lte(1_000_000));
const sheet = z.object({
  holds: z.array(z.object({ id: line(40), count })).check(z.maxLength(MOST_HOLDS)),
  bounties: z.array(z.object({ name: line(), bounty: z.int().check(z.gte(0), z.lte(99)) })).check(z.maxLength(MOST_MODELS)),
});
// A side's sheet is optional: a report written before it was added (or by a game with none) reads as before.
const reportSide = z.object({ label: line(60), name: line(), version: z.nullable(z.int()), sheet: z.optional(sheet) });

const reportSchema = z.object({
  report: z.literal(REPORT_VERSION),
  id: line(100),
  game: line(40),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')),
  scenario: z.nullable(z.object({ id: line(80), name: line(), noun: line(40) })),
  rounds: z.int().check(z.gte(1), z.lte(999)),
  turnLimit: z.nullable(z.int().check(z.gte(1), z.lte(999))),
  sides: z.object({ me: reportSide, them: z.nullable(reportSide) }),
  score: z.array(z.object({ id: line(40), label: line(80), vp: z.int().check(z.gte(0), z.lte(100)), me: points, them: points })).check(z.maxLength(30)),
  result: z.object({ outcome: z.enum(['win', 'loss', 'draw']), by: z.enum(['scenario', 'players']), text: line(400) }),
  fates: z.array(z.object({ side, name: line(), fate: line(80) })).check(z.maxLength(MOST_MODELS * 2)),
  pays: z.array(line(400)).check(z.maxLength(30)),
  note: line(400),
});


/** The match report's format: version 1 (its version in `report`). */
export const reportFormat: Format<MatchReport> = defineFormat<MatchReport>({ noun: 'match report', versionField: 'report', version: REPORT_VERSION, schema: reportSchema });

/** The report's link fragment: "#report=…". */
export const reportHash = (report: MatchReport): string => hashLink(REPORT_HASH_KEY, JSON.stringify(report));

/** What a `#report=` link held: the report, or the sentence that says why it cannot be read; null when the address has none. */
export type OpenedReport = { ok: true; report: MatchReport } | { ok: false; error: string } | null;

/** Reads the report in a page address's hash. Never throws. */
export function reportFromHash(hash: string): OpenedReport {
  const read = readHashFormat(hash, REPORT_HASH_KEY, REPORT_LINK_CAPS, reportFormat, { link: 'report link', thing: 'report', unpacksTo: 'a report', longest: 'any report' });
  return read && (read.ok ? { ok: true, report: read.value } : read);
}
