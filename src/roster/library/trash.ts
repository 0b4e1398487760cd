/**
 * Deleted entries, kept in memory until the page closes so Delete can be undone: each exactly as it
 * was stored (or as this tab held it, a change pending included). An Undo puts it back as it was, or
 * as a copy when its key was written again since (another tab kept it), so nothing is overwritten.
 */

/** A deleted entry, kept until the page closes. */
export interface DeletedRoster {
  key: string;
  label: string;
  raw: string;
}

export class Trash {
  private items: DeletedRoster[] = [];

  /** Deleted this visit, the most recent first. */
  list(): DeletedRoster[] {
    return [...this.items];
  }

  put(item: DeletedRoster): void {
    this.items = [item, ...this.items.filter((d) => d.key !== item.key)];
  }

  /** Takes an entry out to bring it back; undefined when it is not here. */
  take(key: string): DeletedRoster | undefined {
    const item = this.items.find((d) => d.key === key);
    if (item) this.items = this.items.filter((d) => d.key !== key);
    return item;
  }
}

/** True when a deleted entry must come back as a copy: its key holds another text now. */
export const restoresAsCopy = (item: DeletedRoster, stored: string | null): boolean => stored !== null && stored !== item.raw;

/** The name of a deleted roster brought back as a copy. */
export const restoredName = (name: string): string => `${name} (restored)`.trim();
