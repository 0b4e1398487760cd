/**
 * The saved rosters of one game on this device (the public API; its parts are in ./library/): each in
 * its own storage key as a versioned envelope `{ envelope: 1, game, id, createdAt, savedAt, rev, roster }`
 * (./library/envelope.ts), where `roster` is the game's JSON format and `rev` is `{ n, tab }`: a counter
 * raised by every write and the id of the tab that wrote it (./library/revision.ts).
 *
 * Nothing saved is ever dropped:
 * - An entry that cannot be read (broken, from a newer site, failing its migration) stays in storage
 *   untouched and is listed as unreadable, with its raw text to download (./library/entries.ts).
 * - A deleted roster is kept in memory until the page closes, so Delete can be undone; an Undo puts
 *   it back exactly as it was, or as a copy when the entry was written again since (./library/trash.ts).
 * - Writes compare and set (./library/writer.ts): a change is written only over the text this tab last
 *   read or wrote. When another tab wrote in between, the two changes are merged field by field
 *   (three-way, against what this tab last read); when both changed the same field, the other tab's
 *   roster stays and this tab's is saved as a copy named for it (./library/merge-policy.ts). A roster
 *   deleted in another tab is kept in this tab (not written) until the player keeps it or closes it.
 * - A write that fails (storage full) leaves the change pending in memory: it is shown, listed, and
 *   written by the next `flush()` (every change, the page hidden or shown, a timer), and `saveError`
 *   says so until every pending change is written.
 * - An edit (`update`) is applied in memory at once (the snapshot changes, listeners hear it) and, with
 *   a `schedule` option, written when that calls back (./library/write-scheduler.ts). Until then it is
 *   a pending change like any other: every other call that writes or compares (create, remove,
 *   restore, reload on another tab's write, flush on the page hidden) writes it first, by the same
 *   compare and set.
 *
 * Everything a library remembers is its own: two libraries (two tabs in a test) share nothing but
 * their store.
 */
import type { RosterGame } from './game';
import type { KeyValueStore } from './store';
import { OPEN_PREFIX, ROSTER_PREFIX } from './storage-keys';
import { isRecord } from './versioned';
import { ENVELOPE_VERSION, rosterKey, type RosterEnvelope, type SavedRoster } from './library/envelope';
import { Entries, type EntriesContext } from './library/entries';
import { Revisions } from './library/revision';
import { restoredName, restoresAsCopy, Trash, type DeletedRoster } from './library/trash';
import { randomId, type LibraryEvent, type LibraryOptions, type LibrarySnapshot } from './library/types';
import { WriteScheduler } from './library/write-scheduler';
import { Writer } from './library/writer';

export { ENVELOPE_VERSION, envelopeFormat, rosterKey, type RosterEnvelope, type SavedRoster } from './library/envelope';
export { revisionOf, type Revision } from './library/revision';
export { randomId, type LibraryEvent, type LibraryOptions, type LibrarySnapshot } from './library/types';
export type { UnreadableRoster } from './library/entries';
export type { DeletedRoster } from './library/trash';
export { ROSTER_PREFIX };

export class RosterLibrary<R> {
  private readonly ctx: EntriesContext<R>;
  private readonly store: KeyValueStore;
  private readonly persistent: boolean;
  readonly tabId: string;
  private readonly entries: Entries<R>;
  private readonly writer: Writer<R>;
  private readonly scheduler: WriteScheduler;
  private readonly trash = new Trash();
  private snapshot!: LibrarySnapshot<R>;
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: LibraryEvent) => void>();

  constructor(game: RosterGame<R>, store: KeyValueStore, options: LibraryOptions = {}) {
    this.store = store;
    this.persistent = options.persistent ?? true;
    this.tabId = options.tabId ?? randomId();
    const ctx = { game, store, tabId: this.tabId, now: options.now ?? (() => new Date()), newId: options.newId ?? randomId, revisions: new Revisions(), emit: (event: LibraryEvent) => this.emit(event) };
    this.ctx = ctx;
    this.entries = new Entries(ctx);
    this.writer = new Writer(this.entries, ctx);
    this.scheduler = new WriteScheduler(options.schedule ?? null, () => this.flush());
    this.now = ctx.now;
    this.newId = ctx.newId;
    this.entries.load();
    this.changed();
  }

  private readonly now: () => Date;
  private readonly newId: () => string;

  /** How this library reads and names its rosters (the entries and the writer read it from the shared context). */
  private get game(): RosterGame<R> {
    return this.ctx.game;
  }

  /**
   * Reads everything this library holds again with `game`, a later parse of the same game (a play
   * page's rules once their late code has come: its saved games are worked out again): the rosters
   * shown, pending edits included, and the entries it could not read. The same library goes on, so an
   * edit waiting for its write (made in the moment before) is neither lost nor written twice; a
   * second library opened on the store would read it as it was before that write. An entry the new
   * parse cannot read keeps its old reading. Nothing is written here.
   */
  readWith(game: RosterGame<R>): void {
    // The same game (its storage keys): useRosterLibrary opens a new library for another.
    if (game === this.ctx.game) return;
    this.ctx.game = game;
    const again = (roster: R): R => this.parsed(game.toJson(roster)) ?? roster;
    for (const slot of this.entries.slots.values()) {
      slot.entry = { ...slot.entry, roster: again(slot.entry.roster) };
      slot.baseRoster &&= again(slot.baseRoster);
      slot.parentRoster &&= again(slot.parentRoster);
    }
    this.entries.load(); // the entries it could not read, tried with the new parse
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
    return this.entries.slots.get(id)?.entry;
  }

  /** True when another tab deleted the roster this tab holds as `id`. */
  isGone(id: string): boolean {
    return this.entries.slots.get(id)?.gone ?? false;
  }

  /**
   * Reads everything again (another tab changed the storage): entries this tab has no pending change
   * to are shown as stored at once; pending changes are written over the new text by merging.
   */
  reload(): void {
    this.entries.load();
    this.flushQuietly();
    this.changed();
  }

  /** Saves a new roster (new, imported, a copy of a shared one) under a new id; never overwrites. */
  create(roster: R): SavedRoster<R> {
    const entry = this.entries.add(roster);
    this.flushQuietly();
    this.changed();
    return entry;
  }

  /** Saves a change to a roster (every edit calls this). */
  update(id: string, roster: R): void {
    const slot = this.entries.slots.get(id);
    if (!slot) throw new Error(`no saved roster ${id}`);
    slot.entry = { ...slot.entry, roster, savedAt: this.now().toISOString() };
    if (this.scheduler.deferred && !slot.gone) {
      // Written after the paint, one write for every edit made until then.
      const pending = slot.dirty;
      slot.dirty = true;
      this.scheduler.later(id, pending);
    } else {
      slot.dirty = true;
      this.flushQuietly();
    }
    this.changed();
  }

  duplicate(id: string): SavedRoster<R> {
    const old = this.entries.slots.get(id);
    if (!old) throw new Error(`no saved roster ${id}`);
    return this.create(this.game.rename(old.entry.roster, `${this.game.name(old.entry.roster)} (copy)`.trim()));
  }

  /** A roster deleted in another tab: save it again under its id, with what this tab holds. */
  keep(id: string): void {
    const slot = this.entries.slots.get(id);
    if (!slot?.gone) return;
    slot.gone = false;
    slot.dirty = true;
    slot.base = null;
    this.flushQuietly();
    this.changed();
  }

  /** A roster deleted in another tab: let it go from this tab too. */
  forget(id: string): void {
    if (this.entries.slots.get(id)?.gone) this.entries.slots.delete(id);
    this.changed();
  }

  /** Deletes a roster (readable or not); it can be brought back with restore() until the page closes. */
  remove(idOrKey: string): void {
    const key = idOrKey.startsWith(ROSTER_PREFIX) ? idOrKey : this.entries.keyOf(idOrKey);
    const id = this.entries.idOf(key);
    const slot = this.entries.slots.get(id);
    const broken = this.entries.broken.find((b) => b.key === key);
    // The freshest text: this tab's pending change, else what is stored now, else what was read.
    const stored = this.entries.stored(key);
    const raw = slot && (slot.dirty || stored === null) ? JSON.stringify(this.entries.envelopeOf(slot)) : (stored ?? broken?.raw);
    if (raw === undefined || raw === null) return;
    this.trash.put({ key, label: slot ? this.game.name(slot.entry.roster) : (broken?.label ?? key), raw });
    try {
      this.store.removeItem(key);
    } catch {
      /* a failed removal leaves it saved, which loses nothing */
    }
    this.entries.slots.delete(id);
    this.entries.pendingRaw.delete(key);
    this.entries.broken = this.entries.broken.filter((b) => b.key !== key);
    this.flushQuietly(); // a delete frees space for changes still pending
    this.changed();
  }

  /**
   * Brings a deleted roster back exactly as it was stored; when its key was written again since
   * (another tab kept it), it comes back as a copy under a new id instead. Returns its id when readable.
   */
  restore(key: string): string | undefined {
    const item = this.trash.take(key);
    if (!item) return undefined;
    if (restoresAsCopy(item, this.entries.stored(key))) {
      const copy = this.restoreAsCopy(item);
      this.changed();
      return copy;
    }
    this.entries.putRaw(key, item.raw);
    this.flushQuietly();
    this.changed();
    const id = this.entries.idOf(key);
    return this.entries.slots.has(id) ? id : undefined;
  }

  /** Tries every pending write again (a timer, the page hidden or shown); true when all are written. */
  flush(): boolean {
    if (this.countPending() > 0 || this.writer.saveError !== null || this.scheduler.anyWaiting) {
      const before = this.snapshot;
      const slots = this.entries.slots;
      const entries = [...slots.values()].map((s) => [s.entry, s.gone] as const);
      this.flushQuietly();
      // A new snapshot (and a new draw of everything showing it) only when what it shows changed: a
      // scheduled write that went through as planned changes nothing on screen.
      const same =
        this.writer.saveError === before.saveError &&
        this.countPending() === before.pending &&
        this.entries.broken.length === before.unreadable.length &&
        entries.length === slots.size &&
        [...slots.values()].every((s, i) => s.entry === entries[i]![0] && s.gone === entries[i]![1]);
      if (!same) this.changed();
    }
    return this.countPending() === 0;
  }

  /**
   * This game's envelopes as this tab holds them, pending changes included (for a backup file), and
   * those deleted in another tab while this tab still holds them: a backup made here keeps them.
   */
  envelopes(): RosterEnvelope[] {
    return [...this.entries.slots.values()].map((s) => this.entries.envelopeOf(s));
  }

  /**
   * Adds every entry of a backup file as new (new ids; nothing overwritten): this game's rosters to
   * this library (an unreadable one kept as it is, listed as unreadable), other games' entries straight
   * to the store for their builders. Returns how many were added.
   */
  importBackup(mine: readonly { roster: unknown }[], others: readonly { game: string; envelope: unknown; text?: string }[]): number {
    let added = 0;
    for (const item of mine) {
      const roster = this.parsed(item.roster);
      if (roster !== undefined) this.entries.add(roster);
      else {
        const id = this.newId();
        this.entries.putRaw(this.entries.keyOf(id), JSON.stringify({ envelope: ENVELOPE_VERSION, game: this.game.game, id, createdAt: this.now().toISOString(), savedAt: this.now().toISOString(), roster: item.roster }));
      }
      added++;
    }
    for (const other of others) {
      const id = this.newId();
      const raw = isRecord(other.envelope) ? JSON.stringify({ ...other.envelope, id }) : (other.text ?? JSON.stringify(other.envelope));
      this.entries.pendingRaw.set(rosterKey(other.game, id), raw);
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
      return id && this.entries.slots.has(id) && !this.entries.slots.get(id)!.gone ? id : null;
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

  /** A roster of this game from its JSON, or undefined when it cannot be read. */
  private parsed(json: unknown): R | undefined {
    try {
      return this.game.parse(json);
    } catch {
      return undefined;
    }
  }

  private restoreAsCopy(item: DeletedRoster): string | undefined {
    let roster: R | undefined;
    try {
      const env: unknown = JSON.parse(item.raw);
      if (isRecord(env)) roster = this.parsed(env.roster);
    } catch {
      roster = undefined;
    }
    if (roster === undefined) {
      // Unreadable: its exact text under a new key (it stays listed as unreadable, nothing lost).
      this.entries.putRaw(this.entries.keyOf(this.newId()), item.raw);
      this.flushQuietly();
      return undefined;
    }
    const name = restoredName(this.game.name(roster));
    const entry = this.entries.add(this.game.rename(roster, name));
    this.flushQuietly();
    this.emit({ kind: 'restored-as-copy', key: item.key, copyId: entry.id, name });
    return entry.id;
  }

  /** Changes tried and not written (an edit waiting for its scheduled write is not counted yet). */
  private countPending(): number {
    let n = this.entries.pendingRaw.size;
    for (const [id, slot] of this.entries.slots) if (slot.dirty && !this.scheduler.waiting(id)) n++;
    return n;
  }

  private flushQuietly(): void {
    this.scheduler.tried();
    this.writer.writeAll();
  }

  private emit(event: LibraryEvent): void {
    for (const listener of this.eventListeners) listener(event);
  }

  private changed(): void {
    const slots = [...this.entries.slots.values()];
    const rosters = slots
      .filter((s) => !s.gone)
      .map((s) => s.entry)
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.id.localeCompare(b.id));
    this.snapshot = {
      rosters,
      unreadable: [...this.entries.broken],
      deleted: this.trash.list(),
      gone: slots.filter((s) => s.gone).map((s) => s.entry),
      persistent: this.persistent,
      saveError: this.writer.saveError,
      pending: this.countPending(),
    };
    for (const listener of this.listeners) listener();
  }
}
