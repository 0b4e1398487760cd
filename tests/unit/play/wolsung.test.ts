import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { DEEDS, HAND, handSize, LUCK_USED, wolsungPlay } from '../../../src/games/wolsung/play';
import { wolsungBookData } from '../../../src/games/wolsung/book-data';
import type { Roster } from '../../../src/games/wolsung/roster-format';
import { changeDamage, changeFoeDamage, changeGameCounter, nextRound, setStatus, startState } from '../../../src/play';
import { shoot } from '../../../src/games/wolsung/odds';
import { poolNumbersFromData } from '../../../src/games/wolsung/pools';
import { wolsungOdds } from '../../../src/games/wolsung/play-odds';
import { formatPercent } from '../../../src/common/numbers';

const rules = wolsungPlay(wolsungBookData());
const roster = example('wolsung') as Roster;
const w = (s: ReturnType<typeof startState>, i: number) => rules.stats(roster, i, s)[0]!.value;

describe('Wolsung SSG play', () => {
  it('the Professor (3 W, Hard to kill) survives 2 wounds at 2 W left, then 1 W at a time to 0, out', () => {
    let s = startState(rules, roster);
    expect(w(s, 0)).toBe('3 of 3');
    s = changeDamage(rules, roster, s, 0, 1);
    // One hit of 2 (the play view's "Hit of" field, which took the place of the card's "Take 2 wounds").
    s = changeDamage(rules, roster, s, 0, 2);
    expect(w(s, 0)).toBe('1 of 3');
    expect(s.models[0]!.out).toBe(false);
    s = changeDamage(rules, roster, s, 0, 1);
    expect(w(s, 0)).toBe('0 of 3');
    expect(s.models[0]!.out).toBe(true);
  });

  it('the rifleman (1 W, no Hard to kill) is out at the first wound; the golem takes 2 at once', () => {
    let s = changeDamage(rules, roster, startState(rules, roster), 2, 1);
    expect(s.models[2]).toMatchObject({ damage: 1, out: true });
    s = changeDamage(rules, roster, s, 1, 2);
    expect(w(s, 1)).toBe('2 of 4');
  });

  it('Toppled: Fight 1 and +2 R against shots until it stands', () => {
    const s = setStatus(startState(rules, roster), 1, { down: true });
    const stats = rules.stats(roster, 1, s);
    expect(stats.find((l) => l.label === 'F')).toEqual({ label: 'F', value: '1', changed: true });
    expect(stats.find((l) => l.label === 'R')).toEqual({ label: 'R', value: '1 (+2 v shots)', changed: true });
  });

  it('cards in hand: 3 + 1 Hero, back to 4 each turn; Heroic Deeds spent stay; no Beginner’s Luck in this club', () => {
    expect(handSize(roster)).toBe(4);
    const [hand, deeds] = rules.gameCounters(roster);
    let s = startState(rules, roster);
    // Enemy Heroes killed are the battle's score now (tests/unit/play/wolsung-battle.test.ts), not a counter.
    expect(s.counters).toEqual({ [HAND]: 4, [DEEDS]: 0 });
    s = changeGameCounter(changeGameCounter(s, hand!, -1), deeds!, 1);
    s = nextRound(rules, roster, s);
    expect(s.counters).toEqual({ [HAND]: 4, [DEEDS]: 1 });
    expect(rules.models(roster).flatMap((m) => m.flags.map((f) => f.id))).toEqual([]);
    const lucky: Roster = { ...roster, models: [{ ...roster.models[0]!, specialRules: [...roster.models[0]!.specialRules, { name: 'Beginner’s Luck' }] }, ...roster.models.slice(1)] };
    expect(rules.models(lucky)[0]!.flags.map((f) => f.id)).toEqual([LUCK_USED]);
  });
});

describe('Wolsung SSG odds against the opponent', () => {
  const data = wolsungBookData();
  const rules = wolsungPlay(data, wolsungOdds(data));

  it('the rifleman’s Rifle (G 3 + 1 in its first band, S 5) at the Professor (R 3, W 3, Hard to kill), in the open and partly hidden', () => {
    expect(rules.odds!.weapons(roster, 2)).toEqual(['Rifle']);
    expect(rules.odds!.weapons(roster, 1)).toEqual([]);
    const s = startState(rules, roster);
    const open = rules.odds!.odds(roster, 2, s, 'Rifle', roster, 0, false)!;
    const expected = shoot({ guns: 4, reflex: 3, strength: 5, armour: 0, wounds: 3, armourPiercing: 0, smallCalibre: false, hardToKill: true });
    expect(open.hurt).toBeCloseTo(1 - expected.damage[0]!, 12);
    expect(open.takeOut).toBeCloseTo(expected.pKill, 12);
    expect(open.href).toMatch(/^\/wolsung\/tools\/shoot-odds\/\?/);
    expect(open.href).toContain('guns=4');
    const partial = poolNumbersFromData(data.modifiers, data.specialRules).partialCoverReflex;
    expect(partial).toBeGreaterThan(0);
    const hidden = rules.odds!.odds(roster, 2, s, 'Rifle', roster, 0, true)!;
    const covered = shoot({ guns: 4, reflex: 3 + partial, strength: 5, armour: 0, wounds: 3, armourPiercing: 0, smallCalibre: false, hardToKill: true });
    expect(hidden.hurt).toBeCloseTo(1 - covered.damage[0]!, 12);
    expect(hidden.hurt).toBeLessThan(open.hurt);
    expect(hidden.href).toContain('cover=partial');
  });

  it('the Professor with 2 wounds taken has 1 W left: Hard to kill no longer saves him', () => {
    const s = changeFoeDamage(startState(rules, roster), 0, 2, 3);
    const got = rules.odds!.odds(roster, 2, s, 'Rifle', roster, 0, false)!;
    const expected = shoot({ guns: 4, reflex: 3, strength: 5, armour: 0, wounds: 1, armourPiercing: 0, smallCalibre: false, hardToKill: true });
    expect(got.takeOut).toBeCloseTo(expected.pKill, 12);
    expect(got.href).toContain('wounds=1');
    expect(rules.odds!.targets(roster, s)[0]).toEqual({ name: rules.models(roster)[0]!.name, max: 3 });
  });
});

describe('Wolsung SSG odds the other way round: their model shooting mine', () => {
  const data = wolsungBookData();
  const rules = wolsungPlay(data, wolsungOdds(data));
  const incoming = rules.odds!.incoming!;
  const numbers = poolNumbersFromData(data.modifiers, data.specialRules);
  const professor = (reflex: number, wounds: number) => shoot({ guns: 4, reflex, strength: 5, armour: 0, wounds, armourPiercing: 0, smallCalibre: false, hardToKill: true });

  it('without the odds module there are no odds; their models’ ranged weapons are theirs to pick', () => {
    expect(wolsungPlay(data).odds).toBeUndefined();
    const s = startState(rules, roster);
    expect(incoming.weapons(roster, 2, s)).toEqual(['Rifle']);
    expect(incoming.weapons(roster, 1, s)).toEqual([]);
  });

  it('their rifleman’s Rifle at my Professor (R 3, W 3, Hard to kill): the shot of shoot-odds, partly hidden and Toppled', () => {
    const s = startState(rules, roster);
    const open = incoming.odds(roster, 0, s, roster, 2, 'Rifle', false)!;
    expect(open.hurt).toBeCloseTo(1 - professor(3, 3).damage[0]!, 12);
    expect(open.takeOut).toBeCloseTo(professor(3, 3).pKill, 12);
    expect(open.href).toMatch(/^\/wolsung\/tools\/shoot-odds\/\?/);
    const hidden = incoming.odds(roster, 0, s, roster, 2, 'Rifle', true)!;
    expect(hidden.takeOut).toBeCloseTo(professor(3 + numbers.partialCoverReflex, 3).pKill, 12);
    // Toppled: +R against shots (the toppled modifier of the data).
    expect(numbers.toppledReflex).toBeGreaterThan(0);
    const toppled = incoming.odds(roster, 0, setStatus(s, 0, { down: true }), roster, 2, 'Rifle', false)!;
    expect(toppled.takeOut).toBeCloseTo(professor(3 + numbers.toppledReflex, 3).pKill, 12);
    expect(toppled.href).toContain('toppled=1');
  });

  it('l.188, l.472: the card’s odds are the Rifle’s first band (+1 G: 4 dice); its note gives the farther bands’ (3 and 2 dice) and the first band’s after a move (Move Penalty 1: G 3 − 1, then +1: 3 dice)', () => {
    const s = startState(rules, roster);
    const open = incoming.odds(roster, 0, s, roster, 2, 'Rifle', false)!;
    const at = (guns: number) => shoot({ guns, reflex: 3, strength: 5, armour: 0, wounds: 3, armourPiercing: 0, smallCalibre: false, hardToKill: true });
    const words = (guns: number) => `hurts ${formatPercent(1 - at(guns).damage[0]!)}, out ${formatPercent(at(guns).pKill)}`;
    expect(open.takeOut).toBeCloseTo(at(4).pKill, 12);
    expect(open.note).toBe(`In range 0–12″ +1 G. Farther, 12–24″ +0 G: ${words(3)}; 24–36″ −1 G: ${words(2)}. After a Move or Charge this activation: −1 G (Move Penalty), ${words(3)} (0–12″ +1 G).`);
    // The farther bands are worse for the shooter: fewer Guns dice, less chance to hurt.
    expect(1 - at(2).damage[0]!).toBeLessThan(1 - at(3).damage[0]!);
    expect(1 - at(3).damage[0]!).toBeLessThan(open.hurt);
  });

  it('l.472, l.474: a Pistol (Quick) moved and fired in one action loses 1 G after every other modifier (G 3 + 1 − 1: 3 dice); a Move Penalty never takes G below 1', () => {
    const pistol: Roster = { ...roster, models: roster.models.map((m, i) => (i === 2 ? { ...m, weapons: [{ kind: 'book', name: 'Pistol' }] } : m)) };
    const s = startState(rules, pistol);
    const at = (guns: number, strength: number) => shoot({ guns, reflex: 3, strength, armour: 0, wounds: 3, armourPiercing: 0, smallCalibre: false, hardToKill: true });
    const words = (guns: number) => `hurts ${formatPercent(1 - at(guns, 4).damage[0]!)}, out ${formatPercent(at(guns, 4).pKill)}`;
    const open = incoming.odds(pistol, 0, s, pistol, 2, 'Pistol', false)!;
    expect(open.takeOut).toBeCloseTo(at(4, 4).pKill, 12);
    expect(open.note).toMatch(new RegExp(`Moving in the same action \\(Quick\\): −1 G, ${words(3).replace(/[.%]/g, '\\$&')} \\(0–8″ \\+1 G\\)\\.$`));
    // G 2 with Move Penalty 2 stops at 1 (l.472: never below 1), and the band's +1 then gives 2 dice, not 1.
    const weak: Roster = { ...roster, models: roster.models.map((m, i) => (i === 2 ? { ...m, profile: Object.fromEntries(Object.entries(m.profile).map(([k, v]) => [k, k === 'G' ? 2 : v])), weapons: [{ kind: 'ranged', name: 'Long gun', strength: 5, rangeBands: [{ upTo: 12, guns: 1 }], specialRules: [{ name: 'Move Penalty', x: 2 }] }] } : m)) };
    const note = incoming.odds(weak, 0, startState(rules, weak), weak, 2, 'Long gun', false)!.note!;
    const at5 = (guns: number) => shoot({ guns, reflex: 3, strength: 5, armour: 0, wounds: 3, armourPiercing: 0, smallCalibre: false, hardToKill: true });
    expect(note).toBe(`After a Move or Charge this activation: −2 G (Move Penalty), hurts ${formatPercent(1 - at5(2).damage[0]!)}, out ${formatPercent(at5(2).pKill)}.`);
  });

  it('my Professor with 2 wounds taken has 1 W left; out of action, no odds', () => {
    const s = changeDamage(rules, roster, startState(rules, roster), 0, 2);
    const got = incoming.odds(roster, 0, s, roster, 2, 'Rifle', false)!;
    expect(got.takeOut).toBeCloseTo(professor(3, 1).pKill, 12);
    expect(got.href).toContain('wounds=1');
    // Out of action: removed from the table (l.89), so no odds at all (W-07), where 0 % used to show.
    expect(incoming.odds(roster, 0, setStatus(s, 0, { out: true }), roster, 2, 'Rifle', false)).toBeNull();
  });
});
