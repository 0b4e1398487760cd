import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addLogEntry, campaignLogSchema, logEntry, removeLogEntry, type LogEntry } from '../../../src/roster/campaign-log';
import { memoryStore, type KeyValueStore } from '../../../src/roster/store';
import { STEP_UNDO_LIMIT, mayBeStep, readSnapshots, stepUndoKey, undoableEntries, type StepGame, type StepSnapshot } from '../../../src/roster/step-undo';
import { stepSnapshot, withSnapshot } from '../../../src/roster/step-snapshot';
import {
  MAX_STEP_UNDO_CHARS,
  MAX_STEP_UNDO_TOTAL,
  dropAllSnapshots,
  dropSnapshots,
  pruneSnapshots,
  putBackSnapshots,
  removeQuestion,
  undoQuestion,
  undoStep,
  wordsRemoved,
  writeSnapshots,
} from '../../../src/roster/step-undo-apply';
import { STEP_UNDO_PREFIX } from '../../../src/roster/storage-keys';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import { recoveryRoll, restoreGrit } from '../../../src/games/kuggkoping/campaign';
import { warbandGame } from '../../../src/games/kuggkoping/roster-game';
import { parseRoster } from '../../../src/games/kuggkoping/roster';
import { cogRats } from '../support/kuggkoping-warbands';
import { example } from '../../e2e/support/examples';
import type { RosterGame } from '../../../src/roster/game';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { gangGame as hbGame } from '../../../src/games/heartbreaker/roster-game';
import { punkapocalypticBookData } from '../../../src/games/punkapocalyptic/book-data';
import { gangGame as pkGame } from '../../../src/games/punkapocalyptic/roster-game';
import { wolsungBookData } from '../../../src/games/wolsung/book-data';
import { clubGame } from '../../../src/games/wolsung/roster-game';
import { arsenalBookData } from '../../../src/games/arsenal-campaign/book-data';
import { crewGame } from '../../../src/games/arsenal-campaign/roster-game';

// Issue 35: "every step can be undone from the log, also after a reload". The kit's snapshots of the
// steps between games (src/roster/step-undo.ts): recognised from the roster before and after a
// change, kept in a store and read back after a reload, undone with later unrelated changes carried
// over, refused with a reason when a later step or game depends on them, bounded in number and size.

const D = '2026-11-29';

// A made-up game with a campaign log: a team of models (name, size) and a pool of dice.
const schema = z.object({
  game: z.literal('logteam'),
  version: z.literal(1),
  name: z.string(),
  pool: z.number().int().min(0).max(9),
  models: z.array(z.object({ name: z.string(), size: z.number().int().min(1).max(5) })),
  log: campaignLogSchema,
});
type Team = z.infer<typeof schema>;
const game: StepGame<Team> = {
  parse: (x) => schema.parse(typeof x === 'string' ? JSON.parse(x) : x),
  toJson: (r) => r,
  modelNames: (r) => r.models.map((m) => m.name),
  noun: 'team',
};

const team = (): Team => ({ game: 'logteam', version: 1, name: 'Reds', pool: 2, models: [{ name: 'Ann', size: 1 }, { name: 'Bo', size: 2 }, { name: 'Greta', size: 3 }], log: [logEntry('game', 'Game 1: won', ['Greta knocked down'], D)] });

/** Steps as a game writes them: the roster changed and one step entry at the end of the log. */
const kill = (r: Team, name: string): Team => addLogEntry({ ...r, models: r.models.filter((m) => m.name !== name) }, logEntry('step', `${name} is killed`, [`${name} rolls 1`], D));
const join = (r: Team, name: string): Team => addLogEntry({ ...r, models: [...r.models, { name, size: 1 }] }, logEntry('step', `${name} joins the team`, [], D));
const addDice = (r: Team, n: number): Team => addLogEntry({ ...r, pool: r.pool + n }, logEntry('step', `${n} dice added to the pool`, [], D));

/** Takes `step` on `r`, recording its snapshot in `list` as the builder does. */
function take(r: Team, step: (r: Team) => Team, list: StepSnapshot[]): [Team, StepSnapshot[]] {
  const next = step(r);
  const snap = stepSnapshot(game, r, next);
  if (!snap) throw new Error('no snapshot');
  return [next, withSnapshot(list, snap, next.log)];
}

const ok = <R>(u: ReturnType<typeof undoStep<R>>): R => {
  if (!u.ok) throw new Error(u.reason);
  return u.roster;
};

describe('recognising a step', () => {
  it('a change that adds a step entry at the end of the log: its entries, their place, the roster before and after without the log', () => {
    const before = team();
    const after = kill(before, 'Greta');
    const snap = stepSnapshot(game, before, after)!;
    expect(snap.index).toBe(1);
    expect(snap.entries).toEqual([{ date: D, kind: 'step', title: 'Greta is killed', changes: ['Greta rolls 1'] }]);
    expect(snap.before.models).toHaveLength(3);
    expect(snap.after.models).toHaveLength(2);
    expect('log' in snap.before || 'log' in snap.after).toBe(false);
  });

  it('no snapshot for an edit, a game or a note added, an entry removed, or entries rewritten', () => {
    const r = team();
    expect(stepSnapshot(game, r, { ...r, name: 'Blues' })).toBeNull();
    expect(stepSnapshot(game, r, addLogEntry(r, logEntry('game', 'Game 2: lost', [], D)))).toBeNull();
    expect(stepSnapshot(game, r, addLogEntry(r, logEntry('note', 'Bought paint', [], D)))).toBeNull();
    expect(stepSnapshot(game, r, removeLogEntry(r, 0))).toBeNull();
    const rewritten = { ...r, log: [logEntry('game', 'Game 1: lost', [], D), logEntry('step', 'Grit restored', [], D)] };
    expect(stepSnapshot(game, r, rewritten)).toBeNull();
  });

  it('mayBeStep, the check every keystroke makes before anything is worked out: only a log that grew or whose newest entry was written again', () => {
    const r = team();
    expect(mayBeStep(r, { ...r, name: 'Blues' })).toBe(false);
    expect(mayBeStep(r, removeLogEntry(r, 0))).toBe(false);
    expect(mayBeStep(r, kill(r, 'Greta'))).toBe(true);
    expect(mayBeStep(r, { ...r, log: [...r.log.slice(0, -1), logEntry('step', 'Grit restored', [], D)] })).toBe(true);
    // A roster with no log to compare (another game's shape) is left to stepSnapshot.
    expect(mayBeStep({ name: 'x' }, { name: 'y' })).toBe(true);
  });
});

describe('a step going on: its one entry written again in place under the same title', () => {
  /** The pool set by hand, the step's entry saying it from where the pool was before the first change. */
  const setPool = (r: Team, pool: number, from: number, again: boolean): Team => ({ ...r, pool, log: [...(again ? r.log.slice(0, -1) : r.log), logEntry('step', 'Pool set by hand', [`Pool: ${pool} (was ${from})`], D)] });

  it('is joined to the step’s snapshot: one Undo takes the roster back to before the first change', () => {
    const before = team();
    let [r, list] = take(before, (x) => setPool(x, 3, 2, false), []);
    [r, list] = take(r, (x) => setPool(x, 5, 2, true), list);
    [r, list] = take(r, (x) => setPool(x, 7, 2, true), list);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ index: 1, entries: [{ title: 'Pool set by hand', changes: ['Pool: 7 (was 2)'] }], before: { pool: 2 }, after: { pool: 7 } });
    expect('continues' in list[0]!).toBe(false);
    expect([...undoableEntries(list, r.log).keys()]).toEqual([1]);
    expect(ok(undoStep(game, list, list[0]!, r))).toEqual(before);
  });

  it('is not joined, and offers no Undo, when its first snapshot is gone, its title differs or the entry was no step', () => {
    const r = setPool(team(), 3, 2, false);
    const again = stepSnapshot(game, r, setPool(r, 5, 2, true))!;
    expect(again.continues).toBe(true);
    expect(withSnapshot([], again, setPool(r, 5, 2, true).log)).toEqual([]);
    expect(stepSnapshot(game, r, { ...r, log: [...r.log.slice(0, -1), logEntry('step', 'Another step', [], D)] })).toBeNull();
    const noted = addLogEntry(team(), logEntry('note', 'Pool set by hand', [], D));
    expect(stepSnapshot(game, noted, { ...noted, log: [...noted.log.slice(0, -1), logEntry('step', 'Pool set by hand', [], D)] })).toBeNull();
    // A keystroke that leaves the log as it was is passed over before any JSON is made.
    expect(stepSnapshot(game, r, { ...r, name: 'Blues' })).toBeNull();
  });
});

describe('undoing a step', () => {
  it('with nothing changed since: the roster exactly as before, the entry out of the log', () => {
    const before = team();
    const [after, list] = take(before, (r) => kill(r, 'Greta'), []);
    const undone = ok(undoStep(game, list, list[0]!, after));
    expect(undone).toEqual(before);
    expect(undone.models.map((m) => m.name)).toEqual(['Ann', 'Bo', 'Greta']);
  });

  it('after a reload: the snapshots read back from the store undo the step of the roster read back', () => {
    const store = memoryStore();
    const before = team();
    const [after, list] = take(before, (r) => kill(r, 'Greta'), []);
    expect(writeSnapshots(store, 'logteam', 'id1', list)).toBe(1);
    // A reload: nothing in memory, the roster and the snapshots as text.
    const roster = game.parse(JSON.stringify(after));
    const read = readSnapshots(store, 'logteam', 'id1');
    expect(read).toEqual(list);
    const entries = undoableEntries(read, roster.log);
    expect([...entries.keys()]).toEqual([1]);
    expect(ok(undoStep(game, read, entries.get(1)!, roster))).toEqual(before);
  });

  it('a later unrelated change is kept: a rename, another model resized, a note added', () => {
    const [after, list] = take(team(), (r) => kill(r, 'Greta'), []);
    const later = addLogEntry({ ...after, name: 'Blues', models: after.models.map((m) => (m.name === 'Bo' ? { ...m, size: 4 } : m)) }, logEntry('note', 'Bought paint', [], D));
    const undone = ok(undoStep(game, list, list[0]!, later));
    expect(undone.name).toBe('Blues');
    expect(undone.models).toEqual([{ name: 'Ann', size: 1 }, { name: 'Bo', size: 4 }, { name: 'Greta', size: 3 }]);
    expect(undone.log.map((e) => e.title)).toEqual(['Game 1: won', 'Bought paint']);
  });

  it('a model that joined in the step goes, another model changed since keeps its change; the joined model changed since refuses', () => {
    const [after, list] = take(team(), (x) => join(x, 'Dee'), []);
    const resized = { ...after, models: after.models.map((m) => (m.name === 'Ann' ? { ...m, size: 5 } : m)) };
    expect(ok(undoStep(game, list, list[0]!, resized)).models).toEqual([{ name: 'Ann', size: 5 }, { name: 'Bo', size: 2 }, { name: 'Greta', size: 3 }]);
    const deeChanged = { ...after, models: after.models.map((m) => (m.name === 'Dee' ? { ...m, size: 2 } : m)) };
    expect(undoStep(game, list, list[0]!, deeChanged)).toEqual({ ok: false, reason: 'Changes made since “Dee joins the team” touch what it changed (models): take them back first with Undo last change, or change the team by hand.' });
  });

  it('a later step that changed something else is kept, and can be undone after', () => {
    let [r, list] = take(team(), (x) => kill(x, 'Greta'), []);
    [r, list] = take(r, (x) => addDice(x, 3), list);
    const first = ok(undoStep(game, list, list[0]!, r));
    expect(first.pool).toBe(5);
    expect(first.models.map((m) => m.name)).toEqual(['Ann', 'Bo', 'Greta']);
    expect(first.log.map((e) => e.title)).toEqual(['Game 1: won', '3 dice added to the pool']);
    // The later step is still in the log (one place earlier) and still undoes.
    const entries = undoableEntries(list, first.log);
    expect([...entries.keys()]).toEqual([1]);
    expect(ok(undoStep(game, list, entries.get(1)!, first))).toEqual(team());
  });

  it('a later step that depends on it refuses, naming the step to undo first', () => {
    let [r, list] = take(team(), (x) => kill(x, 'Greta'), []);
    [r, list] = take(r, (x) => join(x, 'Dee'), list);
    expect(undoStep(game, list, list[0]!, r)).toEqual({ ok: false, reason: 'Undo the later step “Dee joins the team” first: it changed what “Greta is killed” changed.' });
    // Undone in order, both go.
    const withoutDee = ok(undoStep(game, list, list[1]!, r));
    expect(withoutDee.models.map((m) => m.name)).toEqual(['Ann', 'Bo']);
    expect(ok(undoStep(game, list, list[0]!, withoutDee))).toEqual(team());
  });

  it('a change by hand to what the step changed refuses, naming the field', () => {
    const [after, list] = take(team(), (x) => addDice(x, 3), []);
    const u = undoStep(game, list, list[0]!, { ...after, pool: 1 });
    expect(u).toEqual({ ok: false, reason: 'Changes made since “3 dice added to the pool” touch what it changed (pool): take them back first with Undo last change, or change the team by hand.' });
  });

  it('a game played after the step refuses', () => {
    const [after, list] = take(team(), (x) => addDice(x, 3), []);
    const played = addLogEntry(after, logEntry('game', 'Game 2: lost', [], D));
    expect(undoStep(game, list, list[0]!, played)).toEqual({ ok: false, reason: 'A game was played after “3 dice added to the pool” (“Game 2: lost”): a step can be undone only until the next game.' });
  });

  it('a step no longer in the log (taken back by Undo last change) refuses and is not offered', () => {
    const before = team();
    const [, list] = take(before, (x) => addDice(x, 3), []);
    expect(undoableEntries(list, before.log).size).toBe(0);
    expect(undoStep(game, list, list[0]!, before)).toEqual({ ok: false, reason: '“3 dice added to the pool” is no longer in the log, so there is nothing to undo.' });
  });

  it('found again after an older entry was removed by hand', () => {
    const [after, list] = take(team(), (x) => addDice(x, 3), []);
    const fewer = removeLogEntry(after, 0);
    expect([...undoableEntries(list, fewer.log).keys()]).toEqual([0]);
    expect(ok(undoStep(game, list, list[0]!, fewer))).toEqual({ ...team(), log: [] });
  });

  it('a snapshot the game can no longer read refuses with a message, no crash', () => {
    const [after, list] = take(team(), (x) => addDice(x, 3), []);
    const broken = { ...list[0]!, before: { ...list[0]!.before, pool: 'many' } };
    const u = undoStep(game, [broken], broken, after);
    expect(u).toEqual({ ok: false, reason: 'The copy of the team kept from before “3 dice added to the pool” can no longer be read, so it cannot be undone from here.' });
  });
});

describe('the words', () => {
  it('the question says who comes back, who goes, and what happens to the log', () => {
    let [r, list] = take(team(), (x) => kill(x, 'Greta'), []);
    expect(undoQuestion(game, list[0]!)).toEqual({
      question: 'Undo “Greta is killed”?',
      lines: [
        'Bring back Greta (taken out by “Greta is killed”).',
        'Everything else “Greta is killed” changed in the team goes back to how it was before it; changes made since that it did not touch are kept.',
        'Its entry leaves the log. Undo last change takes the undo back.',
      ],
    });
    [r, list] = take(r, (x) => join(x, 'Dee'), list);
    expect(undoQuestion(game, list[1]!).lines[0]).toBe('Take out Dee, who joined in “Dee joins the team”.');
    expect(removeQuestion(list[0]!, 'team')).toBe('“Greta is killed” changed the team. Remove only its words from the log, or undo what it changed too?');
    expect(wordsRemoved(list[0]!, 'team')).toBe('Removed the entry “Greta is killed” from the log; the team stays as it is. Undo last change brings the entry back.');
    expect(r.models).toHaveLength(3);
  });
});

describe('keeping snapshots', () => {
  it(`keeps the last ${STEP_UNDO_LIMIT} per roster, dropping snapshots whose entries left the log`, () => {
    let r = team();
    let list: StepSnapshot[] = [];
    for (let i = 1; i <= 12; i++) [r, list] = take(r, (x) => addEntryStep(x, i), list);
    expect(list).toHaveLength(STEP_UNDO_LIMIT);
    expect(list.map((s) => s.entries[0]!.title)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((i) => `Step ${i}`));
    // Undo last change took the newest step back, then another step was taken: the old one goes.
    const back = { ...r, log: r.log.slice(0, -1), pool: r.pool - 1 };
    const [, after] = take(back, (x) => addDice(x, 2), list);
    expect(after.map((s) => s.entries[0]!.title).at(-2)).toBe('Step 11');
    expect(after.at(-1)!.entries[0]!.title).toBe('2 dice added to the pool');
  });

  it('a step recorded again at the same place replaces the old snapshot', () => {
    const before = team();
    const [, list] = take(before, (x) => addDice(x, 3), []);
    const [, again] = take(before, (x) => addDice(x, 3), list);
    expect(again).toHaveLength(1);
  });

  it('corrupt stored snapshots are ignored, never a crash', () => {
    const [, list] = take(team(), (x) => addDice(x, 3), []);
    const good = JSON.parse(JSON.stringify(list[0])) as Record<string, unknown>;
    const key = stepUndoKey('logteam', 'x');
    const cases: [string, number][] = [
      ['not json {', 0],
      ['null', 0],
      [JSON.stringify({ v: 2, snapshots: [good] }), 0],
      [JSON.stringify({ v: 1, snapshots: 'many' }), 0],
      [JSON.stringify({ v: 1, snapshots: [good, null, 3, { ...good, index: -1 }, { ...good, index: 1.5 }, { ...good, entries: [] }, { ...good, entries: [{ date: 'today', kind: 'step', title: 'x' }] }, { ...good, entries: [logEntry('note', 'n', [], D)] }, { ...good, before: [] }, good] }), 2],
    ];
    for (const [text, n] of cases) {
      const store = memoryStore({ [key]: text });
      expect(readSnapshots(store, 'logteam', 'x')).toHaveLength(n);
    }
    const throwing: KeyValueStore = { getItem: () => { throw new Error('revoked'); }, setItem: () => { throw new Error('revoked'); }, removeItem: () => { throw new Error('revoked'); }, keys: () => { throw new Error('revoked'); } };
    expect(readSnapshots(throwing, 'logteam', 'x')).toEqual([]);
    expect(writeSnapshots(throwing, 'logteam', 'x', list)).toBe(0);
    expect(() => dropAllSnapshots(throwing)).not.toThrow();
  });

  it(`bounded in size: one roster's snapshots within ${MAX_STEP_UNDO_CHARS} characters, the newest kept`, () => {
    const big = (i: number): StepSnapshot => ({ index: i, entries: [logEntry('step', `Big ${i}`, [], D)], before: { blob: 'x'.repeat(100_000) }, after: { blob: 'y'.repeat(100_000) } });
    const store = memoryStore();
    expect(writeSnapshots(store, 'logteam', 'a', [1, 2, 3, 4].map(big))).toBe(2);
    expect(readSnapshots(store, 'logteam', 'a').map((s) => s.index)).toEqual([3, 4]);
    expect(store.getItem(stepUndoKey('logteam', 'a'))!.length).toBeLessThanOrEqual(MAX_STEP_UNDO_CHARS);
    // One snapshot too large for the bound: nothing stored.
    const huge: StepSnapshot = { ...big(9), before: { blob: 'x'.repeat(MAX_STEP_UNDO_CHARS) } };
    expect(writeSnapshots(store, 'logteam', 'a', [huge])).toBe(0);
    expect(store.getItem(stepUndoKey('logteam', 'a'))).toBeNull();
  });

  it(`bounded in total: other rosters' oldest records go first past ${MAX_STEP_UNDO_TOTAL} characters`, () => {
    const big = (i: number): StepSnapshot => ({ index: i, entries: [logEntry('step', `Big ${i}`, [], D)], before: { blob: 'x'.repeat(110_000) }, after: { blob: 'y'.repeat(110_000) } });
    const store = memoryStore();
    const ids = ['a', 'b', 'c'];
    ids.forEach((id, n) => writeSnapshots(store, 'logteam', id, [big(1), big(2)], new Date(Date.UTC(2026, 10, 1 + n))));
    expect(store.keys().filter((k) => k.startsWith(STEP_UNDO_PREFIX))).toHaveLength(2);
    expect(store.getItem(stepUndoKey('logteam', 'a'))).toBeNull();
    expect(readSnapshots(store, 'logteam', 'c')).toHaveLength(2);
  });

  it('a full store keeps fewer snapshots, or the older record as it was', () => {
    const [, list] = take(team(), (x) => addDice(x, 3), []);
    const base = memoryStore();
    const limit = (max: number): KeyValueStore => ({ ...base, setItem: (k, v) => { if (v.length > max) throw new Error('QuotaExceededError'); base.setItem(k, v); } });
    const many = Array.from({ length: 8 }, (_, i) => ({ ...list[0]!, index: i }));
    const one = JSON.stringify({ v: 1, savedAt: '', snapshots: [many[0]] }).length;
    expect(writeSnapshots(limit(Math.round(one * 1.5)), 'logteam', 'a', many)).toBe(1);
    expect(readSnapshots(base, 'logteam', 'a').map((s) => s.index)).toEqual([7]);
    expect(writeSnapshots(limit(10), 'logteam', 'a', many)).toBe(0);
    expect(readSnapshots(base, 'logteam', 'a').map((s) => s.index)).toEqual([7]);
  });

  it('deleted with the roster, put back when the delete is undone; orphans pruned; all dropped when storage is full', () => {
    const [, list] = take(team(), (x) => addDice(x, 3), []);
    const store = memoryStore({ other: 'kept' });
    for (const id of ['a', 'b', 'c']) writeSnapshots(store, 'logteam', id, list);
    const text = dropSnapshots(store, 'logteam', 'a');
    expect(readSnapshots(store, 'logteam', 'a')).toEqual([]);
    putBackSnapshots(store, 'logteam', 'a', text);
    expect(readSnapshots(store, 'logteam', 'a')).toEqual(list);
    pruneSnapshots(store, 'logteam', (id) => id !== 'b');
    expect(store.getItem(stepUndoKey('logteam', 'b'))).toBeNull();
    expect(readSnapshots(store, 'logteam', 'c')).toEqual(list);
    dropAllSnapshots(store);
    expect(store.keys()).toEqual(['other']);
  });
});

const addEntryStep = (r: Team, i: number): Team => addLogEntry({ ...r, pool: Math.min(9, r.pool + 1) }, logEntry('step', `Step ${i}`, [], D));

describe('a real game: Kuggköping', () => {
  const book = bookData();
  const kugg = warbandGame(book);

  it('a recovery roll that kills Greta (K18, KB 1665-1666), undone after a reload: Greta is back as she was', () => {
    const before = parseRoster({ ...cogRats(), log: [] });
    const killed = recoveryRoll(before, 2, { roll: 1, adjacentFriends: 0, lose: { seed: 's' } }, book, D);
    expect(killed.killed).toBe(true);
    const snap = stepSnapshot(kugg, before, killed.roster)!;
    expect(snap.entries.map((e: LogEntry) => e.title)).toEqual(['Greta is killed']);
    const store = memoryStore();
    writeSnapshots(store, 'kuggkoping', 'w1', [snap]);
    // Since then, by hand: renamed, Knut's Hooks unequipped; a step that changed nothing of Greta's.
    const edited = { ...killed.roster, name: 'The Cog Rats II', characters: killed.roster.characters.map((c) => (c.name === 'Knut' ? { ...c, gadgets: c.gadgets.map((g) => (g.name === 'Hooks' ? { ...g, equipped: false } : g)) } : c)) };
    const later = restoreGrit(edited, D);
    const reloaded = kugg.parse(JSON.parse(JSON.stringify(later)));
    const read = readSnapshots(store, 'kuggkoping', 'w1');
    const u = undoStep(kugg, read, read[0]!, reloaded);
    if (!u.ok) throw new Error(u.reason);
    expect(u.roster.characters.map((c) => c.name)).toEqual(['Olga', 'Knut', 'Greta']);
    expect(u.roster.characters[2]).toEqual(before.characters[2]);
    expect(u.roster.characters[1]!.gadgets).toEqual([{ name: 'Spike Armor', quirk: null, equipped: true }, { name: 'Hooks', quirk: null, equipped: false }]);
    expect(u.roster.name).toBe('The Cog Rats II');
    expect(u.roster.log.map((e) => e.title)).toEqual(['Grit restored']);
    expect(undoQuestion(kugg, read[0]!).lines[0]).toBe('Bring back Greta (taken out by “Greta is killed”).');
  });
});

describe('the same for all five games (the kit knows none of them)', () => {
  /** Each game's RosterGame, built from its book data. */
  const games: Record<string, () => RosterGame<unknown>> = {
    kuggkoping: () => warbandGame(bookData()) as RosterGame<unknown>,
    heartbreaker: () => hbGame(heartbreakerBookData()) as RosterGame<unknown>,
    punkapocalyptic: () => pkGame(punkapocalypticBookData()) as RosterGame<unknown>,
    wolsung: () => clubGame(wolsungBookData()) as RosterGame<unknown>,
    'arsenal-campaign': () => crewGame(arsenalBookData()) as RosterGame<unknown>,
  };
  for (const [slug, make] of Object.entries(games)) {
    it(`${slug}: a step that took out the last model, undone after a reload, gives the roster back as it was`, () => {
      const g = make();
      const before = g.parse(example(slug));
      const json = structuredClone(g.toJson(before)) as Record<string, unknown>;
      const models = json[g.modelsField] as unknown[];
      const gone = g.modelNames(before).at(-1)!;
      const after = g.parse({ ...json, [g.modelsField]: models.slice(0, -1), log: [...(json.log as unknown[]), logEntry('step', `${gone} is out`, [], D)] });
      const snap = stepSnapshot(g, before, after)!;
      const store = memoryStore();
      writeSnapshots(store, slug, 'r', [snap]);
      const read = readSnapshots(store, slug, 'r');
      const u = undoStep(g, read, read[0]!, g.parse(JSON.parse(JSON.stringify(g.toJson(after)))));
      if (!u.ok) throw new Error(u.reason);
      expect(g.toJson(u.roster)).toEqual(g.toJson(before));
      expect(g.modelNames(u.roster)).toEqual(g.modelNames(before));
      expect(undoQuestion(g, read[0]!).lines[0]).toBe(`Bring back ${gone} (taken out by “${gone} is out”).`);
    });
  }
});
