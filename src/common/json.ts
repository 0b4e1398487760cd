/** Plain JSON values as read from storage, files and links: the one test for "a JSON object". */

/** A plain JSON object. */
export type JsonObject = Record<string, unknown>;

/** True for an object that is not a list (nor null): what a JSON object parses to. */
export const isRecord = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `next` with every part that equals the same part of `prev` (as JSON values: plain objects, lists
 * and primitives) replaced by `prev`'s own object, so that what compares parts by identity (a play
 * card's memo) sees only what changed; `prev` itself when the two are equal.
 */
export function keepEqual<T>(prev: unknown, next: T): T {
  if (Object.is(prev, next)) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    const out = next.map((v, i) => keepEqual(prev[i], v));
    return (out.length === prev.length && out.every((v, i) => v === prev[i]) ? prev : out) as T;
  }
  if (isRecord(prev) && isRecord(next)) {
    const keys = Object.keys(next);
    const out: JsonObject = {};
    for (const k of keys) out[k] = keepEqual(prev[k], next[k]);
    return (keys.length === Object.keys(prev).length && keys.every((k) => k in prev && out[k] === prev[k]) ? prev : out) as T;
  }
  return next;
}
