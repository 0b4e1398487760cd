import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
// build in dist/, served by `astro preview`.
const port = Number(process.env.E2E_PORT ?? 4329);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // An assertion waits up to 10 s, not Playwright's 5: on CI's two cores, shared by two browsers and
  // the preview server, a clean run once waited over 5 s for a link's page to arrive.
  expect: { timeout: 10_000 },
  // Three workers on CI's two cores, each with its own browser, test by test. They share the one
  // preview server of the one build, and nothing else: every test has its own browser context (its
  // own storage, or one emptied for it) and writes no files, so tests may run in any order and side by
  // side. A test's browser waits now and then (a page load, a timer, the runner), and a third worker
  // fills those gaps: on a quiet two-core machine the whole run took 417 s with three against 456 s
  // with two (7.3 against 8.0 min in a second pair); on one loaded by other jobs, the same with both.
  fullyParallel: true,
  // E2E_WORKERS overrides the count, to measure another on a given machine.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    // An action waits at most 30 s (Playwright's default is no limit): a click whose target never
    // comes fails naming the action and what it waited for, not as the test's timeout with no clue.
    actionTimeout: 30_000,
    // The site registers a service worker that downloads the whole build on a first visit: every
    // fresh context would do so again. Only the offline specs need it, and they allow it themselves.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // Timed tests (*.timing.spec.ts) run last, after every other test has finished, one at a time: a
  // tap timed while the other worker's browser holds the second core measures that browser (CI read
  // 264 ms for a tap that takes 40 ms alone). `playwright test x.timing.spec.ts --no-deps` runs one
  // alone; without --no-deps the whole e2e project runs first.
  projects: [
    { name: 'e2e', testIgnore: /\.timing\.spec\.ts$/ },
    { name: 'timing', testMatch: /\.timing\.spec\.ts$/, dependencies: ['e2e'], fullyParallel: false },
  ],
  webServer: {
    command: `npx astro preview --port ${port} --host localhost --ignore-lock`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
