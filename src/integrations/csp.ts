import { createHash } from 'node:crypto';

/**
 * The Content Security Policy of the built site, written into every page as a
 * <meta http-equiv="Content-Security-Policy"> by a build step (see offline.ts).
 *
 * Astro's own `security.csp` does not fit Starlight: it leaves Starlight's `is:inline` scripts (the
 * theme provider, the search dialog) and `head` config scripts unhashed, places its meta after the
 * first script, and puts style hashes into `style-src`, which then blocks the `style` attributes
 * Starlight renders (`--depth` in the sidebar, icon sizes). So we hash what each built page really
 * contains instead.
 */

/** `'sha256-…'` of a script or style body, as the browser hashes it (line endings normalised to LF). */
export function cspHash(body: string): string {
  const digest = createHash('sha256').update(body.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
  return `'sha256-${digest}'`;
}

/** Script types a browser executes; anything else (JSON, ld+json, templates) is data and needs no hash. */
const EXECUTABLE_SCRIPT = /^(|module|text\/javascript|application\/javascript)$/i;

/** Bodies of the inline scripts a page runs (scripts with a `src` are covered by 'self'). */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attrs}`);
    if (!EXECUTABLE_SCRIPT.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    bodies.push(body!);
  }
  return bodies;
}

/** Bodies of a page's <style> elements. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]!);
}

export interface PolicyParts {
  scriptHashes: Iterable<string>;
  styleHashes: Iterable<string>;
}

/**
 * The policy for one page (or, with every page's hashes, for the whole site).
 *
 * - Scripts: our own origin plus the hash of each inline script; no 'unsafe-inline', no 'unsafe-eval'.
 *   'wasm-unsafe-eval' lets Pagefind compile its WebAssembly search engine; it allows no JavaScript eval.
 * - Styles: <style> elements and stylesheets by origin and hash (style-src-elem); `style` attributes
 *   stay allowed (style-src-attr 'unsafe-inline') because Starlight renders them (sidebar `--depth`,
 *   `--sl-icon-size`) and our islands render bar widths with them. Browsers without the CSP 3 split
 *   fall back to style-src, which allows both.
 * - Images: our origin and data: URLs (Starlight's stylesheet draws its select arrows and icons as
 *   inline SVG data).
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes }: PolicyParts): string {
  const sorted = (hashes: Iterable<string>) => [...new Set(hashes)].sort();
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...sorted(scriptHashes)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", ...sorted(styleHashes)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The policy a page needs: the hashes of exactly the inline scripts and styles it contains. */
export function policyForPage(html: string): PolicyParts {
  return { scriptHashes: inlineScripts(html).map(cspHash), styleHashes: inlineStyles(html).map(cspHash) };
}

const META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/**
 * The page with its policy as the first element of <head> (right after <meta charset>), so it covers
 * every script and style that follows. Rewriting a page that already has one replaces it.
 */
export function withPolicyMeta(html: string, policy: string): string {
  if (policy.includes('"')) throw new Error('A CSP never contains a double quote');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  if (META.test(html)) return html.replace(META, meta);
  const charset = /<meta charset=[^>]*>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('A page without <head> cannot carry a Content Security Policy');
  return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
}

/**
 * Directives a meta element cannot carry (browsers ignore them there and log an error), for hosts
 * that send the policy as a header.
 */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";

/**
 * The camera is asked for only on the play pages (Table Link reads the other phone's code): every
 * other page is sent `camera=()`, so nothing on it can open the camera even if it tried.
 */
export const isPlayPage = (path: string): boolean => /^\/[a-z0-9-]+\/play\/$/.test(path);

/**
 * dist/_headers for hosts that read it (Netlify, Cloudflare Pages): the site-wide policy for every
 * path, and each page's camera permission on its own path, never by a wildcard, so two rules never
 * give one page two camera policies.
 */
export function headersFile(sitePolicy: string, pagePaths: readonly string[]): string {
  const pages = [...new Set(pagePaths)].sort().map((path) => `${path}\n  Permissions-Policy: camera=${isPlayPage(path) ? '(self)' : '()'}\n`);
  return [`/*\n  Content-Security-Policy: ${sitePolicy}\n`, ...pages].join('');
}

/** The address a built page is served at, from its file's path under dist/ ("kuggkoping/play/index.html" → "/kuggkoping/play/"). */
export function pagePath(relativeFile: string): string {
  const rel = `/${relativeFile.split('\\').join('/').replace(/^\/+/, '')}`;
  return rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
}
