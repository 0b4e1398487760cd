import { describe, expect, it } from 'vitest';
import { rollActivation } from '../../../src/games/kuggkoping/odds';
import { rollState, rollSummary, staleRollNote, type ActivationValues, type MadeRoll } from '../../../src/games/kuggkoping/tools/enemy-activation';
import { activationToolData as data } from './tool-data';

// A roll keeps the situation it was made in: a die already rolled is not read again. Ticking
// "adjacent" after rolling a 3 with line of sight must not turn "total 4: Looting" into "total 6:
// Fight".

const sight: ActivationValues = { lineOfSight: true, adjacent: false, bullyBoys: false, blackStreets: false, enemyFaction: 'none', trait: 'none', difficulty: 'normal', modifier: 0 };
const adjacentToo = { ...sight, adjacent: true };

/** The first seed "s0", "s1", … whose die shows `face` (the seeded die is the engine's, so this is stable). */
function seedFor(face: number): string {
  for (let i = 0; i < 1000; i++) if (rollActivation({ lineOfSight: true, adjacent: false }, `s${i}`).face === face) return `s${i}`;
  throw new Error(`no seed rolls a ${face}`);
}

describe('enemy activation: a roll and its situation', () => {
  const made: MadeRoll = { seed: seedFor(3), values: sight };

  it('in the situation it was rolled in, the roll is current', () => {
    const state = rollState(made, sight, data);
    expect(state.stale).toBe(false);
    expect(state.changed).toEqual([]);
    expect(rollSummary(state.roll!)).toBe('Rolled 3, total 4: Looting');
  });

  it('ticking "adjacent" afterwards keeps the rolled result and marks it as made in the earlier situation', () => {
    const state = rollState(made, adjacentToo, data);
    expect(state.stale).toBe(true);
    expect(rollSummary(state.roll!)).toBe('Rolled 3, total 4: Looting');
    expect(state.changed).toEqual(['The enemy is adjacent to a Character']);
    expect(staleRollNote(state)).toBe('Rolled for the earlier situation; since then changed: The enemy is adjacent to a Character. Roll again for this one.');
    // The same die read in the new situation would have been a Fight: that is what must not be shown.
    expect(rollSummary(rollState({ ...made, values: adjacentToo }, adjacentToo, data).roll!)).toBe('Rolled 3, total 6: Fight');
  });

  it('lists every changed field by its label, and going back to the old ticks makes the roll current again', () => {
    const state = rollState(made, { ...adjacentToo, bullyBoys: true, modifier: -1 }, data);
    expect(state.changed).toEqual(['The enemy is adjacent to a Character', 'The Bully Boys district', 'Other modifier']);
    expect(rollState(made, { ...sight }, data).stale).toBe(false);
  });

  it('a roll made in a refused situation keeps its refusal, not a result', () => {
    const refused = { ...sight, bullyBoys: true, blackStreets: true };
    const state = rollState({ seed: 'x', values: refused }, sight, data);
    expect(state.roll).toBeUndefined();
    expect(state.refusal).toMatch(/one district/);
    expect(state.stale).toBe(true);
  });
});
