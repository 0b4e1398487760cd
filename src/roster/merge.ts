/**
 * Three-way merge of a roster's JSON: two tabs changed the same saved roster, each from the version
 * it last read (`base`). A field only one side changed takes that side's value; a field both sides
 * changed to the same value is that value; a field both changed differently is a conflict (then the
 * caller keeps both rosters, never one silently).
 *
 * Objects merge field by field. Lists merge item by item when all three have the same length (two
 * tabs editing different models); a list whose length changed on one side only is taken from that
 * side when the other left it alone, else it is a conflict (an item added here, another removed there).
 */

export type MergeResult = { ok: true; value: unknown } | { ok: false; conflicts: string[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Equal as JSON (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]));
  }
  return false;
}

function mergeAt(path: string, base: unknown, mine: unknown, theirs: unknown, conflicts: string[]): unknown {
  if (sameJson(mine, theirs)) return mine;
  if (sameJson(base, mine)) return theirs;
  if (sameJson(base, theirs)) return mine;
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
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
  conflicts.push(path);
  return mine;
}

/** Merges `mine` and `theirs`, both changed from `base`; names the fields both changed differently. */
export function mergeJson(base: unknown, mine: unknown, theirs: unknown): MergeResult {
  const conflicts: string[] = [];
  const value = mergeAt('', base, mine, theirs, conflicts);
  return conflicts.length === 0 ? { ok: true, value } : { ok: false, conflicts };
}
