import { describe, expect, it } from 'vitest';
import { aftermathHand, crewCost, hiringCost } from '../../src/games/arsenal-campaign/aftermath';
import { changeWeek } from '../../src/games/arsenal-campaign/roster-edit';
import { campaignLedger, checkRoster, currentArsenal, parseRoster, type Roster } from '../../src/games/arsenal-campaign/roster';
import { beginWeek, hireCrew, hireModel, injuryFlip, injuryNote, markBountyPart, playGame, rewardFlip, upgradeLines } from '../../src/games/arsenal-campaign/steps';
import { compactRoster } from '../../src/games/arsenal-campaign/roster-format';
import { data, NINO, ortegaWeekOne, PERDITA, playedOn, rules } from './support/arsenal-campaign';

const DATE = '2026-11-26';
const early = data.withdrawal.find((w) => w.id === 'early')!;
const late = data.withdrawal.find((w) => w.id === 'late')!;

const played = playedOn(DATE);

/** Week 1 up to its crew: Perdita (a 0-cost henchman, cache 4, the leader), Nino (8) and Santiago (9) from 20 script. */
function weekOneHired(): Roster {
  return ortegaWeekOne(20, DATE, [PERDITA, NINO, { name: 'Santiago Ortega', station: 'other', cost: 9, cache: null }]);
}

/** Week 1's crew for the game: Perdita and Nino, nothing equipped, against a rival of Arsenal total 18. */
function perditaAndNinoHired(): Roster {
  return hireCrew(weekOneHired(), data, { participants: ['perdita-ortega', 'nino-ortega'], equipped: [], opponentTotal: 18 });
}

describe('arsenal campaign: the crew hired for a game (C3)', () => {
  it('C8: a master pays 15, a 0-cost henchman 13 minus its cache, leader or not', () => {
    expect(hiringCost({ id: 'p', name: 'Perdita', station: 'henchman', cost: 0, cache: 4 }, true)).toEqual({ name: 'Perdita', ss: 9, why: 'leader, 13 − cache 4' });
    expect(hiringCost({ id: 'l', name: 'Lady J', station: 'master', cost: null, cache: 3 }, true)).toEqual({ name: 'Lady J', ss: 15, why: 'leader, a master' });
    expect(hiringCost({ id: 'n', name: 'Nino', station: 'other', cost: 8, cache: null }, false).ss).toBe(8);
    // Updated for C8 (it used to pay its printed 0): a 0-cost henchman that does not lead pays 13 − cache too.
    expect(hiringCost({ id: 'p', name: 'Perdita', station: 'henchman', cost: 0, cache: 4 }, false)).toEqual({ name: 'Perdita', ss: 9, why: '13 − cache 4' });
  });
  it('upgrades count at their SS cost; the leftover goes to the pool, at most its usual 7', () => {
    const models = [
      {
        id: 'p',
        name: 'Perdita',
        station: 'henchman' as const,
        cost: 0,
        cache: 4,
      },
      {
        id: 'n',
        name: 'Nino',
        station: 'other' as const,
        cost: 8,
        cache: null,
      },
    ];
    const crew = crewCost(models, 'p', [{ name: 'Sharpshooter', cost: 1 }], 23, rules);
    expect(crew).toMatchObject({ total: 18, size: 23, leftover: 5, toPool: 5 });
    expect(crewCost(models, 'p', [], 30, rules)).toMatchObject({
      total: 17,
      leftover: 13,
      toPool: 7,
    });
    expect(crewCost(models, 'p', [], 15, rules)).toMatchObject({
      leftover: -2,
      toPool: 0,
    });
  });
});

describe('arsenal campaign: upgrades taken into a game', () => {
  it('are written one per line with the SS cost last', () => {
    expect(upgradeLines('Sharpshooter 1\n\n  Hard to Kill 0 ')).toEqual([
      { name: 'Sharpshooter', cost: 1 },
      { name: 'Hard to Kill', cost: 0 },
    ]);
    expect(() => upgradeLines('Sharpshooter')).toThrow('“Sharpshooter”: write an upgrade as its name and SS cost, such as “Sharpshooter 1”.');
  });
});

describe('arsenal campaign: the Aftermath Hand (phase 1)', () => {
  it('1 card for playing to the end, 1 for a win, 1 for the last part of a bounty', () => {
    expect(
      aftermathHand(data.aftermathHand, {
        withdrawal: null,
        won: true,
        bountyFinished: true,
      }).size,
    ).toBe(3);
    expect(
      aftermathHand(data.aftermathHand, {
        withdrawal: null,
        won: false,
        bountyFinished: false,
      }).size,
    ).toBe(1);
    // Withdrawing late keeps the Aftermath but loses the card for playing to the end.
    expect(
      aftermathHand(data.aftermathHand, {
        withdrawal: late,
        won: true,
        bountyFinished: false,
      }).size,
    ).toBe(1);
    // Withdrawing on turn 1 or 2: no Aftermath Hand at all.
    expect(
      aftermathHand(data.aftermathHand, {
        withdrawal: early,
        won: false,
        bountyFinished: true,
      }),
    ).toEqual({ size: 0, reasons: [] });
  });
});

describe('arsenal campaign: two weeks played through the steps, each in the log', () => {
  it('week 1: New Hires with the first-hire discount, the crew within the encounter size, C7, payday and the hand', () => {
    const hired = weekOneHired();
    expect(hired.log.map((e) => e.title)).toEqual(['Week 1 begins', 'Week 1: hired Perdita Ortega', 'Week 1: hired Nino Ortega', 'Week 1: hired Santiago Ortega']);
    expect(hired.log[2]!.changes).toEqual(['Other model, 8 SS: 8 script', 'Script left: 12']);
    // Arsenal total 9 + 8 + 9 = 26; the opponent's 18, so the encounter is 23 SS: all three (26) do not fit.
    expect(() =>
      hireCrew(hired, data, {
        participants: ['perdita-ortega', 'nino-ortega', 'santiago-ortega'],
        equipped: [],
        opponentTotal: 18,
      }),
    ).toThrow('This crew costs 26 SS, 3 more than the encounter size of 23.');
    // C7: the leader plays every campaign game.
    expect(() =>
      hireCrew(hired, data, {
        participants: ['nino-ortega', 'santiago-ortega'],
        equipped: [],
        opponentTotal: 18,
      }),
    ).toThrow('Perdita Ortega leads the crew and plays every campaign game: hire them for this one.');
    const crew = hireCrew(hired, data, {
      participants: ['perdita-ortega', 'nino-ortega'],
      equipped: [{ name: 'Sharpshooter', cost: 1 }],
      opponentTotal: 18,
      date: DATE,
    });
    expect(crew.log.at(-1)).toEqual({
      date: DATE,
      kind: 'step',
      title: 'Week 1: crew hired',
      changes: ['Perdita Ortega: 9 SS (leader, 13 − cache 4)', 'Nino Ortega: 8 SS', 'Sharpshooter: 1 SS (upgrade)', '18 of 23 SS', '5 SS left over: 5 to the soulstone pool'],
    });
    const game = playGame(
      crew,
      data,
      played({
        vp: 5,
        strategyVp: 3,
        opponentVp: 3,
        eventScript: 2,
        finishedOff: ['nino-ortega'],
      }),
    );
    expect(game.log.at(-1)).toEqual({
      date: DATE,
      kind: 'game',
      title: 'Week 1: won, 5 VP to 3',
      changes: [
        'Aftermath Hand: 2 cards (The crew played the game to the end without a Strategic Withdrawal. The crew won the game.)',
        'Payday: 3 for VP + 1 for a win + 0 for the rating gap = 4, and 2 from the weekly event',
        'Script: 9',
        'Finished Off (one injury flip each): Nino Ortega',
      ],
    });
    expect(campaignLedger(game)[0]).toMatchObject({
      scriptAtEnd: 9,
      earned: 6,
      hand: { size: 2 },
      crew: { total: 18, size: 23, leftover: 5 },
    });
    expect(checkRoster(game)).toEqual([]);
  });

  it('C7: one injury flip per Finished Off model, and only for those', () => {
    const game = playGame(
      perditaAndNinoHired(),
      data,
      played({ vp: 1, opponentVp: 3, finishedOff: ['nino-ortega'] }),
    );
    const hurt = injuryFlip(game, data, 'nino-ortega', 'Bad Knee', DATE);
    expect(hurt.log.at(-1)).toMatchObject({
      title: 'Week 1: injury flip',
      changes: ['Nino Ortega: Bad Knee'],
    });
    expect(() => injuryFlip(hurt, data, 'nino-ortega', 'Lost Eye')).toThrow('Nino Ortega already flipped for an injury this week: one flip per model Finished Off.');
    expect(() => injuryFlip(hurt, data, 'perdita-ortega', 'Lost Eye')).toThrow("Perdita Ortega was not Finished Off in week 1's game, so it does not flip for an injury.");
    expect(currentArsenal(hurt, data).models.find((m) => m.id === 'nino-ortega')!.injuries).toEqual(['Bad Knee']);
  });

  it('AC l.181: the injury step names the model’s injuries and says that more than its station allows Annihilates it', () => {
    const game = playGame(perditaAndNinoHired(), data, played({ vp: 1, opponentVp: 3, finishedOff: ['nino-ortega'] }));
    expect(injuryNote(game, data, 'nino-ortega')).toBe(
      'Nino Ortega’s injuries: none yet. More injuries than its station allows and the model is Annihilated; the book gives no number, so use your group’s, and Annihilate it under “Annihilated”.',
    );
    const hurt = injuryFlip(game, data, 'nino-ortega', 'Bad Knee', DATE);
    expect(injuryNote(hurt, data, 'nino-ortega')).toMatch(/^Nino Ortega’s injuries: Bad Knee\. More injuries/);
    // Without the rule in the data (campaign-numbers.yaml), nothing is said.
    const without = { ...data, numbers: data.numbers.map((n) => (n.id === 'injury' ? { ...n, annihilatedOverStationMaximum: false } : n)) };
    expect(injuryNote(game, without, 'nino-ortega')).toBe('');
  });

  it('week 2: the rival withdraws while ahead, so we count 1 VP more, win, and the payday is whole; a bounty completed gives a Reward flip', () => {
    let r = playGame(
      perditaAndNinoHired(),
      data,
      played({ vp: 5, strategyVp: 3, opponentVp: 3 }),
    );
    r = changeWeek(r, 0, { bountyBought: 'Hunt the Beast' }); // 4 script: 20 − 17 + 4 − 4 = 3 at the end of week 1
    expect(() => beginWeek(r, 'Dust Storm')).toThrow("Dust Storm was last week's event: flip again until a new event comes up.");
    r = beginWeek(r, 'Bandit Raid', DATE);
    r = hireModel(r, data, { name: 'Guild Hound', station: 'other', cost: 4, cache: null }, DATE);
    expect(r.log.at(-1)!.changes[0]).toBe('Other model, 4 SS: 0 script (the week’s first hire)');
    r = hireCrew(r, data, {
      participants: ['perdita-ortega', 'nino-ortega', 'santiago-ortega', 'guild-hound'],
      equipped: [],
      opponentTotal: 25,
      date: DATE,
    });
    expect(r.log.at(-1)!.changes.slice(-2)).toEqual(['30 of 30 SS', '0 SS left over: 0 to the soulstone pool']);
    expect(() => rewardFlip(r, data, { flip: 9, name: 'Lucky Coin', kind: 'equipment' })).toThrow('A Reward flip follows a bounty completed in the game; week 2 completes none.');
    r = playGame(
      r,
      data,
      played({
        vp: 2,
        strategyVp: 1,
        opponentVp: 4,
        opponentRating: 2,
        opponentWithdrewOnTurn: 4,
        bountyCompleted: true,
      }),
    );
    expect(r.log.at(-1)).toEqual({
      date: DATE,
      kind: 'game',
      title: 'Week 2: won, 2 VP to 4 (counted 5)',
      changes: [
        'The opponent withdrew on turn 4: we count 5 VP, 1 more than their 4',
        'Aftermath Hand: 3 cards (The crew played the game to the end without a Strategic Withdrawal. The crew won the game. The crew completed the last part of a bounty in this game.)',
        'Payday: 3 for VP + 1 for a win + 2 for the rating gap = 6',
        'Script: 9',
        'Bounty completed: a Reward flip follows',
      ],
    });
    r = markBountyPart(r, data, 'Take down the beast', false, DATE);
    expect(() => markBountyPart(r, data, 'take down the beast')).toThrow('Take down the beast of Hunt the Beast is already marked off.');
    r = rewardFlip(r, data, { flip: 9, name: 'Lucky Coin', kind: 'equipment', date: DATE });
    expect(r.log.at(-1)).toMatchObject({
      title: 'Week 2: Reward flip',
      changes: ['Flip 9: Lucky Coin (joins the Arsenal; a campaign upgrade, no Campaign Cost, counted in the campaign rating)'],
    });
    expect(r.weeks[1]).toMatchObject({
      rewards: [{ flip: 9, name: 'Lucky Coin' }],
      barter: [{ id: 'lucky-coin', name: 'Lucky Coin', kind: 'equipment', barterRating: 9, campaignCost: 0, model: null }],
      bountyParts: [{ part: 'Take down the beast', done: true }],
    });
    // A Reward flip costs no script: 3 + 6 = 9 before and after.
    expect(currentArsenal(r, data)).toMatchObject({
      script: 9,
      bountiesCompleted: ['Hunt the Beast'],
    });
    expect(checkRoster(r)).toEqual([]);
    // The file keeps it all.
    expect(parseRoster(JSON.parse(JSON.stringify(compactRoster(r))))).toEqual(r);
  });

  it('our own withdrawal on turn 2: no VP, no payday, no Aftermath Hand', () => {
    const crew = perditaAndNinoHired();
    const r = playGame(crew, data, played({ vp: 3, opponentVp: 1, withdrewOnTurn: 2, eventScript: 2 }));
    expect(r.weeks[0]!.game).toMatchObject({ vp: 0, result: 'loss' });
    expect(r.log.at(-1)!.changes).toEqual([
      'We withdrew on turn 2: no VP, no script from the game, only injury flips',
      'Aftermath Hand: 0 cards',
      'Payday: no payday (withdrew on turn 1 or 2)',
      'Script: 3',
    ]);
  });

  it('checkRoster: an agreed size above the largest, or a recorded crew over the size, is a problem', () => {
    const crew = perditaAndNinoHired();
    const over = changeWeek(crew, 0, {
      game: {
        ...crew.weeks[0]!.game!,
        agreedSize: 30,
        participants: ['perdita-ortega', 'nino-ortega', 'santiago-ortega'],
      },
    });
    expect(checkRoster(over).map((p) => p.message)).toEqual(['Week 1: an encounter of 30 SS; the largest these crews can play is 23 (the lower Arsenal total + 5).']);
    const small = changeWeek(crew, 0, {
      game: { ...crew.weeks[0]!.game!, agreedSize: 15 },
    });
    expect(checkRoster(small).map((p) => p.message)).toEqual(['Week 1: the crew hired costs 17 SS, more than the encounter size of 15.']);
  });
});
