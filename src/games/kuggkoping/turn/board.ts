/**
 * The turn's board: the models standing on it checked as enemy-turn.ts reads them, whether the turn
 * reads situations and order from it, and a model's move to another space.
 */
import type { Space } from '../board';
import { checkTurnBoard, type CheckedTurnBoard, type PlacedModel } from '../enemy-turn';
import type { TurnState } from './state';

/** The board as enemy-turn.ts reads it, or null without a board (or while a model has no space). */
export function turnBoard(state: TurnState): CheckedTurnBoard | null {
  if (!state.board) return null;
  const models: PlacedModel[] = [];
  // K17: a knocked-down Character keeps its space (others pass, none stops there) but is no Character for sight, adjacency or closest.
  for (const c of state.characters) if (c.at) models.push({ id: c.id, side: 'character', ...c.at, ...(c.down ? { down: true } : {}) });
  for (const e of state.enemies) if (e.at) models.push({ id: e.id, side: 'enemy', ...e.at });
  return checkTurnBoard({ ...state.board, models });
}

/** Does the turn read situations and order from a board (every model placed)? */
export const usesBoard = (state: TurnState): boolean => state.board !== null && [...state.characters, ...state.enemies].every((m) => m.at);

/** Moves a model on the board to a free space (situations and the next enemy follow). */
export function moveModel(state: TurnState, id: string, to: Space): TurnState {
  const moved = {
    ...state,
    characters: state.characters.map((c) => (c.id === id ? { ...c, at: to } : c)),
    enemies: state.enemies.map((e) => (e.id === id ? { ...e, at: to } : e)),
  };
  turnBoard(moved); // refuses a space off the board, in a wall or taken
  return moved;
}
