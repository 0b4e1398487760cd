import { entriesOf } from './support/collections';
import { describe, expect, it } from 'vitest';
import { gameData } from './support/game-data';

import { glossaryEntrySchema } from '../../src/common/glossary';

const { load, byId } = gameData('heartbreaker');

const weapons = entriesOf('heartbreakerWeapons');
const gear = entriesOf('heartbreakerGear');
const abilities = entriesOf('heartbreakerAbilities');
const keywords = entriesOf('heartbreakerKeywords');
const stats = entriesOf('heartbreakerStartingStats');
const modifiers = entriesOf('heartbreakerStrikeModifiers');
const actions = entriesOf('heartbreakerActions');
const scenarios = entriesOf('heartbreakerScenarios');
const resourceActions = entriesOf('heartbreakerResourceActions');
const titles = entriesOf('heartbreakerTitles');
const resources = entriesOf('heartbreakerResources');
const arcs = entriesOf('heartbreakerArcs');
const inspirations = entriesOf('heartbreakerInspirations');
const glossary = load('glossary', glossaryEntrySchema);
const recruiting = entriesOf('heartbreakerRecruiting');

describe('heartbreaker data counts match the draft', () => {
  it('has 12 weapons, 9 gear, 9 abilities and 3 quirk keywords', () => {
    expect(weapons).toHaveLength(12);
    expect(gear).toHaveLength(9);
    expect(abilities).toHaveLength(9);
    expect(keywords.filter((k) => k.kind === 'keyword').map((k) => k.id)).toEqual(['knockback', 'blast', 'scatter']);
  });
  it('has 8 scenarios, two of them unfinished, 6 resource actions, 4 titles, 4 resources, 4 arc steps', () => {
    expect(scenarios).toHaveLength(8);
    expect(scenarios.filter((s) => s.unfinished).map((s) => s.arcStep)).toEqual(['score-to-settle', 'heartbreaker']);
    expect(resourceActions).toHaveLength(6);
    expect(titles).toHaveLength(4);
    expect(resources).toHaveLength(4);
    expect(arcs.map((a) => a.order)).toEqual([1, 2, 3, 4]);
  });
  it('an arc is 2-3 skirmishes: Desperation and Heartbreaker are both the third, one or the other', () => {
    expect(arcs.map((a) => [a.id, a.step])).toEqual([
      ['first-blood', 1],
      ['score-to-settle', 2],
      ['desperation', 3],
      ['heartbreaker', 3],
    ]);
    expect(byId(arcs, 'first-blood').summary).toMatch(/even playing field/);
  });
  it('has 7 basic actions and 16 inspirations', () => {
    expect(actions.map((a) => a.name)).toEqual(['Walk', 'Sprint', 'Shove', 'Drag', 'Focus', 'Fight', 'Shoot']);
    expect(inspirations).toHaveLength(16);
  });
  it('numbers every table 1..n in book order', () => {
    for (const list of [weapons, gear, abilities, keywords, stats, modifiers, actions, scenarios, resourceActions, titles, resources, inspirations]) {
      expect(list.map((e) => e.order)).toEqual(list.map((_, i) => i + 1));
    }
    expect(weapons.map((w) => w.name).slice(0, 4)).toEqual(['Slasher', 'Decapitator', 'Basher', 'Pulverizer']);
  });
  it('has unique ids in every table', () => {
    for (const list of [weapons, gear, abilities, keywords, stats, modifiers, actions, scenarios, resourceActions, titles, glossary]) {
      const ids = list.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('heartbreaker weapons', () => {
  it('prints the PUNCH, range and kind of each weapon', () => {
    const table = Object.fromEntries(weapons.map((w) => [w.id, [w.kind, w.range.text, w.punch]]));
    expect(table).toEqual({
      slasher: ['melee', 'Nearby', 5],
      decapitator: ['melee', 'Nearby', 7],
      basher: ['melee', 'Nearby', 5],
      pulverizer: ['melee', 'Nearby', 7],
      sidearm: ['ranged', 'Nearby-6"', 5],
      boomstick: ['ranged', '2-12"', 4],
      leadspitter: ['ranged', '2-12"', 6],
      longshot: ['ranged', '2-24"', 5],
      headshot: ['ranged', '18-36"', 6],
      immolator: ['ranged', '2-16"', 5],
      nades: ['ranged', '2-6"', 6],
      destructor: ['ranged', '12-24"', 6],
    });
  });
  it('gives every weapon six alternative names', () => {
    expect(byId(weapons, 'decapitator').altNames[0]).toBe('Goresoaked Chainblade');
    expect(byId(weapons, 'basher').altNames[5]).toBe('Fourth Arm');
  });
  it('encodes the strike effects the odds tool reads', () => {
    expect(byId(weapons, 'headshot').effects[0]).toMatchObject({ punchModifier: -1, doubleFives: true });
    expect(byId(weapons, 'pulverizer').effects[0]).toMatchObject({ crush: true });
    expect(byId(weapons, 'longshot').effects[0]).toMatchObject({ reroll: 'punch' });
    expect(byId(weapons, 'boomstick').effects[0]).toMatchObject({ attacks: 2 });
    expect(byId(weapons, 'boomstick').knockback).toBe(2);
    expect(byId(weapons, 'sidearm').effects[0]).toMatchObject({ ignoresFatigue: true });
    // Deflect adds the Slasher's own PUNCH to the defender's ARMOR dice.
    const slasher = byId(weapons, 'slasher');
    expect(slasher.effects[0]).toMatchObject({ deflect: true, armorDice: slasher.punch });
    expect(byId(weapons, 'destructor')).toMatchObject({ blast: 4, scatter: 'D6', knockback: 2 });
    expect(byId(weapons, 'nades')).toMatchObject({ blast: 2, scatter: 'D3', knockback: 1 });
  });
  it('names only quirk keys that keywords.yaml explains', () => {
    const known = new Set(keywords.map((k) => k.id));
    for (const w of weapons) for (const q of w.quirks) expect(known.has(q), `${w.id}: ${q}`).toBe(true);
    for (const w of weapons) {
      expect(w.quirks.includes('knockback')).toBe(w.knockback !== undefined);
      expect(w.quirks.includes('blast')).toBe(w.blast !== undefined);
    }
  });
});

describe('heartbreaker gear and abilities', () => {
  it('encodes armour, medpack and lucky charm', () => {
    expect(byId(gear, 'light-armor').effects[0]).toMatchObject({ armorDice: 2 });
    expect(byId(gear, 'heavy-armor').effects[0]).toMatchObject({ armorDice: 4, speedModifier: -1 });
    expect(gear.filter((g) => g.limitOnePerFighter === 'armor').map((g) => g.id)).toEqual(['light-armor', 'heavy-armor']);
    expect(byId(gear, 'medpack').effects[0]).toMatchObject({ secondWindBonus: 3 });
    expect(byId(gear, 'lucky-charm').effects.map((e) => e.reroll)).toEqual(['punch', 'armor']);
    expect(byId(gear, 'akimbo-holster').effects[0]).toMatchObject({ punchMultiplier: 2, punchModifier: -2 });
  });
  it('lets Akimbo Holster require only existing weapons', () => {
    const ids = new Set(weapons.map((w) => w.id));
    for (const w of byId(gear, 'akimbo-holster').requiresWeapon ?? []) expect(ids.has(w)).toBe(true);
  });
  it('encodes Stalker, Fanatic, Jacked and Lightweight', () => {
    expect(byId(abilities, 'stalker').effects[0]).toMatchObject({ punchModifier: 1 });
    const fanatic = byId(abilities, 'fanatic').effects;
    expect(fanatic.find((e) => e.action === 'fight' && e.punchModifier)?.punchModifier).toBe(1);
    expect(fanatic.some((e) => e.strikesBackAtZero)).toBe(true);
    expect(byId(abilities, 'jacked').effects[0]).toMatchObject({ knockbackBonus: 1, shoveDistance: 5 });
    expect(byId(abilities, 'lightweight').effects[0]).toMatchObject({ speedModifier: 1, forbidsArmor: true });
    expect(byId(abilities, 'bonded').fightersPerGang).toBe(2);
  });
});

describe('heartbreaker recruiting and stat cards', () => {
  it('recruits 6 fighters, 1 of them the leader, with 4 quirks each and 1 more for the leader', () => {
    expect(Object.fromEntries(recruiting.map((r) => [r.id, r.count]))).toEqual({ fighters: 6, leaders: 1, 'quirks-per-fighter': 4, 'leader-extra-quirks': 1 });
  });
  it('marks exactly the effects that belong on the stat card', () => {
    const onCard = [...gear, ...abilities].flatMap((q) => q.effects.filter((e) => e.stat).map((e) => [q.id, e.stat, e.speedModifier ?? 0, e.armorDice ?? 0]));
    expect(onCard).toEqual([
      ['light-armor', 'always', 0, 2],
      ['heavy-armor', 'always', -1, 4],
      ['fanatic', 'at-half-meat', 1, 0],
      ['lightweight', 'always', 1, 0],
    ]);
    expect(weapons.flatMap((w) => w.effects).some((e) => e.stat)).toBe(false);
  });
});

describe('heartbreaker stats, modifiers and campaign tables', () => {
  it('starts every fighter at Limit 3, Speed 4, Meat 10, Armor 1, Bounty 0 (max 5)', () => {
    const start = Object.fromEntries(stats.map((s) => [s.id, s.start]));
    expect(start).toEqual({ bounty: 0, 'action-limit': 3, speed: 4, meat: 10, armor: 1 });
    expect(byId(stats, 'bounty').max).toBe(5);
  });
  it('lists the Fight and Shoot modifiers with their values', () => {
    const value = (id: string) => byId(modifiers, id).value;
    expect(value('backstab-fight')).toBe(1);
    expect(value('gang-up')).toBe(1);
    expect(byId(modifiers, 'gang-up').per).toBe('ally');
    expect(value('cover')).toBe(-1);
    expect(value('vantage-above')).toBe(1);
    expect(value('vantage-below')).toBe(-1);
    expect(byId(modifiers, 'fatigue')).toMatchObject({ value: -1, per: 'repeated-strike', appliesTo: ['fight', 'shoot'] });
    expect(byId(modifiers, 'cover').appliesTo).toEqual(['shoot']);
  });
  it('fatigue (H8): the first Fight and first Shoot are free, and the data says so everywhere', () => {
    const fatigue = byId(modifiers, 'fatigue');
    expect(fatigue.when).toMatch(/each repeat of Fight and each repeat of Shoot this activation, this action included/);
    expect(fatigue.when).toMatch(/Fight then Shoot: 0\. Fight, Fight, Shoot: -1\./);
    for (const id of ['fight', 'shoot']) {
      const a = byId(actions, id);
      expect(a.fatiguePunch).toBe(-1);
      expect(a.fatigue).toMatch(/^The first (Fight|Shoot) is free\. Each repeat gives -1 to its own and every later PUNCH die/);
    }
    expect(byId(glossary, 'fatigue').definition).toMatch(/the first time is free/);
  });
  it('prices resource actions and the Seize Control table as printed', () => {
    expect(byId(resourceActions, 'set-the-stage').cost).toEqual({ resource: 'territory', amount: 6 });
    expect(byId(resourceActions, 'demand-tribute').cost).toEqual({ resource: 'ammo', amount: 3 });
    expect(byId(titles, 'warlord').resource).toBe('ammo');
    expect(byId(scenarios, 'seize-production').rollTable?.map((r) => r.result)).toEqual([
      '1 Control Point',
      '2 Control Points',
      '3 Control Points',
    ]);
  });
  it('links every glossary term to a Heartbreaker rules page', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(15);
    for (const g of glossary) expect(g.rule).toMatch(/^\/heartbreaker\/rules\/[a-z-]+\/#[a-z0-9-]+$/);
  });
});
