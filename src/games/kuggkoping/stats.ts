/** Profile values a player may choose to raise (Mutating machine change), shared by the data schema and the roster format. */
export const RAISABLE_STATS = ['move', 'range', 'actionDice', 'grit'] as const;
export type RaisableStat = (typeof RAISABLE_STATS)[number];
