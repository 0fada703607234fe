import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type ServerConfig } from '../config';

/** A configuration for tests: quiet, with its own temporary DATA_DIR. */
export async function createTestConfig(env: NodeJS.ProcessEnv = {}): Promise<{ config: ServerConfig; cleanup(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-test-data-'));
  // No budget per client address: every test's requests come from one address (the budget's own
  // tests, http/signed-in-only.test.ts, give the app theirs).
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ADDRESS_BUDGET_BURST: '0', ...env });
  return { config, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}
