/**
 * Seeded random numbers for rollers. The seed is a short string the UI shows, so anyone can replay a
 * roll by entering the same seed. mulberry32 on a 32-bit FNV-1a hash of the seed string.
 */
import { requireInteger } from './validate';

/** A reproducible random source. */
export interface Rng {
  /** The seed as shown to the user; createRng(rng.seed) replays the same sequence. */
  readonly seed: string;
  /** Uniform 32-bit unsigned integer. */
  nextUint32(): number;
  /** Uniform number in [0, 1). */
  next(): number;
  /** Uniform integer in [lo, hi], both included (no modulo bias). */
  int(lo: number, hi: number): number;
  /** A fair die roll, 1..sides. */
  die(sides: number): number;
  /** A new array with the items in uniformly random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

const MAX_SEED_LENGTH = 64;
const SEED_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz'; // no 0/o, 1/l/i: easy to read aloud and retype

/** 32-bit FNV-1a hash of a string's UTF-16 code units. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Normalises a seed to the string form shown in the UI (numbers become their decimal string, trimmed). */
function normaliseSeed(seed: string | number): string {
  if (typeof seed === 'number') {
    requireInteger('seed', seed, 0, 0xffffffff);
    return String(seed);
  }
  if (typeof seed !== 'string') throw new Error(`seed must be a string or an integer, got ${String(seed)}`);
  const s = seed.trim();
  if (s.length === 0 || s.length > MAX_SEED_LENGTH) {
    throw new Error(`seed must be 1 to ${MAX_SEED_LENGTH} characters, got ${JSON.stringify(seed)}`);
  }
  return s;
}

/** A seeded generator; the same seed always gives the same sequence. */
export function createRng(seed: string | number): Rng {
  const shown = normaliseSeed(seed);
  let state = hashSeed(shown);
  const nextUint32 = (): number => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  const int = (lo: number, hi: number): number => {
    requireInteger('lo', lo, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    requireInteger('hi', hi, lo, lo + 0xffffffff);
    const range = hi - lo + 1;
    // Reject the top sliver of 2^32 that does not divide evenly into `range`.
    const limit = Math.floor(0x100000000 / range) * range;
    let u = nextUint32();
    while (u >= limit) u = nextUint32();
    return lo + (u % range);
  };
  return {
    seed: shown,
    nextUint32,
    next: () => nextUint32() / 0x100000000,
    int,
    die: (sides: number) => {
      requireInteger('sides', sides, 1, 1e6);
      return int(1, sides);
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

/** A fresh 6-character seed (from crypto.getRandomValues when present, else Math.random). */
export function randomSeed(): string {
  const values = new Uint32Array(6);
  const cryptoApi = (globalThis as { crypto?: { getRandomValues?: (a: Uint32Array) => Uint32Array } }).crypto;
  if (cryptoApi?.getRandomValues) cryptoApi.getRandomValues(values);
  else for (let i = 0; i < values.length; i++) values[i] = Math.floor(Math.random() * 0x100000000);
  let seed = '';
  for (const v of values) seed += SEED_ALPHABET[v % SEED_ALPHABET.length];
  return seed;
}
