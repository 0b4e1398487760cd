/**
 * Setting up a turn: Characters and enemies added, renamed, changed to another kind or taken off,
 * Insignificant (K20), the settings, and a board-tool set-up read in as a turn.
 */
import { InputError } from '../../../common/input-error';
import type { Space, Terrain } from '../board';
import type { TurnData } from './data';
import { withCurrent } from './order';
import { MAX_NAME_LENGTH, MAX_TURN_MODELS, NO_TICKS, withoutDown, type TurnCharacter, type TurnEnemy, type TurnSettings, type TurnState } from './state';

/** Adds a Character of an archetype, named "Crack Shot" (or "Crack Shot 2" for a second one). */
export function addCharacter(state: TurnState, data: TurnData, archetype: string, at?: Space): TurnState {
  const a = data.archetypes.find((x) => x.id === archetype);
  if (!a) throw new InputError(`There is no archetype "${archetype}".`);
  if (state.characters.length + state.enemies.length >= MAX_TURN_MODELS) throw new InputError(`A turn holds at most ${MAX_TURN_MODELS} models.`);
  const id = freshId(state, 'c');
  const same = state.characters.filter((c) => c.archetype === archetype).length;
  const character: TurnCharacter = { id, name: same ? `${a.name} ${same + 1}` : a.name, archetype, gritLost: 0, ...(at ? { at } : {}) };
  return { ...state, characters: [...state.characters, character] };
}

/** Adds an enemy of a type (or boss), named "Grunt 1", "Grunt 2"… */
export function addEnemy(state: TurnState, data: TurnData, type: string, at?: Space): TurnState {
  const t = data.enemyTypes.find((x) => x.id === type);
  if (!t) throw new InputError(`There is no enemy type "${type}".`);
  if (state.characters.length + state.enemies.length >= MAX_TURN_MODELS) throw new InputError(`A turn holds at most ${MAX_TURN_MODELS} models.`);
  const id = freshId(state, 'e');
  // The next number its type has not used: "Grunt 3" again would be two of one name once Grunt 1 was killed.
  const names = new Set(state.enemies.map((e) => e.name));
  let n = state.enemies.filter((e) => e.type === type).length + 1;
  while (names.has(`${t.name} ${n}`)) n++;
  const enemy: TurnEnemy = { id, type, name: t.boss ? t.name : `${t.name} ${n}`, gritLost: 0, ticks: NO_TICKS, seeded: 0, activated: false, ...(at ? { at } : {}) };
  return withCurrent({ ...state, enemies: [...state.enemies, enemy] });
}

function freshId(state: TurnState, prefix: 'c' | 'e'): string {
  const used = new Set([...state.characters, ...state.enemies].map((m) => m.id));
  for (let n = 1; ; n++) if (!used.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** Takes a model off the turn (a killed enemy, a Character out of the game). */
export function removeModel(state: TurnState, id: string): TurnState {
  return withCurrent({
    ...state,
    characters: state.characters.filter((c) => c.id !== id),
    enemies: state.enemies.filter((e) => e.id !== id),
    order: state.order.filter((x) => x !== id),
    current: state.current === id ? null : state.current,
  });
}

export function rename(state: TurnState, id: string, name: string): TurnState {
  const clean = name.trim().slice(0, MAX_NAME_LENGTH);
  if (!clean) return state;
  return {
    ...state,
    characters: state.characters.map((c) => (c.id === id ? { ...c, name: clean } : c)),
    enemies: state.enemies.map((e) => (e.id === id ? { ...e, name: clean } : e)),
  };
}

/** Changes an enemy's type (or a Character's archetype): grit lost is kept within the new profile. */
export function setKind(state: TurnState, data: TurnData, id: string, kind: string): TurnState {
  if (state.enemies.some((e) => e.id === id)) {
    if (!data.enemyTypes.some((t) => t.id === kind)) throw new InputError(`There is no enemy type "${kind}".`);
    return { ...state, enemies: state.enemies.map((e) => (e.id === id ? { ...withoutDown(e), type: kind, gritLost: 0, gritChange: undefined } : e)) };
  }
  if (!data.archetypes.some((a) => a.id === kind)) throw new InputError(`There is no archetype "${kind}".`);
  if (!state.characters.some((c) => c.id === id)) throw new InputError(`There is no model "${id}" in this turn.`);
  // A new archetype is a new profile: the warband's build (if any) no longer describes it.
  return { ...state, characters: state.characters.map((c) => (c.id === id ? { id: c.id, name: c.name, archetype: kind, gritLost: 0, ...(c.at ? { at: c.at } : {}) } : c)) };
}

/** K20: a Gofer took Insignificant (until its next activation), or its next activation came. */
export function setInsignificant(state: TurnState, id: string, on: boolean): TurnState {
  const c = state.characters.find((x) => x.id === id);
  if (!c) throw new InputError(`There is no Character "${id}" in this turn.`);
  if (on && c.down) throw new InputError(`${c.name} is knocked down.`);
  return {
    ...state,
    characters: state.characters.map((x) => {
      if (x.id !== id) return x;
      const { insignificant: _was, ...rest } = x;
      return on ? { ...rest, insignificant: true } : rest;
    }),
  };
}

export function setSettings(state: TurnState, settings: Partial<TurnSettings>): TurnState {
  return { ...state, ...settings };
}

/** The board models of a board-tool set-up as a turn: Characters and enemies with their spaces, types guessed from Move and Range. */
export function turnFromBoard(
  state: TurnState,
  data: TurnData,
  setup: { width: number; height: number; terrain: Terrain[]; models: readonly { x: number; y: number; side: 'character' | 'enemy'; move: number; range: number; label?: string }[] },
): TurnState {
  let next: TurnState = { ...state, board: { width: setup.width, height: setup.height, terrain: setup.terrain }, characters: [], enemies: [], current: null, order: [] };
  for (const m of setup.models) {
    const at = { x: m.x, y: m.y };
    if (m.side === 'character') {
      const a = data.archetypes.find((x) => x.move === m.move && x.range === m.range) ?? data.archetypes[0]!;
      next = addCharacter(next, data, a.id, at);
      if (m.label) next = rename(next, next.characters.at(-1)!.id, m.label);
    } else {
      const t = data.enemyTypes.find((x) => x.move === m.move && x.range === m.range) ?? data.enemyTypes[0]!;
      next = addEnemy(next, data, t.id, at);
      if (m.label) next = rename(next, next.enemies.at(-1)!.id, m.label);
    }
  }
  // Adding models one by one may have picked a current enemy before the rest were on the board.
  return withCurrent({ ...next, current: null });
}
