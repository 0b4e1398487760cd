// @vitest-environment happy-dom
/**
 * The whole-turn mode and the turn kept in the tab's session: one saved by this site opens as it was;
 * one saved by a newer version of the site is left exactly as it is, with a notice, while a new turn
 * starts here, and is replaced only once the player changes something.
 */
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { reactRoot } from '../support/react-root';
import { activationToolData } from '../tools/tool-data';
import WholeTurn from '../../../src/components/kuggkoping/turn/WholeTurn';
import { STORED_TURN_NEWER, TURN_STORAGE_KEY, type TurnData, type TurnState } from '../../../src/games/kuggkoping/turn';

const data = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;
const dom = reactRoot();
const stored = (JSON.parse(readFileSync('tests/unit/fixtures/links-v1.json', 'utf8')) as { storedTurn: { value: string } }).storedTurn.value;
// A turn as a newer site might save it: another version, a field this site does not know, its own spacing.
const newer = JSON.stringify({ ...(JSON.parse(stored) as object), v: 2, lanterns: [{ x: 1, y: 1 }] }, null, 1);

const open = () => act(() => dom.root.render(<WholeTurn data={data} />));
const alerts = () => [...dom.host.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
const kept = () => window.sessionStorage.getItem(TURN_STORAGE_KEY);

describe('the whole turn and the turn kept in the session', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/kuggkoping/tools/enemy-activation/');
  });

  it('a turn this site kept opens as it was, with no notice', () => {
    window.sessionStorage.setItem(TURN_STORAGE_KEY, stored);
    open();
    expect(alerts()).toEqual([]);
    expect(dom.host.textContent).toContain('Link to this turn (seed fixture-v1)');
    expect(dom.host.querySelector('summary')?.textContent).toBe('Set up the turn: 2 Characters, 4 enemies, a 8 × 8 board');
    expect(JSON.parse(kept()!)).toEqual(JSON.parse(stored) as TurnState);
  });

  it('a turn a newer site kept is left byte for byte and said so; a change made here then replaces it', () => {
    window.sessionStorage.setItem(TURN_STORAGE_KEY, newer);
    open();
    expect(alerts()).toEqual([STORED_TURN_NEWER]);
    expect(dom.host.querySelector('summary')?.textContent).toBe('Set up the turn: 0 Characters, 0 enemies, no board');
    expect(kept()).toBe(newer);
    const add = [...dom.host.querySelectorAll('button')].find((b) => b.textContent === 'Add Character')!;
    act(() => add.click());
    expect(alerts()).toEqual([]);
    const now = JSON.parse(kept()!) as TurnState;
    expect(now.v).toBe(1);
    expect(now.characters.map((c) => c.id)).toEqual(['c1']);
  });

  it('a damaged turn in the session is passed over without a notice, as before', () => {
    window.sessionStorage.setItem(TURN_STORAGE_KEY, '{"v":1,');
    open();
    expect(alerts()).toEqual([]);
    expect((JSON.parse(kept()!) as TurnState).characters).toEqual([]);
  });
});
