/**
 * The Arsenal Campaign's rules over the whole campaign as small named checks. The rules of each week
 * (New Hires, the game and payday, Barter, bounties, injuries, Annihilations and the leader) run in
 * the week-by-week replay of roster-rules.ts, because what a week may spend and who may lead depend
 * on every week before it; replayCampaign reports these checks' problems first, then the weeks'.
 */
import { runChecks, type CheckProblem, type RosterCheck } from '../../common/checks';
import { count } from '../../common/words';
import type { Roster } from './roster-format';

/** The campaign's own rules, in the order their problems are listed. */
export const campaignChecks: readonly RosterCheck<Roster>[] = [
  {
    name: 'A crew that has logged a week has declared its faction for the campaign',
    check: (roster, add) => {
      if (roster.weeks.length > 0 && roster.faction.trim() === '') add('faction', 'Declare the faction the crew plays for the whole campaign.');
    },
  },
  {
    name: 'A campaign lasts 1 week or more',
    check: (roster, add) => {
      if (roster.campaignWeeks < 1) add('campaignWeeks', `The campaign lasts ${roster.campaignWeeks} weeks; it lasts 1 week or more.`);
    },
  },
  {
    name: 'A crew does not start in debt',
    check: (roster, add) => {
      if (roster.startingScript < 0) add('startingScript', `The crew starts with ${roster.startingScript} script; it cannot start in debt.`);
    },
  },
  {
    name: 'The log has no more weeks than the campaign',
    check: (roster, add) => {
      if (roster.weeks.length > Math.max(1, roster.campaignWeeks)) add('weeks', `The log has ${count(roster.weeks.length, 'week')}, but the campaign lasts ${roster.campaignWeeks}.`);
    },
  },
];

/** The problems of the campaign's own rules (replayCampaign adds the weeks'). */
export function checkCampaign(roster: Roster): CheckProblem[] {
  return runChecks(campaignChecks, roster);
}
