import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { contentSecurityPolicy, HEADER_ONLY_DIRECTIVES, headersFile, pagePath, policyForPage, withPolicyMeta } from './csp.ts';
import { renderIcon } from './icons.ts';
import { APPLE_TOUCH_ICON, ICONS, MANIFEST_PATH, webAppManifest } from './manifest.ts';
import { formatBytes, writeServiceWorker } from './service-worker.ts';

const REGISTER_SCRIPT = fileURLToPath(new URL('../scripts/offline/register.ts', import.meta.url));

/**
 * A service worker retired in dev: `npm start` and `npm run dev` share localhost:4321, and a
 * production worker left there would keep serving the old build to the dev server's pages. The
 * browser picks this up at its next update check, and it removes itself and reloads its pages.
 */
const RETIRING_SERVICE_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await self.registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
    for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
  })());
});
`;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/**
 * Offline, installable and locked down: the build's last steps, so it must be registered after
 * starlight() in astro.config.mjs (Starlight writes the Pagefind index in its own build:done hook).
 *
 * 1. Web app manifest and PNG icons made from public/favicon.svg.
 * 2. A Content Security Policy <meta> in every page, hashing exactly the inline scripts and styles the
 *    page has (csp.ts); dist/_headers carries the site-wide policy for hosts that read it.
 * 3. dist/sw.js precaching the whole build (service-worker.ts), within its budget.
 * Every page also gets src/scripts/offline/register.ts, bundled by Astro into its page script.
 */
export function offline({ description }: { description: string }): AstroIntegration {
  return {
    name: 'skirmish-shelf:offline',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript('page', `import ${JSON.stringify(REGISTER_SCRIPT)};`);
      },

      'astro:server:setup': ({ server }) => {
        const favicon = fileURLToPath(new URL('../../public/favicon.svg', import.meta.url));
        server.middlewares.use(async (req, res, next) => {
          const path = req.url?.split('?')[0];
          try {
            if (path === '/sw.js') {
              res.setHeader('Content-Type', 'text/javascript');
              res.end(RETIRING_SERVICE_WORKER);
            } else if (path === MANIFEST_PATH) {
              res.setHeader('Content-Type', 'application/manifest+json');
              res.end(JSON.stringify(webAppManifest(description)));
            } else {
              const icon = [...ICONS, APPLE_TOUCH_ICON].find((i) => i.src === path);
              if (!icon) return next();
              res.setHeader('Content-Type', 'image/png');
              res.end(await renderIcon(await readFile(favicon), icon));
            }
          } catch (error) {
            next(error);
          }
        });
      },

      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        if (!existsSync(join(dist, 'pagefind', 'pagefind-entry.json'))) {
          throw new Error('No Pagefind index in dist/: register offline() after starlight() in astro.config.mjs');
        }

        const favicon = await readFile(join(dist, 'favicon.svg'));
        for (const icon of [...ICONS, APPLE_TOUCH_ICON]) {
          const file = join(dist, icon.src);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, await renderIcon(favicon, icon));
        }
        await writeFile(join(dist, MANIFEST_PATH), `${JSON.stringify(webAppManifest(description), null, 2)}\n`);

        const scriptHashes = new Set<string>();
        const styleHashes = new Set<string>();
        for (const file of await htmlFiles(dist)) {
          const html = await readFile(file, 'utf8');
          const parts = policyForPage(html);
          for (const hash of parts.scriptHashes) scriptHashes.add(hash);
          for (const hash of parts.styleHashes) styleHashes.add(hash);
          await writeFile(file, withPolicyMeta(html, contentSecurityPolicy(parts)));
        }
        const sitePolicy = `${contentSecurityPolicy({ scriptHashes, styleHashes })}; ${HEADER_ONLY_DIRECTIVES}`;
        const pagePaths = (await htmlFiles(dist)).map((file) => pagePath(relative(dist, file)));
        await writeFile(join(dist, '_headers'), headersFile(sitePolicy, pagePaths));
        logger.info(`Content Security Policy in every page: ${scriptHashes.size} inline script and ${styleHashes.size} inline style hashes`);

        const precache = await writeServiceWorker(dist);
        const kinds = Object.entries(precache.byKind)
          .sort(([, a], [, b]) => b - a)
          .map(([kind, bytes]) => `${kind} ${formatBytes(bytes)}`)
          .join(', ');
        logger.info(`Service worker precaches ${precache.count} files, ${formatBytes(precache.bytes)} (${kinds}); largest ${precache.largest.url} ${formatBytes(precache.largest.bytes)}`);
      },
    },
  };
}
