/**
 * Table Link's core (issue 36): two phones, each owning its side, exchanging updates by codes or
 * links. Property tests over random games on both phones and random delivery (duplicates,
 * reordering, dropped updates sent again) with the engine's seeded generator; then the shared
 * fields' rules, refusals, the codes' cycle and the formats.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { at, tapWith, type Phone } from '../support/table-link-phones';
import { example } from './examples';
import { createRng, type Rng } from '../../../src/engine/rng';
import { heartbreakerPlay, SECOND_WIND } from '../../../src/games/heartbreaker/play';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { FOE_FLAGS, FOE_TAKEN_DOWN } from '../../../src/games/heartbreaker/foes';
import { punkapocalypticPlay } from '../../../src/games/punkapocalyptic/play';
import { punkapocalypticBookData } from '../../../src/games/punkapocalyptic/book-data';
import { battleOf, mergeGames, newGame, PLAY_VERSION, readGame, take, undoStep, workOut, type GameDoc, type PlayRules } from '../../../src/play';
import {
  addPart,
  isPart,
  keptParts,
  PARTS_KEPT_MS,
  partsOpenedLine,
  partsToKeep,
  checksum,
  foesFrom,
  heldOf,
  joinGame,
  joinOpenLabel,
  joinsAsItIs,
  joinWith,
  joinLink,
  linkedGame,
  mergeUpdate,
  openUpdate,
  partsOf,
  sharedFields,
  sharedLines,
  startLink,
  theirSide,
  updateFor,
  type Assembly,
  type LinkUpdate,
  type TableLink,
} from '../../../src/play/table-link';
import { linkOf, tableFromText, tableHash, TABLE_LINK_CAPS, updateFormat } from '../../../src/play/table-link-format';
import { hashLink } from '../../../src/roster/hash-link';

const rules = heartbreakerPlay(heartbreakerBookData()) as PlayRules<unknown>;
const gangA = example('heartbreaker') as { name: string; fighters: unknown[] };
const gangB = { ...gangA, name: 'Glass Jaws' };
const models = rules.models(rules.parse(gangA)).length;

const tap = tapWith(rules);

function randomStep(p: Phone, rng: Rng): void {
  const r = rng.int(1, 10);
  const model = rng.int(0, models - 1);
  if (r <= 4) tap(p, { kind: 'damage', model, by: rng.int(-1, 2) });
  else if (r === 5) tap(p, { kind: 'status', model, status: rng.shuffle(['activated', 'down', 'out'] as const)[0]!, on: rng.int(0, 1) === 1 });
  else if (r === 6) tap(p, { kind: 'next-round', from: p.doc.state.round });
  else if (r === 7) tap(p, { kind: 'score', side: rng.int(0, 1) ? 'me' : 'them', source: 'caches', round: p.doc.state.round, by: 1 });
  else {
    p.clock++;
    const back = undoStep(rules, rules.parse(p.doc.roster), p.doc, at(p.clock), p.link.me);
    if (back) p.doc = back.doc;
  }
}

/** Two linked phones: A started the table, B opened A's first link with its own gang. */
function table(): { a: Phone; b: Phone } {
  const aDoc = newGame(rules, gangA, null, at(0)) as GameDoc;
  const aLink = startLink('heartbreaker', 'phonea', 'table1');
  const a: Phone = { doc: aDoc, link: aLink, clock: 0 };
  tap(a, { kind: 'setup', scenario: 'dead-drop', first: 'them' });
  const invite = updateFor(rules, a.link, a.doc, a.doc.roster);
  const joined = joinLink(rules, invite, 'phoneb');
  if (!joined.ok) throw new Error(joined.error);
  const bDoc = joinGame(rules, joined.link, gangB, null, at(1), 'phoneb');
  const b: Phone = { doc: bDoc, link: joined.link, clock: 1 };
  return { a, b };
}

/** How many updates were sent as parts (only the steps since the ack) and whole: the property tests must see both. */
const sent = { part: 0, whole: 0 };
const send = (p: Phone): LinkUpdate => {
  const u = updateFor(rules, p.link, p.doc, p.doc.roster);
  sent[u.side.base === null ? 'part' : 'whole']++;
  return u;
};

/** An update as it travels: through its link and read back by the format. */
function travel(u: LinkUpdate): LinkUpdate {
  const read = tableFromText(`https://example.org/heartbreaker/play/${tableHash(u)}`);
  if (!read?.ok) throw new Error(read ? read.error : 'no update');
  return read.update;
}

function receive(p: Phone, u: LinkUpdate): void {
  const before = JSON.stringify(p.doc);
  const m = mergeUpdate(rules, p.link, u);
  if (!m.ok) throw new Error(m.error);
  p.link = m.link;
  // Never the receiving phone's own side.
  expect(JSON.stringify(p.doc)).toBe(before);
}

/** What a phone shows of a side: the state worked out and the steps' ids. */
const sideView = (doc: Pick<GameDoc, 'base' | 'steps' | 'roster'>) => ({ state: workOut(rules, rules.parse(doc.roster), doc.base, doc.steps).state, steps: doc.steps.map((s) => s.id) });
const replicaView = (link: TableLink) => sideView(link.them!);

describe('Table Link: two phones converge (property tests, seeded)', () => {
  it.each(Array.from({ length: 24 }, (_, i) => `seed-${i}`))('random steps on both phones, updates duplicated, reordered and dropped: both phones end with the same view of both sides (%s)', (seed) => {
    const rng = createRng(seed);
    const { a, b } = table();
    const toA: LinkUpdate[] = [];
    const toB: LinkUpdate[] = [];
    for (let i = 0; i < 200; i++) {
      const r = rng.int(1, 10);
      if (r <= 3) randomStep(a, rng);
      else if (r <= 6) randomStep(b, rng);
      else if (r === 7) toB.push(travel(send(a)));
      else if (r === 8) toA.push(travel(send(b)));
      else if (r === 9 && toB.length > 0) receive(b, toB[rng.int(0, toB.length - 1)]!); // any code in the queue, any number of times
      else if (toA.length > 0) receive(a, toA[rng.int(0, toA.length - 1)]!);
      // Dropped: a code never scanned (it is left in the queue, or the queue is cleared).
      if (rng.int(1, 20) === 1) toB.length = 0;
    }
    // At the end, each phone shows its update and the other scans it: a round or two each way.
    for (let k = 0; k < 3; k++) {
      receive(b, travel(send(a)));
      receive(a, travel(send(b)));
    }
    expect(replicaView(b.link)).toEqual(sideView(a.doc));
    expect(replicaView(a.link)).toEqual(sideView(b.doc));
    // Both confirmed everything: nothing left to send.
    expect(a.link.heard).toEqual(heldOf(a.doc));
    expect(b.link.heard).toEqual(heldOf(b.doc));
    // Shared fields agree (seen from either side): the same round and scenario.
    const fa = sharedFields(rules, a.link, a.doc.state);
    const fb = sharedFields(rules, b.link, b.doc.state);
    expect(fa.round).toBe(fb.round);
    expect(fa.round).toBe(Math.max(a.doc.state.round, b.doc.state.round));
    // The scenario is the starter's (A's, which an Undo on A may have taken back): the same on both phones.
    expect([fa.scenario, fb.scenario]).toEqual([battleOf(a.doc.state).scenario, battleOf(a.doc.state).scenario]);
    expect(fa.disputed.length).toBe(fb.disputed.length);
  });

  it('the random games sent both parts (steps since the ack) and whole updates', () => {
    expect(sent.part).toBeGreaterThan(100);
    expect(sent.whole).toBeGreaterThan(100);
  });

  it.each(Array.from({ length: 15 }, (_, i) => `pair-${i}`))('merge is idempotent and commutative, and never changes my side (%s)', (seed) => {
    const rng = createRng(seed);
    const { a, b } = table();
    const updates: LinkUpdate[] = [];
    for (let i = 0; i < 70; i++) {
      randomStep(b, rng);
      if (rng.int(1, 4) === 1) updates.push(send(b));
      // Sometimes B hears A's ack, so later updates are parts since it.
      if (rng.int(1, 5) === 1) {
        const m = mergeUpdate(rules, b.link, send(a));
        if (m.ok) b.link = m.link;
      }
    }
    updates.push(send(b));
    const [u, v] = [updates[rng.int(0, updates.length - 1)]!, updates[rng.int(0, updates.length - 1)]!];
    const mine = JSON.stringify(a.doc);
    const merge = (link: TableLink, x: LinkUpdate) => {
      const m = mergeUpdate(rules, link, x);
      if (!m.ok) throw new Error(m.error);
      return m.link;
    };
    const start = a.link;
    const once = merge(start, u);
    expect(merge(once, u)).toEqual(once);
    expect(merge(merge(start, u), v).them).toEqual(merge(merge(start, v), u).them);
    expect(JSON.stringify(a.doc)).toBe(mine);
  });
});

describe('Table Link: updates', () => {
  it('the first link carries my roster, the base and every step; a later update only the steps since the ack', () => {
    const { a, b } = table();
    const first = send(a);
    expect(first.to).toBeNull();
    expect(first.side.base).not.toBeNull();
    // B joined: its update is for A and acks A's steps.
    const back = send(b);
    expect(back.to).toBe('phonea');
    expect(back.ack).toEqual(heldOf(a.doc));
    receive(a, back);
    for (let i = 0; i < 45; i++) tap(a, { kind: 'damage', model: 0, by: i % 2 === 0 ? 1 : -1 });
    receive(b, send(a));
    receive(a, send(b));
    tap(a, { kind: 'damage', model: 1, by: 1 });
    const part = send(a);
    expect(part.side.base).toBeNull();
    expect(part.side.roster).toBeNull();
    expect(part.side.steps).toHaveLength(1);
  });

  it('a step another tab of the same phone took before what the other phone confirmed makes the next update whole, so nothing is missed', () => {
    const { a, b } = table();
    for (let i = 0; i < 45; i++) tap(a, { kind: 'damage', model: 0, by: 1 - (i % 2) * 2 });
    receive(b, send(a));
    receive(a, send(b));
    // Another tab on phone A, whose clock was behind, took a step at 18:00:10: merged into A's game by the union of the logs.
    const roster = rules.parse(a.doc.roster);
    const other = take(rules, roster, { ...a.doc, steps: a.doc.steps.slice(0, 5) }, { kind: 'damage', model: 1, by: 2 }, 'other tab', at(10), 'phonea.tab2');
    a.doc = mergeGames(rules, roster, a.doc, other);
    const u = send(a);
    expect(u.side.base).not.toBeNull();
    receive(b, u);
    expect(replicaView(b.link)).toEqual(sideView(a.doc));
    expect(theirSide(rules, b.link)!.state.models[1]!.damage).toBe(2);
  });

  it('an Undo is a step like any other: the other phone sees the damage taken back', () => {
    const { a, b } = table();
    tap(a, { kind: 'damage', model: 0, by: 2 });
    receive(b, send(a));
    expect(theirSide(rules, b.link)!.state.models[0]!.damage).toBe(2);
    a.doc = undoStep(rules, rules.parse(a.doc.roster), a.doc, at(99), 'phonea')!.doc;
    receive(b, send(a));
    expect(theirSide(rules, b.link)!.state.models[0]!.damage).toBe(0);
  });

  it('an older update after a newer one changes nothing', () => {
    const { a, b } = table();
    tap(a, { kind: 'damage', model: 0, by: 1 });
    const older = send(a);
    tap(a, { kind: 'damage', model: 0, by: 1 });
    receive(b, send(a));
    const m = mergeUpdate(rules, b.link, older);
    expect(m.ok && m.changed).toBe(false);
    expect(m.ok && m.link).toBe(b.link);
  });

  it('refuses, with a sentence, a code of another game, another table, another phone, this phone’s own, and an update before the first link', () => {
    const { a, b } = table();
    const u = send(a);
    const refused = (x: LinkUpdate) => {
      const m = mergeUpdate(rules, b.link, x);
      return m.ok ? null : m.error;
    };
    expect(refused({ ...u, game: 'wolsung' })).toMatch(/another game \(wolsung\)/);
    expect(refused({ ...u, table: 'table2' })).toMatch(/another table/);
    expect(refused({ ...u, starter: 'phonez' })).toMatch(/another table/);
    expect(refused({ ...u, from: 'phonez' })).toMatch(/another phone than your opponent/);
    expect(refused({ ...u, to: 'phonez' })).toMatch(/made for another phone/);
    expect(refused(send(b))).toMatch(/this phone’s own code/);
    const fresh = startLink('heartbreaker', 'phonec', 'table1');
    const delta = { ...u, starter: 'phonec', side: { ...u.side, base: null, roster: null } };
    const m = mergeUpdate(rules, { ...fresh, starter: 'phonec' }, delta);
    expect(m.ok ? null : m.error).toMatch(/first link/);
    expect(joinLink(rules, { ...u, game: 'wolsung' }).ok).toBe(false);
  });
});

describe('Table Link: opening a code on a phone', () => {
  it('merges into the game of its table, offers to join a first link no game here has, and refuses an update of a table not here', () => {
    const { a, b } = table();
    tap(a, { kind: 'damage', model: 0, by: 1 });
    const games = [{ id: 'g1', doc: b.doc, link: b.link }];
    const merged = openUpdate(rules, games, send(a));
    expect(merged).toMatchObject({ kind: 'merge', id: 'g1', said: 'Merged The Rust Saints’s update.' });
    expect(merged.kind === 'merge' && merged.doc.state).toBe(b.doc.state);
    const again = openUpdate(rules, [{ id: 'g1', doc: merged.kind === 'merge' ? merged.doc : b.doc, link: merged.kind === 'merge' ? (merged.doc.link as TableLink) : null }], send(a));
    expect(again).toMatchObject({ kind: 'merge', said: 'Nothing new in that code: it was merged before.' });
    const fresh = newGame(rules, gangA, null, at(0)) as GameDoc;
    const invite = updateFor(rules, startLink('heartbreaker', 'phonex', 'table9'), fresh, gangA);
    expect(openUpdate(rules, games, invite)).toMatchObject({ kind: 'join', said: 'The Rust Saints invites you to their table: pick your warband to join.'.replace('warband', rules.noun) });
    expect(openUpdate(rules, [], send(b))).toMatchObject({ kind: 'error', said: expect.stringMatching(/not on this phone/) });
    expect(openUpdate(rules, games, { ...invite, game: 'wolsung' })).toMatchObject({ kind: 'error', said: expect.stringMatching(/another game \(wolsung\)/) });
  });
});

describe('Table Link: shared fields', () => {
  it('the round is the highest either phone has reached; the scenario and who goes first are the starter’s, on both phones', () => {
    const { a, b } = table();
    tap(a, { kind: 'next-round', from: 1 });
    tap(a, { kind: 'next-round', from: 2 });
    receive(b, send(a));
    expect(b.doc.state.round).toBe(1); // B's own round stays B's
    expect(sharedFields(rules, b.link, b.doc.state).round).toBe(3);
    // B's set-up came from A's: A chose "them" (B) to go first, so on B it is "me".
    expect(b.doc.state.battle?.scenario).toBe('dead-drop');
    expect(sharedFields(rules, b.link, b.doc.state).first).toBe('me');
    // B sets another scenario: the table's stays A's (the starter's), on both phones.
    tap(b, { kind: 'setup', scenario: 'shootout', first: 'them' });
    receive(a, send(b));
    expect(sharedFields(rules, a.link, a.doc.state)).toMatchObject({ scenario: 'dead-drop', first: 'them' });
    expect(sharedFields(rules, b.link, b.doc.state)).toMatchObject({ scenario: 'dead-drop', first: 'me' });
  });

  it('a score both claim shows both claims when they differ', () => {
    const { a, b } = table();
    tap(a, { kind: 'score', side: 'me', source: 'caches', round: 1, by: 2 });
    tap(b, { kind: 'score', side: 'them', source: 'caches', round: 1, by: 1 });
    receive(a, send(b));
    const f = sharedFields(rules, a.link, a.doc.state);
    expect(f.disputed).toEqual([{ side: 'me', source: 'caches', mine: 2, theirs: 1 }]);
    const lines = sharedLines(f, { scenario: () => 'Dead Drop', source: () => 'Caches', me: 'Your gang', them: 'Their gang' });
    expect(lines).toContain('Caches for Your gang: this phone says 2, theirs says 1.');
    tap(b, { kind: 'score', side: 'them', source: 'caches', round: 1, by: 1 });
    receive(a, send(b));
    expect(sharedFields(rules, a.link, a.doc.state).disputed).toEqual([]);
  });

  it('their models’ damage and statuses reach the odds as the opponent’s (foes), my models as they were', () => {
    const { a, b } = table();
    tap(b, { kind: 'damage', model: 0, by: 3 });
    tap(b, { kind: 'status', model: 1, status: 'down', on: true });
    tap(b, { kind: 'flag', model: 0, id: SECOND_WIND, on: true });
    receive(a, send(b));
    const linked = linkedGame(rules, a.doc, a.link)!;
    expect(linked.doc.opponent).toEqual({ name: 'Glass Jaws', roster: gangB });
    // These rules carry no odds (no foe marks): damage and out only.
    expect(linked.doc.state.foes![0]).toEqual({ damage: 3, out: false });
    expect(linked.doc.state.models).toBe(a.doc.state.models);
    // With the game's foe marks (HB 414-416: Taken Down, the Second Wind token): their own marks of the same id, and Down as Taken Down.
    const them = theirSide(rules, a.link)!;
    const foes = foesFrom(them.state.models, FOE_FLAGS, rules.downLabel);
    expect(foes[0]).toEqual({ damage: 3, out: false, flags: { [SECOND_WIND]: true } });
    expect(foes[1]).toEqual({ damage: 0, out: false, flags: { [FOE_TAKEN_DOWN]: true } });
    expect(foesFrom([{ damage: 1, activated: true, down: false, out: true, counters: {}, flags: {} }], FOE_FLAGS, 'Taken Down')).toEqual([{ damage: 1, out: true, flags: { activated: true } }]);
  });
});

describe('Table Link: secrets stay on their phone', () => {
  it('a counter the game keeps secret (Punkapocalyptic’s bullets) is sent as a change of 0', () => {
    const punk = punkapocalypticPlay(punkapocalypticBookData()) as PlayRules<unknown>;
    const roster = example('punkapocalyptic');
    const secret = [...punk.gameCounters(punk.parse(roster)), ...punk.models(punk.parse(roster)).flatMap((m) => m.counters)].find((c) => c.secret);
    expect(secret).toBeDefined();
    let doc = newGame(punk, roster, null, at(0)) as GameDoc;
    const model = punk.models(punk.parse(roster)).findIndex((m) => m.counters.some((c) => c.id === secret!.id));
    doc = take(punk, punk.parse(roster), doc, { kind: 'counter', model: model < 0 ? null : model, id: secret!.id, by: 2 }, 'Bullets: 2', at(1), 'p');
    const u = updateFor(punk, startLink('punkapocalyptic', 'p', 't'), doc, roster);
    const step = u.side.steps.at(-1)!;
    expect(step.cmd).toMatchObject({ kind: 'counter', by: 0 });
    expect(step.text).not.toContain('2');
  });
});

describe('Table Link: joining with the game open on this phone', () => {
  it('keeps its steps as my side\'s, takes the set-up of the phone that started the table, and its steps reach that phone', () => {
    const { a } = table();
    // B began tracking before the link: a hit on its first fighter, and a scenario of its own.
    const b: Phone = { doc: newGame(rules, gangB, 'gang-b', at(1)) as GameDoc, link: startLink('heartbreaker', 'phoneb', 'unused'), clock: 1 };
    tap(b, { kind: 'damage', model: 0, by: 1 });
    tap(b, { kind: 'setup', scenario: 'shootout', first: 'me' });
    expect(joinsAsItIs(b.doc)).toBe(true);
    const joined = joinLink(rules, updateFor(rules, a.link, a.doc, a.doc.roster), 'phoneb');
    if (!joined.ok) throw new Error(joined.error);
    const doc = joinWith(rules, joined.link, b.doc, at(5), 'phoneb');
    expect(doc.steps.slice(0, b.doc.steps.length)).toEqual(b.doc.steps);
    expect(doc.state.models[0]!.damage).toBe(1);
    expect(doc.rosterId).toBe('gang-b');
    expect(linkOf(doc)?.table).toBe('table1');
    // The table's set-up is A's, in B's words: Dead Drop, and B first (A set "them" first).
    const setup = battleOf(doc.state);
    expect([setup?.scenario, setup?.first]).toEqual(['dead-drop', 'me']);
    // B's first link back carries the hit from before the join: A sees it.
    const m = mergeUpdate(rules, a.link, updateFor(rules, joined.link, doc, doc.roster));
    if (!m.ok) throw new Error(m.error);
    expect(theirSide(rules, m.link)!.state.models[0]!.damage).toBe(1);
    // A linked or ended game does not join as it is; the offer names the game.
    expect(joinsAsItIs(doc)).toBe(false);
    expect(joinsAsItIs({ ...b.doc, result: { outcome: 'win', note: '', endedAt: at(3).toISOString() } })).toBe(false);
    expect(joinsAsItIs(undefined)).toBe(false);
    expect(joinOpenLabel('Glass Jaws', 'gang', 2)).toBe('Join with the game open here: Glass Jaws, round 2');
    expect(joinOpenLabel(' ', 'gang', 1)).toBe('Join with the game open here: an unnamed gang, round 1');
  });
});

describe('Table Link: a cycle of codes', () => {
  const fragment = 'table=' + 'x'.repeat(44) + 'abcdefghij'.repeat(300);
  const url = `https://skirmish.example/heartbreaker/play/#${fragment}`;

  it('splits a long link into links to the same play page, each with one part of its fragment, "i.n" and the checksum', () => {
    const parts = partsOf(url, 1000);
    expect(parts).toHaveLength(4);
    for (const [i, part] of parts.entries()) {
      // A phone's own camera app opens each code as a link to the play page.
      const opened = new URL(part);
      expect(opened.origin + opened.pathname).toBe('https://skirmish.example/heartbreaker/play/');
      expect(opened.hash).toMatch(new RegExp(`^#tablepart=${i + 1}\\.4\\.${checksum(fragment)}\\.`));
      expect(isPart(part)).toBe(true);
    }
    expect(parts.map((p) => p.slice(p.indexOf('.', p.indexOf('tablepart=') + 14) + 1)).join('')).toBe(fragment);
    expect(isPart(url)).toBe(false);
  });

  it('assembles the parts in any order, twice over, into the link\'s fragment, which the page opens', () => {
    const parts = partsOf(url, 1000);
    let asm: Assembly | null = null;
    const order = [2, 0, 2, 3, 0];
    for (const i of order) {
      const r = addPart(asm, parts[i]!);
      expect(r.kind).toBe('part');
      asm = r.asm;
    }
    const done = addPart(asm, parts[1]!);
    expect(done).toEqual({ kind: 'whole', payload: `#${fragment}`, asm: null });
  });

  it('still reads the parts an older site drew ("SSTL i/n checksum data"), into the whole link', () => {
    const old = [1, 2, 3].map((i) => `SSTL ${i}/3 ${checksum(url)} ${url.slice((i - 1) * 1200, i * 1200)}`);
    expect(old[2]!.length).toBeGreaterThan(600);
    const r = addPart(addPart(addPart(null, old[2]!).asm, old[0]!).asm, old[1]!);
    expect(r).toEqual({ kind: 'whole', payload: url, asm: null });
  });

  it('a text that is not a part is whole by itself; a part of another cycle starts again; a bad checksum is refused', () => {
    expect(addPart(null, 'https://example.org/#table=abc')).toEqual({ kind: 'whole', payload: 'https://example.org/#table=abc', asm: null });
    const one = partsOf(url, 1000);
    const two = partsOf(`${url}!`, 1000);
    const r = addPart(addPart(null, one[0]!).asm as Assembly, two[1]!);
    expect(r.kind === 'part' && r.have).toBe(1);
    const forged = one.map((p) => p.replace(/(tablepart=\d\.\d)\.\w+/, '$1.zzzz'));
    let asm: Assembly | null = null;
    let last = addPart(null, forged[0]!);
    for (const p of forged) {
      last = addPart(asm, p);
      asm = last.asm;
    }
    expect(last).toEqual({ kind: 'error', asm: null, text: 'The codes of that cycle do not add up (a checksum differs): scan the cycle again.' });
    expect(addPart(null, 'https://x.example/heartbreaker/play/#tablepart=9.3.abc.data').kind).toBe('error');
    expect(addPart(null, 'SSTL 9/3 abc data').kind).toBe('error');
  });

  it('keeps the parts read for the next page a camera app opens, a quarter of an hour, and reads nothing damaged back', () => {
    const parts = partsOf(url, 1000);
    const first = addPart(null, parts[0]!);
    const second = addPart(first.asm, parts[2]!);
    expect(second.kind).toBe('part');
    const stored = partsToKeep(second.asm!, 1_000_000);
    expect(keptParts(stored, 1_000_000 + PARTS_KEPT_MS - 1)).toEqual(second.asm);
    // The next page's part finishes the cycle with those kept.
    const kept = keptParts(stored, 1_000_000 + 60_000);
    const third = addPart(kept, parts[1]!);
    expect(third.kind === 'part' && third.have).toBe(3);
    expect(addPart(third.asm, parts[3]!)).toEqual({ kind: 'whole', payload: `#${fragment}`, asm: null });
    expect(keptParts(stored, 1_000_000 + PARTS_KEPT_MS)).toBeNull();
    expect(keptParts(stored, 999_999)).toBeNull();
    for (const bad of [null, '', '{', '[]', '{"ck":"a","n":2,"parts":{"1":"x"}}', JSON.stringify({ ...second.asm, at: 1_000_000, n: 99 }), JSON.stringify({ ...second.asm, at: 1_000_000, parts: { 7: 'x' } }), JSON.stringify({ ...second.asm, at: 1_000_000, parts: { 1: 5 } })]) {
      expect(keptParts(bad, 1_000_000)).toBeNull();
    }
  });

  it('says how many of the cycle are read, and what to do when the phone keeps nothing', () => {
    expect(partsOpenedLine(1, 2, true)).toBe('This table link comes in 2 codes, which the other phone shows one after another: 1 of 2 read. Read the others with the camera here, or with your phone’s camera as before.');
    expect(partsOpenedLine(1, 3, false)).toBe('This table link comes in 3 codes, which the other phone shows one after another: 1 of 3 read. This phone did not let the site keep it for the next page: read the others with the camera here.');
  });
});

describe('Table Link: formats and links', () => {
  it('an update travels through its link and reads back the same', () => {
    const { a } = table();
    const u = send(a);
    expect(travel(u)).toEqual(u);
  });

  it('refuses a damaged, far too long, newer or ill-formed link with a sentence, never throwing', () => {
    expect(tableFromText('#roster=abc')).toBeNull();
    expect(tableFromText('#table=@@@')).toEqual({ ok: false, error: expect.stringMatching(/damaged/) });
    expect(tableFromText(`#table=${'A'.repeat(TABLE_LINK_CAPS.maxLength + 1)}`)).toEqual({ ok: false, error: expect.stringMatching(/far longer/) });
    const { a } = table();
    const u = send(a);
    expect(tableFromText(hashLink('table', JSON.stringify({ ...u, link: 2 })))).toEqual({ ok: false, error: expect.stringMatching(/newer version/) });
    expect(tableFromText(hashLink('table', JSON.stringify({ ...u, table: 'BAD ID' })))).toEqual({ ok: false, error: expect.stringMatching(/table/) });
    const badStep = { ...u, side: { ...u.side, steps: [{ id: 'x', at: 'y', by: 'z', text: 't', cmd: { kind: 'damage', model: 500, by: 1 } }] } };
    expect(updateFormat.read(badStep).ok).toBe(false);
  });

  it('a game keeps its link through a save (version 5) and a damaged stored link reads as none', () => {
    const { b } = table();
    const saved = JSON.parse(JSON.stringify(b.doc)) as unknown;
    const doc = readGame(rules, saved);
    expect(doc.version).toBe(PLAY_VERSION);
    expect(linkOf(doc)).toEqual(b.link);
    expect(linkOf({ link: { ...b.link, me: 42 } })).toBeNull();
    expect(linkOf({})).toBeNull();
  });

  it('two tabs of one phone merge the link that holds more of the opponent’s steps (the next update brings back the rest)', () => {
    const { a, b } = table();
    const roster = rules.parse(b.doc.roster);
    const older = b.doc;
    tap(a, { kind: 'damage', model: 0, by: 1 });
    receive(b, send(a));
    const newer = { ...b.doc, link: b.link };
    expect(mergeGames(rules, roster, older, newer).link).toEqual(b.link);
    expect(mergeGames(rules, roster, newer, older).link).toEqual(b.link);
    const { link: _l, ...unlinked } = older;
    void _l;
    expect(mergeGames(rules, roster, unlinked as GameDoc, newer).link).toEqual(b.link);
    expect('link' in mergeGames(rules, roster, unlinked as GameDoc, unlinked as GameDoc)).toBe(false);
  });

  it('a game saved by version 4 (fixture) opens as version 5, with the same state and no link', () => {
    const v4 = JSON.parse(readFileSync('tests/unit/fixtures/saved-games/v4-heartbreaker.json', 'utf8')) as { version: number; state: unknown };
    expect(v4.version).toBe(4);
    const doc = readGame(rules, v4);
    expect(doc.version).toBe(5);
    expect(doc.state).toEqual(v4.state);
    expect(doc.link).toBeUndefined();
    expect(linkOf(doc)).toBeNull();
  });
});
