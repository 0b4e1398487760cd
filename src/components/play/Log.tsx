/**
 * The game's log, newest first (the last 60 steps), folded under the cards. It loads once a game is
 * open (PlayView lazy-loads it), and it follows a step in the frame after that step's own paint: a
 * tap paints what it changed first, and the log's words are worked out and drawn after (React's
 * `useDeferredValue`; measured on the Heartbreaker score's "one more", with the CPU slowed 4x, the
 * median tap went from 96 to 72 ms, docs/performance.md).
 */
import { memo, useDeferredValue, useMemo } from 'react';
import { logWords, type GameDoc } from '../../play';

export const Log = memo(function Log({ doc }: { doc: Pick<GameDoc, 'base' | 'steps'> }) {
  const shown = useDeferredValue(doc);
  // While a step's own paint is drawn, the same element as before: React leaves the log as it is.
  return useMemo(() => {
    const words = logWords(shown);
    return (
      <details className="pk-log">
        <summary>Log ({words.length})</summary>
        <ol reversed>
          {words
            .slice(-60)
            .reverse()
            .map((w, i) => (
              <li key={words.length - i}>{w}</li>
            ))}
        </ol>
      </details>
    );
  }, [shown]);
});
