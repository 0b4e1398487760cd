import { expect, test } from '@playwright/test';
import { scanWords } from '../../src/play/qr-scan';
import { example } from '../e2e/support/examples';
import { codeInViewAt, watchCodeInView } from '../e2e/support/qr-harness';
import { showOnCamera } from '../e2e/support/qr-video';
import { hit, theirMeat } from '../e2e/support/table-link';
import { camera, codesOf, merged, openGame, phone, said, type Phone } from '../e2e/support/table-link-camera';

// Issue 36's speed budget on the play page itself: from the other phone's update code coming into the
// camera's view to both sides merged on screen (the panel says it merged and the other side's damage is
// drawn), in under 1 s with the receiving page's CPU slowed 4x. Two phones on the Heartbreaker play
// page, each a Chromium with a fake camera (tests/e2e/support/table-link-camera.ts); the link is made
// by camera first, not timed. Chromium's throttling slows the page's main thread; the decoder's worker
// runs at this machine's speed (tests/bench/qr-scan.bench.spec.ts says the same of the scanner).
const MERGE_BUDGET_MS = 1000;

const gangA = example('heartbreaker') as { name: string; fighters: { name: string }[] };
const gangB = { ...gangA, name: 'Glass Jaws' };
const first = gangA.fighters[0]!.name;

/** `to`'s camera shown `from`'s code (an empty table for a second, then the code), read, and the camera stopped once `done` holds. */
async function showAndRead(from: Phone, to: Phone, done: () => Promise<void>): Promise<void> {
  const { drawings } = await codesOf(from);
  showOnCamera(to.video, [{ drawing: null, frames: 10 }, ...drawings.map((drawing) => ({ drawing, frames: drawings.length > 1 ? 5 : 20 }))]);
  await camera(to.page).getByRole('button', { name: scanWords.open }).click();
  await done();
  const stop = to.page.getByRole('button', { name: scanWords.close });
  if (await stop.isVisible()) await stop.click();
}

test('an update code in view is merged on the play page in under 1 s, CPU slowed 4x', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const [A, B] = await Promise.all([phone(baseURL!), phone(baseURL!)]);
  try {
    await Promise.all([openGame(A, gangA), openGame(B, gangB)]);
    // Linked by camera both ways (not timed).
    await showAndRead(A, B, async () => {
      await B.page.getByRole('button', { name: /^Join with Glass Jaws/ }).click();
      await expect(said(B.page)).toContainText('Joined the table of The Rust Saints', { timeout: 60_000 });
    });
    await showAndRead(B, A, () => expect(said(A.page)).toContainText(merged(gangB.name), { timeout: 60_000 }));

    const [, most] = await theirMeat(B.page, first);
    const cdp = await B.context.newCDPSession(B.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const times: number[] = [];
    for (let round = 1; round <= 3; round++) {
      // A's fighter takes a hit; A's update shown to B's camera.
      await hit(A.page, first);
      const { drawings, link } = await codesOf(A);
      expect(drawings, `the update's link is ${link.length} characters: ${link.slice(0, 300)}`).toHaveLength(1); // an update is one code: the budget is for one
      showOnCamera(B.video, [
        { drawing: null, frames: 10 },
        { drawing: drawings[0]!, frames: 20 },
      ]);
      // On B: when the code first shows in the camera's frames, and when the merge is on screen (the
      // panel's words and A's fighter's Meat, a frame after the change that drew them).
      await B.page.evaluate(
        ({ name, meat }) => {
        const w = window as unknown as { __mergedAt?: number };
        delete w.__mergedAt;
        const drawn = () => {
          const said = document.querySelector('.pk-said')?.textContent ?? '';
          const foe = [...document.querySelectorAll('details.pk-link ul.pk-foes li')].find((li) => li.textContent?.includes(`${name}:`))?.textContent ?? '';
          return /Merged .*’s update\./.test(said) && foe.includes(meat);
        };
        const watch = new MutationObserver(() => {
          if (!drawn()) return;
          watch.disconnect();
          requestAnimationFrame(() => (w.__mergedAt = performance.now()));
        });
        watch.observe(document.body, { subtree: true, childList: true, characterData: true });
        },
        { name: first, meat: `${most - round} of ${most} Meat left` },
      );
      await camera(B.page).getByRole('button', { name: scanWords.open }).click();
      await watchCodeInView(B.page, 'details.pk-link .pk-qr-video');
      await expect.poll(() => B.page.evaluate(() => (window as unknown as { __mergedAt?: number }).__mergedAt ?? null), { timeout: 30_000 }).not.toBeNull();
      const mergedAt = await B.page.evaluate(() => (window as unknown as { __mergedAt: number }).__mergedAt);
      times.push(Math.round(mergedAt - (await codeInViewAt(B.page))));
      const stop = B.page.getByRole('button', { name: scanWords.close });
      if (await stop.isVisible()) await stop.click();
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.log(`\nTable Link on the Heartbreaker play page, CPU slowed 4x: update code in view → merged on screen ${times.join(', ')} ms (budget ${MERGE_BUDGET_MS})\n`);
    // After the code came into view (a watch started late would give a negative time), and within the budget.
    for (const t of times) expect(t, `code in view → merged: ${times.join(', ')} ms`).toBeGreaterThan(0);
    for (const t of times) expect(t, `code in view → merged: ${times.join(', ')} ms`).toBeLessThan(MERGE_BUDGET_MS);
  } finally {
    await Promise.all([A.browser.close(), B.browser.close()]);
  }
});
