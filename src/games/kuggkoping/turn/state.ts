/**
 * The enemy turn's state as plain JSON (RULINGS K4, K5, K17, K20): the Characters and enemies on the
 * table, each enemy's ticks, rolls and whether it has activated, the settings, the board and its
 * Gizmo markers, and the enemy activating now. The limits every change and the reader keep to, and the
 * small helpers every module of the turn shares.
 */
import { InputError } from '../../../common/input-error';
import type { Space, Terrain } from '../board';
import type { BuiltCharacter } from './profile';

export interface Situation {
  lineOfSight: boolean;
  adjacent: boolean;
}

export interface TurnCharacter {
  id: string;
  name: string;
  /** An archetype id from the data: its profile gives the attack odds when `built` is absent. */
  archetype: string;
  gritLost: number;
  at?: Space;
  built?: BuiltCharacter;
  /** Knocked down (K17): also when its grit lost reaches its grit. */
  down?: boolean;
  /** A Gofer that took Insignificant, until its next activation (K20). */
  insignificant?: boolean;
}

export interface TurnRoll {
  face: number;
  /** Typed in from a real die, not rolled from the seed. */
  typed: boolean;
  /** The situation the roll was made in. */
  situation: Situation;
}

export interface TurnEnemy {
  id: string;
  /** An enemy type or boss id from the data. */
  type: string;
  name: string;
  gritLost: number;
  at?: Space;
  /** Ticked by hand (used without a board). */
  ticks: Situation;
  /** Rolls made from the seed for this enemy (the next one is number `seeded`). */
  seeded: number;
  roll?: TurnRoll;
  activated: boolean;
  /** A Draugar at 0 grit: knocked down, rolls to stand up at its next activation (KB 1740-1742). */
  down?: boolean;
  /** Grit gained (or lost when negative) by its ability: Death Hulter, Hulder (KB 2139-2141, 2152-2153). */
  gritChange?: number;
}

export interface TurnSettings {
  enemyFaction: string | null;
  district: string | null;
  difficulty: string;
  /** The Hard rule rolled (KB 339-345); Very hard applies every one (KB 346-347). */
  hardRule: string | null;
  /** Warband traits that change activation rolls: every co-op player's count (K5, K11). Saved turns before them held one `trait`. */
  traits: string[];
  /** A scenario's or house rule's modifier on faces 2 to 6. */
  modifier: number;
}

export interface TurnState extends TurnSettings {
  v: 1;
  seed: string;
  characters: TurnCharacter[];
  enemies: TurnEnemy[];
  /** The board's size and terrain; models stand where their `at` says. */
  board: { width: number; height: number; terrain: Terrain[] } | null;
  /** Gizmo markers on the board (KB 1258-1265; one is left where a model is killed, KB 1674-1676). Saved turns before them had none. */
  gizmos?: Space[];
  /** Enemies killed in this turn's game so far (at 0 grit, or a Draugar failing to stand up): the play view counts each new one into its mission's score. Turns saved before it had none. */
  killed?: number;
  /** Of them, Big Bosses (K19). */
  bossesKilled?: number;
  /** Gizmos the warband has claimed on this board, for the play view's score. Turns saved before it had none. */
  claimed?: number;
  /** The enemy activating now. */
  current: string | null;
  /** Enemy ids in the order they activated. */
  order: string[];
}

export const TURN_VERSION = 1;
export const MAX_TURN_MODELS = 32;
export const MAX_NAME_LENGTH = 24;
export const MAX_SEED_LENGTH = 64;

export const DEFAULT_SETTINGS: TurnSettings = { enemyFaction: null, district: null, difficulty: 'normal', hardRule: null, traits: [], modifier: 0 };

export function emptyTurn(seed: string, settings: Partial<TurnSettings> = {}): TurnState {
  return { v: TURN_VERSION, seed, ...DEFAULT_SETTINGS, ...settings, characters: [], enemies: [], board: null, current: null, order: [] };
}

export const NO_TICKS: Situation = { lineOfSight: false, adjacent: false };

/** A turn change with the words the game's log gives it. */
export interface TurnStep {
  state: TurnState;
  step: string;
}

export const MAX_GIZMOS = 24;
/** The most a turn counts of its kills and claimed Gizmos (`TurnState.killed`, `claimed`). */
export const MAX_TALLY = 9999;

export const MAX_GRIT_CHANGE = 40;

/** A Character marked knocked down or standing (no `down` field when standing, as saved turns before K17 had). */
export function withDown(c: TurnCharacter, down: boolean): TurnCharacter {
  const { down: _down, ...rest } = c;
  return down ? { ...rest, down: true } : rest;
}

export const withoutDown = (e: TurnEnemy): TurnEnemy => {
  const { down: _down, ...rest } = e;
  return rest;
};

export function enemyOf(state: TurnState, id: string): TurnEnemy {
  const e = state.enemies.find((x) => x.id === id);
  if (!e) throw new InputError(`There is no enemy "${id}" in this turn.`);
  return e;
}
