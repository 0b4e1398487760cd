/**
 * The camera's decoder, off the page's thread: a frame decodes in tens of milliseconds on a fast
 * machine and several times that on a phone (the bench: tests/bench/qr-scan.bench.spec.ts), which on
 * the page would hold up a tap. The page sends each frame transferred, not copied (DecodeRequest); the
 * colour conversion, scaling and decoding all happen here; this answers with the text or null. Created
 * only when the camera opens (qr-reader.ts), so the decoder is downloaded then and never before.
 */
import { decodePixels, type Pixels } from '../../play/qr-decode';

/**
 * A frame to read: a camera frame as a VideoFrame (no copy on the page's thread; scaled here), an
 * ImageBitmap (a photo, already scaled), or RGBA pixels where a worker has no OffscreenCanvas.
 */
export type DecodeRequest = { id: number; frame: VideoFrame; width: number; height: number } | { id: number; bitmap: ImageBitmap } | { id: number; pixels: Pixels };
export interface DecodeAnswer {
  id: number;
  text: string | null;
}

let canvas: OffscreenCanvas | null = null;

function pixelsOf(source: ImageBitmap | VideoFrame, width: number, height: number): Pixels | null {
  if (!canvas) canvas = new OffscreenCanvas(width, height);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** The worker's own scope, typed here: the project's types are the page's (DOM), not a worker's. */
const scope = self as unknown as { onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null; postMessage(answer: DecodeAnswer): void };

scope.onmessage = (event) => {
  const request = event.data;
  let text: string | null;
  try {
    const pixels =
      'frame' in request
        ? pixelsOf(request.frame, request.width, request.height)
        : 'bitmap' in request
          ? pixelsOf(request.bitmap, request.bitmap.width, request.bitmap.height)
          : request.pixels;
    text = pixels ? decodePixels(pixels) : null;
  } catch {
    text = null;
  } finally {
    if ('frame' in request) request.frame.close();
    if ('bitmap' in request) request.bitmap.close();
  }
  scope.postMessage({ id: request.id, text });
};
