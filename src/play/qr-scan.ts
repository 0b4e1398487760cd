/**
 * The camera's pure parts (issue 36, Table Link): which decoded texts the scanner passes on, how big a
 * frame the decoder is given, and every sentence the scanner and the cycling code display show. The
 * components (src/components/play/QrScanner.tsx, QrCycle.tsx) only render these; the decoder itself
 * is qr-decode.ts, loaded only when the camera opens.
 */

/** The longest text the scanner passes on: a scanned code is untrusted, and no link of ours is longer. */
export const MAX_SCAN_TEXT = 4000;

/** How many distinct texts one camera session remembers (a cycle of parts is far shorter). */
const REMEMBERED = 64;

/** The longest side of a camera frame handed to the decoder, in pixels (bounded work per frame). */
export const MAX_FRAME_SIDE = 960;

/** The longest side of a picked photo handed to the decoder (a phone photo is 4,000 px or more). */
export const MAX_PHOTO_SIDE = 1600;

/** The largest photo file read at all (bytes): beyond it the picker refuses before decoding. */
export const MAX_PHOTO_BYTES = 30 * 1024 * 1024;

/** How long each part of a cycle of codes stays on screen (ms). */
export const CYCLE_MS = 800;

export type GateVerdict = { kind: 'new'; text: string } | { kind: 'seen' } | { kind: 'empty' } | { kind: 'too-long'; length: number };

/**
 * Passes each decoded text once per camera session: a code held in view is decoded frame after frame,
 * and a cycle of parts comes round again and again, but each distinct text reaches the game once.
 * Texts over `max` characters are refused (and not remembered, so each refusal is reported once too).
 */
export function createTextGate(max = MAX_SCAN_TEXT): (text: string) => GateVerdict {
  const seen: string[] = [];
  const refused = new Set<number>();
  return (text) => {
    if (typeof text !== 'string' || text.length === 0) return { kind: 'empty' };
    if (text.length > max) {
      if (refused.has(text.length)) return { kind: 'seen' };
      refused.add(text.length);
      return { kind: 'too-long', length: text.length };
    }
    if (seen.includes(text)) return { kind: 'seen' };
    seen.push(text);
    if (seen.length > REMEMBERED) seen.shift();
    return { kind: 'new', text };
  };
}

/**
 * The size a `width` × `height` image is scaled to so that its longer side is at most `max` (never
 * enlarged; whole pixels, at least 1). Anything that is not a positive finite size gives null.
 */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } | null {
  if (![width, height, max].every((n) => Number.isFinite(n) && n >= 1)) return null;
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Why the camera did not open, from getUserMedia's error (a DOMException's name). */
export type CameraProblem = 'refused' | 'none' | 'busy' | 'insecure' | 'unsupported' | 'failed';

export function cameraProblem(error: unknown): CameraProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError') return 'refused';
  if (name === 'SecurityError') return 'insecure';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'none';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** The scanner's words. */
export const scanWords = {
  open: 'Scan a code',
  close: 'Stop the camera',
  starting: 'Opening the camera…',
  live: 'Hold the other phone’s code inside the frame.',
  video: 'The camera’s view',
  photo: 'Pick a photo of the code',
  photoHelp: 'Or take a photo of the other phone’s code and pick it here.',
  readingPhoto: 'Reading the photo…',
  noCodeInPhoto: 'No code found in that photo. Try again with the code larger and sharper, filling most of the picture.',
  notAnImage: 'That file is not a picture this browser can read.',
  photoTooLarge: (bytes: number) => `That file is ${Math.ceil(bytes / (1024 * 1024))} MB, more than the ${MAX_PHOTO_BYTES / (1024 * 1024)} MB a photo of a code needs. Pick a smaller one.`,
  tooLong: (length: number) =>
    `A code held ${length.toLocaleString('en')} characters, more than the ${MAX_SCAN_TEXT.toLocaleString('en')} a code of ours ever holds, so it was ignored.`,
  read: (count: number) => (count === 1 ? 'Read 1 code.' : `Read ${count} codes.`),
  problem: {
    refused: 'The camera is blocked for this site. Allow it in the browser’s site settings, or pick a photo of the code, or open the link instead.',
    none: 'No camera was found on this device. Pick a photo of the code, or open the link instead.',
    busy: 'The camera is in use by another app or could not start. Close that app and try again, or pick a photo of the code.',
    insecure: 'This browser allows the camera only on a secure (https) page. Pick a photo of the code, or open the link instead.',
    unsupported: 'This browser cannot use a camera here. Pick a photo of the code, or open the link instead.',
    failed: 'The camera could not start. Try again, or pick a photo of the code.',
  } satisfies Record<CameraProblem, string>,
  decoderFailed: 'The code reader could not load. Reload the page and try again, or open the link instead.',
} as const;

/** The cycling code display's words. */
export const cycleWords = {
  part: (i: number, n: number) => `part ${i + 1} of ${n}`,
  pause: 'Pause',
  next: 'Next part',
  previous: 'Previous part',
  empty: 'There is no code to show.',
  tooLong: 'This part is too long for one code.',
  cycling: (n: number) => `${n} codes shown one after another: let the other phone’s camera watch until it has read them all.`,
  stepping: (n: number) => `${n} codes: show each in turn with Next part until the other phone has read them all.`,
} as const;

/** The index after `index` in a cycle of `n` (0 when n is not a positive whole number). */
export function nextPart(index: number, n: number, step = 1): number {
  if (!Number.isInteger(n) || n < 1 || !Number.isFinite(index)) return 0;
  const i = Math.trunc(index) + Math.trunc(step);
  return ((i % n) + n) % n;
}
