/**
 * The enemy turn on the board (RULINGS K13): for one enemy, K5's two board modifiers (does
 * it see a Character, is it adjacent to one), and which enemies may activate next. Pure: no DOM.
 *
 * `activationSituation()` and `nextEnemies()` are a stable contract: tests outside the project import
 * this file, so their names and signatures stay as they are.
 *
 * - Sight is K7 through the board's own tracer (board.ts, K12 included): every model other than the
 *   enemy and the Character at the two ends is a cover object on the line, never a blocker.
 * - Adjacent is K6: an orthogonal neighbour on the same level, so a model on a roof is never adjacent
 *   to one on the ground beside it.
 * - "Closest" counts orthogonal steps to the nearest Character, ignoring terrain and height (K13). A
 *   board without Characters leaves every waiting enemy tied (the players choose).
 * - A knocked-down Character (`down`, K17) is no Character for any of these: it only keeps its space
 *   and is a cover object like any other model.
 */
import { isRecord } from '../../common/json';
import { BoardInputError, createBoard, describeValue, sightTracer, type Board, type Space, type Terrain } from './board';

export interface PlacedModel extends Space {
  id: string;
  side: 'character' | 'enemy';
  /** A knocked-down Character (K17): it keeps its space but is no Character for sight, adjacency or "closest". */
  down?: boolean;
}

export interface TurnBoard {
  width: number;
  height: number;
  terrain: Terrain[];
  models: PlacedModel[];
}

/** The most characters a model id may have: long enough for any name, short enough for a message. */
export const MAX_MODEL_ID_LENGTH = 64;


/** A checked turn board: the flattened Board, the models' ids and sides by index, and each id's index. */
export interface CheckedTurnBoard {
  board: Board;
  models: readonly PlacedModel[];
  index: ReadonlyMap<string, number>;
}

/**
 * Checks a turn board: the board itself as createBoard() does (size, terrain, models on distinct
 * spaces outside blocking terrain), and every model's id (non-empty text, unique) and side. Throws
 * BoardInputError (an InputError) naming the first bad field.
 */
export function checkTurnBoard(input: TurnBoard): CheckedTurnBoard {
  if (!isRecord(input)) throw new BoardInputError('', `a board must be an object, got ${describeValue(input)}`);
  const models: unknown = input.models;
  if (!Array.isArray(models)) throw new BoardInputError('models', `must be a list, got ${describeValue(models)}`);
  const index = new Map<string, number>();
  const placed: PlacedModel[] = models.map((m: unknown, i) => {
    const field = `models[${i}]`;
    if (!isRecord(m)) throw new BoardInputError(field, `must be a model { id, side, x, y }, got ${describeValue(m)}`);
    if (typeof m.id !== 'string' || m.id.length === 0 || m.id.length > MAX_MODEL_ID_LENGTH) {
      throw new BoardInputError(`${field}.id`, `must be text of 1 to ${MAX_MODEL_ID_LENGTH} characters, got ${describeValue(m.id)}`);
    }
    if (index.has(m.id)) throw new BoardInputError(`${field}.id`, `"${m.id}" is already models[${index.get(m.id)}]; every model needs its own id`);
    if (m.side !== 'character' && m.side !== 'enemy') throw new BoardInputError(`${field}.side`, `must be character or enemy, got ${describeValue(m.side)}`);
    index.set(m.id, i);
    return { id: m.id, side: m.side, x: m.x as number, y: m.y as number, ...(m.down === true ? { down: true } : {}) };
  });
  const board = createBoard({ width: input.width, height: input.height, terrain: input.terrain, models: placed });
  return { board, models: placed, index };
}

function enemyIndex(checked: CheckedTurnBoard, field: string, id: unknown): number {
  const i = typeof id === 'string' ? checked.index.get(id) : undefined;
  if (i === undefined) throw new BoardInputError(field, `there is no model ${describeValue(id)} on the board`);
  if (checked.models[i]!.side !== 'enemy') throw new BoardInputError(field, `"${id as string}" is a Character, not an enemy`);
  return i;
}

/** activationSituation() on a board already checked (the turn asks it for every enemy at once). */
export function situationOn(checked: CheckedTurnBoard, enemy: number, trace = sightTracer(checked.board)): { lineOfSight: boolean; adjacent: boolean } {
  const from = checked.models[enemy]!;
  let lineOfSight = false;
  let adjacent = false;
  for (const c of checked.models) {
    if (c.side !== 'character' || c.down) continue;
    const s = trace(from, c);
    lineOfSight ||= s.lineOfSight;
    adjacent ||= s.adjacent;
    if (lineOfSight && adjacent) break;
  }
  return { lineOfSight, adjacent };
}

/**
 * K5's two board modifiers for one enemy, by K13 (sight() of K7 to at least one Character, with every
 * other model as a cover object; K6 adjacency to at least one Character). Throws InputError for a bad
 * board, an unknown id or a Character's id.
 */
export function activationSituation(board: TurnBoard, enemyId: string): { lineOfSight: boolean; adjacent: boolean } {
  const checked = checkTurnBoard(board);
  return situationOn(checked, enemyIndex(checked, 'enemyId', enemyId));
}

/** Orthogonal steps from a model to its nearest Character (K6 range, terrain and height ignored); Infinity without Characters. */
export function stepsToNearestCharacter(models: readonly PlacedModel[], from: Space): number {
  let best = Infinity;
  for (const c of models) {
    if (c.side !== 'character' || c.down) continue;
    const d = Math.abs(c.x - from.x) + Math.abs(c.y - from.y);
    if (d < best) best = d;
  }
  return best;
}

/** nextEnemies() on a board already checked; `activated` holds checked enemy indices. */
export function nextOn(checked: CheckedTurnBoard, activated: ReadonlySet<number>): string[] {
  let best = Infinity;
  let ids: string[] = [];
  checked.models.forEach((m, i) => {
    if (m.side !== 'enemy' || activated.has(i)) return;
    const d = stepsToNearestCharacter(checked.models, m);
    if (d < best) {
      best = d;
      ids = [m.id];
    } else if (d === best) ids.push(m.id);
  });
  return ids.sort();
}

/** Checks a list of activated enemy ids against a checked board: each must be an enemy on it. */
export function checkActivated(checked: CheckedTurnBoard, activated: unknown): Set<number> {
  if (!Array.isArray(activated)) throw new BoardInputError('activated', `must be a list of enemy ids, got ${describeValue(activated)}`);
  return new Set(activated.map((id: unknown, i) => enemyIndex(checked, `activated[${i}]`, id)));
}

/**
 * K13: the ids of the enemies not yet activated that are closest to any Character, sorted; [] when
 * every enemy has activated. Throws InputError for a bad board, or an activated id that is not an
 * enemy on it.
 */
export function nextEnemies(board: TurnBoard, activated: readonly string[]): string[] {
  const checked = checkTurnBoard(board);
  return nextOn(checked, checkActivated(checked, activated));
}
