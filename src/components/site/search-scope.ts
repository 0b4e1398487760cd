import { parse, renderSync, type ElementNode, type Node } from 'ultrahtml';
import { querySelector } from 'ultrahtml/selector';

/**
 * The one-line game scope above the search box: Pagefind's own filter panel (a titled list of
 * five checkboxes, about 330 px tall on a phone) is hidden by search.css, and this row drives it
 * instead (search-scope-client.ts ticks Pagefind's hidden checkbox to match).
 *
 * - On a game's page: one switch, "Only <game>", on. Search starts in that game; one tap widens it to
 *   every game. A button, not a checkbox: Starlight focuses the dialog's first <input> when it opens,
 *   which must stay the search box.
 * - Elsewhere: a "Game" select, "All games" first.
 *
 * `html` is what Starlight's Search component renders; the row goes first in its `.search-container`.
 * Throws when that markup no longer has one, so a Starlight upgrade cannot silently drop the row.
 */
export function addSearchScope(html: string, current: string | undefined, games: readonly string[]): string {
  const tree = parse(html) as Node;
  const container = querySelector(tree, '.search-container') as ElementNode | undefined;
  if (!container) throw new Error(`Search: Starlight's search markup has no ".search-container" any more; update src/components/site/search-scope.ts.`);
  const row = parse(scopeMarkup(current, games)) as ElementNode;
  for (const child of row.children) child.parent = container;
  container.children.unshift(...row.children);
  return renderSync(tree);
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The row's markup: an "Only <game>" switch on a game's page, a game select elsewhere. */
export function scopeMarkup(current: string | undefined, games: readonly string[]): string {
  const control =
    current !== undefined
      ? `<button type="button" class="search-scope-only" role="switch" aria-checked="true" data-search-scope-game="${escape(current)}">Only ${escape(current)}</button>`
      : `<label class="search-scope-pick" for="search-scope-game">Game</label><select id="search-scope-game" data-search-scope-game><option value="" selected>All games</option>${games
          .map((g) => `<option value="${escape(g)}">${escape(g)}</option>`)
          .join('')}</select>`;
  return `<div class="search-scope" data-search-scope>${control}</div>`;
}
