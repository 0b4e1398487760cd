import { entriesOf } from './support/collections';
import { describe, expect, it } from 'vitest';
import { gameData } from './support/game-data';

import { glossaryEntrySchema } from '../../src/common/glossary';

const { load, byId } = gameData('kuggkoping');

function expectUniqueIds(list: { id: string }[]) {
  expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
}

const archetypes = entriesOf('kuggkopingArchetypes');
const enemyTypes = entriesOf('kuggkopingEnemyTypes');
const bosses = entriesOf('kuggkopingBosses');
const enemyFactions = entriesOf('kuggkopingEnemyFactions');
const cartographers = entriesOf('kuggkopingCartographerFactions');
const gadgets = entriesOf('kuggkopingGadgets');
const quirks = entriesOf('kuggkopingQuirks');
const upgrades = entriesOf('kuggkopingUpgrades');
const scenarios = entriesOf('kuggkopingScenarios');
const districts = entriesOf('kuggkopingDistricts');
const missions = entriesOf('kuggkopingMissions');
const agendas = entriesOf('kuggkopingAgendas');
const difficulty = entriesOf('kuggkopingDifficulty');
const hardRules = entriesOf('kuggkopingHardRules');
const activation = entriesOf('kuggkopingActivationTable');
const rollTables = entriesOf('kuggkopingRollTables');
const mutations = entriesOf('kuggkopingMutations');
const glossary = load('glossary', glossaryEntrySchema);
const titles = entriesOf('kuggkopingTitles');

describe('Kuggköping data counts match the rulebook', () => {
  it.each([
    ['archetypes', archetypes, 6],
    ['enemy types', enemyTypes, 3],
    ['bosses', bosses, 5],
    ['enemy factions', enemyFactions, 5],
    ['Cartographer factions', cartographers, 6],
    ['upgrades', upgrades, 15],
    ['scenarios', scenarios, 13],
    ['districts', districts, 5],
    ['missions', missions, 4],
    ['agendas', agendas, 6],
    ['difficulty levels', difficulty, 4],
    ['hard rules', hardRules, 3],
    ['activation rows', activation, 5],
    ['mutation kinds', mutations, 8],
  ] as const)('%s: %i entries with unique ids', (_name, list, count) => {
    expect(list).toHaveLength(count);
    expectUniqueIds(list as { id: string }[]);
  });

  it('has 6 weapon and 6 defence gadgets, each list numbered 1-6', () => {
    for (const kind of ['weapon', 'defence'] as const) {
      const list = gadgets.filter((g) => g.kind === kind);
      expect(list.map((g) => g.roll).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
    expectUniqueIds(gadgets);
  });

  it('has 12 weapon and 12 defence quirks, each list numbered 1-12', () => {
    for (const kind of ['weapon', 'defence'] as const) {
      const list = quirks.filter((q) => q.kind === kind);
      expect(list.map((q) => q.roll).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
    expectUniqueIds(quirks);
  });

  it('gives every Cartographer faction 2 positive and 2 negative traits', () => {
    for (const f of cartographers) {
      expect(f.traits.filter((t) => t.kind === 'positive')).toHaveLength(2);
      expect(f.traits.filter((t) => t.kind === 'negative')).toHaveLength(2);
    }
  });

  it('scenarios are numbered 1 to 13', () => {
    expect(scenarios.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
});

describe('Kuggköping profiles carry the book values', () => {
  it('Crack Shot: move 3, range 6, 2 (5+), defence 5+, grit 2, Aim hits on 3+', () => {
    const c = byId(archetypes, 'crack-shot');
    expect([c.move, c.range, c.actionDice, c.hitOn, c.defence, c.grit]).toEqual([3, 6, 2, 5, 5, 2]);
    const aim = c.abilities.find((a) => a.name === 'Aim');
    expect(aim?.kind).toBe('action');
    expect(aim?.effects[0]).toMatchObject({ condition: 'afterAim', hitOn: 3 });
  });

  it('Grenadier: 5 (6+) and 2 extra hits per critical hit', () => {
    const g = byId(archetypes, 'grenadier');
    expect([g.actionDice, g.hitOn, g.range, g.grit]).toEqual([5, 6, 4, 3]);
    expect(g.abilities[0]?.effects[0]).toMatchObject({ hitOnlyOn: 6, extraHitsOnCrit: 2 });
  });

  it('Knuckle Buster hits adjacent enemies on 3+ and has grit 4', () => {
    const k = byId(archetypes, 'knuckle-buster');
    expect(k.grit).toBe(4);
    expect(k.abilities.find((a) => a.name === 'Brawler')?.effects[0]).toMatchObject({ condition: 'adjacent', hitOn: 3 });
  });

  it('Streetslogger is the only archetype with move 4 and hits on 4+', () => {
    expect(archetypes.filter((a) => a.move === 4).map((a) => a.id)).toEqual(['streetslogger']);
    expect(byId(archetypes, 'streetslogger').hitOn).toBe(4);
  });

  it('enemy types: Grunt 2 (5+) grit 4 range 2; Lurker range 5; Bell-Man 6 (4+), defence 4+, grit 6', () => {
    const grunt = byId(enemyTypes, 'grunt');
    expect([grunt.move, grunt.range, grunt.actionDice, grunt.hitOn, grunt.defence, grunt.grit]).toEqual([3, 2, 2, 5, 5, 4]);
    expect(grunt.promotesTo).toBe('lurker');
    const lurker = byId(enemyTypes, 'lurker');
    expect([lurker.move, lurker.range, lurker.actionDice]).toEqual([4, 5, 3]);
    expect(lurker.promotesTo).toBe('bell-man');
    const bell = byId(enemyTypes, 'bell-man');
    expect([bell.move, bell.range, bell.actionDice, bell.hitOn, bell.defence, bell.grit]).toEqual([4, 2, 6, 4, 4, 6]);
    expect(bell.actionDiceLostPerGritLost).toBe(1);
  });

  it('bosses all have 6 (4+) and grit 10; Hulder defence 2+, Abaia 4+, Grey Gubbe never moves', () => {
    for (const b of bosses) expect([b.actionDice, b.hitOn, b.grit]).toEqual([6, 4, 10]);
    expect(byId(bosses, 'hulder').defence).toBe(2);
    expect(byId(bosses, 'abaia').defence).toBe(4);
    expect(byId(bosses, 'abaia').damagedOnlyBy?.gadgets).toEqual(['hooks']);
    const gubbe = byId(bosses, 'the-grey-gubbe');
    expect([gubbe.move, gubbe.range]).toEqual([null, null]);
    const nikke = byId(bosses, 'skrot-nikke');
    expect(nikke.defence).toBe(3);
    // Every quirk that can hurt Skrot Nikke exists in the quirk lists.
    for (const q of nikke.damagedOnlyBy?.quirks ?? []) expect(quirks.some((x) => x.id === q)).toBe(true);
  });
});

describe('Kuggköping gadgets, quirks and upgrades are machine-readable', () => {
  it('Boiler plate: defence 5+, best of two dice', () => {
    expect(byId(gadgets, 'boiler-plate').effects[0]).toMatchObject({ defence: 5, bestOfTwoDefence: true });
  });

  it('defence gadgets set defence 3, 5, 5, 4, 4, 4 in list order', () => {
    const list = gadgets.filter((g) => g.kind === 'defence').sort((a, b) => a.roll - b.roll);
    expect(list.map((g) => g.effects[0]?.defence)).toEqual([3, 5, 5, 4, 4, 4]);
  });

  it('Machine Fist: +3 dice adjacent; Machine Carbine: +2 dice at 2+ spaces; Chain blades re-roll misses', () => {
    expect(byId(gadgets, 'machine-fist').effects[0]).toMatchObject({ condition: 'adjacent', extraDice: 3 });
    expect(byId(gadgets, 'machine-carbine').effects[0]).toMatchObject({ condition: 'twoOrMoreSpaces', extraDice: 2, rangeModifier: 2 });
    expect(byId(gadgets, 'chain-blades').effects[0]).toMatchObject({ condition: 'adjacent', rerollMisses: true });
  });

  it('Skitter field makes attackers hit only on 6; Targeter hits on 3+', () => {
    expect(byId(quirks, 'skitter-field').effects[0]?.attackersHitOnlyOn).toBe(6);
    expect(byId(quirks, 'targeter').effects[0]?.hitOn).toBe(3);
  });

  it('upgrade costs: Power pack 1 with +2 dice and crits on 5; Promotion 2', () => {
    const pack = byId(upgrades, 'power-pack');
    expect(pack.cost).toBe(1);
    expect(pack.effects[0]).toMatchObject({ extraDice: 2, critOn: 5 });
    expect(byId(upgrades, 'promotion').cost).toBe(2);
    expect(upgrades.filter((u) => u.cost === 1)).toHaveLength(6);
  });

  it('the building rules the warband builder reads are in the data', () => {
    expect(byId(upgrades, 'fairy-circuits').maxPerCharacter).toBe(1);
    expect(upgrades.filter((u) => u.maxPerCharacter !== undefined).map((u) => u.id)).toEqual(['fairy-circuits']);
    expect(byId(upgrades, 'promotion').grantsTitle).toBe('foreman');
    expect(upgrades.filter((u) => u.copiesSpecialAction).map((u) => u.id)).toEqual(['add-on']);
    expect(byId(quirks, 'mutating-machine-change').raisesOneOf).toEqual(['move', 'range', 'actionDice', 'grit']);
    const traits = cartographers.flatMap((f) => f.traits);
    expect(traits.filter((t) => t.quirksFitAnyGadget).map((t) => t.id)).toEqual(['anything-can-be-a-weapon']);
    expect(traits.filter((t) => t.weaponNeedsDefence).map((t) => t.id)).toEqual(['safety-first']);
    expect(byId(traits, 'backstabbers').swapInAbility).toEqual({ archetype: 'gofer', ability: 'Backstabber' });
    expect(byId(archetypes, 'gofer').abilities.map((a) => a.name)).toContain('Backstabber');
    expect(byId(titles, 'foreman').abilities).toEqual([expect.objectContaining({ name: 'Point and shout', kind: 'action' })]);
  });
});

describe('Kuggköping enemy activation (K5)', () => {
  it('covers every total from "1 or less" to "7 or more" without gaps', () => {
    expect(activation.map((r) => [r.result, r.min, r.max])).toEqual([
      ['lostInFog', null, 1],
      ['wandering', 2, 2],
      ['looting', 3, 4],
      ['fight', 5, 6],
      ['rage', 7, null],
    ]);
    expect(byId(activation, 'rage')).toMatchObject({ extraAttackDice: 1, extraMove: 1 });
  });

  it('Easy to trick and To posh to live add +1 against the named factions', () => {
    const traits = cartographers.flatMap((f) => f.traits);
    expect(byId(traits, 'easy-to-trick').activationModifier).toEqual({ value: 1, enemyFactions: ['trolls', 'gnoblins'] });
    expect(byId(traits, 'to-posh-to-live').activationModifier).toEqual({ value: 1, enemyFactions: ['street-pirates', 'gnoblins'] });
    expect(traits.filter((t) => t.activationModifier)).toHaveLength(2);
  });

  it('Industri District: a 7+ upgrade replaces the claim and needs a modifier to come up at all', () => {
    const rule = byId(districts, 'industri-district').rule;
    expect(rule).toMatch(/On 7 or more, a Character gets a random upgrade from the upgrade list at once, instead of\s+the normal claim/);
    expect(rule).toMatch(/Any other result: the Gizmo is claimed as normal/);
    expect(rule).toMatch(/a 7\+ needs a\s+modifier/);
    expect(rule).not.toMatch(/also gets/);
  });

  it('Data Mage Bots: Tinker dice spent on them only re-roll their dice', () => {
    const bots = byId(archetypes, 'data-mage').abilities.find((a) => a.name === 'Bots')!;
    expect(bots.text).toMatch(/Tinker dice spent on a Bot can only re-roll its dice: no influencing, no momentum/);
  });

  it('only the bosses K8 reads, Skrot Nikke and Abaia, carry its Our reading note', () => {
    expect(bosses.filter((b) => b.reading).map((b) => [b.id, b.reading!.ruling])).toEqual([
      ['skrot-nikke', 'K8'],
      ['abaia', 'K8'],
    ]);
    for (const b of bosses.filter((x) => x.reading)) expect(b.reading!.note).toMatch(/no damage and costs no Tinker dice/);
    expect(byId(bosses, 'skrot-nikke').reading!.note).toMatch(/Blast points, Explosive impactor, Power loader or\s+Strength relay/);
  });

  it('only the Bully Boys district raises the line-of-sight bonus, to +2', () => {
    expect(districts.filter((d) => d.lineOfSightActivationBonus === 2).map((d) => d.id)).toEqual(['the-bully-boys']);
  });

  it('Trolls add 3 action dice but hit only on 6; Gnoblins are placed adjacent on Rage', () => {
    expect(byId(enemyFactions, 'trolls').modifiers).toEqual({ actionDice: 3, hitOnlyOn: 6 });
    expect(byId(enemyFactions, 'gnoblins').modifiers.rageAdjacentPlacement).toBe(true);
    expect(byId(enemyFactions, 'slab-bots').blackStreets.modifiers.defence).toBe(3);
  });
});

describe('Kuggköping campaign tables', () => {
  it('missions 1-3 then Run to safety, all within 5 turns', () => {
    expect(missions.map((m) => m.number)).toEqual([1, 2, 3, null]);
    expect(missions.every((m) => m.turnLimit === 5)).toBe(true);
    expect(byId(missions, 'looting').enemies).toEqual([{ type: 'grunt', count: 5 }]);
    expect(byId(missions, 'boss-fight').enemies.reduce((n, e) => n + e.count, 0)).toBe(5);
  });

  it('agendas: a dead rival Character is worth 8 VP; 6 picks any', () => {
    expect(byId(agendas, 'rival-character-killed').victoryPoints).toBe(8);
    expect(agendas.find((a) => a.roll === 6)?.victoryPoints).toBeNull();
  });

  it('Hard rules: 1-2 Tinker +1, 3-4 enemies +1 dice and grit, 5-6 one turn fewer', () => {
    expect(hardRules.map((r) => [r.min, r.max])).toEqual([[1, 2], [3, 4], [5, 6]]);
    expect(byId(hardRules, 'tougher-enemies')).toMatchObject({ enemyActionDice: 1, enemyGrit: 1 });
    expect(byId(hardRules, 'shorter-missions').turnLimitModifier).toBe(-1);
  });

  it('dice tables cover every face of their die exactly once', () => {
    for (const table of rollTables) {
      const faces = table.rows.flatMap((r) => Array.from({ length: r.max - r.min + 1 }, (_, i) => r.min + i));
      expect(faces, table.id).toEqual([1, 2, 3, 4, 5, 6]);
    }
    expect(byId(rollTables, 'pressure-pot').rows[0]).toMatchObject({ min: 1, max: 2, name: 'Bleed out' });
  });

  it('scenarios with a table point at an existing roll table', () => {
    for (const s of scenarios.filter((x) => x.table)) expect(rollTables.some((t) => t.id === s.table)).toBe(true);
  });
});

describe('Kuggköping glossary', () => {
  it('has entries linking into the rules pages with an anchor', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(15);
    for (const g of glossary) expect(g.rule).toMatch(/^\/kuggkoping\/rules\/[a-z-]+\/#[a-z0-9-]+$/);
    expectUniqueIds(glossary);
  });
});
