/**
 * The board tool's adapter: everything the board page does with a press, a key or a button, as pure
 * functions from one BoardState to the next, so its React island only renders and collects input.
 * The picture and the words for a state are in board-scene.ts beside this file.
 *
 * The page's data comes from the collections (boardToolData, called by the Astro wrapper): the
 * profiles a model can be placed as (Move and Range from archetypes.yaml and enemy-types.yaml) and
 * the rules' example set-ups, each as a ready `#board=` link.
 */
import { spaceLabel, type Space } from '../board';
import { addModel, moveModel, paintSpace, removeModel, type Paint } from '../board/edit';
import { exampleState, type BoardProfile } from '../board/examples';
import { boardHash } from '../board/link';
import { checkSelection, modelName, MAX_LABEL_LENGTH, type BoardModel, type BoardSelection, type BoardState, type Side } from '../board/state';
import type { BoardExample } from '../schema';

/** A profile a model can be placed as: "archetype:crack-shot" → a Character with Move 3 and Range 6. */
export interface PlaceProfile {
  id: string;
  side: Side;
  name: string;
  move: number;
  range: number;
}

/** An example set-up, one click away: its words and its `#board=` link. */
export interface BoardExampleLink {
  id: string;
  title: string;
  description: string;
  /** The rules section it illustrates. */
  rule: string;
  /** "#board=…", the example's state (models named after their profiles, its view shown). */
  hash: string;
}

export interface BoardToolData {
  profiles: PlaceProfile[];
  examples: BoardExampleLink[];
}

/** The page's data from the Kuggköping collections (the Astro wrapper calls this; the unit tests too). */
export function boardToolData(collections: { archetypes: readonly BoardProfile[]; enemyTypes: readonly BoardProfile[]; examples: readonly BoardExample[] }): BoardToolData {
  const profile = (side: Side, kind: string) => (p: BoardProfile): PlaceProfile => ({ id: `${kind}:${p.id}`, side, name: p.name, move: p.move, range: p.range });
  const profiles = [...collections.archetypes.map(profile('character', 'archetype')), ...collections.enemyTypes.map(profile('enemy', 'enemy'))];
  // By title, leaving out a leading article: the collection itself comes sorted by id.
  const sortKey = (title: string) => title.replace(/^(A|An|The) /, '');
  const ordered = [...collections.examples].sort((a, b) => sortKey(a.title).localeCompare(sortKey(b.title), 'en'));
  const examples = ordered.map((e) => ({
    id: e.id,
    title: e.title,
    description: e.description,
    rule: e.rule,
    hash: boardHash(exampleState(e, { archetypes: collections.archetypes, enemyTypes: collections.enemyTypes })),
  }));
  return { profiles, examples };
}

/** What pressing a space does to models: select, move, remove or place one. */
export const MODEL_TOOLS = ['select', 'move', 'remove', 'place'] as const;
/** What pressing a space paints (roofN: an elevated area of height N). */
export const PAINT_TOOLS = ['open', 'blocking', 'cover', 'dangerous', 'roof1', 'roof2', 'roof3'] as const;
export const BOARD_TOOLS = [...MODEL_TOOLS, ...PAINT_TOOLS] as const;
export type BoardTool = (typeof BOARD_TOOLS)[number];

/**
 * Each tool's name, the shorter text on its button when there is one ("1" for Height 1, read out as
 * the name), and its key on the board (the terrain keys are board/text.ts's letters).
 */
export const TOOL_INFO: Readonly<Record<BoardTool, { label: string; short?: string; key: string }>> = {
  select: { label: 'Select', key: 's' },
  move: { label: 'Move', key: 'm' },
  remove: { label: 'Remove', key: 'x' },
  place: { label: 'Place', key: 'p' },
  open: { label: 'Open ground', short: 'Open', key: '0' },
  blocking: { label: 'Blocking', key: 'b' },
  cover: { label: 'Cover', key: 'c' },
  dangerous: { label: 'Dangerous', key: 'd' },
  roof1: { label: 'Height 1', short: '1', key: '1' },
  roof2: { label: 'Height 2', short: '2', key: '2' },
  roof3: { label: 'Height 3', short: '3', key: '3' },
};

const PAINT: Partial<Record<BoardTool, Paint>> = {
  open: { kind: 'open' },
  blocking: { kind: 'blocking' },
  cover: { kind: 'cover' },
  dangerous: { kind: 'dangerous' },
  roof1: { kind: 'elevated', height: 1 },
  roof2: { kind: 'elevated', height: 2 },
  roof3: { kind: 'elevated', height: 3 },
};

export const isPaintTool = (tool: BoardTool): boolean => PAINT[tool] !== undefined;

/** A key pressed on the board: a tool to apply at once, a selection, undo, or nothing of ours. */
export type BoardKey = { tool: BoardTool } | { select: 'attacker' | 'target' } | { undo: true } | { cancel: true };

/**
 * The board's own keys (arrow keys are board/keys.ts's): a tool's key applies that tool to the focused
 * space and keeps it chosen; "." also paints open ground; a and t make the model there the attacker or
 * the target; Delete removes it; Ctrl+Z (⌘Z) undoes; Escape puts down a model being moved. Keys with
 * Alt, or Ctrl/⌘ other than for undo, are the browser's.
 */
export function boardKey(press: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): BoardKey | null {
  if (press.altKey) return null;
  if (press.ctrlKey || press.metaKey) return press.key.toLowerCase() === 'z' ? { undo: true } : null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (key === 'Escape') return { cancel: true };
  if (key === 'Delete' || key === 'Backspace') return { tool: 'remove' };
  if (key === '.') return { tool: 'open' };
  if (key === 'a') return { select: 'attacker' };
  if (key === 't') return { select: 'target' };
  const tool = BOARD_TOOLS.find((t) => TOOL_INFO[t].key === key);
  return tool ? { tool } : null;
}

/** What the page keeps beside the state while the reader works: the tool, the profile to place, a model picked up. */
export interface PressContext {
  tool: BoardTool;
  /** The profile Place puts down. */
  profile?: PlaceProfile;
  /** Index of the model picked up by Move, waiting for a space. */
  carrying?: number;
}

/**
 * The outcome of a press: a new state (an edit goes on the undo list; a selection does not) with a
 * sentence for the status line, or a sentence saying why nothing changed. `carrying` is the model
 * Move holds after the press.
 */
export type PressResult =
  | { ok: true; state: BoardState; edit: boolean; message: string; carrying?: number }
  | { ok: false; problem: string; carrying?: number };

const same = (a: Space, b: Space) => a.x === b.x && a.y === b.y;
const modelOn = (state: BoardState, space: Space) => state.models.findIndex((m) => same(m, space));

const TERRAIN_WORDS: Record<string, string> = {
  open: 'open ground',
  blocking: 'blocking terrain',
  cover: 'cover terrain',
  dangerous: 'dangerous terrain',
  roof1: 'an elevated area of height 1',
  roof2: 'an elevated area of height 2',
  roof3: 'an elevated area of height 3',
};

/** The label a newly placed model gets: its profile's name, numbered from the second one on ("Grunt 2"). */
export function placedLabel(models: readonly BoardModel[], name: string): string {
  const taken = new Set(models.map((m) => m.label));
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const label = `${name} ${n}`;
    if (!taken.has(label)) return label.slice(0, MAX_LABEL_LENGTH);
  }
}

/** Selects the model or space at `space` as `role`, keeping the selection valid (a model never targets itself). */
export function selectAs(state: BoardState, space: Space, role: 'attacker' | 'target'): PressResult {
  const i = modelOn(state, space);
  if (i < 0) return { ok: false, problem: `No model stands on ${spaceLabel(space)} to make it the ${role}.` };
  const selection: BoardSelection = { ...state.selection };
  const other = role === 'attacker' ? 'target' : 'attacker';
  if (selection[other] === i) {
    // Picking the other end as this one swaps the two.
    if (selection[role] === undefined) delete selection[other];
    else selection[other] = selection[role];
  }
  selection[role] = i;
  const name = modelName(state.models, i);
  return { ok: true, state: { ...state, selection: checkSelection(state, selection) }, edit: false, message: `${name} is the ${role}.` };
}

/** Swaps attacker and target (either may be missing). */
export function swapSelection(state: BoardState): BoardState {
  const { attacker, target, ...rest } = state.selection;
  const selection: BoardSelection = { ...rest };
  if (target !== undefined) selection.attacker = target;
  if (attacker !== undefined) selection.target = attacker;
  return { ...state, selection };
}

/**
 * Select on a space. On a model: with no model selected it becomes the selected model (the attacker);
 * pressing the selected model again lets it go; any other model becomes the target in the line of
 * sight view and the selected model in the others (whose model sees, moves or is watched). On an empty
 * space: it becomes the chosen space (where a model might end its move), or stops being chosen.
 */
function selectOn(state: BoardState, space: Space): PressResult {
  const i = modelOn(state, space);
  const { attacker, target } = state.selection;
  if (i < 0) {
    const selection: BoardSelection = { ...state.selection };
    if (selection.space && same(selection.space, space)) {
      delete selection.space;
      return { ok: true, state: { ...state, selection }, edit: false, message: `${spaceLabel(space)} is no longer chosen.` };
    }
    selection.space = { x: space.x, y: space.y };
    return { ok: true, state: { ...state, selection }, edit: false, message: `${spaceLabel(space)} is the chosen space.` };
  }
  const name = modelName(state.models, i);
  if (attacker === i || target === i) {
    const selection: BoardSelection = { ...state.selection };
    delete selection[attacker === i ? 'attacker' : 'target'];
    return { ok: true, state: { ...state, selection }, edit: false, message: `${name} is no longer selected.` };
  }
  if (attacker === undefined || state.view !== 'sight') return selectAs(state, space, 'attacker');
  return selectAs(state, space, 'target');
}

/** Applies the chosen tool to one space. */
export function pressSpace(state: BoardState, space: Space, ctx: PressContext): PressResult {
  const where = spaceLabel(space);
  if (!(Number.isInteger(space.x) && Number.isInteger(space.y) && space.x >= 0 && space.y >= 0 && space.x < state.width && space.y < state.height)) {
    return { ok: false, problem: 'That space is not on the board.' };
  }
  const paint = PAINT[ctx.tool];
  if (paint) {
    const before = state.terrain.find((t) => same(t, space));
    const already = paint.kind === 'open' ? !before : before?.kind === paint.kind && (paint.kind !== 'elevated' || before.height === paint.height);
    if (already) return { ok: false, problem: `${where} is already ${TERRAIN_WORDS[ctx.tool]}.` };
    const r = paintSpace(state, space, paint);
    return r.ok ? { ok: true, state: r.state, edit: true, message: `${where}: ${TERRAIN_WORDS[ctx.tool]}.` } : { ok: false, problem: r.problem };
  }
  switch (ctx.tool) {
    case 'select':
      return selectOn(state, space);
    case 'place': {
      const p = ctx.profile;
      if (!p) return { ok: false, problem: 'Choose the model to place first.' };
      const label = placedLabel(state.models, p.name);
      const r = addModel(state, { x: space.x, y: space.y, side: p.side, move: p.move, range: p.range, label });
      return r.ok ? { ok: true, state: r.state, edit: true, message: `${label} placed on ${where}.` } : { ok: false, problem: r.problem };
    }
    case 'remove': {
      const i = modelOn(state, space);
      if (i < 0) return { ok: false, problem: `No model stands on ${where}.` };
      const r = removeModel(state, i);
      return r.ok ? { ok: true, state: r.state, edit: true, message: `${modelName(state.models, i)} removed from ${where}.` } : { ok: false, problem: r.problem };
    }
    case 'move': {
      const carried = ctx.carrying;
      const i = modelOn(state, space);
      if (carried === undefined || !state.models[carried]) {
        if (i < 0) return { ok: false, problem: `No model stands on ${where} to pick up.` };
        return { ok: true, state, edit: false, carrying: i, message: `${modelName(state.models, i)} picked up from ${where}: press a free space to put it down (Escape puts it back).` };
      }
      const name = modelName(state.models, carried);
      if (i === carried) return { ok: true, state, edit: false, message: `${name} stays on ${where}.` };
      const r = moveModel(state, carried, space);
      return r.ok ? { ok: true, state: r.state, edit: true, message: `${name} moved to ${where}.` } : { ok: false, problem: r.problem, carrying: carried };
    }
    default:
      return { ok: false, problem: 'That tool does nothing to a space.' };
  }
}

/** The board so far and the states before it, newest last, for undo. */
export interface BoardHistory {
  past: BoardState[];
  present: BoardState;
}

/** How many edits undo remembers. */
export const UNDO_LIMIT = 100;

/** A new present after an edit (kept for undo) or after a selection or view change (not kept). */
export function commit(history: BoardHistory, next: BoardState, edit: boolean): BoardHistory {
  if (next === history.present) return history;
  if (!edit) return { past: history.past, present: next };
  return { past: [...history.past, history.present].slice(-UNDO_LIMIT), present: next };
}

/** The state before the last edit, or the same history when there is none. */
export function undo(history: BoardHistory): BoardHistory {
  const previous = history.past[history.past.length - 1];
  return previous ? { past: history.past.slice(0, -1), present: previous } : history;
}

/** The board emptied: the same size, no terrain, no models, nothing selected. */
export function clearBoard(state: BoardState): BoardState {
  return { width: state.width, height: state.height, terrain: [], models: [], selection: {}, view: state.view };
}
