/**
 * The saved rosters of one game on this device: each in its own storage key as a versioned envelope
 * `{ envelope: 1, game, id, createdAt, savedAt, roster }`, where `roster` is the game's JSON format
 * (with its own "game" and "version", migrated by the game's parser when read).
 *
 * Nothing saved is ever dropped: an entry that cannot be read (broken, from a newer site, failing
 * its migration) stays in storage untouched and is listed as unreadable, with its raw text to
 * download. A deleted roster is kept in memory until the page closes, so Delete can be undone.
 * Writes that fail (storage full) keep the change in memory and say so in `saveError`.
 */
import { describeReadError } from './files';
import type { RosterGame } from './game';
import type { KeyValueStore } from './store';

export const ENVELOPE_VERSION = 1;
const PREFIX = 'skirmish-shelf:roster:';
const OPEN_PREFIX = 'skirmish-shelf:roster-open:';

export interface RosterEnvelope {
  envelope: number;
  game: string;
  id: string;
  createdAt: string;
  savedAt: string;
  roster: unknown;
}

export interface SavedRoster<R> {
  id: string;
  createdAt: string;
  savedAt: string;
  roster: R;
}

/** A saved entry this site cannot read: kept as it is, never overwritten. */
export interface UnreadableRoster {
  key: string;
  /** Its name when one can be made out, else its storage key. */
  label: string;
  reason: string;
  /** The stored text, exactly (offered as a download). */
  raw: string;
}

/** A deleted entry, kept until the page closes. */
export interface DeletedRoster {
  key: string;
  label: string;
  raw: string;
}

export interface LibrarySnapshot<R> {
  /** Readable rosters, the most recently saved first. */
  rosters: readonly SavedRoster<R>[];
  unreadable: readonly UnreadableRoster[];
  /** Deleted this visit, the most recent first. */
  deleted: readonly DeletedRoster[];
  /** False when the rosters live in memory only (the browser lets us store nothing). */
  persistent: boolean;
  /** Why the last write failed (storage full), or null when everything is saved. */
  saveError: string | null;
}

export interface LibraryOptions {
  /** False when `store` is the in-memory fallback. Default true. */
  persistent?: boolean;
  now?: () => Date;
  newId?: () => string;
}

export function rosterKey(game: string, id: string): string {
  return `${PREFIX}${game}:${id}`;
}

/** A short random id (time, then random letters): unique on one device. */
export function randomId(): string {
  const bytes = new Uint8Array(6);
  const cryptoApi = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (cryptoApi?.getRandomValues) cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return `${Date.now().toString(36)}-${[...bytes].map((b) => (b % 36).toString(36)).join('')}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function errorText(error: unknown): string {
  const name = isObject(error) && typeof error.name === 'string' ? error.name : '';
  if (/quota/i.test(name) || /quota|full|exceeded/i.test(String((error as Error)?.message ?? ''))) return 'the browser’s storage for this site is full';
  return 'the browser refused to store it';
}

export class RosterLibrary<R> {
  private readonly game: RosterGame<R>;
  private readonly store: KeyValueStore;
  private readonly persistent: boolean;
  private readonly now: () => Date;
  private readonly newId: () => string;
  private saved = new Map<string, SavedRoster<R>>();
  private broken: UnreadableRoster[] = [];
  private trash: DeletedRoster[] = [];
  private saveError: string | null = null;
  private snapshot!: LibrarySnapshot<R>;
  private listeners = new Set<() => void>();

  constructor(game: RosterGame<R>, store: KeyValueStore, options: LibraryOptions = {}) {
    this.game = game;
    this.store = store;
    this.persistent = options.persistent ?? true;
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? randomId;
    this.load();
  }

  /** The current state (a new object after every change, for React's useSyncExternalStore). */
  getSnapshot = (): LibrarySnapshot<R> => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get(id: string): SavedRoster<R> | undefined {
    return this.saved.get(id);
  }

  /**
   * Reads everything again (another tab changed the storage). Skipped while a write has failed, so
   * changes kept only in memory are not replaced by older saved ones. Deleted entries stay restorable.
   */
  reload(): void {
    if (this.saveError === null) this.load();
  }

  /** Saves a new roster (new, imported, a copy of a shared one) under a new id; never overwrites. */
  create(roster: R): SavedRoster<R> {
    let id = this.newId();
    while (this.saved.has(id) || this.store.getItem(rosterKey(this.game.game, id)) !== null) id = `${id}-${this.newId()}`;
    const at = this.now().toISOString();
    const entry: SavedRoster<R> = { id, createdAt: at, savedAt: at, roster };
    this.write(entry);
    return entry;
  }

  /** Saves a change to a roster (every edit calls this). */
  update(id: string, roster: R): void {
    const old = this.saved.get(id);
    if (!old) throw new Error(`no saved roster ${id}`);
    this.write({ ...old, roster, savedAt: this.now().toISOString() });
  }

  duplicate(id: string): SavedRoster<R> {
    const old = this.saved.get(id);
    if (!old) throw new Error(`no saved roster ${id}`);
    return this.create(this.game.rename(old.roster, `${this.game.name(old.roster)} (copy)`.trim()));
  }

  /** Deletes a roster (readable or not); it can be brought back with restore() until the page closes. */
  remove(idOrKey: string): void {
    const key = idOrKey.startsWith(PREFIX) ? idOrKey : rosterKey(this.game.game, idOrKey);
    const entry = [...this.saved.values()].find((e) => rosterKey(this.game.game, e.id) === key);
    const broken = this.broken.find((b) => b.key === key);
    const raw = this.store.getItem(key) ?? (entry ? JSON.stringify(this.envelopeOf(entry)) : broken?.raw);
    if (raw === undefined || raw === null) return;
    const label = entry ? this.game.name(entry.roster) : (broken?.label ?? key);
    this.trash = [{ key, label, raw }, ...this.trash.filter((d) => d.key !== key)];
    try {
      this.store.removeItem(key);
    } catch {
      /* a failed removal leaves it saved, which loses nothing */
    }
    if (entry) this.saved.delete(entry.id);
    this.broken = this.broken.filter((b) => b.key !== key);
    this.changed();
  }

  /** Brings a deleted roster back exactly as it was stored; returns its id when it is readable. */
  restore(key: string): string | undefined {
    const item = this.trash.find((d) => d.key === key);
    if (!item) return undefined;
    this.trash = this.trash.filter((d) => d.key !== key);
    this.writeRaw(key, item.raw);
    this.readEntry(key, item.raw);
    this.changed();
    return [...this.saved.values()].find((e) => rosterKey(this.game.game, e.id) === key)?.id;
  }

  /** The roster that was open last time (to reopen it after a reload). */
  lastOpened(): string | null {
    try {
      const id = this.store.getItem(`${OPEN_PREFIX}${this.game.game}`);
      return id && this.saved.has(id) ? id : null;
    } catch {
      return null;
    }
  }

  setLastOpened(id: string | null): void {
    try {
      if (id === null) this.store.removeItem(`${OPEN_PREFIX}${this.game.game}`);
      else this.store.setItem(`${OPEN_PREFIX}${this.game.game}`, id);
    } catch {
      /* only a convenience */
    }
  }

  private envelopeOf(entry: SavedRoster<R>): RosterEnvelope {
    return { envelope: ENVELOPE_VERSION, game: this.game.game, id: entry.id, createdAt: entry.createdAt, savedAt: entry.savedAt, roster: this.game.toJson(entry.roster) };
  }

  private write(entry: SavedRoster<R>): void {
    this.saved.set(entry.id, entry);
    this.writeRaw(rosterKey(this.game.game, entry.id), JSON.stringify(this.envelopeOf(entry)));
    this.changed();
  }

  private writeRaw(key: string, raw: string): void {
    try {
      this.store.setItem(key, raw);
      this.saveError = null;
    } catch (error) {
      this.saveError = errorText(error);
    }
  }

  private load(): void {
    this.saved = new Map();
    this.broken = [];
    const prefix = `${PREFIX}${this.game.game}:`;
    for (const key of this.safely(() => this.store.keys(), []).filter((k) => k.startsWith(prefix)).sort()) {
      const raw = this.safely(() => this.store.getItem(key), null);
      if (raw !== null) this.readEntry(key, raw);
    }
    this.changed();
  }

  /** A read from the store, or `fallback` when the store throws (storage revoked mid-visit). */
  private safely<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch {
      return fallback;
    }
  }

  private readEntry(key: string, raw: string): void {
    const unreadable = (reason: string, label = key) => void this.broken.push({ key, label, reason, raw });
    let envelope: unknown;
    try {
      envelope = JSON.parse(raw);
    } catch {
      return unreadable('The saved text is not valid JSON.');
    }
    if (!isObject(envelope) || typeof envelope.id !== 'string' || rosterKey(this.game.game, envelope.id) !== key) {
      return unreadable('The saved entry is not in the form this site writes.');
    }
    const label = isObject(envelope.roster) && typeof envelope.roster.name === 'string' && envelope.roster.name.trim() ? envelope.roster.name : key;
    if (typeof envelope.envelope !== 'number' || envelope.envelope > ENVELOPE_VERSION) {
      return unreadable('It was saved by a newer version of this site.', label);
    }
    let roster: R;
    try {
      roster = this.game.parse(envelope.roster);
    } catch (error) {
      return unreadable(describeReadError(error, this.game), label);
    }
    const at = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : new Date(0).toISOString());
    this.saved.set(envelope.id, { id: envelope.id, createdAt: at(envelope.createdAt), savedAt: at(envelope.savedAt), roster });
  }

  private changed(): void {
    const rosters = [...this.saved.values()].sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.id.localeCompare(b.id));
    this.snapshot = { rosters, unreadable: [...this.broken], deleted: [...this.trash], persistent: this.persistent, saveError: this.saveError };
    for (const listener of this.listeners) listener();
  }
}
