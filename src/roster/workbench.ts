/**
 * The builder workbench's commands (src/components/roster/RosterWorkbench.tsx only binds them): each
 * takes the library, the game and what is on screen, makes its writes through the library, and
 * returns what follows in an `Outcome`: the view to show, the status line's sentence, and what the
 * page must do besides (clear the share link from the address, carry the open model editors and the
 * undo history over to a roster just saved). A command that has nothing to do returns `{}`.
 */
import type { RosterGame } from './game';
import { rosterKey, type LibraryEvent, type RosterLibrary, type UnreadableRoster } from './library';
import { shareFragment, shareUrl, type LinkCarries } from './share';

/** What the workbench shows: a saved roster, one opened from a link, a new one not saved yet, or none. */
export type WorkbenchView<R> = { kind: 'saved'; id: string } | { kind: 'shared'; roster: R } | { kind: 'draft'; roster: R } | { kind: 'none' };

/** The status line: what the last action did (info) or why it could not (error); `undoKey` offers Undo of a delete. */
export interface WorkbenchStatus {
  tone: 'info' | 'error';
  text: string;
  /** A deleted entry's key: the status then offers Undo. */
  undoKey?: string;
}

export interface Outcome<R> {
  /** The view to show next (absent: the same). */
  view?: WorkbenchView<R>;
  /** The status line's new sentence (absent: the same). */
  status?: WorkbenchStatus;
  /** The roster opened from the address's share link is no longer shown: clear the link from the address. */
  clearLink?: true;
  /** A roster not saved before was saved under this id: the model editors open on it stay open. */
  carryOpenParts?: string;
  /** The undo history of one view now belongs to another (a new roster saved with its first change). */
  rekeyHistory?: { from: string; to: string };
}

/** What the commands work on: the game's library and the game. */
export interface Workbench<R> {
  library: RosterLibrary<R>;
  game: RosterGame<R>;
}

/** "saved:<id>", "shared" or "draft": what Undo and the share panel belong to. */
export function viewKeyOf<R>(view: WorkbenchView<R>): string {
  return view.kind === 'saved' ? `saved:${view.id}` : view.kind;
}

/** A roster's name as the workbench shows it: "Unnamed warband" when it has none. */
export const shownName = <R>(game: RosterGame<R>, roster: R): string => game.name(roster) || `Unnamed ${game.noun}`;

const info = (text: string, undoKey?: string): WorkbenchStatus => (undoKey === undefined ? { tone: 'info', text } : { tone: 'info', text, undoKey });

/** Opens a saved roster (from the list, or one just imported). */
export function openSaved<R>(id: string): Outcome<R> {
  return { view: { kind: 'saved', id }, clearLink: true };
}

/**
 * An edited roster for the view on screen: saved at once for a saved roster, kept in memory for one
 * opened from a link, and for a new one saved with its first change (opening a builder saves nothing).
 */
export function applyEdit<R>({ library }: Workbench<R>, view: WorkbenchView<R>, next: R): Outcome<R> {
  if (view.kind === 'saved') library.update(view.id, next);
  else if (view.kind === 'shared') return { view: { kind: 'shared', roster: next } };
  else if (view.kind === 'draft') {
    const entry = library.create(next);
    const saved: WorkbenchView<R> = { kind: 'saved', id: entry.id };
    return { view: saved, carryOpenParts: entry.id, rekeyHistory: { from: viewKeyOf(view), to: viewKeyOf(saved) } };
  }
  return {};
}

/** Undo last change: `previous` is what the undo history gave back (undefined: nothing to undo). */
export function undoEdit<R>(wb: Workbench<R>, view: WorkbenchView<R>, previous: R | undefined): Outcome<R> {
  if (previous === undefined) return {};
  return { ...applyEdit(wb, view, previous), status: info('Undid the last change.') };
}

/** New warband / gang / …: saved at once and opened. */
export function startNew<R>({ library, game }: Workbench<R>): Outcome<R> {
  const entry = library.create(game.create(`New ${game.noun}`));
  return { ...openSaved(entry.id), status: info(`Started a new ${game.noun}.`) };
}

/** Deletes a roster, readable or not (by id or storage key); the status offers Undo. Deleting the open one opens the newest left. */
export function removeRoster<R>({ library, game }: Workbench<R>, view: WorkbenchView<R>, idOrKey: string): Outcome<R> {
  const before = library.getSnapshot();
  const roster = before.rosters.find((r) => r.id === idOrKey)?.roster;
  const name = roster === undefined ? (before.unreadable.find((u) => u.key === idOrKey)?.label ?? idOrKey) : shownName(game, roster);
  library.remove(idOrKey);
  const after = library.getSnapshot();
  const status = info(`Deleted “${name}”.`, after.deleted[0]?.key);
  if (view.kind !== 'saved' || view.id !== idOrKey) return { status };
  const next = after.rosters[0];
  return { view: next ? { kind: 'saved', id: next.id } : { kind: 'none' }, status };
}

/** Undo of a delete: the roster comes back (as a copy when it was saved again elsewhere since) and opens. */
export function restoreRoster<R>({ library, game }: Workbench<R>, key: string): Outcome<R> {
  const id = library.restore(key);
  const entry = id ? library.get(id) : undefined;
  const asCopy = id !== undefined && key !== rosterKey(game.game, id);
  const text = !entry
    ? 'Brought it back.'
    : asCopy
      ? `It was saved again in another tab since, so it came back as a copy: “${game.name(entry.roster)}”; nothing was overwritten.`
      : `Brought back “${game.name(entry.roster)}”.`;
  return { ...(id ? openSaved<R>(id) : {}), status: info(text) };
}

/** Duplicate: a renamed copy, saved and opened. */
export function duplicateRoster<R>({ library, game }: Workbench<R>, id: string): Outcome<R> {
  const copy = library.duplicate(id);
  return { ...openSaved(copy.id), status: info(`Made a copy: “${game.name(copy.roster)}”, now open.`) };
}

/** Save a copy of a roster opened from a share link. */
export function saveSharedCopy<R>({ library, game }: Workbench<R>, view: WorkbenchView<R>): Outcome<R> {
  if (view.kind !== 'shared') return {};
  const entry = library.create(view.roster);
  return { carryOpenParts: entry.id, ...openSaved(entry.id), status: info(`Saved a copy: “${game.name(entry.roster)}” is now in your saved ${game.noun}s.`) };
}

/** Close the roster opened from a link, or one another tab deleted (letting it go): the one open last, else the newest, else none. */
export function closeOpen<R>({ library }: Workbench<R>, view: WorkbenchView<R>, gone: boolean): Outcome<R> {
  if (view.kind === 'saved' && gone) library.forget(view.id);
  const id = library.lastOpened() ?? library.getSnapshot().rosters[0]?.id;
  return { view: id ? { kind: 'saved', id } : { kind: 'none' }, clearLink: true };
}

/** Keep a roster another tab deleted: saved again under its id. */
export function keepGone<R>({ library, game }: Workbench<R>, view: WorkbenchView<R>): Outcome<R> {
  if (view.kind !== 'saved') return {};
  const roster = library.get(view.id)?.roster;
  library.keep(view.id);
  return { status: info(`Saved “${roster === undefined ? '' : game.name(roster)}” again on this device.`) };
}

/** What a change the library made on the player's behalf means, in words (null: nothing to say); `switched`: this tab's version is now the one open. */
export function eventStatus(event: LibraryEvent, switched: boolean, noun: string): WorkbenchStatus | null {
  if (event.kind === 'merged') return info(`“${event.name}” was also changed in another tab: both changes are kept.`);
  if (event.kind === 'conflict') {
    const where = switched ? ' Your version is the one open here.' : '';
    return { tone: 'error', text: `“${event.name}” was changed in another tab at the same time as here. Both are kept: the other tab’s as “${event.name}”, this tab’s as a new ${noun}, “${event.copyName}”.${where}` };
  }
  return null;
}

/** The file name an unreadable entry is downloaded as, exactly as saved. */
export const unreadableFileName = <R>(game: RosterGame<R>, entry: UnreadableRoster): string => `${game.game}-unreadable-${entry.key.split(':').pop()}.json`;

/** Both share links of a roster: for the opponent (as played) and the whole roster. */
export function shareLinks<R>(href: string, roster: R, game: RosterGame<R>): Record<LinkCarries, string> {
  return { played: shareUrl(href, roster, game, 'played'), whole: shareUrl(href, roster, game, 'whole') };
}

/** Where "Play this warband" goes: the game's play view with the roster in its link. */
export const playHref = <R>(game: RosterGame<R>, roster: R): string => `/${game.game}/play/${shareFragment(roster, game)}`;
