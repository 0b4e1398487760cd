/**
 * Changes a player makes to the board, as pure functions from one state to the next, so the board
 * page only collects clicks and keys. Each returns the new state, or a sentence saying why the change
 * cannot be made (the state is then unchanged). States are never mutated, so the page can keep the
 * previous ones for undo.
 */
import { BoardInputError, checkSize, MAX_ELEVATION, spaceLabel, wholeNumberField, type Space, type Terrain, type TerrainKind } from '../board';
import { checkBoardSetup, modelName, type BoardModel, type BoardSelection, type BoardState } from './state';

export type EditResult = { ok: true; state: BoardState } | { ok: false; problem: string };

const same = (a: Space, b: Space) => a.x === b.x && a.y === b.y;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const onBoard = (s: BoardState, p: Space) => Number.isInteger(p.x) && Number.isInteger(p.y) && p.x >= 0 && p.y >= 0 && p.x < s.width && p.y < s.height;

/** A checker's sentence for the player: the edit says which model or space, so the field name is left out. */
function problemOf(error: unknown): string {
  if (error instanceof BoardInputError) return `${capitalise(error.problem)}.`;
  throw error; // anything else is a bug, not a sentence for the player
}

/** The new state if it is a valid board, else the checker's sentence. */
function checked(state: BoardState): EditResult {
  try {
    checkBoardSetup(state);
    return { ok: true, state };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

/** What to paint: a terrain kind (elevated with its height), or 'open' to clear the space. */
export type Paint = { kind: Exclude<TerrainKind, 'elevated'> } | { kind: 'elevated'; height: number } | { kind: 'open' };

/** Paints one space. Blocking terrain cannot go where a model stands. */
export function paintSpace(state: BoardState, space: Space, paint: Paint): EditResult {
  if (!onBoard(state, space)) return { ok: false, problem: 'That space is not on the board.' };
  if (paint.kind === 'elevated') {
    try {
      wholeNumberField('height', paint.height, 1, MAX_ELEVATION, 'an elevated area’s height');
    } catch (error) {
      return { ok: false, problem: problemOf(error) };
    }
  }
  const standing = state.models.findIndex((m) => same(m, space));
  if (paint.kind === 'blocking' && standing >= 0) {
    return { ok: false, problem: `${modelName(state.models, standing)} stands on ${spaceLabel(space)}: move it first, no model stands inside blocking terrain.` };
  }
  const terrain = state.terrain.filter((t) => !same(t, space));
  if (paint.kind !== 'open') {
    const entry: Terrain = paint.kind === 'elevated' ? { x: space.x, y: space.y, kind: 'elevated', height: paint.height } : { x: space.x, y: space.y, kind: paint.kind };
    terrain.push(entry);
    terrain.sort((a, b) => a.y - b.y || a.x - b.x);
  }
  return checked({ ...state, terrain });
}

/** Puts a new model on a free space that is not blocking terrain; it goes last in the list. */
export function addModel(state: BoardState, model: BoardModel): EditResult {
  if (!onBoard(state, model)) return { ok: false, problem: 'That space is not on the board.' };
  const taken = state.models.findIndex((m) => same(m, model));
  if (taken >= 0) return { ok: false, problem: `${spaceLabel(model)} already holds ${modelName(state.models, taken)}.` };
  return checked({ ...state, models: [...state.models, model] });
}

/** Moves a model to another free space (a placement, not a move action: no rules apply). */
export function moveModel(state: BoardState, index: number, to: Space): EditResult {
  const model = state.models[index];
  if (!model) return { ok: false, problem: 'There is no such model.' };
  if (!onBoard(state, to)) return { ok: false, problem: 'That space is not on the board.' };
  const taken = state.models.findIndex((m, i) => i !== index && same(m, to));
  if (taken >= 0) return { ok: false, problem: `${spaceLabel(to)} already holds ${modelName(state.models, taken)}.` };
  const models = state.models.map((m, i) => (i === index ? { ...m, x: to.x, y: to.y } : m));
  return checked({ ...state, models });
}

/** Changes a model's side, Move, Range or label. */
export function updateModel(state: BoardState, index: number, change: Partial<Omit<BoardModel, 'x' | 'y'>>): EditResult {
  const model = state.models[index];
  if (!model) return { ok: false, problem: 'There is no such model.' };
  const next: BoardModel = { ...model, ...change };
  if (next.label === undefined || next.label.trim() === '') delete next.label;
  return checked({ ...state, models: state.models.map((m, i) => (i === index ? next : m)) });
}

/** The selection after the models at `removed` indices are gone: later indices shift down. */
function shiftSelection(selection: BoardSelection, removed: number[]): BoardSelection {
  const out: BoardSelection = { ...selection };
  for (const key of ['attacker', 'target'] as const) {
    const i = selection[key];
    if (i === undefined) continue;
    if (removed.includes(i)) delete out[key];
    else out[key] = i - removed.filter((r) => r < i).length;
  }
  return out;
}

/** Takes a model off the board; the selection follows the models that stay. */
export function removeModel(state: BoardState, index: number): EditResult {
  if (!state.models[index]) return { ok: false, problem: 'There is no such model.' };
  return checked({ ...state, models: state.models.filter((_, i) => i !== index), selection: shiftSelection(state.selection, [index]) });
}

/**
 * Changes the board size (4 to 24 each way), keeping what still fits: terrain and models beyond the
 * new edge are dropped, and `dropped` says how many, so the page can offer to undo.
 */
export function resizeBoard(state: BoardState, width: number, height: number): EditResult & { dropped?: { terrain: number; models: number } } {
  try {
    checkSize(width, height);
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  const fits = (p: Space) => p.x < width && p.y < height;
  const terrain = state.terrain.filter(fits);
  const removed = state.models.flatMap((m, i) => (fits(m) ? [] : [i]));
  const models = state.models.filter(fits);
  const selection = shiftSelection(state.selection, removed);
  if (selection.space && !fits(selection.space)) delete selection.space;
  const result = checked({ ...state, width, height, terrain, models, selection });
  return result.ok ? { ...result, dropped: { terrain: state.terrain.length - terrain.length, models: removed.length } } : result;
}
