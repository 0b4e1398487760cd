import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { hashLink, hashValue, packLink, unpackLink } from '../../../src/roster/hash-link';
import { linkBomb } from './link-bomb';

const caps = { maxLength: 6000, maxChars: 100_000 };

describe('the hash-link helper', () => {
  it('writes lz-string’s own text after "#key="', () => {
    const json = JSON.stringify({ v: 1, t: ['....', '.bb.'], name: 'Crack+Shot $5 “Spud”' });
    expect(packLink(json)).toBe(LZString.compressToEncodedURIComponent(json));
    expect(hashLink('board', json)).toBe(`#board=${LZString.compressToEncodedURIComponent(json)}`);
    expect(hashLink('turn', '{"v":1}')).toBe('#turn=N4IgbiBcCMC+Q');
  });

  it('finds its key among others, with or without "#", percent-encoded or with spaces for "+"', () => {
    expect(hashValue('#turn=abc', 'turn')).toBe('abc');
    expect(hashValue('turn=abc', 'turn')).toBe('abc');
    expect(hashValue('#x=1&board=a+b$c&turn=z', 'board')).toBe('a+b$c');
    expect(hashValue('#board%3Da%2Bb%24c', 'board')).toBe('a+b$c');
    expect(hashValue('#board=a b', 'board')).toBe('a+b');
    expect(hashValue('#board=', 'board')).toBe('');
    expect(hashValue('#boards=abc', 'board')).toBeNull();
    expect(hashValue('#whole-turn', 'turn')).toBeNull();
    expect(hashValue('', 'roster')).toBeNull();
  });

  it('unpacks within the caps, and says why not', () => {
    const json = JSON.stringify({ v: 1, models: [1, 2, 3] });
    expect(unpackLink(packLink(json), caps)).toEqual({ ok: true, text: json });
    expect(unpackLink('', caps)).toEqual({ ok: false, reason: 'damaged' });
    expect(unpackLink('!!!!', caps)).toEqual({ ok: false, reason: 'damaged' });
    expect(unpackLink(packLink(''), caps)).toEqual({ ok: false, reason: 'damaged' });
    expect(unpackLink('A'.repeat(6001), caps)).toEqual({ ok: false, reason: 'too-long' });
    expect(unpackLink(linkBomb(1000), caps)).toEqual({ ok: false, reason: 'too-large' });
  });
});
