/**
 * A roster's JSON without its field names, for links short enough to scan: each object whose place
 * the game's link fields know becomes a list, `[mask, ...values]`, the values of the fields it holds
 * in the fields' order and `mask` the bits of those fields (bit i: field i). Lists, texts and numbers
 * stay as they are, and so does an object at a place the fields do not know (a record of any keys).
 *
 * The fields are frozen per game and only ever grow at the end: a link packed years ago unpacks the
 * same, and a field this site does not know (a newer site's) makes the link unreadable, never wrong.
 * Anything that does not fit (a field the game's list lacks, a list where an object belongs) is not
 * packed at all, and the link carries the plain JSON, which every reader still takes.
 */
import { isRecord, nestsWithin, type JsonObject } from './versioned';

/**
 * A game's link fields: for each place of an object in its roster JSON ('' the roster itself,
 * "fighters[]" each fighter, "resources" the object in that field), its field names in a frozen order.
 */
export type LinkFields = Readonly<Record<string, readonly string[]>>;

/** Fields one object may have: the mask stays a whole number JavaScript holds exactly. */
export const MAX_LINK_FIELDS = 52;

const child = (place: string, key: string) => (place ? `${place}.${key}` : key);

class Unfit extends Error {}

function packValue(value: unknown, place: string, fields: LinkFields): unknown {
  const names = fields[place];
  if (Array.isArray(value)) {
    // A list where an object belongs could not be told from a packed object.
    if (names) throw new Unfit();
    return value.map((v) => packValue(v, `${place}[]`, fields));
  }
  // A place the fields do not know (a record of any keys), and null or a scalar anywhere, stay as they are.
  if (!names || !isRecord(value)) return value;
  let mask = 0;
  const values: unknown[] = [];
  const keys = Object.keys(value);
  names.forEach((name, i) => {
    if (!Object.hasOwn(value, name)) return;
    mask += 2 ** i;
    values.push(packValue(value[name], child(place, name), fields));
  });
  if (values.length !== keys.length) throw new Unfit();
  return [mask, ...values];
}

/** The roster's JSON packed by `fields`, or null when it does not fit them (send it as plain JSON). */
export function packJson(json: JsonObject, fields: LinkFields): unknown[] | null {
  try {
    return packValue(json, '', fields) as unknown[];
  } catch (error) {
    if (error instanceof Unfit) return null;
    throw error;
  }
}

function unpackValue(value: unknown, place: string, fields: LinkFields): unknown {
  const names = fields[place];
  if (names && Array.isArray(value)) {
    const [mask, ...values] = value;
    if (typeof mask !== 'number' || !Number.isSafeInteger(mask) || mask < 0 || mask >= 2 ** names.length) throw new Unfit();
    const out: JsonObject = {};
    let next = 0;
    names.forEach((name, i) => {
      if (Math.floor(mask / 2 ** i) % 2 === 0) return;
      if (next >= values.length) throw new Unfit();
      out[name] = unpackValue(values[next++], child(place, name), fields);
    });
    if (next !== values.length) throw new Unfit();
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => unpackValue(v, `${place}[]`, fields));
  return value;
}

/** The roster's JSON again from a packed one, or null when it is not one packed by `fields` (damaged, or from a newer site). */
export function unpackJson(packed: unknown, fields: LinkFields): JsonObject | null {
  // Deeper than any roster: refused before the walk, which recurses.
  if (!Array.isArray(packed) || !fields[''] || !nestsWithin(packed, 64)) return null;
  try {
    const json = unpackValue(packed, '', fields);
    return isRecord(json) ? json : null;
  } catch (error) {
    if (error instanceof Unfit) return null;
    throw error;
  }
}
