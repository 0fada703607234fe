/**
 * The frame of a command-line script that works on the site's database (`npm run db:seed`,
 * `npm run stats:rebuild`): the database is the server's (DATABASE_URL, or the embedded PostgreSQL
 * under DATA_DIR), opened and migrated the way the server does it, and the work runs under the
 * start-up lock (a server starting meanwhile waits). A stop signal (SIGINT/SIGTERM/SIGHUP) ends the
 * run after its current step; a stop or a failure is one line on stderr and exit code 1. The
 * database is closed (and an embedded PostgreSQL stopped) at the end either way.
 */
import type { ServerConfig } from '../server/config';
import type { Database } from '../server/db/connect';
import { migrateDatabase, withStartupLock } from '../server/db/migrate';
import { createLog } from '../server/logger';
import { configFromEnvironment, openDatabase, STOP_SIGNALS, type OpenDatabase } from '../server/main';

export interface DatabaseScriptContext {
  db: Database;
  config: ServerConfig;
  /** Aborted by a stop signal: check it between steps. */
  signal: AbortSignal;
}

export async function runDatabaseScript(
  says: { stopped: string; failed: (reason: string) => string },
  work: (context: DatabaseScriptContext) => Promise<void>,
): Promise<void> {
  const config = configFromEnvironment();
  const log = createLog(config.logLevel === 'info' ? 'warn' : config.logLevel);

  const stopRequested = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopRequested.signal.aborted) return;
    console.error(`${signal} received: stopping after the current step…`);
    stopRequested.abort(new Error(`${signal} received`));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);

  let database: OpenDatabase | undefined;
  try {
    database = await openDatabase(config, { log, poolSize: 2, signal: stopRequested.signal });
    await withStartupLock(database.pool, async (db) => {
      await migrateDatabase(db);
      stopRequested.signal.throwIfAborted();
      await work({ db, config, signal: stopRequested.signal });
    });
  } catch (error) {
    console.error(stopRequested.signal.aborted ? says.stopped : says.failed(error instanceof Error ? error.message : String(error)));
    process.exitCode = 1;
  } finally {
    await database?.close();
    for (const signal of STOP_SIGNALS) process.removeListener(signal, onSignal);
  }
}
