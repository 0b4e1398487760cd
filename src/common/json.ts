/** Plain JSON values as read from storage, files and links: the one test for "a JSON object". */

/** A plain JSON object. */
export type JsonObject = Record<string, unknown>;

/** True for an object that is not a list (nor null): what a JSON object parses to. */
export const isRecord = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
