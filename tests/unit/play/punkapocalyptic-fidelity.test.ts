/**
 * The game-day fidelity review's Punkapocalyptic defects (P-01 to P-15), each against the book
 * (shared/rulebooks/punkapocalyptic.txt, l.n) and the rulings (P1-P15).
 */
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { PUNK_COUNTERS, punkapocalypticPlay } from '../../../src/games/punkapocalyptic/play';
import { BARE_HANDED, FOE_FLAGS, oddsWeapons, punkapocalypticOdds } from '../../../src/games/punkapocalyptic/play-odds';
import { PUNK_IDS } from '../../../src/games/punkapocalyptic/play-weapons';
import { punkapocalypticBookData } from '../../../src/games/punkapocalyptic/book-data';
import { burst, combat, impact, shot } from '../../../src/games/punkapocalyptic/odds';
import type { Item, Model, Roster } from '../../../src/games/punkapocalyptic/roster-format';
import { changeDamage, changeFoeDamage, changeModelCounter, newGame, nextRound, setFoeFlag, setModelFlag, setStatus, startState, type PlayState } from '../../../src/play';
import { GameSheet } from '../../../src/components/play/GameSheet';

const book = punkapocalypticBookData();
const rules = punkapocalypticPlay(book, punkapocalypticOdds(book));
const odds = rules.odds!;
const gang = example('punkapocalyptic') as Roster;
const maggie = gang.models[0]!; // P5, Automatic rifle S4 Pen1 (Firearm), vest Armor 3, 4 bullets
const moose = gang.models[1]!; // C5, Heavy mace +2 Pen1 (S7), T4 after losing 1

const ranged = (name: string, strength: number, penetration: number, ...rules: { name: string; x?: number }[]): Item => ({ kind: 'ranged', name, cost: 1, strength, penetration, specialRules: rules });
const withModels = (...models: Model[]): Roster => ({ ...gang, models });
const counterDef = (r: Roster, i: number, id: string) => rules.models(r)[i]!.counters.find((c) => c.id === id)!;
const target = { precision: 5, modifier: 0, strength: 4, penetration: 1, toughness: 4, armor: 0 };

describe('Punkapocalyptic game day against the book', () => {
  it('P-01 P13 l.192: a model with Toughness at 0 for good is Knocked Down, which is Downed: out from the start', () => {
    const r = withModels({ ...maggie, losses: { T: 4 } }, moose);
    const s = startState(rules, r);
    expect(s.models.map((m) => [m.down, m.out])).toEqual([
      [false, true],
      [false, false],
    ]);
    expect(rules.notes!(r, 0, s)[0]).toBe('Knocked Down: an attribute is at 0 for good, so it is Downed, out of the game.');
  });

  it('P-02 P13 l.325/l.406: a model lying on the ground is Prone on the card, its button and the log; Downed is out', () => {
    expect([rules.downLabel, rules.outLabel]).toEqual(['Prone', 'Downed']);
    const s = setStatus(startState(rules, gang), 1, { down: true });
    expect(rules.notes!(gang, 1, s)).toContain('Prone: its next action is getting up. An enemy in contact stands it up, and it fights at −3 Combat that activation.');
    const page = readFileSync('content/punkapocalyptic/play.mdx', 'utf8');
    expect(page).not.toMatch(/Knocked Down\* marks/);
    expect(page).toMatch(/\*Prone\*/);
  });

  it('P-03 l.442: the bullets counters are secret, and the printed game sheet holds no bullet count', () => {
    expect(rules.models(gang)[0]!.counters.filter((c) => c.id.startsWith('bullets')).map((c) => [c.id, c.secret])).toEqual([
      [PUNK_IDS.BULLETS, true],
      [PUNK_IDS.BULLETS_IN, true],
    ]);
    const doc = newGame(rules, gang, null, new Date('2026-11-28T12:00:00Z'));
    const html = renderToStaticMarkup(createElement(GameSheet<Roster>, { rules, roster: gang, doc, version: 'test' }));
    expect(html).toContain('Maggie');
    // The glossary's Firearm line may name bullets; no count of them is printed.
    expect(html).not.toMatch(/bullets (spent|received|left)|secret bullets/i);
    expect(html).toContain('Hits lost');
  });

  it('P-04 l.438-442: bullets swapped in and out are counted, with secrecy on or off, past the slip’s number', () => {
    const open: Roster = { ...gang, secretBullets: false };
    let s = startState(rules, open);
    const spent = counterDef(open, 0, PUNK_IDS.BULLETS);
    const got = counterDef(open, 0, PUNK_IDS.BULLETS_IN);
    expect([spent.max, got.max]).toEqual([undefined, undefined]);
    s = changeModelCounter(s, 0, got, 3);
    s = changeModelCounter(s, 0, spent, 1);
    expect(rules.notes!(open, 0, s)).toContain('Bullets left: 6 (secret).');
    // A model with a Firearm and no bullets of its own can be given some.
    const empty = withModels({ ...maggie, bullets: 0 }, moose);
    expect(rules.models(empty)[0]!.counters.map((c) => c.id)).toEqual([PUNK_IDS.BULLETS, PUNK_IDS.BULLETS_IN]);
  });

  it('P-05 P14 l.1035: a rifle firing Kaboom! ammunition at Precision 9 hits 80 %, not 90 %, and its jam counter names the weapon', () => {
    const sniper: Model = { ...maggie, profile: { ...maggie.profile, P: 9 }, equipment: [ranged('Rifle', 4, 1, { name: 'Firearm' }), { kind: 'equipment', name: 'Boom rounds', cost: 2, specialRules: [{ name: 'Kaboom!' }] }] };
    const r = withModels(sniper, moose);
    const got = odds.odds(r, 0, startState(rules, r), 'Rifle', r, 1, false)!;
    const expected = shot({ ...target, precision: 9, kaboom: true });
    expect(got.hurt).toBeCloseTo(0.8, 12);
    expect(got.takeOut).toBeCloseTo(expected.pDown, 12);
    expect(got.href).toContain('kaboom=1');
    expect(rules.models(r)[0]!.counters.find((c) => c.id === PUNK_IDS.jammed(0))!.label).toBe('Rifle: jammed (Kaboom! ammo)');
  });

  it('P-06 P15 l.1075: a Template flamer hits with no Precision roll and ignores cover: its odds start at the impact roll', () => {
    const burner: Model = { ...maggie, profile: { ...maggie.profile, P: 4 }, equipment: [ranged('Flamer', 5, 1, { name: 'Template' })], bullets: 0 };
    const r = withModels(burner, moose);
    const s = startState(rules, r);
    const open = odds.odds(r, 0, s, 'Flamer', r, 1, false)!;
    const hidden = odds.odds(r, 0, s, 'Flamer', r, 1, true)!;
    expect(open.hurt).toBe(1);
    expect(open.takeOut).toBeCloseTo(impact(5, 4, 0, true), 12);
    expect([hidden.hurt, hidden.takeOut]).toEqual([open.hurt, open.takeOut]);
    // Against Maggie's vest (Armor 3, Penetration 1): Armor 2 counts, no cover.
    expect(odds.odds(r, 0, s, 'Flamer', gang, 0, true)!.takeOut).toBeCloseTo(impact(5, 4, 2, true), 12);
  });

  it('P-07 l.867: an Automatic weapon fires one shot unless the burst is chosen, and the burst has only the bullets left', () => {
    expect(oddsWeapons(gang, 0, book)).toEqual(['Automatic rifle', 'Automatic rifle (automatic burst)', BARE_HANDED]);
    let s = startState(rules, gang);
    const single = odds.odds(gang, 0, s, 'Automatic rifle', gang, 1, false)!;
    expect(single.hurt).toBeCloseTo(shot(target).pHit, 12);
    expect(single.takeOut).toBeCloseTo(shot(target).pDown, 12);
    expect(single.href).toContain('automatic=0');
    const three = odds.odds(gang, 0, s, 'Automatic rifle (automatic burst)', gang, 1, false)!;
    expect(three.takeOut).toBeCloseTo(1 - burst({ ...target, shots: 3, targets: 1 }).downed[0]!, 12);
    const spent = counterDef(gang, 0, PUNK_IDS.BULLETS);
    s = changeModelCounter(s, 0, spent, 2); // 2 bullets left: a burst of 2
    expect(odds.odds(gang, 0, s, 'Automatic rifle (automatic burst)', gang, 1, false)!.takeOut).toBeCloseTo(1 - burst({ ...target, shots: 2, targets: 1 }).downed[0]!, 12);
    s = changeModelCounter(s, 0, spent, 1); // 1 left: no burst, one shot
    expect(odds.odds(gang, 0, s, 'Automatic rifle (automatic burst)', gang, 1, false)).toBeNull();
    expect(odds.odds(gang, 0, s, 'Automatic rifle', gang, 1, false)!.takeOut).toBeCloseTo(shot(target).pDown, 12);
  });

  it('P-08 l.967/l.1035/l.955/l.975/l.408: no odds for a Downed attacker or a jammed, used, empty or unloaded weapon; Prone fights at −3 both ways', () => {
    const kit: Model = {
      ...maggie,
      equipment: [
        ranged('Automatic rifle', 4, 1, { name: 'Automatic' }, { name: 'Firearm' }),
        ranged('Junk pistol', 3, 0, { name: 'Kaboom!' }),
        ranged('Pipe bomb', 5, 1, { name: 'Bomb' }),
        ranged('Flamer', 5, 1, { name: 'Template' }, { name: 'Fuel', x: 1 }),
      ],
    };
    const r = withModels(kit, moose);
    const s0 = startState(rules, r);
    for (const w of ['Automatic rifle', 'Junk pistol', 'Pipe bomb', 'Flamer']) expect(odds.odds(r, 0, s0, w, gang, 1, false)).not.toBeNull();
    expect(odds.odds(r, 0, setStatus(s0, 0, { out: true }), 'Junk pistol', gang, 1, false)).toBeNull();
    expect(odds.odds(r, 0, changeModelCounter(s0, 0, counterDef(r, 0, PUNK_IDS.jammed(1)), 1), 'Junk pistol', gang, 1, false)).toBeNull();
    expect(odds.odds(r, 0, changeModelCounter(s0, 0, counterDef(r, 0, PUNK_IDS.used(2)), 1), 'Pipe bomb', gang, 1, false)).toBeNull();
    expect(odds.odds(r, 0, changeModelCounter(s0, 0, counterDef(r, 0, PUNK_COUNTERS.fuelId(3)), 1), 'Flamer', gang, 1, false)).toBeNull();
    expect(odds.odds(r, 0, changeModelCounter(s0, 0, counterDef(r, 0, PUNK_IDS.BULLETS), 4), 'Automatic rifle', gang, 1, false)).toBeNull();
    // An opponent's model marked Downed: no odds for it, and it cannot be hurt again.
    expect(FOE_FLAGS.map((f) => f.id)).toEqual(['prone', 'downed']);
    const theirDowned = setFoeFlag(s0, 1, 'downed', true);
    expect(odds.incoming!.odds(gang, 0, theirDowned, gang, 1, 'Heavy mace', false)).toBeNull();
    expect(odds.odds(gang, 0, theirDowned, 'Automatic rifle', gang, 1, false)!.takeOut).toBe(0);
    // Prone: -3 Combat for the Prone side, attacking or attacked.
    const side = { supportLow: 0, supportHigh: 0 };
    const mooseSide = { ...side, combat: 5, strength: 7, penetration: 1, toughness: 4, armor: 0 };
    const maggieSide = { ...side, combat: 6, strength: 4, penetration: 0, toughness: 4, armor: 3 };
    const s = startState(rules, gang);
    const mineProne = odds.odds(gang, 1, setStatus(s, 1, { down: true }), 'Heavy mace', gang, 0, false)!;
    expect(mineProne.takeOut).toBeCloseTo(combat({ attacker: { ...mooseSide, bonus: -3 }, defender: { ...maggieSide, bonus: 0 } }).pDefenderDowned, 12);
    const theirsProne = odds.odds(gang, 1, setFoeFlag(s, 0, 'prone', true), 'Heavy mace', gang, 0, false)!;
    expect(theirsProne.takeOut).toBeCloseTo(combat({ attacker: { ...mooseSide, bonus: 0 }, defender: { ...maggieSide, bonus: -3 } }).pDefenderDowned, 12);
    // A Prone model's next action is getting up: it does not shoot (l.325, l.404).
    expect(odds.odds(gang, 0, setStatus(s, 0, { down: true }), 'Automatic rifle', gang, 1, false)).toBeNull();
    // The opponent's hit on its model: Downed, not hurt again.
    expect(odds.odds(gang, 0, changeFoeDamage(s, 1, 1, 1), 'Automatic rifle', gang, 1, false)!.hurt).toBe(0);
  });

  it('P-05/P-08: a game saved before per-weapon counters keeps its meaning: the old jam and use counters still jam and spend', () => {
    const armed: Model = { ...moose, equipment: [...moose.equipment, ranged('Junk pistol', 3, 0, { name: 'Kaboom!' }), ranged('Pipe bomb', 5, 1, { name: 'Bomb' }), ranged('Pipe bomb', 5, 1, { name: 'Bomb' })] };
    const r = withModels(maggie, armed);
    const old = startState(rules, r);
    // The first version's counters: one for every Kaboom! weapon jammed, one for every bomb used.
    const saved: PlayState = { ...old, models: old.models.map((m, i) => (i === 1 ? { ...m, counters: { jams: 1, uses: 2 } } : m)) };
    expect(odds.odds(r, 1, saved, 'Junk pistol', gang, 0, false)).toBeNull();
    expect(odds.odds(r, 1, saved, 'Pipe bomb', gang, 0, false)).toBeNull();
    expect(rules.stats(r, 1, saved).find((l) => l.label === 'Jammed')!.value).toBe('1');
    const once: PlayState = { ...old, models: old.models.map((m, i) => (i === 1 ? { ...m, counters: { uses: 1 } } : m)) };
    expect(odds.odds(r, 1, once, 'Pipe bomb', gang, 0, false)).not.toBeNull();
  });

  it('P-09 P5 l.391: the attributes page says armour does not count in a fall', () => {
    const page = readFileSync('content/punkapocalyptic/rules/attributes.mdx', 'utf8');
    const line = page.split('\n').find((l) => l.startsWith('Endurance'))!;
    expect(line).toMatch(/armor/i);
    expect(line).toMatch(/falls?[^.]*without|no armor|not in a fall|armor does not/i);
  });

  it('P-10 l.627/l.899: an own rule lets a model take more hits; a Berserker finishes its activation Downed, then is out', () => {
    const brute: Model = { ...moose, ownRules: [{ name: 'Thick hide', text: 'Takes two hits to Down.' }] };
    const r = withModels(maggie, brute);
    let s = startState(rules, r);
    s = changeModelCounter(s, 1, counterDef(r, 1, PUNK_IDS.HITS), 1);
    s = changeDamage(rules, r, s, 1, 1);
    expect(s.models[1]).toMatchObject({ damage: 1, out: false });
    expect(rules.stats(r, 1, s)[0]).toEqual({ label: 'Hits', value: '1 of 2', changed: true });
    s = changeDamage(rules, r, s, 1, 5); // one hit, whatever its number
    expect(s.models[1]).toMatchObject({ damage: 2, out: true });

    const rager = withModels(maggie, { ...moose, specialRules: [{ name: 'Berserker' }] });
    let b = startState(rules, rager);
    b = changeDamage(rules, rager, b, 1, 1);
    expect([b.models[1]!.out, b.models[1]!.flags[PUNK_IDS.BERSERK]]).toEqual([false, true]);
    expect(odds.odds(rager, 1, b, 'Heavy mace', gang, 0, false)).not.toBeNull();
    const again = changeDamage(rules, rager, b, 1, 1);
    expect(again.models[1]!.out).toBe(true);
    b = nextRound(rules, rager, b);
    expect(b.models[1]!.out).toBe(false);
    b = nextRound(rules, rager, b);
    expect(b.models[1]!.out).toBe(true);
    const over = rules.modelActions!(rager, 1, changeDamage(rules, rager, startState(rules, rager), 1, 1)).find((a) => a.id === 'berserk-over')!;
    expect(over.apply(changeDamage(rules, rager, startState(rules, rager), 1, 1)).models[1]!.out).toBe(true);
  });

  it('P-11 l.605/l.959/l.1057/l.339: Defensive Fire ends with the turn, a shock lasts to its next activation, poison and Contaminated terrain act', () => {
    let s = startState(rules, gang);
    expect(rules.models(gang)[0]!.flags.map((f) => [f.id, f.clearsEachRound === true])).toEqual([
      [PUNK_IDS.DEFENSIVE_FIRE, true],
      [PUNK_IDS.SHOCKED, false],
      [PUNK_IDS.POISONED, false],
    ]);
    s = setModelFlag(s, 0, PUNK_IDS.DEFENSIVE_FIRE, true);
    s = setModelFlag(s, 0, PUNK_IDS.SHOCKED, true);
    const stat = (st: PlayState, label: string) => rules.stats(gang, 0, st).find((l) => l.label === label)!.value;
    expect([stat(s, 'C'), stat(s, 'P'), stat(s, 'AG')]).toEqual(['3', '2', '3']);
    // Shocked: -3 Precision on the shot (P5 - 3 = 2).
    expect(odds.odds(gang, 0, s, 'Automatic rifle', gang, 1, false)!.hurt).toBeCloseTo(shot({ ...target, modifier: -3 }).pHit, 12);
    s = nextRound(rules, gang, s);
    expect([s.models[0]!.flags[PUNK_IDS.DEFENSIVE_FIRE], s.models[0]!.flags[PUNK_IDS.SHOCKED]]).toEqual([false, true]);
    s = nextRound(rules, gang, s);
    expect(s.models[0]!.flags[PUNK_IDS.SHOCKED]).toBe(false);
    expect(stat(s, 'P')).toBe('5');
    // Poison lost: Downed.
    let p = setModelFlag(startState(rules, gang), 1, PUNK_IDS.POISONED, true);
    p = rules.modelActions!(gang, 1, p).find((a) => a.id === 'poison-lost')!.apply(p);
    expect([p.models[1]!.out, p.models[1]!.flags[PUNK_IDS.POISONED]]).toEqual([true, false]);
    // Contaminated terrain: Moose (T4) loses 1 for good each time; at 0 he is Knocked Down, Downed.
    let c = startState(rules, gang);
    const contaminate = (st: PlayState) => rules.modelActions!(gang, 1, st).find((a) => a.id === 'contaminated')!.apply(st);
    c = contaminate(c);
    expect(rules.stats(gang, 1, c).find((l) => l.label === 'T')).toEqual({ label: 'T', value: '3', changed: true });
    expect(rules.writeBack!(gang, gang, c, 'win')).toEqual({ roster: withModels(maggie, { ...moose, losses: { T: 2 } }), changes: ['Moose: −1 Toughness for good (Contaminated terrain)'] });
    for (let i = 0; i < 3; i++) c = contaminate(c);
    expect(c.models[1]!.out).toBe(true);
    // Dead slow: unloaded after firing until reloaded.
    const slow = withModels({ ...maggie, equipment: [ranged('Harpoon', 6, 2, { name: 'Dead slow', x: 2 })], bullets: 0 }, moose);
    const fired = changeModelCounter(startState(rules, slow), 0, counterDef(slow, 0, PUNK_IDS.reload(0)), 2);
    expect(odds.odds(slow, 0, fired, 'Harpoon', gang, 1, false)).toBeNull();
  });

  it('P-12 P12: own rules and notes show on the cards, under the round and on the printed sheet’s glossary', () => {
    const r: Roster = { ...withModels({ ...maggie, ownRules: [{ name: 'Boss', text: 'Friends within 10 cm reroll Agility.' }], notes: 'Keeps the keys.' }, moose), ownRules: [{ name: 'Gang colours', text: 'Red scarves.' }] };
    const s = startState(rules, r);
    expect(rules.notes!(r, 0, s)).toEqual(expect.arrayContaining(['Boss: Friends within 10 cm reroll Agility.', 'Notes: Keeps the keys.']));
    expect(rules.gameNotes!(r, s)).toEqual(['Gang colours: Red scarves.']);
    expect(rules.glossary!(r)).toEqual(expect.arrayContaining([['Gang colours', 'Red scarves.'], ['Boss (Maggie)', 'Friends within 10 cm reroll Agility.'], ['Notes: Maggie', 'Keeps the keys.']]));
  });

  it('P-13 P9 l.1035: the quick reference says Kaboom! rolls only from a modified Precision of 1, and for ammunition too', () => {
    const text = readFileSync('content/punkapocalyptic/data/quick-reference.yaml', 'utf8');
    const line = text.split('\n').find((l) => l.includes('Kaboom!') && l.includes('text:'))!;
    expect(line).not.toMatch(/always rolls/);
    expect(line).toMatch(/ammunition/);
    expect(line).toMatch(/below 1|under 1|0 or less/);
  });

  it('P-14 P13 l.430: a model ticked Downed on the gang sheet starts the next game in play', () => {
    const r = withModels({ ...maggie, downed: true }, { ...moose, downed: true });
    expect(startState(rules, r).models.map((m) => m.out)).toEqual([false, false]);
  });

  it('P-15 l.921: a Bulky ranged weapon fights in close combat as a Heavy mace, both ways', () => {
    const hank: Model = { ...moose, name: 'Hank', profile: { ...moose.profile, C: 4, S: 4 }, losses: {}, equipment: [ranged('Big gun', 6, 2, { name: 'Bulky' })] };
    const r = withModels(maggie, moose, hank);
    expect(oddsWeapons(r, 2, book)).toEqual(['Big gun', 'Big gun as a Heavy mace']);
    const s = startState(rules, r);
    const side = { supportLow: 0, supportHigh: 0, bonus: 0, penetration: 1, armor: 0 };
    // Moose (C5, S7) against Hank fighting back with the mace: S4 +2 = 6, Pen 1, T5.
    const got = odds.odds(r, 1, s, 'Heavy mace', r, 2, false)!;
    expect(got.takeOut).toBeCloseTo(combat({ attacker: { ...side, combat: 5, strength: 7, toughness: 4 }, defender: { ...side, combat: 4, strength: 6, toughness: 5 } }).pDefenderDowned, 12);
    const swing = odds.odds(r, 2, s, 'Big gun as a Heavy mace', r, 1, false)!;
    expect(swing.takeOut).toBeCloseTo(combat({ attacker: { ...side, combat: 4, strength: 6, toughness: 5 }, defender: { ...side, combat: 5, strength: 7, toughness: 4 } }).pDefenderDowned, 12);
    // With no Heavy mace in either gang its numbers are unknown: no odds rather than bare hands.
    const alone = withModels(maggie, hank);
    expect(odds.odds(alone, 1, startState(rules, alone), 'Big gun as a Heavy mace', alone, 0, false)).toBeNull();
  });
});
