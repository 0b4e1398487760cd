import { defineMiddleware } from 'astro:middleware';

/**
 * Build-time fixes to Starlight's markup (this site is static, so this runs once per page while
 * prerendering and ships nothing to the browser).
 *
 * 1. Starlight's search button is named by aria-label="Search" while it also shows "Ctrl K", which
 * fails WCAG 2.5.3 Label in Name (axe: label-content-name-mismatch). We name it by its own visible
 * "Search" text instead (kept for screen readers on phones, where it is visually hidden), and hide
 * the shortcut hint from assistive technology: aria-keyshortcuts already announces it.
 * 2. The previous/next links at the foot of a page are kept out of the search index.
 */
export function fixSearchButton(html: string): string {
  return html.replace(/<button data-open-modal([^>]*?) aria-label="[^"]*"([^>]*)>([\s\S]*?)<\/button>/, (_m, before: string, after: string, inner: string) => {
    const body = inner
      .replace(/<span class="sl-hidden md:sl-block([^"]*)" aria-hidden="true">/, '<span class="search-button-label$1">')
      .replace(/<kbd class="sl-hidden md:sl-flex([^"]*)"/, '<kbd aria-hidden="true" class="sl-hidden md:sl-flex$1"');
    return `<button data-open-modal${before}${after}>${body}</button>`;
  });
}

/** Previous/next page links repeat other pages' titles: keep them out of the search index. */
export function unindexPagination(html: string): string {
  return html.replace(/<div class="pagination-links(?=[\s"])/g, '<div data-pagefind-ignore class="pagination-links');
}

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.includes('text/html')) return response;
  const html = await response.text();
  return new Response(unindexPagination(fixSearchButton(html)), { status: response.status, statusText: response.statusText, headers: response.headers });
});
