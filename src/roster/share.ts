/**
 * Share links: the builder's address with the roster's JSON, compressed by lz-string, in the
 * fragment `#roster=…`. The fragment never reaches a server, and opening it changes nothing saved.
 */
import { hashLink, hashValue, unpackLink } from './hash-link';
import { MAX_UNPACKED_CHARS } from './lz-decompress';
import { MAX_ROSTER_CHARS, readRosterJson, readRosterText, type ReadResult } from './files';
import { packJson, unpackJson } from './packed-json';
import { isRecord } from './versioned';
import type { RosterGame } from './game';

export const SHARE_KEY = 'roster';

/**
 * What a link carries: `played`, the list as played, for the opponent (no notes, no campaign log,
 * nothing the game keeps secret); `whole`, everything, for the player's own other device.
 */
export type LinkCarries = 'played' | 'whole';

/** Keys a link for the opponent leaves out wherever they are: the player's own notes (the roster's, each model's, each week's). */
const PRIVATE_KEYS: ReadonlySet<string> = new Set(['notes']);

function withoutPrivate(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrivate);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (PRIVATE_KEYS.has(k) ? [] : [[k, withoutPrivate(v)]])));
}

/**
 * The roster's JSON as played, for the opponent: the game's secrets taken out (`forOpponent`), then
 * every note and the campaign log (`log`; a file without it reads as an empty log). Both are optional
 * in every format, so the receiver reads it as the same list.
 */
export function asPlayed<R>(roster: R, game: RosterGame<R>): unknown {
  const json = withoutPrivate(game.toJson(game.forOpponent ? game.forOpponent(roster) : roster));
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return json;
  const played = { ...(json as Record<string, unknown>) };
  delete played.log;
  return played;
}

/** A value a format may read a missing field as (its default): null, false, 0, '', [] or {}. */
const isEmpty = (v: unknown): boolean =>
  v === null || v === false || v === 0 || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && v !== null && Object.keys(v).length === 0);

/** The names of the fields holding an empty value, anywhere in `value`. */
function emptyFieldNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => emptyFieldNames(v, into));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (isEmpty(v)) into.add(k);
      else emptyFieldNames(v, into);
    }
  }
  return into;
}

/** `value` without the fields named in `names` that hold an empty value. */
function withoutEmpty(value: unknown, names: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutEmpty(v, names));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (names.has(k) && isEmpty(v) ? [] : [[k, withoutEmpty(v, names)]])));
}

/**
 * The roster's JSON as short as its format allows: every empty field the format reads back the same
 * without (it defaults to that value) left out, each name checked by reading the result back, so the
 * receiver gets exactly the same roster. A QR code of a shorter link scans from further away.
 */
export function compacted<R>(json: unknown, game: RosterGame<R>): unknown {
  const reads = (x: unknown): string | null => {
    try {
      return JSON.stringify(game.toJson(game.parse(x)));
    } catch {
      return null;
    }
  };
  const wanted = reads(json);
  if (wanted === null) return json;
  const names = [...emptyFieldNames(json)];
  const all = withoutEmpty(json, new Set(names));
  if (reads(all) === wanted) return all;
  // Some empty field is required: leave out the others, one name at a time.
  return names.reduce((out, name) => {
    const next = withoutEmpty(out, new Set([name]));
    return reads(next) === wanted ? next : out;
  }, json);
}

/**
 * "#roster=…" for a roster: lz-string's format, written by our faster copy of its compressor
 * (./hash-link.ts). The opponent's link is also packed by the game's link fields (./packed-json.ts),
 * when they fit it: a packed roster is a list where a roster is an object, so readers tell them apart.
 */
export function shareFragment<R>(roster: R, game: RosterGame<R>, carries: LinkCarries = 'whole'): string {
  if (carries === 'whole') return hashLink(SHARE_KEY, JSON.stringify(game.toJson(roster)));
  const json = compacted(asPlayed(roster, game), game);
  const packed = game.linkFields && isRecord(json) ? packJson(json, game.linkFields) : null;
  return hashLink(SHARE_KEY, JSON.stringify(packed ?? json));
}

/** The page address (without its fragment) with the roster's share fragment. */
export function shareUrl<R>(pageUrl: string, roster: R, game: RosterGame<R>, carries: LinkCarries = 'whole'): string {
  return `${pageUrl.split('#')[0]}${shareFragment(roster, game, carries)}`;
}

/**
 * The compressed roster in a location hash, or null when the hash holds no share link. A link a
 * messenger percent-encoded (`%2B` for `+`, `%24` for `$`, `%3D` for `=`) reads as the one sent.
 */
export const sharedPayload = (hash: string): string | null => hashValue(hash, SHARE_KEY);

export const TOO_LARGE_LINK = 'This link is too large to be a roster.';
export const PACKED_UNREADABLE = 'This link cannot be read here: it was made by a newer version of this site, or it is damaged. Reload the page to get the newest version, or ask for the link again.';

/** Reads the roster a share link carries (null when the hash holds none), or why it cannot be read. */
export function readShareFragment<R>(hash: string, game: RosterGame<R>): ReadResult<R> | null {
  const payload = sharedPayload(hash);
  if (payload === null) return null;
  const damaged = { ok: false as const, message: 'The link is damaged or cut short: ask for it again, or for the exported file.' };
  // Compression at least halves a roster, so a longer payload cannot be one (and would be slow to
  // unpack); unpacking stops at MAX_UNPACKED_CHARS: a crafted link can unpack to gigabytes.
  const unpacked = unpackLink(payload, { maxLength: MAX_ROSTER_CHARS, maxChars: MAX_UNPACKED_CHARS });
  if (!unpacked.ok) return unpacked.reason === 'too-large' ? { ok: false, message: TOO_LARGE_LINK } : damaged;
  const read = unpacked.text.startsWith('[') ? readPacked(unpacked.text, game) : readRosterText(unpacked.text, game);
  return read.ok ? read : { ok: false, message: read.message.replace(/^The file/, 'The link') };
}

/**
 * A roster from what a player pasted: a whole share link (its fragment read) or the payload alone; a
 * clear message when it holds no roster of the game (the opponent's panel, the Arsenal's crew numbers).
 */
export function readPastedShare<R>(text: string, game: RosterGame<R>): ReadResult<R> {
  const hash = text.includes('#') ? text.slice(text.indexOf('#')) : `#${SHARE_KEY}=${text.trim()}`;
  return readShareFragment(hash, game) ?? { ok: false, message: `That is not a ${game.noun}’s share link.` };
}

/** A roster packed by the game's link fields; one this site cannot unpack was made by a newer site or damaged. */
function readPacked<R>(text: string, game: RosterGame<R>): ReadResult<R> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const roster = game.linkFields ? unpackJson(json, game.linkFields) : null;
  if (!roster) return { ok: false, message: PACKED_UNREADABLE };
  return readRosterJson(roster, game);
}
