import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { serverCommandLine } from '../scripts/server-command.mjs';
import { E2E_ADMIN } from './fixtures/admin';

// Run through `npm run test:e2e` (scripts/test-e2e.mjs), which builds the shop and picks the port and a
// fresh data folder. Browsers are never downloaded: the system Chromium is driven through CHROME_PATH.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const reporters = (process.env.E2E_REPORTERS ?? 'list').split(',').map((name) => [name] as [string]);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous bounds, not waits: a passing step returns as soon as its condition holds. CI's machine has run the
  // suite 2.5× slower on a busy day than on a quiet one (26 min against 10.7), and 5 s for a page to show what a
  // click asked for failed tests there that pass here; a real hang still fails, only later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: reporters,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The shop's service worker (decision 0032) keeps catalog answers stale-while-revalidate: a spec that lists
    // a product and then opens the list would see the list of its first visit. Only pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } } },
  ],
  webServer: {
    // As an operator starts it (scripts/server-command.mjs), node's flags included.
    command: serverCommandLine(),
    cwd: repoRoot,
    url: `${baseURL}/readyz`,
    timeout: 180_000, // a first start fills the demo: 19 s on a quiet machine, 2.5× that on a slow day
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? `${repoRoot}/.e2e-data`,
      LOG_LEVEL: 'warn',
      // Many specs sign up and sign in within a minute; the limit itself is proven by the API tests.
      AUTH_RATE_LIMIT_MAX: '1000',
      WRITE_RATE_LIMIT_MAX: '100000',
      // The first administrator of the fresh e2e database (specs sign in with these).
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Google sign-in against the local OpenID Connect provider that scripts/test-e2e.mjs starts.
      ...(process.env.E2E_OIDC_ISSUER
        ? {
            GOOGLE_CLIENT_ID: 'bulkbazar-e2e',
            GOOGLE_CLIENT_SECRET: 'e2e-secret',
            OIDC_ISSUER: process.env.E2E_OIDC_ISSUER,
          }
        : {}),
      PUBLIC_URL: baseURL,
      // The mail worker delivers into DATA_DIR/outbox (no SMTP_URL) every half second rather than every 2 s, so
      // a spec reads a mail (the password reset link) from the dashboard's outbox without waiting long.
      NOTIFY_POLL_MS: '500',
      // Online payments through the shop's own stand-ins of bKash and SSLCommerz (payer pages under /_fake).
      PAYMENTS_FAKE: 'true',
      // Couriers through the shop's own stand-ins of Steadfast, Pathao and RedX (under /_fake).
      COURIERS_FAKE: 'true',
      // SMS through the shop's stand-in (Dashboard → SMS outbox shows the codes); every spec signs in from this
      // one address, so the per-address limit of sign-in codes is the API tests' business (issue 32).
      SMS_FAKE: 'true',
      PHONE_CODES_PER_IP_HOUR: '10000',
    },
  },
});
