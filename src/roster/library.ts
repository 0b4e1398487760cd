/**
 * The saved rosters of one game on this device: each in its own storage key as a versioned envelope
 * `{ envelope: 1, game, id, createdAt, savedAt, rev, roster }`, where `roster` is the game's JSON
 * format (with its own "game" and "version", migrated by the game's parser when read) and `rev` is
 * `{ n, tab }`: a counter raised by every write and the id of the tab that wrote it.
 *
 * Nothing saved is ever dropped:
 * - An entry that cannot be read (broken, from a newer site, failing its migration) stays in storage
 *   untouched and is listed as unreadable, with its raw text to download.
 * - A deleted roster is kept in memory until the page closes, so Delete can be undone; an Undo puts
 *   it back exactly as it was, or as a copy when the entry was written again since.
 * - Writes compare and set: a change is written only over the text this tab last read or wrote. When
 *   another tab wrote in between, the two changes are merged field by field (three-way, against what
 *   this tab last read); when both changed the same field, the other tab's roster stays and this
 *   tab's is saved as a copy named for it. A roster deleted in another tab is kept in this tab (not
 *   written) until the player keeps it or closes it.
 * - A write that fails (storage full) leaves the change pending in memory: it is shown, listed, and
 *   written by the next `flush()` (every change, the page hidden or shown, a timer), and `saveError`
 *   says so until every pending change is written.
 * - An edit (`update`) is applied in memory at once (the snapshot changes, listeners hear it) and, with
 *   a `schedule` option, written when that calls back (in the browser: after the next paint, so a
 *   keystroke does not wait for `JSON.stringify` and `setItem` of the whole roster). Until then it is
 *   a pending change like any other: every other call that writes or compares (create, remove,
 *   restore, reload on another tab's write, flush on the page hidden) writes it first, by the same
 *   compare and set.
 */
import { describeReadError } from './files';
import type { RosterGame } from './game';
import { mergeJson } from './merge';
import { shown } from '../common/words';
import type { KeyValueStore } from './store';
import { OPEN_PREFIX, ROSTER_PREFIX } from './storage-keys';

export const ENVELOPE_VERSION = 1;
export { ROSTER_PREFIX };

/** Which write of an entry this is, and the tab that made it. */
export interface Revision {
  n: number;
  tab: string;
}

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
  schedule?: (write: () => void) => void;
}

export function rosterKey(game: string, id: string): string {
  return `${ROSTER_PREFIX}${game}:${id}`;
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

/** The revision in a stored text (0 for entries written before revisions). */
export function revisionOf(raw: string | null): Revision | null {
  if (raw === null) return null;
  // Every write reads the revision of the text it writes over, most often this tab's last write:
  // parsing a roster at its bounds on each keystroke was much of a write's cost, so the revision of
  // the last text written or read is remembered.
  if (raw === lastRevision.raw) return lastRevision.rev;
  const rev = parseRevision(raw);
  lastRevision = { raw, rev };
  return rev;
}

let lastRevision: { raw: string | null; rev: Revision } = { raw: null, rev: { n: 0, tab: '' } };

function parseRevision(raw: string): Revision {
  try {
    const env: unknown = JSON.parse(raw);
    const rev = isObject(env) ? env.rev : undefined;
    if (isObject(rev) && typeof rev.n === 'number' && typeof rev.tab === 'string') return { n: rev.n, tab: rev.tab };
  } catch {
    /* unreadable: revision 0 */
  }
  return { n: 0, tab: '' };
}

/** One roster as this tab knows it. */
interface Slot<R> {
  /** What this tab shows. */
  entry: SavedRoster<R>;
  /** The stored text this tab last read or wrote for it; null when it was never written. */
  base: string | null;
  /** The roster in `base` (the common ancestor of a merge). */
  baseRoster: R | null;
  /** The roster this tab's last write replaced: the ancestor again if another tab's write lands over it. */
  parentRoster: R | null;
  /** `entry` has a change not yet written. */
  dirty: boolean;
  /** Another tab deleted it; not written again until kept. */
  gone: boolean;
}

type Written = 'written' | 'failed' | 'held';

export class RosterLibrary<R> {
  private readonly game: RosterGame<R>;
  private readonly store: KeyValueStore;
  private readonly persistent: boolean;
  private readonly now: () => Date;
  private readonly newId: () => string;
  private readonly schedule: ((write: () => void) => void) | null;
  /** A write is scheduled and has not run yet. */
  private writeScheduled = false;
  /** Rosters with no change pending before an edit that now waits for the scheduled write (not yet tried, so not counted as pending). */
  private fresh = new Set<string>();
  readonly tabId: string;
  private slots = new Map<string, Slot<R>>();
  private broken: UnreadableRoster[] = [];
  private trash: DeletedRoster[] = [];
  /** Exact texts still to write (an Undo of a delete while storage is full). */
  private pendingRaw = new Map<string, string>();
  private saveError: string | null = null;
  private snapshot!: LibrarySnapshot<R>;
  private listeners = new Set<() => void>();
  private eventListeners = new Set<(event: LibraryEvent) => void>();

  constructor(game: RosterGame<R>, store: KeyValueStore, options: LibraryOptions = {}) {
    this.game = game;
    this.store = store;
    this.persistent = options.persistent ?? true;
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? randomId;
    this.tabId = options.tabId ?? randomId();
    this.schedule = options.schedule ?? null;
    this.load();
    this.changed();
  }

  /** The current state (a new object after every change, for React's useSyncExternalStore). */
  getSnapshot = (): LibrarySnapshot<R> => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Merges, conflicts and copies made on the player's behalf. */
  onEvent(listener: (event: LibraryEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** A roster this tab holds (saved, pending or deleted in another tab). */
  get(id: string): SavedRoster<R> | undefined {
    return this.slots.get(id)?.entry;
  }

  /** True when another tab deleted the roster this tab holds as `id`. */
  isGone(id: string): boolean {
    return this.slots.get(id)?.gone ?? false;
  }

  /**
   * Reads everything again (another tab changed the storage): entries this tab has no pending change
   * to are shown as stored at once; pending changes are written over the new text by merging.
   */
  reload(): void {
    this.load();
    this.flushQuietly();
    this.changed();
  }

  /** Saves a new roster (new, imported, a copy of a shared one) under a new id; never overwrites. */
  create(roster: R): SavedRoster<R> {
    const entry = this.add(roster);
    this.flushQuietly();
    this.changed();
    return entry;
  }

  /** Saves a change to a roster (every edit calls this). */
  update(id: string, roster: R): void {
    const slot = this.slots.get(id);
    if (!slot) throw new Error(`no saved roster ${id}`);
    slot.entry = { ...slot.entry, roster, savedAt: this.now().toISOString() };
    if (this.schedule && !slot.gone) {
      // Written after the paint, one write for every edit made until then.
      if (!slot.dirty) this.fresh.add(id);
      slot.dirty = true;
      if (!this.writeScheduled) {
        this.writeScheduled = true;
        this.schedule(() => {
          this.writeScheduled = false;
          this.flush();
        });
      }
    } else {
      slot.dirty = true;
      this.flushQuietly();
    }
    this.changed();
  }

  duplicate(id: string): SavedRoster<R> {
    const old = this.slots.get(id);
    if (!old) throw new Error(`no saved roster ${id}`);
    return this.create(this.game.rename(old.entry.roster, `${this.game.name(old.entry.roster)} (copy)`.trim()));
  }

  /** A roster deleted in another tab: save it again under its id, with what this tab holds. */
  keep(id: string): void {
    const slot = this.slots.get(id);
    if (!slot?.gone) return;
    slot.gone = false;
    slot.dirty = true;
    slot.base = null;
    this.flushQuietly();
    this.changed();
  }

  /** A roster deleted in another tab: let it go from this tab too. */
  forget(id: string): void {
    if (this.slots.get(id)?.gone) this.slots.delete(id);
    this.changed();
  }

  /** Deletes a roster (readable or not); it can be brought back with restore() until the page closes. */
  remove(idOrKey: string): void {
    const key = idOrKey.startsWith(ROSTER_PREFIX) ? idOrKey : rosterKey(this.game.game, idOrKey);
    const id = key.slice(rosterKey(this.game.game, '').length);
    const slot = this.slots.get(id);
    const broken = this.broken.find((b) => b.key === key);
    // The freshest text: this tab's pending change, else what is stored now, else what was read.
    const stored = this.safely(() => this.store.getItem(key), null);
    const raw = slot && (slot.dirty || stored === null) ? JSON.stringify(this.envelopeOf(slot.entry, revisionOf(slot.base) ?? { n: 0, tab: '' })) : (stored ?? broken?.raw);
    if (raw === undefined || raw === null) return;
    const label = slot ? this.game.name(slot.entry.roster) : (broken?.label ?? key);
    this.trash = [{ key, label, raw }, ...this.trash.filter((d) => d.key !== key)];
    try {
      this.store.removeItem(key);
    } catch {
      /* a failed removal leaves it saved, which loses nothing */
    }
    this.slots.delete(id);
    this.pendingRaw.delete(key);
    this.broken = this.broken.filter((b) => b.key !== key);
    this.flushQuietly(); // a delete frees space for changes still pending
    this.changed();
  }

  /**
   * Brings a deleted roster back exactly as it was stored; when its key was written again since
   * (another tab kept it), it comes back as a copy under a new id instead. Returns its id when readable.
   */
  restore(key: string): string | undefined {
    const item = this.trash.find((d) => d.key === key);
    if (!item) return undefined;
    this.trash = this.trash.filter((d) => d.key !== key);
    const current = this.safely(() => this.store.getItem(key), null);
    if (current !== null && current !== item.raw) {
      const copy = this.restoreAsCopy(item);
      this.changed();
      return copy;
    }
    this.pendingRaw.set(key, item.raw);
    this.readEntry(key, item.raw);
    this.flushQuietly();
    this.changed();
    const id = key.slice(rosterKey(this.game.game, '').length);
    return this.slots.has(id) ? id : undefined;
  }

  /** Tries every pending write again (a timer, the page hidden or shown); true when all are written. */
  flush(): boolean {
    if (this.countPending() > 0 || this.saveError !== null || this.fresh.size > 0) {
      const before = this.snapshot;
      const entries = [...this.slots.values()].map((s) => [s.entry, s.gone] as const);
      this.flushQuietly();
      // A new snapshot (and a new draw of everything showing it) only when what it shows changed: a
      // scheduled write that went through as planned changes nothing on screen.
      const same =
        this.saveError === before.saveError &&
        this.countPending() === before.pending &&
        this.broken.length === before.unreadable.length &&
        entries.length === this.slots.size &&
        [...this.slots.values()].every((s, i) => s.entry === entries[i]![0] && s.gone === entries[i]![1]);
      if (!same) this.changed();
    }
    return this.countPending() === 0;
  }

  /**
   * This game's envelopes as this tab holds them, pending changes included (for a backup file), and
   * those deleted in another tab while this tab still holds them: a backup made here keeps them.
   */
  envelopes(): RosterEnvelope[] {
    return [...this.slots.values()].map((s) => this.envelopeOf(s.entry, revisionOf(s.base) ?? { n: 0, tab: '' }));
  }

  /**
   * Adds every entry of a backup file as new (new ids; nothing overwritten): this game's rosters to
   * this library (an unreadable one kept as it is, listed as unreadable), other games' entries straight
   * to the store for their builders. Returns how many were added.
   */
  importBackup(mine: readonly { roster: unknown }[], others: readonly { game: string; envelope: unknown; text?: string }[]): number {
    let added = 0;
    for (const item of mine) {
      let roster: R | undefined;
      try {
        roster = this.game.parse(item.roster);
      } catch {
        roster = undefined;
      }
      if (roster !== undefined) this.add(roster);
      else {
        const id = this.newId();
        const key = rosterKey(this.game.game, id);
        this.pendingRaw.set(key, JSON.stringify({ envelope: ENVELOPE_VERSION, game: this.game.game, id, createdAt: this.now().toISOString(), savedAt: this.now().toISOString(), roster: item.roster }));
        this.readEntry(key, this.pendingRaw.get(key)!);
      }
      added++;
    }
    for (const other of others) {
      const id = this.newId();
      const key = rosterKey(other.game, id);
      const raw = isObject(other.envelope) ? JSON.stringify({ ...other.envelope, id }) : (other.text ?? JSON.stringify(other.envelope));
      this.pendingRaw.set(key, raw);
      added++;
    }
    this.flushQuietly();
    this.changed();
    return added;
  }

  /** The roster that was open last time (to reopen it after a reload). */
  lastOpened(): string | null {
    try {
      const id = this.store.getItem(`${OPEN_PREFIX}${this.game.game}`);
      return id && this.slots.has(id) && !this.slots.get(id)!.gone ? id : null;
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

  private add(roster: R): SavedRoster<R> {
    let id = this.newId();
    while (this.slots.has(id) || this.safely(() => this.store.getItem(rosterKey(this.game.game, id)), null) !== null) id = `${id}-${this.newId()}`;
    const at = this.now().toISOString();
    const entry: SavedRoster<R> = { id, createdAt: at, savedAt: at, roster };
    this.slots.set(id, { entry, base: null, baseRoster: null, parentRoster: null, dirty: true, gone: false });
    return entry;
  }

  private restoreAsCopy(item: DeletedRoster): string | undefined {
    let roster: R | undefined;
    try {
      const env: unknown = JSON.parse(item.raw);
      if (isObject(env)) roster = this.game.parse(env.roster);
    } catch {
      roster = undefined;
    }
    if (roster === undefined) {
      // Unreadable: its exact text under a new key (it stays listed as unreadable, nothing lost).
      const key = rosterKey(this.game.game, this.newId());
      this.pendingRaw.set(key, item.raw);
      this.readEntry(key, item.raw);
      this.flushQuietly();
      return undefined;
    }
    const name = `${this.game.name(roster)} (restored)`.trim();
    const entry = this.add(this.game.rename(roster, name));
    this.flushQuietly();
    this.emit({ kind: 'restored-as-copy', key: item.key, copyId: entry.id, name });
    return entry.id;
  }

  /** Changes tried and not written (an edit waiting for its scheduled write is not counted yet). */
  private countPending(): number {
    let n = this.pendingRaw.size;
    for (const [id, slot] of this.slots) if (slot.dirty && !this.fresh.has(id)) n++;
    return n;
  }

  private flushQuietly(): void {
    this.fresh.clear();
    let error: string | null = null;
    for (const [key, raw] of [...this.pendingRaw]) {
      const result = this.tryWrite(key, raw);
      if (result === null) this.pendingRaw.delete(key);
      else error = result;
    }
    for (const [id, slot] of [...this.slots]) {
      if (!slot.dirty || slot.gone) continue;
      const result = this.writeSlot(id, slot);
      if (result === 'failed') error ??= this.lastError;
    }
    this.saveError = error;
  }

  private lastError = '';

  /** null when written, else why not. */
  private tryWrite(key: string, raw: string): string | null {
    try {
      this.store.setItem(key, raw);
      return null;
    } catch (error) {
      this.lastError = errorText(error);
      return this.lastError;
    }
  }

  /** Compare and set: writes the slot over the text it last read, merging with another tab's write. */
  private writeSlot(id: string, slot: Slot<R>): Written {
    const key = rosterKey(this.game.game, id);
    let current: string | null;
    try {
      current = this.pendingRaw.get(key) ?? this.store.getItem(key);
    } catch (error) {
      // Storage that refuses to be read (switched off in the middle of a game) has not lost the entry:
      // the change waits, said to be unsaved, instead of being taken for a delete in another tab.
      this.lastError = errorText(error);
      return 'failed';
    }
    if (current === null && slot.base !== null) {
      // Deleted in another tab since this tab read it: hold the change, never write it back unasked.
      slot.gone = true;
      return 'held';
    }
    let entry = slot.entry;
    let rev = revisionOf(slot.base) ?? { n: 0, tab: '' };
    if (current !== null && current !== slot.base) {
      const theirs = this.parseStored(key, current);
      rev = revisionOf(current) ?? rev;
      const merged = theirs && slot.baseRoster !== null ? this.merge(slot.baseRoster, slot.entry.roster, theirs.roster) : null;
      if (merged === null || !merged.ok) {
        // Both changed the same field (or theirs cannot be read): theirs stays, this tab's becomes a copy.
        const fields = merged && !merged.ok ? merged.conflicts : [];
        return this.splitOff(id, slot, current, theirs, fields);
      }
      entry = { ...slot.entry, roster: merged.roster };
      this.emit({ kind: 'merged', id, name: this.game.name(merged.roster) });
    }
    const next: Revision = { n: rev.n + 1, tab: this.tabId };
    let raw: string;
    try {
      raw = JSON.stringify(this.envelopeOf(entry, next));
    } catch {
      // Only tampered storage gets here (every format bounds its depth): say so, never throw from a write.
      this.lastError = 'it is nested too deeply to be written down';
      slot.entry = entry;
      return 'failed';
    }
    if (this.tryWrite(key, raw) !== null) {
      slot.entry = entry;
      return 'failed';
    }
    this.pendingRaw.delete(key);
    lastRevision = { raw, rev: next };
    Object.assign(slot, { entry, base: raw, parentRoster: slot.baseRoster, baseRoster: entry.roster, dirty: false, gone: false });
    return 'written';
  }

  private merge(base: R, mine: R, theirs: R): { ok: true; roster: R } | { ok: false; conflicts: string[] } {
    if (this.game.merge) {
      try {
        return { ok: true, roster: this.game.merge(base, mine, theirs) };
      } catch {
        return { ok: false, conflicts: [''] };
      }
    }
    const result = mergeJson(this.game.toJson(base), this.game.toJson(mine), this.game.toJson(theirs));
    if (!result.ok) return result;
    try {
      return { ok: true, roster: this.game.parse(result.value) };
    } catch {
      return { ok: false, conflicts: [''] };
    }
  }

  private splitOff(id: string, slot: Slot<R>, current: string, theirs: SavedRoster<R> | null, fields: string[]): Written {
    const mine = slot.entry.roster;
    const name = this.game.name(mine);
    // This slot now shows what is stored; this tab's version goes to a new roster.
    if (theirs) Object.assign(slot, { entry: theirs, base: current, baseRoster: theirs.roster, parentRoster: null, dirty: false });
    else {
      this.slots.delete(id);
      this.readEntry(rosterKey(this.game.game, id), current); // listed as unreadable, kept as stored
    }
    const copyName = `${name} (this tab’s version)`;
    const copy = this.add(this.game.rename(mine, copyName));
    const written = this.writeSlot(copy.id, this.slots.get(copy.id)!);
    this.emit({ kind: 'conflict', id, copyId: copy.id, name, copyName, fields });
    return written;
  }

  private parseStored(key: string, raw: string): SavedRoster<R> | null {
    try {
      const env: unknown = JSON.parse(raw);
      if (!isObject(env) || typeof env.id !== 'string' || rosterKey(this.game.game, env.id) !== key) return null;
      if (typeof env.envelope !== 'number' || env.envelope > ENVELOPE_VERSION) return null;
      const at = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : new Date(0).toISOString());
      return { id: env.id, createdAt: at(env.createdAt), savedAt: at(env.savedAt), roster: this.game.parse(env.roster) };
    } catch {
      return null;
    }
  }

  private envelopeOf(entry: SavedRoster<R>, rev: Revision): RosterEnvelope {
    return { envelope: ENVELOPE_VERSION, game: this.game.game, id: entry.id, createdAt: entry.createdAt, savedAt: entry.savedAt, rev, roster: this.game.toJson(entry.roster) };
  }

  /** Reads the store: new and changed entries in, entries gone from it marked (never dropped). */
  private load(): void {
    this.broken = [];
    const prefix = rosterKey(this.game.game, '');
    const seen = new Set<string>();
    for (const key of this.safely(() => this.store.keys(), []).filter((k) => k.startsWith(prefix)).sort()) {
      const raw = this.pendingRaw.get(key) ?? this.safely(() => this.store.getItem(key), null);
      if (raw === null) continue;
      seen.add(key.slice(prefix.length));
      this.readEntry(key, raw);
    }
    for (const [key, raw] of this.pendingRaw) if (key.startsWith(prefix) && !seen.has(key.slice(prefix.length))) this.readEntry(key, raw);
    for (const [id, slot] of this.slots) {
      if (seen.has(id) || slot.base === null || this.pendingRaw.has(rosterKey(this.game.game, id))) continue;
      slot.gone = true; // deleted in another tab: kept here, said so where it is open
    }
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
    const id = key.slice(rosterKey(this.game.game, '').length);
    const slot = this.slots.get(id);
    if (slot && slot.base === raw) {
      slot.gone = false;
      return;
    }
    // A pending change stays on screen; writeSlot merges it with the new text.
    if (slot?.dirty) {
      slot.gone = false;
      return;
    }
    if (slot && slot.base !== null && this.overwritten(slot.base, raw)) {
      // Another tab wrote over this tab's last write without reading it (its copy was stale): write
      // this tab's roster again, merged against what both started from.
      Object.assign(slot, { dirty: true, gone: false, baseRoster: slot.parentRoster });
      return;
    }
    const unreadable = (reason: string, label = key) => {
      this.slots.delete(id);
      this.broken.push({ key, label, reason, raw });
    };
    let envelope: unknown;
    try {
      envelope = JSON.parse(raw);
    } catch {
      return unreadable('The saved text is not valid JSON.');
    }
    if (!isObject(envelope) || typeof envelope.id !== 'string' || rosterKey(this.game.game, envelope.id) !== key) {
      return unreadable('The saved entry is not in the form this site writes.');
    }
    const label = isObject(envelope.roster) && typeof envelope.roster.name === 'string' && envelope.roster.name.trim() ? shown(envelope.roster.name) : key;
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
    const entry = { id: envelope.id, createdAt: at(envelope.createdAt), savedAt: at(envelope.savedAt), roster };
    this.slots.set(id, { entry, base: raw, baseRoster: roster, parentRoster: null, dirty: false, gone: false });
  }

  /** True when `raw` is another tab's write made without reading `base`, this tab's last write. */
  private overwritten(base: string, raw: string): boolean {
    const mine = revisionOf(base);
    const theirs = revisionOf(raw);
    return mine !== null && theirs !== null && mine.tab === this.tabId && theirs.tab !== this.tabId && theirs.n <= mine.n;
  }

  private emit(event: LibraryEvent): void {
    for (const listener of this.eventListeners) listener(event);
  }

  private changed(): void {
    const live = [...this.slots.values()].filter((s) => !s.gone).map((s) => s.entry);
    const rosters = live.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.id.localeCompare(b.id));
    const gone = [...this.slots.values()].filter((s) => s.gone).map((s) => s.entry);
    this.snapshot = {
      rosters,
      unreadable: [...this.broken],
      deleted: [...this.trash],
      gone,
      persistent: this.persistent,
      saveError: this.saveError,
      pending: this.countPending(),
    };
    for (const listener of this.listeners) listener();
  }
}
