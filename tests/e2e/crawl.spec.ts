import { test as base, expect, type Browser, type Page, type Request } from '@playwright/test';
import { builtPages, hrefsIn, htmlFor, idsIn } from './support/site';
import { cspViolations, listenForCspViolations } from './support/offline';
import { sidebarProblems } from './support/sidebar';
import { COLOUR, isolatedAxe, setTheme, type AxeScope } from './support/axe';

// The quality gates of the foundation issue, over every HTML page of the built site:
// no console error, no failed or off-site request, no Content Security Policy violation, zero axe
// (WCAG 2.1 AA) violations in light and dark theme, nothing scrolling sideways at 360 px, and every
// internal link and #anchor resolving; at 360 px, each game page's sidebar group in full.
// One test per page, so the workers share the crawl and a failure names its page; each worker
// keeps one tab and takes it from page to page, so a test costs one page load.

const pages = builtPages();
const FULL_SIDEBAR_CHECK = /^\/([a-z-]+\/)?$|^\/how-to-use\/$/;

type Tab = Awaited<ReturnType<typeof openTab>>;
/** The worker's tab, opened on its first page and kept for the worker's next pages. */
const test = base.extend<object, { tab: Tab }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      const tab = await openTab(browser, new URL(workerInfo.project.use.baseURL!).origin);
      await use(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],
});

test('the build has the home page, five game overviews, the how-to page and a search index', () => {
  for (const path of ['/', '/how-to-use/', '/rulings/', '/kuggkoping/', '/heartbreaker/', '/punkapocalyptic/', '/wolsung/', '/arsenal-campaign/', '/pagefind/pagefind.js']) {
    expect(htmlFor(path) ?? (path.endsWith('.js') ? 'js' : undefined), path).toBeDefined();
  }
});

test('every internal link and #anchor resolves', () => {
  const broken: string[] = [];
  for (const from of pages) {
    const html = htmlFor(from)!;
    for (const href of hrefsIn(html)) {
      if (/^(https?:|mailto:|tel:|javascript:)/.test(href) || href === '') continue;
      const url = new URL(href, `http://site${from}`);
      const target = url.pathname === new URL(`http://site${from}`).pathname ? html : htmlFor(url.pathname);
      if (target === undefined) {
        broken.push(`${from} → ${href} (no such page)`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      // "#board=…" is a tool's state in the fragment (the board's share links), not an anchor.
      const state = /^[a-z]+=/.test(anchor);
      if (anchor && anchor !== '_top' && !state && !idsIn(target).has(anchor)) broken.push(`${from} → ${href} (no #${anchor} there)`);
    }
  }
  expect(broken, broken.join('\n')).toEqual([]);
});

/** One browser tab that visits pages one after another, collecting what goes wrong on each. */
async function openTab(browser: Browser, origin: string) {
  const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 1280, height: 800 } });
  await listenForCspViolations(context);
  const page: Page = await context.newPage();
  const axeViolations = await isolatedAxe(page);
  let current = '';
  let problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught error: ${err.message}`));
  // Which page each request was made by: leaving a page aborts what it was still loading (a script it
  // imports once idle, such as search's or a builder's link reader), which is not a failure of the
  // page loaded next. The page is read from the document that made the request, not from which check
  // is running: a request the last page made as the next check began counted as the next page's
  // (a CI run failed /kuggkoping/cards/ on the builder's aborted lz-decompress chunk).
  const madeBy = new WeakMap<Request, string>();
  const pageOf = (req: Request): string => {
    try {
      return req.isNavigationRequest() ? current : new URL(req.frame().url()).pathname;
    } catch {
      return current; // a worker's request has no frame
    }
  };
  page.on('requestfailed', (req) => {
    const aborted = req.failure()?.errorText === 'net::ERR_ABORTED';
    if (aborted && madeBy.get(req) !== current) return;
    if (!aborted || req.url().startsWith(origin)) problems.push(`failed request: ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !(current === '/404.html' && res.url().endsWith('/404.html'))) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  // Requests are heard, not routed: routing every request through the test runner cost the crawl
  // about 9% (73 against 66 s alone), and a request to another origin fails the page either way.
  page.on('request', (req) => {
    madeBy.set(req, pageOf(req));
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) problems.push(`off-site request: ${url}`);
  });

  /** Axe's violations on the page as it is now, each named with `where` (theme and width). */
  async function axe(path: string, where: string, scope: AxeScope = {}): Promise<string[]> {
    // The sidebar is the same component on every page: check it in full on the home page and
    // each game's overview, and skip re-checking it on every rules page to keep the crawl fast.
    return axeViolations(`[${where}] axe`, FULL_SIDEBAR_CHECK.test(path) ? scope : { ...scope, exclude: '#starlight__sidebar' });
  }

  /**
   * Axe's violations at 360 px in the dark theme, after the whole light pass at 1280 px. The colour
   * rules run on the whole page again (the theme's colours are new). Axe's other rules read the
   * markup and which elements are shown (and which scroll, for scrollable regions): on the page
   * checked at 1280 px they can only find something new in an element shown, or made to scroll, at
   * 360 px alone (the phone's menu button and table of contents, a table that scrolls on a phone) or
   * whose attributes or text changed or that came since (an island that draws another layout on a
   * phone: the elements it drew), so they run there; where the page's head differs, they run on the
   * whole page again.
   */
  async function axeNarrow(path: string, wide: Layout): Promise<string[]> {
    const narrow = await page.evaluate(layoutOf, true);
    if (narrow.frame !== wide.frame) return axe(path, 'dark, 360px');
    const found = await axe(path, 'dark, 360px', { categories: COLOUR });
    if (narrow.newlyShown > 0) found.push(...(await axe(path, 'dark, 360px, shown on a phone only', { include: `[${NEWLY_SHOWN}]`, otherThan: COLOUR })));
    return found;
  }

  /**
   * Loads `path` once, light at 1280 px, then turns the same page dark (as the theme picker does) and
   * narrows it to 360 px: each page is seen in both themes and on a phone for the cost of one load.
   */
  async function check(path: string): Promise<string[]> {
    current = path;
    problems = [];
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path, { waitUntil: 'load' });
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    if (theme !== 'light') problems.push(`theme is ${theme}, expected light from the system's light scheme`);
    const wide = await page.evaluate(layoutOf, false);
    problems.push(...(await axe(path, 'light, 1280px')));

    await setTheme(page, 'dark');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    problems.push(...(await axeNarrow(path, wide)));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) {
      const culprits = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${[...el.classList].join('.')}`),
      );
      problems.push(`scrolls sideways by ${overflow}px at 360px wide: ${culprits.join(', ')}`);
    }
    problems.push(...(await sidebarProblems(page, path)));
    // Read last, so that scripts run after load (search, islands hydrating) are covered too.
    for (const v of await cspViolations(page)) problems.push(`CSP violation: ${v}`);
    return problems.map((p) => `${path} ${p}`);
  }
  return { check, close: () => context.close() };
}

/** The attribute that marks, at 360 px, the elements shown or scrolling there and not at 1280 px. */
const NEWLY_SHOWN = 'data-e2e-shown-narrow';

/** What axe's rules other than colour read of a page, as layoutOf sees it. */
interface Layout {
  /** A hash of the head's title and meta tags and <html>'s attributes: when it differs, the page is another page for axe. */
  frame: string;
  /** At the second width: how many elements were marked with NEWLY_SHOWN. */
  newlyShown: number;
}

/**
 * Runs in the page. At the first width (`then` false) it keeps, for each element of the body, its
 * attributes, own text and whether it is rendered (and scrolls), on the page itself. At the second
 * (`then` true) it marks (NEWLY_SHOWN) the outermost elements rendered now that were not rendered
 * then, that scroll now and did not then, that came since (search's dialog, filled in once the page
 * is idle), that moved, or whose attributes or own text changed (a table of contents marking the
 * heading in view).
 */
function layoutOf(then: boolean): Layout {
  const hash = (text: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return (h >>> 0).toString(36);
  };
  // What axe reads of the head: the title and meta tags (style sheets and scripts come in as the page
  // idles, and what they change shows in the elements). The browser bar's colour follows the theme
  // (a meta tag no axe rule reads), as does <html>'s data-theme.
  const head = [...document.head.querySelectorAll('title, meta:not([name="theme-color"])')].map((el) => el.outerHTML).join('');
  const root = [...document.documentElement.attributes].filter((a) => a.name !== 'data-theme').map((a) => `${a.name}=${a.value}`).join(' ');
  const frame = hash(`${root}${head}`);
  const printOf = (el: Element) => {
    const own = [...el.attributes].filter((a) => a.name !== 'data-e2e-shown-narrow').map((a) => `${a.name}=${a.value}`).join(' ');
    const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('');
    let shown = '-';
    if (el.checkVisibility({ visibilityProperty: true })) {
      const style = getComputedStyle(el);
      const x = style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth;
      const y = style.overflowY !== 'visible' && el.scrollHeight > el.clientHeight;
      shown = x || y ? 's' : 'r';
    }
    return { markup: hash(`${el.tagName}|${own}|${text}`), shown, parent: el.parentElement };
  };
  const kept = window as unknown as { e2eWideLayout?: WeakMap<Element, ReturnType<typeof printOf>> };
  const all = [...document.body.querySelectorAll('*')];
  if (!then) {
    kept.e2eWideLayout = new WeakMap(all.map((el) => [el, printOf(el)]));
    return { frame, newlyShown: 0 };
  }
  const wide = kept.e2eWideLayout!;
  const marked = new Set<Element>();
  for (const el of all) {
    const now = printOf(el);
    const before = wide.get(el);
    if (now.shown === '-') continue;
    if (before && before.markup === now.markup && before.parent === now.parent && (before.shown === now.shown || (now.shown === 'r' && before.shown === 's'))) continue;
    let inside = false;
    for (let up = el.parentElement; up && !inside; up = up.parentElement) inside = marked.has(up);
    if (!inside) marked.add(el);
  }
  for (const el of marked) el.setAttribute('data-e2e-shown-narrow', '');
  return { frame, newlyShown: marked.size };
}

for (const path of pages) {
  test(`${path} loads cleanly, is axe-clean light and dark, fits 360 px and lists its game in the sidebar`, async ({ tab }) => {
    const found = await tab.check(path);
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('plain rules pages ship no JavaScript of ours (no islands outside the tools, builders and play views)', () => {
  const withIslands = pages.filter((p) => !/\/(tools|builder|play)\//.test(p) && /<astro-island/.test(htmlFor(p)!));
  expect(withIslands).toEqual([]);
});
