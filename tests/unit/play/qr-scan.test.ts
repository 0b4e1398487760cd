import { describe, expect, it } from 'vitest';
import { cameraProblem, createTextGate, cycleWords, fitWithin, MAX_SCAN_TEXT, nextPart, scanWords } from '../../../src/play/qr-scan';
import { decodePixels, MAX_DECODE_SIDE } from '../../../src/play/qr-decode';
import { drawingOf, FRAME, lumaFrame, rgbaOf } from '../../e2e/support/qr-video';

// Issue 36 (Table Link), "Camera" and "Hostile input": each distinct text once, bounded size and
// work, a clear message for anything refused.
describe('the scanner passes each decoded text once', () => {
  it('passes a new text, then ignores it while it stays in view', () => {
    const gate = createTextGate();
    expect(gate('A')).toEqual({ kind: 'new', text: 'A' });
    expect(gate('A')).toEqual({ kind: 'seen' });
    expect(gate('B')).toEqual({ kind: 'new', text: 'B' });
    // A cycle of two parts comes round again: neither is passed a second time.
    expect(gate('A')).toEqual({ kind: 'seen' });
    expect(gate('B')).toEqual({ kind: 'seen' });
  });

  it('forgets nothing between two gates: a new camera session passes the text again', () => {
    createTextGate()('A');
    expect(createTextGate()('A')).toEqual({ kind: 'new', text: 'A' });
  });

  it('refuses a text over 4,000 characters, once, and passes one of exactly 4,000', () => {
    const gate = createTextGate();
    expect(MAX_SCAN_TEXT).toBe(4000);
    expect(gate('7'.repeat(4001))).toEqual({ kind: 'too-long', length: 4001 });
    expect(gate('7'.repeat(4001))).toEqual({ kind: 'seen' });
    expect(gate('7'.repeat(4000)).kind).toBe('new');
  });

  it('ignores an empty text and anything that is not a string', () => {
    const gate = createTextGate();
    expect(gate('')).toEqual({ kind: 'empty' });
    expect(gate(undefined as unknown as string)).toEqual({ kind: 'empty' });
  });

  it('remembers a bounded number of texts (64), oldest forgotten first', () => {
    const gate = createTextGate();
    for (let i = 0; i < 65; i++) expect(gate(`t${i}`).kind).toBe('new');
    expect(gate('t64').kind).toBe('seen');
    expect(gate('t0').kind).toBe('new');
  });

  it('says why a too-long code was ignored, with both numbers', () => {
    expect(scanWords.tooLong(5123)).toBe('A code held 5,123 characters, more than the 4,000 a code of ours ever holds, so it was ignored.');
  });
});

describe('frames are scaled down before decoding', () => {
  it('keeps a small frame as it is and scales a large one to its longer side', () => {
    expect(fitWithin(640, 480, 960)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1920, 1080, 960)).toEqual({ width: 960, height: 540 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('gives null, never NaN, for a size that is not one', () => {
    for (const bad of [0, -1, Number.NaN, Infinity]) {
      expect(fitWithin(bad, 480, 960)).toBeNull();
      expect(fitWithin(640, bad, 960)).toBeNull();
      expect(fitWithin(640, 480, bad)).toBeNull();
    }
    expect(fitWithin(1, 100000, 960)).toEqual({ width: 1, height: 960 });
  });
});

describe('the camera’s errors name the problem', () => {
  it('tells refused from missing from busy', () => {
    const err = (name: string) => Object.assign(new Error(name), { name });
    expect(cameraProblem(err('NotAllowedError'))).toBe('refused');
    expect(cameraProblem(err('NotFoundError'))).toBe('none');
    expect(cameraProblem(err('OverconstrainedError'))).toBe('none');
    expect(cameraProblem(err('NotReadableError'))).toBe('busy');
    expect(cameraProblem(err('SecurityError'))).toBe('insecure');
    expect(cameraProblem(err('TypeError'))).toBe('failed');
    expect(cameraProblem(null)).toBe('failed');
    expect(scanWords.problem.refused).toMatch(/pick a photo of the code/);
  });
});

describe('a cycle of codes', () => {
  it('labels each part "part i of n" and goes round', () => {
    expect(cycleWords.part(0, 2)).toBe('part 1 of 2');
    expect(cycleWords.part(1, 2)).toBe('part 2 of 2');
    expect(nextPart(0, 2)).toBe(1);
    expect(nextPart(1, 2)).toBe(0);
    expect(nextPart(0, 3, -1)).toBe(2);
    expect(nextPart(5, 1)).toBe(0);
  });

  it('never gives NaN for a bad count or index', () => {
    expect(nextPart(0, 0)).toBe(0);
    expect(nextPart(Number.NaN, 3)).toBe(0);
    expect(nextPart(1, Number.NaN)).toBe(0);
    expect(nextPart(1, 2.5)).toBe(0);
  });
});

describe('the decoder adapter', () => {
  it('reads back a code drawn by the site’s encoder, in a camera-sized frame', () => {
    const link = `https://skirmish-shelf.example/heartbreaker/play/#link=${'N4IgdghgtgpiBcIDiBNA'.repeat(10)}`;
    expect(decodePixels(rgbaOf(lumaFrame(drawingOf(link))))).toBe(link);
  });

  it('gives null for a frame with no code, and for pixels that do not match their size', () => {
    expect(decodePixels(rgbaOf(lumaFrame(null)))).toBeNull();
    expect(decodePixels({ width: 10, height: 10, data: new Uint8ClampedArray(12) })).toBeNull();
    expect(decodePixels({ width: 0, height: 10, data: new Uint8ClampedArray(0) })).toBeNull();
    expect(decodePixels({ width: Number.NaN, height: 10, data: new Uint8ClampedArray(0) })).toBeNull();
    expect(decodePixels(null as unknown as Parameters<typeof decodePixels>[0])).toBeNull();
  });

  it('refuses a frame larger than it will work on', () => {
    const side = MAX_DECODE_SIDE + 1;
    expect(decodePixels({ width: side, height: 1, data: new Uint8ClampedArray(side * 4) })).toBeNull();
    expect(FRAME.width).toBeLessThanOrEqual(MAX_DECODE_SIDE);
  });
});
