/**
 * The play view's speed, measured: a tap at the table, timed with Chromium's CPU slowed 4x and read from
 * the Event Timing API, on a six-fighter Heartbreaker gang in the play view. The timed test
 * (play.timing.spec.ts, in every `npm test`) guards against a regression; the bench
 * (tests/bench/play-taps.bench.spec.ts, `npm run bench`) holds the taps to the budget itself.
 */
import { expect, type Browser, type CDPSession, type Locator, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../../src/roster/lz-compress';
import { heartbreakerPlay } from '../../../src/games/heartbreaker/play';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { freshContext } from './builder';
import { example } from './examples';

const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

export interface TapTimes {
  /** Each timed tap's Event Timing duration (ms; a click and its pointerup each count). */
  taps: number[];
  /** The taps on nothing, each just before or after a real tap: what any tap costs on this machine now. */
  idle: number[];
  /** Whether any real tap was reported at all (under 16 ms none is). */
  reported: boolean;
  /**
   * With `floor`: taps on a button of no script of ours that changes two words of the first card
   * (its status and its damage), as a tap's own change does. What this machine needs now for a tap
   * that changes a card, the page's code aside (16 ms when none was reported).
   */
  floor: number[];
}

/**
 * Plays eight taps (Take 1 damage, Activated on four fighters) with the CPU slowed 4x and times them;
 * with `floor`, then as many taps on a plain button that changes the first card's words (TapTimes.floor).
 */
export async function timeTaps(browser: Browser, { floor = false }: { floor?: boolean } = {}): Promise<TapTimes> {
  const rules = heartbreakerPlay(heartbreakerBookData());
  const two = rules.parse(example('heartbreaker'));
  const roster = { ...two, fighters: [0, 1, 2, 3, 4, 5].map((i) => ({ ...two.fighters[i % 2]!, name: `Fighter ${i + 1}`, leader: i === 0 })) };
  const text = JSON.stringify(roster);
  expect(roster.fighters.length).toBe(6);
  const { context, page } = await freshContext(browser, { width: 360 });
  // A player's first visit, read with page.evaluate only: no locator touches the page until the taps
  // are timed (see driverFreeCopy for what a locator leaves behind). The play view hydrates on load.
  await page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(text)}`);
  await inPage(page, '.pk-game');
  // Tall enough for the four cards tapped to be in view without scrolling.
  await page.setViewportSize({ width: 360, height: 4000 });
  // Where the buttons are, found before the CPU is slowed: the taps are then sent as bare input
  // events, so that no test-driver script runs in the page while the taps are timed.
  const names = rules.models(roster).map((m) => m.name);
  // The opponent panel and the cards' odds load after the first paint and push the cards down: the
  // buttons are measured once the page has settled (two readings alike, 300 ms apart).
  await inPage(page, '.pk-opponent');
  const measure = () =>
    page.evaluate(
      ({ names, buttons }) =>
        names.flatMap((name) => {
          const card = [...document.querySelectorAll('article.pk-card')].find((c) => c.querySelector('h3')?.textContent === name)!;
          return buttons.map((label) => {
            const box = [...card.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)!.getBoundingClientRect();
            return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          });
        }),
      { names: names.slice(0, 4), buttons: ['Take 1 damage', 'Activated'] },
    );
  const targets = await settled(page, measure);
  // A button that does nothing, in view: its taps measure what any tap costs on this machine now.
  await watchEvents(page, ['click', 'pointerup']);
  const { cdp, tap } = await slowedTaps(page);
  // A tap on nothing before and after each real tap: it tells a slow page from a machine that was busy
  // at that moment (the other worker's tests share the two cores).
  const noop = { x: 30, y: 22 };
  await tap(noop);
  for (const target of targets) {
    await tap(target);
    await tap(noop);
  }
  if (floor) {
    const plain = await plainCardButton(page);
    for (const _ of targets) {
      await tap(plain);
      await tap(noop);
    }
    // The card's words as React drew them, for the checks below.
    await page.evaluate(() => (window as unknown as { __restoreCard: () => void }).__restoreCard());
  }
  await page.waitForTimeout(500);
  const events = await timedEvents(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Every tap landed: four fighters took a point of Meat and are activated.
  for (const name of names.slice(0, 4)) await expect(card(page, name).getByRole('button', { name: 'Activated' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, names[0]!).getByText('9 of 10')).toBeVisible();
  await context.close();
  // A tap on nothing waits for the next frame too (Event Timing counts up to the paint, so 16 ms or so
  // is the frame, not the page). Only when even that takes 50 ms is the machine busy with other work
  // (the CPU shared with other jobs), and the 4x slowdown would measure the machine, not the page.
  // A real tap is timed only when the taps on nothing just before and after it were quick (entries
  // under 16 ms are not reported at all: those taps were quick).
  const busy = (t: number) => events.some((e) => e.noop && e.d >= 50 && Math.abs(e.t - t) < 400);
  const taps = events.filter((e) => !e.noop && !e.plain && !busy(e.t)).map((e) => Math.round(e.d));
  const idle = events.filter((e) => e.noop).map((e) => Math.round(e.d));
  // A plain tap under 16 ms is not reported: each tap makes a pointerup and a click entry, or none.
  const plain = events.filter((e) => e.plain && e.name === 'click').map((e) => Math.round(e.d));
  const floorTaps = floor ? [...plain, ...Array<number>(Math.max(0, targets.length - plain.length)).fill(16)] : [];
  return { taps, idle, reported: events.some((e) => !e.noop && !e.plain), floor: floorTaps };
}

/**
 * A button of no script of ours at the top right (330, 22) whose click changes the first card's
 * status and damage words in place (the text nodes React drew, so React's own later changes still
 * land); `window.__restoreCard()` puts React's words back. Returns where to tap it.
 */
async function plainCardButton(page: Page): Promise<{ x: number; y: number }> {
  await page.evaluate(() => {
    const card = document.querySelector('article.pk-card')!;
    const words = [card.querySelector('.pk-status'), [...card.querySelectorAll('.pk-stats dd')].find((d) => / of /.test(d.textContent ?? ''))]
      .map((el) => el?.firstChild)
      .filter((t): t is Text => t instanceof Text);
    // Both words, or the floor would time a tap that changes less than the game's taps do.
    if (words.length !== 2) throw new Error(`the first card's status and damage words were not found (${words.length} of 2)`);
    const drawn = words.map((t) => t.data);
    const button = document.createElement('button');
    button.id = 'plain';
    button.textContent = 'plain';
    button.style.cssText = 'position:fixed;top:0;right:0;z-index:999;width:60px;height:44px';
    let n = 0;
    button.addEventListener('click', () => {
      n++;
      words.forEach((t, i) => (t.data = n % 2 ? `${drawn[i]}!` : drawn[i]!));
    });
    document.body.append(button);
    (window as unknown as { __restoreCard: () => void }).__restoreCard = () => {
      words.forEach((t, i) => (t.data = drawn[i]!));
      button.remove();
    };
  });
  return { x: 330, y: 22 };
}

/** Places measured on a page that is still moving (panels arriving after the first paint): the same two readings 300 ms apart. */
/**
 * The page's CPU slowed 4x (Chromium's throttling), and a tap as the browser's own input: pressed and
 * released at (x, y), then 150 ms for its paint. Returns the CDP session too, for other input.
 */
export async function slowedTaps(page: Page): Promise<{ cdp: CDPSession; tap: (at: { x: number; y: number }) => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const tap = async ({ x, y }: { x: number; y: number }) => {
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
    await page.waitForTimeout(150);
  };
  return { cdp, tap };
}

export async function settled<T>(page: Page, measure: () => Promise<T>): Promise<T> {
  let at = await measure();
  await expect
    .poll(async () => {
      await page.waitForTimeout(300);
      const again = await measure();
      const same = JSON.stringify(again) === JSON.stringify(at);
      at = again;
      return same;
    })
    .toBe(true);
  return at;
}

/**
 * The page a timing is read on, with no test-driver code in it: a new page of the same context at the
 * address `setUp` is on (the open game is saved, so it opens there too) once `setUp` is closed. Playwright's
 * locators, once used on a page, leave capture listeners for every pointer, mouse and touch event on its
 * window (their hit-target checks) that run on each tap: with the CPU slowed 4x, 4 to 8 ms of the first
 * tap in a trace, a player's browser has none. Read the copy with `page.evaluate` only (and `inPage`)
 * until the timing is done; locators are fine for the checks after it.
 */
export async function driverFreeCopy(setUp: Page, viewport: { width: number; height: number }): Promise<Page> {
  const [context, url] = [setUp.context(), setUp.url()];
  // Closed first: its pagehide writes what the game still held back.
  await setUp.close();
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(url);
  await inPage(page, '.pk-game');
  return page;
}

/** Waits for `selector` to match in the page, polled by the page's own script (no locator, see driverFreeCopy). */
export const inPage = (page: Page, selector: string): Promise<void> =>
  page.evaluate(
    (sel) =>
      new Promise<void>((done, fail) => {
        const until = performance.now() + 15_000;
        const look = () => (document.querySelector(sel) ? done() : performance.now() > until ? fail(new Error(`${sel} never appeared`)) : setTimeout(look, 50));
        look();
      }),
    selector,
  );

/** An input event as Event Timing reported it: on the button that does nothing or the plain one (timeTaps' floor) or not, its name, start and duration (ms). */
export interface TimedEvent {
  noop: boolean;
  plain: boolean;
  name: string;
  t: number;
  d: number;
}

/**
 * Puts a button that does nothing at the top left (30, 22) and watches Event Timing from now on for
 * the events `names` of 16 ms or more (shorter ones are never reported); timedEvents reads them.
 */
export async function watchEvents(page: Page, names: readonly string[]): Promise<void> {
  await page.evaluate((timed) => {
    const noop = document.createElement('button');
    noop.id = 'noop';
    noop.textContent = 'nothing';
    noop.style.cssText = 'position:fixed;top:0;left:0;z-index:999;width:60px;height:44px';
    document.body.append(noop);
    const w = window as unknown as { __events: TimedEvent[] };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (!timed.includes(e.name)) continue;
        w.__events.push({ noop: e.target instanceof Element && e.target.id === 'noop', plain: e.target instanceof Element && e.target.id === 'plain', name: e.name, t: e.startTime, d: e.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  }, names);
}

/** The events watchEvents has seen so far. */
export const timedEvents = (page: Page): Promise<TimedEvent[]> => page.evaluate(() => (window as unknown as { __events: TimedEvent[] }).__events);

/** An input sent while timing: what it was, and when it was sent and done (page time). */
export interface SentInput {
  what: string;
  from: number;
  to: number;
}

/**
 * Each sent input's longest Event Timing entry (entries belong to the input sent in their window;
 * none means under 16 ms), leaving out those beside a slow tap on nothing (the machine busy then,
 * not the page): `skipped` counts them; `idle` is the taps on nothing.
 */
export function timedInputs(events: TimedEvent[], sent: SentInput[]): { inputs: { what: string; ms: number }[]; skipped: number; idle: number[] } {
  const busy = (t: number) => events.some((e) => e.noop && e.d >= 50 && Math.abs(e.t - t) < 400);
  const inputs: { what: string; ms: number }[] = [];
  let skipped = 0;
  for (const m of sent) {
    const mine = events.filter((e) => !e.noop && e.t >= m.from - 1 && e.t <= m.to);
    if (mine.length === 0) continue;
    if (mine.some((e) => busy(e.t))) skipped++;
    else inputs.push({ what: `${m.what} (${mine.map((e) => e.name).join('/')})`, ms: Math.round(Math.max(...mine.map((e) => e.d))) });
  }
  return { inputs, skipped, idle: events.filter((e) => e.noop).map((e) => Math.round(e.d)) };
}
