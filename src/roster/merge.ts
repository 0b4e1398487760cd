/**
 * Three-way merge of a roster's JSON: two tabs changed the same saved roster, each from the version
 * it last read (`base`). A field only one side changed takes that side's value; a field both sides
 * changed to the same value is that value; a field both changed differently is a conflict (then the
 * caller keeps both rosters, never one silently).
 *
 * Objects merge field by field. Lists merge item by item when all three have the same length (two
 * tabs editing different models); a list whose length changed on one side only is taken from that
 * side when the other left it alone. A list both sides only added to at its end (a campaign-log entry
 * written by End game in one tab while a note was added by hand in another) keeps both additions,
 * theirs first, as if this tab's came after. Anything else is a conflict (an item added here, another
 * removed there).
 */
import { isRecord } from '../common/json';

export type MergeResult = { ok: true; value: unknown } | { ok: false; conflicts: string[] };

/** Equal as JSON (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]));
  }
  return false;
}

/** `list` is `head` with items added at its end (or `head` itself). */
const startsWith = (list: readonly unknown[], head: readonly unknown[]) => list.length >= head.length && head.every((item, i) => sameJson(item, list[i]));

function mergeAt(path: string, base: unknown, mine: unknown, theirs: unknown, conflicts: string[]): unknown {
  if (sameJson(mine, theirs)) return mine;
  if (sameJson(base, mine)) return theirs;
  if (sameJson(base, theirs)) return mine;
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])) {
      const value = mergeAt(path ? `${path}.${key}` : key, base[key], mine[key], theirs[key], conflicts);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs) && base.length === mine.length && base.length === theirs.length) {
    return base.map((b, i) => mergeAt(`${path}[${i}]`, b, mine[i], theirs[i], conflicts));
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs) && startsWith(mine, base) && startsWith(theirs, base)) {
    return [...theirs, ...mine.slice(base.length)];
  }
  conflicts.push(path);
  return mine;
}

/** Merges `mine` and `theirs`, both changed from `base`; names the fields both changed differently. */
export function mergeJson(base: unknown, mine: unknown, theirs: unknown): MergeResult {
  const conflicts: string[] = [];
  const value = mergeAt('', base, mine, theirs, conflicts);
  return conflicts.length === 0 ? { ok: true, value } : { ok: false, conflicts };
}

const isPlain = (v: unknown): v is Record<string, unknown> => isRecord(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/**
 * One tab's edit made on an earlier copy of the roster than the one now shown (a builder draws its
 * editor a moment behind the keystrokes): `mine` was made from `base`, `theirs` is the roster now.
 * Rosters are immutable and share what did not change, so the merge follows object identity: what
 * `mine` left as in `base` takes `theirs`, and the rest takes `mine` (the newest edit wins where both
 * changed, as if made one after the other). A list the edit grew, shrank or reordered is `mine`'s,
 * each item it kept as it was taking its version in `theirs`; one only `theirs` resized is `theirs`'s.
 */
export function rebase<T>(base: T, mine: T, theirs: T): T {
  if (mine === base) return theirs;
  if (theirs === base || theirs === mine) return mine;
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    if (theirs.length !== base.length) return mine;
    // An item the edit kept as it was takes its version now, found by identity even where the edit
    // added, removed or moved items (a model added while a name was still being typed); one it
    // changed in place is rebased item by item.
    const inPlace = mine.length === base.length;
    const used = new Set<number>();
    return mine.map((m: unknown, i) => {
      // Its own place first, then the first unused one: equal strings in a list each keep their own.
      const j = m === base[i] && !used.has(i) ? i : base.findIndex((b: unknown, k) => b === m && !used.has(k));
      if (j >= 0) {
        used.add(j);
        return theirs[j];
      }
      return inPlace ? rebase(base[i], m, theirs[i]) : m;
    }) as T;
  }
  if (isPlain(base) && isPlain(mine) && isPlain(theirs)) {
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(base), ...Object.keys(theirs), ...Object.keys(mine)])) {
      const [inBase, inMine, inTheirs] = [key in base, key in mine, key in theirs];
      if (inBase && !inMine) continue; // removed by this edit
      if (!inBase) out[key] = inMine ? mine[key] : theirs[key];
      else if (inTheirs || mine[key] !== base[key]) out[key] = rebase(base[key], mine[key], theirs[key]);
    }
    return out as T;
  }
  return mine;
}

/**
 * What a game that logs its editor's own changes (the Arsenal week editor's hand edits) hands with an
 * edit: the edit made into the roster now (`now`) and its log entry written from that roster, not
 * from the editor's earlier copy. Written from the copy, an edit landing while the editor is drawn
 * behind the typing would miss the entry the keystroke before it wrote, and the rebase would keep
 * both.
 */
export type Relog<R> = (now: R, edited: R) => R;

/**
 * An editor's edit as it lands on the roster now: `next` was made from `base`, the roster the editor
 * was drawn from; made on an earlier copy it is rebased onto `now`; then, with `relog`, logged
 * against `now`.
 */
export function landEdit<R>(base: R, next: R, now: R, relog?: Relog<R>): R {
  const edited = base === now ? next : rebase(base, next, now);
  return relog ? relog(now, edited) : edited;
}
