/**
 * "Games on this device": the games in progress, and a new game from a saved roster. The same markup
 * is the play view's first screen in the server's HTML (FirstScreen), so that a first visit sees it at
 * once, and the view drawn later paints it again in the same place: nothing moves, and the page's
 * largest text is there from the first paint (Lighthouse measured the note's paint 2 s after it).
 */
import type { ReactNode } from 'react';

export interface GamesFoldProps {
  open: boolean;
  /** A unique id that the picker's id is made from. */
  idBase: string;
  /** The game's word for a roster ("warband", "gang"). */
  noun: string;
  slug: string;
  /** The games in progress, each as its line (warband, date, round). */
  games: readonly { id: string; line: string }[];
  openId?: string | null;
  onOpen?: (id: string) => void;
  /** The saved rosters a game can start from. */
  saved: readonly { id: string; name: string }[];
  pick: string;
  onPick?: (id: string) => void;
  onStart?: () => void;
  /** Said above the list (the games this device cannot read). */
  children?: ReactNode;
}

const nothing = () => undefined;

export function GamesFold({ open, idBase, noun, slug, games, openId, onOpen = nothing, saved, pick, onPick = nothing, onStart = nothing, children }: GamesFoldProps) {
  return (
    <details className="pk-games" open={open}>
      <summary>Games on this device ({games.length})</summary>
      {children}
      {games.length === 0 ? (
        <p className="tk-note">
          No game yet. Start one from a saved {noun}, or open a {noun}’s play link.
        </p>
      ) : (
        <ul className="pk-game-list">
          {games.map((g) => (
            <li key={g.id}>
              <button type="button" className="tk-button" aria-current={g.id === openId ? 'true' : undefined} onClick={() => onOpen(g.id)}>
                {g.line}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="pk-start">
        <label className="tk-label" htmlFor={`${idBase}-pick`}>
          New game with
        </label>
        <select id={`${idBase}-pick`} className="tk-input" value={pick} onChange={(e) => onPick(e.currentTarget.value)}>
          <option value="">Choose a saved {noun}</option>
          {saved.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
        <button type="button" className="tk-button rk-primary" disabled={!pick} onClick={onStart}>
          Start the game
        </button>
      </div>
      {saved.length === 0 && (
        <p className="tk-note">
          No {noun} is saved on this device yet: <a href={`/${slug}/builder/`}>build one</a>.
        </p>
      )}
    </details>
  );
}

/**
 * What the server's HTML holds before the view is drawn: a first visit's screen (nothing saved, the
 * same as the view will draw), or, on a device with games or rosters of this game saved or with a link
 * in the address, a loading line. The server cannot know which: FirstVisitCheck.astro, an inline script
 * before the island, marks the page before it paints, and play.css shows one or the other.
 */
export function FirstScreen({ idBase, noun, slug }: { idBase: string; noun: string; slug: string }) {
  // The view's own order (its heading, then the fold), so the fold sits where the view draws it.
  return (
    <div className="tk-root not-content pk-first" data-print="hide">
      <h2 id={idBase} className="rk-sr-only">
        Play
      </h2>
      <GamesFold open idBase={idBase} noun={noun} slug={slug} games={[]} saved={[]} pick="" />
      <p className="rk-loading pk-first-loading" role="status">
        Loading the play view…
      </p>
      <noscript>
        <p className="rk-loading">The play view needs JavaScript, which is turned off in this browser.</p>
      </noscript>
    </div>
  );
}
