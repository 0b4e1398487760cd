/**
 * Attacks both ways (RULINGS K8, K9, K13, K17, K20, K21): the Character a fighting enemy goes for, the
 * enemy's attack action on it and the Character's counterattacks, as odds and as attack-odds links.
 */
import { createRng } from '../../../engine';
import { InputError } from '../../../common/input-error';
import { toolHref } from '../../../tools/links';
import { attackAction } from '../attack-action';
import { sightTracer, spaceLabel } from '../board';
import { attackOdds } from '../tools/refs';
import type { TurnData } from './data';
import { turnBoard, usesBoard } from './board';
import { situationOf } from './order';
import { characterProfile, enemyProfile, gearCanHurt } from './profile';
import { enemyOf, type TurnCharacter, type TurnState } from './state';

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
