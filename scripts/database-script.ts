/**
 * The frame of a command-line script that works on the site's database (`npm run db:seed`,
 * `npm run stats:rebuild`): the database is the server's (DATABASE_URL, or the embedded PostgreSQL
 * under DATA_DIR), opened and migrated the way the server does it, and the work runs under the
 * start-up lock (a server starting meanwhile waits). A stop signal (SIGINT/SIGTERM/SIGHUP) ends the
 * run after its current step; a stop or a failure is one line on stderr and exit code 1. The
 * database is closed (and an embedded PostgreSQL stopped) at the end either way.
 *
 * runScript is that frame without the database (`npm run backup` opens its own: it must not migrate).
 */
import path from 'node:path';
import type { ServerConfig } from '../server/config';
import type { Database } from '../server/db/connect';
import { migrateDatabase, withStartupLock } from '../server/db/migrate';
import { createLog, type Log } from '../server/logger';
import { configFromEnvironment, openDatabase, STOP_SIGNALS, type OpenDatabase } from '../server/main';

export interface ScriptContext {
  config: ServerConfig;
  log: Log;
  /** Aborted by a stop signal: check it between steps. */
  signal: AbortSignal;
}

export interface DatabaseScriptContext extends Omit<ScriptContext, 'log'> {
  /** The connection that holds the startup lock: one client, one statement at a time. */
  db: Database;
  /** The pool's other connection, for work done alongside `db` (an import's second writer). */
  pooled: Database;
}

/** What a script says on stderr: when a stop signal arrives, and when it ends stopped or failed. */
export interface ScriptSays {
  /** Default: stopping after the current step. */
  stopping?: string;
  stopped: string;
  failed: (reason: string) => string;
}

/**
 * The frame of every script here: the configuration and a log from the environment, stop signals
 * turned into `signal`, and a stop or a failure said in one line on stderr with exit code 1.
 */
export async function runScript(says: ScriptSays, work: (context: ScriptContext) => Promise<void>): Promise<void> {
  const config = configFromEnvironment();
  const log = createLog(config.logLevel === 'info' ? 'warn' : config.logLevel);

  const stopRequested = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopRequested.signal.aborted) return;
    console.error(`${signal} received: ${says.stopping ?? 'stopping after the current step'}…`);
    stopRequested.abort(new Error(`${signal} received`));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);

  try {
    await work({ config, log, signal: stopRequested.signal });
  } catch (error) {
    console.error(stopRequested.signal.aborted ? says.stopped : says.failed(error instanceof Error ? error.message : String(error)));
    process.exitCode = 1;
  } finally {
    for (const signal of STOP_SIGNALS) process.removeListener(signal, onSignal);
  }
}

export async function runDatabaseScript(says: ScriptSays, work: (context: DatabaseScriptContext) => Promise<void>): Promise<void> {
  await runScript(says, async ({ config, log, signal }) => {
    let database: OpenDatabase | undefined;
    try {
      database = await openDatabase(config, { log, poolSize: 2, signal });
      await withStartupLock(database.pool, async (db) => {
        await migrateDatabase(db);
        signal.throwIfAborted();
        await work({ db, pooled: database!.db, config, signal });
      });
    } finally {
      await database?.close();
    }
  });
}

/**
 * The script's FILE argument, as an absolute path; undefined (after printing `usage`, exit code 1)
 * when there is none.
 */
export function fileArgument(usage: string): string | undefined {
  const argument = process.argv[2];
  if (!argument || argument.startsWith('-')) {
    console.error(usage);
    process.exitCode = 1;
    return undefined;
  }
  // npm runs scripts in the project's folder: a relative FILE means where the command was typed.
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
}
