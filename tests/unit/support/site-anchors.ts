/**
 * Whether a link into our rules pages lands: its page's .mdx exists under content/, and the anchor is
 * one of its headings (slugged as the site slugs them: lower case, punctuation dropped, spaces to
 * hyphens) or an id the page's components set, which the caller passes (`ids`, by page path).
 */
import { existsSync, readFileSync } from 'node:fs';

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-');

/** The .mdx of a site page such as /heartbreaker/rules/gear/. */
const mdxOf = (page: string) => `content${page.replace(/\/$/, '')}.mdx`;

/** The anchors of a site page: its headings' slugs, plus the ids its components set. */
export function pageAnchors(page: string, ids: Record<string, readonly string[]> = {}): Set<string> {
  const file = mdxOf(page);
  if (!existsSync(file)) return new Set();
  const headings = [...readFileSync(file, 'utf8').matchAll(/^#{2,4} (.+)$/gm)].map((m) => slug(m[1]!));
  return new Set([...headings, ...(ids[page] ?? [])]);
}

/** Null when `href` (a site path with an #anchor) lands on its page's anchor, else why not. */
export function missingAnchor(href: string, ids: Record<string, readonly string[]> = {}): string | null {
  const [, page, anchor] = /^(\/[a-z0-9-/]+\/)#([a-z0-9-]+)$/.exec(href) ?? [];
  if (!page || !anchor) return `${href}: not a page with an anchor`;
  if (!existsSync(mdxOf(page))) return `${href}: no page`;
  return pageAnchors(page, ids).has(anchor) ? null : `${href}: no anchor`;
}
