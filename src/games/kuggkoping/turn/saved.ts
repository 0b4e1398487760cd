/**
 * Reading a saved or linked turn back, never trusting it: its versioned format (src/roster/versioned.ts:
 * a turn saved by a newer site is said to be newer, never read as damaged) and then every field checked
 * against the data, what no longer fits dropped; and the plain JSON a turn is saved as.
 */
import { InputError } from '../../../common/input-error';
import { RosterFormatError } from '../../../roster/errors';
import { defineFormat, isRecord, type FormatSpec, type JsonObject } from '../../../roster/versioned';
import { checkSize, type Space, type Terrain } from '../board';
import type { TurnData } from './data';
import { turnBoard } from './board';
import { knockedDownAtZero } from './damage';
import { withCurrent } from './order';
import { BOOK_HARD_RULES, enemyProfile, type BuiltCharacter, type TurnAttack } from './profile';
import { DEFAULT_SETTINGS, emptyTurn, MAX_GIZMOS, MAX_GRIT_CHANGE, MAX_NAME_LENGTH, MAX_SEED_LENGTH, MAX_TALLY, MAX_TURN_MODELS, NO_TICKS, TURN_VERSION, withDown, withoutDown, type Situation, type TurnCharacter, type TurnEnemy, type TurnRoll, type TurnSettings, type TurnState } from './state';

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

/** A turn of the newest version as the format gives it: its plain JSON and its seed, the one field it cannot do without. */
interface TurnJson {
  raw: JsonObject;
  seed: string;
}

/**
 * The enemy turn's format, saved in the session, kept in a game and sent as a link: version 1 in the
 * field `v`. Each new version adds its migration here (`migrations[n]` turns version n into n + 1).
 * What the data decides (an id it no longer has, a board that no longer checks) is mended after the
 * format, by `readTurnResult`.
 */
export const TURN_FORMAT: FormatSpec<TurnJson> = {
  noun: 'saved turn',
  version: TURN_VERSION,
  versionField: 'v',
  migrations: {},
  read: (raw) => {
    const seed = text(raw.seed, MAX_SEED_LENGTH);
    if (!seed) throw new RosterFormatError('seed', 'is missing: a turn rolls from its seed');
    return { raw, seed };
  },
};
export const turnFormat = defineFormat(TURN_FORMAT);

/** What reading a saved or linked turn gave: the turn, or a sentence saying why not (`newer`: a newer site saved it, keep it). */
export type TurnRead = { ok: true; state: TurnState } | { ok: false; error: string; newer?: true };

/** Why a turn cannot be read, in the page's words. */
function refusal(raw: unknown, error: RosterFormatError, newer: boolean): TurnRead {
  if (newer) return { ok: false, newer: true, error: `This turn was saved by a newer version of this site (version ${String((raw as JsonObject).v)}); this page reads version ${TURN_VERSION}. Reload the page to get the newest version.` };
  if (error.field === 'seed') return { ok: false, error: 'This saved turn has no seed.' };
  if (error.field === 'v') return { ok: false, error: 'This saved turn has no version this page reads.' };
  return { ok: false, error: 'This is not a saved turn.' };
}

/** A turn from saved or linked JSON, read by its format and checked against the data; never throws for bad input. */
export function readTurnResult(raw: unknown, data: TurnData): TurnRead {
  const read = turnFormat.read(raw);
  return read.ok ? { ok: true, state: mended(read.value, data) } : refusal(raw, read.error, read.newer);
}

/**
 * A turn from saved or linked JSON, checked against the data: throws InputError with a sentence when
 * it cannot be a turn; drops what no longer fits (an unknown id, a board that no longer checks).
 */
export function readTurn(raw: unknown, data: TurnData): TurnState {
  const read = readTurnResult(raw, data);
  if (!read.ok) throw new InputError(read.error);
  return read.state;
}

/** The turn a format-checked JSON holds, with what no longer fits the data dropped. */
function mended({ raw, seed }: TurnJson, data: TurnData): TurnState {
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
  // The play view's tallies (kills and Gizmos claimed): a count each, absent in turns saved before them.
  const tally = (v: unknown) => (Number.isInteger(v) && (v as number) > 0 ? Math.min(MAX_TALLY, v as number) : 0);
  const tallies = Object.fromEntries((['killed', 'bossesKilled', 'claimed'] as const).flatMap((k) => (tally(raw[k]) > 0 ? [[k, tally(raw[k])]] : [])));
  return withCurrent({ v: TURN_VERSION, seed, ...settings, characters, enemies, board, ...(gizmos.length > 0 ? { gizmos } : {}), ...tallies, current, order: [...new Set(order)] });
}

/** Plain JSON for storage and links (undefined fields left out). */
export function turnJson(state: TurnState): string {
  return JSON.stringify(state);
}
