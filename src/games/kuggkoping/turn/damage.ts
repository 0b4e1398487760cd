/**
 * Grit lost and what it leads to (RULINGS K4, K17, K19; KB 1634-1636, 1740-1742): damage to an enemy,
 * killed and removed at 0 grit or, a Draugar, knocked down to roll to stand up; the grit changes an
 * enemy's own ability gives; the Gizmo markers a killed model leaves, the mission places and a model
 * claims.
 */
import { createRng } from '../../../engine';
import { describeInput, InputError } from '../../../common/input-error';
import { sightTracer, spaceLabel, type Space } from '../board';
import type { TurnData } from './data';
import { removeModel } from './edit';
import { turnBoard, usesBoard } from './board';
import { characterProfile, enemyProfile, factionIn, type GritTrigger } from './profile';
import { enemyOf, MAX_GIZMOS, MAX_GRIT_CHANGE, MAX_TALLY, withDown, withoutDown, type TurnEnemy, type TurnState, type TurnStep } from './state';

export function setGritLost(state: TurnState, data: TurnData, id: string, gritLost: number): TurnState {
  const character = state.characters.find((c) => c.id === id);
  const enemy = state.enemies.find((e) => e.id === id);
  const full = character ? characterProfile(data, character).grit : enemy ? enemyProfile(state, data, enemy).fullGrit : undefined;
  if (full === undefined) throw new InputError(`There is no model "${id}" in this turn.`);
  if (!Number.isInteger(gritLost) || gritLost < 0 || gritLost > full) throw new InputError(`Grit lost must be a whole number from 0 to ${full}.`);
  const next = {
    ...state,
    // K4: a Character at 0 grit is knocked down (its recovery stands it up, K18).
    characters: state.characters.map((c) => (c.id === id ? withDown({ ...c, gritLost }, gritLost >= full) : c)),
    enemies: state.enemies.map((e) => (e.id === id ? { ...e, gritLost } : e)),
  };
  return enemy ? atZeroGrit(next, data, id) : next;
}

/**
 * Damage to an enemy: `grit` more grit lost (one hit of any size), at most what it has left; at 0 it
 * is killed and leaves the turn, or, a Draugar, is knocked down (KB 1634-1636, 1740-1742).
 */
export function damageEnemy(state: TurnState, data: TurnData, id: string, grit: number): TurnStep {
  const e = enemyOf(state, id);
  if (e.down) throw new InputError(`${e.name} is knocked down: it is not part of the game until it stands up.`);
  if (!Number.isInteger(grit) || grit < 1) throw new InputError('Damage is a whole number of grit, 1 or more.');
  const p = enemyProfile(state, data, e);
  let next = setGritLost(state, data, id, Math.min(p.fullGrit, e.gritLost + grit));
  const after = next.enemies.find((x) => x.id === id);
  if (!after && e.at && state.board) next = withGizmo(next, e.at);
  const left = after ? enemyProfile(next, data, after).gritLeft : 0;
  const what = !after ? `killed at 0 grit and removed, a Gizmo marker left in its space${e.at ? ` (${spaceLabel(e.at)})` : ''}` : after.down ? 'knocked down at 0 grit: it rolls to stand up at its next activation' : `${left} of ${p.fullGrit} grit left`;
  return { state: next, step: `${e.name} takes ${grit} damage: ${what}` };
}

const sameSpace = (a: Space, b: Space) => a.x === b.x && a.y === b.y;

function withGizmo(state: TurnState, at: Space): TurnState {
  const gizmos = state.gizmos ?? [];
  return gizmos.some((g) => sameSpace(g, at)) ? state : { ...state, gizmos: [...gizmos, at] };
}

/** A Gizmo marker the mission places on the board (KB 1258-1265): on a space of the board not in blocking terrain. */
export function placeGizmo(state: TurnState, at: Space): TurnState {
  const b = state.board;
  if (!b) throw new InputError('Draw the board first: Gizmo markers stand on its spaces.');
  if (!Number.isInteger(at.x) || !Number.isInteger(at.y) || at.x < 0 || at.y < 0 || at.x >= b.width || at.y >= b.height) throw new InputError('That space is not on the board.');
  if (b.terrain.some((t) => sameSpace(t, at) && t.kind === 'blocking')) throw new InputError(`${spaceLabel(at)} is blocking terrain.`);
  if ((state.gizmos ?? []).length >= MAX_GIZMOS) throw new InputError(`A turn holds at most ${MAX_GIZMOS} Gizmo markers.`);
  return withGizmo(state, at);
}

/**
 * The Gizmo on `at` is claimed: by the warband (every Hulder on the table loses the grit its ability
 * says, KB 2152-2153), or by enemy `by`, which is promoted to its next type with its grit full again
 * (KB 1700-1712, 1819-1821; a Bell-Man's Career move is the players' to apply to their Foreman).
 */
export function claimGizmo(state: TurnState, data: TurnData, at: Space, by: 'warband' | string): TurnStep {
  if (!(state.gizmos ?? []).some((g) => sameSpace(g, at))) throw new InputError(`There is no Gizmo on ${spaceLabel(at)}.`);
  let next: TurnState = { ...state, gizmos: state.gizmos!.filter((g) => !sameSpace(g, at)) };
  if (by === 'warband') {
    for (const e of next.enemies) {
      const type = data.enemyTypes.find((t) => t.id === e.type);
      if (type?.gritChanges?.some((g) => g.on === 'gizmoClaimedByPlayer') && next.enemies.some((x) => x.id === e.id)) next = triggerGritChange(next, data, e.id, 'gizmoClaimedByPlayer');
    }
    return { state: { ...next, claimed: Math.min(MAX_TALLY, (next.claimed ?? 0) + 1) }, step: `The warband claims the Gizmo on ${spaceLabel(at)}` };
  }
  const e = enemyOf(state, by);
  const type = data.enemyTypes.find((t) => t.id === e.type);
  const to = type?.promotesTo ? data.enemyTypes.find((t) => t.id === type.promotesTo) : undefined;
  if (!to) return { state: next, step: `${e.name} claims the Gizmo on ${spaceLabel(at)}` };
  next = { ...next, enemies: next.enemies.map((x) => (x.id === by ? { ...withoutDown(x), type: to.id, gritLost: 0 } : x)) };
  return { state: next, step: `${e.name} claims the Gizmo on ${spaceLabel(at)} and is promoted to a ${to.name} with full grit` };
}

/** Enemy `id` killed: taken off the turn and counted in `killed` (and `bossesKilled`), which the play view scores; a model taken off by hand is not counted. */
function killEnemy(state: TurnState, data: TurnData, id: string): TurnState {
  const boss = data.enemyTypes.find((t) => t.id === enemyOf(state, id).type)?.boss === true;
  const up = (n: number | undefined) => Math.min(MAX_TALLY, (n ?? 0) + 1);
  return { ...removeModel(state, id), killed: up(state.killed), ...(boss ? { bossesKilled: up(state.bossesKilled) } : {}) };
}

/** Does this enemy's faction knock it down at 0 grit instead of killing it (Draugar, not in the Black Streets; never a Big Boss, K19)? */
export function knockedDownAtZero(state: TurnState, data: TurnData, e: TurnEnemy): boolean {
  const type = data.enemyTypes.find((t) => t.id === e.type);
  return !!type && !type.boss && factionIn(state, data)?.rules.knockedDownNotKilled === true;
}

/**
 * An enemy at 0 grit (KB 1634-1636): killed and taken off the turn, or, a Draugar, knocked down to
 * roll to stand up at its next activation (KB 1740-1742).
 */
function atZeroGrit(state: TurnState, data: TurnData, id: string): TurnState {
  const e = enemyOf(state, id);
  if (enemyProfile(state, data, e).gritLeft > 0) return e.down ? { ...state, enemies: state.enemies.map((x) => (x.id === id ? withoutDown(x) : x)) } : state;
  if (!knockedDownAtZero(state, data, e)) return killEnemy(state, data, id);
  return { ...state, enemies: state.enemies.map((x) => (x.id === id ? { ...x, down: true } : x)) };
}

/** A grit change an enemy's own ability gives on a trigger (Death Hulter, Hulder): from the data, never below 0 grit left. */
export function triggerGritChange(state: TurnState, data: TurnData, id: string, on: GritTrigger): TurnState {
  const e = enemyOf(state, id);
  const type = data.enemyTypes.find((t) => t.id === e.type);
  const change = type?.gritChanges?.filter((g) => g.on === on).reduce((sum, g) => sum + g.grit, 0) ?? 0;
  if (change === 0) throw new InputError(`${e.name}’s grit does not change on that.`);
  const gritChange = Math.max(-MAX_GRIT_CHANGE, Math.min(MAX_GRIT_CHANGE, (e.gritChange ?? 0) + change));
  return atZeroGrit({ ...state, enemies: state.enemies.map((x) => (x.id === id ? { ...x, gritChange } : x)) }, data, id);
}

/**
 * A knocked-down Draugar's roll to stand up, at its activation (KB 1740-1742, as a Character does,
 * KB 1654-1666 and K18): 1 D6, +1 per friendly model adjacent, against its type's own defence; a 1
 * always fails (K3). Success: it stands with 1 grit and activates as usual. Failure: it has no gadget
 * to lose, so it is killed and removed. `face` is a real die's (else rolled from the seed); `friends`
 * the adjacent friends when there is no board (with one they are counted on it).
 */
export function standUp(state: TurnState, data: TurnData, id: string, face?: number, friends = 0): { state: TurnState; step: string } {
  const e = enemyOf(state, id);
  if (!e.down) throw new InputError(`${e.name} is not knocked down.`);
  if (face !== undefined && (!Number.isInteger(face) || face < 1 || face > 6)) throw new InputError(`A D6 shows 1 to 6; got ${describeInput(face)}.`);
  const rolled = face ?? createRng(`${state.seed}/${id}/stand/${e.seeded}`).die(6);
  const adjacent = usesBoard(state) && e.at ? adjacentFriends(state, e) : Math.max(0, Math.min(8, Math.trunc(friends)));
  const p = enemyProfile(state, data, e);
  const ok = rolled !== 1 && rolled + adjacent >= p.type.defence;
  const roll = `rolled ${rolled}${face !== undefined ? ' (a real die)' : ''}${adjacent ? ` +${adjacent} adjacent friends` : ''} against ${p.type.defence}+`;
  const seeded = face === undefined ? e.seeded + 1 : e.seeded;
  if (!ok) return { state: killEnemy({ ...state, enemies: state.enemies.map((x) => (x.id === id ? { ...x, seeded } : x)) }, data, id), step: `${e.name} ${roll}: does not stand up, killed` };
  const stood = { ...withoutDown(e), seeded, gritLost: p.fullGrit - 1 };
  return { state: { ...state, current: state.current ?? id, enemies: state.enemies.map((x) => (x.id === id ? stood : x)) }, step: `${e.name} ${roll}: stands up with 1 grit` };
}

/** Enemies standing in spaces adjacent to enemy `e` (K6), for its roll to stand up. */
function adjacentFriends(state: TurnState, e: TurnEnemy): number {
  const checked = turnBoard(state)!;
  const trace = sightTracer(checked.board);
  return state.enemies.filter((x) => x.id !== e.id && x.at && !x.down && trace(e.at!, x.at).adjacent).length;
}
