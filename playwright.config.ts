import { defineConfig, devices } from '@playwright/test';
import { E2E_CHROMIUM } from './tests/e2e/support/browser';
import { E2E_PORT, e2eServerEnv } from './tests/e2e/support/server';

// Data and results in folders of their own per port, so runs on different ports (E2E_PORT) can go on side by side.
const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `.tmp/test-results-${E2E_PORT}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous: the same journeys take three to four times as long on a slow or busy machine (the CI machine's
  // Chromium has been seen doing that), and a journey that waits longer still proves the same behaviour.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    // An action (click, fill) waits for its element at most this long instead of the whole test: a control
    // covered for good (a toast over a button) then fails with what covers it, not a bare test timeout.
    actionTimeout: 45_000,
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: '**/*.site-wide.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Specs that change what every visitor reads (a legal page unpublished for a moment) run once all the
    // others have finished, so none of them reads the page meanwhile.
    { name: 'site-wide', testMatch: '**/*.site-wide.spec.ts', dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // A fresh data folder per run (removed here, once, not in the config, which every worker loads). The
    // compiled server of `npm run build`, as `npm start` runs it.
    command: `rm -rf ${E2E_DATA_DIR} && node dist/server/index.js`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    env: e2eServerEnv(E2E_PORT, E2E_DATA_DIR),
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
