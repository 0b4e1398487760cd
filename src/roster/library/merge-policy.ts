/**
 * What the library does when two tabs changed one roster: the game's own merge when it has one, else
 * the three-way JSON merge (../merge.ts) read back by the game's parser. When both changed the same
 * field, nothing is merged: the other tab's roster stays, and this tab's is kept as a copy named for
 * it. A write another tab made over this tab's last write without reading it is taken back by
 * writing this tab's roster again, merged against what both started from.
 */
import type { RosterGame } from '../game';
import { mergeJson } from '../merge';
import type { Revision } from './revision';

/** The merged roster, or the fields both sides changed ('' when the game's merge or parser refused it). */
export type RosterMerge<R> = { ok: true; roster: R } | { ok: false; conflicts: string[] };

/** Merges `mine` and `theirs`, both changed from `base`. */
export function mergeRosters<R>(game: RosterGame<R>, base: R, mine: R, theirs: R): RosterMerge<R> {
  if (game.merge) {
    try {
      return { ok: true, roster: game.merge(base, mine, theirs) };
    } catch {
      return { ok: false, conflicts: [''] };
    }
  }
  const result = mergeJson(game.toJson(base), game.toJson(mine), game.toJson(theirs));
  if (!result.ok) return result;
  try {
    return { ok: true, roster: game.parse(result.value) };
  } catch {
    return { ok: false, conflicts: [''] };
  }
}

/** The name of this tab's version, kept as a new roster when a merge fails. */
export const thisTabsCopyName = (name: string): string => `${name} (this tab’s version)`;

/**
 * True when `theirs` is another tab's write made without reading `mine` (this tab's last write, by
 * `tabId`): the other tab's copy was stale.
 */
export function wroteOverUnread(mine: Revision | null, theirs: Revision | null, tabId: string): boolean {
  return mine !== null && theirs !== null && mine.tab === tabId && theirs.tab !== tabId && theirs.n <= mine.n;
}
