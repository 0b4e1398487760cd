/** The Arsenal Campaign crew files the end-to-end tests import: the Ortega Posse in its first week. */

/** A hire as the crew file keeps it; the first one hired leads. */
export const hire = (id: string, name: string, station: string, cost: number, cache: number | null, leader = false) => ({ id, name, station, cost, cache, leader });

/**
 * The Ortega Posse's file (version 2, Guild, a 6-week campaign, nothing logged yet) from `startingScript`:
 * week 1, a Dust Storm, with `hires` and whatever else `week` records.
 */
export function ortegaPosse(startingScript: number, hires: ReturnType<typeof hire>[], week: Record<string, unknown> = {}) {
  const first = { week: 1, event: 'Dust Storm', hires, ...week };
  return { game: 'arsenal-campaign', version: 2, name: 'The Ortega Posse', faction: 'Guild', campaignWeeks: 6, startingScript, weeks: [first], log: [] };
}
