/**
 * Terrain as rows of letters, one letter a space: how the example set-ups in
 * content/kuggkoping/data/board-examples.yaml draw their boards and how a shared link stores them.
 * Row 0 is the top row, as on the board page.
 *
 *   .  open ground        b  blocking terrain     c  cover terrain
 *   d  dangerous terrain  1, 2, 3  an elevated area of that height
 */
import { BoardInputError, checkSize, describeValue, type Terrain } from '../board';

const LETTER_TERRAIN: Readonly<Record<string, Omit<Terrain, 'x' | 'y'> | null>> = {
  '.': null,
  b: { kind: 'blocking' },
  c: { kind: 'cover' },
  d: { kind: 'dangerous' },
  '1': { kind: 'elevated', height: 1 },
  '2': { kind: 'elevated', height: 2 },
  '3': { kind: 'elevated', height: 3 },
};

export const TERRAIN_LETTERS = Object.keys(LETTER_TERRAIN).join('');

/** The letter for one space's terrain ('.' for none). */
export function terrainLetter(t: Pick<Terrain, 'kind' | 'height'> | undefined): string {
  if (!t) return '.';
  if (t.kind === 'elevated') return String(t.height ?? 1);
  return t.kind[0]!;
}

/**
 * Reads rows of letters into a board size and its terrain list. Throws BoardInputError naming the row
 * (and column) of the first problem: rows of unequal length, a size outside 4..24, an unknown letter.
 */
export function terrainFromRows(rows: unknown, field = 'rows'): { width: number; height: number; terrain: Terrain[] } {
  if (!Array.isArray(rows) || rows.length === 0) throw new BoardInputError(field, `must be a list of rows of letters, got ${describeValue(rows)}`);
  const first: unknown = rows[0];
  if (typeof first !== 'string') throw new BoardInputError(`${field}[0]`, `must be a row of letters, got ${describeValue(first)}`);
  const { width, height } = checkSize(first.length, rows.length);
  const terrain: Terrain[] = [];
  rows.forEach((row: unknown, y) => {
    if (typeof row !== 'string') throw new BoardInputError(`${field}[${y}]`, `must be a row of letters, got ${describeValue(row)}`);
    if (row.length !== width) {
      throw new BoardInputError(`${field}[${y}]`, `row ${y + 1} has ${row.length} spaces, the first row has ${width}; every row must be as long`);
    }
    for (let x = 0; x < width; x++) {
      const letter = row[x]!;
      const t = LETTER_TERRAIN[letter];
      if (t === undefined) {
        throw new BoardInputError(`${field}[${y}]`, `row ${y + 1}, column ${x + 1}: ${JSON.stringify(letter)} is not a terrain letter (use ${TERRAIN_LETTERS})`);
      }
      if (t) terrain.push({ x, y, ...t });
    }
  });
  return { width, height, terrain };
}

/** The rows of letters for a board's terrain (the terrain is assumed checked: one entry a space). */
export function terrainToRows(width: number, height: number, terrain: readonly Terrain[]): string[] {
  const grid = Array.from({ length: height }, () => new Array<string>(width).fill('.'));
  for (const t of terrain) grid[t.y]![t.x] = terrainLetter(t);
  return grid.map((row) => row.join(''));
}
