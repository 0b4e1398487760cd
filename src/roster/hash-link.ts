/**
 * The one way a thing travels in a page address: `#key=<packed>`, its JSON packed in lz-string's
 * URI-safe format by our copy of its compressor (./lz-compress.ts) and unpacked by the budgeted reader
 * (./lz-decompress.ts), within caps, so a crafted link is neither read when far too long nor unpacked
 * to gigabytes. Share links (#roster=…), board links (#board=…) and turn links (#turn=…) use it.
 */
import { compressToEncodedURIComponent } from './lz-compress';
import { decompressFromEncodedURIComponent, linkPayload } from './lz-decompress';

/** The text after `key=`: `text` (JSON) packed. */
export const packLink = (text: string): string => compressToEncodedURIComponent(text);

/** "#key=…" with `text` (JSON) packed. */
export const hashLink = (key: string, text: string): string => `#${key}=${packLink(text)}`;

/**
 * The packed value of `key` in a location hash ("#key=…" or "key=…", other `&`-separated keys
 * allowed), or null when it has none. A link a messenger percent-encoded (`%2B` for `+`, `%24` for
 * `$`, `%3D` for `=`) or whose `+` became a space reads as the one sent (linkPayload).
 */
export function hashValue(hash: string, key: string): string | null {
  const body = linkPayload(hash.startsWith('#') ? hash.slice(1) : hash);
  for (const part of body.split('&')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq) === key) return part.slice(eq + 1);
  }
  return null;
}

/** What a kind of link may hold: its packed value's letters, and the characters that may unpack to. */
export interface LinkCaps {
  maxLength: number;
  maxChars: number;
}

/** A link's value unpacked, or why not: longer than the caps allow, damaged (it unpacks to nothing readable), or unpacking to more than they allow. */
export type UnpackedLink = { ok: true; text: string } | { ok: false; reason: 'too-long' | 'damaged' | 'too-large' };

/** Unpacks a link's value (as hashValue gives it) within `caps`. Never throws. */
export function unpackLink(value: string, caps: LinkCaps): UnpackedLink {
  if (value.length > caps.maxLength) return { ok: false, reason: 'too-long' };
  const unpacked = decompressFromEncodedURIComponent(value, caps.maxChars);
  if (!unpacked.ok) return unpacked;
  return unpacked.text ? unpacked : { ok: false, reason: 'damaged' };
}

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
