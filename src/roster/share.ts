/**
 * Share links: the builder's address with the roster's JSON, compressed by lz-string, in the
 * fragment `#roster=…`. The fragment never reaches a server, and opening it changes nothing saved.
 */
import { compressToEncodedURIComponent } from './lz-compress';
import { decompressFromEncodedURIComponent, linkPayload, MAX_UNPACKED_CHARS } from './lz-decompress';
import { MAX_ROSTER_CHARS, readRosterText, type ReadResult } from './files';
import type { RosterGame } from './game';

export const SHARE_KEY = 'roster';

/** "#roster=…" for a roster: lz-string's format, written by our faster copy of its compressor. */
export function shareFragment<R>(roster: R, game: RosterGame<R>): string {
  return `#${SHARE_KEY}=${compressToEncodedURIComponent(JSON.stringify(game.toJson(roster)))}`;
}

/** The page address (without its fragment) with the roster's share fragment. */
export function shareUrl<R>(pageUrl: string, roster: R, game: RosterGame<R>): string {
  return `${pageUrl.split('#')[0]}${shareFragment(roster, game)}`;
}

/**
 * The compressed roster in a location hash, or null when the hash holds no share link. A link a
 * messenger percent-encoded (`%2B` for `+`, `%24` for `$`, `%3D` for `=`) reads as the one sent.
 */
export function sharedPayload(hash: string): string | null {
  const body = linkPayload(hash.startsWith('#') ? hash.slice(1) : hash);
  const prefix = `${SHARE_KEY}=`;
  return body.startsWith(prefix) ? body.slice(prefix.length) : null;
}

export const TOO_LARGE_LINK = 'This link is too large to be a roster.';

/** Reads the roster a share link carries (null when the hash holds none), or why it cannot be read. */
export function readShareFragment<R>(hash: string, game: RosterGame<R>): ReadResult<R> | null {
  const payload = sharedPayload(hash);
  if (payload === null) return null;
  const damaged = { ok: false as const, message: 'The link is damaged or cut short: ask for it again, or for the exported file.' };
  // Compression at least halves a roster, so a longer payload cannot be one (and would be slow to unpack).
  if (payload.length === 0 || payload.length > MAX_ROSTER_CHARS) return damaged;
  // Unpacking stops at MAX_UNPACKED_CHARS: a crafted link can unpack to gigabytes.
  const unpacked = decompressFromEncodedURIComponent(payload, MAX_UNPACKED_CHARS);
  if (!unpacked.ok) return unpacked.reason === 'too-large' ? { ok: false, message: TOO_LARGE_LINK } : damaged;
  if (!unpacked.text) return damaged;
  const read = readRosterText(unpacked.text, game);
  return read.ok ? read : { ok: false, message: read.message.replace(/^The file/, 'The link') };
}
