/**
 * Kuggköping's enemy turn inside a game in progress (issue 24): the turn's state is kept in the play
 * state's opaque `side` under `enemyTurn`, so it is saved with the game, in every undo snapshot and
 * across a reload. Its Characters are always the warband's (by archetype, grit lost from the play
 * state's damage, those out of the game left off, each keeping its space on the turn's board); its
 * enemies, board and settings are the players'. Next
 * round's part is nextRoundTurn in ./play.ts (kept apart so the play page's first load has none of the
 * turn's code). Each
 * change of the turn is one step of the game, in words ("Grunt 1 rolled 4: Fight").
 *
 * Pure: no DOM, no React.
 */
import type { PlayState } from '../../roster/play';
import { TURN_SIDE_KEY } from './play';
import type { Roster } from './roster-format';
import { InputError } from '../../common/input-error';
import { MAX_NAME_LENGTH, MAX_TURN_MODELS, emptyTurn, outcome, readTurn, settleCurrent, type TurnCharacter, type TurnData, type TurnState } from './turn';


/** The warband's Characters as the turn's: ids c1, c2… by the roster's order, out of the game left off. */
export function warbandCharacters(roster: Roster, state: PlayState, data: TurnData): TurnCharacter[] {
  return roster.characters.flatMap((c, i): TurnCharacter[] => {
    const m = state.models[i];
    const wanted = c.archetype.trim().toLowerCase();
    const a = data.archetypes.find((x) => x.id.toLowerCase() === wanted || x.name.toLowerCase() === wanted);
    if (!a || m?.out || i >= MAX_TURN_MODELS) return [];
    return [{ id: `c${i + 1}`, name: (c.name.trim() || `Character ${i + 1}`).slice(0, MAX_NAME_LENGTH), archetype: a.id, gritLost: Math.min(a.grit, m?.damage ?? 0) }];
  });
}

/**
 * The game's turn now: the saved one read back against the data (a damaged or missing one is a new
 * turn with `seed`), with the warband's Characters as they stand.
 */
export function gameTurn(roster: Roster, state: PlayState, data: TurnData, seed: string): TurnState {
  const raw = state.side?.[TURN_SIDE_KEY];
  let turn: TurnState;
  try {
    turn = raw === undefined ? emptyTurn(seed) : readTurn(raw, data);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    turn = emptyTurn(seed);
  }
  // Each Character keeps its space on the turn's board (by id: c1, c2… are the roster's order).
  const spaces = new Map(turn.characters.flatMap((c) => (c.at ? [[c.id, c.at] as const] : [])));
  const characters = warbandCharacters(roster, state, data).map((c) => (spaces.has(c.id) ? { ...c, at: spaces.get(c.id)! } : c));
  const room = MAX_TURN_MODELS - characters.length;
  return settleCurrent({ ...turn, characters, enemies: turn.enemies.slice(0, room) });
}

/** The play state with `turn` kept in it (as plain JSON: undefined fields left out). */
export function withGameTurn(state: PlayState, turn: TurnState): PlayState {
  return { ...state, side: { ...state.side, [TURN_SIDE_KEY]: JSON.parse(JSON.stringify(turn)) as unknown } };
}

const situationWords = (s: { lineOfSight: boolean; adjacent: boolean }) => `${s.lineOfSight ? 'sees a Character' : 'sees no Character'}, ${s.adjacent ? 'adjacent' : 'not adjacent'}`;

/** One turn change in words, for the game's log: "Grunt 1 rolled 4: Fight". */
export function turnStepText(before: TurnState, after: TurnState, data: TurnData): string {
  const was = new Map(before.enemies.map((e) => [e.id, e]));
  const added = after.enemies.filter((e) => !was.has(e.id));
  if (added.length) return `Enemy turn: added ${added.map((e) => e.name).join(', ')}`;
  const kept = new Set(after.enemies.map((e) => e.id));
  const removed = before.enemies.filter((e) => !kept.has(e.id));
  if (removed.length) return `Enemy turn: removed ${removed.map((e) => e.name).join(', ')}`;
  if (after.seed !== before.seed && after.order.length === 0) return `New enemy turn (seed ${after.seed})`;
  const next = after.current ? after.enemies.find((e) => e.id === after.current)?.name : undefined;
  if (after.order.length > before.order.length) {
    const done = after.enemies.find((e) => e.id === after.order.at(-1))!;
    return `${done.name} activated${next ? `; next: ${next}` : after.order.length === after.enemies.length ? '; every enemy has activated' : ''}`;
  }
  for (const e of after.enemies) {
    const b = was.get(e.id)!;
    if (e.roll && (e.roll.face !== b.roll?.face || e.seeded !== b.seeded || e.roll.typed !== b.roll?.typed || e.roll.situation !== b.roll?.situation)) {
      const o = outcome(after, data, e.id);
      return `${e.name} rolled ${e.roll.face}${e.roll.typed ? ' (a real die)' : ''}: ${o?.name ?? 'no result'}`;
    }
    if (e.ticks.lineOfSight !== b.ticks.lineOfSight || e.ticks.adjacent !== b.ticks.adjacent) return `${e.name}: ${situationWords(e.ticks)}`;
    if (e.name !== b.name || e.type !== b.type || e.gritLost !== b.gritLost) return `Enemy turn: ${e.name} changed`;
    if (e.at?.x !== b.at?.x || e.at?.y !== b.at?.y) return `Enemy turn: ${e.name} moved`;
  }
  const wasAt = new Map(before.characters.map((c) => [c.id, c.at]));
  for (const c of after.characters) if (c.at?.x !== wasAt.get(c.id)?.x || c.at?.y !== wasAt.get(c.id)?.y) return `Enemy turn: ${c.name} moved`;
  if (JSON.stringify(after.board) !== JSON.stringify(before.board)) return after.board ? (before.board ? 'Enemy turn: the board changed' : 'Enemy turn: a board drawn') : 'Enemy turn: the board put away';
  if (after.current !== before.current && next) return `Next enemy: ${next}`;
  return 'Enemy turn: set-up changed';
}
