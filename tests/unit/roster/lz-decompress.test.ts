import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent } from '../../../src/roster/lz-compress';
import { decompressFromEncodedURIComponent, linkPayload, MAX_UNPACKED_CHARS } from '../../../src/roster/lz-decompress';
import { createRng } from '../../../src/engine/rng';
import { linkBomb } from './link-bomb';

describe('the budgeted decompressor', () => {
  it('reads what lz-string reads, on thousands of inputs', { timeout: 20_000 }, () => {
    const rng = createRng('lz-decompress');
    const letters = 'abc{}":,[]0123456789 éü€😀\u0000\uffff';
    for (let i = 0; i < 2000; i++) {
      const length = rng.int(0, i < 1800 ? 60 : 4000);
      let text = '';
      for (let j = 0; j < length; j++) text += letters[rng.int(0, letters.length - 1)];
      const packed = compressToEncodedURIComponent(text);
      expect(LZString.decompressFromEncodedURIComponent(packed)).toBe(text);
      expect(decompressFromEncodedURIComponent(packed)).toEqual({ ok: true, text });
    }
  });

  it('refuses damaged text instead of guessing', () => {
    expect(decompressFromEncodedURIComponent('')).toEqual({ ok: false, reason: 'damaged' });
    expect(decompressFromEncodedURIComponent('!!!!')).toEqual({ ok: false, reason: 'damaged' });
    const packed = compressToEncodedURIComponent('{"name":"The Cog Rats","models":[1,2,3]}');
    expect(decompressFromEncodedURIComponent(packed.slice(0, 8))).toEqual({ ok: false, reason: 'damaged' });
  });

  it('stops at its budget: a 30 kB link that unpacks to 72 million characters is refused at once', () => {
    const bomb = linkBomb(12_000);
    expect(bomb.length).toBeLessThan(30_000);
    const started = performance.now();
    expect(decompressFromEncodedURIComponent(bomb)).toEqual({ ok: false, reason: 'too-large' });
    expect(performance.now() - started).toBeLessThan(500);
    // A small one is read in full, and is exactly the quadratic text.
    const small = decompressFromEncodedURIComponent(linkBomb(10));
    expect(small).toEqual({ ok: true, text: 'a'.repeat(1 + (2 + 11) * 10 / 2) });
    expect(decompressFromEncodedURIComponent(linkBomb(10), 65)).toEqual({ ok: false, reason: 'too-large' });
    expect(decompressFromEncodedURIComponent(linkBomb(10), 66)).toEqual({ ok: true, text: 'a'.repeat(66) });
    expect(MAX_UNPACKED_CHARS).toBe(256_000);
  });

  it('undoes percent-encoding and spaces a messenger put in', () => {
    const packed = compressToEncodedURIComponent('{"a":"' + 'xyz'.repeat(50) + '"}');
    expect(packed).toMatch(/[+$]/);
    const encoded = packed.replace(/\+/g, '%2B').replace(/\$/g, '%24');
    expect(linkPayload(encoded)).toBe(packed);
    expect(linkPayload(encodeURIComponent(encoded))).toBe(packed);
    expect(linkPayload(packed.replace(/\+/g, ' '))).toBe(packed);
    expect(linkPayload('roster=%E0%A4%A')).toBe('roster=%E0%A4%A');
  });
});
