/**
 * The opponent in play: their models' damage kept in the game (undone like my side's),
 * and the odds on my cards for Punkapocalyptic and Kuggköping (its enemies from the data and the
 * enemy turn), each checked against the odds functions themselves with the numbers written out.
 */
import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { activationToolData } from '../tools/tool-data';
import { act, changeDamage, changeFoeDamage, foeOf, newGame, readGame, setFoeOut, setStatus, startState, undoStep, withOpponent, type GameDoc, type PlayState } from '../../../src/play';
import { punkapocalypticPlay } from '../../../src/games/punkapocalyptic/play';
import { BARE_HANDED, oddsWeapons, punkapocalypticOdds } from '../../../src/games/punkapocalyptic/play-odds';
import { punkapocalypticBookData } from '../../../src/games/punkapocalyptic/book-data';
import type { Roster as PunkRoster } from '../../../src/games/punkapocalyptic/roster-format';
import { burst, combat, shot } from '../../../src/games/punkapocalyptic/odds';
import { kuggkopingPlay, TURN_SIDE_KEY } from '../../../src/games/kuggkoping/play';
import { ADJACENT_ATTACK, ENEMY_ADJACENT_ATTACK, enemyAttacks, enemyTargets, kuggkopingOdds, RANGED_ATTACK } from '../../../src/games/kuggkoping/play-odds';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import type { Roster as KkRoster } from '../../../src/games/kuggkoping/roster-format';
import type { TurnData } from '../../../src/games/kuggkoping/turn';
import { attack } from '../../../src/games/kuggkoping/attack-roll';

const punkBook = punkapocalypticBookData();
const punk = punkapocalypticPlay(punkBook, punkapocalypticOdds(punkBook));
// Maggie (P5, C6, S4, T4, Armor 3 from her vest, Automatic rifle S4 pen 1) and Moose (C5, S5, T4 after a
// lost point of Toughness, Heavy mace +2 pen 1).
const gang = example('punkapocalyptic') as PunkRoster;

describe('the opponent’s models in play', () => {
  it('damage stays between 0 and the model’s maximum, out is a mark of its own, and the rest are at full health', () => {
    let s = startState(punk, gang);
    expect(foeOf(s, 3)).toEqual({ damage: 0, out: false });
    s = changeFoeDamage(s, 1, 2, 1);
    expect(s.foes).toEqual([
      { damage: 0, out: false },
      { damage: 1, out: false },
    ]);
    s = changeFoeDamage(s, 1, -5, 1);
    expect(foeOf(s, 1).damage).toBe(0);
    s = setFoeOut(s, 0, true);
    expect(foeOf(s, 0)).toEqual({ damage: 0, out: true });
    expect(() => changeFoeDamage(s, -1, 1, null)).toThrow(RangeError);
  });

  it('is saved, read back, undone step by step and cleared by another opponent', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    let doc = withOpponent(punk, gang, newGame(punk, gang, null, now), 'Rivals', gang, now);
    doc = act(doc, 'Opponent’s Moose: took 1 damage', changeFoeDamage(doc.state, 1, 1, 1), now);
    doc = act(doc, 'Opponent’s Maggie: out of the game', setFoeOut(doc.state, 0, true), now);
    const back = readGame(punk, JSON.parse(JSON.stringify(doc)));
    expect(back.state.foes).toEqual([
      { damage: 0, out: true },
      { damage: 1, out: false },
    ]);
    const once = undoStep(punk, gang, back, now)!;
    expect(once.undone).toBe('Opponent’s Maggie: out of the game');
    expect(once.doc.state.foes).toEqual([
      { damage: 0, out: false },
      { damage: 1, out: false },
    ]);
    expect(undoStep(punk, gang, once.doc, now)!.doc.state.foes).toBeUndefined();
    expect(withOpponent(punk, gang, back, 'Others', gang, now).state.foes).toBeUndefined();
    const json = JSON.parse(JSON.stringify(doc)) as GameDoc;
    expect(() => readGame(punk, { ...json, base: { ...json.base, state: { ...json.base.state, foes: [{ damage: -1, out: false }] } } })).toThrow(/foes\[0\]\.damage/);
  });
});

describe('Punkapocalyptic odds against the opponent', () => {
  const odds = punk.odds!;

  it('offers each weapon once, and bare hands to a model with no melee weapon', () => {
    expect(oddsWeapons(gang, 0)).toEqual(['Automatic rifle', BARE_HANDED]);
    expect(oddsWeapons(gang, 1)).toEqual(['Heavy mace']);
    expect(odds.targets(gang, startState(punk, gang))).toEqual([
      { name: 'Maggie', max: 1 },
      { name: 'Moose', max: 1 },
    ]);
  });

  // P-07 (l.867): the burst is a choice of its own; the weapon's name alone is one shot.
  it('Maggie’s Automatic rifle burst at Moose (T4): the burst of shot-odds, and −3 with models in the way', () => {
    const s = startState(punk, gang);
    const open = odds.odds(gang, 0, s, 'Automatic rifle (automatic burst)', gang, 1, false)!;
    const expected = burst({ precision: 5, modifier: 0, strength: 4, penetration: 1, toughness: 4, armor: 0, shots: 3, targets: 1 });
    expect(open.takeOut).toBeCloseTo(1 - expected.downed[0]!, 12);
    expect(open.hurt).toBeCloseTo(expected.pAnyHit, 12);
    expect(open.href).toMatch(/^\/punkapocalyptic\/tools\/shot-odds\/\?/);
    expect(open.href).toContain('automatic=1');
    expect(open.href).toContain('toughness=4');
    const hidden = odds.odds(gang, 0, s, 'Automatic rifle (automatic burst)', gang, 1, true)!;
    expect(1 - hidden.takeOut).toBeCloseTo(burst({ precision: 5, modifier: -3, strength: 4, penetration: 1, toughness: 4, armor: 0, shots: 3, targets: 1 }).downed[0]!, 12);
    expect(hidden.href).toContain('modelsInWay=1');
    expect(hidden.href).toContain('modifier=-3');
  });

  it('Moose’s Heavy mace (S7) against Maggie fighting back bare-handed: the Combat action of combat-odds', () => {
    const s = startState(punk, gang);
    const got = odds.odds(gang, 1, s, 'Heavy mace', gang, 0, false)!;
    const c = combat({
      attacker: { combat: 5, bonus: 0, supportLow: 0, supportHigh: 0, strength: 7, penetration: 1, toughness: 4, armor: 0 },
      defender: { combat: 6, bonus: 0, supportLow: 0, supportHigh: 0, strength: 4, penetration: 0, toughness: 4, armor: 3 },
    });
    expect(got.hurt).toBeCloseTo(c.pAttackerHits, 12);
    expect(got.takeOut).toBeCloseTo(c.pDefenderDowned, 12);
    expect(got.href).toMatch(/^\/punkapocalyptic\/tools\/combat-odds\/\?/);
    expect(got.href).toContain('enemyCombat=6');
  });

  it('a target Downed already cannot be hurt again', () => {
    const s: PlayState = changeFoeDamage(startState(punk, gang), 1, 1, 1);
    const got = odds.odds(gang, 0, s, 'Automatic rifle', gang, 1, false)!;
    expect([got.hurt, got.takeOut]).toEqual([0, 0]);
  });

  it('a single shot gives the shot function’s numbers', () => {
    const single: PunkRoster = { ...gang, models: [{ ...gang.models[0]!, equipment: [{ kind: 'ranged', name: 'Junk pistol', cost: 3, strength: 3, penetration: 0, specialRules: [] }] }, gang.models[1]!] };
    const got = odds.odds(single, 0, startState(punk, single), 'Junk pistol', single, 1, false)!;
    const expected = shot({ precision: 5, modifier: 0, strength: 3, penetration: 0, toughness: 4, armor: 0 });
    expect(got.hurt).toBeCloseTo(expected.pHit, 12);
    expect(got.takeOut).toBeCloseTo(expected.pDown, 12);
  });
});

describe('Punkapocalyptic odds the other way round: their model attacking mine', () => {
  const incoming = punk.odds!.incoming!;

  it('their weapons are named as mine are (bare-handed when a model has no melee weapon)', () => {
    expect(incoming.weapons(gang, 0, startState(punk, gang))).toEqual(['Automatic rifle', 'Automatic rifle (automatic burst)', BARE_HANDED]);
    expect(incoming.weapons(undefined, 0, startState(punk, gang))).toEqual([]);
  });

  it('their Maggie’s Automatic rifle burst at my Moose (T4), and with models in the way: the burst of shot-odds', () => {
    const s = startState(punk, gang);
    const got = incoming.odds(gang, 1, s, gang, 0, 'Automatic rifle (automatic burst)', false)!;
    const expected = burst({ precision: 5, modifier: 0, strength: 4, penetration: 1, toughness: 4, armor: 0, shots: 3, targets: 1 });
    expect(got.takeOut).toBeCloseTo(1 - expected.downed[0]!, 12);
    expect(got.hurt).toBeCloseTo(expected.pAnyHit, 12);
    expect(got.href).toMatch(/^\/punkapocalyptic\/tools\/shot-odds\/\?/);
    expect(got.href).toContain('toughness=4');
    const hidden = incoming.odds(gang, 1, s, gang, 0, 'Automatic rifle (automatic burst)', true)!;
    expect(1 - hidden.takeOut).toBeCloseTo(burst({ precision: 5, modifier: -3, strength: 4, penetration: 1, toughness: 4, armor: 0, shots: 3, targets: 1 }).downed[0]!, 12);
  });

  it('their Moose’s Heavy mace (S7) against my Maggie fighting back bare-handed: the Combat action of combat-odds', () => {
    const got = incoming.odds(gang, 0, startState(punk, gang), gang, 1, 'Heavy mace', false)!;
    const c = combat({
      attacker: { combat: 5, bonus: 0, supportLow: 0, supportHigh: 0, strength: 7, penetration: 1, toughness: 4, armor: 0 },
      defender: { combat: 6, bonus: 0, supportLow: 0, supportHigh: 0, strength: 4, penetration: 0, toughness: 4, armor: 3 },
    });
    expect(got.hurt).toBeCloseTo(c.pAttackerHits, 12);
    expect(got.takeOut).toBeCloseTo(c.pDefenderDowned, 12);
    expect(got.href).toContain('enemyCombat=6');
  });

  it('my model Downed already (its hit taken) cannot be hurt again; Prone it still can (P13)', () => {
    const s = startState(punk, gang);
    const downed = incoming.odds(gang, 1, changeDamage(punk, gang, s, 1, 1), gang, 0, 'Automatic rifle (automatic burst)', false)!;
    expect([downed.hurt, downed.takeOut]).toEqual([0, 0]);
    const knocked = incoming.odds(gang, 1, setStatus(s, 1, { down: true }), gang, 0, 'Automatic rifle (automatic burst)', false)!;
    expect(knocked.takeOut).toBeCloseTo(1 - burst({ precision: 5, modifier: 0, strength: 4, penetration: 1, toughness: 4, armor: 0, shots: 3, targets: 1 }).downed[0]!, 12);
  });
});

describe('Kuggköping odds against the enemies', () => {
  const data = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;
  const kk = kuggkopingPlay(bookData(), kuggkopingOdds(bookData(), data.enemyTypes));
  const warband = example('kuggkoping') as KkRoster;
  const grunt = data.enemyTypes.find((t) => !t.boss)!;

  it('without the data there are no odds; with it, Olga’s adjacent and ranged attacks', () => {
    expect(kuggkopingPlay(bookData()).odds).toBeUndefined();
    expect(kk.odds!.fromData).toBe(true);
    expect(kk.odds!.weapons(warband, 0)).toEqual([ADJACENT_ATTACK, RANGED_ATTACK]);
  });

  it('the targets are the enemy turn’s enemies with their grit lost, then each type at full grit', () => {
    const s = startState(kk, warband);
    expect(enemyTargets(s, data.enemyTypes)).toHaveLength(data.enemyTypes.length);
    const side = { [TURN_SIDE_KEY]: { enemies: [{ id: 'e1', type: grunt.id, name: 'Grunt 1', gritLost: 1 }, { id: 'e2', type: 'no-such-type', name: 'X', gritLost: 0 }] } };
    const targets = kk.odds!.targets(undefined, { ...s, own: side });
    expect(targets[0]).toMatchObject({ name: `Grunt 1 (${grunt.name}, ${grunt.grit - 1} of ${grunt.grit} grit)`, max: grunt.grit, gritLost: 1 });
    expect(targets[1]!.name).toBe(`${data.enemyTypes[0]!.name} (full grit)`);
    expect(targets).toHaveLength(data.enemyTypes.length + 1);
  });

  it('Olga’s ranged attack at a full-grit enemy type, and behind one cover object: one attack roll of attack-odds', () => {
    const s = startState(kk, warband);
    const j = data.enemyTypes.indexOf(grunt);
    const got = kk.odds!.odds(warband, 0, s, RANGED_ATTACK, undefined, j, false)!;
    const view = kk.stats(warband, 0, s);
    expect(view.find((l) => l.label === 'Hit on')!.value).toBe('5+');
    const expected = attack({ actionDice: 3, hitOn: 5, critOn: 6, extraHitsOnCrit: 1, defence: grunt.defence, grit: grunt.grit });
    expect(got.takeOut).toBeCloseTo(expected.pDown, 12);
    expect(got.hurt).toBeCloseTo(1 - expected.gritLost[0]!, 12);
    expect(got.href).toMatch(/^\/kuggkoping\/tools\/attack-odds\/\?/);
    expect(got.href).toContain(`grit=${grunt.grit}`);
    const covered = kk.odds!.odds(warband, 0, s, RANGED_ATTACK, undefined, j, true)!;
    expect(covered.takeOut).toBeCloseTo(attack({ actionDice: 3, hitOn: 5, critOn: 6, extraHitsOnCrit: 1, cover: 1, defence: grunt.defence, grit: grunt.grit }).pDown, 12);
    expect(covered.href).toContain('cover=1');
  });
  it('the other way round: an enemy’s attack at Olga (defence 5, a 6 saves only 1), with her grit left and cover', () => {
    const incoming = kk.odds!.incoming!;
    const s = startState(kk, warband);
    const j = data.enemyTypes.indexOf(grunt);
    expect(grunt.range).toBeGreaterThanOrEqual(2);
    expect(incoming.weapons(undefined, j, s)).toEqual([ENEMY_ADJACENT_ATTACK, RANGED_ATTACK]);
    expect(enemyAttacks({ ...grunt, range: 1 })).toEqual([ENEMY_ADJACENT_ATTACK]);
    expect(incoming.odds(warband, 0, s, undefined, j, ADJACENT_ATTACK, false)).toBeNull();
    // The Grunt: 2 action dice hitting on 5+, at Olga with 2 grit.
    const got = incoming.odds(warband, 0, s, undefined, j, ENEMY_ADJACENT_ATTACK, false)!;
    const expected = attack({ actionDice: grunt.actionDice, hitOn: grunt.hitOn, critOn: 6, extraHitsOnCrit: 1, defence: 5, grit: 2, sixRemovesOnlyOne: true });
    expect([grunt.actionDice, grunt.hitOn]).toEqual([2, 5]);
    expect(got.takeOut).toBeCloseTo(expected.pDown, 12);
    expect(got.hurt).toBeCloseTo(1 - expected.gritLost[0]!, 12);
    expect(got.href).toMatch(/^\/kuggkoping\/tools\/attack-odds\/\?/);
    expect(got.href).toContain('attacker=enemy');
    expect(got.href).toContain('sixRemovesOnlyOne=1');
    // Olga with 1 grit lost, the Grunt 2 or more spaces away behind one cover object.
    const hurt = changeDamage(kk, warband, s, 0, 1);
    const covered = incoming.odds(warband, 0, hurt, undefined, j, RANGED_ATTACK, true)!;
    const expectedCovered = attack({ actionDice: 2, hitOn: 5, critOn: 6, extraHitsOnCrit: 1, cover: 1, defence: 5, grit: 1, sixRemovesOnlyOne: true });
    expect(covered.takeOut).toBeCloseTo(expectedCovered.pDown, 12);
    expect(covered.takeOut).toBeGreaterThan(got.takeOut);
    expect(covered.href).toContain('grit=1');
    // At 0 grit she is knocked down: nothing more to lose.
    const down = incoming.odds(warband, 0, changeDamage(kk, warband, s, 0, 2), undefined, j, ENEMY_ADJACENT_ATTACK, false)!;
    expect([down.hurt, down.takeOut]).toEqual([0, 0]);
  });

  it('an enemy of the turn that has lost grit rolls fewer dice when its type says so (Bell-Man: 1 a grit)', () => {
    const bell = data.enemyTypes.find((t) => t.actionDiceLostPerGritLost > 0)!;
    expect([bell.actionDice, bell.hitOn, bell.actionDiceLostPerGritLost]).toEqual([6, 4, 1]);
    const side = { [TURN_SIDE_KEY]: { enemies: [{ id: 'e1', type: bell.id, name: 'Bell 1', gritLost: 2 }] } };
    const s = { ...startState(kk, warband), own: side };
    const got = kk.odds!.incoming!.odds(warband, 0, s, undefined, 0, ENEMY_ADJACENT_ATTACK, false)!;
    expect(got.takeOut).toBeCloseTo(attack({ actionDice: 4, hitOn: 4, critOn: 6, extraHitsOnCrit: 1, defence: 5, grit: 2, sixRemovesOnlyOne: true }).pDown, 12);
    expect(got.href).toContain('actionDice=4');
  });
});
