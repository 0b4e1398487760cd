import { describe, expect, it } from 'vitest';
import { createRng, hashSeed, randomSeed } from '../../../src/engine';

/** bryc's published mulberry32, written independently of the engine's version. */
function referenceMulberry32(a: number): () => number {
  return () => {
    let t = (a += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

describe('seeded generator', () => {
  it('hashes seeds with 32-bit FNV-1a (published test values)', () => {
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(hashSeed('a')).toBe(0xe40c292c);
    expect(hashSeed('foobar')).toBe(0xbf9cf968);
  });

  it('replays the same sequence from the same seed, with known first values', () => {
    const a = createRng('replay-me');
    const b = createRng('replay-me');
    const first = [394097596, 1487133094, 2051293176, 682875905, 3561892763];
    expect(first.map(() => a.nextUint32())).toEqual(first);
    expect(first.map(() => b.nextUint32())).toEqual(first);
    const c = createRng('replay-me');
    const reference = referenceMulberry32(hashSeed('replay-me'));
    for (let i = 0; i < 1000; i++) expect(c.nextUint32()).toBe(reference());
    const dice = createRng('replay-me');
    for (let i = 0; i < 5; i++) dice.nextUint32();
    expect(Array.from({ length: 10 }, () => dice.die(6))).toEqual([5, 4, 3, 5, 1, 5, 5, 1, 1, 3]);
  });

  it('shows the seed as given, numbers as their decimal string, and replays from it', () => {
    expect(createRng('  abc ').seed).toBe('abc');
    expect(createRng(42).seed).toBe('42');
    expect(createRng(42).next()).toBe(createRng('42').next());
    const r = createRng('x1');
    const seq = Array.from({ length: 20 }, () => r.int(1, 100));
    const again = createRng(r.seed);
    expect(Array.from({ length: 20 }, () => again.int(1, 100))).toEqual(seq);
    expect(createRng('seed-a').nextUint32()).not.toBe(createRng('seed-b').nextUint32());
  });

  it('rejects bad seeds and ranges', () => {
    expect(() => createRng('')).toThrow(/seed must be 1 to 64 characters/);
    expect(() => createRng('x'.repeat(65))).toThrow(/seed must be 1 to 64/);
    expect(() => createRng(-1)).toThrow(/seed must be an integer in/);
    expect(() => createRng(1.5)).toThrow(/seed must be an integer/);
    const r = createRng('s');
    expect(() => r.int(3, 2)).toThrow(/hi must be an integer in/);
    expect(() => r.die(0)).toThrow(/sides must be/);
    expect(() => r.int(0, Number.NaN)).toThrow(/hi must be an integer/);
  });

  it('stays in range: next in [0, 1), int and die inclusive', () => {
    const r = createRng('range');
    for (let i = 0; i < 10000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
      const k = r.int(-3, 3);
      expect(k >= -3 && k <= 3 && Number.isInteger(k)).toBe(true);
    }
    expect(r.int(5, 5)).toBe(5);
  });

  it('rolls a fair d6 (chi-square over 60 000 rolls) and a fair d10', () => {
    for (const sides of [6, 10]) {
      const r = createRng(`fair-d${sides}`);
      const n = 60000;
      const counts = new Array<number>(sides + 1).fill(0);
      for (let i = 0; i < n; i++) counts[r.die(sides)]!++;
      expect(counts[0]).toBe(0);
      const e = n / sides;
      const chi2 = counts.slice(1).reduce((s, c) => s + (c - e) ** 2 / e, 0);
      // 99.9th percentile of chi-square: 20.5 with 5 degrees of freedom, 27.9 with 9.
      expect(chi2).toBeLessThan(sides === 6 ? 20.5 : 27.9);
    }
  });

  it('shuffles into a permutation without touching the input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRng('deck').shuffle(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(createRng('deck').shuffle(items)).toEqual(shuffled);
    // Each of the 6 orders of three cards comes up about equally often.
    const r = createRng('orders');
    const seen = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = r.shuffle(['a', 'b', 'c']).join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(6);
    for (const c of seen.values()) expect(Math.abs(c - 1000)).toBeLessThan(5 * Math.sqrt(1000 * (5 / 6)));
  });

  it('makes short readable random seeds', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => randomSeed()));
    expect(seeds.size).toBeGreaterThan(45);
    for (const s of seeds) expect(s).toMatch(/^[2-9a-hjkmnp-z]{6}$/);
  });
});
