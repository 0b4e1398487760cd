/**
 * The gang's arcs as the play page reads them (the battle suggests a scenario from them), apart from
 * the campaign steps (./campaign.ts), which the play page loads only for End game.
 */
import type { Arc, Roster } from './roster-format';

/** The arcs still being played, in the order they were started. */
export const arcsUnderWay = (roster: Roster): Arc[] => roster.arcs.filter((a) => a.step !== 'epilogue');
