/**
 * The connection pool and the Drizzle instance over it. One per process; passed to services, never
 * imported as a global.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Log } from '../logger';
import { isTransientDatabaseError, rootCause } from './errors';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** Ends the pool; safe to call more than once. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  poolSize?: number;
  log?: Log;
  /**
   * True once the process is stopping: connections lost then are expected (on Ctrl-C the terminal
   * signals the embedded PostgreSQL too, which ends every connection with 57P01 before the pool is
   * closed), so they are logged at debug instead of warn.
   */
  isStopping?: () => boolean;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Fail fast when the database is unreachable instead of queueing requests forever.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'bhajan-sangrah',
  });
  // An idle client losing its connection (database restart, network cut) emits 'error' on the pool;
  // without a listener that would crash the process. The pool drops that client and makes a new one
  // on the next query; requests meanwhile answer 503 through the error handler.
  pool.on('error', (error: Error & { code?: string }) => {
    const reason = error.code ?? error.message;
    if (options.isStopping?.()) options.log?.debug(`database connection lost while stopping (${reason})`);
    else options.log?.warn(`database connection lost (${reason}); a new one is made on the next query`);
  });
  const db = drizzle({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    close() {
      closing ??= pool.end().catch(() => undefined);
      return closing;
    },
  };
}

/**
 * Waits until the database answers, for a database that is still starting (a container started
 * alongside this one). Gives up at once on errors that waiting cannot fix (wrong password, …), and
 * when `signal` is aborted (the process is stopping), with the signal's reason.
 */
export async function waitForDatabase(pool: pg.Pool, log: Log, timeoutMs = 30_000, signal?: AbortSignal): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    try {
      await pool.query('select 1');
      return;
    } catch (error) {
      if (!isTransientDatabaseError(error) || Date.now() >= giveUpAt) throw error;
      log.warn(`Waiting for the database (${rootCause(error)})`);
      await new Promise<void>((resolve) => {
        const done = () => (clearTimeout(timer), signal?.removeEventListener('abort', done), resolve());
        const timer = setTimeout(done, Math.min(2_000, 250 * attempt));
        signal?.addEventListener('abort', done, { once: true });
      });
    }
  }
}
