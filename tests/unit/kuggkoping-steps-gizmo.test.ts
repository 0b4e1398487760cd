import { describe, expect, it } from 'vitest';
import { bookData } from '../../src/games/kuggkoping/book-data';
import { recoveryRoll } from '../../src/games/kuggkoping/campaign';
import { gadgetFit, gizmoReward, gizmoRewardStep, recoveryStep, type StepOrQuestion, type StepQuestion } from '../../src/games/kuggkoping/steps';
import { parseRoster, type Roster } from '../../src/games/kuggkoping/roster';
import { rollGadget } from '../../src/games/kuggkoping/roster-rules';
import { cogRats } from './support/kuggkoping-warbands';

// The steps between games that give a gadget or kill: a Gizmo reward's gadget ("Gizmo reward", KB
// 1302-1305; "Using Gadgets and quirks", KB 1328-1337; "Between Games", KB 1340-1343) and the recovery
// roll before the next game (our ruling K18; the book's "Failure", KB 1662-1666).

const book = bookData();
const D = '2026-11-29';

/** The Cog Rats: Olga (Crack Shot, the Foreman) with a Handgun equipped, Knut with Spike Armor and Hooks equipped, Greta with no gadget. */
const warband = (): Roster => parseRoster(cogRats());
/** The same warband with Olga's Handgun gone: the Foreman has no gadget at all. */
/** The question a step asks (it fails the test when the step was applied at once). */
const asked = (s: StepOrQuestion): StepQuestion => {
  if (s.question === undefined) throw new Error('the step was applied without asking');
  return s;
};
const bareForeman = (): Roster => {
  const r = warband();
  return { ...r, characters: r.characters.map((c, i) => (i === 0 ? { ...c, gadgets: [] } : c)) };
};

describe('a Gizmo reward’s gadget arrives as the book says', () => {
  it('KB 1328-1330, 1340-1341: a Character with no gadget of that kind equipped equips it at once (between games equipping is free)', () => {
    const name = rollGadget(book, 'defence', 'g1').result.name;
    const r = gizmoReward(warband(), 2, { kind: 'gadget', list: 'defence', seed: 'g1' }, book, D);
    expect(r.characters[2]!.gadgets).toEqual([{ name, quirk: null, equipped: true }]);
    expect(r.log.at(-1)!.changes).toContain(`${name} equipped at once (KB 1340-1341)`);
  });

  it('the user’s case: the Foreman rewarded a gadget then failing the recovery roll (K18, KB 1662-1666) loses that gadget and is not killed', () => {
    const rewarded = gizmoReward(bareForeman(), 0, { kind: 'gadget', list: 'weapon', seed: 'g2' }, book, D);
    expect(rewarded.characters[0]!.gadgets[0]!.equipped).toBe(true);
    const after = recoveryRoll(rewarded, 0, { roll: 1, adjacentFriends: 0, lose: { seed: 'x' } }, book, D);
    expect(after.killed).toBe(false);
    expect(after.lost).toBe(rollGadget(book, 'weapon', 'g2').result.name);
    expect(after.roster.characters.map((c) => c.name)).toEqual(['Olga', 'Knut', 'Greta']);
  });

  it('KB 1329-1330: one weapon gadget equipped at a time, so a second one asks the player: equip it (the other is carried) or carry it', () => {
    const name = rollGadget(book, 'weapon', 'g3').result.name;
    expect(gadgetFit(warband(), 0, name, book)).toEqual({ kind: 'weapon', replaces: 'Handgun', blocked: null });
    const step = asked(gizmoRewardStep(warband(), 0, { kind: 'gadget', list: 'weapon', seed: 'g3' }, book, false, D));
    expect(step.question).toBe(`Olga receives ${name}, a weapon gadget, and has Handgun equipped: a Character equips one weapon gadget at a time (KB 1329-1330) and may swap between games (KB 1340-1341). Both are kept.`);
    const [equip, carry] = step.choices;
    expect(equip!.label).toBe(`Equip ${name} (carry Handgun)`);
    expect(equip!.roster.characters[0]!.gadgets).toEqual([
      { name: 'Handgun', quirk: null, equipped: false },
      { name, quirk: null, equipped: true },
    ]);
    expect(carry!.roster.characters[0]!.gadgets).toEqual([
      { name: 'Handgun', quirk: null, equipped: true },
      { name, quirk: null, equipped: false },
    ]);
    // Left to itself (no answer), the reward never leaves two weapon gadgets equipped.
    expect(gizmoReward(warband(), 0, { kind: 'gadget', list: 'weapon', seed: 'g3' }, book, D).characters[0]!.gadgets.filter((g) => g.equipped)).toHaveLength(1);
  });

  it('KB 808-809 (Safety first): a weapon gadget for a Character with no defence gadget equipped is carried, and saying so', () => {
    const r = warband();
    const safe = { ...r, alignments: [{ player: 1 as const, faction: 'Feather Pens', positive: 'Flattering', negative: 'Safety first' }] };
    const name = rollGadget(book, 'weapon', 'g4').result.name;
    expect(gadgetFit(safe, 2, name, book).blocked).toBe('with Safety first, a weapon gadget is equipped only together with a defence gadget');
    // It asks first (kuggkoping-steps-sequence.test.ts); carried is its one answer.
    const step = { roster: asked(gizmoRewardStep(safe, 2, { kind: 'gadget', list: 'weapon', seed: 'g4' }, book, false, D)).choices[0]!.roster };
    expect(step.roster.characters[2]!.gadgets).toEqual([{ name, quirk: null, equipped: false }]);
    expect(step.roster.log.at(-1)!.changes).toContain(`${name} carried unequipped (with Safety first, a weapon gadget is equipped only together with a defence gadget)`);
  });

  it('Utility and quirks are taken at once, as before (KB 1294-1300)', () => {
    expect(gizmoRewardStep(warband(), 0, { kind: 'utility' }, book).roster!.tinkerDice).toBe(5);
    expect(gizmoRewardStep(warband(), 0, { kind: 'quirk', list: 'weapon', seed: 'q' }, book).roster!.characters[0]!.quirks).toHaveLength(1);
  });
});

describe('a recovery roll that kills asks first (K18, KB 1665-1666)', () => {
  it('says who will be killed and why, and changes nothing until the player says to kill', () => {
    const r = bareForeman();
    const step = asked(recoveryStep(r, 0, { roll: 1, adjacentFriends: 0, lose: { seed: 'k' } }, book, D));
    expect(step.question).toBe(
      'Olga will be killed: Olga rolls 1 against 5+ (a 1 always fails); Olga had no equipped gadget to lose; Olga (Crack Shot) is killed and leaves the warband; a new Character replaces it before the next game; Olga was the warband’s Foreman: it has no Foreman until a Character takes the Promotion upgrade (K16).',
    );
    expect(step.choices.map((c) => c.label)).toEqual(['Kill Olga']);
    expect(step.choices[0]!.roster.characters.map((c) => c.name)).toEqual(['Knut', 'Greta']);
    // Asking is pure: the warband asked about is untouched.
    expect(r.characters.map((c) => c.name)).toEqual(['Olga', 'Knut', 'Greta']);
  });

  it('a roll that stands the Character up or loses a gadget is applied at once', () => {
    expect(recoveryStep(warband(), 0, { roll: 6, adjacentFriends: 0, lose: { seed: 'k' } }, book).roster!.log.at(-1)!.title).toBe('Olga recovers');
    expect(recoveryStep(warband(), 0, { roll: 1, adjacentFriends: 0, lose: { seed: 'k' } }, book).roster!.log.at(-1)!.title).toBe('Olga loses Handgun');
  });
});
