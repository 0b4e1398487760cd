import { describe, expect, it } from 'vitest';
import { bookData } from '../../src/games/kuggkoping/book-data';
import { carryOver } from '../../src/games/kuggkoping/campaign';
import { gizmoReward, tinkerLeftOffer } from '../../src/games/kuggkoping/steps';
import { parseRoster } from '../../src/games/kuggkoping/roster';
import { cogRats } from './support/kuggkoping-warbands';

// Carry over to the next game: the Tinker dice not used are saved in the pool between games (KB
// 964-967), so what is offered as left is the pool as it is now, rewards included (KB 1294-1295).

const book = bookData();

describe('the Tinker dice offered to carry over', () => {
  it('KB 964-967, 1294-1295: after a Utility reward on a pool of 3, all 5 are offered, and carried', () => {
    const rewarded = gizmoReward(parseRoster(cogRats()), 0, { kind: 'utility' }, book, '2026-11-29');
    expect(rewarded.tinkerDice).toBe(5);
    const offered = tinkerLeftOffer(rewarded.tinkerDice, null);
    expect(offered).toBe(5);
    expect(carryOver(rewarded, { player1: offered }).log.at(-1)!.changes[0]).toBe('Tinker dice: 5 kept');
  });

  it('a number entered counts while the pool is the one it was entered against, and gives way when the pool changes', () => {
    expect(tinkerLeftOffer(3, { pool: 3, value: 1 })).toBe(1);
    expect(tinkerLeftOffer(5, { pool: 3, value: 1 })).toBe(5);
  });
});
