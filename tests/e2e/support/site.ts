import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The built site the end-to-end tests check (ASTRO_OUT_DIR lets a parallel build be tested). */
export const DIST = process.env.ASTRO_OUT_DIR ?? 'dist';

/** Every HTML page in the build, as the URL path it is served at ("/", "/kuggkoping/", "/404.html"). */
export function builtPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name === 'pagefind' || name === '_astro') continue;
        walk(full);
      } else if (name.endsWith('.html')) {
        const rel = relative(DIST, full).split(sep).join('/');
        out.push(rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`);
      }
    }
  };
  walk(DIST);
  return out.sort();
}

/** Each URL path's HTML as read once: the build does not change while the tests run. */
const htmlCache = new Map<string, string | undefined>();

/**
 * The HTML file behind a URL path, or undefined when the build has no such page. Read from disk once
 * per path and kept: the crawl's link check asks for the same few pages tens of thousands of times
 * (every page's sidebar links every page).
 */
export function htmlFor(path: string): string | undefined {
  const clean = decodeURIComponent(path.split(/[?#]/)[0]!);
  if (htmlCache.has(clean)) return htmlCache.get(clean);
  const html = readHtml(clean);
  htmlCache.set(clean, html);
  return html;
}

function readHtml(clean: string): string | undefined {
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`, `${clean}.html`];
  for (const c of candidates) {
    try {
      return readFileSync(join(DIST, c), 'utf8');
    } catch {
      /* try the next form */
    }
  }
  return undefined;
}

/** Each page's ids as scanned once, by its HTML (the same string htmlFor keeps). */
const idsCache = new Map<string, ReadonlySet<string>>();

/** Ids that a page defines (anchors a link may point at); a page's HTML is scanned once. */
export function idsIn(html: string): ReadonlySet<string> {
  const known = idsCache.get(html);
  if (known) return known;
  const ids = new Set<string>();
  for (const m of html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)')/g)) ids.add(decodeEntities(m[1] ?? m[2] ?? ''));
  for (const m of html.matchAll(/<a\s[^>]*name="([^"]*)"/g)) ids.add(decodeEntities(m[1]!));
  idsCache.set(html, ids);
  return ids;
}

/** Links on a page: href values of <a> and <link rel=...> elements, entity-decoded. */
export function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Run `work` over `items` with at most `limit` in flight at once. */
export async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(runners);
}
