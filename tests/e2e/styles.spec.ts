import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, DIST, htmlFor } from './support/site';

// The cascade layers' order (src/styles/layers.css) holds only if that declaration is the first layer
// any page meets: a stylesheet that named `site` or `kit` before it would silently reorder them.

const ORDER = '@layer starlight,site,kit,widget;';

/** The page's style sheets in document order: linked files (read from the build) and inline <style>. */
function styleSheetsOf(html: string): { where: string; css: string }[] {
  const sheets: { where: string; css: string }[] = [];
  for (const m of html.matchAll(/<link\s[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>|<style[^>]*>([\s\S]*?)<\/style>/g)) {
    if (m[1]) sheets.push({ where: m[1], css: readFileSync(join(DIST, m[1]), 'utf8') });
    else sheets.push({ where: 'inline <style>', css: m[2] ?? '' });
  }
  return sheets;
}

test('every page declares the cascade layer order before any other layer', () => {
  const wrong: string[] = [];
  for (const path of builtPages()) {
    const first = styleSheetsOf(htmlFor(path)!)
      .map(({ where, css }) => ({ where, layer: /@layer[^{;]*[{;]/.exec(css)?.[0].replace(/\s*,\s*/g, ',').replace(/\s+/g, ' ') }))
      .find((s) => s.layer);
    if (first?.layer !== ORDER) wrong.push(`${path}: first layer is ${first?.layer ?? 'none'} (${first?.where})`);
  }
  expect(wrong, wrong.join('\n')).toEqual([]);
});
