/**
 * The enemy turn's board drawn in place (RULINGS K13): the play view draws the turn's board
 * with the board tool's own pieces (the BoardState of board/state.ts, the presses of tools/board.ts,
 * the picture of tools/board-scene.ts) instead of a second board. This file is the bridge: a turn's
 * board and placed models as a BoardState, a press on a space back to a turn, a board-tool link
 * (#board=…) read into a turn whose Characters are the warband's, and the scene with the enemy
 * activating now and those done marked.
 *
 * A turn model's space is its `at`; the board's models are the placed Characters then the placed
 * enemies, in the turn's order, each named as in the turn (`ids` maps a board index back to a turn id).
 *
 * Pure: no DOM, no React.
 */
import { BoardInputError, createBoard, DEFAULT_BOARD, sightTracer, spaceLabel, type Space } from './board';
import { readBoardHash } from './board/link';
import { resizeBoard } from './board/edit';
import { reach } from './board/move';
import { checkBoardSetup, MAX_LABEL_LENGTH, MAX_MOVE, MAX_RANGE, type BoardModel, type BoardSetup, type BoardState } from './board/state';
import { pressSpace, type BoardTool } from './tools/board';
import { boardScene, type BoardScene } from './tools/board-scene';
import { InputError } from '../../common/input-error';
import { addEnemy, candidates, enemyProfile, moveModel, removeModel, rename, settleCurrent, usesBoard, type TurnData, type TurnState } from './turn';

/** The board tools a player uses on the turn's board: move and place models, take one off, paint terrain. */
export const TURN_MODEL_TOOLS = ['move', 'place', 'remove'] as const satisfies readonly BoardTool[];
export const TURN_PAINT_TOOLS = ['open', 'blocking', 'cover', 'dangerous', 'roof1', 'roof2', 'roof3'] as const satisfies readonly BoardTool[];
export type TurnBoardTool = (typeof TURN_MODEL_TOOLS)[number] | (typeof TURN_PAINT_TOOLS)[number];

/** A Place choice for a new enemy of a type: "new:grunt". */
export const NEW_ENEMY = 'new:';

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
/** A turn name as a board label: the board refuses control characters and more than 24 characters. */
const labelOf = (name: string) =>
  [...name]
    .filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(0, MAX_LABEL_LENGTH) || undefined;

/** The turn's board as the board tool holds it (the enemy activating now selected), and each board model's turn id. */
export function turnBoardState(turn: TurnState, data: TurnData): { state: BoardState; ids: string[] } {
  const b = turn.board ?? { ...DEFAULT_BOARD, terrain: [] };
  const models: BoardModel[] = [];
  const ids: string[] = [];
  const put = (id: string, at: Space, side: 'character' | 'enemy', move: number, range: number, name: string) => {
    const label = labelOf(name);
    models.push({
      x: at.x,
      y: at.y,
      side,
      move: clamp(move, 1, MAX_MOVE),
      range: clamp(range, 1, MAX_RANGE),
      ...(label ? { label } : {}),
    });
    ids.push(id);
  };
  for (const c of turn.characters) {
    // As the warband built it (K-07), else its archetype's.
    const a = c.built ?? data.archetypes.find((x) => x.id === c.archetype);
    if (c.at) put(c.id, c.at, 'character', a?.move ?? 1, a?.range ?? 1, c.name);
  }
  for (const e of turn.enemies) {
    if (!e.at) continue;
    const p = enemyProfile(turn, data, e);
    put(e.id, e.at, 'enemy', p.move, p.range, e.name);
  }
  const current = turn.current === null ? -1 : ids.indexOf(turn.current);
  return {
    state: {
      width: b.width,
      height: b.height,
      terrain: b.terrain,
      models,
      selection: current >= 0 ? { attacker: current } : {},
      view: 'sight',
    },
    ids,
  };
}

/** Every model of the turn that has no space on its board yet, Characters first. */
export function unplaced(turn: TurnState): { id: string; name: string }[] {
  return [...turn.characters, ...turn.enemies].filter((m) => !m.at).map((m) => ({ id: m.id, name: m.name }));
}

/**
 * The board tool's picture of the turn's board, with the enemy activating now (▶, the selected
 * model), those done (✓) and, on a tie, those the players pick from (?) marked on their spaces and in
 * their spaces' names.
 */
export function turnBoardScene(turn: TurnState, data: TurnData): BoardScene {
  const { state, ids } = turnBoardState(turn, data);
  const scene = boardScene(state, checkBoardSetup(state).board);
  const tied = usesBoard(turn) && turn.current === null ? new Set(candidates(turn)) : new Set<string>();
  const byId = new Map(turn.enemies.map((e) => [e.id, e]));
  const index = new Map(state.models.map((m, i) => [`${m.x},${m.y}`, i]));
  const cells = scene.cells.map((cell) => {
    const i = index.get(`${cell.x},${cell.y}`);
    const e = i === undefined ? undefined : byId.get(ids[i]!);
    if (!e) return cell;
    const [badge, words] =
      e.id === turn.current ? ['▶', 'activating now'] : e.activated ? ['✓', `activated (${turn.order.indexOf(e.id) + 1})`] : tied.has(e.id) ? ['?', 'may go next'] : ['', 'waiting'];
    return { ...cell, badge, label: `${cell.label}, ${words}` };
  });
  return {
    ...scene,
    cells,
    lines: [],
    corners: [],
    route: [],
    legend: ['▶ the enemy activating now', '✓ an enemy that has activated', '? an enemy tied for next: pick one', 'b blocking, c cover, d dangerous, 1–3 a roof’s height'],
  };
}

/** What a press on the turn's board needs beside the turn: the tool, what Place puts down, the model Move holds. */
export interface TurnPressContext {
  tool: TurnBoardTool;
  /** A turn model's id, or NEW_ENEMY + an enemy type id. */
  place?: string;
  /** The turn id of the model Move has picked up. */
  carrying?: string;
}

/**
 * The outcome of a press: a new turn with its step in words (`step`, for the game's log; none when the
 * turn did not change), a sentence for the status line, the model Move holds after it and the next
 * model to place; or a sentence saying why nothing changed.
 */
export type TurnPressResult =
  | {
      ok: true;
      turn: TurnState;
      step?: string;
      message: string;
      carrying?: string;
      place?: string;
    }
  | { ok: false; problem: string; carrying?: string };

const same = (a: Space, b: Space) => a.x === b.x && a.y === b.y;
/** A model without a space (its `at` left out, not undefined: the turn is kept as plain JSON). */
function offBoard<T extends { at?: Space }>(m: T): T {
  const { at: _at, ...rest } = m;
  return rest as T;
}
const problemOf = (error: unknown): string => {
  if (error instanceof BoardInputError) return `${error.problem.charAt(0).toUpperCase()}${error.problem.slice(1)}.`;
  if (error instanceof InputError) return error.message;
  throw error;
};

/** The turn with the board's size and terrain from a board state. */
const withTerrain = (turn: TurnState, s: BoardSetup): TurnState => ({
  ...turn,
  board: { width: s.width, height: s.height, terrain: s.terrain },
});

function place(turn: TurnState, data: TurnData, space: Space, what: string | undefined): TurnPressResult {
  if (!what) return { ok: false, problem: 'Choose the model to place first.' };
  const where = spaceLabel(space);
  const all = [...turn.characters, ...turn.enemies];
  const there = all.find((m) => m.at && same(m.at, space));
  const t = turn.board?.terrain.find((x) => same(x, space));
  if (t?.kind === 'blocking')
    return {
      ok: false,
      problem: `${where} is blocking terrain: no model stands inside it.`,
    };
  let next: TurnState;
  let name: string;
  try {
    if (what.startsWith(NEW_ENEMY)) {
      if (there) return { ok: false, problem: `${where} already holds ${there.name}.` };
      next = addEnemy(turn, data, what.slice(NEW_ENEMY.length), space);
      name = next.enemies.at(-1)!.name;
    } else {
      const m = all.find((x) => x.id === what);
      if (!m) return { ok: false, problem: 'That model is no longer in the turn.' };
      if (there && there.id !== m.id) return { ok: false, problem: `${where} already holds ${there.name}.` };
      if (there) return { ok: false, problem: `${m.name} already stands on ${where}.` };
      next = moveModel(turn, m.id, space);
      name = m.name;
    }
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  next = settleCurrent(next);
  const following = what.startsWith(NEW_ENEMY) ? what : unplaced(next)[0]?.id;
  const text = `${name} placed on ${where}`;
  return {
    ok: true,
    turn: next,
    step: `Board: ${text}`,
    message: `${text}.`,
    ...(following ? { place: following } : {}),
  };
}

/** Applies the chosen tool to one space of the turn's board (which must exist). */
export function pressTurnBoard(turn: TurnState, data: TurnData, space: Space, ctx: TurnPressContext): TurnPressResult {
  if (!turn.board) return { ok: false, problem: 'Draw the board first.' };
  const { state, ids } = turnBoardState(turn, data);
  const where = spaceLabel(space);
  if (!(Number.isInteger(space.x) && Number.isInteger(space.y) && space.x >= 0 && space.y >= 0 && space.x < state.width && space.y < state.height)) {
    return { ok: false, problem: 'That space is not on the board.' };
  }
  switch (ctx.tool) {
    case 'place':
      return place(turn, data, space, ctx.place);
    case 'remove': {
      const i = state.models.findIndex((m) => same(m, space));
      if (i < 0) return { ok: false, problem: `No model stands on ${where}.` };
      const id = ids[i]!;
      const c = turn.characters.find((x) => x.id === id);
      if (c) {
        const next = settleCurrent({
          ...turn,
          characters: turn.characters.map((x) => (x.id === id ? offBoard(x) : x)),
        });
        const text = `${c.name} taken off the board`;
        return {
          ok: true,
          turn: next,
          step: `Board: ${text}`,
          message: `${text}; Place puts it back.`,
          place: id,
        };
      }
      const e = turn.enemies.find((x) => x.id === id)!;
      const text = `${e.name} removed from the turn`;
      return {
        ok: true,
        turn: settleCurrent(removeModel(turn, id)),
        step: `Board: ${text}`,
        message: `${text}.`,
      };
    }
    case 'move': {
      const carried = ctx.carrying === undefined ? -1 : ids.indexOf(ctx.carrying);
      const r = pressSpace(state, space, {
        tool: 'move',
        carrying: carried >= 0 ? carried : undefined,
      });
      if (!r.ok)
        return {
          ok: false,
          problem: r.problem,
          carrying: r.carrying === undefined ? undefined : ids[r.carrying],
        };
      if (r.state === state)
        return {
          ok: true,
          turn,
          message: r.message,
          carrying: r.carrying === undefined ? undefined : ids[r.carrying],
        };
      try {
        const next = settleCurrent(moveModel(turn, ids[carried]!, space));
        return {
          ok: true,
          turn: next,
          step: `Board: ${r.message.replace(/\.$/, '')}`,
          message: r.message,
        };
      } catch (error) {
        return { ok: false, problem: problemOf(error), carrying: ctx.carrying };
      }
    }
    default: {
      const r = pressSpace(state, space, { tool: ctx.tool });
      if (!r.ok) return { ok: false, problem: r.problem };
      return {
        ok: true,
        turn: withTerrain(turn, r.state),
        step: `Board: ${r.message.replace(/\.$/, '')}`,
        message: r.message,
      };
    }
  }
}

/** A new, empty board of the book's size (8 × 12) for the turn; every model still to place. */
export function drawBoard(turn: TurnState): TurnState {
  return { ...withoutBoard(turn), board: { ...DEFAULT_BOARD, terrain: [] } };
}

/** The turn without its board: no model has a space, the players tick and pick again. */
export function withoutBoard(turn: TurnState): TurnState {
  return {
    ...turn,
    board: null,
    characters: turn.characters.map(offBoard),
    enemies: turn.enemies.map(offBoard),
    gizmos: undefined,
  };
}

/** The board resized (4 to 24 each way), as the board tool does: models beyond the new edge are taken off it. */
export function resizeTurnBoard(turn: TurnState, data: TurnData, width: number, height: number): { turn: TurnState; dropped: string[] } {
  const { state, ids } = turnBoardState(turn, data);
  const r = resizeBoard(state, width, height);
  if (!r.ok) throw new InputError(r.problem);
  const fits = (s: Space) => s.x < width && s.y < height;
  const dropped = new Set(ids.filter((_, i) => !fits(state.models[i]!)));
  const off = <T extends { id: string; at?: Space }>(m: T): T => (dropped.has(m.id) ? offBoard(m) : m);
  const next = withTerrain(
    {
      ...turn,
      characters: turn.characters.map(off),
      enemies: turn.enemies.map(off),
      ...(turn.gizmos ? { gizmos: turn.gizmos.filter(fits) } : {}),
    },
    r.state,
  );
  return {
    turn: settleCurrent(next),
    dropped: [...turn.characters, ...turn.enemies].filter((m) => dropped.has(m.id)).map((m) => m.name),
  };
}

/**
 * A board-tool link (`#board=…`, the whole address or the part after `#`) as the turn's board: its
 * size and terrain; its Characters stand in for the warband's, matched by name and then in order (a
 * link Character left over is not placed); its enemies take the places of the turn's enemies matched
 * by name and then in order, and any more are added with the type whose Move and Range they have.
 * The link is read by the board tool's own decoder, within its size budget. Throws InputError with the
 * decoder's sentence for a damaged link.
 */
export function turnWithBoardLink(turn: TurnState, data: TurnData, link: string): { turn: TurnState; notes: string[] } {
  const text = link.trim();
  const hash = text.includes('#') ? text.slice(text.indexOf('#') + 1) : text;
  const read = readBoardHash(/(^|&)board=/.test(hash) ? hash : `board=${hash}`);
  if (!read) throw new InputError('Paste a link from the board tool: its address ends in #board=….');
  if (!read.ok) throw new InputError(read.error);
  const setup = read.state;
  const notes: string[] = [];
  let next: TurnState = withoutBoard(turn);
  next = {
    ...next,
    board: { width: setup.width, height: setup.height, terrain: setup.terrain },
  };
  const norm = (s: string | undefined) => (s ?? '').trim().toLowerCase();
  /** Pairs each link model of a side with a turn model: same name first, then the rest in order. */
  const pair = (linked: readonly BoardModel[], mine: readonly { id: string; name: string }[]) => {
    const free = new Set(mine.map((m) => m.id));
    const out = new Map<number, string>();
    linked.forEach((m, i) => {
      const named = mine.find((x) => free.has(x.id) && norm(x.name) === norm(m.label));
      if (named) {
        out.set(i, named.id);
        free.delete(named.id);
      }
    });
    linked.forEach((_, i) => {
      if (out.has(i)) return;
      const first = mine.find((x) => free.has(x.id));
      if (first) {
        out.set(i, first.id);
        free.delete(first.id);
      }
    });
    return out;
  };
  const at = new Map<string, Space>();
  const linkedCharacters = setup.models.filter((m) => m.side === 'character');
  const chars = pair(linkedCharacters, next.characters);
  linkedCharacters.forEach((m, i) => {
    const id = chars.get(i);
    if (id) at.set(id, { x: m.x, y: m.y });
    else notes.push(`${m.label ?? `Character ${i + 1}`} on ${spaceLabel(m)} is not one of the warband’s Characters: left off.`);
  });
  const linkedEnemies = setup.models.filter((m) => m.side === 'enemy');
  const foes = pair(linkedEnemies, next.enemies);
  next = {
    ...next,
    characters: next.characters.map((c) => (at.has(c.id) ? { ...c, at: at.get(c.id)! } : c)),
  };
  linkedEnemies.forEach((m, i) => {
    const id = foes.get(i);
    if (id) {
      next = {
        ...next,
        enemies: next.enemies.map((e) => (e.id === id ? { ...e, at: { x: m.x, y: m.y } } : e)),
      };
      return;
    }
    const type = data.enemyTypes.find((t) => !t.boss && t.move === m.move && t.range === m.range) ?? data.enemyTypes.find((t) => !t.boss)!;
    next = addEnemy(next, data, type.id, { x: m.x, y: m.y });
    if (m.label) next = rename(next, next.enemies.at(-1)!.id, m.label);
  });
  for (const m of unplaced(next)) notes.push(`${m.name} is not on the board: place it to read situations and order from the board.`);
  return { turn: settleCurrent(next), notes };
}

/** Where a fighting enemy moves (KB 1785-1791): the space, its steps, and what it reaches there. */
export interface FightMove {
  to: Space;
  steps: number;
  /** Adjacent to its target, in range (with sight), or only as close as it can get. */
  reaches: 'adjacent' | 'range' | 'closer';
  /** Chance every move test on the way passes (a climb, dangerous terrain). */
  allPass: number;
  /** "Moves 3 spaces to C4, next to Olga." */
  text: string;
}

/**
 * The space a Fight or Rage moves enemy `enemyId` to, going for `targetId` (KB 1785-1796): a space
 * next to the target if its move reaches one, else one in range with sight of it, else the one
 * closest to it; among several, the fewest steps, then the safest (every move test passing), then
 * the board's order. Rage adds its extra move (`extraMove`). Null without a board or a space for both.
 */
export function fightMove(turn: TurnState, data: TurnData, enemyId: string, targetId: string, extraMove = 0): FightMove | null {
  if (!usesBoard(turn)) return null;
  const e = turn.enemies.find((x) => x.id === enemyId);
  const c = turn.characters.find((x) => x.id === targetId);
  if (!e?.at || !c?.at) return null;
  const { state, ids } = turnBoardState(turn, data);
  const index = ids.indexOf(enemyId);
  if (index < 0) return null;
  const p = enemyProfile(turn, data, e);
  const board = createBoard(state);
  const r = reach(state, index, { steps: Math.min(p.move + extraMove, MAX_MOVE + 4), testDice: clamp(p.move, 1, MAX_MOVE + 4) }, board);
  const trace = sightTracer(board);
  const target = c.at;
  const stay = { to: e.at, steps: 0, allPass: 1 };
  const options = [stay, ...r.options.filter((o) => o.kind === 'move' || o.kind === 'climb').map((o) => ({ to: o.to, steps: o.steps, allPass: o.allPass }))];
  const rank = (o: (typeof options)[number]): [number, number, number, number] => {
    const t = trace(o.to, target);
    const grade = t.adjacent ? 0 : t.lineOfSight && t.range <= p.range ? 1 : 2;
    const distance = Math.abs(o.to.x - target.x) + Math.abs(o.to.y - target.y);
    return [grade, grade === 2 ? distance : 0, o.steps, -o.allPass];
  };
  let best = options[0]!;
  let bestRank = rank(best);
  for (const o of options.slice(1)) {
    const k = rank(o);
    const better = k.findIndex((v, i) => v !== bestRank[i]!);
    if (better >= 0 && k[better]! < bestRank[better]!) {
      best = o;
      bestRank = k;
    }
  }
  const reaches = (['adjacent', 'range', 'closer'] as const)[bestRank[0]]!;
  const where = reaches === 'adjacent' ? `next to ${c.name}` : reaches === 'range' ? `${c.name} in range and in sight` : `as close to ${c.name} as it gets`;
  const text = best.steps === 0 ? `Stays on ${spaceLabel(best.to)}, ${where}.` : `Moves ${best.steps} space${best.steps === 1 ? '' : 's'} to ${spaceLabel(best.to)}, ${where}.`;
  return { to: best.to, steps: best.steps, reaches, allPass: best.allPass, text };
}

/**
 * Where a Looting enemy goes (KB 1778-1779, 1814): towards the closest Gizmo marker (orthogonal
 * steps; ties go to the board's order), onto it if its move reaches it (it then claims it), else as
 * close as it gets. Null without a board or without a Gizmo on it.
 */
export function lootMove(turn: TurnState, data: TurnData, enemyId: string): (FightMove & { gizmo: Space; claims: boolean }) | null {
  if (!usesBoard(turn) || !turn.gizmos?.length) return null;
  const e = turn.enemies.find((x) => x.id === enemyId);
  if (!e?.at) return null;
  const steps = (a: Space, b: Space) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
  const gizmo = [...turn.gizmos].sort((a, b) => steps(e.at!, a) - steps(e.at!, b))[0]!;
  const { state, ids } = turnBoardState(turn, data);
  const index = ids.indexOf(enemyId);
  const p = enemyProfile(turn, data, e);
  const r = reach(state, index, { steps: clamp(p.move, 0, MAX_MOVE + 4), testDice: clamp(p.move, 1, MAX_MOVE + 4) });
  const options = [{ to: e.at, steps: 0, allPass: 1 }, ...r.options.filter((o) => o.kind === 'move' || o.kind === 'climb').map((o) => ({ to: o.to, steps: o.steps, allPass: o.allPass }))];
  const best = options.reduce((a, b) => {
    const da = steps(a.to, gizmo);
    const db = steps(b.to, gizmo);
    return db < da || (db === da && (b.steps < a.steps || (b.steps === a.steps && b.allPass > a.allPass))) ? b : a;
  });
  const claims = best.to.x === gizmo.x && best.to.y === gizmo.y;
  const text = claims
    ? `Moves ${best.steps} space${best.steps === 1 ? '' : 's'} to the Gizmo on ${spaceLabel(gizmo)} and claims it.`
    : best.steps === 0
      ? `Stays on ${spaceLabel(best.to)}: it cannot get closer to the Gizmo on ${spaceLabel(gizmo)}.`
      : `Moves ${best.steps} space${best.steps === 1 ? '' : 's'} to ${spaceLabel(best.to)}, towards the Gizmo on ${spaceLabel(gizmo)}.`;
  return { to: best.to, steps: best.steps, reaches: 'closer', allPass: best.allPass, text, gizmo, claims };
}
