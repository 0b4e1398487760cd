import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderIcon } from '../../../src/integrations/icons';
import { APPLE_TOUCH_ICON, BRAND_COLOUR, ICONS, manifestHeadTags, THEME_COLOURS, webAppManifest } from '../../../src/integrations/manifest';
import { budgetProblems, PRECACHE_BUDGET } from '../../../src/integrations/service-worker';

const favicon = readFileSync('public/favicon.svg');

describe('web app manifest', () => {
  const manifest = webAppManifest('A description');

  it('installs as a standalone app for the whole site', () => {
    expect(manifest).toMatchObject({ name: 'Skirmish Shelf', start_url: '/', scope: '/', display: 'standalone', description: 'A description' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });
  it('has the icon sizes installers ask for: 192 and 512 px, plain and maskable', () => {
    const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(icons).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
  });
  it('gives every page a theme colour per colour scheme and links the manifest', () => {
    expect(manifestHeadTags()).toEqual([
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
      { tag: 'meta', attrs: { name: 'theme-color', media: '(prefers-color-scheme: light)', content: THEME_COLOURS.light } },
      { tag: 'meta', attrs: { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: THEME_COLOURS.dark } },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' } },
    ]);
  });
});

describe('icons made from the favicon', () => {
  const pixels = async (png: Buffer) => {
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { size: info.width, at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)] };
  };
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

  it('keeps the maskable background the favicon’s own colour', () => {
    expect(favicon.toString()).toContain(`fill="${BRAND_COLOUR}"`);
  });
  it.each([...ICONS, APPLE_TOUCH_ICON])('$src is a $size px PNG', async (icon) => {
    const meta = await sharp(await renderIcon(favicon, icon)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', icon.size, icon.size]);
  });
  it('draws a plain icon as the favicon (rounded, transparent corners) and a maskable one full-bleed', async () => {
    const plain = await pixels(await renderIcon(favicon, ICONS[0]!));
    const maskable = await pixels(await renderIcon(favicon, ICONS[2]!));
    expect(plain.at(0, 0)[3]).toBe(0);
    for (const [x, y] of [[0, 0], [191, 0], [0, 191], [191, 191]] as const) expect(maskable.at(x, y)).toEqual([...rgb(BRAND_COLOUR), 255]);
  });
  it('keeps the white die of a maskable icon inside the safe zone, a circle of 40 % radius', async () => {
    const { size, at } = await pixels(await renderIcon(favicon, ICONS[3]!));
    let white = 0;
    let farthest = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const [r, g, b] = at(x, y);
        if (r! < 200 || g! < 200 || b! < 200) continue;
        white++;
        farthest = Math.max(farthest, Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2));
      }
    }
    expect(white).toBeGreaterThan(size * size * 0.1);
    expect(farthest).toBeLessThanOrEqual(size * 0.4);
  });
});

describe('precache budget', () => {
  it('passes a build within it', () => {
    expect(budgetProblems([{ url: 'index.html', size: 40_000 }])).toEqual([]);
  });
  it('fails a build over the total, and names a file over the per-file limit', () => {
    const budget = { totalBytes: 100, fileBytes: 60 };
    expect(budgetProblems([{ url: 'a.html', size: 50 }, { url: 'b.html', size: 50 }, { url: 'c.js', size: 1 }], budget)).toEqual([
      'precache is 101 B, over its 100 B budget',
    ]);
    expect(budgetProblems([{ url: 'big.js', size: 61 }], budget)).toEqual(['big.js is 61 B, over the 60 B a file may take']);
  });
  it('leaves room for the pages others are adding but not for a stray download', () => {
    expect(PRECACHE_BUDGET.totalBytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(PRECACHE_BUDGET.fileBytes).toBeLessThanOrEqual(1024 * 1024);
  });
});
