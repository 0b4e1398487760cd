/**
 * How much room text takes on a printed card, worked out from font metrics rather than guessed, so
 * fit.ts splits a card only when it has to. The widths are DejaVu Sans's (advance widths in em),
 * one of the widest common sans-serif faces and the one our print tests run with: with a narrower
 * face (Arial, Helvetica, Segoe UI, San Francisco) the text only takes less room.
 *
 * Keep these sizes in step with the print rules in src/components/cards/cards.css.
 */

/** Print sizes in points (cards.css, @media print). */
export const PRINT = {
  bodyPt: 7.5,
  smallPt: 7, // kicker, sub-headings, fact labels, tables
  titlePt: 10,
  lineHeight: 1.2,
  titleLineHeight: 1.2,
  /** 63 mm wide, less 3 mm padding each side and a 0.6 mm border each side, in points. */
  innerWidthPt: ((63 - 2 * 3 - 2 * 0.6) * 72) / 25.4,
  /** 88 mm tall, less 2.5 mm padding top and bottom and the borders, in points. */
  innerHeightPt: ((88 - 2 * 2.5 - 2 * 0.6) * 72) / 25.4,
  /** The gap between header and body (1.2 mm). */
  headGapPt: (1.2 * 72) / 25.4,
} as const;

// Advance widths of DejaVu Sans, in em (regular face); other characters count as a wide letter.
const WIDTHS: Record<string, number> = {
  ' ': 0.318, a: 0.613, b: 0.635, c: 0.55, d: 0.635, e: 0.615, f: 0.352, g: 0.635, h: 0.634, i: 0.278, j: 0.278, k: 0.579,
  l: 0.278, m: 0.974, n: 0.634, o: 0.612, p: 0.635, q: 0.635, r: 0.411, s: 0.521, t: 0.392, u: 0.634, v: 0.592, w: 0.818,
  x: 0.592, y: 0.592, z: 0.525, A: 0.684, B: 0.686, C: 0.698, D: 0.77, E: 0.632, F: 0.575, G: 0.775, H: 0.752, I: 0.295,
  J: 0.295, K: 0.656, L: 0.557, M: 0.863, N: 0.748, O: 0.787, P: 0.603, Q: 0.787, R: 0.695, S: 0.635, T: 0.611, U: 0.732,
  V: 0.684, W: 0.989, X: 0.685, Y: 0.611, Z: 0.685, '.': 0.318, ',': 0.318, ':': 0.337, ';': 0.337, '(': 0.39, ')': 0.39,
  '[': 0.39, ']': 0.39, '-': 0.361, '–': 0.5, '—': 1, '−': 0.838, '+': 0.838, '×': 0.838, '=': 0.838, "'": 0.275,
  '’': 0.318, '"': 0.401, '“': 0.518, '”': 0.518, '/': 0.337, '!': 0.4, '?': 0.531, '%': 0.95, '&': 0.78, '·': 0.318,
  '0': 0.636, '1': 0.636, '2': 0.636, '3': 0.636, '4': 0.636, '5': 0.636, '6': 0.636, '7': 0.636, '8': 0.636, '9': 0.636,
};
const WIDE = 0.8;
/** DejaVu Sans Bold is about 13% wider than the regular face. */
const BOLD = 1.13;

/** Width of a string in em. */
export function widthEm(text: string, bold = false): number {
  let w = 0;
  for (const ch of text) w += WIDTHS[ch] ?? WIDE;
  return bold ? w * BOLD : w;
}

/**
 * Lines a run of text takes in a box `widthEm` wide, breaking between words the way a browser does
 * (after spaces, and after a hyphen or dash inside a word). `boldChars` leading characters are bold.
 */
export function wrappedLines(text: string, widthEmAvailable: number, boldChars = 0): number {
  const pieces = text.match(/[^\s–—/-]+[–—/-]?|[–—/-]/g) ?? [];
  let lines = 1;
  let used = 0;
  let offset = 0;
  for (const piece of pieces) {
    const start = text.indexOf(piece, offset);
    offset = start + piece.length;
    const spaced = start > 0 && /\s/.test(text[start - 1]!);
    const bold = start < boldChars;
    const w = widthEm(piece, bold);
    const space = spaced && used > 0 ? widthEm(' ', bold) : 0;
    if (used > 0 && used + space + w > widthEmAvailable) {
      lines += 1;
      used = w;
    } else {
      used += space + w;
    }
  }
  return lines;
}

/** Width in em of the longest unbreakable piece of a text (a table column is never narrower). */
export function longestWordEm(text: string, bold = false): number {
  return Math.max(0, ...(text.match(/[^\s–—/-]+[–—/-]?/g) ?? []).map((w) => widthEm(w, bold)));
}
