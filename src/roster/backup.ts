/**
 * "Download everything": one file with every roster saved on this device, of every game, as stored
 * (and, once they exist, every game in progress and campaign log: any key under `skirmish-shelf:roster:`).
 *
 *   { "backup": "skirmish-shelf", "version": 1, "exportedAt": "2030-01-01T10:00:00.000Z",
 *     "entries": [
 *       { "key": "skirmish-shelf:roster:heartbreaker:lx2-abc", "entry": { "envelope": 1, "game": ..., "roster": { ... } } },
 *       { "key": "skirmish-shelf:roster:wolsung:old", "text": "the stored text, when it is not JSON" } ] }
 *
 * Changes not yet written (storage full) go in as this tab holds them. Reading a backup adds each
 * entry as a new one under a new id and overwrites nothing.
 */
import { isRecord } from '../common/json';
import type { RosterEnvelope } from './library';
import { ROSTER_PREFIX } from './storage-keys';
import { safely, type KeyValueStore } from './store';
import { RosterFormatError } from './errors';
import { defineFormat, nestsWithin } from './versioned';
import { games } from '../common/catalog';

export const BACKUP_VERSION = 1;

export interface BackupEntry {
  key: string;
  /** The stored envelope, parsed. */
  entry?: unknown;
  /** The stored text when it is not JSON (kept exactly). */
  text?: string;
}

export interface BackupFile {
  backup: 'skirmish-shelf';
  version: number;
  exportedAt: string;
  entries: BackupEntry[];
}


/** The backup file's text: every stored entry, with `held` (this tab's envelopes by key) over the stored ones. */
export function backupText(store: KeyValueStore, held: ReadonlyMap<string, RosterEnvelope>, now: Date): string {
  const entries = new Map<string, BackupEntry>();
  for (const key of safely(() => store.keys(), []).filter((k) => k.startsWith(ROSTER_PREFIX)).sort()) {
    const raw = safely(() => store.getItem(key), null);
    if (raw === null) continue;
    try {
      entries.set(key, { key, entry: JSON.parse(raw) });
    } catch {
      entries.set(key, { key, text: raw });
    }
  }
  for (const [key, envelope] of held) entries.set(key, { key, entry: envelope });
  const file: BackupFile = { backup: 'skirmish-shelf', version: BACKUP_VERSION, exportedAt: now.toISOString(), entries: [...entries.values()] };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export function backupFileName(now: Date): string {
  return `skirmish-shelf-backup-${now.toISOString().slice(0, 10)}.json`;
}

/** True when parsed JSON is a backup file (not a single roster). */
export function isBackup(input: unknown): input is BackupFile {
  return isRecord(input) && input.backup === 'skirmish-shelf';
}

export interface BackupContents {
  /** Envelopes of the given game. */
  mine: { key: string; roster: unknown }[];
  /** Entries of other games (or unreadable ones), to store as new under their game. */
  others: { game: string; envelope: unknown; text?: string }[];
  /** Entries not taken: its storage key, what it is and why, in the player's words. */
  refused: { key: string; what: string; why: string }[];
}

/** How deep an entry may nest: no roster or game comes near it, and reading it can never run out of stack. */
const ENTRY_DEPTH = 60;

/** The backup file's format: version 1; a file with no version or a wrong one is damaged, a higher one newer. */
const backupFormat = defineFormat<BackupFile>({
  noun: 'backup file',
  version: BACKUP_VERSION,
  read: (json) => {
    if (!Array.isArray(json.entries)) throw new RosterFormatError('entries', 'is missing: the backup has no list of entries');
    return json as unknown as BackupFile;
  },
});

/** An entry of a backup as a player knows it: "entry 2, a saved Wolsung SSG roster" ("entry 2" when its key says nothing). */
export function entryWords(index: number, key: unknown): string {
  const where = `entry ${index + 1}`;
  if (typeof key !== 'string' || !key.startsWith(ROSTER_PREFIX)) return where;
  const slug = key.slice(ROSTER_PREFIX.length).split(':')[0] ?? '';
  const playing = slug.startsWith('play-');
  const name = games.find((g) => g.slug === (playing ? slug.slice('play-'.length) : slug))?.name;
  if (!name) return where;
  return `${where}, ${playing ? `a ${name} game in progress` : `a saved ${name} roster`}`;
}

/** What an import of a backup says: how many entries were added, and each refused one (the first five) with why. */
export function backupReport(added: number, refused: BackupContents['refused']): { refused: boolean; text: string } {
  const told = refused.slice(0, 5).map((r) => `${r.what} (${r.why})`);
  const more = refused.length > 5 ? ` and ${refused.length - 5} more` : '';
  const notTaken = refused.length === 0 ? '' : ` Not taken: ${told.join('; ')}${more}.`;
  return { refused: refused.length > 0, text: `Imported the backup: ${added} ${added === 1 ? 'entry' : 'entries'} added as new; nothing saved was overwritten.${notTaken}` };
}

/**
 * Splits a backup into this game's rosters and everything else, entry by entry; an entry that is not
 * one is refused with why. Throws a sentence when the file as a whole cannot be read.
 */
export function readBackup(input: BackupFile, game: string): BackupContents {
  const read = backupFormat.read(input);
  if (!read.ok) throw new Error(read.newer ? 'The backup was made by a newer version of this site, which this one cannot read.' : `The backup file is damaged: ${read.error.message}.`);
  const out: BackupContents = { mine: [], others: [], refused: [] };
  (read.value.entries as unknown[]).forEach((item, i) => {
    const key = isRecord(item) && typeof item.key === 'string' ? item.key.slice(0, 120) : `entry ${i + 1}`;
    const refuse = (why: string) => out.refused.push({ key, what: entryWords(i, isRecord(item) ? item.key : undefined), why });
    if (!isRecord(item) || typeof item.key !== 'string' || !item.key.startsWith(ROSTER_PREFIX)) return refuse('it is not an entry this site saves');
    const entryGame = item.key.slice(ROSTER_PREFIX.length).split(':')[0] ?? '';
    if (!/^[a-z0-9-]{1,40}$/.test(entryGame)) return refuse('it names no game this site knows');
    if (!nestsWithin(item.entry, ENTRY_DEPTH)) return refuse(`it nests deeper than ${ENTRY_DEPTH} levels, which no roster or game does`);
    const envelope = item.entry;
    if (entryGame === game && isRecord(envelope) && 'roster' in envelope) out.mine.push({ key: item.key, roster: envelope.roster });
    else out.others.push({ game: entryGame, envelope, text: typeof item.text === 'string' ? item.text : undefined });
  });
  return out;
}
