/**
 * Camera input for the scanner's tests: QR codes drawn by the site's own encoder (src/roster/qr.ts,
 * or read back from a page's <svg>) painted into grey camera frames, and written as a .y4m video that
 * Chromium's fake capture device plays in a loop (--use-file-for-fake-video-capture). A .y4m file is
 * a one-line header and raw I420 frames: a full-size luma plane, then two quarter-size chroma planes
 * (all 128 here: grey).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { qrDrawing, type QrDrawing } from '../../../src/roster/qr';

export const FRAME = { width: 640, height: 480 } as const;

/** A larger frame, for dense codes: 960 px is the longest side the scanner reads unscaled (MAX_FRAME_SIDE). */
export const LARGE_FRAME = { width: 960, height: 720 } as const;

/** The drawing of `text` by the site's encoder; throws for a text too long for one code. */
export function drawingOf(text: string): QrDrawing {
  const drawing = qrDrawing(text);
  if (!drawing) throw new Error(`"${text.slice(0, 40)}…" is too long for one code`);
  return drawing;
}

/** The dark modules of a drawing's path (only "M x y h w …" runs, as src/roster/qr.ts writes them). */
function runs(drawing: QrDrawing): [x: number, y: number, w: number][] {
  return [...drawing.path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
}

/**
 * One camera frame's luma (width × height bytes): a code, quiet zone included, centred and as large as
 * `fill` of the shorter side allows in whole pixels per module, on a grey table with a soft gradient;
 * an empty frame for null.
 */
export function lumaFrame(drawing: QrDrawing | null, { width, height }: { width: number; height: number } = FRAME, fill = 0.85): Uint8Array {
  const luma = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) luma[y * width + x] = 120 + ((x + y) >> 4);
  if (!drawing) return luma;
  const scale = Math.max(1, Math.floor((Math.min(width, height) * fill) / drawing.size));
  const side = drawing.size * scale;
  const ox = (width - side) >> 1;
  const oy = (height - side) >> 1;
  for (let y = 0; y < side; y++) luma.fill(245, (oy + y) * width + ox, (oy + y) * width + ox + side);
  for (const [mx, my, mw] of runs(drawing)) {
    for (let y = my * scale; y < (my + 1) * scale; y++) luma.fill(25, (oy + y) * width + ox + mx * scale, (oy + y) * width + ox + (mx + mw) * scale);
  }
  return luma;
}

/** A luma frame as RGBA pixels (what a canvas gives the decoder). */
export function rgbaOf(luma: Uint8Array, { width, height }: { width: number; height: number } = FRAME): { width: number; height: number; data: Uint8ClampedArray } {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < luma.length; i++) data.set([luma[i]!, luma[i]!, luma[i]!, 255], i * 4);
  return { width, height, data };
}

/**
 * Writes a .y4m video: each scene is a frame (a code, or null for an empty view) held for `frames`
 * frames, at `fps` frames a second. Chromium plays it from the start again when it ends.
 */
export interface Scene {
  drawing: QrDrawing | null;
  frames: number;
}

export function writeY4m(file: string, scenes: Scene[], fps = 10, size: { width: number; height: number } = FRAME): void {
  const { width, height } = size;
  const chroma = new Uint8Array((width >> 1) * (height >> 1) * 2).fill(128);
  const chunks: Uint8Array[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  for (const { drawing, frames } of scenes) {
    const luma = lumaFrame(drawing, size);
    for (let i = 0; i < frames; i++) chunks.push(Buffer.from('FRAME\n'), luma, chroma);
  }
  writeFileSync(file, Buffer.concat(chunks));
}

/** A drawing read back from a page: an <svg> of QrFigure's (its viewBox's size and its path's d). */
export function drawingFromSvg(viewBox: string, path: string): QrDrawing {
  const size = Number(viewBox.split(/\s+/)[2]);
  if (!Number.isInteger(size) || size < 21 || !path.startsWith('M')) throw new Error(`not a code's drawing: ${viewBox}`);
  return { size, path };
}

/**
 * The frame size a camera needs to show `drawings` sharply, at 3 pixels a module or more: the
 * default 640 × 480 when it allows that (lumaFrame fills 0.85 of the shorter side), else the large one.
 */
export function frameFor(drawings: readonly (QrDrawing | null)[]): { width: number; height: number } {
  const largest = Math.max(0, ...drawings.map((d) => d?.size ?? 0));
  return Math.floor((FRAME.height * 0.85) / Math.max(1, largest)) >= 3 ? FRAME : LARGE_FRAME;
}

/**
 * Puts `scenes` in front of a camera whose video is `file`, replacing the file whole (written beside
 * it, then renamed over it). Chromium's fake capture device reads its file again each time a page
 * opens the camera (checked with this Chromium: a capture started after the file was rewritten, in
 * place or by a rename, plays the new file), so a browser launched once is shown code after code.
 */
export function showOnCamera(file: string, scenes: Scene[], fps = 10): void {
  const next = `${file}.next`;
  writeY4m(next, scenes, fps, frameFor(scenes.map((s) => s.drawing)));
  renameSync(next, file);
}
