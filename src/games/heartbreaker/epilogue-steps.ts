/**
 * Heartbreaker's steps between games as a guided sequence (src/roster/step-sequence.ts), in the
 * book's order, each with where it stands for this gang now. Pure.
 *
 * 1. The Epilogue (HB 442-445, 503-511: collect the rewards, then declare Bounties): due while a game
 *    End game logged waits for it; done once recorded since the last game.
 * 2. Arcs (HB 934-958, ruling H11): optional, a series of skirmishes a gang may play; after the
 *    Epilogue when a game waits for one (the Epilogue moves the arc the game belonged to on). Never
 *    "done": a new arc's games are recorded on the same step.
 * 3. Titles (HB 960-969, ruling H12): optional, "intermittently compare" the gangs' resources.
 */
import type { LogEntry } from '../../roster/campaign-log';
import type { SequenceStep } from '../../roster/step-sequence';
import { arcsUnderWay, EPILOGUE_TITLE, outcomeWords, stepName } from './campaign';
import type { Roster } from './roster-format';

export type HeartbreakerStep = 'epilogue' | 'arc' | 'titles';

/** Log entries since the last game entry (the newest game's steps). */
function sinceLastGame(log: readonly LogEntry[]): { game: LogEntry | undefined; after: LogEntry[] } {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.kind === 'game') return { game: log[i], after: log.slice(i + 1) };
  return { game: undefined, after: [...log] };
}

/** The steps between games for `roster`, in the book's order, each with its status and why. */
export function heartbreakerSteps(roster: Roster): SequenceStep<HeartbreakerStep>[] {
  const p = roster.pending;
  const { game, after } = sinceLastGame(roster.log);
  // An Epilogue after End game is a step entry; a game recorded by hand carries its Epilogue in its own entry.
  const epilogueDone = after.some((e) => e.kind === 'step' && e.title.startsWith(EPILOGUE_TITLE)) || (game?.changes.some((c) => c === 'Epilogue recorded' || c.startsWith('Next: ')) ?? false);
  const epilogue: SequenceStep<HeartbreakerStep> = p
    ? { value: 'epilogue', label: 'Epilogue', status: 'due', why: `the game${p.scenario ? ` of ${p.scenario}` : ''}${p.rival ? ` against ${p.rival}` : ''} (${outcomeWords(p.outcome)}) waits for its rewards and Bounties` }
    : epilogueDone
      ? { value: 'epilogue', label: 'Epilogue', status: 'done', why: 'recorded for the last game' }
      : { value: 'epilogue', label: 'Epilogue', status: 'not-now', why: 'no game waits for one; End game in the play view leaves it here' };

  const arcs = arcsUnderWay(roster);
  const arcWhy = arcs.length ? arcs.map((a) => `against ${a.rival}, next ${stepName(a.step)}`).join('; ') : 'none under way: start one against a rival';
  // An arc is never done as a step: once started, its games are recorded here (or come through End game).
  const arc: SequenceStep<HeartbreakerStep> = p
    ? { value: 'arc', label: 'Arcs', status: 'not-now', why: 'the Epilogue comes first and moves the game’s arc on' }
    : { value: 'arc', label: 'Arcs', status: 'optional', why: arcWhy };

  const titles: SequenceStep<HeartbreakerStep> = after.some((e) => e.kind === 'step' && e.title === 'Titles worked out again')
    ? { value: 'titles', label: 'Titles', status: 'done', why: 'worked out since the last game' }
    : { value: 'titles', label: 'Titles', status: 'optional', why: 'compare the gangs saved here' };

  return [epilogue, arc, titles];
}
