/**
 * The game is there at once: the play view hydrates on load (not when scrolled to), and a
 * reload or Back in the middle of a game comes back to the card that was at the top of the screen,
 * not to the help text below the game (src/components/roster/KeepPlaceOnReload.astro).
 */
import { expect, test, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext, waitForIsland, writesSettled } from './support/builder';
import { changeDamage, gameFormat, type GameDoc, type PlayRules } from '../../src/play';
import { gameList } from '../../src/games/index';
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

/** The one game `slug`'s play page has saved, read by its format. */
async function savedGame(page: Page, slug: string, rules: PlayRules<unknown>): Promise<GameDoc> {
  await writesSettled(page);
  const raw = await page.evaluate((prefix) => {
    const keys = Object.keys(localStorage).filter((k) => k.startsWith(prefix));
    return keys.length === 1 ? (JSON.parse(localStorage.getItem(keys[0]!)!) as { roster: unknown }).roster : keys.length;
  }, `skirmish-shelf:roster:play-${slug}:`);
  expect(typeof raw, 'one saved game').toBe('object');
  const read = gameFormat(rules).read(raw);
  if (!read.ok) throw read.error;
  return read.value;
}

/** A card's stats as its `dl` shows them (label and value). */
const statsOf = (page: Page, index: number) => page.locator(`#pk-model-${index} .pk-stats > div`).evaluateAll((ds) => ds.map((d) => `${d.querySelector('dt')!.textContent} ${d.querySelector('dd')!.textContent}`));

/** What a player follows from the card near the top to leave the page (and comes Back from): its odds' Full odds link, or the Arsenal's Flip odds. */
async function leaveByOdds(page: Page, slug: string, index: number): Promise<void> {
  const card = page.locator(`#pk-model-${index}`);
  if (slug === 'arsenal-campaign') {
    // No odds between models (NO_ODDS_WHY): the flip-odds tool is the page's odds link.
    await page.getByRole('link', { name: 'Flip odds' }).first().evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page).toHaveURL(/\/arsenal-campaign\/tools\/flip-odds\//);
    return;
  }
  const fold = card.locator('details.pk-odds:not([aria-busy])');
  // Opened by script, as a tap there would: a locator's click scrolls first, which would move the place under test.
  await fold.locator('summary').evaluate((s: HTMLElement) => s.click());
  await expect(fold).toHaveAttribute('open', '');
  await fold.getByRole('link', { name: 'Full odds' }).evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page).toHaveURL(new RegExp(`/${slug}/tools/`));
}

// Per game at 360 px (issue 37's proof): a hit of 5 is one action, read as the play rules read one hit
// of 5 (Hard to kill, Meat, grit); a reload with the third card at the top of the screen, and Back
// from its Full odds, both come back to that card (Punkapocalyptic's example gang has two models: its
// second). HB, Punkapocalyptic and Wolsung play their example against itself, so the cards have odds.
for (const m of gameList) {
  test(`${m.slug} at 360 px: a hit of 5 in one action; reload and Back from Full odds keep the card at the top`, async ({ browser }) => {
    test.setTimeout(90_000);
    const rules = m.play(m.bookData()) as PlayRules<unknown>;
    const text = JSON.stringify(example(m.slug));
    const roster = rules.parse(JSON.parse(text));
    const names = rules.models(roster).map((x) => x.name);
    const { context, page, errors } = await freshContext(browser, { width: 360 });
    const packed = compressToEncodedURIComponent(text);
    await page.goto(`/${m.slug}/play/#roster=${packed}`);
    await waitForIsland(page);
    await expect(page.locator('.pk-root .rk-screen')).toBeVisible();
    if (m.slug === 'arsenal-campaign') {
      // The Arsenal hires its crew and types each model's Health from its card before damage counts.
      await page.getByRole('button', { name: `Hire ${names[0]}` }).click();
      const health = page.locator('#pk-model-0').getByRole('spinbutton', { name: 'Health (from its card)', exact: true });
      await health.fill('7');
      await health.press('Enter');
      await expect(health).toHaveValue('7');
    }
    const start = await statsOf(page, 0);
    // What the card must show: the play rules' one hit of 5 on the game as the page saved it.
    const state = (await savedGame(page, m.slug, rules)).state;
    const expected = rules.stats(roster, 0, changeDamage(rules, roster, state, 0, 5)).map((s) => `${s.label} ${s.value}`);
    if (!['kuggkoping', 'arsenal-campaign'].includes(m.slug)) {
      await page.locator('details:not([aria-busy])').filter({ has: page.locator('summary').getByText(/^Opponent: none yet$/) }).locator('summary').click();
      await page.getByLabel('Or their share link').fill(`https://example.org/${m.slug}/builder/#roster=${packed}`);
      await page.getByRole('button', { name: 'Add the opponent' }).click();
    }

    const undo = page.locator('.pk-undo');
    const stepsBefore = Number((await undo.textContent())!.replace(/\D/g, '') || 0);
    const first = page.locator('#pk-model-0');
    await first.getByLabel('Hit of', { exact: true }).fill('5');
    await first.getByRole('button', { name: `Take the hit: ${names[0]}, 5 ${rules.track}` }).click();
    await expect.poll(() => statsOf(page, 0)).toEqual(expected);
    expect(expected).not.toEqual(start);
    // One action: the log is one step longer.
    await expect(undo).toHaveText(`Undo ${stepsBefore + 1}`);

    const index = Math.min(2, names.length - 1);
    const card = page.locator(`#pk-model-${index}`);
    const top = () => card.evaluate((el) => el.getBoundingClientRect().top);
    // Scroll positions are whole pixels, a card's top need not be: within a pixel is the same place.
    const near = (want: number) => async () => Math.abs((await top()) - want) <= 1;
    await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const before = await top();
    await writesSettled(page);
    await page.reload();
    await drawn(page);
    await expect.poll(near(before)).toBe(true);
    // The hit was kept through the reload.
    await expect.poll(() => statsOf(page, 0)).toEqual(expected);

    await expect(page.locator('details.pk-odds[aria-busy], .pk-slot [aria-busy]')).toHaveCount(0);
    const leftAt = await top();
    await leaveByOdds(page, m.slug, index);
    await page.goBack();
    await drawn(page);
    await expect.poll(near(leftAt)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
}

// A phone discards a tab in the background without a pagehide and loads it afresh when the player
// comes back (document.wasDiscarded): the place is kept when the page is hidden (or frozen), and
// read on that return.
test('Heartbreaker at 360 px: a tab hidden, discarded and come back to opens at the same card', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(roster))}`);
  await waitForIsland(page);
  await expect(third(page)).toContainText(roster.fighters[2]!.name);
  await third(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const top = await topOf(page);
  const key = 'rk-scroll:/heartbreaker/play/';
  await page.evaluate((k) => sessionStorage.removeItem(k), key);
  // Hidden, as a tab is before the browser discards it (headless Chromium neither hides a tab nor
  // fires freeze through CDP's Page.setWebLifecycleState, so the page is told as the browser tells it).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // Kept on hiding, with no pagehide.
  expect(JSON.parse((await page.evaluate((k) => sessionStorage.getItem(k), key))!)).toEqual({ id: 'pk-model-2', top: expect.closeTo(top, 0) });

  // The discarded tab's return: a plain load (not a reload) that says it was discarded.
  await page.addInitScript(() => Object.defineProperty(Document.prototype, 'wasDiscarded', { get: () => true }));
  await page.goto('/heartbreaker/play/');
  await drawn(page);
  await expect.poll(() => topOf(page)).toBe(top);
  expect(errors).toEqual([]);
  await context.close();
});
