import { test as base, expect, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { builtPages, hrefsIn, htmlFor, idsIn } from './support/site';
import { cspViolations, listenForCspViolations } from './support/offline';

// The quality gates of the foundation issue, over every HTML page of the built site:
// no console error, no failed or off-site request, no Content Security Policy violation, zero axe
// (WCAG 2.1 AA) violations in light and dark theme, nothing scrolling sideways at 360 px, and every
// internal link and #anchor resolving.
// One test per page and pass, so the two workers share the crawl and a failure names its page; each
// worker keeps one tab per pass and takes it from page to page, so a test costs one page load.

const pages = builtPages();
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FULL_SIDEBAR_CHECK = /^\/([a-z-]+\/)?$|^\/how-to-use\/$/;

interface Pass {
  scheme: 'light' | 'dark';
  width: number;
}
// Light at desktop width and dark at phone width: each page is seen in both themes, and at 360 px.
const PASSES: Pass[] = [
  { scheme: 'light', width: 1280 },
  { scheme: 'dark', width: 360 },
];

type Tab = Awaited<ReturnType<typeof openTab>>;
/** The worker's tab for a pass, opened on its first page and kept for the worker's next pages. */
const test = base.extend<object, { tabFor: (pass: Pass) => Promise<Tab> }>({
  tabFor: [
    async ({ browser }, use, workerInfo) => {
      const tabs = new Map<Pass, Promise<Tab>>();
      const origin = new URL(workerInfo.project.use.baseURL!).origin;
      await use((pass) => {
        if (!tabs.has(pass)) tabs.set(pass, openTab(browser, pass, origin));
        return tabs.get(pass)!;
      });
      for (const tab of tabs.values()) await (await tab).close();
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
async function openTab(browser: Browser, pass: Pass, origin: string) {
  const context = await browser.newContext({ colorScheme: pass.scheme, viewport: { width: pass.width, height: 800 } });
  await listenForCspViolations(context);
  const page: Page = await context.newPage();
  let current = '';
  let problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught error: ${err.message}`));
  page.on('requestfailed', (req) => {
    if (req.failure()?.errorText !== 'net::ERR_ABORTED' || req.url().startsWith(origin)) problems.push(`failed request: ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !(current === '/404.html' && res.url().endsWith('/404.html'))) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:')) return route.continue();
    problems.push(`off-site request: ${url}`);
    return route.abort();
  });

  async function check(path: string): Promise<string[]> {
    current = path;
    problems = [];
    await page.goto(path, { waitUntil: 'load' });
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    if (theme !== pass.scheme) problems.push(`theme is ${theme}, expected ${pass.scheme}`);
    // The sidebar is the same component on every page: check it in full on the home page and
    // each game's overview, and skip re-checking it on every rules page to keep the crawl fast.
    let builder = new AxeBuilder({ page }).withTags(WCAG).options({ resultTypes: ['violations'] });
    if (!FULL_SIDEBAR_CHECK.test(path)) builder = builder.exclude('#starlight__sidebar');
    const axe = await builder.analyze();
    for (const v of axe.violations) {
      problems.push(`axe ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    }
    if (pass.width <= 360) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) {
        const culprits = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .slice(0, 3)
            .map((el) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${[...el.classList].join('.')}`),
        );
        problems.push(`scrolls sideways by ${overflow}px at ${pass.width}px wide: ${culprits.join(', ')}`);
      }
    }
    // Read last, so that scripts run after load (search, islands hydrating) are covered too.
    for (const v of await cspViolations(page)) problems.push(`CSP violation: ${v}`);
    return problems.map((p) => `${path} [${pass.scheme}, ${pass.width}px] ${p}`);
  }
  return { check, close: () => context.close() };
}

for (const pass of PASSES) {
  test.describe(`${pass.scheme} theme, ${pass.width} px wide`, () => {
    for (const path of pages) {
      test(`${path} loads cleanly, is axe-clean${pass.width <= 360 ? ' and fits 360 px' : ''}`, async ({ tabFor }) => {
        const found = await (await tabFor(pass)).check(path);
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  });
}

test('plain rules pages ship no JavaScript of ours (no islands outside the tools and builders)', () => {
  const withIslands = pages.filter((p) => !/\/(tools|builder)\//.test(p) && /<astro-island/.test(htmlFor(p)!));
  expect(withIslands).toEqual([]);
});
