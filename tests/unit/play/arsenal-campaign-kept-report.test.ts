/**
 * The opponent's match report kept in an Arsenal crew (src/games/arsenal-campaign/kept-report.ts,
 * issue 35: nothing typed twice): besides its log entry it becomes the crew's week's game, as End
 * game on the crew's own phone would have written it, so the week's Aftermath starts from it. Crew A
 * plays and ends the game against crew B (B's roster taken from its link); B keeps A's report. Book
 * lines are the Arsenal Campaign's (shared/rulebooks/arsenal-campaign.txt, "AC l.n").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arsenalPlay, BURIED, FINISHED_OFF, giveNumber, NOT_HIRED, OPPONENT_TOTAL } from '../../../src/games/arsenal-campaign/play';
import { ENCOUNTER, OTHER_VP, STRATEGY, WITHDREW } from '../../../src/games/arsenal-campaign/battle';
import { keepArsenalReport, weekAlreadyLogged } from '../../../src/games/arsenal-campaign/kept-report';
import { currentArsenal, newRoster, type Roster } from '../../../src/games/arsenal-campaign/roster';
import { gameKeptFromReport, KEPT_FROM_REPORT, playedMark } from '../../../src/games/arsenal-campaign/game-log';
import { weekSteps } from '../../../src/games/arsenal-campaign/week-sequence';
import { newGame, readGame, stepText, withOpponent, take, type GameDoc, type PlayCommand, type PlayState, readyToEnd } from '../../../src/play';
import { rosterAfterGame } from '../../../src/play/end';
import { fromTheOtherSide, keptReportWrite, matchReport, reportLine, type MatchReport } from '../../../src/play/report';
import { data, NINO, ortegaWeekOne, PERDITA } from '../support/arsenal-campaign';

const DATE = '2026-11-28';
const rules = await readyToEnd(arsenalPlay(data));
const at = (n: number) => new Date(Date.UTC(2026, 10, 28, 18, 0, n));
const FRANCISCO = { name: 'Francisco Ortega', station: 'henchman' as const, cost: 0, cache: 3 };

/** Crew A, the sender: Perdita, Nino and Francisco, week 1 begun. */
const crewA: Roster = ortegaWeekOne(30, DATE, [PERDITA, NINO, FRANCISCO]);
/** Crew B, the keeper: the same three models under another crew's name, week 1 begun. */
const crewB: Roster = { ...ortegaWeekOne(30, DATE, [PERDITA, NINO, FRANCISCO]), name: 'The Glass Saints' };

const score = (side: 'me' | 'them', source: string, by: number, round = 1): PlayCommand => ({ kind: 'score', side, source, round, by });

/** A's game against B (B's roster taken from its link), every model of A hired, after `cmds`, then ended `outcome`. */
function aPlays(cmds: PlayCommand[], outcome: 'win' | 'loss' | 'draw'): GameDoc {
  let doc: GameDoc = newGame(rules, crewA, 'r1', at(0));
  let s = doc.state as PlayState;
  for (const i of [0, 1, 2]) s = rules.modelActions!(crewA, i, s).find((a) => a.id === 'hire')!.apply(s);
  doc = { ...doc, state: giveNumber(s, OPPONENT_TOTAL, 30) };
  doc = withOpponent(rules, crewA, doc, crewB.name, crewB, at(1), 'A');
  const all: PlayCommand[] = [{ kind: 'setup', scenario: ENCOUNTER, first: null }, ...cmds, { kind: 'end', outcome, note: '' }];
  return all.reduce((d, cmd, i) => take(rules, crewA, d, cmd, `step ${i}`, at(i + 2), 'A'), doc);
}

/** A's report, as B opens it from A's link: seen from B's side. */
const reportForB = (doc: GameDoc): MatchReport => fromTheOtherSide(matchReport(rules, crewA, doc, crewB)!);

// A scores 2 VP from the Strategy and 1 other; B scores 3 from the Strategy and 1 other in round 2; A has B's Nino killed.
const game = () =>
  aPlays(
    [score('me', STRATEGY, 2), score('me', OTHER_VP, 1), score('them', STRATEGY, 3), { kind: 'next-round', from: 1 }, score('them', OTHER_VP, 1, 2), { kind: 'foe-out', foe: 1, on: true }],
    'loss',
  );

describe('the Arsenal match report’s fates (AC l.97-99)', () => {
  it('a killed model whose flip came up 3 or more is Finished Off in the report, one killed without it Killed or sacrificed', () => {
    const doc = aPlays(
      [
        { kind: 'status', model: 1, status: 'out', on: true },
        { kind: 'flag', model: 1, id: FINISHED_OFF, on: true },
        { kind: 'status', model: 2, status: 'out', on: true },
      ],
      'loss',
    );
    expect(matchReport(rules, crewA, doc, crewB)!.fates.filter((f) => f.side === 'me')).toEqual([
      { side: 'me', name: 'Perdita Ortega', fate: 'In the game at the end' },
      { side: 'me', name: 'Nino Ortega', fate: 'Finished Off' },
      { side: 'me', name: 'Francisco Ortega', fate: 'Killed or sacrificed' },
    ]);
  });
});

describe('the opponent’s crew in the Arsenal report (issue 35: both sides’ fates; AC l.97-101)', () => {
  /** A hires Perdita and Nino only; marks B's Perdita killed and Finished Off, B's Nino buried, B's Francisco not hired. */
  const marked = () => {
    let doc: GameDoc = newGame(rules, crewA, 'r4', at(0));
    let s = doc.state as PlayState;
    for (const i of [0, 1]) s = rules.modelActions!(crewA, i, s).find((a) => a.id === 'hire')!.apply(s);
    doc = withOpponent(rules, crewA, { ...doc, state: giveNumber(s, OPPONENT_TOTAL, 30) }, crewB.name, crewB, at(1), 'A');
    const cmds: PlayCommand[] = [
      { kind: 'setup', scenario: ENCOUNTER, first: null },
      { kind: 'foe-damage', foe: 0, by: 5, max: null },
      { kind: 'foe-out', foe: 0, on: true },
      { kind: 'foe-flag', foe: 0, id: FINISHED_OFF, on: true },
      { kind: 'foe-flag', foe: 1, id: BURIED, on: true },
      { kind: 'foe-flag', foe: 2, id: NOT_HIRED, on: true },
      { kind: 'end', outcome: 'win', note: '' },
    ];
    return cmds.reduce((d, cmd, i) => take(rules, crewA, d, cmd, `step ${i}`, at(i + 2), 'A'), doc);
  };

  it('the panel tracks B’s crew by its Arsenal, damage counted up (no Health in a tracker), the book’s statuses as marks', () => {
    const foes = rules.foes!;
    expect(foes.targets(crewB, newGame(rules, crewA, 'r5', at(0)).state)).toEqual([
      { name: 'Perdita Ortega', max: null },
      { name: 'Nino Ortega', max: null },
      { name: 'Francisco Ortega', max: null },
    ]);
    expect(foes.foeFlags!.map((f) => f.label)).toEqual(['Buried', 'Finished Off', 'Not hired']);
    // The log says the mark in the book's word (a step the panel did not word itself).
    const state = marked().state;
    expect(stepText(rules, crewA, state, { kind: 'foe-flag', foe: 2, id: NOT_HIRED, on: true }, 'Francisco Ortega')).toBe('Opponent’s Francisco Ortega: Not hired on');
    expect(stepText(rules, crewA, state, { kind: 'foe-flag', foe: 1, id: BURIED, on: false }, 'Nino Ortega')).toBe('Opponent’s Nino Ortega: Buried off');
  });

  it('the report gives both sides’ fates in the book’s words; a model not hired, on either side, has none', () => {
    const report = matchReport(rules, crewA, marked(), crewB)!;
    expect(report.fates).toEqual([
      { side: 'me', name: 'Perdita Ortega', fate: 'In the game at the end' },
      { side: 'me', name: 'Nino Ortega', fate: 'In the game at the end' },
      { side: 'them', name: 'Perdita Ortega', fate: 'Finished Off' },
      { side: 'them', name: 'Nino Ortega', fate: 'Buried' },
    ]);
  });

  it('B keeps it: the crew that played is the two A named, Perdita Finished Off as marked, buried Nino asked for his flip (AC l.101)', () => {
    const roster = keptReportWrite(crewB, fromTheOtherSide(matchReport(rules, crewA, marked(), crewB)!), (saved, r) => keepArsenalReport(saved, r, data)).roster!;
    const models = currentArsenal(crewB, data).models;
    expect(roster.weeks[0]!.game).toMatchObject({ result: 'loss', participants: [models[0]!.id, models[1]!.id], finishedOff: [models[0]!.id] });
    expect(roster.log.at(-1)!.changes).toEqual(expect.arrayContaining(['Finished Off (one injury flip each in the Aftermath): Perdita Ortega', 'No Finished Off flip marked for Nino Ortega']));
  });
});

describe('a game saved by an older site (the real version-1 fixture: its crew saved as none hired)', () => {
  it('reads its models as not hired, as End game’s write-back does: no fates until a model is hired, then its own', () => {
    const old = readGame(rules, JSON.parse(readFileSync('tests/unit/fixtures/saved-games/v1-arsenal-campaign.json', 'utf8')));
    const played = rules.parse(old.roster);
    expect(old.state.own).toEqual({ crew: [] });
    const end = { kind: 'end', outcome: 'win', note: '' } as const;
    expect(matchReport(rules, played, take(rules, played, old, end, 'end', at(5)))!.fates).toEqual([]);
    const hired = take(rules, played, old, { kind: 'action', model: 0, id: 'hire' }, 'hire', at(5));
    expect(matchReport(rules, played, take(rules, played, hired, end, 'end', at(6)))!.fates.map((f) => f.fate)).toEqual(['Finished Off']);
  });
});

describe('keeping the opponent’s report in an Arsenal crew', () => {
  it('writes the week’s game from B’s side: the result, both crews’ VP with the Strategy’s (AC l.148), the crew that played', () => {
    const report = reportForB(game());
    expect(report.result.outcome).toBe('win');
    const kept = keptReportWrite(crewB, report, (saved, r) => keepArsenalReport(saved, r, data));
    const roster = kept.roster!;
    expect(roster.weeks[0]!.game).toMatchObject({ result: 'win', vp: 4, strategyVp: 3, opponentVp: 3, withdrewOnTurn: null, finishedOff: [] });
    expect(roster.weeks[0]!.game!.participants).toEqual(currentArsenal(crewB, data).models.map((m) => m.id));
    // One entry: the report's lines and the week's, the report's id (so it is known again) and the Aftermath's mark.
    const entry = roster.log.at(-1)!;
    expect(entry.kind).toBe('game');
    expect(entry.title).toMatch(/: won$/);
    expect(entry.changes).toEqual(expect.arrayContaining([reportLine(report), playedMark(1), 'VP: 4 to 3', 'VP from the Strategy: 3']));
    // AC l.97-99: only B's phone knows whether Nino was Finished Off: the game step asks.
    expect(entry.changes).toContain('No Finished Off flip marked for Nino Ortega');
    expect(kept.said).toBeNull();
  });

  it('the week’s game step says the game came from the report and asks who was Finished Off (AC l.97-99: only the owner’s phone knows)', () => {
    const roster = keptReportWrite(crewB, reportForB(game()), (saved, r) => keepArsenalReport(saved, r, data)).roster!;
    expect(roster.log.at(-1)!.changes).toContain(KEPT_FROM_REPORT);
    expect(gameKeptFromReport(roster, 1)).toBe(true);
    const gameStep = weekSteps(roster, data).find((s) => s.value === 'game')!;
    expect(gameStep).toMatchObject({ status: 'due', why: 'the opponent’s match report wrote the game: mark who was Finished Off, then confirm or correct it' });
    // End game on the crew's own phone is not said to be the report's.
    let bDoc = newGame(rules, crewB, 'r2', at(0));
    bDoc = take(rules, crewB, bDoc, { kind: 'end', outcome: 'win', note: '' }, 'end', at(1), 'B');
    const ended = rosterAfterGame(rules, crewB, crewB, bDoc, 'win', '', at(2));
    expect(gameKeptFromReport(ended, 1)).toBe(false);
    expect(weekSteps(ended, data).find((s) => s.value === 'game')!.why).toBe('End game wrote the game: confirm or correct it');
  });

  it('a report that names none of this crew (A had no roster of it) counts every model of the week as the crew: a new game hires no one', () => {
    let doc: GameDoc = newGame(rules, crewA, 'r3', at(0));
    doc = take(rules, crewA, doc, { kind: 'setup', scenario: ENCOUNTER, first: null }, 'setup', at(1), 'A');
    doc = take(rules, crewA, doc, { kind: 'end', outcome: 'draw', note: '' }, 'end', at(2), 'A');
    const report = fromTheOtherSide(matchReport(rules, crewA, doc)!);
    expect(report.fates.filter((f) => f.side === 'me')).toEqual([]);
    const roster = keptReportWrite(crewB, report, (saved, r) => keepArsenalReport(saved, r, data)).roster!;
    expect(roster.weeks[0]!.game).toMatchObject({ result: 'draw', vp: 0, opponentVp: 0 });
    expect(roster.weeks[0]!.game!.participants).toEqual(currentArsenal(crewB, data).models.map((m) => m.id));
    expect(roster.weeks[0]!.game!.participants).toHaveLength(3);
  });

  it('is kept once: the same report again changes nothing', () => {
    const report = reportForB(game());
    const once = keptReportWrite(crewB, report, (saved, r) => keepArsenalReport(saved, r, data)).roster!;
    expect(keptReportWrite(once, report, (saved, r) => keepArsenalReport(saved, r, data))).toEqual({ roster: null, said: null });
  });

  it('keeps nothing when the week’s game is already in the crew’s log (B ended it on its own phone): the game is not logged twice', () => {
    let bDoc = newGame(rules, crewB, 'r2', at(0));
    bDoc = take(rules, crewB, bDoc, { kind: 'end', outcome: 'win', note: '' }, 'end', at(1), 'B');
    const ended = rosterAfterGame(rules, crewB, crewB, bDoc, 'win', '', at(2));
    expect(ended.weeks[0]!.game?.result).toBe('win');
    const kept = keptReportWrite(ended, reportForB(game()), (saved, r) => keepArsenalReport(saved, r, data));
    expect(kept).toEqual({ roster: null, said: weekAlreadyLogged(1) });
  });

  it('AC l.108, C7: B withdrawing on turn 2 scores no VP, kept as the week’s game with the withdrawal', () => {
    const doc = aPlays([score('me', OTHER_VP, 1), score('them', STRATEGY, 2), { kind: 'next-round', from: 1 }, score('them', WITHDREW, 1, 2)], 'win');
    const roster = keptReportWrite(crewB, reportForB(doc), (saved, r) => keepArsenalReport(saved, r, data)).roster!;
    expect(roster.weeks[0]!.game).toMatchObject({ result: 'loss', vp: 0, strategyVp: 0, opponentVp: 1, withdrewOnTurn: 2 });
    expect(roster.log.at(-1)!.changes).toContain('We withdrew on turn 2: no VP, and only the injury flips of the Aftermath');
  });

  it('a crew with no week begun keeps the report’s entry and is told to begin the week', () => {
    const noWeek: Roster = { ...newRoster('Weekless', 6, 30), faction: 'Guild' };
    const roster = keptReportWrite(noWeek, reportForB(game()), (saved, r) => keepArsenalReport(saved, r, data)).roster!;
    expect(roster.weeks).toEqual([]);
    expect(roster.log.at(-1)!.changes).toContain('No week is begun in the crew tracker: begin it there and record this game in its steps');
  });
});

