/**
 * The builder's notices about storage and the open roster: nothing can be saved (storage blocked),
 * changes waiting for room (storage full, with "Download everything" on the spot), a share link that
 * could not be opened, and a roster another tab deleted (kept here until the player keeps or closes it).
 */
import type { ReactNode } from 'react';
import type { LibrarySnapshot } from '../../roster';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface StorageNoticesProps {
  snapshot: LibrarySnapshot<unknown>;
  noun: string;
  linkError: string | null;
  /** What a link carries, when it is not a `noun` (a play page's link carries a gang, not a game). */
  linkNoun?: string;
  onDownloadEverything: () => void;
}

export function StorageNotices({ snapshot, noun, linkError, linkNoun = noun, onDownloadEverything }: StorageNoticesProps) {
  return (
    <>
      {!snapshot.persistent && (
        <p className="rk-notice" role="note">
          This browser does not let the site save anything (private browsing, or storage switched off). Your {noun}s stay in this page until you close it:
          export them to keep them.
        </p>
      )}
      {snapshot.persistent && snapshot.pending > 0 && snapshot.saveError && (
        <div className="rk-notice" role="alert">
          <p>
            {plural(snapshot.pending, 'change is', 'changes are')} not saved yet: {snapshot.saveError}. They are kept in this page and tried again
            every few seconds; this notice stays until all are saved. Delete a {noun} you no longer need to make room, or keep a copy now.
          </p>
          <div className="rk-row">
            <button type="button" className="tk-button rk-primary" onClick={onDownloadEverything}>
              Download everything
            </button>
          </div>
        </div>
      )}
      {linkError && (
        <p className="rk-notice" role="alert">
          The {linkNoun} in this link could not be opened. {linkError}
        </p>
      )}
    </>
  );
}

interface BannerProps {
  /** The region's name. */
  label: string;
  children: ReactNode;
  primary: string;
  onPrimary: () => void;
  onClose: () => void;
}

/**
 * A banner over the open roster that is not simply saved: a choice to keep it, or to close it. Either
 * takes the banner and its buttons away; the focus then goes on from the builder's heading
 * (RosterWorkbench's refocusAfterPress), not from the top of the page.
 */
function Banner({ label, children, primary, onPrimary, onClose }: BannerProps) {
  return (
    <div className="rk-banner" role="region" aria-label={label}>
      <p>{children}</p>
      <div className="rk-row">
        <button type="button" className="tk-button rk-primary" onClick={onPrimary}>
          {primary}
        </button>
        <button type="button" className="tk-button" onClick={onClose}>
          Close it
        </button>
      </div>
    </div>
  );
}

/** The roster on screen was deleted in another tab: nothing is written until the player says so. */
export function GoneBanner({ name, noun, onKeep, onClose }: { name: string; noun: string; onKeep: () => void; onClose: () => void }) {
  return (
    <Banner label="Deleted in another tab" primary={`Keep this ${noun}`} onPrimary={onKeep} onClose={onClose}>
      <strong>“{name}” was deleted in another tab.</strong> It is still here, and changes you make stay in this page: keep it to save it again, or close
      it.
    </Banner>
  );
}

/** The roster on screen came from a share link: not saved until the player saves a copy. */
export function SharedBanner({ noun, anySaved, onSave, onClose }: { noun: string; anySaved: boolean; onSave: () => void; onClose: () => void }) {
  return (
    <Banner label="Opened from a link" primary="Save a copy" onPrimary={onSave} onClose={onClose}>
      <strong>Opened from a link.</strong> This {noun} is not saved on this device{anySaved ? ', and your saved ones are untouched' : ''}. Changes you make
      here are lost when you close the page, unless you save a copy.
    </Banner>
  );
}
