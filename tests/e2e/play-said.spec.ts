/**
 * What the play view says after a step ("Undid: Next round (round 2).") floats at the foot of the
 * screen and takes no room in the page (play.css, .pk-said): in the page's flow its line came and went
 * with each Next round and Undo and moved every card under the player's thumb by a line, and Chromium
 * laid out and repainted the whole game in the tap (an Undo with the CPU slowed 4x: median 64 ms,
 * 40 ms without). At 360 x 740, in every game.
 */
import { expect, test } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext, waitForIsland } from './support/builder';
import { example } from './support/examples';

for (const slug of ['kuggkoping', 'heartbreaker', 'punkapocalyptic', 'wolsung', 'arsenal-campaign']) {
  test(`${slug}: Undo says what it took back at the foot of the screen, and no card moves`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser, { width: 360 });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${slug}/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example(slug)))}`);
    await waitForIsland(page);
    const cards = page.locator('.pk-cards');
    await expect(page.locator('.pk-card').first()).toBeVisible();
    const top = async () => (await cards.boundingBox())!.y;
    const before = await top();
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect(page.locator('.pk-round')).toHaveText('Round 2');
    await page.getByRole('button', { name: /^Undo/ }).click();
    const said = page.getByRole('status').filter({ hasText: 'Undid: Next round (round 2).' });
    await expect(said).toBeVisible();
    await expect(page.locator('.pk-round')).toHaveText('Round 1');
    // The cards are where they were, and the words are on the phone's screen, at its foot.
    expect(await top()).toBe(before);
    const box = (await said.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(box.y).toBeGreaterThan(740 / 2);
    // A tap on what the words cover goes to it, not to them.
    const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.pk-said') === null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(under).toBe(true);
    await context.close();
    expect(errors).toEqual([]);
  });
}

// Undo's words come after the paint (the round and the cards are drawn in its tap, the rest after):
// what is said in between is newer and stays. Reset right after an Undo, in the same task: the page
// says Reset's words, not Undo's, once the frame is painted.
test('what Undo says after the paint never replaces what was said after it (Heartbreaker, Reset in the same task)', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example('heartbreaker')))}`);
  await waitForIsland(page);
  await page.getByRole('button', { name: 'Next round' }).click();
  await expect(page.locator('.pk-round')).toHaveText('Round 2');
  await page.getByRole('button', { name: 'Reset game' }).click();
  const yes = page.getByRole('button', { name: /^Yes, reset/ });
  await expect(yes).toBeVisible();
  const said = await page.evaluate(async () => {
    const bar = [...document.querySelectorAll<HTMLButtonElement>('.pk-turn-bar button')].find((b) => b.textContent?.trim().startsWith('Undo'))!;
    const reset = [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim().startsWith('Yes, reset'))!;
    bar.click();
    reset.click();
    for (let i = 0; i < 3; i++) await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return document.querySelector('.pk-said')!.textContent;
  });
  expect(said).not.toContain('Undid');
  expect(said).toBe('The game was reset.');
  await expect(page.locator('.pk-round')).toHaveText('Round 1');
  expect(errors).toEqual([]);
  await context.close();
});
