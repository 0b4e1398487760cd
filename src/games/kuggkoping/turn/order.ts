/**
 * Situations, order and rolls (RULINGS K5, K13): each enemy's situation (from the board, or ticked by
 * hand), who may go next and who goes now, the activation die rolled from the turn's seed or typed in
 * from a real one, Next enemy and a new round.
 *
 * Enemy `id`'s n-th roll is the D6 of createRng(`${seed}/${id}/${n}`), so the same seed replays the
 * same turn whatever order the enemies go in. A roll keeps the situation it was made in; when the
 * situation changes afterwards the roll is "stale" and the page offers Roll again.
 */
import { createRng } from '../../../engine';
import { describeInput, InputError } from '../../../common/input-error';
import { sightTracer } from '../board';
import { nextOn, situationOn } from '../enemy-turn';
import { turnBoard, usesBoard } from './board';
import { enemyOf, type Situation, type TurnRoll, type TurnState } from './state';

/** Every enemy's situation now: from the board when there is one, else its ticks. */
export function situations(state: TurnState): Map<string, Situation> {
  const out = new Map<string, Situation>();
  const checked = turnBoard(state);
  const trace = checked && sightTracer(checked.board);
  for (const e of state.enemies) {
    const i = checked?.index.get(e.id);
    out.set(e.id, checked && trace && i !== undefined ? situationOn(checked, i, trace) : e.ticks);
  }
  return out;
}

export function situationOf(state: TurnState, id: string): Situation {
  const s = situations(state).get(id);
  if (!s) throw new InputError(`There is no enemy "${id}" in this turn.`);
  return s;
}

/**
 * Who may go next: with a board, the closest waiting enemies (K13; several on a tie); without one,
 * every waiting enemy (the players pick). Empty when every enemy has activated.
 */
export function candidates(state: TurnState): string[] {
  const waiting = state.enemies.filter((e) => !e.activated && e.id !== state.current);
  if (!usesBoard(state)) return waiting.map((e) => e.id);
  const checked = turnBoard(state)!;
  const done = new Set(state.enemies.filter((e) => e.activated || e.id === state.current).map((e) => checked.index.get(e.id)!));
  return nextOn(checked, done);
}

/**
 * The enemy activating now, when the players need not pick one: with a board the closest waiting
 * enemy when no other ties with it (K13), without one the first waiting enemy in the list (the players
 * may pick another before it rolls), so each enemy takes two taps, Roll and Next.
 */
export function withCurrent(state: TurnState): TurnState {
  if (state.current !== null) return state;
  const next = candidates(state);
  if (!usesBoard(state)) return next.length > 0 ? { ...state, current: next[0]! } : state;
  return next.length === 1 ? { ...state, current: next[0]! } : state;
}

/**
 * withCurrent after the board changed (a model placed or moved, terrain painted): an enemy that has
 * not rolled yet and is no longer among the closest gives way to the closest (K13).
 */
export function settleCurrent(state: TurnState): TurnState {
  const now = state.enemies.find((e) => e.id === state.current);
  if (now && !now.roll && usesBoard(state) && !candidates({ ...state, current: null }).includes(now.id)) return withCurrent({ ...state, current: null });
  return withCurrent(state);
}

/** The face of enemy `id`'s n-th roll from the turn's seed. */
export function seededFace(seed: string, id: string, n: number): number {
  return createRng(`${seed}/${id}/${n}`).die(6);
}

function withRoll(state: TurnState, id: string, roll: TurnRoll, seeded: number): TurnState {
  return { ...state, current: state.current ?? id, enemies: state.enemies.map((e) => (e.id === id ? { ...e, roll, seeded } : e)) };
}

/** Rolls enemy `id`'s activation die from the turn's seed, in its situation now (Roll and Roll again). */
export function rollEnemy(state: TurnState, id: string): TurnState {
  const e = enemyOf(state, id);
  if (e.activated) throw new InputError(`${e.name} has already activated this turn.`);
  if (e.down) throw new InputError(`${e.name} is knocked down: it rolls to stand up first.`);
  return withRoll(state, id, { face: seededFace(state.seed, id, e.seeded), typed: false, situation: situationOf(state, id) }, e.seeded + 1);
}

/** Records the face a player rolled on a real die for enemy `id`, in its situation now. */
export function typeRoll(state: TurnState, id: string, face: number): TurnState {
  const e = enemyOf(state, id);
  if (e.activated) throw new InputError(`${e.name} has already activated this turn.`);
  if (e.down) throw new InputError(`${e.name} is knocked down: it rolls to stand up first.`);
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new InputError(`A D6 shows 1 to 6; got ${describeInput(face)}.`);
  return withRoll(state, id, { face, typed: true, situation: situationOf(state, id) }, e.seeded);
}

/** Ticks an enemy's situation by hand (without a board). */
export function setTicks(state: TurnState, id: string, ticks: Partial<Situation>): TurnState {
  enemyOf(state, id);
  return { ...state, enemies: state.enemies.map((e) => (e.id === id ? { ...e, ticks: { ...e.ticks, ...ticks } } : e)) };
}

/** Makes enemy `id` the one activating now (a pick among tied or, without a board, waiting enemies). */
export function choose(state: TurnState, id: string): TurnState {
  const e = enemyOf(state, id);
  if (e.activated) throw new InputError(`${e.name} has already activated this turn.`);
  return { ...state, current: id };
}

/**
 * Next enemy: the current one has activated, and the next becomes current: `chosen` (one of the
 * candidates), or the only candidate; on a tie with nothing chosen, nobody until the players pick.
 */
export function nextEnemy(state: TurnState, chosen?: string): TurnState {
  let next = state;
  if (state.current !== null) {
    const id = state.current;
    next = { ...state, current: null, order: [...state.order, id], enemies: state.enemies.map((e) => (e.id === id ? { ...e, activated: true } : e)) };
  }
  if (chosen !== undefined) {
    if (!candidates(next).includes(chosen)) throw new InputError(`${enemyOf(next, chosen).name} is not among the enemies that may go next.`);
    return { ...next, current: chosen };
  }
  return withCurrent(next);
}

/** A new turn with the same models and board: everyone waits again, with a new seed. */
export function newRound(state: TurnState, seed: string): TurnState {
  return withCurrent({ ...state, seed, current: null, order: [], enemies: state.enemies.map((e) => ({ ...e, activated: false, roll: undefined, seeded: 0 })) });
}

export const sameSituation = (a: Situation, b: Situation) => a.lineOfSight === b.lineOfSight && a.adjacent === b.adjacent;

/**
 * K13's alternation for the enemy about to go: a Character activates before it while the Characters
 * outnumber the enemies that have gone; after that the enemies go one by one.
 */
export function afterCharacter(state: TurnState): boolean {
  return state.order.length < state.characters.length;
}
