// @vitest-environment happy-dom
/**
 * A game's parse that arrives late (Kuggköping's and Wolsung SSG's play rules take the battle's code
 * after the first paint, and so their saved games are read again): the page keeps one library, and
 * reads what it holds, pending edits included, with the new parse. The page used to open a second
 * library on the store, which read the store as it was before a tap's write (written after the
 * paint): a tap made in that moment was dropped from the screen (CI: play.spec.ts, Kuggköping's first
 * "Activated" after coming from the builder, still unpressed 10 s later).
 */
import { act, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRosterLibrary, type LibraryState } from '../../../src/components/roster/useRosterLibrary';
import { RosterLibrary, rosterKey } from '../../../src/roster/library';
import { memoryStore, type KeyValueStore } from '../../../src/roster/store';
import type { RosterGame } from '../../../src/roster/game';
import { reactRoot } from '../support/react-root';
import { testGame, type TestRoster } from './synthetic-game';

const dom = reactRoot();
const team = (name: string): TestRoster => ({ game: 'testgame', version: 2, name, models: [{ name: 'Ann', size: 1 }] });
/** The same game read by a later parse: it marks what it read (as a game's late rules work out more of its state). */
const lateGame: RosterGame<TestRoster> = { ...testGame, parse: (input) => ({ ...testGame.parse(input), models: testGame.parse(input).models.map((m) => ({ ...m, name: `${m.name} (late)` })) }) };
const storedName = (store: KeyValueStore, id: string) => (JSON.parse(store.getItem(rosterKey('testgame', id))!) as { roster: TestRoster }).roster.name;

/** What the page's last drawing saw. */
let seen: LibraryState<TestRoster>;
const see = (state: LibraryState<TestRoster>) => void (seen = state);
function Probe({ game, open }: { game: RosterGame<TestRoster>; open: () => KeyValueStore | null }) {
  const state = useRosterLibrary(game, open);
  useEffect(() => see(state));
  return null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a late parse of the same game', () => {
  it('keeps an edit made just before it (written after the paint) on screen and in storage, in the same library', () => {
    const store = memoryStore();
    const id = new RosterLibrary(testGame, store).create(team('Squad')).id;
    const open = () => store;
    act(() => dom.root.render(<Probe game={testGame} open={open} />));
    const library = seen.library!;
    act(() => library.update(id, { ...library.get(id)!.roster, name: 'Tapped' }));
    expect(storedName(store, id)).toBe('Squad'); // the tap's write waits for the paint

    act(() => dom.root.render(<Probe game={lateGame} open={open} />));
    expect(seen.library).toBe(library);
    const shown = seen.snapshot!.rosters.find((r) => r.id === id)!.roster;
    expect(shown.name).toBe('Tapped');
    expect(shown.models[0]!.name).toBe('Ann (late)'); // read with the late parse
    expect(seen.snapshot!.pending).toBe(0); // waiting for its scheduled write, not failed

    act(() => void vi.advanceTimersByTime(300));
    expect(storedName(store, id)).toBe('Tapped');
    expect(seen.snapshot!.rosters.find((r) => r.id === id)!.roster.name).toBe('Tapped');
  });

  it('keeps the games of a page with no storage (memory only) when the parse changes', () => {
    const open = () => null;
    act(() => dom.root.render(<Probe game={testGame} open={open} />));
    let id = '';
    act(() => void (id = seen.library!.create(team('Only here')).id));
    act(() => dom.root.render(<Probe game={lateGame} open={open} />));
    expect(seen.snapshot!.rosters.map((r) => [r.id, r.roster.name, r.roster.models[0]!.name])).toEqual([[id, 'Only here', 'Ann (late)']]);
  });

  it('reads an entry the first parse could not read with the late one, and lists it as unreadable no more', () => {
    const store = memoryStore();
    const strict: RosterGame<TestRoster> = { ...testGame, parse: (input) => {
      const read = testGame.parse(input);
      if (read.name === 'Needs the late rules') throw new Error('not yet readable');
      return read;
    } };
    const id = new RosterLibrary(testGame, store).create(team('Needs the late rules')).id;
    const open = () => store;
    act(() => dom.root.render(<Probe game={strict} open={open} />));
    expect(seen.snapshot!.unreadable.map((u) => u.key)).toEqual([rosterKey('testgame', id)]);
    act(() => dom.root.render(<Probe game={lateGame} open={open} />));
    expect(seen.snapshot!.unreadable).toEqual([]);
    expect(seen.snapshot!.rosters.map((r) => r.roster.name)).toEqual(['Needs the late rules']);
  });
});
