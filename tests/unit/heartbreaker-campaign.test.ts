import { describe, expect, it } from 'vitest';
import { applyRewards, nextSteps, recordSkirmish, recordTitles, startArc, takeResourceAction } from '../../src/games/heartbreaker/campaign';
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
    r = recordSkirmish(r, { won: true, scenario: 'Dead Drop', rewards: { supply: 2, reputation: 2 }, takenDown: [], bountyOn: 'Hex', next: 'score-to-settle', date: D });
    expect(r.arc).toEqual({ rival: 'The Rust Saints', step: 'score-to-settle', bounties: [{ fighter: 'Hex', reputation: 1, paid: false }] });
    expect(r.resources).toMatchObject({ supply: 2, reputation: 2 });
    r = recordSkirmish(r, { won: false, scenario: 'Catch and Release', rewards: { reputation: -1 }, takenDown: ['hex', 'Mole'], next: 'heartbreaker', date: D });
    // 2 - 1 + 1 from Hex's Bounty; the Bounty back to 0.
    expect(r.resources.reputation).toBe(2);
    expect(r.arc!.bounties).toEqual([{ fighter: 'Hex', reputation: 0, paid: true }]);
    expect(r.log.filter((e) => e.kind === 'game').map((e) => e.title)).toEqual([
      'First Blood (Dead Drop) against The Rust Saints: won',
      'Score to Settle (Catch and Release) against The Rust Saints: lost',
    ]);
    expect(r.log.at(-1)!.changes).toEqual(['Hex Taken Down: Bounty 1 paid as 1 Reputation', 'Mole Taken Down (no Bounty)', 'Next: Heartbreaker']);
    expect(parseRoster(JSON.parse(JSON.stringify(r)))).toEqual(r);
  });

  it('a Bounty rises by 1 to at most 5; the arc goes in order; Prepare for War quirks are given back', () => {
    let r = startArc(GANG, 'Rivals', D);
    expect(() => recordSkirmish(r, { won: true, scenario: '', rewards: {}, takenDown: [], next: 'heartbreaker' })).toThrow(InputError);
    expect(nextSteps('score-to-settle')).toEqual(['desperation', 'heartbreaker']);
    r = { ...r, arc: { ...r.arc!, bounties: [{ fighter: 'Hex', reputation: 5, paid: false }] } };
    r = setTempQuirk(r, 0, 'Pulverizer');
    r = recordSkirmish(r, { won: true, scenario: '', rewards: {}, takenDown: [], bountyOn: 'Hex', next: 'score-to-settle', date: D });
    expect(r.arc!.bounties[0]!.reputation).toBe(5);
    expect(r.fighters[0]!.tempQuirk).toBeUndefined();
  });
});

describe('Heartbreaker between skirmishes: resource actions and titles in the log', () => {
  const book = heartbreakerBookData();
  it('a resource action is paid (never below 0) and logged with what it does', () => {
    const rich = { ...GANG, resources: { reputation: 0, territory: 0, supply: 4, ammo: 0 } };
    const r = takeResourceAction(rich, 'falsify-scarcity', book, D);
    expect(r.resources.supply).toBe(1);
    expect(r.log.at(-1)).toEqual({
      date: D,
      kind: 'step',
      title: 'Resource action: Falsify Scarcity',
      changes: ['Paid 3 Supply (now 1)', 'Take 1 Territory or 1 Ammo away from another gang.'],
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
