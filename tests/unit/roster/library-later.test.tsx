// @vitest-environment happy-dom
/**
 * useRosterLibrary's `later`: the play view follows a card's own step after the paint (the card reads
 * the game itself and is drawn in the tap), every other change at once. What it must never do: show
 * an older game than the library holds once the deferred read has come, or drop a change.
 */
import { act, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRosterLibrary, type LibraryState } from '../../../src/components/roster/useRosterLibrary';
import { RosterLibrary } from '../../../src/roster/library';
import { memoryStore, type KeyValueStore } from '../../../src/roster/store';
import { reactRoot } from '../support/react-root';
import { testGame, type TestRoster } from './synthetic-game';

const dom = reactRoot();
const team = (name: string): TestRoster => ({ game: 'testgame', version: 2, name, models: [{ name: 'Ann', size: 1 }] });

let seen: LibraryState<TestRoster>;
/** How many times the probe drew: a change held back is not drawn until it comes. */
let draws = 0;
let holdBack = false;
const later = () => holdBack;
function Probe({ open }: { open: () => KeyValueStore | null }) {
  const state = useRosterLibrary(testGame, open, later);
  draws++;
  useEffect(() => void (seen = state));
  return null;
}
const shownName = (id: string) => seen.snapshot!.rosters.find((r) => r.id === id)!.roster.name;
/** The page drawn on a store holding one roster, "Squad": its library and the roster's id. */
function opened() {
  const store = memoryStore();
  const id = new RosterLibrary(testGame, store).create(team('Squad')).id;
  act(() => dom.root.render(<Probe open={() => store} />));
  return { library: seen.library!, id };
}

beforeEach(() => {
  vi.useFakeTimers();
  holdBack = false;
  draws = 0;
});
afterEach(() => vi.useRealTimers());

describe('a library followed later (useRosterLibrary with `later`)', () => {
  it('reads the library once drawn, as the store would be read', () => {
    const { id } = opened();
    expect(shownName(id)).toBe('Squad');
  });

  it('follows a change at once while `later` says no, and after the paint while it says yes', () => {
    const { library, id } = opened();

    act(() => library.update(id, team('At once')));
    expect(shownName(id)).toBe('At once');

    const before = draws;
    holdBack = true;
    act(() => library.update(id, team('After the paint')));
    holdBack = false;
    expect(draws).toBe(before); // not drawn in the tap
    expect(shownName(id)).toBe('At once');
    // A hidden page paints no frame: the read comes at the latest after 250 ms.
    act(() => void vi.advanceTimersByTime(300));
    expect(shownName(id)).toBe('After the paint');
  });

  it('never goes back to an older game: a change at once after one held back, and the held read then reads the library as it is', () => {
    const { library, id } = opened();
    holdBack = true;
    act(() => library.update(id, team('Held back')));
    holdBack = false;
    act(() => library.update(id, team('Next round')));
    expect(shownName(id)).toBe('Next round');
    act(() => void vi.advanceTimersByTime(300));
    expect(shownName(id)).toBe('Next round');
    expect(library.get(id)!.roster.name).toBe('Next round');
  });
});
