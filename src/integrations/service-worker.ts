import { join } from 'node:path';
import { generateSW } from 'workbox-build';

/**
 * What the service worker downloads on a reader's first visit, so that every page works offline
 * afterwards. The build fails above these (docs/offline-and-csp.md, "Offline and installable").
 */
export const PRECACHE_BUDGET = {
  /** All precached files together, uncompressed (what the browser stores). */
  totalBytes: 12 * 1024 * 1024,
  /** One file: anything larger is a mistake (a stray download or an unsplit bundle). */
  fileBytes: 512 * 1024,
};

/**
 * Everything in dist/ is precached (so pages others add later are covered without a list), except:
 * the service worker itself, files for crawlers and hosts, and the Pagefind UI bundles Starlight
 * does not load (it bundles @pagefind/default-ui itself and only fetches pagefind.js, its worker,
 * WebAssembly, index, filter and fragment files).
 */
export const PRECACHE_IGNORES = [
  'sw.js',
  '_headers',
  'robots.txt',
  'sitemap-*.xml',
  '**/*.map',
  'pagefind/pagefind-ui.*',
  'pagefind/pagefind-component-ui.*',
  'pagefind/pagefind-modular-ui.*',
  'pagefind/pagefind-highlight.js',
];

export interface PrecacheSummary {
  count: number;
  bytes: number;
  /** Bytes per kind of file: pages, scripts, styles, search index, icons, other. */
  byKind: Record<string, number>;
  largest: { url: string; bytes: number };
}

function kindOf(url: string): string {
  if (url.endsWith('.html')) return 'pages';
  if (url.startsWith('pagefind/')) return 'search index';
  if (url.endsWith('.js')) return 'scripts';
  if (url.endsWith('.css')) return 'styles';
  if (/\.(png|svg|webmanifest)$/.test(url)) return 'icons and manifest';
  if (/\.(woff2?|ttf|otf)$/.test(url)) return 'fonts';
  return 'other';
}

/** The budget problems of a precache list (empty when it fits). */
export function budgetProblems(entries: readonly { url: string; size: number }[], budget = PRECACHE_BUDGET): string[] {
  const problems: string[] = [];
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total > budget.totalBytes) {
    problems.push(`precache is ${formatBytes(total)}, over its ${formatBytes(budget.totalBytes)} budget`);
  }
  for (const e of entries) {
    if (e.size > budget.fileBytes) problems.push(`${e.url} is ${formatBytes(e.size)}, over the ${formatBytes(budget.fileBytes)} a file may take`);
  }
  return problems;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KiB` : `${bytes} B`;
}

/**
 * Writes dist/sw.js: a Workbox service worker that precaches every file of the build (by content
 * revision) and serves them cache-first, so the whole site works offline after one visit.
 *
 * - A new build installs in the background and waits: the page tells the reader and moves to it on
 *   the next page load (src/scripts/offline/register.ts sends SKIP_WAITING, which generateSW
 *   listens for when `skipWaiting` is off). Nothing mid-page is swapped underneath the reader.
 * - The first install claims the open page, so it is offline-ready without a reload.
 * - Query strings are ignored when looking up a page: a tool's set-up lives in its URL.
 * - A page not in the cache (one added after this version) is fetched; offline, the 404 page says so.
 */
export async function writeServiceWorker(distDir: string): Promise<PrecacheSummary> {
  let summary: PrecacheSummary | undefined;
  const { warnings } = await generateSW({
    globDirectory: distDir,
    globPatterns: ['**/*'],
    globIgnores: PRECACHE_IGNORES,
    swDest: join(distDir, 'sw.js'),
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    directoryIndex: 'index.html',
    ignoreURLParametersMatching: [/.*/],
    // Astro's bundles and Pagefind's index files carry a content hash in their names already.
    dontCacheBustURLsMatching: /^_astro\/|\.pf_(fragment|index|filter|meta)$/,
    // Files over this are left out by Workbox with a warning, which fails the build below.
    maximumFileSizeToCacheInBytes: PRECACHE_BUDGET.fileBytes,
    manifestTransforms: [
      (entries) => {
        const byKind: Record<string, number> = {};
        let largest = { url: '', bytes: 0 };
        for (const e of entries) {
          const kind = kindOf(e.url);
          byKind[kind] = (byKind[kind] ?? 0) + e.size;
          if (e.size > largest.bytes) largest = { url: e.url, bytes: e.size };
        }
        summary = { count: entries.length, bytes: entries.reduce((s, e) => s + e.size, 0), byKind, largest };
        return { manifest: entries, warnings: budgetProblems(entries) };
      },
    ],
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/404.html' } },
      },
    ],
  });
  if (warnings.length > 0) throw new Error(`Service worker not written:\n- ${warnings.join('\n- ')}`);
  if (!summary) throw new Error('Workbox produced no precache list');
  return summary;
}
