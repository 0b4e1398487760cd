import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { cycleWords, scanWords } from '../../src/play/qr-scan';
import { buildHarness, drawingsShown, HARNESS, launchPhone, routeHarness } from './support/qr-harness';
import { drawingOf, lumaFrame } from './support/qr-video';

// Issue 36 (Table Link), the camera: a phone at 360 px whose camera is Chromium's fake capture device
// playing a video of a code drawn by the site's own encoder (support/qr-video.ts), reading it with the
// scanner as the play view will mount it (support/qr-harness.ts: why a harness, and how it is served
// with the play page's Content Security Policy).

// One worker runs the file's tests in turn: the harness is built once (tens of seconds on a loaded
// machine, outside any test's time), and each camera test starts a browser of its own.
test.describe.configure({ mode: 'default', timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildHarness();
});
const origin = (baseURL: string | undefined) => new URL(baseURL!).origin;
const texts = (page: Page) => page.locator('#texts li');
const status = (page: Page) => page.getByRole('status');

/** A PNG photo of a code (or of an empty table): what a phone's camera app would save. */
const photoOf = (text: string | null, size = { width: 1000, height: 1000 }) =>
  sharp(Buffer.from(lumaFrame(text === null ? null : drawingOf(text), size, 0.7)), { raw: { ...size, channels: 1 } })
    .png()
    .toBuffer();

test('where the browser has its own BarcodeDetector, it reads the code and our decoder’s worker is never loaded', async ({ baseURL }) => {
  const link = `${origin(baseURL)}/heartbreaker/play/#link=${'N4IgdghgtgpiBcIDiBNA'.repeat(8)}`;
  const phone = await launchPhone(baseURL!, { scenes: [{ drawing: drawingOf(link), frames: 30 }], native: link });
  const { page } = phone;
  try {
    await page.getByRole('button', { name: scanWords.open }).click();
    await expect(texts(page)).toHaveText([link]);
    await expect(page.locator('.pk-qr-scan')).toHaveAttribute('data-reader', 'native');
    expect(phone.requests.filter((u) => /qr-decode/.test(u))).toEqual([]);
    await page.getByRole('button', { name: scanWords.close }).click();
    expect(await phone.trackStates()).toEqual(['ended']);
    expect(phone.violations).toEqual([]);
  } finally {
    await phone.close();
  }
});

test('a code held in front of the camera reaches the game once, off the site nothing is asked, and the camera stops when closed or hidden', async ({ baseURL }) => {
  const link = `${origin(baseURL)}/heartbreaker/play/#link=${'N4IgdghgtgpiBcIDiBNA'.repeat(8)}`;
  // An empty table for half a second, then the code: the camera sees it come into view.
  const scenes = [
    { drawing: null, frames: 5 },
    { drawing: drawingOf(link), frames: 30 },
  ];
  const phone = await launchPhone(baseURL!, { scenes });
  const { page } = phone;
  try {
    // Nothing is asked of the camera, and no decoder is loaded, until the player asks.
    await expect(page.getByRole('button', { name: scanWords.open })).toBeVisible();
    expect(await phone.trackStates()).toEqual([]);
    expect(phone.requests.filter((u) => /qr-decode|qr-reader/.test(u))).toEqual([]);
    await page.getByRole('button', { name: scanWords.open }).click();
    await expect(page.getByRole('button', { name: scanWords.close })).toBeVisible();
    await expect(texts(page)).toHaveText([link]);
    await expect(status(page)).toContainText(scanWords.read(1));
    // The code stays in view (the video loops): it is not passed on again.
    await page.waitForTimeout(1500);
    await expect(texts(page)).toHaveCount(1);
    // This Chromium has no BarcodeDetector: our decoder read it, in its worker.
    await expect(page.locator('.pk-qr-scan')).toHaveAttribute('data-reader', 'worker');
    expect(phone.requests.some((u) => /qr-decode\.worker/.test(u))).toBe(true);
    expect(await phone.trackStates()).toEqual(['live']);
    // The video and the controls fit a 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await page.locator('.pk-qr-video').boundingBox())!.width).toBeGreaterThan(250);

    // Closed: the camera's light goes off.
    await page.getByRole('button', { name: scanWords.close }).click();
    await expect(page.getByRole('button', { name: scanWords.open })).toBeVisible();
    expect(await phone.trackStates()).toEqual(['ended']);

    // Opened again: a new session passes the code again (the game's merge ignores a repeat); then the
    // page is hidden (another app, a locked phone) and the camera stops.
    await page.getByRole('button', { name: scanWords.open }).click();
    await expect(texts(page)).toHaveCount(2);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.getByRole('button', { name: scanWords.open })).toBeVisible();
    expect(await phone.trackStates()).toEqual(['ended', 'ended']);

    // The site's policy let all of it run, and no request left the site.
    expect(phone.violations).toEqual([]);
    expect(phone.requests.filter((u) => !u.startsWith(origin(baseURL)))).toEqual([]);
  } finally {
    await phone.close();
  }
});

test('a two-part cycle shown by one phone is read by the other and assembles', async ({ baseURL, browser }) => {
  const whole = `${origin(baseURL)}/wolsung/play/#update=${'0123456789abcdefghij'.repeat(40)}`;
  const halves = [whole.slice(0, 400), whole.slice(400)];
  const parts = halves.map((h, i) => `${i + 1}/2 ${h}`);

  // Phone A shows the cycle; the drawings are read back from its screen, as a camera would see them.
  const a = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const shown = await a.newPage();
  await routeHarness(shown);
  await shown.goto(`${HARNESS}?cycle=${encodeURIComponent(JSON.stringify(parts))}`);
  const part = (i: number) => shown.locator(`[data-part="${i}"]`);
  await expect(part(1).getByText(cycleWords.part(0, 2))).toBeVisible();
  await expect(part(2)).toBeHidden();
  // It moves on by itself (every 800 ms), then pauses on request.
  await expect(part(2).getByText(cycleWords.part(1, 2))).toBeVisible({ timeout: 3000 });
  await shown.getByRole('button', { name: cycleWords.pause }).click();
  await expect(shown.getByRole('button', { name: cycleWords.pause })).toHaveAttribute('aria-pressed', 'true');
  const paused = await shown.locator('[data-part]:not([hidden])').getAttribute('data-part');
  await shown.waitForTimeout(1200);
  await expect(shown.locator('[data-part]:not([hidden])')).toHaveAttribute('data-part', paused!);
  const drawings = await drawingsShown(shown.locator('.pk-qr-cycle'));
  expect(drawings).toHaveLength(2);
  await a.close();

  // Phone B's camera watches the cycle (each part for 0.8 s at 10 frames a second).
  const scenes = [
    { drawing: drawings[0]!, frames: 8 },
    { drawing: drawings[1]!, frames: 8 },
  ];
  const phone = await launchPhone(baseURL!, { scenes });
  try {
    await phone.page.getByRole('button', { name: scanWords.open }).click();
    await expect(texts(phone.page)).toHaveCount(2, { timeout: 15_000 });
    // A trivial assembler: "i/n text", in any order.
    const read = await texts(phone.page).allTextContents();
    const byIndex = new Map(read.map((t) => [Number(/^(\d+)\/2 /.exec(t)![1]), t.replace(/^\d+\/2 /, '')]));
    expect([1, 2].map((i) => byIndex.get(i)).join('')).toBe(whole);
    await phone.page.waitForTimeout(2000);
    await expect(texts(phone.page)).toHaveCount(2);
  } finally {
    await phone.close();
  }
});

test('with reduced motion the cycle stands still and steps with Next part', async ({ baseURL, browser }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await routeHarness(page);
  await page.goto(`${HARNESS}?cycle=${encodeURIComponent(JSON.stringify(['one', 'two', 'three']))}`);
  await expect(page.getByText(cycleWords.part(0, 3))).toBeVisible();
  await expect(page.getByRole('button', { name: cycleWords.pause })).toHaveCount(0);
  await page.waitForTimeout(1500);
  await expect(page.getByText(cycleWords.part(0, 3))).toBeVisible();
  const next = page.getByRole('button', { name: cycleWords.next });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(cycleWords.part(1, 3))).toBeVisible();
  await expect(page.getByText(cycleWords.part(0, 3))).toBeHidden();
  await page.getByRole('button', { name: cycleWords.previous }).click();
  await page.getByRole('button', { name: cycleWords.previous }).click();
  await expect(page.getByText(cycleWords.part(2, 3))).toBeVisible();
  await context.close();
});

test('a refused camera says so, and a photo of the code is read instead; a photo without one, a file that is no picture and a code too long each get a message', async ({ baseURL }) => {
  const phone = await launchPhone(baseURL!, { deny: true });
  const { page } = phone;
  try {
    await page.getByRole('button', { name: scanWords.open }).click();
    await expect(status(page)).toContainText(scanWords.problem.refused);
    await expect(page.getByRole('button', { name: scanWords.open })).toBeVisible();
    expect(await phone.trackStates()).toEqual([]);

    const photo = page.getByLabel(scanWords.photo);
    await expect(photo).toHaveAttribute('accept', 'image/*');
    await expect(photo).toHaveAttribute('capture', 'environment');
    const link = `${origin(baseURL)}/punkapocalyptic/play/#link=abc123`;
    await photo.setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: await photoOf(link) });
    await expect(texts(page)).toHaveText([link]);

    await photo.setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: await photoOf(null) });
    await expect(status(page)).toContainText(scanWords.noCodeInPhoto);
    await photo.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(status(page)).toContainText(scanWords.notAnImage);

    // 4,001 digits fit one code (numeric mode) but are more than any code of ours holds.
    const long = '7'.repeat(4001);
    await photo.setInputFiles({ name: 'long.png', mimeType: 'image/png', buffer: await photoOf(long, { width: 1500, height: 1500 }) });
    await expect(status(page)).toContainText(scanWords.tooLong(4001));
    await expect(texts(page)).toHaveCount(1);
    expect(phone.violations).toEqual([]);
    expect(phone.requests.filter((u) => !u.startsWith(origin(baseURL)))).toEqual([]);
  } finally {
    await phone.close();
  }
});
