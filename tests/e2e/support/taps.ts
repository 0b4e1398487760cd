import { expect, type Locator } from '@playwright/test';

/**
 * Taps buttons inside `scope` by name, counting them, each checked to be a thumb's 44 px tall first:
 * the enemy turn's tests hold a turn to a number of taps per enemy, few enough to keep up with the table.
 */
export function tapper(scope: Locator) {
  let taps = 0;
  return {
    tap: async (name: string | RegExp) => {
      const button = scope.getByRole('button', { name }).first();
      const box = (await button.boundingBox())!;
      expect(box.height, `${String(name)} is big enough to tap`).toBeGreaterThanOrEqual(44);
      await button.click();
      taps++;
    },
    count: () => taps,
  };
}
