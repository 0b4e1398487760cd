import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { GADGETS_LOST, kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import { changeDamage, changeGameCounter, nextRound, setStatus, startState, readyToEnd } from '../../../src/play';
import { rosterAfterGame } from '../../../src/play/end';

const rules = await readyToEnd(kuggkopingPlay(bookData()));
const base = example('kuggkoping') as Roster;
// Olga, a Crack Shot (grit 2, 2 action dice, defence 5+), with her Handgun (+1 die) and a Railway
// Frame (defence 4+, +2 action dice; lost the moment she drops to 0 grit).
const roster: Roster = {
  ...base,
  characters: [{ ...base.characters[0]!, gadgets: [...base.characters[0]!.gadgets, { name: 'Railway Frame', quirk: null, equipped: true }] }],
};
const stat = (s: ReturnType<typeof startState>, label: string) => rules.stats(roster, 0, s).find((l) => l.label === label)!;

describe('Kuggköping play', () => {
  it('a Character’s grit is its profile’s, from full at the start of a game (K14)', () => {
    expect(rules.models(roster)[0]!.max).toBe(2);
    expect(stat(startState(rules, roster), 'Grit')).toEqual({ label: 'Grit', value: '2 of 2', changed: false });
  });

  it('the card shows the range in play: a Crack Shot’s 6 (archetypes.yaml) and 1 more with the Handgun (gadgets.yaml)', () => {
    expect(stat(startState(rules, roster), 'Range')).toEqual({ label: 'Range', value: '7', changed: false });
    const bare = { ...roster, characters: [{ ...roster.characters[0]!, gadgets: [] }] };
    expect(rules.stats(bare, 0, startState(rules, bare)).find((l) => l.label === 'Range')!.value).toBe('6');
  });

  it('at 1 grit nothing is lost; at 0 grit it is knocked down and the Railway Frame is gone for good', () => {
    let s = startState(rules, roster);
    expect(stat(s, 'Action dice').value).toBe('5');
    expect(stat(s, 'Defence').value).toBe('4+');
    s = changeDamage(rules, roster, s, 0, 1);
    expect(s.models[0]!.down).toBe(false);
    expect(stat(s, 'Defence').value).toBe('4+');
    s = changeDamage(rules, roster, s, 0, 1);
    expect(s.models[0]!.down).toBe(true);
    expect(s.models[0]!.flags[GADGETS_LOST]).toBe(true);
    expect(stat(s, 'Action dice')).toEqual({ label: 'Action dice', value: '3', changed: true });
    expect(stat(s, 'Defence')).toEqual({ label: 'Defence', value: '5+', changed: true });
    // K-03: and, knocked down, it rolls its recovery at its next activation (K18).
    expect(rules.notes!(roster, 0, s)).toEqual(['Lost for good at 0 grit: Railway Frame (our reading K14).', 'Knocked down: at its next activation it rolls its recovery, under Rolls for the warband (our reading K18).']);
    // Grit back does not bring the frame back.
    s = changeDamage(rules, roster, s, 0, -1);
    expect(stat(s, 'Grit').value).toBe('1 of 2');
    expect(stat(s, 'Defence').value).toBe('5+');
  });

  it('a Character without such a gadget is knocked down at 0 grit and loses nothing', () => {
    let s = startState(rules, base);
    s = changeDamage(rules, base, changeDamage(rules, base, s, 0, 1), 0, 1);
    expect(s.models[0]!.down).toBe(true);
    expect(s.models[0]!.flags[GADGETS_LOST]).toBeFalsy(); // the mark is only set when something is lost
  });

  it('the Tinker dice pool starts from the warband, changes in play and is written back at End game; Next round keeps it', () => {
    const withDice = { ...roster, tinkerDice: 3 };
    const tinker = rules.gameCounters(withDice)[0]!;
    let s = startState(rules, withDice);
    expect(s.counters.tinker).toBe(3);
    s = changeGameCounter(changeGameCounter(s, tinker, -1), tinker, -1);
    s = nextRound(rules, withDice, s);
    expect(s.counters.tinker).toBe(1);
    // End game's write-back (it replaced the play view's onEnded): the pool as the game left it.
    expect(rules.writeBack!(withDice, withDice, s, 'win').roster.tinkerDice).toBe(1);
  });

  it('co-op has a pool per player', () => {
    const coop: Roster = { ...roster, mode: 'coop', tinkerDice: 2, tinkerDicePlayer2: 4 };
    expect(rules.gameCounters(coop).map((c) => [c.id, c.start])).toEqual([
      ['tinker', 2],
      ['tinker2', 4],
      ['gizmos', undefined],
    ]);
  });
});

describe('End game writes the result into the warband\'s campaign log', () => {
  it('adds one game entry naming the note, the outcome and who was knocked down', () => {
    const state = setStatus(startState(rules, roster), 0, { down: true });
    const saved: Roster = { ...roster, log: [] }; // as version 2 reads every saved warband
    const after = rosterAfterGame(rules, saved, roster, { state, name: roster.name }, 'loss', '2 VP to 4', new Date('2026-11-26T12:00:00Z'));
    expect(after.log).toEqual([{ date: '2026-11-26', kind: 'game', title: 'Game (2 VP to 4): lost', changes: [`${roster.characters[0]!.name}: ${rules.downLabel.toLowerCase()}`, `${roster.characters[0]!.name}: still knocked down, rolls its recovery before the next game (K18)`] }]);
    expect({ ...after, log: [] }).toEqual(saved);
  });
  it('leaves a roster without a log as it was', () => {
    const old = { name: 'Old' } as unknown as Roster; // no log: not a version-2 roster
    expect(rosterAfterGame(rules, old, roster, { state: startState(rules, roster), name: 'Old' }, 'win', '', new Date())).toBe(old);
  });
});
