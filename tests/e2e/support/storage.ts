/** localStorage filled to its last byte, for the tests of a full disk (rosters and games). */
import type { Page } from '@playwright/test';

/**
 * Fills localStorage by halving (the largest filler that fits, then half of it, down to one
 * character) until not even one more key fits; returns how many characters went in. `freeStorage`
 * takes the fillers out again.
 */
export async function fillToTheBrim(page: Page): Promise<number> {
  return page.evaluate(() => {
    let total = 0;
    let i = 0;
    for (let size = 1 << 22; size >= 1; ) {
      try {
        localStorage.setItem(`filler-${i}`, 'x'.repeat(size));
        i++;
        total += size;
      } catch {
        size = Math.floor(size / 2);
      }
    }
    // The quota counts keys too: the last bytes go to the shortest keys there are, so nothing that
    // needs a key of its own still fits (a probe, a roster, a pending write).
    for (let k = 0; k < 100_000; k++) {
      try {
        localStorage.setItem(k.toString(36), '');
        total += 1;
      } catch {
        break;
      }
    }
    return total;
  });
}

/** True when not one more character fits. */
export const storageIsFull = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    try {
      localStorage.setItem('one-more', 'x');
      localStorage.removeItem('one-more');
      return false;
    } catch {
      return true;
    }
  });

/** Room again: the large fillers taken out (megabytes; the short keys stay). */
export async function freeStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('filler-')) localStorage.removeItem(key);
  });
}
