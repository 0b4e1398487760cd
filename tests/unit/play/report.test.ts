/**
 * The match report (src/play/report.ts): worked out from an ended game's log, a versioned format
 * that round-trips, a `#report=` link that refuses what it cannot read, the same game seen from the
 * other side, and the campaign log's entry End game writes from it.
 */
import { describe, expect, it } from 'vitest';
import {
  recordGameResult,
  withOpponent,
  type GameDoc,
} from '../../../src/play';
import { finishGame } from '../../../src/play/end';
import { SCORE_ROUNDS } from '../../../src/play/battle';
import { fatesByFate, fromTheOtherSide, matchReport, reportRows, keptReport, reportKeptWords, reportTitle, reportVP, roundTableCaption, roundTables, sideLine, PRINT_ROUNDS_PER_TABLE } from '../../../src/play/report';
import { reportFormat, reportFromHash, reportHash } from '../../../src/play/report-format';
import { hashLink } from '../../../src/roster/hash-link';
import type { LogEntry } from '../../../src/roster/campaign-log';
import { at, json, play, roster, rules, score, setup } from './battle-support';

const opponentJson = { ...(json as Record<string, unknown>), name: 'Glass Jaws' };

/** A game of the test scenario against Glass Jaws: 2 Caches and 1 VP to 1 Cache, the rival's first fighter out, my second down (Heartbreaker's Taken Down). */
function ended(outcome: 'win' | 'loss' | 'draw' = 'win', note = ''): GameDoc {
  let d = play([setup, score('me', 1), score('them', 1), { kind: 'next-round', from: 1 }, score('me', 1, 2), score('me', 1, 2, 'vp')]);
  d = withOpponent(rules, roster, d, 'Glass Jaws', opponentJson, at(20));
  d = play([{ kind: 'foe-out', foe: 0, on: true }, { kind: 'status', model: 1, status: 'down', on: true }], 'A', d, 21);
  return recordGameResult(rules, roster, d, outcome, note, at(30), 'A');
}

describe('the match report', () => {
  it('is null until the game has a result', () => {
    expect(matchReport(rules, roster, play([setup]))).toBeNull();
  });

  it('holds the date, scenario, both sides, the score by round, the result, each model’s fate and what was paid', () => {
    const d = ended('win', 'close one');
    const r = matchReport(rules, roster, d, rules.parse(opponentJson))!;
    const end = d.steps.at(-1)!;
    const names = rules.models(roster).map((m) => m.name);
    expect(r).toEqual({
      report: 1,
      id: end.id,
      game: 'heartbreaker',
      date: '2026-11-29',
      scenario: { id: 'drop', name: 'Test Drop', noun: 'scenario' },
      rounds: 2,
      turnLimit: 5,
      // My side carries my gang's sheet for the rival's Epilogue (rules.reportSheet): its resources, and Hook's Bounty of 1 (the example gang's).
      sides: {
        me: { label: 'Your gang', name: rules.rosterName(roster), version: (json as { version: number }).version, sheet: { holds: [{ id: 'reputation', count: 2 }, { id: 'territory', count: 0 }, { id: 'supply', count: 3 }, { id: 'ammo', count: 1 }], bounties: [{ name: 'Hook', bounty: 1 }] } },
        them: { label: 'Their gang', name: 'Glass Jaws', version: (json as { version: number }).version },
      },
      score: [
        { id: 'caches', label: 'Caches extracted', vp: 0, me: [1, 1], them: [1] },
        { id: 'vp', label: 'VP', vp: 1, me: [0, 1], them: [] },
      ],
      // Neither endgame nor turn limit: the scenario's result (more VP) agrees with the players'.
      result: { outcome: 'win', by: 'scenario', text: 'More VP.' },
      fates: [
        ...names.map((name, i) => ({ side: 'me', name, fate: i === 1 ? rules.downLabel : 'In the game at the end' })),
        ...names.map((name, i) => ({ side: 'them', name, fate: i === 0 ? rules.outLabel : 'In the game at the end' })),
      ],
      pays: [],
      note: 'close one',
    });
    expect([reportTitle(r), reportVP(r, 'me'), reportVP(r, 'them')]).toEqual(['Test Drop: won', 1, 0]);
    expect(sideLine(r.sides.them!)).toBe(`Their gang: Glass Jaws (roster format ${(json as { version: number }).version})`);
    expect(sideLine({ label: 'Their gang', name: '', version: null })).toBe('Their gang: roster not added to the game');
  });

  it('says the players decided when the result is not the scenario’s', () => {
    const r = matchReport(rules, roster, ended('draw'))!;
    expect(r.result).toEqual({ outcome: 'draw', by: 'players', text: 'Entered by the players: a draw.' });
    expect(r.sides.them?.name).toBe('Glass Jaws');
    // Without the opponent's roster read, the opponent's models have no fates.
    expect(r.fates.filter((f) => f.side === 'them')).toEqual([]);
  });

  it('round-trips through its format and its link, and the opponent reads it from their side', () => {
    const r = matchReport(rules, roster, ended(), rules.parse(opponentJson))!;
    expect(reportFormat.parse(JSON.parse(JSON.stringify(r)))).toEqual(r);
    const opened = reportFromHash(reportHash(r));
    expect(opened).toEqual({ ok: true, report: r });
    const theirs = fromTheOtherSide(r);
    expect([theirs.result.outcome, theirs.sides.me.name, theirs.sides.me.label, theirs.score[0]!.me, theirs.fates[0]!.side]).toEqual(['loss', 'Glass Jaws', 'Your gang', [1], 'them']);
    expect(theirs.result.text).toBe(`As ${r.sides.me.name} recorded it: More VP.`);
  });

  it('refuses a link it cannot read with a sentence, never a crash', () => {
    const r = matchReport(rules, roster, ended())!;
    expect(reportFromHash('#roster=abc')).toBeNull();
    expect(reportFromHash('#report=%%%')).toEqual({ ok: false, error: 'This report link is damaged: it does not unpack to a report.' });
    expect(reportFromHash(`#report=${'A'.repeat(9000)}`)).toEqual({ ok: false, error: 'This report link is far longer than any report: it was not read.' });
    expect(reportFromHash(hashLink('report', JSON.stringify({ ...r, report: 2 })))).toEqual({ ok: false, error: 'This report was made by a newer version of this site: update the page to read it.' });
    expect(reportFromHash(hashLink('report', JSON.stringify({ ...r, rounds: 'many' })))).toEqual({ ok: false, error: expect.stringMatching(/^This report cannot be read: rounds/) });
    expect(reportFromHash(hashLink('report', '[1,2'))).toEqual({ ok: false, error: 'This report link is damaged: it does not unpack to a report.' });
    // A side's sheet is checked too: a Bounty is a whole number from 0 to 99, and at most 12 kinds of holdings.
    const me = r.sides.me;
    expect(reportFromHash(hashLink('report', JSON.stringify({ ...r, sides: { ...r.sides, me: { ...me, sheet: { holds: [], bounties: [{ name: 'Olga', bounty: -1 }] } } } })))).toEqual({ ok: false, error: expect.stringMatching(/^This report cannot be read: sides\.me\.sheet\.bounties/) });
    const many = Array.from({ length: 13 }, (_, i) => ({ id: `kind${i}`, count: 1 }));
    expect(reportFromHash(hashLink('report', JSON.stringify({ ...r, sides: { ...r.sides, me: { ...me, sheet: { holds: many, bounties: [] } } } })))).toEqual({ ok: false, error: expect.stringMatching(/^This report cannot be read: sides\.me\.sheet\.holds/) });
  });

  it('reads a report made before sides carried a sheet, as it was', () => {
    const r = matchReport(rules, roster, ended())!;
    const { sheet: _sheet, ...me } = r.sides.me;
    const older = { ...r, sides: { ...r.sides, me } };
    expect(reportFromHash(reportHash(older))).toEqual({ ok: true, report: older });
  });

  it('lays the score out by round, padded to the rounds played, with the VP summed', () => {
    const r = matchReport(rules, roster, ended())!;
    expect(reportRows(r)).toEqual([
      { label: 'Caches extracted', me: { rounds: [1, 1], total: 2 }, them: { rounds: [1, 0], total: 1 } },
      { label: 'VP', me: { rounds: [0, 1], total: 1 }, them: { rounds: [0, 0], total: 0 } },
    ]);
  });

  it('is kept from the opponent’s link in one of my rosters’ logs once, seen from my side', () => {
    const r = fromTheOtherSide(matchReport(rules, roster, ended(), rules.parse(opponentJson))!);
    const mine = rules.parse(opponentJson) as unknown as { log: LogEntry[] };
    const kept = keptReport(mine, r)!;
    expect(kept.log.at(-1)).toMatchObject({ date: '2026-11-29', kind: 'game', title: `Test Drop against ${rules.rosterName(roster)}: lost` });
    expect(kept.log.at(-1)!.changes).toContain(`Match report ${r.id}`);
    expect(keptReport(kept, r)).toBeNull();
    // The sentences the page says: the sender's side is the one the flipped report calls theirs.
    expect(reportKeptWords('Glass Jaws', matchReport(rules, roster, ended())!)).toBe(`Kept in the campaign log of “Glass Jaws”, as the game against ${rules.rosterName(roster)}.`);
    expect(reportKeptWords('Glass Jaws', null)).toBe('This report is already in the campaign log of “Glass Jaws”.');
  });

  it('End game writes it into the saved roster’s campaign log as the game’s one entry', () => {
    let d = play([setup, score('me', 3)]);
    d = { ...d, rosterId: 'r1' };
    const saved = rules.parse(json);
    const out = finishGame({ rules, played: roster, doc: d, saved, nameOf: rules.rosterName, outcome: 'win', note: '', now: at(40) });
    const log = (out.roster!.roster as unknown as { log: { title: string; changes: string[] }[] }).log;
    // The report's lines, then the game's own write-back (Heartbreaker's reminder of the Epilogue).
    expect(log.at(-1)).toMatchObject({ kind: 'game', title: 'Test Drop: won', changes: ['Your gang: Caches extracted 3', 'Your gang: VP 0', 'Their gang: Caches extracted 0', 'Their gang: VP 0', `Match report ${out.game.steps.at(-1)!.id}`, 'Epilogue: still to record in the campaign log'] });
  });
});

describe('the score printed in tables of at most 12 rounds (A4’s width)', () => {
  it('keeps a game of up to 12 rounds in one table', () => {
    expect(roundTables(12, PRINT_ROUNDS_PER_TABLE)).toEqual([{ from: 0, count: 12 }]);
    expect(roundTableCaption({ from: 0, count: 12 }, 1)).toBe('Score by round');
  });
  it('cuts the 40 rounds a score keeps (SCORE_ROUNDS) into 12, 12, 12 and 4', () => {
    expect(roundTables(SCORE_ROUNDS, PRINT_ROUNDS_PER_TABLE)).toEqual([
      { from: 0, count: 12 },
      { from: 12, count: 12 },
      { from: 24, count: 12 },
      { from: 36, count: 4 },
    ]);
    expect(roundTableCaption({ from: 36, count: 4 }, 4)).toBe('Score by round (R37 to R40)');
  });
  it('keeps every round in one table on screen, and one table of totals when no round was scored', () => {
    expect(roundTables(40, Infinity)).toEqual([{ from: 0, count: 40 }]);
    expect(roundTables(0, PRINT_ROUNDS_PER_TABLE)).toEqual([{ from: 0, count: 0 }]);
    expect(roundTables(Number.NaN, 0)).toEqual([{ from: 0, count: 0 }]);
  });
});

describe('the fates on paper, grouped by fate (the largest rosters keep to one A4 page)', () => {
  it('puts the fates that fell first, in the order they come, and those still in the game last, names in the report’s order', () => {
    const fates = [
      { name: 'Vulture 1', fate: 'In the game at the end' },
      { name: 'Vulture 2', fate: 'Downed' },
      { name: 'Vulture 3', fate: 'Prone' },
      { name: 'Vulture 4', fate: 'Downed' },
      { name: 'Vulture 5', fate: 'In the game at the end' },
    ];
    expect(fatesByFate(fates)).toEqual([
      { fate: 'Downed', names: ['Vulture 2', 'Vulture 4'] },
      { fate: 'Prone', names: ['Vulture 3'] },
      { fate: 'In the game at the end', names: ['Vulture 1', 'Vulture 5'] },
    ]);
    expect(fatesByFate([])).toEqual([]);
  });
});
