/**
 * The scanner's code reader, loaded with the camera (QrScanner imports this module only when the
 * player opens the camera or picks a photo): the browser's own BarcodeDetector where it reads QR
 * codes, else the pure-JavaScript decoder in a worker (qr-decode.worker.ts). Either way a frame is
 * scaled down first (fitWithin), so the work per frame is bounded whatever the camera or photo size.
 */
import { fitWithin } from '../../play/qr-scan';
import type { DecodeAnswer, DecodeRequest } from './qr-decode.worker';

export interface QrReader {
  /** Which decoder reads: the browser's own, or ours in a worker. */
  kind: 'native' | 'worker';
  /** The text of the code in the video's current frame (or the image), or null when none reads. */
  read(source: HTMLVideoElement | ImageBitmap, maxSide: number): Promise<string | null>;
  close(): void;
}

interface NativeDetector {
  detect(source: HTMLVideoElement | ImageBitmap): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?(): Promise<string[]>;
}

const sizeOf = (source: HTMLVideoElement | ImageBitmap) =>
  source instanceof ImageBitmap ? { width: source.width, height: source.height } : { width: source.videoWidth, height: source.videoHeight };

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? [];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'native',
      async read(source) {
        const { width, height } = sizeOf(source);
        if (!fitWithin(width, height, 1)) return null;
        const found = await detector.detect(source);
        const text = found[0]?.rawValue;
        return typeof text === 'string' && text.length > 0 ? text : null;
      },
      close() {},
    };
  } catch {
    return null; // a detector that will not start: ours reads instead
  }
}

function workerReader(): QrReader {
  const worker = new Worker(new URL('./qr-decode.worker.ts', import.meta.url), { type: 'module', name: 'qr-decode' });
  const waiting = new Map<number, { resolve: (text: string | null) => void; reject: (error: Error) => void }>();
  let next = 0;
  let broken: Error | null = null;
  worker.onmessage = (event: MessageEvent<DecodeAnswer>) => {
    const answer = event.data;
    waiting.get(answer.id)?.resolve(typeof answer.text === 'string' ? answer.text : null);
    waiting.delete(answer.id);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    broken = new Error('the code reader did not load');
    for (const { reject } of waiting.values()) reject(broken);
    waiting.clear();
  };
  // A worker's OffscreenCanvas turns the frame into pixels off the page's thread; without one (older
  // browsers) the page draws the scaled frame itself and sends the pixels.
  const offscreen = typeof OffscreenCanvas !== 'undefined';
  let canvas: HTMLCanvasElement | null = null;
  return {
    kind: 'worker',
    async read(source, maxSide) {
      if (broken) throw broken;
      const { width, height } = sizeOf(source);
      const fit = fitWithin(width, height, maxSide);
      if (!fit) return null;
      const id = next++;
      let request: DecodeRequest;
      let transfer: Transferable[];
      if (offscreen && typeof VideoFrame !== 'undefined' && source instanceof HTMLVideoElement) {
        // The camera's current frame as it is (no conversion on this thread): the worker scales it.
        const frame = new VideoFrame(source);
        request = { id, frame, width: fit.width, height: fit.height };
        transfer = [frame];
      } else if (offscreen) {
        const bitmap = await createImageBitmap(source, { resizeWidth: fit.width, resizeHeight: fit.height, resizeQuality: 'low' });
        request = { id, bitmap };
        transfer = [bitmap];
      } else {
        canvas ??= document.createElement('canvas');
        canvas.width = fit.width;
        canvas.height = fit.height;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return null;
        context.drawImage(source, 0, 0, fit.width, fit.height);
        const { data } = context.getImageData(0, 0, fit.width, fit.height);
        request = { id, pixels: { width: fit.width, height: fit.height, data } };
        transfer = [data.buffer];
      }
      const answer = new Promise<string | null>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage(request, transfer);
      return answer;
    },
    close() {
      worker.terminate();
      for (const { resolve } of waiting.values()) resolve(null);
      waiting.clear();
    },
  };
}

/** The best reader this browser has. */
export async function openReader(): Promise<QrReader> {
  return (await nativeReader()) ?? workerReader();
}
