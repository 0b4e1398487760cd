/**
 * Kuggköping's steps between games as a guided sequence, pre-filled from the game just played
 * (issue 35): mission 1 played in the play view as a mission (Gizmos scored, Greta left knocked down,
 * Knut killed), End game, and then each step's status (src/games/kuggkoping/step-status.ts) as the
 * steps are taken in order; what End game writes for them (the Gizmo rewards, the mission's pays);
 * the result corrected and logged with what the game said; the steps that kill, discard or leave a
 * gadget unequipped asking first. KB n = /work/shared/rulebooks/kuggkoping.txt; rulings RULINGS.md.
 */
import { describe, expect, it } from 'vitest';
import { suggestedMission } from '../../src/games/kuggkoping/battle';
import { replaceKilled, restoreGrit, startExpedition } from '../../src/games/kuggkoping/campaign';
import { carryOverStep, correctResult, correctResultStep, gamePays, gizmoRewardsOwed, gizmoRewardStep, playedResult, recoveryStep, rewardsCollected, rewardsLine } from '../../src/games/kuggkoping/steps';
import { stepsBetweenGames } from '../../src/games/kuggkoping/step-status';
import { parseRoster, type Roster } from '../../src/games/kuggkoping/roster-format';
import { nextStep, sequenceLine } from '../../src/roster/step-sequence';
import type { PlayCommand } from '../../src/play';
import { cogRats } from './support/kuggkoping-warbands';
import { asked, battle, book, D, data, endedGame, given, statuses, why } from './support/kuggkoping-steps';

/** Mission 1 (Looting, + `scenario`) played and ended: `cmds` after the set-up, End game with `outcome`. */
const mission1 = (saved: Roster, cmds: PlayCommand[], outcome: 'win' | 'loss' = 'win', scenario = 'looting'): Roster => endedGame(saved, cmds, { scenario, outcome });

const expedition = () => startExpedition(parseRoster(cogRats()), 'Coils', 'Trolls', 1, D);
/** Greta (index 2) left knocked down and Knut (index 1) killed; 2 Gizmos claimed over two rounds. */
const played: PlayCommand[] = [
  { kind: 'score', side: 'me', source: 'gizmos', round: 1, by: 1 },
  { kind: 'next-round', from: 1 },
  { kind: 'score', side: 'me', source: 'gizmos', round: 2, by: 1 },
  { kind: 'status', model: 2, status: 'down', on: true },
  { kind: 'status', model: 1, status: 'out', on: true },
];

describe('the sequence before any game', () => {
  it('KB 1850-1852: with no campaign the expedition is the one step due', () => {
    const r = parseRoster(cogRats());
    expect(statuses(r)).toEqual({ game: 'not-now', grit: 'not-now', recovery: 'not-now', replace: 'not-now', reward: 'optional', carry: 'not-now', expedition: 'due' });
    expect(nextStep(stepsBetweenGames(r))).toBe('expedition');
  });

  it('once the expedition is set out nothing is due; a game played at the table is the optional first step', () => {
    const r = expedition();
    expect(sequenceLine(stepsBetweenGames(r))).toBe('Nothing left to do before the next game.');
    expect(nextStep(stepsBetweenGames(r))).toBe('game');
    expect(statuses(r).expedition).toBe('not-now');
  });
});

describe('after mission 1 ended in the play view, one next step at a time, pre-filled from the game', () => {
  const after = mission1(expedition(), played);

  it('End game writes the Gizmo rewards the score holds (KB 1261-1265) and the mission’s pays into the game’s entry', () => {
    const entry = after.log.at(-1)!;
    expect(entry.kind).toBe('game');
    expect(entry.changes).toContain('Gizmos claimed: 2, each with a reward before the next game unless collected during it (KB 1261-1265)');
    expect(gizmoRewardsOwed(after)).toEqual({ gizmos: 2, living: false, taken: 0, closed: false });
    expect(gamePays(after)[0]).toBe('Next: Mission 2 (Normal) (KB 1893-1907).');
    expect(gamePays(after)[1]).toMatch(/^2 Gizmos claimed: each one not collected in the game gives a reward now/);
    expect(after.campaign).toMatchObject({ district: 'Coils', enemyFaction: 'Trolls', mission: 2, runToSafety: false });
  });

  it('K18, KB 1668-1672: the recovery of the Character still down, then the killed one’s replacement, then the rewards, then the carry-over', () => {
    expect(statuses(after)).toEqual({ game: 'done', grit: 'not-now', recovery: 'due', replace: 'due', reward: 'due', carry: 'due', expedition: 'not-now' });
    expect(why(after, 'recovery')).toBe('Greta is still knocked down');
    expect(why(after, 'replace')).toBe('the killed Knuckle Buster');
    expect(why(after, 'reward')).toBe('0 of 2 taken (Gizmos claimed in the game)');
    expect(why(after, 'game')).toBe('End game recorded: Mission 1: Looting: won');
    expect(sequenceLine(stepsBetweenGames(after))).toBe('4 steps to do, next: Recovery roll.');

    // Greta (Grenadier, defence 5+, KB archetypes) rolls a 5: she stands up.
    const greta = after.characters.findIndex((c) => c.name === 'Greta');
    const up = recoveryStep(after, greta, { roll: 5, adjacentFriends: 0, lose: { seed: 's' } }, book, D).roster!;
    expect(up.log.at(-1)!.title).toBe('Greta recovers');
    expect(statuses(up).recovery).toBe('done');
    expect(nextStep(stepsBetweenGames(up))).toBe('replace');

    const replaced = replaceKilled(up, 'Knuckle Buster', 'Rolf', 'Gofer', 1, book, D);
    expect(statuses(replaced).replace).toBe('done');
    expect(nextStep(stepsBetweenGames(replaced))).toBe('reward');

    // One Utility reward (2 Tinker dice, KB 1294-1295), the other Gizmo collected in the game.
    const rewarded = gizmoRewardStep(replaced, 0, { kind: 'utility' }, book, false, D).roster!;
    expect(rewarded.tinkerDice).toBe(5);
    expect(why(rewarded, 'reward')).toBe('1 of 2 taken (Gizmos claimed in the game)');
    expect(rewardsLine(gizmoRewardsOwed(rewarded))).toBe('The game left 2 Gizmo rewards (one per Gizmo claimed and saved for after it, KB 1264-1265, to any warband member): 1 taken, 1 to take.');
    const closed = rewardsCollected(rewarded, D);
    expect(closed.log.at(-1)!.changes).toEqual(['1 Gizmo was collected during the game (the game said 2 claimed, 1 rewarded after it)']);
    expect(statuses(closed).reward).toBe('done');
    expect(nextStep(stepsBetweenGames(closed))).toBe('carry');
    expect(() => rewardsCollected(closed, D)).toThrow('Every Gizmo reward the game left is taken.');

    // KB 964-967: the pool as it is now (5, after the reward) is carried at once; the carry-over closes the steps.
    const carried = carryOverStep(closed, { player1: 5 }, D).roster!;
    expect(carried.log.at(-1)!.changes[0]).toBe('Tinker dice: 5 kept');
    expect(statuses(carried)).toMatchObject({ game: 'optional', recovery: 'not-now', replace: 'not-now', carry: 'done', reward: 'optional' });
    expect(sequenceLine(stepsBetweenGames(carried))).toBe('Nothing left to do before the next game.');
    // Mission 2 is set up in the expedition's district against its faction (KB 1910-1914).
    expect(carried.campaign).toMatchObject({ district: 'Coils', enemyFaction: 'Trolls', mission: 2 });
    expect(suggestedMission(data, carried)).toBe('stay-the-night-campfire');
    const setup = battle.scenarios(carried).find((s) => s.id === 'stay-the-night-campfire')!.setup;
    expect(setup.map((n) => n.label)).toEqual(expect.arrayContaining(['Coils', 'Trolls']));
    expect(setup.find((n) => n.label === 'Enemies')!.text).toMatch(/, all Trolls/);
  });

  it('KB 2224-2225: with Living Gizmos added, End game says each reward brings 1 Tinker dice more, and the reward step reads it back', () => {
    const living = mission1(expedition(), [{ kind: 'score', side: 'me', source: 'gizmos', round: 1, by: 1 }], 'win', 'looting+living-gizmos');
    expect(living.log.at(-1)!.changes).toContain('Gizmos claimed: 1, each with a reward before the next game unless collected during it (KB 1261-1265); Living Gizmos: 1 more Tinker dice with each (KB 2224-2225)');
    expect(gizmoRewardsOwed(living)).toEqual({ gizmos: 1, living: true, taken: 0, closed: false });
  });

  it('grit lost is due to come back (K14) when the warband holds any', () => {
    const hurt = { ...after, characters: after.characters.map((c, i) => (i === 0 ? { ...c, gritLost: 1 } : c)) };
    expect(statuses(hurt).grit).toBe('due');
    expect(why(hurt, 'grit')).toBe('Olga lost 1 grit');
    expect(statuses(restoreGrit(hurt, D)).grit).toBe('done');
  });
});

describe('the result as played, corrected and logged', () => {
  it('KB 1893-1897: End game’s win corrected to a failure asks first, then sends the warband to Run to safety, saying what the game said', () => {
    const after = mission1(expedition(), []);
    expect(playedResult(after)).toMatchObject({ won: true, before: { mission: 1, runToSafety: false } });
    const q = correctResultStep(after, false, D);
    expect(q.question).toBe('End game recorded this game as won. Recorded as failed instead, the campaign goes on to: Run to safety (Normal), then mission 2.');
    const failed = q.choices[0]!.roster;
    expect(failed.campaign).toMatchObject({ mission: 2, runToSafety: true, outcome: null, district: 'Coils', enemyFaction: 'Trolls' });
    expect(failed.log.at(-1)).toMatchObject({ kind: 'step', title: 'Result corrected: Mission 1 (Normal, Coils): failed', changes: ['The game said won', 'Next: Run to safety (Normal), then mission 2'] });
    expect(playedResult(failed)!.won).toBe(false);
    // Corrected back, the campaign is where End game put it.
    expect(correctResult(failed, true, D).campaign).toEqual(after.campaign);
    expect(() => correctResult(after, true, D)).toThrow('The game is already recorded as won.');
  });

  it('a game recorded in the builder (not End game’s) has nothing to correct', () => {
    expect(playedResult(expedition())).toBeNull();
  });
});

describe('a step that kills, discards or leaves a gadget useless asks first', () => {
  it('K18, KB 1662-1666, K16: a failed recovery with no gadget equipped names who dies, that it was the Foreman, and the gadget carried unequipped', () => {
    const r = parseRoster({ ...cogRats({ olga: { otherGadgets: ['Zap gun'] } }) });
    const bare = { ...r, characters: r.characters.map((c, i) => (i === 0 ? { ...c, gadgets: c.gadgets.map((g) => ({ ...g, equipped: false })) } : c)) };
    const s = asked(recoveryStep(bare, 0, { roll: 1, adjacentFriends: 0, lose: { seed: 'x' } }, book, D));
    expect(s.question).toMatch(/^Olga will be killed: Olga rolls 1 against 5\+ \(a 1 always fails\); Olga had no equipped gadget to lose; Olga \(Crack Shot\) is killed and leaves the warband/);
    expect(s.question).toContain('was the warband’s Foreman');
    expect(s.question).toContain('Olga carries Handgun, Zap gun unequipped: only an equipped gadget is lost in its place (KB 1662-1666).');
    expect(s.choices[0]!.label).toBe('Kill Olga');
  });

  it('an empty roll is rolled here with the seed, and the log says so', () => {
    const r = parseRoster(cogRats());
    const s = recoveryStep(r, 1, { roll: null, seed: 'fixed', adjacentFriends: 0, lose: { seed: 'fixed' } }, book, D);
    const entry = given(s).log.at(-1)!;
    expect(entry.changes[0]).toMatch(/^Knut rolls [1-6] against \d\+.* \(rolled here, seed fixed\/recovery\)$/);
    // The same seed rolls the same.
    const again = recoveryStep(r, 1, { roll: null, seed: 'fixed', adjacentFriends: 0, lose: { seed: 'fixed' } }, book, D);
    expect(given(again).log.at(-1)).toEqual(entry);
  });

  it('KB 964-967: carrying over fewer Tinker dice than the pool holds discards them, so it asks, and logs what the pool held', () => {
    const r = parseRoster(cogRats());
    expect(carryOverStep(r, { player1: 3 }, D).roster).toBeDefined();
    const s = asked(carryOverStep(r, { player1: 1 }, D));
    expect(s.question).toBe('Carrying over fewer dice than the pool holds discards 2 of the 3 Tinker dice in the pool, as used in the game (KB 964-967). End game already took off the dice spent in play.');
    expect(s.choices[0]!.roster.log.at(-1)!.changes[0]).toBe('Tinker dice: 1 kept (2 used; the pool held 3)');
  });

  it('KB 808-809, 1334-1337: a rewarded weapon gadget that Safety first keeps unequipped is said before it is taken', () => {
    const r = parseRoster(cogRats());
    const safe = { ...r, alignments: [{ player: 1 as const, faction: 'Feather Pens', positive: 'Flattering', negative: 'Safety first' }] };
    const s = asked(gizmoRewardStep(safe, 2, { kind: 'gadget', list: 'weapon', seed: 'g4' }, book, false, D));
    expect(s.question).toMatch(/^Greta receives .+, a weapon gadget, but cannot equip it \(with Safety first, a weapon gadget is equipped only together with a defence gadget\)\. Carried unequipped it gives nothing, and a failed recovery roll cannot lose it in place of the Character \(KB 1334-1337, 1662-1666\)\.$/);
    expect(s.choices.map((c) => c.label)).toEqual([expect.stringMatching(/^Carry .+ unequipped$/)]);
    expect(s.choices[0]!.roster.characters[2]!.gadgets).toEqual([{ name: expect.any(String), quirk: null, equipped: false }]);
  });
});
