/**
 * Issue 35, "one log per roster" ("the Arsenal crew keeps two logs that overlap"): the crew tracker's
 * format version 3 (src/games/arsenal-campaign/one-log.ts, roster.ts "One log per roster"). A real
 * version-2 crew written by the site before the change (tests/unit/fixtures/arsenal-crew-v2.json)
 * reads with each game once and every entry kept; version 1 still reads; the old links still open
 * and the new ones are no longer; a hand edit in the week editor is one log entry, undone from the
 * log like a step.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameEntryWeek } from '../../src/games/arsenal-campaign/one-log';
import { editedByHand, handEditTitle, weekChanges, type HandEdit } from '../../src/games/arsenal-campaign/hand-edit';
import { changeGame, changeWeek } from '../../src/games/arsenal-campaign/roster-edit';
import { campaignLedger, checkRoster, parseRoster, ROSTER_VERSION, type Roster } from '../../src/games/arsenal-campaign/roster';
import { rosterFormat } from '../../src/games/arsenal-campaign/roster-format';
import { crewGame } from '../../src/games/arsenal-campaign/roster-game';
import { aftermathLogged, gameLogged } from '../../src/games/arsenal-campaign/game-log';
import { injuryFlip, playGame, recordBarter } from '../../src/games/arsenal-campaign/steps';
import { weekSteps } from '../../src/games/arsenal-campaign/week-sequence';
import { arsenalPlay, FINISHED_OFF, giveNumber, OPPONENT_RATING, OPPONENT_TOTAL, OPPONENT_VP, OUR_VP, STRATEGY_VP } from '../../src/games/arsenal-campaign/play';
import { gamesPlayed } from '../../src/roster/campaign-log';
import { readShareFragment, shareFragment } from '../../src/roster/share';
import { undoableEntries, type StepSnapshot } from '../../src/roster/step-undo';
import { stepSnapshot, withSnapshot } from '../../src/roster/step-snapshot';
import { undoStep } from '../../src/roster/step-undo-apply';
import { setModelFlag, setStatus, startState, readyToEnd } from '../../src/play';
import { rosterAfterGame } from '../../src/play/end';
import { data, playedOn } from './support/arsenal-campaign';

const fixture = JSON.parse(readFileSync('tests/unit/fixtures/arsenal-crew-v2.json', 'utf8')) as {
  crew: { version: number; weeks: unknown[]; log: { date: string; kind: string; title: string; changes: string[] }[] };
  link: string;
  playedLink: string;
};
const game = crewGame(data);
/** The play rules with End game's write-back loaded (it loads after the play page's first paint). */
const ready = await readyToEnd(arsenalPlay(data));
const DATE = '2026-11-29';

/** The "game" entries of a log, by the week each is about. */
const gamesByWeek = (r: Roster) => r.log.filter((e) => e.kind === 'game').map((e) => gameEntryWeek(e));

describe('format version 3: a version-2 crew with both logs overlapping (fixture written at ea4e231)', () => {
  const v2 = fixture.crew;
  const crew = parseRoster(v2);

  it('reads as version 3 with the same weeks and every one of its 17 entries, in order, with the same dates and words', () => {
    expect(v2.version).toBe(2);
    expect(ROSTER_VERSION).toBe(3);
    expect(crew.version).toBe(3);
    expect(crew.weeks.map((w) => w.game?.result ?? null)).toEqual(['win', 'loss', 'draw']);
    // The weeks are what version 2 held: only the log's kinds change.
    expect(game.toJson(crew)).toMatchObject({ weeks: v2.weeks });
    expect(crew.log).toHaveLength(17);
    expect(crew.log.map(({ date, title, changes }) => ({ date, title, changes }))).toEqual(v2.log.map(({ date, title, changes }) => ({ date, title, changes })));
    expect(checkRoster(crew)).toEqual(checkRoster({ ...crew }));
  });

  it('each game once: week 1 by End game’s entry, week 2 by the game step’s; the game typed in again and the friendly game are notes', () => {
    // Version 2: four "game" entries for two games logged (week 1 twice, and a game of no week).
    expect(v2.log.filter((e) => e.kind === 'game').map((e) => e.title)).toEqual(['Game in round 1: won', 'Week 1: won', 'Friendly against the Dusk Riders: lost', 'Week 2: lost, 2 VP to 4']);
    expect(gamesByWeek(crew)).toEqual([1, 2]);
    expect(crew.log.filter((e) => e.kind === 'game').map((e) => e.title)).toEqual(['Game in round 1: won', 'Week 2: lost, 2 VP to 4']);
    expect(gamesPlayed(crew)).toBe(2);
    expect(crew.log.filter((e) => e.kind === 'note')).toEqual([
      { date: '2026-11-04', kind: 'note', title: 'Week 1: won', changes: ['Beat the Dusk Riders 5 to 3'] },
      { date: '2026-11-05', kind: 'note', title: 'Friendly against the Dusk Riders: lost', changes: ['Not a campaign game'] },
      { date: '2026-11-05', kind: 'note', title: 'Santiago wants a new hat', changes: [] },
    ]);
    // Week 3's game, typed into the week editor only, is in the weeks once and is not made up in the log.
    expect(crew.weeks[2]!.game).toMatchObject({ result: 'draw', vp: 3, opponentVp: 3 });
  });

  it('the week’s steps read the same: week 1’s Aftermath done, week 3’s game still to record (l.116-145)', () => {
    expect([1, 2, 3].map((n) => [gameLogged(crew, n), aftermathLogged(crew, n)])).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
    expect(weekSteps(crew, data).find((s) => s.value === 'game')).toMatchObject({ status: 'due' });
    // The book's arithmetic does not read the log: the same ledger as version 2's weeks give.
    // Weeks 1 and 2 end on the script their game steps logged in version 2 ("Script: 18", "Script: 20").
    expect(campaignLedger(crew, data).map((w) => w.scriptAtEnd)).toEqual([18, 20, 23]);
    expect(campaignLedger({ ...crew, log: [] }, data)).toEqual(campaignLedger(crew, data));
  });

  it('a version-1 crew (no log) reads as version 3 with an empty log and the same weeks', () => {
    const v1 = { ...structuredClone(v2), version: 1 } as Record<string, unknown>;
    delete v1.log;
    // Version-2 fields left in a hand-made version-1 file still read (the migration only adds the log).
    const read = parseRoster(v1);
    expect(read.version).toBe(3);
    expect(read.log).toEqual([]);
    expect(read.weeks).toEqual(crew.weeks);
    // Each older version goes through its migrations to version 3 (1 → 2 adds the log, 2 → 3 keeps one).
    expect(rosterFormat.upgrade(v1)).toMatchObject({ version: 3, log: [] });
    expect(rosterFormat.upgrade(v2)).toMatchObject({ version: 3 });
  });

  it('a version-3 file is read as it is: the migration does not run again on a note titled like a game', () => {
    const again = parseRoster(game.toJson(crew));
    expect(again).toEqual(crew);
  });
});

describe('the share link: old links open, new ones are no longer', () => {
  const crew = parseRoster(fixture.crew);

  it('the whole-crew and as-played links the site wrote in version 2 open as the version-3 crew', () => {
    expect(readShareFragment(fixture.link, game)).toEqual({ ok: true, roster: crew });
    const played = readShareFragment(fixture.playedLink, game);
    expect(played).toMatchObject({ ok: true });
    const roster = (played as { roster: Roster }).roster;
    expect(roster.version).toBe(3);
    expect(roster.log).toEqual([]);
    expect(roster.weeks.map((w) => w.game?.vp ?? null)).toEqual([5, 2, 3]);
  });

  it('the same crew shared again in version 3: as short as before or shorter (whole 2701 characters, as played 506)', () => {
    expect([fixture.link.length, fixture.playedLink.length]).toEqual([2701, 506]);
    const whole = shareFragment(crew, game, 'whole');
    const played = shareFragment(crew, game, 'played');
    expect(whole.length).toBeLessThanOrEqual(fixture.link.length);
    expect(played.length).toBeLessThanOrEqual(fixture.playedLink.length);
    expect(readShareFragment(whole, game)).toEqual({ ok: true, roster: crew });
  });
});

/** Week 3 of the fixture, as the week editor's fields change it, each change through editedByHand. */
function typed(start: Roster, changes: ((r: Roster) => Roster)[], open: HandEdit | null = null): { roster: Roster; open: HandEdit | null; all: Roster[] } {
  let roster = start;
  const all = [start];
  for (const change of changes) {
    ({ roster, open } = editedByHand(roster, change(roster), open, DATE));
    all.push(roster);
  }
  return { roster, open, all };
}

describe('a hand edit in the week editor is logged: one entry per week edited', () => {
  const crew = parseRoster(fixture.crew);

  it('the VP and the Strategy’s VP of week 3 corrected: one entry, each field now and before', () => {
    const { roster } = typed(crew, [(r) => changeGame(r, 2, { vp: 4 }), (r) => changeGame(r, 2, { strategyVp: 1 })]);
    expect(roster.log).toHaveLength(crew.log.length + 1);
    expect(roster.log.at(-1)).toEqual({ date: DATE, kind: 'step', title: 'Week 3: edited by hand', changes: ['VP scored: 4 (was 3)', 'VP from the Strategy: 1 (was 2)'] });
    expect(roster.weeks[2]!.game).toMatchObject({ vp: 4, strategyVp: 1 });
  });

  it('notes typed letter by letter: one entry that says the whole text; put back as they were, the entry leaves', () => {
    const letters = ' Wet.'.split('');
    const { roster, open } = typed(crew, letters.map((_, i) => (r: Roster) => changeWeek(r, 2, { notes: `A draw in the rain.${letters.slice(0, i + 1).join('')}` })));
    expect(roster.log).toHaveLength(crew.log.length + 1);
    expect(roster.log.at(-1)!.changes).toEqual(['Notes: “A draw in the rain. Wet.” (was “A draw in the rain.”)']);
    const back = editedByHand(roster, changeWeek(roster, 2, { notes: 'A draw in the rain.' }), open, DATE);
    expect(back.roster.log).toEqual(crew.log);
    expect(back.open).toBeNull();
  });

  it('another week edited, or a step in between, starts a new entry', () => {
    const one = typed(crew, [(r) => changeGame(r, 2, { vp: 4 })]);
    const two = editedByHand(one.roster, changeWeek(one.roster, 1, { event: 'Bandit Ambush' }), one.open, DATE);
    expect(two.roster.log.slice(-2).map((e) => [e.title, e.changes])).toEqual([
      ['Week 3: edited by hand', ['VP scored: 4 (was 3)']],
      ['Week 2: edited by hand', ['Weekly event: Bandit Ambush (was Bandit Raid)']],
    ]);
  });

  it('a game added, a result changed and a model Finished Off in words a player reads', () => {
    const w = crew.weeks[2]!;
    const name = (id: string) => ({ 'nino-ortega': 'Nino Ortega', 'perdita-ortega': 'Perdita Ortega' })[id] ?? id;
    expect(weekChanges({ ...w, game: null }, w, name)).toEqual(['Game: a draw, 3 VP (was none)']);
    expect(weekChanges(w, { ...w, game: { ...w.game!, result: 'win', finishedOff: ['nino-ortega'] } }, name)).toEqual(['Result: won (was a draw)', 'Finished Off: Nino Ortega (was none)']);
    expect(weekChanges(w, w, name)).toEqual([]);
    expect(handEditTitle(3)).toBe('Week 3: edited by hand');
  });

  it('a week added or removed is not a week’s edit: passed on as it is', () => {
    const fewer = { ...crew, weeks: crew.weeks.slice(0, 2) };
    expect(editedByHand(crew, fewer, null, DATE)).toEqual({ roster: fewer, open: null });
  });
});

describe('a hand edit is undone from the log like a step (src/roster/step-undo.ts, a step going on)', () => {
  const crew = parseRoster(fixture.crew);

  /** The snapshots the builder keeps while `all` are its rosters, one change after another. */
  const snapshotsOf = (all: Roster[]) =>
    all.slice(1).reduce<StepSnapshot[]>((list, after, i) => {
      const snap = stepSnapshot(game, all[i]!, after);
      return snap ? withSnapshot(list, snap, game.toJson(after) ? (game.toJson(after) as { log: unknown[] }).log : []) : list;
    }, []);

  it('three changes to week 3 are one entry with one Undo, which puts the week back as it was before the first', () => {
    const { roster, all } = typed(crew, [(r) => changeGame(r, 2, { vp: 4 }), (r) => changeGame(r, 2, { vp: 6 }), (r) => changeWeek(r, 2, { event: 'Gold Fever' })]);
    const list = snapshotsOf(all);
    expect(list).toHaveLength(1);
    const undoable = undoableEntries(list, roster.log);
    expect([...undoable.keys()]).toEqual([roster.log.length - 1]);
    const undone = undoStep(game, list, undoable.get(roster.log.length - 1)!, roster);
    expect(undone).toMatchObject({ ok: true });
    const back = (undone as { roster: Roster }).roster;
    expect(back.weeks).toEqual(crew.weeks);
    expect(back.log).toEqual(crew.log);
  });

  it('a later edit of another week is kept when the first is undone', () => {
    const one = typed(crew, [(r) => changeGame(r, 2, { vp: 4 })]);
    const later = editedByHand(one.roster, changeWeek(one.roster, 1, { notes: 'Raided.' }), one.open, DATE).roster;
    const list = snapshotsOf([crew, one.roster, later]);
    expect(list).toHaveLength(2);
    const snap = undoableEntries(list, later.log).get(crew.log.length)!;
    const undone = undoStep(game, list, snap, later);
    expect(undone).toMatchObject({ ok: true });
    const back = (undone as { roster: Roster }).roster;
    expect(back.weeks[2]!.game!.vp).toBe(3);
    expect(back.weeks[1]!.notes).toBe('Raided.');
    expect(back.log.at(-1)!.title).toBe('Week 2: edited by hand');
  });

  it('an entry written again with nothing to join (its first snapshot gone) offers no Undo rather than a wrong one', () => {
    const { all } = typed(crew, [(r) => changeGame(r, 2, { vp: 4 }), (r) => changeGame(r, 2, { vp: 6 })]);
    const snap = stepSnapshot(game, all[1]!, all[2]!)!;
    expect(snap.continues).toBe(true);
    expect(withSnapshot([], snap, all[2]!.log)).toEqual([]);
  });
});

describe('End game and the week’s steps: the log holds the game once (issue 35)', () => {
  it('End game’s entry is the game’s; the Aftermath, Barter and injury are steps that do not say the result again', () => {
    // Week 1 of the fixture before its game, played again in the play view.
    const v2 = structuredClone(fixture.crew) as { weeks: object[]; log: object[] };
    const begun = parseRoster({ ...v2, weeks: v2.weeks.slice(0, 1).map((w) => ({ ...w, game: null, barterFlips: [], injuries: [] })), log: v2.log.slice(0, 5) });
    const play = ready;
    let s = startState(play, begun);
    for (const i of [0, 1, 2]) s = play.modelActions!(begun, i, s).find((a) => a.id === 'hire')!.apply(s);
    s = setModelFlag(setStatus(giveNumber(s, OPPONENT_TOTAL, 30), 1, { out: true }), 1, FINISHED_OFF, true);
    s = giveNumber(giveNumber(giveNumber(giveNumber(s, OUR_VP, 5), OPPONENT_VP, 3), OPPONENT_RATING, 1), STRATEGY_VP, 3);
    let r = rosterAfterGame(play, begun, begun, { state: s, name: begun.name }, 'win', '', new Date('2026-11-29T18:00:00Z'));
    r = playGame(r, data, playedOn(DATE)({ vp: 5, strategyVp: 3, opponentVp: 3, opponentRating: 1, finishedOff: ['nino-ortega'] }));
    r = recordBarter(r, data, { flips: [7, 12], bought: null, date: DATE });
    r = injuryFlip(r, data, 'nino-ortega', 'Bad Knee', DATE);
    expect(gamesByWeek(r)).toEqual([1]);
    expect(r.log.slice(5).map((e) => [e.kind, e.title])).toEqual([
      ['game', 'Game in round 1: won'],
      ['step', 'Week 1: Aftermath Hand and Payday'],
      ['step', 'Week 1: Barter'],
      ['step', 'Week 1: injury flip'],
    ]);
    expect(r.log.filter((e) => /\bwon\b/.test(e.title))).toHaveLength(1);
    expect(parseRoster(game.toJson(r))).toEqual(r);
  });
});
