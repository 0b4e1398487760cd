/**
 * The game is there at once: the play view hydrates on load (not when scrolled to), and a
 * reload or Back in the middle of a game comes back to the card that was at the top of the screen,
 * not to the help text below the game (src/components/roster/KeepPlaceOnReload.astro).
 */
import { expect, test, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext, waitForIsland } from './support/builder';
import { example } from './support/examples';

const roster = example('heartbreaker') as { fighters: { name: string }[] };
const third = (page: Page) => page.locator('#pk-model-2');
/** Waits for the island without scrolling to it (waitForIsland scrolls, which would move the place under test). */
const drawn = (page: Page) => expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr');
const topOf = (page: Page) => third(page).evaluate((el) => Math.round(el.getBoundingClientRect().top));

test('Heartbreaker at 360 px: a reload and Back mid-game come back to the third card, drawn at once', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(roster))}`);
  await waitForIsland(page);
  await expect(third(page)).toContainText(roster.fighters[2]!.name);
  // Hydrated on load: the island is drawn without being scrolled to.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

  await third(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const top = await topOf(page);
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(500);

  await page.reload();
  await drawn(page);
  await expect.poll(() => topOf(page)).toBe(top);

  await page.goto('/heartbreaker/rules/');
  await page.goBack();
  await drawn(page);
  await expect.poll(() => topOf(page)).toBe(top);
  expect(errors).toEqual([]);
  await context.close();
});

// The page's intro sentence sits below the game, so the title is followed by the game itself, and a
// play page has no "On this page" bar. On a 740 px phone screen the first card starts within it for
// every game (Arsenal Campaign's encounter set-up folded above its cards).
for (const slug of ['kuggkoping', 'heartbreaker', 'punkapocalyptic', 'wolsung', 'arsenal-campaign']) {
  test(`${slug} at 360 px: the first card starts within the first 740 px screen`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser, { width: 360 });
    await page.goto(`/${slug}/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example(slug)))}`);
    await drawn(page);
    await expect(page.locator('.pk-card').first()).toBeVisible();
    const top = await page.locator('.pk-card').first().evaluate((el) => el.getBoundingClientRect().top + scrollY);
    expect(top).toBeLessThan(740);
    // The intro is still there, after the game.
    expect(await page.locator('.sl-markdown-content > p').first().evaluate((p, card) => p.getBoundingClientRect().top > card, top)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
}

// One thumb plays: the round, Next round and Undo stay in view (under the site's header, on top
// of the cards) however far down the cards the player is, and work from there.
test('Heartbreaker at 360 px: the round bar stays in view over the last card and takes a tap there', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 }); // 900 px high
  await page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(roster))}`);
  await waitForIsland(page);
  const last = page.locator(`#pk-model-${roster.fighters.length - 1}`);
  await last.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1500);
  const bar = page.locator('.pk-turn-bar');
  // On screen, below the header, and what a tap at its Next round button reaches (nothing covers it).
  const next = bar.getByRole('button', { name: 'Next round' });
  const box = (await next.boundingBox())!;
  const headerBottom = await page.locator('header.header').evaluate((h) => h.getBoundingClientRect().bottom);
  expect(box.y).toBeGreaterThanOrEqual(headerBottom - 1);
  expect(box.y + box.height).toBeLessThan(900);
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent, [box.x + box.width / 2, box.y + box.height / 2])).toBe('Next round');
  const height = await bar.evaluate((b) => b.getBoundingClientRect().height);
  await next.click();
  await expect(bar.locator('.pk-round')).toHaveText('Round 2');
  // Undo now counts a step, on the same one line: nothing below moved.
  await expect(bar.getByRole('button', { name: 'Undo 1 step' })).toHaveText('Undo 1');
  expect(await bar.evaluate((b) => b.getBoundingClientRect().height)).toBe(height);
  expect((await next.boundingBox())!.x).toBe(box.x);
  await expect(bar.getByRole('button', { name: /^Undo/ })).toBeEnabled();
  // The tap changed nothing of where the player is.
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1500);
  expect(errors).toEqual([]);
  await context.close();
});

// Table mode at laptop width: the play page has no contents column and takes the width a
// page without a sidebar gets, so the cards sit side by side, the round bar and first card in the
// first 900 px screen.
for (const slug of ['kuggkoping', 'heartbreaker', 'punkapocalyptic', 'wolsung', 'arsenal-campaign']) {
  test(`${slug} at 1280 x 900: the cards in columns, the first card on the first screen`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser);
    await page.goto(`/${slug}/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example(slug)))}`);
    await drawn(page);
    await expect(page.locator('.pk-card').first()).toBeVisible();
    const boxes = await page.locator('.pk-card').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    // The second card beside the first, not under it.
    expect(boxes[1]!.top).toBe(boxes[0]!.top);
    expect(boxes[1]!.left).toBeGreaterThan(boxes[0]!.right);
    // Its name, numbers and first row of buttons (200 px) on the first screen.
    expect(boxes[0]!.top + (await page.evaluate(() => scrollY)) + 200).toBeLessThan(900);
    await expect(page.locator('.right-sidebar-container, starlight-toc')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}
