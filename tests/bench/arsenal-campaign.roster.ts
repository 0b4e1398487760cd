import { arsenalBookData } from '../../src/games/arsenal-campaign/book-data';
import { checkCrew, crewView } from '../../src/games/arsenal-campaign/roster-rules';
import { parseRoster, type Roster } from '../../src/games/arsenal-campaign/roster-format';
import { crewGame } from '../../src/games/arsenal-campaign/roster-game';
import { formatExample } from '../unit/support/format-examples';
import { shareLinkCases, type RosterBenchCase } from './rosters';

const data = arsenalBookData();
const game = crewGame(data);

/**
 * A whole 6-week campaign (the book's example length), a game every week: the builder page's example
 * week carried on with two hires, an upgrade, a game with everyone taking part, two Barter flips and a
 * campaign upgrade, an injury and a line of notes each week (a dozen models by the end).
 */
const first = parseRoster(formatExample('arsenal-campaign'));
export const full: Roster = { ...first, campaignWeeks: 6, startingScript: 200, weeks: [...first.weeks] };
for (let week = 2; week <= 6; week++) {
  const ids = [1, 2].map((k) => `w${week}m${k}`);
  const everyone = [...full.weeks.flatMap((w) => w.hires.map((h) => h.id)), ...ids];
  full.weeks.push({
    week,
    event: `Event ${week}`,
    hires: ids.map((id, k) => ({ id, name: `Recruit ${week}-${k}`, station: 'other' as const, cost: 4 + k, cache: null, leader: false })),
    upgrades: [{ id: `u${week}`, name: `Upgrade ${week}`, cost: 1, campaign: false }],
    game: { ...first.weeks[0]!.game!, participants: everyone, finishedOff: [ids[0]!], bountyCompleted: false, opponentVp: 2 },
    barterFlips: [week, 12],
    barter: [{ id: `b${week}`, name: `Skill ${week}`, kind: 'skill', avatar: false, barterRating: week, campaignCost: 1, model: ids[1]! }],
    bountyBought: null,
    injuries: [{ model: ids[0]!, name: 'Bad Knee' }],
    annihilated: [],
    newLeader: null,
    notes: 'Lost the Hound to the Bandit Raid; next week buy a bounty.',
  });
}

/** The log as a change leaves it: a new list of weeks, which the replay has not seen (roster-rules.ts keeps one replay per list). */
const changed = (): Roster => ({ ...full, weeks: [...full.weeks] });

export const rosterCases: RosterBenchCase[] = [
  { name: 'Arsenal Campaign: checkRoster of a 6-week log', run: () => checkCrew(changed(), data) },
  { name: 'Arsenal Campaign: the whole editor view of it', run: () => crewView(changed(), data) },
  ...shareLinkCases('Arsenal Campaign', full, game),
];
