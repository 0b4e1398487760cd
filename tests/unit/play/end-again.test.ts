/**
 * End game, Undo, End game again (issue 35: "none can hurt by surprise"). The play view's Undo takes
 * back the game's End step, not what End game wrote into the saved roster, so ending again wrote the
 * game a second time onto the roster the first End game had written: a Kuggköping warband's campaign
 * moved on twice (mission 1 won, then mission 2 "won" too, KB's campaign machine) and the log held two
 * entries for one game. Now a game ended before writes nothing again and says where to correct it; the
 * Arsenal Campaign's week (its write-back puts its one entry right in place) and a linked game (one
 * entry by its table's report id) keep their own ways, tested with them.
 */
import { describe, expect, it } from 'vitest';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import { startExpedition } from '../../../src/games/kuggkoping/campaign';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { parseRoster, type Roster } from '../../../src/games/kuggkoping/roster-format';
import { newGame, readyToEnd, take, undoLast, undoStep, type GameDoc, type PlayCommand, type PlayRules } from '../../../src/play';
import { startLink } from '../../../src/play/table-link';
import { punkapocalypticPlay } from '../../../src/games/punkapocalyptic/play';
import { punkapocalypticBookData } from '../../../src/games/punkapocalyptic/book-data';
import { EPILOGUE_DONE_LINE, heartbreakerPlay } from '../../../src/games/heartbreaker/play';
import { heartbreakerPlayBookData } from '../../../src/games/heartbreaker/book-data';
import { example } from './examples';
import { endedBefore, finishGame } from '../../../src/play/end';
import { cogRats } from '../support/kuggkoping-warbands';

const rules = await readyToEnd(kuggkopingPlay(bookData()));
const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 18, minute));
const start: Roster = startExpedition(parseRoster(cogRats()), 'Coils', 'Trolls', 1, '2026-11-30');
const end = (doc: GameDoc, saved: Roster, outcome: 'win' | 'loss', minute: number) =>
  finishGame({ rules, played: start, doc, saved, nameOf: (r) => r.name, outcome, note: '', now: at(minute) });

describe('End game, Undo, End game again', () => {
  it('the first End game writes the warband once: its campaign moves on to mission 2 and its log gets one entry', () => {
    const doc = take(rules, start, newGame(rules, start, 'w1', at(0)), { kind: 'damage', model: 0, by: 1 }, 'hit', at(1));
    expect(endedBefore(doc)).toBe(false);
    const first = end(doc, start, 'win', 2);
    expect(first.roster!.roster.campaign!.mission).toBe(2);
    expect(first.roster!.roster.log).toHaveLength(start.log.length + 1);
  });

  it('ended again after Undo, it writes nothing more (the campaign stays at mission 2, one entry) and says so', () => {
    const doc = take(rules, start, newGame(rules, start, 'w1', at(0)), { kind: 'damage', model: 0, by: 1 }, 'hit', at(1));
    const first = end(doc, start, 'win', 2);
    const written = first.roster!.roster;
    const undone = undoLast(rules, start, first.game, at(3))!.game;
    expect(undone.result).toBeNull();
    expect(endedBefore(undone)).toBe(true);
    const again = end(undone, written, 'loss', 4);
    expect(again.roster).toBeNull();
    expect(again.game.result!.outcome).toBe('loss');
    expect(again.recorded).toBe(
      `Recorded the result: lost. This game was ended before (End game, then Undo), and that first End game is already in the campaign log of “${written.name}”: nothing was written to it again, so it is not counted twice. To change what it wrote (the result, who was lost), correct the game’s entry and steps in the builder.`,
    );
  });
});

/**
 * A linked game (Table Link) ended again puts its one log entry right in place, as the phones'
 * disagreeing results ask; its write-back is told it was written once already (`again`), so what
 * adds up is not added twice.
 */
describe('a linked game ended again', () => {
  const at2 = (minute: number) => new Date(Date.UTC(2026, 11, 1, 19, minute));
  /** End game, Undo, End game again on one phone of a linked table; returns both End games. */
  function endTwice<R>(rules: PlayRules<R>, gang: R, taps: PlayCommand[], first: 'win' | 'loss', second: 'win' | 'loss', between: (written: R) => R = (r) => r) {
    let doc: GameDoc = { ...newGame(rules, gang, 'g1', at2(0)), link: startLink(rules.slug, 'phonea', 'tbl9') };
    taps.forEach((cmd, i) => (doc = take(rules, gang, doc, cmd, `tap ${i}`, at2(i + 1), 'phonea')));
    const one = finishGame({ rules, played: gang, doc, saved: gang, nameOf: rules.rosterName, outcome: first, note: '', now: at2(20), by: 'phonea' });
    expect(one.game.result!.outcome).toBe(first);
    const undone = undoStep(rules, gang, one.game, at2(21), 'phonea')!.doc;
    expect(undone.result).toBeNull();
    const two = finishGame({ rules, played: gang, doc: undone, saved: between(one.roster!.roster), nameOf: rules.rosterName, outcome: second, note: '', now: at2(22), by: 'phonea' });
    return { one, two };
  }

  it('Punkapocalyptic: the Toughness lost to Contaminated terrain is lost once (P l.192), and the one entry says the new result', async () => {
    const book = punkapocalypticBookData();
    const rules = await readyToEnd(punkapocalypticPlay(book));
    const gang = rules.parse(example('punkapocalyptic'));
    const moose = gang.models[1]!;
    const { one, two } = endTwice(rules, gang, [{ kind: 'action', model: 1, id: 'contaminated' }], 'win', 'loss');
    const toughnessLost = (r: typeof gang) => Object.values(r.models[1]!.losses ?? {}).reduce((n, v) => n + (v ?? 0), 0) - Object.values(moose.losses ?? {}).reduce((n, v) => n + (v ?? 0), 0);
    expect(toughnessLost(one.roster!.roster)).toBe(1);
    // Ended again: still one point lost, not two; one entry, now lost, its words as before.
    expect(toughnessLost(two.roster!.roster)).toBe(1);
    const entries = two.roster!.roster.log.filter((e) => e.changes.includes('Match report table.tbl9'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.title).toMatch(/: lost$/);
    expect(entries[0]!.changes).toContain('Moose: −1 Toughness for good (Contaminated terrain)');
  });

  it('Heartbreaker: the Epilogue still to record takes the new result; once recorded, it is not asked for again', async () => {
    const rules = await readyToEnd(heartbreakerPlay(heartbreakerPlayBookData()));
    const gang = rules.parse(example('heartbreaker'));
    const { one, two } = endTwice(rules, gang, [], 'win', 'loss');
    expect(one.roster!.roster.pending!.outcome).toBe('won');
    expect(two.roster!.roster.pending!.outcome).toBe('lost');
    // The Epilogue recorded between the two End games (recordSkirmish clears `pending`): the gang is left as it is.
    const done = endTwice(rules, gang, [], 'win', 'loss', ({ pending: _p, ...rest }) => rest).two;
    expect(done.roster!.roster.pending).toBeUndefined();
    expect(done.recorded).toContain(EPILOGUE_DONE_LINE);
    expect(done.roster!.roster.log.filter((e) => e.changes.includes('Match report table.tbl9'))).toHaveLength(1);
  });

  it('Heartbreaker: ended again, the one entry still says what the first End game used up (Eat your Fill, a Prepare for War quirk given back)', async () => {
    const rules = await readyToEnd(heartbreakerPlay(heartbreakerPlayBookData()));
    const base = rules.parse(example('heartbreaker'));
    const [first, ...rest] = base.fighters;
    const gang = { ...base, nextSkirmish: ['eat-your-fill', 'prepare-for-war'], fighters: [{ ...first!, tempQuirk: 'Sneaky' }, ...rest] };
    const name = rules.models(gang)[0]!.name;
    const used = [`${name} gives back Sneaky (Prepare for War)`, 'Used in this skirmish: Eat your Fill'];
    const { one, two } = endTwice(rules, gang, [], 'win', 'loss');
    const entries = (r: typeof gang) => r.log.filter((e) => e.changes.includes('Match report table.tbl9'));
    expect(entries(one.roster!.roster)[0]!.changes).toEqual(expect.arrayContaining(used));
    // The first End game used them up: the gang holds neither now, and the second finds nothing to use.
    expect(one.roster!.roster.nextSkirmish).toEqual([]);
    expect(one.roster!.roster.fighters[0]!.tempQuirk).toBeUndefined();
    const again = entries(two.roster!.roster);
    expect(again).toHaveLength(1);
    expect(again[0]!.title).toMatch(/: lost$/);
    const lines = again[0]!.changes;
    expect(lines.filter((c) => used.includes(c))).toEqual(used); // once each
    expect(lines.at(-1)).toBe('Epilogue: still to record in the campaign log');
  });
});
