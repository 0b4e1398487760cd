/**
 * A campaign-log entry added by hand in the builder while the play view's End game wrote the
 * same gang split the gang in two, each copy holding one entry. Both tabs now merge into one roster
 * holding both entries (src/roster/merge.ts: a list both sides only added to keeps both additions).
 */
import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import { warbandGame } from '../../../src/games/kuggkoping/roster-game';
import { memoryStore, RosterLibrary, type LibraryEvent } from '../../../src/roster';
import { addLogEntry, logEntry } from '../../../src/roster/campaign-log';
import { mergeJson } from '../../../src/roster/merge';
import { newGame, readyToEnd, take } from '../../../src/play';
import { rosterAfterGame } from '../../../src/play/end';

const at = (n: number) => new Date(Date.UTC(2026, 10, 28, 13, 0, n));

describe('lists both tabs added to', () => {
  it('keep both additions, theirs first; a removal on either side is still a conflict', () => {
    const base = { log: [{ t: 'a' }] };
    expect(mergeJson(base, { log: [{ t: 'a' }, { t: 'mine' }] }, { log: [{ t: 'a' }, { t: 'theirs' }, { t: 'theirs 2' }] })).toEqual({
      ok: true,
      value: { log: [{ t: 'a' }, { t: 'theirs' }, { t: 'theirs 2' }, { t: 'mine' }] },
    });
    // The same addition made in both is one addition.
    expect(mergeJson(base, { log: [{ t: 'a' }, { t: 'b' }] }, { log: [{ t: 'a' }, { t: 'b' }] })).toEqual({ ok: true, value: { log: [{ t: 'a' }, { t: 'b' }] } });
    // An item changed in place on one side, added to on the other: not an append on both sides.
    expect(mergeJson(base, { log: [{ t: 'A' }] }, { log: [{ t: 'a' }, { t: 'b' }] })).toEqual({ ok: false, conflicts: ['log'] });
    expect(mergeJson(base, { log: [{ t: 'A' }, { t: 'c' }] }, { log: [{ t: 'a' }, { t: 'b' }] })).toEqual({ ok: false, conflicts: ['log'] });
    expect(mergeJson(base, { log: [] }, { log: [{ t: 'a' }, { t: 'b' }] })).toEqual({ ok: false, conflicts: ['log'] });
  });
});

describe('a gang’s campaign log written in two tabs', () => {
  it('End game in the play tab and a note added by hand in the builder tab: one gang, both entries', async () => {
    const store = memoryStore();
    const game = warbandGame(bookData());
    const rules = await readyToEnd(kuggkopingPlay(bookData()));
    const builder = new RosterLibrary(game, store, { tabId: 'builder', newId: () => 'w1', now: () => at(0) });
    const saved = builder.create(game.parse(example('kuggkoping')));
    const play = new RosterLibrary(game, store, { tabId: 'play', now: () => at(1) });
    const events: LibraryEvent[] = [];
    builder.onEvent((e) => events.push(e));
    play.onEvent((e) => events.push(e));
    const before = saved.roster.log.length;

    // Neither tab has heard the other: the play tab ends a game with a character knocked down, and the
    // builder tab adds a note.
    const doc = take(rules, saved.roster, newGame(rules, saved.roster, 'w1', at(2)), { kind: 'status', model: 0, status: 'down', on: true }, 'knocked', at(3));
    play.update('w1', rosterAfterGame(rules, play.get('w1')!.roster, saved.roster, doc, 'win', 'Mission 1', at(4)));
    builder.update('w1', addLogEntry(builder.get('w1')!.roster, logEntry('note', 'Olga owes Knut a coin', [], '2026-11-28')));
    play.reload();

    for (const tab of [builder, play]) {
      expect(tab.getSnapshot().rosters.map((r) => r.id)).toEqual(['w1']);
      expect(tab.get('w1')!.roster.log.slice(before).map((e) => `${e.kind}: ${e.title}`)).toEqual(['game: Game (Mission 1): won', 'note: Olga owes Knut a coin']);
    }
    expect(events.filter((e) => e.kind === 'conflict')).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'merged', id: 'w1' }));
  });
});
