/**
 * The server process: configuration → database (embedded PostgreSQL when DATABASE_URL is unset) →
 * migrations and first seed (under an advisory lock) → HTTP.
 *
 * - `runServer` is what a process runs (`npm run server`, `npm start`, e2e/serve.ts): it handles
 *   SIGINT/SIGTERM/SIGHUP from before start-up begins, so a signal at any moment ends in a clean stop
 *   with no PostgreSQL left behind, and exits.
 * - `startServer` starts and returns a handle to close (tests).
 * - `openDatabase` is the database part alone (scripts/seed.ts).
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, searchesAtOnce, type AppDeps } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { createDatabase, waitForDatabase, type Database, type DatabaseHandle } from './db/connect';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { ensureInitialAdmin } from './services/auth';
import { migrateDatabase, unlessAnotherInstanceIs, withStartupLock } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { createLog, type Log } from './logger';
import { createMediaStorage } from './services/create-media-storage';
import { reindexSearch } from './services/search';
import { rebuildStatsRollupsIfMissing } from './services/stats-rollups';
import { startPruning } from './services/retention';

/** The signals that ask the process to stop: Ctrl-C, `kill`/container stop, a closed terminal. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** After the first stop signal, the process exits at the latest this much later, clean or not. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * Connections kept for editors, the visitor counts and the health probe (see AppDeps.reservedDb):
 * a few editors at a time, each waiting on one save, and one write of counts at a time.
 */
const RESERVED_POOL_SIZE = 3;
/**
 * Visitors' queries wait at most this long for a connection, and at most this many per connection
 * wait at all: beyond that the server is busier than it can serve, and a 503 with Retry-After now
 * is better than an answer many seconds late (see db/connect.ts).
 */
const PUBLIC_POOL_WAIT_MS = 2_000;
const MAX_WAITING_PER_CONNECTION = 5;
/** Connections waiting to be accepted (Linux caps it at net.core.somaxconn, 4,096 by default). */
const LISTEN_BACKLOG = 4_096;
/**
 * A visitor's query running longer than this is cancelled (503 with Retry-After): a visitor's page
 * needs milliseconds of database work, and one stuck query must not hold a connection that many
 * quick ones are waiting for. Editors' connections have no such limit (an import, a reindex).
 */
const PUBLIC_STATEMENT_TIMEOUT_MS = 5_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The configuration from the environment, or a readable list of what is wrong with it on stderr and
 * exit code 1 (no stack trace).
 */
export function configFromEnvironment(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

export interface OpenDatabase {
  db: Database;
  pool: DatabaseHandle['pool'];
  /** The reserved connections (see OpenDatabaseOptions.reservedPoolSize); `db` when there are none. */
  reservedDb: Database;
  /** Search's connections (see OpenDatabaseOptions.searchPoolSize); `db` when there are none. */
  searchDb: Database;
  /** Set when DATABASE_URL is unset and this process runs the embedded PostgreSQL. */
  embedded: EmbeddedPostgres | undefined;
  /** Closes the pool, then stops the embedded PostgreSQL. Safe to call more than once. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  log: Log;
  /** Default: config.databasePoolSize. */
  poolSize?: number;
  /**
   * A small pool of its own for what must not wait behind visitors' reads (see AppDeps.reservedDb);
   * its queue is not bounded like the main pool's. Default: none (scripts); the server uses
   * RESERVED_POOL_SIZE.
   */
  reservedPoolSize?: number;
  /**
   * A pool of its own for search, planned through the indexes (see DatabaseOptions.throughIndexes),
   * as large as the searches that may run at once (searchesAtOnce). Default: none (scripts).
   */
  searchPoolSize?: number;
  /** The main pool's limit on one query (see DatabaseOptions.statementTimeoutMs). Default: none (scripts). */
  statementTimeoutMs?: number;
  /**
   * Aborted when the process is stopping: opening stops after its current step, undoes what it did
   * and rejects with the signal's reason; once open, connections lost are expected (logged at debug).
   */
  signal?: AbortSignal;
  /** The embedded PostgreSQL died and could not be started again: the process should exit. */
  onDatabaseLost?: (error: Error) => void;
}

/**
 * The database the configuration names: DATABASE_URL, or else the embedded PostgreSQL under
 * DATA_DIR (started here, created on the first start). Resolves once it answers.
 */
export async function openDatabase(config: ServerConfig, options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const { log, signal } = options;
  let embedded: EmbeddedPostgres | undefined;
  let database: DatabaseHandle | undefined;
  let reserved: DatabaseHandle | undefined;
  let search: DatabaseHandle | undefined;
  const close = async () => {
    await Promise.all([database?.close(), reserved?.close(), search?.close()]);
    await embedded?.stop().catch((error: Error) => log.error(`stopping PostgreSQL: ${error.message}`));
  };

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({
        dir: path.join(config.dataDir, 'postgres'),
        port: config.embeddedPgPort,
        log,
        signal,
        onGiveUp: options.onDatabaseLost,
      });
      databaseUrl = embedded.url;
    }
    signal?.throwIfAborted();
    const poolSize = options.poolSize ?? config.databasePoolSize;
    const isStopping = () => signal?.aborted === true;
    database = createDatabase(databaseUrl, {
      poolSize,
      log,
      isStopping,
      waitMs: PUBLIC_POOL_WAIT_MS,
      maxWaiting: poolSize * MAX_WAITING_PER_CONNECTION,
      statementTimeoutMs: options.statementTimeoutMs,
    });
    if (options.reservedPoolSize) reserved = createDatabase(databaseUrl, { poolSize: options.reservedPoolSize, log, isStopping });
    if (options.searchPoolSize) {
      search = createDatabase(databaseUrl, {
        poolSize: options.searchPoolSize,
        log,
        isStopping,
        waitMs: PUBLIC_POOL_WAIT_MS,
        statementTimeoutMs: options.statementTimeoutMs,
        throughIndexes: true,
      });
    }
    await waitForDatabase(database.pool, log, undefined, signal);
  } catch (error) {
    await close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    db: database.db,
    pool: database.pool,
    reservedDb: reserved?.db ?? database.db,
    searchDb: search?.db ?? database.db,
    embedded,
    close: () => (closing ??= close()),
  };
}

export interface RunningServer {
  /** Where a browser on this machine reaches the site, e.g. http://localhost:3000/ */
  url: string;
  app: FastifyInstance;
  /** Stops listening, closes the pool, stops the embedded PostgreSQL. Safe to call more than once. */
  close(): Promise<void>;
}

export interface StartOptions {
  log?: Log;
  /** Passed to buildApp (tests point distDir at a temporary build). */
  app?: Pick<AppDeps, 'distDir' | 'defaultSubCategoryImage' | 'logger'>;
  /**
   * Aborting it during start-up ends the start-up after its current step (initdb, migrations, …):
   * whatever was started is stopped again and startServer rejects with the signal's reason.
   */
  signal?: AbortSignal;
  /** See OpenDatabaseOptions. */
  onDatabaseLost?: (error: Error) => void;
}

function browsableUrl(address: AddressInfo): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}

/**
 * Content written before a search column existed (an upgrade), or by a tool that left them out,
 * gets its search columns, while the server already serves: a large library's took minutes (and
 * search finds such content meanwhile by the columns it has). One instance does it; another that
 * starts meanwhile leaves it to that one. A failure is logged; the next start takes it up again.
 */
async function prepareSearchInBackground(database: OpenDatabase, log: Log, signal: AbortSignal): Promise<void> {
  try {
    const indexed = await unlessAnotherInstanceIs(database.pool, (db) => reindexSearch(db, { onlyMissing: true, signal }));
    if (indexed) log.info(`Prepared ${indexed} content for search`);
  } catch (error) {
    if (!signal.aborted) log.error(`Preparing content for search: ${messageOf(error)}`);
  }
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLog(config.logLevel);
  const startedAt = performance.now();
  // Aborted by the caller's signal or by close(): from then on the process is stopping.
  const closed = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, closed.signal]) : closed.signal;
  let database: OpenDatabase | undefined;
  let app: FastifyInstance | undefined;
  let searchPrepared: Promise<void> | undefined;
  let pruning: ReturnType<typeof startPruning> | undefined;

  const shutDown = async () => {
    closed.abort();
    // Its batch in progress ends first (it stops at the next), then the connections close.
    await searchPrepared;
    await pruning?.stop();
    await app?.close().catch((error: Error) => log.error(`closing HTTP: ${error.message}`));
    await database?.close();
  };

  try {
    database = await openDatabase(config, {
      log,
      signal,
      onDatabaseLost: options.onDatabaseLost,
      reservedPoolSize: RESERVED_POOL_SIZE,
      searchPoolSize: searchesAtOnce(config.databasePoolSize),
      statementTimeoutMs: PUBLIC_STATEMENT_TIMEOUT_MS,
    });
    // One storage for the seed's files and the app's uploads (DATA_DIR, or the object store).
    const mediaStorage = await createMediaStorage(config.media, config.dataDir);
    await withStartupLock(database.pool, async (db) => {
      await migrateDatabase(db);
      signal.throwIfAborted();
      await ensureInitialAdmin(db, config, log);
      const outcome = await seedIfEmpty(db, config.dataDir, { storage: mediaStorage });
      if (outcome.seeded) {
        const s = outcome.summary;
        log.info(
          `Seeded the library: ${s.categories} categories, ${s.subCategories} sub-categories, ${s.contents} content, ` +
            `${s.staticPages} static pages, ${s.filesCopied} files`,
        );
      } else if (outcome.filesCopied > 0) {
        log.info(
          `Copied ${outcome.filesCopied} missing seed files into ${config.media.storage === 's3' ? `bucket ${config.media.bucket}` : config.dataDir}`,
        );
      }
      // Events recorded before the statistics' rollups existed get their rollups.
      if (await rebuildStatsRollupsIfMissing(db, config.timeZone))
        log.info(`Built the statistics' daily rollups (days in ${config.timeZone})`);
    });
    signal.throwIfAborted();
    app = await buildApp({
      config,
      db: database.db,
      reservedDb: database.reservedDb,
      searchDb: database.searchDb,
      mediaStorage,
      ...options.app,
    });
    // Room for a surge of new connections (Node's default queue holds 511): beyond the queue the
    // kernel drops them, and each client then waits 1, 3, 7 s before trying again, editors too.
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
    signal.throwIfAborted();
    searchPrepared = prepareSearchInBackground(database, log, signal);
    // The audit trail and the raw analytics events past their retention go, from time to time.
    pruning = startPruning(database.db, config.retentionDays, app.log);
  } catch (error) {
    await shutDown();
    throw error;
  }

  const url = browsableUrl(app.server.address() as AddressInfo);
  log.info(`${config.app.siteName} is serving at ${url} (started in ${Math.round(performance.now() - startedAt)} ms)`);

  let closing: Promise<void> | undefined;
  return {
    url,
    app,
    close: () => (closing ??= shutDown()),
  };
}

export interface RunOptions extends Omit<StartOptions, 'signal'> {
  /** Called once the server listens, with the address a browser on this machine opens. */
  onReady?: (url: string) => void | Promise<void>;
  /**
   * Called once everything is stopped (after a stop signal or a failed start-up), before the
   * process exits; e.g. to remove a temporary DATA_DIR. Not called when the watchdog gives up.
   */
  afterStop?: () => void | Promise<void>;
  /** Ends the process; default process.exit. */
  exit?: (code: number) => void;
  /** After the first stop signal, exit (code 1) at the latest this much later. Default 30 s. */
  stopTimeoutMs?: number;
}

/** The stop signals' handler: the first one calls `stop`; later ones only say so (an echo quietly). */
function stopSignalHandler(log: Log, stop: (signal: NodeJS.Signals) => void): (signal: NodeJS.Signals) => void {
  let firstSignal: { name: NodeJS.Signals; at: number } | undefined;
  return (signal) => {
    if (firstSignal) {
      // Ctrl-C under npm arrives twice: from the terminal (the whole process group) and from npm,
      // which passes it on to its child. That echo is no news.
      const echo = signal === firstSignal.name && performance.now() - firstSignal.at < 1_000;
      (echo ? log.debug : log.warn)(`${signal} received while already stopping; still waiting for a clean stop`);
      return;
    }
    firstSignal = { name: signal, at: performance.now() };
    log.info(`${signal} received: stopping`);
    stop(signal);
  };
}

/**
 * Runs the server as this process's job:
 * - SIGINT/SIGTERM/SIGHUP are handled from the start. During start-up a signal ends it after its
 *   current step (initdb runs to its end; PostgreSQL is not started, or is stopped again); once
 *   running, the server closes (HTTP, pool, embedded PostgreSQL). Then `afterStop`, then exit 0.
 * - A failed start-up prints `… could not start: <reason>` on stderr, undoes itself, and exits 1.
 * - A further signal while stopping only logs; should stopping hang, the watchdog exits 1 after
 *   `stopTimeoutMs` (process exit still asks a running embedded PostgreSQL to stop).
 * Resolves once the server runs, or after `exit` was called.
 */
export async function runServer(config: ServerConfig, options: RunOptions = {}): Promise<void> {
  const log = options.log ?? createLog(config.logLevel);
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const stopTimeoutMs = options.stopTimeoutMs ?? STOP_TIMEOUT_MS;
  const stopRequested = new AbortController();
  let watchdog: NodeJS.Timeout | undefined;
  let exited = false;

  const exitOnce = (code: number) => {
    if (exited) return;
    exited = true;
    clearTimeout(watchdog);
    for (const name of STOP_SIGNALS) process.removeListener(name, onSignal);
    exit(code);
  };
  const finish = async (code: number) => {
    try {
      await options.afterStop?.();
    } catch (error) {
      log.error(`After stopping: ${messageOf(error)}`);
      code = 1;
    }
    exitOnce(code);
  };

  const onSignal = stopSignalHandler(log, (signal) => {
    // Should anything hang, do not hang forever.
    watchdog = setTimeout(() => {
      log.error(`Clean stop took longer than ${Math.round(stopTimeoutMs / 1000)} s; exiting anyway`);
      exitOnce(1);
    }, stopTimeoutMs);
    watchdog.unref();
    stopRequested.abort(new Error(`${signal} received`));
  });
  for (const name of STOP_SIGNALS) process.on(name, onSignal);

  // The embedded PostgreSQL died for good: stop cleanly and exit 1, so that the supervisor running
  // this process (systemd, Docker, Kubernetes) starts the site afresh rather than it answering 503.
  let lostDatabase: Error | undefined;
  const onDatabaseLost = (error: Error) => {
    lostDatabase = error;
    log.error(`${error.message}; stopping, to be started again by this process's supervisor`);
    stopRequested.abort(error);
  };

  let server: RunningServer;
  try {
    server = await startServer(config, { log, app: options.app, signal: stopRequested.signal, onDatabaseLost });
  } catch (error) {
    if (stopRequested.signal.aborted) {
      // Asked to stop during start-up; startServer has undone what it started.
      if (error !== stopRequested.signal.reason) log.warn(`Start-up ended while stopping: ${messageOf(error)}`);
      log.info('Stopped during start-up');
      return finish(lostDatabase ? 1 : 0);
    }
    console.error(`${config.app.siteName} could not start: ${messageOf(error)}`);
    return finish(1);
  }

  const stop = () =>
    server.close().then(
      () => finish(lostDatabase ? 1 : 0),
      (error: unknown) => {
        log.error(`Stopping failed: ${messageOf(error)}`);
        return finish(1);
      },
    );
  if (stopRequested.signal.aborted) void stop();
  else stopRequested.signal.addEventListener('abort', () => void stop(), { once: true });

  try {
    await options.onReady?.(server.url);
  } catch (error) {
    log.error(`After start-up: ${messageOf(error)}`);
  }
}

async function main(): Promise<void> {
  const config = configFromEnvironment();
  await runServer(config, {
    onReady: (url) => console.log(`${config.app.siteName} is serving at ${url}`),
  });
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) await main();
