/**
 * What End game reads from the enemy turn kept in the game (its saved JSON, read leniently, so the
 * play page needs none of the turn's code for it): the friendly Characters adjacent to one still
 * knocked down as the game ends, for its recovery roll before the next game (K18: +1 per friend that
 * was adjacent at the end), and the Hard rules the turn was played with (KB 339-347). Pure.
 */
import { isRecord } from '../../common/json';

interface At {
  x: number;
  y: number;
}

const atOf = (m: unknown): At | null => (isRecord(m) && isRecord(m.at) && Number.isInteger(m.at.x) && Number.isInteger(m.at.y) ? { x: m.at.x as number, y: m.at.y as number } : null);

/** The height a model stands at on the saved board: an elevated space's (1 when left out), else the ground's 0. */
function levelAt(terrain: readonly unknown[], s: At): number {
  const t = terrain.find((x) => isRecord(x) && x.x === s.x && x.y === s.y);
  if (!isRecord(t) || t.kind !== 'elevated') return 0;
  return typeof t.height === 'number' ? t.height : 1;
}

/**
 * The friendly Characters adjacent to Character `index` (the turn's `c<index+1>`) on the turn's board
 * as the game ends: K6's adjacency (an orthogonal neighbour on the same level), counting only the
 * friends `standing` says are still in the game and on their feet (a knocked-down model is not part
 * of the game, KB 1648-1650, K17). Null when the game kept no board or either model has no space on
 * it: then the players say the number.
 */
export function friendsAdjacentOnTurn(turn: unknown, index: number, standing: (index: number) => boolean): number | null {
  if (!isRecord(turn) || !isRecord(turn.board) || !Array.isArray(turn.characters)) return null;
  const terrain = Array.isArray(turn.board.terrain) ? turn.board.terrain : [];
  const byId = new Map(turn.characters.flatMap((c: unknown) => (isRecord(c) && typeof c.id === 'string' ? [[c.id, c] as const] : [])));
  const at = atOf(byId.get(`c${index + 1}`));
  if (!at) return null;
  const level = levelAt(terrain, at);
  let friends = 0;
  for (const [id, c] of byId) {
    const i = Number(id.slice(1)) - 1;
    const there = atOf(c);
    if (i === index || !there || !standing(i)) continue;
    if (Math.abs(there.x - at.x) + Math.abs(there.y - at.y) === 1 && levelAt(terrain, there) === level) friends++;
  }
  return friends;
}

/** The Hard rules a game was played with, as the enemy turn set them: Hard's rolled one, or every one at Very hard (KB 339-347). */
export function hardRulesOnTurn<H extends { id: string }>(turn: unknown, hardRules: readonly H[]): { level: 'hard' | 'very-hard'; rules: H[] } | null {
  if (!isRecord(turn)) return null;
  if (turn.difficulty === 'very-hard') return { level: 'very-hard', rules: [...hardRules] };
  if (turn.difficulty !== 'hard') return null;
  return { level: 'hard', rules: hardRules.filter((h) => h.id === turn.hardRule) };
}

/** A Hard rule in words, with its D6 faces ("3-4: Enemy models get +1 action dice and +1 grit."). */
export const hardRuleWords = (r: { min: number; max: number; text: string }): string => `${r.min}-${r.max}: ${r.text}`;

/** The game entry's lines that say the Hard rules played (End game's, or the step's own "Hard rule: …"). */
export const HARD_RULE_LINE = /^(Hard rule: |Very Hard: )/;

/** End game's words for the Hard rules the enemy turn was played with (none at Normal, or at Hard with no rule set there). */
export function hardRuleLines(turn: unknown, hardRules: readonly { id: string; min: number; max: number; text: string }[]): string[] {
  const played = hardRulesOnTurn(turn, hardRules);
  if (!played) return [];
  if (played.level === 'very-hard') return ['Very Hard: every Hard rule applies (KB 346-347), as set in the enemy turn'];
  return played.rules.map((r) => `Hard rule: ${hardRuleWords(r)} (set in the enemy turn)`);
}
