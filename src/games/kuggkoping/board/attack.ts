/**
 * One attack on the board: can it be made (line of sight and range, K7/K6), the dice the situation
 * adds or takes away (K1: coordination, cover, height), and the links that open the attack-odds and
 * enemy-activation tools with those fields filled in. The links use the tools' URL field names,
 * which are a public contract (src/games/kuggkoping/tools/attack-odds.ts).
 *
 * Our readings (the board page shows them):
 *
 * - Coordination (K1) counts every other model on the attacker's side that has the target within its
 *   own Range and in its own line of sight; a counterattack's coordination counts the target's
 *   friends the same way towards the attacker. Cover on their lines does not matter, only sight.
 * - The target can counterattack when the attacker is within the target's Range; the line of sight
 *   is the same line, seen from the other end.
 * - The attack-odds tool takes at most 5 cover objects and 5 coordinating friends. Beyond that the
 *   link carries 5 and the board says how many dice to change by hand, rather than a wrong number.
 */
import { BoardInputError, createBoard, sightTracer, type Board } from '../board';
import { explainSight, type SightExplanation } from './explain';
import { modelName, type BoardSetup, type Side } from './state';
import type { Elevation } from '../combat';
import { toolHref, type LinkFrom } from '../../../tools/links';
import { ATTACK_ODDS_LIMITS } from '../tools/attack-limits';
import { attackOdds, enemyActivation } from '../tools/refs';

export { ATTACK_ODDS_LIMITS };

/** The attack-odds tool's fields a board situation decides, named as in its URL. */
export interface AttackOddsFields {
  attacker: Side;
  coordination: number;
  cover: number;
  elevation: Elevation;
  /** The range between the two (K6): "2 or more spaces away" effects need it, not just "not adjacent". */
  distance: number;
  /** K6 adjacency; the tool works it out from the distance and height, older versions of it read this. */
  adjacent: boolean;
  counterInRange: boolean;
  counterCoordination: number;
}

export interface AttackCheck {
  attacker: number;
  target: number;
  sight: SightExplanation;
  /** The target is within the attacker's Range (K6 steps). */
  inRange: boolean;
  /** Line of sight, in range, and the target is on the other side. */
  canAttack: boolean;
  /** Why the attack cannot be made, one sentence each (empty when it can). */
  problems: string[];
  /** The attacker's friends with the target in range and in sight: +1 die each (K1). */
  coordinators: number[];
  /** The attacker is within the target's Range: the target may counterattack. */
  counterInRange: boolean;
  /** The target's friends with the attacker in range and in sight: +1 die each on a counterattack. */
  counterCoordinators: number[];
  odds: AttackOddsFields;
  /** What the attack-odds link could not carry as it is, and what to do about it. */
  oddsNotes: string[];
  /** The attack-odds tool with these fields filled in. */
  oddsHref: string;
}

const other = (side: Side): Side => (side === 'character' ? 'enemy' : 'character');

/** Friends of the model at `friendOf` (same side, neither end) that have `at` in range and in sight. */
function supporters(setup: BoardSetup, board: Board, friendOf: number, at: number): number[] {
  const side = setup.models[friendOf]!.side;
  const to = setup.models[at]!;
  const trace = sightTracer(board);
  const out: number[] = [];
  setup.models.forEach((m, i) => {
    if (i === friendOf || i === at || m.side !== side) return;
    const s = trace(m, to);
    if (s.lineOfSight && s.range <= m.range) out.push(i);
  });
  return out;
}

function checkIndex(setup: BoardSetup, field: string, i: number): void {
  if (!Number.isInteger(i) || i < 0 || i >= setup.models.length) {
    throw new BoardInputError(field, `there is no model ${String(i)} (the board has ${setup.models.length})`);
  }
}

/** The attack-odds link: the tool's own field names (src/tools/links.ts writes them), and where it comes from. */
export function attackOddsHref(f: AttackOddsFields, from?: LinkFrom): string {
  return toolHref(attackOdds, { ...f }, from ? { from } : {});
}

/**
 * Everything the board knows about models[attacker] attacking models[target]. `board` may be passed
 * when the caller already built it from this set-up (createBoard or checkBoardSetup).
 */
export function checkAttack(setup: BoardSetup, attacker: number, target: number, board: Board = createBoard(setup)): AttackCheck {
  checkIndex(setup, 'attacker', attacker);
  checkIndex(setup, 'target', target);
  if (attacker === target) throw new BoardInputError('target', 'a model cannot attack itself');
  const a = setup.models[attacker]!;
  const t = setup.models[target]!;
  const sight = explainSight(board, a, t);
  const inRange = sight.range <= a.range;
  const nameA = modelName(setup.models, attacker);
  const nameT = modelName(setup.models, target);
  const problems: string[] = [];
  if (a.side === t.side) problems.push(`${nameA} and ${nameT} are on the same side.`);
  if (!sight.lineOfSight) problems.push(`${nameA} has no line of sight to ${nameT}.`);
  if (!inRange) problems.push(`${nameT} is out of range: range ${sight.range}, ${nameA}’s Range is ${a.range}.`);
  const coordinators = supporters(setup, board, attacker, target);
  const counterCoordinators = supporters(setup, board, target, attacker);
  const counterInRange = sight.range <= t.range;
  const oddsNotes: string[] = [];
  const capped = (value: number, limit: number, say: (extra: number) => string) => {
    if (value <= limit) return value;
    oddsNotes.push(say(value - limit));
    return limit;
  };
  const odds: AttackOddsFields = {
    attacker: a.side,
    coordination: capped(coordinators.length, ATTACK_ODDS_LIMITS.coordination, (extra) => `${coordinators.length} friends coordinate but the attack-odds tool takes ${ATTACK_ODDS_LIMITS.coordination}: add ${extra} to the action dice there.`),
    cover: capped(sight.cover, ATTACK_ODDS_LIMITS.cover, (extra) => `The line crosses ${sight.cover} cover objects but the attack-odds tool takes ${ATTACK_ODDS_LIMITS.cover}: take ${extra} more off the action dice there.`),
    elevation: sight.heightDice > 0 ? 'above' : sight.heightDice < 0 ? 'below' : 'level',
    // Beyond the tool's limit every distance effect ("2 or more spaces away") reads the same.
    distance: Math.min(Math.max(1, sight.range), ATTACK_ODDS_LIMITS.distance),
    adjacent: sight.adjacent,
    counterInRange,
    counterCoordination: capped(counterCoordinators.length, ATTACK_ODDS_LIMITS.counterCoordination, (extra) => `${counterCoordinators.length} of the target’s friends would coordinate its counterattack but the tool takes ${ATTACK_ODDS_LIMITS.counterCoordination}: add ${extra} to the target’s action dice there.`),
  };
  return {
    attacker,
    target,
    sight,
    inRange,
    canAttack: problems.length === 0,
    problems,
    coordinators,
    counterInRange,
    counterCoordinators,
    odds,
    oddsNotes,
    oddsHref: attackOddsHref(odds),
  };
}

export interface ActivationSituation {
  /** Characters (the other side) the model has line of sight to: +1 to its activation roll (K5). */
  sees: number[];
  /** Characters adjacent to it: +2 (K5). */
  adjacentTo: number[];
  /** The enemy-activation tool with these two fields filled in. */
  href: string;
}

/** What the board says about an enemy model's activation roll: does it see, is it adjacent to, a Character. */
export function activationSituation(setup: BoardSetup, index: number, board: Board = createBoard(setup)): ActivationSituation {
  checkIndex(setup, 'model', index);
  const m = setup.models[index]!;
  const sees: number[] = [];
  const adjacentTo: number[] = [];
  const trace = sightTracer(board);
  setup.models.forEach((o, i) => {
    if (o.side !== other(m.side)) return;
    const s = trace(m, o);
    if (s.lineOfSight) sees.push(i);
    if (s.adjacent) adjacentTo.push(i);
  });
  return { sees, adjacentTo, href: toolHref(enemyActivation, { lineOfSight: sees.length > 0, adjacent: adjacentTo.length > 0 }) };
}
