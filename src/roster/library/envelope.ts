/**
 * The envelope a saved roster (or game in progress) is stored in, one storage key each:
 * `{ envelope: 1, game, id, createdAt, savedAt, rev, roster }` under `skirmish-shelf:roster:<game>:<id>`.
 * `roster` is the game's own JSON format (with its own "game" and "version", migrated by the game's
 * parser). The envelope is a format of the versioned-format kit (its version field is "envelope"):
 * one with no version or a wrong one is damaged, one with a higher version was saved by a newer site,
 * and either stays in storage as it is, listed as unreadable.
 */
import type { RosterGame } from '../game';
import { describeReadError } from '../files';
import { shown } from '../../common/words';
import { ROSTER_PREFIX } from '../storage-keys';
import { defineFormat, isRecord, type JsonObject } from '../versioned';
import type { Revision } from './revision';

export const ENVELOPE_VERSION = 1;

export interface RosterEnvelope {
  envelope: number;
  game: string;
  id: string;
  createdAt: string;
  savedAt: string;
  /** Absent in entries written before revisions (read as revision 0). */
  rev?: Revision;
  roster: unknown;
}

export interface SavedRoster<R> {
  id: string;
  createdAt: string;
  savedAt: string;
  roster: R;
}

/** The storage key of a game's entry `id`. */
export function rosterKey(game: string, id: string): string {
  return `${ROSTER_PREFIX}${game}:${id}`;
}

/** The id in a game's storage key (what follows `rosterKey(game, '')`). */
export const idOfKey = (game: string, key: string): string => key.slice(rosterKey(game, '').length);

/**
 * Version 1, the only one so far. Its fields are checked where the entry is read (the id against its
 * key, the dates leniently, the roster by its game), so the format checks the version alone.
 */
export const envelopeFormat = defineFormat<JsonObject>({ noun: 'saved entry', versionField: 'envelope', version: ENVELOPE_VERSION, read: (json) => json });

/** What a stored text is: an entry, or why not (with its name when one can be made out, else its key). */
export type EnvelopeRead<R> = { ok: true; entry: SavedRoster<R> } | { ok: false; reason: string; label: string };

export const NOT_JSON = 'The saved text is not valid JSON.';
export const NOT_OUR_FORM = 'The saved entry is not in the form this site writes.';
export const FROM_NEWER_SITE = 'It was saved by a newer version of this site.';

const at = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : new Date(0).toISOString());

/** Reads the text stored under `key`; never throws. */
export function readEnvelope<R>(game: RosterGame<R>, key: string, raw: string): EnvelopeRead<R> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: NOT_JSON, label: key };
  }
  if (!isRecord(json) || typeof json.id !== 'string' || rosterKey(game.game, json.id) !== key) return { ok: false, reason: NOT_OUR_FORM, label: key };
  const label = isRecord(json.roster) && typeof json.roster.name === 'string' && json.roster.name.trim() ? shown(json.roster.name) : key;
  const read = envelopeFormat.read(json);
  if (!read.ok) return { ok: false, reason: read.newer ? FROM_NEWER_SITE : NOT_OUR_FORM, label };
  let roster: R;
  try {
    roster = game.parse(json.roster);
  } catch (error) {
    return { ok: false, reason: describeReadError(error, game), label };
  }
  return { ok: true, entry: { id: json.id, createdAt: at(json.createdAt), savedAt: at(json.savedAt), roster } };
}

/** The envelope to write for an entry at revision `rev`. */
export function envelopeOf<R>(game: RosterGame<R>, entry: SavedRoster<R>, rev: Revision): RosterEnvelope {
  return { envelope: ENVELOPE_VERSION, game: game.game, id: entry.id, createdAt: entry.createdAt, savedAt: entry.savedAt, rev, roster: game.toJson(entry.roster) };
}
