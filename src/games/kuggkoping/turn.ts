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
import type { Archetype, Boss, Difficulty, District, EnemyFaction, EnemyType } from './schema';

// ---------------------------------------------------------------------------------------------
// The data a turn reads

/** The six numbers of a profile, as the archetypes and enemy types share them. */
type Profile = Pick<Archetype, 'move' | 'range' | 'actionDice' | 'hitOn' | 'defence' | 'grit'>;

export interface TurnEnemyType extends Profile {
  id: string;
  name: string;
  boss: boolean;
  /** Action dice lost per grit lost (Bell-Man: 1). */
  actionDiceLostPerGritLost: number;
  /** A boss's ability in our words. */
  ability?: string;
  /** K8: only special actions and attacks with the gear its entry names can hurt it. */
  hurtOnlyBy?: string;
}

export interface TurnFactionRules {
  rule: string;
  actionDice: number;
  hitOnlyOn?: number;
  defence?: number;
  move: number;
  range: number;
  grit: number;
  rageAdjacentPlacement: boolean;
}

export interface TurnData {
  activation: ActivationData;
  enemyTypes: TurnEnemyType[];
  archetypes: (Profile & { id: string; name: string })[];
  districts: { id: string; name: string; rule: string; lineOfSightBonus: number; replacesFactionRules: boolean }[];
  /** What each difficulty level changes, in our words. */
  difficultyTexts: Record<string, string>;
  /** Each faction's rule and profile changes, as usual and in the Black Streets. */
  factions: { id: string; name: string; usual: TurnFactionRules; blackStreets: TurnFactionRules }[];
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
  };
}

const profileOf = (p: Profile): Profile => ({ move: p.move, range: p.range, actionDice: p.actionDice, hitOn: p.hitOn, defence: p.defence, grit: p.grit });

/** A turn's data from the collections (the enemy-activation page loads them beside its own). */
export function turnData(
  activation: ActivationData,
  c: { enemyTypes: readonly EnemyType[]; bosses: readonly Boss[]; archetypes: readonly Archetype[]; districts: readonly District[]; factions: readonly EnemyFaction[]; difficulties: readonly Difficulty[] },
): TurnData {
  return {
    activation,
    difficultyTexts: Object.fromEntries(c.difficulties.map((d) => [d.id, d.text])),
    enemyTypes: [
      ...c.enemyTypes.map((t) => ({ id: t.id, name: t.name, ...profileOf(t), boss: false, actionDiceLostPerGritLost: t.actionDiceLostPerGritLost })),
      // The Grey Gubbe never moves and has unlimited range ("x"): 0 and the largest board's span.
      ...c.bosses.map((b) => ({
        id: b.id,
        name: b.name,
        ...profileOf({ ...b, move: b.move ?? 0, range: b.range ?? 48 }),
        boss: true,
        actionDiceLostPerGritLost: 0,
        ability: b.ability,
        ...(b.damagedOnlyBy ? { hurtOnlyBy: b.reading?.note ?? b.ability } : {}),
      })),
    ],
    archetypes: c.archetypes.map((a) => ({ id: a.id, name: a.name, ...profileOf(a) })),
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
  /** An archetype id from the data: its profile gives the attack odds. */
  archetype: string;
  gritLost: number;
  at?: Space;
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
}

export interface TurnSettings {
  enemyFaction: string | null;
  district: string | null;
  difficulty: string;
  trait: string | null;
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
  /** The enemy activating now. */
  current: string | null;
  /** Enemy ids in the order they activated. */
  order: string[];
}

export const TURN_VERSION = 1;
export const MAX_TURN_MODELS = 32;
export const MAX_NAME_LENGTH = 24;
const MAX_SEED_LENGTH = 64;

export const DEFAULT_SETTINGS: TurnSettings = { enemyFaction: null, district: null, difficulty: 'normal', trait: null, modifier: 0 };

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
  const full = character ? archetypeOf(data, character).grit : enemy ? enemyProfile(state, data, enemy).fullGrit : undefined;
  if (full === undefined) throw new InputError(`There is no model "${id}" in this turn.`);
  if (!Number.isInteger(gritLost) || gritLost < 0 || gritLost > full) throw new InputError(`Grit lost must be a whole number from 0 to ${full}.`);
  return {
    ...state,
    characters: state.characters.map((c) => (c.id === id ? { ...c, gritLost } : c)),
    enemies: state.enemies.map((e) => (e.id === id ? { ...e, gritLost } : e)),
  };
}

/** Changes an enemy's type (or a Character's archetype): grit lost is kept within the new profile. */
export function setKind(state: TurnState, data: TurnData, id: string, kind: string): TurnState {
  if (state.enemies.some((e) => e.id === id)) {
    if (!data.enemyTypes.some((t) => t.id === kind)) throw new InputError(`There is no enemy type "${kind}".`);
    return { ...state, enemies: state.enemies.map((e) => (e.id === id ? { ...e, type: kind, gritLost: 0 } : e)) };
  }
  if (!data.archetypes.some((a) => a.id === kind)) throw new InputError(`There is no archetype "${kind}".`);
  if (!state.characters.some((c) => c.id === id)) throw new InputError(`There is no model "${id}" in this turn.`);
  return { ...state, characters: state.characters.map((c) => (c.id === id ? { ...c, archetype: kind, gritLost: 0 } : c)) };
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
  for (const c of state.characters) if (c.at) models.push({ id: c.id, side: 'character', ...c.at });
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
  return withRoll(state, id, { face: seededFace(state.seed, id, e.seeded), typed: false, situation: situationOf(state, id) }, e.seeded + 1);
}

/** Records the face a player rolled on a real die for enemy `id`, in its situation now. */
export function typeRoll(state: TurnState, id: string, face: number): TurnState {
  const e = enemyOf(state, id);
  if (e.activated) throw new InputError(`${e.name} has already activated this turn.`);
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

export interface EnemyProfile extends Profile {
  fullGrit: number;
  gritLeft: number;
  type: TurnEnemyType;
}

/** Do faction rules apply: not at Easy (no faction rules), and the Black Streets swap in their variants. */
function factionIn(state: TurnState, data: TurnData): { id: string; name: string; rules: TurnFactionRules; variant: boolean } | undefined {
  const f = data.factions.find((x) => x.id === state.enemyFaction);
  if (!f || state.difficulty === 'easy') return undefined;
  const district = data.districts.find((d) => d.id === state.district);
  const variant = !!district?.replacesFactionRules;
  return { id: f.id, name: f.name, rules: variant ? f.blackStreets : f.usual, variant };
}

/** An enemy's profile with its faction's changes, and its grit left. */
export function enemyProfile(state: TurnState, data: TurnData, e: TurnEnemy): EnemyProfile {
  const type = data.enemyTypes.find((t) => t.id === e.type);
  if (!type) throw new InputError(`There is no enemy type "${e.type}".`);
  const f = type.boss ? undefined : factionIn(state, data)?.rules;
  const fullGrit = type.grit + (f?.grit ?? 0);
  return {
    type,
    move: type.move + (f?.move ?? 0),
    range: type.range + (f?.range ?? 0),
    actionDice: type.actionDice + (f?.actionDice ?? 0),
    hitOn: f?.hitOnlyOn ?? type.hitOn,
    defence: f?.defence ?? type.defence,
    grit: fullGrit,
    fullGrit,
    gritLeft: Math.max(0, fullGrit - e.gritLost),
  };
}

function archetypeOf(data: TurnData, c: TurnCharacter) {
  const a = data.archetypes.find((x) => x.id === c.archetype);
  if (!a) throw new InputError(`There is no archetype "${c.archetype}".`);
  return a;
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
export function modifiers(state: TurnState, data: TurnData, s: Situation): { label: string; value: number }[] {
  const district = data.districts.find((d) => d.id === state.district);
  const bonus = district?.lineOfSightBonus ?? 1;
  const out: { label: string; value: number }[] = [];
  if (s.lineOfSight) out.push({ label: bonus > 1 ? `sees a Character (${district!.name})` : 'sees a Character', value: bonus });
  if (s.adjacent) out.push({ label: 'adjacent', value: 2 });
  const traits = data.activation.traits.filter((t) => t.id === state.trait);
  const trait = traitActivationModifier(traits, state.enemyFaction ?? undefined, state.difficulty);
  if (trait) out.push({ label: traits[0]!.name, value: trait });
  if (state.modifier) out.push({ label: 'other modifier', value: state.modifier });
  return out;
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

/** What enemy `id`'s roll gives, in our words, or undefined before it rolls. */
export function outcome(state: TurnState, data: TurnData, id: string): Outcome | undefined {
  const e = enemyOf(state, id);
  if (!e.roll) return undefined;
  const { face, typed, situation } = e.roll;
  const mods = modifiers(state, data, situation);
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
  if (profile.type.boss && profile.type.ability) notes.push({ name: profile.type.name, text: profile.type.ability, href: `/kuggkoping/rules/campaign-machine/#${profile.type.id}` });
  if (district && (district.lineOfSightBonus > 1 || district.replacesFactionRules) && r.result !== 'lostInFog') {
    notes.push({ name: district.name, text: district.rule, href: `/kuggkoping/rules/campaign-machine/#${district.id}` });
  }
  if (state.difficulty === 'easy' && (state.enemyFaction || state.trait)) {
    const level = data.activation.difficulties.find((d) => d.id === 'easy');
    notes.push({ name: `${level?.name ?? 'Easy'} difficulty`, text: data.difficultyTexts.easy ?? '', href: '/kuggkoping/rules/playing-the-game/#adjust-difficulty' });
  }
  const now = situationOf(state, id);
  return { face, typed, total: r.total, result: r.result, name, sum, notes, stale: !sameSituation(now, situation), situation };
}

// ---------------------------------------------------------------------------------------------
// Attacks both ways (K9): the enemy's attack action on a Character, and the Character's counterattack

export interface AttackNote {
  character: string;
  /** P(the enemy's attack action takes the Character out). */
  takesOut: number;
  /** P(the Character's counterattacks take the enemy out during that action); undefined when they cannot hurt it (K8). */
  counterTakesOut?: number;
  /** The attack-odds tool with the enemy's whole attack action. */
  href: string;
  /** The attack-odds tool with one counterattack roll of the Character (K9: 5+ or its own hit value when worse). */
  counterHref: string;
  /** How the set-up was read: "adjacent, 1 cover, from above" or a note that there is no board. */
  setup: string;
  /** Why the enemy cannot reach or see the Character from where it stands, if it cannot. */
  problems: string[];
}

/** The Character a fighting enemy goes for: with a board, the nearest it sees, else the nearest (ties: the first). */
export function fightTarget(state: TurnState, data: TurnData, id: string): string | undefined {
  const e = enemyOf(state, id);
  const standing = state.characters.filter((c) => archetypeOf(data, c).grit > c.gritLost);
  if (!usesBoard(state) || !e.at) return standing[0]?.id;
  const checked = turnBoard(state)!;
  const trace = sightTracer(checked.board);
  const steps = (c: TurnCharacter) => Math.abs(c.at!.x - e.at!.x) + Math.abs(c.at!.y - e.at!.y);
  const seen = standing.filter((c) => trace(e.at!, c.at!).lineOfSight);
  const pool = seen.length > 0 ? seen : standing;
  return [...pool].sort((a, b) => steps(a) - steps(b))[0]?.id;
}

export function attackNote(state: TurnState, data: TurnData, enemyId: string, characterId: string, rage: boolean): AttackNote {
  const e = enemyOf(state, enemyId);
  const c = state.characters.find((x) => x.id === characterId);
  if (!c) throw new InputError(`There is no Character "${characterId}" in this turn.`);
  const p = enemyProfile(state, data, e);
  const a = archetypeOf(data, c);
  const cGrit = a.grit - c.gritLost;
  let cover = 0;
  let elevation: 'level' | 'above' | 'below' = 'level';
  let distance = 1;
  let adjacent = true;
  const problems: string[] = [];
  let setup = 'no board: adjacent, on the same level, no cover';
  if (usesBoard(state) && e.at && c.at) {
    const checked = turnBoard(state)!;
    const s = sightTracer(checked.board)(e.at, c.at);
    cover = Math.min(s.cover, 5);
    elevation = s.heightDice > 0 ? 'above' : s.heightDice < 0 ? 'below' : 'level';
    distance = Math.max(1, Math.min(s.range, 12));
    adjacent = s.adjacent;
    setup = `as they stand (${spaceLabel(e.at)} to ${spaceLabel(c.at)}): ${adjacent ? 'adjacent' : `${s.range} spaces`}, ${cover} cover${elevation === 'level' ? '' : elevation === 'above' ? ', from above' : ', from below'}`;
    if (!s.lineOfSight) problems.push(`${e.name} cannot see ${c.name} from where it stands; it moves first.`);
    if (s.range > p.range + (rage ? 1 : 0)) problems.push(`${c.name} is out of ${e.name}’s range (${p.range}) until it moves.`);
  }
  const extraDice = rage ? (data.activation.rows.find((r) => r.result === 'rage') as { extraAttackDice?: number } | undefined)?.extraAttackDice ?? 1 : 0;
  const counterInRange = distance <= a.range;
  const immune = !!p.type.hurtOnlyBy;
  const actionDice = Math.min(p.actionDice + extraDice, 20);
  const values = {
    wholeAction: true,
    attacker: 'enemy' as const,
    actionDice,
    hitOn: p.hitOn,
    cover,
    elevation,
    distance,
    defence: a.defence,
    grit: Math.max(1, cGrit),
    counterActionDice: a.actionDice,
    counterHitOn: a.hitOn,
    counterInRange,
    attackerDefence: p.defence,
    attackerGrit: Math.max(1, p.gritLeft),
    attackerDiceLostPerGritLost: p.type.actionDiceLostPerGritLost,
  };
  const result = attackAction({
    attacker: 'enemy',
    actionDice,
    hitOn: p.hitOn,
    cover,
    elevation,
    defence: a.defence,
    grit: Math.max(1, cGrit),
    counterActionDice: a.actionDice,
    counterHitOn: a.hitOn,
    counterInRange,
    adjacent,
    attackerDefence: p.defence,
    attackerGrit: Math.max(1, p.gritLeft),
    attackerDiceLostPerGritLost: p.type.actionDiceLostPerGritLost,
  });
  const counterElevation = elevation === 'above' ? 'below' : elevation === 'below' ? 'above' : 'level';
  const counterHref = toolHref(attackOdds, {
    attacker: 'character',
    actionDice: a.actionDice,
    // K9: a Character's counterattack hits on 5+, or on its own hit value when that is worse.
    hitOn: Math.max(5, a.hitOn),
    cover,
    elevation: counterElevation,
    distance,
    defence: p.defence,
    grit: Math.max(1, p.gritLeft),
    immune,
  });
  return {
    character: c.name,
    takesOut: result.pDefenderOut,
    counterTakesOut: immune ? undefined : result.pAttackerOut,
    href: toolHref(attackOdds, values),
    counterHref,
    setup,
    problems,
  };
}

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
    trait: pick(data.activation.traits, raw.trait),
    modifier: Number.isInteger(raw.modifier) && Math.abs(raw.modifier as number) <= 10 ? (raw.modifier as number) : 0,
  };
  const seen = new Set<string>();
  const fresh = (id: string | undefined) => (id && !seen.has(id) ? (seen.add(id), id) : undefined);
  const characters: TurnCharacter[] = (Array.isArray(raw.characters) ? raw.characters : []).slice(0, MAX_TURN_MODELS).flatMap((c: unknown) => {
    if (!isRecord(c)) return [];
    const id = idText(c.id)?.startsWith('c') ? fresh(idText(c.id)) : undefined;
    const archetype = data.archetypes.find((a) => a.id === c.archetype);
    if (!id || !archetype) return [];
    const gritLost = Number.isInteger(c.gritLost) ? Math.max(0, Math.min(archetype.grit, c.gritLost as number)) : 0;
    const at = space(c.at);
    return [{ id, name: text(c.name, MAX_NAME_LENGTH) ?? archetype.name, archetype: archetype.id, gritLost, ...(at ? { at } : {}) }];
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
        gritLost: Number.isInteger(e.gritLost) ? Math.max(0, Math.min(type.grit + 3, e.gritLost as number)) : 0,
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
  const enemyIds = new Set(enemies.map((e) => e.id));
  const order = (Array.isArray(raw.order) ? raw.order : []).filter((id: unknown): id is string => typeof id === 'string' && enemyIds.has(id));
  const current = typeof raw.current === 'string' && enemyIds.has(raw.current) && !enemies.find((e) => e.id === raw.current)!.activated ? raw.current : null;
  return withCurrent({ v: TURN_VERSION, seed, ...settings, characters, enemies, board, current, order: [...new Set(order)] });
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
