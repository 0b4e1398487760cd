import { describe, expect, it } from 'vitest';
import { applyRewards, recordSkirmish, recordTitles, startArc, takeResourceAction } from '../../src/games/heartbreaker/campaign';
import { heartbreakerBookData } from '../../src/games/heartbreaker/book-data';
import { parseRoster, type Roster } from '../../src/games/heartbreaker/roster';
import { setTempQuirk } from '../../src/games/heartbreaker/roster-rules';
import { InputError } from '../../src/common/input-error';
import { moduleDoc } from './roster/contract';

// Arcs ("Arcs"), the Epilogue ("Collect Campaign Rewards", "Declare Bounties") and ruling H9.

const GANG: Roster = parseRoster(moduleDoc('src/games/heartbreaker/roster.ts').example);
const D = '2026-11-26';

describe('Heartbreaker arcs and the Epilogue', () => {
  it('H9: resources never go below 0; a loss takes what there is', () => {
    const r = applyRewards({ reputation: 1, territory: 0, supply: 2, ammo: 0 }, { reputation: -3, supply: 1 });
    expect(r.resources).toEqual({ reputation: 0, territory: 0, supply: 3, ammo: 0 });
    expect(r.changes).toEqual(['Reputation −1 (now 0): the loss of 3 took what there was', 'Supply +1 (now 3)']);
  });

  it('First Blood with a Bounty declared, then Score to Settle: the Bounty is paid as Reputation on a Take Down', () => {
    const start = { ...GANG, resources: { reputation: 0, territory: 0, supply: 0, ammo: 0 } };
    let r = startArc(start, 'The Rust Saints', D);
    r = recordSkirmish(r, { rival: 'The Rust Saints', outcome: 'won', scenario: 'Dead Drop', rewards: { supply: 2, reputation: 2 }, takenDown: [], bountyOn: 'Hex', next: 'score-to-settle', date: D });
    // Version 3 (H11): the arc keeps its results; the Bounty belongs to the fighter, kept by the gang.
    expect(r.arcs).toEqual([{ rival: 'The Rust Saints', step: 'score-to-settle', results: ['won'] }]);
    expect(r.rivalBounties).toEqual([{ rival: 'The Rust Saints', fighter: 'Hex', bounty: 1 }]);
    expect(r.resources).toMatchObject({ supply: 2, reputation: 2 });
    // Each gang has won one game: Heartbreaker is next (H11).
    r = recordSkirmish(r, { rival: 'The Rust Saints', outcome: 'lost', scenario: 'Catch and Release', rewards: { reputation: -1 }, takenDown: ['hex', 'Mole'], next: 'heartbreaker', date: D });
    // 2 - 1 + 1 from Hex's Bounty; the Bounty back to 0.
    expect(r.resources.reputation).toBe(2);
    expect(r.rivalBounties).toEqual([{ rival: 'The Rust Saints', fighter: 'Hex', bounty: 0 }]);
    expect(r.log.filter((e) => e.kind === 'game').map((e) => e.title)).toEqual([
      'First Blood (Dead Drop) against The Rust Saints: won',
      'Score to Settle (Catch and Release) against The Rust Saints: lost',
    ]);
    expect(r.log.at(-1)!.changes).toEqual(['Hex Taken Down: Bounty 1 paid as 1 Reputation', 'Mole Taken Down (no Bounty)', 'Next: Heartbreaker']);
    expect(parseRoster(JSON.parse(JSON.stringify(r)))).toEqual(r);
  });

  it('a Bounty rises by 1 to at most 5; the arc goes in order; Prepare for War quirks are given back', () => {
    let r = startArc(GANG, 'Rivals', D);
    expect(() => recordSkirmish(r, { rival: 'Rivals', outcome: 'won', scenario: '', rewards: {}, takenDown: [], next: 'heartbreaker' })).toThrow(InputError);
    r = { ...r, rivalBounties: [{ rival: 'Rivals', fighter: 'Hex', bounty: 5 }], nextSkirmish: ['prepare-for-war'] };
    r = setTempQuirk(r, 0, 'Pulverizer');
    r = recordSkirmish(r, { rival: 'Rivals', outcome: 'won', scenario: '', rewards: {}, takenDown: [], bountyOn: 'Hex', next: 'score-to-settle', date: D });
    expect(r.rivalBounties[0]!.bounty).toBe(5);
    expect(r.fighters[0]!.tempQuirk).toBeUndefined();
    expect(r.nextSkirmish).toEqual([]);
  });
});

describe('Heartbreaker between skirmishes: resource actions and titles in the log', () => {
  const book = heartbreakerBookData();
  it('a resource action is paid (never below 0) and logged with what it does', () => {
    const rich = { ...GANG, resources: { reputation: 0, territory: 0, supply: 4, ammo: 0 } };
    // Paid with nothing to take (the other gang has no Territory): H13 with H9.
    const r = takeResourceAction(rich, 'falsify-scarcity', book, D, { resource: 'territory', from: 'The Gravel Kings', had: 0 });
    expect(r.resources.supply).toBe(1);
    expect(r.resources.territory).toBe(0);
    const last = r.log.at(-1)!;
    expect(last.changes.pop()).toBe('The Gravel Kings had no Territory: nothing taken');
    r.log[r.log.length - 1] = last;
    expect(r.log.at(-1)).toEqual({
      date: D,
      kind: 'step',
      title: 'Resource action: Falsify Scarcity',
      changes: ['Paid 3 Supply (now 1)', 'Take 1 Territory or 1 Ammo from another gang; it moves to yours.'],
    });
    expect(() => takeResourceAction(r, 'falsify-scarcity', book)).toThrow('Falsify Scarcity costs 3 Supply; the gang has 1.');
  });
  it('the titles are worked out again across the gangs saved on the device and logged', () => {
    const ours = { ...GANG, resources: { reputation: 3, territory: 0, supply: 1, ammo: 0 } };
    const rival = { ...GANG, name: 'The Gravel Kings', resources: { reputation: 1, territory: 0, supply: 2, ammo: 0 } };
    const saved = [
      { id: 'a', roster: ours },
      { id: 'b', roster: rival },
    ];
    const r = recordTitles(ours, saved, 'a', book, D);
    expect(r.log.at(-1)).toEqual({
      date: D,
      kind: 'step',
      title: 'Titles worked out again',
      changes: [
        'Quartermaster (most Supply): Mother Cog of The Gravel Kings, 2',
        'Conqueror (most Territory): nobody',
        'Warlord (most Ammo): nobody',
        'Legend (most Reputation): Mother Cog of The Rust Saints (this gang), 3',
      ],
    });
    expect(recordTitles(ours, saved, null, book, D).log.at(-1)!.changes).toEqual(['This gang is not saved on this device, so it is not compared']);
  });
});
