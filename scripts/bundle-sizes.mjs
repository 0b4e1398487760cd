// What a tool page's islands make the browser download: every JavaScript file an <astro-island>
// names (its component and its renderer) and every file those import, gzipped. Shared by the budget
// check (check-bundles.mjs) and anything that wants to print the sizes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Every built page with an island of ours: each tool page, /<slug>/tools/<tool>/ (the tools index
 * pages have no island), and each game’s builder, /<slug>/builder/, and play page, /<slug>/play/.
 */
export function toolPages(dist) {
  const pages = [];
  for (const slug of readdirSync(dist, { withFileTypes: true })) {
    if (!slug.isDirectory()) continue;
    if (existsSync(join(dist, slug.name, 'builder', 'index.html'))) pages.push(`/${slug.name}/builder/`);
    if (existsSync(join(dist, slug.name, 'play', 'index.html'))) pages.push(`/${slug.name}/play/`);
    const tools = join(dist, slug.name, 'tools');
    if (!existsSync(tools)) continue;
    for (const tool of readdirSync(tools, { withFileTypes: true })) {
      if (tool.isDirectory() && existsSync(join(tools, tool.name, 'index.html'))) pages.push(`/${slug.name}/tools/${tool.name}/`);
    }
  }
  return pages.sort();
}

const IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The site-relative URLs of the scripts the page's islands load, directly. */
function islandEntries(html) {
  const urls = new Set();
  for (const tag of html.match(/<astro-island\b[^>]*>/g) ?? []) {
    for (const m of tag.matchAll(/\s(?:component|renderer|before-hydration)-url="([^"]+)"/g)) urls.add(m[1]);
  }
  return [...urls];
}

/** The entry files and everything they import statically, as site-relative URLs. */
function closure(dist, entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(dist, url), 'utf8');
    for (const m of code.matchAll(IMPORT)) queue.push(posix.join(posix.dirname(url), m[1]));
  }
  return seen;
}

const gzipCache = new Map();
/** Gzipped size in bytes (level 9, what a static host usually serves). */
function gzipped(dist, url) {
  if (!gzipCache.has(url)) gzipCache.set(url, gzipSync(readFileSync(join(dist, url)), { level: 9 }).length);
  return gzipCache.get(url);
}

/**
 * For one page: the island scripts it loads, split into React (the renderer and what it imports,
 * shared by every island) and the page's own code, in gzipped bytes.
 */
export function pageScripts(dist, page) {
  const html = readFileSync(join(dist, page, 'index.html'), 'utf8');
  const entries = islandEntries(html);
  const renderers = [...html.matchAll(/\srenderer-url="([^"]+)"/g)].map((m) => m[1]);
  const react = closure(dist, renderers);
  const all = closure(dist, entries);
  const files = [...all].sort().map((url) => ({ url, bytes: gzipped(dist, url), react: react.has(url) }));
  const sum = (list) => list.reduce((s, f) => s + f.bytes, 0);
  return { page, files, total: sum(files), react: sum(files.filter((f) => f.react)), own: sum(files.filter((f) => !f.react)) };
}

/** kB with one decimal (1 kB = 1000 bytes, as the budgets are written). */
export const kB = (bytes) => (bytes / 1000).toFixed(1);
