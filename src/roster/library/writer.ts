/**
 * Writes a library's pending changes. Every write compares and sets: a roster's change is written only
 * over the text this tab last read or wrote for it. When another tab wrote in between, the two
 * changes are merged (./merge-policy.ts); when they clash, the other tab's roster stays and this tab's
 * is saved as a copy. A roster deleted in another tab is held, not written back unasked. A write the
 * store refuses (full) leaves the change pending, and `saveError` says why until every one is written.
 */
import { isRecord } from '../versioned';
import { envelopeOf, readEnvelope, type SavedRoster } from './envelope';
import type { Entries, EntriesContext, Slot } from './entries';
import { mergeRosters, thisTabsCopyName } from './merge-policy';
import { NO_REVISION, type Revision } from './revision';
import type { LibraryEvent } from './types';

type Written = 'written' | 'failed' | 'held';

/** Why the browser refused a write, in the player's words. */
export function storageErrorText(error: unknown): string {
  const name = isRecord(error) && typeof error.name === 'string' ? error.name : '';
  if (/quota/i.test(name) || /quota|full|exceeded/i.test(String((error as Error)?.message ?? ''))) return 'the browser’s storage for this site is full';
  return 'the browser refused to store it';
}

export interface WriterContext<R> extends EntriesContext<R> {
  emit: (event: LibraryEvent) => void;
}

export class Writer<R> {
  /** Why the last try failed (storage full), or null when every change is written. */
  saveError: string | null = null;
  private lastError = '';

  constructor(
    private readonly entries: Entries<R>,
    private readonly ctx: WriterContext<R>,
  ) {}

  /** Tries every pending write: exact texts first, then each changed roster. */
  writeAll(): void {
    let error: string | null = null;
    for (const [key, raw] of [...this.entries.pendingRaw]) {
      const result = this.tryWrite(key, raw);
      if (result === null) this.entries.pendingRaw.delete(key);
      else error = result;
    }
    for (const [id, slot] of [...this.entries.slots]) {
      if (!slot.dirty || slot.gone) continue;
      if (this.writeSlot(id, slot) === 'failed') error ??= this.lastError;
    }
    this.saveError = error;
  }

  /** null when written, else why not. */
  private tryWrite(key: string, raw: string): string | null {
    try {
      this.ctx.store.setItem(key, raw);
      return null;
    } catch (error) {
      this.lastError = storageErrorText(error);
      return this.lastError;
    }
  }

  /** Compare and set: writes the slot over the text it last read, merging with another tab's write. */
  private writeSlot(id: string, slot: Slot<R>): Written {
    const key = this.entries.keyOf(id);
    let current: string | null;
    try {
      current = this.entries.pendingRaw.get(key) ?? this.ctx.store.getItem(key);
    } catch (error) {
      // Storage that refuses to be read (switched off in the middle of a game) has not lost the entry:
      // the change waits, said to be unsaved, instead of being taken for a delete in another tab.
      this.lastError = storageErrorText(error);
      return 'failed';
    }
    if (current === null && slot.base !== null) {
      // Deleted in another tab since this tab read it: hold the change, never write it back unasked.
      slot.gone = true;
      return 'held';
    }
    let entry = slot.entry;
    let rev = this.ctx.revisions.of(slot.base) ?? NO_REVISION;
    if (current !== null && current !== slot.base) {
      const read = readEnvelope(this.ctx.game, key, current);
      const theirs = read.ok ? read.entry : null;
      rev = this.ctx.revisions.of(current) ?? rev;
      const merged = theirs && slot.baseRoster !== null ? mergeRosters(this.ctx.game, slot.baseRoster, slot.entry.roster, theirs.roster) : null;
      if (merged === null || !merged.ok) {
        // Both changed the same field (or theirs cannot be read): theirs stays, this tab's becomes a copy.
        return this.splitOff(id, slot, current, theirs, merged && !merged.ok ? merged.conflicts : []);
      }
      entry = { ...slot.entry, roster: merged.roster };
      this.ctx.emit({ kind: 'merged', id, name: this.ctx.game.name(merged.roster) });
    }
    const next: Revision = { n: rev.n + 1, tab: this.ctx.tabId };
    let raw: string;
    try {
      raw = JSON.stringify(envelopeOf(this.ctx.game, entry, next));
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
    this.entries.pendingRaw.delete(key);
    this.ctx.revisions.wrote(raw, next);
    Object.assign(slot, { entry, base: raw, parentRoster: slot.baseRoster, baseRoster: entry.roster, dirty: false, gone: false });
    return 'written';
  }

  /** The slot shows what is stored (`theirs`, or it is listed as unreadable); this tab's version goes to a new roster. */
  private splitOff(id: string, slot: Slot<R>, current: string, theirs: SavedRoster<R> | null, fields: string[]): Written {
    const mine = slot.entry.roster;
    const name = this.ctx.game.name(mine);
    if (theirs) Object.assign(slot, { entry: theirs, base: current, baseRoster: theirs.roster, parentRoster: null, dirty: false });
    else {
      this.entries.slots.delete(id);
      this.entries.read(this.entries.keyOf(id), current); // listed as unreadable, kept as stored
    }
    const copyName = thisTabsCopyName(name);
    const copy = this.entries.add(this.ctx.game.rename(mine, copyName));
    const written = this.writeSlot(copy.id, this.entries.slots.get(copy.id)!);
    this.ctx.emit({ kind: 'conflict', id, copyId: copy.id, name, copyName, fields });
    return written;
  }
}
