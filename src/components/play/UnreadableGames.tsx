/**
 * The games on this device the play page cannot read (a stored value no check foresaw, a newer
 * version's), each kept as it was saved, with its text to download. Rare, so it loads only when there
 * is one (PlayView lazy-loads it): its words and its list are not in the page's first load.
 */
import type { UnreadableRoster } from '../../roster';
import { unreadableGames } from '../../play';
import { downloadText } from '../roster/browser-files';

export function UnreadableGames({ unreadable, slug }: { unreadable: readonly UnreadableRoster[]; slug: string }) {
  return (
    <div className="rk-notice" role="note">
      <p>{unreadableGames(unreadable.length)}</p>
      <ul>
        {unreadable.map((u) => (
          <li key={u.key}>
            {u.label === u.key ? 'A game' : `“${u.label}”`}: {u.reason}{' '}
            <button type="button" className="tk-button pk-small" onClick={() => downloadText(`${slug}-game-${u.key.split(':').pop()}.json`, u.raw)}>
              Download it
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
