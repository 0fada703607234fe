/**
 * A seeded app with the admin calls, for their tests. Who is signed in is set by a header only
 * these tests send (`asAdmin`), through a test-only onRequest hook that runs after the app's own
 * session lookup: the admin calls are tested apart from sign-in (the auth tests and e2e cover
 * real sessions). Without the header a request is as signed out as the app makes it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import { buildApp } from '../app';
import { seed } from '../db/seed';
import type { SeedLibrary } from '../db/seed/types';
import { adminRoutes } from '../routes/admin';
import { createCacheRegistry, type CacheRegistry } from '../services/cache';
import { createEventRecorder, type EventRecorder } from '../services/events';
import { createTestConfig } from './config';
import { TEST_LOAD_SHEDDING } from './app';
import { createTestDatabase, type TestDatabase } from './db';

const TEST_ADMIN_HEADER = 'x-test-admin';
export const TEST_ADMIN: NonNullable<FastifyRequest['adminUser']> = { id: 1, email: 'editor@example.com' };
/** Headers of a request from the signed-in TEST_ADMIN. */
export const asAdmin = { [TEST_ADMIN_HEADER]: 'yes' } as const;

/** The test-only sign-in: call on the root instance before it is ready. */
export function signInByTestHeader(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('adminUser')) app.decorateRequest('adminUser', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers[TEST_ADMIN_HEADER] === asAdmin[TEST_ADMIN_HEADER]) request.adminUser = TEST_ADMIN;
  });
}

export interface AdminTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  dataDir: string;
  /**
   * The caches the refresh call clears, when this harness registered the admin calls itself
   * (undefined once server/app.ts registers them with its own registry).
   */
  caches: CacheRegistry | undefined;
  /** The app's visitor events: written only on `flush()` (or when the app closes). */
  events: EventRecorder;
}

export interface AdminTestAppOptions {
  /** The app's clock: the statistics' "now", and the time of the events it records. Default the system's. */
  now?: () => Date;
  /** More environment for the app's configuration (e.g. `TIME_ZONE`). */
  env?: NodeJS.ProcessEnv;
}

/**
 * A real app on a fresh database holding `library` (default: the starter library), with the admin
 * calls and the test sign-in. Call inside `describe`; read the fields in tests and hooks only.
 */
export function adminTestApp(library?: SeedLibrary, options: AdminTestAppOptions = {}): AdminTestApp {
  const opened = {} as AdminTestApp;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    opened.database = await createTestDatabase();
    const test = await createTestConfig(options.env);
    opened.dataDir = test.config.dataDir;
    const events = createEventRecorder(opened.database.db, { flushIntervalMs: 60_000, timeZone: test.config.timeZone, now: options.now });
    opened.events = events;
    const app = await buildApp({
      config: test.config,
      db: opened.database.db,
      distDir: '/nonexistent-dist',
      events,
      now: options.now,
      loadShedding: TEST_LOAD_SHEDDING,
    });
    signInByTestHeader(app);
    // Until server/app.ts registers the admin calls, this harness does.
    if (!app.hasRoute({ method: 'POST', url: apiPaths.category })) {
      opened.caches = createCacheRegistry();
      await app.register(adminRoutes, { db: opened.database.db, dataDir: opened.dataDir, caches: opened.caches });
    }
    await app.ready();
    opened.app = app;
    cleanup = async () => {
      await app.close();
      await test.cleanup();
    };
    await seed(opened.database.db, opened.dataDir, { library });
  });
  afterAll(async () => {
    await cleanup?.();
    await opened.database?.close();
  });
  return opened;
}
