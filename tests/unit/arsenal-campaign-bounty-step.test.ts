/**
 * Phase 5 of the Arsenal Campaign's Aftermath, Purchase Bounties (AC l.164-170), as a step of the
 * week's guided sequence: after the Reward flip (phase 4) and before the injury flips (phase 6);
 * 4 script (l.167), one bounty held at a time, a new one discarding the old (l.168), a bounty
 * completed once a campaign (l.169), its parts marked off in later games (l.170, C9); none after
 * this crew's withdrawal on turn 1 or 2 (C7). Asked first, as every step that spends script.
 */
import { describe, expect, it } from 'vitest';
import { nextStep, type SequenceStep } from '../../src/roster';
import { campaignLedger, checkRoster, type Roster } from '../../src/games/arsenal-campaign/roster';
import { beginWeek, hireModel, bountyNote, bountyOffer, bountyWhat, buyBounty, hireCrew, markBountyPart, playGame, spendQuestion } from '../../src/games/arsenal-campaign/steps';
import { weekSteps, type WeekStep } from '../../src/games/arsenal-campaign/week-sequence';
import { InputError } from '../../src/common/input-error';
import { data, NINO, ortegaWeekOne, PERDITA, playedOn } from './support/arsenal-campaign';

const DATE = '2026-11-29';
const played = playedOn(DATE);
const CREW = ['perdita-ortega', 'nino-ortega'];
const statusOf = (steps: readonly SequenceStep<WeekStep>[], value: WeekStep) => steps.find((s) => s.value === value)!;
const script = (r: Roster) => campaignLedger(r).at(-1)!.scriptAtEnd;

/** Week `n`'s crew hired and its game step recorded (won 4 VP to 1 unless `change` says otherwise). */
function gamePlayed(r: Roster, change: Parameters<typeof played>[0] = {}): Roster {
  const hired = hireCrew(r, data, { participants: CREW, equipped: [], opponentTotal: 30, date: DATE });
  return playGame(hired, data, played({ vp: 4, opponentVp: 1, ...change }));
}
const weekOnePlayed = () => gamePlayed(ortegaWeekOne(30, DATE, [PERDITA, NINO]));
/** Week 2 begun, with its New Hire (every week hires at least one model). */
const weekTwo = (r: Roster) => hireModel(beginWeek(r, 'Quiet Week', DATE), data, { name: 'Francisco Ortega', station: 'other', cost: 6, cache: null }, DATE);

describe('Purchase Bounties (phase 5, AC l.164-170) in the week’s steps', () => {
  it('comes after the Reward flip and before the injury flips, in the book’s order (l.116: phases 1-6)', () => {
    const steps = weekSteps(weekOnePlayed(), data);
    expect(steps.map((s) => s.value)).toEqual(['week', 'hire', 'crew', 'bounty', 'game', 'barter', 'reward', 'buy-bounty', 'injury']);
    expect(statusOf(steps, 'buy-bounty').label).toBe('Buy a bounty');
  });

  it('before the game step it waits; after it, it is optional: the price of 4 (l.167) and the script there is', () => {
    const before = ortegaWeekOne(30, DATE, [PERDITA, NINO]);
    expect(statusOf(weekSteps(before, data), 'buy-bounty')).toMatchObject({ status: 'not-now', why: 'a bounty is bought in the Aftermath, after the game step' });
    expect(() => buyBounty(before, data, 'Hunt the Beast', DATE)).toThrow('Week 1: a bounty is bought in the Aftermath, after the game step.');

    const r = weekOnePlayed();
    const has = script(r);
    expect(has).toBeGreaterThanOrEqual(4);
    expect(statusOf(weekSteps(r, data), 'buy-bounty')).toMatchObject({ status: 'optional', why: `4 of ${has} script` });
    expect(bountyOffer(r, data)).toEqual({ price: 4, script: has, held: null, bought: null, why: null });
    expect(bountyNote(r, data)).toBe(`A bounty costs 4 script; the crew has ${has}. The crew holds no bounty. Each part is marked off in the game it is done in; with all of them done, the crew makes a Reward flip.`);
  });

  it('buying asks first what it spends, then spends 4 script, is held for the next week’s game, and the step is done', () => {
    const r = weekOnePlayed();
    const has = script(r);
    const after = buyBounty(r, data, '  Hunt the Beast ', DATE);
    expect(spendQuestion(r, after, data, bountyWhat(r, data, 'Hunt the Beast'))).toBe(`Buying the bounty Hunt the Beast spends 4 of the crew’s ${has} script, leaving ${has - 4}. Go ahead?`);
    expect(after.weeks[0]!.bountyBought).toBe('Hunt the Beast');
    expect(script(after)).toBe(has - 4);
    expect(after.log.at(-1)).toMatchObject({
      kind: 'step',
      title: 'Week 1: bounty bought',
      changes: ['Hunt the Beast: 4 script', `Script left: ${has - 4}`, 'Its parts are marked off in the games to come; all of them done, a Reward flip follows'],
    });
    expect(statusOf(weekSteps(after, data), 'buy-bounty')).toMatchObject({ status: 'done', why: 'bought Hunt the Beast' });
    expect(checkRoster(after)).toEqual([]);
    // One bounty a week (l.167: "one Bounty").
    expect(() => buyBounty(after, data, 'Another', DATE)).toThrow('Week 1: Hunt the Beast bought this week: one bounty a week.');
    // Held in week 2's game: its parts are marked off there (l.170).
    const week2 = gamePlayed(weekTwo(after));
    expect(campaignLedger(week2)[1]!.bountyAtGame).toEqual({ name: 'Hunt the Beast', parts: [] });
    expect(nextStep(weekSteps(after, data))).not.toBe('buy-bounty');
  });

  it('l.168: a new bounty discards the one held, with its parts marked off, and says so before it spends', () => {
    const w1 = buyBounty(weekOnePlayed(), data, 'Hunt the Beast', DATE);
    const w2 = markBountyPart(gamePlayed(weekTwo(w1)), data, 'Track it', false, DATE);
    expect(bountyOffer(w2, data).held).toEqual({ name: 'Hunt the Beast', parts: ['Track it'] });
    expect(statusOf(weekSteps(w2, data), 'buy-bounty').why).toMatch(/; it replaces Hunt the Beast$/);
    const after = buyBounty(w2, data, 'Slay the Wyrm', DATE);
    expect(spendQuestion(w2, after, data, bountyWhat(w2, data, 'Slay the Wyrm'))).toBe(
      `Buying the bounty Slay the Wyrm discards Hunt the Beast (its part Track it marked off) and spends 4 of the crew’s ${script(w2)} script, leaving ${script(w2) - 4}. Go ahead?`,
    );
    expect(after.log.at(-1)!.changes[1]).toBe('Hunt the Beast discarded, with Track it marked off');
    expect(checkRoster(after)).toEqual([]);
    // The bounty held bought again would only throw its parts away.
    expect(() => buyBounty(w2, data, 'hunt the beast', DATE)).toThrow('Hunt the Beast is the bounty the crew holds already.');
  });

  it('l.169: a bounty completed earlier in the campaign cannot be bought again', () => {
    const w1 = buyBounty(weekOnePlayed(), data, 'Hunt the Beast', DATE);
    const w2 = gamePlayed(weekTwo(w1), { bountyCompleted: true });
    expect(bountyOffer(w2, data).held).toBeNull();
    expect(() => buyBounty(w2, data, 'Hunt the Beast', DATE)).toThrow('Hunt the Beast was completed in week 2: a crew accomplishes a given bounty only once a campaign.');
  });

  it('C7: after this crew’s withdrawal on turn 2 there is no Aftermath but the injury flips, so no bounty', () => {
    const r = gamePlayed(ortegaWeekOne(30, DATE, [PERDITA, NINO]), { vp: 0, opponentVp: 0, withdrewOnTurn: 2 });
    expect(statusOf(weekSteps(r, data), 'buy-bounty')).toMatchObject({ status: 'not-now', why: 'withdrew on turn 2: no Aftermath but the injury flips, so no bounty' });
    expect(() => buyBounty(r, data, 'Hunt the Beast', DATE)).toThrow(InputError);
  });

  it('refuses a bounty the crew cannot pay for (4 script, l.167), and a nameless or overlong one', () => {
    // 3 script to start, Perdita alone hired, a game lost with 0 VP: Payday adds nothing (l.141-144).
    const poor = gamePlayed(ortegaWeekOne(3, DATE, [PERDITA]), { vp: 0, opponentVp: 3 });
    const has = script(poor);
    expect(has).toBeLessThan(4);
    expect(statusOf(weekSteps(poor, data), 'buy-bounty')).toMatchObject({ status: 'not-now', why: `a bounty costs 4 script and the crew has ${has}` });
    expect(() => buyBounty(poor, data, 'Hunt the Beast', DATE)).toThrow(`Week 1: a bounty costs 4 script and the crew has ${has}.`);
    const r = weekOnePlayed();
    expect(() => buyBounty(r, data, '   ', DATE)).toThrow('Name the bounty bought.');
    expect(() => buyBounty(r, data, 'x'.repeat(81), DATE)).toThrow("A bounty's name is at most 80 characters.");
  });
});
