/**
 * Turns an example set-up (content/kuggkoping/data/board-examples.yaml) into a board state, taking
 * each model's name, Move and Range from its archetype or enemy type, so no profile is typed twice.
 */
import { BoardInputError } from '../board';
import { checkBoardSetup, type BoardModel, type BoardState } from './state';
import { terrainFromRows } from './text';
import type { BoardExample } from '../schema';

/** The profile fields the board needs, from archetypes.yaml and enemy-types.yaml. */
export interface BoardProfile {
  id: string;
  name: string;
  move: number;
  range: number;
}

export interface BoardProfiles {
  archetypes: readonly BoardProfile[];
  enemyTypes: readonly BoardProfile[];
}

/**
 * The example as the board tool holds it: its models named after their profiles (numbered when a
 * profile appears more than once), the attacker and target selected, its view shown. Throws
 * BoardInputError for a profile id that is not an archetype (Characters) or enemy type (enemies).
 */
export function exampleState(example: BoardExample, profiles: BoardProfiles): BoardState {
  const { width, height, terrain } = terrainFromRows(example.rows, 'rows');
  const counts = new Map<string, number>();
  for (const m of example.models) counts.set(m.profile, (counts.get(m.profile) ?? 0) + 1);
  const seen = new Map<string, number>();
  const models: BoardModel[] = example.models.map((m, i) => {
    const list = m.side === 'character' ? profiles.archetypes : profiles.enemyTypes;
    const profile = list.find((p) => p.id === m.profile);
    if (!profile) {
      const kind = m.side === 'character' ? 'archetype' : 'enemy type';
      throw new BoardInputError(`models[${i}].profile`, `"${m.profile}" is not an ${kind} (known: ${list.map((p) => p.id).join(', ')})`);
    }
    const nth = (seen.get(m.profile) ?? 0) + 1;
    seen.set(m.profile, nth);
    const label = counts.get(m.profile)! > 1 ? `${profile.name} ${nth}` : profile.name;
    return { x: m.x, y: m.y, side: m.side, move: profile.move, range: profile.range, label };
  });
  const { setup } = checkBoardSetup({ width, height, terrain, models });
  return { ...setup, selection: { attacker: example.attacker, target: example.target }, view: example.view };
}
