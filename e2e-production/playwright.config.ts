import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findBrowser } from '../scripts/find-browser.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * The production suite (`npm run test:production`, scripts/test-production.mjs): a real deployment on
 * this machine (PostgreSQL, Redis, SMTP, the text providers' stand-ins, two compiled server processes in
 * production mode behind nginx with deploy/nginx.conf), brought up by support/fixtures.ts. One worker: the
 * tests share the deployment's ports, and one of them stops a process on purpose.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  globalSetup: './support/global-setup.ts',
  // The JSON report feeds the test summary (scripts/test-summary.mjs), beside the journeys' own; always its
  // own file (npm test names the journeys' report in PLAYWRIGHT_JSON_OUTPUT_NAME for every phase).
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, '.data/reports/playwright-production.json') }]],
  outputDir: path.join(repoRoot, 'test-results/production'),
  // Bringing the deployment up (a database, the tenant CLI twice, two processes) takes 10 to 20 s of the
  // first test's time; the fixture has its own limit for that.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    timezoneId: 'UTC',
    locale: 'en-GB',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: findBrowser(),
          args: chromiumArgs,
        },
      },
    },
  ],
});
