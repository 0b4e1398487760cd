/**
 * Kuggköping's enemy turn as pure state (issue 24, RULINGS K5, K8, K9, K13): the Characters and
 * enemies on the table, each enemy's situation, roll, result and whether it has activated, and which
 * enemy goes next. No DOM: the whole-turn mode of the enemy-activation page and the play view render
 * it (src/components/kuggkoping/turn/EnemyTurn.tsx).
 *
 * - Rolls come from the turn's seed with the engine's seeded random numbers: enemy `id`'s n-th roll is
 *   the D6 of createRng(`${seed}/${id}/${n}`), so the same seed replays the same turn whatever order
 *   the enemies go in. A face a player typed from a real die is read exactly as a rolled one.
 * - A roll keeps the situation it was made in; when the situation changes afterwards the roll is
 *   "stale" and the page offers Roll again.
 * - With a board, each enemy's situation and the next enemy come from it (enemy-turn.ts, K13);
 *   without one, the player ticks the situation and picks who goes next.
 * - The state is plain JSON (versioned): kept in the session for a reload, and sent as a link.
 */
import LZString from 'lz-string'; // CommonJS: Node's ESM loader gives it only as a default export
import { createRng } from '../../engine';
import { decompressFromEncodedURIComponent, linkPayload } from '../../roster/lz-decompress';
import { BOARD_HASH_KEY, decodeBoardState } from './board/link';
import { InputError } from '../../common/input-error';
import { describeInput } from '../../common/input-error';
import { toolHref } from '../../tools/links';
import { activationFace, traitActivationModifier, type ActivationResultId } from './activation';
import { attackAction } from './attack-action';
import { checkSize, sightTracer, spaceLabel, type Space, type Terrain } from './board';
import { checkTurnBoard, nextOn, situationOn, type CheckedTurnBoard, type PlacedModel } from './enemy-turn';
import { attackOdds } from './tools/refs';
import { activationData, type ActivationData } from './tools/enemy-activation';
import type { Archetype, Boss, Difficulty, District, EnemyFaction, EnemyType, HardRule } from './schema';
import {
  BOOK_HARD_RULES,
  characterProfile,
  enemyProfile,
  factionIn,
  gearCanHurt,
  hardRulesIn,
  type BuiltCharacter,
  type GritTrigger,
  type Profile,
  type TurnAttack,
  type TurnEnemyType,
  type TurnFactionRules,
  type TurnHardRule,
} from './turn/profile';

export * from './turn/profile';

// ---------------------------------------------------------------------------------------------
// The data a turn reads

export interface TurnData {
  activation: ActivationData;
  enemyTypes: TurnEnemyType[];
  archetypes: (Profile & { id: string; name: string; /** Has the Insignificant special action (K20). */ insignificant?: boolean })[];
  districts: { id: string; name: string; rule: string; lineOfSightBonus: number; replacesFactionRules: boolean }[];
  /** What each difficulty level changes, in our words. */
  difficultyTexts: Record<string, string>;
  /** Each faction's rule and profile changes, as usual and in the Black Streets. */
  factions: { id: string; name: string; usual: TurnFactionRules; blackStreets: TurnFactionRules }[];
  /** The Hard rules table: one rolled at Hard, all of them at Very hard (KB 339-347). */
  hardRules?: TurnHardRule[];
}

function factionRules(rule: string, m: EnemyFaction['modifiers']): TurnFactionRules {
  return {
    rule,
    actionDice: m.actionDice ?? 0,
    hitOnlyOn: m.hitOnlyOn,
    defence: m.defence,
    move: m.move ?? 0,
    range: m.range ?? 0,
    grit: m.grit ?? 0,
    rageAdjacentPlacement: m.rageAdjacentPlacement ?? false,
    knockedDownNotKilled: m.knockedDownNotKilled ?? false,
  };
}

const profileOf = (p: Profile): Profile => ({ move: p.move, range: p.range, actionDice: p.actionDice, hitOn: p.hitOn, defence: p.defence, grit: p.grit });

/** A turn's data from the collections (the enemy-activation page loads them beside its own). */
export function turnData(
  activation: ActivationData,
  c: {
    enemyTypes: readonly EnemyType[];
    bosses: readonly Boss[];
    archetypes: readonly Archetype[];
    districts: readonly District[];
    factions: readonly EnemyFaction[];
    difficulties: readonly Difficulty[];
    hardRules?: readonly HardRule[];
  },
): TurnData {
  return {
    activation,
    difficultyTexts: Object.fromEntries(c.difficulties.map((d) => [d.id, d.text])),
    enemyTypes: [
      ...c.enemyTypes.map((t) => ({ id: t.id, name: t.name, ...profileOf(t), boss: false, actionDiceLostPerGritLost: t.actionDiceLostPerGritLost, ...(t.promotesTo ? { promotesTo: t.promotesTo } : {}) })),
      // The Grey Gubbe never moves and has unlimited range ("x"): 0 and the largest board's span.
      ...c.bosses.map((b) => ({
        id: b.id,
        name: b.name,
        ...profileOf({ ...b, move: b.move ?? 0, range: b.range ?? 48 }),
        boss: true,
        actionDiceLostPerGritLost: 0,
        ability: b.ability,
        ...(b.damagedOnlyBy ? { hurtOnlyBy: b.reading?.note ?? b.ability, damagedOnlyBy: { gadgets: [...b.damagedOnlyBy.gadgets], quirks: [...b.damagedOnlyBy.quirks] } } : {}),
        ...(b.gritChanges.length > 0 ? { gritChanges: b.gritChanges.map((g) => ({ on: g.on, grit: g.grit })) } : {}),
      })),
    ],
    archetypes: c.archetypes.map((a) => ({ id: a.id, name: a.name, ...profileOf(a), ...(a.abilities.some((x) => x.name === 'Insignificant') ? { insignificant: true } : {}) })),
    hardRules: (c.hardRules ?? BOOK_HARD_RULES).map(({ id, min, max, text, enemyActionDice, enemyGrit }) => ({ id, min, max, text, enemyActionDice, enemyGrit })),
    districts: c.districts.map((d) => ({ id: d.id, name: d.name, rule: d.rule, lineOfSightBonus: d.lineOfSightActivationBonus, replacesFactionRules: d.replacesFactionRules })),
    factions: [...c.factions]
      .sort((a, b) => a.roll - b.roll)
      .map((f) => ({ id: f.id, name: f.name, usual: factionRules(f.rule, f.modifiers), blackStreets: factionRules(f.blackStreets.rule, f.blackStreets.modifiers) })),
  };
}

// ---------------------------------------------------------------------------------------------
// The state

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
  /** The enemy activating now. */
  current: string | null;
  /** Enemy ids in the order they activated. */
  order: string[];
}

export const TURN_VERSION = 1;
export const MAX_TURN_MODELS = 32;
export const MAX_NAME_LENGTH = 24;
const MAX_SEED_LENGTH = 64;

export const DEFAULT_SETTINGS: TurnSettings = { enemyFaction: null, district: null, difficulty: 'normal', hardRule: null, traits: [], modifier: 0 };

export function emptyTurn(seed: string, settings: Partial<TurnSettings> = {}): TurnState {
  return { v: TURN_VERSION, seed, ...DEFAULT_SETTINGS, ...settings, characters: [], enemies: [], board: null, current: null, order: [] };
}

const NO_TICKS: Situation = { lineOfSight: false, adjacent: false };

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
  const same = state.enemies.filter((e) => e.type === type).length;
  const enemy: TurnEnemy = { id, type, name: t.boss ? t.name : `${t.name} ${same + 1}`, gritLost: 0, ticks: NO_TICKS, seeded: 0, activated: false, ...(at ? { at } : {}) };
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

/** A turn change with the words the game's log gives it. */
export interface TurnStep {
  state: TurnState;
  step: string;
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

export const MAX_GIZMOS = 24;

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
    return { state: next, step: `The warband claims the Gizmo on ${spaceLabel(at)}` };
  }
  const e = enemyOf(state, by);
  const type = data.enemyTypes.find((t) => t.id === e.type);
  const to = type?.promotesTo ? data.enemyTypes.find((t) => t.id === type.promotesTo) : undefined;
  if (!to) return { state: next, step: `${e.name} claims the Gizmo on ${spaceLabel(at)}` };
  next = { ...next, enemies: next.enemies.map((x) => (x.id === by ? { ...withoutDown(x), type: to.id, gritLost: 0 } : x)) };
  return { state: next, step: `${e.name} claims the Gizmo on ${spaceLabel(at)} and is promoted to a ${to.name} with full grit` };
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
  if (!knockedDownAtZero(state, data, e)) return removeModel(state, id);
  return { ...state, enemies: state.enemies.map((x) => (x.id === id ? { ...x, down: true } : x)) };
}

/** A Character marked knocked down or standing (no `down` field when standing, as saved turns before K17 had). */
export function withDown(c: TurnCharacter, down: boolean): TurnCharacter {
  const { down: _down, ...rest } = c;
  return down ? { ...rest, down: true } : rest;
}

const withoutDown = (e: TurnEnemy): TurnEnemy => {
  const { down: _down, ...rest } = e;
  return rest;
};

/** A grit change an enemy's own ability gives on a trigger (Death Hulter, Hulder): from the data, never below 0 grit left. */
export function triggerGritChange(state: TurnState, data: TurnData, id: string, on: GritTrigger): TurnState {
  const e = enemyOf(state, id);
  const type = data.enemyTypes.find((t) => t.id === e.type);
  const change = type?.gritChanges?.filter((g) => g.on === on).reduce((sum, g) => sum + g.grit, 0) ?? 0;
  if (change === 0) throw new InputError(`${e.name}’s grit does not change on that.`);
  const gritChange = Math.max(-MAX_GRIT_CHANGE, Math.min(MAX_GRIT_CHANGE, (e.gritChange ?? 0) + change));
  return atZeroGrit({ ...state, enemies: state.enemies.map((x) => (x.id === id ? { ...x, gritChange } : x)) }, data, id);
}

const MAX_GRIT_CHANGE = 40;

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
  if (!ok) return { state: removeModel({ ...state, enemies: state.enemies.map((x) => (x.id === id ? { ...x, seeded } : x)) }, id), step: `${e.name} ${roll}: does not stand up, killed` };
  const stood = { ...withoutDown(e), seeded, gritLost: p.fullGrit - 1 };
  return { state: { ...state, current: state.current ?? id, enemies: state.enemies.map((x) => (x.id === id ? stood : x)) }, step: `${e.name} ${roll}: stands up with 1 grit` };
}

/** Enemies standing in spaces adjacent to enemy `e` (K6), for its roll to stand up. */
function adjacentFriends(state: TurnState, e: TurnEnemy): number {
  const checked = turnBoard(state)!;
  const trace = sightTracer(checked.board);
  return state.enemies.filter((x) => x.id !== e.id && x.at && !x.down && trace(e.at!, x.at).adjacent).length;
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

// ---------------------------------------------------------------------------------------------
// The board

/** The board as enemy-turn.ts reads it, or null without a board (or while a model has no space). */
export function turnBoard(state: TurnState): CheckedTurnBoard | null {
  if (!state.board) return null;
  const models: PlacedModel[] = [];
  // K17: a knocked-down Character keeps its space (others pass, none stops there) but is no Character for sight, adjacency or closest.
  for (const c of state.characters) if (c.at) models.push({ id: c.id, side: 'character', ...c.at, ...(c.down ? { down: true } : {}) });
  for (const e of state.enemies) if (e.at) models.push({ id: e.id, side: 'enemy', ...e.at });
  return checkTurnBoard({ ...state.board, models });
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

export function rename(state: TurnState, id: string, name: string): TurnState {
  const clean = name.trim().slice(0, MAX_NAME_LENGTH);
  if (!clean) return state;
  return {
    ...state,
    characters: state.characters.map((c) => (c.id === id ? { ...c, name: clean } : c)),
    enemies: state.enemies.map((e) => (e.id === id ? { ...e, name: clean } : e)),
  };
}

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

// ---------------------------------------------------------------------------------------------
// Situations, order and rolls

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

/** Does the turn read situations and order from a board (every model placed)? */
export const usesBoard = (state: TurnState): boolean => state.board !== null && [...state.characters, ...state.enemies].every((m) => m.at);

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
function withCurrent(state: TurnState): TurnState {
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

function enemyOf(state: TurnState, id: string): TurnEnemy {
  const e = state.enemies.find((x) => x.id === id);
  if (!e) throw new InputError(`There is no enemy "${id}" in this turn.`);
  return e;
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

// ---------------------------------------------------------------------------------------------
// Results in our words

export interface RuleNote {
  name: string;
  text: string;
  href: string;
}

export interface Outcome {
  face: number;
  typed: boolean;
  total: number;
  result: ActivationResultId;
  name: string;
  /** "Rolled 4, +1 sees a Character, +2 adjacent: total 7". */
  sum: string;
  /** The table row, then every rule that changes it here, each with its link. */
  notes: RuleNote[];
  /** The situation now differs from the roll's: Roll again. */
  stale: boolean;
  situation: Situation;
}

const ENEMIES = '/kuggkoping/rules/enemies/';
const TABLE = `${ENEMIES}#enemy-activation-table`;

/** The modifiers on faces 2-6 for an enemy in a situation, each named. */
export function modifiers(state: TurnState, data: TurnData, s: Situation, boss = false): { label: string; value: number }[] {
  const district = data.districts.find((d) => d.id === state.district);
  const bonus = district?.lineOfSightBonus ?? 1;
  const out: { label: string; value: number }[] = [];
  if (s.lineOfSight) out.push({ label: bonus > 1 ? `sees a Character (${district!.name})` : 'sees a Character', value: bonus });
  if (s.adjacent) out.push({ label: 'adjacent', value: 2 });
  // Every player's trait counts (K11); a Big Boss is of no faction (K19), so traits against one do not apply to it.
  if (!boss) {
    for (const t of data.activation.traits.filter((x) => state.traits.includes(x.id))) {
      const value = traitActivationModifier([t], state.enemyFaction ?? undefined, state.difficulty);
      if (value) out.push({ label: t.name, value });
    }
  }
  if (state.modifier) out.push({ label: 'other modifier', value: state.modifier });
  return out;
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

/** What enemy `id`'s roll gives, in our words, or undefined before it rolls. */
export function outcome(state: TurnState, data: TurnData, id: string): Outcome | undefined {
  const e = enemyOf(state, id);
  if (!e.roll) return undefined;
  const { face, typed, situation } = e.roll;
  const boss = data.enemyTypes.find((t) => t.id === e.type)?.boss === true;
  const mods = modifiers(state, data, situation, boss);
  const extra = mods.reduce((s, m) => s + m.value, 0);
  const district = data.districts.find((d) => d.id === state.district);
  // activationFace applies K5 (a 1 ignores every modifier); the district's bonus is in `extra` already.
  const r = activationFace(face, { lineOfSight: false, adjacent: false, modifier: Math.max(-10, Math.min(10, extra)) });
  const row = data.activation.rows.find((x) => x.result === r.result);
  const name = row?.name ?? r.result;
  const sum = face === 1 ? 'Rolled 1: a 1 ignores every modifier' : `Rolled ${face}${mods.map((m) => `, ${signed(m.value)} ${m.label}`).join('')}: total ${r.total}`;
  const notes: RuleNote[] = [];
  if (row) notes.push({ name: row.name, text: row.text, href: TABLE });
  if (row?.followUp) notes.push({ name: row.followUp.name, text: row.followUp.text, href: TABLE });
  const profile = enemyProfile(state, data, e);
  const faction = profile.type.boss ? undefined : factionIn(state, data);
  if (r.result === 'rage' && faction?.rules.rageAdjacentPlacement) notes.push({ name: faction.name, text: faction.rules.rule, href: `${ENEMIES}#enemy-factions` });
  if (faction && (r.result === 'fight' || r.result === 'rage')) {
    if (!faction.rules.rageAdjacentPlacement) notes.push({ name: faction.variant ? `${faction.name} (Black Streets)` : faction.name, text: faction.rules.rule, href: `${ENEMIES}#enemy-factions` });
  }
  if (r.result === 'fight' || r.result === 'rage') {
    for (const h of hardRulesIn(state, data)) if (h.enemyActionDice || h.enemyGrit) notes.push({ name: 'Hard rule', text: h.text, href: '/kuggkoping/rules/playing-the-game/#adjust-difficulty' });
  }
  if (profile.type.boss && profile.type.ability) notes.push({ name: profile.type.name, text: profile.type.ability, href: `/kuggkoping/rules/campaign-machine/#${profile.type.id}` });
  if (district && (district.lineOfSightBonus > 1 || district.replacesFactionRules) && r.result !== 'lostInFog') {
    notes.push({ name: district.name, text: district.rule, href: `/kuggkoping/rules/campaign-machine/#${district.id}` });
  }
  if (state.difficulty === 'easy' && (state.enemyFaction || state.traits.length > 0)) {
    const level = data.activation.difficulties.find((d) => d.id === 'easy');
    notes.push({ name: `${level?.name ?? 'Easy'} difficulty`, text: data.difficultyTexts.easy ?? '', href: '/kuggkoping/rules/playing-the-game/#adjust-difficulty' });
  }
  const now = situationOf(state, id);
  return { face, typed, total: r.total, result: r.result, name, sum, notes, stale: !sameSituation(now, situation), situation };
}

/** A random direction and distance a result calls for: Lost in fog's place and Wandering's move. */
export interface Scatter {
  /** "up and right": on the board as drawn (row 1 at the top). */
  direction: string;
  dx: -1 | 0 | 1;
  dy: -1 | 0 | 1;
  distance: number;
  /** With a board: the space it points to, kept on the board. */
  to?: Space;
  text: string;
}

const DIRECTIONS = [
  { direction: 'up', dx: 0, dy: -1 },
  { direction: 'up and right', dx: 1, dy: -1 },
  { direction: 'right', dx: 1, dy: 0 },
  { direction: 'down and right', dx: 1, dy: 1 },
  { direction: 'down', dx: 0, dy: 1 },
  { direction: 'down and left', dx: -1, dy: 1 },
  { direction: 'left', dx: -1, dy: 0 },
  { direction: 'up and left', dx: -1, dy: -1 },
] as const;

/**
 * The random direction (one of eight, as a scatter die points) and the distance enemy `id`'s result
 * needs, rolled from the turn's seed for this roll: Lost in fog places it 1D6 spaces from the board's
 * centre (the deployment rule's "place", KB 1772), Wandering moves it its Move (KB 1776-1777).
 * Undefined for any other result, before it rolls, or for a stale roll.
 */
export function scatterFor(state: TurnState, data: TurnData, id: string): Scatter | undefined {
  const e = enemyOf(state, id);
  const o = outcome(state, data, id);
  if (!o || o.stale || (o.result !== 'lostInFog' && o.result !== 'wandering')) return undefined;
  const rng = createRng(`${state.seed}/${id}/scatter/${e.seeded}`);
  const d = DIRECTIONS[rng.int(0, DIRECTIONS.length - 1)]!;
  const fog = o.result === 'lostInFog';
  const distance = fog ? rng.die(6) : enemyProfile(state, data, e).move;
  const b = state.board;
  const from = fog ? (b ? { x: Math.floor((b.width - 1) / 2), y: Math.floor((b.height - 1) / 2) } : undefined) : e.at;
  const to = b && from ? { x: Math.max(0, Math.min(b.width - 1, from.x + d.dx * distance)), y: Math.max(0, Math.min(b.height - 1, from.y + d.dy * distance)) } : undefined;
  const where = to ? ` (towards ${spaceLabel(to)}${fog ? `, from the centre ${spaceLabel(from!)}` : ''}; the nearest free space if it is taken)` : '';
  const text = fog ? `Place it ${distance} space${distance === 1 ? '' : 's'} from the board’s centre, ${d.direction}${where}.` : `It wanders ${d.direction}, up to ${distance} spaces${where}.`;
  return { direction: d.direction, dx: d.dx, dy: d.dy, distance, ...(to ? { to } : {}), text };
}

// ---------------------------------------------------------------------------------------------
// Attacks both ways (K9): the enemy's attack action on a Character, and the Character's counterattack

export interface AttackNote {
  character: string;
  /** P(the enemy's attack action takes the Character out). */
  takesOut: number;
  /** P(the Character's counterattacks take the enemy out during that action); undefined when they cannot hurt it (K8). */
  counterTakesOut?: number;
  /** What the Character's counterattack hits on (K9). */
  counterHitOn: number;
  /** The attack-odds tool with the enemy's whole attack action. */
  href: string;
  /** The attack-odds tool with one counterattack roll of the Character (K9: 5+ or its own hit value when worse). */
  counterHref: string;
  /** How the set-up was read: "adjacent, 1 cover, from above" or a note that there is no board. */
  setup: string;
  /** Why the enemy cannot reach or see the Character from where it stands, if it cannot. */
  problems: string[];
}

/** The Character an enemy's action goes for, and how it was chosen. */
export interface TargetPick {
  target?: string;
  /** Every Character the enemy may pick (K17: none knocked down; K20: no Insignificant Gofer unless it is the only model adjacent). */
  allowed: string[];
  /** The Characters tied for it (K21), when more than one: `target` is the seeded roll's pick. */
  tied: string[];
  /** Without a board the turn cannot tell distances: the players say which (the first allowed is shown until they do). */
  byHand: boolean;
}

/**
 * The Character a fighting enemy goes for (KB 1785-1791, K13, K17, K20, K21): with a board the nearest
 * it sees, else the nearest; knocked-down Characters are no target; an Insignificant Gofer only when it
 * is the only model adjacent to the enemy; a tie is rolled with the turn's seed (the players may pick
 * another). Without a board the players say which.
 */
export function fightTargets(state: TurnState, data: TurnData, id: string): TargetPick {
  const e = enemyOf(state, id);
  const standing = state.characters.filter((c) => !c.down);
  const board = usesBoard(state) && e.at ? turnBoard(state)! : null;
  const trace = board && sightTracer(board.board);
  const onlyAdjacent = (c: TurnCharacter): boolean => {
    if (!trace) return standing.length === 1 && situationOf(state, id).adjacent;
    const others = [...standing, ...state.enemies.filter((x) => x.id !== id && !x.down)].filter((m) => m.at && trace(e.at!, m.at).adjacent);
    return others.length === 1 && others[0]!.id === c.id;
  };
  const allowed = standing.filter((c) => !c.insignificant || onlyAdjacent(c));
  if (!trace) return { target: allowed[0]?.id, allowed: allowed.map((c) => c.id), tied: [], byHand: true };
  const steps = (c: TurnCharacter) => Math.abs(c.at!.x - e.at!.x) + Math.abs(c.at!.y - e.at!.y);
  const seen = allowed.filter((c) => trace(e.at!, c.at!).lineOfSight);
  const pool = seen.length > 0 ? seen : allowed;
  const best = Math.min(...pool.map(steps));
  const tied = pool.filter((c) => steps(c) === best).map((c) => c.id);
  if (tied.length <= 1) return { target: tied[0], allowed: allowed.map((c) => c.id), tied: [], byHand: false };
  // K21: decided at random, from the seed, so the same turn replays the same pick; each new roll of the enemy decides again.
  const pick = createRng(`${state.seed}/${id}/target/${e.seeded}`).int(0, tied.length - 1);
  return { target: tied[pick], allowed: allowed.map((c) => c.id), tied, byHand: false };
}

/** The Character a fighting enemy goes for (fightTargets' pick). */
export function fightTarget(state: TurnState, data: TurnData, id: string): string | undefined {
  return fightTargets(state, data, id).target;
}

/** Rage's extra attack die and move (KB 1794-1796), from the activation table's data when it says. */
function rageExtras(data: TurnData): { dice: number; move: number } {
  const row = data.activation.rows.find((r) => r.result === 'rage') as { extraAttackDice?: number; extraMove?: number } | undefined;
  return { dice: row?.extraAttackDice ?? 1, move: row?.extraMove ?? 1 };
}

export function attackNote(state: TurnState, data: TurnData, enemyId: string, characterId: string, rage: boolean): AttackNote {
  const e = enemyOf(state, enemyId);
  const c = state.characters.find((x) => x.id === characterId);
  if (!c) throw new InputError(`There is no Character "${characterId}" in this turn.`);
  const p = enemyProfile(state, data, e);
  const a = characterProfile(data, c);
  const cGrit = a.grit - c.gritLost;
  let cover = 0;
  let elevation: 'level' | 'above' | 'below' = 'level';
  let distance = 1;
  let adjacent = true;
  const problems: string[] = [];
  let setup = 'no board: adjacent, on the same level, no cover';
  const extra = rage ? rageExtras(data) : { dice: 0, move: 0 };
  if (usesBoard(state) && e.at && c.at) {
    const checked = turnBoard(state)!;
    const s = sightTracer(checked.board)(e.at, c.at);
    cover = Math.min(s.cover, 5);
    elevation = s.heightDice > 0 ? 'above' : s.heightDice < 0 ? 'below' : 'level';
    distance = Math.max(1, Math.min(s.range, 12));
    adjacent = s.adjacent;
    setup = `as they stand (${spaceLabel(e.at)} to ${spaceLabel(c.at)}): ${adjacent ? 'adjacent' : `${s.range} spaces`}, ${cover} cover${elevation === 'level' ? '' : elevation === 'above' ? ', from above' : ', from below'}`;
    if (!s.lineOfSight) problems.push(`${e.name} cannot see ${c.name} from where it stands; it moves first.`);
    // Rage adds to move, not range (KB 1794-1796): the enemy moves up to its move first.
    if (s.range > p.range) problems.push(`${c.name} is out of ${e.name}’s range (${p.range}) until it moves (up to ${p.move + extra.move} spaces${rage ? ', Rage included' : ''}).`);
  }
  const line = !adjacent && a.ranged ? a.ranged : a.adjacent;
  const counter = { ...line, actionDice: line.actionDice + (a.counterExtraDice ?? 0) };
  const counterInRange = distance <= counter.range;
  // K8: a boss only some gear can hurt takes nothing from this Character's counterattacks, so it does not make them.
  const canHurt = gearCanHurt(a, p.type);
  const actionDice = Math.min(p.actionDice + extra.dice, 20);
  const hitOn = Math.max(p.hitOn, a.attackersHitOnlyOn ?? 0);
  const grit = Math.max(1, cGrit);
  const defence = {
    defence: a.defence,
    grit,
    ...(a.bestOfTwoDefence ? { bestOfTwoDefence: true } : {}),
    ...(a.sixRemovesOnlyOne ? { sixRemovesOnlyOne: true } : {}),
    ...(a.maxGritLostPerAttack ? { maxGritLostPerAttack: a.maxGritLostPerAttack } : {}),
  };
  const counterProfile = {
    counterActionDice: counter.actionDice,
    counterHitOn: counter.hitOn,
    ...(counter.critOn !== 6 ? { counterCritOn: counter.critOn } : {}),
    ...(counter.extraHitsOnCrit !== 1 ? { counterExtraHitsOnCrit: counter.extraHitsOnCrit } : {}),
    ...(counter.rerollMisses ? { counterRerollMisses: true } : {}),
    counterInRange,
  };
  const values = {
    wholeAction: true,
    attacker: 'enemy' as const,
    actionDice,
    hitOn,
    cover,
    elevation,
    distance,
    ...defence,
    ...counterProfile,
    ...(canHurt ? {} : { counterattack: false }),
    attackerDefence: p.defence,
    attackerGrit: Math.max(1, p.gritLeft),
    attackerDiceLostPerGritLost: p.type.actionDiceLostPerGritLost,
  };
  const result = attackAction({
    attacker: 'enemy',
    actionDice,
    hitOn,
    cover,
    elevation,
    ...defence,
    ...counterProfile,
    adjacent,
    counterattack: canHurt,
    attackerDefence: p.defence,
    attackerGrit: Math.max(1, p.gritLeft),
    attackerDiceLostPerGritLost: p.type.actionDiceLostPerGritLost,
  });
  const counterElevation = elevation === 'above' ? 'below' : elevation === 'below' ? 'above' : 'level';
  const counterHref = toolHref(attackOdds, {
    attacker: 'character',
    actionDice: counter.actionDice,
    // K9: a Character's counterattack hits on 5+, or on its own hit value when that is worse.
    hitOn: counterHitOn(counter.hitOn),
    ...(counter.critOn !== 6 ? { critOn: counter.critOn } : {}),
    ...(counter.extraHitsOnCrit !== 1 ? { extraHitsOnCrit: counter.extraHitsOnCrit } : {}),
    ...(counter.rerollMisses ? { rerollMisses: true } : {}),
    cover,
    elevation: counterElevation,
    distance,
    defence: p.defence,
    grit: Math.max(1, p.gritLeft),
    immune: !canHurt,
  });
  return {
    character: c.name,
    takesOut: result.pDefenderOut,
    counterTakesOut: canHurt ? result.pAttackerOut : undefined,
    counterHitOn: counterHitOn(counter.hitOn),
    href: toolHref(attackOdds, values),
    counterHref,
    setup,
    problems,
  };
}

/** K9: a Character's counterattack hits on 5+, or on its own hit value when that is worse. */
export const counterHitOn = (hitOn: number): number => Math.max(5, hitOn);

// ---------------------------------------------------------------------------------------------
// Reading a saved or linked turn back: never trusts it

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bool = (v: unknown) => v === true;

function space(v: unknown): Space | undefined {
  if (!isRecord(v) || !Number.isInteger(v.x) || !Number.isInteger(v.y)) return undefined;
  return { x: v.x as number, y: v.y as number };
}
function situation(v: unknown): Situation {
  return isRecord(v) ? { lineOfSight: bool(v.lineOfSight), adjacent: bool(v.adjacent) } : NO_TICKS;
}
function text(v: unknown, max: number): string | undefined {
  return typeof v === 'string' && v.trim().length > 0 && v.length <= max ? v.trim() : undefined;
}
const idText = (v: unknown) => (typeof v === 'string' && /^[ce]\d{1,3}$/.test(v) ? v : undefined);

const whole = (v: unknown, min: number, max: number): number | undefined => (Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? (v as number) : undefined);

function turnAttack(v: unknown): TurnAttack | undefined {
  if (!isRecord(v)) return undefined;
  const actionDice = whole(v.actionDice, 1, 40);
  const hitOn = whole(v.hitOn, 1, 6);
  const critOn = whole(v.critOn, 1, 6);
  const extraHitsOnCrit = whole(v.extraHitsOnCrit, 0, 5);
  const range = whole(v.range, 1, 99);
  if (actionDice === undefined || hitOn === undefined || critOn === undefined || extraHitsOnCrit === undefined || range === undefined) return undefined;
  return { actionDice, hitOn, critOn, extraHitsOnCrit, rerollMisses: bool(v.rerollMisses), range };
}

/** A Character's build from saved JSON, or undefined when any part does not check (it is then its archetype). */
function builtCharacter(v: unknown): BuiltCharacter | undefined {
  if (!isRecord(v)) return undefined;
  const move = whole(v.move, 0, 99);
  const range = whole(v.range, 1, 99);
  const defence = whole(v.defence, 1, 6);
  const grit = whole(v.grit, 1, 99);
  const adjacent = turnAttack(v.adjacent);
  const ranged = v.ranged === undefined ? undefined : turnAttack(v.ranged);
  const maxGritLostPerAttack = whole(v.maxGritLostPerAttack ?? 0, 0, 99);
  const counterExtraDice = whole(v.counterExtraDice ?? 0, 0, 9);
  const attackersHitOnlyOn = v.attackersHitOnlyOn === undefined ? undefined : whole(v.attackersHitOnlyOn, 1, 6);
  const gear = Array.isArray(v.gear) ? v.gear.filter((g): g is string => typeof g === 'string' && g.length <= MAX_NAME_LENGTH * 4).slice(0, 8) : [];
  if (move === undefined || range === undefined || defence === undefined || grit === undefined || !adjacent || maxGritLostPerAttack === undefined || counterExtraDice === undefined) return undefined;
  if ((v.ranged !== undefined && !ranged) || (v.attackersHitOnlyOn !== undefined && attackersHitOnlyOn === undefined)) return undefined;
  return {
    move,
    range,
    defence,
    grit,
    adjacent,
    ...(ranged ? { ranged } : {}),
    bestOfTwoDefence: bool(v.bestOfTwoDefence),
    sixRemovesOnlyOne: bool(v.sixRemovesOnlyOne),
    maxGritLostPerAttack,
    ...(attackersHitOnlyOn !== undefined ? { attackersHitOnlyOn } : {}),
    gear,
    ...(counterExtraDice ? { counterExtraDice } : {}),
  };
}

/**
 * A turn from saved or linked JSON, checked against the data: throws InputError with a sentence when
 * it cannot be a turn; drops what no longer fits (an unknown id, a board that no longer checks).
 */
export function readTurn(raw: unknown, data: TurnData): TurnState {
  if (!isRecord(raw)) throw new InputError('This is not a saved turn.');
  if (raw.v !== TURN_VERSION) {
    throw new InputError(typeof raw.v === 'number' && raw.v > TURN_VERSION ? 'This turn was saved by a newer version of the page; reload it.' : 'This saved turn has no version this page reads.');
  }
  const seed = text(raw.seed, MAX_SEED_LENGTH);
  if (!seed) throw new InputError('This saved turn has no seed.');
  const pick = <T extends { id: string }>(list: readonly T[], v: unknown) => (typeof v === 'string' && list.some((x) => x.id === v) ? v : null);
  const settings: TurnSettings = {
    enemyFaction: pick(data.factions, raw.enemyFaction),
    district: pick(data.districts, raw.district),
    difficulty: pick(data.activation.difficulties, raw.difficulty) ?? DEFAULT_SETTINGS.difficulty,
    hardRule: pick(data.hardRules ?? BOOK_HARD_RULES, raw.hardRule),
    // Turns saved before co-op traits held one `trait`.
    traits: [...new Set([...(Array.isArray(raw.traits) ? raw.traits : []), raw.trait].flatMap((t) => pick(data.activation.traits, t) ?? []))],
    modifier: Number.isInteger(raw.modifier) && Math.abs(raw.modifier as number) <= 10 ? (raw.modifier as number) : 0,
  };
  const seen = new Set<string>();
  const fresh = (id: string | undefined) => (id && !seen.has(id) ? (seen.add(id), id) : undefined);
  const characters: TurnCharacter[] = (Array.isArray(raw.characters) ? raw.characters : []).slice(0, MAX_TURN_MODELS).flatMap((c: unknown) => {
    if (!isRecord(c)) return [];
    const id = idText(c.id)?.startsWith('c') ? fresh(idText(c.id)) : undefined;
    const archetype = data.archetypes.find((a) => a.id === c.archetype);
    if (!id || !archetype) return [];
    const built = builtCharacter(c.built);
    const grit = built?.grit ?? archetype.grit;
    const gritLost = Number.isInteger(c.gritLost) ? Math.max(0, Math.min(grit, c.gritLost as number)) : 0;
    const at = space(c.at);
    const character: TurnCharacter = {
      id,
      name: text(c.name, MAX_NAME_LENGTH) ?? archetype.name,
      archetype: archetype.id,
      gritLost,
      ...(at ? { at } : {}),
      ...(built ? { built } : {}),
      ...(bool(c.insignificant) && archetype.insignificant ? { insignificant: true } : {}),
    };
    // K4, K17: a Character at 0 grit is knocked down (turns saved before K17 had no mark).
    return [withDown(character, bool(c.down) || gritLost >= grit)];
  });
  const enemies: TurnEnemy[] = (Array.isArray(raw.enemies) ? raw.enemies : []).slice(0, MAX_TURN_MODELS).flatMap((e: unknown) => {
    if (!isRecord(e)) return [];
    const id = idText(e.id)?.startsWith('e') ? fresh(idText(e.id)) : undefined;
    const type = data.enemyTypes.find((t) => t.id === e.type);
    if (!id || !type) return [];
    const at = space(e.at);
    const r = e.roll;
    const roll: TurnRoll | undefined =
      isRecord(r) && Number.isInteger(r.face) && (r.face as number) >= 1 && (r.face as number) <= 6 ? { face: r.face as number, typed: bool(r.typed), situation: situation(r.situation) } : undefined;
    return [
      {
        id,
        type: type.id,
        name: text(e.name, MAX_NAME_LENGTH) ?? type.name,
        gritLost: Number.isInteger(e.gritLost) ? Math.max(0, Math.min(type.grit + 3 + MAX_GRIT_CHANGE, e.gritLost as number)) : 0,
        ...(Number.isInteger(e.gritChange) && e.gritChange !== 0 && type.gritChanges ? { gritChange: Math.max(-MAX_GRIT_CHANGE, Math.min(MAX_GRIT_CHANGE, e.gritChange as number)) } : {}),
        ...(bool(e.down) ? { down: true as const } : {}),
        ticks: situation(e.ticks),
        seeded: Number.isInteger(e.seeded) ? Math.max(0, Math.min(999, e.seeded as number)) : 0,
        ...(roll ? { roll } : {}),
        activated: bool(e.activated),
        ...(at ? { at } : {}),
      },
    ];
  });
  let board: TurnState['board'] = null;
  if (isRecord(raw.board) && Array.isArray(raw.board.terrain)) {
    try {
      const size = checkSize(raw.board.width, raw.board.height);
      board = { ...size, terrain: raw.board.terrain as Terrain[] };
      turnBoard({ ...emptyTurn(seed), board, characters, enemies }); // throws if the board or a space no longer checks
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      board = null;
    }
  }
  // KB 1634-1636: an enemy at 0 grit is killed and removed (turns saved before this kept it), a Draugar knocked down.
  const probe = { ...emptyTurn(seed), ...settings };
  const alive = enemies.flatMap((e) => {
    const left = enemyProfile(probe, data, { ...e, down: undefined }).gritLeft;
    if (left > 0) return [e.down ? withoutDown(e) : e];
    return knockedDownAtZero(probe, data, e) ? [{ ...e, down: true as const }] : [];
  });
  enemies.splice(0, enemies.length, ...alive);
  const gizmos = board && Array.isArray(raw.gizmos) ? raw.gizmos.slice(0, MAX_GIZMOS).flatMap((g: unknown) => { const at = space(g); return at && at.x < board!.width && at.y < board!.height && at.x >= 0 && at.y >= 0 ? [at] : []; }) : [];
  const enemyIds = new Set(enemies.map((e) => e.id));
  const order = (Array.isArray(raw.order) ? raw.order : []).filter((id: unknown): id is string => typeof id === 'string' && enemyIds.has(id));
  const current = typeof raw.current === 'string' && enemyIds.has(raw.current) && !enemies.find((e) => e.id === raw.current)!.activated ? raw.current : null;
  return withCurrent({ v: TURN_VERSION, seed, ...settings, characters, enemies, board, ...(gizmos.length > 0 ? { gizmos } : {}), current, order: [...new Set(order)] });
}

/** Plain JSON for storage and links (undefined fields left out). */
export function turnJson(state: TurnState): string {
  return JSON.stringify(state);
}

/** The enemy-activation page's data: the single roller's, and beside it the whole turn's (`turn`). */
export function activationPageData(c: Parameters<typeof activationData>[0] & { enemyTypes: readonly EnemyType[]; bosses: readonly Boss[]; archetypes: readonly Archetype[]; districts: readonly District[] }): ActivationData & { turn: TurnData } {
  const activation = activationData(c);
  return { ...activation, turn: turnData(activation, c) };
}

// ---------------------------------------------------------------------------------------------
// The turn in a link (#turn=…) and in the session

export const TURN_HASH_KEY = 'turn';
/** The session key the whole-turn mode keeps its turn under (versioned: a new format gets a new key). */
export const TURN_STORAGE_KEY = 'skirmish-shelf:kuggkoping-turn:v1';
const MAX_TURN_LINK = 12_000;

/** "#turn=…": the whole turn, lz-string packed like the board's and rosters' links. */
export function turnHash(state: TurnState): string {
  return `#${TURN_HASH_KEY}=${LZString.compressToEncodedURIComponent(turnJson(state))}`;
}

/**
 * Reads `#turn=…` (or `#board=…`, which starts a turn from a board-tool link) from a page's hash: null
 * when it holds neither; never throws (a damaged link is a sentence).
 */
export function readTurnHash(hash: string, data: TurnData, seed: string): { ok: true; state: TurnState } | { ok: false; error: string } | null {
  const body = linkPayload(hash.startsWith('#') ? hash.slice(1) : hash);
  for (const part of body.split('&')) {
    const eq = part.indexOf('=');
    const key = eq >= 0 ? part.slice(0, eq) : '';
    const value = part.slice(eq + 1);
    if (key === TURN_HASH_KEY) {
      if (value.length > MAX_TURN_LINK) return { ok: false, error: 'The turn link is too long to be a turn.' };
      const unpacked = decompressFromEncodedURIComponent(value, 200_000);
      if (!unpacked.ok || !unpacked.text) return { ok: false, error: 'The turn link is damaged: it does not unpack. Was it cut short when it was copied?' };
      try {
        return { ok: true, state: readTurn(JSON.parse(unpacked.text), data) };
      } catch (error) {
        if (error instanceof InputError) return { ok: false, error: `The turn in this link cannot be used: ${error.message}` };
        if (error instanceof SyntaxError) return { ok: false, error: 'The turn link is damaged: it holds no turn.' };
        throw error;
      }
    }
    if (key === BOARD_HASH_KEY) {
      const decoded = decodeBoardState(value);
      if (!decoded.ok) return { ok: false, error: decoded.error };
      return { ok: true, state: turnFromBoard(emptyTurn(seed), data, decoded.state) };
    }
  }
  return null;
}

/** A turn kept in the session, or null when there is none or it cannot be read (it is then left alone). */
export function readStoredTurn(raw: string | null, data: TurnData): TurnState | null {
  if (raw === null) return null;
  try {
    return readTurn(JSON.parse(raw), data);
  } catch (error) {
    if (error instanceof InputError || error instanceof SyntaxError) return null;
    throw error;
  }
}
