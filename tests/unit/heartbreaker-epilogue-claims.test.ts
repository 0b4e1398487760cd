/**
 * Heartbreaker's Epilogue, what issue 35 left: the agendas the draft names but never defines (HB 507),
 * the rewards counted from what it does define (the scenario's, HB 503-507; the Bounties collected,
 * HB 511), and the Prey's claim on the Hunters (Headhunters, HB 1252) capped by what the Hunters hold
 * (H13: taking moves the point; H9: a gang loses only what it has).
 */
import { describe, expect, it } from 'vitest';
import { heartbreakerPlayBookData } from '../../src/games/heartbreaker/book-data';
import { claimProblem, epilogueClaims, epilogueCorrections, epilogueDefaults, epilogueSummary, recordSkirmish, type Epilogue } from '../../src/games/heartbreaker/campaign';
import { AGENDAS_NOTE, claimsOn, claimTakes, readPays, rewardLabel, rewardsFrom } from '../../src/games/heartbreaker/rewards';
import { parseRoster, type Roster } from '../../src/games/heartbreaker/roster-format';
import { LINK_FIELDS } from '../../src/games/heartbreaker/roster-link';
import { InputError } from '../../src/common/input-error';
import { newGame, take, type GameDoc, type PlayCommand, scoreCommand } from '../../src/play';
import { rosterAfterGame } from '../../src/play/end';
import { example } from './play/examples';
import { heartbreakerPlayNow } from './support/heartbreaker-play';

const book = heartbreakerPlayBookData();
const json = example('heartbreaker');
const D = '2026-11-29';
const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 9, 0, n));
const GANG: Roster = { ...parseRoster(json), resources: { reputation: 2, territory: 1, supply: 0, ammo: 3 } };
/** The Hunters: 1 Supply, 0 Territory, 5 Ammo on their own sheet. */
const HUNTERS: Roster = { ...GANG, name: 'The Gravel Kings', resources: { reputation: 4, territory: 0, supply: 1, ammo: 5 }, fighters: GANG.fighters.map((f, i) => ({ ...f, name: `Gravel ${i + 1}` })) };
const CLAIM = 'You may claim 2 of one resource from the Hunters: Supply, Ammo or Territory, your choice';
const src = (id: string, max?: number) => ({ id, ...(max ? { max } : {}) });

/** A Headhunters game played in the play view against `rival` (its sheet held, or not), ended with `outcome`. */
function headhunters(cmds: PlayCommand[], outcome: 'win' | 'loss', rival: Roster | null = HUNTERS): Roster {
  const rules = heartbreakerPlayNow(book, undefined, { opponent: () => ({ name: 'The Gravel Kings', roster: rival }) });
  const first = take(rules, GANG, newGame(rules, json, 'r1', at(0)), { kind: 'setup', scenario: 'headhunters', first: 'them' }, 'set up', at(1));
  const doc: GameDoc = cmds.reduce((d, cmd, i) => take(rules, GANG, d, cmd, `step ${i}`, at(2 + i)), first);
  return rosterAfterGame(rules, GANG, GANG, doc, outcome, '', at(60));
}
/** The Prey (this gang) win: the Hunters are down to two standing fighters at a Reset (HB 1247). */
const preyWin = () => headhunters([scoreCommand(src('hunters-broken', 1), 'me', 1, 1)], 'win');

/** The Epilogue as the form fills it from the game, with `over` changed. */
function epilogueOf(r: Roster, over: Partial<Epilogue> = {}): Epilogue {
  const d = epilogueDefaults(r);
  return { rival: d.rival, outcome: d.outcome, scenario: d.scenario, rewards: d.rewards, takenDown: d.takenDown, ours: d.ours, picks: d.choices.map(() => 0), date: D, ...over };
}

describe('agendas: named by the draft, defined nowhere (HB 505-507)', () => {
  // Read line by line: "agenda" is in HB 507 only ("rewards for the scenario's main objective as well as
  // any agendas they completed"); the summary at HB 442-445 lists "Collect Campaign Rewards" and "Declare
  // Bounties"; the scenarios' Epilogues (HB 1051-1055, 1094-1096, 1132-1134, 1192-1193, 1251-1253,
  // 1287-1289) pay the objective and Ran For It, no agenda; HB 960-1017 (resources) name none either.
  it('the Epilogue says the draft names agendas at HB 507 and defines none', () => {
    expect(AGENDAS_NOTE).toContain('HB 507');
    expect(AGENDAS_NOTE).toMatch(/no agenda is defined/);
  });

  it('the reward counters are labelled with what they are: the scenario’s rewards (HB 507); the summary adds the Bounties collected (HB 511) and the agendas note', () => {
    expect(rewardLabel('supply')).toBe('From the scenario: Supply (a loss below 0)');
    const r = preyWin();
    const lines = epilogueSummary(r, epilogueOf(r));
    expect(lines[0]).toBe('From the scenario (HB 507): Supply +1.');
    expect(lines).toContain('Bounties collected (HB 511): none.');
    expect(lines).toContain(AGENDAS_NOTE);
  });
});

describe('the Prey’s claim on the Hunters is capped by what the Hunters hold (HB 1252, H13, H9)', () => {
  it('reads the claim and takes at most what the rival has; never NaN', () => {
    const { parts } = readPays([CLAIM]);
    const [choice] = parts[0]!.choices;
    expect(choice).toMatchObject({ by: 'you', claim: 'rival' });
    const holds = { supply: 1, territory: 0, ammo: 5 };
    // Supply: 2 claimed, the Hunters hold 1, so 1 moves (H13 with H9).
    expect(rewardsFrom(parts, [0], holds)).toEqual({ supply: 1 });
    // Ammo: they hold 5, the whole claim of 2.
    expect(rewardsFrom(parts, [1], holds)).toEqual({ ammo: 2 });
    // Territory: they hold none, nothing moves.
    expect(rewardsFrom(parts, [2], holds)).toEqual({ territory: 0 });
    expect(claimsOn(parts, [0], holds)).toEqual([{ kind: 'supply', claimed: 2, had: 1, takes: 1 }]);
    // Not known: the claim as written (the player is asked for the holding).
    expect(rewardsFrom(parts, [0])).toEqual({ supply: 2 });
    expect(claimTakes({ kind: 'supply', amount: 2 }, { supply: Number.NaN })).toBe(2);
    expect(claimTakes({ kind: 'supply', amount: 2 }, { supply: -3 })).toBe(0);
  });

  it('a Headhunters game won as the Prey: End game keeps the Hunters’ resources, and the Epilogue claims only the 1 Supply they hold', () => {
    const r = preyWin();
    expect(r.pending).toMatchObject({ outcome: 'won', scenario: 'Headhunters', pays: [CLAIM], rivalResources: { reputation: 4, territory: 0, supply: 1, ammo: 5 } });
    // The format keeps it, and older links keep their places (the field is appended).
    expect(parseRoster(JSON.parse(JSON.stringify(r)))).toEqual(r);
    expect(LINK_FIELDS['pending']!.at(-1)).toBe('rivalResources');
    const d = epilogueDefaults(r);
    expect(d.rivalHolds).toEqual({ reputation: 4, territory: 0, supply: 1, ammo: 5 });
    expect(d.rewards).toEqual({ supply: 1 });
    expect(epilogueClaims(r, epilogueOf(r))).toEqual([{ kind: 'supply', claimed: 2, had: 1, takes: 1 }]);
    expect(epilogueSummary(r, epilogueOf(r))).toContain('Claim: 2 Supply from The Gravel Kings, which holds 1: takes 1.');

    const after = recordSkirmish(r, epilogueOf(r));
    expect(after.resources).toEqual({ reputation: 2, territory: 1, supply: 1, ammo: 3 });
    expect(after.log.at(-1)!.changes).toContain('Claim: 2 Supply from The Gravel Kings, which holds 1: takes 1; The Gravel Kings loses it on its own sheet');
    // As the game said: no correction logged.
    expect(epilogueCorrections(r, epilogueOf(r))).toEqual([]);
  });

  it('a claim above what the Hunters hold is refused with a clear message; Ammo, which they have, takes the whole 2', () => {
    const r = preyWin();
    const tooMuch = epilogueOf(r, { rewards: { supply: 2 } });
    const message = 'The Gravel Kings holds 1 Supply, so the claim of 2 Supply takes 1 (H13: a gang loses only what it has): the Supply reward can be at most 1, not 2.';
    expect(claimProblem(r, tooMuch)).toBe(message);
    expect(() => recordSkirmish(r, tooMuch)).toThrow(InputError);
    expect(() => recordSkirmish(r, tooMuch)).toThrow(message);
    // Claiming Ammo instead: they hold 5, the claim takes 2.
    const ammo = epilogueOf(r, { picks: [1], rewards: { ammo: 2 } });
    expect(claimProblem(r, ammo)).toBeNull();
    expect(recordSkirmish(r, ammo).resources).toEqual({ reputation: 2, territory: 1, supply: 0, ammo: 5 });
    // Territory: they hold none, so nothing moves, and 1 would be refused.
    expect(claimProblem(r, epilogueOf(r, { picks: [2], rewards: { territory: 1 } }))).toMatch(/holds 0 Territory.*at most 0, not 1/);
    expect(recordSkirmish(r, epilogueOf(r, { picks: [2], rewards: { territory: 0 } })).log.at(-1)!.changes).toContain('Claim: 2 Territory from The Gravel Kings, which holds none: nothing taken');
  });

  it('with no sheet of the Hunters the player gives their holding: the claim is capped by it, and without it the claim stands as written', () => {
    const r = headhunters([scoreCommand(src('hunters-broken', 1), 'me', 1, 1)], 'win', null);
    expect(r.pending!.rivalResources).toBeUndefined();
    const d = epilogueDefaults(r);
    expect(d.rivalHolds).toBeUndefined();
    expect(d.rewards).toEqual({ supply: 2 });
    expect(epilogueClaims(r, epilogueOf(r))).toEqual([{ kind: 'supply', claimed: 2, had: undefined, takes: 2 }]);
    expect(claimProblem(r, epilogueOf(r))).toBeNull();
    const typed = epilogueOf(r, { rivalHolds: { supply: 0 } });
    expect(claimProblem(r, typed)).toMatch(/holds 0 Supply.*at most 0, not 2/);
    expect(claimProblem(r, { ...typed, rewards: { supply: 0 } })).toBeNull();
  });

  it('the Hunters who lost: the Prey’s claim on them is a loss that takes only what they have (H9), and no claim of theirs to cap', () => {
    // Hunters lose when the Prey break them: here this gang is the Hunters (the rival scored the Prey's source).
    const r = headhunters([scoreCommand(src('hunters-broken', 1), 'them', 1, 1)], 'loss');
    expect(r.pending!.pays).toEqual(['The Prey may claim 2 of one resource from your gang: Supply, Ammo or Territory, their choice']);
    const e = epilogueOf(r);
    expect(e.rewards).toEqual({ supply: -2 });
    expect(epilogueClaims(r, e)).toEqual([]);
    // This gang has 0 Supply: the loss takes nothing (H9).
    expect(recordSkirmish(r, e).resources.supply).toBe(0);
  });
});
