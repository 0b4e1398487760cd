/**
 * The QR decoder, pure: RGBA pixels in, the code's text out (or null: no code, or one that does not
 * decode). It wraps `qr` (paulmillr/qr, `qr/decode.js`): pure JavaScript, no WebAssembly, no
 * dependencies, about 15 kB gzipped (why this one: docs/architecture.md, "The camera"). Only the
 * camera's worker (src/components/play/qr-decode.worker.ts) imports this module, so no page loads the
 * decoder before its camera opens.
 */
import { decodeQR } from 'qr/decode.js';

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, row by row (what a canvas's getImageData gives). */
  data: Uint8ClampedArray | Uint8Array;
}

/** The longest side the decoder accepts (the caller downscales first; this bounds the work regardless). */
export const MAX_DECODE_SIDE = 2048;

/** The text of the first QR code in `image`, or null when it holds none that decodes. Never throws. */
export function decodePixels(image: Pixels): string | null {
  const { width, height, data } = image ?? {};
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) return null;
  if (width > MAX_DECODE_SIDE || height > MAX_DECODE_SIDE) return null;
  if (!data || data.length !== width * height * 4) return null;
  try {
    const text = decodeQR({ width, height, data }, { format: 'RGBA' });
    return typeof text === 'string' ? text : null;
  } catch {
    return null; // no code in view, or one too damaged to read: the next frame may do better
  }
}
