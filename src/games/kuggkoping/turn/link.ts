/**
 * The turn in a link (#turn=…) and in the session. A link is the turn's JSON packed by the roster
 * kit's hash-link helper (the same as share and board links); a board-tool link (#board=…) starts a
 * turn from its board. The session keeps the whole-turn mode's turn for a reload; one saved there by a
 * newer site is reported and left as it is.
 */
import { hashLink, hashValue, unpackLink } from '../../../roster/hash-link';
import { BOARD_HASH_KEY, decodeBoardState } from '../board/link';
import type { TurnData } from './data';
import { TURN_KEY } from '../../../roster/storage-keys';
import { turnFromBoard } from './edit';
import { readTurnResult, turnJson, type TurnRead } from './saved';
import { emptyTurn, type TurnState } from './state';

export const TURN_HASH_KEY = 'turn';
/** The session key the whole-turn mode keeps its turn under. */
export const TURN_STORAGE_KEY = TURN_KEY;
/** Longer than any turn's link; a cap keeps a hostile link from unpacking to megabytes. */
const TURN_LINK_CAPS = { maxLength: 12_000, maxChars: 200_000 };

/** "#turn=…": the whole turn, packed like the board's and rosters' links. */
export function turnHash(state: TurnState): string {
  return hashLink(TURN_HASH_KEY, turnJson(state));
}

/**
 * Reads `#turn=…` (or `#board=…`, which starts a turn from a board-tool link) from a page's hash: null
 * when it holds neither; never throws (a damaged link is a sentence, a newer one says so).
 */
export function readTurnHash(hash: string, data: TurnData, seed: string): TurnRead | null {
  const value = hashValue(hash, TURN_HASH_KEY);
  if (value !== null) {
    const unpacked = unpackLink(value, TURN_LINK_CAPS);
    if (!unpacked.ok) return { ok: false, error: unpacked.reason === 'too-long' ? 'The turn link is too long to be a turn.' : 'The turn link is damaged: it does not unpack. Was it cut short when it was copied?' };
    let json: unknown;
    try {
      json = JSON.parse(unpacked.text);
    } catch {
      return { ok: false, error: 'The turn link is damaged: it holds no turn.' };
    }
    const read = readTurnResult(json, data);
    if (read.ok) return read;
    if (read.newer) return { ok: false, newer: true, error: read.error.replace(/^This turn was saved/, 'This turn link was made') };
    return { ok: false, error: `The turn in this link cannot be used: ${read.error}` };
  }
  const board = hashValue(hash, BOARD_HASH_KEY);
  if (board === null) return null;
  const decoded = decodeBoardState(board);
  return decoded.ok ? { ok: true, state: turnFromBoard(emptyTurn(seed), data, decoded.state) } : { ok: false, error: decoded.error };
}

/** What the session holds: nothing, a turn, or one it cannot read (`newer`: saved by a newer site, to be left as it is). */
export const STORED_TURN_NEWER =
  'The turn kept in this tab was saved by a newer version of this site, so this page cannot open it: it is left as it was, and a new turn starts here. Reload the page to get the newest version and that turn back; a change made here replaces it.';

/** A turn kept in the session, null when there is none; one that cannot be read says why (it is left alone until the page saves a change). */
export function readStoredTurn(raw: string | null, data: TurnData): TurnRead | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'The turn kept in this tab is damaged: it is not a turn.' };
  }
  const read = readTurnResult(json, data);
  return read.ok || !read.newer ? read : { ok: false, newer: true, error: STORED_TURN_NEWER };
}
