/**
 * The Arsenal Campaign's crew tracker against the book (shared/rulebooks/arsenal-campaign.txt, l.n)
 * and rulings C7-C9: the defects A-02 (tracker side), A-05, A-06, A-07 and A-09 of the game-day
 * fidelity review, and the hireCost contract.
 */
import { describe, expect, it } from 'vitest';
import { arsenalBookData } from '../../src/games/arsenal-campaign/book-data';
import { hireCost, MASTER_COST, rulesFromData, ZERO_COST_HENCHMAN_BASE } from '../../src/games/arsenal-campaign/campaign';
import { changeGame, changeWeek } from '../../src/games/arsenal-campaign/roster-edit';
import { campaignLedger, checkRoster, currentArsenal, newRoster, type Roster } from '../../src/games/arsenal-campaign/roster';
import { beginWeek, gameLogged, hireCrew, hireModel, injuryFlip, markBountyPart, playGame, rewardFlip, type PlayedGame } from '../../src/games/arsenal-campaign/steps';

const data = arsenalBookData();
const rules = rulesFromData(data.numbers, data.encounterCosts, data.withdrawal);
const DATE = '2026-11-28';

const played = (change: Partial<PlayedGame>): PlayedGame => ({
  vp: 0,
  strategyVp: 0,
  opponentVp: 0,
  opponentRating: 0,
  withdrewOnTurn: null,
  opponentWithdrewOnTurn: null,
  eventScript: 0,
  bountyCompleted: false,
  finishedOff: [],
  date: DATE,
  ...change,
});

/**
 * The review's worked example of A-02: Perdita (a 0-cost henchman, cache 4, the leader), Nino (8 SS),
 * Francisco (a second 0-cost henchman, cache 3) and Sharpshooter (a 2-SS upgrade bought at New Hires).
 */
export function reviewCrew(): Roster {
  let r: Roster = { ...newRoster('The Ortega Posse', 6, 30), faction: 'Guild' };
  r = beginWeek(r, 'Dust Storm', DATE);
  r = hireModel(r, data, { name: 'Perdita Ortega', station: 'henchman', cost: 0, cache: 4 }, DATE);
  r = hireModel(r, data, { name: 'Nino Ortega', station: 'other', cost: 8, cache: null }, DATE);
  r = hireModel(r, data, { name: 'Francisco Ortega', station: 'henchman', cost: 0, cache: 3 }, DATE);
  return changeWeek(r, 0, { upgrades: [{ id: 'sharpshooter', name: 'Sharpshooter', cost: 2, campaign: false }] });
}
const ALL = ['perdita-ortega', 'nino-ortega', 'francisco-ortega'];

/** Week 1 played with a bounty bought in its Aftermath, and week 2 begun and hired. */
function withBounty(): Roster {
  let r = hireCrew(reviewCrew(), data, { participants: ALL, equipped: [], opponentTotal: 30, date: DATE });
  r = playGame(r, data, played({ vp: 4, opponentVp: 2 }));
  r = changeWeek(r, 0, { bountyBought: 'Hunt the Beast' });
  r = beginWeek(r, 'Bandit Raid', DATE);
  r = hireModel(r, data, { name: 'Guild Hound', station: 'other', cost: 4, cache: null }, DATE);
  return hireCrew(r, data, { participants: ALL, equipped: [], opponentTotal: 30, date: DATE });
}

describe('hireCost (C8), the contract', () => {
  it('C8: a master 15, a 0-cost henchman 13 − cache leader or not, a printed cost, plus the upgrades’ SS', () => {
    expect(hireCost({ cost: 0, master: true, cache: 3 }, [])).toBe(15);
    expect(hireCost({ cost: 0, master: false, cache: 4 }, [])).toBe(9);
    expect(hireCost({ cost: 0, master: false, cache: 3 }, [2])).toBe(12);
    expect(hireCost({ cost: 8, master: false, cache: 0 }, [1, 2])).toBe(11);
    // A cache above 13 does not make a henchman pay back; a negative upgrade cost counts 0.
    expect(hireCost({ cost: 0, master: false, cache: 20 }, [-1])).toBe(0);
  });
  it('C3/C8: the constants are the book data’s (encounter-costs.yaml, l.62-63, l.74-75)', () => {
    expect(MASTER_COST).toBe(rules.masterCost);
    expect(ZERO_COST_HENCHMAN_BASE).toBe(rules.zeroCostHenchmanBase);
  });
});

describe('the crew tracker by the book', () => {
  it('A-02 C8: the review’s worked example costs 29 SS in the tracker (9 + 8 + 10 + 2), each model through hireCost', () => {
    const r = hireCrew(reviewCrew(), data, { participants: ALL, equipped: [{ name: 'Sharpshooter', cost: 2 }], opponentTotal: 30, date: DATE });
    const crew = campaignLedger(r)[0]!.crew!;
    expect(crew.total).toBe(29);
    expect(crew.total).toBe(hireCost({ cost: 0, master: false, cache: 4 }, [2]) + hireCost({ cost: 8, master: false, cache: 0 }, []) + hireCost({ cost: 0, master: false, cache: 3 }, []));
    expect(r.log.at(-1)!.changes).toEqual([
      'Perdita Ortega: 9 SS (leader, 13 − cache 4)',
      'Nino Ortega: 8 SS',
      'Francisco Ortega: 10 SS (13 − cache 3)',
      'Sharpshooter: 2 SS (upgrade)',
      '29 of 32 SS',
      '3 SS left over: 3 to the soulstone pool',
    ]);
  });

  it('A-07 C7 l.178: an injury the model already has is not applied again, and is no problem', () => {
    let r = hireCrew(reviewCrew(), data, { participants: ALL, equipped: [], opponentTotal: 30, date: DATE });
    r = playGame(r, data, played({ vp: 2, opponentVp: 4, finishedOff: ['nino-ortega'] }));
    r = injuryFlip(r, data, 'nino-ortega', 'Bad Knee', DATE);
    r = beginWeek(r, 'Bandit Raid', DATE);
    r = hireModel(r, data, { name: 'Guild Hound', station: 'other', cost: 4, cache: null }, DATE);
    r = hireCrew(r, data, { participants: ALL, equipped: [], opponentTotal: 30, date: DATE });
    r = playGame(r, data, played({ vp: 2, opponentVp: 4, finishedOff: ['nino-ortega'] }));
    r = injuryFlip(r, data, 'nino-ortega', 'bad knee', DATE);
    expect(r.log.at(-1)!.changes).toEqual(['Nino Ortega: bad knee (it already has it: not applied again)']);
    expect(checkRoster(r)).toEqual([]);
    expect(currentArsenal(r).models.find((m) => m.id === 'nino-ortega')!.injuries).toEqual(['Bad Knee']);
  });

  it('A-05 C9 l.166, l.170: bounty parts belong to the bounty held and stay marked from week to week', () => {
    // No bounty held in week 1's game: no part can be marked.
    const first = hireCrew(reviewCrew(), data, { participants: ALL, equipped: [], opponentTotal: 30, date: DATE });
    expect(() => markBountyPart(first, data, 'Find the lair')).toThrow("The crew holds no bounty in week 1's game: a bounty is bought in an earlier week's Aftermath.");
    expect(checkRoster(changeWeek(first, 0, { bountyParts: [{ part: 'Find the lair', done: true }] })).map((p) => p.message)).toEqual([
      'Week 1: Find the lair is marked off as a part of a bounty, but the crew held none during the game.',
    ]);
    // Week 2: one part marked; it is still marked in week 3, where the last part completes the bounty.
    let r = markBountyPart(withBounty(), data, 'Find the lair', false, DATE);
    r = playGame(r, data, played({ vp: 4, opponentVp: 2 }));
    expect(currentArsenal(r)).toMatchObject({ bountyHeld: 'Hunt the Beast', bountyParts: ['Find the lair'] });
    r = beginWeek(r, 'Dust Storm', DATE);
    r = hireModel(r, data, { name: 'Guild Hound II', station: 'other', cost: 4, cache: null }, DATE);
    r = hireCrew(r, data, { participants: ALL, equipped: [], opponentTotal: 30, date: DATE });
    expect(() => markBountyPart(r, data, 'find the lair')).toThrow('Find the lair of Hunt the Beast is already marked off.');
    r = markBountyPart(r, data, 'Take down the beast', true, DATE);
    expect(r.log.at(-1)!.changes).toEqual(['Hunt the Beast: Find the lair, Take down the beast marked off', 'Hunt the Beast is complete: a Reward flip follows']);
    expect(r.weeks[2]!.game!.bountyCompleted).toBe(true);
    r = playGame(r, data, played({ vp: 4, opponentVp: 2, bountyCompleted: true }));
    expect(currentArsenal(r)).toMatchObject({ bountyHeld: null, bountyParts: [], bountiesCompleted: ['Hunt the Beast'] });
    expect(checkRoster(r)).toEqual([]);
  });

  it('A-06 C7 l.108, l.161-162: no Reward flip after our turn-1/2 withdrawal, one a week, Jokers flipped again', () => {
    const done = changeGame(withBounty(), 1, { bountyCompleted: true });
    const early = playGame(done, data, played({ withdrewOnTurn: 2, bountyCompleted: true }));
    expect(() => rewardFlip(early, data, { flip: 9, name: 'Lucky Coin', kind: 'equipment' })).toThrow('After withdrawing on turn 2, the crew makes no Reward flip: it flips only for injuries.');
    const r = playGame(done, data, played({ vp: 4, opponentVp: 2, bountyCompleted: true }));
    expect(() => rewardFlip(r, data, { flip: 0, name: 'Lucky Coin', kind: 'equipment' })).toThrow('A Joker is flipped again on the Reward chart: record the card kept, 1 to 13.');
    expect(() => rewardFlip(r, data, { flip: 14, name: 'Lucky Coin', kind: 'equipment' })).toThrow('record the card kept, 1 to 13');
    const once = rewardFlip(r, data, { flip: 9, name: 'Lucky Coin', kind: 'equipment', date: DATE });
    expect(() => rewardFlip(once, data, { flip: 4, name: 'Lucky Boot', kind: 'equipment' })).toThrow("Week 2 already has its Reward flip: one flip on the chart chosen.");
    // The review's worked example, written by hand: two rewards of 0 and 14 after withdrawing on turn 2.
    const handWritten = changeWeek(early, 1, { rewards: [{ flip: 0, name: 'A' }, { flip: 14, name: 'B' }] });
    expect(checkRoster(handWritten).map((p) => p.message)).toEqual([
      'Week 2: after withdrawing on turn 2, the crew makes no Reward flip (it flips only for injuries).',
      'Week 2: a Reward flip of 0; a Joker is flipped again, so the card kept is worth 1 to 13.',
      'Week 2: after withdrawing on turn 2, the crew makes no Reward flip (it flips only for injuries).',
      'Week 2: 2 Reward flips recorded; the crew makes one on the chart it chose.',
      'Week 2: a Reward flip of 14; a Joker is flipped again, so the card kept is worth 1 to 13.',
    ]);
  });

  it('A-09 C9 l.166, l.82: a Reward item or skill is a campaign upgrade, free of script and counted in the campaign rating', () => {
    const r = playGame(changeGame(withBounty(), 1, { bountyCompleted: true }), data, played({ vp: 4, opponentVp: 2, bountyCompleted: true }));
    const before = currentArsenal(r);
    expect(before.rating).toBe(0);
    const coin = rewardFlip(r, data, { flip: 9, name: 'Lucky Coin', kind: 'equipment', date: DATE });
    expect(currentArsenal(coin)).toMatchObject({ rating: 1, script: before.script });
    expect(currentArsenal(coin).equipment.map((e) => e.name)).toEqual(['Lucky Coin']);
    expect(checkRoster(coin)).toEqual([]);
    // A skill goes on a model that took part.
    expect(() => rewardFlip(r, data, { flip: 9, name: 'Quick Draw', kind: 'skill', model: 'guild-hound' })).toThrow("Only a model that took part in week 2's game can take Quick Draw.");
    const skill = rewardFlip(r, data, { flip: 9, name: 'Quick Draw', kind: 'skill', model: 'nino-ortega', date: DATE });
    expect(currentArsenal(skill).models.find((m) => m.id === 'nino-ortega')!.skills.map((s) => s.name)).toEqual(['Quick Draw']);
    expect(currentArsenal(skill).rating).toBe(1);
    // A reward an older log names only as text counts too, as equipment.
    const old = changeWeek(r, 1, { rewards: [{ flip: 9, name: 'Lucky Coin' }] });
    expect(currentArsenal(old).rating).toBe(1);
    expect(checkRoster(old)).toEqual([]);
  });

  it('S-01: once End game logged the week’s game, the tracker’s game step is a step entry, not a second game', () => {
    const r = hireCrew(reviewCrew(), data, { participants: ALL, equipped: [], opponentTotal: 30, date: DATE });
    expect(gameLogged(r, 1)).toBe(false);
    const once = playGame(r, data, played({ vp: 4, opponentVp: 2 }));
    expect(once.log.filter((e) => e.kind === 'game').map((e) => e.title)).toEqual(['Week 1: won, 4 VP to 2']);
    expect(gameLogged(once, 1)).toBe(true);
    // Recorded again (a correction): a step, still one game in the log.
    const twice = playGame(once, data, played({ vp: 5, opponentVp: 2 }));
    expect(twice.log.filter((e) => e.kind === 'game')).toHaveLength(1);
    expect(twice.log.at(-1)).toMatchObject({ kind: 'step', title: 'Week 1: won, 5 VP to 2: Aftermath Hand and Payday' });
  });
});
