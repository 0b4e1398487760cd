/**
 * Taking from a rival gang saved on this device (src/games/heartbreaker/rival-sheet.ts): ruling H13
 * (taking moves the point: the other gang loses it) with H9 (a gang loses only what it has). The
 * taking steps are the resource actions that take from another gang (HB 983-1009: Falsify Scarcity,
 * Protection Racket, Demand Tribute) and an Epilogue's claim on the rival (HB 1252).
 */
import { describe, expect, it } from 'vitest';
import { rivalAfterTaking, rivalOnDevice } from '../../src/games/heartbreaker/rival-sheet';
import { takeResourceAction } from '../../src/games/heartbreaker/resource-actions';
import { heartbreakerBookData } from '../../src/games/heartbreaker/book-data';
import { parseRoster, type Roster } from '../../src/games/heartbreaker/roster';
import type { SavedRoster } from '../../src/roster';
import { moduleDoc } from './roster/contract';

const book = heartbreakerBookData();
const GANG: Roster = parseRoster(moduleDoc('src/games/heartbreaker/roster.ts').example);
const gang = (name: string, resources: Roster['resources']): Roster => ({ ...GANG, name, resources, log: [] });
const saved = (id: string, roster: Roster): SavedRoster<Roster> => ({ id, roster, savedAt: '2026-11-30T00:00:00.000Z', createdAt: '2026-11-30T00:00:00.000Z' });
const D = '2026-11-30';

describe('the rival gang saved on this device', () => {
  const kings = saved('kings', gang('The Gravel Kings', { reputation: 0, territory: 2, supply: 0, ammo: 0 }));
  const open = saved('open', gang('The Rust Saints', { reputation: 0, territory: 0, supply: 0, ammo: 4 }));

  it('is found by name, any case and spaces, never the open gang itself', () => {
    expect(rivalOnDevice([open, kings], 'open', '  the gravel KINGS ')?.id).toBe('kings');
    expect(rivalOnDevice([open, kings], 'open', 'The Rust Saints')).toBeNull();
    expect(rivalOnDevice([open, kings], 'open', '')).toBeNull();
    expect(rivalOnDevice([open, kings], 'open', 'Nobody here')).toBeNull();
  });

  it('two saved gangs of that name: neither is written (which one was meant is not known)', () => {
    const copy = saved('kings-2', kings.roster);
    expect(rivalOnDevice([open, kings, copy], 'open', 'The Gravel Kings')).toBeNull();
  });
});

describe('H13: what is taken moves, the rival loses it in its own sheet and log', () => {
  const kings = gang('The Gravel Kings', { reputation: 1, territory: 2, supply: 1, ammo: 0 });

  it('Demand Tribute (HB 1007-1009): the taker gains 1 Territory and the rival saved here loses it, logged as a step that names the taker', () => {
    const taker = gang('The Rust Saints', { reputation: 0, territory: 0, supply: 0, ammo: 4 });
    const paid = takeResourceAction(taker, 'demand-tribute', book, D, { resource: 'territory', from: 'The Gravel Kings', had: kings.resources.territory });
    expect(paid.resources).toMatchObject({ territory: 1, ammo: 1 });
    const after = rivalAfterTaking(kings, { territory: 1 }, taker.name, 'Resource action: Demand Tribute', D)!;
    expect(after.resources).toEqual({ reputation: 1, territory: 1, supply: 1, ammo: 0 });
    expect(after.log).toEqual([{ date: D, kind: 'step', title: 'Taken by The Rust Saints: Resource action: Demand Tribute', changes: ['Lost 1 Territory to The Rust Saints (now 1; H13)'] }]);
  });

  it('H9: a claim of 2 Supply from a rival holding 1 takes 1; of several kinds, each at most what it has', () => {
    expect(rivalAfterTaking(kings, { supply: 2 }, 'The Rust Saints', 'claim', D)!.resources.supply).toBe(0);
    const both = rivalAfterTaking(kings, { supply: 2, territory: 2, reputation: 0 }, 'The Rust Saints', 'claim', D)!;
    expect(both.resources).toEqual({ reputation: 1, territory: 0, supply: 0, ammo: 0 });
    expect(both.log.at(-1)!.changes).toEqual(['Lost 2 Territory to The Rust Saints (now 0; H13)', 'Lost 1 Supply to The Rust Saints (now 0; H13)']);
  });

  it('nothing to lose (none held, nothing or less than nothing taken): nothing is written', () => {
    expect(rivalAfterTaking(kings, { ammo: 1 }, 'The Rust Saints', 'claim', D)).toBeNull();
    expect(rivalAfterTaking(kings, {}, 'The Rust Saints', 'claim', D)).toBeNull();
    expect(rivalAfterTaking(kings, { territory: -3 }, 'The Rust Saints', 'claim', D)).toBeNull();
  });
});
