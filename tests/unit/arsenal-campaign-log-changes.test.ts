/**
 * Issue 35, "every step can be undone from the log, also after a reload; one log per roster; every
 * correction is logged", on the three holes left after format version 3 (roster.ts, "One log per
 * roster"): Start week and Remove week in the week editor are steps of the log (hand-edit.ts
 * weekStarted, weekRemoved); End game for a week whose game is logged never adds a second game
 * (write-back.ts writeGameBack); a hand edit typed while the editor is drawn behind the keystrokes is one
 * entry (src/roster/merge.ts landEdit, the workbench's `relog`). On the real version-2 crew of
 * tests/unit/fixtures/arsenal-crew-v2.json, read as version 3.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editedByHand, weekRemoved, weekStarted, type HandEdit } from '../../src/games/arsenal-campaign/hand-edit';
import { aftermathLogged, gameLogged, weekBegunTitle, weekRemovedTitle } from '../../src/games/arsenal-campaign/game-log';
import { gameEntryWeek } from '../../src/games/arsenal-campaign/one-log';
import { arsenalPlay, FINISHED_OFF, giveNumber, OPPONENT_RATING, OPPONENT_TOTAL, OPPONENT_VP, OUR_VP, STRATEGY_VP, type PlayState } from '../../src/games/arsenal-campaign/play';
import { changeWeek } from '../../src/games/arsenal-campaign/roster-edit';
import { parseRoster, type Roster } from '../../src/games/arsenal-campaign/roster';
import { crewGame } from '../../src/games/arsenal-campaign/roster-game';
import { playGame } from '../../src/games/arsenal-campaign/steps';
import { weekSteps } from '../../src/games/arsenal-campaign/week-sequence';
import { setModelFlag, setStatus, startState, readyToEnd } from '../../src/play';
import { endGameWrite, finishGame } from '../../src/play/end';
import { newGame } from '../../src/play/log';
import { landEdit, rebase, type Relog } from '../../src/roster/merge';
import { readSnapshots, undoableEntries, type StepSnapshot } from '../../src/roster/step-undo';
import { stepSnapshot, withSnapshot } from '../../src/roster/step-snapshot';
import { undoStep, writeSnapshots } from '../../src/roster/step-undo-apply';
import { memoryStore } from '../../src/roster/store';
import { data, playedOn } from './support/arsenal-campaign';

const fixture = JSON.parse(readFileSync('tests/unit/fixtures/arsenal-crew-v2.json', 'utf8')) as { crew: { weeks: object[]; log: object[] } };
const crew = parseRoster(fixture.crew);
const game = crewGame(data);
/** The play rules with End game's write-back loaded (it loads after the play page's first paint). */
const ready = await readyToEnd(arsenalPlay(data));
const DATE = '2026-12-01';

/** The snapshots the builder keeps while `all` are its rosters, one change after another (as useEditHistory records them). */
const snapshotsOf = (all: readonly Roster[]) =>
  all.slice(1).reduce<StepSnapshot[]>((list, after, i) => {
    const snap = stepSnapshot(game, all[i]!, after);
    return snap ? withSnapshot(list, snap, after.log) : list;
  }, []);

/** The snapshots written to the browser's storage and read back, as after a reload. */
function reloaded(list: readonly StepSnapshot[]): StepSnapshot[] {
  const store = memoryStore();
  writeSnapshots(store, 'arsenal-campaign', 'crew-1', list, new Date('2026-12-01T12:00:00Z'));
  return readSnapshots(store, 'arsenal-campaign', 'crew-1');
}

/** Undo of log entry `index` from the snapshots after a reload: the roster it gives, or the refusal. */
function undoAfterReload(list: readonly StepSnapshot[], roster: Roster, index: number): Roster {
  const stored = reloaded(list);
  const snap = undoableEntries(stored, roster.log).get(index);
  expect(snap).toBeDefined();
  const undone = undoStep(game, stored, snap!, roster);
  expect(undone).toMatchObject({ ok: true });
  return (undone as { roster: Roster }).roster;
}

describe('Start week and Remove week in the week editor are steps of the log', () => {
  it('Start week adds week 4 and one step, “Week 4 begins”, at the end of the log; undone after a reload, week and entry go', () => {
    const started = weekStarted(crew, DATE);
    expect(started.weeks).toHaveLength(4);
    expect(started.weeks[3]).toMatchObject({ week: 4, event: null, hires: [], game: null });
    expect(started.log.slice(0, -1)).toEqual(crew.log);
    expect(started.log.at(-1)).toEqual({ date: DATE, kind: 'step', title: 'Week 4 begins', changes: ['Started in the week editor; no weekly event noted yet'] });
    // The same title as the guided sequence's step that begins a week.
    expect(weekBegunTitle(4)).toBe('Week 4 begins');
    const back = undoAfterReload(snapshotsOf([crew, started]), started, crew.log.length);
    expect(back).toEqual(crew);
  });

  it('Remove week takes week 3 out with one step saying all it held; undone after a reload, week 3 is back as it was', () => {
    const removed = weekRemoved(crew, DATE);
    expect(removed.weeks).toEqual(crew.weeks.slice(0, 2));
    expect(removed.log.slice(0, -1)).toEqual(crew.log);
    expect(removed.log.at(-1)).toEqual({
      date: DATE,
      kind: 'step',
      title: 'Week 3 taken out',
      changes: [
        'Game: a draw, 3 VP',
        'VP from the Strategy: 2',
        "Opponent's VP: 3",
        "Opponent's Arsenal total: 29",
        'Took part: Perdita Ortega, Nino Ortega',
        'Weekly event: Gold Rush',
        'Notes: “A draw in the rain.”',
      ],
    });
    const back = undoAfterReload(snapshotsOf([crew, removed]), removed, crew.log.length);
    expect(back).toEqual(crew);
  });

  it('an empty week taken out says so; nothing to take out leaves the crew as it is', () => {
    const started = weekStarted(crew, DATE);
    expect(weekRemoved(started, DATE).log.at(-1)).toEqual({ date: DATE, kind: 'step', title: 'Week 4 taken out', changes: ['Nothing was noted in it'] });
    const none = { ...crew, weeks: [] };
    expect(weekRemoved(none, DATE)).toBe(none);
  });

  it('a week taken out closes what the log said of it: week 2 begun again has no game logged and its game step is still to come', () => {
    expect([gameLogged(crew, 2), aftermathLogged(crew, 2)]).toEqual([true, true]);
    const again = weekStarted(weekRemoved(weekRemoved(crew, DATE), DATE), DATE);
    expect(again.log.slice(-3).map((e) => e.title)).toEqual([weekRemovedTitle(3), weekRemovedTitle(2), 'Week 2 begins']);
    expect([gameLogged(again, 2), aftermathLogged(again, 2)]).toEqual([false, false]);
    expect(gameLogged(again, 1)).toBe(true);
    expect(weekSteps(again, data).find((s) => s.value === 'game')).toMatchObject({ status: 'not-now', why: 'hire the crew first' });
  });

  it('a hand edit after Start week is a new entry, and Start week undone after it is refused rather than losing the edit', () => {
    const started = weekStarted(crew, DATE);
    const edited = editedByHand(started, changeWeek(started, 3, { event: 'Bandit Raid' }), null, DATE).roster;
    expect(edited.log.slice(-2).map((e) => [e.title, e.changes])).toEqual([
      ['Week 4 begins', ['Started in the week editor; no weekly event noted yet']],
      ['Week 4: edited by hand', ['Weekly event: Bandit Raid (was none)']],
    ]);
    const list = snapshotsOf([crew, started, edited]);
    const undone = undoStep(game, list, undoableEntries(list, edited.log).get(crew.log.length)!, edited);
    expect(undone).toEqual({ ok: false, reason: expect.stringContaining('Week 4: edited by hand') as unknown as string });
  });
});

describe('End game for a week whose game is logged: one game entry, never two', () => {
  // Week 1 of the fixture before its game, with its crew hired in the play view.
  const begun = parseRoster({ ...fixture.crew, weeks: fixture.crew.weeks.slice(0, 1).map((w) => ({ ...w, game: null, barterFlips: [], injuries: [] })), log: fixture.crew.log.slice(0, 5) });
  const play = ready;
  const hired = [0, 1, 2].reduce<PlayState>((s, i) => play.modelActions!(begun, i, s).find((a) => a.id === 'hire')!.apply(s) as PlayState, startState(play, begun));
  const scored = (vp: number, opponentVp: number) => {
    const s = setModelFlag(setStatus(giveNumber(hired, OPPONENT_TOTAL, 30), 1, { out: true }), 1, FINISHED_OFF, true);
    return giveNumber(giveNumber(giveNumber(giveNumber(s, OUR_VP, vp), OPPONENT_VP, opponentVp), OPPONENT_RATING, 1), STRATEGY_VP, 3);
  };
  const end = (roster: Roster, state: PlayState, outcome: 'win' | 'loss' | 'draw', on: string) => endGameWrite(play, roster, begun, { state, name: begun.name }, outcome, '', new Date(`${on}T18:00:00Z`));
  const first = end(begun, scored(5, 3), 'win', '2026-11-29');
  const gamesByWeek = (r: Roster) => r.log.filter((e) => e.kind === 'game').map((e) => gameEntryWeek(e));

  it('ended first: one game entry at the end of the log, and nothing more to say', () => {
    expect(first.said).toBe('');
    expect(first.roster.log).toHaveLength(6);
    expect(first.roster.log[5]).toMatchObject({ date: '2026-11-29', kind: 'game', title: 'Game in round 1: won' });
    expect(first.roster.weeks[0]!.game).toMatchObject({ result: 'win', vp: 5, opponentVp: 3, finishedOff: ['nino-ortega'] });
  });

  it('ended again before the Aftermath with the score put right: the week’s game is written again and its one entry updated in place, keeping its date', () => {
    const later = first.roster.log.length;
    const withNote = { ...first.roster, log: [...first.roster.log, { date: '2026-11-30', kind: 'note' as const, title: 'Santiago limps', changes: [] }] };
    const second = end(withNote, scored(2, 4), 'loss', '2026-12-01');
    expect(gamesByWeek(second.roster)).toEqual([1]);
    expect(second.roster.log).toHaveLength(later + 1);
    expect(second.roster.log.slice(0, 5)).toEqual(begun.log);
    const entry = second.roster.log[5]!;
    expect(entry).toMatchObject({ date: '2026-11-29', kind: 'game', title: 'Game in round 1: lost' });
    expect(entry.changes).toContain("Week 1's game, for its Aftermath");
    expect(entry.changes).toContain('VP: 2 to 4');
    expect(entry.changes.at(-1)).toBe("Ended again, which changed the result to lost (was won), VP to 2 (was 5), VP from the Strategy to 2 (was 3) and the opponent's VP to 4 (was 3)");
    expect(second.roster.log[6]).toEqual(withNote.log[6]);
    expect(second.roster.weeks[0]!.game).toMatchObject({ result: 'loss', vp: 2, opponentVp: 4, strategyVp: 2 });
    expect(second.said).toBe('Week 1’s game was already in the crew’s log: its one entry now says this result.');
    // The game step then starts from the result as ended the second time.
    expect(weekSteps(second.roster, data).find((s) => s.value === 'game')).toMatchObject({ status: 'due' });
  });

  it('ended again with nothing different: the crew is not written to, and End game says so', () => {
    const same = end(first.roster, scored(5, 3), 'win', '2026-12-01');
    expect(same.roster).toBe(first.roster);
    expect(same.said).toBe('Week 1’s game is already in the crew’s log as this game ended: nothing changed.');
  });

  it('ended again after the Aftermath is logged: refused, nothing written, and the player is sent to the week editor', () => {
    const after = playGame(first.roster, data, playedOn(DATE)({ vp: 5, strategyVp: 3, opponentVp: 3, opponentRating: 1, finishedOff: ['nino-ortega'] }));
    const refused = end(after, scored(2, 4), 'loss', '2026-12-01');
    expect(refused.roster).toBe(after);
    expect(gamesByWeek(refused.roster)).toEqual([1]);
    expect(refused.said).toBe('Week 1’s game is already in the crew’s log with its Aftermath: this result was not written to the crew. Correct the week in the crew tracker’s week editor, where the change is logged.');
  });

  it('a game typed into the tracker (its game step’s own entry) is not written over by End game either', () => {
    const typed = playGame({ ...begun, weeks: begun.weeks.map((w) => ({ ...w, game: { ...first.roster.weeks[0]!.game! } })) }, data, playedOn(DATE)({ vp: 5, strategyVp: 3, opponentVp: 3, opponentRating: 1 }));
    expect(typed.log.at(-1)).toMatchObject({ kind: 'game', title: 'Week 1: won, 5 VP to 3' });
    expect(end(typed, scored(2, 4), 'loss', '2026-12-01').roster).toBe(typed);
  });

  it('End game’s words to the player carry the sentence: the result recorded, and what happened to the crew’s log', () => {
    const doc = { ...newGame(play, game.toJson(begun), 'crew-1', new Date('2026-12-01T17:00:00Z')), state: scored(2, 4) };
    const done = finishGame({ rules: play, played: begun, doc, saved: first.roster, nameOf: (r) => r.name, outcome: 'loss', note: '', now: new Date('2026-12-01T18:00:00Z') });
    expect(done.recorded).toBe('Recorded the result: lost in the campaign log of “The Ortega Posse”. Week 1’s game was already in the crew’s log: its one entry now says this result.');
    expect(done.roster!.roster.log.filter((e) => e.kind === 'game')).toHaveLength(1);
  });
});

describe('a hand edit typed while the editor is drawn behind the keystrokes is one entry', () => {
  // The week editor's relog (CrewEditor): the entry written against the roster the edit lands on.
  let open: HandEdit | null = null;
  const relog: Relog<Roster> = (now, edited) => {
    const logged = editedByHand(now, edited, open, DATE);
    open = logged.open;
    return logged.roster;
  };
  const notes = (r: Roster, text: string) => changeWeek(r, 2, { notes: text });

  it('four keystrokes, three of them made on an earlier copy of the crew: one entry with the whole text, and one Undo back to before the first', () => {
    open = null;
    const r1 = landEdit(crew, notes(crew, 'A draw in the rain. W'), crew, relog);
    // The editor is still drawn from `crew`: the next two keystrokes are made on it.
    const r2 = landEdit(crew, notes(crew, 'A draw in the rain. We'), r1, relog);
    const r3 = landEdit(crew, notes(crew, 'A draw in the rain. Wet'), r2, relog);
    // Drawn again from r1 (still behind): the last keystroke.
    const r4 = landEdit(r1, notes(r1, 'A draw in the rain. Wet.'), r3, relog);
    expect(r4.weeks[2]!.notes).toBe('A draw in the rain. Wet.');
    expect(r4.log.slice(0, -1)).toEqual(crew.log);
    expect(r4.log.at(-1)).toEqual({ date: DATE, kind: 'step', title: 'Week 3: edited by hand', changes: ['Notes: “A draw in the rain. Wet.” (was “A draw in the rain.”)'] });
    const list = snapshotsOf([crew, r1, r2, r3, r4]);
    expect(list).toHaveLength(1);
    expect(undoAfterReload(list, r4, crew.log.length)).toEqual(crew);
  });

  it('notes typed letter by letter, spaces included: every keystroke changes the entry, so one Undo takes the notes back', () => {
    open = null;
    // A space alone leaves the notes' words as they were: the entry must still change (the notes as
    // typed, spaces kept), or the keystroke's snapshot is not joined to the step and Undo is lost.
    const typed = ' Wet and cold.';
    const all = [crew];
    for (let i = 1; i <= typed.length; i++) {
      const now = all.at(-1)!;
      all.push(landEdit(now, notes(now, `A draw in the rain.${typed.slice(0, i)}`), now, relog));
    }
    const last = all.at(-1)!;
    expect(last.log.at(-1)!.changes).toEqual(['Notes: “A draw in the rain. Wet and cold.” (was “A draw in the rain.”)']);
    expect(all[1]!.log.at(-1)!.changes).toEqual(['Notes: “A draw in the rain. ” (was “A draw in the rain.”)']);
    const list = snapshotsOf(all);
    expect(list).toHaveLength(1);
    expect(undoAfterReload(list, last, crew.log.length)).toEqual(crew);
  });

  it('the same keystrokes logged on the earlier copy and then rebased (before the fix) kept two entries', () => {
    let was: HandEdit | null = null;
    const logOnCopy = (base: Roster, next: Roster, now: Roster) => {
      const logged = editedByHand(base, next, was, DATE);
      was = logged.open;
      return rebase(base, logged.roster, now);
    };
    const r1 = logOnCopy(crew, notes(crew, 'A draw in the rain. W'), crew);
    const r2 = logOnCopy(r1, notes(r1, 'A draw in the rain. We'), r1);
    const r3 = logOnCopy(r1, notes(r1, 'A draw in the rain. Wet'), r2);
    expect(r3.log.length - crew.log.length).toBe(2);
  });

  it('an event typed and the VP changed while the editor is behind: both in the one entry of week 3, each with its value before', () => {
    open = null;
    const r1 = landEdit(crew, changeWeek(crew, 2, { event: 'Gold Fever' }), crew, relog);
    const r2 = landEdit(crew, { ...crew, weeks: crew.weeks.map((w, i) => (i === 2 ? { ...w, game: { ...w.game!, vp: 4 } } : w)) }, r1, relog);
    expect(r2.log.length).toBe(crew.log.length + 1);
    expect(r2.log.at(-1)!.changes).toEqual(['VP scored: 4 (was 3)', 'Weekly event: Gold Fever (was Gold Rush)']);
    expect(r2.weeks[2]).toMatchObject({ event: 'Gold Fever', game: { vp: 4 } });
  });
});
