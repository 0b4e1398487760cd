/**
 * K3 per point of damage: what one defence die adds to (damage - removed + added), by its kept face.
 * The point itself counts 1; a 1 never saves and adds 1 more (2 in all, even at defence 1); a 6 is at
 * or above every defence value, so it always saves, and removes 2 (-1 in all; 0 with
 * sixRemovesOnlyOne); any other face at or above the defence value removes its point (0). A module of
 * its own so that the play view's Negative feedback (one point of damage, ./negative-feedback.ts)
 * reads it without the odds' code (./combat.ts re-exports it).
 */
export function defenceDieScore(face: number, defence: number, sixRemovesOnlyOne = false): number {
  if (face === 1) return 2;
  if (face === 6) return sixRemovesOnlyOne ? 0 : -1;
  return face >= defence ? 0 : 1;
}
