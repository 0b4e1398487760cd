/**
 * Why a verdict is what it is: which space or corner blocks the line, which spaces give cover, and
 * the whole verdict as sentences, so the board page says in words everything it draws.
 */
import { BLOCKING, COVER, DANGEROUS, ELEVATED, spaceLabel, traceSight, checkStandingSpace, type Blocker, type Board, type SightDetails, type SightResult, type Space } from '../board';
import { modelName, type BoardModel } from './state';

export interface SightExplanation extends SightResult, SightDetails {
  from: Space;
  to: Space;
  /** Height each end stands at (0 on the ground). */
  fromLevel: number;
  toLevel: number;
}

/** sightOn() with its reasons: every blocker and cover space along the line, in order from `from`. */
export function explainSight(board: Board, from: Space, to: Space): SightExplanation {
  const a = checkStandingSpace(board, 'from', from);
  const b = checkStandingSpace(board, 'to', to);
  const details: SightDetails = { crossed: [], blockers: [], coverSpaces: [], sameHeightRoofs: false };
  const result = traceSight(board, a, b, details);
  return {
    ...result,
    ...details,
    from: a,
    to: b,
    fromLevel: board.level[a.y * board.width + a.x]!,
    toLevel: board.level[b.y * board.width + b.x]!,
  };
}

export interface SightNames {
  attacker: string;
  target: string;
  /** The attacker's Range, to say whether the target is in range. */
  attackerRange?: number;
  /** The name of the model on a space the line crosses ("Enemy 2"), if any. */
  modelOn?: (space: Space) => string | undefined;
}

export interface SightVerdict {
  /** One sentence: can it see, and if not, why not. */
  headline: string;
  /** Cover, range, adjacency and height, one sentence each. */
  details: string[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function blockerWords(b: Blocker, board: Board): string {
  if (b.kind === 'corner') {
    const [p, q] = b.between;
    return `passes exactly through the corner between ${spaceLabel(p)} and ${spaceLabel(q)}, two blocking spaces diagonal to each other`;
  }
  if (b.terrain === 'blocking') return `crosses blocking terrain at ${spaceLabel(b.space)}`;
  const height = board.level[b.space.y * board.width + b.space.x];
  return `crosses an elevated area at ${spaceLabel(b.space)} (height ${height})`;
}

/** The verdict in words: line of sight and why not, cover and from what, range, adjacency, height. */
export function sightVerdict(e: SightExplanation, board: Board, names: SightNames): SightVerdict {
  const { attacker, target } = names;
  let headline: string;
  if (e.range === 0) headline = `${attacker} is on that space.`;
  else if (e.lineOfSight) headline = `${attacker} can see ${target}.`;
  else {
    const [first, ...more] = e.blockers;
    const also = more.length > 0 ? ` (and ${plural(more.length, 'more blocker', 'more blockers')} further on)` : '';
    headline = `No line of sight: the line ${blockerWords(first!, board)}${also}.`;
  }
  const details: string[] = [];
  if (e.range === 0) return { headline, details };
  if (e.sameHeightRoofs && e.lineOfSight) {
    details.push(`Both stand on elevated areas of height ${e.fromLevel}, so those two areas do not block the line (K12).`);
  }
  if (e.cover === 0) details.push('No cover: the line crosses no cover terrain and no other model.');
  else {
    const what = e.coverSpaces.map(({ space, by }) => (by === 'cover' ? `cover terrain at ${spaceLabel(space)}` : `${names.modelOn?.(space) ?? 'a model'} at ${spaceLabel(space)}`));
    const dice = e.lineOfSight ? `: ${e.cover === 1 ? '−1 die' : `−${e.cover} dice`}` : '';
    details.push(`${plural(e.cover, 'cover object', 'cover objects')} (${listWords(what)})${dice}.`);
  }
  if (names.attackerRange !== undefined) {
    const inRange = e.range <= names.attackerRange;
    details.push(`Range ${e.range} against ${attacker}’s Range ${names.attackerRange}: ${inRange ? 'in range' : 'out of range'}.`);
  } else details.push(`Range ${e.range}.`);
  if (e.adjacent) details.push('Adjacent.');
  else if (e.range === 1) details.push('Side by side but on different levels, so not adjacent (K6).');
  else details.push('Not adjacent.');
  if (e.heightDice > 0) details.push(`${attacker} stands higher: +1 die.`);
  else if (e.heightDice < 0) details.push(`${attacker} stands lower: −1 die.`);
  else details.push('Same level: no die for height.');
  return { headline, details };
}

/**
 * A space in words, for its button's accessible name: "C4, cover terrain, Enemy 2 (enemy)" or
 * "B2, elevated area height 2, Crack Shot (Character) on top".
 */
export function describeSpace(board: Board, models: readonly BoardModel[], space: Space): string {
  const at = space.y * board.width + space.x;
  const k = board.kind[at];
  const terrain =
    k === BLOCKING ? 'blocking terrain' : k === COVER ? 'cover terrain' : k === DANGEROUS ? 'dangerous terrain' : k === ELEVATED ? `elevated area height ${board.level[at]}` : 'open';
  const parts = [spaceLabel(space), terrain];
  const i = board.occupant[at]!;
  if (i >= 0 && models[i]) {
    const who = `${modelName(models, i)} (${models[i].side === 'character' ? 'Character' : 'enemy'})`;
    parts.push(k === ELEVATED ? `${who} on top` : who);
  }
  return parts.join(', ');
}
