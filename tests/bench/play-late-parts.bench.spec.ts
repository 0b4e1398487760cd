import { expect, test } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext } from '../e2e/support/builder';
import { example } from '../e2e/support/examples';
import { inPage } from '../e2e/support/tap-timing';

// The parts of the play view that come after its first draw (the battle's line, the opponent's fold,
// each card's odds) are put into the page in a slot of their own (play.css, .pk-slot): put straight
// into the game, Chromium restyled all of its 611 elements for them just after a reload (17 ms, about
// 70 with the CPU slowed 4x), in the moment a returning player's first tap lands. Read from a
// Chromium trace of the reload: the style update that takes in each late part.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { elementCount?: number; name?: string; data?: { reason?: string; nodeName?: string } };
}

/** Each late part's insertion and the number of elements the style update after it restyled. */
function restyledFor(events: TraceEvent[], parts: RegExp): { part: string; elements: number }[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'UpdateLayoutTree'))!;
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts);
  const found: { part: string; elements: number }[] = [];
  for (const e of own) {
    const node = e.args?.data?.nodeName ?? '';
    if (e.name !== 'StyleRecalcInvalidationTracking' || e.args?.data?.reason !== 'Node was inserted into tree' || !parts.test(node)) continue;
    const update = own.find((u) => u.name === 'UpdateLayoutTree' && u.ph === 'X' && u.ts >= e.ts);
    if (update) found.push({ part: node, elements: update.args?.elementCount ?? 0 });
  }
  return found;
}

test('the play view’s late parts restyle their own slot, not the whole game, after a reload', async ({ browser }) => {
  const { context, page } = await freshContext(browser, { width: 360 });
  await page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example('heartbreaker')))}`);
  await inPage(page, '.pk-opponent:not([aria-busy])');
  const file = join(tmpdir(), `late-parts-${process.pid}.json`);
  await browser.startTracing(page, { path: file, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking'] });
  await page.reload();
  await inPage(page, '.pk-opponent:not([aria-busy])');
  await inPage(page, 'section.pk-battle');
  await page.waitForTimeout(1000);
  await browser.stopTracing();
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  rmSync(file);
  const found = restyledFor(trace.traceEvents, /^(SECTION class='pk-battle'|DETAILS class='pk-opponent')/);
  const game = await page.locator('.pk-game *').count();
  console.log(`\nLate parts after a reload (the game holds ${game} elements): ${found.map((f) => `${f.part} restyled ${f.elements}`).join('; ')}\n`);
  expect(found.map((f) => f.part.split(' ')[0])).toEqual(expect.arrayContaining(['SECTION', 'DETAILS']));
  for (const f of found) expect(f.elements, f.part).toBeLessThan(game / 4);
  await context.close();
});
