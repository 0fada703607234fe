/**
 * One PostgreSQL for the whole server test run: an embedded one in a fresh temporary directory on a
 * free port (no fsync: it is thrown away), or the server in TEST_DATABASE_URL when set. Test files
 * get their own throw-away database on it through createTestDatabase() (server/test/db.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded';
import { freePort } from '../net/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser (or CREATEDB) connection URL to the maintenance database of the test server. */
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) {
    project.provide('pgAdminUrl', external);
    return;
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'bhajan-test-pg-'));
  let server: EmbeddedPostgres | undefined;
  try {
    server = await startEmbeddedPostgres({
      dir: path.join(dir, 'postgres'),
      port: await freePort(),
      password: 'test',
      durability: 'none',
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('pgAdminUrl', server.adminUrl);

  return async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
