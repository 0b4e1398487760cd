// @vitest-environment happy-dom
/**
 * The gang builder's steps between games (ArcSteps) after End game: the Epilogue first, with no arc
 * needed (HB 442-445), the rival's fighters picked from the gang the game held (HB 511), and a step
 * that takes resources away saying so and asking first (H9).
 */
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { reactRoot } from '../support/react-root';
import { example } from '../play/examples';
import { ArcSteps } from '../../../src/components/heartbreaker/builder/ArcSteps';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { parseRoster, type Roster } from '../../../src/games/heartbreaker/roster-format';
import type { SavedRoster } from '../../../src/roster';

const book = heartbreakerBookData();
const dom = reactRoot();
const GANG: Roster = { ...parseRoster(example('heartbreaker')), resources: { reputation: 1, territory: 0, supply: 2, ammo: 0 } };
const AFTER_GAME: Roster = {
  ...GANG,
  pending: {
    outcome: 'won',
    rival: 'The Gravel Kings',
    takenDown: [{ fighter: 'Hex', bounty: 2 }],
    ours: ['Big Nan'],
    rivalFighters: [
      { fighter: 'Hex', bounty: 2 },
      { fighter: 'Grit', bounty: 0 },
    ],
  },
  log: [{ date: '2026-11-29', kind: 'game', title: 'Game in round 3: won', changes: ['Epilogue: still to record in the campaign log'] }],
};

/** ArcSteps owned by a parent keeping the gang; returns the gang as it is now. `device`: the gangs saved here and the write into one of them. */
function mount(initial: Roster, device: { saved?: SavedRoster<Roster>[]; onChangeSaved?: (id: string, next: Roster) => boolean } = {}): () => Roster {
  let now = initial;
  function Owner() {
    const [roster, setRoster] = useState(initial);
    return (
      <ArcSteps
        roster={roster}
        onChange={(next) => {
          now = next;
          setRoster(next);
        }}
        saved={device.saved ?? []}
        openId={'open-gang'}
        onChangeSaved={device.onChangeSaved ?? (() => false)}
        book={book}
      />
    );
  }
  act(() => dom.root.render(<Owner />));
  return () => now;
}

const text = () => dom.host.textContent ?? '';
const buttons = () => [...dom.host.querySelectorAll('button')].map((b) => b.textContent);
function control<T extends HTMLElement>(label: string): T {
  const l = [...dom.host.querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
  if (!l) throw new Error(`No field “${label}” in: ${text()}`);
  return document.getElementById(l.htmlFor) as T;
}
const click = (name: string) =>
  act(() => {
    const b = [...dom.host.querySelectorAll('button')].find((x) => x.textContent === name);
    if (!b) throw new Error(`No button “${name}” among ${buttons().join(' | ')}`);
    b.click();
  });
function choose(label: string, value: string) {
  act(() => {
    const s = control<HTMLSelectElement>(label);
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(s, value);
    s.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
function count(label: string, value: string) {
  act(() => {
    const i = control<HTMLInputElement>(label);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(i, value);
    i.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('Heartbreaker steps after End game', () => {
  it('HB 442-445, 511: the Epilogue comes first with no arc, the rival’s fighters picked from their gang, filled in from the report', () => {
    const now = mount(AFTER_GAME);
    expect(text()).toContain('Epilogue of the game just played');
    // One next step at a time: no arc to start before this game's Epilogue.
    expect(buttons().some((b) => b?.startsWith('Start an arc'))).toBe(false);
    expect(buttons()).toContain('Record the Epilogue');
    // The rival's fighters are a pick, Hex ticked from End game's report; no free text for them.
    expect(control<HTMLInputElement>('Hex of The Gravel Kings was Taken Down: Bounty 2').checked).toBe(true);
    expect(control<HTMLInputElement>('Grit of The Gravel Kings was Taken Down').checked).toBe(false);
    expect(text()).not.toContain('comma between names');
    expect(control<HTMLInputElement>('Big Nan was Taken Down').checked).toBe(true);
    const bounty = control<HTMLSelectElement>('Declare a Bounty on (a rival fighter)');
    expect(bounty.tagName).toBe('SELECT');
    expect([...bounty.options].map((o) => o.textContent)).toEqual(['Nobody', 'Hex (Bounty 2)', 'Grit (Bounty 0)']);
    choose('Declare a Bounty on (a rival fighter)', 'Grit');
    click('Record the Epilogue');
    const r = now();
    expect(r.pending).toBeUndefined();
    // One step, one entry: End game's game entry stays, the Epilogue is a step after it.
    expect(r.log.map((e) => e.kind)).toEqual(['game', 'step']);
    const step = r.log.at(-1)!;
    expect(step.title).toBe('Epilogue: Skirmish against The Gravel Kings: won');
    expect(step.changes).toContain('Hex Taken Down: Bounty 2 paid as 2 Reputation');
    expect(step.changes).toContain('Bounty declared on Grit: now 1');
    // The sequence moves on to the next step: the arcs, where one may be started.
    expect(text()).toContain('Epiloguedone: recorded for the last game');
    expect(buttons()).toContain('Start an arc against the rival');
  });

  it('HB 505-507: the scenario and what it pays come from the game; a choice and a correction are said in the entry', () => {
    const pays = ['2 Supply (Caches extracted: 2, 1 each)', 'Ran For It: Lose 1 Reputation, and gain 1 Supply or 1 Ammo, your choice'];
    const now = mount({ ...AFTER_GAME, pending: { ...AFTER_GAME.pending!, outcome: 'lost', scenario: 'Dead Drop', pays } });
    expect(text()).toContain('1 step to do, next: Epilogue.');
    expect(control<HTMLInputElement>('Scenario').value).toBe('Dead Drop');
    expect(text()).toContain('Ran For It: Lose 1 Reputation, and gain 1 Supply or 1 Ammo, your choice');
    // 2 Supply for the caches, −1 Reputation, and the first option of the choice (1 Supply).
    expect(control<HTMLInputElement>('From the scenario: Supply (a loss below 0)').value).toBe('3');
    expect(control<HTMLInputElement>('From the scenario: Reputation (a loss below 0)').value).toBe('-1');
    choose('Your choice: 1 Supply or 1 Ammo', '1');
    expect(control<HTMLInputElement>('From the scenario: Supply (a loss below 0)').value).toBe('2');
    expect(control<HTMLInputElement>('From the scenario: Ammo (a loss below 0)').value).toBe('1');
    // The player corrects the Supply: one cache was not extracted after all.
    count('From the scenario: Supply (a loss below 0)', '1');
    // Hex's Bounty 2 makes up the Reputation lost.
    expect(text()).toContain('Bounties collected (HB 511): Hex 2 (+2 Reputation).');
    expect(text()).toContain('Resources after: Reputation 2, Territory 0, Supply 3, Ammo 1.');
    click('Record the Epilogue');
    const r = now();
    expect(r.resources).toEqual({ reputation: 2, territory: 0, supply: 3, ammo: 1 });
    expect(r.log.at(-1)!.changes).toContain('Rewards: Reputation −1, Supply +1, Ammo +1 (the scenario paid Reputation −1, Supply +2, Ammo +1)');
  });

  it('H9: an Epilogue that loses resources says what it takes away and records only when confirmed', () => {
    const now = mount({ ...AFTER_GAME, pending: { ...AFTER_GAME.pending!, takenDown: [] } });
    count('From the scenario: Supply (a loss below 0)', '-3');
    click('Record the Epilogue');
    expect(now().pending).toBeDefined();
    expect(text()).toContain('Loses 2 Supply (2 now, 0 after).');
    click('Not yet');
    expect(now().pending).toBeDefined();
    click('Record the Epilogue');
    click('Record it');
    expect(now().pending).toBeUndefined();
    expect(now().resources.supply).toBe(0);
  });

  it('a rival with no gang in the game: their fighters are typed, those End game named filled in', () => {
    const { rivalFighters: _none, ...bare } = AFTER_GAME.pending!;
    mount({ ...AFTER_GAME, pending: bare });
    expect(control<HTMLInputElement>('Rival fighters we Took Down (comma between names)').value).toBe('Hex');
  });

  it('HB 1252, H13: the Prey’s claim takes at most what the Hunters hold; without their sheet the player gives it, and more is refused with a message', () => {
    const claim = 'You may claim 2 of one resource from the Hunters: Supply, Ammo or Territory, your choice';
    const now = mount({ ...AFTER_GAME, pending: { ...AFTER_GAME.pending!, takenDown: [], scenario: 'Headhunters', pays: [claim] } });
    expect(control<HTMLInputElement>('From the scenario: Supply (a loss below 0)').value).toBe('2');
    expect(text()).toContain('Claim: 2 Supply from The Gravel Kings (what The Gravel Kings holds is not known here: it gives only what it has, H13).');
    // The Hunters hold 1 Supply: the claim takes 1.
    count('What The Gravel Kings holds of Supply now (your claim takes at most that)', '1');
    expect(control<HTMLInputElement>('From the scenario: Supply (a loss below 0)').value).toBe('1');
    expect(text()).toContain('Claim: 2 Supply from The Gravel Kings, which holds 1: takes 1.');
    // Corrected above it: said at once, and Record refuses.
    count('From the scenario: Supply (a loss below 0)', '2');
    const alert = 'The Gravel Kings holds 1 Supply, so the claim of 2 Supply takes 1 (H13: a gang loses only what it has): the Supply reward can be at most 1, not 2.';
    expect(dom.host.querySelector('.hb-epilogue [role="alert"]')?.textContent).toBe(alert);
    click('Record the Epilogue');
    expect(now().pending).toBeDefined();
    count('From the scenario: Supply (a loss below 0)', '1');
    expect(dom.host.querySelector('.hb-epilogue [role="alert"]')).toBeNull();
    click('Record the Epilogue');
    expect(now().pending).toBeUndefined();
    expect(now().resources.supply).toBe(3);
    expect(now().log.at(-1)!.changes).toContain('Claim: 2 Supply from The Gravel Kings, which holds 1: takes 1; The Gravel Kings loses it on its own sheet');
  });

  it('HB 1252, H13: the Hunters saved on this device: the claim reads what they hold from their sheet, asks first, and their sheet loses it with a step in their own log', () => {
    const claim = 'You may claim 2 of one resource from the Hunters: Supply, Ammo or Territory, your choice';
    const kings: Roster = { ...GANG, name: 'The Gravel Kings', resources: { reputation: 0, territory: 3, supply: 1, ammo: 0 }, log: [] };
    const saved: SavedRoster<Roster>[] = [{ id: 'kings', roster: kings, savedAt: '2026-11-29T18:00:00.000Z', createdAt: '2026-11-29T18:00:00.000Z' }];
    const writes: [string, Roster][] = [];
    const now = mount({ ...AFTER_GAME, pending: { ...AFTER_GAME.pending!, takenDown: [], scenario: 'Headhunters', pays: [claim] } }, { saved, onChangeSaved: (id, next) => (writes.push([id, next]), true) });
    // Nothing to type: their 1 Supply is read from their sheet, so the claim of 2 takes 1.
    expect(text()).not.toContain('What The Gravel Kings holds of Supply now');
    expect(control<HTMLInputElement>('From the scenario: Supply (a loss below 0)').value).toBe('1');
    expect(control<HTMLInputElement>('Take the claim from The Gravel Kings’s sheet on this device too').checked).toBe(true);
    // More than they hold is refused at once, not asked: nothing written on either sheet.
    count('From the scenario: Supply (a loss below 0)', '2');
    click('Record the Epilogue');
    expect(dom.host.querySelector('[role="group"][aria-label="This Epilogue takes away"]')).toBeNull();
    expect(dom.host.querySelector('.hb-epilogue [role="alert"]')?.textContent).toContain('the Supply reward can be at most 1, not 2');
    expect([now().pending, writes]).toEqual([expect.anything(), []]);
    count('From the scenario: Supply (a loss below 0)', '1');
    // A step that takes from another gang says so and asks first.
    click('Record the Epilogue');
    expect(writes).toEqual([]);
    expect(text()).toContain('“The Gravel Kings” on this device: Lost 1 Supply to The Rust Saints (now 0; H13)');
    click('Record it');
    expect(now().pending).toBeUndefined();
    expect(now().resources.supply).toBe(3);
    expect(writes).toHaveLength(1);
    const [id, kingsAfter] = writes[0]!;
    expect(id).toBe('kings');
    expect(kingsAfter.resources).toEqual({ reputation: 0, territory: 3, supply: 0, ammo: 0 });
    expect(kingsAfter.log.at(-1)).toMatchObject({ kind: 'step', title: 'Taken by The Rust Saints: a claim in the Epilogue of Headhunters (HB 1252)', changes: ['Lost 1 Supply to The Rust Saints (now 0; H13)'] });
    expect(text()).toContain('Skirmish, Epilogue and titles recorded. “The Gravel Kings” on this device lost it too: its log has the step, to undo there if needed.');
  });

  it('H13: unticked, the rival saved here is left alone and its holding is typed as before', () => {
    const claim = 'You may claim 2 of one resource from the Hunters: Supply, Ammo or Territory, your choice';
    const kings: Roster = { ...GANG, name: 'the gravel kings', resources: { reputation: 0, territory: 0, supply: 5, ammo: 0 }, log: [] };
    const writes: string[] = [];
    const now = mount({ ...AFTER_GAME, pending: { ...AFTER_GAME.pending!, takenDown: [], scenario: 'Headhunters', pays: [claim] } }, { saved: [{ id: 'kings', roster: kings, savedAt: '2026-11-29T18:00:00.000Z', createdAt: '2026-11-29T18:00:00.000Z' }], onChangeSaved: (id) => (writes.push(id), true) });
    expect(control<HTMLInputElement>('From the scenario: Supply (a loss below 0)').value).toBe('2');
    act(() => control<HTMLInputElement>('Take the claim from The Gravel Kings’s sheet on this device too').click());
    expect(text()).toContain('What The Gravel Kings holds of Supply now');
    click('Record the Epilogue');
    expect(now().pending).toBeUndefined();
    expect(writes).toEqual([]);
  });
});
