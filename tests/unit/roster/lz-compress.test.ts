import { gameSlugs } from '../../../src/common/catalog';
import { describe, expect, it } from 'vitest';
import LZString from 'lz-string';
import { createRng } from '../../../src/engine/rng';
import { formatExampleText } from '../support/format-examples';
import { compressToEncodedURIComponent } from '../../../src/roster/lz-compress';

// The share links' compressor must write exactly what lz-string writes: links made before it, and
// links made by it, are read by lz-string's decompressor.

const same = (text: string) => expect(compressToEncodedURIComponent(text), JSON.stringify(text.slice(0, 80))).toBe(LZString.compressToEncodedURIComponent(text));

describe('compressToEncodedURIComponent', () => {
  it('writes what lz-string writes for edge cases', () => {
    for (const text of ['', 'a', 'aa', 'aaaa', 'ab', 'abab', 'abababababab', 'é', '‘NADES', 'Kuggköping', '😀', '😀😀x😀', 'a\u0000b', 'x'.repeat(5000)]) same(text);
  });

  it('writes what lz-string writes for every builder page example', () => {
    for (const slug of gameSlugs) {
      same(formatExampleText(slug));
      same(JSON.stringify(formatExampleText(slug)));
    }
  });

  it('writes what lz-string writes for 3,000 seeded random texts', () => {
    const rng = createRng('lz-compress');
    // Small alphabets repeat phrases (long dictionary chains); wide ones cross the 8/16-bit literal
    // and the code-width steps at different moments.
    const alphabets = ['ab', 'abc ', '{"name":[]},0123', 'aé‘’😀\u00ff\u0100', 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 "{}:,'];
    for (let n = 0; n < 3000; n++) {
      const chars = [...alphabets[n % alphabets.length]!];
      const length = Math.floor(rng.next() * (n < 2500 ? 200 : 6000));
      let text = '';
      for (let i = 0; i < length; i++) text += chars[Math.floor(rng.next() * chars.length)];
      same(text);
    }
    // About 2-3 s alone on a two-core machine: room for a busy one, whose load must not fail it.
  }, 30_000);

  it('round-trips through lz-string, "__proto__" included', () => {
    // lz-string's own compressor cannot find the phrase "__proto__" in its object dictionary, so it
    // writes it piece by piece; this compressor writes its code. Both read back the same text.
    for (const text of ['{"name":"__proto__"}', '__proto____proto__constructor', 'hasOwnProperty toString valueOf']) {
      expect(LZString.decompressFromEncodedURIComponent(compressToEncodedURIComponent(text))).toBe(text);
    }
  });
});
