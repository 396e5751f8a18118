import { defineConfig, devices } from '@playwright/test';

// End-to-end tests in Debian's Chromium (never a downloaded browser) against the real server on a
// fresh temporary SQLite database, started by e2e/support/global-setup.ts.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  // A test that passes only on a second try is a failure: no retries, and in CI a flaky result
  // fails the run (scripts/test.mjs counts it as failed too).
  retries: 0,
  failOnFlakyTests: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./e2e/support/failure-page-reporter.ts']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Traces are recorded for every test and kept for failures: the DOM snapshots and network log,
    // without the screencast, whose frames cost the most to encode (the failure screenshot stays).
    // Not in CI, where only the log is read (the failure reporter prints the page there) and
    // recording them costs about 8 % of the end-to-end CPU time.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // The staff app's service worker keeps its shell on the device: each new context would download
    // the whole build on its first staff page, and a worker's own requests escape `page.route`.
    // The tests of the offline app allow it (e2e/journeys/offline-host.journey.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: '**/*.journey.spec.ts' },
    // Journeys: the product used as people use it (e2e/journeys), at a phone's size and a laptop's.
    // Each is a whole evening's work (two or three tablets, full-page screenshots, axe checks): the
    // longest came within seconds of a 2-minute cap while the other test tracks shared the cores,
    // so their cap is 4 minutes; a journey that hangs still fails.
    { name: 'journeys-390', testMatch: '**/*.journey.spec.ts', retries: 0, timeout: 240_000, use: { viewport: { width: 390, height: 844 } } },
    { name: 'journeys-1280', testMatch: '**/*.journey.spec.ts', retries: 0, timeout: 240_000, use: { viewport: { width: 1280, height: 800 } } },
  ],
});
