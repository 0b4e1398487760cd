/**
 * The camera's decoder, off the page's thread: a frame decodes in tens of milliseconds on a fast
 * machine and several times that on a phone (the bench: tests/bench/qr-scan.bench.spec.ts), which on
 * the page would hold up a tap. The page sends each frame as an ImageBitmap (transferred, no copy) or,
 * where a worker has no OffscreenCanvas, as RGBA pixels; this answers with the text or null. Created
 * only when the camera opens (qr-reader.ts), so the decoder is downloaded then and never before.
 */
import { decodePixels, type Pixels } from '../../play/qr-decode';

export type DecodeRequest = { id: number; bitmap: ImageBitmap } | { id: number; pixels: Pixels };
export interface DecodeAnswer {
  id: number;
  text: string | null;
}

let canvas: OffscreenCanvas | null = null;

function pixelsOf(bitmap: ImageBitmap): Pixels | null {
  const { width, height } = bitmap;
  if (!canvas) canvas = new OffscreenCanvas(width, height);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, width, height);
}

/** The worker's own scope, typed here: the project's types are the page's (DOM), not a worker's. */
const scope = self as unknown as { onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null; postMessage(answer: DecodeAnswer): void };

scope.onmessage = (event) => {
  const request = event.data;
  let text: string | null;
  try {
    const pixels = 'bitmap' in request ? pixelsOf(request.bitmap) : request.pixels;
    text = pixels ? decodePixels(pixels) : null;
  } catch {
    text = null;
  } finally {
    if ('bitmap' in request) request.bitmap.close();
  }
  scope.postMessage({ id: request.id, text });
};
