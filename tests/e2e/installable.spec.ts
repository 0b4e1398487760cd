import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, test, expect } from '@playwright/test';
import { waitForServiceWorker } from './support/offline';
import { builtPages, htmlFor } from './support/site';

// The site installs to a phone's home screen, to be opened at the table like an app. Chromium's own
// installability check finds nothing missing, the manifest has what installers use, its icons are
// real PNGs of the sizes they claim, and every page links the manifest and a theme colour for each
// colour scheme.

test('Chromium finds the site installable, with the manifest and icons it needs', async ({ baseURL }) => {
  // A profile on disk: Chromium never offers to install from an incognito-like context.
  const profile = mkdtempSync(join(tmpdir(), 'skirmish-shelf-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/');
  await waitForServiceWorker(page);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(url).toBe(`${baseURL}/manifest.webmanifest`);
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data!);
  expect(manifest).toMatchObject({ name: 'Skirmish Shelf', short_name: 'Skirmish', start_url: '/', scope: '/', display: 'standalone' });

  const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
  for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    const png = await response.body();
    expect(png.subarray(1, 4).toString(), `${icon.src} is a PNG`).toBe('PNG');
    // Width and height are the first fields of the PNG header chunk.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('every page links the manifest, the iOS icon and a theme colour for light and dark', () => {
  const missing: string[] = [];
  for (const path of builtPages()) {
    const html = htmlFor(path)!;
    for (const tag of [
      '<link rel="manifest" href="/manifest.webmanifest"/>',
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>',
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#f6f7f9"/>',
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#23262f"/>',
    ]) {
      if (!html.includes(tag)) missing.push(`${path}: ${tag}`);
    }
  }
  expect(missing).toEqual([]);
});

test('the browser bar follows the theme the reader picks, not only the system colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/how-to-use/');
  const colours = () => page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((m) => (m as HTMLMetaElement).content));
  // Both metas carry the colour of the theme in use, whichever of them the browser matches.
  await expect.poll(colours).toEqual(['#f6f7f9', '#f6f7f9']);
  await page.locator('starlight-theme-select select').first().selectOption('dark');
  await expect.poll(colours).toEqual(['#23262f', '#23262f']);
  await page.locator('starlight-theme-select select').first().selectOption('auto');
  await expect.poll(colours).toEqual(['#f6f7f9', '#f6f7f9']);
});
