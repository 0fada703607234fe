import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type ServerConfig } from '../config';

/** A configuration for tests: quiet, with its own temporary DATA_DIR. */
export async function createTestConfig(env: NodeJS.ProcessEnv = {}): Promise<{ config: ServerConfig; cleanup(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-test-data-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  return { config, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}
