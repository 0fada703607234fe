/**
 * A throw-away database per test file on the run's PostgreSQL (see global-setup.ts), migrated like
 * production. Never a mock: the tests exercise real SQL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { CONNECTION_NAMES, createDatabase, type Database } from '../db/connect';
import { migrateDatabase } from '../db/migrate';

export interface TestDatabase {
  db: Database;
  pool: pg.Pool;
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  close(): Promise<void>;
}

export function adminUrl(): string {
  return inject('pgAdminUrl');
}

function urlFor(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database (nothing migrated): for migration tests. */
export async function createEmptyDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onAdmin((client) => client.query(`create database ${client.escapeIdentifier(name)}`));
  return {
    url: urlFor(name),
    name,
    drop: () =>
      onAdmin((client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`)).then(() => undefined),
  };
}

/**
 * What a database restart, a failover or an operator does: PostgreSQL ends every connection the
 * app has to `databaseName` (57P01). Answers how many it ended.
 */
export async function terminateAppConnections(databaseName: string): Promise<number> {
  const result = await onAdmin((client) =>
    client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = any($2) and pid <> pg_backend_pid()',
      [databaseName, Object.values(CONNECTION_NAMES)],
    ),
  );
  return result.rowCount ?? 0;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const empty = await createEmptyDatabase();
  const handle = createDatabase(empty.url, { poolSize: 4 });
  try {
    await migrateDatabase(handle.db);
  } catch (error) {
    await handle.close();
    await empty.drop();
    throw error;
  }
  return {
    db: handle.db,
    pool: handle.pool,
    url: empty.url,
    name: empty.name,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

export interface QueryLog {
  /** The text of each query sent since the log began, in order. */
  readonly texts: string[];
  /** Stops logging; the pool is as it was. */
  stop(): void;
}

/**
 * Notes every query sent through `pool` (Drizzle's go through it too) until `stop()`, each still
 * sent to the database as it was: for tests that count what a request costs.
 */
export function logQueries(pool: pg.Pool): QueryLog {
  const texts: string[] = [];
  const original = pool.query;
  const logged = function (this: pg.Pool, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text ?? ''));
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  };
  pool.query = logged as typeof pool.query;
  return {
    texts,
    stop() {
      pool.query = original;
    },
  };
}
