import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type axeCore from 'axe-core';

/** axe-core's minified build: the same rules, and about half the time to parse in every page it is injected into. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The standard every page is held to: WCAG 2.1, levels A and AA. */
export const WCAG21AA: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** WCAG 2.2 AA adds target size, which the search dialog is held to. */
export const WCAG22AA: readonly string[] = [...WCAG21AA, 'wcag22aa'];

export interface AxeScope {
  /** Check only inside these (CSS selectors); the whole page when left out. */
  include?: string | readonly string[];
  /** Leave these out (CSS selectors). */
  exclude?: string | readonly string[];
  /** The axe tags to check; WCAG 2.1 AA when left out. */
  tags?: readonly string[];
  /** Only the rules of these axe categories ("cat.color") among the tags' rules; all of them when left out. */
  categories?: readonly string[];
  /** Every rule of the tags but those of these axe categories (the rules `categories` would leave out). */
  otherThan?: readonly string[];
}

const list = (s: string | readonly string[] | undefined): string[] => (s === undefined ? [] : typeof s === 'string' ? [s] : [...s]);

/**
 * Axe's violations on the page as it is now, one line each, named with `where`:
 * "where: rule-id (impact) help — target | target | target". An empty list is a clean page.
 *
 * axe-core runs in the page itself, injected once per document. AxeBuilder re-sends axe's 0.5 MB
 * source on every call and finishes every run in a new blank tab; on the crawl's pages that cost
 * 1 to 4 s a call against 0.1 to 0.6 s here, the same rules giving the same results. What AxeBuilder
 * adds is running inside frames, and our pages have none: a page that grows one fails here loudly.
 */
export async function axeViolations(page: Page, where: string, scope: AxeScope = {}): Promise<string[]> {
  const isolated = isolatedRunners.get(page);
  if (isolated) return isolated(where, scope);
  refuseFrames(page, where);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return (await page.evaluate(runAxe, runOf(scope))).map((v) => lineOf(where, v));
}

/** The pages that isolatedAxe was set up on, and its runner for each: axeViolations uses it there. */
const isolatedRunners = new WeakMap<Page, (where: string, scope?: AxeScope) => Promise<string[]>>();

/**
 * axeViolations for one tab that checks page after page (the crawl, a tool's states), with axe in a
 * world of its own. Set up before the tab opens its first page; from then on axeViolations and
 * axeInBothThemes use it on this tab too. Only for a tab whose pages are mostly checked: axe's source
 * runs in every document the tab opens, checked or not.
 * Sending axe's 0.65 MB source into each new document is what the first check of a page cost most
 * after axe's own run (0.5 to 0.7 s a page on a loaded machine, the same whatever the channel): here
 * Chromium keeps the source and runs it as each document starts, in an isolated world (the page's own
 * scripts do not see it), and axe is run there. Same DOM, same styles: on 9 pages light and dark, at
 * 1280 and 360 px, its results (every rule's passes, violations, incomplete and inapplicable, with
 * every node's selector) were those of axe in the page's own world.
 */
export async function isolatedAxe(page: Page): Promise<(where: string, scope?: AxeScope) => Promise<string[]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Runtime.enable');
  const mainFrame = (await cdp.send('Page.getFrameTree')).frameTree.frame.id;
  let world: number | undefined;
  cdp.on('Runtime.executionContextCreated', ({ context }) => {
    if (context.name === AXE_WORLD && (context.auxData as { frameId?: string } | undefined)?.frameId === mainFrame) world = context.id;
  });
  cdp.on('Runtime.executionContextDestroyed', ({ executionContextId }) => {
    if (executionContextId === world) world = undefined;
  });
  cdp.on('Runtime.executionContextsCleared', () => (world = undefined));
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: AXE_SOURCE, worldName: AXE_WORLD });
  const run = async (where: string, scope: AxeScope = {}) => {
    refuseFrames(page, where);
    // The world's event comes on this session, the page's load on Playwright's: allow it a moment.
    for (let waited = 0; world === undefined && waited < 5000; waited += 50) await new Promise((wake) => setTimeout(wake, 50));
    if (world === undefined) throw new Error(`${where}: axe's world is missing from ${page.url()} (a page opened before isolatedAxe?)`);
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression: `(${runAxe.toString()})(${JSON.stringify(runOf(scope))})`,
      contextId: world,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(`${where}: axe failed: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return (result.value as Found[]).map((v) => lineOf(where, v));
  };
  isolatedRunners.set(page, run);
  return run;
}

const AXE_WORLD = 'e2e-axe';

interface Found {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

/** Axe runs only in the top document: a page that grows frames fails loudly. */
function refuseFrames(page: Page, where: string): void {
  const frames = page.frames().filter((f) => f !== page.mainFrame() && f.url() !== 'about:blank');
  if (frames.length > 0) throw new Error(`${where}: the page has frames (${frames.map((f) => f.url()).join(', ')}); axeViolations checks only the top document`);
}

/** What axe.run is given for `scope`. */
function runOf(scope: AxeScope) {
  const include = list(scope.include);
  const context = { ...(include.length > 0 ? { include } : {}), exclude: list(scope.exclude) };
  const options = { runOnly: { type: 'tag' as const, values: [...(scope.tags ?? WCAG21AA)] }, resultTypes: ['violations' as const] };
  return { context, options, categories: scope.categories ? [...scope.categories] : null, otherThan: scope.otherThan ? [...scope.otherThan] : null };
}

/** Runs in the page (its own world or axe's): axe's violations, with the first three targets of each. */
async function runAxe({ context, options, categories, otherThan }: ReturnType<typeof runOf>): Promise<Found[]> {
  const axe = (window as unknown as { axe: typeof axeCore }).axe;
  // A category narrows the tags' rules to those of the category, or to all but its rules (axe's
  // runOnly takes tags or rules, not both).
  const picked = axe.getRules(options.runOnly.values).filter((r) => (categories ? r.tags.some((t) => categories.includes(t)) : true) && !(otherThan ?? []).some((c) => r.tags.includes(c)));
  const runOnly = categories || otherThan ? { type: 'rule', values: picked.map((r) => r.ruleId) } : options.runOnly;
  const { violations } = await axe.run(context as axeCore.ElementContext, { ...options, runOnly } as axeCore.RunOptions);
  return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

const lineOf = (where: string, v: Found) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.targets.join(' | ')}`;

/**
 * Turns the page to a theme in place, as Starlight's theme picker does (the `data-theme` attribute),
 * with the system's colour scheme to match. A layout is the same in both themes, so a page loaded and
 * measured once is checked in the other theme this way, without a second load.
 */
export async function setTheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((t) => (document.documentElement.dataset.theme = t), scheme);
}

/**
 * Axe's violations in the page's state as it is now, in the light theme and then the dark one; the page is left light.
 *
 * The light pass runs every rule. A theme changes colours: in the dark theme the page is checked again
 * with axe's colour rules (cat.color: text contrast, links told apart from text) when the page is
 * otherwise the same as in the light pass: the same markup and every element rendered or not, at the
 * same size, as `renderedPrint` reads it. A page whose theme changes more than colours (an element
 * shown in one theme only, a label or an icon swapped, a size) gets every rule in the dark theme too.
 * The colour rules are a third to a half of a whole pass on our pages (a timing probe on a rules
 * page, a tool, a deck, a builder, the play view and the board), the rest of it was spent again on a
 * page it could not find anything new on.
 */
export async function axeInBothThemes(page: Page, where: string, scope: AxeScope = {}): Promise<string[]> {
  await setTheme(page, 'light');
  const light = await renderedPrint(page);
  const found = await axeViolations(page, `${where} (light)`, scope);
  await setTheme(page, 'dark');
  const same = (await renderedPrint(page)) === light;
  found.push(...(await axeViolations(page, `${where} (dark)`, same ? { ...scope, categories: COLOUR } : scope)));
  await setTheme(page, 'light');
  return found;
}

/** axe's colour category: the rules a theme's colours decide. */
export const COLOUR: readonly string[] = ['cat.color'];

/**
 * The page as axe's other rules see it, in one string: its markup (without the theme's own attribute
 * on <html> and the browser bar's colour) and, for each element, whether it is rendered and its size to the pixel. Two equal prints
 * mean the same elements, attributes and text, shown and hidden alike and laid out alike.
 */
export function renderedPrint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.documentElement.cloneNode(false) as HTMLElement;
    delete root.dataset.theme;
    // The browser bar's colour follows the theme (a meta tag no axe rule reads).
    const head = document.head.cloneNode(true) as HTMLElement;
    for (const meta of head.querySelectorAll('meta[name="theme-color"]')) meta.remove();
    const rendered = [...document.body.querySelectorAll('*')].map((el) => {
      if (!el.checkVisibility({ visibilityProperty: true })) return '-';
      const box = el.getBoundingClientRect();
      return `${Math.round(box.width)}x${Math.round(box.height)}`;
    });
    return `${root.outerHTML}${head.outerHTML}${document.body.outerHTML}\n${rendered.join(' ')}`;
  });
}
