/**
 * Games saved by version 2 of the saved-game format, which kept the Arsenal Campaign's `crew` and a
 * game's `side` (Kuggköping's enemy turn) as fields of every game's state: version 3 keeps them as
 * the game's one `own` part. The fixtures were written by the site's code of version 2 (an Arsenal
 * game with hire and release steps, a patch naming the crew, and Undo; a Kuggköping game with enemy
 * turn steps, Undo, Next round and a step that put the turn away); beside each, the states version
 * 2's Undo walked back through, one Undo at a time.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arsenalPlay } from '../../../src/games/arsenal-campaign/play';
import { arsenalBookData } from '../../../src/games/arsenal-campaign/book-data';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import { gameFormat, logWords, PLAY_VERSION, playGame, readGame, take, undoStep, type GameDoc, type PlayRules, type PlayState } from '../../../src/play';
import { memoryStore, RosterLibrary } from '../../../src/roster';

type Json = Record<string, unknown>;
const fixture = (name: string) => JSON.parse(readFileSync(`tests/unit/fixtures/saved-games/${name}.json`, 'utf8')) as Json & { state: Json; steps: Json[]; base: Json & { state: Json } };
const walk = (slug: string) => JSON.parse(readFileSync(`tests/unit/fixtures/saved-games/v2-${slug}.undone.json`, 'utf8')) as Json[];
const at = (n: number) => new Date(Date.UTC(2026, 10, 27, 18, 0, 0, n));
// The fixtures' Undo walk was taken from 18:08:20 on, one second a step (after every step of the log).
const walkAt = (n: number) => new Date(Date.UTC(2026, 10, 27, 18, 8, 20 + n));

/** The Arsenal's version-2 state as version 3's: its crew (never null in these games) as its own part, nothing else changed. */
const arsenalState = ({ crew, ...rest }: Json): PlayState => ({ ...rest, own: { crew } }) as unknown as PlayState;
/** Kuggköping's version-2 state as version 3's: its side (when it has one) as its own part; its crew was always null. */
function kuggkopingState({ crew, side, ...rest }: Json): PlayState {
  expect(crew).toBeNull();
  return (side === undefined ? rest : { ...rest, own: side }) as unknown as PlayState;
}

const games: [string, PlayRules<unknown, unknown>, (s: Json) => PlayState][] = [
  ['arsenal-campaign', arsenalPlay(arsenalBookData()) as PlayRules<unknown, unknown>, arsenalState],
  ['kuggkoping', kuggkopingPlay(bookData()) as PlayRules<unknown, unknown>, kuggkopingState],
];

describe('saved games: version 2 migrates', () => {
  it.each(games)('a %s game saved by version 2 opens to the same state, and Undo walks back through the same states', (slug, rules, moved) => {
    const v2 = fixture(`v2-${slug}`);
    expect(v2.version).toBe(2);
    expect(PLAY_VERSION).toBe(5);
    const read = gameFormat(rules).read(v2);
    expect(read.ok && read.from).toBe(2);
    const doc = readGame(rules, v2);
    expect(doc.version).toBe(5);
    expect(doc.state).toEqual(moved(v2.state));
    expect(logWords(doc)).toEqual(logWords(v2 as unknown as GameDoc));
    // Every step keeps its id, time, tab and words; only a patch's crew and side moved.
    expect(doc.steps.map((s) => [s.id, s.at, s.by, s.text])).toEqual(v2.steps.map((s) => [s.id, s.at, s.by, s.text]));
    // Undo, one step at a time, goes through version 2's states to the start.
    const roster = rules.parse(doc.roster);
    const states: PlayState[] = [doc.state];
    let d = doc;
    for (let n = 0; n < 50; n++) {
      const back = undoStep(rules, roster, d, walkAt(n));
      if (!back) break;
      d = back.doc;
      states.push(d.state);
    }
    expect(states).toEqual(walk(slug).map(moved));
    // Read again as version 3, it is the same game.
    expect(readGame(rules, JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });

  it('the Arsenal: the crew hired is the game’s own part in the base and in the patch that named it, and plays on', () => {
    const rules = arsenalPlay(arsenalBookData());
    const doc = readGame(rules, fixture('v2-arsenal-campaign'));
    expect(doc.base.state.own).toEqual({ crew: [] });
    expect(doc.state.own).toEqual({ crew: [1] });
    expect(doc.steps.find((s) => s.text === 'Crew set: Perdita Ortega')!.cmd).toEqual({ kind: 'patch', patch: { own: { crew: [1] } } });
    const roster = rules.parse(doc.roster);
    expect(rules.benched!(doc.state, 0)).toBe(true);
    const hired = take(rules, roster, doc, { kind: 'action', model: 0, id: 'hire' }, 'Nino Ortega: hired for this encounter', at(1));
    expect(hired.state.own).toEqual({ crew: [0, 1] });
    expect(rules.benched!(hired.state, 0)).toBe(false);
  });

  it('Kuggköping: the enemy turn is the game’s own part; the step that put it away removes it, and the next one sets it whole', () => {
    const rules = kuggkopingPlay(bookData());
    const v2 = fixture('v2-kuggkoping');
    const doc = readGame(rules, v2);
    const putAway = doc.steps.findIndex((s) => s.text === 'Enemy turn: put away');
    expect(doc.steps[putAway]!.cmd).toEqual({ kind: 'patch', patch: { own: null } });
    expect(doc.steps[putAway + 1]!.cmd).toEqual({ kind: 'patch', patch: { own: (v2.steps[putAway + 1]!.cmd as { patch: { side: unknown } }).patch.side } });
    expect(Object.keys(doc.state.own ?? {})).toEqual(['enemyTurn']);
  });

  it('a crew that version 2 refused is still refused (damaged, named by its field), and a side it dropped is still dropped', () => {
    const rules = arsenalPlay(arsenalBookData());
    const v2 = fixture('v2-arsenal-campaign');
    const bad = gameFormat(rules).read({ ...v2, base: { ...v2.base, state: { ...v2.base.state, crew: 'all' } } });
    expect(!bad.ok && [bad.newer, bad.error.message]).toEqual([false, 'base.state.crew: must be a list of models']);
    const k = kuggkopingPlay(bookData());
    const kv2 = fixture('v2-kuggkoping');
    expect(readGame(k, { ...kv2, base: { ...kv2.base, state: { ...kv2.base.state, side: [1, 2] } } }).base.state.own).toBeUndefined();
  });

  it('a game saved as version 6 is reported as newer, and the library keeps it byte for byte', () => {
    const rules = arsenalPlay(arsenalBookData());
    const newer = { ...fixture('v2-arsenal-campaign'), version: 6, own: 'whatever version 6 keeps' };
    const read = gameFormat(rules).read(newer);
    expect(!read.ok && [read.newer, read.error.message]).toEqual([true, 'version: version 6 was saved by a newer version of this site (this one reads up to 5)']);
    const store = memoryStore();
    const key = 'skirmish-shelf:roster:play-arsenal-campaign:g1';
    const raw = JSON.stringify({ envelope: 1, game: 'play-arsenal-campaign', id: 'g1', createdAt: at(0).toISOString(), savedAt: at(0).toISOString(), roster: newer });
    store.setItem(key, raw);
    const lib = new RosterLibrary(playGame(rules), store, { tabId: 'A' });
    // The play view lists it among the games it cannot open (PlayView's `unreadable`), with why.
    expect(lib.getSnapshot().unreadable.map((u) => [u.raw === raw, u.reason])).toEqual([[true, expect.stringMatching(/newer version of this site/)]]);
    expect(lib.getSnapshot().rosters).toHaveLength(0);
    expect(store.getItem(key)).toBe(raw);
  });

  it('two tabs, one still on version 2’s log, merge: every step of both counts once, in either order', () => {
    const rules = arsenalPlay(arsenalBookData());
    const game = playGame(rules);
    const v2 = fixture('v2-arsenal-campaign');
    const roster = rules.parse(v2.roster);
    // The old tab (the site before) took two more steps, saved as version 2: a patch naming the crew, then a hit.
    const oldTab = {
      ...v2,
      steps: [
        ...v2.steps,
        { id: 'old.1', at: '2026-11-27T18:00:12.000Z', by: 'old', text: 'Crew set: Nino and Perdita', cmd: { kind: 'patch', patch: { crew: [0, 1] } } },
        { id: 'old.2', at: '2026-11-27T18:00:13.000Z', by: 'old', text: 'Perdita Ortega: took 1 damage', cmd: { kind: 'damage', model: 1, by: 1 } },
      ],
    };
    // This tab opened the game as version 3 and took its own step meanwhile.
    const mine = take(rules, roster, readGame(rules, v2), { kind: 'counter', model: 1, id: 'health', by: 5 }, 'Perdita Ortega: Health (from its card) +5', new Date('2026-11-27T18:00:12.500Z'), 'new');
    const theirs = game.parse(oldTab);
    const merge = game.merge!;
    const merged = merge(mine, mine, theirs);
    expect(merged.steps.map((s) => s.id)).toEqual([...v2.steps.map((s) => s.id), 'old.1', mine.steps.at(-1)!.id, 'old.2']);
    expect(merged.state.own).toEqual({ crew: [0, 1] });
    expect(merged.state.models[1]).toMatchObject({ damage: 1, counters: { health: 5 } });
    expect(merge(theirs, theirs, mine).steps).toEqual(merged.steps);
    expect(merge(theirs, theirs, mine).state).toEqual(merged.state);
    // Undo in the old tab's step goes back to version 2's crew before it.
    expect(undoStep(rules, roster, merged, at(1), 'old')!.doc.state.own).toEqual({ crew: [0, 1] });
    const back = undoStep(rules, roster, undoStep(rules, roster, merged, at(1), 'old')!.doc, at(2), 'old')!;
    expect(back.undone).toBe('Crew set: Nino and Perdita');
    expect(back.doc.state.own).toEqual({ crew: [1] });
  });
});
