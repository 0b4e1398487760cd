/**
 * Two phones with cameras on the Heartbreaker play page, for Table Link by camera (issue 36): each
 * phone is a Chromium of its own whose camera is the fake capture device playing a video file
 * (qr-harness.ts, launchCamera), replaced before each scan (qr-video.ts, showOnCamera). Shared by
 * tests/e2e/table-link-camera.spec.ts and the merge bench (tests/bench/table-link-merge.bench.spec.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../../src/roster/lz-compress';
import type { QrDrawing } from '../../../src/roster/qr';
import { waitForIsland, writesSettled } from './builder';
import { waitForServiceWorker } from './offline';
import { drawingsShown, launchCamera } from './qr-harness';
import { showOnCamera } from './qr-video';
import { panel, theirMeat } from './table-link';

export interface Phone {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The video file its camera plays. */
  video: string;
  errors: string[];
  /** Paths of the requests that failed (offline). */
  failed: string[];
}

/** A phone: its own browser and camera (an empty table in view until it is shown a code), one page at 360 × 740. */
export async function phone(baseURL: string): Promise<Phone> {
  const video = join(mkdtempSync(join(tmpdir(), 'link-camera-')), 'camera.y4m');
  showOnCamera(video, [{ drawing: null, frames: 2 }]);
  const browser = await launchCamera(video);
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });
  // Every address the page's hash was set to (the panel opens a code's text there, as a link is opened): what the camera read, once assembled.
  await context.addInitScript(() => {
    const w = window as unknown as { __opened: string[] };
    w.__opened = [];
    addEventListener('hashchange', (e) => w.__opened.push(e.newURL));
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const failed: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('requestfailed', (r) => failed.push(new URL(r.url()).pathname));
  return { browser, context, page, video, errors, failed };
}

// A roster opened from a link is saved as "… (received)" when the phone holds the same one (usePlay.ts): both gangs here are one list.
export const merged = (name: string) => new RegExp(`Merged ${name}( \\(received\\))?’s update\\.`);
export const said = (page: Page) => page.locator('.pk-said');
export const camera = (page: Page) => panel(page).locator('.pk-qr-scan');
export const theirDamage = async (page: Page, name: string) => {
  const [left, most] = await theirMeat(page, name);
  return most - left;
};

/** What a phone shows now: its code as its screen draws it (one code, or every part of a cycle in order), and the link printed under it. */
export interface Shown {
  drawings: QrDrawing[];
  link: string;
}

export async function codesOf(p: Phone): Promise<Shown> {
  await writesSettled(p.page);
  const code = panel(p.page).locator('.pk-link-code');
  const field = panel(p.page).getByLabel(/^The (table link|update as a link)$/);
  // One code on screen, or one cycle whose every part is drawn (QrCycle draws each once, then shows one).
  await expect(code).toHaveCount(1);
  await expect(code.locator('svg').first()).toBeAttached();
  await expect(code.locator('[data-part]:not(:has(svg))')).toHaveCount(0);
  const link = await field.inputValue();
  const drawings = await drawingsShown(code);
  // The same update throughout (a code and its link are drawn together).
  expect(await field.inputValue()).toBe(link);
  return { drawings, link };
}

/** Opens the gang on the play page and starts a table link on it (the panel's code loads then), before the network goes. */
export async function openGame(p: Phone, gang: unknown): Promise<void> {
  await p.page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(gang))}`);
  await waitForIsland(p.page);
  await expect(p.page.locator('.pk-game')).toBeVisible();
  await panel(p.page).locator('summary').click();
  await p.page.getByRole('button', { name: 'Start a table link' }).click();
  await expect(panel(p.page).locator('.pk-link-code svg').first()).toBeAttached();
  // The site's service worker holds the whole build once it controls the page: offline, it serves
  // what loads later (the camera's reader, a chunk and a worker, loaded only when the camera opens).
  await waitForServiceWorker(p.page);
}
