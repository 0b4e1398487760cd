/**
 * A share link as a QR code, to move a roster from phone to phone at the table with no network: the
 * modules come from `uqr` (small, no dependencies), drawn by the kit as one SVG path so the page needs
 * no inline markup or styles. A link longer than the largest code (version 40, low error correction:
 * 2,953 bytes) gets null: the builder says so and offers the file instead.
 */
import { encode } from 'uqr';

export interface QrDrawing {
  /** Modules per side, the quiet border included. */
  size: number;
  /** SVG path data: one unit square per dark module. */
  path: string;
}

/** Quiet zone around the code, in modules (the standard asks for 4). */
const BORDER = 4;

export function qrDrawing(text: string): QrDrawing | null {
  let data: boolean[][];
  try {
    data = encode(text, { ecc: 'L', border: BORDER }).data;
  } catch {
    return null; // RangeError: too long for one code
  }
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size: data.length, path: parts.join('') };
}
