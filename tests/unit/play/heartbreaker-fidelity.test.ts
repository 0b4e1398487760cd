import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { FIGHT, FOCUS, HOSTAGE, LUCK_USED, pressingLine, readyFighters, rivalReady, speedFor, SPRINT, WALK } from '../../../src/games/heartbreaker/play';
import { fightWeapons, heartbreakerOdds, strikeAgainstMine, strikeInPlay, strikeWeapons } from '../../../src/games/heartbreaker/play-odds';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { parseRoster, type Roster } from '../../../src/games/heartbreaker/roster-format';
import { checkGang } from '../../../src/games/heartbreaker/roster-checks';
import { fighterStats, setTempQuirk, titles } from '../../../src/games/heartbreaker/roster-rules';
import { gameWriteBack, nextSteps, recordSkirmish, rivalBounty, startArc, takeResourceAction } from '../../../src/games/heartbreaker/campaign';
import { FOE_ACTIVATED, FOE_SECOND_WIND, FOE_TAKEN_DOWN } from '../../../src/games/heartbreaker/foes';
import { changeDamage, changeFoeDamage, changeModelCounter, nextRound, setFoeFlag, setModelFlag, setStatus, startState, type PlayState } from '../../../src/play';
import { setBattle } from '../../../src/play/battle';
import { foesFrom } from '../../../src/play/table-link';
import { foeMarksFor } from '../../../src/play/foe-marks';
import { rosterAfterGame } from '../../../src/play/end';
import { gamesPlayed } from '../../../src/roster/campaign-log';
import { fight, strike } from '../../../src/games/heartbreaker/odds';
import type { StrikeOddsData } from '../../../src/games/heartbreaker/tools/strike-odds';
import { loadToolData } from '../support/collections';
import { InputError } from '../../../src/common/input-error';
import { heartbreakerPlayNow } from '../support/heartbreaker-play';

// The Heartbreaker defects of the game-day review (H-01 to H-16, S-01), each against the book
// (heartbreaker.txt, "HB n") or a ruling (H5, H8-H13).

const book = heartbreakerBookData();
const strikeRules = loadToolData<StrikeOddsData>('heartbreaker', 'strike-odds').rules;
const odds = heartbreakerOdds(book, strikeRules);
const rules = heartbreakerPlayNow(book, odds);
/** Mother Cog, Twitch, Hook, Sister Static, Big Nan, Wick. */
const GANG: Roster = parseRoster(example('heartbreaker'));
const [COG, TWITCH, HOOK, , NAN, WICK] = [0, 1, 2, 3, 4, 5];
const D = '2026-11-28';
const stat = (r: Roster, s: PlayState, i: number, label: string) => rules.stats(r, i, s).find((l) => l.label === label)!.value;
const def = (id: string) => rules.models(GANG)[0]!.counters.find((c) => c.id === id)!;
const tap = (s: PlayState, i: number, id: string, n = 1) => changeModelCounter(s, i, def(id), n);

describe('H-01 Walk and Sprint fatigue (HB 275, 281, 287; H10)', () => {
  it('H-01 H10: speedFor is Speed − (max(0, W−1) + max(0, S−1)), never below 0', () => {
    // HB 275: El Tigre (Speed 4) walks three times: 4″, 3″, 2″.
    expect([1, 2, 3].map((w) => speedFor(4, w, 0))).toEqual([4, 3, 2]);
    // H10: Walk, Walk, Sprint: the second Walk and the Sprint are at −1.
    expect(speedFor(4, 1, 0)).toBe(4);
    expect(speedFor(4, 2, 0)).toBe(3);
    expect(speedFor(4, 2, 1)).toBe(3);
    expect(speedFor(4, 2, 2)).toBe(2);
    expect(speedFor(4, 0, 1)).toBe(4);
    expect(speedFor(1, 4, 3)).toBe(0);
  });

  it('H-01 H10: Big Nan (Speed 3″) shows 2″ after her second Walk, and Next round clears it', () => {
    let s = startState(rules, GANG);
    s = tap(s, NAN, WALK);
    expect(stat(GANG, s, NAN, 'Speed')).toBe('3″');
    s = tap(s, NAN, WALK);
    expect(stat(GANG, s, NAN, 'Speed')).toBe('2″');
    expect(stat(GANG, s, NAN, 'Actions')).toBe('2 of 3');
    expect(rules.notes!(GANG, NAN, s)).toContain('Sprint moves up to Speed + 2″ (now 4″); another Walk this activation costs 1″ more (H10).');
    s = tap(s, NAN, SPRINT);
    expect(stat(GANG, s, NAN, 'Speed')).toBe('2″');
    expect(rules.notes!(GANG, NAN, s)).toContain('Sprint moves up to Speed + 2″ (now 3″); another Walk or another Sprint this activation costs 1″ more (H10).');
    s = nextRound(rules, GANG, s);
    expect(stat(GANG, s, NAN, 'Speed')).toBe('3″');
  });

  it('H-01 H5 with H10: the Fight odds compare the Speed after this activation’s moves', () => {
    let s = startState(rules, GANG);
    const fresh = strikeInPlay(GANG, COG, s, 'Pulverizer', GANG, HOOK, false, book)!;
    s = tap(tap(s, COG, WALK), COG, WALK);
    const tired = strikeInPlay(GANG, COG, s, 'Pulverizer', GANG, HOOK, false, book)!;
    expect(fresh.speed).toBe(3);
    expect(tired.speed).toBe(2);
    expect(tired.exchange).toBe(true);
  });
});

describe('H-02 Focus tokens (HB 297-299, 414)', () => {
  it('H-02 HB 299: each Focus token adds +1 to the PUNCH dice in the odds', () => {
    let s = startState(rules, GANG);
    s = tap(s, WICK, FOCUS, 2);
    expect(stat(GANG, s, WICK, 'Focus')).toBe('2 (+1 a token spent)');
    const setup = strikeInPlay(GANG, WICK, s, '‘Nades', GANG, COG, false, book)!;
    expect(setup.focus).toBe(2);
    const got = odds.odds(GANG, WICK, s, '‘Nades', GANG, COG, false)!;
    // ‘Nades PUNCH 6 at +2 against Mother Cog's Armor 5 and 10 Meat.
    const expected = strike({ punch: 6, modifier: 2, armor: 5, meat: 10 });
    expect(got.takeOut).toBeCloseTo(expected.pDown, 12);
    expect(got.hurt).toBeCloseTo(1 - expected.damage[0]!, 12);
  });

  it('H-02 HB 297: the Focus action is an action and a token; HB 414: Taken Down takes every Focus token away', () => {
    let s = startState(rules, GANG);
    const focus = rules.modelActions!(GANG, WICK, s).find((a) => a.id === 'focus')!;
    s = focus.apply(s);
    expect(s.models[WICK]!.counters[FOCUS]).toBe(1);
    expect(stat(GANG, s, WICK, 'Actions')).toBe('1 of 3');
    s = changeDamage(rules, GANG, s, WICK, 10);
    expect(s.models[WICK]).toMatchObject({ down: true, counters: { [FOCUS]: 0 } });
  });

  it('H-02 HB 299: my Focus tokens go on my ARMOR dice when their fighter strikes mine', () => {
    let s = startState(rules, GANG);
    s = tap(s, COG, FOCUS, 1);
    const got = odds.incoming!.odds(GANG, COG, s, GANG, WICK, '‘Nades', false)!;
    const expected = strike({ punch: 6, armor: 5, armorModifier: 1, meat: 10 });
    expect(got.hurt).toBeCloseTo(1 - expected.damage[0]!, 12);
  });
});

describe('H-03 the Reset order (HB 437-439, 497)', () => {
  it('H-03 HB 497: Second Wind comes first; Run For It only if no fighter stands after it', () => {
    let s = startState(rules, GANG);
    for (let i = 0; i < 6; i++) s = i === 0 ? changeDamage(rules, GANG, s, i, 10) : setStatus(s, i, { out: true });
    const notes = rules.gameNotes!(GANG, s);
    const wind = notes.findIndex((n) => n.startsWith('At Reset, first: 1 downed fighter rolls for a Second Wind'));
    const run = notes.indexOf('Then Run For It: if no fighter stands after those rolls, your gang Runs For It and loses.');
    expect(wind).toBeGreaterThanOrEqual(0);
    expect(run).toBeGreaterThan(wind);
    expect(notes.some((n) => n.includes('Runs For It and loses') && !n.startsWith('Then'))).toBe(false);
  });
});

describe('H-04 and H-05 Prepare for War (HB 1017, 745, 749, 815; H7)', () => {
  const paid = (r: Roster): Roster => ({ ...r, nextSkirmish: ['prepare-for-war'] });
  const at = (r: Roster, where: string) => checkGang(r, book).filter((p) => p.where === where).map((p) => p.message);

  it('H-04 HB 1017: Wick with a temporary Heavy Armor has Armor 5 and Speed 3″ in the builder and in play', () => {
    const r = setTempQuirk(paid(GANG), WICK, 'Heavy Armor');
    expect(fighterStats(r.fighters[WICK]!, book)).toMatchObject({ armor: 5, speed: 3 });
    expect(stat(r, startState(rules, r), WICK, 'Armor')).toBe('5');
    expect(stat(r, startState(rules, r), WICK, 'Speed')).toBe('3″');
  });

  it('H-04 HB 1017: a temporary Pulverizer is a weapon in the odds, and its strike is worked out', () => {
    const r = setTempQuirk(paid(GANG), WICK, 'Pulverizer');
    expect(strikeWeapons(r, WICK, book)).toEqual(["'Nades", 'Pulverizer']);
    expect(odds.odds(r, WICK, startState(rules, r), 'Pulverizer', GANG, COG, false)).not.toBeNull();
    expect(rules.notes!(r, WICK, startState(rules, r))).toContain('Prepare for War: Pulverizer for this skirmish.');
  });

  it('H-05 HB 1017: a temporary quirk needs Prepare for War paid for, and goes to three fighters only', () => {
    let r = setTempQuirk(GANG, WICK, 'Pulverizer');
    expect(at(r, 'nextSkirmish')).toEqual(['Wick holds a Prepare for War quirk, but Prepare for War is not paid for: pay it with its button, or take it away.']);
    r = paid(r);
    expect(checkGang(r, book)).toEqual([]);
    for (const i of [COG, HOOK, NAN]) r = setTempQuirk(r, i, 'Sidearm');
    expect(at(r, 'fighters')).toEqual(['4 fighters hold a Prepare for War quirk (Mother Cog, Hook, Big Nan and Wick); it lends one to 3 fighters.']);
  });

  it('H-05 HB 745, 749, 815 (H7): six temporary Heavy Armors on the sample gang are problems, Lightweight Twitch and Light-Armored Hook included', () => {
    let r = paid(GANG);
    for (let i = 0; i < 6; i++) r = setTempQuirk(r, i, 'Heavy Armor');
    const problems = checkGang(r, book);
    expect(problems.length).toBeGreaterThan(0);
    expect(at(r, `fighters[${TWITCH}].tempQuirk`)).toEqual(['Twitch is Lightweight, so it cannot have armour: it cannot borrow Heavy Armor.']);
    expect(at(r, `fighters[${HOOK}].tempQuirk`)).toEqual(['Hook already has Light Armor; a fighter may have only one armour quirk, so it cannot borrow Heavy Armor.']);
    expect(at(r, `fighters[${COG}].tempQuirk`)).toEqual(['Mother Cog already has Heavy Armor; Prepare for War lends an additional quirk.', 'Mother Cog already has Heavy Armor; a fighter may have only one armour quirk, so it cannot borrow Heavy Armor.']);
    expect(at(setTempQuirk(paid(GANG), WICK, 'Stalker'), `fighters[${WICK}].tempQuirk`)).toEqual(['Wick: “Stalker” is not a Weapon or Gear quirk in the book; Prepare for War lends only those.']);
  });

  it('H-05 HB 1017: paying Prepare for War opens it; the skirmish played uses it up', () => {
    const r = takeResourceAction({ ...GANG, resources: { ...GANG.resources, ammo: 6 } }, 'prepare-for-war', book, D);
    expect(r.nextSkirmish).toEqual(['prepare-for-war']);
    const ready = setTempQuirk(r, WICK, 'Pulverizer');
    const back = gameWriteBack(ready, ready, startState(rules, ready), 'win', book);
    expect(back.roster.nextSkirmish).toEqual([]);
    expect(back.roster.fighters[WICK]!.tempQuirk).toBeUndefined();
    expect(back.changes).toContain('Wick gives back Pulverizer (Prepare for War)');
  });
});

describe('H-06 Stalker (HB 839)', () => {
  it('H-06 HB 839: Mother Cog (Stalker) gets +1 against a target on 4 of 10 Meat, not on 6 of 10', () => {
    let s = changeFoeDamage(startState(rules, GANG), WICK, 6, 10);
    expect(strikeInPlay(GANG, COG, s, 'Pulverizer', GANG, WICK, false, book)!.stalker).toBe(true);
    s = changeFoeDamage(startState(rules, GANG), WICK, 4, 10);
    expect(strikeInPlay(GANG, COG, s, 'Pulverizer', GANG, WICK, false, book)!.stalker).toBe(false);
    // Wick has no Stalker: never.
    expect(strikeInPlay(GANG, WICK, changeFoeDamage(startState(rules, GANG), COG, 6, 10), '‘Nades', GANG, COG, false, book)!.stalker).toBe(false);
  });
});

// Hook with a Lucky Charm in place of Bonded: a melee fighter whose re-roll is the charm's alone (Sister Static's Longshot re-rolls anyway).
const LUCKY: Roster = parseRoster({ ...(example('heartbreaker') as Record<string, unknown>), fighters: GANG.fighters.map((f, i) => (i === HOOK ? { ...f, quirks: ['Slasher', 'Light Armor', 'Lucky Charm', 'Jacked'] } : f)) });

describe('Catch and Release: the Hostage in the odds (HB 1118-1122)', () => {
  it('HB 1118: no odds against my fighter marked the Hostage (it cannot be attacked), and none of its own (freed, it only Walks, Sprints and Shoves)', () => {
    const s = startState(rules, GANG);
    expect(odds.incoming!.odds(GANG, HOOK, s, GANG, COG, 'Pulverizer', false)).not.toBeNull();
    expect(odds.odds(GANG, HOOK, s, 'Slasher', GANG, COG, false)).not.toBeNull();
    const held = setModelFlag(s, HOOK, HOSTAGE, true);
    expect(odds.incoming!.odds(GANG, HOOK, held, GANG, COG, 'Pulverizer', false)).toBeNull();
    expect(odds.odds(GANG, HOOK, held, 'Slasher', GANG, COG, false)).toBeNull();
    // The others keep theirs.
    expect(odds.incoming!.odds(GANG, WICK, held, GANG, COG, 'Pulverizer', false)).not.toBeNull();
  });

  it('HB 1114, 1118: on the Captors’ phone the rival fighter they marked the Hostage has no odds either way; their others keep theirs', () => {
    const s = setBattle(startState(rules, GANG), { scenario: 'catch-and-release', first: 'me' });
    const held = setFoeFlag(s, HOOK, HOSTAGE, true);
    expect(odds.odds(GANG, COG, s, 'Pulverizer', GANG, HOOK, false)).not.toBeNull();
    expect(odds.odds(GANG, COG, held, 'Pulverizer', GANG, HOOK, false)).toBeNull();
    expect(odds.incoming!.odds(GANG, COG, held, GANG, HOOK, 'Slasher', false)).toBeNull();
    expect(odds.odds(GANG, COG, held, 'Pulverizer', GANG, WICK, false)).not.toBeNull();
  });

  it('the Hostage mark is offered on the rival’s fighters in Catch and Release only, and a linked game carries the Rescuers’ own mark over', () => {
    const hostage = odds.foeFlags!.find((f) => f.id === HOSTAGE)!;
    expect(hostage.label).toBe('The Hostage');
    const playing = (scenario: string | null) => setBattle(startState(rules, GANG), { scenario, first: 'me' });
    expect(foeMarksFor(odds, playing('catch-and-release'), GANG, HOOK).map((f) => f.id)).toContain(HOSTAGE);
    expect(foeMarksFor(odds, playing('dead-drop'), GANG, HOOK).map((f) => f.id)).not.toContain(HOSTAGE);
    // HB 1114: the Captors pick a non-Leader fighter, so their Leader has no such mark.
    expect(GANG.fighters[COG]!.leader).toBe(true);
    expect(foeMarksFor(odds, playing('catch-and-release'), GANG, COG).map((f) => f.id)).not.toContain(HOSTAGE);
    // GANG's Hook has no Lucky Charm: its mark is not offered on him.
    expect(foeMarksFor(odds, playing(null), GANG, HOOK).map((f) => f.label)).toEqual(['Taken Down', 'Second Wind token', 'Activated this round']);
    expect(foeMarksFor(odds, playing(null), LUCKY, HOOK).map((f) => f.label)).toEqual(['Taken Down', 'Second Wind token', 'Activated this round', 'Lucky Charm used']);
    // The Rescuers' phone marks its own fighter; the Captors' phone, linked, reads it as their mark.
    const theirs = setModelFlag(startState(rules, GANG), HOOK, HOSTAGE, true).models;
    expect(foesFrom(theirs, odds.foeFlags!, rules.downLabel)[HOOK]!.flags).toEqual({ [HOSTAGE]: true });
  });
});

describe('Fatigue: what the next action costs (HB 311, 322; H8)', () => {
  it('H8: after one Fight the card says the next Fight is at −1 PUNCH and a Shoot at none; after Fight, Fight, Shoot, −2 and −2', () => {
    const note = (s: PlayState) => rules.notes!(GANG, COG, s).find((n) => n.startsWith('Next Fight'));
    expect(note(startState(rules, GANG))).toBeUndefined();
    const one = tap(startState(rules, GANG), COG, FIGHT);
    expect(note(one)).toBe('Next Fight this activation: −1 PUNCH; next Shoot: no penalty (H8).');
    const three = tap(tap(one, COG, FIGHT), COG, 'shoot');
    expect(stat(GANG, three, COG, 'Fatigue')).toBe('−1 PUNCH');
    expect(note(three)).toBe('Next Fight this activation: −2 PUNCH; next Shoot: −2 PUNCH (H8).');
  });
});

describe('Lucky Charm, once a round (HB 759; H3)', () => {
  it('HB 759: a Lucky Charm fighter’s card has a mark for the re-roll used, which Next round takes away; others have none', () => {
    const flags = (i: number) => rules.models(LUCKY)[i]!.flags.map((f) => f.id);
    expect(flags(HOOK)).toContain(LUCK_USED);
    expect(flags(COG)).not.toContain(LUCK_USED);
    const used = setModelFlag(startState(rules, LUCKY), HOOK, LUCK_USED, true);
    expect(nextRound(rules, LUCKY, used).models[HOOK]!.flags[LUCK_USED]).toBe(false);
  });

  it('HB 759: the card’s odds count the charm’s PUNCH re-roll until it is marked used this round; a Longshot’s re-roll stays', () => {
    const s = startState(rules, LUCKY);
    const used = setModelFlag(s, HOOK, LUCK_USED, true);
    expect(strikeInPlay(LUCKY, HOOK, s, 'Slasher', GANG, COG, false, book)!.reroll).toBe('punch');
    expect(strikeInPlay(LUCKY, HOOK, used, 'Slasher', GANG, COG, false, book)!.reroll).toBe('none');
    const lucky = odds.odds(LUCKY, HOOK, s, 'Slasher', GANG, COG, false)!;
    const spent = odds.odds(LUCKY, HOOK, used, 'Slasher', GANG, COG, false)!;
    expect(spent.hurt).toBeLessThan(lucky.hurt);
    // Sister Static's Longshot: its own re-roll, whatever the charm did.
    const static_ = 3;
    expect(strikeInPlay(GANG, static_, setModelFlag(startState(rules, GANG), static_, LUCK_USED, true), 'Longshot', GANG, COG, false, book)!.reroll).toBe('punch');
  });

  it('HB 759 with H3: struck, my fighter’s unused charm re-rolls an ARMOR die; used, or beside the striker’s own re-roll, it is not counted and the card says so', () => {
    const s = startState(rules, LUCKY);
    // Their Twitch shoots my Hook with a Sidearm (no re-roll of its own, no Crush: Hook rolls ARMOR).
    expect(strikeAgainstMine(LUCKY, HOOK, s, GANG, TWITCH, 'Sidearm', false, book)!.reroll).toBe('armor');
    expect(strikeAgainstMine(LUCKY, HOOK, setModelFlag(s, HOOK, LUCK_USED, true), GANG, TWITCH, 'Sidearm', false, book)!.reroll).toBe('none');
    const armoured = odds.incoming!.odds(LUCKY, HOOK, s, GANG, TWITCH, 'Sidearm', false)!;
    const bare = odds.incoming!.odds(LUCKY, HOOK, setModelFlag(s, HOOK, LUCK_USED, true), GANG, TWITCH, 'Sidearm', false)!;
    expect(armoured.hurt).toBeLessThan(bare.hurt);
    expect(armoured.note).toBeUndefined();
    // Their Sister Static shoots with Longshot (its own re-roll): one re-roll a strike, the charm's said to be left out.
    const shot = odds.incoming!.odds(LUCKY, HOOK, s, GANG, 3, 'Longshot', false)!;
    expect(strikeAgainstMine(LUCKY, HOOK, s, GANG, 3, 'Longshot', false, book)!.reroll).toBe('punch');
    expect(shot.note).toContain('Hook’s Lucky Charm re-roll on ARMOR is not counted');
  });

  it('HB 759: the rival’s Lucky Charm counts the same way until its mark on their fighter is ticked, and Next round takes the mark away', () => {
    const s = startState(rules, GANG);
    const used = setFoeFlag(s, HOOK, LUCK_USED, true);
    // My Twitch shoots their Hook (Lucky Charm): his charm re-rolls an ARMOR die until marked used.
    expect(strikeInPlay(GANG, TWITCH, s, 'Sidearm', LUCKY, HOOK, false, book)!.reroll).toBe('armor');
    expect(strikeInPlay(GANG, TWITCH, used, 'Sidearm', LUCKY, HOOK, false, book)!.reroll).toBe('none');
    expect(odds.odds(GANG, TWITCH, s, 'Sidearm', LUCKY, HOOK, false)!.hurt).toBeLessThan(odds.odds(GANG, TWITCH, used, 'Sidearm', LUCKY, HOOK, false)!.hurt);
    // Their Hook strikes my Mother Cog: his charm re-rolls a PUNCH die until marked used.
    expect(strikeAgainstMine(GANG, COG, s, LUCKY, HOOK, 'Slasher', false, book)!.reroll).toBe('punch');
    expect(strikeAgainstMine(GANG, COG, used, LUCKY, HOOK, 'Slasher', false, book)!.reroll).toBe('none');
    // Their Sister Static's Longshot is her own re-roll: Hook's charm beside it is said to be left out.
    expect(odds.odds(GANG, 3, s, 'Longshot', LUCKY, HOOK, false)!.note).toContain('Hook’s Lucky Charm re-roll on ARMOR is not counted');
    expect(odds.odds(GANG, 3, used, 'Longshot', LUCKY, HOOK, false)!.note ?? '').not.toContain('Lucky Charm');
    const next = nextRound(rules, GANG, used);
    expect(next.foes?.[HOOK]?.flags?.[LUCK_USED] ?? false).toBe(false);
  });

  it('the mark is offered only on the rival’s fighters with a Lucky Charm, and a linked game carries their own mark over', () => {
    const luck = odds.foeFlags!.find((f) => f.id === LUCK_USED)!;
    expect(luck.label).toBe('Lucky Charm used');
    // Hook (given one here) and Sister Static carry a Lucky Charm.
    expect(LUCKY.fighters.map((_, j) => odds.foeFlagFor!(LUCKY, j, luck))).toEqual(LUCKY.fighters.map((f) => f.quirks.includes('Lucky Charm')));
    expect(odds.foeFlagFor!(LUCKY, HOOK, luck)).toBe(true);
    expect(odds.foeFlagFor!(LUCKY, COG, luck)).toBe(false);
    expect(odds.foeFlagFor!(LUCKY, COG, odds.foeFlags![0]!)).toBe(true);
    const theirs = setModelFlag(startState(rules, LUCKY), HOOK, LUCK_USED, true).models;
    expect(foesFrom(theirs, odds.foeFlags!, rules.downLabel)[HOOK]!.flags).toEqual({ [LUCK_USED]: true });
  });
});

describe('What the card’s Fight odds add and what they say they leave out (HB 344, 542, 801, 839)', () => {
  it('HB 839: the target’s Stalker adds +1 to its strike back against a striker at half Meat or less', () => {
    // My Hook strikes their Mother Cog (Stalker), first whole, then at half its Meat.
    const hookMeat = fighterStats(GANG.fighters[HOOK]!, book).meat;
    const whole = strikeInPlay(GANG, HOOK, startState(rules, GANG), 'Slasher', GANG, COG, false, book)!;
    const hurt = strikeInPlay(GANG, HOOK, changeDamage(rules, GANG, startState(rules, GANG), HOOK, Math.ceil(hookMeat / 2)), 'Slasher', GANG, COG, false, book)!;
    expect(hurt.targetModifier).toBe(whole.targetModifier + 1);
    // Wick has no Stalker: its strike back is the same either way.
    const wickWhole = strikeInPlay(GANG, HOOK, startState(rules, GANG), 'Slasher', GANG, WICK, false, book);
    const wickHurt = strikeInPlay(GANG, HOOK, changeDamage(rules, GANG, startState(rules, GANG), HOOK, Math.ceil(hookMeat / 2)), 'Slasher', GANG, WICK, false, book);
    expect(wickHurt?.targetModifier).toBe(wickWhole?.targetModifier);
  });

  it('HB 344 and 801: after a Sprint this activation the card says a Sprint into the Fight is not counted, with Fanatic’s +1 PUNCH at half Meat', () => {
    const s = startState(rules, GANG);
    expect(odds.odds(GANG, COG, s, 'Pulverizer', GANG, WICK, false)!.note).toBeUndefined();
    const sprinted = tap(s, COG, SPRINT);
    expect(odds.odds(GANG, COG, sprinted, 'Pulverizer', GANG, WICK, false)!.note).toBe('Sprinted straight into this Fight from out of reach: +1 Speed (HB 344), not counted here.');
    // Big Nan, a Fanatic, here with a Pulverizer for her Boomstick: at half Meat or less the +1 PUNCH is named too (HB 801), not before.
    const brawler = parseRoster({ ...(example('heartbreaker') as Record<string, unknown>), fighters: GANG.fighters.map((f, i) => (i === NAN ? { ...f, quirks: ['Pulverizer', 'Heavy Armor', 'Fanatic', 'Bloodthirsty'], meatLost: 0 } : f)) });
    const nan = fighterStats({ ...brawler.fighters[NAN]!, meatLost: 0 }, book);
    const fresh = tap(startState(rules, brawler), NAN, SPRINT);
    expect(odds.odds(brawler, NAN, fresh, 'Pulverizer', GANG, WICK, false)!.note).toBe('Sprinted straight into this Fight from out of reach: +1 Speed (HB 344), not counted here.');
    const half = changeDamage(rules, brawler, fresh, NAN, nan.meat - nan.halfMeatAt);
    expect(odds.odds(brawler, NAN, half, 'Pulverizer', GANG, WICK, false)!.note).toBe('Sprinted straight into this Fight from out of reach: +1 Speed (HB 344) and +1 PUNCH as a Fanatic (HB 801), not counted here.');
  });

  it('HB 542 with H2: a target with a Deflect weapon may parry instead of striking back, and the card says it is not counted', () => {
    const note = odds.odds(GANG, COG, startState(rules, GANG), 'Pulverizer', GANG, HOOK, false)!.note;
    expect(note).toBe('Hook may Deflect with Slasher instead of striking back (+5 ARMOR dice, HB 542), not counted here.');
    // A Shoot has no strike back: nothing to say.
    expect(odds.odds(GANG, WICK, startState(rules, GANG), '‘Nades', GANG, HOOK, false)!.note).toBeUndefined();
  });
});

describe('H-07 and H-08 Bounties belong to the fighter (HB 511, H11)', () => {
  it('H-07 HB 511: the rival’s Bounty on one of ours raises it by 1 (to at most 5); Taken Down, it resets to 0', () => {
    let r = startArc({ ...GANG, resources: { reputation: 0, territory: 0, supply: 0, ammo: 0 } }, 'The Gravel Kings', D);
    r = recordSkirmish(r, { rival: 'The Gravel Kings', outcome: 'won', scenario: '', rewards: {}, takenDown: [], rivalBountyOn: 'Hook', next: 'score-to-settle', date: D });
    expect(r.fighters[HOOK]!.bounty).toBe(2);
    expect(r.log.at(-1)!.changes).toContain('The Gravel Kings declared a Bounty on Hook: now 2');
    r = recordSkirmish(r, { rival: 'The Gravel Kings', outcome: 'won', scenario: '', rewards: {}, takenDown: [], ours: ['Hook'], next: 'epilogue', date: D });
    expect(r.fighters[HOOK]!.bounty).toBe(0);
    expect(r.log.at(-1)!.changes).toContain('Hook was Taken Down: The Gravel Kings collects its Bounty 2; back to 0');
    // Declaring is optional: no Bounty declared changes no Bounty.
    expect(r.fighters.map((f) => f.bounty)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('H-08 H11: a Bounty on a rival fighter outlives its arc and is collected in a later arc against the same gang', () => {
    let r = startArc(GANG, 'The Gravel Kings', D);
    r = recordSkirmish(r, { rival: 'The Gravel Kings', outcome: 'won', scenario: '', rewards: {}, takenDown: [], bountyOn: 'Hex', next: 'score-to-settle', date: D });
    r = recordSkirmish(r, { rival: 'The Gravel Kings', outcome: 'won', scenario: '', rewards: {}, takenDown: [], next: 'epilogue', date: D });
    r = startArc(r, 'The Gravel Kings', D);
    expect(rivalBounty(r, 'the gravel kings', 'hex')).toBe(1);
    const rep = r.resources.reputation;
    r = recordSkirmish(r, { rival: 'The Gravel Kings', outcome: 'lost', scenario: '', rewards: {}, takenDown: ['Hex'], next: 'score-to-settle', date: D });
    expect(r.resources.reputation).toBe(rep + 1);
    expect(rivalBounty(r, 'The Gravel Kings', 'Hex')).toBe(0);
  });
});

describe('H-09 several arcs at once (HB 958, H11) and the format that keeps them', () => {
  it('H-09 HB 958: two arcs against two rivals at once; one at a time against the same rival', () => {
    let r = startArc(GANG, 'The Gravel Kings', D);
    r = startArc(r, 'Rust Saints II', D);
    expect(r.arcs.map((a) => [a.rival, a.step])).toEqual([
      ['The Gravel Kings', 'first-blood'],
      ['Rust Saints II', 'first-blood'],
    ]);
    expect(() => startArc(r, 'the gravel kings', D)).toThrow(InputError);
    r = recordSkirmish(r, { rival: 'Rust Saints II', outcome: 'lost', scenario: '', rewards: {}, takenDown: [], next: 'score-to-settle', date: D });
    expect(r.arcs.map((a) => a.step)).toEqual(['first-blood', 'score-to-settle']);
  });

  it('H-09 a version-2 gang file (one arc, its Bounties in the arc) reads as version 3 with the arc, its results from the log and the Bounties kept by the gang', () => {
    const v2 = {
      ...(example('heartbreaker') as Record<string, unknown>),
      version: 2,
      arc: { rival: 'The Gravel Kings', step: 'heartbreaker', bounties: [{ fighter: 'Hex', reputation: 1, paid: false }] },
      log: [
        { date: D, kind: 'step', title: 'Arc against The Gravel Kings', changes: ['Next: First Blood'] },
        { date: D, kind: 'game', title: 'First Blood (Dead Drop) against The Gravel Kings: won', changes: [] },
        { date: D, kind: 'game', title: 'Score to Settle against The Gravel Kings: lost', changes: [] },
      ],
    };
    const r = parseRoster(v2);
    expect(r.version).toBe(3);
    expect(r.arcs).toEqual([{ rival: 'The Gravel Kings', step: 'heartbreaker', results: ['won', 'lost'] }]);
    expect(r.rivalBounties).toEqual([{ rival: 'The Gravel Kings', fighter: 'Hex', bounty: 1 }]);
    expect(r.nextSkirmish).toEqual([]);
    expect('arc' in r).toBe(false);
    expect(parseRoster(JSON.stringify(r))).toEqual(r);
    // A version-2 fighter holding a Prepare for War quirk keeps it, as paid for.
    const prepared = parseRoster({ ...v2, fighters: ((v2 as Record<string, unknown>).fighters as object[]).map((f, i) => (i === WICK ? { ...f, tempQuirk: 'Pulverizer' } : f)) });
    expect(prepared.nextSkirmish).toEqual(['prepare-for-war']);
    expect(checkGang(prepared, book)).toEqual([]);
  });
});

describe('H-10 arc branching (HB 936, H11)', () => {
  it('H-10 H11: after Score to Settle, one win each: Heartbreaker; one gang won both: Desperation or the end', () => {
    expect(nextSteps('first-blood')).toEqual(['score-to-settle']);
    expect(nextSteps('score-to-settle', ['won', 'lost'])).toEqual(['heartbreaker']);
    expect(nextSteps('score-to-settle', ['lost', 'won'])).toEqual(['heartbreaker']);
    expect(nextSteps('score-to-settle', ['won', 'won'])).toEqual(['desperation', 'epilogue']);
    expect(nextSteps('score-to-settle', ['lost', 'lost'])).toEqual(['desperation', 'epilogue']);
    expect(nextSteps('desperation', ['lost', 'lost', 'won'])).toEqual(['epilogue']);
    let r = startArc(GANG, 'The Gravel Kings', D);
    r = recordSkirmish(r, { rival: 'The Gravel Kings', outcome: 'won', scenario: '', rewards: {}, takenDown: [], next: 'score-to-settle', date: D });
    expect(() => recordSkirmish(r, { rival: 'The Gravel Kings', outcome: 'won', scenario: '', rewards: {}, takenDown: [], next: 'heartbreaker', date: D })).toThrow('After Score to Settle comes Desperation or Arc over.');
    r = recordSkirmish(r, { rival: 'The Gravel Kings', outcome: 'won', scenario: '', rewards: {}, takenDown: [], next: 'epilogue', date: D });
    expect(r.arcs[0]).toEqual({ rival: 'The Gravel Kings', step: 'epilogue', results: ['won', 'won'] });
  });
});

describe('H-11 titles to second place (HB 969, H12)', () => {
  const g = (supply: number, territory: number, ammo: number, reputation = 0) => ({ resources: { supply, territory, ammo, reputation } });
  it('H-11 H12: A leads Supply and Territory; Conqueror goes to B, second in Territory, though B holds Warlord, and B then chooses', () => {
    const gangs = [g(5, 5, 0), g(0, 4, 3), g(0, 3, 0)];
    const holder = (chosen: Record<number, string>, id: string) => titles(gangs, chosen, book).awards.find((a) => a.title.id === id)!.holder;
    // A keeps Quartermaster; Conqueror passes to B, who leads Territory and Ammo and keeps the first (Conqueror) until it chooses: Warlord then has nobody else with Ammo.
    expect(holder({}, 'quartermaster')).toBe(0);
    expect(holder({}, 'conqueror')).toBe(1);
    expect(holder({}, 'warlord')).toBe(null);
    expect(titles(gangs, {}, book).choices).toEqual([
      { gang: 0, titles: [expect.objectContaining({ id: 'quartermaster' }), expect.objectContaining({ id: 'conqueror' })] },
      { gang: 1, titles: [expect.objectContaining({ id: 'conqueror' }), expect.objectContaining({ id: 'warlord' })] },
    ]);
    // B keeps Warlord: Conqueror goes on to C, third in Territory.
    expect(holder({ 0: 'quartermaster', 1: 'warlord' }, 'conqueror')).toBe(2);
    expect(holder({ 0: 'quartermaster', 1: 'warlord' }, 'warlord')).toBe(1);
  });
});

describe('H-12, H-13, H-15, H-16: what the play card says', () => {
  it('H-12 HB 753: the Second Wind note names the Medpack’s +3 instead of +1', () => {
    const s = changeDamage(rules, GANG, startState(rules, GANG), WICK, 10);
    expect(rules.gameNotes!(GANG, s)).toContain('At Reset, first: 1 downed fighter rolls for a Second Wind (6+; +1 with an ally nearby, or +3 instead with your Medpack fighter nearby).');
  });

  it('H-13 HB 821: two Bonded fighters ready: the note says both may activate as one choice', () => {
    const s = startState(rules, GANG);
    expect(rules.gameNotes!(GANG, s)).toContain('Bonded (HB 821): if Twitch and Hook are nearby each other, you may activate both as one choice, their actions in any order.');
    expect(rules.gameNotes!(GANG, setStatus(s, HOOK, { activated: true })).some((n) => n.startsWith('Bonded'))).toBe(false);
  });

  it('H-15 HB 611: the Fatigue line leaves out a Reliable Sidearm', () => {
    let s = startState(rules, GANG);
    s = tap(s, TWITCH, FIGHT, 2);
    expect(stat(GANG, s, TWITCH, 'Fatigue')).toBe('−1 PUNCH (not Sidearm: Reliable)');
    expect(stat(GANG, tap(startState(rules, GANG), COG, FIGHT, 2), COG, 'Fatigue')).toBe('−1 PUNCH');
  });

  it('H-16 HB 344-346 (H5): a Fight at a faster target is the exchange: it strikes first, and mine strikes only if still standing', () => {
    // No Fanatic in either gang (a Fanatic strikes back even at 0 Meat, which would hide the order).
    const calm: Roster = { ...GANG, fighters: GANG.fighters.map((f) => ({ ...f, quirks: f.quirks.map((q) => (q === 'Fanatic' ? 'Jacked' : q)) })) };
    const s = changeDamage(rules, calm, startState(rules, calm), COG, 8);
    // Mother Cog (Speed 3, 2 Meat left) fights Twitch (Speed 5, Sidearm PUNCH 5, Reliable: usable in a Fight).
    expect(fightWeapons(calm.fighters[TWITCH]!, book).map((w) => w.name)).toEqual(['Sidearm']);
    const got = odds.odds(calm, COG, s, 'Pulverizer', calm, TWITCH, false)!;
    const exchange = fight({ attacker: { punch: 7, crush: true, armor: 5, meat: 2, speed: 3 }, defender: { punch: 5, armor: 1, meat: 10, speed: 5 } });
    expect(exchange.order).toBe('defender-first');
    expect(got.takeOut).toBeCloseTo(exchange.pDefenderDown, 12);
    expect(got.takeOut).toBeLessThan(strike({ punch: 7, crush: true, armor: 1, meat: 10 }).pDown);
    expect(got.href).toContain('exchange=1');
  });
});

describe('H-14 taking from another gang (HB 987, 999, 1011; H13)', () => {
  it('H-14 H13: Falsify Scarcity moves 1 Territory to this gang; none when the other gang has none (H9)', () => {
    const rich = { ...GANG, resources: { reputation: 0, territory: 3, supply: 6, ammo: 3 } };
    const r = takeResourceAction(rich, 'falsify-scarcity', book, D, { resource: 'territory', from: 'The Gravel Kings', had: 4 });
    expect(r.resources).toMatchObject({ supply: 3, territory: 4 });
    expect(r.log.at(-1)!.changes).toContain('Took 1 Territory from The Gravel Kings (now 4); The Gravel Kings loses it in its own sheet');
    const tribute = takeResourceAction(rich, 'demand-tribute', book, D, { resource: 'supply', from: 'The Gravel Kings', had: 1 });
    expect(tribute.resources).toMatchObject({ ammo: 0, supply: 7 });
    expect(() => takeResourceAction(rich, 'protection-racket', book, D, { resource: 'territory', from: 'X', had: 1 })).toThrow('Protection Racket: choose Ammo or Supply to take.');
    expect(takeResourceAction(rich, 'falsify-scarcity', book, D, { resource: 'ammo', from: 'X', had: 0 }).resources.ammo).toBe(3);
    // The other gang's name is for the log only.
    expect(takeResourceAction(rich, 'falsify-scarcity', book, D, { resource: 'ammo', from: ' ', had: 2 }).log.at(-1)!.changes.at(-1)).toBe('Took 1 Ammo from another gang (now 4); that gang loses it in its own sheet');
  });
});

describe('foe marks and Pressing the Advantage from the rival’s gang', () => {
  it('the opponent’s fighters carry the book’s states: Taken Down, Second Wind token (and activated this round); Catch and Release’s Hostage in that scenario', () => {
    expect(odds.foeFlags!.map((f) => f.label)).toEqual(['Taken Down', 'Second Wind token', 'Activated this round', 'The Hostage', 'Lucky Charm used']);
  });

  it('HB 483: the rival’s ready fighters come from their gang and its marks; a Taken Down target has no odds', () => {
    let s = startState(rules, GANG);
    expect(rivalReady(GANG, s, book)).toBe(6);
    s = setFoeFlag(s, 0, FOE_TAKEN_DOWN, true);
    s = changeFoeDamage(s, 1, 10, 10);
    s = setFoeFlag(s, 2, FOE_ACTIVATED, true);
    expect(rivalReady(GANG, s, book)).toBe(3);
    expect(pressingLine(readyFighters(s), rivalReady(GANG, s, book), true)).toBe('Ready fighters: yours 6, your rival’s 3 (from their gang as marked). On your turn activate 2 now (Pressing the Advantage).');
    expect(odds.odds(GANG, WICK, s, '‘Nades', GANG, 0, false)).toBeNull();
    expect(odds.incoming!.odds(GANG, WICK, s, GANG, 1, 'Sidearm', false)).toBeNull();
    // A Second Wind stands their fighter up at 1 Meat; Next round clears the activations.
    s = setFoeFlag(s, 1, FOE_SECOND_WIND, true);
    expect(strikeInPlay(GANG, WICK, s, '‘Nades', GANG, 1, false, book)!.meat).toBe(1);
    s = nextRound(rules, GANG, s);
    expect(rivalReady(GANG, s, book)).toBe(5);
  });

  it('a fighter of mine Taken Down has no odds', () => {
    const s = changeDamage(rules, GANG, startState(rules, GANG), WICK, 10);
    expect(odds.odds(GANG, WICK, s, '‘Nades', GANG, 0, false)).toBeNull();
  });
});

describe('S-01 one game, one log entry (HB 936)', () => {
  it('S-01 HB 511: End game writes the game with who was Taken Down; the Epilogue, a step after that entry, pays the Bounty; one game counted', () => {
    const rival = { ...GANG, name: 'The Gravel Kings', fighters: GANG.fighters.map((f, i) => (i === 0 ? { ...f, name: 'Hex', bounty: 2 } : f)) };
    const withRival = heartbreakerPlayNow(book, odds, { opponent: () => ({ name: 'The Gravel Kings', roster: rival }) });
    let saved = startArc({ ...GANG, resources: { reputation: 0, territory: 0, supply: 0, ammo: 0 }, fighters: GANG.fighters.map((f, i) => (i === NAN ? { ...f, bounty: 1 } : f)) }, 'The Gravel Kings', D);
    let s = startState(withRival, saved);
    s = setFoeFlag(s, 0, FOE_TAKEN_DOWN, true);
    s = changeDamage(withRival, saved, s, NAN, 10);
    saved = rosterAfterGame(withRival, saved, saved, { state: s, name: saved.name }, 'win', '', new Date(`${D}T20:00:00Z`));
    expect(gamesPlayed(saved)).toBe(1);
    expect(saved.pending).toEqual({
      outcome: 'won',
      rival: 'The Gravel Kings',
      takenDown: [{ fighter: 'Hex', bounty: 2 }],
      ours: ['Big Nan'],
      // The rival's whole gang, for the Epilogue's picks.
      rivalFighters: rival.fighters.map((f) => ({ fighter: f.name, bounty: f.bounty })),
      // And its resources, so a claim on it takes only what it has (HB 1252, H13).
      rivalResources: rival.resources,
    });
    expect(saved.log.at(-1)!.title).toBe('Game in round 1: won');
    expect(saved.log.at(-1)!.changes).toEqual([
      'Big Nan: taken down',
      'Hex (The Gravel Kings) Taken Down: Bounty 2 to collect in the Epilogue',
      'Big Nan Taken Down with a Bounty of 1: it goes to the rival in the Epilogue',
      'Epilogue: still to record in the campaign log',
    ]);
    const after = recordSkirmish(saved, { rival: 'The Gravel Kings', outcome: 'won', scenario: 'Dead Drop', rewards: { supply: 1 }, takenDown: ['Hex'], ours: ['Big Nan'], next: 'score-to-settle', date: D });
    // One game counted: End game's entry stays as it was, the Epilogue is one step entry after it.
    expect(gamesPlayed(after)).toBe(1);
    expect(after.log.filter((e) => e.kind === 'game')).toEqual([saved.log.at(-1)]);
    expect(after.log.at(-1)).toEqual({
      date: D,
      kind: 'step',
      title: 'Epilogue: First Blood (Dead Drop) against The Gravel Kings: won',
      changes: [
        'Hex Taken Down: Bounty 2 paid as 2 Reputation',
        'Big Nan was Taken Down: The Gravel Kings collects its Bounty 1; back to 0',
        'Reputation +2 (now 2)',
        'Supply +1 (now 1)',
        'Next: Score to Settle',
      ],
    });
    expect(after.pending).toBeUndefined();
    expect(after.fighters[NAN]!.bounty).toBe(0);
    expect(after.arcs[0]).toEqual({ rival: 'The Gravel Kings', step: 'score-to-settle', results: ['won'] });
    expect(parseRoster(JSON.parse(JSON.stringify(after)))).toEqual(after);
  });

  it('S-01: a game recorded without the play view still gets its one entry', () => {
    const r = recordSkirmish(startArc(GANG, 'X', D), { rival: 'X', outcome: 'draw', scenario: '', rewards: {}, takenDown: [], next: 'score-to-settle', date: D });
    expect(gamesPlayed(r)).toBe(1);
    expect(r.log.at(-1)!.title).toBe('First Blood against X: a draw');
  });
});
