/**
 * The attack-odds tool's limits on what a situation adds (K1, K6), in one place: the tool's fields
 * stop here, and the board, which links to the tool, caps what it sends here and says how many dice
 * to change by hand beyond them. No code: the board and builders import it without the tool.
 */
export const ATTACK_ODDS_LIMITS = {
  /** Friends that can add a die (K1): a warband rarely has more than five other models near the target. */
  coordination: 5,
  /** The target's friends coordinating its counterattack, likewise. */
  counterCoordination: 5,
  /** Cover objects or models in the way (K1): beyond five the attack is down to its last die anyway. */
  cover: 5,
  /** Spaces between attacker and target (K6 range): no profile reaches further (Opioid smacker doubles a Range of 6 to 12, +2 for a Machine Carbine). */
  distance: 20,
} as const;
