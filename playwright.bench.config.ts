import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run bench`, second step: the builders at the bounds of their formats (tests/bench/*.bench.spec.ts),
// in Debian's Chromium with the CPU slowed 4×. It builds nothing: run `npx astro build` first; dist/
// is served by `astro preview` as the end-to-end tests' is. One worker: timings taken while another
// test holds the second core are not the code's.
const port = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 4339);

// The end-to-end projects (e2e, then the timed tests) are not the bench's.
const { projects: _projects, ...shared } = base;

export default defineConfig({
  ...shared,
  testDir: 'tests/bench',
  testMatch: '*.bench.spec.ts',
  timeout: 180_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: { ...base.webServer, command: `npx astro preview --port ${port} --host localhost --ignore-lock`, url: `http://localhost:${port}/` },
});
