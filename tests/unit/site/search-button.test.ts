import { describe, expect, it } from 'vitest';
import { parse } from 'ultrahtml';
import { querySelector } from 'ultrahtml/selector';
import { nameSearchButtonByItsText } from '../../../src/components/site/search-button';

// What Starlight 0.42's Search component renders (trimmed: the icon path and the dialog's content).
const starlightSearch =
  '<site-search class="astro-b5kgnn7o" data-translations="{&quot;placeholder&quot;:&quot;Search&quot;}">' +
  '<button data-open-modal disabled aria-label="Search" aria-keyshortcuts="Control+K" class="astro-b5kgnn7o">' +
  '<svg aria-hidden="true" class="astro-b5kgnn7o astro-hkc32dio" width="16" height="16"><path d="M0 0h1"/></svg>' +
  '<span class="sl-hidden md:sl-block astro-b5kgnn7o" aria-hidden="true">Search</span>' +
  '<kbd class="sl-hidden md:sl-flex astro-b5kgnn7o" style="display: none;"><kbd class="astro-b5kgnn7o">Ctrl</kbd><kbd class="astro-b5kgnn7o">K</kbd></kbd>' +
  '</button>' +
  '<dialog style="padding:0" aria-label="Search" class="astro-b5kgnn7o"><div id="starlight__search"></div></dialog>' +
  '</site-search>' +
  "<script>(() => { if (a && b < 2) return; })();</script>";

const attributesOf = (html: string, selector: string) => (querySelector(parse(html), selector) as { attributes: Record<string, string> }).attributes;

describe('the search button is named by its visible text', () => {
  const out = nameSearchButtonByItsText(starlightSearch);

  it('drops the aria-label that left "Ctrl K" out of the name, and keeps the shortcut announced', () => {
    const button = attributesOf(out, 'button[data-open-modal]');
    expect(button['aria-label']).toBeUndefined();
    expect(button['aria-keyshortcuts']).toBe('Control+K');
  });

  it('exposes the "Search" text, hidden only visually on phones by .search-button-label', () => {
    const text = attributesOf(out, 'button > span');
    expect(text['aria-hidden']).toBeUndefined();
    expect(text.class).toBe('search-button-label astro-b5kgnn7o');
  });

  it('hides the shortcut hint from assistive technology, and leaves the dialog and scripts alone', () => {
    expect(attributesOf(out, 'button > kbd')['aria-hidden']).toBe('true');
    expect(attributesOf(out, 'dialog')['aria-label']).toBe('Search');
    expect(out).toContain("<script>(() => { if (a && b < 2) return; })();</script>");
  });

  it('fails loudly when Starlight changes its markup, rather than silently shipping the mismatch', () => {
    expect(() => nameSearchButtonByItsText('<site-search><button data-open-modal>Search</button></site-search>')).toThrow(/button > span\[aria-hidden\]/);
    expect(() => nameSearchButtonByItsText('<p>no search here</p>')).toThrow(/button\[data-open-modal\]/);
  });
});
