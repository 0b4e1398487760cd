/**
 * Which roster this tab shows, and only this tab: chosen once when the builder opens (a share link in
 * the address, else the roster open last time or the newest saved one, else a new one kept in memory
 * until the first change), then changed only by the player here. Another tab opening, creating or
 * deleting a roster never switches this one; a roster deleted elsewhere stays on screen, said so.
 */
import { useEffect, useState } from 'react';
import { carryOpenParts } from './ModelFold';
import { readShareFragment, sharedPayload, type LibraryEvent, type LibrarySnapshot, type RosterGame, type RosterLibrary } from '../../roster';
import { viewKeyOf, type WorkbenchView } from '../../roster/workbench';

export type View<R> = WorkbenchView<R>;

interface Opened<R> {
  view: View<R>;
  /** Why the share link in the address could not be opened. */
  linkError: string | null;
}

export interface RosterView<R> {
  view: View<R>;
  setView: (view: View<R>) => void;
  linkError: string | null;
  /** The roster on screen (saved, from a link, or new and not saved yet). */
  roster: R | undefined;
  /** The saved id of the roster on screen, or null. */
  openId: string | null;
  /** Another tab deleted the roster on screen. */
  gone: boolean;
  /** "saved:<id>", "shared" or "draft": what Undo and the share panel belong to. */
  viewKey: string;
}

function openingView<R>(library: RosterLibrary<R>, snapshot: LibrarySnapshot<R>, game: RosterGame<R>): Opened<R> {
  const shared = readShareFragment(location.hash, game);
  if (shared?.ok) return { view: { kind: 'shared', roster: shared.roster }, linkError: null };
  const linkError = shared ? shared.message : null;
  const id = library.lastOpened() ?? snapshot.rosters[0]?.id;
  if (id) return { view: { kind: 'saved', id }, linkError };
  const nothingSaved = snapshot.rosters.length === 0 && snapshot.unreadable.length === 0;
  return { view: nothingSaved ? { kind: 'draft', roster: game.create(`My ${game.noun}`) } : { kind: 'none' }, linkError };
}

export function useRosterView<R>(
  library: RosterLibrary<R> | null,
  snapshot: LibrarySnapshot<R> | null,
  game: RosterGame<R>,
  onEvent: (event: LibraryEvent, switched: boolean) => void,
): RosterView<R> {
  const [opened, setOpened] = useState<Opened<R> | null>(null);
  // Chosen once, in the first render that has the library (then only the player changes it).
  let current = opened;
  if (current === null && library && snapshot) {
    current = openingView(library, snapshot, game);
    setOpened(current);
  }
  const view: View<R> = current?.view ?? { kind: 'none' };
  const setView = (next: View<R>) => setOpened({ view: next, linkError: null });

  useEffect(() => {
    // A share link pasted into the address bar of an open builder; other fragments change nothing.
    const onHash = () => {
      if (library && sharedPayload(location.hash) !== null) setOpened(openingView(library, library.getSnapshot(), game));
    };
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, [library, game]);

  const openSavedId = view.kind === 'saved' ? view.id : null;
  useEffect(() => {
    if (!library) return;
    return library.onEvent((event) => {
      // This tab's roster met another tab's change to the same field: this tab's version is now the copy.
      const switched = event.kind === 'conflict' && event.id === openSavedId;
      if (switched) {
        // The editor being typed in stays open on the copy, as it was on the roster.
        carryOpenParts(event.copyId, event.id);
        setOpened({ view: { kind: 'saved', id: event.copyId }, linkError: null });
      }
      onEvent(event, switched);
    });
  }, [library, openSavedId, onEvent]);

  useEffect(() => {
    if (library && openSavedId && !library.isGone(openSavedId)) library.setLastOpened(openSavedId);
  }, [library, openSavedId]);

  const savedEntry = openSavedId === null || !snapshot ? undefined : (snapshot.rosters.find((r) => r.id === openSavedId) ?? snapshot.gone.find((r) => r.id === openSavedId));
  const roster = view.kind === 'shared' || view.kind === 'draft' ? view.roster : savedEntry?.roster;
  return {
    view,
    setView,
    linkError: current?.linkError ?? null,
    roster,
    openId: savedEntry ? savedEntry.id : null,
    gone: savedEntry !== undefined && snapshot !== null && snapshot.gone.includes(savedEntry),
    viewKey: viewKeyOf(view),
  };
}
