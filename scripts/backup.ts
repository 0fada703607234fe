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
import { BACKUP_FILE_EXTENSION, writeBackup, type BackupConnection } from '../server/db/backup';
import { runningEmbeddedPostgresUrl } from '../server/db/running-embedded';
import type { Log } from '../server/logger';
import { openDatabase } from '../server/main';
import { fileArgument, runScript } from './database-script';

interface SiteDatabase {
  connection: BackupConnection;
  /** Which database this is, for the summary line. */
  which: string;
  close(): Promise<void>;
}

/** The site's database, used where it runs; the embedded one started only when no server runs it. */
async function openSiteDatabase(config: ServerConfig, log: Log, signal: AbortSignal): Promise<SiteDatabase> {
  const clusterDir = path.join(config.dataDir, 'postgres');
  const running = config.databaseUrl ? undefined : await runningEmbeddedPostgresUrl(clusterDir);
  // Starting the embedded PostgreSQL on a DATA_DIR without one would create an empty database.
  if (!config.databaseUrl && !running && !(await stat(path.join(clusterDir, 'PG_VERSION')).catch(() => undefined))) {
    throw new Error(`there is no database in ${clusterDir} (set DATA_DIR to the site's data directory, or DATABASE_URL)`);
  }
  const opened = await openDatabase({ ...config, databaseUrl: config.databaseUrl ?? running }, { log, poolSize: 1, signal });
  const which = config.databaseUrl
    ? 'the database of DATABASE_URL'
    : running
      ? `the running server's embedded PostgreSQL in ${clusterDir}`
      : `the embedded PostgreSQL in ${clusterDir} (started for the backup)`;
  return { connection: opened.pool, which, close: opened.close };
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

async function main(): Promise<void> {
  const file = fileArgument(`Usage: npm run backup -- FILE   (e.g. site-$(date +%F)${BACKUP_FILE_EXTENSION})`);
  if (!file) return;
  await runScript(
    {
      stopping: 'stopping the backup',
      stopped: 'The backup stopped before it finished; no file was written.',
      failed: (reason) => `The backup failed: ${reason}`,
    },
    async ({ config, log, signal }) => {
      const database = await openSiteDatabase(config, log, signal);
      try {
        const s = await writeBackup({ connection: database.connection, dataDir: config.dataDir, file, signal });
        const rows = Object.values(s.rows).reduce((sum, n) => sum + n, 0);
        console.log(
          `Backed up ${rows} rows of ${Object.keys(s.rows).length} tables and ${s.files} media files into ${s.file} ` +
            `(${megabytes(s.bytes)}; the database as it was at ${s.header.createdAt}, read from ${database.which}).`,
        );
      } finally {
        await database.close();
      }
    },
  );
}

await main();
