import { test, expect, type Page } from '@playwright/test';
import { axeInBothThemes } from './support/axe';
import { htmlFor } from './support/site';
import { openTool, numberField } from './support/tools';

// Board labels, readable on a phone: every text drawn on the board (column and row headers, terrain
// letters, model tags, badges) is at least 12 px and never clipped, and each model's space is named
// with the model's full name. Checked on every example board the page links, at 360 and 1280 px, in
// both themes, and on the largest board a phone can get.

const BOARD = '/kuggkoping/tools/board/';
/** Every example's address, as the page links them (from the built page). */
const examples = [...htmlFor(BOARD)!.matchAll(/href="(#board=[^"]+)"[^>]*>([^<]+)</g)].map((m) => ({ hash: m[1]!, title: m[2]! }));

/** Each text on the board: its font size, and whether it lies wholly inside its space (or header). */
const labels = (page: Page) =>
  page.locator('.kb-grid').evaluate((grid) => {
    const out: { text: string; size: number; inside: boolean; where: string }[] = [];
    for (const el of grid.querySelectorAll<HTMLElement>('.kb-colhead, .kb-rowhead, .kb-letter, .kb-token, .kb-badge')) {
      const text = el.textContent?.trim() ?? '';
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      const box = (el.closest('.kb-space') ?? el).getBoundingClientRect();
      const inside = r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
      out.push({ text, size: parseFloat(getComputedStyle(el).fontSize), inside, where: `${el.className} "${text}"` });
    }
    return out;
  });

async function expectReadable(page: Page, what: string) {
  const all = await labels(page);
  expect(all.length, `${what}: labels on the board`).toBeGreaterThan(0);
  expect(all.filter((l) => l.size < 12).map((l) => `${l.where} ${l.size}px`), `${what}: under 12 px`).toEqual([]);
  expect(all.filter((l) => !l.inside).map((l) => l.where), `${what}: clipped`).toEqual([]);
}

// Sizes and clipping are the same in both themes (one font, one layout), so each width is loaded in
// one theme; axe, whose contrast checks do depend on the theme, sees the last board in both.
for (const [width, height, colorScheme] of [
  [360, 740, 'light'],
  [1280, 800, 'dark'],
] as const) {
  test(`every example board's labels are at least 12 px and never clipped (${width} px), and axe-clean in both themes`, async ({ browser }) => {
    test.setTimeout(180_000);
    expect(examples.length).toBeGreaterThan(3);
    const context = await browser.newContext({ colorScheme, viewport: { width, height } });
    const page = await context.newPage();
    for (const { hash, title } of examples) {
      await openTool(page, `${BOARD}?x=${encodeURIComponent(title)}${hash}`);
      await expectReadable(page, title);
      // Each token's space is named with the model's full name, not the tag drawn on it.
      const tokens = await page.locator('.kb-cell:has(.kb-token) .kb-space').evaluateAll((els) =>
        els.map((b) => ({ tag: b.querySelector('.kb-token')!.textContent!, name: b.querySelector('.sr-only')!.textContent! })),
      );
      for (const t of tokens) expect(t.name, `${title}: the space of ${t.tag}`).not.toContain(` ${t.tag},`);
      expect(tokens.length).toBeGreaterThan(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${title}: the page does not scroll sideways`).toBeLessThanOrEqual(0);
    }
    expect(await axeInBothThemes(page, 'board', { include: '.kb-board' })).toEqual([]);
    await context.close();
  });
}

test('the full 8-column board fits a 360 px phone whole; a 24 by 24 board scrolls inside its own box with readable labels', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const full = examples.find((e) => /full board/.test(e.title))!;
  await openTool(page, `${BOARD}${full.hash}`);
  const board = page.locator('.kb-board');
  expect(await board.evaluate((b) => b.scrollWidth - b.clientWidth), 'the full board needs no scrolling').toBeLessThanOrEqual(0);
  await expectReadable(page, full.title);

  await openTool(page, BOARD);
  await numberField(page, 'Columns').fill('24');
  await numberField(page, 'Rows').fill('24');
  await expect(page.locator('.kb-grid').getByRole('button')).toHaveCount(576);
  await expectReadable(page, '24 by 24');
  const box = (await board.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await board.evaluate((b) => b.scrollWidth > b.clientWidth), 'the big board scrolls inside its box').toBe(true);
  await context.close();
});
