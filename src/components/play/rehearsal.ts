/**
 * When the play view rehearses a game's first taps (src/play/rehearse.ts): once for each game opened
 * on the page, when the page is next idle after the game's paint. usePlay.ts imports this after that
 * paint, so a page's first load carries none of it.
 */
import { rehearse, type GameDoc, type PlayRules } from '../../play';

/** What the rehearsal reads when it runs: the rules and roster of the view's latest draw, and the game as saved then. */
export interface Rehearsal<R> {
  rules: PlayRules<R>;
  roster: R;
  game: () => GameDoc | undefined;
}

const rehearsed = new Set<string>();

/** Rehearses game `id` once, when the page is idle (soon after at the latest; a timer where the browser has no idle callback, as Safari). */
export function rehearseOnce<R>(id: string, read: () => Rehearsal<R> | null): void {
  if (rehearsed.has(id)) return;
  rehearsed.add(id);
  const run = () => {
    const now = read();
    const doc = now?.game();
    try {
      if (now && doc) rehearse(now.rules, now.roster, doc, new Date());
    } catch {
      // Only a head start: a step that fails here fails in its tap too, and says so there.
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 200);
}
