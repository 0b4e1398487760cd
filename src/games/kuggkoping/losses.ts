/**
 * A Character killed or a gadget lost, the same in the play view's End game and in the campaign
 * steps: the words the campaign log keeps, the negative traits that act on a death (Pay the piper,
 * Mind link) or on a recovery (No help for the weak), and reading the log back for what is still due
 * (a killed Character's replacement; a Foreman lost, K16). Pure, and free of the book's data, so the
 * builder's checks can load it.
 */
import type { WithLog } from '../../roster/campaign-log';
import { sameName } from '../../roster/names';
import type { Roster } from './roster-format';

/** The negative traits the game and the steps between games apply by themselves. */
export const TRAIT = {
  noHelpForTheWeak: 'No help for the weak',
  payThePiper: 'Pay the piper',
  mindLink: 'Mind link',
  underPressure: 'Under pressure',
} as const;

/** Whether `player`'s alignment (the warband's in solo) holds the trait `name`. */
export function hasTrait(roster: Pick<Roster, 'mode' | 'alignments'>, player: 1 | 2, name: string): boolean {
  const alignments = roster.mode === 'solo' ? roster.alignments.slice(0, 1) : roster.alignments.filter((a) => (a.player ?? 1) === player);
  return alignments.some((a) => sameName(a.negative, name) || sameName(a.positive, name));
}

const KILLED = / \(([^()]+)\) is killed and leaves the warband/;
const REPLACED = /^A .+ replaces the killed (.+)$/;
const FOREMAN_KILLED = 'was the warband’s Foreman: it has no Foreman until a Character takes the Promotion upgrade (K16)';

/** The log's words for a Character killed (and, for a Foreman, K16's). */
export function killedWords(who: string, archetype: string, foreman: boolean): string[] {
  return [`${who} (${archetype}) is killed and leaves the warband; a new Character replaces it before the next game`, ...(foreman ? [`${who} ${FOREMAN_KILLED}`] : [])];
}

/** The replacement's words (campaign.ts's replaceKilled), read back by `replacementsDue`. */
export const replacedWords = (archetype: string, killedArchetype: string) => `A ${archetype} replaces the killed ${killedArchetype}`;

/** The archetypes of the killed Characters whose replacement the log has not recorded yet, oldest first. */
export function replacementsDue(roster: WithLog): string[] {
  const due: string[] = [];
  for (const e of roster.log) {
    for (const line of [e.title, ...e.changes]) {
      const killed = KILLED.exec(line);
      if (killed) due.push(killed[1]!);
      const replaced = REPLACED.exec(line);
      if (replaced) {
        const at = due.findIndex((a) => sameName(a, replaced[1]!));
        if (at >= 0) due.splice(at, 1);
      }
    }
  }
  return due;
}

/** K16: the log says the warband's Foreman was killed (the builder then asks for no other Foreman). */
export function foremanKilled(roster: WithLog): boolean {
  return roster.log.some((e) => e.changes.some((c) => c.endsWith(FOREMAN_KILLED)));
}

const STILL_DOWN = [/^(.+): still knocked down, rolls its recovery before the next game/, /^Mind link: (.+) is knocked down .*before the next game$/];

/**
 * The Characters the newest game left knocked down (End game's words) whose recovery roll before the
 * next game (K18) the log has not recorded yet, by name.
 */
export function recoveriesDue(roster: WithLog): string[] {
  const last = roster.log.findLastIndex((e) => e.kind === 'game');
  if (last < 0) return [];
  const names = roster.log[last]!.changes.flatMap((c) => STILL_DOWN.flatMap((re) => re.exec(c)?.[1] ?? []));
  const later = roster.log.slice(last + 1).map((e) => e.title);
  return [...new Set(names)].filter((n) => !later.some((t) => [`${n} recovers`, `${n} keeps `, `${n} loses `].some((p) => t.startsWith(p)) || t === `${n} is killed`));
}

/** Tinker dice the Utility reward adds to the pool (KB 1294-1295). */
export const UTILITY_TINKER_DICE = 2;

/** Tinker dice added with each Gizmo reward in the Living Gizmos scenario (KB 2224-2225). */
export const LIVING_GIZMOS_TINKER_DICE = 1;

/** What a game played as a mission leaves to reward after it (./battle.ts's `gameRewards`, End game's words). */
export interface GameRewards {
  /** Gizmo rewards to take before the next game: the Gizmos claimed in play, and the scenario's bonus ones (KB 1261-1265). */
  gizmos: number;
  /** Living Gizmos: each reward also adds Tinker dice (KB 2224-2225). */
  living: boolean;
}

/** Reads `rewardsWords` back: the count, and whether Living Gizmos was played. */
export const REWARDS_DUE = /^Gizmos claimed: (\d+), each with a reward before the next game unless collected during it \(KB 1261-1265\)(; Living Gizmos)?/;

/** End game's words for the Gizmo rewards the game leaves (read back by `gizmoRewardsOwed`). */
export function rewardsWords(r: GameRewards): string[] {
  return r.gizmos > 0 ? [`Gizmos claimed: ${r.gizmos}, each with a reward before the next game unless collected during it (KB 1261-1265)${r.living ? `; Living Gizmos: ${LIVING_GIZMOS_TINKER_DICE} more Tinker dice with each (KB 2224-2225)` : ''}`] : [];
}

/** The title of the step that says the other Gizmos claimed were collected during the game. */
export const REWARDS_COLLECTED = 'No more Gizmo rewards';

