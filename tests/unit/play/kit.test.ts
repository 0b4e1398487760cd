import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import {
  act,
  take,
  changeDamage,
  changeGameCounter,
  gameLine,
  newGame,
  nextRound,
  PLAY_LOG_LIMIT,
  PLAY_FOLD,
  logWords,
  playGame,
  readGame,
  recordGameResult,
  resetGame,
  setStatus,
  startState,
  undoableSteps,
  undoStep,
  type GameDoc,
} from '../../../src/play';
import { memoryStore, RosterLibrary, RosterFormatError } from '../../../src/roster';

const rules = kuggkopingPlay(bookData());
const base = example('kuggkoping') as Roster;
// Two Characters: the example's Olga and a second one of another archetype.
const roster: Roster = { ...base, characters: [...base.characters, { ...base.characters[0]!, name: 'Sven', archetype: 'Knuckle Buster', foreman: false }] };
const at = (n: number) => new Date(Date.UTC(2026, 10, 26, 12, n));

describe('the play kit (src/play/index.ts)', () => {
  it('starts at round 1 with no damage, every counter at its start', () => {
    const s = startState(rules, roster);
    expect(s.round).toBe(1);
    expect(s.models.map((m) => [m.damage, m.activated, m.down, m.out])).toEqual([
      [0, false, false, false],
      [0, false, false, false],
    ]);
    expect(s.counters).toEqual({ tinker: roster.tinkerDice, gizmos: 0 });
  });

  it('keeps damage between 0 and the model’s maximum', () => {
    const max = rules.models(roster)[0]!.max!;
    let s = startState(rules, roster);
    s = changeDamage(rules, roster, s, 0, -1);
    expect(s.models[0]!.damage).toBe(0);
    for (let i = 0; i < max + 3; i++) s = changeDamage(rules, roster, s, 0, 1);
    expect(s.models[0]!.damage).toBe(max);
    expect(() => changeDamage(rules, roster, s, 5, 1)).toThrow();
  });

  it('keeps a counter within its bounds', () => {
    const gizmos = rules.gameCounters(roster).find((c) => c.id === 'gizmos')!;
    let s = startState(rules, roster);
    s = changeGameCounter(s, gizmos, -1);
    expect(s.counters.gizmos).toBe(0);
    s = changeGameCounter(changeGameCounter(s, gizmos, 1), gizmos, 1);
    expect(s.counters.gizmos).toBe(2);
  });

  it('Undo returns exactly the earlier state, step by step, any number of steps', () => {
    const start = newGame(rules, roster, 'r1', at(0));
    const states = [start.state];
    let doc = start;
    doc = act(doc, 'Olga took 1', changeDamage(rules, roster, doc.state, 0, 1), at(1));
    states.push(doc.state);
    doc = act(doc, 'Sven activated', setStatus(doc.state, 1, { activated: true }), at(2));
    states.push(doc.state);
    doc = act(doc, 'Next round', nextRound(rules, roster, doc.state), at(3));
    expect(doc.state.round).toBe(2);
    expect(undoableSteps(doc)).toBe(3);
    for (let i = states.length - 1; i >= 0; i--) {
      const back = undoStep(rules, roster, doc, at(10))!;
      expect(back.doc.state).toEqual(states[i]);
      doc = back.doc;
    }
    // Each Undo is a step of its own that names the step it took back.
    expect(doc.steps.map((s) => s.text)).toEqual(['Olga took 1', 'Sven activated', 'Next round', 'Undid: Next round', 'Undid: Sven activated', 'Undid: Olga took 1']);
    expect(undoStep(rules, roster, doc, at(11))).toBeNull();
  });

  it(`folds the oldest steps into the base past ${PLAY_LOG_LIMIT} steps, keeping their words and the state`, () => {
    let doc = newGame(rules, roster, null, at(0));
    // Taps that alternate a mark, so the state after any number of them is known.
    for (let i = 0; i < PLAY_LOG_LIMIT + 1; i++) doc = take(rules, roster, doc, { kind: 'flag', model: null, id: 'x', on: i % 2 === 0 }, `step ${i}`, at(1));
    expect(doc.steps.length).toBe(PLAY_LOG_LIMIT - PLAY_FOLD);
    expect(doc.base.folded).toBe(PLAY_FOLD + 1);
    expect(doc.state.flags.x).toBe(true);
    expect(undoableSteps(doc)).toBe(PLAY_LOG_LIMIT - PLAY_FOLD);
    expect(logWords(doc)[0]).toBe('step 0');
    expect(logWords(doc).at(-1)).toBe(`step ${PLAY_LOG_LIMIT}`);
    // Steps taken in the same millisecond keep their order (each one a millisecond after the last).
    expect(doc.steps.every((s, i) => i === 0 || s.at > doc.steps[i - 1]!.at)).toBe(true);
    expect(readGame(rules, JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });

  it('Next round clears activations and per-round counters, and keeps damage and statuses', () => {
    let s = startState(rules, roster);
    s = setStatus(changeDamage(rules, roster, s, 0, 1), 0, { activated: true });
    s = setStatus(s, 1, { down: true, activated: true });
    const next = nextRound(rules, roster, s);
    expect(next.round).toBe(2);
    expect(next.models.map((m) => m.activated)).toEqual([false, false]);
    expect(next.models.map((m) => m.damage)).toEqual([1, 0]);
    expect(next.models[1]!.down).toBe(true);
  });

  it('Reset goes back to the start and can itself be undone', () => {
    let doc = newGame(rules, roster, null, at(0));
    doc = act(doc, 'x', nextRound(rules, roster, doc.state), at(1));
    const before = doc.state;
    doc = resetGame(rules, roster, doc, at(2));
    expect(doc.state).toEqual(startState(rules, roster));
    expect(undoStep(rules, roster, doc, at(3))!.doc.state).toEqual(before);
  });

  it('End game records the result (the campaign-log hook) and the list line shows it', () => {
    let doc = newGame(rules, roster, null, at(0));
    doc = act(doc, 'x', nextRound(rules, roster, doc.state), at(1));
    doc = recordGameResult(rules, roster, doc, 'win', '3 VP to 1', at(5));
    expect(doc.result).toEqual({ outcome: 'win', note: '3 VP to 1', endedAt: at(5).toISOString() });
    expect(doc.steps.at(-1)!.text).toBe('Ended the game: won (3 VP to 1)');
    expect(gameLine(doc)).toBe(`2026-11-26 · ${roster.name} · Round 2 · won`);
  });

  it('reads a saved game back exactly, and names a bad field', () => {
    let doc = newGame(rules, roster, 'r1', at(0));
    doc = act(doc, 'Olga took 1', changeDamage(rules, roster, doc.state, 0, 1), at(1));
    const json = JSON.parse(JSON.stringify(doc)) as GameDoc;
    expect(readGame(rules, json)).toEqual(doc);
    // The state is worked out from the base and the steps: a bad base names its field.
    const bad = { ...json, base: { ...json.base, state: { ...json.base.state, round: 0 } } };
    expect(() => readGame(rules, bad)).toThrow(RosterFormatError);
    const thrown = (() => {
      try {
        readGame(rules, { ...json, base: { ...json.base, state: { ...json.base.state, models: [{ ...json.base.state.models[0]!, damage: -1 }, json.base.state.models[1]!] } } });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(thrown).toBeInstanceOf(RosterFormatError);
    expect((thrown as RosterFormatError).field).toBe('base.state.models[0].damage');
    expect(() => readGame(rules, { ...json, game: 'play-wolsung' })).toThrow(/not a Kuggköping game/);
  });

  it('saves games through the roster kit: a reload finds the same game, two tabs merge their taps', () => {
    const store = memoryStore();
    const game = playGame(rules);
    const tabA = new RosterLibrary(game, store, { tabId: 'A' });
    const saved = tabA.create(newGame(rules, roster, null, at(0)));
    const key = `skirmish-shelf:roster:play-kuggkoping:${saved.id}`;
    expect(store.getItem(key)).not.toBeNull();
    const tabB = new RosterLibrary(game, store, { tabId: 'B' });
    // Tab A taps a model; tab B, not yet told, taps a game counter: both are kept.
    const a = tabA.get(saved.id)!.roster;
    tabA.update(saved.id, take(rules, roster, a, { kind: 'damage', model: 0, by: 1 }, 'Olga took 1', at(1), 'A'));
    const b = tabB.get(saved.id)!.roster;
    tabB.update(saved.id, take(rules, roster, b, { kind: 'counter', model: null, id: 'gizmos', by: 1 }, 'Gizmos +1', at(1), 'B'));
    const reloaded = new RosterLibrary(game, store, { tabId: 'C' }).get(saved.id)!.roster;
    expect(reloaded.state.models[0]!.damage).toBe(1);
    expect(reloaded.state.counters.gizmos).toBe(1);
  });
});
