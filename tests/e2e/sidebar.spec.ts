import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { games } from '../../src/common/catalog';
import { builtPages, pool } from './support/site';

// The sidebar (issue 21, item 1): each game's group links every rules page in play order and every
// tool, then its builder, reference cards and glossary; on a game's pages its group is open with the
// current page marked, and every other game's group is closed. What it must list comes from the build
// (dist/) and the pages' own front matter, never from a list kept here.

const pages = builtPages();

/** The built pages of a game under `/<slug>/<folder>/`, the folder's index page included. */
const builtUnder = (slug: string, folder: 'rules' | 'tools') => pages.filter((p) => p.startsWith(`/${slug}/${folder}/`));

/** `sidebar.order` of content/<slug>/<folder>/<name>.mdx, read from its front matter. */
function order(slug: string, folder: string, name: string): number {
  const text = readFileSync(join('content', slug, folder, `${name}.mdx`), 'utf8');
  const front = text.split(/^---$/m)[1] ?? '';
  const m = /^sidebar:\s*\n(?:\s+.*\n)*?\s+order:\s*(\d+)/m.exec(front);
  return m ? Number(m[1]) : Number.MAX_VALUE;
}

/** Every page of `/<slug>/<folder>/` in play order: the pages' `sidebar.order`, as Starlight sorts them. */
function inPlayOrder(slug: string, folder: 'rules' | 'tools'): string[] {
  const names = readdirSync(join('content', slug, folder)).filter((f) => f.endsWith('.mdx')).map((f) => f.slice(0, -4));
  const byPath = new Map(names.map((n) => [n === 'index' ? `/${slug}/${folder}/` : `/${slug}/${folder}/${n}/`, order(slug, folder, n)]));
  const built = builtUnder(slug, folder);
  // Every built page has its source file, and the other way round.
  expect([...byPath.keys()].sort()).toEqual([...built].sort());
  return built.sort((a, b) => byPath.get(a)! - byPath.get(b)! || a.localeCompare(b));
}

/** What a game's sidebar group shows: its direct entries (labels), and every link in it in order. */
async function groupOf(page: Page, name: string) {
  return page.evaluate((gameName) => {
    const sidebar = document.querySelector('#starlight__sidebar')!;
    const top = [...sidebar.querySelectorAll(':scope ul.top-level > li > details')].find(
      (d) => d.querySelector(':scope > summary .group-label')?.textContent?.trim() === gameName,
    ) as HTMLDetailsElement | undefined;
    if (!top) return undefined;
    const list = top.querySelector(':scope > ul')!;
    const entries = [...list.children].map((li) => {
      const sub = li.querySelector(':scope > details');
      return sub ? `${sub.querySelector(':scope > summary .group-label')!.textContent!.trim()}…` : li.querySelector('a')!.textContent!.trim();
    });
    const sub = (label: string) =>
      [...list.querySelectorAll(':scope > li > details')]
        .filter((d) => d.querySelector(':scope > summary .group-label')!.textContent!.trim() === label)
        .flatMap((d) => [...d.querySelectorAll('a')].map((a) => a.getAttribute('href')!));
    return {
      open: top.open,
      entries,
      rules: sub('Rules'),
      tools: sub('Tools'),
      current: [...top.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute('href')),
    };
  }, name);
}

/** The games whose sidebar group is open ("Start here" is not a game's and stays open). */
const openGames = async (page: Page) =>
  (
    await page.evaluate(() =>
      [...document.querySelectorAll('#starlight__sidebar ul.top-level > li > details[open] > summary .group-label')].map((s) => s.textContent!.trim()),
    )
  ).filter((label) => games.some((g) => g.name === label));

for (const game of games) {
  test(`${game.name}: at 360 px every page's sidebar lists every rules page in play order and every tool`, async ({ browser }) => {
    const gamePages = pages.filter((p) => p.startsWith(`/${game.slug}/`));
    const rules = inPlayOrder(game.slug, 'rules');
    const tools = inPlayOrder(game.slug, 'tools');
    expect(rules.length, 'rules pages in the build').toBeGreaterThan(3);
    expect(tools.length, 'tool pages in the build').toBeGreaterThan(1);
    test.setTimeout(30_000 + gamePages.length * 4_000);

    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const problems: string[] = [];
    await pool(gamePages, 2, async (path) => {
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const group = await groupOf(page, game.name);
      if (!group) {
        problems.push(`${path}: no ${game.name} group`);
        return void (await page.close());
      }
      const check = (what: string, got: unknown, want: unknown) => {
        if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${path}: ${what} is ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
      };
      check('the Rules links', group.rules, rules);
      check('the Tools links', group.tools, tools);
      check('the open game groups', await openGames(page), [game.name]);
      check('the group', group.entries.filter((e) => e !== 'Builder'), ['Overview', 'Rules…', 'Tools…', 'Reference cards', 'Glossary']);
      if (pages.includes(`/${game.slug}/builder/`)) check('the entries after Tools', group.entries.slice(3, 5), ['Builder', 'Reference cards']);
      // The page is marked when the sidebar lists it (pages such as a builder's file format page are not).
      const listed = [...rules, ...tools, `/${game.slug}/`, `/${game.slug}/builder/`, `/${game.slug}/cards/`, `/${game.slug}/glossary/`];
      if (listed.includes(path)) check('the current page', group.current, [path]);
      await page.close();
    });
    expect(problems).toEqual([]);

    // In the phone's menu: the group is shown open, the current page visible and marked.
    const page = await context.newPage();
    const sample = rules[1]!;
    await page.goto(sample);
    await page.getByRole('button', { name: 'Menu' }).click();
    const current = page.locator('#starlight__sidebar a[aria-current="page"]');
    await expect(current).toHaveAttribute('href', sample);
    await current.scrollIntoViewIfNeeded();
    await expect(current).toBeVisible();
    for (const tool of tools) await expect(page.locator(`#starlight__sidebar a[href="${tool}"]`)).toBeVisible();
    await context.close();
  });
}

test('pages of no game (home, how to use, rulings) keep every game group closed', async ({ page }) => {
  for (const path of ['/', '/how-to-use/', '/rulings/'].filter((p) => pages.includes(p))) {
    await page.goto(path);
    expect(await openGames(page), path).toEqual([]);
  }
});

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`the sidebar with a game open is axe-clean in both themes at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme, viewport: { width, height } });
      const page = await context.newPage();
      await page.goto('/heartbreaker/rules/weapons/');
      if (width < 800) await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.locator('#starlight__sidebar a[aria-current="page"]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      const axe = await new AxeBuilder({ page }).include('#starlight__sidebar').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map((v) => `${colorScheme} ${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      const box = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(box, 'nothing scrolls sideways').toBeLessThanOrEqual(width);
      await context.close();
    }
  });
}
