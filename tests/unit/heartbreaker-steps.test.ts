/**
 * Heartbreaker's steps between games from the match report (issue 35): End game keeps the scenario
 * and what it pays; the Epilogue reads those lines as resources (HB 505-507) with the choices they
 * leave; a correction is said in the step's one log entry; and the guided sequence's statuses
 * (HB 442-445: Epilogue first; HB 934-958 and H11: arcs; HB 960-969 and H12: titles).
 */
import { describe, expect, it } from 'vitest';
import { heartbreakerPlayBookData } from '../../src/games/heartbreaker/book-data';
import { epilogueCorrections, epilogueDefaults, epilogueSummary, recordSkirmish, recordTitles, startArc } from '../../src/games/heartbreaker/campaign';
import { heartbreakerSteps } from '../../src/games/heartbreaker/epilogue-steps';
import { AGENDAS_NOTE, choicesOf, payParts, readPays, rewardsFrom } from '../../src/games/heartbreaker/rewards';
import { parseRoster, type Roster } from '../../src/games/heartbreaker/roster-format';
import { newGame, take, type GameDoc, type PlayCommand, scoreCommand } from '../../src/play';
import { rosterAfterGame } from '../../src/play/end';
import { nextStep } from '../../src/roster/step-sequence';
import { example } from './play/examples';
import { heartbreakerPlayNow } from './support/heartbreaker-play';

const book = heartbreakerPlayBookData();
const json = example('heartbreaker');
const GANG: Roster = { ...parseRoster(json), resources: { reputation: 1, territory: 0, supply: 0, ammo: 0 } };
const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 9, 0, n));
const D = '2026-11-29';

/** A game of `scenario` played in the play view with `cmds`, ended as `outcome`: the saved gang after End game. */
function ended(scenario: string, cmds: PlayCommand[], outcome: 'win' | 'loss' | 'draw', start: Roster = GANG): Roster {
  const rules = heartbreakerPlayNow(book, undefined, { opponent: () => ({ name: 'The Gravel Kings', roster: null }) });
  const first = take(rules, start, newGame(rules, json, 'r1', at(0)), { kind: 'setup', scenario, first: 'me' }, 'set up', at(1));
  const doc: GameDoc = cmds.reduce((d, cmd, i) => take(rules, start, d, cmd, `step ${i}`, at(2 + i)), first);
  return rosterAfterGame(rules, start, start, doc, outcome, '', at(60));
}
const src = (id: string, max?: number) => ({ id, ...(max ? { max } : {}) });

describe('what the scenario pays, read as resources (HB 505-507)', () => {
  it('reads every pays line the finished scenarios can give, each as the book’s Epilogue says', () => {
    // Dead Drop's Epilogue (HB 1051-1055).
    expect(payParts('2 Supply (Caches extracted: 2, 1 each)')).toMatchObject({ gain: { supply: 2 }, choices: [], conditional: false });
    expect(payParts('2 Reputation for extracting more Caches than the rival (2 to 1)')).toMatchObject({ gain: { reputation: 2 }, choices: [] });
    expect(payParts('Ran For It: Lose 1 Reputation, and gain 1 Supply or 1 Ammo, your choice')).toMatchObject({
      gain: { reputation: -1 },
      choices: [{ by: 'you', options: [{ kind: 'supply', amount: 1 }, { kind: 'ammo', amount: 1 }] }],
    });
    // Seize Production's win (HB 1090 ff.): a sure Reputation and a choice.
    expect(payParts('1 Reputation, plus 2 Territory or 2 Supply, your choice')).toMatchObject({ gain: { reputation: 1 }, choices: [{ options: [{ kind: 'territory', amount: 2 }, { kind: 'supply', amount: 2 }] }] });
    // A role the game did not settle pays nothing by default.
    const iff = payParts('If your gang were the Captors: 2 Reputation and 1 Territory')!;
    expect(iff).toMatchObject({ conditional: true, gain: { reputation: 2, territory: 1 } });
    expect(rewardsFrom([iff])).toEqual({});
    // Desperation's claims: the Prey take from the Hunters (H13 moves the point); the Hunters lose it, the Prey's choice.
    expect(payParts('You may claim 2 of one resource from the Hunters: Supply, Ammo or Territory, your choice')!.choices).toEqual([
      { by: 'you', claim: 'rival', options: [{ kind: 'supply', amount: 2 }, { kind: 'ammo', amount: 2 }, { kind: 'territory', amount: 2 }] },
    ]);
    expect(payParts('The Prey may claim 2 of one resource from your gang: Supply, Ammo or Territory, their choice')!.choices).toEqual([
      { by: 'rival', claim: 'you', options: [{ kind: 'supply', amount: -2 }, { kind: 'ammo', amount: -2 }, { kind: 'territory', amount: -2 }] },
    ]);
    expect(payParts('Lose 2 Reputation')).toMatchObject({ gain: { reputation: -2 } });
    // A line that does not read as resources is left to the player, never guessed.
    expect(payParts('Something else entirely')).toBeNull();
    expect(readPays(['4 Reputation', 'Something else entirely'])).toMatchObject({ unread: ['Something else entirely'] });
  });

  it('every line any finished scenario pays, win, loss or Ran For It, reads (scenarios.yaml)', () => {
    const rules = heartbreakerPlayNow(book);
    const lines = new Set<string>();
    for (const s of rules.battle!.scenarios(GANG)) {
      for (const outcome of ['win', 'loss', 'draw'] as const) {
        const totals = Object.fromEntries(s.sources.map((x) => [x.id, 1]));
        for (const p of s.pays!({ round: 6, turnLimit: s.turnLimit, totals: { me: totals, them: {} }, state: {} as never }, outcome)) lines.add(p);
      }
    }
    expect(lines.size).toBeGreaterThan(8);
    expect([...lines].filter((l) => payParts(l) === null)).toEqual([]);
  });

  it('rewards add the sure gains and the option picked of each choice (the first when not picked)', () => {
    const { parts } = readPays(['2 Supply (Caches extracted: 2, 1 each)', 'Ran For It: Lose 1 Reputation, and gain 1 Supply or 1 Ammo, your choice']);
    expect(choicesOf(parts)).toHaveLength(1);
    expect(rewardsFrom(parts)).toEqual({ supply: 3, reputation: -1 });
    expect(rewardsFrom(parts, [1])).toEqual({ supply: 2, reputation: -1, ammo: 1 });
    // A pick out of range or not a whole number falls back to the first option: no NaN.
    expect(rewardsFrom(parts, [7])).toEqual({ supply: 3, reputation: -1 });
    expect(rewardsFrom(parts, [Number.NaN])).toEqual({ supply: 3, reputation: -1 });
  });
});

describe('End game leaves the scenario and what it pays for the Epilogue', () => {
  it('Dead Drop won with 3 Caches to 1 (HB 1049-1055): the Epilogue is filled with 3 Supply and 2 Reputation', () => {
    const r = ended('dead-drop', [scoreCommand(src('caches', 3), 'me', 1, 2), scoreCommand(src('caches', 3), 'them', 1, 1), { kind: 'next-round', from: 1 }, scoreCommand(src('caches', 3), 'me', 2, 1)], 'win');
    expect(r.pending).toMatchObject({ outcome: 'won', rival: 'The Gravel Kings', scenario: 'Dead Drop' });
    expect(r.pending!.pays).toEqual(['3 Supply (Caches extracted: 3, 1 each)', '2 Reputation for extracting more Caches than the rival (3 to 1)']);
    const d = epilogueDefaults(r);
    expect(d.scenario).toBe('Dead Drop');
    expect(d.rewards).toEqual({ supply: 3, reputation: 2 });
    expect(d.choices).toEqual([]);
    // The format keeps both (they round-trip).
    expect(parseRoster(JSON.parse(JSON.stringify(r)))).toEqual(r);
  });

  it('Dead Drop at the Death Squad (HB 1049): both Ran For It, so each gets the Ran For It line, a choice', () => {
    const cmds: PlayCommand[] = [1, 2, 3, 4, 5].map((from) => ({ kind: 'next-round', from }));
    const r = ended('dead-drop', cmds, 'draw');
    expect(r.pending!.pays).toEqual(['Ran For It: Lose 1 Reputation, and gain 1 Supply or 1 Ammo, your choice']);
    const d = epilogueDefaults(r);
    expect(d.rewards).toEqual({ reputation: -1, supply: 1 });
    expect(d.choices).toHaveLength(1);
  });

  it('a game with no scenario set up leaves none: the Epilogue’s rewards start at 0', () => {
    const rules = heartbreakerPlayNow(book);
    const r = rosterAfterGame(rules, GANG, GANG, newGame(rules, json, 'r1', at(0)), 'win', '', at(60));
    expect(r.pending!.scenario).toBeUndefined();
    expect(epilogueDefaults(r)).toMatchObject({ scenario: '', rewards: {}, choices: [] });
  });
});

describe('the Epilogue says what the player corrected of the game', () => {
  const r = ended('dead-drop', [scoreCommand(src('caches', 3), 'me', 1, 3)], 'win');
  const base = { rival: 'The Gravel Kings', outcome: 'won' as const, scenario: 'Dead Drop', rewards: { supply: 3, reputation: 2 }, takenDown: [], ours: [], date: D };

  it('nothing changed: no correction, and the summary gives the resources after', () => {
    expect(epilogueCorrections(r, base)).toEqual([]);
    expect(epilogueSummary(r, base)).toEqual([
      'From the scenario (HB 507): Reputation +2, Supply +3.',
      'Bounties collected (HB 511): none.',
      'Resources after: Reputation 3, Territory 0, Supply 3, Ammo 0.',
      AGENDAS_NOTE,
    ]);
  });

  it('the result and the rewards corrected are said with what the game said', () => {
    const e = { ...base, outcome: 'lost' as const, rewards: { supply: 2, reputation: 2 } };
    expect(epilogueCorrections(r, e)).toEqual(['Result: lost (the game said won)', 'Rewards: Reputation +2, Supply +2 (the scenario paid Reputation +2, Supply +3)']);
    const after = recordSkirmish(r, e);
    const entry = after.log.at(-1)!;
    expect(entry).toMatchObject({ kind: 'step', title: 'Epilogue: Skirmish (Dead Drop) against The Gravel Kings: lost' });
    expect(entry.changes.slice(0, 2)).toEqual(['Result: lost (the game said won)', 'Rewards: Reputation +2, Supply +2 (the scenario paid Reputation +2, Supply +3)']);
    expect(after.resources).toEqual({ reputation: 3, territory: 0, supply: 2, ammo: 0 });
  });
});

describe('the steps between games in the book’s order, each with its status', () => {
  it('HB 442-445: after End game the Epilogue is due and comes first; arcs wait for it', () => {
    const r = ended('dead-drop', [], 'win');
    const steps = heartbreakerSteps(r);
    expect(steps.map((s) => [s.value, s.status])).toEqual([
      ['epilogue', 'due'],
      ['arc', 'not-now'],
      ['titles', 'optional'],
    ]);
    expect(steps[0]!.why).toBe('the game of Dead Drop against The Gravel Kings (won) waits for its rewards and Bounties');
    expect(nextStep(steps)).toBe('epilogue');
  });

  it('after the Epilogue: done, and the sequence opens the arcs (optional, H11); titles done once worked out (HB 969)', () => {
    const r = ended('dead-drop', [], 'win');
    const after = recordSkirmish(r, { rival: 'The Gravel Kings', outcome: 'won', scenario: 'Dead Drop', rewards: {}, takenDown: [], date: D });
    let steps = heartbreakerSteps(after);
    expect(steps.map((s) => s.status)).toEqual(['done', 'optional', 'optional']);
    expect(steps[1]!.why).toBe('none under way: start one against a rival');
    expect(nextStep(steps)).toBe('arc');
    const titled = recordTitles(after, [], null, book, D);
    steps = heartbreakerSteps(titled);
    expect(steps.map((s) => s.status)).toEqual(['done', 'optional', 'done']);
    const arc = startArc(titled, 'The Gravel Kings', D);
    steps = heartbreakerSteps(arc);
    // Starting an arc keeps the step open: its First Blood is recorded there next.
    expect(steps[1]).toMatchObject({ status: 'optional', why: 'against The Gravel Kings, next First Blood' });
    expect(nextStep(steps)).toBe('arc');
  });

  it('a gang with no game yet: nothing due, the arcs open first', () => {
    const steps = heartbreakerSteps(GANG);
    expect(steps.map((s) => s.status)).toEqual(['not-now', 'optional', 'optional']);
    expect(nextStep(steps)).toBe('arc');
  });

  it('a game recorded by hand in its arc carries its own Epilogue: done', () => {
    let r = startArc(GANG, 'X', D);
    r = recordSkirmish(r, { rival: 'X', outcome: 'won', scenario: '', rewards: {}, takenDown: [], date: D });
    expect(heartbreakerSteps(r)[0]!.status).toBe('done');
  });
});
