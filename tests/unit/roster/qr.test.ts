import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrDrawing } from '../../../src/roster/qr';

/** Paints the drawing's path (only "M x y h w v1 h-w z" runs) into RGBA pixels, `scale` per module. */
function pixels(size: number, path: string, scale = 4): { data: Uint8ClampedArray; width: number } {
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const m of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let py = y * scale; py < (y + 1) * scale; py++)
      for (let px = x * scale; px < (x + w) * scale; px++) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  }
  return { data, width };
}

describe('QR codes of share links', () => {
  it('draw a code that decodes back to the link', () => {
    const link = `https://skirmish-shelf.example/kuggkoping/builder/#roster=${'N4IgdghgtgpiBcIDiBNA+gEQFYEsBEBCAKgAYCCAjgAw'.repeat(12)}`;
    const qr = qrDrawing(link)!;
    expect(qr.size).toBeGreaterThan(40);
    const { data, width } = pixels(qr.size, qr.path);
    expect(jsQR(data, width, width)?.data).toBe(link);
  });

  it('say null for a link too long for one code', () => {
    expect(qrDrawing(`https://x.example/#roster=${'a'.repeat(3000)}`)).toBeNull();
    expect(qrDrawing(`https://x.example/#roster=${'a'.repeat(2900)}`)).not.toBeNull();
  });
});
