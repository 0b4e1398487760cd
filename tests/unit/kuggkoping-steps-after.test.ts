/**
 * Kuggköping's steps between games, what issue 35 left: the killed Character's replacement offered as
 * the book makes it (KB 1668-1672, K14, K16), its player in co-op (KB 455-465, K11), K18's adjacent
 * friends counted on the enemy turn's board at End game, The holy manual's free upgrade (KB
 * 2338-2340), and the Hard rule set in the enemy turn carried into the game's entry (KB 339-347).
 * KB n = /work/shared/rulebooks/kuggkoping.txt; rulings RULINGS.md.
 */
import { describe, expect, it } from 'vitest';
import { recordMission, startExpedition } from '../../src/games/kuggkoping/campaign';
import { friendsAdjacentOnTurn, hardRuleLines } from '../../src/games/kuggkoping/end-board';
import { friendsAtEnd, killedWords, recoveriesDue, replacementsOwed } from '../../src/games/kuggkoping/losses';
import { replacementOffer, replacementOfferFor, replacementStep } from '../../src/games/kuggkoping/replacement';
import { freeUpgradeLine, freeUpgradesOwed, freeUpgradeStep, friendsNote, gameHardRules, type StepOrQuestion } from '../../src/games/kuggkoping/steps';
import { parseRoster, type Roster } from '../../src/games/kuggkoping/roster-format';
import { newCharacter } from '../../src/games/kuggkoping/roster-rules';
import { addLogEntry, logEntry } from '../../src/roster/campaign-log';
import type { PlayCommand } from '../../src/play';
import { cogRats, coopWarband } from './support/kuggkoping-warbands';
import { asked, book, D, data, endedGame, statuses, why } from './support/kuggkoping-steps';

function atOnce(s: StepOrQuestion): Roster {
  if (s.question !== undefined) throw new Error(`the step asked: ${s.question}`);
  return s.roster;
}

const cogRatsOut = () => startExpedition(parseRoster(cogRats()), 'Coils', 'Trolls', 1, D);
const down = (model: number): PlayCommand => ({ kind: 'status', model, status: 'down', on: true });
const out = (model: number): PlayCommand => ({ kind: 'status', model, status: 'out', on: true });

describe('the killed Character’s replacement, offered as the book makes it (KB 1668-1672, K14)', () => {
  const after = endedGame(cogRatsOut(), [out(1)]);

  it('KB 1668-1672, K14: Knut (Knuckle Buster) killed in the game: the step names him, and offers only an archetype neither he nor Olga or Greta has', () => {
    const offer = replacementOffer(after, book)!;
    expect(offer.killed).toEqual({ name: 'Knut', archetype: 'Knuckle Buster', player: null, foreman: false });
    expect(offer.player).toBe(1);
    expect(offer.title).toBe('Knut (Knuckle Buster) was killed: a new Character takes its place before the next game (KB 1668-1672).');
    expect(offer.archetypes).toEqual(['Streetslogger', 'Data Mage', 'Gofer']);
    expect(offer.notes[0]).toBe('The new Character takes an archetype other than the killed Knuckle Buster and than every other Character’s in the warband (KB 1668-1672, our reading K14): Streetslogger, Data Mage and Gofer.');
    expect(offer.notes[1]).toBe('It starts as its archetype’s profile with full grit and no gadget, quirk or upgrade: what Knut held left the game with it (KB 1636, 1666), and the warband’s Tinker dice stay as they are.');
    expect(offer.notes).toHaveLength(2);
  });

  it('a replacement for a death End game recorded spends and removes nothing, so it is taken at once: a bare Character of the chosen archetype, player 1, no Foreman', () => {
    const next = atOnce(replacementStep(after, { killed: 'logged', name: 'Rolf', archetype: 'Gofer', player: 2, seed: 's' }, book, D));
    expect(next.characters.map((c) => c.name)).toEqual(['Olga', 'Greta', 'Rolf']);
    expect(next.characters[2]).toEqual(newCharacter('Rolf', 'Gofer', 1));
    expect(next.tinkerDice).toBe(after.tinkerDice);
    expect(next.log.at(-1)).toMatchObject({ title: 'Rolf joins the warband', changes: ['A Gofer replaces the killed Knuckle Buster'] });
    expect(replacementOffer(next, book)).toBeNull();
    expect(statuses(next).replace).toBe('done');
  });

  it('K14: an archetype the warband has, or the killed one’s, is refused with the ones allowed', () => {
    expect(() => replacementStep(after, { killed: 'logged', name: 'Rolf', archetype: 'Knuckle Buster', player: 1, seed: 's' }, book, D)).toThrow(
      'The replacement takes an archetype the killed Character did not have and no other Character has: Streetslogger, Data Mage, Gofer.',
    );
    expect(() => replacementStep(after, { killed: 'logged', name: 'Rolf', archetype: 'Grenadier', player: 1, seed: 's' }, book, D)).toThrow(/Streetslogger, Data Mage, Gofer/);
  });

  it('K16: a Foreman killed is replaced by a Character who is not the Foreman, and the step says the warband has none until Promotion', () => {
    const olga = endedGame(cogRatsOut(), [out(0)]);
    const offer = replacementOffer(olga, book)!;
    expect(offer.killed).toMatchObject({ name: 'Olga', archetype: 'Crack Shot', foreman: true });
    expect(offer.notes).toContain('Olga was the Foreman: the new Character is not; the warband has no Foreman until a Character takes the Promotion upgrade (K16).');
    const next = atOnce(replacementStep(olga, { killed: 'logged', name: 'Ivo', archetype: 'Data Mage', player: 1, seed: 's' }, book, D));
    expect(next.characters.find((c) => c.name === 'Ivo')!.foreman).toBe(false);
  });

  it('KB 1666, 781-782: a Character killed in a game recorded here is still in the warband: the step says what leaves with it and asks first', () => {
    const table = recordMission(cogRatsOut(), true, ['Knut killed'], D);
    expect(statuses(table).replace).toBe('optional');
    const offer = replacementOfferFor(table, 1, book);
    expect(offer.archetypes).toEqual(['Streetslogger', 'Data Mage', 'Gofer']);
    const q = asked(replacementStep(table, { killed: { index: 1 }, name: 'Rolf', archetype: 'Streetslogger', player: 1, seed: 's' }, book, D));
    expect(q.question).toBe('Knut leaves the warband with Spike Armor and Hooks (KB 1666), and Rolf (Streetslogger) joins in its place.');
    expect(q.choices.map((c) => c.label)).toEqual(['Remove Knut and add Rolf']);
    const next = q.choices[0]!.roster;
    expect(next.characters.map((c) => c.name)).toEqual(['Olga', 'Greta', 'Rolf']);
    expect(next.log.slice(-2).map((e) => e.title)).toEqual(['Knut was killed in the game', 'Rolf joins the warband']);
    expect(replacementOffer(next, book)).toBeNull();
    // Asked about, nothing changed yet.
    expect(table.characters).toHaveLength(3);
  });

  it('KB 781-782: with Pay the piper, taking a killed Character off says the Tinker dice go too', () => {
    const r = cogRatsOut();
    const piper = { ...r, alignments: [{ player: 1 as const, faction: 'Imprints', positive: 'Backstabbers', negative: 'Pay the piper' }] };
    const table = recordMission(piper, true, [], D);
    const q = asked(replacementStep(table, { killed: { index: 2 }, name: 'Rolf', archetype: 'Gofer', player: 1, seed: 's' }, book, D));
    expect(q.question).toBe('Greta leaves the warband (KB 1666); Pay the piper: the warband’s 3 Tinker dice are discarded, and Rolf (Gofer) joins in its place.');
    expect(q.choices[0]!.roster.tinkerDice).toBe(0);
    // KB 774-777: Backstabbers swapped a rule only when the warband was first made.
    expect(replacementOfferFor(table, 2, book).notes.at(-1)).toBe('Backstabbers swaps a special rule only when the warband is first made (KB 774-777): the new Character keeps its own.');
  });
});

describe('a co-op replacement belongs to the player whose Character died (KB 455-465, K11)', () => {
  const coop = () =>
    startExpedition(
      parseRoster(
        coopWarband(
          'Two Cogs',
          [
            ['The Scribes', 'Resourceful', 'Inexperienced'],
            ['The Grid Company', 'Server stack', 'Distracted'],
          ],
          [3, 2],
          [
            { ...newCharacter('Olga', 'Crack Shot', 1, true) },
            { ...newCharacter('Knut', 'Knuckle Buster', 1) },
            { ...newCharacter('Greta', 'Grenadier', 2, true) },
            { ...newCharacter('Sten', 'Gofer', 2) },
          ],
        ),
      ),
      'Coils',
      'Trolls',
      1,
      D,
    );

  it('End game names the killed Character’s player, and the replacement is that player’s, whatever the field said', () => {
    const after = endedGame(coop(), [out(3)]);
    expect(after.log.at(-1)!.changes).toContain('Sten (Gofer) is killed and leaves the warband; player 2 makes a new Character to replace it before the next game');
    const offer = replacementOffer(after, book)!;
    expect(offer.killed).toEqual({ name: 'Sten', archetype: 'Gofer', player: 2, foreman: false });
    expect(offer.player).toBe(2);
    expect(offer.title).toBe('Sten (Gofer) was killed: player 2 makes a new Character to take its place before the next game (KB 1668-1672).');
    expect(offer.notes).toContain('It is player 2’s, with that player’s faction and traits (each player makes their own Characters, KB 455-465, K11).');
    const next = atOnce(replacementStep(after, { killed: 'logged', name: 'Ilse', archetype: 'Data Mage', player: 1, seed: 's' }, book, D));
    expect(next.characters.at(-1)).toMatchObject({ name: 'Ilse', archetype: 'Data Mage', player: 2, foreman: false });
  });

  it('a log written before the words named the player: the one player left with fewer than two Characters is it (K11)', () => {
    const r = coop();
    const older = addLogEntry({ ...r, characters: r.characters.slice(0, 3) }, logEntry('step', 'Sten is killed', ['Sten (Gofer) is killed and leaves the warband; a new Character replaces it before the next game'], D));
    expect(replacementsOwed(older)).toEqual([{ name: 'Sten', archetype: 'Gofer', player: null, foreman: false }]);
    expect(replacementOffer(older, book)!.player).toBe(2);
    // Two players short: the step asks which (the field), and the words say it is the killed Character's player's.
    const both = { ...older, characters: older.characters.slice(1) };
    expect(replacementOffer(both, book)!.player).toBeNull();
  });

  it('solo words stay as they were', () => {
    expect(killedWords('Knut', 'Knuckle Buster', false)).toEqual(['Knut (Knuckle Buster) is killed and leaves the warband; a new Character replaces it before the next game']);
  });
});

describe('K18: the friends adjacent to a Character still down when the game ended', () => {
  // Greta (c3) down at (2,2); Olga (c1) at (2,1) beside her, Knut (c2) at (3,2) beside her.
  const board = (terrain: unknown[] = []) => ({ v: 1, difficulty: 'normal', hardRule: null, board: { width: 8, height: 12, terrain }, characters: [{ id: 'c1', at: { x: 2, y: 1 } }, { id: 'c2', at: { x: 3, y: 2 } }, { id: 'c3', at: { x: 2, y: 2 } }], enemies: [] });
  const everyone = () => true;

  it('K6: orthogonal neighbours on the same level count; one on a roof beside her does not; no board, or no space for her, is null', () => {
    expect(friendsAdjacentOnTurn(board(), 2, everyone)).toBe(2);
    expect(friendsAdjacentOnTurn(board([{ x: 3, y: 2, kind: 'elevated', height: 1 }]), 2, everyone)).toBe(1);
    expect(friendsAdjacentOnTurn({ ...board(), board: null }, 2, everyone)).toBeNull();
    expect(friendsAdjacentOnTurn({ ...board(), characters: [{ id: 'c1', at: { x: 2, y: 1 } }, { id: 'c3' }] }, 2, everyone)).toBeNull();
    expect(friendsAdjacentOnTurn('damaged', 2, everyone)).toBeNull();
  });

  it('KB 1648-1650, K17: a friend itself knocked down or out is not part of the game, so it adds nothing', () => {
    expect(friendsAdjacentOnTurn(board(), 2, (i) => i !== 1)).toBe(1);
  });

  it('End game writes the count for the Character still down, and the recovery step starts from it', () => {
    const after = endedGame(cogRatsOut(), [down(2)], { turn: board() });
    expect(after.log.at(-1)!.changes).toContain('Greta: still knocked down, rolls its recovery before the next game (K18); 2 friendly models adjacent at the end (+1 each), counted on the enemy turn’s board');
    expect(recoveriesDue(after)).toEqual(['Greta']);
    expect(friendsAtEnd(after, 'Greta')).toBe(2);
    expect(friendsNote(after, 'Greta')).toEqual({
      friends: 2,
      note: 'End game counted 2 friendly models adjacent to Greta on the enemy turn’s board as the game ended (+1 each, K18); change it if the table says otherwise.',
    });
  });

  it('without a board the step says the number is the players’ to type', () => {
    const after = endedGame(cogRatsOut(), [down(2)]);
    expect(after.log.at(-1)!.changes).toContain('Greta: still knocked down, rolls its recovery before the next game (K18)');
    expect(friendsNote(after, 'Greta')).toEqual({ friends: null, note: 'The game kept no board with Greta’s space, so type the friendly models that were adjacent to Greta when the game ended (+1 each, K18; 0 if none).' });
  });
});

describe('The holy manual’s free upgrade (KB 2338-2340)', () => {
  const manual = 'looting+the-holy-manual';
  // The manual brought home in round 1: the mission is won (KB 2333-2338).
  const won = () => endedGame(cogRatsOut(), [{ kind: 'score', side: 'me', source: 'manual-home', round: 1, by: 1 }], { scenario: manual, source: 'manual-home' });

  it('won, End game’s pays say it and the rewards step is due for it; lost, nothing is owed', () => {
    const after = won();
    expect(freeUpgradesOwed(after)).toEqual({ scenario: 'The holy manual', count: 1, taken: 0 });
    expect(statuses(after).reward).toBe('due');
    expect(why(after, 'reward')).toBe('The holy manual: 1 free upgrade to give');
    expect(freeUpgradeLine(freeUpgradesOwed(after))).toBe(
      'The holy manual was won: one Character takes one upgrade of your choice from the upgrade list for free, with no gadget or quirk discarded (KB 2338-2340); 1 to give.',
    );
    const lost = endedGame(cogRatsOut(), [], { scenario: manual, outcome: 'loss' });
    expect(freeUpgradesOwed(lost).count).toBe(0);
    expect(() => freeUpgradeStep(lost, 0, 'Power pack', book, D)).toThrow('The game just played gave no free upgrade.');
  });

  it('it asks first, then gives the upgrade with no loot discarded, once', () => {
    const after = won();
    const q = freeUpgradeStep(after, 2, 'Mortis device', book, D);
    expect(q.question).toMatch(/^Greta takes Mortis device \(.+\) for free: The holy manual pays one upgrade to one Character \(KB 2338-2340\), and no gadget or quirk is discarded\. It is the game’s only free upgrade\.$/);
    expect(q.choices.map((c) => c.label)).toEqual(['Give Greta Mortis device']);
    const next = q.choices[0]!.roster;
    expect(next.characters[2]!.upgrades).toEqual(['Mortis device']);
    expect(next.characters.map((c) => c.gadgets)).toEqual(after.characters.map((c) => c.gadgets));
    expect(next.log.at(-1)).toMatchObject({ title: 'Free upgrade for Greta: Mortis device', changes: ['The holy manual won: one Character takes one upgrade for free, no gadget or quirk discarded (KB 2338-2340)', 'Upgrades now: Mortis device'] });
    expect(freeUpgradesOwed(next).taken).toBe(1);
    expect(statuses(next).reward).toBe('done');
    expect(() => freeUpgradeStep(next, 0, 'Power pack', book, D)).toThrow('The free upgrade the game gave is taken.');
  });

  it('an upgrade held at its most per Character is refused (Fairy circuits, one each); no upgrade chosen says so', () => {
    const after = won();
    const fairy = { ...after, characters: after.characters.map((c, i) => (i === 0 ? { ...c, upgrades: ['Fairy circuits'] } : c)) };
    expect(() => freeUpgradeStep(fairy, 0, 'Fairy circuits', book, D)).toThrow('Olga already has Fairy circuits; a Character holds at most 1.');
    expect(() => freeUpgradeStep(after, 0, '', book, D)).toThrow('Choose the free upgrade.');
  });
});

describe('the Hard rule set in the enemy turn, in "The game just played" (KB 339-347)', () => {
  it('End game writes the rule set at Hard, every one at Very Hard, none at Normal; the step reads them back', () => {
    expect(hardRuleLines({ difficulty: 'hard', hardRule: 'tougher-enemies' }, data.hardRules)).toEqual(['Hard rule: 3-4: Enemy models get +1 action dice and +1 grit. (set in the enemy turn)']);
    expect(hardRuleLines({ difficulty: 'very-hard', hardRule: null }, data.hardRules)).toEqual(['Very Hard: every Hard rule applies (KB 346-347), as set in the enemy turn']);
    expect(hardRuleLines({ difficulty: 'normal', hardRule: 'tougher-enemies' }, data.hardRules)).toEqual([]);
    expect(hardRuleLines({ difficulty: 'hard', hardRule: null }, data.hardRules)).toEqual([]);

    const after = endedGame(cogRatsOut(), [], { turn: { v: 1, difficulty: 'hard', hardRule: 'shorter-missions', board: null, characters: [], enemies: [] } });
    expect(after.log.at(-1)!.changes).toContain('Hard rule: 5-6: Every mission\'s turn limit drops by 1. (set in the enemy turn)');
    expect(gameHardRules(after)).toEqual(['Hard rule: 5-6: Every mission\'s turn limit drops by 1. (set in the enemy turn)']);
    // Completing the entry in the step adds no second line.
    const completed = recordMission(after, true, [], D, '5-6: Every mission\'s turn limit drops by 1. (set in the enemy turn)');
    expect(completed.log.at(-1)!.changes.filter((l) => l.startsWith('Hard rule: '))).toHaveLength(1);
    expect(gameHardRules(endedGame(cogRatsOut(), []))).toEqual([]);
  });
});
