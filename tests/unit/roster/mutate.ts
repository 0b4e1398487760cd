/**
 * Seeded random damage to a valid roster, for the parseRoster / checkRoster fuzz tests every builder
 * has: drop fields, change types, add huge strings, unknown names and random bytes. Each mutation is
 * reproducible from (seed, index), so a failure names the exact input.
 */
import { createRng, type Rng } from '../../../src/engine/rng';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ODD_VALUES: Json[] = [null, true, false, 0, -1, 1.5, 1e308, -0, '', 'x'.repeat(100_000), 'Unknown Name', '‘NADES', [], {}, [[]], { a: 1 }];

/** Every path in a JSON value, as arrays of keys/indices (the root is []). */
function paths(value: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  return out;
}

function randomBytes(rng: Rng): string {
  let s = '';
  const n = rng.int(0, 40);
  for (let i = 0; i < n; i++) s += String.fromCharCode(rng.int(0, 0xffff));
  return s;
}

function randomValue(rng: Rng): Json {
  const pick = rng.int(0, ODD_VALUES.length + 1);
  if (pick < ODD_VALUES.length) return structuredClone(ODD_VALUES[pick]!);
  return pick === ODD_VALUES.length ? randomBytes(rng) : rng.int(-1e6, 1e6);
}

/** Replaces, deletes or adds at `path` in a copy of `root`. */
function mutateAt(root: Json, path: (string | number)[], rng: Rng): unknown {
  if (path.length === 0) return rng.int(0, 2) === 0 ? randomBytes(rng) : randomValue(rng);
  const copy = structuredClone(root) as Record<string | number, Json>;
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  switch (rng.int(0, 3)) {
    case 0: // drop the field (or the array item)
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else delete parent[last];
      break;
    case 1: // a value of another type, a huge string, an unknown name
      parent[last] = randomValue(rng);
      break;
    case 2: // random bytes where a string (or anything) was
      parent[last] = randomBytes(rng);
      break;
    default: // an extra field or item beside it
      if (Array.isArray(parent)) parent.push(randomValue(rng));
      else parent[`extra${rng.int(0, 9)}`] = randomValue(rng);
  }
  return copy;
}

/** `count` mutated copies of `valid` (one to three mutations each), reproducible from `seed`. */
export function* mutations(valid: unknown, seed: string, count = 1000): Generator<{ index: number; input: unknown }> {
  const rng = createRng(seed);
  for (let index = 0; index < count; index++) {
    let current = structuredClone(valid) as Json;
    const times = rng.int(1, 3);
    for (let t = 0; t < times; t++) {
      const all = paths(current);
      current = mutateAt(current, all[rng.int(0, all.length - 1)]!, rng) as Json;
    }
    // Now and then the whole thing as broken JSON text or random bytes instead of a parsed object.
    const r = rng.int(0, 19);
    const input = r === 0 ? JSON.stringify(current).slice(0, rng.int(0, 50)) : r === 1 ? randomBytes(rng) : current;
    yield { index, input };
  }
}
