/** What a library shows and tells: its snapshot, the events it reports, its options. */
import type { SavedRoster } from './envelope';
import type { UnreadableRoster } from './entries';
import type { DeletedRoster } from './trash';
import type { Schedule } from './write-scheduler';

/** Something the library did on its own that the player must hear about. */
export type LibraryEvent =
  | { kind: 'merged'; id: string; name: string }
  | { kind: 'conflict'; id: string; copyId: string; name: string; copyName: string; fields: string[] }
  | { kind: 'restored-as-copy'; key: string; copyId: string; name: string };

export interface LibrarySnapshot<R> {
  /** Readable rosters, the most recently saved first (pending changes included). */
  rosters: readonly SavedRoster<R>[];
  unreadable: readonly UnreadableRoster[];
  /** Deleted this visit, the most recent first. */
  deleted: readonly DeletedRoster[];
  /** Rosters this tab holds that another tab deleted (kept here until kept again or closed). */
  gone: readonly SavedRoster<R>[];
  /** False when the rosters live in memory only (the browser lets us store nothing). */
  persistent: boolean;
  /** Why the last write failed (storage full), or null when every change is written. */
  saveError: string | null;
  /** How many rosters have a change not yet written. */
  pending: number;
}

export interface LibraryOptions {
  /** False when `store` is the in-memory fallback. Default true. */
  persistent?: boolean;
  now?: () => Date;
  newId?: () => string;
  /** This tab's id, written in every revision. Default a random id. */
  tabId?: string;
  /**
   * When an edit's write happens: `schedule(write)` must call `write` later (after the next paint).
   * Default: at once, in `update`.
   */
  schedule?: Schedule;
}

/** A short random id (time, then random letters): unique on one device. */
export function randomId(): string {
  const bytes = new Uint8Array(6);
  const cryptoApi = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (cryptoApi?.getRandomValues) cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return `${Date.now().toString(36)}-${[...bytes].map((b) => (b % 36).toString(36)).join('')}`;
}
