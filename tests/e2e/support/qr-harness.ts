/**
 * The camera's components on a page of their own, for the tests: there is no product page to test
 * them on before the Table Link panel mounts them, and a test page must not ship with the site. So the
 * harness (support/qr-harness/) is built here with Vite, the site's own bundler (same JSX, CSS and
 * worker handling: the decoder's worker becomes a chunk of its own, loaded by URL as in the site), and
 * served by Playwright's routing under /__qr-harness/ on the site's own origin, with the Content
 * Security Policy of the built play page, so the scanner is tested under the policy it will live with.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { build } from 'vite';
import { drawingFromSvg, writeY4m, type Scene } from './qr-video';
import type { QrDrawing } from '../../../src/roster/qr';
import { htmlFor } from './site';

export const HARNESS = '/__qr-harness/';
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

let built: Promise<string> | null = null;

/** Builds the harness once per test worker; the folder it was written to. */
export function buildHarness(): Promise<string> {
  built ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'qr-harness-'));
    await build({
      configFile: false,
      logLevel: 'error',
      root: resolve('tests/e2e/support/qr-harness'),
      base: HARNESS,
      oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
      build: { outDir, emptyOutDir: true, minify: true, modulePreload: { polyfill: false } },
    });
    return outDir;
  })();
  return built;
}

/** The built play page's policy, exactly as the site serves it (a meta element). */
export function playPagePolicy(): string {
  const html = htmlFor('/heartbreaker/play/');
  const policy = html && /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
  if (!policy) throw new Error('No built play page with a Content Security Policy: build the site first');
  return policy;
}

/** Serves the harness on `page` under /__qr-harness/ with the play page's policy in its <head>. */
export async function routeHarness(page: Page): Promise<void> {
  const dir = await buildHarness();
  const policy = playPagePolicy();
  await page.route(`**${HARNESS}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(HARNESS.length) || 'index.html';
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    let body: string | Buffer = readFileSync(file);
    if (path === 'index.html') body = body.toString('utf8').replace('<meta charset="utf-8" />', `<meta charset="utf-8" /><meta http-equiv="Content-Security-Policy" content="${policy}">`);
    await route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? 'application/octet-stream', body });
  });
}

/**
 * A Chromium of its own (Debian's, as the config's), whose camera is the fake capture device: playing
 * the .y4m file `video` (support/qr-video.ts; Chromium's own test pattern when none), allowed without
 * asking, or refused (`deny`). A camera belongs to a browser, not to a context: each phone that reads
 * codes needs its browser.
 */
export function launchCamera(video: string | undefined, { deny = false }: { deny?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--use-fake-device-for-media-stream',
      deny ? '--use-fake-ui-for-media-stream=deny' : '--use-fake-ui-for-media-stream',
      ...(video ? [`--use-file-for-fake-video-capture=${video}`] : []),
    ],
  });
}

/** The codes drawn inside `scope` as a camera would see them, in page order (one code, or every part of a cycle). */
export async function drawingsShown(scope: Locator): Promise<QrDrawing[]> {
  const drawings: QrDrawing[] = [];
  for (const svg of await scope.locator('svg').all()) drawings.push(drawingFromSvg((await svg.getAttribute('viewBox'))!, (await svg.locator('path').getAttribute('d'))!));
  return drawings;
}

export interface Phone {
  browser: Browser;
  page: Page;
  /** Every URL the page asked for, the site's own included. */
  requests: string[];
  /** Content Security Policy violations the page reported. */
  violations: string[];
  /** The camera's tracks the page was given, each 'live' or 'ended' now. */
  trackStates(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A phone at 360 px on the harness page: its own Chromium, whose camera is the fake capture device
 * playing `scenes` (written as a .y4m video, support/qr-video.ts; Chromium's own test pattern when
 * none), with the camera allowed, or refused (`deny`).
 */
/**
 * `native`: a stand-in for the browser's own BarcodeDetector (this Chromium has none) that reads
 * this text from any frame with a picture in it, so the reader's native path runs.
 */
export async function launchPhone(baseURL: string, { scenes, deny = false, native }: { scenes?: Scene[]; deny?: boolean; native?: string } = {}): Promise<Phone> {
  const video = scenes && join(mkdtempSync(join(tmpdir(), 'qr-camera-')), 'camera.y4m');
  if (video) writeY4m(video, scenes!);
  const browser = await launchCamera(video, { deny });
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const requests: string[] = [];
  const violations: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.exposeFunction('__violation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    const w = window as unknown as { __tracks: MediaStreamTrack[]; __violation(v: string): void };
    w.__tracks = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violation(`${e.effectiveDirective} ${e.blockedURI}`));
    const media = navigator.mediaDevices;
    if (!media) return;
    const original = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      w.__tracks.push(...stream.getTracks());
      return stream;
    };
  });
  if (native !== undefined) {
    await page.addInitScript((text: string) => {
      class FakeDetector {
        static getSupportedFormats = async () => ['qr_code'];
        async detect(source: HTMLVideoElement | ImageBitmap) {
          const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
          return width > 0 ? [{ rawValue: text }] : [];
        }
      }
      (window as unknown as { BarcodeDetector: unknown }).BarcodeDetector = FakeDetector;
    }, native);
  }
  await routeHarness(page);
  await page.goto(HARNESS);
  return {
    browser,
    page,
    requests,
    violations,
    trackStates: () => page.evaluate(() => (window as unknown as { __tracks: MediaStreamTrack[] }).__tracks.map((t) => t.readyState)),
    close: () => browser.close(),
  };
}

/**
 * Marks the first frame of the camera's video (`video`) that shows a code: its quiet zone's corner is
 * white, brighter than any of the grey table the fake camera shows around it (at most 190). That
 * frame's time (performance.now's clock) is read back with `codeInViewAt`; each call starts again.
 */
export async function watchCodeInView(page: Page, video: string): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __codeAt?: number };
    delete w.__codeAt;
    const el = document.querySelector<HTMLVideoElement>(selector)!;
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const look = (now: number) => {
      if (!el.isConnected) return;
      ctx.drawImage(el, 0, 0, 64, 48);
      const { data } = ctx.getImageData(0, 0, 64, 48);
      for (let i = 0; i < data.length; i += 4) if (data[i]! > 225) return void (w.__codeAt ??= now);
      el.requestVideoFrameCallback(look);
    };
    el.requestVideoFrameCallback(look);
  }, video);
}

/** When the watched video first showed a code (watchCodeInView), or NaN while it has not. */
export const codeInViewAt = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __codeAt?: number }).__codeAt ?? Number.NaN);
