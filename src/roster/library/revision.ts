/**
 * A saved entry's revision, `rev: { n, tab }`: how many writes it has had and the tab that made the
 * last. It lets a tab tell a write it had not heard of (another tab wrote over it) from its own.
 */
import { isRecord } from '../versioned';

/** Which write of an entry this is, and the tab that made it. */
export interface Revision {
  n: number;
  tab: string;
}

/** The revision of an entry written before revisions, or never written. */
export const NO_REVISION: Readonly<Revision> = Object.freeze({ n: 0, tab: '' });

function parseRevision(raw: string): Revision {
  try {
    const env: unknown = JSON.parse(raw);
    const rev = isRecord(env) ? env.rev : undefined;
    if (isRecord(rev) && typeof rev.n === 'number' && typeof rev.tab === 'string') return { n: rev.n, tab: rev.tab };
  } catch {
    /* unreadable: revision 0 */
  }
  return { n: 0, tab: '' };
}

/** The revision in a stored text (0 for entries written before revisions; null for no text). */
export function revisionOf(raw: string | null): Revision | null {
  return raw === null ? null : parseRevision(raw);
}

/**
 * `revisionOf` remembering the last text it read or was told of, one per library. Every write reads
 * the revision of the text it writes over, most often this tab's last write: parsing a roster at its
 * bounds on each keystroke was much of a write's cost.
 */
export class Revisions {
  private last: { raw: string | null; rev: Revision } = { raw: null, rev: { n: 0, tab: '' } };

  of(raw: string | null): Revision | null {
    if (raw === null) return null;
    if (raw === this.last.raw) return this.last.rev;
    const rev = parseRevision(raw);
    this.last = { raw, rev };
    return rev;
  }

  /** `raw` was just written with revision `rev`. */
  wrote(raw: string, rev: Revision): void {
    this.last = { raw, rev };
  }
}
