/**
 * A builder's models are compact cards that open one editor at a time (src/components/roster/ModelFold.tsx):
 * a player taps a model's card before changing its fields, as these helpers do.
 */
import { expect, type Locator } from '@playwright/test';

/** Opens a model's editor (its block, e.g. `#heartbreaker-model-3`) by its card's button, unless it is open. */
export async function openModel(block: Locator): Promise<Locator> {
  const toggle = block.locator('.rk-model-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return block;
}

/** Opens a part of the editor folded under a summary (resources, loot, a new model), unless it is open. */
export async function openFold(scope: Locator, summary: string | RegExp): Promise<void> {
  const details = scope.locator('details.rk-fold').filter({ has: scope.page().locator(':scope > summary', { hasText: summary }) });
  if ((await details.getAttribute('open')) === null) await details.locator(':scope > summary').click();
  await expect(details).toHaveAttribute('open', '');
}
