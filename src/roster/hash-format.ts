/**
 * The one reading of a `#key=` link whose JSON is a versioned format (the match report's, Table
 * Link's updates): apart from ./hash-link.ts so that a page that only makes links (every builder's
 * share link) does not carry it.
 */
import { hashValue, unpackLink, type LinkCaps } from './hash-link';

/** What a `#key=` link held, read by its format: the value, or the sentence that says why not; null when the address has no `key`. */
export type HashRead<T> = { ok: true; value: T } | { ok: false; error: string } | null;

/** A kind of link's words in its messages: "This report link is damaged: it does not unpack to a report." */
export interface HashWords {
  /** "report link". */
  link: string;
  /** "report": what a newer site made, or what cannot be read. */
  thing: string;
  /** "a report": what it should unpack to. */
  unpacksTo: string;
  /** "any report": what it is far longer than. */
  longest: string;
}

/**
 * The one reading of a `#key=` link whose JSON is a versioned format (src/roster/versioned.ts):
 * found in `hash`, unpacked within `caps`, parsed, and read by `format`; a refusal in `words`. Never throws.
 */
export function readHashFormat<T>(hash: string, key: string, caps: LinkCaps, format: { read(input: unknown): { ok: true; value: T } | { ok: false; newer: boolean; error: Error } }, words: HashWords): HashRead<T> {
  const value = hashValue(hash, key);
  if (value === null) return null;
  const unpacked = unpackLink(value, caps);
  const damaged = { ok: false as const, error: `This ${words.link} is damaged: it does not unpack to ${words.unpacksTo}.` };
  if (!unpacked.ok) return unpacked.reason === 'damaged' ? damaged : { ok: false, error: `This ${words.link} is far longer than ${words.longest}: it was not read.` };
  let json: unknown;
  try {
    json = JSON.parse(unpacked.text);
  } catch {
    return damaged;
  }
  const read = format.read(json);
  if (read.ok) return { ok: true, value: read.value };
  return { ok: false, error: read.newer ? `This ${words.thing} was made by a newer version of this site: update the page to read it.` : `This ${words.thing} cannot be read: ${read.error.message}.` };
}
