/**
 * Timing against one animation frame, shared by the board's and the enemy turn's benches. Each case
 * runs many times after a warm-up; it passes when its lower quartile is under a frame. The median is
 * printed too, but on a machine shared with other busy processes it swings by a factor of five between
 * runs while the quartile and the fastest run stay put.
 */
import type { Rng } from '../../src/engine';
import type { Space, Terrain } from '../../src/games/kuggkoping/board';
import type { BoardModel, BoardSetup } from '../../src/games/kuggkoping/board/state';

export const FRAME_MS = 16;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

export interface Timing {
  fastest: number;
  quartile: number;
  median: number;
}

export function time(fn: () => unknown, runs: number): Timing {
  for (let i = 0; i < 10; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  const s = sorted(out);
  return { fastest: s[0]!, quartile: s[s.length >> 2]!, median: s[s.length >> 1]! };
}

/** Collects timed cases: `check` each, then `rows` to print and `failures` (cases over one frame). */
export function frameCheck() {
  const rows: string[] = [];
  const failures: string[] = [];
  const check = (name: string, t: Timing) => {
    const ms = (v: number) => `${v.toFixed(3).padStart(8)} ms`;
    rows.push(`${name.padEnd(76)} fastest ${ms(t.fastest)}   quartile ${ms(t.quartile)}   median ${ms(t.median)}`);
    if (t.quartile >= FRAME_MS) failures.push(`${name}: lower quartile ${t.quartile.toFixed(3)} ms is over one frame (${FRAME_MS} ms)`);
  };
  return { rows, failures, check };
}

/**
 * A busy board: about 40% terrain of every kind, roofs of mixed heights, and `count` models,
 * alternately Characters and enemies (or `characters` Characters first, then enemies).
 */
export function busyBoard(rng: Rng, width: number, height: number, count: number, characters?: number): BoardSetup {
  const terrain: Terrain[] = [];
  const free: Space[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = rng.next();
      if (r < 0.12) terrain.push({ x, y, kind: 'blocking' });
      else {
        if (r < 0.2) terrain.push({ x, y, kind: 'cover' });
        else if (r < 0.26) terrain.push({ x, y, kind: 'dangerous' });
        else if (r < 0.4) terrain.push({ x, y, kind: 'elevated', height: rng.int(1, 3) });
        free.push({ x, y });
      }
    }
  }
  const side = (i: number) => (characters === undefined ? (i % 2 ? 'enemy' : 'character') : i < characters ? 'character' : 'enemy');
  const models: BoardModel[] = rng
    .shuffle(free)
    .slice(0, count)
    .map((p, i) => ({ ...p, side: side(i), move: 12, range: 48 }));
  return { width, height, terrain, models };
}
