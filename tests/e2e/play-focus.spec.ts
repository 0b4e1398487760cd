/**
 * A button that its own press makes unavailable keeps the focus (src/components/tools/unavailable.ts):
 * Heal 1 back to no damage, Take 1 damage to the last point, a counter's − down to its least, Undo
 * with nothing left to undo. Disabled, each dropped the focus to the page, where a screen reader
 * starts again from the top; now each says it is unavailable (aria-disabled), stays focused, and a
 * second press does nothing.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext, waitForIsland } from './support/builder';
import { example } from './support/examples';

/** Presses `button` by keyboard, as a player with no pointer would. */
async function press(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

test('Kuggköping: Heal 1, Take 1 damage, a counter’s − and Undo keep the focus when their press makes them unavailable (360 px)', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/kuggkoping/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example('kuggkoping')))}`);
  await waitForIsland(page);
  const olga = page.locator('#pk-model-0');
  const log = page.locator('.pk-log summary');
  const heal = olga.getByRole('button', { name: 'Heal 1' });
  await expect(heal).toHaveAttribute('aria-disabled', 'true');

  await press(page, olga.getByRole('button', { name: 'Take 1 damage' }));
  await expect(heal).not.toHaveAttribute('aria-disabled');
  await press(page, heal);
  await expect(heal).toBeFocused();
  await expect(heal).toHaveAttribute('aria-disabled', 'true');
  await expect(log).toHaveText('Log (2)');
  // Pressed again while unavailable: no step.
  await page.keyboard.press('Enter');
  await expect(heal).toBeFocused();
  await expect(log).toHaveText('Log (2)');
  await expect(olga.locator('.pk-stats')).toContainText('Grit2 of 2');

  // Olga's grit is 2: the second Take 1 damage takes her to 0 and the button stays where the player's focus is.
  const take = olga.getByRole('button', { name: 'Take 1 damage' });
  await press(page, take);
  await page.keyboard.press('Enter');
  await expect(take).toBeFocused();
  await expect(take).toHaveAttribute('aria-disabled', 'true');
  await expect(olga.locator('.pk-stats')).toContainText('Grit0 of 2');

  // Undo down to nothing left.
  const undo = page.locator('.pk-turn-bar').getByRole('button', { name: /^Undo/ });
  await undo.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
  await expect(undo).toBeFocused();
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await expect(olga.locator('.pk-stats')).toContainText('Grit2 of 2');
  // The log keeps each step and each Undo of it; a press on the unavailable Undo adds nothing.
  await expect(log).toHaveText('Log (8)');
  await page.keyboard.press('Enter');
  await expect(log).toHaveText('Log (8)');

  // The game's own counter: one more, then one less back to 0.
  const counter = page.locator('.pk-game-own .pk-counter').first();
  const less = counter.getByRole('button', { name: /: one less$/ });
  await expect(less).toHaveAttribute('aria-disabled', 'true');
  await press(page, counter.getByRole('button', { name: /: one more$/ }));
  await press(page, less);
  await expect(less).toBeFocused();
  await expect(less).toHaveAttribute('aria-disabled', 'true');
  await expect(counter.getByRole('spinbutton')).toHaveValue('0');
  expect(errors).toEqual([]);
  await context.close();
});
