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
  const connectionLost = (error: Error & { code?: string }) => {
    const reason = error.code ?? error.message;
    if (options.isStopping?.()) options.log?.debug(`database connection lost while stopping (${reason})`);
    else options.log?.warn(`database connection lost (${reason}); a new one is made on the next query`);
  };
  pool.on('error', connectionLost);
  // A client that is checked out (inside a transaction, between two of its queries) has no pool
  // listener: the pool takes its own off while a client is lent. PostgreSQL ending that connection
  // (pg_terminate_backend, a restart) would then be an unhandled 'error' event and end the process.
  // So a lent client gets this listener until it is given back; the transaction's next query then
  // fails (503), and the pool drops the broken client when it comes back.
  pool.on('acquire', (client) => client.on('error', connectionLost));
  pool.on('release', (_error, client) => client.removeListener('error', connectionLost));
  const db = drizzle({ client: pool, schema });
  db.transaction = transactionsThatGiveBackTheirClient(pool);
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
 * Drizzle's transaction over a pool sends BEGIN before its try/finally: when PostgreSQL has just
 * ended the connection it was lent, BEGIN fails and the client is never given back. A few such
 * cuts and the pool is empty for good (every request waits, then 503). Here each transaction
 * borrows its client itself and always gives it back (the pool drops it when it is broken); Drizzle
 * runs the transaction on that one client.
 */
function transactionsThatGiveBackTheirClient(pool: pg.Pool): Database['transaction'] {
  // One Drizzle instance per connection, made once: the pool reuses its clients.
  const onClient = new WeakMap<pg.PoolClient, Database>();
  return async (run, config) => {
    const client = await pool.connect();
    try {
      let db = onClient.get(client);
      if (!db) onClient.set(client, (db = drizzle({ client, schema })));
      return await db.transaction(run, config);
    } finally {
      client.release();
    }
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
