import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { GADGETS_LOST, kuggkopingPlay, LOST_GADGET, MORTIS_USED, tinkerCounter } from '../../../src/games/kuggkoping/play';
import { abilityHref, gadgetHref, outOfUse, upgradeHref } from '../../../src/games/kuggkoping/datacard';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import { startState, type PlayState } from '../../../src/play';
import { missingAnchor } from '../support/site-anchors';

const book = bookData();
const rules = kuggkopingPlay(book);
const base = example('kuggkoping') as Roster;
// Olga, Crack Shot and Foreman, with her Handgun, a Railway Frame (lost at 0 grit), two Mortis devices and an Add on.
const roster: Roster = {
  ...base,
  characters: [
    {
      ...base.characters[0]!,
      gadgets: [...base.characters[0]!.gadgets, { name: 'Railway Frame', quirk: null, equipped: true }],
      upgrades: ['Mortis device', 'Mortis device', 'Add on'],
      addOnActions: ['Blink'],
    },
  ],
};
const fresh = () => ({ ...startState(rules, roster), counters: { [tinkerCounter(1)]: 2 } });
const withModel = (s: PlayState, change: Partial<PlayState['models'][number]>): PlayState => ({ ...s, models: s.models.map((m, j) => (j === 0 ? { ...m, ...change } : m)) });
/** The ids the gadget and quirk roll tables and the upgrade list set on their rows. */
const ids = {
  '/kuggkoping/rules/gizmos-and-gadgets/': [...book.gadgets.map((g) => g.id), ...book.quirks.map((q) => q.id)],
  '/kuggkoping/rules/upgrades/': book.upgrades.map((u) => `upgrade-${u.id}`),
};

describe('Kuggköping datacard: rules links', () => {
  it('every gadget, quirk and upgrade links to its row, every ability to its archetype, title or upgrade', () => {
    for (const g of [...book.gadgets, ...book.quirks]) expect(missingAnchor(gadgetHref(g.id), ids), g.name).toBeNull();
    for (const u of book.upgrades) expect(missingAnchor(upgradeHref(u.id), ids), u.name).toBeNull();
    const abilities = [...book.archetypes.flatMap((a) => a.abilities), ...book.titles.flatMap((t) => t.abilities), ...book.upgrades.flatMap((u) => (u.grantsAbility ? [u.grantsAbility] : []))];
    expect(abilities.length).toBeGreaterThan(10);
    for (const a of abilities) {
      const href = abilityHref(a.name, book);
      expect(href, a.name).toBeDefined();
      expect(missingAnchor(href!, ids), a.name).toBeNull();
    }
    expect(abilityHref('Blink', book)).toMatch(/\/upgrades\/#upgrade-/);
    expect(abilityHref('No such thing', book)).toBeUndefined();
  });
});

describe('Kuggköping datacard: out of use in play', () => {
  it('at the start of the mission, with Tinker dice in the pool, nothing is out of use', () => {
    const out = outOfUse(roster, 0, fresh(), book);
    expect([out.gadgets.size, out.upgrades.size, out.abilities.size]).toEqual([0, 0, 0]);
  });

  it('KB l.1351-1371, K14: the Railway Frame lost at 0 grit; K18: a gadget lost on a failed recovery', () => {
    expect(outOfUse(roster, 0, withModel(fresh(), { flags: { [GADGETS_LOST]: true } }), book).gadgets).toEqual(new Map([[1, 'lost when its Character dropped to 0 grit']]));
    expect(outOfUse(roster, 0, withModel(fresh(), { flags: { [`${LOST_GADGET}0`]: true } }), book).gadgets).toEqual(new Map([[0, 'lost on a failed recovery']]));
  });

  it('KB l.2372-2375: a Mortis device is discarded when it stands its Character up', () => {
    expect(outOfUse(roster, 0, withModel(fresh(), { counters: { [MORTIS_USED]: 1 } }), book).upgrades.get('Mortis device')).toBe('1 of 2 discarded');
    expect(outOfUse(roster, 0, withModel(fresh(), { counters: { [MORTIS_USED]: 2 } }), book).upgrades.get('Mortis device')).toBe('discarded: it stood its Character up');
  });

  it('KB l.1644-1650: knocked down, its equipped gadgets and abilities serve nothing; KB l.1636: killed, the same', () => {
    const down = outOfUse(roster, 0, withModel(fresh(), { down: true }), book);
    expect([...down.gadgets.keys()]).toEqual([0, 1]);
    expect(down.abilities.size).toBeGreaterThan(1);
    expect([...down.abilities.values()].every((why) => why.startsWith('knocked down'))).toBe(true);
    expect(outOfUse(roster, 0, withModel(fresh(), { out: true }), book).gadgets.get(0)).toBe('killed');
  });

  it('KB l.2410-2413: an Add on action needs a Tinker dice from the pool', () => {
    const s = { ...fresh(), counters: { [tinkerCounter(1)]: 0 } };
    expect(outOfUse(roster, 0, s, book).abilities).toEqual(new Map([['Blink', 'no Tinker dice in the pool to pay for it']]));
  });
});
