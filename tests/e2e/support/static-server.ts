import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { DIST } from './site';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
};

export interface StaticSite {
  /** http://localhost:<port> */
  origin: string;
  /** Replaces a file's body (by URL path, "/sw.js"), as a new deployment would. */
  deploy(path: string, body: string): void;
  /** Answers requests for `path` only `ms` later (a slow page somewhere on the site). */
  delay(path: string, ms: number): void;
  /** Stops serving, like a basement with no reception; open connections are cut. */
  close(): Promise<void>;
}

/**
 * The built dist/ on a port of its own, for tests that must change what is deployed or take the
 * server away (the shared preview server cannot do either). Serves like `astro preview`: a folder's
 * index.html at its path, the 404 page for anything else.
 */
export async function serveBuiltSite(): Promise<StaticSite> {
  const overrides = new Map<string, string>();
  const delays = new Map<string, number>();
  const root = normalize(DIST);

  async function fileFor(path: string): Promise<string | undefined> {
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root)) return undefined;
    try {
      return (await stat(file)).isFile() ? file : undefined;
    } catch {
      return undefined;
    }
  }

  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    const delay = delays.get(path);
    if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
    const headers = { 'Cache-Control': 'no-cache', 'Content-Type': TYPES[extname(path.endsWith('/') ? 'index.html' : path)] ?? 'application/octet-stream' };
    const override = overrides.get(path) ?? overrides.get(`${path}index.html`);
    if (override !== undefined) return void res.writeHead(200, headers).end(override);
    const file = await fileFor(path);
    if (file) return void res.writeHead(200, headers).end(await readFile(file));
    if (!extname(path) && (await fileFor(`${path}/`))) return void res.writeHead(301, { Location: `${path}/` }).end();
    res.writeHead(404, { 'Content-Type': TYPES['.html']! }).end(await readFile(join(root, '404.html')));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  return {
    origin: `http://localhost:${address.port}`,
    deploy: (path, body) => void overrides.set(path, body),
    delay: (path, ms) => void delays.set(path, ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
