/**
 * Lists a player rolls on (Kuggköping's gadgets on a D6 and quirks on a D12, Heartbreaker's D6 name
 * tables) are shown in die order, each entry with its face first, so a player holding a rolled die
 * finds its face at a glance instead of hunting through names.
 */

/** The entries in die order (ties keep their order). */
export const inRollOrder = <T extends { roll: number }>(entries: readonly T[]): T[] => [...entries].sort((a, b) => a.roll - b.roll);

/** An entry as a picker or a list names it: its face first, "3: Ether impactor". */
export const withFace = (entry: { roll: number; name: string }): string => `${entry.roll}: ${entry.name}`;

/** A table kept as an array in roll order (face 1 first), as faces and entries: [{ roll: 1, name }, …]. */
export const facesOf = (names: readonly string[]): { roll: number; name: string }[] => names.map((name, i) => ({ roll: i + 1, name }));
