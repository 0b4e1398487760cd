/**
 * The entries one library holds, as this tab knows them: a slot per readable roster (what it shows,
 * the text it last read or wrote, whether a change is pending or another tab deleted it), the
 * unreadable entries as stored, and exact texts still to write. Reading the store fills them; it
 * never drops a roster this tab holds: one gone from storage is marked gone, one with a pending
 * change keeps it (the writer merges it with the new text).
 */
import type { RosterGame } from '../game';
import { safely, type KeyValueStore } from '../store';
import { envelopeOf, idOfKey, readEnvelope, rosterKey, type RosterEnvelope, type SavedRoster } from './envelope';
import { wroteOverUnread } from './merge-policy';
import { NO_REVISION, type Revisions } from './revision';

/** A saved entry this site cannot read: kept as it is, never overwritten. */
export interface UnreadableRoster {
  key: string;
  /** Its name when one can be made out, else its storage key. */
  label: string;
  reason: string;
  /** The stored text, exactly (offered as a download). */
  raw: string;
}

/** One roster as this tab knows it. */
export interface Slot<R> {
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

export interface EntriesContext<R> {
  game: RosterGame<R>;
  store: KeyValueStore;
  tabId: string;
  now: () => Date;
  newId: () => string;
  revisions: Revisions;
}

export class Entries<R> {
  readonly slots = new Map<string, Slot<R>>();
  /** Entries that cannot be read, in key order. */
  broken: UnreadableRoster[] = [];
  /** Exact texts still to write (an Undo of a delete while storage is full, a backup's entries). */
  readonly pendingRaw = new Map<string, string>();

  constructor(private readonly ctx: EntriesContext<R>) {}

  keyOf(id: string): string {
    return rosterKey(this.ctx.game.game, id);
  }

  idOf(key: string): string {
    return idOfKey(this.ctx.game.game, key);
  }

  /** What is stored under `key` now, or null (also when the store refuses to be read). */
  stored(key: string): string | null {
    return safely(() => this.ctx.store.getItem(key), null);
  }

  /** The envelope of a roster this tab holds, at the revision it last read or wrote. */
  envelopeOf(slot: Slot<R>): RosterEnvelope {
    return envelopeOf(this.ctx.game, slot.entry, this.ctx.revisions.of(slot.base) ?? NO_REVISION);
  }

  /** A new roster under a new id (never one in use here or in storage), not yet written. */
  add(roster: R): SavedRoster<R> {
    let id = this.ctx.newId();
    while (this.slots.has(id) || this.stored(this.keyOf(id)) !== null) id = `${id}-${this.ctx.newId()}`;
    const at = this.ctx.now().toISOString();
    const entry: SavedRoster<R> = { id, createdAt: at, savedAt: at, roster };
    this.slots.set(id, { entry, base: null, baseRoster: null, parentRoster: null, dirty: true, gone: false });
    return entry;
  }

  /** An exact text to write under `key`, read at once (listed as unreadable when it is). */
  putRaw(key: string, raw: string): void {
    this.pendingRaw.set(key, raw);
    this.read(key, raw);
  }

  /** Reads the store: new and changed entries in, entries gone from it marked (never dropped). */
  load(): void {
    this.broken = [];
    const prefix = this.keyOf('');
    const seen = new Set<string>();
    for (const key of safely(() => this.ctx.store.keys(), []).filter((k) => k.startsWith(prefix)).sort()) {
      const raw = this.pendingRaw.get(key) ?? this.stored(key);
      if (raw === null) continue;
      seen.add(this.idOf(key));
      this.read(key, raw);
    }
    for (const [key, raw] of this.pendingRaw) if (key.startsWith(prefix) && !seen.has(this.idOf(key))) this.read(key, raw);
    for (const [id, slot] of this.slots) {
      if (seen.has(id) || slot.base === null || this.pendingRaw.has(this.keyOf(id))) continue;
      slot.gone = true; // deleted in another tab: kept here, said so where it is open
    }
  }

  /** Takes in the text stored under `key`. */
  read(key: string, raw: string): void {
    const id = this.idOf(key);
    const slot = this.slots.get(id);
    if (slot && slot.base === raw) {
      slot.gone = false;
      return;
    }
    // A pending change stays on screen; the writer merges it with the new text.
    if (slot?.dirty) {
      slot.gone = false;
      return;
    }
    if (slot && slot.base !== null && wroteOverUnread(this.ctx.revisions.of(slot.base), this.ctx.revisions.of(raw), this.ctx.tabId)) {
      // Another tab wrote over this tab's last write without reading it (its copy was stale): write
      // this tab's roster again, merged against what both started from.
      Object.assign(slot, { dirty: true, gone: false, baseRoster: slot.parentRoster });
      return;
    }
    const read = readEnvelope(this.ctx.game, key, raw);
    if (!read.ok) {
      this.slots.delete(id);
      this.broken.push({ key, label: read.label, reason: read.reason, raw });
      return;
    }
    this.slots.set(id, { entry: read.entry, base: raw, baseRoster: read.entry.roster, parentRoster: null, dirty: false, gone: false });
  }
}
