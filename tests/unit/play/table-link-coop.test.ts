/**
 * Table Link in co-op (issue 36, Kuggköping's co-op: KB 455-468 "Players control their own part of
 * the warband ... and have individual Tinker dice pools", "will face enemy models controlled by the
 * game"; RULINGS K11: two Characters per player). Property tests over random steps on both phones
 * and random delivery (duplicates, reordering, dropped codes) with the engine's seeded generator:
 * both phones converge on one game; each seat's Characters and Tinker dice are only ever its own
 * phone's; the enemy turn is only ever the starter's. Then the seats, the join and the words.
 */
import { describe, expect, it } from 'vitest';
import { at, tapWith, type Phone } from '../support/table-link-phones';
import { createRng, type Rng } from '../../../src/engine/rng';
import { kuggkopingPlay, TURN_SIDE_KEY } from '../../../src/games/kuggkoping/play';
import { kuggkopingCoop } from '../../../src/games/kuggkoping/coop-link';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import { newCharacter } from '../../../src/games/kuggkoping/roster-rules';
import { newGame, undoStep, type GameDoc, type PlayRules, type PlayState } from '../../../src/play';
import { coopOf, joinedLine, joinGame, joinLink, linkIntro, linkStatus, mergeUpdate, openUpdate, otherPlayer, startLink, updateFor, type LinkUpdate, type TableLink } from '../../../src/play/table-link';
import { coopSeatLine, coopState, seatOf, sharedInvite, tableOwnerLine, theirCardLine } from '../../../src/play/table-link-coop';
import { tableFromText, tableHash } from '../../../src/play/table-link-format';
import { coopWarband, cogRats, twoCogs } from '../support/kuggkoping-warbands';

const rules = { ...kuggkopingPlay(bookData()), coop: kuggkopingCoop } as unknown as PlayRules<unknown>;
const coop = kuggkopingCoop as unknown as NonNullable<PlayRules<unknown>['coop']>;

const roster = rules.parse(twoCogs);
const SEAT = [1, 1, 2, 2] as const;

const tap = tapWith(rules);

/**
 * A random step on a phone. Each phone mostly changes its own seat, but sometimes taps the other
 * seat's Character or pool, or writes an enemy turn of its own: the view offers none of that on
 * the seat-2 phone, and the tests show it would never be shown anyway.
 */
function randomStep(p: Phone, rng: Rng): void {
  const r = rng.int(1, 12);
  const model = rng.int(0, 3);
  if (r <= 4) tap(p, { kind: 'damage', model, by: rng.int(-1, 2) });
  else if (r === 5) tap(p, { kind: 'status', model, status: rng.shuffle(['activated', 'down', 'out'] as const)[0]!, on: rng.int(0, 1) === 1 });
  else if (r === 6) tap(p, { kind: 'counter', model: null, id: rng.int(0, 1) ? 'tinker' : 'tinker2', by: rng.int(-1, 1) });
  else if (r === 7) tap(p, { kind: 'counter', model: null, id: 'gizmos', by: 1 });
  else if (r === 8) tap(p, { kind: 'next-round', from: p.doc.state.round });
  else if (r === 9) tap(p, { kind: 'patch', patch: { own: { [TURN_SIDE_KEY]: { by: p.link.me, n: p.clock } } } });
  else {
    p.clock++;
    const back = undoStep(rules, rules.parse(p.doc.roster), p.doc, at(p.clock), p.link.me);
    if (back) p.doc = back.doc;
  }
}

/** A co-op table: A started it with Two Cogs (seat 1); B opened A's first link and joined as player 2. */
function table(): { a: Phone; b: Phone; invite: LinkUpdate } {
  const a: Phone = { doc: newGame(rules, twoCogs, null, at(0)) as GameDoc, link: startLink('kuggkoping', 'phonea', 'table1'), clock: 0 };
  const invite = updateFor(rules, a.link, a.doc, a.doc.roster);
  const joined = joinLink(rules, invite, 'phoneb');
  if (!joined.ok) throw new Error(joined.error);
  const b: Phone = { doc: joinGame(rules, joined.link, invite.side.roster, null, at(1), 'phoneb'), link: joined.link, clock: 1 };
  return { a, b, invite };
}

const send = (p: Phone): LinkUpdate => {
  const read = tableFromText(`https://example.org/kuggkoping/play/${tableHash(updateFor(rules, p.link, p.doc, p.doc.roster))}`);
  if (!read?.ok) throw new Error(read ? read.error : 'no update');
  return read.update;
};

const shown = (p: Phone): PlayState => coopOf(rules, roster, p.link, p.doc.state)!.state;

/** What a phone owns in the game it shows is exactly its own side's: its seat's Characters and Tinker dice (and, on the starter's, the table's part). */
function expectOwnSide(p: Phone): void {
  const s = shown(p);
  const seat = seatOf(p.link);
  SEAT.forEach((owner, i) => {
    if (owner === seat) expect(s.models[i]).toEqual(p.doc.state.models[i]);
  });
  const pool = seat === 1 ? 'tinker' : 'tinker2';
  expect(s.counters[pool]).toBe(p.doc.state.counters[pool]);
  if (seat === 1) {
    expect(s.own).toEqual(p.doc.state.own);
    expect(s.counters.gizmos).toBe(p.doc.state.counters.gizmos);
  }
}

function receive(p: Phone, u: LinkUpdate): void {
  const before = JSON.stringify(p.doc);
  const m = mergeUpdate(rules, p.link, u);
  if (!m.ok) throw new Error(m.error);
  p.link = m.link;
  expect(JSON.stringify(p.doc)).toBe(before);
  expectOwnSide(p);
}

describe('Table Link co-op: both phones converge (property tests, seeded)', () => {
  it.each(Array.from({ length: 20 }, (_, i) => `coop-${i}`))('random steps on both phones, codes duplicated, reordered and dropped: one game on both, each seat from its own phone, the enemy turn from the starter (%s)', (seed) => {
    const rng = createRng(seed);
    const { a, b } = table();
    const toA: LinkUpdate[] = [];
    const toB: LinkUpdate[] = [];
    for (let i = 0; i < 160; i++) {
      const r = rng.int(1, 10);
      if (r <= 3) randomStep(a, rng);
      else if (r <= 6) randomStep(b, rng);
      else if (r === 7) toB.push(send(a));
      else if (r === 8) toA.push(send(b));
      else if (r === 9 && toB.length > 0) receive(b, toB[rng.int(0, toB.length - 1)]!);
      else if (toA.length > 0) receive(a, toA[rng.int(0, toA.length - 1)]!);
      if (rng.int(1, 20) === 1) toA.length = 0;
      expectOwnSide(a);
      expectOwnSide(b);
    }
    for (let k = 0; k < 2; k++) {
      receive(b, send(a));
      receive(a, send(b));
    }
    const sa = shown(a);
    expect(shown(b)).toEqual(sa);
    // KB 461-462: each seat's Characters and Tinker dice pool as its own phone keeps them.
    SEAT.forEach((seat, i) => expect(sa.models[i]).toEqual((seat === 1 ? a : b).doc.state.models[i]));
    expect(sa.counters.tinker).toBe(a.doc.state.counters.tinker);
    expect(sa.counters.tinker2).toBe(b.doc.state.counters.tinker2);
    // The enemy turn (and the warband's Gizmos) only from the phone that started the game, whatever B wrote.
    expect(sa.own).toEqual(a.doc.state.own);
    expect(sa.counters.gizmos).toBe(a.doc.state.counters.gizmos);
    expect(sa.round).toBe(Math.max(a.doc.state.round, b.doc.state.round));
  });

  it.each(Array.from({ length: 10 }, (_, i) => `pair-${i}`))('merging a co-op update is idempotent and commutative: the same game shown (%s)', (seed) => {
    const rng = createRng(seed);
    const { a, b } = table();
    const updates: LinkUpdate[] = [];
    for (let i = 0; i < 60; i++) {
      randomStep(b, rng);
      if (rng.int(1, 4) === 1) updates.push(send(b));
      if (rng.int(1, 5) === 1) {
        const m = mergeUpdate(rules, b.link, send(a));
        if (m.ok) b.link = m.link;
      }
    }
    updates.push(send(b));
    const [u, v] = [updates[rng.int(0, updates.length - 1)]!, updates[rng.int(0, updates.length - 1)]!];
    const merge = (link: TableLink, x: LinkUpdate) => {
      const m = mergeUpdate(rules, link, x);
      if (!m.ok) throw new Error(m.error);
      return m.link;
    };
    const view = (link: TableLink) => coopOf(rules, roster, link, a.doc.state)!.state;
    const once = merge(a.link, u);
    expect(view(merge(once, u))).toEqual(view(once));
    expect(view(merge(merge(a.link, u), v))).toEqual(view(merge(merge(a.link, v), u)));
  });
});

describe('Table Link co-op: seats', () => {
  it('the starter is player 1 and runs the enemy turn; the phone that joined is player 2 (KB 461-462)', () => {
    const { a, b } = table();
    receive(a, send(b));
    const va = coopOf(rules, roster, a.link, a.doc.state)!;
    const vb = coopOf(rules, roster, b.link, b.doc.state)!;
    expect([va.seat, va.runsTable, [...va.theirModels], [...va.theirCounters]]).toEqual([1, true, [2, 3], ['tinker2']]);
    expect([vb.seat, vb.runsTable, [...vb.theirModels], [...vb.theirCounters]]).toEqual([2, false, [0, 1], ['tinker', 'gizmos']]);
    expect(va.problem).toBeNull();
  });

  it('the mission and its score are the starter’s phone’s (the table’s part): read-only on player 2’s phone, not on player 1’s', () => {
    const { a, b } = table();
    receive(a, send(b));
    const withMission = { ...rules, battle: { noun: 'mission' } } as unknown as PlayRules<unknown>;
    expect([coopOf(withMission, roster, a.link, a.doc.state)!.battleLine, coopOf(withMission, roster, b.link, b.doc.state)!.battleLine]).toEqual([null, 'The mission and its score are changed on Player 1’s phone (the phone that started the game): shown here as its last update, to read only.']);
  });

  it('each player’s own Tinker dice pool starts as saved: 3 for player 1, 5 for player 2 (KB 462, 964-965)', () => {
    const { a, b } = table();
    receive(a, send(b));
    expect([shown(a).counters.tinker, shown(a).counters.tinker2]).toEqual([3, 5]);
  });

  it('B’s hit on its own Character shows on A after the update; A’s tap on B’s Character never shows', () => {
    const { a, b } = table();
    tap(b, { kind: 'damage', model: 2, by: 1 });
    tap(a, { kind: 'damage', model: 3, by: 2 });
    tap(a, { kind: 'damage', model: 0, by: 1 });
    receive(a, send(b));
    receive(b, send(a));
    expect(shown(a).models.map((m) => m.damage)).toEqual([1, 0, 1, 0]);
    expect(shown(b).models.map((m) => m.damage)).toEqual([1, 0, 1, 0]);
  });

  it('the enemy turn is the starter’s: B sees A’s turn as A last sent it, never its own', () => {
    const { a, b } = table();
    tap(a, { kind: 'patch', patch: { own: { [TURN_SIDE_KEY]: { from: 'a', n: 1 } } } });
    tap(b, { kind: 'patch', patch: { own: { [TURN_SIDE_KEY]: { from: 'b' } } } });
    expect(shown(b).own).toBeUndefined(); // A's, as of its first link (it had none yet): never B's own
    receive(b, send(a));
    expect(shown(b).own).toEqual({ [TURN_SIDE_KEY]: { from: 'a', n: 1 } });
    tap(a, { kind: 'patch', patch: { own: { [TURN_SIDE_KEY]: { from: 'a', n: 2 } } } });
    const newer = send(a);
    receive(b, newer);
    receive(b, newer);
    expect(shown(b).own).toEqual({ [TURN_SIDE_KEY]: { from: 'a', n: 2 } });
  });

  it('with no side of theirs yet the phone shows its own game as it stands', () => {
    const { a } = table();
    expect(coopOf(rules, roster, a.link, a.doc.state)!.state).toBe(a.doc.state);
    expect(coopState(coop, roster, a.link, a.doc.state, null)).toBe(a.doc.state);
  });

  it('a solo warband, or a game with no link, is no co-op table', () => {
    const solo = rules.parse(cogRats());
    const { a } = table();
    expect(coopOf(rules, solo, a.link, a.doc.state)).toBeNull();
    expect(coopOf(rules, roster, null, a.doc.state)).toBeNull();
  });

  it('a co-op invite joins with its own warband; a solo one asks for a roster of this phone', () => {
    const { invite, b } = table();
    expect(sharedInvite(rules, invite)).toBe(true);
    expect(b.doc.roster).toEqual(invite.side.roster);
    expect(b.doc.rosterId).toBeNull();
    const solo = updateFor(rules, startLink('kuggkoping', 'phonec', 'table2'), newGame(rules, cogRats(), null, at(0)) as GameDoc, cogRats());
    expect(sharedInvite(rules, solo)).toBe(false);
    expect(sharedInvite(rules, { ...invite, side: { ...invite.side, roster: { nonsense: true } } })).toBe(false);
  });

  it('a phone that plays another warband at the table is not mixed in: a clear message', () => {
    const { a } = table();
    const other = coopWarband('Odd Cogs', [['The Grid Company', 'Server stack', 'Distracted'], ['Ball Pointers', 'Burly', 'Under pressure']], [3, 3], [newCharacter('Eve', 'Gofer', 1, true), newCharacter('Fay', 'Gofer', 2, true)]);
    const invite = updateFor(rules, a.link, a.doc, a.doc.roster);
    const joined = joinLink(rules, invite, 'phoneb');
    if (!joined.ok) throw new Error(joined.error);
    const b: Phone = { doc: newGame(rules, other, null, at(1)) as GameDoc, link: joined.link, clock: 1 };
    const m = mergeUpdate(rules, a.link, send(b));
    if (!m.ok) throw new Error(m.error);
    const v = coopOf(rules, roster, m.link, a.doc.state)!;
    expect(v.problem).toBe('Their phone plays another warband than this one, so their side is not shown: join the table again with the warband from the starter’s link.');
    expect(v.state).toBe(a.doc.state);
  });
});

describe('Table Link co-op: words', () => {
  it('each phone says whose it is, and the other phone says where the enemy turn runs', () => {
    const { a, b } = table();
    receive(a, send(b));
    expect(coopSeatLine(coop, coopOf(rules, roster, a.link, a.doc.state)!)).toBe('Co-op: this phone is Player 1’s. It changes Player 1’s Characters and Tinker dice and runs the enemy turn; Player 2’s come from their phone.');
    expect(coopSeatLine(coop, coopOf(rules, roster, b.link, b.doc.state)!)).toBe('Co-op: this phone is Player 2’s. It changes Player 2’s Characters and Tinker dice; Player 1’s come from their phone.');
    expect(tableOwnerLine(coop, true)).toBe('The enemy turn runs on Player 1’s phone (the phone that started the game): shown here as its last update, to read only. Enter a hit on an enemy on that phone.');
    expect(theirCardLine(coop, 2)).toBe('Player 1’s, as their phone last sent it: changed only on their phone.');
  });

  it('the panel speaks of the other player, never of an opponent: both players win or lose together (KB 467-468)', () => {
    const { a, b } = table();
    expect([otherPlayer(rules, roster, a.link), otherPlayer(rules, roster, b.link), otherPlayer(rules, rules.parse(cogRats()), a.link)]).toEqual(['Player 2', 'Player 1', 'your opponent']);
    expect(linkIntro('warband', coop)).toBe(
      'Both phones on one game, with no network: this phone shows a code (and a link) of this warband; your partner’s phone opens it, joins as Player 2 and shows you its code back. Each phone keeps its own player’s part; the other player’s changes only by the updates you exchange.',
    );
    expect(linkStatus(a.link, a.doc, coop)).toBe('Show your link to Player 2: their phone opens it, joins with this roster and shows you its link back.');
    expect(linkStatus(b.link, b.doc, coop)).toBe('You have changes Player 1’s phone has not confirmed: show them your update.');
    expect(joinedLine('Two Cogs', 'warband', true)).toBe('Joined the table of Two Cogs: show them your link back (Link with my partner).');
    // A's own code opened on A, and B's update merged on A: the other phone is named by its seat.
    const games = [{ id: 'g1', doc: { ...a.doc, link: a.link }, link: a.link }];
    expect(openUpdate(rules, games, send(a))).toEqual({ kind: 'error', said: 'This is this phone’s own code: show it to Player 2’s phone instead.' });
    expect(openUpdate(rules, games, send(b))).toMatchObject({ kind: 'merge', said: 'Merged Player 2’s update.' });
  });
});
