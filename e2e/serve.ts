/**
 * The server Playwright tests against: the built app and the real server, on a fresh data directory
 * (so a fresh embedded PostgreSQL, migrated and seeded at start), removed again on SIGTERM.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

if (!existsSync(path.resolve('dist/index.html'))) {
  console.error('e2e needs the built app: run `npm run build` first (npm test does).');
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-e2e-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  EMBEDDED_PG_PORT: String(await freePort()),
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const server = await startServer(config);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
