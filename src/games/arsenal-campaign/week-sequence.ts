/**
 * The Arsenal Campaign's week as a guided sequence (src/roster/step-sequence.ts): its steps in the
 * book's order, each with where it stands for the crew now, worked out from the newest week (which
 * End game in the play view fills from the game) and the campaign log. The order: the week begins
 * with its event; New Hires (l.70-75); the crew hired for the game (l.70-75, C3, C8); a part of the
 * bounty done in the game (l.170); then the Aftermath (l.116) in its phases, one flip at a time
 * (l.132): the Hand and Payday (phases 1-2, l.130-145, the game step), Barter (phase 3, l.148), the
 * Reward flip (phase 4, l.160-162), buying a bounty (phase 5, l.164-170), the injury flips (phase 6,
 * l.172-181). Pure.
 */
import type { SequenceStep } from '../../roster';
import { aftermathLogged, gameKeptFromReport, gameLogged } from './game-log';
import type { Roster } from './roster-format';
import { campaignLedger, type ArsenalRosterData } from './roster-rules';
import { barterDue, bountyOffer } from './steps';

export type WeekStep = 'week' | 'hire' | 'crew' | 'bounty' | 'game' | 'barter' | 'reward' | 'buy-bounty' | 'injury';

export const WEEK_STEP_LABELS: Record<WeekStep, string> = {
  week: 'Begin a week',
  hire: 'New Hires: hire a model',
  crew: 'Hire the crew for the game',
  bounty: 'Mark off a part of the bounty',
  game: 'The game, Aftermath Hand and Payday',
  barter: 'Barter flips',
  reward: 'Reward flip',
  'buy-bounty': 'Buy a bounty',
  injury: 'Injury flips',
};

const step = (value: WeekStep, status: SequenceStep['status'], why: string): SequenceStep<WeekStep> => ({ value, label: WEEK_STEP_LABELS[value], status, why });

/** The week's steps in the book's order, each with its status and why. */
export function weekSteps(roster: Roster, data: ArsenalRosterData): SequenceStep<WeekStep>[] {
  const number = roster.weeks.length;
  const week = roster.weeks[number - 1];
  if (!week) {
    const first = step('week', 'due', 'start week 1 with its event');
    const later = (value: WeekStep) => step(value, 'not-now', 'begin a week first');
    return [first, ...(['hire', 'crew', 'bounty', 'game', 'barter', 'reward', 'buy-bounty', 'injury'] as const).map(later)];
  }
  const row = campaignLedger(roster, data)[number - 1]!;
  const nameOf = (id: string) => row.arsenal.find((m) => m.id === id)?.name.trim() || id;
  const game = week.game;
  const hired = game !== null && game.participants.length > 0;
  const played = gameLogged(roster, number);
  const after = aftermathLogged(roster, number);
  const steps: SequenceStep<WeekStep>[] = [];

  // The next week: once this week's Aftermath is in, while the campaign has weeks left.
  if (number >= roster.campaignWeeks) steps.push(step('week', after ? 'not-now' : 'done', after ? `all ${roster.campaignWeeks} weeks of the campaign are in` : `week ${number} of ${roster.campaignWeeks} begun`));
  else steps.push(after ? step('week', 'optional', `week ${number + 1}, once week ${number}’s Aftermath is done`) : step('week', 'done', `week ${number} begun`));

  // New Hires come before the game (hireModel refuses after it).
  if (game) steps.push(step('hire', week.hires.length > 0 ? 'done' : 'not-now', week.hires.length > 0 ? `hired ${week.hires.map((h) => h.name.trim() || h.id).join(', ')}` : 'models are hired before the game'));
  else steps.push(step('hire', week.hires.length > 0 ? 'done' : 'optional', week.hires.length > 0 ? `hired ${week.hires.map((h) => h.name.trim() || h.id).join(', ')}; more if the script allows` : `${row.scriptAtEnd} script to spend`));

  // The crew hired: here, or in the play view (End game writes it).
  steps.push(hired ? step('crew', 'done', `${game.participants.length} ${game.participants.length === 1 ? 'model' : 'models'} hired`) : step('crew', 'due', 'hire it here, or in the play view'));

  // A part of the bounty held, done in the game (l.170).
  const bounty = row.bountyAtGame;
  const marked = (week.bountyParts ?? []).some((p) => p.done);
  if (bounty === null) steps.push(step('bounty', 'not-now', 'no bounty held'));
  else if (marked) steps.push(step('bounty', 'done', `${bounty.name}: ${bounty.parts.join(', ')}`));
  else steps.push(step('bounty', after || !game ? 'not-now' : 'optional', after ? `no part of ${bounty.name} marked this week` : `${bounty.name}: mark a part done in the game`));

  // Phases 1-2: the game's result as played, the Hand and Payday.
  if (after) steps.push(step('game', 'done', `${game?.result === 'win' ? 'won' : game?.result === 'loss' ? 'lost' : 'a draw'}, ${game?.vp ?? 0} VP; ${row.scriptAtEnd} script`));
  else if (played && gameKeptFromReport(roster, number)) steps.push(step('game', 'due', 'the opponent’s match report wrote the game: mark who was Finished Off, then confirm or correct it'));
  else if (played) steps.push(step('game', 'due', 'End game wrote the game: confirm or correct it'));
  else steps.push(step('game', hired ? 'due' : 'not-now', hired ? 'record the game, or play it in the play view and End game' : 'hire the crew first'));

  // Phase 3: Barter (l.148).
  const barter = barterDue(roster, data);
  if (!after || barter === null) steps.push(step('barter', 'not-now', 'after the game step'));
  else if (barter.flips === 0) steps.push(step('barter', 'not-now', barter.why));
  else if (week.barterFlips.length > 0) steps.push(step('barter', 'done', `flipped ${week.barterFlips.join(' and ')}`));
  else steps.push(step('barter', 'due', barter.why));

  // Phase 4: the Reward flip after completing a bounty (none after an early withdrawal, C7).
  if (!game?.bountyCompleted) steps.push(step('reward', 'not-now', 'no bounty completed in the game'));
  else if (!row.fullAftermath) steps.push(step('reward', 'not-now', `withdrew on turn ${game.withdrewOnTurn}: no Reward flip`));
  else if ((week.rewards ?? []).length > 0) steps.push(step('reward', 'done', `flipped ${week.rewards!.map((r) => r.name).join(', ')}`));
  else steps.push(step('reward', after ? 'due' : 'not-now', after ? 'the bounty is complete' : 'after the game step'));

  // Phase 5: buy a bounty (l.164-170), optional: 4 script, one a week, none after an early withdrawal (C7).
  const offer = bountyOffer(roster, data);
  if (offer.bought !== null) steps.push(step('buy-bounty', 'done', `bought ${offer.bought}`));
  else if (offer.why !== null) steps.push(step('buy-bounty', 'not-now', offer.why));
  else steps.push(step('buy-bounty', 'optional', `${offer.price} of ${offer.script} script${offer.held ? `; it replaces ${offer.held.name}` : ''}`));

  // Phase 6: one injury flip per model Finished Off (C7), even after an early withdrawal (l.108).
  const finished = game?.finishedOff ?? [];
  const waiting = finished.filter((id) => !week.injuries.some((x) => x.model === id));
  if (finished.length === 0) steps.push(step('injury', 'not-now', 'no model Finished Off'));
  else if (waiting.length === 0) steps.push(step('injury', 'done', `${finished.map(nameOf).join(', ')} flipped`));
  else steps.push(step('injury', after ? 'due' : 'not-now', after ? `${waiting.map(nameOf).join(', ')} to flip` : `${waiting.map(nameOf).join(', ')}, after the game step`));
  return steps;
}
