import { test, expect } from './support/shared-tab';
import { type Page } from '@playwright/test';
import { splitAnswer } from '../../src/tools/answer';
import type { ToolAdapter } from '../../src/tools/adapter';
import { formatPercent } from '../../src/common/numbers';
import { parseQuery, type FieldSpecs } from '../../src/tools/query-state';
import { allTools } from '../../src/games/tool-registry';
import { loadToolData } from '../unit/support/collections';
import { openTool } from './support/tools';

// Every tool keeps its answer in view while the reader changes its inputs, so each change shows its
// effect. On a 360 px phone: change an input at the top of the form and the answer, docked at the
// bottom of the screen, shows the new value, inside the viewport and covered by nothing, without
// covering that input. On a 1280 px screen: scrolled to the last input, the sticky results column is
// still in view.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTool = ToolAdapter<FieldSpecs, any, any>;
interface Case {
  url: string;
  tool: AnyTool;
  data: unknown;
  /** An input near the top of the form, changed as a reader would: "+" on a number, a tick, or a radio. */
  field: string;
  radio?: string;
}

/**
 * The input near the top of each tool's form that the test changes, by tool id. Every tool of the
 * registry with an adapter is a case: one missing here fails the test that names it below.
 */
const TOP_FIELD: Record<string, { field: string; radio?: string }> = {
  'flip-odds': { field: 'target' },
  'campaign-calculator': { field: 'aPrinted' },
  'strike-odds': { field: 'punch' },
  'attack-odds': { field: 'actionDice' },
  'enemy-activation': { field: 'lineOfSight' },
  'shot-odds': { field: 'precision' },
  cover: { field: 'covers' },
  'combat-odds': { field: 'combat' },
  'fall-and-jump': { field: 'mode', radio: 'jump' },
  'shoot-odds': { field: 'baseGuns' },
  'melee-odds': { field: 'attackerBaseFight' },
};

const CASES: Case[] = allTools()
  .filter((t) => t.adapter)
  .map((t) => ({ url: t.ref.path, tool: t.adapter!, data: loadToolData(t.ref.game, t.ref.id), ...(TOP_FIELD[t.ref.id] ?? { field: `(no top field named for ${t.ref.id} in TOP_FIELD)` }) }));

/** What the answer must say for the set-up in this link, from the adapter itself: a chance, a verdict, or a group's first line. */
function expectedAnswer(c: Case, search: string): string {
  const spec = c.tool.fields(c.data);
  const { values } = parseQuery(search, spec);
  const { answer } = splitAnswer(c.tool.view(c.tool.compute(values, c.data), values, c.data).blocks);
  if (!answer) throw new Error(`${c.url}: the view has no answer block`);
  if (answer.kind === 'headline') return formatPercent(answer.chance);
  if (answer.kind === 'verdict') return answer.value;
  const first = answer.blocks[0];
  if (first?.kind !== 'paragraphs') throw new Error(`${c.url}: the answer group does not start with paragraphs`);
  return first.paragraphs[0]!.parts.map((p) => (typeof p === 'string' ? p : 'strong' in p ? p.strong : p.text)).join('');
}

const search = (page: Page) => new URL(page.url()).search;
const answer = (page: Page) => page.locator('.tk-panel .tk-answer').first();

/** The control a reader uses to change the case's field, by its name in the page address. */
function control(page: Page, c: Case) {
  const form = page.locator('.tk-panel-form').first();
  if (c.radio) return form.locator(`input[type="radio"][name="${c.field}"][value="${c.radio}"]`);
  return form.locator(`.tk-stepper:has(input[name="${c.field}"]) button`).last().or(form.locator(`input[type="checkbox"][name="${c.field}"]`));
}

/** Where the element is, and whether what is drawn at its centre belongs to it (nothing covers it there). */
const placement = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, vh: innerHeight, vw: innerWidth, hit: !!hit && (el === hit || el.contains(hit)) };
    });

/** The element's box lies inside the viewport, and nothing covers it. */
async function inViewAndUncovered(page: Page, selector: string, what: string) {
  const box = await placement(page, selector);
  expect(box.top, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.bottom, `${what}: bottom`).toBeLessThanOrEqual(box.vh);
  expect(box.left, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box.right, `${what}: right`).toBeLessThanOrEqual(box.vw);
  expect(box.hit, `${what} is covered`).toBe(true);
}

test('every tool of the registry with an adapter has a case here', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(11);
  expect(allTools().filter((t) => t.adapter && !TOP_FIELD[t.ref.id]).map((t) => t.ref.path)).toEqual([]);
});

for (const c of CASES) {
  test(`${c.url}: the answer stays in view as a top input changes (360 px), and the results column sticks (1280 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openTool(page, c.url);
    const target = control(page, c);
    // The input at the top of the screen, as a reader scrolls to it; the answer is docked below.
    await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const before = expectedAnswer(c, search(page));
    await expect(answer(page).locator('.tk-answer-live')).toContainText(before);

    await target.click();
    await expect.poll(() => search(page), 'the change reaches the link').not.toBe('');
    const after = expectedAnswer(c, search(page));
    expect(after, 'the change makes a difference').not.toBe(before);
    await expect(answer(page).locator('.tk-answer-live')).toContainText(after);
    await inViewAndUncovered(page, '.tk-panel .tk-answer-live', 'the docked answer');
    // The page keeps the docked answer's height as room at its bottom, so a focused input scrolls into view above it.
    const room = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom);
    const docked = (await page.locator('.tk-panel .tk-answer[data-docked]').boundingBox())!;
    expect(parseFloat(await room())).toBeGreaterThanOrEqual(docked.height);
    await inViewAndUncovered(page, `.tk-panel-form [name="${c.field}"]${c.radio ? `[value="${c.radio}"]` : ''}`, 'the changed input');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'no sideways scroll').toBeLessThanOrEqual(0);

    // Wide: scrolled down until the form's last input shows at the bottom of the screen, the answer
    // and the results column are still in view.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .locator('.tk-panel-form')
      .first()
      .locator('input, select, button')
      .last()
      .evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect(page.locator('.tk-panel-side').first()).toBeInViewport();
    await inViewAndUncovered(page, '.tk-panel .tk-answer-live', 'the answer in the results column');
    await expect.poll(room, 'no room kept once nothing is docked').toBe('auto');
    await expect(answer(page).locator('.tk-answer-live')).toContainText(after);
  });
}

test.describe('no layout shift', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  // With the calculator first, a body that appeared only once hydrated shifted the whole page
  // (Lighthouse: a layout shift of 0.33 on the strike odds). The body keeps its place meanwhile.
  // A builder draws only in the browser (its rosters are in this device's storage): it holds a
  // screen's height from the start instead (Lighthouse: 0.49 before).
  // A play view likewise (Lighthouse once measured a layout shift of 0.134 on the play pages).
  for (const url of ['/heartbreaker/tools/strike-odds/', '/kuggkoping/tools/attack-odds/?actionDice=6&grit=2', '/kuggkoping/tools/board/', '/kuggkoping/builder/', '/wolsung/builder/', '/heartbreaker/play/', '/arsenal-campaign/play/']) {
    test(`${url}: hydrating the widget moves nothing on the page`, async ({ ownPage: page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { shift: number };
        w.shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(url);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await expect(page.locator('.tk-root[data-ready], .rk-root:has(.rk-screen), .pk-root:has(.rk-screen)')).toHaveCount(1);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.02);
    });
  }
});

test.describe('the dock', () => {
  test.use({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });

  test('is the one live region of the answer; its link moves focus to the full results, above which the answer settles', async ({ page }) => {
    await openTool(page, '/heartbreaker/tools/strike-odds/');
    const value = page.locator('.tk-answer .tk-headline-value');
    // One polite live region holds the chance: the answer's container, not the headline inside it too.
    expect(await value.evaluate((el) => { let n = 0; for (let e: Element | null = el; e; e = e.parentElement) if (e.hasAttribute('aria-live')) n++; return n; })).toBe(1);
    await expect(page.locator('.tk-answer-live')).toHaveAttribute('aria-live', 'polite');

    await page.locator('input[name="punch"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const link = page.getByRole('link', { name: 'Full results' });
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press('Enter');
    const results = page.getByRole('region', { name: 'Full results' });
    await expect(results).toBeFocused();
    await expect(results).toBeInViewport();
    await expect(page.locator('.tk-answer')).not.toHaveAttribute('data-docked', '');
    await inViewAndUncovered(page, '.tk-answer-live', 'the answer above the full results');
    await expect(link).toBeHidden(); // nothing to jump to once the results are on screen
    expect(new URL(page.url()).hash).toBe(''); // the page address stays the tool's link
  });

  test('a focused input is scrolled into view above the dock, not under it', async ({ page }) => {
    await openTool(page, '/heartbreaker/tools/strike-odds/');
    // The modifier field just under the dock, then focused (as Tab or a tap on "next" would).
    const input = page.locator('input[name="modifier"]');
    await input.evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.bottom - innerHeight + 20);
    });
    expect((await placement(page, 'input[name="modifier"]')).hit, 'the input starts under the dock').toBe(false);
    await input.focus();
    await inViewAndUncovered(page, 'input[name="modifier"]', 'the focused input');
  });

  test('with Compare on, one dock shows both chances and the difference, and reads them out once', async ({ page }) => {
    await openTool(page, '/heartbreaker/tools/strike-odds/?compare=1&b.punch=7');
    const dock = page.locator('.tk-compare-dock');
    await page.locator('input[name="b.punch"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const plus = page.locator('.tk-stepper:has(input[name="b.punch"]) button').last();
    await plus.click();
    const strike = CASES.find((c) => c.url === '/heartbreaker/tools/strike-odds/')!;
    const q = parseQuery(search(page), strike.tool.fields(strike.data));
    const chance = (v: typeof q.values) => strike.tool.view(strike.tool.compute(v, strike.data), v, strike.data).chance!;
    await expect(dock).toContainText(`A ${formatPercent(chance(q.values))}, B ${formatPercent(chance(q.b.values))}`);
    await inViewAndUncovered(page, '.tk-compare-diff', 'the Compare dock');
    // The panels' answers are quiet while Compare is on: the dock reads the chances out.
    await expect(page.locator('.tk-compare .tk-answer-live[aria-live]')).toHaveCount(0);
    await expect(page.locator('.tk-compare [aria-live]:has(.tk-headline-value)')).toHaveCount(0);
    await expect(page.locator('.tk-compare-diff')).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator('.tk-answer-link')).toHaveCount(0);
  });

  test('never prints: on paper nothing sticks to the page', async ({ page }) => {
    await openTool(page, '/heartbreaker/tools/strike-odds/');
    await page.emulateMedia({ media: 'print' });
    const position = await page.locator('.tk-answer').evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('static');
    await expect(page.locator('.tk-root')).toBeHidden();
  });
});
