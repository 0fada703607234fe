/**
 * The server Playwright tests against: the built app and the real server, on a fresh data directory
 * with a fresh embedded PostgreSQL (migrated and seeded at start), removed again when it stops
 * (SIGTERM from Playwright, or a failed start-up). The database's URL is written to E2E_STATE_FILE,
 * so tests can check what the site stored (feedback, counted plays) in the real database.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { createLog } from '../server/logger';
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
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-e2e-'));
const removeDataDir = () => rm(dataDir, { recursive: true, force: true });

let databaseUrl = config.databaseUrl;
let stopPostgres = async () => {};
if (!databaseUrl) {
  try {
    const embedded = await startEmbeddedPostgres({
      dir: path.join(dataDir, 'postgres'),
      port: await freePort(),
      durability: 'none',
      log: createLog(config.logLevel),
    });
    databaseUrl = embedded.url;
    stopPostgres = () => embedded.stop();
  } catch (error) {
    console.error(error);
    await removeDataDir();
    process.exit(1);
  }
}
if (process.env.E2E_STATE_FILE) await writeFile(process.env.E2E_STATE_FILE, JSON.stringify({ databaseUrl }));

await runServer(
  { ...config, dataDir, databaseUrl },
  {
    afterStop: async () => {
      await stopPostgres();
      await removeDataDir();
    },
  },
);
