import { describe, expect, it } from 'vitest';
import { arsenalBookData } from '../../src/games/arsenal-campaign/book-data';
import { campaignCalculator, rulesFromData } from '../../src/games/arsenal-campaign/campaign';
import {
  arsenalCount,
  campaignLedger,
  checkRoster,
  currentArsenal,
  halfwayWeek,
  hirePrice,
  newRoster,
  newWeek,
  parseRoster,
  upgradePrice,
  type Hire,
  type Roster,
  type Week,
} from '../../src/games/arsenal-campaign/roster';
import { changedAt, expectFuzzSafe, expectRoundTrip, formatError, messagesAt, moduleDoc } from './roster/contract';

const data = arsenalBookData();
const rules = rulesFromData(data.numbers, data.encounterCosts, data.withdrawal);
const doc = moduleDoc('src/games/arsenal-campaign/roster.ts');
/** The two-week log of the File format section: legal, 6 script at the end of week 1, 9 after week 2. */
const CREW: Roster = parseRoster(doc.example);

const problemsAt = (roster: Roster, where: string) => messagesAt(checkRoster(roster), where);

/** The example with week `i` changed. */
const withWeek = (i: number, change: Partial<Week>, base: Roster = CREW): Roster => changedAt(base, 'weeks', i, change);

/** The example with week `i`'s game changed. */
function withGame(i: number, change: Partial<NonNullable<Week['game']>>, base: Roster = CREW): Roster {
  return withWeek(i, { game: { ...base.weeks[i]!.game!, ...change } }, base);
}

const hire = (id: string, cost: number | null, station: Hire['station'] = 'other', cache: number | null = null): Hire => ({ id, name: id, station, cost, cache, leader: false });

/** The example continued with quiet weeks (one cheap hire, no game) up to week `n`. */
function upToWeek(n: number, base: Roster = CREW): Roster {
  const r = structuredClone(base);
  while (r.weeks.length < n) r.weeks.push({ ...newWeek(r), hires: [hire(`extra${r.weeks.length + 1}`, 0)] });
  return r;
}

describe('arsenal campaign crew tracker: parseRoster', () => {
  it('round-trips the File format example, which is a legal log', () => {
    expectRoundTrip(parseRoster, doc.example);
    expect(checkRoster(CREW)).toEqual([]);
    expect(doc.sections['Our reading']).toMatch(/half-way week/);
  });
  it('round-trips a new tracker and a new week', () => {
    const r = { ...newRoster('Fresh', 8, 25), faction: 'Arcanists' };
    r.weeks.push({ ...newWeek(r), hires: [{ ...hire('lead', 0, 'henchman', 3), leader: true }] });
    expectRoundTrip(parseRoster, r);
    expect(checkRoster(r)).toEqual([]);
  });
  it('names the field that is wrong', () => {
    expect(formatError(parseRoster, { ...CREW, version: 0 }).field).toBe('version');
    expect(formatError(parseRoster, withWeek(0, { hires: [{ ...hire('x', 3), station: 'minion' as Hire['station'] }] })).field).toBe('weeks[0].hires[0].station');
    expect(formatError(parseRoster, withGame(0, { result: 'tie' as 'draw' })).field).toBe('weeks[0].game.result');
    expect(formatError(parseRoster, withWeek(0, { notes: 'x'.repeat(3000) })).message).toBe('weeks[0].notes: has more than 2000 characters');
  });
  it('survives 1,000 seeded mutations: only RosterFormatError, and checkRoster never crashes', () => {
    expect(expectFuzzSafe(CREW, parseRoster, (r) => checkRoster(r), 'arsenal-roster')).toBeGreaterThan(50);
  });
});

describe('arsenal campaign: the ledger does the book’s arithmetic', () => {
  it('week by week: hires with the first-hire discount, payday, Barter, the bounty', () => {
    const [w1, w2] = campaignLedger(CREW);
    expect(w1).toMatchObject({
      scriptAtStart: 20,
      hires: [
        { id: 'nino', price: 3, discounted: true },
        { id: 'santiago', price: 9, discounted: false },
        { id: 'perdita', price: 0, discounted: false },
      ],
      upgrades: [{ id: 'sharpshooter', price: 2 }],
      spentAtNewHires: 14,
      rating: 0,
      arsenalTotal: 26, // 8 + 9 + Perdita as a 0-cost henchman: 13 - 4
      encounterSize: 23, // the lower total, 18, + 5 (C3)
      poolDifference: { lower: null, difference: 0 },
      eventScript: 2,
      earned: 6,
      spentAtBarter: 2,
      spentOnBounty: 4,
      scriptAtEnd: 6,
      leaderAtEnd: 'perdita',
    });
    // Payday (C5): ceil(5 / 2) + 1 for the win.
    expect(w1!.payday).toMatchObject({ fromVp: 3, fromWin: 1, fromRating: 0, script: 4, capped: false });
    expect(w2).toMatchObject({ scriptAtStart: 6, hires: [{ id: 'hound', price: 0 }], rating: 0, arsenalTotal: 30, encounterSize: 30, earned: 3, scriptAtEnd: 9 });
    // The lower-rated crew (0 against 2) earns the difference and adds it to its pool (C4, C5).
    expect(w2!.payday).toMatchObject({ fromVp: 1, fromWin: 0, fromRating: 2, script: 3 });
    expect(w2!.poolDifference).toEqual({ lower: 'crew', difference: 2 });
  });
  it('C7: the leader plays every campaign game; checkRoster says so when it did not', () => {
    const without = withGame(1, { participants: ['nino', 'santiago', 'hound'] });
    expect(problemsAt(without, 'weeks[1].game.participants')).toEqual([
      'Week 2: Perdita Ortega leads the crew and plays every campaign game, but is not among the models that took part.',
    ]);
    expect(problemsAt(CREW, 'weeks[1].game.participants')).toEqual([]);
  });
  it('C7: one injury flip per Finished Off model, so at most one new injury a week', () => {
    const twice = withWeek(0, { injuries: [{ model: 'santiago', name: 'Bad Knee' }, { model: 'santiago', name: 'Lost Eye' }] });
    expect(problemsAt(twice, 'weeks[0].injuries[1]')).toEqual([
      'Week 1: Santiago Ortega already took an injury this week; a model Finished Off gets one injury flip, so at most one new injury a week.',
    ]);
  });
  it('C7: the opponent withdraws; this crew counts 1 VP ahead, wins, and its payday is not halved', () => {
    // Week 2 as played: 2 VP to 4, a loss. Now the opponent withdrew on turn 4 while ahead.
    const theirs = withGame(1, { vp: 2, opponentVp: 4, opponentWithdrewOnTurn: 4, result: 'win', strategyVp: 1 });
    const [, w2] = campaignLedger(theirs);
    expect(problemsAt(theirs, 'weeks[1].game')).toEqual([]);
    expect(w2!.paid).toBe(true);
    // ceil(5 / 2) = 3 from VP (counted 4 + 1), 1 for the win, 2 for the rating gap.
    expect(w2!.payday).toMatchObject({ fromVp: 3, fromWin: 1, fromRating: 2 });
    // Recorded as a loss, the log is told it is a win.
    expect(problemsAt({ ...theirs, weeks: theirs.weeks.map((w, i) => (i === 1 ? { ...w, game: { ...w.game!, result: 'loss' as const } } : w)) }, 'weeks[1].game.result')).toEqual([
      "Week 2: 2 VP to 4 (this crew counts as 5 after the opponent's withdrawal) is a win, but the log says loss.",
    ]);
    // Both crews withdrawing cannot be.
    expect(problemsAt(withGame(1, { withdrewOnTurn: 4, opponentWithdrewOnTurn: 4 }), 'weeks[1].game.opponentWithdrewOnTurn')).toEqual([
      'Week 2: only one crew makes a Strategic Withdrawal; the log has both withdrawing.',
    ]);
  });
  it('agrees with the campaign calculator on the same crew (encounter size, rating, payday)', () => {
    const w1 = campaignLedger(CREW)[0]!;
    const calc = campaignCalculator(
      {
        aPrinted: 17, aMasters: 0, aHenchmen: 1, aCaches: 4,
        bPrinted: 18, bMasters: 0, bHenchmen: 0, bCaches: 0,
        aUpgrades: 0, aInjuries: 0, aAvatar: false, bUpgrades: 0, bInjuries: 0, bAvatar: false,
        aVp: 5, bVp: 3, withdrawer: 'none', withdrawalTurn: 3, aEarlier: 2, bEarlier: 0,
      },
      rules,
    );
    expect(w1.encounterSize).toBe(calc.encounter.size);
    expect(w1.arsenalTotal).toBe(calc.encounter.totalA);
    expect(w1.payday).toEqual(calc.paydayA);
  });
  it('C4: campaign rating counts campaign upgrades, minus injuries, +3 with an Avatar', () => {
    const avatar = withWeek(1, { barter: [{ id: 'avatar', name: 'Avatar of Vengeance', kind: 'equipment', avatar: true, barterRating: 4, campaignCost: 5, model: null }] });
    const now = currentArsenal(avatar);
    // Quick Draw and the Avatar (2 upgrades) - Bad Knee (1 injury) + 3 = 4.
    expect(now).toMatchObject({ rating: 4, script: 4, nextWeek: 3, leader: 'perdita', bountyHeld: null, bountiesCompleted: ['Hunt the Beast'] });
    expect(now.models.map((m) => m.id)).toEqual(['nino', 'santiago', 'perdita', 'hound']);
    expect(now.models.find((m) => m.id === 'santiago')!.injuries).toEqual(['Bad Knee']);
  });
  it('C5: payday stops at 16 script a week, weekly event included', () => {
    const big = withGame(1, { vp: 30, strategyVp: 3, result: 'win', opponentRating: 6, eventScript: 6 });
    const w2 = campaignLedger(big)[1]!;
    // ceil(30 / 2) + 1 + 6 = 22 from payday, but the event's 6 leave room for 10.
    expect(w2.payday).toMatchObject({ uncapped: 22, script: 10, capped: true });
    expect(w2.earned).toBe(16);
  });
  it('C6: a draw earns no win bonus', () => {
    expect(campaignLedger(withGame(0, { result: 'draw' }))[0]!.payday).toMatchObject({ fromWin: 0, script: 3 });
  });
  it('arsenal counts and prices as hiring.yaml gives them', () => {
    expect(arsenalCount([
      { station: 'master', cost: null, cache: 3 },
      { station: 'henchman', cost: 0, cache: 4 },
      { station: 'henchman', cost: 9, cache: 2 },
      { station: 'other', cost: 6, cache: null },
    ])).toEqual({ printedCost: 15, masters: 1, zeroCostHenchmen: 1, henchmanCaches: 4 });
    expect(upgradePrice(0)).toBe(2);
    expect(upgradePrice(3)).toBe(6);
    expect(hirePrice({ station: 'other', cost: 7 }, true)).toBe(2);
    expect(hirePrice({ station: 'other', cost: 4 }, true)).toBe(0);
    expect(hirePrice({ station: 'master', cost: null }, true)).toBe(10);
    expect([halfwayWeek(6), halfwayWeek(5), halfwayWeek(8)]).toEqual([4, 3, 5]);
  });
});

describe('arsenal campaign: checkRoster, New Hires', () => {
  it('New Hires: the first model hired costs 5 script less, never below 0 (C6), so the order matters', () => {
    // Perdita (0) first wastes the discount: 0 + 8 + 9 + 2 = 19 of 20, then payday... still legal.
    const reordered = withWeek(0, { hires: [CREW.weeks[0]!.hires[2]!, CREW.weeks[0]!.hires[0]!, CREW.weeks[0]!.hires[1]!] });
    expect(campaignLedger(reordered)[0]!.spentAtNewHires).toBe(19);
    expect(checkRoster(reordered)).toEqual([]);
    // With 18 script that order overspends at New Hires (and the debt then eats into the bounty's script);
    // the example's order does not.
    expect(problemsAt({ ...reordered, startingScript: 18 }, 'weeks[0]')).toEqual([
      'Sharpshooter (1 SS, bought at New Hires) costs 2 script, but the crew has 1.',
      'The bounty Hunt the Beast costs 4 script, but the crew has 3.',
    ]);
    expect(checkRoster({ ...CREW, startingScript: 14 })).toEqual([]);
  });
  it('New Hires: every crew hires one or more models each week', () => {
    expect(problemsAt(withWeek(1, { hires: [] }), 'weeks[1].hires')).toEqual(['Week 2: every crew hires at least 1 model at New Hires.']);
  });
  it('New Hires: ordinary upgrades cost double, and 2 script when they cost 0', () => {
    const zero = withWeek(1, { upgrades: [{ id: 'lantern', name: 'Lantern', cost: 0, campaign: false }] });
    expect(campaignLedger(zero)[1]!.upgrades).toEqual([{ id: 'lantern', name: 'Lantern', price: 2 }]);
    expect(checkRoster(zero)).toEqual([]);
    const pricey = withWeek(1, { upgrades: [{ id: 'rifle', name: 'Big Rifle', cost: 4, campaign: false }] });
    expect(problemsAt(pricey, 'weeks[1].upgrades[0]')).toEqual(['Big Rifle (4 SS, bought at New Hires) costs 8 script, but the crew has 6.']);
  });
  it('New Hires: campaign upgrades can NOT be bought now', () => {
    const early = withWeek(1, { upgrades: [{ id: 'scar', name: 'Battle Scars', cost: 1, campaign: true }] });
    expect(problemsAt(early, 'weeks[1].upgrades[0].campaign')).toEqual(['Battle Scars is a campaign upgrade: those cannot be bought at New Hires, only after a Barter flip.']);
  });
  it('Adding a Master: not before the half-way week (week 4 of 6)', () => {
    const r = upToWeek(3);
    r.weeks[2]!.hires.push(hire('lucius', null, 'master', 4));
    r.startingScript = 40;
    expect(problemsAt(r, 'weeks[2].hires[1]')).toEqual(['Week 3: a master can only be hired from the New Hires of week 4, the half-way point of a 6-week campaign.']);
  });
  it('Adding a Master: only after a completed bounty, for 10 script never reduced, and it becomes the leader', () => {
    const r = upToWeek(4);
    r.startingScript = 40;
    r.weeks[3]!.hires = [hire('lucius', null, 'master', 4), hire('guard', 7)];
    expect(checkRoster(r)).toEqual([]);
    const w4 = campaignLedger(r)[3]!;
    // The master came first: its 10 cannot be reduced, and the week's discount is lost.
    expect(w4.hires).toEqual([
      { id: 'lucius', name: 'lucius', price: 10, discounted: false },
      { id: 'guard', name: 'guard', price: 7, discounted: false },
    ]);
    expect(w4.leaderAtEnd).toBe('lucius');
    // The same hire without the bounty of week 2 completed.
    const noBounty = withGame(1, { bountyCompleted: false }, r);
    expect(problemsAt(noBounty, 'weeks[3].hires[0]')).toEqual(['Week 4: a master can only be hired by a crew that has completed 1 bounty; this crew has completed 0.']);
  });
  it('The crew’s leader: named among the first week’s hires, and changed by no flag later', () => {
    const noLeader = withWeek(0, { hires: CREW.weeks[0]!.hires.map((h) => ({ ...h, leader: false })) });
    expect(problemsAt(noLeader, 'weeks[0].hires')).toEqual(['Name the crew’s leader among the first week’s hires: tick “leads the crew” on one of them.']);
    const usurper = withWeek(1, { hires: [{ ...hire('hound', 4), leader: true }] });
    expect(problemsAt(usurper, 'weeks[1].hires[0].leader')[0]).toMatch(/the leader changes only when a master is hired or the leader is Annihilated/);
  });
  it('costs and caches: not below 0, a printed cost for everyone but masters, caches only for masters and henchmen', () => {
    expect(problemsAt(withWeek(1, { hires: [hire('hound', -1)] }), 'weeks[1].hires[0].cost')).toHaveLength(1);
    expect(problemsAt(withWeek(1, { hires: [hire('hound', null)] }), 'weeks[1].hires[0].cost')).toEqual(['hound: give its printed SS cost.']);
    expect(problemsAt(withWeek(1, { hires: [hire('hound', 4, 'other', 2)] }), 'weeks[1].hires[0].cache')).toEqual(['hound: only masters and henchmen have a cache.']);
    expect(problemsAt(withWeek(1, { hires: [hire('nino', 4)] }), 'weeks[1].hires[0].id')).toEqual(['The id “nino” is used twice; every model and upgrade needs its own.']);
  });
});

describe('arsenal campaign: checkRoster, the game and the Aftermath', () => {
  it('Weekly Event: never the same event two weeks running (it is flipped again)', () => {
    expect(problemsAt(withWeek(1, { event: 'dust storm' }), 'weeks[1].event')).toEqual(["Week 2: dust storm was also last week's event; a repeat is flipped again until a new event comes up."]);
    expect(checkRoster(withWeek(1, { event: null }))).toEqual([]);
  });
  it('Weekly Event: a crew earns at most 6 script from it in one game', () => {
    expect(problemsAt(withGame(0, { eventScript: 7 }), 'weeks[0].game.eventScript')).toEqual(['Week 1: 7 script from the weekly event; a crew earns 0 to 6 from it in one game.']);
    expect(checkRoster(withGame(0, { eventScript: 6 }))).toEqual([]);
  });
  it('Strategic Withdrawal on turn 1 or 2: no VP, no script from the game, no Barter, no bounty', () => {
    const early = withGame(1, { withdrewOnTurn: 2, vp: 0, strategyVp: 0, eventScript: 3, result: 'loss' }, withWeek(1, { barterFlips: [] }));
    const w2 = campaignLedger(early)[1]!;
    expect(w2).toMatchObject({ earned: 0, eventScript: 0, scriptAtEnd: 6 });
    expect(checkRoster(early)).toEqual([]);
    expect(problemsAt(withGame(1, { withdrewOnTurn: 1, vp: 2 }), 'weeks[1].game.vp')).toEqual(['Week 2: a crew that withdraws on turn 1 scores no VP, but 2 are recorded.']);
    const shopping = withGame(0, { withdrewOnTurn: 2, vp: 0, strategyVp: 0 });
    expect(problemsAt(shopping, 'weeks[0].barter[0]')[0]).toMatch(/after withdrawing on turn 2, the crew gets no Barter flips/);
    expect(problemsAt(shopping, 'weeks[0].bountyBought')[0]).toMatch(/skips the Aftermath, bounties included/);
    expect(problemsAt(shopping, 'weeks[0].barterFlips')[0]).toMatch(/no Barter flip without a game and its Aftermath/);
    // On turn 3 or later the crew keeps its VP and its Aftermath.
    expect(checkRoster(withGame(0, { withdrewOnTurn: 3 }))).toEqual([]);
  });
  it('Barter: skills go on a model that played; equipment joins the Arsenal; it is paid in script', () => {
    const benched = withGame(0, { participants: ['nino', 'santiago'], finishedOff: ['santiago'] });
    expect(problemsAt(benched, 'weeks[0].barter[0].model')).toEqual(['Quick Draw: only a model that took part in this week\'s game can take a skill bought now, and Perdita Ortega did not.']);
    const gear = withWeek(0, { barter: [{ id: 'coat', name: 'Duster', kind: 'equipment', avatar: false, barterRating: 12, campaignCost: 2, model: 'perdita' }] });
    expect(problemsAt(gear, 'weeks[0].barter[0].model')).toEqual(['Duster is equipment: it joins the Arsenal, not one model.']);
    const dear = withWeek(0, { barter: [{ ...CREW.weeks[0]!.barter[0]!, campaignCost: 13 }] });
    expect(problemsAt(dear, 'weeks[0].barter[0]')).toEqual(['Quick Draw (Barter) costs 13 script, but the crew has 12.']);
    expect(problemsAt(withWeek(1, { game: null }, withWeek(1, { barter: [{ id: 'b2', name: 'Grit', kind: 'equipment', avatar: false, barterRating: 4, campaignCost: 1, model: null }] })), 'weeks[1].barter[0]')[0]).toMatch(/played no game this week/);
  });
  it('Barter: one flip, two with 3 or more Strategy VP; an upgrade’s BR equals a flip', () => {
    expect(problemsAt(withWeek(1, { barterFlips: [4, 9] }), 'weeks[1].barterFlips')).toEqual(['Week 2: 2 Barter flips recorded; with 1 Strategy VP the crew makes 1 (1, and 1 more from 3 Strategy VP).']);
    expect(checkRoster(withGame(1, { strategyVp: 2 }, withWeek(1, { barterFlips: [4] })))).toEqual([]);
    const off = withWeek(0, { barter: [{ ...CREW.weeks[0]!.barter[0]!, barterRating: 9 }] });
    expect(problemsAt(off, 'weeks[0].barter[0].barterRating')).toEqual(['Week 1: Quick Draw has Barter Rating 9, but only an upgrade whose BR equals a flip can be bought, and the flips were 7 and 12.']);
    expect(problemsAt(withWeek(1, { barterFlips: [15] }), 'weeks[1].barterFlips[0]')).toEqual(['Week 2: a flip of 15; a Fate card is worth 0 to 14.']);
    expect(problemsAt(withWeek(1, { game: null }), 'weeks[1].barterFlips')[0]).toMatch(/no Barter flip without a game/);
  });
  it('Purchase Bounties: 4 script; completing one needs one held, and the same bounty only once', () => {
    expect(problemsAt(withGame(0, { eventScript: 0 }, { ...CREW, startingScript: 14 }), 'weeks[0]')).toEqual(['The bounty Hunt the Beast costs 4 script, but the crew has 2.']);
    expect(problemsAt(withGame(0, { bountyCompleted: true }), 'weeks[0].game.bountyCompleted')[0]).toMatch(/it held none/);
    // Bought again in week 2 and completed again in week 3: not allowed.
    const again = upToWeek(3, withWeek(1, { bountyBought: 'hunt the beast' }));
    again.weeks[2]!.game = { ...CREW.weeks[1]!.game!, participants: [], finishedOff: [], bountyCompleted: true };
    expect(problemsAt(again, 'weeks[2].game.bountyCompleted')).toEqual(['Week 3: hunt the beast was already completed; a crew completes a given bounty only 1 time a campaign.']);
  });
  it('Determine Injuries: only Finished Off models flip, and an injury is not applied twice', () => {
    expect(problemsAt(withWeek(0, { injuries: [{ model: 'nino', name: 'Bad Knee' }] }), 'weeks[0].injuries[0]')).toEqual([
      'Week 1: Nino Ortega takes an injury, but only models Finished Off in this week\'s game flip for injuries.',
    ]);
    const twice = withWeek(1, { game: { ...CREW.weeks[1]!.game!, finishedOff: ['santiago'] }, injuries: [{ model: 'santiago', name: 'bad knee' }] });
    // Updated for A-07 (C7, l.178): an injury flipped again is not applied twice, and is no problem.
    expect(problemsAt(twice, 'weeks[1].injuries[0]')).toEqual([]);
    expect(currentArsenal(twice).models.find((m) => m.id === 'santiago')!.injuries.filter((x) => /bad knee/i.test(x))).toHaveLength(1);
    expect(problemsAt(withGame(0, { finishedOff: ['ghost'] }), 'weeks[0].game.finishedOff[0]')[0]).toMatch(/“ghost” is not a model/);
  });
  it('Annihilation: the model leaves the Arsenal with its skills and injuries', () => {
    const gone = withWeek(1, { annihilated: ['santiago'] });
    expect(checkRoster(gone)).toEqual([]);
    expect(currentArsenal(gone)).toMatchObject({ rating: 1 }); // Quick Draw left, Bad Knee gone with Santiago
    expect(problemsAt(withWeek(1, { annihilated: ['nobody'] }), 'weeks[1].annihilated[0]')).toHaveLength(1);
    expect(currentArsenal(withWeek(1, { annihilated: ['sharpshooter'] })).upgrades).toEqual([]);
  });
  it('Leader succession: another henchman takes over; without one, the highest SS cost model', () => {
    // Perdita (the leader, a henchman) is Annihilated; the crew has no other henchman: Santiago (9) leads.
    const lost = withWeek(1, { annihilated: ['perdita'], newLeader: 'santiago' });
    expect(checkRoster(lost)).toEqual([]);
    expect(campaignLedger(lost)[1]).toMatchObject({ leaderCandidates: ['santiago'], leaderAtEnd: 'santiago' });
    expect(problemsAt(withWeek(1, { annihilated: ['perdita'], newLeader: 'nino' }), 'weeks[1].newLeader')).toEqual([
      'Week 2: Nino Ortega cannot lead: without a henchman, the model with the highest cost takes over (Santiago Ortega).',
    ]);
    expect(problemsAt(withWeek(1, { annihilated: ['perdita'] }), 'weeks[1].newLeader')[0]).toMatch(/name the new one \(Santiago Ortega can take over\)/);
    // With a henchman in the crew, it must be the henchman, whatever the costs.
    const withHenchman = withWeek(1, { hires: [hire('sonnia', 12, 'henchman', 2)], annihilated: ['perdita'], newLeader: 'santiago' }, { ...CREW, startingScript: 40 });
    expect(problemsAt(withHenchman, 'weeks[1].newLeader')[0]).toMatch(/another henchman takes over while the crew has one \(sonnia\)/);
    expect(problemsAt(withWeek(1, { newLeader: 'nino' }), 'weeks[1].newLeader')[0]).toMatch(/no new leader to name/);
  });
  it('the log: weeks in order, within the campaign’s length', () => {
    expect(problemsAt(withWeek(1, { week: 3 }), 'weeks[1].week')).toEqual(['Entry 2 of the log says week 3; the weeks run 1, 2, 3, … in order.']);
    expect(problemsAt({ ...CREW, campaignWeeks: 1 }, 'weeks')).toEqual(['The log has 2 weeks, but the campaign lasts 1.']);
    expect(problemsAt({ ...CREW, startingScript: -1 }, 'startingScript')).toHaveLength(1);
    expect(problemsAt(withGame(0, { strategyVp: 6 }), 'weeks[0].game.strategyVp')).toHaveLength(1);
    expect(problemsAt(withGame(0, { participants: ['nino', 'ghost'] }), 'weeks[0].game.participants[1]')).toHaveLength(1);
  });
});
