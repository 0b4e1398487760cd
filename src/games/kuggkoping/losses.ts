/**
 * A Character killed or a gadget lost, the same in the play view's End game and in the campaign
 * steps: the words the campaign log keeps, the negative traits that act on a death (Pay the piper,
 * Mind link), on grit lost (Negative feedback) or on a recovery (No help for the weak), and reading the log back for what is still due
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
  negativeFeedback: 'Negative feedback',
  underPressure: 'Under pressure',
  tenacious: 'Tenacious',
  resourceful: 'Resourceful',
} as const;

/** Whether `player`'s alignment (the warband's in solo) holds the trait `name`. */
export function hasTrait(roster: Pick<Roster, 'mode' | 'alignments'>, player: 1 | 2, name: string): boolean {
  const alignments = roster.mode === 'solo' ? roster.alignments.slice(0, 1) : roster.alignments.filter((a) => (a.player ?? 1) === player);
  return alignments.some((a) => sameName(a.negative, name) || sameName(a.positive, name));
}

const KILLED = /^(.+) \(([^()]+)\) is killed and leaves the warband(?:; player ([12]) makes)?/;
const REPLACED = /^A .+ replaces the killed (.+)$/;
const FOREMAN_KILLED = 'was the warband’s Foreman: it has no Foreman until a Character takes the Promotion upgrade (K16)';

/**
 * The log's words for a Character killed (and, for a Foreman, K16's). In co-op they name its player,
 * whose new Character replaces it (each player makes their own Characters, KB 455-465).
 */
export function killedWords(who: string, archetype: string, foreman: boolean, player: 1 | 2 | null = null): string[] {
  const replaced = player === null ? 'a new Character replaces it before the next game' : `player ${player} makes a new Character to replace it before the next game`;
  return [`${who} (${archetype}) is killed and leaves the warband; ${replaced}`, ...(foreman ? [`${who} ${FOREMAN_KILLED}`] : [])];
}

/** The replacement's words (campaign.ts's replaceKilled), read back by `replacementsDue`. */
export const replacedWords = (archetype: string, killedArchetype: string) => `A ${archetype} replaces the killed ${killedArchetype}`;

/** A killed Character whose replacement the log has not recorded yet, as the log said it. */
export interface KilledCharacter {
  name: string;
  archetype: string;
  /** Its player in co-op, when the log names it (older logs did not). */
  player: 1 | 2 | null;
  /** It was the warband's Foreman (K16). */
  foreman: boolean;
}

/** The killed Characters whose replacement the log has not recorded yet, oldest first. */
export function replacementsOwed(roster: WithLog): KilledCharacter[] {
  const due: KilledCharacter[] = [];
  for (const e of roster.log) {
    for (const line of [e.title, ...e.changes]) {
      const killed = KILLED.exec(line);
      if (killed) due.push({ name: killed[1]!, archetype: killed[2]!, player: killed[3] ? (Number(killed[3]) as 1 | 2) : null, foreman: false });
      const foreman = due.find((k) => line === `${k.name} ${FOREMAN_KILLED}`);
      if (foreman) foreman.foreman = true;
      const replaced = REPLACED.exec(line);
      if (replaced) {
        const at = due.findIndex((k) => sameName(k.archetype, replaced[1]!));
        if (at >= 0) due.splice(at, 1);
      }
    }
  }
  return due;
}

/** The archetypes of the killed Characters whose replacement the log has not recorded yet, oldest first. */
export const replacementsDue = (roster: WithLog): string[] => replacementsOwed(roster).map((k) => k.archetype);

/** K16: the log says the warband's Foreman was killed (the builder then asks for no other Foreman). */
export function foremanKilled(roster: WithLog): boolean {
  return roster.log.some((e) => e.changes.some((c) => c.endsWith(FOREMAN_KILLED)));
}

const STILL_DOWN = [/^(.+): still knocked down, rolls its recovery before the next game/, /^Mind link: (.+) is knocked down .*before the next game$/];
const FRIENDS_AT_END = /^(.+): still knocked down, .*; (\d+) friendly models? adjacent at the end/;

/**
 * End game's words for a Character still knocked down (K18): it rolls its recovery before the next
 * game, with the friends adjacent to it at the end when the game's board showed them (null: it did not).
 */
export function stillDownWords(who: string, friends: number | null): string {
  const count = friends === null ? '' : `; ${friends} friendly model${friends === 1 ? '' : 's'} adjacent at the end (+1 each), counted on the enemy turn’s board`;
  return `${who}: still knocked down, rolls its recovery before the next game (K18)${count}`;
}

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

/** The friends adjacent to `name` as the newest game ended, as End game counted them on the board (K18); null when it could not. */
export function friendsAtEnd(roster: WithLog, name: string): number | null {
  const last = roster.log.findLast((e) => e.kind === 'game');
  const m = last?.changes.map((c) => FRIENDS_AT_END.exec(c)).find((x) => x !== null && sameName(x[1]!, name));
  return m ? Number(m[2]) : null;
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

/** End game's words (a "Pays: " line of the match report) for a won scenario's free upgrades: "The holy manual: one Character takes an upgrade for free." */
export function freeUpgradeWords(scenario: string, n: number): string {
  return `${scenario}: one Character takes ${n === 1 ? 'an upgrade' : `${n} upgrades`} for free.`;
}

/** Reads `freeUpgradeWords` back: the scenario and the count. */
export function readFreeUpgrades(pays: string): { scenario: string; count: number } | null {
  const m = /^(.+): one Character takes (an upgrade|\d+ upgrades) for free\.$/.exec(pays);
  return m ? { scenario: m[1]!, count: m[2] === 'an upgrade' ? 1 : Number.parseInt(m[2]!, 10) } : null;
}

/** The title of the step that says the other Gizmos claimed were collected during the game. */
export const REWARDS_COLLECTED = 'No more Gizmo rewards';

