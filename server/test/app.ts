import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import type { Database } from '../db/connect';
import type { ServerConfig } from '../config';
import { createTestConfig } from './config';

/**
 * Load shedding for apps built in tests: none on a lagging event loop. Test files share two cores,
 * so a lag is the test run's, not overload to shed (load-shedding.test.ts sets its own thresholds).
 */
export const TEST_LOAD_SHEDDING = { maxEventLoopDelayMs: 0 } as const;

/**
 * buildApp with a quiet test configuration and a temporary DATA_DIR; close() removes both. Pages
 * are not rendered on the server unless `deps.renderPage` is given (see test/pages.ts), whether or
 * not the app has been built.
 */
export async function createTestApp(
  db: Database,
  deps: Omit<AppDeps, 'config' | 'db'> = {},
  env: NodeJS.ProcessEnv = {},
  /** Adds to the app before it is ready (e.g. the test sign-in: test/admin.ts). */
  beforeReady?: (app: FastifyInstance) => void,
): Promise<{ app: FastifyInstance; dataDir: string; config: ServerConfig; close(): Promise<void> }> {
  const { config, cleanup } = await createTestConfig(env);
  const app = await buildApp({ config, db, distDir: '/nonexistent-dist', renderPage: null, loadShedding: TEST_LOAD_SHEDDING, ...deps });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    dataDir: config.dataDir,
    config,
    async close() {
      await app.close();
      await cleanup();
    },
  };
}
