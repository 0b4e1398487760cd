/**
 * Negative feedback in the Kuggköping play view (a Chart Glyphs trait, KB 829-831: "For each Grit a
 * Character removes, roll 1 D6; on a 1, another random friendly Character receives 1 damage"). Grit
 * lost by a Character of a player with the trait is owed a D6 each as it is lost; Rolls for the
 * warband rolls them (or takes the count of 1s rolled at the table), and each 1 gives 1 damage to
 * another Character standing, picked with the seeded roller, which receives it as the book receives
 * damage (KB 1607-1635, K3): a defence die, saved at its defence or more, 2 grit lost on a 1. Our
 * reading (no ruling): the pick is among the others still standing (a knocked-down one has no grit to
 * lose), the site rolls that defence die with the same seed, and the grit lost is owed its own D6 when
 * its player has the trait.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { applyFeedback } from '../../../src/games/kuggkoping/negative-feedback';
import { FEEDBACK_DUE, feedbacksDue, kuggkopingPlay, warbandRollDue, type KuggkopingOwn } from '../../../src/games/kuggkoping/play';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import { parseRoster, type Roster } from '../../../src/games/kuggkoping/roster-format';
import { act, newGame, setStatus, startState, take, undoStep, type GameDoc, type PlayState } from '../../../src/play';
import { cogRats, coopWarband } from '../support/kuggkoping-warbands';
import { characterView, newCharacter } from '../../../src/games/kuggkoping/roster-rules';

const book = bookData();
const kk = kuggkopingPlay(book);
const glyphs = { player: 1, faction: 'The Chart Glyphs', positive: 'Hive mind', negative: 'Negative feedback' };
/** The Cog Rats aligned to The Chart Glyphs: Olga (Crack Shot), Knut (Knuckle Buster), Greta (Grenadier). */
const json = { ...cogRats(), name: 'Feedback Rats', alignments: [glyphs] };
const roster: Roster = parseRoster(json);
const plain: Roster = parseRoster(cogRats());
const [OLGA, KNUT, GRETA] = [0, 1, 2];
const at = (n: number) => new Date(Date.UTC(2026, 10, 30, 12, 0, n));

const owed = (s: PlayState, i: number) => s.models[i]!.counters[FEEDBACK_DUE] ?? 0;
/** Olga (Crack Shot) and Greta (Grenadier) defend on 5+ (a test pins them). */
const DEFENCE: Record<number, number> = { 0: 5, 2: 5 };

/** What the seed `<seed>/feedback/<k>` does with `standing` to pick from: who, the defence die, and the grit lost (K3). */
function expected(seed: string, k: number, standing: readonly number[]) {
  const rng = createRng(`${seed}/feedback/${k}`);
  const friend = standing[rng.int(0, standing.length - 1)]!;
  const face = rng.die(6);
  const lost = face === 1 ? 2 : face >= DEFENCE[friend]! ? 0 : 1;
  return { friend, face, lost, name: roster.characters[friend]!.name };
}
/** The first seed `s0`, `s1`, … whose pick (from `standing`) rolls a defence die that `want` accepts. */
function seedWhere(standing: readonly number[], want: (e: ReturnType<typeof expected>) => boolean): string {
  for (let i = 0; i < 500; i++) if (want(expected(`s${i}`, 0, standing))) return `s${i}`;
  throw new Error('no such seed');
}
const damage = (doc: GameDoc<KuggkopingOwn>, model: number, by: number, n = 1): GameDoc<KuggkopingOwn> => take(kk, roster, doc, { kind: 'damage', model, by }, `damage ${by}`, at(n));

describe('KB 829-831: grit lost is owed a D6 each, as it is lost', () => {
  it('a hit of 2 on Knut owes 2 D6; a heal does not take them back; the card says so; without the trait nothing is owed', () => {
    let doc = newGame(kk, json, null, at(0));
    doc = damage(doc, KNUT, 2);
    expect(owed(doc.state, KNUT)).toBe(2);
    expect(feedbacksDue(doc.state)).toEqual([{ index: KNUT, dice: 2 }]);
    expect(warbandRollDue(roster, doc.state)).toBe(true);
    expect(kk.notes!(roster, KNUT, doc.state)).toContain('Negative feedback: roll 2 D6 for the grit it lost, under Rolls for the warband (on a 1 another Character takes 1 damage).');
    doc = damage(doc, KNUT, -1, 2);
    expect(owed(doc.state, KNUT)).toBe(2);
    // The Scribes' warband has no Negative feedback: grit lost owes nothing.
    const other = take(kk, plain, newGame(kk, cogRats(), null, at(0)), { kind: 'damage', model: KNUT, by: 2 }, 'damage', at(1));
    expect(feedbacksDue(other.state)).toEqual([]);
    expect(warbandRollDue(plain, other.state)).toBe(false);
  });

  it('Undo of the hit takes the dice owed back with it', () => {
    let doc = newGame(kk, json, null, at(0));
    doc = damage(doc, KNUT, 1);
    expect(owed(doc.state, KNUT)).toBe(1);
    doc = undoStep(kk, roster, doc, at(2))!.doc;
    expect(feedbacksDue(doc.state)).toEqual([]);
  });
});

describe('KB 829-831: the dice rolled, and each 1 a point of damage on another Character standing', () => {
  // Knut (4 grit) loses `by`; the others are Olga (2 grit) and Greta (3).
  const hit = (by: number): PlayState => damage(newGame(kk, json, null, at(0)), KNUT, by).state;

  it('no 1 typed: the dice are cleared and no one takes damage', () => {
    const r = applyFeedback(roster, book, KNUT, hit(2), { ones: 0, seed: 'x' });
    expect(r.words).toEqual(['Negative feedback for Knut’s 2 grit lost: 0 of 2 dice rolled a 1', 'no one else takes damage']);
    expect(feedbacksDue(r.state)).toEqual([]);
    expect(r.state.models.map((m) => m.damage)).toEqual([0, 2, 0]);
  });

  it('the defences the picks roll against: Olga 5+, Greta 5+', () => {
    expect(characterView(roster, OLGA, book).defence!.defence).toBe(5);
    expect(characterView(roster, GRETA, book).defence!.defence).toBe(5);
  });

  it('one 1 typed: the Character picked rolls its defence; a failed die loses 1 grit and owes its own D6 (same trait)', () => {
    const seed = seedWhere([OLGA, GRETA], (e) => e.lost === 1);
    const e = expected(seed, 0, [OLGA, GRETA]);
    const r = applyFeedback(roster, book, KNUT, hit(2), { ones: 1, seed });
    expect(r.words).toEqual(['Negative feedback for Knut’s 2 grit lost: 1 of 2 dice rolled a 1', `${e.name} takes 1 damage (seed ${seed}/feedback/0): defence die ${e.face} against ${DEFENCE[e.friend]}+: 1 grit lost`]);
    expect(r.state.models[e.friend]!.damage).toBe(1);
    expect(r.state.models[KNUT]!.damage).toBe(2);
    expect(feedbacksDue(r.state)).toEqual([{ index: e.friend, dice: 1 }]);
  });

  it('a defence die at the defence or more saves it: no grit lost, nothing owed', () => {
    const seed = seedWhere([OLGA, GRETA], (e) => e.lost === 0);
    const e = expected(seed, 0, [OLGA, GRETA]);
    const r = applyFeedback(roster, book, KNUT, hit(2), { ones: 1, seed });
    expect(r.words[1]).toBe(`${e.name} takes 1 damage (seed ${seed}/feedback/0): defence die ${e.face} against ${DEFENCE[e.friend]}+: saved`);
    expect(r.state.models.map((m) => m.damage)).toEqual([0, 2, 0]);
    expect(feedbacksDue(r.state)).toEqual([]);
  });

  it('a defence die of 1 loses 2 grit (K3), owed 2 D6', () => {
    const seed = seedWhere([OLGA, GRETA], (e) => e.lost === 2 && e.friend === GRETA);
    const r = applyFeedback(roster, book, KNUT, hit(2), { ones: 1, seed });
    expect(r.words[1]).toBe(`Greta takes 1 damage (seed ${seed}/feedback/0): defence die 1 against 5+: 2 grit lost`);
    expect(r.state.models[GRETA]!.damage).toBe(2);
    expect(feedbacksDue(r.state)).toEqual([{ index: GRETA, dice: 2 }]);
  });

  it('rolled here: the faces are the seed’s, and each 1 is one point of damage received elsewhere, never by Knut', () => {
    let all = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const r = applyFeedback(roster, book, KNUT, hit(3), { seed });
      const rng = createRng(seed);
      const faces = [rng.die(6), rng.die(6), rng.die(6)];
      expect(r.words[0]).toBe(`Negative feedback for Knut’s 3 grit lost: rolls ${faces.join(', ')} (seed ${seed})`);
      const ones = faces.filter((f) => f === 1).length;
      expect(r.state.models[KNUT]!.damage).toBe(3);
      const received = r.words.filter((w) => w.includes('takes 1 damage'));
      expect(received).toHaveLength(ones);
      // The grit each lost is what its words say.
      const said = received.reduce((n, w) => n + (/: (\d) grit lost/.exec(w) ? Number(/: (\d) grit lost/.exec(w)![1]) : 0), 0);
      expect(r.state.models[OLGA]!.damage + r.state.models[GRETA]!.damage).toBe(said);
      all += ones;
    }
    // Some seed rolled a 1, so the damage was seen to land.
    expect(all).toBeGreaterThan(0);
  });

  it('the pick skips a Character knocked down or out; with no one else standing, no damage and the words say so', () => {
    const s = setStatus(setStatus(hit(1), OLGA, { down: true }), GRETA, { out: true });
    const r = applyFeedback(roster, book, KNUT, s, { ones: 1, seed: 'z' });
    expect(r.words).toEqual(['Negative feedback for Knut’s 1 grit lost: 1 of 1 die rolled a 1', 'no other Character is standing to take the damage']);
    expect(r.state.models.map((m) => m.damage)).toEqual([0, 1, 0]);
    const onlyGreta = applyFeedback(roster, book, KNUT, setStatus(hit(1), OLGA, { down: true }), { ones: 1, seed: 'z' });
    expect(onlyGreta.words[1]).toMatch(/^Greta takes 1 damage \(seed z\/feedback\/0\): defence die \d against 5\+/);
  });

  it('the damage it gives is taken as any other: at 0 grit the Character is knocked down', () => {
    // Greta with 1 grit left, Olga down: the 1 falls on Greta.
    let s = setStatus(hit(1), OLGA, { down: true });
    const grit = kk.maxDamage!(roster, GRETA, s)!;
    s = { ...s, models: s.models.map((m, i) => (i === GRETA ? { ...m, damage: grit - 1 } : m)) };
    const seed = seedWhere([GRETA], (e) => e.lost === 1);
    const r = applyFeedback(roster, book, KNUT, s, { ones: 1, seed });
    expect(r.words[1]).toBe(`Greta takes 1 damage (seed ${seed}/feedback/0): defence die ${expected(seed, 0, [GRETA]).face} against 5+: 1 grit lost, knocked down`);
    expect(r.state.models[GRETA]!.down).toBe(true);
    expect(r.state.models[GRETA]!.damage).toBe(grit);
  });

  it('as a step of the game: Undo takes the roll back and the dice are owed again', () => {
    let doc = damage(newGame(kk, json, null, at(0)), KNUT, 1);
    const r = applyFeedback(roster, book, KNUT, doc.state, { ones: 1, seed: 'p' });
    doc = act(doc, r.words.join('; '), r.state, at(3));
    expect(feedbacksDue(doc.state).map((f) => f.index)).not.toContain(KNUT);
    doc = undoStep(kk, roster, doc, at(4))!.doc;
    expect(feedbacksDue(doc.state)).toEqual([{ index: KNUT, dice: 1 }]);
    expect(doc.state.models.map((m) => m.damage)).toEqual([0, 1, 0]);
  });
});

describe('Negative feedback in co-op: only the player with the trait owes dice; a pick of the partner’s Character on two phones is taken on theirs', () => {
  const coop = coopWarband(
    'Feedback Cogs',
    [
      ['The Chart Glyphs', 'Hive mind', 'Negative feedback'],
      ['Ball Pointers', 'Burly', 'Under pressure'],
    ],
    [3, 5],
    [newCharacter('Ada', 'Streetslogger', 1, true), newCharacter('Bo', 'Gofer', 1), newCharacter('Cid', 'Data Mage', 2, true), newCharacter('Dag', 'Crack Shot', 2)],
  );
  const two: Roster = parseRoster(coop);
  const hurt = (i: number) => take(kk, two, newGame(kk, coop, null, at(0)), { kind: 'damage', model: i, by: 1 }, 'hit', at(1)).state;

  it('player 2’s Character (Ball Pointers) owes nothing; player 1’s owes its D6', () => {
    expect(feedbacksDue(hurt(2))).toEqual([]);
    expect(feedbacksDue(hurt(0))).toEqual([{ index: 0, dice: 1 }]);
  });

  it('a 1 that picks player 2’s Character on two phones is left to their phone, and the words say so', () => {
    // Bo down: the pick is between Cid and Dag, both player 2's.
    const s = setStatus(hurt(0), 1, { down: true });
    const r = applyFeedback(two, book, 0, s, { ones: 1, seed: 'q' }, new Set([2, 3]));
    const friend = [2, 3][createRng('q/feedback/0').int(0, 1)]!;
    expect(r.words[1]).toBe(`${two.characters[friend]!.name} takes 1 damage (seed q/feedback/0): on Player 2’s phone, where its defence is rolled and the grit lost taken`);
    expect(r.state.models.map((m) => m.damage)).toEqual([1, 0, 0, 0]);
    // On one phone (no table) the same roll is received here, with its defence die.
    expect(applyFeedback(two, book, 0, s, { ones: 1, seed: 'q' }).words[1]).toMatch(new RegExp(`^${two.characters[friend]!.name} takes 1 damage \\(seed q/feedback/0\\): defence die \\d`));
  });
});

describe('hostile input: a count of 1s out of range is held to the dice owed; nothing owed changes nothing', () => {
  it('ones of 9 on 2 dice are 2; -3 are 0; NaN is 0', () => {
    const s = take(kk, roster, newGame(kk, json, null, at(0)), { kind: 'damage', model: KNUT, by: 2 }, 'hit', at(1)).state;
    expect(applyFeedback(roster, book, KNUT, s, { ones: 9, seed: 'z' }).words[0]).toBe('Negative feedback for Knut’s 2 grit lost: 2 of 2 dice rolled a 1');
    expect(applyFeedback(roster, book, KNUT, s, { ones: -3, seed: 'z' }).words[0]).toBe('Negative feedback for Knut’s 2 grit lost: 0 of 2 dice rolled a 1');
    expect(applyFeedback(roster, book, KNUT, s, { ones: Number.NaN, seed: 'z' }).words[0]).toBe('Negative feedback for Knut’s 2 grit lost: 0 of 2 dice rolled a 1');
    const none = startState(kk, roster);
    expect(applyFeedback(roster, book, OLGA, none, { seed: 'z' })).toEqual({ state: none, words: [] });
  });
});
