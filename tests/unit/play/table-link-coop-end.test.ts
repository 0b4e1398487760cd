/**
 * End game at a co-op table (src/play/table-link-coop-end.ts; issue 36). Kuggköping's co-op: one
 * warband the two players share, each player's own part of it and own Tinker dice pool, and "Both
 * players win or lose together" (KB 461-468). Two phones of the Two Cogs warband (Ada and Bo player
 * 1's, Cid and Dag player 2's) play Looting; player 1's phone records the result, player 2's records
 * the same one; each phone's saved copy of the warband gets one entry under the table's report id,
 * each player's Characters and pool as their own phone kept them.
 */
import { describe, expect, it } from 'vitest';
import { at, tapWith, type Phone } from '../support/table-link-phones';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { kuggkopingCoop } from '../../../src/games/kuggkoping/coop-link';
import { kuggkopingBattle } from '../../../src/games/kuggkoping/battle';
import { battleData, bookData } from '../../../src/games/kuggkoping/book-data';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import { newGame, recordGameResult, undoStep, type GameDoc, type PlayRules, readyToEnd } from '../../../src/play';
import { finishGame, rosterAfterGame } from '../../../src/play/end';
import { IN_THE_GAME } from '../../../src/play/report';
import { joinGame, joinLink, mergeUpdate, startLink, theirSide, updateFor, type LinkUpdate } from '../../../src/play/table-link';
import { coopEarlyAsk, coopEarlyLine, coopLinkedEnd, coopWaitingLine, coopWrite, keepShared, logHoldsReport, type CoopWrite } from '../../../src/play/table-link-coop-end';
import { warbandGame } from '../../../src/games/kuggkoping/roster-game';
import { RosterLibrary } from '../../../src/roster/library';
import { memoryStore } from '../../../src/roster/store';
import { asPlayed } from '../../../src/roster/share';
import { coopEnding } from '../../../src/play/table-link-coop';
import { twoCogs } from '../support/kuggkoping-warbands';

const rules: PlayRules<Roster> = { ...(await readyToEnd(kuggkopingPlay(bookData(), undefined, kuggkopingBattle(battleData())))), coop: kuggkopingCoop };
const coop = kuggkopingCoop;
const played = rules.parse(twoCogs);
const tap = tapWith(rules);
const [ADA, CID, DAG] = [0, 2, 3];

/** The saved copies: player 1's warband (the one its game started from) and player 2's, kept when it joined. */
const savedCopy = (): Roster => rules.parse(twoCogs);

function table(): { a: Phone; b: Phone } {
  const a: Phone = { doc: newGame(rules, twoCogs, 'warband-a', at(0)) as GameDoc, link: startLink('kuggkoping', 'phonea', 'tablecoop'), clock: 0 };
  const joined = joinLink(rules, updateFor(rules, a.link, a.doc, a.doc.roster), 'phoneb');
  if (!joined.ok) throw new Error(joined.error);
  const b: Phone = { doc: joinGame(rules, joined.link, a.doc.roster, 'warband-b', at(1), 'phoneb'), link: joined.link, clock: 1 };
  return { a, b };
}

const send = (p: Phone): LinkUpdate => updateFor(rules, p.link, p.doc, p.doc.roster);
function receive(p: Phone, u: LinkUpdate): void {
  const m = mergeUpdate(rules, p.link, u);
  if (!m.ok) throw new Error(m.error);
  p.link = m.link;
  p.doc = { ...p.doc, link: m.link };
}
const write = (p: Phone, saved: Roster): CoopWrite<Roster> => coopWrite(rules, coop, played, p.link, p.doc, saved, rosterAfterGame);
const written = (w: CoopWrite<Roster>): Roster => {
  if (w.kind !== 'written') throw new Error(`not written: ${w.kind}`);
  return w.roster;
};
const lastEntry = (r: Roster) => r.log.at(-1)!;

/**
 * Looting played on both phones: player 1's phone sets it up, scores 2 Gizmos, knocks Ada down and
 * spends one of player 1's 3 Tinker dice; player 2's phone takes Cid out (killed) and spends one of
 * player 2's 5. Player 1's phone also taps player 2's Dag (the view offers no such button; the test
 * shows it is never written). Then both phones exchange updates.
 */
function played2(): { a: Phone; b: Phone } {
  const { a, b } = table();
  tap(a, { kind: 'setup', scenario: 'looting', first: null });
  tap(a, { kind: 'score', source: 'gizmos', side: 'me', round: 1, by: 2 });
  tap(a, { kind: 'status', model: ADA, status: 'down', on: true });
  tap(a, { kind: 'counter', model: null, id: 'tinker', by: -1 });
  tap(a, { kind: 'status', model: DAG, status: 'out', on: true });
  tap(b, { kind: 'status', model: CID, status: 'out', on: true });
  tap(b, { kind: 'counter', model: null, id: 'tinker2', by: -1 });
  receive(a, send(b));
  receive(b, send(a));
  return { a, b };
}

describe('co-op End game: one result, recorded on player 1’s phone (KB 467-468: both players win or lose together)', () => {
  it('player 1’s phone records as on one phone; player 2’s waits for it, then offers that same result', () => {
    const { a, b } = played2();
    expect(coopEnding(coop, 1, null)).toEqual({ kind: 'record' });
    const wait = coopEnding(coop, 2, theirSide(rules, b.link)!.result);
    expect(wait).toEqual({
      kind: 'wait',
      said: 'Both players win or lose together, so the result is recorded on Player 1’s phone (the phone that started the game). End the game there, then open its update here: this phone then records the same result.',
    });
    a.doc = recordGameResult(rules, played, a.doc, 'win', 'cleared the street', at(20), 'phonea');
    receive(b, send(a));
    expect(coopEnding(coop, 2, theirSide(rules, b.link)!.result)).toEqual({
      kind: 'follow',
      outcome: 'win',
      note: 'cleared the street',
      said: 'Player 1’s phone recorded the result: won (cleared the street). Both players win or lose together: record it on this phone too, and your copy of the warband gets this game, each player’s Characters and Tinker dice as their own phone kept them.',
    });
  });

  it('End game on a co-op table writes no warband by itself (finishGame is given no saved copy): the copies wait for both phones', () => {
    const { a } = played2();
    const done = finishGame({ rules, played, doc: a.doc, saved: undefined, nameOf: (r) => r.name, outcome: 'win', note: '', now: at(20), by: 'phonea' });
    expect(done.roster).toBeNull();
    expect(done.game.result?.outcome).toBe('win');
  });
});

describe('co-op End game: each copy of the warband written once both phones have ended, each seat from its own phone', () => {
  it('player 2’s phone writes its copy at its End game; player 1’s phone when player 2’s update arrives: the same entry under table.tablecoop in both logs', () => {
    const { a, b } = played2();
    a.doc = recordGameResult(rules, played, a.doc, 'win', '', at(20), 'phonea');
    a.clock = 20;
    // Player 1's phone alone has ended: nothing is written yet.
    expect(write(a, savedCopy()).kind).toBe('not-yet');
    receive(b, send(a));
    b.doc = recordGameResult(rules, played, b.doc, 'win', '', at(21), 'phoneb');
    b.clock = 21;
    const onB = written(write(b, savedCopy()));
    receive(a, send(b));
    const onA = written(write(a, savedCopy()));

    for (const copy of [onA, onB]) {
      // Cid was taken out on player 2's phone (KB 455-465: player 2 makes the new Character); Dag stays:
      // player 1's phone tapped him, but only player 2's phone writes player 2's Characters.
      expect(copy.characters.map((c) => c.name)).toEqual(['Ada', 'Bo', 'Dag']);
      // Each pool as its own phone left it: player 1's 3 - 1, player 2's 5 - 1 (KB 462).
      expect([copy.tinkerDice, copy.tinkerDicePlayer2]).toEqual([2, 4]);
      expect(logHoldsReport(copy, 'table.tablecoop')).toBe(true);
    }
    const entry = lastEntry(onB);
    expect(lastEntry(onA)).toEqual(entry);
    expect(entry.title).toBe('Mission 1: Looting: won');
    expect(entry.changes).toEqual([
      'Warband: Gizmos claimed 2',
      'Warband: Enemies killed 0',
      'Ada: knocked down',
      'Cid: out of the game',
      'Pays: Next: mission 2 (KB 1872).',
      'Pays: 2 Gizmos claimed: each one not collected in the game gives a reward now, to any Character: 2 Tinker dice, a quirk or a gadget rolled on the list you choose.',
      'Match report table.tablecoop',
      "Player 1's Tinker dice: 2 in the pool",
      "Player 2's Tinker dice: 4 in the pool",
      'Ada: still knocked down, rolls its recovery before the next game (K18)',
      'Cid (Data Mage) is killed and leaves the warband; player 2 makes a new Character to replace it before the next game',
      'Cid was the warband’s Foreman: it has no Foreman until a Character takes the Promotion upgrade (K16)',
      'Gizmos claimed: 2, each with a reward before the next game unless collected during it (KB 1261-1265)',
    ]);
  });

  it('phones that end either side of midnight write the same entry, dated by player 1’s End game (CI, 29 Nov 2026: the copies differed by their date)', () => {
    const { a, b } = played2();
    const [lateA, earlyB] = [6 * 3600 - 5, 6 * 3600 + 30]; // 23:59:55 and 00:00:30 UTC
    a.doc = recordGameResult(rules, played, a.doc, 'win', 'cleared the street', at(lateA), 'phonea');
    receive(b, send(a));
    b.doc = recordGameResult(rules, played, b.doc, 'win', 'cleared the street', at(earlyB), 'phoneb');
    const onB = written(write(b, savedCopy()));
    receive(a, send(b));
    const onA = written(write(a, savedCopy()));
    expect(lastEntry(onB).date).toBe('2026-11-29');
    expect(lastEntry(onA)).toEqual(lastEntry(onB));
  });

  it('a copy is written once: the same update opened again (or the page reloaded) writes nothing more', () => {
    const { a, b } = played2();
    a.doc = recordGameResult(rules, played, a.doc, 'loss', '', at(20), 'phonea');
    receive(b, send(a));
    b.doc = recordGameResult(rules, played, b.doc, 'loss', '', at(21), 'phoneb');
    const once = written(write(b, savedCopy()));
    expect(write(b, once)).toEqual({ kind: 'done' });
    receive(b, send(a));
    expect(write(b, once)).toEqual({ kind: 'done' });
  });

  it('a copy written before the result changed is not written again, and says so: player 2’s copy written as won, then both phones record a loss', () => {
    const { a, b } = played2();
    a.doc = recordGameResult(rules, played, a.doc, 'win', '', at(20), 'phonea');
    receive(b, send(a));
    b.doc = recordGameResult(rules, played, b.doc, 'win', '', at(21), 'phoneb');
    const onB = written(write(b, savedCopy()));
    expect(lastEntry(onB).title).toBe('Mission 1: Looting: won');
    // Player 1's phone undoes End game and records a loss; player 2's does the same, as the page advises.
    a.doc = undoStep(rules, played, a.doc, at(22), 'phonea')!.doc;
    a.doc = recordGameResult(rules, played, a.doc, 'loss', '', at(23), 'phonea');
    receive(b, send(a));
    b.doc = undoStep(rules, played, b.doc, at(24), 'phoneb')!.doc;
    b.doc = recordGameResult(rules, played, b.doc, 'loss', '', at(25), 'phoneb');
    expect(write(b, onB)).toEqual({
      kind: 'stale',
      said: 'This phone’s copy of “Two Cogs” was written with the result won before the result became lost, and a written game is not written twice: correct the warband in the builder (its Characters and campaign), and note the change in its campaign log.',
    });
    // The same copy with the result it was written with: nothing more to do.
    receive(a, send(b));
    expect(written(write(a, savedCopy())).log.at(-1)!.title).toBe('Mission 1: Looting: lost');
  });

  it('results that differ (player 1’s phone ended again with another) write nothing and say where to fix it', () => {
    const { a, b } = played2();
    a.doc = recordGameResult(rules, played, a.doc, 'win', '', at(20), 'phonea');
    receive(b, send(a));
    b.doc = recordGameResult(rules, played, b.doc, 'win', '', at(21), 'phoneb');
    a.doc = undoStep(rules, played, a.doc, at(22), 'phonea')!.doc;
    a.doc = recordGameResult(rules, played, a.doc, 'loss', '', at(23), 'phonea');
    receive(a, send(b));
    expect(write(a, savedCopy())).toEqual({ kind: 'differ', said: 'The two phones recorded different results, so the warband is not written: on Player 2’s phone, undo End game and record Player 1’s result again.' });
  });
});

describe('co-op End game: player 1’s copy written early when player 2’s phone will not end the game', () => {
  const early = (p: Phone, saved: Roster): CoopWrite<Roster> => coopWrite(rules, coop, played, p.link, p.doc, saved, rosterAfterGame, true);

  it('player 1’s phone, ended, writes its copy with player 2’s side as last heard, and its entry says so; their later End game writes nothing more', () => {
    const { a, b } = played2();
    a.doc = recordGameResult(rules, played, a.doc, 'win', '', at(20), 'phonea');
    expect(write(a, savedCopy()).kind).toBe('not-yet');
    const onA = written(early(a, savedCopy()));
    // Cid's death on player 2's phone had reached player 1's before it went quiet: he leaves the copy.
    expect(onA.characters.map((c) => c.name)).toEqual(['Ada', 'Bo', 'Dag']);
    expect([onA.tinkerDice, onA.tinkerDicePlayer2]).toEqual([2, 4]);
    expect(lastEntry(onA).title).toBe('Mission 1: Looting: won');
    expect(lastEntry(onA).changes.at(-1)).toBe(coopEarlyLine(coop));
    expect(coopEarlyLine(coop)).toBe('Written before Player 2’s phone ended the game: their Characters and Tinker dice as this phone last heard of them');
    // Player 2's End game comes after all: the copy holds the game already.
    receive(b, send(a));
    b.doc = recordGameResult(rules, played, b.doc, 'win', '', at(21), 'phoneb');
    receive(a, send(b));
    expect(write(a, onA)).toEqual({ kind: 'done' });
    expect(early(a, onA)).toEqual({ kind: 'done' });
  });

  it('is not offered before player 1’s End game, nor on player 2’s phone (the result is player 1’s, KB 467-468)', () => {
    const { a, b } = played2();
    expect(early(a, savedCopy()).kind).toBe('not-yet');
    a.doc = recordGameResult(rules, played, a.doc, 'win', '', at(20), 'phonea');
    receive(b, send(a));
    expect(early(b, savedCopy()).kind).toBe('not-yet');
    expect(coopWaitingLine(coop)).toMatch(/^Player 2’s phone has not ended the game yet/);
    expect(coopEarlyAsk(coop, 'Two Cogs')).toMatch(/^Write “Two Cogs” now\? It gets this game as End game writes it \(a killed Character leaves it/);
  });
});

describe('co-op End game in the Table Link panel: one report of the shared warband', () => {
  it('both phones show the same report, result and check code once each holds the other’s End game', () => {
    const { a, b } = played2();
    a.doc = recordGameResult(rules, played, a.doc, 'win', '', at(20), 'phonea');
    const onlyA = coopLinkedEnd(rules, coop, a.link, a.doc, played)!;
    expect([onlyA.agreement, onlyA.report.result.text]).toEqual(['mine-only', 'Player 1’s phone recorded that Two Cogs won; Player 2’s phone has not recorded it yet.']);
    expect(onlyA.said).toBe('Player 2’s phone has not recorded the result yet, or it has not reached this phone: show them your update, then open theirs once they have recorded it.');
    receive(b, send(a));
    expect(coopLinkedEnd(rules, coop, b.link, b.doc, played)!.said).toBe('Player 1’s phone has recorded the result: record it here too (End game, below the cards) and show them your update.');
    b.doc = recordGameResult(rules, played, b.doc, 'win', '', at(21), 'phoneb');
    receive(a, send(b));
    const [endA, endB] = [coopLinkedEnd(rules, coop, a.link, a.doc, played)!, coopLinkedEnd(rules, coop, b.link, b.doc, played)!];
    expect(endA.agreement).toBe('agree');
    expect(endA.code).toBe(endB.code);
    expect(endA.report.id).toBe('table.tablecoop');
    expect(endA.report.result.text).toBe('Both phones recorded it: Two Cogs won.');
    expect(endB.report.fates.filter((f) => f.fate !== IN_THE_GAME)).toEqual([
      { side: 'me', name: 'Ada', fate: 'Knocked down' },
      { side: 'me', name: 'Cid', fate: 'Out of the game' },
    ]);
  });
});

describe('player 2’s copy of the warband, kept when its phone joins the table', () => {
  const game = warbandGame(bookData());
  const library = () => {
    let n = 0;
    return new RosterLibrary(game, memoryStore(), { newId: () => `w${++n}`, tabId: 'tab', now: () => at(0) });
  };
  // What player 1's phone sends: its warband as played (no campaign log), named as that phone names it.
  const sent = (name: string) => asPlayed(game.rename(rules.parse(twoCogs), name), game);

  it('a saved warband that plays the same (whatever its name and log) is the copy: nothing new is saved', () => {
    const lib = library();
    const mine = lib.create(rules.parse(twoCogs));
    expect(keepShared(game, lib, sent('Two Cogs (received)'))).toBe(mine.id);
    expect(lib.getSnapshot().rosters).toHaveLength(1);
  });

  it('else the warband is kept as a received one, named once as received', () => {
    const lib = library();
    const id = keepShared(game, lib, sent('Two Cogs'));
    expect(lib.get(id!)?.roster.name).toBe('Two Cogs (received)');
    const again = library();
    expect(again.get(keepShared(game, again, sent('Two Cogs (received)'))!)?.roster.name).toBe('Two Cogs (received)');
  });

  it('a warband that cannot be read is not kept: the game joins with no copy, nothing crashes', () => {
    const lib = library();
    expect(keepShared(game, lib, { game: 'kuggkoping', version: 2, name: 'Broken', characters: 'none' })).toBeNull();
    expect(lib.getSnapshot().rosters).toHaveLength(0);
  });
});
