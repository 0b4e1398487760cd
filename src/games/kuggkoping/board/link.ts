/**
 * The board in the page address: `#board=<lz-string>` holds the board, its models, the selection and
 * the view, so a situation can be shared. The text is compact JSON with a version number:
 *
 *   { "v": 1,
 *     "t": ["..b.", ...],                        terrain rows (board/text.ts); the size is theirs
 *     "m": [["c", x, y, move, range, "label"]],  models: c Character, e enemy; the label is optional
 *     "s": { "a": 0, "t": 1, "p": [x, y] },      selection: attacker, target, chosen space (optional)
 *     "w": "reach" }                             view (optional, default "sight")
 *
 * The link is a versioned format (src/roster/versioned.ts, the version in `v`) packed by the roster
 * kit's hash-link helper. Decoding never throws: a damaged board is refused with a sentence saying
 * what is wrong, one made by a newer site is refused as newer (not damaged), and a bad selection or
 * view is dropped with a warning while the board itself is kept.
 */
import { hashLink, hashValue, packLink, unpackLink } from '../../../roster/hash-link';
import { linkPayload } from '../../../roster/lz-decompress';
import { RosterFormatError } from '../../../roster/errors';
import { defineFormat, isRecord, type FormatSpec, type JsonObject } from '../../../roster/versioned';
import { BoardInputError } from '../board';
import { checkBoardSetup, checkSelection, checkView, type BoardState } from './state';
import { terrainFromRows, terrainToRows } from './text';

export const BOARD_LINK_VERSION = 1;
export const BOARD_HASH_KEY = 'board';
/** Longer than any real board's link by far; a cap keeps a hostile link from unpacking to megabytes. */
export const MAX_LINK_LENGTH = 6000;
const MAX_JSON_LENGTH = 100_000;

type ModelTuple = [side: 'c' | 'e', x: number, y: number, move: number, range: number, label?: string];

interface LinkV1 {
  v: 1;
  t: string[];
  m?: ModelTuple[];
  s?: { a?: number; t?: number; p?: [number, number] };
  w?: string;
}

/** The compact JSON for a state (checked by the caller: the board tool only holds checked states). */
function toLink(state: BoardState): LinkV1 {
  const link: LinkV1 = { v: BOARD_LINK_VERSION, t: terrainToRows(state.width, state.height, state.terrain) };
  if (state.models.length > 0) {
    link.m = state.models.map((m) => {
      const tuple: ModelTuple = [m.side === 'character' ? 'c' : 'e', m.x, m.y, m.move, m.range];
      if (m.label) tuple.push(m.label);
      return tuple;
    });
  }
  const { attacker, target, space } = state.selection;
  if (attacker !== undefined || target !== undefined || space) {
    link.s = {};
    if (attacker !== undefined) link.s.a = attacker;
    if (target !== undefined) link.s.t = target;
    if (space) link.s.p = [space.x, space.y];
  }
  if (state.view !== 'sight') link.w = state.view;
  return link;
}

/** The text after `#board=`: the state as compact JSON, compressed with lz-string (URL-safe letters). */
export function encodeBoardState(state: BoardState): string {
  return packLink(JSON.stringify(toLink(state)));
}

/** The whole fragment, "#board=…". */
export function boardHash(state: BoardState): string {
  return hashLink(BOARD_HASH_KEY, JSON.stringify(toLink(state)));
}

export type DecodedBoard =
  | { ok: true; state: BoardState; /** What was dropped (a selection or view that no longer fits). */ warnings: string[] }
  | { ok: false; error: string };

function refuse(error: string): DecodedBoard {
  return { ok: false, error };
}

function modelFromTuple(tuple: unknown, i: number): unknown {
  if (!Array.isArray(tuple)) throw new BoardInputError(`models[${i}]`, 'is not a model');
  const [side, x, y, move, range, label] = tuple as unknown[];
  const model: Record<string, unknown> = { side: side === 'c' ? 'character' : side === 'e' ? 'enemy' : side, x, y, move, range };
  if (tuple.length > 5) model.label = label;
  return model;
}

/** A link whose board cannot be used: its message is the sentence the page shows. */
class UnusableBoard extends RosterFormatError {
  constructor(sentence: string) {
    super('', sentence);
  }
}

/** The board of a version-1 link, with what was dropped; throws UnusableBoard when the board itself does not check. */
function readLink(data: JsonObject): { state: BoardState; warnings: string[] } {
  let state: BoardState;
  try {
    const { width, height, terrain } = terrainFromRows(data.t, 'terrain');
    if (data.m !== undefined && !Array.isArray(data.m)) throw new BoardInputError('models', 'is not a list of models');
    const models = ((data.m as unknown[] | undefined) ?? []).map(modelFromTuple);
    const { setup } = checkBoardSetup({ width, height, terrain, models });
    state = { ...setup, selection: {}, view: 'sight' };
  } catch (error) {
    if (error instanceof BoardInputError) throw new UnusableBoard(`The board in this link cannot be used: ${error.message}.`);
    throw new UnusableBoard('The board in this link cannot be used.');
  }
  const warnings: string[] = [];
  if (data.s !== undefined) {
    try {
      const s = data.s;
      if (!isRecord(s)) throw new BoardInputError('selection', 'is not readable');
      const selection: Record<string, unknown> = {};
      if (s.a !== undefined) selection.attacker = s.a;
      if (s.t !== undefined) selection.target = s.t;
      if (s.p !== undefined) selection.space = Array.isArray(s.p) && s.p.length === 2 ? { x: s.p[0], y: s.p[1] } : s.p;
      state.selection = checkSelection(state, selection);
    } catch (error) {
      warnings.push(`The selection in the link was dropped: ${error instanceof Error ? error.message : 'it is not readable'}.`);
    }
  }
  if (data.w !== undefined) {
    try {
      state.view = checkView(data.w);
    } catch (error) {
      warnings.push(`The view in the link was dropped, showing the line of sight instead: ${error instanceof Error ? error.message : 'it is not readable'}.`);
    }
  }
  return { state, warnings };
}

/** The board link's format: version 1 in the field `v`. Each new version adds its migration here. */
export const BOARD_LINK_FORMAT: FormatSpec<{ state: BoardState; warnings: string[] }> = { noun: 'board link', version: BOARD_LINK_VERSION, versionField: 'v', migrations: {}, read: readLink };
const boardLinkFormat = defineFormat(BOARD_LINK_FORMAT);

/** Reads the text after `#board=`. Never throws. */
export function decodeBoardState(sent: string): DecodedBoard {
  if (typeof sent !== 'string' || sent.length === 0) return refuse('The board link is empty.');
  const text = linkPayload(sent); // a messenger may have percent-encoded its + and $
  // Unpacking stops at MAX_JSON_LENGTH: lz-string's own loop would unpack a crafted link to gigabytes.
  const unpacked = unpackLink(text, { maxLength: MAX_LINK_LENGTH, maxChars: MAX_JSON_LENGTH });
  if (!unpacked.ok) {
    if (unpacked.reason === 'too-long') return refuse(`The board link is too long to be a board (${text.length} characters; a board needs far fewer).`);
    if (unpacked.reason === 'too-large') return refuse('The board link unpacks to far more than a board holds.');
    return refuse('The board link is damaged: it does not unpack. Was it cut short when it was copied?');
  }
  let data: unknown;
  try {
    data = JSON.parse(unpacked.text);
  } catch {
    return refuse('The board link is damaged: what it unpacks to is not a board. Was it cut short when it was copied?');
  }
  const read = boardLinkFormat.read(data);
  if (read.ok) return { ok: true, ...read.value };
  if (read.newer) {
    const v = (data as JsonObject).v as number;
    return refuse(`This board link was made by a newer version of this site (version ${v}); this page reads version ${BOARD_LINK_VERSION}. Reload the page to get the newest version.`);
  }
  if (read.error instanceof UnusableBoard) return refuse(read.error.message);
  if (read.error.field === 'v') return refuse('The board link is damaged: it has no version this page knows.');
  return refuse('The board link is damaged: it holds no board.');
}

/**
 * Reads `#board=…` from a location hash ("#board=…" or "board=…", other `&`-separated keys allowed).
 * null when the hash holds no board (the page shows its default board).
 */
export function readBoardHash(hash: string): DecodedBoard | null {
  const value = hashValue(hash, BOARD_HASH_KEY); // "board%3D…" from a messenger too
  return value === null ? null : decodeBoardState(value);
}
