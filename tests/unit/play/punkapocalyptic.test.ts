import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { PUNK_COUNTERS, punkapocalypticPlay, unusableWeapons } from '../../../src/games/punkapocalyptic/play';
import { punkapocalypticBookData } from '../../../src/games/punkapocalyptic/book-data';
import type { Roster } from '../../../src/games/punkapocalyptic/roster-format';
import { changeDamage, changeModelCounter, nextRound, startState } from '../../../src/play';

const rules = punkapocalypticPlay(punkapocalypticBookData());
const base = example('punkapocalyptic') as Roster;
// Moose also carries a Kaboom! pistol, two bombs and a flamethrower with Fuel (3).
const roster: Roster = {
  ...base,
  models: [
    base.models[0]!,
    {
      ...base.models[1]!,
      equipment: [
        ...base.models[1]!.equipment,
        { kind: 'ranged', name: 'Junk pistol', cost: 3, strength: 3, penetration: 0, specialRules: [{ name: 'Kaboom!' }] },
        { kind: 'ranged', name: 'Pipe bomb', cost: 5, strength: 5, penetration: 1, specialRules: [{ name: 'Bomb' }] },
        { kind: 'ranged', name: 'Pipe bomb', cost: 5, strength: 5, penetration: 1, specialRules: [{ name: 'Bomb' }] },
        { kind: 'equipment', name: 'Flamethrower tank', cost: 6, specialRules: [{ name: 'Fuel', x: 3 }] },
      ],
    },
  ],
};
const counters = (i: number) => rules.models(roster)[i]!.counters;

describe('Punkapocalyptic play', () => {
  it('one hit Downs a model (out of the game); it cannot take more', () => {
    let s = startState(rules, roster);
    s = changeDamage(rules, roster, s, 0, 1);
    expect(s.models[0]).toMatchObject({ damage: 1, out: true });
    s = changeDamage(rules, roster, s, 0, 1);
    expect(s.models[0]!.damage).toBe(1);
  });

  // Updated for P13 (P-01, P-14): Knocked Down for good is Downed from the start; a Downed tick on the sheet was for the last game.
  it('a model lost for good to a physical attribute at 0 starts Downed (out); one ticked Downed on the sheet starts in play', () => {
    const hurt: Roster = { ...roster, models: [{ ...roster.models[0]!, losses: { T: 4 } }, { ...roster.models[1]!, downed: true }] };
    const s = startState(rules, hurt);
    expect(s.models.map((m) => [m.down, m.out])).toEqual([
      [false, true],
      [false, false],
    ]);
  });

  // Updated for P-03/P-04/P-05/P-08: bullets are secret and counted both ways; jams and uses are per weapon.
  it('counts bullets spent and received (secret), each Kaboom! weapon’s jams, each bomb’s uses and Fuel charges, none cleared by Next round', () => {
    expect(counters(0).map((c) => [c.id, c.max, c.secret])).toEqual([
      [PUNK_COUNTERS.BULLETS, undefined, true],
      [PUNK_COUNTERS.BULLETS_IN, undefined, true],
    ]);
    expect(counters(1).map((c) => [c.id, c.label, c.max])).toEqual([
      [PUNK_COUNTERS.jammed(1), 'Junk pistol: jammed (Kaboom!)', 1],
      [PUNK_COUNTERS.used(2), 'Pipe bomb: used', 2],
      [PUNK_COUNTERS.fuelId(4), 'Flamethrower tank: charges used', 3],
    ]);
    let s = startState(rules, roster);
    for (let i = 0; i < 6; i++) s = changeModelCounter(s, 0, counters(0)[0]!, 1);
    expect(s.models[0]!.counters[PUNK_COUNTERS.BULLETS]).toBe(6);
    expect(rules.notes!(roster, 0, s)).toEqual(['Bullets left: 0 (secret).']);
    for (let i = 0; i < 3; i++) s = changeModelCounter(s, 1, counters(1)[2]!, 1);
    s = changeModelCounter(s, 1, counters(1)[0]!, 1);
    s = nextRound(rules, roster, s);
    expect(s.models[1]!.counters).toEqual({ [PUNK_COUNTERS.jammed(1)]: 1, [PUNK_COUNTERS.used(2)]: 0, [PUNK_COUNTERS.fuelId(4)]: 3 });
    expect(rules.notes!(roster, 1, s)).toEqual(['Junk pistol: jammed.', 'Flamethrower tank: out of fuel.']);
    expect(rules.stats(roster, 1, s).find((l) => l.label === 'Jammed')).toEqual({ label: 'Jammed', value: '1', changed: true });
  });

  it('shows the profile after permanent losses (Moose has lost 1 Toughness)', () => {
    const s = startState(rules, roster);
    expect(rules.stats(roster, 1, s).find((l) => l.label === 'T')!.value).toBe('4');
  });
});

// The datacard strikes through what the game has put out of use; bullets stay secret (l.442).
describe('Punkapocalyptic: weapons out of use, for the datacard', () => {
  it('a jammed Kaboom! weapon and bombs all used are named with why; a Firearm with no bullets left is not (the count is secret)', () => {
    let s = startState(rules, roster);
    expect([...unusableWeapons(roster, punkapocalypticBookData(), 1, s)]).toEqual([]);
    s = changeModelCounter(s, 1, counters(1)[0]!, 1);
    s = changeModelCounter(s, 1, counters(1)[1]!, 2);
    expect([...unusableWeapons(roster, punkapocalypticBookData(), 1, s)]).toEqual([
      ['Junk pistol', 'jammed'],
      ['Pipe bomb', 'used up'],
    ]);
    // Maggie's Automatic rifle with every bullet spent: out of use at the table, but not said here.
    for (let i = 0; i < 4; i++) s = changeModelCounter(s, 0, counters(0)[0]!, 1);
    expect([...unusableWeapons(roster, punkapocalypticBookData(), 0, s)]).toEqual([]);
  });
});
