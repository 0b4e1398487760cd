/**
 * Mind link at a co-op table on two phones (issue 36; Kuggköping KB 833-834: when a Character is
 * killed, a random friendly Character is knocked down at once). The pick is among every Character
 * of the warband still standing, both players' (one warband: KB 455-468, "win or lose together");
 * a pick of the other player's Character is not written on the picking phone but carried by its
 * update, and applied on the owner's phone with one tap, once: the same update merged twice, a
 * reload, or the other phone's next update never ask again; Undo asks again. The picks below are the
 * seeded roller's (`createRng('<seed>/mind-link')`): with Bo, Cid and Dag standing, seed s4 picks
 * Cid, s1 Bo; with two standing, s2 picks the first.
 */
import { describe, expect, it } from 'vitest';
import { at, tapWith, type Phone } from '../support/table-link-phones';
import { applyMindLink } from '../../../src/games/kuggkoping/mind-link';
import { applyKill, kuggkopingPlay, MIND_LINK_BY, MIND_LINK_ON, mindLinksDue, MORTIS_USED } from '../../../src/games/kuggkoping/play';
import { kuggkopingCoop, mindLinkWaitsLine } from '../../../src/games/kuggkoping/coop-link';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import { parseRoster, type Roster } from '../../../src/games/kuggkoping/roster-format';
import { act, newGame, setStatus, startState, undoStep, type GameDoc, type PlayRules, type PlayState, readyToEnd } from '../../../src/play';
import { coopOf, joinGame, joinLink, mergeUpdate, startLink, updateFor, type LinkUpdate } from '../../../src/play/table-link';
import { linkOf, tableFromText, tableHash } from '../../../src/play/table-link-format';
import { linkedCogs } from '../support/kuggkoping-warbands';
import { activationToolData } from '../tools/tool-data';
import type { TurnData } from '../../../src/games/kuggkoping/turn';
import { warbandCharacters } from '../../../src/games/kuggkoping/play-turn';

const book = bookData();
const turnData = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;
const kk = await readyToEnd(kuggkopingPlay(book));
const rules = { ...kk, coop: kuggkopingCoop } as unknown as PlayRules<unknown>;

const roster: Roster = parseRoster(linkedCogs);
const [ADA, BO, CID, DAG] = [0, 1, 2, 3];
const P2 = new Set([CID, DAG]);

const tap = tapWith(rules);

function table(): { a: Phone; b: Phone } {
  const a: Phone = { doc: newGame(rules, linkedCogs, null, at(0)) as GameDoc, link: startLink('kuggkoping', 'phonea', 'table1'), clock: 0 };
  const invite = updateFor(rules, a.link, a.doc, a.doc.roster);
  const joined = joinLink(rules, invite, 'phoneb');
  if (!joined.ok) throw new Error(joined.error);
  const b: Phone = { doc: joinGame(rules, joined.link, invite.side.roster, null, at(1), 'phoneb'), link: joined.link, clock: 1 };
  return { a, b };
}

/** A phone's update, through its link's text as a player sends it. */
const send = (p: Phone): LinkUpdate => {
  const read = tableFromText(`https://example.org/kuggkoping/play/${tableHash(updateFor(rules, p.link, p.doc, p.doc.roster))}`);
  if (!read?.ok) throw new Error(read ? read.error : 'no update');
  return read.update;
};
const receive = (p: Phone, u: LinkUpdate): boolean => {
  const m = mergeUpdate(rules, p.link, u);
  if (!m.ok) throw new Error(m.error);
  p.link = m.link;
  p.doc = { ...p.doc, link: m.link };
  return m.changed;
};
const shown = (p: Phone): PlayState => coopOf(rules, roster, p.link, p.doc.state)!.state;
/** A step of the game's own (WarbandRolls' `run`): the change made on the phone's own state. */
const run = (p: Phone, text: string, change: (s: PlayState) => PlayState) => {
  p.clock++;
  p.doc = act(p.doc, text, change(p.doc.state), at(p.clock), p.link.me);
};
/** Ada killed on A's phone and her death applied as WarbandRolls applies it: the pick among the game A shows, player 2's Characters left to B. */
function killAda(a: Phone, seed: string): string[] {
  tap(a, { kind: 'status', model: ADA, status: 'out', on: true });
  const t = { shown: shown(a), theirs: P2 };
  const { words } = applyKill(roster, book, ADA, shown(a), seed, t);
  run(a, `Ada killed: ${words.join('; ')}`, (s) => applyKill(roster, book, ADA, s, seed, t).state);
  return words;
}

describe('KB 833-834 Mind link on one phone (no table): applied at once, nothing left due', () => {
  it('seed s4 knocks Cid down in the same step, marked picked and applied', () => {
    const s = applyKill(roster, book, ADA, setStatus(startState(kk, roster), ADA, { out: true }), 's4');
    expect(s.words).toEqual(['Mind link: Cid is knocked down (seed s4/mind-link)']);
    expect(s.state.models[CID]!.down).toBe(true);
    expect(s.state.models[ADA]!.flags[`${MIND_LINK_ON}${CID}`]).toBe(true);
    expect(s.state.models[CID]!.flags[`${MIND_LINK_BY}${ADA}`]).toBe(true);
    expect(mindLinksDue(s.state)).toEqual([]);
  });
});

describe('mindLinksDue on a damaged or hostile state: marks that name no Character are no pick', () => {
  it('a mark of a Character not in the game, not a number, its own index, or on a Character not out is ignored', () => {
    const s = setStatus(startState(kk, roster), ADA, { out: true });
    const marked = (flags: Record<string, boolean>, out = true): PlayState => ({ ...s, models: s.models.map((m, i) => (i === ADA ? { ...m, out, flags } : m)) });
    expect(mindLinksDue(marked({ [`${MIND_LINK_ON}9`]: true, [`${MIND_LINK_ON}x`]: true, [`${MIND_LINK_ON}-1`]: true, [`${MIND_LINK_ON}1.5`]: true, [`${MIND_LINK_ON}0`]: true, [`${MIND_LINK_ON}2`]: false }))).toEqual([]);
    expect(mindLinksDue(marked({ [`${MIND_LINK_ON}2`]: true }, false))).toEqual([]);
    expect(mindLinksDue(marked({ [`${MIND_LINK_ON}2`]: true }))).toEqual([{ killed: ADA, friend: CID }]);
  });
});

describe('KB 833-834 Mind link at a co-op table on two phones (issue 36)', () => {
  it('the picking phone leaves the other player’s Character to its phone, and says so on the card', () => {
    const { a } = table();
    const words = killAda(a, 's4');
    expect(words).toEqual(['Mind link: Cid is knocked down (seed s4/mind-link); on Player 2’s phone once they apply it']);
    // A's own game changes Ada only; Cid is player 2's, so A's phone does not write him.
    expect(a.doc.state.models[CID]!.down).toBe(false);
    expect(shown(a).models[CID]!.down).toBe(false);
    expect(mindLinksDue(shown(a))).toEqual([{ killed: ADA, friend: CID }]);
    // The enemy turn on A treats Cid as knocked down already (KB 833-834: at once; K17: he keeps his place).
    expect(warbandCharacters(roster, shown(a), turnData).find((c) => c.name === 'Cid')!.down).toBe(true);
    expect(warbandCharacters(roster, shown(a), turnData).find((c) => c.name === 'Bo')!.down).toBeFalsy();
    // The card of Cid on A (player 2's, shown to read only) says so after the line of whose it is.
    expect(coopOf(rules, roster, a.link, a.doc.state)!.cardLines).toEqual({
      [CID]: 'Player 2’s, as their phone last sent it: changed only on their phone. Knocked down by Mind link (Ada was killed): on Player 2’s phone once they apply it, under Rolls for the warband.',
      [DAG]: 'Player 2’s, as their phone last sent it: changed only on their phone.',
    });
  });

  it('a pick of one’s own Character is applied at once on the picking phone (seed s1: Bo)', () => {
    const { a } = table();
    expect(killAda(a, 's1')).toEqual(['Mind link: Bo is knocked down (seed s1/mind-link)']);
    expect(a.doc.state.models[BO]!.down).toBe(true);
    expect(mindLinksDue(shown(a))).toEqual([]);
  });

  it('KB 2372-2375: on the owner’s phone, a Mortis device stands the Character back up with 1 grit and is used', () => {
    const withMortis = parseRoster({ ...linkedCogs, characters: linkedCogs.characters.map((c, i) => (i === CID ? { ...(c as object), upgrades: ['Mortis device'] } : c)) });
    const s = setStatus(startState(kk, withMortis), ADA, { out: true });
    const marked = { ...s, models: s.models.map((m, i) => (i === ADA ? { ...m, flags: { ...m.flags, [`${MIND_LINK_ON}${CID}`]: true } } : m)) };
    const applied = applyMindLink(withMortis, book, marked, { killed: ADA, friend: CID });
    expect(applied.words).toBe('Player 1’s Mind link: Cid is knocked down (Ada was killed); its Mortis device is discarded and stands it back up with 1 grit');
    const cid = applied.state.models[CID]!;
    expect(cid.down).toBe(false);
    expect(cid.counters[MORTIS_USED]).toBe(1);
    expect(kk.maxDamage!(withMortis, CID, applied.state)! - cid.damage).toBe(1);
    expect(mindLinksDue(applied.state)).toEqual([]);
  });

  it('the owner’s phone gets it from the update, applies it once: merged twice, reloaded, or after the other phone’s next update, it is not asked again; Undo asks again', () => {
    const { a, b } = table();
    killAda(a, 's4');
    const u = send(a);
    expect(receive(b, u)).toBe(true);
    const due = mindLinksDue(shown(b));
    expect(due).toEqual([{ killed: ADA, friend: CID }]);
    // The same update again: nothing changes, still one knock-down due.
    expect(receive(b, u)).toBe(false);
    expect(mindLinksDue(shown(b))).toEqual(due);
    const applied = applyMindLink(roster, book, b.doc.state, due[0]!);
    expect(applied.words).toBe('Player 1’s Mind link: Cid is knocked down (Ada was killed)');
    run(b, applied.words, (s) => applyMindLink(roster, book, s, due[0]!).state);
    expect(b.doc.state.models[CID]!.down).toBe(true);
    expect(shown(b).models[CID]!.down).toBe(true);
    expect(mindLinksDue(shown(b))).toEqual([]);
    // Player 1's update merged again, and a newer one: nothing more is due, Cid stays down (not down twice: a status).
    receive(b, u);
    tap(a, { kind: 'damage', model: BO, by: 1 });
    receive(b, send(a));
    expect(mindLinksDue(shown(b))).toEqual([]);
    expect(shown(b).models[CID]!.down).toBe(true);
    // A reload: the saved game read back.
    const saved = JSON.parse(JSON.stringify(b.doc)) as GameDoc;
    expect(mindLinksDue(coopOf(rules, roster, linkOf(saved)!, saved.state)!.state)).toEqual([]);
    // B's update on A: Cid down there too, and the card's note is gone.
    receive(a, send(b));
    expect(shown(a).models[CID]!.down).toBe(true);
    expect(mindLinksDue(shown(a))).toEqual([]);
    expect(coopOf(rules, roster, a.link, a.doc.state)!.cardLines[CID]).toBe('Player 2’s, as their phone last sent it: changed only on their phone.');
    // Undo on B takes the knock-down back like any step: Cid stands and it is due again.
    const back = undoStep(rules, roster, b.doc, at(++b.clock), b.link.me)!;
    b.doc = back.doc;
    expect(back.undone).toBe('Player 1’s Mind link: Cid is knocked down (Ada was killed)');
    expect(b.doc.state.models[CID]!.down).toBe(false);
    expect(mindLinksDue(shown(b))).toEqual([{ killed: ADA, friend: CID }]);
  });

  it('the owner’s Character already knocked down (or out) by then: nothing changes, the tap only marks it seen', () => {
    const { a, b } = table();
    killAda(a, 's4');
    tap(b, { kind: 'status', model: CID, status: 'down', on: true });
    receive(b, send(a));
    const due = mindLinksDue(shown(b));
    expect(due).toEqual([{ killed: ADA, friend: CID }]);
    const seen = applyMindLink(roster, book, b.doc.state, due[0]!);
    expect(seen.words).toBe('Player 1’s Mind link: Cid is already knocked down: nothing changes (Ada was killed)');
    expect(seen.state.models[CID]).toEqual({ ...b.doc.state.models[CID]!, flags: { ...b.doc.state.models[CID]!.flags, [`${MIND_LINK_BY}${ADA}`]: true } });
    const out = setStatus(b.doc.state, CID, { down: false, out: true });
    const gone = applyMindLink(roster, book, out, due[0]!);
    expect(gone.words).toBe('Player 1’s Mind link: Cid is already out of the game: nothing changes (Ada was killed)');
    expect([gone.state.models[CID]!.down, gone.state.models[CID]!.out]).toEqual([false, true]);
  });

  it('the picking phone takes the kill back (Undo): nothing is due on either phone', () => {
    const { a, b } = table();
    killAda(a, 's4');
    receive(b, send(a));
    a.doc = undoStep(rules, roster, a.doc, at(++a.clock), a.link.me)!.doc;
    receive(b, send(a));
    expect(mindLinksDue(shown(b))).toEqual([]);
  });

  it('a Character picked and not applied yet counts as knocked down for the next Mind link (seed s2 of [Cid, Dag] would pick Cid again)', () => {
    const { a } = table();
    killAda(a, 's4');
    tap(a, { kind: 'status', model: BO, status: 'out', on: true });
    const t = { shown: shown(a), theirs: P2 };
    const bo = applyKill(roster, book, BO, shown(a), 's2', t);
    expect(bo.words).toEqual(['Mind link: Dag is knocked down (seed s2/mind-link); on Player 2’s phone once they apply it']);
    run(a, 'Bo killed', (s) => applyKill(roster, book, BO, s, 's2', t).state);
    expect(mindLinksDue(shown(a))).toEqual([
      { killed: ADA, friend: CID },
      { killed: BO, friend: DAG },
    ]);
  });

  it('End game with the knock-down still waiting on its phone: the warband lists Cid for his recovery all the same (K18)', () => {
    const { a, b } = table();
    killAda(a, 's4');
    receive(a, send(b));
    const back = kk.writeBack!(roster, roster, shown(a), 'loss');
    expect(back.changes).toContain('Cid: still knocked down, rolls its recovery before the next game (K18)');
    expect(back.changes.some((c) => c.startsWith('Dag: still knocked down'))).toBe(false);
  });

  it('the waiting line names the owner of the Character picked', () => {
    expect(mindLinkWaitsLine(roster, { killed: CID, friend: ADA })).toBe('Knocked down by Mind link (Cid was killed): on Player 1’s phone once they apply it, under Rolls for the warband.');
  });
});
