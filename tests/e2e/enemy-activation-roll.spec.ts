import { test, expect } from '@playwright/test';
import { axeInBothThemes } from './support/axe';
import { rollActivation } from '../../src/games/kuggkoping/odds';
import { openTool, queryOf } from './support/tools';

// A roll keeps the situation it was made in: a die already rolled is not read again. Rolled 3 with
// line of sight is "total 4: Looting"; ticking "adjacent" afterwards must not re-read the die as
// "total 6: Fight".

const TOOL = '/kuggkoping/tools/enemy-activation/';
const sight = { lineOfSight: true, adjacent: false };

/** The first seed "s0", "s1", … whose die shows `face` (the engine's seeded die, as the tool rolls it). */
function seedFor(face: number): string {
  for (let i = 0; i < 1000; i++) if (rollActivation(sight, `s${i}`).face === face) return `s${i}`;
  throw new Error(`no seed rolls a ${face}`);
}

const seed = seedFor(3);
const opening = `${TOOL}?lineOfSight=true&adjacent=false&seed=${seed}`;

// One test per width: a theme changes only colours, so the roll is played once, light, and the axe
// check turns the page dark in place (axeInBothThemes: every rule again if more than colours changed).

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`a roll keeps its result when the ticks change, and offers Roll again (${width} px, both themes)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ colorScheme: 'light', viewport: { width, height } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await openTool(page, opening);
    const result = page.locator('.kk-roll-result');
    const answer = page.locator('.kk-last-roll').first();
    await expect(result).toHaveText('Rolled 3, total 4: Looting');
    await expect(answer).toHaveText('Rolled 3, total 4: Looting');
    await expect(page.getByRole('button', { name: 'Roll the activation die' })).toBeVisible();

    // The next enemy stands next to a Character: the old roll stays what it was.
    await page.getByRole('checkbox', { name: 'The enemy is adjacent to a Character' }).check();
    await expect(result).toHaveText('Earlier roll: Rolled 3, total 4: Looting');
    await expect(page.locator('.kk-roll-stale-note')).toHaveText(
      'Rolled for the earlier situation; since then changed: The enemy is adjacent to a Character. Roll again for this one.',
    );
    await expect(answer).toHaveText('Earlier situation: Rolled 3, total 4: Looting. Roll again.');
    await expect(page.locator('.kk-roller')).not.toContainText('Fight');
    // The address no longer pairs the old seed with the new ticks (that link would show a Fight never rolled).
    await expect.poll(() => queryOf(page).get('seed')).toBeNull();
    expect(queryOf(page).get('adjacent')).toBe('1');

    if (width === 360) {
      // The marked roll and the Roll again button are on screen together, the button big enough to tap.
      const again = page.getByRole('button', { name: 'Roll again' });
      await again.scrollIntoViewIfNeeded();
      const box = (await again.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.width).toBeGreaterThanOrEqual(24);
    }
    expect(await axeInBothThemes(page, 'enemy activation', { include: '.tk-root' })).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'nothing scrolls sideways').toBeLessThanOrEqual(0);

    // Back to the ticks it was rolled in: the roll is current again, its seed back in the address.
    await page.getByRole('checkbox', { name: 'The enemy is adjacent to a Character' }).uncheck();
    await expect(result).toHaveText('Rolled 3, total 4: Looting');
    await expect.poll(() => queryOf(page).get('seed')).toBe(seed);

    // A new roll for the new situation reads its own die in it.
    await page.getByRole('checkbox', { name: 'The enemy is adjacent to a Character' }).check();
    await page.getByRole('button', { name: 'Roll again' }).click();
    await expect.poll(() => queryOf(page).get('seed')).not.toBeNull();
    const next = queryOf(page).get('seed')!;
    expect(next).not.toBe(seed);
    const roll = rollActivation({ lineOfSight: true, adjacent: true }, next);
    await expect(result).toHaveText(new RegExp(`^Rolled ${roll.face}`));
    await expect(result).not.toContainText('Earlier roll');
    await expect(page.getByRole('button', { name: 'Roll the activation die' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}
