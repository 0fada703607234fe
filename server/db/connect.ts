/**
 * The connection pool and the Drizzle instance over it. One per process; passed to services, never
 * imported as a global.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Log } from '../logger';
import { DatabaseBusy, isTransientDatabaseError, rootCause } from './errors';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

/** The pool a Database was made on (drizzle keeps it as `$client`), for work that needs a connection of its own. */
export function poolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

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
  /**
   * The longest a query waits for a connection when all are in use, and for a new one to be made;
   * default 5 s. A wait that runs out on a full pool is DatabaseBusy; otherwise the database is
   * unreachable.
   */
  waitMs?: number;
  /**
   * With every connection in use, a query that finds this many already waiting is refused at once
   * (DatabaseBusy) instead of queueing; default: no limit.
   */
  maxWaiting?: number;
  /**
   * A query running longer than this is cancelled by PostgreSQL (statement_timeout) and fails as
   * DatabaseBusy: one slow query must not keep a connection that many quick ones wait for. Default:
   * none. Work that may take long on such a pool (migrations at start-up) lifts it for its own
   * connection (see migrate.ts).
   */
  statementTimeoutMs?: number;
  /**
   * Every query planned through the indexes: sequential and plain index scans off for each
   * connection's session, as search needs (services/search.ts, throughIndexes). Search's own
   * connections, so that a search is one statement, not four (a transaction setting them first).
   */
  throughIndexes?: boolean;
}

/**
 * How the app's pooled connections name themselves in pg_stat_activity: search's own (made with
 * `throughIndexes`) apart, so an operator can tell them from the rest of the site's.
 */
export const CONNECTION_NAMES = { site: 'bhajan-sangrah', search: 'bhajan-sangrah search' } as const;

/** Databases made with `throughIndexes`. */
const plannedThroughIndexes = new WeakSet<Database>();

/** Whether every query of `db` is planned through the indexes (DatabaseOptions.throughIndexes). */
export const plansThroughIndexes = (db: Database): boolean => plannedThroughIndexes.has(db);

/** How often, at most, a busy pool says so in the log (with the number of requests it refused meanwhile). */
const BUSY_LOG_INTERVAL_MS = 10_000;

export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Fail fast when the database is unreachable, or the pool busy, instead of queueing requests forever.
    connectionTimeoutMillis: options.waitMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: options.throughIndexes ? CONNECTION_NAMES.search : CONNECTION_NAMES.site,
    // Sent with each new connection, so it is the session's default (RESET comes back to it).
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.throughIndexes ? { options: '-c enable_seqscan=off -c enable_indexscan=off' } : {}),
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
  boundTheWait(pool, options.maxWaiting ?? Infinity, options.log);
  const db = drizzle({ client: pool, schema });
  db.transaction = transactionsThatGiveBackTheirClient(pool);
  if (options.throughIndexes) plannedThroughIndexes.add(db);
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

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;

/**
 * Under more requests than the database can answer, a pool's queue would grow without end: every
 * request waits its turn, answers come seconds late, and a request that waited 5 s gets a 503
 * saying the database is unreachable while it is perfectly well. Here a full pool with
 * `maxWaiting` queries already waiting refuses the next one at once, and a wait that runs out on a
 * full pool is said as what it is: both are DatabaseBusy (503 with Retry-After, see http/errors.ts),
 * logged as a busy pool every BUSY_LOG_INTERVAL_MS at most rather than as an error per request.
 */
function boundTheWait(pool: pg.Pool, maxWaiting: number, log: Log | undefined): void {
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  const max = pool.options.max ?? 10;
  let refused = 0;
  let lastLogged = 0;
  const busy = (why: string, cause?: Error) => {
    refused += 1;
    if (Date.now() - lastLogged >= BUSY_LOG_INTERVAL_MS) {
      lastLogged = Date.now();
      log?.warn(
        `database pool busy: all ${max} connections in use, ${pool.waitingCount} queries waiting; ${refused} refused (503) since the last report`,
      );
      refused = 0;
    }
    return new DatabaseBusy(`all ${max} database connections are in use: ${why}`, { cause });
  };
  const checkOut = () =>
    new Promise<pg.PoolClient>((resolve, reject) => {
      const full = pool.totalCount >= max && pool.idleCount === 0;
      if (full && pool.waitingCount >= maxWaiting) return reject(busy(`${pool.waitingCount} queries already waiting`));
      connect((error, client) => {
        if (!error) resolve(client!);
        else reject(full && /timeout exceeded when trying to connect/i.test(error.message) ? busy('waited too long', error) : error);
      });
    });
  // pg's pool.query calls connect with a callback; Drizzle's transactions and ours call it without.
  pool.connect = ((callback?: ConnectCallback) => {
    if (!callback) return checkOut();
    checkOut().then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | undefined)),
      (error: Error) => callback(error),
    );
  }) as typeof pool.connect;
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
