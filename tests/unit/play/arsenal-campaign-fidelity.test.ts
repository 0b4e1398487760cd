/**
 * The Arsenal Campaign's play view and crew tracker against the book
 * (shared/rulebooks/arsenal-campaign.txt, l.n) and rulings C3, C7-C9: the defects of
 * the game-day fidelity review, S-01 for this game, and the hireCost contract.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hireCost, MASTER_COST, ZERO_COST_HENCHMAN_BASE } from '../../../src/games/arsenal-campaign/campaign';
import { changeGame, changeWeek } from '../../../src/games/arsenal-campaign/roster-edit';
import { campaignLedger, checkRoster, currentArsenal, newRoster, type Roster } from '../../../src/games/arsenal-campaign/roster';
import {
  AGREED_SIZE,
  arsenalPlay,
  crewCost,
  FINISHED_OFF,
  crewTotal,
  encounterLine,
  giveNumber,
  HEALTH,
  NOT_FINISHED_OFF,
  OPPONENT_MASTER,
  OPPONENT_RATING,
  OPPONENT_TOTAL,
  OPPONENT_VP,
  OUR_VP,
  poolOf,
  THEY_WITHDREW,
  upgradeFlag,
  WE_WITHDREW,
} from '../../../src/games/arsenal-campaign/play';
import { changeDamage, changeModelCounter, setModelFlag, setStatus, startState, type PlayState, readyToEnd } from '../../../src/play';
import { rosterAfterGame } from '../../../src/play/end';
import { beginWeek, gameLogged, hireCrew, hireModel, injuryFlip, markBountyPart, playGame, rewardFlip } from '../../../src/games/arsenal-campaign/steps';
import { data, NINO, ortegaWeekOne, PERDITA, playedOn, rules } from '../support/arsenal-campaign';

const DATE = '2026-11-28';

const played = playedOn(DATE);

/**
 * The review's worked example of A-02: Perdita (a 0-cost henchman, cache 4, the leader), Nino (8 SS),
 * Francisco (a second 0-cost henchman, cache 3) and Sharpshooter (a 2-SS upgrade bought at New Hires).
 */
function reviewCrew(): Roster {
  const r = ortegaWeekOne(30, DATE, [PERDITA, NINO, { name: 'Francisco Ortega', station: 'henchman', cost: 0, cache: 3 }]);
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

// ---------------------------------------------------------------------------------------------
// The play view

const play = await readyToEnd(arsenalPlay(data));
const health = play.models(reviewCrew())[0]!.counters.find((c) => c.id === HEALTH)!;
const NOW = new Date('2026-11-28T18:00:00Z');

/** A game of the review's crew: every model hired, against an Arsenal of 30. */
function hiredGame(roster: Roster): PlayState {
  let s = startState(play, roster);
  for (const i of [0, 1, 2]) s = play.modelActions!(roster, i, s).find((a) => a.id === 'hire')!.apply(s);
  return giveNumber(s, OPPONENT_TOTAL, 30);
}

describe('the play view by the book', () => {
  it('A-02 C8: the play view’s crew cost is the tracker’s for the review’s worked example: 29 SS both', () => {
    const roster = reviewCrew();
    const s = { ...hiredGame(roster), flags: { [upgradeFlag('sharpshooter')]: true } };
    const view = crewCost(roster, s, data);
    const tracker = campaignLedger(hireCrew(roster, data, { participants: ALL, equipped: [{ name: 'Sharpshooter', cost: 2 }], opponentTotal: 30 }))[0]!.crew!;
    expect(view).toMatchObject({ cost: 29, size: 32, fits: true });
    expect(view.cost).toBe(tracker.total);
    expect(view.crew.lines).toEqual(tracker.lines);
    expect(play.gameNotes!(roster, s)[0]).toBe('Crew hired: 3 models, 29 soulstones of an encounter size of 32.');
  });

  it('A-03 C7 l.19: the leader is marked, named until hired, and once hired cannot be taken out', () => {
    const roster = reviewCrew();
    const start = startState(play, roster);
    expect(play.models(roster)[0]!.kicker).toBe('Leader · Henchman · cost 0');
    expect(play.notes!(roster, 0, start)).toContain('Leads the crew: it plays every campaign game (our reading C7).');
    // The review's worked example: only Nino hired.
    const onlyNino = play.modelActions!(roster, 1, start)[0]!.apply(start);
    expect(onlyNino.own).toEqual({ crew: [1] });
    expect(play.gameNotes!(roster, onlyNino)).toContain('Perdita Ortega leads the crew and plays every campaign game (our reading C7): hire them.');
    const both = play.modelActions!(roster, 0, onlyNino)[0]!.apply(onlyNino);
    expect(play.gameNotes!(roster, both).some((n) => n.includes('leads the crew'))).toBe(false);
    expect(play.modelActions!(roster, 0, both).map((a) => a.id)).toEqual([]);
    expect(play.modelActions!(roster, 1, both).map((a) => a.id)).toEqual(['release']);
  });

  it('A-04 l.87-91, l.65: the pool is what hiring leaves (at most 7) + the rating difference; henchmen add no cache; a smaller size may be agreed', () => {
    const roster = reviewCrew();
    let s = hiredGame(roster);
    // 27 of 32: 5 left; no rating given yet.
    expect(poolOf(roster, s, data)).toEqual({ total: 5, fromHiring: 5, fromRating: null, fromCache: 0 });
    s = giveNumber(s, OPPONENT_RATING, 3);
    expect(poolOf(roster, s, data)).toEqual({ total: 8, fromHiring: 5, fromRating: 3, fromCache: 0 });
    expect(play.gameNotes!(roster, s)).toContain('Soulstone pool to start: 8: 5 left from hiring (at most 7) and 3 for the lower campaign rating.');
    // An opponent's master adds nothing to a crew of henchmen (their caches never go in).
    expect(poolOf(roster, { ...s, flags: { [OPPONENT_MASTER]: true } }, data)!.fromCache).toBe(0);
    // Agreed at 28: 1 left; above the largest (32) is refused in words.
    expect(poolOf(roster, giveNumber(s, AGREED_SIZE, 28), data)).toMatchObject({ fromHiring: 1, total: 4 });
    expect(play.gameNotes!(roster, giveNumber(s, AGREED_SIZE, 40))).toContain('The largest encounter these crews can play is 32 SS: agree a size no larger.');
  });

  it('A-10 l.64: the opponent’s Arsenal total is unset until given, and the encounter’s line says so (the notes do not say it twice)', () => {
    const roster = reviewCrew();
    const start = startState(play, roster);
    const s = play.modelActions!(roster, 0, start)[0]!.apply(start);
    expect(s.counters[OPPONENT_TOTAL]).toBeUndefined();
    expect(crewCost(roster, s, data)).toMatchObject({ cost: 9, size: null, fits: false });
    expect(encounterLine(roster, s, data)).toBe('Encounter: 9 of ? SS: give the opponent’s total');
    expect(play.gameNotes!(roster, s)[0]).toBe('Crew hired: 1 model, 9 soulstones of an encounter size of ?.');
    expect(play.gameNotes!(roster, s).join(' ')).not.toContain('opponent’s Arsenal total');
    // Given (30, above this crew's own 27: the size is the lower total + 5 = 32, C3), the line loses its ask.
    expect(crewTotal(currentArsenal(roster).models, data)).toBe(27);
    expect(encounterLine(roster, giveNumber(s, OPPONENT_TOTAL, 30), data)).toBe('Encounter: 9 of 32 SS');
  });

  it('A-11 l.97-101: killed or sacrificed is out (no activation); buried may come back and flips at the end; the flip is marked once', () => {
    const roster = reviewCrew();
    expect([play.outLabel, play.downLabel]).toEqual(['Killed or sacrificed', 'Buried']);
    let s = hiredGame(roster);
    s = setStatus(s, 1, { out: true });
    expect(play.notes!(roster, 1, s)).toEqual(['Killed or sacrificed: flip a card for it (it can be cheated). On 3 or more it is Finished Off; on 2 or less nothing more happens. Only the first time counts.']);
    const low = play.modelActions!(roster, 1, s).find((a) => a.id === 'not-finished-off')!;
    s = low.apply(s);
    expect(s.models[1]!.flags[NOT_FINISHED_OFF]).toBe(true);
    // Back in the game and killed again: no second flip (l.100).
    s = setStatus(setStatus(s, 1, { out: false }), 1, { out: true });
    expect(play.notes!(roster, 1, s)).toEqual([]);
    expect(play.modelActions!(roster, 1, s).some((a) => a.id === 'not-finished-off')).toBe(false);
    s = setStatus(s, 2, { down: true });
    expect(play.notes!(roster, 2, s)).toEqual(['Buried: still buried when the game ends, it counts as killed and flips for Finished Off, cheated only with the cards then in hand.']);
  });

  it('Issue 34, l.39: a model at 0 Health is killed by itself, whatever the size of the hit', () => {
    const roster = reviewCrew();
    let s = hiredGame(roster);
    for (let i = 0; i < 6; i++) s = changeModelCounter(s, 1, health, 1);
    s = changeDamage(play, roster, s, 1, 5);
    expect(s.models[1]).toMatchObject({ damage: 5, out: false });
    s = changeDamage(play, roster, s, 1, 4);
    expect(s.models[1]).toMatchObject({ damage: 6, out: true });
    expect(play.stats(roster, 1, s)[0]!.value).toBe('0 of 6');
  });

  it('A-01 l.98, l.126, l.174-175 and S-01: End game writes the week’s game (Finished Off, result, VP) and its one log entry; the Aftermath starts from it', () => {
    const roster = hireCrew(reviewCrew(), data, { participants: ALL, equipped: [], opponentTotal: 30, date: DATE });
    let s = hiredGame(roster);
    s = setStatus(s, 1, { out: true });
    s = setModelFlag(s, 1, FINISHED_OFF, true);
    s = giveNumber(giveNumber(giveNumber(s, OUR_VP, 5), OPPONENT_VP, 3), OPPONENT_RATING, 1);
    const after = rosterAfterGame(play, roster, roster, { state: s, name: roster.name }, 'win', '', NOW);
    expect(after.weeks[0]!.game).toMatchObject({
      result: 'win',
      vp: 5,
      opponentVp: 3,
      opponentRating: 1,
      opponentTotal: 30,
      participants: ALL,
      finishedOff: ['nino-ortega'],
      withdrewOnTurn: null,
      equipped: [],
    });
    const games = after.log.filter((e) => e.kind === 'game');
    expect(games).toEqual([
      {
        date: '2026-11-28',
        kind: 'game',
        title: 'Game in round 1: won',
        changes: [
          'Nino Ortega: killed or sacrificed',
          "Week 1's game, for its Aftermath",
          'Crew: Perdita Ortega, Nino Ortega and Francisco Ortega',
          'VP: 5 to 3',
          'Finished Off (one injury flip each in the Aftermath): Nino Ortega',
        ],
      },
    ]);
    expect(checkRoster(after)).toEqual([]);
    // The Aftermath: the injury step reads Nino; the game step's Payday is a step, not a second game.
    const hurt = injuryFlip(after, data, 'nino-ortega', 'Bad Knee', DATE);
    expect(currentArsenal(hurt).models.find((m) => m.id === 'nino-ortega')!.injuries).toEqual(['Bad Knee']);
    const paid = playGame(after, data, played({ vp: 5, opponentVp: 3, opponentRating: 1, finishedOff: ['nino-ortega'] }));
    expect(paid.log.filter((e) => e.kind === 'game')).toHaveLength(1);
    expect(paid.log.at(-1)!.kind).toBe('step');
  });

  it('A-01 l.108: our withdrawal on turn 2 is written with no VP; a second End game for the same week, before its Aftermath, updates its one entry', () => {
    const roster = reviewCrew();
    let s = giveNumber(giveNumber(hiredGame(roster), OUR_VP, 2), WE_WITHDREW, 2);
    const after = rosterAfterGame(play, roster, roster, { state: s, name: roster.name }, 'loss', '', NOW);
    expect(after.weeks[0]!.game).toMatchObject({ result: 'loss', vp: 0, withdrewOnTurn: 2 });
    expect(after.log.at(-1)!.changes).toContain('We withdrew on turn 2: no VP, and only the injury flips of the Aftermath');
    s = giveNumber(giveNumber(s, WE_WITHDREW, null), THEY_WITHDREW, 4);
    const again = rosterAfterGame(play, after, roster, { state: s, name: roster.name }, 'win', '', NOW);
    // One week, one game (issue 35): the week's game as ended the second time, in the same one entry.
    expect(again.weeks[0]!.game).toMatchObject({ result: 'win', vp: 2, withdrewOnTurn: null, opponentWithdrewOnTurn: 4 });
    expect(again.log).toHaveLength(after.log.length);
    expect(again.log.filter((e) => e.kind === 'game')).toHaveLength(1);
    expect(again.log.at(-1)!.changes.slice(-2)).toEqual(['The opponent withdrew on turn 4', 'Ended again, which changed the result to won (was lost), VP to 2 (was 0), our withdrawal to none (was turn 2) and the opponent\'s withdrawal to turn 4 (was none)']);
    // Before any week is begun, nothing is written into the weeks.
    const empty = newRoster('Fresh', 6, 20);
    expect(play.writeBack!(empty, empty, s, 'win')).toEqual({ roster: empty, changes: ['No week is begun in the crew tracker: begin it there and record this game in its steps'] });
  });
});

describe('a game saved before these changes', () => {
  // The state of play as the play view saved it before: the opponent's total as a game counter that
  // started at this crew's own (and was stepped to 30), Nino "Killed" (then the down status) with
  // Finished Off marked. The kit reads and migrates the saved game around it; this game's rules must
  // read the state itself the same.
  const oldState: PlayState = {
    round: 2,
    models: [
      { damage: 0, activated: false, down: false, out: false, counters: { health: 0 }, flags: {} },
      { damage: 2, activated: true, down: true, out: false, counters: { health: 2 }, flags: { finishedOff: true } },
      { damage: 0, activated: false, down: false, out: false, counters: { health: 0 }, flags: {} },
    ],
    counters: { soulstones: 3, opponentTotal: 30 },
    flags: {},
    own: { crew: [0, 1, 2] },
  };

  it('means the same: its opponent’s total as given, Nino Finished Off, and End game writes him into the week', () => {
    const roster = reviewCrew();
    const state = JSON.parse(JSON.stringify(oldState)) as PlayState;
    expect(crewCost(roster, state, data)).toMatchObject({ cost: 27, size: 32, fits: true });
    // The old "Killed" (down) now reads Buried, which at the end counts as killed (l.101): the Finished Off mark stands.
    expect(play.notes!(roster, 1, state)).toContain('Finished Off: it flips for an injury in the week’s Aftermath.');
    expect(play.gameCounters(roster).find((c) => c.id === 'soulstones')).toBeDefined();
    expect(state.counters.soulstones).toBe(3);
    const after = play.writeBack!(roster, roster, state, 'win');
    expect(after.roster.weeks[0]!.game).toMatchObject({ finishedOff: ['nino-ortega'], opponentTotal: 30, participants: ALL });
  });
});

describe('the pages', () => {
  const page = (path: string) => readFileSync(`content/arsenal-campaign/${path}`, 'utf8');
  it('A-08 C7 l.108-109: the withdrawal is read from your side only after turn 3 with the withdrawn crew not behind; after turn 1 or 2 the scores stand', () => {
    for (const path of ['rules/aftermath.mdx', 'builder.mdx']) {
      const text = page(path);
      expect(text, path).not.toMatch(/the game is its win|your crew counts as having scored 1 VP more than theirs\.\n/);
      expect(text, path).toMatch(/On turn 3 or later|on turn 3 or later/);
      expect(text, path).toMatch(/0 to 0 is (still )?a draw/);
    }
  });
  it('Our reading notes name C7, C8 and C9 on the play, builder and rules pages', () => {
    expect(page('play.mdx')).toContain('<OurReading ruling="C8">');
    expect(page('play.mdx')).toContain('<OurReading ruling="C7">');
    for (const id of ['C7', 'C8', 'C9']) expect(page('builder.mdx')).toContain(`<OurReading ruling="${id}">`);
    expect(page('rules/aftermath.mdx')).toContain('<OurReading ruling="C9">');
    expect(page('rules/setting-up-a-game.mdx')).toContain('<OurReading ruling="C8">');
  });
});
