import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { activationsNow, fatiguePenalty, FIGHT, heartbreakerPlay, HOSTAGE, OTHER, pressingLine, READY, readyFighters, RIVAL_READY, rivalReady, SECOND_WIND, SHOOT } from '../../../src/games/heartbreaker/play';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { parseRoster, type Roster } from '../../../src/games/heartbreaker/roster-format';
import { changeDamage, changeFoeDamage, changeGameCounter, changeModelCounter, nextRound, setBattle, setStatus, startState } from '../../../src/play';
import { fight, strike } from '../../../src/games/heartbreaker/odds';
import type { StrikeOddsData } from '../../../src/games/heartbreaker/tools/strike-odds';
import { loadToolData } from '../support/collections';
import { heartbreakerOdds, strikeWeapons } from '../../../src/games/heartbreaker/play-odds';

const rules = heartbreakerPlay(heartbreakerBookData());
const base = parseRoster(example('heartbreaker'));
// Twitch with Fanatic: Speed +1 at half Meat or less.
const roster: Roster = { ...base, fighters: [base.fighters[0]!, { ...base.fighters[1]!, quirks: [...base.fighters[1]!.quirks, 'Fanatic'] }] };
const stat = (s: ReturnType<typeof startState>, i: number, label: string) => rules.stats(roster, i, s).find((l) => l.label === label)!.value;
const counter = (id: string) => rules.models(roster)[0]!.counters.find((c) => c.id === id)!;

describe('Heartbreaker play', () => {
  it('fatigue (H8): the first Fight and Shoot are free, each repeat adds −1', () => {
    expect([fatiguePenalty(1, 1), fatiguePenalty(2, 1), fatiguePenalty(0, 2), fatiguePenalty(3, 0), fatiguePenalty(2, 2)]).toEqual([0, 1, 1, 2, 2]);
    let s = startState(rules, roster);
    s = changeModelCounter(changeModelCounter(s, 0, counter(FIGHT), 1), 0, counter(FIGHT), 1);
    s = changeModelCounter(s, 0, counter(SHOOT), 1);
    expect(stat(s, 0, 'Fatigue')).toBe('−1 PUNCH');
    expect(stat(s, 0, 'Actions')).toBe('3 of 3');
    // Next round clears the actions of the activation.
    s = nextRound(rules, roster, s);
    expect(stat(s, 0, 'Fatigue')).toBe('none');
    expect(stat(s, 0, 'Actions')).toBe('0 of 3');
  });

  it('Pressing the Advantage: k fighters at k times the rival’s ready fighters (the book’s example)', () => {
    expect(activationsNow(4, 2)).toBe(2);
    expect(activationsNow(2, 2)).toBe(1);
    expect(activationsNow(2, 1)).toBe(2);
    expect(activationsNow(1, 1)).toBe(1);
    expect(activationsNow(5, 2)).toBe(2);
    expect(activationsNow(6, 2)).toBe(3);
    expect(activationsNow(3, 0)).toBe(3);
    expect(activationsNow(0, 3)).toBe(0);
    let s = startState(rules, roster);
    s = changeGameCounter(s, rules.gameCounters(roster)[0]!, 1);
    expect(s.counters[RIVAL_READY]).toBe(1);
    // The line is drawn under the round by the play page, with the rival's gang when it is added.
    expect(pressingLine(readyFighters(s), rivalReady(undefined, s, heartbreakerBookData()), false)).toBe('Ready fighters: yours 2, your rival’s 1. On your turn activate 2 now (Pressing the Advantage).');
  });

  it('Speed goes up at half Meat (5 of 10) for a Fanatic, not at 6', () => {
    let s = startState(rules, roster);
    expect(stat(s, 1, 'Meat')).toBe('10 of 10');
    for (let i = 0; i < 4; i++) s = changeDamage(rules, roster, s, 1, 1);
    expect(stat(s, 1, 'Speed')).toBe('5″');
    s = changeDamage(rules, roster, s, 1, 1);
    expect(stat(s, 1, 'Meat')).toBe('5 of 10');
    expect(stat(s, 1, 'Speed')).toBe('6″');
    expect(stat(s, 0, 'Speed')).toBe('3″');
  });

  it('Taken Down at 0 Meat; Second Wind stands up at 1 Meat; 0 Meat again is out; Ready tokens only for standing fighters', () => {
    let s = startState(rules, roster);
    expect(readyFighters(s)).toBe(2);
    s = changeDamage(rules, roster, s, 0, 10);
    expect(s.models[0]).toMatchObject({ damage: 10, down: true, out: false, flags: { [READY]: false } });
    expect(readyFighters(s)).toBe(1);
    s = nextRound(rules, roster, s);
    expect(s.models[0]!.flags[READY]).toBe(false);
    expect(s.models[1]!.flags[READY]).toBe(true);
    const wind = rules.modelActions!(roster, 0, s)[0]!;
    expect(wind.label).toBe('Second Wind (rolled 6+)');
    s = wind.apply(s);
    expect(s.models[0]).toMatchObject({ damage: 9, down: false, flags: { [SECOND_WIND]: true } });
    // Standing again: only the Focus action (H-02), no second Second Wind.
    expect(rules.modelActions!(roster, 0, s).map((a) => a.id)).toEqual(['focus']);
    s = changeDamage(rules, roster, s, 0, 1);
    expect(s.models[0]).toMatchObject({ down: true, out: true });
  });

  it('HB 835 Bloodthirsty: a fighter Taken Down by a Bloodthirsty rival is removed, no Second Wind; a Bloodthirsty fighter’s card says what it does to a rival', () => {
    let s = changeDamage(rules, roster, startState(rules, roster), 0, 10);
    const actions = rules.modelActions!(roster, 0, s);
    expect(actions.map((a) => a.id)).toEqual(['second-wind', 'bloodthirsty']);
    const removed = actions[1]!;
    expect([removed.label, removed.log]).toEqual(['Removed: a Bloodthirsty rival took it down', 'was removed from the Zone: a Bloodthirsty rival took it down (HB 835: no Second Wind)']);
    s = removed.apply(s);
    expect(s.models[0]).toMatchObject({ down: true, out: true });
    expect(rules.modelActions!(roster, 0, s)).toEqual([]);
    // It no longer rolls for a Second Wind at Reset.
    expect(rules.gameNotes!(roster, s).some((n) => n.includes('Second Wind'))).toBe(false);
    const note = 'Bloodthirsty: a rival it brings to 0 Meat is removed from the Zone at once, with no Second Wind (HB 835): mark that fighter Out in the opponent’s panel.';
    const blood: Roster = { ...roster, fighters: [{ ...roster.fighters[0]!, quirks: [...roster.fighters[0]!.quirks, 'Bloodthirsty'] }, roster.fighters[1]!] };
    expect(rules.notes!(blood, 0, startState(rules, blood))).toContain(note);
    expect(rules.notes!(roster, 1, startState(rules, roster))).not.toContain(note);
  });

  it('HB 1112-1120 Catch and Release: a non-leader fighter marked the Hostage gets no Ready token at the Ready step, and is not counted ready', () => {
    let s = setBattle(startState(rules, roster), { scenario: 'catch-and-release', first: null });
    const leader = roster.fighters.findIndex((f) => f.leader);
    const other = roster.fighters.findIndex((f) => !f.leader);
    expect(rules.modelActions!(roster, leader, s).map((a) => a.id)).toEqual(['focus']);
    const mark = rules.modelActions!(roster, other, s).find((a) => a.id === 'hostage')!;
    expect(mark.log).toBe('is the Hostage: no Ready token at the Ready step (HB 1118)');
    expect(readyFighters(s)).toBe(2);
    s = mark.apply(s);
    expect(s.models[other]!.flags).toMatchObject({ [HOSTAGE]: true, [READY]: false });
    expect(readyFighters(s)).toBe(1);
    expect(rules.notes!(roster, other, s).some((n) => n.startsWith('The Hostage: no Ready token at the Ready step'))).toBe(true);
    s = nextRound(rules, roster, s);
    expect(s.models[other]!.flags[READY]).toBe(false);
    expect(s.models[leader]!.flags[READY]).toBe(true);
    // One Hostage at a time; the mark can be taken back. (Inspire: the example's leader is Iconic, HB 831.)
    expect(rules.modelActions!(roster, other, s).map((a) => a.id)).toEqual(['focus', 'inspire', 'not-hostage']);
    s = rules.modelActions!(roster, other, s).find((a) => a.id === 'not-hostage')!.apply(s);
    expect(nextRound(rules, roster, s).models[other]!.flags[READY]).toBe(true);
    // Outside Catch and Release no fighter is offered the mark.
    expect(rules.modelActions!(roster, other, startState(rules, roster)).map((a) => a.id)).toEqual(['focus', 'inspire']);
  });

  it('HB 755 Stop the Bleeding: with another fighter of the gang standing with a Medpack, a wounded fighter gets half its missing Meat back, rounded down', () => {
    const medic: Roster = { ...roster, fighters: [{ ...roster.fighters[0]!, quirks: [...roster.fighters[0]!.quirks.filter((q) => q !== 'Medpack'), 'Medpack'] }, roster.fighters[1]!] };
    let s = changeDamage(rules, medic, changeDamage(rules, medic, startState(rules, medic), 1, 5), 0, 4);
    const heal = rules.modelActions!(medic, 1, s).find((a) => a.id === 'stop-the-bleeding')!;
    expect([heal.label, heal.log]).toEqual(['Stop the Bleeding: 2 Meat back', 'regained 2 Meat: Stop the Bleeding (a Medpack fighter’s action, HB 755)']);
    s = heal.apply(s);
    expect(s.models[1]!.damage).toBe(3);
    // The action is the Medpack fighter's: counted among its actions this activation.
    expect(s.models[0]!.counters[OTHER]).toBe(1);
    expect(s.models[1]!.counters[OTHER] ?? 0).toBe(0);
    // 3 missing: 1 back; the Medpack fighter does not heal itself; with the medic down, none.
    expect(rules.modelActions!(medic, 1, s).find((a) => a.id === 'stop-the-bleeding')!.label).toBe('Stop the Bleeding: 1 Meat back');
    expect(rules.modelActions!(medic, 0, s).map((a) => a.id)).not.toContain('stop-the-bleeding');
    expect(rules.modelActions!(medic, 1, setStatus(s, 0, { down: true })).map((a) => a.id)).not.toContain('stop-the-bleeding');
    // Without a Medpack in the gang, never.
    const none: Roster = { ...roster, fighters: roster.fighters.map((f) => ({ ...f, quirks: f.quirks.filter((q) => q !== 'Medpack') })) };
    expect(rules.modelActions!(none, 1, changeDamage(rules, none, startState(rules, none), 1, 5)).map((a) => a.id)).toEqual(['focus', 'inspire']);
  });

  it('HB 831 Inspire and HB 769 Coordinate: a Focus token handed to a standing fighter, on its card, as the giver’s action', () => {
    const quirks = (i: number, add: string[], drop: string[] = []) => [...roster.fighters[i]!.quirks.filter((q) => !drop.includes(q)), ...add];
    // The example's leader is Iconic (Inspire); both fighters get a Commlink (Coordinate).
    expect(roster.fighters[0]!.quirks).toContain('Iconic');
    const linked: Roster = { ...roster, fighters: [{ ...roster.fighters[0]!, quirks: quirks(0, ['Commlink']) }, { ...roster.fighters[1]!, quirks: quirks(1, ['Commlink']) }] };
    let s = startState(rules, linked);
    const inspire = rules.modelActions!(linked, 1, s).find((a) => a.id === 'inspire')!;
    expect([inspire.label, inspire.log]).toEqual(['Focus from Inspire (+1 Focus token)', 'took a Focus token: Inspire (an Iconic fighter’s action, HB 831)']);
    s = inspire.apply(s);
    expect(s.models[1]!.counters.focus).toBe(1);
    // The action is the Iconic fighter's: counted among its actions this activation, not the receiver's.
    expect(s.models[0]!.counters[OTHER]).toBe(1);
    expect(s.models[1]!.counters[OTHER] ?? 0).toBe(0);
    const coordinate = rules.modelActions!(linked, 1, s).find((a) => a.id === 'coordinate')!;
    expect([coordinate.label, coordinate.log]).toEqual(['Focus from Coordinate (+1 Focus token)', 'took a Focus token: Coordinate (a Commlink fighter’s action, HB 769)']);
    s = coordinate.apply(s);
    expect([s.models[1]!.counters.focus, s.models[0]!.counters[OTHER]]).toEqual([2, 2]);
    // The leader can be coordinated by the other Commlink fighter, but not inspire itself.
    expect(rules.modelActions!(linked, 0, s).map((a) => a.id)).toEqual(['focus', 'coordinate']);
    // Coordinate only to a fighter with a Commlink; neither from a giver that is down.
    const oneLink: Roster = { ...linked, fighters: [linked.fighters[0]!, { ...linked.fighters[1]!, quirks: quirks(1, [], ['Commlink']) }] };
    expect(rules.modelActions!(oneLink, 1, startState(rules, oneLink)).map((a) => a.id)).toEqual(['focus', 'inspire']);
    expect(rules.modelActions!(linked, 1, setStatus(startState(rules, linked), 0, { down: true })).map((a) => a.id)).toEqual(['focus']);
  });

  it('with no fighter standing the gang Runs For It', () => {
    let s = startState(rules, roster);
    s = setStatus(s, 0, { out: true });
    s = setStatus(s, 1, { out: true });
    expect(rules.gameNotes!(roster, s)).toContain('No fighter stands: at Reset your gang Runs For It and loses.');
  });
});

describe('Heartbreaker odds against the opponent', () => {
  const strikeRules = loadToolData<StrikeOddsData>('heartbreaker', 'strike-odds').rules;
  const withOdds = heartbreakerPlay(heartbreakerBookData(), heartbreakerOdds(heartbreakerBookData(), strikeRules));

  it('Mother Cog’s Pulverizer (PUNCH 7, Crush) at Twitch: no ARMOR roll, Twitch at full Meat', () => {
    const s = startState(withOdds, roster);
    expect(withOdds.odds!.weapons(roster, 0)).toContain('Pulverizer');
    const got = withOdds.odds!.odds(roster, 0, s, 'Pulverizer', roster, 1, false)!;
    const expected = strike({ punch: 7, armor: 1, crush: true, meat: 10 });
    expect(got.hurt).toBeCloseTo(1 - expected.damage[0]!, 12);
    expect(got.takeOut).toBeCloseTo(expected.pDown, 12);
    expect(got.href).toMatch(/^\/heartbreaker\/tools\/strike-odds\/\?/);
    expect(got.href).toContain('punch=7');
    expect(got.href).toContain('crush=1');
    expect(got.href).toContain('back=%2Fheartbreaker%2Fplay%2F');
  });

  it('a second Fight this activation carries the fatigue penalty (H8: −1 on each PUNCH die)', () => {
    let s = startState(withOdds, roster);
    s = changeModelCounter(s, 0, counter(FIGHT), 1);
    const got = withOdds.odds!.odds(roster, 0, s, 'Pulverizer', roster, 1, false)!;
    const expected = strike({ punch: 7, modifier: -1, armor: 1, crush: true, meat: 10 });
    expect(got.hurt).toBeCloseTo(1 - expected.damage[0]!, 12);
    expect(got.takeOut).toBeCloseTo(expected.pDown, 12);
  });

  // Updated for H-06 and H-16: Twitch at 3 of 10 Meat gives Mother Cog's Stalker +1 (HB 839), and
  // a Fight is the whole exchange (H5): Twitch (Speed 6 with Fanatic at half Meat) strikes first with
  // his Reliable Sidearm, and Mother Cog strikes only if she still stands.
  it('Twitch with 7 Meat lost in this game has 3 left: the strike takes him down more often', () => {
    const s = changeFoeDamage(startState(withOdds, roster), 1, 7, 10);
    expect(withOdds.odds!.targets(roster, s)[1]!.max).toBe(10);
    const got = withOdds.odds!.odds(roster, 0, s, 'Pulverizer', roster, 1, false)!;
    const expected = fight({
      attacker: { punch: 7, modifier: 1, crush: true, armor: 5, meat: 10, speed: 3, strikesBackAtZero: true },
      defender: { punch: 5, armor: 1, meat: 3, speed: 6, strikesBackAtZero: true },
    });
    expect(got.takeOut).toBeCloseTo(expected.pDefenderDown, 12);
    expect(got.takeOut).toBeGreaterThan(strike({ punch: 7, armor: 1, crush: true, meat: 10 }).pDown);
    expect(got.href).toContain('meat=3');
  });
});

describe('Heartbreaker odds the other way round: their fighter striking mine', () => {
  const strikeRules = loadToolData<StrikeOddsData>('heartbreaker', 'strike-odds').rules;
  const withOdds = heartbreakerPlay(heartbreakerBookData(), heartbreakerOdds(heartbreakerBookData(), strikeRules));
  const incoming = withOdds.odds!.incoming!;

  it('their fighter’s weapons, each once', () => {
    expect(incoming.weapons(roster, 0, startState(withOdds, roster))).toEqual(['Pulverizer']);
    expect(incoming.weapons(roster, 1, startState(withOdds, roster))).toEqual(strikeWeapons(roster, 1, heartbreakerBookData()));
    expect(incoming.weapons(undefined, 0, startState(withOdds, roster))).toEqual([]);
  });

  it('their Mother Cog’s Pulverizer at my Twitch with 7 Meat lost (3 left): the strike of strike-odds, with no fatigue of mine', () => {
    let s = changeDamage(withOdds, roster, startState(withOdds, roster), 1, 7);
    // My actions this activation tire my fighter, not theirs.
    s = changeModelCounter(s, 1, counter(FIGHT), 2);
    const got = incoming.odds(roster, 1, s, roster, 0, 'Pulverizer', false)!;
    // Updated for H-06 and H-16: my Twitch at 3 Meat gives their Stalker +1; the Fight is the exchange (H5), Twitch (Speed 6) striking first.
    const expected = fight({
      attacker: { punch: 7, modifier: 1, crush: true, armor: 5, meat: 10, speed: 3, strikesBackAtZero: true },
      defender: { punch: 5, armor: 1, meat: 3, speed: 6, strikesBackAtZero: true },
    });
    expect(got.hurt).toBeCloseTo(1 - expected.damageToDefender[0]!, 12);
    expect(got.takeOut).toBeCloseTo(expected.pDefenderDown, 12);
    expect(got.takeOut).toBeGreaterThan(strike({ punch: 7, armor: 1, crush: true, meat: 10 }).pDown);
    expect(got.href).toMatch(/^\/heartbreaker\/tools\/strike-odds\/\?/);
    expect(got.href).toContain('meat=3');
    expect(got.href).toContain('fights=1');
    expect(new URLSearchParams(got.href.split('?')[1]).get('from')).toBe('Mother Cog (theirs) with Pulverizer at Twitch');
  });
});
