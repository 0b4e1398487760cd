import { describe, expect, it } from 'vitest';
import { bookData } from '../../src/games/kuggkoping/book-data';
import { buyUpgradeLogged, carryOver, nextGame, tradeForTinkerLogged, recordMission, recoveryRoll, replaceKilled, replacementArchetypes, restoreGrit, startExpedition } from '../../src/games/kuggkoping/campaign';
import { gizmoReward } from '../../src/games/kuggkoping/steps';
import { parseRoster, type Roster } from '../../src/games/kuggkoping/roster';
import { characterView } from '../../src/games/kuggkoping/roster-rules';
import { createRng } from '../../src/engine/rng';
import { InputError } from '../../src/common/input-error';
import { cogRats } from './support/kuggkoping-warbands';

// The campaign machine ("Campaign goal", "Extending the campaign", "Failing a mission", "Failing
// the Campaign") and the steps between games ("Recovering from Knockdown", "Replacing a Killed
// Character", "Gizmo reward") with ruling K14.

const book = bookData();
const D = '2026-11-26';

/** The Cog Rats (legal, solo, three Characters): Olga (Crack Shot, grit 2) with a Handgun equipped and a Blade, Knut's Spike Armor with Reflector. */
function warband(): Roster {
  return parseRoster(cogRats({ olga: { otherGadgets: ['Blade'] }, spikeArmorQuirk: 'Reflector' }));
}

describe('the campaign machine', () => {
  it('an expedition from mission 1 through a failed mission 2, Run to safety and mission 3, won', () => {
    let r = startExpedition(warband(), 'Coils', 'Trolls', 1, D);
    expect(r.campaign).toEqual({ district: 'Coils', enemyFaction: 'Trolls', expedition: 1, mission: 1, runToSafety: false, outcome: null });
    expect(nextGame(r.campaign!)).toBe('Mission 1 (Normal)');
    r = recordMission(r, true, ['Olga knocked down'], D);
    expect(nextGame(r.campaign!)).toBe('Mission 2 (Normal)');
    r = recordMission(r, false, [], D);
    expect(r.campaign).toMatchObject({ mission: 3, runToSafety: true, outcome: null });
    expect(nextGame(r.campaign!)).toBe('Run to safety (Normal), then mission 3');
    r = recordMission(r, true, [], D);
    expect(nextGame(r.campaign!)).toBe('Mission 3 (Normal), with the Big Boss');
    r = recordMission(r, true, [], D);
    expect(r.campaign!.outcome).toBe('won');
    expect(r.log.filter((e) => e.kind === 'game').map((e) => e.title)).toEqual([
      'Mission 1 (Normal, Coils): won',
      'Mission 2 (Normal, Coils): failed',
      'Run to safety (Normal, Coils): won',
      'Mission 3 (Normal, Coils): won',
    ]);
    expect(r.log[1]!.changes).toEqual(['Olga knocked down', 'Next: Mission 2 (Normal)']);
    // The second expedition is Hard, from mission 1 again; a third cannot skip the second.
    const hard = startExpedition(r, 'Industri District', 'Slab bots', 2, D);
    expect(nextGame(hard.campaign!)).toBe('Mission 1 (Hard)');
    expect(() => startExpedition(r, 'Coils', 'Trolls', 3, D)).toThrow(InputError);
    // The file keeps it all.
    expect(parseRoster(JSON.parse(JSON.stringify(hard)))).toEqual(hard);
  });

  it('failing Run to safety or mission 3 loses the campaign', () => {
    const failedRun = recordMission(recordMission(startExpedition(warband(), 'Coils', 'Trolls', 1, D), false, [], D), false, [], D);
    expect(failedRun.campaign!.outcome).toBe('lost');
    expect(() => recordMission(failedRun, true)).toThrow(InputError);
    let r = startExpedition(warband(), 'Coils', 'Trolls', 1, D);
    r = recordMission(recordMission(r, true, [], D), true, [], D);
    expect(recordMission(r, false, [], D).campaign!.outcome).toBe('lost');
  });
});

describe('between games (K14)', () => {
  it('grit comes back after the game', () => {
    const hurt = { ...warband(), characters: warband().characters.map((c, i) => (i === 0 ? { ...c, gritLost: 2 } : c)) };
    const r = restoreGrit(hurt, D);
    expect(r.characters.map((c) => c.gritLost)).toEqual([0, 0, 0]);
    expect(characterView(r, 0, book).profile!.gritLeft).toBe(characterView(r, 0, book).profile!.grit);
    expect(r.log.at(-1)).toEqual({ date: D, kind: 'step', title: 'Grit restored', changes: ['Olga gets back 2 grit'] });
  });

  it('recovery: a success stands up; a failure loses a random equipped gadget (seeded or entered)', () => {
    const ok = recoveryRoll(warband(), 1, { roll: 4, adjacentFriends: 1, lose: { pick: 0 } }, book, D);
    expect(ok).toMatchObject({ success: true, lost: null, killed: false });
    expect(ok.roster.characters).toEqual(warband().characters);
    const entered = recoveryRoll(warband(), 1, { roll: 4, adjacentFriends: 0, lose: { pick: 1 } }, book, D);
    expect(entered).toMatchObject({ success: false, lost: 'Hooks', killed: false });
    expect(entered.roster.characters[1]!.gadgets.map((g) => g.name)).toEqual(['Spike Armor']);
    // Seeded: the same seed loses the same gadget, the one rng.int picks among the two equipped.
    const seeded = recoveryRoll(warband(), 1, { roll: 1, adjacentFriends: 0, lose: { seed: 'abc' } }, book, D);
    const expected = ['Spike Armor', 'Hooks'][createRng('abc').int(0, 1)];
    expect(seeded.lost).toBe(expected);
    expect(seeded.roster.log.at(-1)!.changes[1]).toMatch(/^Knut loses .*, rolled with seed abc$/);
    // Olga's unequipped Blade is never the one lost.
    const olga = recoveryRoll(warband(), 0, { roll: 2, adjacentFriends: 0, lose: { seed: 'x' } }, book, D);
    expect(olga.lost).toBe('Handgun');
    expect(olga.roster.characters[0]!.gadgets.map((g) => g.name)).toEqual(['Blade']);
  });

  it('recovery without a gadget to lose: the Character is killed, and its replacement takes another archetype', () => {
    const r = recoveryRoll(warband(), 2, { roll: 3, adjacentFriends: 1, lose: { pick: 0 } }, book, D);
    expect(r).toMatchObject({ success: false, killed: true, killedArchetype: 'Grenadier' });
    expect(r.roster.characters.map((c) => c.name)).toEqual(['Olga', 'Knut']);
    expect(replacementArchetypes(r.roster, 'Grenadier', book)).toEqual(['Streetslogger', 'Data Mage', 'Gofer']);
    expect(() => replaceKilled(r.roster, 'Grenadier', 'Gus', 'Grenadier', 1, book, D)).toThrow(InputError);
    expect(() => replaceKilled(r.roster, 'Grenadier', 'Gus', 'Crack Shot', 1, book, D)).toThrow(InputError);
    const replaced = replaceKilled(r.roster, 'Grenadier', 'Gus', 'Gofer', 1, book, D);
    expect(replaced.characters.at(-1)).toMatchObject({ name: 'Gus', archetype: 'Gofer', foreman: false });
    expect(replaced.log.map((e) => e.title)).toEqual(['Greta is killed', 'Gus joins the warband']);
  });

  it('gizmo rewards: Utility gives 2 Tinker dice; a quirk or gadget is rolled on the chosen list', () => {
    expect(gizmoReward(warband(), 0, { kind: 'utility' }, book, D).tinkerDice).toBe(5);
    const q = gizmoReward(warband(), 0, { kind: 'quirk', list: 'defence', seed: 's1' }, book, D);
    const rolled = book.quirks.filter((x) => x.kind === 'defence').find((x) => x.roll === createRng('s1').die(12))!;
    expect(q.characters[0]!.quirks).toEqual([rolled.name]);
    expect(q.log.at(-1)!.title).toBe('Gizmo reward for Olga: defence quirk');
  });
});

describe('carried over to the next game', () => {
  it('unused Tinker dice stay in the pool; gadgets, quirks and upgrades are logged', () => {
    const r = carryOver(warband(), { player1: 1 }, D);
    expect(r.tinkerDice).toBe(1);
    expect(r.log.at(-1)).toEqual({
      date: D,
      kind: 'step',
      title: 'Carried over to the next game',
      changes: ['Tinker dice: 1 kept (2 used; the pool held 3)', 'Olga: gadgets Handgun (equipped), Blade', 'Knut: gadgets Spike Armor with Reflector (equipped), Hooks (equipped)', 'Greta: no gadget'],
    });
    // K-21: dice gained during the game are kept too (KB 965-967), so more than the pool held is accepted.
    expect(carryOver(warband(), { player1: 4 }, D).log.at(-1)!.changes[0]).toBe('Tinker dice: 4 kept (1 gained; the pool held 3)');
    expect(() => carryOver(warband(), { player1: -1 })).toThrow(InputError);
  });
  it('loot traded for Tinker dice and spent on an upgrade is logged', () => {
    const traded = tradeForTinkerLogged(warband(), [{ character: 1, gadget: 0 }], D);
    expect(traded.tinkerDice).toBe(5);
    expect(traded.log.at(-1)).toMatchObject({ title: 'Loot traded for 2 Tinker dice', changes: ['Loot discarded: Knut: Spike Armor with Reflector', 'Tinker dice: 5'] });
    const upgrade = book.upgrades.find((u) => u.cost === 2)!;
    const bought = buyUpgradeLogged(warband(), book, upgrade.name, 2, [{ character: 0, gadget: 1 }, { character: 1, gadget: 1 }], D);
    expect(bought.characters[2]!.upgrades).toEqual([upgrade.name]);
    expect(bought.log.at(-1)).toMatchObject({ title: `Greta takes the upgrade ${upgrade.name}`, changes: ['Loot discarded: Olga: Blade, Knut: Hooks', `Upgrades now: ${upgrade.name}`] });
  });
  it('co-op: a killed Character is replaced for its own player', () => {
    const coop = { ...warband(), mode: 'coop' as const, tinkerDicePlayer2: 3 };
    const r = replaceKilled(coop, 'Grenadier', 'Sten', 'Gofer', 2, book, D);
    expect(r.characters.at(-1)).toMatchObject({ name: 'Sten', player: 2 });
  });
});
