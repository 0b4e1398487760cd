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

