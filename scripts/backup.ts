/**
 * `npm run backup -- FILE`: the whole site (database and media files) into one file, while the
 * server runs. See server/db/backup.ts for what is in it and how it stays consistent.
 *
 * The database is the server's: DATABASE_URL; or else the embedded PostgreSQL under DATA_DIR,
 * used where it runs when a server is running (a second PostgreSQL on the same directory is
 * refused), and otherwise started for the backup and stopped after it. Nothing is migrated: the
 * backup reads the database as it is. A stop signal (SIGINT/SIGTERM/SIGHUP) ends it without a file;
 * a stop or a failure is one line on stderr and exit code 1.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../server/config';
import { createDatabase, waitForDatabase } from '../server/db/connect';
import { BACKUP_FILE_EXTENSION, writeBackup, type BackupConnection } from '../server/db/backup';
import { runningEmbeddedPostgresUrl } from '../server/db/running-embedded';
import { createLog, type Log } from '../server/logger';
import { configFromEnvironment, openDatabase, STOP_SIGNALS } from '../server/main';

interface SiteDatabase {
  connection: BackupConnection;
  /** Which database this is, for the summary line. */
  which: string;
  close(): Promise<void>;
}

/** The site's database, used where it runs; the embedded one started only when no server runs it. */
async function openSiteDatabase(config: ServerConfig, log: Log, signal: AbortSignal): Promise<SiteDatabase> {
  const clusterDir = path.join(config.dataDir, 'postgres');
  const url = config.databaseUrl ?? (await runningEmbeddedPostgresUrl(clusterDir));
  if (url) {
    const handle = createDatabase(url, { poolSize: 1, log });
    try {
      await waitForDatabase(handle.pool, log, undefined, signal);
    } catch (error) {
      await handle.close();
      throw error;
    }
    const which = config.databaseUrl ? 'the database of DATABASE_URL' : `the running server's embedded PostgreSQL in ${clusterDir}`;
    return { connection: handle.pool, which, close: handle.close };
  }
  // Starting the embedded PostgreSQL on a DATA_DIR without one would create an empty database.
  if (!(await stat(path.join(clusterDir, 'PG_VERSION')).catch(() => undefined))) {
    throw new Error(`there is no database in ${clusterDir} (set DATA_DIR to the site's data directory, or DATABASE_URL)`);
  }
  const opened = await openDatabase(config, { log, poolSize: 1, signal });
  return { connection: opened.pool, which: `the embedded PostgreSQL in ${clusterDir} (started for the backup)`, close: opened.close };
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

async function main(): Promise<void> {
  const argument = process.argv[2];
  if (!argument || argument.startsWith('-')) {
    console.error(`Usage: npm run backup -- FILE   (e.g. site-$(date +%F)${BACKUP_FILE_EXTENSION})`);
    process.exitCode = 1;
    return;
  }
  // npm runs scripts in the project's folder: a relative FILE means where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  const config = configFromEnvironment();
  const log = createLog(config.logLevel === 'info' ? 'warn' : config.logLevel);

  const stopRequested = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopRequested.signal.aborted) return;
    console.error(`${signal} received: stopping the backup…`);
    stopRequested.abort(new Error(`${signal} received`));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);

  let database: SiteDatabase | undefined;
  try {
    database = await openSiteDatabase(config, log, stopRequested.signal);
    const s = await writeBackup({ connection: database.connection, dataDir: config.dataDir, file, signal: stopRequested.signal });
    const rows = Object.values(s.rows).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backed up ${rows} rows of ${Object.keys(s.rows).length} tables and ${s.files} media files into ${s.file} ` +
        `(${megabytes(s.bytes)}; the database as it was at ${s.header.createdAt}, read from ${database.which}).`,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      stopRequested.signal.aborted ? 'The backup stopped before it finished; no file was written.' : `The backup failed: ${reason}`,
    );
    process.exitCode = 1;
  } finally {
    await database?.close();
    for (const signal of STOP_SIGNALS) process.removeListener(signal, onSignal);
  }
}

await main();
