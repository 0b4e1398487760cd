/**
 * When an edit is written. Without a `schedule`, at once. With one (in the browser: after the next
 * paint), every edit made until it calls back is written then, in one go: a keystroke does not wait
 * for `JSON.stringify` and `setItem` of the whole roster. Until then the edit is a pending change like
 * any other, written first by any call that writes or compares; a roster that had no change pending
 * before it is not counted as pending (not yet tried).
 */
export type Schedule = (write: () => void) => void;

export class WriteScheduler {
  private scheduled = false;
  /** Rosters with no change pending before an edit that now waits for the scheduled write. */
  private readonly fresh = new Set<string>();

  /** `write` tries every pending write; `schedule`, when given, says when. */
  constructor(
    private readonly schedule: Schedule | null,
    private readonly write: () => void,
  ) {}

  /** Edits wait for the scheduled write (else they are written at once). */
  get deferred(): boolean {
    return this.schedule !== null;
  }

  /** An edit of roster `id` waits for the scheduled write; `pending`: it had a change pending already. */
  later(id: string, pending: boolean): void {
    if (!this.schedule) return;
    if (!pending) this.fresh.add(id);
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => {
      this.scheduled = false;
      this.write();
    });
  }

  /** True while roster `id`'s change waits for its first try. */
  waiting(id: string): boolean {
    return this.fresh.has(id);
  }

  /** True while any edit waits for its first try. */
  get anyWaiting(): boolean {
    return this.fresh.size > 0;
  }

  /** Every pending write is being tried now. */
  tried(): void {
    this.fresh.clear();
  }
}
