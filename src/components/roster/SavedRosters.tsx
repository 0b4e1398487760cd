/**
 * The list of a game's saved rosters on this device: open, duplicate, delete (with Undo, also in the
 * "Deleted this visit" list), and the entries this site cannot read, which stay saved and can be
 * downloaded as they are.
 */
import { useMemo, useState } from 'react';
import { useAfterPaint } from './useAfterPaint';
import type { LibrarySnapshot, RosterGame, RosterProblem, UnreadableRoster } from '../../roster';
import type { Persistence } from './usePersistence';

export interface SavedRostersProps<R> {
  snapshot: LibrarySnapshot<R>;
  game: RosterGame<R>;
  /** The game's check, remembered per roster (one check serves the editor, this list and the print sheet). */
  check: (roster: R) => RosterProblem[];
  openId: string | null;
  onOpen: (id: string) => void;
  onDuplicate: (id: string) => void;
  /** A roster id, or the storage key of an unreadable entry. */
  onDelete: (idOrKey: string) => void;
  onRestore: (key: string) => void;
  onDownloadRaw: (entry: UnreadableRoster) => void;
  /** What the browser answered when asked to keep the site's storage. */
  persistence: Persistence;
  /** One file with every roster of every game on this device. */
  onDownloadEverything: () => void;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function SavedRosters<R>({ snapshot, game, check, openId, onOpen, onDuplicate, onDelete, onRestore, onDownloadRaw, persistence, onDownloadEverything }: SavedRostersProps<R>) {
  const { rosters, unreadable, deleted } = snapshot;
  // Each roster's line (which runs its check) follows the list behind a keystroke: drawn from the
  // rosters as they were until after the keystroke's frame, so a long list never slows typing.
  const lined = useAfterPaint(rosters);
  const lines = useMemo(
    () =>
      new Map(
        lined.map((entry) => {
          const problems = check(entry.roster).length;
          const models = game.modelNames(entry.roster).length;
          const line = [game.summary?.(entry.roster), plural(models, game.modelNoun), problems === 0 ? 'no problems' : plural(problems, 'problem')].filter(Boolean).join(' · ');
          return [entry.id, line] as const;
        }),
      ),
    [lined, check, game],
  );
  const title = `${game.noun.charAt(0).toUpperCase()}${game.noun.slice(1)}s saved on this device`;
  // Closed while a roster is open (the editor comes first on a phone); opened when none is.
  const noneOpen = openId === null;
  const [expanded, setExpanded] = useState(noneOpen);
  const [wasNoneOpen, setWasNoneOpen] = useState(noneOpen);
  if (wasNoneOpen !== noneOpen) {
    setWasNoneOpen(noneOpen);
    setExpanded(noneOpen);
  }
  return (
    <details className="rk-saved" open={expanded} onToggle={(e) => setExpanded(e.currentTarget.open)}>
      <summary>
        {title} ({rosters.length})
      </summary>
      {rosters.length === 0 ? (
        <p className="tk-note">None yet.</p>
      ) : (
        <ul className="rk-saved-list">
          {rosters.map((entry) => {
            const name = game.name(entry.roster) || `Unnamed ${game.noun}`;
            const line = lines.get(entry.id) ?? '';
            const isOpen = entry.id === openId;
            return (
              <li key={entry.id} className="rk-saved-item" data-open={isOpen ? '' : undefined}>
                <button type="button" className="rk-link-button" aria-current={isOpen ? 'true' : undefined} onClick={() => onOpen(entry.id)}>
                  {name}
                  {isOpen && <span className="rk-tag"> (open)</span>}
                </button>
                <p className="tk-note">{line}</p>
                <div className="rk-row">
                  <button type="button" className="tk-button" aria-label={`Duplicate ${name}`} onClick={() => onDuplicate(entry.id)}>
                    Duplicate
                  </button>
                  <button type="button" className="tk-button" aria-label={`Delete ${name}`} onClick={() => onDelete(entry.id)}>
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {snapshot.persistent && rosters.length > 0 && (
        <div className="rk-saved-group">
          <p className="tk-note">
            {persistence === 'kept'
              ? 'This browser keeps them until you delete them.'
              : persistence === 'may-clear'
                ? 'The browser may clear these when space runs low: download a backup now and then.'
                : 'Keep a backup of everything on this device in one file.'}
          </p>
          <button type="button" className="tk-button" onClick={onDownloadEverything}>
            Download everything
          </button>
        </div>
      )}
      {deleted.length > 0 && (
        <div className="rk-saved-group">
          <p className="tk-label">Deleted this visit (kept until you close the page)</p>
          <ul className="rk-saved-list">
            {deleted.map((d) => (
              <li key={d.key} className="rk-saved-item">
                <span>{d.label}</span>
                <button type="button" className="tk-button" onClick={() => onRestore(d.key)}>
                  Undo delete of {d.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {unreadable.length > 0 && (
        <div className="rk-saved-group">
          <p className="tk-label">Saved entries this site cannot open (kept as they are)</p>
          <ul className="rk-saved-list">
            {unreadable.map((u) => (
              <li key={u.key} className="rk-saved-item">
                <span>{u.label}</span>
                <p className="tk-note">{u.reason}</p>
                <div className="rk-row">
                  <button type="button" className="tk-button" onClick={() => onDownloadRaw(u)}>
                    Download {u.label} as saved
                  </button>
                  <button type="button" className="tk-button" aria-label={`Delete ${u.label}`} onClick={() => onDelete(u.key)}>
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </details>
  );
}
