/**
 * The server Playwright tests against: the built app and the real server, on a fresh data directory
 * (so a fresh embedded PostgreSQL, migrated and seeded at start), removed again when it stops
 * (SIGTERM from Playwright, or a failed start-up).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configFromEnvironment, runServer } from '../server/main';
import { freePort } from '../server/net/free-port';

if (!existsSync(path.resolve('dist/index.html'))) {
  console.error('e2e needs the built app: run `npm run build` first (npm test does).');
  process.exit(1);
}

// Checked before the directory exists: a bad setting exits without leaving one behind.
const config = configFromEnvironment({
  ...process.env,
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  EMBEDDED_PG_PORT: String(await freePort()),
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-e2e-'));
await runServer(
  { ...config, dataDir },
  { afterStop: () => rm(dataDir, { recursive: true, force: true }) },
);
