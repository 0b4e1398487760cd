/**
 * The builders' choices that take their own button away keep the focus in the builder
 * (src/components/roster/Notices.tsx, src/components/tools/unavailable.ts): a shared roster's banner
 * (Save a copy, Close it) goes with its buttons, and the focus goes on from the builder's heading;
 * Undo last change with nothing left to undo stays focused, unavailable (aria-disabled). Before, each
 * left the focus on the page's body, where a screen reader starts again from the top.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext, waitForIsland } from './support/builder';
import { example } from './support/examples';

async function press(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

test('Kuggköping builder: Save a copy and Close it on a shared warband, and Undo last change at its end, keep the focus in the builder (360 px)', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  const link = `/kuggkoping/builder/#roster=${compressToEncodedURIComponent(JSON.stringify(example('kuggkoping')))}`;
  await page.goto(link);
  await waitForIsland(page);
  const heading = page.getByRole('heading', { name: 'Warband builder', level: 2 });
  const banner = page.getByRole('region', { name: 'Opened from a link' });

  await press(page, banner.getByRole('button', { name: 'Save a copy' }));
  await expect(banner).toHaveCount(0);
  await expect(heading).toBeFocused();
  // Tab goes on from there into the builder, not from the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/Warbands saved on this device \(1\)$/);

  // One change, then Undo last change until there is nothing left: the button keeps the focus and says it is unavailable.
  const name = page.getByRole('textbox', { name: 'Warband name' });
  const saved = await name.inputValue();
  await name.fill('The Cog Rats II');
  await expect(name).toHaveValue('The Cog Rats II');
  const undo = page.getByRole('button', { name: 'Undo last change' });
  await press(page, undo);
  // The rename is taken back, to the name the copy was saved with.
  await expect(name).toHaveValue(saved);
  expect(saved).not.toBe('The Cog Rats II');
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(undo).toBeFocused();

  // The same link again, closed this time.
  await page.goto('about:blank');
  await page.goto(link);
  await waitForIsland(page);
  await press(page, banner.getByRole('button', { name: 'Close it' }));
  await expect(banner).toHaveCount(0);
  await expect(heading).toBeFocused();
  expect(errors).toEqual([]);
  await context.close();
});
