import { expect, test } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext, waitForIsland } from '../e2e/support/builder';
import { example } from '../e2e/support/examples';
import { driverFreeCopy, inPage, slowedTaps, timedEvents, timedInputs, watchEvents, type SentInput } from '../e2e/support/tap-timing';

// Issue 37: "every tap under 50 ms at 4x (bench)". play-taps.bench.spec.ts times Heartbreaker's
// card taps on six fighters and two games' score; this times the rest of a round's taps in every
// game, on its example roster at 360 px: a card's Take 1 damage, Activated and Heal 1, a hit of 3
// typed into the card's field and taken in one tap, the Arsenal Campaign's Health typed, and the
// bar's Next round and Undo. Each input's Event Timing entries (input to the next paint), beside a
// tap on nothing before and after it that tells a busy machine from a slow page.

const TAP_BUDGET_MS = 50;
const TIMED = ['pointerdown', 'pointerup', 'click', 'keydown', 'keypress', 'keyup', 'beforeinput', 'input'];

/** An input of the round: a tap on a control found by its name, or a key. */
type Step = { what: string; tap: { in: 'card' | 'bar'; name: string; field?: boolean } } | { what: string; key: 'Backspace' | 'Enter' | number };

const cardSteps = (hit: string, field: string | null = null): Step[] => [
  { what: 'Take 1 damage', tap: { in: 'card', name: 'Take 1 damage' } },
  { what: 'Activated', tap: { in: 'card', name: 'Activated' } },
  { what: 'Heal 1', tap: { in: 'card', name: 'Heal 1' } },
  // A hit of 3: the card's field tapped, its 1 rubbed out, 3 typed, and the hit taken in one tap.
  { what: 'hit field tapped', tap: { in: 'card', name: '', field: true } },
  { what: 'hit: 1 rubbed out', key: 'Backspace' },
  { what: 'hit: 3 typed', key: 3 },
  { what: 'Take the hit', tap: { in: 'card', name: hit } },
  ...(field
    ? ([
        { what: `${field} field tapped`, tap: { in: 'card', name: field, field: true } },
        { what: `${field}: 7 typed`, key: 7 },
        { what: `${field}: Enter`, key: 'Enter' },
      ] as Step[])
    : []),
  { what: 'Next round', tap: { in: 'bar', name: 'Next round' } },
  { what: 'Undo', tap: { in: 'bar', name: 'Undo' } },
];

const GAMES: { slug: string; first: string; hire?: string; steps: Step[] }[] = [
  { slug: 'kuggkoping', first: 'Olga', steps: cardSteps('Take the hit: Olga') },
  { slug: 'heartbreaker', first: 'Mother Cog', steps: cardSteps('Take the hit: Mother Cog') },
  { slug: 'punkapocalyptic', first: 'Maggie', steps: cardSteps('Take the hit: Maggie') },
  { slug: 'wolsung', first: 'Professor Ignatius Vane', steps: cardSteps('Take the hit: Professor Ignatius Vane') },
  // The encounter starts with its crew to hire: Nino first, then his card's taps and his Health typed.
  { slug: 'arsenal-campaign', first: 'Nino Ortega', hire: 'Hire Nino Ortega', steps: cardSteps('Take the hit: Nino Ortega', 'Health (from its card)') },
];

for (const g of GAMES) {
  test(`${g.slug}: a round's taps on a card and the bar paint in under 50 ms, CPU slowed 4x`, async ({ browser }) => {
    const { context, page: setUp } = await freshContext(browser, { width: 360 });
    await setUp.goto(`/${g.slug}/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example(g.slug)))}`);
    await waitForIsland(setUp);
    if (g.hire) await setUp.getByRole('button', { name: g.hire }).click();
    await expect(setUp.locator('#pk-model-0').getByRole('button', { name: 'Take 1 damage' })).toBeVisible();
    // Timed on a copy no locator has touched (support/tap-timing.ts), tall enough to hold the first card and the bar.
    const page = await driverFreeCopy(setUp, { width: 360, height: 4000 });
    await inPage(page, '.pk-opponent, .pk-battle');
    await page.waitForTimeout(1000);
    await watchEvents(page, TIMED);
    const { cdp, tap } = await slowedTaps(page);
    const find = (t: { in: 'card' | 'bar'; name: string; field?: boolean }) =>
      page.evaluate(({ in: where, name, field }) => {
        const root = document.querySelector(where === 'card' ? '#pk-model-0' : '.pk-turn-bar')!;
        const named = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
        const el = field
          ? [...root.querySelectorAll('input[type=number]')].find((i) => (name ? named(i) === name : !i.getAttribute('aria-label')))
          : [...root.querySelectorAll('button')].find((b) => named(b) === name || named(b).startsWith(`${name} `) || (name.startsWith('Take the hit') && named(b).startsWith(name)));
        if (!el) throw new Error(`no ${field ? 'field' : 'button'} "${name}" in ${where}`);
        const box = el.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }, t);
    const key = async (k: 'Backspace' | 'Enter' | number) => {
      const [name, code, keyCode, text] = k === 'Backspace' ? ['Backspace', 'Backspace', 8, ''] : k === 'Enter' ? ['Enter', 'Enter', 13, '\r'] : [String(k), `Digit${k}`, 48 + k, String(k)];
      await cdp.send('Input.dispatchKeyEvent', { type: text ? 'keyDown' : 'rawKeyDown', key: name, code, windowsVirtualKeyCode: keyCode, ...(text ? { text } : {}) });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: name, code, windowsVirtualKeyCode: keyCode });
      await page.waitForTimeout(150);
    };
    const noop = { x: 30, y: 22 };
    const marks: SentInput[] = [];
    const now = () => page.evaluate(() => performance.now());
    await tap(noop);
    for (const s of g.steps) {
      const target = 'tap' in s ? await find(s.tap) : null;
      const from = await now();
      if (target) await tap(target);
      else await key((s as { key: 'Backspace' | 'Enter' | number }).key);
      marks.push({ what: s.what, from, to: await now() });
      // Keys go on into the field: a tap on nothing would take its focus.
      if ('tap' in s && !s.tap.field) await tap(noop);
    }
    await page.waitForTimeout(500);
    const events = await timedEvents(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Every input landed: the hit of 3 taken (and the damage tap healed), Undo took back Next round.
    const first = page.locator('#pk-model-0');
    // (A hit of 3 takes Punkapocalyptic's Maggie down, which clears her Activated and turns it off.)
    if (await first.getByRole('button', { name: 'Activated' }).isEnabled()) await expect(first.getByRole('button', { name: 'Activated' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.pk-round')).toHaveText('Round 1');
    if (g.hire) await expect(first.getByRole('spinbutton', { name: 'Health (from its card)' })).toHaveValue('7');
    await context.close();
    const { inputs: timed, skipped, idle } = timedInputs(events, marks);
    console.log(`\n${g.slug} round, CPU slowed 4× (budget ${TAP_BUDGET_MS} ms), ${marks.length} sent, ${skipped} beside a busy machine: ${timed.map((t) => `${t.what} ${t.ms}`).join('; ')}; taps on nothing ${idle.join(', ')} ms\n`);
    test.skip(skipped > marks.length / 2, `the machine was too busy to time the round: taps on nothing took ${idle.join(', ')} ms`);
    for (const t of timed) expect.soft(t.ms, t.what).toBeLessThan(TAP_BUDGET_MS);
  });
}
