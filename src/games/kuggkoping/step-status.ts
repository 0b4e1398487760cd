/**
 * Where each of Kuggköping's steps between games stands for a warband now, in the order the steps
 * come after a game (the shared guided sequence, src/roster/step-sequence.ts, opens the first due):
 * the game just played (End game records it and moves the campaign machine, KB 1866-1907), grit back
 * (K14), the recovery of a Character still knocked down (K18), a killed Character's replacement (KB
 * 1668-1672, K14; optional after a game recorded here, for one killed in it), the Gizmo rewards saved
 * for after the game (KB 1264-1265) with a won scenario's free upgrade (KB 2338-2340), the Tinker dice carried
 * over (KB 964-967), and the expedition (KB 1850-1852, 1878-1887). All of it is read from the warband
 * and its campaign log: End game's entry and the steps taken since. The carry-over closes the steps
 * after a game. Pure.
 */
import type { SequenceStep } from '../../roster/step-sequence';
import { CARRIED_OVER, openGameEntry } from './campaign';
import { recoveriesDue, replacementsDue } from './losses';
import { freeUpgradesOwed, gizmoRewardsOwed } from './steps';
import type { Roster } from './roster-format';

export type KuggStep = 'game' | 'grit' | 'recovery' | 'replace' | 'reward' | 'carry' | 'expedition';

export const STEP_LABELS: Record<KuggStep, string> = {
  game: 'The game just played',
  grit: 'Restore grit',
  recovery: 'Recovery roll',
  replace: 'Replace a killed Character',
  reward: 'Gizmo rewards',
  carry: 'Carry over to the next game',
  expedition: 'Start an expedition',
};

const label = (name: string, i: number) => name.trim() || `Character ${i + 1}`;
const list = (xs: readonly string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

/** The steps between games in their order, each with its status and why, for `roster` as it is now. */
export function stepsBetweenGames(roster: Roster): SequenceStep<KuggStep>[] {
  const c = roster.campaign;
  const lastGame = roster.log.findLastIndex((e) => e.kind === 'game');
  const lastClose = roster.log.findLastIndex((e) => e.title === CARRIED_OVER || /^Expedition \d /.test(e.title));
  // The steps after the newest game: open from that game until the carry-over (or a new expedition) closes them.
  const after = lastGame >= 0 && lastGame > lastClose;
  const since = after ? roster.log.slice(lastGame + 1) : [];
  const taken = (test: (title: string) => boolean) => since.some((e) => e.kind === 'step' && test(e.title));
  const step = (value: KuggStep, status: SequenceStep['status'], why: string): SequenceStep<KuggStep> => ({ value, label: STEP_LABELS[value], status, why });

  const open = openGameEntry(roster);
  const game = after
    ? step('game', 'done', `${open ? 'End game recorded' : 'recorded'}: ${roster.log[lastGame]!.title}`)
    : c && c.outcome === null
      ? step('game', 'optional', 'a game played without End game in the play view is recorded here')
      : step('game', 'not-now', c ? 'the campaign is over' : 'no expedition yet');

  const hurt = roster.characters.flatMap((x, i) => (x.gritLost > 0 ? [`${label(x.name, i)} lost ${x.gritLost}`] : []));
  // Grit comes back after a game (K14): due once a game is recorded, a tap away otherwise.
  const grit = hurt.length > 0 ? step('grit', after ? 'due' : 'optional', `${list(hurt)} grit`) : taken((t) => t === 'Grit restored') ? step('grit', 'done', 'every Character has its full grit') : step('grit', 'not-now', 'no grit is lost');

  const down = recoveriesDue(roster);
  const rolled = taken((t) => / (recovers|keeps .+|loses .+|is killed)$/.test(t));
  const recovery = down.length > 0 ? step('recovery', 'due', `${list(down)} ${down.length === 1 ? 'is' : 'are'} still knocked down`) : rolled ? step('recovery', 'done', 'rolled') : step('recovery', 'not-now', 'no one was left knocked down');

  const killed = replacementsDue(roster);
  const replace =
    killed.length > 0
      ? step('replace', 'due', `the killed ${list(killed)}`)
      : taken((t) => t.endsWith(' joins the warband'))
        ? step('replace', 'done', 'replaced')
        : after
          ? step('replace', 'optional', 'for a Character killed in a game recorded here, not by End game')
          : step('replace', 'not-now', 'no one was killed');

  const owed = after ? gizmoRewardsOwed(roster) : { gizmos: 0, taken: 0, closed: false, living: false };
  // A won scenario's free upgrade (The holy manual, KB 2338-2340) is taken in the same step.
  const free = after ? freeUpgradesOwed(roster) : { scenario: null, count: 0, taken: 0 };
  const freeLeft = Math.max(0, free.count - free.taken);
  const freeWhy = freeLeft > 0 ? `${free.scenario}: ${freeLeft} free upgrade${freeLeft === 1 ? '' : 's'} to give` : '';
  const gizmosLeft = owed.gizmos > owed.taken && !owed.closed;
  const reward =
    gizmosLeft || freeLeft > 0
      ? step('reward', 'due', [gizmosLeft ? `${owed.taken} of ${owed.gizmos} taken (Gizmos claimed in the game)` : '', freeWhy].filter(Boolean).join('; '))
      : owed.taken > 0 || owed.closed || free.taken > 0
        ? step('reward', 'done', [owed.taken > 0 || owed.closed ? `${owed.taken} taken` : '', free.taken > 0 ? 'free upgrade given' : ''].filter(Boolean).join('; '))
        : step('reward', 'optional', after ? 'no Gizmo claimed in the game’s score' : 'for a Gizmo saved for after a game');

  const carried = roster.log.findLast((e) => e.title === CARRIED_OVER);
  const carry = after
    ? step('carry', 'due', 'the Tinker dice kept; this closes the steps after the game')
    : lastClose >= 0 && carried && roster.log.lastIndexOf(carried) === lastClose
      ? step('carry', 'done', carried.changes[0] ?? 'carried over')
      : step('carry', 'not-now', 'no game since the last carry-over');

  const expedition = !c
    ? step('expedition', 'due', 'pick a district and an enemy faction (KB 1850-1852)')
    : c.outcome === 'won' && c.expedition < 3
      ? step('expedition', 'optional', `expedition ${c.expedition + 1}, into another district`)
      : c.outcome === 'won'
        ? step('expedition', 'not-now', 'the third expedition was the last')
        : c.outcome === 'lost'
          ? step('expedition', 'not-now', 'the campaign is lost')
          : step('expedition', 'not-now', `expedition ${c.expedition} goes on`);

  return [game, grit, recovery, replace, reward, carry, expedition];
}
