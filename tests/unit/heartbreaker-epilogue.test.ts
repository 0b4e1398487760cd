import { describe, expect, it } from 'vitest';
import { epilogueDefaults, epilogueWarnings, recordSkirmish, resourceActionWarning, startArc } from '../../src/games/heartbreaker/campaign';
import { heartbreakerBookData } from '../../src/games/heartbreaker/book-data';
import { FOE_TAKEN_DOWN } from '../../src/games/heartbreaker/foes';
import { parseRoster, type Roster } from '../../src/games/heartbreaker/roster-format';
import { LINK_FIELDS } from '../../src/games/heartbreaker/roster-link';
import { changeDamage, setFoeFlag, startState } from '../../src/play';
import { rosterAfterGame } from '../../src/play/end';
import { gamesPlayed } from '../../src/roster/campaign-log';
import { InputError } from '../../src/common/input-error';
import { example } from './play/examples';
import { heartbreakerPlayNow } from './support/heartbreaker-play';

// The Epilogue after every skirmish (HB 442-445: "1. Collect Campaign Rewards", "2. Declare Bounties";
// HB 503-511), arcs as a series of skirmishes a gang may play (HB 934-958, ruling H11), resource
// actions paid between games (HB 979-1017), and what a step takes away said before it is done.

const book = heartbreakerBookData();
const D = '2026-11-29';
const GANG: Roster = { ...parseRoster(example('heartbreaker')), resources: { reputation: 1, territory: 0, supply: 7, ammo: 0 } };
const NAN = 4;
const RIVAL: Roster = { ...GANG, name: 'The Gravel Kings', fighters: GANG.fighters.map((f, i) => (i === 0 ? { ...f, name: 'Hex', bounty: 2 } : { ...f, name: `Gravel ${i}` })) };

/** The gang after End game in the play view: Hex of the rival Taken Down, Big Nan of ours; with or without the rival's gang added. */
function afterGame(start: Roster, withGang: boolean): Roster {
  const rules = heartbreakerPlayNow(book, undefined, { opponent: () => ({ name: 'The Gravel Kings', roster: withGang ? RIVAL : null }) });
  let s = startState(rules, start);
  if (withGang) s = setFoeFlag(s, 0, FOE_TAKEN_DOWN, true);
  s = changeDamage(rules, start, s, NAN, 10);
  return rosterAfterGame(rules, start, start, { state: s, name: start.name }, 'win', '', new Date(`${D}T20:00:00Z`));
}

describe('the Epilogue after a game, with or without an arc', () => {
  it('End game keeps the rival’s whole gang with its Bounties for the Epilogue’s picks (HB 511: the Bounty is on the fighter)', () => {
    const r = afterGame(GANG, true);
    expect(r.pending!.takenDown).toEqual([{ fighter: 'Hex', bounty: 2 }]);
    expect(r.pending!.rivalFighters).toEqual([{ fighter: 'Hex', bounty: 2 }, ...RIVAL.fighters.slice(1).map((f) => ({ fighter: f.name, bounty: f.bounty }))]);
    expect(parseRoster(JSON.parse(JSON.stringify(r)))).toEqual(r);
    // Older links keep their place: the new field is appended to `pending`.
    expect(LINK_FIELDS['pending']).toEqual(['outcome', 'rival', 'takenDown', 'ours', 'rivalFighters', 'scenario', 'pays', 'rivalResources']);
    // A rival with no gang added: nothing to pick from, the names are typed.
    const bare = afterGame(GANG, false);
    expect(bare.pending!.rivalFighters).toBeUndefined();
    expect(epilogueDefaults(bare).rivalFighters).toEqual([]);
  });

  it('HB 442-445, 503-507: with no arc the game’s Epilogue comes straight away, filled in from the report', () => {
    const r = afterGame(GANG, true);
    const d = epilogueDefaults(r);
    expect(d).toMatchObject({ rival: 'The Gravel Kings', outcome: 'won', arc: undefined, takenDown: ['Hex'], ours: ['Big Nan'] });
    expect(d.rivalFighters[0]).toEqual({ fighter: 'Hex', bounty: 2 });
    const after = recordSkirmish(r, { rival: d.rival, outcome: d.outcome, scenario: 'Dead Drop', rewards: { supply: 1 }, takenDown: d.takenDown, ours: d.ours, bountyOn: 'Gravel 2', date: D });
    expect(after.pending).toBeUndefined();
    expect(after.arcs).toEqual([]);
    // S-01: still one game; the Epilogue is a step of its own after End game's entry, which stays as it was.
    expect(gamesPlayed(after)).toBe(1);
    expect(after.log.at(-2)).toEqual(r.log.at(-1));
    const entry = after.log.at(-1)!;
    expect(entry.kind).toBe('step');
    expect(entry.title).toBe('Epilogue: Skirmish (Dead Drop) against The Gravel Kings: won');
    // The game was not set up as a scenario, so the one typed is no correction.
    expect(entry.changes.some((c) => c.includes('the game said'))).toBe(false);
    // HB 511: Hex's Bounty collected as Reputation and reset; a Bounty declared on the rival's fighter.
    expect(entry.changes).toContain('Hex Taken Down: Bounty 2 paid as 2 Reputation');
    expect(entry.changes).toContain('Bounty declared on Gravel 2: now 1');
    expect(entry.changes.at(-1)).toBe('Epilogue recorded');
    expect(after.resources).toMatchObject({ reputation: 3, supply: 8 });
    expect(after.rivalBounties).toEqual([
      { rival: 'The Gravel Kings', fighter: 'Hex', bounty: 0 },
      { rival: 'The Gravel Kings', fighter: 'Gravel 2', bounty: 1 },
    ]);
  });

  it('HB 936: the game can be recorded as the First Blood of a new arc, which then goes on to Score to Settle (H11)', () => {
    const r = afterGame(GANG, true);
    const after = recordSkirmish(r, { rival: 'The Gravel Kings', outcome: 'won', scenario: '', rewards: {}, takenDown: ['Hex'], firstBlood: true, date: D });
    expect(after.arcs).toEqual([{ rival: 'The Gravel Kings', step: 'score-to-settle', results: ['won'] }]);
    expect(after.log.filter((e) => e.kind === 'game').map((e) => e.title)).toEqual(['Game in round 1: won']);
    expect(after.log.at(-1)!.title).toBe('Epilogue: First Blood against The Gravel Kings: won');
    // With an arc under way against that rival, the game is that arc's next one, not a new First Blood.
    const inArc = afterGame(startArc(GANG, 'The Gravel Kings', D), true);
    expect(epilogueDefaults(inArc).arc).toMatchObject({ step: 'first-blood' });
    expect(() => recordSkirmish(inArc, { rival: 'The Gravel Kings', outcome: 'won', scenario: '', rewards: {}, takenDown: [], firstBlood: true })).toThrow(InputError);
  });

  it('HB 511: a Bounty is declared on a named rival’s fighter; with no rival named it asks for one', () => {
    const r = afterGame(GANG, false);
    expect(() => recordSkirmish({ ...r, pending: { ...r.pending!, rival: '' } }, { rival: '', outcome: 'won', scenario: '', rewards: {}, takenDown: [], bountyOn: 'Hex' })).toThrow(
      'Name the rival gang',
    );
  });
});

describe('a step that takes something away says so first', () => {
  it('H9, HB 511, H11: the Epilogue lists resources lost (only what there is), this gang’s Bounty going to the rival, the arc ended', () => {
    const start = { ...GANG, fighters: GANG.fighters.map((f, i) => (i === NAN ? { ...f, bounty: 1 } : f)) };
    const r = afterGame(start, true);
    // Ran For It: lose 1 Reputation (HB 1055); a loss of 3 Supply from 7.
    const e = { rival: 'The Gravel Kings', outcome: 'lost' as const, scenario: '', rewards: { reputation: -5, supply: -3 }, takenDown: [], ours: ['Big Nan'] };
    expect(epilogueWarnings(r, e)).toEqual(['Loses 1 Reputation (1 now, 0 after).', 'Loses 3 Supply (7 now, 4 after).', 'Big Nan’s Bounty of 1 goes to The Gravel Kings and back to 0.']);
    // A Bounty collected makes up the Reputation lost: nothing of it is taken away.
    expect(epilogueWarnings(r, { ...e, rewards: { reputation: -1 }, takenDown: ['Hex'], ours: [] })).toEqual([]);
    // H11: choosing to end the arc after Score to Settle is said too.
    let arc = startArc(GANG, 'X', D);
    arc = recordSkirmish(arc, { rival: 'X', outcome: 'won', scenario: '', rewards: {}, takenDown: [], next: 'score-to-settle', date: D });
    expect(epilogueWarnings(arc, { rival: 'X', outcome: 'won', scenario: '', rewards: {}, takenDown: [], next: 'epilogue' })).toEqual(['Ends the arc against X.']);
  });

  it('HB 979-985: a resource action says what it spends before it is paid', () => {
    expect(resourceActionWarning(GANG, 'falsify-scarcity', book)).toBe('Spends 3 Supply (7 now, 4 after) for Falsify Scarcity.');
    expect(resourceActionWarning(GANG, 'eat-your-fill', book)).toBe('Spends 6 Supply (7 now, 1 after) for Eat your Fill. It is used up in the next skirmish.');
  });
});
