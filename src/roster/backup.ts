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
import { ROSTER_PREFIX, type RosterEnvelope } from './library';
import type { KeyValueStore } from './store';

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

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
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
  return isObject(input) && input.backup === 'skirmish-shelf';
}

export interface BackupContents {
  /** Envelopes of the given game. */
  mine: { key: string; roster: unknown }[];
  /** Entries of other games (or unreadable ones), to store as new under their game. */
  others: { game: string; envelope: unknown; text?: string }[];
}

/** Splits a backup into this game's rosters and everything else; throws a sentence when it is not one this site reads. */
export function readBackup(input: BackupFile, game: string): BackupContents {
  if (typeof input.version !== 'number' || input.version > BACKUP_VERSION) throw new Error(`The backup is version ${String(input.version)}, newer than this site reads.`);
  if (!Array.isArray(input.entries)) throw new Error('The backup has no list of entries.');
  const out: BackupContents = { mine: [], others: [] };
  for (const item of input.entries as unknown[]) {
    if (!isObject(item) || typeof item.key !== 'string' || !item.key.startsWith(ROSTER_PREFIX)) continue;
    const entryGame = item.key.slice(ROSTER_PREFIX.length).split(':')[0] ?? '';
    if (!/^[a-z0-9-]{1,40}$/.test(entryGame)) continue;
    const envelope = item.entry;
    if (entryGame === game && isObject(envelope) && 'roster' in envelope) out.mine.push({ key: item.key, roster: envelope.roster });
    else out.others.push({ game: entryGame, envelope, text: typeof item.text === 'string' ? item.text : undefined });
  }
  return out;
}
