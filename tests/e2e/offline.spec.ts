import { test, expect } from '@playwright/test';
import { attack } from '../../src/games/kuggkoping/odds';
import { formatPercent } from '../../src/common/numbers';
import { cspViolations, hydrateIslands, openReader, recordFailedRequests, unservedOf, waitForServiceWorker } from './support/offline';
import { search } from './support/search';
import { builtPages, htmlFor } from './support/site';
import { serveBuiltSite } from './support/static-server';
import { headline, numberField, openTool } from './support/tools';

// Games are played where reception is poor: after one visit with a connection, the site works with
// the network off (its server gone too, as in a basement with no reception): rules pages, a tool,
// search, and every builder, play page, card sheet and board page the build has, with no failed
// request and no CSP violation.

const h1Of = (path: string) => /<h1[^>]*>([^<]*)</.exec(htmlFor(path) ?? '')?.[1];
/** Table-side pages others add (builders, play pages, reference cards, the board): all of them, whatever exists. */
const tableSidePages = builtPages().filter((p) => /\/(builder|play|cards|board)\/$/.test(p));

test('after one visit, every kind of page, a tool and search work with the network off', async ({ browser }) => {
  test.setTimeout(120_000 + tableSidePages.length * 10_000);
  const site = await serveBuiltSite();
  const { context, page, errors } = await openReader(browser, site);

  await page.goto('/');
  await waitForServiceWorker(page);
  await site.close();
  await context.setOffline(true);
  const { failures, aborted } = recordFailedRequests(context);
  const violations: string[] = [];
  const visit = async (path: string) => {
    // Settled, so that leaving the page next aborts nothing it still loads.
    await page.goto(path, { waitUntil: 'networkidle' });
    violations.push(...(await cspViolations(page)).map((v) => `${path}: ${v}`));
  };

  const rules = '/kuggkoping/rules/combat/';
  await visit(rules);
  await expect(page.locator('h1')).toHaveText(h1Of(rules)!);

  const tool = '/kuggkoping/tools/attack-odds/?actionDice=6&hitOn=4&defence=4&grit=2';
  await openTool(page, tool);
  await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 6, hitOn: 4, defence: 4, grit: 2 }).pDown));
  await numberField(page, 'Action dice').fill('3');
  await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 3, hitOn: 4, defence: 4, grit: 2 }).pDown));
  await page.waitForLoadState('networkidle');
  violations.push(...(await cspViolations(page)).map((v) => `${tool}: ${v}`));

  await visit('/');
  await search(page, 'Tinker dice');
  const result = page.locator('.pagefind-ui__result-link[href="/kuggkoping/rules/core-rules/#tinker-dice"]').first();
  await expect(result).toBeVisible({ timeout: 15_000 });
  violations.push(...(await cspViolations(page)).map((v) => `search: ${v}`));
  await result.click();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/kuggkoping\/rules\/core-rules\/#tinker-dice$/);
  await expect(page.locator('h1')).toHaveText(h1Of('/kuggkoping/rules/core-rules/')!);

  for (const path of tableSidePages) {
    await visit(path);
    await hydrateIslands(page);
    await page.waitForLoadState('networkidle');
  }

  // What a next page cut short (a script still loading, the tab's icon) is served offline too; the icon always.
  failures.push(...(await unservedOf(page, [...aborted, new URL('/favicon.svg', page.url()).href])));
  expect(failures, failures.join('\n')).toEqual([]);
  expect(violations, violations.join('\n')).toEqual([]);
  expect(errors, errors.join('\n')).toEqual([]);

  // A page this version does not have (one published after it): the 404 page, not the browser's error.
  await page.goto('/a-page-added-later/');
  await expect(page.locator('h1')).toHaveText('404');
  await context.close();
});
