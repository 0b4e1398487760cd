import { gizmoReward } from '../../../src/games/kuggkoping/steps';
import { describe, expect, it } from 'vitest';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import {
  carryOver,
  nextGame,
  recordMission,
  recoveryOutcome,
  recoveryRoll,
  startExpedition,
} from '../../../src/games/kuggkoping/campaign';
import { foremanKilled, recoveriesDue, replacementsDue } from '../../../src/games/kuggkoping/losses';
import {
  applyKill,
  GADGETS_LOST,
  gadgetsLostAtZero,
  kuggkopingPlay,
  LOST_GADGET,
  MORTIS_USED,
  reassembleInPlay,
  rosterInPlay,
  REASSEMBLE_DUE,
  recoverInPlay,
  recoveryDue,
} from '../../../src/games/kuggkoping/play';
import { checkWarband } from '../../../src/games/kuggkoping/roster-checks';
import { outOfUse } from '../../../src/games/kuggkoping/datacard';
import { parseRoster, type Character, type Roster } from '../../../src/games/kuggkoping/roster-format';
import { gamesPlayed } from '../../../src/roster/campaign-log';
import { changeDamage, nextRound, setStatus, startState, type PlayState, readyToEnd } from '../../../src/play';
import { rosterAfterGame } from '../../../src/play/end';
import { cogRats } from '../support/kuggkoping-warbands';

// The play view and the campaign steps against the book (shared/rulebooks/kuggkoping.txt, "KB n")
// and the rulings K14 (amended), K16 and K18. Every Character of the book's archetypes defends on 5+.

const book = bookData();
const rules = await readyToEnd(kuggkopingPlay(book));
const D = '2026-11-28';
const NOW = new Date('2026-11-28T12:00:00Z');

/** The Cog Rats: Olga the Foreman (Crack Shot, grit 2, Handgun), Knut (Knuckle Buster, grit 4, Spike Armor and Hooks), Greta (Grenadier, grit 3, no gadget). */
function warband(change: (r: Roster) => Roster = (r) => r): Roster {
  return change(parseRoster(cogRats()));
}
const edit = (i: number, c: Partial<Character>) => (r: Roster): Roster => ({ ...r, characters: r.characters.map((x, j) => (j === i ? { ...x, ...c } : x)) });
const trait = (negative: string) => (r: Roster): Roster => ({ ...r, alignments: [{ player: 1, faction: 'Ball Pointers', positive: 'Burly', negative }] });
const jacket = { name: 'Power Jacket', quirk: null, equipped: true };
const stat = (r: Roster, s: PlayState, i: number, label: string) => rules.stats(r, i, s).find((l) => l.label === label)!.value;
/** Character i hit down to 0 grit in one hit. */
const knockDown = (r: Roster, s: PlayState, i: number) => changeDamage(rules, r, s, i, 99);

describe('K18 recoveryOutcome: the rule of a recovery roll', () => {
  const base = { defence: 5, adjacentFriends: 0, noHelpForTheWeak: false, equippedGadgets: 1, reassembleFace: null };
  it('K-03 K18: face + 1 per adjacent friend reaching the defence value stands up (4 + 1 against 5+)', () => {
    expect(recoveryOutcome({ ...base, face: 4, adjacentFriends: 1 })).toBe('stands');
    expect(recoveryOutcome({ ...base, face: 5 })).toBe('stands');
  });
  it('K-03 K18: a face of 1 always fails, whatever the friends adjacent (1 + 4 against 5+ with no gadget: killed)', () => {
    expect(recoveryOutcome({ ...base, face: 1, adjacentFriends: 4, equippedGadgets: 0 })).toBe('killed');
  });
  it('K-13 K18: No help for the weak gives no bonus (3 + 2 against 5+ fails: the gadget is lost)', () => {
    expect(recoveryOutcome({ ...base, face: 3, adjacentFriends: 2, noHelpForTheWeak: true })).toBe('loses-gadget');
    expect(recoveryOutcome({ ...base, face: 3, adjacentFriends: 2 })).toBe('stands');
  });
  it('K-14 K18: on a failure Magnetic reassemble keeps the gadget on 5+ and not on 4', () => {
    expect(recoveryOutcome({ ...base, face: 2, equippedGadgets: 2, reassembleFace: 5 })).toBe('keeps-gadget');
    expect(recoveryOutcome({ ...base, face: 2, equippedGadgets: 2, reassembleFace: 4 })).toBe('loses-gadget');
  });
  it('K18: a face that is not a D6 is refused', () => {
    expect(() => recoveryOutcome({ ...base, face: 7 })).toThrow(/1 to 6/);
  });
});

describe('K-03 K18: recovery in play, at the Character’s next activation', () => {
  it('K-03 K18: knocked down at 0 grit, its recovery is due until it activates; a 5 stands it up with 1 grit', () => {
    const r = warband();
    let s = knockDown(r, startState(rules, r), 1);
    expect(s.models[1]).toMatchObject({ down: true, damage: 4 });
    expect(recoveryDue(s, 1)).toBe(true);
    expect(recoveryDue(setStatus(s, 1, { activated: true }), 1)).toBe(false);
    const up = recoverInPlay(r, 1, s, book, { face: 5, adjacentFriends: 0, seed: 'k03' });
    expect(up.outcome).toBe('stands');
    s = up.state;
    expect(s.models[1]).toMatchObject({ down: false, damage: 3 });
    expect(stat(r, s, 1, 'Grit')).toBe('1 of 4');
    expect(up.words).toEqual(['Knut rolls 5 against 5+', 'Knut stands up with 1 grit']);
  });

  it('K-03 K18: a failed roll loses a random equipped gadget (seeded), and the card’s profile loses it', () => {
    const r = warband();
    const s = knockDown(r, startState(rules, r), 0);
    const failed = recoverInPlay(r, 0, s, book, { face: 2, adjacentFriends: 0, seed: 'k03b' });
    expect(failed.outcome).toBe('loses-gadget');
    expect(failed.state.models[0]!.flags[`${LOST_GADGET}0`]).toBe(true);
    expect(failed.words).toEqual(['Olga rolls 2 against 5+', 'Olga loses Handgun', 'Olga stands up with 1 grit']);
    // The Handgun's +1 die is gone: 2 action dice, as the bare Crack Shot.
    expect(stat(r, failed.state, 0, 'Action dice')).toBe('2');
  });

  it('K-03 K18: rolled with the seeded roller when no face is typed; the seed is in the words', () => {
    const r = warband();
    const s = knockDown(r, startState(rules, r), 1);
    const a = recoverInPlay(r, 1, s, book, { adjacentFriends: 1, seed: 'same' });
    const b = recoverInPlay(r, 1, s, book, { adjacentFriends: 1, seed: 'same' });
    expect(a.words).toEqual(b.words);
    expect(a.words[0]).toMatch(/^Knut rolls [1-6] \+ 1 against 5\+.* \(seed same\)$/);
  });

  it('K-03 K18: with no equipped gadget a failure kills it (out of the game)', () => {
    const r = warband();
    const s = knockDown(r, startState(rules, r), 2);
    const dead = recoverInPlay(r, 2, s, book, { face: 3, adjacentFriends: 0, seed: 'k03c' });
    expect(dead.outcome).toBe('killed');
    expect(dead.state.models[2]).toMatchObject({ down: false, out: true });
  });

  it('K-13 K18: No help for the weak in play: 3 with 2 friends adjacent against 5+ fails', () => {
    const r = warband(trait('No help for the weak'));
    const s = knockDown(r, startState(rules, r), 1);
    expect(recoverInPlay(r, 1, s, book, { face: 3, adjacentFriends: 2, seed: 'k13' }).outcome).toBe('loses-gadget');
  });

  it('K-14 K18: Magnetic reassemble in play: a 5 keeps the gadget the failure would lose', () => {
    const r = warband(edit(0, { upgrades: ['Magnetic reassemble'] }));
    const s = knockDown(r, startState(rules, r), 0);
    const kept = recoverInPlay(r, 0, s, book, { face: 2, adjacentFriends: 0, reassembleFace: 5, seed: 'k14' });
    expect(kept.outcome).toBe('keeps-gadget');
    expect(kept.state.models[0]!.flags[`${LOST_GADGET}0`]).toBeUndefined();
    expect(kept.words).toContain('Magnetic reassemble rolls 5: Handgun is kept');
  });

  it('K-03 KB 2372-2375: a Mortis device stands the Character up at once with 1 grit, and is discarded', () => {
    const r = warband(edit(1, { upgrades: ['Mortis device'] }));
    let s = knockDown(r, startState(rules, r), 1);
    expect(s.models[1]).toMatchObject({ down: false, damage: 3 });
    expect(s.models[1]!.counters[MORTIS_USED]).toBe(1);
    // Only one: the next time it stays down.
    s = changeDamage(rules, r, s, 1, 1);
    expect(s.models[1]!.down).toBe(true);
    const back = rules.writeBack!(r, r, s, 'win');
    expect(back.roster.characters[1]!.upgrades).toEqual([]);
    expect(back.changes).toContain('Knut: Mortis device discarded');
  });

  it('KB 2382-2447: a one-use upgrade is discarded by a tap on its card (a Health gizmo gives back 2 grit), is gone from the card, and End game takes it off the warband', () => {
    const r = warband(edit(1, { upgrades: ['Health gizmo', 'Scrambler', 'Health gizmo'] }));
    let s = changeDamage(rules, r, startState(rules, r), 1, 3);
    const actions = () => rules.modelActions!(r, 1, s);
    expect(actions().map((a) => [a.id, a.label])).toEqual([
      ['use-health-gizmo', 'Health gizmo: 2 grit back (discard it)'],
      ['use-scrambler', 'Scrambler: used (discard it)'],
      // The Cog Rats are Resourceful (KB 720-721): a Character with grit lost may trade a Gizmo for 2.
      ['resourceful', 'Claim a Gizmo for 2 grit (Resourceful)'],
    ]);
    s = actions()[0]!.apply(s);
    expect(s.models[1]!.damage).toBe(1);
    expect(stat(r, s, 1, 'Grit')).toBe('3 of 4');
    // The second copy: never more grit than the Character started with.
    s = actions()[0]!.apply(s);
    expect(s.models[1]!.damage).toBe(0);
    expect(actions().map((a) => a.id)).toEqual(['use-scrambler']);
    s = actions()[0]!.apply(s);
    expect(actions()).toEqual([]);
    expect(rosterInPlay(r, 1, s, book).characters[1]!.upgrades).toEqual([]);
    expect(outOfUse(r, 1, s, book).upgrades).toEqual(new Map([['Health gizmo', 'discarded: used this game'], ['Scrambler', 'discarded: used this game']]));
    const back = rules.writeBack!(r, r, s, 'win');
    expect(back.roster.characters[1]!.upgrades).toEqual([]);
    expect(back.changes).toEqual(expect.arrayContaining(['Knut: Health gizmo discarded (2)', 'Knut: Scrambler discarded']));
    // Knocked down or killed, nothing is offered.
    const down = setStatus(startState(rules, r), 1, { down: true });
    expect(rules.modelActions!(r, 1, down)).toEqual([]);
  });
});

describe('K-01 K-16 K14: gadgets lost at 0 grit, and End game writing them back', () => {
  it('K-01 K14: an equipped Power Jacket lost at 0 grit is gone from the saved warband after End game; a later failed recovery then kills', () => {
    const r = warband(edit(2, { gadgets: [jacket] }));
    const s = knockDown(r, startState(rules, r), 2);
    expect(s.models[2]!.flags[GADGETS_LOST]).toBe(true);
    const after = rosterAfterGame(rules, r, r, { state: s, name: r.name }, 'loss', '', NOW);
    expect(after.characters[2]!.gadgets).toEqual([]);
    expect(after.log.at(-1)!.changes).toContain('Greta: Power Jacket lost for good at 0 grit (our reading K14)');
    // Still knocked down at the end: the roll before the next game (K18) finds no gadget to lose.
    expect(after.log.at(-1)!.changes).toContain('Greta: still knocked down, rolls its recovery before the next game (K18)');
    // The campaign log's recovery step knows who is due, and the roll records it.
    expect(recoveriesDue(after)).toEqual(['Greta']);
    const rolled = recoveryRoll(after, 2, { roll: 1, adjacentFriends: 0, lose: { seed: 'x' } }, book, D);
    expect(rolled).toMatchObject({ killed: true, lost: null });
    expect(recoveriesDue(rolled.roster)).toEqual([]);
    expect(replacementsDue(rolled.roster)).toEqual(['Grenadier']);
  });

  it('K-16 K14: a carried (unequipped) Power Jacket is not lost at 0 grit', () => {
    const r = warband(edit(2, { gadgets: [{ ...jacket, equipped: false }] }));
    expect(gadgetsLostAtZero(r, 2, book)).toEqual([]);
    expect(rules.notes!(r, 2, startState(rules, r))).not.toContain('At 0 grit loses Power Jacket for good.');
    const s = knockDown(r, startState(rules, r), 2);
    expect(s.models[2]!.flags[GADGETS_LOST]).toBeFalsy();
    expect(rules.writeBack!(r, r, s, 'loss').roster.characters[2]!.gadgets).toEqual([{ ...jacket, equipped: false }]);
  });

  it('K-14 K14: Magnetic reassemble at 0 grit: its die is due; a 5 keeps the Power Jacket, a 4 loses it for good', () => {
    const r = warband(edit(2, { gadgets: [jacket], upgrades: ['Magnetic reassemble'] }));
    const s = knockDown(r, startState(rules, r), 2);
    expect(s.models[2]!.flags[REASSEMBLE_DUE]).toBe(true);
    const kept = reassembleInPlay(r, 2, s, book, { face: 5, seed: 'm' });
    expect(kept.words).toEqual(['Greta: Magnetic reassemble rolls 5: Power Jacket kept']);
    expect(rules.writeBack!(r, r, kept.state, 'win').roster.characters[2]!.gadgets).toEqual([jacket]);
    const lost = reassembleInPlay(r, 2, s, book, { face: 4, seed: 'm' });
    expect(rules.writeBack!(r, r, lost.state, 'win').roster.characters[2]!.gadgets).toEqual([]);
  });

  it('K-01 K14: End game writes to the warband as saved now, finding the Character by name and archetype', () => {
    const played = warband(edit(2, { gadgets: [jacket] }));
    const s = knockDown(played, startState(rules, played), 2);
    const saved = { ...played, characters: [played.characters[2]!, played.characters[0]!, played.characters[1]!] };
    expect(rules.writeBack!(saved, played, s, 'win').roster.characters[0]!.gadgets).toEqual([]);
  });
});

describe('K-26 KB 1666-1672: a killed Character at End game', () => {
  it('K-26: a Character out of the game leaves the saved warband and its replacement is due; K-12 K16: a killed Foreman is not asked for again', () => {
    const r = warband();
    const s = setStatus(startState(rules, r), 0, { out: true });
    const after = rosterAfterGame(rules, r, r, { state: s, name: r.name }, 'loss', '', NOW);
    expect(after.characters.map((c) => c.name)).toEqual(['Knut', 'Greta']);
    expect(replacementsDue(after)).toEqual(['Crack Shot']);
    expect(foremanKilled(after)).toBe(true);
    expect(checkWarband(after, book).map((p) => p.message)).not.toContain('Name one Character the Foreman.');
    // A warband that simply has none named is still asked.
    expect(checkWarband(warband(edit(0, { foreman: false })), book).map((p) => p.message)).toContain('Name one Character the Foreman.');
  });

  it('K-26 KB 781-782: Pay the piper discards every Tinker dice when a Character is killed', () => {
    const r = warband(trait('Pay the piper'));
    const s = setStatus(startState(rules, r), 2, { out: true });
    const back = rules.writeBack!(r, r, s, 'loss');
    expect(back.roster.tinkerDice).toBe(0);
    expect(back.changes).toContain('Pay the piper: the warband’s 3 Tinker dice are discarded');
  });

  it('K-26 KB 781-782, 833-834: in play, Pay the piper empties the pool at once and Mind link knocks a standing friend down', () => {
    const piper = warband(trait('Pay the piper'));
    const s = applyKill(piper, book, 2, setStatus(startState(rules, piper), 2, { out: true }), 'p');
    expect(s.state.counters.tinker).toBe(0);
    // Applied in play: End game does not discard the dice gained since.
    const later = { ...s.state, counters: { ...s.state.counters, tinker: 2 } };
    expect(rules.writeBack!(piper, piper, later, 'win').roster.tinkerDice).toBe(2);
    const linked = warband(trait('Mind link'));
    const m = applyKill(linked, book, 2, setStatus(startState(rules, linked), 2, { out: true }), 'p');
    expect(m.state.models.filter((x) => x.down)).toHaveLength(1);
    expect(m.words[0]).toMatch(/^Mind link: (Olga|Knut) is knocked down \(seed p\/mind-link\)$/);
  });

  it('KB 833-834, 2372-2375: a friend Mind link knocks down with a Mortis device stands back up at once with 1 grit, and the device is used', () => {
    // Both standing friends carry one, so whichever the seed picks stands back up.
    const linked = warband((r) => edit(1, { upgrades: ['Mortis device'] })(edit(0, { upgrades: ['Mortis device'] })(trait('Mind link')(r))));
    const m = applyKill(linked, book, 2, setStatus(startState(rules, linked), 2, { out: true }), 'p');
    const friend = m.state.models.findIndex((x, i) => i !== 2 && x.counters[MORTIS_USED] === 1);
    expect(friend).toBeGreaterThanOrEqual(0);
    expect(m.state.models[friend]!.down).toBe(false);
    expect(rules.maxDamage!(linked, friend, m.state)! - m.state.models[friend]!.damage).toBe(1);
    expect(m.words[0]).toMatch(/^Mind link: (Olga|Knut) is knocked down \(seed p\/mind-link\); its Mortis device is discarded and stands it back up with 1 grit$/);
    expect(rules.writeBack!(linked, linked, m.state, 'win').changes).toContain(`${linked.characters[friend]!.name}: Mortis device discarded`);
  });
});

describe('K-15: Tinker dice from Glowy parts and Fairy circuits', () => {
  it('K-15 KB 1427-1429: an equipped Glowy parts adds 1 at the start of the game; a carried one does not', () => {
    const r = warband(edit(0, { gadgets: [{ name: 'Handgun', quirk: 'Glowy parts', equipped: true }] }));
    expect(startState(rules, r).counters.tinker).toBe(4);
    const carried = warband(edit(0, { gadgets: [{ name: 'Handgun', quirk: 'Glowy parts', equipped: false }] }));
    expect(startState(rules, carried).counters.tinker).toBe(3);
  });
  it('K-15 KB 2430-2433: Fairy circuits adds 1 at the start of each turn; End game keeps what was gained', () => {
    const r = warband(edit(1, { upgrades: ['Fairy circuits'] }));
    let s = startState(rules, r);
    expect(s.counters.tinker).toBe(4);
    s = nextRound(rules, r, s);
    expect(s.counters.tinker).toBe(5);
    expect(rules.writeBack!(r, r, s, 'win').roster.tinkerDice).toBe(5);
  });
  it('our reading (play page): a knocked-down or killed Character’s Fairy circuits add nothing at the start of a turn; stood up again, they do', () => {
    const r = warband(edit(1, { upgrades: ['Fairy circuits'] }));
    const down = setStatus(startState(rules, r), 1, { down: true });
    expect(nextRound(rules, r, down).counters.tinker).toBe(4);
    expect(nextRound(rules, r, setStatus(startState(rules, r), 1, { out: true })).counters.tinker).toBe(4);
    expect(nextRound(rules, r, setStatus(down, 1, { down: false })).counters.tinker).toBe(5);
  });
});

describe('K-25: Opioid smacker until the end of the mission', () => {
  it('K-25 KB 1501-1505: once at 1 grit its action dice stay doubled after grit is healed', () => {
    const r = warband(edit(1, { gadgets: [{ name: 'Spike Armor', quirk: 'Opioid smacker', equipped: true }] }));
    let s = startState(rules, r);
    expect(stat(r, s, 1, 'Action dice')).toBe('2');
    s = changeDamage(rules, r, s, 1, 3);
    expect(stat(r, s, 1, 'Action dice')).toBe('4');
    s = changeDamage(rules, r, s, 1, -1);
    expect(stat(r, s, 1, 'Grit')).toBe('2 of 4');
    expect(stat(r, s, 1, 'Action dice')).toBe('4');
  });
});

describe('the campaign machine and the steps between games', () => {
  it('S-01 KB 1856: End game moves the campaign on and writes the one entry; "The game just played" completes it', () => {
    const r = startExpedition(warband(), 'Coils', 'Trolls', 1, D);
    const after = rosterAfterGame(rules, r, r, { state: startState(rules, r), name: r.name }, 'win', '', NOW);
    expect(after.campaign).toMatchObject({ mission: 2, runToSafety: false });
    expect(after.log.at(-1)).toMatchObject({ kind: 'game', title: 'Game in round 1: won', changes: ['Mission 1 (Normal, Coils): won', 'Next: Mission 2 (Normal)'] });
    const completed = recordMission(after, true, ['Greta claimed a Gizmo'], D);
    expect(gamesPlayed(completed)).toBe(1);
    expect(completed.campaign).toEqual(after.campaign);
    expect(completed.log.at(-1)!.changes).toEqual(['Mission 1 (Normal, Coils): won', 'Next: Mission 2 (Normal)', 'Greta claimed a Gizmo']);
  });

  it('S-01: an End game entry written with no campaign move is completed in place by the game step', () => {
    const r = startExpedition(warband(), 'Coils', 'Trolls', 1, D);
    const ended = { ...r, log: [...r.log, { date: D, kind: 'game' as const, title: 'Game in round 4: lost', changes: ['Olga: knocked down'] }] };
    const done = recordMission(ended, false, [], D);
    expect(gamesPlayed(done)).toBe(1);
    expect(done.log.at(-1)).toEqual({ date: D, kind: 'game', title: 'Mission 1 (Normal, Coils): failed', changes: ['Olga: knocked down', 'Next: Run to safety (Normal), then mission 2'] });
  });

  it('K-17 KB 860-861: with Under pressure, expedition 1 is played at Hard', () => {
    const r = startExpedition(warband(trait('Under pressure')), 'Coils', 'Trolls', 1, D);
    expect(nextGame(r.campaign!, true)).toBe('Mission 1 (Hard)');
    expect(r.log.at(-1)!.title).toBe('Expedition 1 (Hard) into Coils');
    expect(recordMission(r, true, [], D).log.at(-1)!.title).toBe('Mission 1 (Hard, Coils): won');
  });

  it('K-18 KB 339-345: the Hard rule rolled for a game is logged with it', () => {
    const r = startExpedition(warband(trait('Under pressure')), 'Coils', 'Trolls', 1, D);
    const done = recordMission(r, true, [], D, '3-4: Enemy models get +1 action dice and +1 grit.');
    expect(done.log.at(-1)!.changes[0]).toBe('Hard rule: 3-4: Enemy models get +1 action dice and +1 grit.');
  });

  it('K-19 KB 1880-1881: a second expedition goes into a second district', () => {
    let r = startExpedition(warband(), 'Coils', 'Trolls', 1, D);
    for (let i = 0; i < 3; i++) r = recordMission(r, true, [], D);
    expect(() => startExpedition(r, 'Coils', 'Trolls', 2, D)).toThrow(/another district/);
    const second = startExpedition(r, 'Industri District', 'Trolls', 2, D);
    expect(second.campaign!.district).toBe('Industri District');
  });

  it('K-20 KB 1264-1265, 2224-2225: a saved Gizmo’s reward goes to any member; Living Gizmos adds 1 Tinker dice', () => {
    const r = gizmoReward(warband(), 2, { kind: 'utility' }, book, D, true);
    expect(r.tinkerDice).toBe(6);
    expect(r.log.at(-1)!.changes).toEqual(['2 Tinker dice added to the pool', 'Living Gizmos: 1 more Tinker dice added to the pool']);
  });

  it('K-21 KB 965-967: dice gained during the game are kept: 3 in the pool before, 5 left after', () => {
    const r = carryOver(warband(), { player1: 5 }, D);
    expect(r.tinkerDice).toBe(5);
    expect(r.log.at(-1)!.changes[0]).toBe('Tinker dice: 5 kept (2 gained; the pool held 3)');
  });

  it('K-13 K18: the step before the next game gives no bonus with No help for the weak (3 + 2 against 5+ fails)', () => {
    const r = recoveryRoll(warband(trait('No help for the weak')), 1, { roll: 3, adjacentFriends: 2, lose: { pick: 1 } }, book, D);
    expect(r).toMatchObject({ success: false, lost: 'Hooks' });
    expect(r.roster.log.at(-1)!.changes[0]).toBe('Knut rolls 3 (No help for the weak: no bonus) against 5+');
  });

  it('K-14 K18: the step before the next game rolls Magnetic reassemble: 5 keeps the Handgun, 2 loses it', () => {
    const r = warband(edit(0, { upgrades: ['Magnetic reassemble'] }));
    const kept = recoveryRoll(r, 0, { roll: 2, adjacentFriends: 0, lose: { pick: 0 }, reassemble: 5 }, book, D);
    expect(kept.roster.characters[0]!.gadgets.map((g) => g.name)).toEqual(['Handgun']);
    expect(kept.roster.log.at(-1)!.changes).toContain('Magnetic reassemble rolls 5: the gadget is kept');
    const lost = recoveryRoll(r, 0, { roll: 2, adjacentFriends: 0, lose: { pick: 0 }, reassemble: 2 }, book, D);
    expect(lost.lost).toBe('Handgun');
  });

  it('K-03 K18: a 1 always fails in the step too, even with friends adjacent', () => {
    expect(recoveryRoll(warband(), 1, { roll: 1, adjacentFriends: 4, lose: { pick: 0 } }, book, D)).toMatchObject({ success: false, lost: 'Spike Armor' });
  });
});

describe('K-02: the pages say what the play view does', () => {
  it('K-02 K14: the play page and the combat page say an equipped gadget lost at 0 grit is lost for good, not for the rest of the game', async () => {
    const { readFileSync } = await import('node:fs');
    const play = readFileSync('content/kuggkoping/play.mdx', 'utf8');
    const combat = readFileSync('content/kuggkoping/rules/combat.mdx', 'utf8');
    expect(play).not.toMatch(/for the rest of the game/);
    expect(play).toMatch(/equipped gadget the book says is lost at 0 grit \(Power Jacket, Railway Frame\) is gone for good/);
    expect(combat).toMatch(/is lost for good from that moment/);
    for (const ruling of ['K14', 'K16', 'K18']) expect(play).toContain(`<OurReading ruling="${ruling}">`);
  });
});

describe('Tenacious (a Scribes trait, KB 725-727)', () => {
  const tenacious = (r: Roster): Roster => ({ ...r, alignments: [{ player: 1, faction: 'The Scribes', positive: 'Tenacious', negative: 'Inexperienced' }] });
  const LINE = 'Tenacious: when it was knocked down, each enemy in a space next to it took 2 damage: take it off their grit in the enemy turn.';

  it('KB 725-727: a knocked-down Character of a Tenacious warband says the enemies next to it take 2 damage; standing, or without the trait, it does not', () => {
    const r = tenacious(parseRoster(cogRats()));
    const s = startState(rules, r);
    expect(rules.notes!(r, 0, s)).not.toContain(LINE);
    expect(rules.notes!(r, 0, setStatus(s, 0, { down: true }))).toContain(LINE);
    const plain = parseRoster(cogRats());
    expect(rules.notes!(plain, 0, setStatus(startState(rules, plain), 0, { down: true }))).not.toContain(LINE);
  });
});
