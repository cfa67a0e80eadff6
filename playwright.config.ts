import { defineConfig, devices } from '@playwright/test';
import { codeResendSeconds } from './e2e/support/limits.ts';
import { oidcClient, oidcStandInPort, oidcStandInUrl } from './e2e/support/oidc.ts';
import { paymentStandInUrl, standInPort } from './e2e/support/payments.ts';
import { chromiumArgs, findBrowser } from './scripts/find-browser.mjs';

/** End-to-end journeys in the machine's Chromium against a real server on a fresh embedded database. */
const port = Number(process.env.E2E_PORT ?? 3199);
/** $CHROMIUM_PATH or a system Chromium; `npm run test:e2e` stops with a clear line when there is none. */
const executablePath = findBrowser();

const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath,
    args: [
      ...chromiumArgs,
      // Video calls (issue 21): a synthetic camera and microphone, granted without a prompt.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
};
const tenantWide = /tenant-settings\.spec\.ts$/;
/** The payment providers' stand-in (Stripe, Razorpay) the server is pointed at (e2e/support/payments.ts). */
const standInAt = standInPort(port);
/** Alpha's OpenID Connect provider's stand-in, for single sign-on (e2e/support/oidc.ts). */
const oidcAt = oidcStandInPort(port);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report feeds the test summary (scripts/test-summary.mjs): slowest journeys, time in axe scans.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.data/reports/playwright.json' }],
  ],
  // A journey takes 10 to 30 s on a quiet two-core machine and up to twice that when the machine is
  // busy (two workers, the server and two browsers share the cores), when a page can take over 10 s to show.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    timezoneId: 'UTC',
    locale: 'en-GB',
    // No trace by default: recording one (a screencast and a DOM snapshot at every action) for every
    // journey, to keep only the failures', took 44% of the journeys' CPU (docs/testing.md). A failure still
    // leaves a screenshot and the page's accessibility tree (error-context.md); to replay one, run it again
    // with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Journeys on the demo tenants run two at a time; the one that changes the main tenant for everyone
  // (its menu, brand and features) would pull the floor from under the other worker, so it runs alone
  // after all of them.
  projects: [
    { name: 'chromium', use: browser, testIgnore: tenantWide },
    { name: 'tenant-wide', use: browser, testMatch: tenantWide, dependencies: ['chromium'] },
  ],
  // The journeys sign the demo operator in from every spec, all from one address, far more often than
  // the sign-in limits allow a person (10 code checks per recipient per 10 minutes); the limits have
  // their own server tests (modules/auth), so the test server lifts them, and shortens the wait between two
  // codes to one person (e2e/support/limits.ts).
  webServer: [
    {
      command: `rm -rf .data/e2e-${port} && DATA_DIR=.data/e2e-${port} PORT=${port} NODE_ENV=development LOG_LEVEL=warn OTP_RESEND_SECONDS=${codeResendSeconds} OTP_PER_IP_PER_HOUR=1000 OTP_PER_RECIPIENT_PER_HOUR=1000 AUTH_ATTEMPTS_PER_ADDRESS=1000 AUTH_ATTEMPTS_PER_RECIPIENT=1000 STRIPE_API_URL=${paymentStandInUrl} RAZORPAY_API_URL=${paymentStandInUrl} npx tsx apps/server/src/main.ts`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Stripe's and Razorpay's stand-in: their APIs, hosted payment pages and signed webhooks (issue 41).
    {
      command: `STAND_IN_PORT=${standInAt} npx tsx apps/server/test/stand-ins/payments/serve.ts`,
      url: `${paymentStandInUrl}/__health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // An OpenID Connect provider for Alpha's single sign-on (issue 42): its sign-in page takes any email.
    {
      command: `PORT=${oidcAt} OIDC_CLIENT_ID=${oidcClient.clientId} OIDC_CLIENT_SECRET=${oidcClient.clientSecret} OIDC_REDIRECT_URIS=${oidcClient.redirectUri} npx tsx apps/server/test/stand-ins/oidc/serve.ts`,
      url: `${oidcStandInUrl}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
