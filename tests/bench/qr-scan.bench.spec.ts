import { expect, test } from '@playwright/test';
import { scanWords } from '../../src/play/qr-scan';
import { buildHarness, codeInViewAt, launchPhone, watchCodeInView } from '../e2e/support/qr-harness';
import { drawingOf } from '../e2e/support/qr-video';

// Issue 36's speed budget for the camera, with the page's CPU slowed 4x: from a code coming into the
// fake camera's view to the scanner's onText under 1 s, and a tap while frames are being decoded
// painting in under 50 ms (Event Timing). The scanner runs in the e2e harness (support/qr-harness.ts).
// Note: Chromium's CPU throttling slows the page's main thread; the decoder's worker thread runs at this
// machine's speed, so its decode time is reported separately (median per frame, from the unit adapter).
const READ_BUDGET_MS = 1000;
const TAP_BUDGET_MS = 50;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildHarness();
});

test('a code in view reaches onText in under 1 s and taps while decoding paint in under 50 ms, CPU slowed 4x', async ({ baseURL }) => {
  const link = `${new URL(baseURL!).origin}/heartbreaker/play/#link=${'N4IgdghgtgpiBcIDiBNA'.repeat(20)}`;
  // 2 s of an empty table, then the code for 2 s, again and again.
  const scenes = [
    { drawing: null, frames: 20 },
    { drawing: drawingOf(link), frames: 20 },
  ];
  const phone = await launchPhone(baseURL!, { scenes });
  const { page } = phone;
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const reads: { sinceCode: number; sinceTap: number }[] = [];
    for (let session = 0; session < 3; session++) {
      const tapAt = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: scanWords.open }).click();
      // The first frame showing the code: its quiet zone's corner turns white (the table is grey).
      await watchCodeInView(page, '.pk-qr-video');
      await expect(page.locator('#texts li')).toHaveCount(session + 1, { timeout: 30_000 });
      const t = { codeAt: await codeInViewAt(page), textAt: await page.evaluate(() => (window as unknown as { __texts: { at: number }[] }).__texts.at(-1)!.at) };
      reads.push({ sinceCode: Math.round(t.textAt - t.codeAt), sinceTap: Math.round(t.textAt - tapAt) });
      if (session < 2) await page.getByRole('button', { name: scanWords.close }).click();
    }

    // Taps on a counter while the camera keeps reading (it decodes every frame it gets), and the same
    // taps with the camera stopped: what a tap costs on this machine now, whatever the scanner does.
    const box = (await page.locator('#tap').boundingBox())!;
    const timeTaps = async () => {
      await page.evaluate(() => {
        const w = window as unknown as { __taps: number[]; __long: number[] };
        w.__taps = [];
        w.__long = [];
        const events = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (e.name === 'click' || e.name === 'pointerup') w.__taps.push(e.duration);
        });
        events.observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
        const long = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__long.push(e.duration);
        });
        long.observe({ type: 'longtask', buffered: false });
        (window as unknown as { __stop: () => void }).__stop = () => {
          events.disconnect();
          long.disconnect();
        };
      });
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      for (let i = 0; i < 12; i++) {
        await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
        await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
        await page.waitForTimeout(230);
      }
      await page.waitForTimeout(500);
      return page.evaluate(() => {
        const w = window as unknown as { __taps: number[]; __long: number[]; __stop: () => void };
        w.__stop();
        return { taps: w.__taps.map(Math.round), long: w.__long.map(Math.round) };
      });
    };
    const decoding = await timeTaps();
    const taps = decoding.taps;
    await page.getByRole('button', { name: scanWords.close }).click();
    const idle = await timeTaps();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.locator('#tap')).toHaveText('Tapped 24');
    const reader = await page.locator('.pk-qr-scan').getAttribute('data-reader');
    console.log(
      `\nCamera, page CPU slowed 4× (reader: ${reader}): code in view → onText ${reads.map((r) => r.sinceCode).join(', ')} ms (budget ${READ_BUDGET_MS}); ` +
        `Scan tapped → onText ${reads.map((r) => r.sinceTap).join(', ')} ms; taps while decoding over 16 ms: ${taps.join(', ') || 'none'} (budget ${TAP_BUDGET_MS}), long tasks ${decoding.long.join(', ') || 'none'}; ` +
        `the same taps with the camera stopped: ${idle.taps.join(', ') || 'none'}, long tasks ${idle.long.join(', ') || 'none'}\n`,
    );
    // Taps with the camera stopped over the budget: this machine is too busy to time anything.
    test.skip(Math.max(0, ...idle.taps) >= TAP_BUDGET_MS, `the machine was too busy to time taps: with the camera stopped they took ${idle.taps.join(', ')} ms`);
    for (const r of reads) expect(r.sinceCode, `code in view → onText: ${reads.map((x) => x.sinceCode).join(', ')} ms`).toBeLessThan(READ_BUDGET_MS);
    expect(Math.max(0, ...taps), `taps: ${taps.join(', ')}`).toBeLessThan(TAP_BUDGET_MS);
  } finally {
    await phone.close();
  }
});
