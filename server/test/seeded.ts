/**
 * A seeded database (and an app on it) for the tests of one describe block: opened in its
 * beforeAll, closed in its afterAll. Call these inside `describe`, and read the fields inside tests
 * and hooks only (they are set once beforeAll has run).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { seed } from '../db/seed';
import type { SeedLibrary } from '../db/seed/types';
import { createEventRecorder, type EventRecorder } from '../services/events';
import { createTestApp } from './app';
import { createTestConfig } from './config';
import { createTestDatabase, type TestDatabase } from './db';

export interface SeededDatabase {
  database: TestDatabase;
}

export interface SeededApp extends SeededDatabase {
  app: FastifyInstance;
  /** The app's visitor events: written only on `flush()` (or when the app closes), so a test reads exactly what it caused. */
  events: EventRecorder;
}

/** A fresh database holding `library` (default: the starter library). */
export function seededDatabase(library?: SeedLibrary): SeededDatabase {
  const opened = {} as SeededDatabase;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    opened.database = await createTestDatabase();
    const test = await createTestConfig();
    cleanup = test.cleanup;
    await seed(opened.database.db, test.config.dataDir, { library });
  });
  afterAll(async () => {
    await opened.database?.close();
    await cleanup?.();
  });
  return opened;
}

/** A real app on a fresh database holding `library` (default: the starter library), its files in the app's DATA_DIR. */
export function seededApp(library?: SeedLibrary): SeededApp {
  const opened = {} as SeededApp;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    opened.database = await createTestDatabase();
    opened.events = createEventRecorder(opened.database.db, { flushIntervalMs: 60_000 });
    const test = await createTestApp(opened.database.db, { events: opened.events });
    ({ app: opened.app, close } = test);
    await seed(opened.database.db, test.dataDir, { library });
  });
  afterAll(async () => {
    await close?.();
    await opened.database?.close();
  });
  return opened;
}
