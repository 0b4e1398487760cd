// The JavaScript budget of every tool, builder and play page (npm run check:bundles, after the build; run by npm test).
// Measures each page's island scripts in dist/ (React included, gzipped; scripts/bundle-sizes.mjs) and
// fails when a page is over its budget, when a tool page has no budget (or a budget no page), when
// React DOM's chunk lacks V8's compile hint, or when
// docs/performance.md's table of budgets is not the one the budgets give. Each game's pages have their budgets
// in its manifest (src/games/<slug>/game.ts, read through src/games/index.ts); React's is in
// scripts/bundle-budgets.json. `node scripts/check-bundles.mjs --write` rewrites that table.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { kB, pageScripts, toolPages } from './bundle-sizes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The build astro.config.mjs writes: dist/, or ASTRO_OUT_DIR for a build made beside it.
const dist = resolve(root, process.env.ASTRO_OUT_DIR ?? 'dist');
/** The games' manifests are TypeScript: Vite's module runner reads them as the build does. */
async function gamePageBudgets() {
  const config = { configFile: false, logLevel: 'error', root };
  const [{ module: games }, { module: manifest }] = await Promise.all([
    runnerImport(resolve(root, 'src/games/index.ts'), config),
    runnerImport(resolve(root, 'src/games/manifest.ts'), config),
  ]);
  return manifest.pageBudgets(games.gameList);
}
const budgets = { ...JSON.parse(readFileSync(resolve(root, 'scripts/bundle-budgets.json'), 'utf8')), pages: await gamePageBudgets() };
const tablePath = resolve(root, 'docs/performance.md');
const START = "<!-- bundle-budgets:start (generated from the games' manifests by node scripts/check-bundles.mjs --write) -->";
const END = '<!-- bundle-budgets:end -->';

/** docs/performance.md's table, made from the budgets. */
function budgetTable() {
  const rows = Object.entries(budgets.pages).map(([page, budget]) => `| \`${page}\` | ${budget} kB |`);
  return [START, '', '| Page | JavaScript budget (gzipped, React included) |', '| --- | --- |', ...rows, '', END].join('\n');
}

const doc = readFileSync(tablePath, 'utf8');
const start = doc.indexOf(START);
const end = doc.indexOf(END);
if (start === -1 || end === -1) {
  console.error(`docs/performance.md needs the generated budget table between\n${START}\nand\n${END}`);
  process.exit(1);
}
const current = doc.slice(start, end + END.length);
if (process.argv.includes('--write')) {
  writeFileSync(tablePath, doc.slice(0, start) + budgetTable() + doc.slice(end + END.length));
  console.log('docs/performance.md: budget table rewritten from the games’ manifests.');
  process.exit(0);
}

const problems = [];
if (current !== budgetTable()) problems.push('docs/performance.md: the budget table differs from the games’ manifests (run node scripts/check-bundles.mjs --write).');
if (!existsSync(dist)) {
  console.error('No dist/: run npm run build first.');
  process.exit(1);
}
const pages = toolPages(dist);
for (const page of Object.keys(budgets.pages)) if (!pages.includes(page)) problems.push(`${page}: has a budget but the build has no such tool page.`);
const rows = [];
for (const page of pages) {
  const s = pageScripts(dist, page);
  const budget = budgets.pages[page];
  rows.push(`${page.padEnd(46)} ${kB(s.total).padStart(6)} kB  (React ${kB(s.react)} kB, own ${kB(s.own)} kB)  budget ${budget ?? '—'} kB`);
  if (budget === undefined) problems.push(`${page}: no budget in its game's manifest (add one to budgets in src/games/<slug>/game.ts).`);
  else if (s.total > budget * 1000) problems.push(`${page}: ${kB(s.total)} kB gzipped is over its budget of ${budget} kB.`);
  if (s.react > budgets.react * 1000) problems.push(`${page}: React and its renderer weigh ${kB(s.react)} kB, over their ${budgets.react} kB.`);
  // React DOM compiled whole as it loads, not in a page's first tap (src/integrations/compile-hints.ts).
  if (!s.files.some((f) => f.react && readFileSync(resolve(dist, `.${f.url}`), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))) problems.push(`${page}: no React chunk opens with V8's compile hint (src/integrations/compile-hints.ts).`);
}
console.log(`Tool page JavaScript, gzipped (islands and everything they import):\n${rows.join('\n')}`);
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`\n${pages.length} tool pages within their budgets.`);
