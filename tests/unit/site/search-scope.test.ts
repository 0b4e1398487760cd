import { describe, expect, it } from 'vitest';
import { parse } from 'ultrahtml';
import { querySelector, querySelectorAll } from 'ultrahtml/selector';
import { addSearchScope } from '../../../src/components/site/search-scope';

// What Starlight 0.42's Search dialog renders around Pagefind (trimmed).
const starlightSearch =
  '<site-search><button data-open-modal disabled>Search</button>' +
  '<dialog style="padding:0" aria-label="Search"><div class="dialog-frame sl-flex"><button data-close-modal class="sl-flex md:sl-hidden">Cancel</button>' +
  '<div class="search-container"><div id="starlight__search"></div></div></div></dialog></site-search>';

type El = { name: string; attributes: Record<string, string>; children: { value?: string }[] };
const games = ['Kuggköping', 'Heartbreaker', 'Arsenal Campaign'];

describe('the one-line game scope in the search dialog', () => {
  it('on a game page: an "Only <game>" switch, on, first in the search container (before the search box)', () => {
    const tree = parse(addSearchScope(starlightSearch, 'Kuggköping', games));
    const container = querySelector(tree, '.search-container') as unknown as El & { children: El[] };
    expect(container.children[0]!.attributes.class).toBe('search-scope');
    const button = querySelector(tree, '.search-scope button') as unknown as El;
    expect(button.attributes).toMatchObject({ type: 'button', role: 'switch', 'aria-checked': 'true', 'data-search-scope-game': 'Kuggköping' });
    expect(button.children.map((c) => c.value).join('')).toBe('Only Kuggköping');
    // Starlight focuses the dialog's first <input> when it opens: the scope adds none.
    expect(querySelectorAll(tree, '.search-scope input')).toHaveLength(0);
  });

  it('elsewhere: a labelled "Game" select, All games first and chosen', () => {
    const tree = parse(addSearchScope(starlightSearch, undefined, games));
    const select = querySelector(tree, '.search-scope select') as unknown as El;
    expect((querySelector(tree, '.search-scope label') as unknown as El).attributes.for).toBe(select.attributes.id);
    const options = querySelectorAll(tree, '.search-scope option') as unknown as El[];
    expect(options.map((o) => o.attributes.value)).toEqual(['', ...games]);
    expect(options[0]!.attributes.selected).toBeDefined();
  });

  it('fails loudly when Starlight stops rendering a search container', () => {
    expect(() => addSearchScope('<site-search></site-search>', 'Kuggköping', games)).toThrow(/search-container/);
  });
});
