import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import type { StaticSite } from './static-server';

/** Waits until the service worker controls the page: it activates only once everything is precached. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/**
 * Records every request of the context that failed (its URL and error) or answered 400 or more.
 * A request the browser cancelled (net::ERR_ABORTED: the test opened the next page while a script or
 * the tab's icon still loaded) proves nothing either way, so its URL goes to `aborted` instead: the
 * test asks for each of those again once the pages are done (`unservedOf`).
 */
export function recordFailedRequests(context: BrowserContext): { failures: string[]; aborted: Set<string> } {
  const failures: string[] = [];
  const aborted = new Set<string>();
  context.on('requestfailed', (req) => {
    const error = req.failure()?.errorText;
    if (error === 'net::ERR_ABORTED') aborted.add(req.url());
    else failures.push(`failed: ${req.url()} (${error})`);
  });
  context.on('response', (res) => {
    if (res.status() >= 400) failures.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return { failures, aborted };
}

/** Of `urls`, those the page cannot fetch now (offline: those the service worker does not serve), with why. */
export const unservedOf = (page: Page, urls: Iterable<string>): Promise<string[]> =>
  page.evaluate(
    (list) =>
      Promise.all(list.map((url) => fetch(url).then((r) => (r.ok ? null : `HTTP ${r.status}: ${url}`), (e: unknown) => `unserved: ${url} (${String(e)})`))).then((all) =>
        all.filter((x): x is string => x !== null),
      ),
    [...urls],
  );

/** Records Content Security Policy violations on every page of the context (read with `cspViolations`). */
export async function listenForCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`);
    });
  });
}

export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])]);

/** Waits until every island on the page has hydrated, scrolling each into view (they hydrate when visible). */
export async function hydrateIslands(page: Page): Promise<void> {
  const islands = page.locator('astro-island');
  for (let i = 0; i < (await islands.count()); i++) await islands.nth(i).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** A reader's browser on a site served by `serveBuiltSite`, service worker allowed, collecting errors. */
export async function openReader(browser: Browser, site: StaticSite, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, baseURL: site.origin, serviceWorkers: 'allow' });
  await listenForCspViolations(context);
  const page = await context.newPage();
  const errors: string[] = [];
  // A failed load says which resource it was (the message alone does not).
  page.on('console', (m) => m.type() === 'error' && errors.push(m.location().url ? `${m.text()} (${m.location().url})` : m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/**
 * The service worker `sw` (sw.js's text) with its precache list cut to `pages` (URL paths, "/rulings/")
 * among the HTML pages: every script, style, icon and search file stays. A reader's first visit then
 * downloads what those pages use instead of all of the build's HTML (8 of its 10 MB), for a test of
 * what happens around the download, not of the download itself (offline.spec.ts has every page served
 * offline after one visit).
 */
export function precachingPagesOf(sw: string, pages: readonly string[]): string {
  const kept = new Set(pages.map((path) => `${path.slice(1)}index.html`));
  let cut = 0;
  // Each entry but the list's first follows a comma: an entry cut takes its comma with it.
  const trimmed = sw.replace(/,\{url:"([^"]+\.html)",revision:(?:null|"[^"]*")\}/g, (entry, url: string) => (kept.has(url) || url === '404.html' ? entry : (cut++, '')));
  expect(cut, "the precache list names the build's pages").toBeGreaterThan(pages.length);
  expect(trimmed, 'the precache list still opens with a script').toMatch(/\(\[\{url:"[^"]+\.js"/);
  return trimmed;
}
