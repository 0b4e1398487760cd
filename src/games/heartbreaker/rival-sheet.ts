/**
 * Taking from a rival gang saved on this device (ruling H13: taking moves the point, the other gang
 * loses it; H9: it loses only what it has). A gang's step that takes from another (Falsify Scarcity,
 * Protection Racket, Demand Tribute, HB 983-1009; an Epilogue's claim on the rival, HB 1252) writes this gang's
 * sheet; when the other gang is saved here too, its sheet loses what was taken in the same tap, as a
 * step of its own log that names who took it, so nothing is typed twice and each gang's log can undo
 * its own part. Pure.
 */
import { addLogEntry, logEntry } from '../../roster/campaign-log';
import type { SavedRoster } from '../../roster/library';
import { sameName } from '../../roster/names';
import type { ResourceKind, Roster } from './roster-format';
import { RESOURCE_WORDS } from './resource-actions';

const gangName = (r: Roster) => r.name.trim() || 'Unnamed gang';

/**
 * The gang saved on this device named `name` (not the open gang, `openId`; names compared as the
 * roster kit compares them: case, spaces, quotes and dashes aside): the one of that name, or
 * null when none is, or several are (which one was meant is not known, so none is written).
 */
export function rivalOnDevice(saved: readonly SavedRoster<Roster>[], openId: string | null, name: string): SavedRoster<Roster> | null {
  if (!name.trim()) return null;
  const named = saved.filter((s) => s.id !== openId && sameName(s.roster.name, name));
  return named.length === 1 ? named[0]! : null;
}

/** What one taking takes from the rival: which resource and how many points (before H9's cap). */
export type Takings = Partial<Record<ResourceKind, number>>;

/**
 * The rival's sheet after `taker` took `takings` from it for `why` (H13), each resource at most what
 * the rival has (H9), logged in the rival's log as a step; null when it loses nothing (it had none,
 * or nothing was taken), and then nothing is written.
 */
export function rivalAfterTaking(rival: Roster, takings: Takings, taker: string, why: string, date?: string): Roster | null {
  const kinds = (Object.keys(RESOURCE_WORDS) as ResourceKind[]).filter((k) => Math.min(Math.max(0, takings[k] ?? 0), rival.resources[k]) > 0);
  if (kinds.length === 0) return null;
  const resources = { ...rival.resources };
  const changes: string[] = [];
  for (const k of kinds) {
    const lost = Math.min(Math.max(0, takings[k] ?? 0), resources[k]);
    resources[k] -= lost;
    changes.push(`Lost ${lost} ${RESOURCE_WORDS[k]} to ${taker.trim() || 'another gang'} (now ${resources[k]}; H13)`);
  }
  return addLogEntry({ ...rival, resources }, logEntry('step', `Taken by ${taker.trim() || 'another gang'}: ${why}`, changes, date));
}

/** The sentence after a taking also written into the rival's sheet saved here, or why it was not. */
export function rivalWrittenWords(rival: Roster, wrote: boolean): string {
  return wrote ? `“${gangName(rival)}” on this device lost it too: its log has the step, to undo there if needed.` : `“${gangName(rival)}” could not be written on this device (deleted, or open in another tab): take it from its sheet by hand.`;
}
