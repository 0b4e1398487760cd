/**
 * Boards drawn as text for the board tests. Terrain letters as in board/text.ts; on top of them
 * 'A' is the attacker (or the moving model) and 'T' the target, both on open ground, and 'm' another
 * model on open ground. Models on roofs or cover are placed by coordinates instead.
 */
import { createRng, type Rng } from '../../../src/engine';
import { createBoard, type Board, type SightInput, type Space, type Terrain } from '../../../src/games/kuggkoping/board';
import { terrainFromRows } from '../../../src/games/kuggkoping/board/text';

export function draw(picture: string): SightInput {
  const rows = picture
    .trim()
    .split('\n')
    .map((r) => r.replace(/\s+/g, ''));
  let from: Space | undefined;
  let to: Space | undefined;
  const models: Space[] = [];
  const terrainRows = rows.map((row, y) =>
    [...row]
      .map((ch, x) => {
        if (ch === 'A') from = { x, y };
        else if (ch === 'T') to = { x, y };
        else if (ch === 'm') models.push({ x, y });
        else return ch;
        return '.';
      })
      .join(''),
  );
  const board = terrainFromRows(terrainRows);
  return { ...board, models, from: from ?? { x: 0, y: 0 }, to: to ?? { x: 0, y: 0 } };
}

export const key = (s: Space) => `${s.x},${s.y}`;

/** A random board: each space blocking, cover, dangerous, a roof of height 1-3 or open, and some models. */
export function randomBoard(rng: Rng, width: number, height: number, density = 0.35): { terrain: Terrain[]; models: Space[] } {
  const terrain: Terrain[] = [];
  const models: Space[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = rng.next();
      if (r < density * 0.3) terrain.push({ x, y, kind: 'blocking' });
      else if (r < density * 0.5) terrain.push({ x, y, kind: 'cover' });
      else if (r < density * 0.6) terrain.push({ x, y, kind: 'dangerous' });
      else if (r < density) terrain.push({ x, y, kind: 'elevated', height: rng.int(1, 3) });
      if (r >= density * 0.3 && rng.next() < 0.12) models.push({ x, y });
    }
  }
  return { terrain, models };
}

/**
 * Calls visit with `pairs` random pairs of spaces on each of `boards` random boards `size` spaces square
 * (randomBoard at `density`, from the seed), passing over the pairs with either space blocking.
 */
export function forRandomPairs(seed: string, size: number, density: number, boards: number, pairs: number, visit: (board: Board, a: Space, b: Space) => void): void {
  const rng = createRng(seed);
  for (let n = 0; n < boards; n++) {
    const { terrain, models } = randomBoard(rng, size, size, density);
    const board = createBoard({ width: size, height: size, terrain, models });
    for (let k = 0; k < pairs; k++) {
      const a = { x: rng.int(0, size - 1), y: rng.int(0, size - 1) };
      const b = { x: rng.int(0, size - 1), y: rng.int(0, size - 1) };
      if (board.kind[a.y * size + a.x] === 1 || board.kind[b.y * size + b.x] === 1) continue;
      visit(board, a, b);
    }
  }
}

export { createRng };

/** Room for the heavy randomised checks on a busy shared machine; they take about a second when it is quiet. */
export const SLOW_TEST_MS = 60_000;
