/**
 * What the board tool holds: the board, its models with the two numbers the board needs from their
 * profiles (Move and Range), what is selected and which view is shown. Checked here, stored in the
 * page address by board/link.ts.
 */
import { isRecord } from '../../../common/json';
import { BoardInputError, createBoard, DEFAULT_BOARD, describeValue, spaceLabel, wholeNumberField, type Board, type Space, type Terrain } from '../board';

export const SIDES = ['character', 'enemy'] as const;
export type Side = (typeof SIDES)[number];

/** A model on the board: Characters are the players', enemy models the game's. */
export interface BoardModel extends Space {
  side: Side;
  /** The profile's Move, unmodified: the spaces of a move action and the dice of a move test. */
  move: number;
  /** The profile's Range: the farthest target of an attack, in spaces (K6). */
  range: number;
  /** A short name shown on the board ("Crack Shot"); the page numbers unnamed models by side. */
  label?: string;
}

export interface BoardSetup {
  width: number;
  height: number;
  terrain: Terrain[];
  models: BoardModel[];
}

/**
 * The page's views: the line between attacker and target ('sight'), every space the selected model
 * sees ('visible'), every opposing model that sees a chosen space ('watchers'), every space the
 * selected model reaches this action ('reach').
 */
export const BOARD_VIEWS = ['sight', 'visible', 'watchers', 'reach'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

export interface BoardSelection {
  /** Index in `models` of the attacker (or the model whose view is shown). */
  attacker?: number;
  /** Index in `models` of the target. */
  target?: number;
  /** A chosen space (the 'watchers' view). */
  space?: Space;
}

export interface BoardState extends BoardSetup {
  selection: BoardSelection;
  view: BoardView;
}

export const MAX_MOVE = 12;
export const MAX_RANGE = 48;
export const MAX_MODELS = 64;
export const MAX_LABEL_LENGTH = 24;

/** The book's recommended empty board, nothing selected, the line-of-sight view. */
export function emptyBoardState(): BoardState {
  return { ...DEFAULT_BOARD, terrain: [], models: [], selection: {}, view: 'sight' };
}


function checkModel(v: unknown, i: number): BoardModel {
  const field = `models[${i}]`;
  if (!isRecord(v)) throw new BoardInputError(field, `must be a model { x, y, side, move, range }, got ${describeValue(v)}`);
  if (typeof v.side !== 'string' || !(SIDES as readonly string[]).includes(v.side)) {
    throw new BoardInputError(`${field}.side`, `must be character or enemy, got ${describeValue(v.side)}`);
  }
  const model: BoardModel = {
    x: v.x as number,
    y: v.y as number,
    side: v.side as Side,
    move: wholeNumberField(`${field}.move`, v.move, 1, MAX_MOVE, 'Move'),
    range: wholeNumberField(`${field}.range`, v.range, 1, MAX_RANGE, 'Range'),
  };
  if (v.label !== undefined) {
    if (typeof v.label !== 'string') throw new BoardInputError(`${field}.label`, `must be text, got ${describeValue(v.label)}`);
    const label = v.label.trim();
    // Control characters would garble the board's text and screen-reader labels.
    const control = [...label].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127);
    if (label.length === 0 || label.length > MAX_LABEL_LENGTH || control) {
      throw new BoardInputError(`${field}.label`, `must be 1 to ${MAX_LABEL_LENGTH} printable characters, got ${describeValue(v.label)}`);
    }
    model.label = label;
  }
  return model;
}

/**
 * Checks a whole set-up (size 4..24, terrain, at most 64 models with a side, Move 1..12 and Range
 * 1..48, on distinct spaces, none inside blocking terrain) and returns it with its flattened Board.
 * Throws BoardInputError naming the first bad field.
 */
export function checkBoardSetup(input: unknown): { setup: BoardSetup; board: Board } {
  if (!isRecord(input)) throw new BoardInputError('', `a board must be an object, got ${describeValue(input)}`);
  if (!Array.isArray(input.models)) throw new BoardInputError('models', `must be a list, got ${describeValue(input.models)}`);
  if (input.models.length > MAX_MODELS) throw new BoardInputError('models', `at most ${MAX_MODELS} models fit the tool, got ${input.models.length}`);
  const models = input.models.map(checkModel);
  const board = createBoard({ width: input.width as number, height: input.height as number, terrain: input.terrain as Terrain[], models });
  const terrain = (input.terrain as Terrain[]).map((t) => (t.kind === 'elevated' ? { x: t.x, y: t.y, kind: t.kind, height: t.height ?? 1 } : { x: t.x, y: t.y, kind: t.kind }));
  return { setup: { width: board.width, height: board.height, terrain, models }, board };
}

/**
 * Checks a selection against a set-up. Throws BoardInputError for an index with no model, a target
 * that is the attacker, or a space off the board.
 */
export function checkSelection(setup: BoardSetup, selection: unknown): BoardSelection {
  if (selection === undefined) return {};
  if (!isRecord(selection)) throw new BoardInputError('selection', `must be an object, got ${describeValue(selection)}`);
  const out: BoardSelection = {};
  const last = setup.models.length - 1;
  const index = (name: 'attacker' | 'target') => {
    const v = selection[name];
    if (v === undefined) return undefined;
    if (last < 0) throw new BoardInputError(`selection.${name}`, 'there are no models on the board to select');
    return wholeNumberField(`selection.${name}`, v, 0, last, 'a model number');
  };
  const attacker = index('attacker');
  const target = index('target');
  if (attacker !== undefined) out.attacker = attacker;
  if (target !== undefined) {
    if (target === attacker) throw new BoardInputError('selection.target', 'the target must be another model than the attacker');
    out.target = target;
  }
  if (selection.space !== undefined) {
    const s = selection.space;
    if (!isRecord(s)) throw new BoardInputError('selection.space', `must be a space { x, y }, got ${describeValue(s)}`);
    out.space = {
      x: wholeNumberField('selection.space.x', s.x, 0, setup.width - 1, 'the column'),
      y: wholeNumberField('selection.space.y', s.y, 0, setup.height - 1, 'the row'),
    };
  }
  return out;
}

/** The view, checked. */
export function checkView(v: unknown): BoardView {
  if (typeof v !== 'string' || !(BOARD_VIEWS as readonly string[]).includes(v)) {
    throw new BoardInputError('view', `must be one of ${BOARD_VIEWS.join(', ')}, got ${describeValue(v)}`);
  }
  return v as BoardView;
}

/** A model's name in sentences: its label, or "Character 2" / "Enemy 1" counted within its side. */
export function modelName(models: readonly BoardModel[], index: number): string {
  const m = models[index];
  if (!m) return `model ${index + 1}`;
  if (m.label) return m.label;
  const nth = models.slice(0, index + 1).filter((o) => o.side === m.side).length;
  return `${m.side === 'character' ? 'Character' : 'Enemy'} ${nth}`;
}

/** "Enemy 2 (C4)": a model's name and where it stands. */
export function modelAt(models: readonly BoardModel[], index: number): string {
  const m = models[index];
  return m ? `${modelName(models, index)} (${spaceLabel(m)})` : modelName(models, index);
}
