/**
 * Kuggköping odds, exactly as ../../../../shared/RULINGS.md reads the rules (K1-K6):
 *
 * - attack(): one attack roll and the defence roll against it (K1 dice, K2 hits, K3 defence, K4 down),
 *   with Tinker dice re-rolls or influence on either roll (attack-roll.ts on combat.ts and tinker.ts).
 * - attackAction(): a whole attack action: attack, defence, counterattack and the restart while the two
 *   models are adjacent, until someone is taken out or the action ends (attack-action.ts).
 * - activation(): the chance of each enemy activation result (K5); rollActivation() rolls once with a
 *   seed that replays the same roll (activation.ts).
 *
 * Every function validates its input and throws an InputError (a RangeError, src/common/input-error.ts) with a sentence for anything outside the
 * rules' range (the tools show it as a refusal). Every returned distribution sums to 1 (1e-12).
 */
export * from './combat';
export * from './attack-roll';
export * from './attack-action';
export * from './activation';
