// `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) on the home page, a long
// rules page and a tool page of the built site in dist/, driving Debian's Chromium. Prints the four
// category scores of each page (the median of several runs, as one run on a busy machine is noisy)
// and fails when one falls below the floor the site keeps (docs/performance.md, "Lighthouse").
//
//   LIGHTHOUSE_RUNS=5 LIGHTHOUSE_PORT=4340 LIGHTHOUSE_PAGES=/,/wolsung/ npm run lighthouse
//
// Needs a build (`npm run build`); serves it itself with `astro preview`. Not part of `npm test`:
// nine Lighthouse runs take minutes.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4340);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/kuggkoping/rules/combat/', '/heartbreaker/tools/strike-odds/'];
/** Printed with the scores, to tell what moved a performance score. */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The scores the site had before the offline work, which it must keep. */
const FLOOR = { performance: 0.98, accessibility: 1, 'best-practices': 1, seo: 1 };

async function waitForServer(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = spawn('npx', ['astro', 'preview', '--port', String(PORT), '--host', 'localhost', '--ignore-lock'], { stdio: 'ignore', detached: true });
let failed = false;
try {
  await waitForServer(`http://localhost:${PORT}/`);
  for (const path of PAGES) {
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    const metrics = Object.fromEntries(METRICS.map((m) => [m, []]));
    for (let run = 0; run < RUNS; run++) {
      // A fresh profile each run: a first visit, before the service worker has cached anything.
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
      try {
        const result = await lighthouse(`http://localhost:${PORT}${path}`, { port: chrome.port, onlyCategories: CATEGORIES, logLevel: 'error' });
        for (const c of CATEGORIES) scores[c].push(result.lhr.categories[c].score);
        for (const m of METRICS) metrics[m].push(result.lhr.audits[m].numericValue);
      } finally {
        await chrome.kill();
      }
    }
    const line = CATEGORIES.map((c) => {
      const score = median(scores[c]);
      const low = score < FLOOR[c];
      failed ||= low;
      return `${c} ${score.toFixed(2)}${low ? ` (below ${FLOOR[c]})` : ''} [${scores[c].map((s) => s.toFixed(2)).join(' ')}]`;
    }).join(', ');
    console.log(`${path}: ${line}`);
    console.log(`  median ${METRICS.map((m) => `${m} ${median(metrics[m]).toFixed(m.includes('shift') ? 3 : 0)}`).join(', ')}`);
  }
} finally {
  process.kill(-server.pid);
}
if (failed) {
  console.error('Lighthouse: a score fell below the floor.');
  process.exit(1);
}
