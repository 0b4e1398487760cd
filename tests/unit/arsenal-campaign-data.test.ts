import { entriesOf } from './support/collections';
import { describe, expect, it } from 'vitest';
import { gameData } from './support/game-data';
import { glossaryEntrySchema } from '../../src/common/glossary';
import {
  campaignNumberSchema,
  type CampaignNumber,
} from '../../src/games/arsenal-campaign/schema';

const { load, byId } = gameData('arsenal-campaign');

function number<I extends CampaignNumber['id']>(id: I): Extract<CampaignNumber, { id: I }> {
  return byId(entriesOf('arsenalCampaignNumbers'), id) as Extract<CampaignNumber, { id: I }>;
}

describe('arsenal-campaign data files', () => {
  it('campaign numbers: nine calculations, each with its own shape', () => {
    const all = entriesOf('arsenalCampaignNumbers');
    expect(all.map((n) => n.id).sort()).toEqual(
      ['barter', 'bounty', 'campaign-rating', 'encounter-size', 'finished-off', 'injury', 'payday', 'soulstone-pool', 'weekly-event'].sort(),
    );
  });

  it('payday follows C5: 1 per 2 VP rounded up, +1 for a win, rating gap, capped at 16', () => {
    expect(number('payday')).toMatchObject({ vpPerScript: 2, rounding: 'up', winBonus: 1, lowerRatingEarnsDifference: true, weeklyCap: 16 });
  });

  it('encounter size follows C3 (lower total + 5) and rating follows C4 (+1, -1, Avatar +3)', () => {
    expect(number('encounter-size').margin).toBe(5);
    expect(number('campaign-rating')).toMatchObject({ perNonInjuryUpgrade: 1, perInjuryUpgrade: -1, avatarBonus: 3, avatarCountsAsUpgrade: true });
  });

  it('Finished Off target is 3 (C2), barter extra flip at 3 Strategy VP, bounty 4 script, event cap 6', () => {
    expect(number('finished-off')).toMatchObject({ target: 3, cheatable: true });
    expect(number('barter')).toMatchObject({ baseFlips: 1, extraFlipAtStrategyVp: 3, extraFlips: 1 });
    expect(number('bounty')).toMatchObject({ price: 4, maxHeld: 1 });
    expect(number('weekly-event').maxScriptPerGame).toBe(6);
    expect(number('soulstone-pool')).toMatchObject({ usualLimit: 7, differenceMayExceedLimit: true, henchmanCacheAdds: false });
  });

  it('campaign numbers reject a shape that does not match the id', () => {
    expect(campaignNumberSchema.safeParse({ id: 'payday', name: 'Payday', target: 3, rule: '/arsenal-campaign/rules/aftermath/' }).success).toBe(false);
  });

  it('hiring: first model 5 off, master 10 script undiscounted, ordinary upgrades double or 2', () => {
    const hiring = entriesOf('arsenalCampaignHiring');
    expect(hiring).toHaveLength(5);
    expect(byId(hiring, 'model')).toMatchObject({ when: 'new-hires', firstHireDiscount: 5, price: { kind: 'ss-cost' } });
    expect(byId(hiring, 'master')).toMatchObject({ price: { kind: 'flat', script: 10 }, discountable: false, fromWeek: 'halfway', requiresCompletedBounties: 1, becomesLeader: true });
    expect(byId(hiring, 'model').minimumPerWeek).toBe(1);
    expect(byId(hiring, 'non-campaign-upgrade').price).toEqual({ kind: 'multiple-of-cost', multiplier: 2, zeroCostPrice: 2 });
    expect(byId(hiring, 'campaign-upgrade').when).toBe('barter');
    expect(byId(hiring, 'bounty').price).toEqual({ kind: 'flat', script: 4 });
  });

  it('encounter costs: master 15, 0-cost henchman 13 minus cache, others printed', () => {
    const costs = entriesOf('arsenalCampaignEncounterCosts');
    expect(byId(costs, 'master').cost).toEqual({ kind: 'fixed', ss: 15 });
    expect(byId(costs, 'zero-cost-henchman').cost).toEqual({ kind: 'base-minus-cache', base: 13 });
    expect(byId(costs, 'any-other-model').cost).toEqual({ kind: 'printed' });
  });

  it('Finished Off flip: 3-14 finishes off, 0-2 does not, covering every Fate value once', () => {
    const outcomes = entriesOf('arsenalCampaignFinishedOff');
    expect(byId(outcomes, 'finished-off')).toMatchObject({ minValue: 3, maxValue: 14, injuryFlip: true });
    expect(byId(outcomes, 'not-finished-off')).toMatchObject({ minValue: 0, maxValue: 2, injuryFlip: false });
    const covered = outcomes.flatMap((o) => Array.from({ length: o.maxValue - o.minValue + 1 }, (_, i) => o.minValue + i)).sort((a, b) => a - b);
    expect(covered).toEqual(Array.from({ length: 15 }, (_, i) => i));
  });

  it('Strategic Withdrawal: turns 1-2 forfeit VP and script; turn 3+ gives the opponent a 1 VP lead when not behind', () => {
    const cases = entriesOf('arsenalCampaignStrategicWithdrawal');
    expect(byId(cases, 'early')).toMatchObject({ fromTurn: 1, toTurn: 2, withdrawerScoresVp: false, withdrawerKeepsScript: false, withdrawerAftermath: 'injuries-only' });
    expect(byId(cases, 'late')).toMatchObject({ fromTurn: 3, toTurn: null, withdrawerScoresVp: true, opponentLeadIfWithdrawerNotBehind: 1, withdrawerAftermath: 'full' });
  });

  it('Aftermath: six phases in order; only injuries survive an early withdrawal', () => {
    const phases = entriesOf('arsenalCampaignAftermathPhases').sort((a, b) => a.phase - b.phase);
    expect(phases.map((p) => p.id)).toEqual(['hand', 'payday', 'barter', 'rewards', 'bounties', 'injuries']);
    expect(phases.filter((p) => p.afterEarlyWithdrawal).map((p) => p.id)).toEqual(['injuries']);
    expect(phases.filter((p) => p.cheatable).map((p) => p.id)).toEqual(['barter', 'rewards', 'injuries']);
    expect(entriesOf('arsenalCampaignAftermathHand').reduce((n, c) => n + c.cards, 0)).toBe(3);
  });

  it('record sheet: the six things to note after each game', () => {
    expect(entriesOf('arsenalCampaignRecordSheet')).toHaveLength(6);
  });

  it('glossary: unique ids, with Finished Off and Strategic Withdrawal pointing at their headings', () => {
    const glossary = load('glossary', glossaryEntrySchema);
    expect(new Set(glossary.map((g) => g.id)).size).toBe(glossary.length);
    expect(byId(glossary, 'finished-off').rule).toBe('/arsenal-campaign/rules/during-the-game/#finished-off');
    expect(byId(glossary, 'strategic-withdrawal').rule).toBe('/arsenal-campaign/rules/during-the-game/#strategic-withdrawal');
  });
});
