import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, createTestDatabase, terminateAppConnections, type TestDatabase } from '../test/db';
import { freePort } from '../net/free-port';
import { createDatabase, waitForDatabase, type DatabaseHandle, type DatabaseOptions } from './connect';
import { isDatabaseBusy } from './errors';
import { withStartupLock } from './migrate';

/** A log that keeps its warnings in `warnings` and says nothing else. */
const quiet = (warnings: string[]) => ({ debug() {}, info() {}, error() {}, warn: (msg: string) => warnings.push(msg) });

/** A fresh test database and a pool on it (`options`), whose warnings go into `warnings`. */
async function poolOnTestDatabase(
  options: DatabaseOptions,
  warnings: string[],
): Promise<{ database: TestDatabase; handle: DatabaseHandle }> {
  const database = await createTestDatabase();
  return { database, handle: createDatabase(database.url, { ...options, log: quiet(warnings) }) };
}

describe('the connection pool', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  const warnings: string[] = [];

  beforeAll(async () => {
    ({ database, handle } = await poolOnTestDatabase({ poolSize: 2 }, warnings));
  });
  afterAll(async () => {
    await handle?.close();
    await database?.close();
  });

  it('survives its idle connections being cut, and reconnects on the next query', async () => {
    await handle.db.execute(sql`select 1`);
    expect(handle.pool.idleCount).toBeGreaterThan(0);

    await terminateAppConnections(database.name);

    await expect.poll(() => warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toMatch(/database connection lost/);
    const result = await handle.db.execute<{ ok: number }>(sql`select 1 as ok`);
    expect(result.rows).toEqual([{ ok: 1 }]);
  });

  it('survives a connection cut in the middle of a transaction: that transaction fails, nothing of it is kept, the next works', async () => {
    await handle.db.execute(sql`create table if not exists cut_test (n int)`);
    const before = warnings.length;
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into cut_test values (1)`);
      // The client is lent to this transaction and idle between its queries when the cut comes.
      await terminateAppConnections(database.name);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`insert into cut_test values (2)`);
    });
    await expect(transaction).rejects.toThrow();
    expect(warnings.length).toBeGreaterThan(before);
    const kept = await handle.db.execute<{ count: string }>(sql`select count(*) from cut_test`);
    expect(kept.rows).toEqual([{ count: '0' }]);
  });

  it('gives the connection of a transaction back when it is cut before BEGIN', async () => {
    // The cut lands between the pool lending the client and the transaction's first statement.
    const cut = (client: pg.PoolClient) =>
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    handle.pool.once('acquire', cut);
    await expect(handle.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(handle.pool.totalCount - handle.pool.idleCount).toBe(0);
    const after = await handle.db.transaction(async (tx) => tx.execute<{ ok: number }>(sql`select 1 as ok`));
    expect(after.rows).toEqual([{ ok: 1 }]);
  });

  it('expects lost connections while stopping: debug, not warn', async () => {
    const logged: string[] = [];
    let stopping = false;
    const other = createDatabase(database.url, {
      poolSize: 2,
      log: { debug: (msg) => logged.push(`debug ${msg}`), info() {}, error() {}, warn: (msg) => logged.push(`warn ${msg}`) },
      isStopping: () => stopping,
    });
    try {
      await other.db.execute(sql`select 1`);
      stopping = true;
      // What PostgreSQL's fast shutdown does to every connection (57P01 admin_shutdown).
      await terminateAppConnections(database.name);
      await expect.poll(() => logged.length).toBeGreaterThan(0);
      expect(logged.every((line) => line.startsWith('debug database connection lost while stopping (57P01)'))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('closes once, however often asked', async () => {
    const other = createDatabase(database.url);
    await other.db.execute(sql`select 1`);
    await Promise.all([other.close(), other.close()]);
    expect(other.pool.ended).toBe(true);
  });
});

describe('waiting for the database at start', () => {
  it('retries while nothing answers, then gives up', async () => {
    const handle = createDatabase(`postgres://x:y@127.0.0.1:${await freePort()}/none`);
    const warnings: string[] = [];
    const started = Date.now();
    await expect(waitForDatabase(handle.pool, quiet(warnings), 600)).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    await handle.close();
  });

  it('stops waiting when the process is stopping', async () => {
    const handle = createDatabase(`postgres://x:y@127.0.0.1:${await freePort()}/none`);
    const stop = new AbortController();
    const reason = new Error('SIGTERM received');
    setTimeout(() => stop.abort(reason), 300);
    const started = Date.now();
    await expect(waitForDatabase(handle.pool, quiet([]), 30_000, stop.signal)).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(5_000);
    await handle.close();
  });

  // The embedded test server checks passwords; an external one (TEST_DATABASE_URL) may trust everyone.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('does not wait when waiting cannot help (wrong password)', async () => {
    const url = new URL(adminUrl());
    url.password = 'wrong';
    const handle = createDatabase(url.toString());
    const warnings: string[] = [];
    await expect(waitForDatabase(handle.pool, quiet(warnings), 10_000)).rejects.toThrow(/password/);
    expect(warnings).toEqual([]);
    await handle.close();
  });

  it('returns at once when the database answers, warning about nothing', async () => {
    const handle = createDatabase(adminUrl());
    const warnings: string[] = [];
    await expect(waitForDatabase(handle.pool, quiet(warnings))).resolves.toBeUndefined();
    // Every failed try is logged as a warning before the next: none means the first try answered.
    expect(warnings).toEqual([]);
    await handle.close();
  });
});

describe('a pool with more queries than connections', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  const warnings: string[] = [];

  beforeAll(async () => {
    ({ database, handle } = await poolOnTestDatabase({ poolSize: 1, maxWaiting: 2, waitMs: 400 }, warnings));
  });
  afterAll(async () => {
    await handle?.close();
    await database?.close();
  });

  it('lets a few wait, refuses the next at once, and says the pool is busy, not the database gone', async () => {
    // A long query keeps the one connection (Drizzle's queries start when awaited: then() starts it).
    const long = handle.db.execute(sql`select pg_sleep(1)`).then(() => undefined);
    await expect.poll(() => handle.pool.idleCount === 0 && handle.pool.totalCount === 1).toBe(true);
    const waiting = [handle.db.execute(sql`select 1`), handle.db.execute(sql`select 2`)].map((query) =>
      query.then(
        () => 'answered',
        (error: Error) => (isDatabaseBusy(error) ? 'busy' : `failed: ${error.message}`),
      ),
    );
    const started = performance.now();
    const refused = await handle.db.execute(sql`select 3`).catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(100);
    expect(isDatabaseBusy(refused)).toBe(true);
    // Those that waited gave up after waitMs, as busy too.
    expect(await Promise.all(waiting)).toEqual(['busy', 'busy']);
    expect(warnings.filter((warning) => /database pool busy/.test(warning))).toHaveLength(1);
    await long;
    // Nothing is left broken: the next query gets the connection.
    expect((await handle.db.execute<{ ok: number }>(sql`select 1 as ok`)).rows).toEqual([{ ok: 1 }]);
    expect(handle.pool.waitingCount).toBe(0);
  });

  it('bounds transactions the same way', async () => {
    const long = handle.db.execute(sql`select pg_sleep(0.6)`).then(() => undefined);
    await expect.poll(() => handle.pool.idleCount === 0 && handle.pool.totalCount === 1).toBe(true);
    const outcome = await handle.db.transaction(async (tx) => tx.execute(sql`select 1`)).catch((error: unknown) => error);
    expect(isDatabaseBusy(outcome)).toBe(true);
    await long;
  });
});

describe('a pool whose queries may run only so long', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    ({ database, handle } = await poolOnTestDatabase({ poolSize: 1, statementTimeoutMs: 300 }, []));
  });
  afterAll(async () => {
    await handle?.close();
    await database?.close();
  });

  it('cancels a query that runs longer, as busy, and serves the next on the same connection', async () => {
    const started = performance.now();
    const cancelled = await handle.db.execute(sql`select pg_sleep(3)`).catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(isDatabaseBusy(cancelled)).toBe(true);
    expect((await handle.db.execute<{ ok: number }>(sql`select 1 as ok`)).rows).toEqual([{ ok: 1 }]);
  });

  it('lets start-up work run as long as it takes, and puts the limit back for visitors afterwards', async () => {
    const slept = await withStartupLock(handle.pool, (db) => db.execute(sql`select pg_sleep(0.6), 'done' as outcome`));
    expect(slept.rows[0]).toMatchObject({ outcome: 'done' });
    // The same (only) connection, back in the pool: its limit is the pool's again.
    const limit = await handle.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
    expect(limit.rows).toEqual([{ statement_timeout: '300ms' }]);
  });
});
