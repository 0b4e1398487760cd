// @vitest-environment happy-dom
/**
 * The Kuggköping steps between games as drawn (CampaignSteps): a recovery roll that would kill says
 * so and waits for Apply or Cancel (our ruling K18; KB 1665-1666), a rewarded gadget that would take
 * the place of an equipped one asks which to equip (KB 1329-1330, 1340-1341), and the carry-over
 * offers the Tinker dice pool as it is now, after a reward (KB 964-967).
 */
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { reactRoot } from './support/react-root';
import { cogRats } from './support/kuggkoping-warbands';
import { CampaignSteps } from '../../src/components/kuggkoping/builder/CampaignSteps';
import { bookData } from '../../src/games/kuggkoping/book-data';
import { parseRoster, type Roster } from '../../src/games/kuggkoping/roster';
import { STEP_LABELS, type KuggStep } from '../../src/games/kuggkoping/step-status';
import { addLogEntry, logEntry } from '../../src/roster/campaign-log';
import { startExpedition } from '../../src/games/kuggkoping/campaign';

const book = bookData();
const places = { districts: ['Coils'], enemyFactions: ['Trolls'] };
const dom = reactRoot();

/** The steps for `initial`, owned by a parent that keeps the warband; returns every warband it was given. */
function mount(initial: Roster) {
  const seen: Roster[] = [];
  function Owner() {
    const [roster, setRoster] = useState(initial);
    return (
      <CampaignSteps
        roster={roster}
        onChange={(next) => {
          seen.push(next);
          setRoster(next);
        }}
        book={book}
        places={places}
      />
    );
  }
  act(() => dom.root.render(<Owner />));
  return seen;
}

const field = (label: string) => {
  const l = [...dom.host.querySelectorAll('label')].find((x) => x.textContent?.trim().startsWith(label));
  if (!l) throw new Error(`no field ${label}`);
  return (l.control ?? dom.host.querySelector(`#${CSS.escape(l.htmlFor)}`)) as HTMLInputElement | HTMLSelectElement;
};
/** Opens a step of the sequence by its button (src/games/kuggkoping/step-status.ts's labels). */
function openStep(value: KuggStep) {
  const b = [...dom.host.querySelectorAll<HTMLButtonElement>('.rk-sequence-step')].find((x) => x.querySelector('.rk-sequence-label')?.textContent === STEP_LABELS[value]);
  if (!b) throw new Error(`no step ${value}`);
  act(() => b.click());
}
/** The open step's label. */
const openLabel = () => dom.host.querySelector('.rk-sequence-step[aria-current="step"] .rk-sequence-label')?.textContent ?? null;
function set(label: string, value: string) {
  if (label === 'Step after a game') return openStep(value as KuggStep);
  const el = field(label);
  act(() => {
    Object.getOwnPropertyDescriptor(el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
const button = (name: string) => {
  const b = [...dom.host.querySelectorAll('button')].find((x) => x.textContent?.trim() === name);
  if (!b) throw new Error(`no button ${name}: ${[...dom.host.querySelectorAll('button')].map((x) => x.textContent).join(' | ')}`);
  return b;
};
const click = (name: string) => act(() => button(name).click());
const alertText = () => dom.host.querySelector('.kk-ask [role="alert"]')?.textContent ?? null;

/** Fills a step's fields (label, value) and presses its button: the step asks, so nothing reached the warband yet. */
function askedBy(seen: readonly Roster[], fields: [string, string][], press: string, question: RegExp) {
  for (const [label, value] of fields) set(label, value);
  click(press);
  expect(seen).toEqual([]);
  expect(alertText()).toMatch(question);
}

/** The Cog Rats: Greta has no gadget, so her failed recovery kills her. */
const warband = () => parseRoster(cogRats());

describe('the steps that ask first', () => {
  it('K18, KB 1665-1666: a recovery roll that kills says who and why; Cancel keeps the Character, Kill Greta kills her', () => {
    const seen = mount(warband());
    const fields: [string, string][] = [['Step after a game', 'recovery'], ['Knocked-down Character', '2'], ['Recovery roll (D6', '1']];
    askedBy(seen, fields, 'Record the recovery roll', /^Greta will be killed: Greta rolls 1 against \d\+ \(a 1 always fails\); Greta had no equipped gadget to lose; Greta \(Grenadier\) is killed/);
    click('Cancel');
    expect(alertText()).toBeNull();
    expect(seen).toEqual([]);
    click('Record the recovery roll');
    click('Kill Greta');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.characters.map((c) => c.name)).toEqual(['Olga', 'Knut']);
    expect(alertText()).toBeNull();
  });

  it('KB 1329-1330, 1340-1341: a rewarded weapon gadget for Olga, who has a Handgun equipped, asks whether to equip it', () => {
    const seen = mount(warband());
    const fields: [string, string][] = [['Step after a game', 'reward'], ['Warband member who gets the reward', '0'], ['Reward', 'gadget:weapon']];
    askedBy(seen, fields, 'Take the reward', /^Olga receives .+, a weapon gadget, and has Handgun equipped/);
    const equip = [...dom.host.querySelectorAll('.kk-ask button')].find((b) => b.textContent?.startsWith('Equip '))!;
    act(() => (equip as HTMLButtonElement).click());
    expect(seen).toHaveLength(1);
    const gadgets = seen[0]!.characters[0]!.gadgets;
    expect(gadgets.filter((g) => g.equipped).map((g) => g.name)).toEqual([gadgets[1]!.name]);
    expect(book.gadgets.find((g) => g.name === gadgets[1]!.name)?.kind).toBe('weapon');
  });
});

describe('carry over', () => {
  it('KB 964-967: the Tinker dice offered to carry over are the pool as it is now, 5 after a Utility reward on 3', () => {
    const seen = mount(warband());
    set('Step after a game', 'carry');
    expect(field('Tinker dice left unused').value).toBe('3');
    set('Step after a game', 'reward');
    click('Take the reward');
    expect(seen.at(-1)!.tinkerDice).toBe(5);
    set('Step after a game', 'carry');
    expect(field('Tinker dice left unused').value).toBe('5');
    click('Carry over to the next game');
    expect(seen.at(-1)!.tinkerDice).toBe(5);
    expect(seen.at(-1)!.log.at(-1)!.changes[0]).toBe('Tinker dice: 5 kept');
  });

  it('a number entered for the pool as it was is dropped when the pool changes', () => {
    const seen = mount(warband());
    set('Step after a game', 'carry');
    set('Tinker dice left unused', '1');
    expect(field('Tinker dice left unused').value).toBe('1');
    set('Step after a game', 'reward');
    click('Take the reward');
    set('Step after a game', 'carry');
    expect(field('Tinker dice left unused').value).toBe('5');
    expect(seen).toHaveLength(1);
  });
});

describe('one next step at a time', () => {
  it('K18, KB 1668-1672: after a game that left Greta down and Knut killed, the recovery opens, then the replacement, then the carry-over', () => {
    const r = startExpedition(parseRoster(cogRats()), 'Coils', 'Trolls', 1, '2026-11-29');
    const ended = addLogEntry(
      { ...r, characters: r.characters.filter((c) => c.name !== 'Knut') },
      logEntry('game', 'Game in round 3: won', ['Greta: still knocked down, rolls its recovery before the next game (K18)', 'Knut (Knuckle Buster) is killed and leaves the warband; a new Character replaces it before the next game'], '2026-11-29'),
    );
    const seen = mount(ended);
    expect(openLabel()).toBe('Recovery roll');
    expect(dom.host.querySelector('.rk-sequence-line')?.textContent).toBe('3 steps to do, next: Recovery roll.');
    set('Knocked-down Character', '1');
    set('Recovery roll (D6', '6');
    click('Record the recovery roll');
    expect(seen.at(-1)!.log.at(-1)!.title).toBe('Greta recovers');
    expect(openLabel()).toBe('Replace a killed Character');
    // KB 1668-1672, K14: pre-filled with who was killed, only the archetypes neither Knut nor Olga or Greta has.
    expect(dom.host.textContent).toContain('Knut (Knuckle Buster) was killed: a new Character takes its place before the next game (KB 1668-1672).');
    expect([...(field('New Character’s archetype') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Choose…', 'Streetslogger', 'Data Mage', 'Gofer']);
    set('New Character’s name', 'Rolf');
    set('New Character’s archetype', 'Gofer');
    click('Add the replacement');
    expect(seen.at(-1)!.log.at(-1)!.title).toBe('Rolf joins the warband');
    expect(openLabel()).toBe('Carry over to the next game');
    click('Carry over to the next game');
    expect(seen.at(-1)!.log.at(-1)!.title).toBe('Carried over to the next game');
    expect(dom.host.querySelector('.rk-sequence-line')?.textContent).toBe('Nothing left to do before the next game.');
  });
});

describe('pre-filled from End game’s entry (issue 35)', () => {
  const r = () => startExpedition(parseRoster(cogRats()), 'Coils', 'Trolls', 1, '2026-11-29');

  it('K18: the friends End game counted on the board fill the field and say where they came from; KB 2338-2340: the free upgrade asks, then gives', () => {
    const ended = addLogEntry(
      r(),
      logEntry('game', 'Game in round 5: won', [
        'Greta: still knocked down, rolls its recovery before the next game (K18); 2 friendly models adjacent at the end (+1 each), counted on the enemy turn’s board',
        'Hard rule: 3-4: Enemy models get +1 action dice and +1 grit. (set in the enemy turn)',
        'Pays: The holy manual: one Character takes an upgrade for free.',
      ], '2026-11-29'),
    );
    const seen = mount(ended);
    expect(openLabel()).toBe('Recovery roll');
    set('Knocked-down Character', '2');
    expect(field('Friendly models adjacent when the game ended').value).toBe('2');
    expect(dom.host.textContent).toContain('End game counted 2 friendly models adjacent to Greta on the enemy turn’s board as the game ended (+1 each, K18)');
    // Greta (Grenadier, defence 5+) rolls 3: 3 + 2 reaches 5, she stands up.
    set('Recovery roll (D6', '3');
    click('Record the recovery roll');
    expect(seen.at(-1)!.log.at(-1)!.changes[0]).toBe('Greta rolls 3 + 2 against 5+');
    expect(openLabel()).toBe('Gizmo rewards');
    set('Character who takes the free upgrade', '1');
    set('Free upgrade', 'Power pack');
    click('Give the free upgrade');
    expect(alertText()).toMatch(/^Knut takes Power pack \(.+\) for free: The holy manual pays one upgrade/);
    click('Give Knut Power pack');
    expect(seen.at(-1)!.characters[1]!.upgrades).toEqual(['Power pack']);
    openStep('game');
    expect(dom.host.querySelector('[aria-label="Hard rules played"]')?.textContent).toBe('Hard rule: 3-4: Enemy models get +1 action dice and +1 grit. (set in the enemy turn)');
  });

  it('K18: without a board the field starts at 0 and the step says to type the number', () => {
    mount(addLogEntry(r(), logEntry('game', 'Game in round 5: won', ['Greta: still knocked down, rolls its recovery before the next game (K18)'], '2026-11-29')));
    set('Knocked-down Character', '2');
    expect(field('Friendly models adjacent when the game ended').value).toBe('0');
    expect(dom.host.textContent).toContain('The game kept no board with Greta’s space, so type the friendly models that were adjacent to Greta when the game ended');
  });
});
