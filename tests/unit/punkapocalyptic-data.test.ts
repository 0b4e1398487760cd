import { readFileSync } from 'node:fs';
import { entriesOf } from './support/collections';
import { describe, expect, it } from 'vitest';
import { gameData } from './support/game-data';
import { glossaryEntrySchema } from '../../src/common/glossary';

import { describeEffects, signed } from '../../src/games/punkapocalyptic/words';

const { load, byId } = gameData('punkapocalyptic');

describe('punkapocalyptic data', () => {
  it('has the seven attributes, Actions capped at 3', () => {
    const attrs = entriesOf('punkapocalypticAttributes');
    expect(attrs.map((a) => a.abbreviation)).toEqual(['A', 'C', 'P', 'AG', 'S', 'T', 'TC']);
    expect(byId(attrs, 'actions').max).toBe(3);
    expect(attrs.filter((a) => a.physical).map((a) => a.id)).toEqual(['agility', 'strength', 'toughness']);
  });

  it('has the five terrain types with their movement rules', () => {
    const terrain = entriesOf('punkapocalypticTerrainTypes');
    expect(terrain).toHaveLength(5);
    expect(byId(terrain, 'fucked-up-terrain')).toMatchObject({ name: 'Fucked up terrain', moveFraction: 0.5, agilityRollForFullMove: true, failedRoll: 'half-move' });
    expect(byId(terrain, 'really-fucked-up-terrain').failedRoll).toBe('fall-prone');
    expect(byId(terrain, 'impassable-terrain')).toMatchObject({ passable: false, removesModel: true });
    expect(byId(terrain, 'contaminated-terrain').toughnessLossPerActivation).toBe(1);
  });

  it('fall table follows ruling P5', () => {
    const bands = entriesOf('punkapocalypticFallTable');
    expect(bands.map((b) => [b.maxBaseMultiple, b.strength])).toEqual([
      [2, null],
      [4, 2],
      [6, 4],
      [8, 6],
      [null, 8],
    ]);
  });

  it('jump limits follow ruling P6', () => {
    const limits = entriesOf('punkapocalypticJumpLimits');
    const gaps = limits.flatMap((l) => (l.kind === 'gap' ? [[l.maxBaseMultiple, l.agilityRoll, l.agilityModifier]] : []));
    expect(gaps).toEqual([
      [2, false, 0],
      [3, true, 0],
      [4, true, -2],
    ]);
    const landing = limits.find((l) => l.kind === 'landing');
    expect(landing).toMatchObject({ maxDropBaseMultiple: 2, higherAllowed: false });
  });

  it('cover grades give +3, +5, +7 (ruling P4)', () => {
    const grades = entriesOf('punkapocalypticCoverGrades');
    expect(Object.fromEntries(grades.map((g) => [g.id, g.armorBonus]))).toEqual({ light: 3, medium: 5, heavy: 7 });
  });

  it('cover sizes hide or protect bases as ruling P4 says', () => {
    const sizes = entriesOf('punkapocalypticCoverSizes');
    expect(sizes).toHaveLength(3);
    expect(byId(sizes, 'size-1')).toMatchObject({ total: { smallBase: 'bonus', largeBase: 'none' }, partial: { smallBase: 'bonus', largeBase: 'none' } });
    expect(byId(sizes, 'size-2')).toMatchObject({ total: { smallBase: 'hidden', largeBase: 'bonus' }, partial: { smallBase: 'bonus', largeBase: 'bonus' } });
    expect(byId(sizes, 'size-3')).toMatchObject({ total: { smallBase: 'hidden', largeBase: 'hidden' }, partial: { smallBase: 'bonus', largeBase: 'bonus' } });
    expect(sizes.every((s) => s.smallBaseMaxMm === 40)).toBe(true);
  });

  it('lists every named Precision modifier with its exact value', () => {
    const mods = Object.fromEntries(entriesOf('punkapocalypticPrecisionModifiers').map((m) => [m.id, m.value]));
    expect(mods).toEqual({
      'short-range': 1,
      'medium-range': 0,
      'long-range': -1,
      aim: 3,
      'avoid-cover': -3,
      'shooting-into-combat': -3,
      'models-as-partial-cover': -3,
      'target-cannot-see-shooter': 1,
      'defensive-fire': -2,
      'hard-to-use': -1,
      pellets: 1,
      camouflage: -2,
      electrified: -3,
    });
    // The Thug's bow shot: Precision 5, short range, Hard to use.
    expect(5 + mods['short-range']! + mods['hard-to-use']!).toBe(5);
  });

  it('combat modifiers follow ruling P7, and the Mass combat example totals 12 against 11', () => {
    const mods = entriesOf('punkapocalypticCombatModifiers');
    expect(byId(mods, 'assault-move')).toMatchObject({ value: 1, per: 'qualifying-move' });
    expect(byId(mods, 'assault-unseen')).toMatchObject({ value: 1, per: 'once' });
    expect(byId(mods, 'support-low')).toMatchObject({ value: 1, supporterCombatMax: 5 });
    expect(byId(mods, 'support-high')).toMatchObject({ value: 2, supporterCombatMin: 6 });
    const support = (combat: number) => (combat >= (byId(mods, 'support-high').supporterCombatMin ?? 99) ? byId(mods, 'support-high').value : byId(mods, 'support-low').value);
    expect(3 + 7 + support(4) + support(4)).toBe(12);
    expect(4 + 6 + support(3)).toBe(11);
  });

  it('has all 33 special rules, Automatic to Two-handed, with tool-readable effects', () => {
    const rules = entriesOf('punkapocalypticSpecialRules');
    expect(rules).toHaveLength(33);
    expect(rules[0]!.name).toBe('Automatic');
    expect(rules.at(-1)!.name).toBe('Two-handed');
    expect(new Set(rules.map((r) => r.id)).size).toBe(33);
    expect(byId(rules, 'pellets').effects).toMatchObject({ precisionModifier: 1, canAvoidCover: false, hitsWholeCombat: true });
    expect(byId(rules, 'hard-to-use').effects.precisionModifier).toBe(-1);
    expect(byId(rules, 'camouflage').effects.avoidCoverExtraPenalty).toBe(-2);
    expect(byId(rules, 'kaboom').effects).toEqual({ kaboomFaces: [9, 10], jamsForGame: true });
    expect(byId(rules, 'automatic').effects).toEqual({ extraShots: 2, retargetWithinCm: 10 });
    expect(byId(rules, 'fuel').effects.explosionPenetration).toBe(3);
    expect(rules.filter((r) => r.parameter === 'X').map((r) => r.id)).toEqual(['dead-slow', 'delay', 'fuel', 'incendiary', 'momentum', 'poison']);
    // Rules granted by others must exist.
    const ids = new Set(rules.map((r) => r.id));
    for (const r of rules) for (const g of r.effects.grants ?? []) expect(ids.has(g)).toBe(true);
  });

  it('a gang fields 3 models per started 100 points (P11), and a model carries up to 3 bombs that count as one weapon', () => {
    expect(entriesOf('punkapocalypticGangSize')).toEqual([expect.objectContaining({ id: 'models-per-fraction', models: 3, pointsPerFraction: 100 })]);
    const bomb = byId(entriesOf('punkapocalypticSpecialRules'), 'bomb');
    expect(bomb.effects).toMatchObject({ maxPerModel: 3, countsAsOneWeapon: true });
  });

  it('every special rule effect is described for the page', () => {
    const rules = entriesOf('punkapocalypticSpecialRules');
    for (const r of rules) {
      const keys = Object.keys(r.effects).length;
      expect(describeEffects(r.effects).length, r.id).toBeGreaterThanOrEqual(keys === 0 ? 0 : 1);
    }
    expect(describeEffects({ precisionModifier: -1 })).toEqual(['Precision -1 on every shot']);
    expect(signed(3)).toBe('+3');
    expect(signed(-2)).toBe('-2');
  });

  it('Rider is barred from objectives and climbing but may work devices; Beast and Mong from both', () => {
    const rules = entriesOf('punkapocalypticSpecialRules');
    const rider = byId(rules, 'rider').effects;
    expect(rider).toEqual({ canClimb: false, canUseObjectives: false, grants: ['hard-to-use'] });
    expect(describeEffects(rider)).toEqual(['cannot climb', 'cannot control or use objectives', 'also has hard-to-use']);
    for (const id of ['beast', 'mong']) expect(byId(rules, id).effects).toMatchObject({ canLoot: false, canUseObjectives: false, canUseDevices: false });
    expect(describeEffects(byId(rules, 'mong').effects)).toContain('cannot work devices');
  });

  it("Fuel's Penetration 3 is the explosion's, and the effect line says so", () => {
    const fuel = byId(entriesOf('punkapocalypticSpecialRules'), 'fuel');
    expect(fuel.effects).toEqual({ explosionPenetration: 3 });
    expect(describeEffects(fuel.effects)).toEqual(['if it explodes: a hit at Strength equal to the charges left, Penetration 3, on the carrier and every model touching it']);
  });

  it('a stray shot into a Mass combat may hit an enemy; avoiding cover leaves total cover, models and shields (P10)', () => {
    const mods = entriesOf('punkapocalypticPrecisionModifiers');
    expect(byId(mods, 'shooting-into-combat').when).toMatch(/Mass combat, a random other model in the fight, which may be an enemy/);
    expect(byId(mods, 'avoid-cover').when).toMatch(/partial cover from scenery; total cover, models in the way and a shield still count/);
  });

  it('uses the book\'s spelling, Armor, in every text and field name of the data', () => {
    for (const name of ['attributes', 'combat-modifiers', 'cover-grades', 'cover-sizes', 'glossary', 'precision-modifiers', 'special-rules', 'terrain-types']) {
      const text = readFileSync(`content/punkapocalyptic/data/${name}.yaml`, 'utf8').replace(/\/hits-and-armour\//g, '/'); // the page's address
      expect(text, name).not.toMatch(/armour/i);
    }
    const armor = byId(load('glossary', glossaryEntrySchema), 'armor');
    expect(armor).toMatchObject({ term: 'Armor', rule: '/punkapocalyptic/rules/hits-and-armour/#armor' });
  });

  it('glossary entries are valid and point at Punkapocalyptic pages', () => {
    const entries = load('glossary', glossaryEntrySchema);
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(entries.every((e) => e.rule.startsWith('/punkapocalyptic/'))).toBe(true);
    expect(byId(entries, 'kaboom').rule).toBe('/punkapocalyptic/rules/special-rules/#kaboom');
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });
});
