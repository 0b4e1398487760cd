/**
 * The camera only on the play pages (issue 36, Table Link): the built dist/_headers, as a host that
 * reads it serves the site, gives each play page `Permissions-Policy: camera=(self)` and every other
 * page `camera=()` (src/integrations/csp.ts's headersFile, unit-tested in tests/unit/offline/csp.test.ts).
 * Here the file the build wrote is read whole, then its headers are sent with the pages to a Chromium
 * whose camera is the fake capture device, allowed without asking: the policy alone decides.
 * `astro preview` sends no headers of its own, so the tests' routing adds the file's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gameSlugs } from '../../src/common/catalog';
import { launchCamera } from './support/qr-harness';
import { builtPages, DIST } from './support/site';

/** dist/_headers read as a host reads it: each path, then its headers indented below it. */
function readHeaders(): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let path: string | null = null;
  for (const line of readFileSync(join(DIST, '_headers'), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    if (!/^\s/.test(line)) {
      path = line.trim();
      if (rules.has(path)) throw new Error(`${path} has two rules in _headers`);
      rules.set(path, {});
      continue;
    }
    const m = /^\s+([A-Za-z-]+): (.*)$/.exec(line);
    if (!path || !m) throw new Error(`not a header line in _headers: “${line}”`);
    rules.get(path)![m[1]!] = m[2]!;
  }
  return rules;
}

const playPages = gameSlugs.map((slug) => `/${slug}/play/`);

test('dist/_headers names every built page once, with the camera allowed on the five play pages and refused on every other', () => {
  const rules = readHeaders();
  const camera = [...rules].filter(([, h]) => 'Permissions-Policy' in h).map(([path, h]) => [path, h['Permissions-Policy']] as const);
  // The site-wide rule carries the policy and no camera rule (two rules meeting on a page would give it two).
  expect(rules.get('/*')).toEqual({ 'Content-Security-Policy': expect.stringContaining("default-src 'self'") });
  expect(camera.map(([path]) => path).sort()).toEqual(builtPages());
  expect(camera.filter(([, policy]) => policy === 'camera=(self)').map(([path]) => path)).toEqual([...playPages].sort());
  expect(camera.filter(([, policy]) => policy !== 'camera=(self)').every(([, policy]) => policy === 'camera=()')).toBe(true);
});

/** What getUserMedia answers on `page`: 'live' (a camera track, stopped again) or the error's name. */
const askCamera = (page: Page) =>
  page.evaluate(async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
      const state = stream.getVideoTracks()[0]?.readyState ?? 'no track';
      for (const track of stream.getTracks()) track.stop();
      return state;
    } catch (error) {
      return error instanceof DOMException ? error.name : String(error);
    }
  });

test('served with dist/_headers, a play page opens the camera and a builder page cannot', async ({ baseURL }) => {
  const rules = readHeaders();
  const browser = await launchCamera(undefined);
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    // The page itself as a host reading _headers sends it: its own rule's headers added to the preview's response.
    await context.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const own = rules.get(new URL(route.request().url()).pathname) ?? {};
      await route.fulfill({ response, headers: { ...response.headers(), ...own } });
    });
    for (const [path, answer] of [
      ['/heartbreaker/builder/', 'NotAllowedError'],
      ['/heartbreaker/play/', 'live'],
      ['/', 'NotAllowedError'],
      ['/kuggkoping/play/', 'live'],
    ] as const) {
      const response = await page.goto(path);
      expect(response!.headers()['permissions-policy']).toBe(path.endsWith('/play/') ? 'camera=(self)' : 'camera=()');
      expect(await askCamera(page), path).toBe(answer);
    }
    // Without the header (the preview as it is), the builder's page would have had the camera: the refusal above is the policy's.
    await context.unrouteAll();
    await page.goto('/heartbreaker/builder/');
    expect(await askCamera(page)).toBe('live');
  } finally {
    await browser.close();
  }
});
