/**
 * The Kuggköping board: line of sight, cover, range, adjacency and height on the square grid, by
 * RULINGS K6, K7 and K12. Pure: no DOM. Space (x, y) is column x and row y from 0, row 0 at the top;
 * it is the unit square of the engine's grid (src/engine/grid.ts), so lines run centre to centre and
 * "passes exactly through a corner" is decided with integers.
 *
 * `sight()` is the stable contract. The board tool builds one `Board` with `createBoard()`
 * (or `checkBoardSetup()`) and asks it many questions, through the modules beside this file:
 *
 *   board/state.ts    the tool's state: models with side, Move and Range; selection; view; checks
 *   board/explain.ts  why: blockers, cover spaces, and the verdict as sentences
 *   board/views.ts    every space a model sees; every opposing model that sees a space
 *   board/move.ts     where a model gets to with one action, and its move tests
 *   board/attack.ts   one attack: range, problems, coordination, attack-odds and activation links
 *   board/edit.ts     painting, placing, moving and removing, resizing: pure state changes
 *   board/keys.ts     arrow-key moves on the grid of buttons
 *   board/link.ts     the state in the page address (#board=…)
 *   board/text.ts     terrain as rows of letters (links and example set-ups)
 *   board/examples.ts the rules' example set-ups (content/kuggkoping/data/board-examples.yaml)
 *
 * Our readings, where K6, K7, K12 and the book leave a board question open (the board page shows
 * each as an "Our reading" note; the tests pin them):
 *
 * - Centre lines never run along a grid line. A line along a row or column stays in the middle of
 *   its spaces; any other line meets the grid lines at single points. Where it meets a corner
 *   exactly it enters none of the four spaces there: it is blocked only when both spaces it slips
 *   between block (K7), one blocking space beside one open space lets it through, and a cover space
 *   or model touched only at a corner is no cover.
 * - An elevated area is a group of elevated spaces of the same height joined side by side (not only
 *   at a corner). K12 frees exactly the two areas the two models stand on when their heights match;
 *   every other elevated space blocks like blocking terrain, whatever its height, so a line never
 *   passes over a lower roof or a roof of the same height in between.
 * - Seeing down from a roof: the model's own space never blocks (K12) but the rest of its roof does.
 *   A model at the edge sees the street in front of it; one in the middle sees only its own roof and
 *   roofs of the same height.
 * - Cover is counted once per space: a space holding cover terrain and a model is one object. The
 *   two models at the ends of the line are never cover on it, and neither is their terrain.
 * - One kind of terrain per space, and a roof is all roof (no cover or dangerous terrain on top). A
 *   model stands on the ground or on top of an elevated space, never inside blocking terrain, and
 *   never in a space with another model (the book's model under a bridge is not drawn).
 * - A line to a model's own space, or to an empty space, is read as if a model stood there: range 0
 *   to itself, with line of sight.
 */
import { isRecord } from '../../common/json';
import { walkSegment, type SegmentVisitor } from '../../engine';
import { checkWholeNumber, describeInput, InputError } from '../../common/inputs';

/** A space: column x and row y, from 0. */
export interface Space {
  x: number;
  y: number;
}

export type TerrainKind = 'blocking' | 'cover' | 'dangerous' | 'elevated';

/** Terrain on one space; `height` (1, 2 or 3; 1 if left out) only for elevated areas. */
export interface Terrain extends Space {
  kind: TerrainKind;
  height?: number;
}

export interface SightInput {
  width: number;
  height: number;
  /** 'elevated' spaces block sight like blocking terrain, except as K12 says. */
  terrain: Terrain[];
  /** Other models on the board: cover objects, never blockers (K7). Models at `from` or `to` are ignored. */
  models: Space[];
  /** Attacker and target; a model on an elevated space stands at its height. */
  from: Space;
  to: Space;
}

export interface SightResult {
  lineOfSight: boolean;
  /** Cover-terrain spaces and other models' spaces whose interior the line crosses (K7), counted even without line of sight. */
  cover: number;
  /** Orthogonal horizontal steps (K6). */
  range: number;
  /** Range 1 on the same level (K6). */
  adjacent: boolean;
  /** +1 when the attacker stands higher, -1 when lower (K1). */
  heightDice: -1 | 0 | 1;
}

export const MIN_BOARD_SIZE = 4;
export const MAX_BOARD_SIZE = 24;
/** The book's recommended board: 8 x 12 spaces. */
export const DEFAULT_BOARD = { width: 8, height: 12 } as const;
export const MAX_ELEVATION = 3;
export const TERRAIN_KINDS: readonly TerrainKind[] = ['blocking', 'cover', 'dangerous', 'elevated'];

/**
 * A bad board input: `field` names what is wrong ("terrain[3].height"), the message says why. It is
 * the kit's InputError (a value the reader can fix), never a bug.
 */
export class BoardInputError extends InputError {
  readonly field: string;
  /** The message without the field: what a player reads when the field is obvious from context. */
  readonly problem: string;
  constructor(field: string, problem: string) {
    super(field ? `${field}: ${problem}` : problem);
    this.name = 'BoardInputError';
    this.field = field;
    this.problem = problem;
  }
}

/** Terrain codes in `Board.kind`. */
export const OPEN = 0;
export const BLOCKING = 1;
export const COVER = 2;
export const DANGEROUS = 3;
export const ELEVATED = 4;
const CODE: Record<TerrainKind, number> = { blocking: BLOCKING, cover: COVER, dangerous: DANGEROUS, elevated: ELEVATED };

/** A checked board, flattened for fast look-ups: every array is indexed by `y * width + x`. */
export interface Board {
  readonly width: number;
  readonly height: number;
  /** Terrain code per space: OPEN, BLOCKING, COVER, DANGEROUS or ELEVATED. */
  readonly kind: Uint8Array;
  /** The height a model standing on the space stands at: the elevated area's height, else 0. */
  readonly level: Uint8Array;
  /** Elevated area id (same height, joined side by side), -1 off the roofs. */
  readonly area: Int16Array;
  /** Index in `models` of the model on the space, -1 if none. */
  readonly occupant: Int16Array;
  readonly models: readonly Space[];
}


/**
 * A whole number from min to max, checked by the kit's one range check (checkWholeNumber): its
 * sentence ("the column must be a whole number from 0 to 7; got 8") under the board's field name.
 */
export function wholeNumberField(field: string, v: unknown, min: number, max: number, what: string): number {
  try {
    return checkWholeNumber(what, min, max, v);
  } catch (error) {
    if (error instanceof InputError) throw new BoardInputError(field, error.message.replace(/\.$/, ''));
    throw error;
  }
}

/** A short, safe description of a bad value for an error message (the kit's). */
export const describeValue = describeInput;

/** A space's name on the page: column letter and row number, "B3" for { x: 1, y: 2 } (columns A to X). */
export function spaceLabel(s: Space): string {
  return `${String.fromCharCode(65 + s.x)}${s.y + 1}`;
}

const spaceName = (s: Space) => `space ${spaceLabel(s)}`;

function checkSpace(field: string, v: unknown, width: number, height: number): Space {
  if (!isRecord(v)) throw new BoardInputError(field, `must be a space { x, y }, got ${describeValue(v)}`);
  const x = wholeNumberField(`${field}.x`, v.x, 0, width - 1, 'the column');
  const y = wholeNumberField(`${field}.y`, v.y, 0, height - 1, 'the row');
  return { x, y };
}

/** The board size, checked: each side 4 to 24 spaces. */
export function checkSize(width: unknown, height: unknown): { width: number; height: number } {
  return {
    width: wholeNumberField('width', width, MIN_BOARD_SIZE, MAX_BOARD_SIZE, 'the board width'),
    height: wholeNumberField('height', height, MIN_BOARD_SIZE, MAX_BOARD_SIZE, 'the board height'),
  };
}

/**
 * Checks a board and flattens it. Throws BoardInputError naming the first bad field: a size outside
 * 4..24, terrain off the board or twice on one space, an unknown kind, a height outside 1..3 (or on
 * anything but an elevated area), models off the board, inside blocking terrain or sharing a space.
 */
export function createBoard(input: { width: number; height: number; terrain: readonly Terrain[]; models: readonly Space[] }): Board {
  if (!isRecord(input)) throw new BoardInputError('', `a board must be an object, got ${describeValue(input)}`);
  const { width, height } = checkSize(input.width, input.height);
  const n = width * height;
  const kind = new Uint8Array(n);
  const level = new Uint8Array(n);
  const terrain: unknown = input.terrain;
  if (!Array.isArray(terrain)) throw new BoardInputError('terrain', `must be a list, got ${describeValue(terrain)}`);
  const painted = new Int16Array(n).fill(-1);
  terrain.forEach((t: unknown, i) => {
    const field = `terrain[${i}]`;
    const { x, y } = checkSpace(field, t, width, height);
    const entry = t as Record<string, unknown>;
    if (typeof entry.kind !== 'string' || !(TERRAIN_KINDS as readonly string[]).includes(entry.kind)) {
      throw new BoardInputError(`${field}.kind`, `must be one of ${TERRAIN_KINDS.join(', ')}, got ${describeValue(entry.kind)}`);
    }
    const k = entry.kind as TerrainKind;
    const at = y * width + x;
    if (painted[at]! >= 0) {
      throw new BoardInputError(field, `${spaceName({ x, y })} already has terrain (terrain[${painted[at]}]); a space holds one kind`);
    }
    painted[at] = i;
    kind[at] = CODE[k];
    if (k === 'elevated') {
      level[at] = entry.height === undefined ? 1 : wholeNumberField(`${field}.height`, entry.height, 1, MAX_ELEVATION, 'an elevated area’s height');
    } else if (entry.height !== undefined) {
      throw new BoardInputError(`${field}.height`, `only elevated areas have a height, this is ${k} terrain`);
    }
  });
  const area = elevatedAreas(width, height, kind, level);
  const models: unknown = input.models;
  if (!Array.isArray(models)) throw new BoardInputError('models', `must be a list, got ${describeValue(models)}`);
  const occupant = new Int16Array(n).fill(-1);
  const placed: Space[] = models.map((m: unknown, i) => {
    const field = `models[${i}]`;
    const s = checkSpace(field, m, width, height);
    const at = s.y * width + s.x;
    if (kind[at] === BLOCKING) throw new BoardInputError(field, `${spaceName(s)} is blocking terrain; a model cannot stand inside it`);
    if (occupant[at]! >= 0) throw new BoardInputError(field, `${spaceName(s)} already holds models[${occupant[at]}]; two models never share a space`);
    occupant[at] = i;
    return s;
  });
  return { width, height, kind, level, area, occupant, models: placed };
}

/** Labels each elevated space with its area: flood fill over side-by-side spaces of the same height. */
function elevatedAreas(width: number, height: number, kind: Uint8Array, level: Uint8Array): Int16Array {
  const area = new Int16Array(width * height).fill(-1);
  const stack: number[] = [];
  let next = 0;
  for (let start = 0; start < area.length; start++) {
    if (kind[start] !== ELEVATED || area[start]! >= 0) continue;
    area[start] = next;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop()!;
      const x = at % width;
      const neighbours = [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width];
      for (const nb of neighbours) {
        if (nb < 0 || nb >= area.length || area[nb]! >= 0 || kind[nb] !== ELEVATED || level[nb] !== level[at]) continue;
        area[nb] = next;
        stack.push(nb);
      }
    }
    next++;
  }
  return area;
}

/** A reason a line is blocked: a blocking space it crosses, or a corner between two diagonal blockers. */
export type Blocker =
  | { kind: 'space'; space: Space; terrain: 'blocking' | 'elevated' }
  | { kind: 'corner'; corner: Space; between: [Space, Space] };

/** Collects the details behind a verdict (board/explain.ts); the fast path passes none. */
export interface SightDetails {
  /** Spaces whose interior the line crosses, in order from the attacker, the two ends excluded. */
  crossed: Space[];
  blockers: Blocker[];
  /** Spaces counted as cover, in order, with what gives it. */
  coverSpaces: { space: Space; by: 'cover' | 'model' }[];
  /** K12: both models stand on elevated areas of the same height, so those areas do not block. */
  sameHeightRoofs: boolean;
}

/** Traces lines on one board: `(from, to, details?) => verdict`, for spaces already checked. */
export type SightTracer = (from: Space, to: Space, details?: SightDetails) => SightResult;

/**
 * A tracer for many lines on one checked board (no checks here: `sightOn` checks the spaces). It
 * walks each line once, counting cover along all of it, and allocates nothing per step, so a view
 * can trace every pair of spaces of a board within a frame.
 */
export function sightTracer(board: Board): SightTracer {
  const { width, kind, level, area, occupant } = board;
  // State of the line being traced, read by the visitor below (made once per board, not per line).
  let fromAt = 0;
  let toAt = 0;
  let freeA = -2;
  let freeB = -2;
  let blocked = false;
  let cover = 0;
  let details: SightDetails | undefined;
  const blocks = (at: number): boolean => {
    const k = kind[at];
    return (k === BLOCKING || (k === ELEVATED && area[at] !== freeA && area[at] !== freeB)) && at !== fromAt && at !== toAt;
  };
  const visitor: SegmentVisitor = {
    cell(x, y) {
      const at = y * width + x;
      const k = kind[at];
      if (blocks(at)) {
        blocked = true;
        details?.blockers.push({ kind: 'space', space: { x, y }, terrain: k === BLOCKING ? 'blocking' : 'elevated' });
      }
      const model = occupant[at]! >= 0;
      if (k === COVER || model) {
        cover++;
        details?.coverSpaces.push({ space: { x, y }, by: k === COVER ? 'cover' : 'model' });
      }
      details?.crossed.push({ x, y });
    },
    corner(cx, cy, x1, y1, x2, y2) {
      if (blocks(y1 * width + x1) && blocks(y2 * width + x2)) {
        blocked = true;
        details?.blockers.push({ kind: 'corner', corner: { x: cx, y: cy }, between: [{ x: x1, y: y1 }, { x: x2, y: y2 }] });
      }
    },
  };
  return (from, to, record) => {
    fromAt = from.y * width + from.x;
    toAt = to.y * width + to.x;
    const fromLevel = level[fromAt]!;
    const toLevel = level[toAt]!;
    // K12: standing on elevated areas of the same height frees those two areas, and only them.
    const roofs = fromLevel > 0 && fromLevel === toLevel;
    freeA = roofs ? area[fromAt]! : -2;
    freeB = roofs ? area[toAt]! : -2;
    blocked = false;
    cover = 0;
    details = record;
    walkSegment(from, to, visitor);
    details = undefined;
    if (record) record.sameHeightRoofs = roofs;
    const range = Math.abs(from.x - to.x) + Math.abs(from.y - to.y);
    return {
      lineOfSight: !blocked,
      cover,
      range,
      adjacent: range === 1 && fromLevel === toLevel,
      heightDice: fromLevel > toLevel ? 1 : fromLevel < toLevel ? -1 : 0,
    };
  };
}

/** One line on a checked board (sightTracer for a single line). */
export function traceSight(board: Board, from: Space, to: Space, details?: SightDetails): SightResult {
  return sightTracer(board)(from, to, details);
}

/** Checks that a model could stand on `s`: on the board and not inside blocking terrain. */
export function checkStandingSpace(board: Board, field: string, s: unknown): Space {
  const space = checkSpace(field, s, board.width, board.height);
  if (board.kind[space.y * board.width + space.x] === BLOCKING) {
    throw new BoardInputError(field, `${spaceName(space)} is blocking terrain; no model stands inside it`);
  }
  return space;
}

/** sight() on a board already checked by createBoard: the two spaces are checked, the board is not. */
export function sightOn(board: Board, from: Space, to: Space): SightResult {
  return traceSight(board, checkStandingSpace(board, 'from', from), checkStandingSpace(board, 'to', to));
}

/**
 * Can the model on `from` see the one on `to`, through how much cover, at what range, adjacent or
 * not, and from above or below? K6, K7 and K12; throws BoardInputError on a bad board.
 */
export function sight(input: SightInput): SightResult {
  if (!isRecord(input)) throw new BoardInputError('', `sight() needs an object, got ${describeValue(input)}`);
  const board = createBoard({ width: input.width, height: input.height, terrain: input.terrain, models: withoutEnds(input) });
  return sightOn(board, input.from, input.to);
}

/** The other models: the contract lets callers list the attacker and target among them; they are no cover. */
function withoutEnds(input: SightInput): Space[] {
  if (!Array.isArray(input.models)) return input.models;
  const same = (a: unknown, b: unknown) => isRecord(a) && isRecord(b) && a.x === b.x && a.y === b.y;
  return input.models.filter((m) => !same(m, input.from) && !same(m, input.to));
}
