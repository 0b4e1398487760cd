/**
 * The play view rehearses a round's first taps on a copy of the open game once it is painted and the
 * page is idle (src/play/rehearse.ts, src/components/play/rehearsal.ts), so that a player's first taps
 * do not compile and learn the step code inside the tap (Kuggköping's first Take 1 damage: a median
 * 56 ms at 4x before, 48 after). Nothing of it may reach the game: not the saved game, not the screen.
 */
import { expect, test } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext, waitForIsland } from './support/builder';
import { example } from './support/examples';

const FIRST: Record<string, string> = { kuggkoping: 'Olga', heartbreaker: 'Mother Cog' };

for (const [slug, first] of Object.entries(FIRST)) {
  test(`${slug}: the rehearsal of the first taps leaves the game as it was, and the first real tap is its first step`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser, { width: 360 });
    // The idle callbacks asked for once the rehearsal's code has come (the rehearsal's among them), and how many of those have run.
    await context.addInitScript(() => {
      const w = window as unknown as { idle: { asked: number; ran: number }; requestIdleCallback: typeof requestIdleCallback };
      w.idle = { asked: 0, ran: 0 };
      const own = w.requestIdleCallback.bind(window);
      w.requestIdleCallback = (run, options) => {
        const after = performance.getEntriesByType('resource').some((r) => /\/rehearsal\.[\w-]+\.js$/.test(r.name));
        if (after) w.idle.asked++;
        return own((deadline) => {
          run(deadline);
          if (after) w.idle.ran++;
        }, options);
      };
    });
    await page.goto(`/${slug}/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example(slug)))}`);
    await waitForIsland(page);
    await expect(page.locator('.pk-card').first()).toBeVisible();
    // The rehearsal's code is asked for after the game's paint, then it runs once the page is idle.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((r) => /\/rehearsal\.[\w-]+\.js$/.test(r.name)).length)).toBe(1);
    const idleDone = () =>
      page.evaluate(() => {
        const { asked, ran } = (window as unknown as { idle: { asked: number; ran: number } }).idle;
        return asked >= 1 && ran === asked;
      });
    await expect.poll(idleDone).toBe(true);
    // The game as saved: no step, the first model untouched, round 1.
    const saved = () =>
      page.evaluate((prefix) => {
        const keys = Object.keys(localStorage).filter((k) => k.startsWith(prefix));
        return keys.map((k) => (JSON.parse(localStorage.getItem(k)!) as { roster: { steps: { text: string; by: string }[]; state: { round: number; models: { damage: number; activated: boolean }[] } } }).roster);
      }, `skirmish-shelf:roster:play-${slug}:`);
    const [game] = await saved();
    expect(game!.steps).toEqual([]);
    expect(game!.state.round).toBe(1);
    expect(game!.state.models[0]).toMatchObject({ damage: 0, activated: false });
    // The screen: round 1, nothing to undo, an empty log, the first card unhurt and not activated.
    await expect(page.locator('.pk-round')).toHaveText('Round 1');
    await expect(page.getByRole('button', { name: /^Undo/ })).toBeDisabled();
    await expect(page.locator('.pk-log summary')).toHaveText('Log (0)');
    const card = page.locator('#pk-model-0');
    await expect(card.getByRole('heading', { name: first })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Activated' })).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByRole('button', { name: 'Heal 1' })).toBeDisabled();
    // The player's first tap is the game's first step, taken by this tab.
    await card.getByRole('button', { name: 'Take 1 damage' }).click();
    await expect(page.locator('.pk-log summary')).toHaveText('Log (1)');
    await expect(page.locator('.pk-log li')).toHaveText([`${first}: took 1 damage`]);
    await expect.poll(async () => (await saved())[0]!.steps.map((s) => s.text)).toEqual([`${first}: took 1 damage`]);
    expect((await saved())[0]!.steps[0]!.by).not.toBe('rehearsal');
    expect(errors).toEqual([]);
    await context.close();
  });
}
