import { entriesOf } from './support/collections';
import { describe, expect, it } from 'vitest';
import { gameData } from './support/game-data';
import { glossaryEntrySchema } from '../../src/common/glossary';
import {
  rangeModifier,
  weaponSchema,
} from '../../src/games/wolsung/schema';

const { load, byId } = gameData('wolsung');

describe('wolsung data files', () => {
  it('profile: seven characteristics in book order, then the two hero-only values', () => {
    const profile = entriesOf('wolsungProfile').sort((a, b) => a.order - b.order);
    expect(profile.filter((c) => !c.heroOnly).map((c) => c.abbreviation)).toEqual(['A', 'M', 'F', 'S', 'G', 'R', 'W']);
    expect(profile.filter((c) => c.heroOnly).map((c) => c.id)).toEqual(['suit', 'funds']);
    expect(profile.filter((c) => c.dicePool).map((c) => c.abbreviation)).toEqual(['F', 'G', 'R']);
  });

  it('suits break ties Spades, Hearts, Diamonds, Clubs', () => {
    const suits = entriesOf('wolsungCardSuits').sort((a, b) => a.tieBreakRank - b.tieBreakRank);
    expect(suits.map((s) => s.id)).toEqual(['spades', 'hearts', 'diamonds', 'clubs']);
    expect(suits.filter((s) => s.colour === 'red').map((s) => s.id)).toEqual(['hearts', 'diamonds']);
  });

  it('card values: 13 ranks in bridge order with the ace on top, Heroic Deed worth per W5', () => {
    const cards = entriesOf('wolsungCardValues');
    expect(cards).toHaveLength(13);
    expect(new Set(cards.map((c) => c.value)).size).toBe(13);
    expect(byId(cards, 'ace').value).toBe(14);
    expect(byId(cards, 'king').value).toBe(13);
    expect(byId(cards, 'ace').heroicDeedSuccesses).toBe(2);
    expect(byId(cards, 'jack').heroicDeedSuccesses).toBe(2);
    expect(byId(cards, '10').heroicDeedSuccesses).toBe(1);
    expect(cards.filter((c) => c.heroicDeedSuccesses === 2)).toHaveLength(4);
  });

  it('reactions: two against shooting, two in melee, with their dice', () => {
    const reactions = entriesOf('wolsungReactions');
    expect(reactions).toHaveLength(4);
    expect(byId(reactions, 'dive-for-cover')).toMatchObject({ attack: 'shooting', reflexBonus: 2, topples: true });
    expect(byId(reactions, 'hold-nerves')).toMatchObject({ reflexBonus: 0, topples: false });
    // Holding nerves adds nothing itself, but cover and elevation still count: not a "plain" Reflex.
    expect(byId(reactions, 'hold-nerves').summary).toMatch(/still gets the usual cover and elevation bonuses/);
    expect(byId(reactions, 'parry')).toMatchObject({ attack: 'melee', fightBonus: 2, canDamageAttacker: false });
    expect(byId(reactions, 'fence')).toMatchObject({ attack: 'melee', fightBonus: 0, canDamageAttacker: true });
  });

  it('terrain: open full, rough half, impassable none; ladders as rough, stairs as open', () => {
    const terrain = entriesOf('wolsungTerrain');
    expect(terrain).toHaveLength(5);
    expect(byId(terrain, 'open-ground')).toMatchObject({ moveFraction: 1, maxHeightInches: 1 });
    expect(byId(terrain, 'rough-ground')).toMatchObject({ moveFraction: 0.5, maxHeightInches: 3 });
    expect(byId(terrain, 'impassable-ground')).toMatchObject({ moveFraction: 0, minHeightInches: 3 });
    expect(byId(terrain, 'ladder').moveFraction).toBe(0.5);
    expect(byId(terrain, 'stairs').moveFraction).toBe(1);
  });

  it('modifiers: cover +1R/+2R, topple +2R, elevation +1G/+1R and melee +1F', () => {
    const mods = entriesOf('wolsungModifiers');
    expect(byId(mods, 'partial-cover')).toMatchObject({ characteristic: 'R', dice: 1 });
    expect(byId(mods, 'heavy-cover')).toMatchObject({ characteristic: 'R', dice: 2 });
    expect(byId(mods, 'toppled').dice).toBe(2);
    expect(byId(mods, 'shooting-down')).toMatchObject({ side: 'attacker', characteristic: 'G', dice: 1 });
    expect(byId(mods, 'charge-from-above')).toMatchObject({ attack: 'melee', characteristic: 'F', dice: 1 });
  });

  it('special rules: the ten the issue names and the Scientist that Golem needs, with machine-readable effects', () => {
    const rules = entriesOf('wolsungSpecialRules');
    expect(rules.map((r) => r.name).sort()).toEqual(
      [
        'Armour piercing',
        "Beginner's Luck",
        'Fast shot',
        'Golem',
        'Hard to kill',
        'Hypnotic Aura',
        'Move Penalty',
        'Quick',
        'Scientist',
        'Small Calibre',
        'Techniques of Sunnir Masters',
      ].sort(),
    );
    expect(byId(rules, 'quick').effect.gunsModifier).toBe(-1);
    expect(byId(rules, 'move-penalty').effect).toEqual({ gunsModifierPerX: -1, gunsMinimum: 1 });
    expect(byId(rules, 'small-calibre').effect.armourMultiplier).toBe(2);
    expect(byId(rules, 'armour-piercing').effect.armourIgnoredPerX).toBe(1);
    expect(byId(rules, 'hard-to-kill').effect.surviveAtWounds).toBe(1);
    expect(byId(rules, 'fast-shot').effect.cumulativeGunsPenaltyPerShot).toBe(-1);
    expect(byId(rules, 'golem').effect.rangeInches).toBe(12);
    expect(byId(rules, 'golem').effect.requiresFriendlyRule).toBe('scientist');
    for (const r of rules) if (r.effect.requiresFriendlyRule) expect(rules.map((x) => x.id)).toContain(r.effect.requiresFriendlyRule);
    expect(byId(rules, 'techniques-of-sunnir-masters').effect.reflexVsSpells).toBe(1);
    expect(byId(rules, 'hypnotic-aura').effect.forbidsFence).toBe(true);
    expect(rules.filter((r) => r.takesX).map((r) => r.id).sort()).toEqual(['armour-piercing', 'fast-shot', 'move-penalty']);
  });

  it('spells: four types and costs 0, 1, 2', () => {
    const types = entriesOf('wolsungSpellTypes');
    expect(types.map((t) => t.id).sort()).toEqual(['attack', 'aura', 'buff', 'projectile']);
    expect(byId(types, 'projectile')).toMatchObject({ targets: 'enemy', opposedBy: 'reflex', onSuccess: 'damage', heroicDeedColour: 'red' });
    expect(byId(types, 'aura')).toMatchObject({ targets: 'friendly', opposedBy: 'difficulty', targetCount: 'all-in-range', heroicDeedColour: 'black' });
    const costs = entriesOf('wolsungSpellCosts');
    expect(costs.map((c) => c.cost)).toEqual([0, 1, 2]);
    expect(byId(costs, 'cost-2')).toMatchObject({ minimumCards: 1, maximumCards: 2 });
  });

  it('pistol: S 4, bands 0-8 +1, 8-16 -1, 16-24 -2, Quick', () => {
    const weapons = entriesOf('wolsungWeapons');
    expect(weapons).toHaveLength(1);
    const pistol = byId(weapons, 'pistol');
    expect(pistol.strength).toBe(4);
    expect(pistol.rangeBands.map((b) => [b.maxInches, b.gunsModifier])).toEqual([
      [8, 1],
      [16, -1],
      [24, -2],
    ]);
    expect(pistol.specialRules).toEqual(['quick']);
    expect(rangeModifier(pistol, 8)).toBe(1);
    expect(rangeModifier(pistol, 8.5)).toBe(-1);
    expect(rangeModifier(pistol, 24)).toBe(-2);
    expect(rangeModifier(pistol, 24.1)).toBeNull();
  });

  it('weapon schema rejects range bands with a gap', () => {
    const gap = { id: 'x', name: 'X', strength: 3, specialRules: [], rangeBands: [{ minInches: 0, maxInches: 8, gunsModifier: 0 }, { minInches: 10, maxInches: 16, gunsModifier: -1 }] };
    expect(weaponSchema.safeParse(gap).success).toBe(false);
  });

  it('glossary: entries with unique ids, including the searched terms', () => {
    const glossary = load('glossary', glossaryEntrySchema);
    expect(new Set(glossary.map((g) => g.id)).size).toBe(glossary.length);
    expect(byId(glossary, 'heroic-deed').rule).toBe('/wolsung/rules/heroes/#heroic-deed');
    expect(byId(glossary, 'fence').rule).toBe('/wolsung/rules/melee/#fence-and-parry');
    expect(byId(glossary, 'hold-nerves').definition).toMatch(/usual cover and elevation bonuses/);
    expect(byId(glossary, 'hold-nerves').definition).not.toMatch(/plain Reflex/);
    expect(byId(glossary, 'premeasuring')).toMatchObject({ term: 'Premeasuring', rule: '/wolsung/rules/basic-terms/#measuring-distances-and-premeasuring' });
  });
});
