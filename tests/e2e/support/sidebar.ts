import { expect, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { games } from '../../../src/common/catalog';
import { builtPages } from './site';

// What each game's sidebar group must show, derived from the build (dist/) and the
// pages' own front matter, never from a list kept by hand; read by sidebar.spec.ts and, page by page
// at 360 px, by the crawl.

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
export function inPlayOrder(slug: string, folder: 'rules' | 'tools'): string[] {
  const names = readdirSync(join('content', slug, folder)).filter((f) => f.endsWith('.mdx')).map((f) => f.slice(0, -4));
  const byPath = new Map(names.map((n) => [n === 'index' ? `/${slug}/${folder}/` : `/${slug}/${folder}/${n}/`, order(slug, folder, n)]));
  const built = builtUnder(slug, folder);
  // Every built page has its source file, and the other way round.
  expect([...byPath.keys()].sort()).toEqual([...built].sort());
  return built.sort((a, b) => byPath.get(a)! - byPath.get(b)! || a.localeCompare(b));
}

/** What a game's sidebar group shows: its direct entries (labels), and every link in it in order. */
export async function groupOf(page: Page, name: string) {
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
export const openGames = async (page: Page) =>
  (
    await page.evaluate(() =>
      [...document.querySelectorAll('#starlight__sidebar ul.top-level > li > details[open] > summary .group-label')].map((s) => s.textContent!.trim()),
    )
  ).filter((label) => games.some((g) => g.name === label));

/**
 * What is wrong with `path`'s sidebar for its game: the Rules and Tools links (every built page, in
 * play order), the order of the group's entries, that only this game's group is open, and the current
 * page marked. [] for a page of no game.
 */
export async function sidebarProblems(page: Page, path: string): Promise<string[]> {
  const game = games.find((g) => path.startsWith(`/${g.slug}/`));
  if (!game) return [];
  const problems: string[] = [];
  const rules = inPlayOrder(game.slug, 'rules');
  const tools = inPlayOrder(game.slug, 'tools');
  const group = await groupOf(page, game.name);
  if (!group) return [`no ${game.name} group in the sidebar`];
  const check = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`sidebar: ${what} is ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
  };
  check('the Rules links', group.rules, rules);
  check('the Tools links', group.tools, tools);
  check('the open game groups', await openGames(page), [game.name]);
  check('the group', group.entries.filter((e) => e !== 'Builder' && e !== 'Play'), ['Overview', 'Rules…', 'Tools…', 'Reference cards', 'Glossary']);
  // Builder and Play where the game has them, first after the overview: the pages used at the table.
  const atTheTable = [`/${game.slug}/builder/`, `/${game.slug}/play/`].filter((p) => pages.includes(p)).map((p) => (p.endsWith('/builder/') ? 'Builder' : 'Play'));
  check('the entries after Overview', group.entries.slice(1, 2 + atTheTable.length), [...atTheTable, 'Rules…']);
  // The page is marked when the sidebar lists it (pages such as a builder's file format page are not).
  const listed = [...rules, ...tools, `/${game.slug}/`, `/${game.slug}/builder/`, `/${game.slug}/play/`, `/${game.slug}/cards/`, `/${game.slug}/glossary/`];
  if (listed.includes(path)) check('the current page', group.current, [path]);
  return problems;
}
