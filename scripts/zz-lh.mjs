import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const PORT = 4382;
const path = process.argv[2];
const server = spawn('npx', ['astro', 'preview', '--port', String(PORT), '--host', 'localhost', '--ignore-lock'], { stdio: 'ignore', detached: true, cwd: '/work/main' });
await new Promise((r) => setTimeout(r, 4000));
try {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const result = await lighthouse(`http://localhost:${PORT}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  await chrome.kill();
  const a = result.lhr.audits;
  console.log('score', result.lhr.categories.performance.score, 'TBT', a['total-blocking-time'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue);
  console.log('long tasks', JSON.stringify(a['long-tasks'].details?.items?.map((i) => [i.url?.slice(-60), Math.round(i.startTime), Math.round(i.duration)])));
  console.log('bootup', JSON.stringify(a['bootup-time'].details?.items?.map((i) => [i.url?.slice(-60), Math.round(i.total), Math.round(i.scripting)])));
  console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown'].details?.items?.map((i) => [i.group, Math.round(i.duration)])));

} finally { process.kill(-server.pid); }
