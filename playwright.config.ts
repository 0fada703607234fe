import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/admin-account';
import { E2E_TIME_ZONE } from './e2e/server-settings';
import { chromiumLaunchOptions } from './scripts/chromium.js';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// Where e2e/serve.ts writes the database URL for the tests (e2e/database.ts). Set once, in the main
// process; the test workers inherit it.
process.env.E2E_STATE_FILE ??= path.join(tmpdir(), `bhajan-e2e-state-${process.pid}.json`);

/**
 * End-to-end: Debian's Chromium drives the built app (dist/) served by the real server on a fresh,
 * throw-away embedded PostgreSQL that the server seeds with the starter library.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    // The site's service worker would answer the other specs' requests from its caches (and hide
    // them from page.route); only the offline spec lets it run.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'tsx e2e/serve.ts',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    // The first admin is created from these on the fresh database (a throw-away test account).
    env: {
      // React's production build on the server, as `npm start` runs it.
      NODE_ENV: 'production',
      PORT: String(port),
      E2E_STATE_FILE: process.env.E2E_STATE_FILE,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      TIME_ZONE: E2E_TIME_ZONE,
      // One browser opening every kind of page from one address, as no reader does: no budget per address.
      ADDRESS_BUDGET_BURST: '0',
    },
  },
});
