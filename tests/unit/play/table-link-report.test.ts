/**
 * The end of a linked game (Table Link, issue 36; src/play/table-link-report.ts): both phones show
 * the same report id and check code whatever order their codes were scanned in; a claim that does not
 * fit the other phone's gives another code and a sentence that shows both; End game on each phone
 * writes its roster's campaign log under the table's report id; and the inline odds on one phone read
 * the damage the other phone sent (the numbers the e2e spec tests/e2e/table-link.spec.ts pins).
 */
import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { createRng, type Rng } from '../../../src/engine/rng';
import { formatPercent } from '../../../src/common/numbers';
import { heartbreakerPlay } from '../../../src/games/heartbreaker/play';
import { heartbreakerPlayBookData } from '../../../src/games/heartbreaker/book-data';
import { heartbreakerOdds, strikeWeapons } from '../../../src/games/heartbreaker/play-odds';
import type { StrikeOddsData } from '../../../src/games/heartbreaker/tools/strike-odds';
import { newGame, recordGameResult, take, undoStep, type GameDoc, type Outcome, type PlayCommand, type PlayRules, readyToEnd } from '../../../src/play';
import { againLine, finishGame } from '../../../src/play/end';
import { IN_THE_GAME, logHasReport, matchReport, reportLine, tableReportId } from '../../../src/play/report';
import { reportFormat } from '../../../src/play/report-format';
import { joinGame, joinLink, linkedGame, mergeUpdate, startLink, updateFor, type LinkUpdate, type TableLink } from '../../../src/play/table-link';
import { tableFromText, tableHash } from '../../../src/play/table-link-format';
import { agreementOf, checkCode, CHECK_CODE_LENGTH, checkLine, flipOutcome, linkedEnd, resultWords, sortedJson, type CanonicalReport } from '../../../src/play/table-link-report';
import type { Roster } from '../../../src/games/heartbreaker/roster-format';
import { loadToolData } from '../support/collections';

const book = heartbreakerPlayBookData();
const strikeRules = loadToolData<StrikeOddsData>('heartbreaker', 'strike-odds').rules;
const rules = (await readyToEnd(heartbreakerPlay(book, heartbreakerOdds(book, strikeRules)))) as PlayRules<Roster>;
const jsonA = example('heartbreaker') as Roster;
const jsonB = { ...jsonA, name: 'Glass Jaws' } as Roster;
const fighters = jsonA.fighters.length;
const time = (s: number) => new Date(Date.UTC(2026, 10, 29, 20, 0, 0) + s * 1000);

/** A phone at the table: its game and its link, its own clock. */
class Phone {
  public doc: GameDoc;
  constructor(
    doc: GameDoc,
    public link: TableLink,
    public tick: number,
  ) {
    // The link kept in the game, as the play view keeps it.
    this.doc = { ...doc, link };
  }
  get roster(): Roster {
    return rules.parse(this.doc.roster);
  }
  take(cmd: PlayCommand): void {
    this.tick++;
    this.doc = take(rules, this.roster, this.doc, cmd, `tap ${this.tick}`, time(this.tick), this.link.me);
  }
  end(outcome: Outcome): void {
    this.tick++;
    this.doc = recordGameResult(rules, this.roster, this.doc, outcome, '', time(this.tick), this.link.me);
  }
  undo(): void {
    this.tick++;
    const back = undoStep(rules, this.roster, this.doc, time(this.tick), this.link.me);
    if (back) this.doc = back.doc;
  }
  /** The update this phone shows, as its link carries it to the other phone. */
  code(): LinkUpdate {
    const read = tableFromText(`https://example.org/heartbreaker/play/${tableHash(updateFor(rules, this.link, this.doc, this.doc.roster))}`);
    if (!read?.ok) throw new Error(read ? read.error : 'no update');
    return read.update;
  }
  scan(u: LinkUpdate): void {
    const m = mergeUpdate(rules, this.link, u);
    if (!m.ok) throw new Error(m.error);
    this.link = m.link;
    this.doc = { ...this.doc, link: m.link };
  }
  ended() {
    return linkedEnd(rules, this.link, this.doc, this.roster, this.doc.roster);
  }
}

/** Phone A starts a table set up as Dead Drop; phone B joins it with Glass Jaws (the set-up follows A's). */
function linkedTable(scenario: string | null = 'dead-drop', gangB: Roster = jsonB): { a: Phone; b: Phone } {
  const a = new Phone(newGame(rules, jsonA, 'gang-a', time(0)) as GameDoc, startLink('heartbreaker', 'phonea', 'tbl7'), 0);
  if (scenario) a.take({ kind: 'setup', scenario, first: 'me' });
  const joined = joinLink(rules, a.code(), 'phoneb');
  if (!joined.ok) throw new Error(joined.error);
  const b = new Phone(joinGame(rules, joined.link, gangB, 'gang-b', time(1), 'phoneb'), joined.link, 1);
  a.scan(b.code());
  return { a, b };
}

function randomTap(p: Phone, rng: Rng): void {
  const r = rng.int(1, 9);
  const model = rng.int(0, fighters - 1);
  if (r <= 3) p.take({ kind: 'damage', model, by: rng.int(-1, 2) });
  else if (r === 4) p.take({ kind: 'status', model, status: rng.shuffle(['down', 'out', 'activated'] as const)[0]!, on: rng.int(0, 1) === 1 });
  else if (r === 5) p.take({ kind: 'next-round', from: p.doc.state.round });
  else if (r <= 7) p.take({ kind: 'score', side: rng.int(0, 3) === 0 ? 'them' : 'me', source: 'caches', round: p.doc.state.round, by: 1 });
  else p.undo();
}

/** Both phones show their updates and scan each other's, twice over: everything is delivered. */
function settle(a: Phone, b: Phone): void {
  for (let k = 0; k < 2; k++) {
    b.scan(a.code());
    a.scan(b.code());
  }
}

describe('Linked End game: the same report id and check code on both phones', () => {
  it.each(Array.from({ length: 12 }, (_, i) => `end-${i}`))('random games, End game on both at random points, codes scanned in random order, twice or never: the same id and code (%s)', (seed) => {
    const rng = createRng(seed);
    const { a, b } = linkedTable();
    const outcomeA = rng.shuffle<Outcome>(['win', 'loss', 'draw'])[0]!;
    // Codes each phone has shown and the other has not scanned yet (any may be scanned, twice, or never).
    const queue = { a: [] as LinkUpdate[], b: [] as LinkUpdate[] };
    const phones = { a, b };
    const other = { a: 'b', b: 'a' } as const;
    const claim = { a: outcomeA, b: flipOutcome(outcomeA) };
    for (let i = 0; i < 120; i++) {
      const who = rng.int(0, 1) === 0 ? 'a' : 'b';
      const p = phones[who];
      const move = rng.int(1, 6);
      if (move <= 3 && !p.doc.result) randomTap(p, rng);
      else if (move === 4) queue[other[who]].push(p.code());
      else if (move === 5 && queue[who].length > 0) p.scan(queue[who][rng.int(0, queue[who].length - 1)]!);
      else if (move === 6 && i > 60 && !p.doc.result) p.end(claim[who]);
    }
    if (!a.doc.result) a.end(outcomeA);
    if (!b.doc.result) b.end(flipOutcome(outcomeA));
    // Older codes still in the queues scanned after the last ones: they change nothing.
    settle(a, b);
    for (const u of queue.a) a.scan(u);
    for (const u of queue.b) b.scan(u);
    const [ea, eb] = [a.ended()!, b.ended()!];
    expect(ea.report.id).toBe('table.tbl7');
    expect(eb.report.id).toBe(ea.report.id);
    expect(ea.code).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${CHECK_CODE_LENGTH}}$`));
    expect(eb.code).toBe(ea.code);
    expect([ea.agreement, eb.agreement]).toEqual(['agree', 'agree']);
    // The same report, each from its own side: sides, score, fates and the result's sentence mirrored.
    expect(eb.report.sides.me.name).toBe(ea.report.sides.them!.name);
    expect(eb.report.score.map((s) => [s.me, s.them])).toEqual(ea.report.score.map((s) => [s.them, s.me]));
    expect(eb.report.fates.filter((f) => f.side === 'them')).toEqual(ea.report.fates.filter((f) => f.side === 'me').map((f) => ({ ...f, side: 'them' })));
    expect(eb.report.result.text).toBe(ea.report.result.text);
    expect(eb.report.result.outcome).toBe(flipOutcome(ea.report.result.outcome));
    expect(eb.report.rounds).toBe(ea.report.rounds);
    // Valid reports of the format kit (what the report's link carries).
    expect(reportFormat.read(ea.report).ok).toBe(true);
    expect(reportFormat.read(eb.report).ok).toBe(true);
  });

  it('a worked game: Dead Drop, A extracts 2 Caches and B 1, B’s second fighter out; A records a win and B a loss', () => {
    const { a, b } = linkedTable();
    a.take({ kind: 'score', side: 'me', source: 'caches', round: 1, by: 1 });
    b.take({ kind: 'score', side: 'me', source: 'caches', round: 1, by: 1 });
    b.take({ kind: 'status', model: 1, status: 'out', on: true });
    a.take({ kind: 'next-round', from: 1 });
    b.take({ kind: 'next-round', from: 1 });
    a.take({ kind: 'score', side: 'me', source: 'caches', round: 2, by: 1 });
    a.end('win');
    b.end('loss');
    settle(a, b);
    const [ea, eb] = [a.ended()!, b.ended()!];
    expect(ea.code).toBe(eb.code);
    expect(ea.report.scenario?.name).toBe('Dead Drop');
    expect(ea.report.rounds).toBe(2);
    // Each side's score as its own phone keeps it.
    expect(ea.report.score.find((s) => s.id === 'caches')).toMatchObject({ me: [1, 1], them: [1] });
    expect(eb.report.score.find((s) => s.id === 'caches')).toMatchObject({ me: [1], them: [1, 1] });
    expect(ea.report.fates.filter((f) => f.side === 'them').map((f) => f.fate)).toEqual(Array.from({ length: fighters }, (_, i) => (i === 1 ? rules.outLabel : IN_THE_GAME)));
    expect(ea.report.result.text).toBe('Both phones recorded it: The Rust Saints won, Glass Jaws lost.');
    expect(eb.report.result.text).toBe(ea.report.result.text);
    expect(ea.said).toBe(`Both phones recorded the same result. Compare the check code with your opponent’s phone: the same code (${ea.code}) on both means both phones hold this report.`);
    expect(checkLine(ea)).toBe(`Match report table.tbl7 · check code ${ea.code}`);
  });

  it('a claim that does not fit (both phones record a win): both claims shown and said, neither picked, and another code', () => {
    const { a, b } = linkedTable();
    a.take({ kind: 'damage', model: 0, by: 1 });
    a.end('win');
    b.end('loss');
    settle(a, b);
    const agreed = a.ended()!.code;
    // B takes back its End game and records a win instead.
    b.undo();
    b.end('win');
    settle(a, b);
    const [ea, eb] = [a.ended()!, b.ended()!];
    expect([ea.agreement, eb.agreement]).toEqual(['disagree', 'disagree']);
    expect(ea.claims).toEqual({ mine: 'win', theirs: 'win' });
    expect(ea.code).not.toBe(agreed);
    // Both phones hold the same two claims: the same code, and the same sentence naming both.
    expect(eb.code).toBe(ea.code);
    expect(ea.report.result.text).toBe('The phones disagree: The Rust Saints’s phone recorded that The Rust Saints won, and Glass Jaws’s phone that Glass Jaws won. Neither result is picked.');
    expect(eb.report.result.text).toBe(ea.report.result.text);
    expect(ea.said).toMatch(/^The two phones recorded results that do not fit together, and this page picks neither/);
    expect(ea.report.result.by).toBe('players');
  });

  it('until the other phone’s End game is here, the codes differ and each phone says who has to act', () => {
    const { a, b } = linkedTable();
    expect(a.ended()).toBeNull();
    a.end('draw');
    expect(a.ended()!.agreement).toBe('mine-only');
    expect(a.ended()!.said).toMatch(/^Your opponent’s phone has not ended the game yet/);
    expect(a.ended()!.report.result.text).toBe('The Rust Saints’s phone recorded that The Rust Saints drew; Glass Jaws’s phone has not ended the game yet.');
    b.scan(a.code());
    expect(b.ended()!.agreement).toBe('theirs-only');
    expect(b.ended()!.said).toMatch(/^Your opponent’s phone has ended the game: end it here too/);
    // B's view of the draw is its own outcome.
    expect(b.ended()!.report.result.outcome).toBe('draw');
    b.end('draw');
    // A has not scanned B's End game: A's code is not B's.
    expect(a.ended()!.code).not.toBe(b.ended()!.code);
    a.scan(b.code());
    expect(a.ended()!.code).toBe(b.ended()!.code);
    expect(a.ended()!.report.result.text).toBe('Both phones recorded a draw between The Rust Saints and Glass Jaws.');
  });

  it('a game with no scenario: the report still has the table’s id and both sides’ fates', () => {
    const { a, b } = linkedTable(null);
    b.take({ kind: 'status', model: 0, status: 'out', on: true });
    a.end('win');
    b.end('loss');
    settle(a, b);
    const ea = a.ended()!;
    expect(ea.report.scenario).toBeNull();
    expect(ea.report.score).toEqual([]);
    expect(ea.report.fates.find((f) => f.side === 'them')!.fate).toBe(rules.outLabel);
    expect(ea.code).toBe(b.ended()!.code);
  });
});

describe('The check code', () => {
  const content: CanonicalReport = {
    id: 'table.t',
    game: 'heartbreaker',
    scenario: null,
    rounds: 3,
    sides: [
      { roster: '{"name":"A"}', score: { caches: [1, 2] }, fates: ['In the game at the end'], result: 'win' },
      { roster: '{"name":"B"}', score: {}, fates: ['Out of Action'], result: 'loss' },
    ],
  };
  it('is the same for the same content written in any key order, and differs for a changed fate, score or claim', () => {
    const reordered = JSON.parse(JSON.stringify({ sides: content.sides, rounds: 3, scenario: null, game: 'heartbreaker', id: 'table.t' })) as CanonicalReport;
    expect(checkCode(reordered)).toBe(checkCode(content));
    const code = checkCode(content);
    expect(code).toHaveLength(CHECK_CODE_LENGTH);
    const changed = (f: (c: CanonicalReport) => void) => {
      const c = JSON.parse(JSON.stringify(content)) as CanonicalReport;
      f(c);
      return checkCode(c);
    };
    expect(changed((c) => (c.sides[1].fates[0] = 'In the game at the end'))).not.toBe(code);
    expect(changed((c) => (c.sides[0].score.caches = [1, 1]))).not.toBe(code);
    expect(changed((c) => (c.sides[1].result = 'win'))).not.toBe(code);
    expect(changed((c) => (c.sides[1].result = null))).not.toBe(code);
  });
  it('sortedJson sorts keys at every depth and keeps arrays in order', () => {
    expect(sortedJson({ b: 1, a: { d: [3, 1], c: null } })).toBe('{"a":{"c":null,"d":[3,1]},"b":1}');
  });
  it('claims fit when one side’s outcome is the other’s flipped', () => {
    expect(agreementOf('win', 'loss')).toBe('agree');
    expect(agreementOf('draw', 'draw')).toBe('agree');
    expect(agreementOf('draw', 'win')).toBe('disagree');
    expect(agreementOf(null, 'win')).toBe('theirs-only');
    expect(agreementOf(null, null)).toBeNull();
    expect(resultWords({ name: 'A', claim: 'loss' }, { name: 'B', claim: 'loss' })).toBe('The phones disagree: A’s phone recorded that A lost, and B’s phone that B lost. Neither result is picked.');
  });
});

describe('End game on a linked game writes both campaign logs under the table’s report id', () => {
  it('each phone’s own End game: the same “Match report table.tbl7” line in both rosters’ logs', () => {
    const { a, b } = linkedTable();
    a.take({ kind: 'score', side: 'me', source: 'caches', round: 1, by: 1 });
    const fa = finishGame({ rules, played: a.roster, doc: a.doc, saved: a.roster, nameOf: rules.rosterName, outcome: 'win', note: '', now: time(50) });
    const fb = finishGame({ rules, played: b.roster, doc: b.doc, saved: b.roster, nameOf: rules.rosterName, outcome: 'loss', note: '', now: time(51) });
    expect(matchReport(rules, a.roster, fa.game)!.id).toBe(tableReportId('tbl7'));
    for (const done of [fa, fb]) expect(logHasReport(done.roster!.roster.log, { id: 'table.tbl7' })).toBe(true);
    expect(fb.roster!.roster.log.at(-1)!.changes).toContain(reportLine({ id: 'table.tbl7' }));
  });

  it('also with no scenario set up (a linked game is always logged from its report)', () => {
    const { a } = linkedTable(null);
    const fa = finishGame({ rules, played: a.roster, doc: a.doc, saved: a.roster, nameOf: rules.rosterName, outcome: 'draw', note: '', now: time(50) });
    expect(fa.roster!.roster.log.at(-1)!.changes).toContain('Match report table.tbl7');
  });

  it('ended again (Undo, then End game with another result): its one entry is put right in place, dated as first written, and End game says so', () => {
    const { a } = linkedTable();
    // A gang with an earlier entry, so the one put right is not simply the last.
    const saved = { ...a.roster, log: [{ kind: 'note' as const, date: '2026-11-01', title: 'Founded', changes: [] }] };
    const first = finishGame({ rules, played: a.roster, doc: a.doc, saved, nameOf: rules.rosterName, outcome: 'win', note: '', now: time(50) });
    const undone = undoStep(rules, a.roster, first.game, time(60), '')!.doc;
    expect(undone.result).toBeNull();
    const again = finishGame({ rules, played: a.roster, doc: undone, saved: first.roster!.roster, nameOf: rules.rosterName, outcome: 'loss', note: '', now: new Date(Date.UTC(2026, 10, 30, 9)) });
    const log = again.roster!.roster.log;
    expect(log.filter((e) => e.changes.includes('Match report table.tbl7'))).toHaveLength(1);
    expect(log.map((e) => [e.title, e.date])).toEqual([
      ['Founded', '2026-11-01'],
      ['Dead Drop: lost', '2026-11-29'],
    ]);
    expect(again.recorded).toBe(`Recorded the result: lost in the campaign log of “The Rust Saints”. ${againLine('Dead Drop: won')}`);
    expect(againLine('Dead Drop: won')).toBe('This game was already in the campaign log (“Dead Drop: won”): its one entry now says this result.');
  });

  it('End game logs the opponent as the view shows it: the report names them, and the Epilogue knows the rival, whom this gang Took Down and the Bounty, nothing typed', () => {
    // B's second fighter, with a Bounty of 2 on B's sheet, is Taken Down on B's phone; A's phone hears of it.
    const second = { ...jsonB.fighters[1]!, bounty: 2 };
    const { a, b } = linkedTable('dead-drop', { ...jsonB, fighters: jsonB.fighters.map((f, i) => (i === 1 ? second : f)) });
    b.take({ kind: 'status', model: 1, status: 'out', on: true });
    a.scan(b.code());
    const saved = { ...a.roster, log: [] };
    const shown = linkedGame(rules, a.doc, a.link)!.doc;
    const done = finishGame({ rules, played: a.roster, doc: a.doc, saved, nameOf: rules.rosterName, outcome: 'win', note: '', now: time(50), shown });
    const gang = done.roster!.roster;
    expect(gang.log.at(-1)!.title).toBe('Dead Drop against Glass Jaws: won');
    expect(gang.pending).toMatchObject({ outcome: 'won', rival: 'Glass Jaws', takenDown: [{ fighter: second.name, bounty: second.bounty }] });
    expect(gang.log.at(-1)!.changes).toContain(`${second.name} (Glass Jaws) Taken Down: Bounty ${second.bounty} to collect in the Epilogue`);
    // The saved game keeps the link, not a copy of the opponent.
    expect(done.game.opponent).toBeNull();
    // Without the view (as before), the Epilogue knew no rival.
    const blind = finishGame({ rules, played: a.roster, doc: a.doc, saved, nameOf: rules.rosterName, outcome: 'win', note: '', now: time(50) });
    expect(blind.roster!.roster.pending).toMatchObject({ rival: '', takenDown: [] });
  });

  it('a game that is not linked keeps its End game step’s id', () => {
    const solo = newGame(rules, jsonA, 'gang-a', time(0)) as GameDoc;
    const ended = recordGameResult(rules, jsonA, solo, 'win', '', time(3));
    expect(matchReport(rules, jsonA, ended)!.id).toBe(ended.steps.at(-1)!.id);
  });
});

describe('The inline odds on phone B read the damage phone A sent (numbers pinned in tests/e2e/table-link.spec.ts)', () => {
  it('B’s first fighter striking A’s first fighter: at full Meat, then with 1 Meat lost on A’s phone', () => {
    const { a, b } = linkedTable(null);
    const odds = rules.odds!;
    const weapon = strikeWeapons(b.roster, 0, book)[0]!;
    const shown = () => {
      const linked = linkedGame(rules, b.doc, b.link)!;
      const got = odds.odds(b.roster, 0, linked.doc.state, weapon, rules.parse(linked.doc.opponent!.roster), 0, false)!;
      return [formatPercent(got.hurt), formatPercent(got.takeOut)];
    };
    const full = shown();
    // As in the e2e: A hits its first fighter twice and undoes one; B hits its second fighter.
    a.take({ kind: 'damage', model: 0, by: 1 });
    a.take({ kind: 'damage', model: 0, by: 1 });
    a.undo();
    b.take({ kind: 'damage', model: 1, by: 1 });
    expect(shown()).toEqual(full);
    b.scan(a.code());
    const hurt = shown();
    expect(weapon).toBe('Pulverizer');
    expect(linkedGame(rules, b.doc, b.link)!.doc.state.foes?.[0]?.damage).toBe(1);
    // Hurts, then takes out: with 1 Meat fewer to lose, the Pulverizer takes A's fighter out more often.
    expect(full).toEqual(['99.2%', '1.0%']);
    expect(hurt).toEqual(['99.2%', '3.1%']);
    expect(hurt).not.toEqual(full);
  });
});
