/**
 * lz-string's `decompressFromEncodedURIComponent` with a budget: the same LZW reading of the same
 * bits (a unit test compares it with lz-string on thousands of inputs), but it counts the characters
 * it writes and stops as soon as they pass `maxChars`. lz-string's own loop does not count: a crafted
 * link of 74 kB unpacks to 512 million characters and takes the tab down with it.
 *
 * Links pass through messengers and mail programs that percent-encode `+` and `$` or turn `+` into a
 * space; `linkPayload` undoes both before anything is unpacked.
 */

const URI_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE = new Map([...URI_SAFE].map((ch, i) => [ch.charCodeAt(0), i]));
const BITS_PER_CHAR = 6;

/** Most text a link may unpack to: a full roster is a few kB, the largest a format accepts well under this. */
export const MAX_UNPACKED_CHARS = 256_000;

export type Unpacked = { ok: true; text: string } | { ok: false; reason: 'damaged' | 'too-large' };

/**
 * The payload of a link as it was written: percent-encoding undone (twice at most, for links that were
 * encoded twice on the way), spaces back to `+`. Text that is not valid percent-encoding stays as it is.
 */
export function linkPayload(text: string): string {
  let out = text;
  for (let i = 0; i < 2 && /%[0-9a-fA-F]{2}/.test(out); i++) {
    try {
      out = decodeURIComponent(out);
    } catch {
      break;
    }
  }
  return out.replace(/ /g, '+');
}

/** Unpacks lz-string's URI-safe text, refusing it once the output passes `maxChars`. */
export function decompressFromEncodedURIComponent(input: string, maxChars = MAX_UNPACKED_CHARS): Unpacked {
  const damaged: Unpacked = { ok: false, reason: 'damaged' };
  if (input.length === 0) return damaged;
  let index = 0;
  let value = 0;
  let mask = 0;
  let broken = false;
  /** The next `count` bits, lowest first; sets `broken` on a letter outside the alphabet or past the end. */
  const read = (count: number): number => {
    let bits = 0;
    for (let power = 0; power < count; power++) {
      if (mask === 0) {
        if (index >= input.length) {
          broken = true;
          return 0;
        }
        const v = VALUE.get(input.charCodeAt(index++));
        if (v === undefined) {
          broken = true;
          return 0;
        }
        value = v;
        mask = 1 << (BITS_PER_CHAR - 1);
      }
      if (value & mask) bits |= 1 << power;
      mask >>= 1;
    }
    return bits;
  };

  const dictionary: string[] = ['', '', ''];
  let enlargeIn = 4;
  let numBits = 3;
  const first = read(2);
  if (broken) return damaged;
  if (first === 2) return { ok: true, text: '' };
  let w = String.fromCharCode(read(first === 0 ? 8 : 16));
  if (broken) return damaged;
  dictionary.push(w);
  const out: string[] = [w];
  let written = w.length;

  for (;;) {
    let code = read(numBits);
    if (broken) return damaged;
    if (code === 2) return { ok: true, text: out.join('') };
    if (code < 2) {
      const literal = read(code === 0 ? 8 : 16);
      if (broken) return damaged;
      dictionary.push(String.fromCharCode(literal));
      code = dictionary.length - 1;
      if (--enlargeIn === 0) {
        enlargeIn = 2 ** numBits;
        numBits++;
      }
    }
    let entry: string;
    if (code < dictionary.length && code > 2) entry = dictionary[code]!;
    else if (code === dictionary.length) entry = w + w.charAt(0);
    else return damaged;
    written += entry.length;
    if (written > maxChars) return { ok: false, reason: 'too-large' };
    out.push(entry);
    dictionary.push(w + entry.charAt(0));
    w = entry;
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
